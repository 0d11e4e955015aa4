"""Threads survive a server restart: ``langgraph dev`` keeps them in ``<cwd>/.langgraph_api/``."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_client

from tests.server.langgraph_server import LangGraphServer

pytestmark = [pytest.mark.server, pytest.mark.enable_socket, pytest.mark.timeout(300)]

QUESTION = {"messages": [{"role": "user", "content": "What was BHP's revenue in FY2024?"}]}
VAGUE = {"messages": [{"role": "user", "content": "Tell me about this company."}]}


async def before_restart(url: str) -> dict[str, str]:
    client = get_client(url=url)
    try:
        done, waiting = await asyncio.gather(
            client.threads.create(metadata={"title": "kept"}),
            client.threads.create(metadata={"title": "waiting"}),
        )
        await asyncio.gather(
            client.runs.wait(done["thread_id"], "mines_financial", input=QUESTION),
            client.runs.wait(waiting["thread_id"], "mines_financial", input=VAGUE),
        )
        return {"done": done["thread_id"], "waiting": waiting["thread_id"]}
    finally:
        await client.aclose()


async def after_restart(url: str, ids: dict[str, str]) -> dict[str, Any]:
    client = get_client(url=url)
    try:
        done = await client.threads.get(ids["done"])
        waiting = await client.threads.get(ids["waiting"])
        resumed, follow_up = await asyncio.gather(
            client.runs.wait(
                ids["waiting"], "mines_financial", command={"resume": "BHP revenue FY2024"}
            ),
            client.runs.wait(
                ids["done"], "mines_financial",
                input={"messages": [{"role": "user", "content": "And their dividends?"}]},
            ),
        )  # fmt: skip
        return {"done": done, "waiting": waiting, "resumed": resumed, "follow_up": follow_up}
    finally:
        await client.aclose()


def test_threads_and_interrupts_survive_a_restart(tmp_path: Path) -> None:
    server = LangGraphServer(tmp_path / "server")
    try:
        server.start()
        ids = asyncio.run(before_restart(server.url))
        server.stop()
        assert (server.workdir / ".langgraph_api" / ".langgraph_ops.pckl").is_file()
        server.start()
        after = asyncio.run(after_restart(server.url, ids))
    finally:
        server.stop()

    assert after["done"]["metadata"]["title"] == "kept"
    assert "55,658" in after["done"]["values"]["answer"]
    assert after["waiting"]["status"] == "interrupted"
    assert "55,658" in after["resumed"]["answer"]
    assert "146" in after["follow_up"]["answer"]
    assert len(after["follow_up"]["messages"]) == 4
