"""Model calls with the fallback policy written in one place.

Structured decisions: the hosted model with ``function_calling`` first, then
``json_schema``, then ``json_mode``; every result validated and normalised in code; when
every method fails, the offline model answers (it never fails on well-formed prompts).
Internal calls are tagged ``nostream`` so their tokens never reach the user's stream.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from langchain_core.messages import AIMessage, BaseMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from pydantic import BaseModel

from mines.context import Context
from mines.llm.factory import hosted_model, offline_model

log = logging.getLogger(__name__)

T = TypeVar("T", bound=BaseModel)

INTERNAL: RunnableConfig = {"tags": ["nostream", "langsmith:nostream"]}
"""Config for internal calls: hidden from the user's token stream."""

STRUCTURED_METHODS: tuple[str, ...] = ("function_calling", "json_schema", "json_mode")


@dataclass
class CallResult(Generic[T]):
    """What a structured call returned, which layer produced it and how many calls it took."""

    value: T
    layer: str
    calls: int
    errors: list[str]


@dataclass
class TextResult:
    """A free-text call's reply, the layer that produced it and the calls spent."""

    text: str
    layer: str
    calls: int
    errors: list[str]


def _json_mode_messages(
    schema: type[BaseModel], messages: Sequence[BaseMessage]
) -> list[BaseMessage]:
    instruction = "Reply with one JSON object only, matching this JSON schema:\n" + json.dumps(
        schema.model_json_schema()
    )
    return [SystemMessage(instruction), *messages]


def _error_text(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {str(exc)[:200]}"


def structured_call(
    schema: type[T],
    messages: Sequence[BaseMessage],
    ctx: Context,
    *,
    normalise: Callable[[T], T] | None = None,
    config: RunnableConfig | None = None,
) -> CallResult[T]:
    """Run one structured decision through the fallback chain and return the validated value."""
    run_config: RunnableConfig = {**(config or {}), **INTERNAL}
    errors: list[str] = []
    calls = 0
    hosted = hosted_model(ctx)
    if hosted is not None:
        for method in STRUCTURED_METHODS:
            calls += 1
            try:
                prompt = (
                    _json_mode_messages(schema, messages) if method == "json_mode" else messages
                )
                runnable = hosted.with_structured_output(schema, method=method)  # type: ignore[arg-type]
                raw: Any = runnable.invoke(list(prompt), config=run_config)
                value = schema.model_validate(raw)
                if normalise is not None:
                    value = normalise(value)
                return CallResult(value, f"hosted:{method}", calls, errors)
            except Exception as exc:  # noqa: BLE001 - any failure moves down the chain
                errors.append(f"{method}: {_error_text(exc)}")
                log.warning("structured call %s via %s failed: %s", schema.__name__, method, exc)
    calls += 1
    offline = offline_model().with_structured_output(schema, method="function_calling")
    value = schema.model_validate(offline.invoke(list(messages), config=run_config))
    if normalise is not None:
        value = normalise(value)
    return CallResult(value, "offline", calls, errors)


def text_call(
    messages: Sequence[BaseMessage],
    ctx: Context,
    *,
    internal: bool,
    config: RunnableConfig | None = None,
) -> TextResult:
    """A free-text call: hosted model first, offline model when it fails.

    ``internal=False`` lets the tokens stream to the user (the answer draft); the offline
    model streams too, so the page shows tokens either way.
    """
    run_config: RunnableConfig = {**(config or {}), **(INTERNAL if internal else {})}
    errors: list[str] = []
    calls = 0
    hosted = hosted_model(ctx)
    if hosted is not None:
        calls += 1
        try:
            reply = hosted.invoke(list(messages), config=run_config)
            text = reply.content if isinstance(reply.content, str) else str(reply.content)
            if text.strip():
                return TextResult(text, "hosted", calls, errors)
            errors.append("hosted: empty reply")
        except Exception as exc:  # noqa: BLE001 - any failure falls back to offline
            errors.append(f"hosted: {_error_text(exc)}")
            log.warning("text call failed, using the offline model: %s", exc)
    calls += 1
    reply = offline_model().invoke(list(messages), config=run_config)
    assert isinstance(reply, AIMessage)
    return TextResult(str(reply.content), "offline", calls, errors)
