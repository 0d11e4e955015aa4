"""Retrieval agent: runs the retrieval subgraph and maps its output into the supervisor state.

The subgraph keeps its own keys (a subgraph sharing an ``operator.add`` key with its parent
would repeat the parent's values), so this node translates in both directions.

The node has a sync and an async body over the same mapping: the CLI and the evals drive
the graph synchronously (``graph.invoke`` / ``graph.stream``, which call the sync body and
``subgraph.invoke``), the servers drive it asynchronously (``graph.astream``, which awaits
``subgraph.ainvoke``). Calling the sync ``invoke`` from an async run would block a worker
thread on the async checkpointer's event loop: under Aegra's ``AsyncPostgresSaver`` that
deadlocked the executor at about six concurrent runs.
"""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import RunnableConfig, RunnableLambda

from mines.grounding import renumber_citations
from mines.request import request_of
from mines.state import MainState
from mines.streaming import without_values_events


def _subgraph_input(state: MainState) -> dict[str, Any]:
    request = request_of(state)
    return {"question": request.text, "request": request.as_state()}


def _supervisor_update(out: dict[str, Any]) -> dict[str, Any]:
    # Sources numbered in the order the text first cites them ([1], [2], [3]), in the state
    # itself, so the answer, its sources, the cache and the guardrails all agree.
    report, cited = renumber_citations(out.get("draft", ""), list(out.get("cited", [])))
    return {
        "report_answer": report,
        "report_sources": cited,
        "report_grounded": out.get("grounded"),
        "unsupported_claims": out.get("unsupported_claims", []),
        "report_verified": out.get("verified_claims", 0),
        "report_unverified": out.get("unverified_figures", 0),
        "report_withheld": out.get("withheld_claims", []),
        "model_calls": out.get("model_calls", 0),
        "analysis": {"retrieval": out.get("layers", {})},
    }


def _subgraph_call(config: RunnableConfig) -> dict[str, Any]:
    """How to call the subgraph: without ``values`` events, and without checkpoints.

    Retrieval only reads and never interrupts, so its inner steps need no checkpoint:
    after a crash the supervisor runs this node again from its own last checkpoint. Under
    per-step durability they were 7 of a run's 17 checkpoints and ~40% of its pending
    writes. A nested graph run with ``durability="exit"`` writes none unless it fails
    (LangGraph leaves the final save to the root graph). The subgraph keeps the inherited
    checkpointer, so Studio's xray still draws it (``checkpointer=False`` would hide it,
    and crashes under ``durability="sync"`` in LangGraph 1.2.24). A run without a
    checkpointer (the servers' stateless runs) is given no durability: LangGraph would
    warn that it has no effect.
    """
    from mines.langgraph_internals import has_checkpointer

    call: dict[str, Any] = {"config": without_values_events()}
    if has_checkpointer(config):
        call["durability"] = "exit"
    return call


def make_retrieval_agent(subgraph: Any) -> RunnableLambda[MainState, dict[str, Any]]:
    """A node that runs ``subgraph`` (kept in the closures so Studio's xray can draw it).

    Both bodies inherit the run's config and context (checkpoint namespace, stream
    writers, run settings) from the calling node, minus the subgraph's ``values`` events:
    a streaming client (agent-chat-ui's ``useStream``) would take the subgraph's state,
    which has no messages, for the whole thread (``mines.streaming``).
    """

    def retrieval_agent(state: MainState, config: RunnableConfig) -> dict[str, Any]:
        """Run the retrieval subgraph on the enriched query (sync callers)."""
        out = subgraph.invoke(_subgraph_input(state), **_subgraph_call(config))
        return _supervisor_update(out)

    async def aretrieval_agent(state: MainState, config: RunnableConfig) -> dict[str, Any]:
        """Run the retrieval subgraph on the enriched query (async callers: the servers)."""
        out = await subgraph.ainvoke(_subgraph_input(state), **_subgraph_call(config))
        return _supervisor_update(out)

    return RunnableLambda(retrieval_agent, afunc=aretrieval_agent, name="retrieval_agent")
