"""``mines ask`` / ``mines resume`` through a running server (mines/remote.py).

The command runs as a child process, as a user runs it, against the test server: the
same JSON as in-process, and a fraction of the CPU (nothing heavy is imported).
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.server.langgraph_server import LangGraphServer

pytestmark = [pytest.mark.server, pytest.mark.enable_socket, pytest.mark.timeout(300)]

MINES = str(Path(sys.executable).parent / "mines")
CPU_LIMIT_S = 3.0


def mines(url: str, *argv: str) -> tuple[int, dict[str, Any] | None, str, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = {k: v for k, v in os.environ.items() if k != "MINES_SERVER_URL"}
    done = subprocess.run(
        [MINES, *argv, "--server", url, "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    out = json.loads(done.stdout) if done.stdout.strip().startswith("{") else None
    return done.returncode, out, done.stderr, cpu


def test_ask_through_the_server(lg_server: LangGraphServer) -> None:
    code, out, err, cpu = mines(lg_server.url, "ask", "What was BHP's revenue in FY2024?")
    assert code == 0, err
    assert out is not None and out["status"] == "answered"
    assert "US$55,658 million" in out["answer"]
    assert out["sources"][0]["source"] == "BHP_FY2024.md"
    assert out["steps"][0] == "compress_context" and out["steps"][-1] == "answer"
    # the shared server may have cached this answer for an earlier test's identical question
    assert "grade_docs" in out["steps"] or out["cache"] == "hit"
    assert cpu < CPU_LIMIT_S, f"{cpu:.2f} s of CPU"


def test_clarification_and_resume_through_the_server(lg_server: LangGraphServer) -> None:
    code, out, err, _ = mines(lg_server.url, "ask", "Tell me about this company.")
    assert code == 0 and out is not None, err
    assert out["status"] == "interrupted" and "Which company" in out["question"]
    thread = out["thread_id"]
    code, done, err, _ = mines(lg_server.url, "resume", "--thread", thread, "BHP revenue FY2024")
    assert code == 0 and done is not None, err
    assert done["thread_id"] == thread and "55,658" in done["answer"]
    code, _, err, _ = mines(lg_server.url, "resume", "--thread", thread, "again")
    assert code == 2 and "no pending clarification question" in err
