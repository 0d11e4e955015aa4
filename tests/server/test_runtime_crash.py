"""Crashes on the production runtime (Aegra on Postgres + Redis): nothing is lost.

* ``kill -9`` of the server (master and both workers) with 10 runs in flight: after the
  restart every run finishes, once (one question and one answer per thread);
* ``kill -9`` of one of the two workers with 10 runs in flight: every run finishes (the
  other worker's lease reaper re-queues the dead worker's runs; uvicorn replaces it);
* a hard kill with no run in flight: every thread, its answer and every pending
  clarification comes back, and the clarifications resume;
* two instances on one database and one Redis: a conversation started on one is resumed
  and continued on the other.

The lease timings are shortened for the test (``aegra_server.FAST_RECOVERY``): a run
whose worker died is re-queued by the lease reaper about 10 s after the restart.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import time
from typing import Any

import pytest
from langgraph_sdk import get_client

from tests.server.aegra_server import (
    MAIN_ENV,
    AegraServer,
    Services,
    production_marks,
    stack_fixture,
)

pytestmark = production_marks()

ASSISTANT = "mines_financial"
IN_FLIGHT = 10
SLOW = (
    "Compare the revenue of BHP, Rio Tinto, Fortescue, Mineral Resources and Northern Star in FY{}"
)
ANSWERED = (
    "What was BHP's revenue in FY2024?",
    "What was Fortescue's revenue in FY2022?",
    "What was Rio Tinto's underlying EBITDA in FY2023?",
    "What was Northern Star's revenue in FY2024?",  # the page tests ask FY2025 on this stack
)
VAGUE = "Tell me about this company."
TERMINAL = {"success", "error", "interrupted", "timeout"}


def ask(text: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": text}]}


server = stack_fixture("server", "main", MAIN_ENV)


async def _wait_runs(url: str, runs: list[tuple[str, str]], timeout_s: float) -> list[str]:
    client = get_client(url=url)
    deadline = time.monotonic() + timeout_s
    try:
        while True:
            got = await asyncio.gather(*(client.runs.get(t, r) for t, r in runs))
            statuses = [g["status"] for g in got]
            if all(s in TERMINAL for s in statuses) or time.monotonic() > deadline:
                return statuses
            await asyncio.sleep(0.5)
    finally:
        await client.aclose()


async def _start_runs(url: str) -> tuple[list[tuple[str, str]], list[str]]:
    client = get_client(url=url)
    try:
        threads = await asyncio.gather(*(client.threads.create() for _ in range(IN_FLIGHT)))

        async def one(n: int, tid: str) -> tuple[str, str]:
            question = SLOW.format(2021 + n % 5)
            run = await client.runs.create(tid, ASSISTANT, input=ask(question))
            return tid, run["run_id"]

        runs = await asyncio.gather(*(one(n, t["thread_id"]) for n, t in enumerate(threads)))
        got = await asyncio.gather(*(client.runs.get(t, r) for t, r in runs))
        return list(runs), [g["status"] for g in got]
    finally:
        await client.aclose()


async def _states(url: str, thread_ids: list[str]) -> list[dict[str, Any]]:
    client = get_client(url=url)
    try:
        return list(await asyncio.gather(*(client.threads.get_state(t) for t in thread_ids)))
    finally:
        await client.aclose()


def test_kill_9_with_10_runs_in_flight_every_run_finishes_after_restart(
    server: AegraServer,
) -> None:
    runs, before = asyncio.run(_start_runs(server.url))
    server.kill()
    in_flight = sum(s not in TERMINAL for s in before)
    assert in_flight >= IN_FLIGHT // 2, before  # the kill hit runs that had not finished
    server.restart()
    statuses = asyncio.run(_wait_runs(server.url, runs, 180))
    assert statuses == ["success"] * IN_FLIGHT, statuses
    for state in asyncio.run(_states(server.url, [t for t, _ in runs])):
        values = state["values"]
        assert values["answer"] and "revenue" in values["answer"].lower()
        assert [m["type"] for m in values["messages"]] == ["human", "ai"]  # ran once


def test_kill_9_of_one_worker_with_10_runs_in_flight_every_run_finishes(
    server: AegraServer,
) -> None:
    """One worker killed, the master and the other worker alive: uvicorn starts a new one."""
    workers = server.worker_pids()
    assert len(workers) == 2, workers
    runs, before = asyncio.run(_start_runs(server.url))
    os.kill(workers[0], signal.SIGKILL)
    assert sum(s not in TERMINAL for s in before) >= IN_FLIGHT // 2, before
    statuses = asyncio.run(_wait_runs(server.url, runs, 180))
    assert statuses == ["success"] * IN_FLIGHT, statuses
    for state in asyncio.run(_states(server.url, [t for t, _ in runs])):
        assert [m["type"] for m in state["values"]["messages"]] == ["human", "ai"]
    deadline = time.monotonic() + 120
    while len(server.worker_pids()) < 2 and time.monotonic() < deadline:
        time.sleep(0.5)
    assert len(server.worker_pids()) == 2  # the master replaced the dead worker


async def _conversations(url: str) -> dict[str, Any]:
    client = get_client(url=url)
    try:

        async def answered(question: str) -> tuple[str, str]:
            thread = await client.threads.create(metadata={"title": question})
            values = await client.runs.wait(thread["thread_id"], ASSISTANT, input=ask(question))
            return str(thread["thread_id"]), str(values["answer"])

        async def interrupted() -> str:
            thread = await client.threads.create(metadata={"title": "vague"})
            await client.runs.wait(thread["thread_id"], ASSISTANT, input=ask(VAGUE))
            return str(thread["thread_id"])

        done = await asyncio.gather(*(answered(q) for q in ANSWERED))
        paused = await asyncio.gather(interrupted(), interrupted())
        ids = [t for t, _ in done]
        statuses = [(await client.threads.get(t))["status"] for t in [*ids, *paused]]
        return {
            "answered": ids,
            "answers": [a for _, a in done],
            "paused": list(paused),
            "statuses": statuses,  # nothing in flight: every thread idle or interrupted
        }
    finally:
        await client.aclose()


async def _after_restart(url: str, made: dict[str, Any]) -> dict[str, Any]:
    client = get_client(url=url)
    try:
        threads = await asyncio.gather(
            *(client.threads.get(t) for t in [*made["answered"], *made["paused"]])
        )
        answers = [
            (await client.threads.get_state(t))["values"]["answer"] for t in made["answered"]
        ]
        paused = [await client.threads.get_state(t) for t in made["paused"]]
        resumed = await asyncio.gather(
            *(
                client.runs.wait(t, ASSISTANT, command={"resume": "BHP revenue FY2024"})
                for t in made["paused"]
            )
        )
        return {"threads": threads, "answers": answers, "paused": paused, "resumed": resumed}
    finally:
        await client.aclose()


def test_hard_kill_with_no_run_in_flight_keeps_every_thread_and_interrupt(
    server: AegraServer,
) -> None:
    made = asyncio.run(_conversations(server.url))
    assert made["statuses"] == ["idle"] * len(ANSWERED) + ["interrupted"] * 2
    server.kill()
    server.restart()
    out = asyncio.run(_after_restart(server.url, made))
    assert [t["status"] for t in out["threads"]] == made["statuses"]
    assert out["answers"] == made["answers"] and all(made["answers"])
    for state in out["paused"]:
        assert state["next"] == ["clarify"]
        payloads = [i["value"] for task in state["tasks"] for i in task["interrupts"]]
        assert payloads and "Which company" in payloads[0]["question"]
    for values in out["resumed"]:
        assert "55,658" in values["answer"]


async def _across(first: str, second: str) -> dict[str, Any]:
    a, b = get_client(url=first), get_client(url=second)
    try:
        thread = await a.threads.create()
        tid = thread["thread_id"]
        await a.runs.wait(tid, ASSISTANT, input=ask(VAGUE))
        seen_on_b = await b.threads.get(tid)
        resumed = await b.runs.wait(tid, ASSISTANT, command={"resume": "BHP revenue FY2024"})
        follow = await a.runs.wait(tid, ASSISTANT, input=ask("And their dividends?"))
        return {"seen_on_b": seen_on_b, "resumed": resumed, "follow": follow}
    finally:
        await a.aclose()
        await b.aclose()


def test_two_instances_on_one_database_continue_each_others_threads(
    server: AegraServer,
) -> None:
    other = AegraServer(server.workdir.parent / "second", server.services, 1, server.extra_env)
    try:
        other.start()
        out = asyncio.run(_across(server.url, other.url))
    finally:
        other.stop()
    assert out["seen_on_b"]["status"] == "interrupted"
    assert "55,658" in out["resumed"]["answer"]
    assert "dividend" in out["follow"]["answer"].lower() and "BHP" in out["follow"]["answer"]
    messages = out["follow"]["messages"]
    assert messages[0]["content"] == VAGUE and [m["type"] for m in messages[-2:]] == ["human", "ai"]


def test_the_migration_registers_the_assistants_before_any_worker_starts(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """Workers starting together on a fresh database raced to insert these rows: the
    loser failed its start-up and uvicorn stopped every worker (seen once start-up got
    faster). ``deploy/migrate.py`` now creates them, and the workers find them there."""
    services = Services(tmp_path_factory.mktemp("migrate-only")).start()  # migrates once
    try:
        listed = subprocess.run(
            ["psql", services.database_url, "-qAtc",
             "select graph_id from assistant where user_id = 'system' order by graph_id"],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        assert listed.stdout.split() == ["mines_financial", "retrieval"]
    finally:
        services.stop()
