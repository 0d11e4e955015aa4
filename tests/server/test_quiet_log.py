"""An idle ``make run`` server logs nothing: no reloader chatter, no routine runtime lines.

The server runs as ``scripts/serve.sh`` runs it (``scripts/langgraph_dev.py dev`` with the
reloader on), in a working directory the reloader watches and the in-memory runtime
rewrites every 10 s. After a question, a thread search and an MCP call, a minute of
idling must add no line to the log.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from langgraph_sdk import get_sync_client

from tests.server.langgraph_server import REPO, LangGraphServer
from tests.server.test_mcp import ask, rpc

pytestmark = [pytest.mark.server, pytest.mark.enable_socket, pytest.mark.timeout(400)]

IDLE_S = 65.0
NOISE = ("changes detected", "Resolved authentication handler", "HTTP Request:", "durability")


class ReloadingServer(LangGraphServer):
    """``langgraph dev`` started as ``make run`` starts it: reloader on."""

    def command(self) -> list[str]:
        """``scripts/langgraph_dev.py dev`` as ``scripts/serve.sh`` runs it: reloader on."""
        return [
            sys.executable,
            str(REPO / "scripts" / "langgraph_dev.py"),
            "dev",
            "--config",
            str(self.workdir / "langgraph.json"),
            "--no-browser",
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
        ]


def test_idle_server_logs_nothing_for_a_minute(tmp_path: Path) -> None:
    server = ReloadingServer(tmp_path / "lg")
    server.start()
    try:
        with get_sync_client(url=server.url) as client:
            thread = client.threads.create()
            client.runs.wait(
                thread["thread_id"],
                "mines_financial",
                input=ask("What was BHP's revenue in FY2024?"),
            )
            client.threads.search(limit=5)
        mcp = rpc(
            server.url,
            "tools/call",
            {"name": "mines_financial", "arguments": ask("NST revenue FY2025?")},
        )
        assert mcp.status_code == 200, mcp.text
        assert (server.workdir / ".langgraph_api").is_dir()  # the runtime writes in the tree
        busy_log = server.log()
        time.sleep(IDLE_S)
        idle_log = server.log()[len(busy_log) :]
    finally:
        server.stop()
    assert idle_log.strip() == "", f"an idle server logged:\n{idle_log[:3000]}"
    noisy = [line for line in busy_log.splitlines() if any(n in line for n in NOISE)]
    assert not noisy, "\n".join(noisy[:20])
