"""The LangGraph internals ``mines.langgraph_internals`` reaches for are still there.

Each test runs a one-node graph and looks, from inside the node, at what the adapter
reads: a LangGraph release that renames the stream key, moves the ``messages`` handler or
drops the checkpointer key fails here, not in a client that suddenly sees a subgraph's
state or a calculator's prompt.
"""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import BaseCallbackManager
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_config
from langgraph.graph import START, StateGraph
from typing_extensions import TypedDict

from mines.context import Context
from mines.langgraph_internals import (
    has_checkpointer,
    muted_stream,
    run_stream,
    with_run_stream,
    without_messages_handler,
)


class _State(TypedDict, total=False):
    seen: dict[str, Any]


def _probe(checkpointer: Any = None) -> Any:
    """A graph whose one node records what the adapter reads from its run."""

    def look(state: _State) -> dict[str, Any]:
        config = get_config()
        stream = run_stream(config)
        callbacks = config.get("callbacks")
        handlers = callbacks.handlers if isinstance(callbacks, BaseCallbackManager) else []
        quiet = without_messages_handler(callbacks)
        return {
            "seen": {
                "modes": set(stream.modes) if stream is not None else None,
                "muted": set(muted_stream(stream, {"values"}).modes) if stream else None,
                "relent": run_stream(
                    {"configurable": with_run_stream({}, stream)} if stream else {}
                )
                is stream,
                "handlers": len(handlers),
                "quiet": len(quiet.handlers) if isinstance(quiet, BaseCallbackManager) else 0,
                "checkpointer": has_checkpointer(config),
            }
        }

    builder = StateGraph(_State)
    builder.add_node("look", look)
    builder.add_edge(START, "look")
    return builder.compile(checkpointer=checkpointer)


def _streamed(graph: Any, config: dict[str, Any]) -> dict[str, Any]:
    """Stream as the clients do: several modes, subgraphs included (which lends the stream)."""
    seen: dict[str, Any] = {}
    modes = ["values", "messages", "updates"]
    for _, mode, data in graph.stream({}, config, stream_mode=modes, subgraphs=True):
        if mode == "updates" and "look" in data:
            seen = data["look"]["seen"]
    return seen


def test_a_node_reads_its_runs_stream_and_can_lend_a_muted_copy() -> None:
    seen = _streamed(_probe(), {})
    assert seen["modes"] is not None and {"values", "messages", "updates"} <= seen["modes"]
    assert seen["muted"] == seen["modes"] - {"values"}
    assert seen["relent"]


def test_the_messages_handler_is_found_and_removed() -> None:
    seen = _streamed(_probe(), {})
    assert seen["handlers"] >= 1
    assert seen["quiet"] == seen["handlers"] - 1  # exactly the ``messages`` handler went


def test_a_run_says_whether_it_has_a_checkpointer() -> None:
    saved = _probe(InMemorySaver()).invoke({}, {"configurable": {"thread_id": "t"}})
    assert saved["seen"]["checkpointer"] is True
    assert _probe().invoke({})["seen"]["checkpointer"] is False


def test_a_run_without_a_checkpointer_runs_retrieval_without_a_warning(corpus: None) -> None:
    """A stateless server run (no checkpointer): the subgraph is given no ``durability``.

    ``filterwarnings = error`` turns LangGraph's "durability has no effect" into a failure.
    """
    from graph.supervisor import compile_supervisor_graph

    graph = compile_supervisor_graph()
    out = graph.invoke(
        {"messages": [("user", "What was BHP's revenue in FY2024?")]},
        context=Context(use_cache=False),
    )
    assert "US$55,658 million" in out["answer"]
