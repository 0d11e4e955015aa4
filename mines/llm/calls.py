"""Model calls with their fallback chain: the hosted model's methods first, the offline model last.

Structured decisions: the hosted model with ``function_calling`` first, then
``json_schema``, then ``json_mode``; every result validated and normalised in code; when
every method fails, the offline model answers (it never fails on well-formed prompts).
Internal calls are tagged ``nostream`` so their tokens never reach the user's stream. Each
hosted attempt runs under the fault policy of :mod:`mines.llm.hosted`.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Generic, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage
from langchain_core.runnables import Runnable, RunnableConfig
from pydantic import BaseModel

from mines.context import Context
from mines.llm.factory import offline_model
from mines.llm.hosted import (
    Budget,
    DeadlineExceeded,
    IncompleteReply,
    StreamBroken,
    UnusableReply,
    request_options,
    run_hosted,
)

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
    attempts: int = 0
    """HTTP requests sent to the hosted model (retries included)."""
    seconds: float = 0.0
    """Wall-clock time of the whole call, fallbacks included."""


@dataclass
class TextResult:
    """A free-text call's reply, the layer that produced it and the calls spent."""

    text: str
    layer: str
    calls: int
    errors: list[str]
    attempts: int = 0
    seconds: float = 0.0


def layer_record(node: str, result: CallResult[Any] | TextResult) -> dict[str, Any]:
    """``analysis`` entry for ``node``: layer, HTTP attempts, seconds and the errors seen."""
    entry: dict[str, Any] = {
        "layer": result.layer,
        "attempts": result.attempts,
        "seconds": round(result.seconds, 3),
    }
    if result.errors:
        entry["errors"] = result.errors[:4]
    return {f"layer:{node}": entry}


@lru_cache(maxsize=64)
def _json_mode_instruction(schema: type[BaseModel]) -> str:
    """The JSON-mode system prompt of a schema (a class: computed once, not per call)."""
    return "Reply with one JSON object only, matching this JSON schema:\n" + json.dumps(
        schema.model_json_schema()
    )


@lru_cache(maxsize=64)
def _offline_structured(schema: type[BaseModel]) -> Runnable[Any, Any]:
    """The offline model bound to a schema's tool (immutable; built once per schema)."""
    return offline_model().with_structured_output(schema, method="function_calling")


def offline_decision(
    schema: type[T], messages: Sequence[BaseMessage], config: RunnableConfig | None = None
) -> T:
    """The offline model's decision alone (its rules; no hosted call, no retry).

    The last layer of :func:`structured_call`, and what a node fills in with when a hosted
    reply left part of a decision out (a candidate document it did not grade).
    """
    run_config: RunnableConfig = {**(config or {}), **INTERNAL}
    return schema.model_validate(
        _offline_structured(schema).invoke(list(messages), config=run_config)
    )


def structured_call(
    schema: type[T],
    messages: Sequence[BaseMessage],
    ctx: Context,
    *,
    normalise: Callable[[T], T] | None = None,
    validate: Callable[[T], None] | None = None,
    config: RunnableConfig | None = None,
) -> CallResult[T]:
    """Run one structured decision through the fallback chain and return the validated value.

    ``validate`` may reject a hosted value (raise ``ValueError``): the chain then moves to
    the next method. ``normalise`` is applied to every layer's value and must not raise.
    """
    started = time.monotonic()
    run_config: RunnableConfig = {**(config or {}), **INTERNAL}

    def step(method: str) -> Callable[[BaseChatModel, float, Budget], T]:
        def attempt(model: BaseChatModel, timeout: float, budget: Budget) -> T:
            prompt = list(messages)
            if method == "json_mode":
                prompt.insert(0, SystemMessage(_json_mode_instruction(schema)))
            runnable = model.with_structured_output(  # type: ignore[call-overload]
                schema, method=method, **request_options(model, timeout, stream=False)
            )
            raw: Any = runnable.invoke(prompt, config=run_config)
            value = schema.model_validate(raw)
            if validate is not None:
                validate(value)
            return normalise(value) if normalise is not None else value

        return attempt

    outcome = run_hosted(ctx, [(m, step(m)) for m in STRUCTURED_METHODS])
    errors = outcome.errors if outcome else []
    attempts = outcome.attempts if outcome else 0
    calls = len(outcome.errors) if outcome else 0
    if outcome is not None and outcome.value is not None:
        return CallResult(
            outcome.value,
            f"hosted:{outcome.label}",
            calls + 1,
            errors,
            attempts,
            time.monotonic() - started,
        )
    calls = sum(1 for e in errors if not e.startswith("hosted skipped"))
    value = offline_decision(schema, messages, config)
    if normalise is not None:
        value = normalise(value)
    return CallResult(value, "offline", calls + 1, errors, attempts, time.monotonic() - started)


def _finish_reason(message: BaseMessage) -> str | None:
    reason = message.response_metadata.get("finish_reason")
    return str(reason) if reason else None


def _hosted_text(
    messages: Sequence[BaseMessage], run_config: RunnableConfig, *, stream: bool
) -> Callable[[BaseChatModel, float, Budget], str]:
    def attempt(model: BaseChatModel, timeout: float, budget: Budget) -> str:
        if not stream:
            options = request_options(model, timeout, stream=False)
            reply = model.invoke(list(messages), config=run_config, **options)
            if _finish_reason(reply) == "length":
                raise UnusableReply("reply cut by its length limit (finish_reason=length)")
            return reply.text
        parts: list[str] = []
        reason: str | None = None
        try:
            options = request_options(model, timeout, stream=True)
            for chunk in model.stream(list(messages), config=run_config, **options):
                parts.append(chunk.text)
                reason = _finish_reason(chunk) or reason
                if budget.remaining() <= 0:
                    raise DeadlineExceeded("node budget spent while the reply streamed")
            if reason is None and request_options(model, timeout, stream=True):
                # The OpenAI protocol always ends a complete stream with a finish reason.
                raise IncompleteReply("stream ended without a finish reason")
            if reason == "length":
                raise UnusableReply("reply cut by its length limit (finish_reason=length)")
        except Exception as exc:
            if any(parts):
                raise StreamBroken(exc) from exc
            raise
        return "".join(parts)

    return attempt


def text_call(
    messages: Sequence[BaseMessage],
    ctx: Context,
    *,
    internal: bool,
    validate: Callable[[str], None] | None = None,
    config: RunnableConfig | None = None,
) -> TextResult:
    """A free-text call: hosted model first, offline model when it fails.

    ``internal=False`` streams the tokens to the user (the answer draft): the reply is
    read chunk by chunk, so the node budget holds however slowly it arrives, and a reply
    that ends without a finish reason counts as cut. The offline model streams too, so
    the page shows tokens either way. ``validate`` may reject a hosted reply (raise
    ``ValueError``), which falls back to the offline model.
    """
    started = time.monotonic()
    run_config: RunnableConfig = {**(config or {}), **(INTERNAL if internal else {})}
    hosted_attempt = _hosted_text(messages, run_config, stream=not internal)

    def attempt(model: BaseChatModel, timeout: float, budget: Budget) -> str:
        text = hosted_attempt(model, timeout, budget)
        if not text.strip():
            raise UnusableReply("empty reply")
        if validate is not None:
            validate(text)
        return text

    outcome = run_hosted(ctx, [("hosted", attempt)])
    errors = outcome.errors if outcome else []
    attempts = outcome.attempts if outcome else 0
    calls = 1 if attempts else 0
    if outcome is not None and outcome.value is not None:
        return TextResult(
            outcome.value, "hosted", calls, errors, attempts, time.monotonic() - started
        )
    reply = offline_model().invoke(list(messages), config=run_config)
    assert isinstance(reply, AIMessage)
    return TextResult(
        str(reply.content), "offline", calls + 1, errors, attempts, time.monotonic() - started
    )


def _free_text(raw: Any) -> str:
    """The text of a reply that ignored the schema ("" when it tried to follow it)."""
    if not isinstance(raw, AIMessage) or raw.tool_calls or raw.invalid_tool_calls:
        return ""
    text = raw.text.strip()
    return "" if text.startswith(("{", "[", "```")) else text


def claims_or_text_call(
    schema: type[T],
    messages: Sequence[BaseMessage],
    fallback: Sequence[BaseMessage],
    ctx: Context,
    *,
    validate: Callable[[T], None] | None = None,
    validate_text: Callable[[str], None] | None = None,
    config: RunnableConfig | None = None,
) -> CallResult[T] | TextResult:
    """A structured call whose hosted reply may come back as free text; offline text last.

    The hosted model is asked for ``schema`` with the structured-output methods in order
    (:data:`STRUCTURED_METHODS`), each result validated by ``validate``. A model that
    ignores the schema and writes prose instead is taken at its word: the text, checked
    by ``validate_text``, is the result (layer ``hosted:<method>:text``), to be verified
    claim by claim like any draft. When every method fails, the offline model answers the
    ``fallback`` messages as text. One call when the first method succeeds.
    """
    started = time.monotonic()
    run_config: RunnableConfig = {**(config or {}), **INTERNAL}

    def step(method: str) -> Callable[[BaseChatModel, float, Budget], T | tuple[str, str]]:
        def attempt(model: BaseChatModel, timeout: float, budget: Budget) -> T | tuple[str, str]:
            prompt = list(messages)
            if method == "json_mode":
                prompt.insert(0, SystemMessage(_json_mode_instruction(schema)))
            runnable = model.with_structured_output(  # type: ignore[call-overload]
                schema,
                method=method,
                include_raw=True,
                **request_options(model, timeout, stream=False),
            )
            out: Any = runnable.invoke(prompt, config=run_config)
            raw = out.get("raw")
            if isinstance(raw, AIMessage) and _finish_reason(raw) == "length":
                raise UnusableReply("reply cut by its length limit (finish_reason=length)")
            if out.get("parsed") is not None:
                value = schema.model_validate(out["parsed"])
                if validate is not None:
                    validate(value)
                return value
            text = _free_text(raw)
            if not text:
                error = out.get("parsing_error")
                raise error if isinstance(error, Exception) else UnusableReply("no reply")
            if validate_text is not None:
                validate_text(text)
            return (method, text)

        return attempt

    outcome = run_hosted(ctx, [(m, step(m)) for m in STRUCTURED_METHODS])
    errors = outcome.errors if outcome else []
    attempts = outcome.attempts if outcome else 0
    if outcome is not None and outcome.value is not None:
        calls = len(errors) + 1
        seconds = time.monotonic() - started
        if isinstance(outcome.value, tuple):
            method, text = outcome.value
            return TextResult(text, f"hosted:{method}:text", calls, errors, attempts, seconds)
        return CallResult(
            outcome.value, f"hosted:{outcome.label}", calls, errors, attempts, seconds
        )
    calls = sum(1 for e in errors if not e.startswith("hosted skipped"))
    reply = offline_model().invoke(list(fallback), config=run_config)
    assert isinstance(reply, AIMessage)
    return TextResult(
        str(reply.content), "offline", calls + 1, errors, attempts, time.monotonic() - started
    )
