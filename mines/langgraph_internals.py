"""The one place that reaches below LangGraph's public API (written against LangGraph 1.2).

LangGraph has no public way for a node to run a nested graph or agent and keep some of
its stream events from the run's clients, nor to ask whether its run has a checkpointer.
:mod:`mines.streaming` and :mod:`agents.retrieval_agent` need both, so the accesses live
here, and ``tests/test_langgraph_internals.py`` fails when LangGraph changes one of them:

- **the run's stream**: LangGraph lends it to nested runs in the run config, under the
  private key ``langgraph._internal._constants.CONFIG_KEY_STREAM``; a nested run given a
  copy without some modes (:func:`muted_stream`) sends its clients only the others;
- **the ``messages`` mode's handler**: a callback handler of the private module
  ``langgraph.pregel._messages``; a nested run whose callbacks lack it streams no
  messages (:func:`without_messages_handler`);
- **whether the run has a checkpointer** (:func:`has_checkpointer`): the config key
  ``langgraph.constants.CONFIG_KEY_CHECKPOINTER`` (exported for langgraph-api, due to go
  in LangGraph 2). A subgraph's public ``durability`` argument warns on every run without
  one (the servers' stateless runs and MCP calls have none), so it is passed only when
  there is one.
"""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import BaseCallbackManager
from langchain_core.runnables import RunnableConfig
from langgraph._internal._constants import CONFIG_KEY_STREAM
from langgraph.constants import CONFIG_KEY_CHECKPOINTER
from langgraph.pregel._messages import StreamMessagesHandler
from langgraph.pregel.protocol import StreamProtocol


def run_stream(config: RunnableConfig) -> StreamProtocol | None:
    """The stream of the graph run ``config`` belongs to (None when it is not streamed)."""
    stream: StreamProtocol | None = (config.get("configurable") or {}).get(CONFIG_KEY_STREAM)
    return stream


def muted_stream(stream: StreamProtocol, drop: set[str]) -> StreamProtocol:
    """``stream`` without the modes in ``drop``."""
    return StreamProtocol(stream.__call__, set(stream.modes) - drop)  # type: ignore[arg-type]


def with_run_stream(configurable: dict[str, Any], stream: StreamProtocol) -> dict[str, Any]:
    """``configurable`` with ``stream`` as the stream a nested run sends its events to."""
    return {**configurable, CONFIG_KEY_STREAM: stream}


def without_messages_handler(callbacks: Any) -> Any:
    """``callbacks`` minus LangGraph's ``messages`` stream handler."""
    if isinstance(callbacks, BaseCallbackManager):
        manager = callbacks.copy()
        for handler in [*manager.handlers, *manager.inheritable_handlers]:
            if isinstance(handler, StreamMessagesHandler):
                manager.remove_handler(handler)
        return manager
    if isinstance(callbacks, list):
        return [h for h in callbacks if not isinstance(h, StreamMessagesHandler)]
    return callbacks


def has_checkpointer(config: RunnableConfig) -> bool:
    """Whether the graph run ``config`` belongs to saves checkpoints."""
    return (config.get("configurable") or {}).get(CONFIG_KEY_CHECKPOINTER) is not None
