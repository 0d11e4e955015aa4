"""What clients see of a run: the answer streamed under its final id, internals hidden.

LangGraph Server clients (agent-chat-ui's ``useStream``, Studio, our page) build the
conversation from three things: ``values`` events (taken as the whole thread state),
``messages`` / ``messages-tuple`` events (token chunks and node-output messages, merged by
message id) and the stored thread state. So:

- **The answer streams from the top-level ``answer`` step** (:func:`stream_answer`): a
  tiny chat model (:class:`EchoChatModel`) "replies" with the composed text word by word,
  every chunk carrying the id of the ``AIMessage`` that is then stored, so the streamed
  message and the stored one are the same message to a client (no draft replaced at the
  end). Without a streaming callback (the CLI, evals) it returns the text at once.
- **Subgraph state never reaches a client as thread state**
  (:func:`without_values_events`): ``useStream`` (langgraph-sdk 1.8) treats a subgraph's
  ``values|<ns>`` event as the whole thread, so the retrieval subgraph's state (no
  ``messages``) made the user's question vanish while the answer was prepared. The
  subgraph still sends its ``updates`` and ``tasks`` events (step names), not ``values``.
- **A nested agent's messages are invisible** (:func:`invoke_hidden`): the
  calculator's ReAct agent runs with ``nostream`` on its model calls and without the
  ``messages`` stream handler, so the prompt it is given, its tool calls and its tool
  results never appear as messages, and without ``values`` events (its state is a list of
  messages a client would take for the thread's). Its ``updates`` still name its steps.
"""

from __future__ import annotations

import contextvars
import re
import uuid
from collections.abc import Iterator
from typing import Any, TypeVar

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.runnables import Runnable, RunnableConfig

R = TypeVar("R")

HIDDEN_TAGS = ["nostream", "langsmith:nostream"]
"""Tags that keep a run's model tokens out of the ``messages`` stream."""

_WORDS = re.compile(r"\s*\S+|\s+$")
PIECE_CHARS = 80
"""Most characters in one streamed piece (a longer single word is one piece of its own)."""


def pieces(text: str, size: int = PIECE_CHARS) -> list[str]:
    r"""``text`` in stream-sized pieces: each line, cut before a word when it is long.

    A piece starts at each new line and before a word that would take it past ``size``
    characters; the whitespace goes with the word that follows. The answer is composed
    before it streams, so smaller pieces would show nothing sooner and only cost an
    event each on the way (a Redis write and read per event under Aegra).

    Joined, the pieces give ``text`` back exactly; a word, and so a Markdown escape such
    as ``\$``, is never split.
    """
    out: list[str] = []
    current = ""
    for word in _WORDS.findall(text):
        if current and (
            "\n" in word[: len(word) - len(word.lstrip())] or len(current) + len(word) > size
        ):
            out.append(current)
            current = ""
        current += word
    if current:
        out.append(current)
    return out


class EchoChatModel(BaseChatModel):
    """A chat model whose reply is ``text``, streamed piece by piece under ``message_id``."""

    text: str
    message_id: str

    @property
    def _llm_type(self) -> str:
        return "mines-echo"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        message = AIMessage(self.text, id=self.message_id)
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        parts = pieces(self.text) or [""]
        for n, piece in enumerate(parts, 1):
            # The last chunk says so: langchain would otherwise add an empty closing chunk
            # under another id, which a client would show as a second, empty message.
            last = n == len(parts)
            message = AIMessageChunk(
                content=piece, id=self.message_id, chunk_position="last" if last else None
            )
            chunk = ChatGenerationChunk(message=message)
            if run_manager is not None:
                run_manager.on_llm_new_token(piece, chunk=chunk)
            yield chunk


def stream_answer(
    text: str, message_id: str | None = None, details: dict[str, Any] | None = None
) -> AIMessage:
    """The answer message, its text streamed to clients under the id it is stored with.

    ``details`` (badge, sources, chart figures) go in the stored message's
    ``response_metadata["mines"]``: never sent to a model, read back by clients.

    Called inside a graph node: LangGraph's ``messages`` stream mode sends each piece as
    a chunk of message ``message_id`` from this node, and the returned message (same id)
    is not sent again.
    """
    message_id = message_id or f"answer-{uuid.uuid4()}"
    EchoChatModel(text=text, message_id=message_id).invoke([])
    metadata = {"mines": details} if details is not None else {}
    return AIMessage(text, id=message_id, response_metadata=metadata)


def _parent_stream() -> Any:
    """The stream of the graph run this code runs in (None outside a graph or streaming)."""
    from langgraph.config import get_config

    from mines.langgraph_internals import run_stream

    try:
        config = get_config()
    except RuntimeError:
        return None
    return run_stream(config)


def _muted(drop: set[str]) -> Any:
    """The parent's stream without the modes in ``drop``."""
    from mines.langgraph_internals import muted_stream

    parent = _parent_stream()
    return None if parent is None else muted_stream(parent, drop)


def without_values_events() -> RunnableConfig:
    """Config to invoke a subgraph with: its ``values`` events are not sent to clients.

    Its ``updates``, ``tasks`` and other events still are (``stream_subgraphs=True``).
    Empty outside a streaming graph run.
    """
    from mines.langgraph_internals import with_run_stream

    stream = _muted({"values"})
    return {"configurable": with_run_stream({}, stream)} if stream is not None else {}


def invoke_hidden(
    runnable: Runnable[Any, R], value: Any, config: RunnableConfig | None = None
) -> R:
    """``runnable.invoke(value, config)`` with none of its messages or state reaching clients.

    For a nested agent run inside a node: its model calls are tagged ``nostream``, it runs
    without the ``messages`` stream handler (so neither its tokens nor the messages its
    nodes return, the prompt it was given, its tool calls and tool results, are streamed)
    and without sending ``values`` events (its state is a list of messages a client would
    take for the thread's). Its ``updates`` still name its steps (``model``, ``tools``).
    Outside a graph run it is a plain ``invoke`` with the tags.
    """
    from langchain_core.runnables.config import var_child_runnable_config
    from langgraph.config import get_config

    from mines.langgraph_internals import with_run_stream, without_messages_handler

    run_config: RunnableConfig = {
        **(config or {}),
        "tags": [*(config or {}).get("tags", []), *HIDDEN_TAGS],
    }
    try:
        ambient = get_config()
    except RuntimeError:
        return runnable.invoke(value, run_config)
    # The handler is inherited from the ambient config (callbacks are merged, never
    # replaced), so the nested run gets an ambient config without it.
    quiet: RunnableConfig = {
        **ambient,
        "callbacks": without_messages_handler(ambient.get("callbacks")),
    }
    stream = _muted({"values", "messages"})
    if stream is not None:
        quiet["configurable"] = with_run_stream(dict(ambient.get("configurable") or {}), stream)
    context = contextvars.copy_context()
    context.run(var_child_runnable_config.set, quiet)
    return context.run(runnable.invoke, value, run_config)
