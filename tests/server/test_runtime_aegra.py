"""The SDK API suite and auth isolation against the production runtime (Aegra, Postgres, Redis).

The same scenarios and, wherever the contract is the same, the very same test functions as
``test_api.py`` and ``test_auth.py`` run here against Aegra (``aegra_server.py``: two
``uvicorn`` workers, a fresh Postgres database, a private Redis and a Chroma server). Where
Aegra's contract differs from LangGraph Server's, the test here checks the same behaviour
through the API Aegra has (the README's "Production deployment" section lists the
differences):

* a thread object carries no ``values`` or ``interrupts``: state is read with
  ``get_state`` (its ``tasks`` carry the pending interrupt);
* ``/assistants/{id}/graph`` needs the assistant's id, not the graph's name;
* ``multitask_strategy="reject"`` is not enforced (the page guards a busy thread itself);
* ``threads.search(ids=...)`` ignores ``ids``;
* a run's settings are at the top level of the run object, not under ``kwargs``;
* a run that ended at an interrupt has status ``interrupted`` (``success`` on LangGraph
  Server), and every checkpoint's ``metadata.source`` is ``loop``.
"""

from __future__ import annotations

import asyncio
import subprocess
from typing import Any

import httpx
import pytest
from langgraph_sdk import get_client
from langgraph_sdk.client import LangGraphClient
from langgraph_sdk.errors import NotFoundError

from tests.server import test_api as api
from tests.server import test_auth as auth
from tests.server import test_security as security
from tests.server.aegra_server import (
    MAIN_ENV,
    AegraServer,
    auth_tokens_env,
    production_marks,
    stack_fixture,
)

pytestmark = production_marks()

ASSISTANT = api.ASSISTANT


# The shared Aegra stack, auth off (the name lets ``test_api``'s tests run here).
lg_server = stack_fixture("lg_server", "main", MAIN_ENV)


@pytest.fixture(scope="module")
def scenarios(lg_server: AegraServer) -> dict[str, Any]:
    """``test_api``'s scenarios, concurrently, plus what Aegra needs to read state."""

    async def main() -> dict[str, Any]:
        out = await api.run_all(lg_server.url, "file:///unused")
        client = get_client(url=lg_server.url)
        try:
            for name in ("stream", "clarify"):
                result = out[name]
                if isinstance(result, dict):
                    tid = (result.get("thread") or result.get("final"))["thread_id"]
                    result["state"] = await client.threads.get_state(tid)
            clarify = out["clarify"]
            if isinstance(clarify, dict):
                history = clarify["history"]
                clarify["paused_state"] = next(
                    (h for h in history if h["next"] == ["clarify"]), None
                )
        finally:
            await client.aclose()
        return out

    return asyncio.run(main())


outcome = api.outcome

# The same tests as on langgraph dev: the contract is the same.
test_server_bound_the_chosen_port = api.test_server_bound_the_chosen_port
test_schemas_are_narrow_and_carry_the_context = api.test_schemas_are_narrow_and_carry_the_context
test_chat_page_and_docs_are_served = api.test_chat_page_and_docs_are_served
test_auth_is_a_no_op_when_no_tokens_are_set = api.test_auth_is_a_no_op_when_no_tokens_are_set
test_all_scenarios_ran_concurrently = api.test_all_scenarios_ran_concurrently
test_follow_up_uses_the_thread_history = api.test_follow_up_uses_the_thread_history
test_run_context_reaches_send_branches_subgraph_and_news = (
    api.test_run_context_reaches_send_branches_subgraph_and_news
)
test_concurrent_runs_on_different_threads = api.test_concurrent_runs_on_different_threads
test_cancelled_run_stops_and_frees_the_thread = api.test_cancelled_run_stops_and_frees_the_thread
test_missing_thread_gives_not_found = api.test_missing_thread_gives_not_found


def _system_assistant(url: str, graph_id: str) -> str:
    found = httpx.post(f"{url}/assistants/search", json={"graph_id": graph_id}, timeout=10).json()
    return next(a for a in found if a["metadata"].get("created_by") == "system")["assistant_id"]


def test_xray_graph_by_assistant_id_shows_every_node(lg_server: AegraServer) -> None:
    from graph.supervisor import graph, retrieval_graph

    for name, compiled in (("mines_financial", graph), ("retrieval", retrieval_graph)):
        aid = _system_assistant(lg_server.url, name)
        served = httpx.get(
            f"{lg_server.url}/assistants/{aid}/graph", params={"xray": "true"}, timeout=10
        ).json()
        local = compiled.get_graph(xray=True)
        assert {n["id"] for n in served["nodes"]} == set(local.nodes), name
        edges = {(e["source"], e["target"], bool(e.get("conditional"))) for e in served["edges"]}
        assert edges == {(e.source, e.target, e.conditional) for e in local.edges}, name


def test_stream_has_node_updates_and_answer_tokens_only_from_synthesize(
    scenarios: dict[str, Any],
) -> None:
    result = outcome(scenarios, "stream")
    updated: set[str] = set()
    for event, data in result["events"]:
        if event.startswith("updates") and isinstance(data, dict):
            updated.update(data)
    assert {"compress_context", "safety_boundary", "retrieve_decision", "answer"} <= updated
    assert {"query_rewrite", "retrieve_company", "grade_docs", "synthesize"} <= updated
    messages = [data for event, data in result["events"] if event.startswith("messages")]
    nodes = {meta.get("langgraph_node") for _, meta in messages}
    assert not api.INTERNAL_NODES & nodes and nodes <= {"synthesize", "answer"}
    tokens = [chunk for chunk, meta in messages if meta.get("langgraph_node") in nodes]
    assert len(tokens) >= 5 and "55,658" in "".join(c["content"] for c in tokens)
    assert result["thread"]["status"] == "idle"
    values = result["state"]["values"]  # Aegra: the thread object has no values
    assert "55,658" in values["answer"] and values["confidence"] == "high"


def test_vague_question_interrupts_and_resume_finishes_the_same_thread(
    scenarios: dict[str, Any],
) -> None:
    result = outcome(scenarios, "clarify")
    assert result["interrupted"]["status"] == "interrupted"
    paused = result["paused_state"]  # Aegra: the interrupt is read from the state's tasks
    assert paused is not None
    payloads = [i["value"] for task in paused["tasks"] for i in task["interrupts"]]
    assert payloads and "Which company" in payloads[0]["question"]
    assert "55,658" in result["resumed"]["answer"]
    assert result["final"]["thread_id"] == result["interrupted"]["thread_id"]
    assert result["final"]["status"] == "idle"
    assert result["state"]["next"] == [] and result["state"]["values"]["answer"]
    assert sorted(r["status"] for r in result["runs"]) == ["interrupted", "success"]


def test_busy_thread_enqueues_but_does_not_reject(scenarios: dict[str, Any]) -> None:
    """Aegra accepts ``multitask_strategy="reject"`` without rejecting (a known difference)."""
    result = outcome(scenarios, "busy")
    assert result["rejected"] is None
    assert result["first"]["status"] == "success"
    assert result["queued_status"] == "pending"


def test_deleted_thread_is_gone(scenarios: dict[str, Any]) -> None:
    result = outcome(scenarios, "delete")
    assert isinstance(result["missing"], NotFoundError)  # (search by ids: not supported)


# --- auth isolation (test_auth's tests, on an Aegra stack with MINES_API_TOKENS) ---------------


# The Aegra stack with auth on (the name lets ``test_auth``'s tests run here).
auth_server = stack_fixture("auth_server", "auth", auth_tokens_env())


@pytest.fixture(scope="module")
def users(auth_server: AegraServer) -> dict[str, Any]:
    return asyncio.run(auth.two_users(auth_server.url))


test_requests_without_a_valid_token_get_401 = auth.test_requests_without_a_valid_token_get_401
test_health_docs_and_page_stay_public = auth.test_health_docs_and_page_stay_public
test_owner_runs_on_their_thread_and_it_is_stamped = (
    auth.test_owner_runs_on_their_thread_and_it_is_stamped
)
test_other_user_cannot_read_run_change_or_delete_the_thread = (
    auth.test_other_user_cannot_read_run_change_or_delete_the_thread
)
test_each_user_lists_only_their_own_threads = auth.test_each_user_lists_only_their_own_threads
test_assistants_stay_visible_to_every_user = auth.test_assistants_stay_visible_to_every_user
test_not_found_error_class_for_reads = auth.test_not_found_error_class_for_reads


async def _cache_spoofing(url: str) -> dict[str, Any]:
    """Alice's answer is cached; Bob asks the same, claiming to be Alice every way he can."""
    alice = get_client(url=url, headers=auth.bearer("alice"))
    bob = get_client(url=url, headers=auth.bearer("bob"))

    def ask(text: str) -> dict[str, Any]:
        return {"messages": [{"role": "user", "content": text}]}

    async def bob_thread(client: LangGraphClient, question: str, **kwargs: Any) -> dict[str, Any]:
        thread = await client.threads.create()
        await client.runs.wait(thread["thread_id"], kwargs.pop("assistant", ASSISTANT), **kwargs,
                               input=ask(question))  # fmt: skip
        state = await client.threads.get_state(thread["thread_id"])
        run = (await client.runs.list(thread["thread_id"]))[0]
        return {"cache": state["values"]["cache"], "context": run.get("kwargs", run)["context"]}

    questions = {
        "plain": "What was BHP's underlying EBITDA in FY2022?",
        "context": "What was Fortescue's revenue in FY2022?",
        "configurable": "What was Rio Tinto's revenue in FY2022?",
        "assistant": "What was Northern Star's revenue in FY2022?",
    }
    try:
        for question in questions.values():  # her answers go into the cache
            thread = await alice.threads.create()
            await alice.runs.wait(thread["thread_id"], ASSISTANT, input=ask(question))
        spoofing = await bob.assistants.create(graph_id=ASSISTANT, context={"owner": "alice"})
        return {
            "plain": await bob_thread(bob, questions["plain"]),
            "context": await bob_thread(bob, questions["context"], context={"owner": "alice"}),
            "configurable": await bob_thread(
                bob, questions["configurable"], config={"configurable": {"owner": "alice"}}
            ),
            "assistant": await bob_thread(
                bob, questions["assistant"], assistant=spoofing["assistant_id"]
            ),
            "alice_again": await bob_thread(alice, questions["context"]),
        }
    finally:
        await alice.aclose()
        await bob.aclose()


def test_semantic_cache_belongs_to_the_authenticated_user(auth_server: AegraServer) -> None:
    out = asyncio.run(_cache_spoofing(auth_server.url))
    for attempt in ("plain", "context", "configurable", "assistant"):
        assert out[attempt]["cache"] == "miss", (attempt, out[attempt])
        assert out[attempt]["context"]["owner"] == "bob", (attempt, out[attempt])
    assert out["alice_again"]["cache"] == "hit"
    assert out["alice_again"]["context"]["owner"] == "alice"


def test_cors_is_closed_to_other_origins(lg_server: AegraServer) -> None:
    evil = {"Origin": "https://evil.example"}
    refused = httpx.post(f"{lg_server.url}/threads", json={}, headers=evil, timeout=10)
    assert refused.status_code == 403
    assert "access-control-allow-origin" not in refused.headers
    preflight = httpx.options(
        f"{lg_server.url}/threads",
        headers={**evil, "Access-Control-Request-Method": "POST"},
        timeout=10,
    )
    assert "access-control-allow-origin" not in preflight.headers
    same = httpx.post(
        f"{lg_server.url}/threads/search",
        json={},
        headers={"Origin": lg_server.url},
        timeout=10,
    )
    assert same.status_code == 200


# --- retention (test_security's, on an Aegra stack: the purge works in Postgres) --------------


# An Aegra stack (two workers) with a retention period of a few seconds.
retention_server = stack_fixture(
    "retention_server", "retention", {**auth_tokens_env(), **security.RETENTION_ENV}
)


def test_retention_expires_old_threads_their_checkpoints_and_cached_answers(
    retention_server: AegraServer,
) -> None:
    out = asyncio.run(security.expire(retention_server.url))
    assert out["old_status"] == 404, out
    assert out["lived"] < 20, out
    assert out["young"], out
    assert out["again"] == "miss", out  # its cached answer expired with it
    assert out["bob_gone"] == 404, out  # every user's threads expire
    dsn = retention_server.services.database_url
    orphans = subprocess.run(
        [
            "psql",
            dsn,
            "-qAtc",
            "select count(*) from checkpoints c where not exists "
            "(select 1 from thread t where t.thread_id = c.thread_id)",
        ],  # fmt: skip
        capture_output=True,
        text=True,
        check=True,
    )
    assert orphans.stdout.strip() == "0"  # no checkpoint outlives its thread
