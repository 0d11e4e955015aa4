"""Load through the real server: 50 concurrent conversations, a restart in the middle.

Ten users (auth on), fifty threads; thread ``i`` belongs to user ``i % 10`` and is about
company ``i % 5``; even threads run without the semantic cache (the whole pipeline every
turn), odd ones with it. Every conversation has four turns:

* most threads: a revenue question, "And their dividends?", then (after the restart)
  "What about FY2023?" and "And their revenue?";
* every third thread: a vague question (the graph interrupts to ask which company), the
  reply given *after* the restart (the interrupt must survive it), then "And their
  dividends?" and "What about FY2024?".

Between the two halves the server is stopped (SIGTERM) and started again on the same
folder. Checked: no run fails; every answer names its own company and states that
company's figure for the turn, and no other company or figure; every source is the
thread's company; each thread holds only its own messages; each user lists only their own
threads; the server's resident memory grows within a bound over the first half. The
figures are written to ``load-report.json`` in the test's folder and printed with ``-s``.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_client
from langgraph_sdk.client import LangGraphClient

from tests.server.langgraph_server import LangGraphServer

pytestmark = [pytest.mark.server, pytest.mark.enable_socket, pytest.mark.timeout(300)]

ASSISTANT = "mines_financial"
THREADS = 50
USERS = 10
TIME_BUDGET_S = 120.0
RSS_GROWTH_LIMIT_MB = 200.0
NAMES = {
    "BHP": "BHP",
    "RIO": "Rio Tinto",
    "FMG": "Fortescue",
    "MIN": "Mineral Resources",
    "NST": "Northern Star",
}
TICKERS = tuple(NAMES)
FIGURES = {
    "revenue FY2024": {
        "BHP": "US$55,658 million",
        "RIO": "US$53,658 million",
        "FMG": "US$18,220 million",
        "MIN": "A$5.28 billion",
        "NST": "A$4.92 billion",
    },
    "dividends FY2024": {
        "BHP": "146 US cents",
        "RIO": "402 US cents",
        "FMG": "197 Australian cents",
        "MIN": "20 Australian cents",
        "NST": "40 Australian cents",
    },
    "dividends FY2023": {
        "BHP": "170 US cents",
        "RIO": "435 US cents",
        "FMG": "175 Australian cents",
        "MIN": "190 Australian cents",
        "NST": "26.5 Australian cents",
    },
    "revenue FY2023": {
        "BHP": "US$53.82 billion",
        "RIO": "US$54,041 million",
        "FMG": "US$16.87 billion",
        "MIN": "A$4.8 billion",
        "NST": "A$4,131 million",
    },
}
"""The figure each company's report states, per turn (tests/test_corpus.py checks them)."""


def token(user: int) -> str:
    return f"tok-load-user{user}-{user * 7919:06d}"


def message(text: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": text}]}


@dataclass
class Conversation:
    """One thread under load: who owns it, what it is about, what happened."""

    index: int
    user: int
    ticker: str
    vague: bool
    context: dict[str, Any] = field(default_factory=dict)
    thread_id: str = ""
    sent: list[str] = field(default_factory=list)
    answers: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)

    @property
    def name(self) -> str:
        return NAMES[self.ticker]


def shows_figure(answer: str, figure: str) -> bool:
    return re.search(rf"(?<![\d.,]){re.escape(figure)}", answer) is not None


def leaks(conversation: Conversation, turn: str, values: dict[str, Any]) -> list[str]:
    """What in one answer is not about the thread's own company (empty: nothing)."""
    answer = str(values.get("answer") or "")
    found = []
    if not shows_figure(answer, FIGURES[turn][conversation.ticker]):
        found.append(f"missing own figure {FIGURES[turn][conversation.ticker]!r}")
    if f"({conversation.ticker})" not in answer:
        found.append("own company not named")
    for other in TICKERS:
        if other == conversation.ticker:
            continue
        if f"({other})" in answer or NAMES[other] in answer.replace("BHP Group", ""):
            found.append(f"names {other}")
        if any(shows_figure(answer, FIGURES[t][other]) for t in FIGURES):
            found.append(f"shows a figure of {other}")
    sources = {s.get("company") for s in values.get("sources") or []}
    if not sources or sources != {conversation.ticker}:
        found.append(f"sources of {sorted(map(str, sources))}")
    return found


def group_rss_mb(pgid: int) -> float:
    """Resident memory of every process in the server's process group, in MB."""
    total_kb = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            fields = stat[stat.rindex(")") + 2 :].split()
            if int(fields[2]) != pgid:  # state ppid pgrp ...
                continue
            for line in Path(f"/proc/{entry}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total_kb += int(line.split()[1])
        except (OSError, ValueError):
            continue
    return total_kb / 1024


def server_rss(server: LangGraphServer) -> float:
    assert server.process is not None
    return group_rss_mb(server.process.pid)


# --- the conversations ---------------------------------------------------------------------


async def turn(
    client: LangGraphClient, c: Conversation, text: str | None, kind: str, resume: str = ""
) -> dict[str, Any] | None:
    """One run on the thread; a failure is recorded, never raised."""
    started = time.monotonic()
    try:
        if resume:
            c.sent.append(resume)
            values = await client.runs.wait(
                c.thread_id, ASSISTANT, command={"resume": resume}, context=c.context
            )
        else:
            assert text is not None
            c.sent.append(text)
            values = await client.runs.wait(
                c.thread_id, ASSISTANT, input=message(text), context=c.context
            )
    except Exception as exc:  # noqa: BLE001 - counted as an error
        c.errors.append(f"{kind}: {type(exc).__name__}: {exc}")
        return None
    finally:
        c.latencies.append(time.monotonic() - started)
    if not isinstance(values, dict) or "__error__" in values:
        c.errors.append(f"{kind}: {values!r}"[:300])
        return None
    c.answers.append((kind, values))
    return values


async def first_half(client: LangGraphClient, c: Conversation) -> None:
    thread = await client.threads.create(metadata={"load": c.index})
    c.thread_id = thread["thread_id"]
    if c.vague:
        await turn(client, c, "Tell me about this company.", "vague")
        return
    await turn(client, c, f"What was {c.name}'s revenue in FY2024?", "revenue FY2024")
    await turn(client, c, "And their dividends?", "dividends FY2024")


async def second_half(client: LangGraphClient, c: Conversation) -> None:
    if c.vague:
        await turn(client, c, None, "revenue FY2023", resume=f"{c.name} revenue FY2023")
        await turn(client, c, "And their dividends?", "dividends FY2023")
        await turn(client, c, "What about FY2024?", "dividends FY2024")
    else:
        await turn(client, c, "What about FY2023?", "dividends FY2023")
        await turn(client, c, "And their revenue?", "revenue FY2023")


def clients(url: str) -> list[LangGraphClient]:
    return [
        get_client(url=url, headers={"Authorization": f"Bearer {token(u)}"}, timeout=120)
        for u in range(USERS)
    ]


async def run_half(url: str, conversations: list[Conversation], first: bool) -> float:
    users = clients(url)
    started = time.monotonic()
    try:
        step = first_half if first else second_half
        await asyncio.gather(*(step(users[c.user], c) for c in conversations))
    finally:
        for client in users:
            await client.aclose()
    return time.monotonic() - started


async def warm_up(url: str) -> None:
    client = clients(url)[0]

    async def one(ticker: str, name: str) -> None:
        thread = await client.threads.create()
        text = f"What was {name}'s net debt in FY2022? ({ticker} warm-up)"
        await client.runs.wait(thread["thread_id"], ASSISTANT, input=message(text))

    try:
        await asyncio.gather(*(one(ticker, name) for ticker, name in NAMES.items()))
    finally:
        await client.aclose()


async def snapshot(url: str, conversations: list[Conversation]) -> dict[str, Any]:
    """Every thread as each owner sees it, and what each user can list."""
    users = clients(url)
    try:
        threads = await asyncio.gather(
            *(users[c.user].threads.get(c.thread_id) for c in conversations)
        )
        listed = await asyncio.gather(
            *(users[u].threads.search(metadata={}, limit=100) for u in range(USERS))
        )
    finally:
        for client in users:
            await client.aclose()
    return {
        "threads": {c.thread_id: t for c, t in zip(conversations, threads, strict=True)},
        "listed": [{t["thread_id"] for t in page if "load" in t["metadata"]} for page in listed],
    }


@pytest.fixture(scope="module")
def load(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    tokens = ",".join(f"user{u}:{token(u)}" for u in range(USERS))
    server = LangGraphServer(
        tmp_path_factory.mktemp("load"), extra_env={"MINES_API_TOKENS": tokens}
    )
    conversations = [
        Conversation(
            i,
            i % USERS,
            TICKERS[i % len(TICKERS)],
            vague=i % 3 == 2,
            context={} if i % 2 else {"use_cache": False},
        )
        for i in range(THREADS)
    ]
    figures: dict[str, Any] = {"threads": THREADS, "users": USERS}
    started = time.monotonic()
    try:
        server.start()
        asyncio.run(warm_up(server.url))
        figures["rss_mb_before"] = server_rss(server)
        figures["first_half_s"] = asyncio.run(run_half(server.url, conversations, True))
        figures["rss_mb_after_first_half"] = server_rss(server)
        before = asyncio.run(snapshot(server.url, conversations))

        server.stop()
        restart = time.monotonic()
        server.start()
        figures["restart_s"] = time.monotonic() - restart
        after = asyncio.run(snapshot(server.url, conversations))
        figures["rss_mb_after_restart"] = server_rss(server)
        figures["second_half_s"] = asyncio.run(run_half(server.url, conversations, False))
        figures["rss_mb_after_second_half"] = server_rss(server)
        final = asyncio.run(snapshot(server.url, conversations))
    finally:
        server.stop()
    figures["total_s"] = time.monotonic() - started
    figures["runs"] = sum(len(c.sent) for c in conversations)
    figures["errors"] = sum(len(c.errors) for c in conversations)
    figures["answers_checked"] = sum(len(c.answers) for c in conversations)
    figures["cache_hits"] = sum(
        values.get("cache") == "hit" for c in conversations for _, values in c.answers
    )
    latencies = sorted(t for c in conversations for t in c.latencies)
    figures["run_latency_s"] = {
        "p50": round(latencies[len(latencies) // 2], 2),
        "p95": round(latencies[int(len(latencies) * 0.95)], 2),
        "max": round(latencies[-1], 2),
    }
    for key, value in list(figures.items()):
        if isinstance(value, float):
            figures[key] = round(value, 1)
    report = server.workdir / "load-report.json"
    report.write_text(json.dumps(figures, indent=2), encoding="utf-8")
    print(f"\nload figures ({report}):\n{json.dumps(figures, indent=2)}")  # noqa: T201
    return {
        "conversations": conversations,
        "figures": figures,
        "before": before,
        "after": after,
        "final": final,
        "log": server.log(),
    }


def test_no_run_failed(load: dict[str, Any]) -> None:
    errors = [e for c in load["conversations"] for e in c.errors]
    assert errors == []
    assert load["figures"]["runs"] == 4 * THREADS
    assert load["figures"]["answers_checked"] == 4 * THREADS


def test_every_answer_is_about_its_own_thread_only(load: dict[str, Any]) -> None:
    problems = {}
    for c in load["conversations"]:
        for kind, values in c.answers:
            if kind == "vague":
                assert values.get("__interrupt__") or not values.get("answer"), values
                continue
            found = leaks(c, kind, values)
            if found:
                problems[(c.index, kind)] = found
    assert problems == {}


def test_each_thread_holds_only_its_own_messages(load: dict[str, Any]) -> None:
    for c in load["conversations"]:
        thread = load["final"]["threads"][c.thread_id]
        humans = [m["content"] for m in thread["values"]["messages"] if m.get("type") == "human"]
        assert humans == c.sent, (c.index, humans)


def test_threads_and_pending_interrupts_survive_the_restart(load: dict[str, Any]) -> None:
    for c in load["conversations"]:
        before = load["before"]["threads"][c.thread_id]
        after = load["after"]["threads"][c.thread_id]
        assert after["status"] == ("interrupted" if c.vague else "idle"), c.index
        assert after["values"] == before["values"], c.index
        assert after["metadata"]["owner"] == f"user{c.user}"
        if c.vague:
            assert after["interrupts"] and after["interrupts"] == before["interrupts"]
    assert all(t["status"] == "idle" for t in load["final"]["threads"].values())


def test_each_user_lists_only_their_own_threads(load: dict[str, Any]) -> None:
    for snapshot_name in ("before", "after", "final"):
        for user, listed in enumerate(load[snapshot_name]["listed"]):
            own = {c.thread_id for c in load["conversations"] if c.user == user}
            assert listed == own, (snapshot_name, user)


def test_time_and_memory_stay_bounded(load: dict[str, Any]) -> None:
    figures = load["figures"]
    assert figures["first_half_s"] + figures["second_half_s"] < TIME_BUDGET_S
    growth = figures["rss_mb_after_first_half"] - figures["rss_mb_before"]
    assert growth < RSS_GROWTH_LIMIT_MB, figures
    assert figures["rss_mb_after_second_half"] < figures["rss_mb_after_first_half"] + 100


def test_no_secret_or_traceback_in_the_log(load: dict[str, Any]) -> None:
    log = load["log"]
    assert "Traceback" not in log
    assert not any(token(u) in log for u in range(USERS))
