"""The REST API of a real ``langgraph dev``, driven with the official ``langgraph-sdk`` client.

Every run costs about one second of server queue latency, so the scenarios that need runs
are started together, once, by the module fixture ``scenarios`` (``asyncio.gather``); each
test then checks one scenario's record. A scenario that raised re-raises in its test.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import pytest
from langgraph_sdk import get_client
from langgraph_sdk.client import LangGraphClient
from langgraph_sdk.errors import ConflictError, NotFoundError

from tests.server.langgraph_server import LangGraphServer

pytestmark = [pytest.mark.server, pytest.mark.enable_socket, pytest.mark.timeout(300)]

ASSISTANT = "mines_financial"
BHP_REVENUE = "What was BHP's revenue in FY2024?"
VAGUE = "Tell me about this company."
COMPARE_WITH_NEWS = "Compare Rio Tinto and Fortescue NPAT in FY2023, and any recent news?"
NO_CACHE = {"use_cache": False}
INTERNAL_NODES = {"retrieve_decision", "query_rewrite", "grade_docs", "grade_answer"}

FEED = """<?xml version="1.0"?>
<rss version="2.0"><channel><title>Test feed</title>
<item><title>Rio Tinto announces a test expansion in 2023</title>
<description>Rio Tinto said the test project is on track.</description>
<link>https://example.invalid/rio</link><guid>rio-test-1</guid>
<pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate></item>
</channel></rss>
"""


def user(text: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": text}]}


# --- scenarios (run concurrently by the fixture) ------------------------------------------


async def stream_scenario(client: LangGraphClient) -> dict[str, Any]:
    thread = await client.threads.create(metadata={"title": "stream test"})
    tid = thread["thread_id"]
    events: list[tuple[str, Any]] = []
    async for part in client.runs.stream(
        tid,
        ASSISTANT,
        input=user(BHP_REVENUE),
        stream_mode=["updates", "messages-tuple"],
        stream_subgraphs=True,
        context=NO_CACHE,
    ):
        events.append((part.event, part.data))
    return {"events": events, "thread": await client.threads.get(tid)}


async def clarify_scenario(client: LangGraphClient) -> dict[str, Any]:
    thread = await client.threads.create()
    tid = thread["thread_id"]
    await client.runs.wait(tid, ASSISTANT, input=user(VAGUE))
    interrupted = await client.threads.get(tid)
    resumed = await client.runs.wait(tid, ASSISTANT, command={"resume": "BHP revenue FY2024"})
    return {
        "interrupted": interrupted,
        "resumed": resumed,
        "final": await client.threads.get(tid),
        "history": await client.threads.get_history(tid, limit=100),
        "runs": await client.runs.list(tid),
    }


async def follow_up_scenario(client: LangGraphClient) -> dict[str, Any]:
    thread = await client.threads.create()
    tid = thread["thread_id"]
    first = await client.runs.wait(tid, ASSISTANT, input=user(BHP_REVENUE))
    second = await client.runs.wait(tid, ASSISTANT, input=user("And their dividends?"))
    return {"first": first, "second": second}


async def context_scenario(client: LangGraphClient, feed_url: str) -> dict[str, Any]:
    assistant = await client.assistants.create(
        graph_id=ASSISTANT, context={"top_k": 2, "use_cache": False}, name="top-k two"
    )
    aid = assistant["assistant_id"]

    async def run(assistant_id: str, context: dict[str, Any] | None) -> dict[str, Any]:
        thread = await client.threads.create()
        return await client.runs.wait(
            thread["thread_id"], assistant_id, input=user(COMPARE_WITH_NEWS), context=context
        )

    run_context, no_news, assistant_only, run_over_assistant = await asyncio.gather(
        run(ASSISTANT, {"top_k": 1, "use_cache": False}),
        run(ASSISTANT, {"top_k": 1, "use_news": False, "use_cache": False}),
        run(aid, None),
        run(aid, {"top_k": 3}),
    )
    return {
        "run_context": run_context,
        "no_news": no_news,
        "assistant_only": assistant_only,
        "run_over_assistant": run_over_assistant,
    }


async def concurrent_scenario(client: LangGraphClient) -> dict[str, Any]:
    questions = {
        "BHP": "What was BHP's revenue in FY2023?",
        "RIO": "What was Rio Tinto's revenue in FY2024?",
        "FMG": "What was Fortescue's revenue in FY2024?",
        "NST": "What was Northern Star's revenue in FY2024?",
        "MIN": "What was Mineral Resources' revenue in FY2024?",
    }
    threads = await asyncio.gather(*(client.threads.create() for _ in questions))

    async def run(tid: str, question: str) -> dict[str, Any]:
        return await client.runs.wait(tid, ASSISTANT, input=user(question), context=NO_CACHE)

    started = time.monotonic()
    results = await asyncio.gather(
        *(run(t["thread_id"], q) for t, q in zip(threads, questions.values(), strict=True))
    )
    return {
        "companies": list(questions),
        "threads": [t["thread_id"] for t in threads],
        "results": results,
        "elapsed_s": time.monotonic() - started,
    }


async def busy_scenario(client: LangGraphClient) -> dict[str, Any]:
    thread = await client.threads.create()
    tid = thread["thread_id"]
    first = await client.runs.create(tid, ASSISTANT, input=user(BHP_REVENUE))
    rejected: Exception | None = None
    try:
        await client.runs.create(
            tid, ASSISTANT, input=user("And their dividends?"), multitask_strategy="reject"
        )
    except ConflictError as exc:
        rejected = exc
    queued = await client.runs.create(
        tid, ASSISTANT, input=user("And their dividends?"), multitask_strategy="enqueue"
    )
    queued_status = queued["status"]
    await client.runs.join(tid, first["run_id"])
    await client.runs.join(tid, queued["run_id"])
    return {
        "rejected": rejected,
        "queued_status": queued_status,
        "first": await client.runs.get(tid, first["run_id"]),
        "queued": await client.runs.get(tid, queued["run_id"]),
        "state": await client.threads.get_state(tid),
    }


async def cancel_scenario(client: LangGraphClient) -> dict[str, Any]:
    thread = await client.threads.create()
    tid = thread["thread_id"]
    run = await client.runs.create(tid, ASSISTANT, input=user(BHP_REVENUE), context=NO_CACHE)
    await client.runs.cancel(tid, run["run_id"], wait=True)
    # Aegra can answer the cancel's wait a moment before it writes the run's status: read
    # the status until it leaves "running" (bounded; a run that never stops still fails)
    got = await client.runs.get(tid, run["run_id"])
    for _ in range(50):
        if got["status"] not in ("pending", "running"):
            break
        await asyncio.sleep(0.2)
        got = await client.runs.get(tid, run["run_id"])
    return {
        "run": got,
        "thread": await client.threads.get(tid),
    }


async def delete_scenario(client: LangGraphClient) -> dict[str, Any]:
    thread = await client.threads.create(metadata={"title": "to delete"})
    tid = thread["thread_id"]
    await client.runs.wait(tid, ASSISTANT, input=user(BHP_REVENUE))
    await client.threads.delete(tid)
    missing: Exception | None = None
    try:
        await client.threads.get(tid)
    except NotFoundError as exc:
        missing = exc
    listed = await client.threads.search(ids=[tid])
    return {"missing": missing, "listed": listed}


async def run_all(url: str, feed_url: str) -> dict[str, Any]:
    client = get_client(url=url)
    scenarios: dict[str, Callable[[], Awaitable[dict[str, Any]]]] = {
        "stream": lambda: stream_scenario(client),
        "clarify": lambda: clarify_scenario(client),
        "follow_up": lambda: follow_up_scenario(client),
        "context": lambda: context_scenario(client, feed_url),
        "concurrent": lambda: concurrent_scenario(client),
        "busy": lambda: busy_scenario(client),
        "cancel": lambda: cancel_scenario(client),
        "delete": lambda: delete_scenario(client),
    }
    try:
        started = time.monotonic()
        results = await asyncio.gather(*(f() for f in scenarios.values()), return_exceptions=True)
        out: dict[str, Any] = dict(zip(scenarios, results, strict=True))
        out["elapsed_s"] = time.monotonic() - started
        return out
    finally:
        await client.aclose()


@pytest.fixture(scope="module")
def scenarios(
    lg_server: LangGraphServer, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    feed = tmp_path_factory.mktemp("feed") / "feed.xml"
    feed.write_text(FEED, encoding="utf-8")
    return asyncio.run(run_all(lg_server.url, feed.as_uri()))


def outcome(scenarios: dict[str, Any], name: str) -> dict[str, Any]:
    result = scenarios[name]
    if isinstance(result, BaseException):
        raise result
    return result


# --- server and Studio --------------------------------------------------------------------


def test_server_bound_the_chosen_port(lg_server: LangGraphServer) -> None:
    assert "already in use" not in lg_server.log()
    assert httpx.get(f"{lg_server.url}/ok", timeout=5).json()["ok"] is True


def test_xray_graph_shows_every_node_and_real_conditional_destinations(
    lg_server: LangGraphServer,
) -> None:
    from graph.supervisor import graph, retrieval_graph

    for assistant, compiled in (("mines_financial", graph), ("retrieval", retrieval_graph)):
        served = httpx.get(
            f"{lg_server.url}/assistants/{assistant}/graph", params={"xray": "true"}, timeout=10
        ).json()
        local = compiled.get_graph(xray=True)
        assert {n["id"] for n in served["nodes"]} == set(local.nodes), assistant
        edges = {(e["source"], e["target"], bool(e.get("conditional"))) for e in served["edges"]}
        assert edges == {(e.source, e.target, e.conditional) for e in local.edges}, assistant

    served = httpx.get(
        f"{lg_server.url}/assistants/mines_financial/graph", params={"xray": "true"}, timeout=10
    ).json()
    nodes = {n["id"] for n in served["nodes"]}
    for node in (
        "compress_context", "safety_boundary", "memory", "retrieve_decision", "clarify",
        "news_agent", "aggregate", "calculator_agent", "guardrails", "answer", "fallback",
        "retrieval_agent:query_rewrite", "retrieval_agent:retrieve_company",
        "retrieval_agent:grade_docs", "retrieval_agent:synthesize", "retrieval_agent:grade_answer",
    ):  # fmt: skip
        assert node in nodes
    conditional = {(e["source"], e["target"]) for e in served["edges"] if e.get("conditional")}
    assert {
        ("retrieve_decision", "clarify"),
        ("retrieve_decision", "news_agent"),
        ("retrieve_decision", "retrieval_agent:__start__"),
        ("retrieve_decision", "answer"),
        ("retrieve_decision", "guardrails"),
        ("guardrails", "fallback"),
        ("aggregate", "calculator_agent"),
        ("retrieval_agent:query_rewrite", "retrieval_agent:retrieve_company"),
        ("retrieval_agent:grade_docs", "retrieval_agent:synthesize"),
        ("retrieval_agent:grade_answer", "retrieval_agent:query_rewrite"),
    } <= conditional


def test_schemas_are_narrow_and_carry_the_context(lg_server: LangGraphServer) -> None:
    found = httpx.post(
        f"{lg_server.url}/assistants/search", json={"graph_id": "mines_financial"}, timeout=10
    ).json()
    default = next(a for a in found if a["metadata"].get("created_by") == "system")
    schemas = httpx.get(
        f"{lg_server.url}/assistants/{default['assistant_id']}/schemas", timeout=10
    ).json()
    assert {"model", "top_k", "use_cache", "use_news", "news_feed_url", "owner"} <= set(
        schemas["context_schema"]["properties"]
    )
    assert schemas["input_schema"] is not None, "input schema missing"
    assert schemas["output_schema"] is not None, "output schema missing"
    assert set(schemas["input_schema"]["properties"]) == {"messages"}
    output = set(schemas["output_schema"]["properties"])
    assert {"answer", "confidence", "grounded", "sources", "figures", "cache"} <= output
    assert "report_sources" not in output


def test_chat_page_and_docs_are_served(lg_server: LangGraphServer) -> None:
    page = httpx.get(f"{lg_server.url}/chat", timeout=10)
    assert page.status_code in (200, 503)  # 503: the bundle is not built (readable page)
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert "Mines Financial" in page.text
    root = httpx.get(f"{lg_server.url}/", timeout=10)
    assert root.status_code == 307 and root.headers["location"] == "/chat"
    assert httpx.get(f"{lg_server.url}/docs", timeout=10).status_code == 200
    assert httpx.get(f"{lg_server.url}/openapi.json", timeout=10).status_code == 200
    missing = httpx.get(f"{lg_server.url}/chat/static/nope.js", timeout=10)
    assert missing.status_code == 404


def test_auth_is_a_no_op_when_no_tokens_are_set(lg_server: LangGraphServer) -> None:
    response = httpx.post(f"{lg_server.url}/assistants/search", json={}, timeout=10)
    assert response.status_code == 200
    assert {a["graph_id"] for a in response.json()} >= {"mines_financial", "retrieval"}


# --- runs -----------------------------------------------------------------------------------


def test_all_scenarios_ran_concurrently(scenarios: dict[str, Any]) -> None:
    # Eight scenarios, about twenty runs: far less than one second per run.
    assert scenarios["elapsed_s"] < 60


def test_stream_has_node_updates_and_answer_tokens_only_from_answer(
    scenarios: dict[str, Any],
) -> None:
    result = outcome(scenarios, "stream")
    events = result["events"]
    updated = set()
    for event, data in events:
        if event.startswith("updates") and isinstance(data, dict):
            updated.update(data)
    assert {"compress_context", "safety_boundary", "retrieve_decision", "answer"} <= updated
    assert {"query_rewrite", "retrieve_company", "grade_docs", "synthesize"} <= updated
    assert any(e.startswith("updates|retrieval_agent:") for e, _ in events)

    messages = [data for event, data in events if event.startswith("messages")]
    nodes = [meta.get("langgraph_node") for _, meta in messages]
    assert not INTERNAL_NODES & set(nodes), nodes
    # The answer streams from the top-level answer step, under the id of the message that
    # is stored; the retrieval draft (synthesize) is internal.
    assert set(nodes) == {"answer"}, nodes
    tokens = [chunk for chunk, meta in messages if meta.get("langgraph_node") == "answer"]
    assert len(tokens) >= 5
    assert all(chunk["type"] == "AIMessageChunk" for chunk in tokens)
    streamed = "".join(chunk["content"] for chunk in tokens)
    assert "55,658" in streamed

    thread = result["thread"]
    assert thread["status"] == "idle"
    values = thread["values"]
    stored = values["messages"][-1]
    assert {chunk["id"] for chunk in tokens} == {stored["id"]}
    assert stored["content"] == streamed
    assert "55,658" in values["answer"]
    assert values["confidence"] == "high"
    assert any(
        s["company"] == "BHP" and s["fiscal_year"] == "FY2024" and s["page"]
        for s in values["sources"]
    )


def test_vague_question_interrupts_and_resume_finishes_the_same_thread(
    scenarios: dict[str, Any],
) -> None:
    result = outcome(scenarios, "clarify")
    interrupted = result["interrupted"]
    assert interrupted["status"] == "interrupted"
    payloads = [i["value"] for items in interrupted["interrupts"].values() for i in items]
    assert payloads and "Which company" in payloads[0]["question"]
    assert payloads[0]["original_query"] == VAGUE

    assert "55,658" in result["resumed"]["answer"]
    final = result["final"]
    assert final["thread_id"] == interrupted["thread_id"]
    assert final["status"] == "idle" and not final["interrupts"]

    history = result["history"]  # newest first
    assert [h["metadata"]["source"] for h in history].count("input") == 1
    paused = [h for h in history if h["next"] == ["clarify"]]
    assert paused and any(t["interrupts"] for t in paused[0]["tasks"])
    assert history[0]["next"] == [] and history[0]["values"]["answer"]
    assert [r["status"] for r in result["runs"]] == ["success", "success"]


def test_follow_up_uses_the_thread_history(scenarios: dict[str, Any]) -> None:
    result = outcome(scenarios, "follow_up")
    assert "55,658" in result["first"]["answer"]
    second = result["second"]["answer"]
    assert "BHP" in second and "dividend" in second.lower()
    assert "146" in second
    assert len(result["second"]["messages"]) == 4


def test_run_context_reaches_send_branches_subgraph_and_news(scenarios: dict[str, Any]) -> None:
    result = outcome(scenarios, "context")
    analysis = result["run_context"]["analysis"]
    assert analysis["retrieval"]["retrieve_company:RIO"]["top_k"] == 1
    assert analysis["retrieval"]["retrieve_company:FMG"]["top_k"] == 1
    assert analysis["news_feed"] == "bundled"  # the feed is operator configuration only
    assert "Recent news" in result["run_context"]["answer"]

    assert result["no_news"]["analysis"]["news"] == "disabled"
    assert result["no_news"]["analysis"]["retrieval"]["retrieve_company:RIO"]["top_k"] == 1
    # Assistant context applies when the run sets none; run context wins over it.
    assert result["assistant_only"]["analysis"]["retrieval"]["retrieve_company:FMG"]["top_k"] == 2
    assert (
        result["run_over_assistant"]["analysis"]["retrieval"]["retrieve_company:FMG"]["top_k"] == 3
    )


def test_concurrent_runs_on_different_threads(scenarios: dict[str, Any]) -> None:
    result = outcome(scenarios, "concurrent")
    assert len(set(result["threads"])) == len(result["threads"])
    for company, values in zip(result["companies"], result["results"], strict=True):
        assert values["answer"], company
        assert {s["company"] for s in values["sources"]} <= {company}, values["sources"]


def test_busy_thread_rejects_or_enqueues(scenarios: dict[str, Any]) -> None:
    result = outcome(scenarios, "busy")
    assert isinstance(result["rejected"], ConflictError)
    assert result["queued_status"] == "pending"
    assert result["first"]["status"] == "success"
    assert result["queued"]["status"] == "success"
    messages = result["state"]["values"]["messages"]
    assert [m["type"] for m in messages] == ["human", "ai", "human", "ai"]
    assert "146" in result["state"]["values"]["answer"]


def test_cancelled_run_stops_and_frees_the_thread(scenarios: dict[str, Any]) -> None:
    result = outcome(scenarios, "cancel")
    assert result["run"]["status"] == "interrupted"
    assert result["thread"]["status"] == "idle"


def test_deleted_thread_is_gone(scenarios: dict[str, Any]) -> None:
    result = outcome(scenarios, "delete")
    assert isinstance(result["missing"], NotFoundError)
    assert result["listed"] == []


def test_missing_thread_gives_not_found(lg_server: LangGraphServer) -> None:
    async def main() -> None:
        client = get_client(url=lg_server.url)
        try:
            with pytest.raises(NotFoundError):
                await client.threads.get("00000000-0000-0000-0000-000000000000")
        finally:
            await client.aclose()

    asyncio.run(main())
