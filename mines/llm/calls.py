"""Model calls with the fallback and fault policy written in one place.

Structured decisions: the hosted model with ``function_calling`` first, then
``json_schema``, then ``json_mode``; every result validated and normalised in code; when
every method fails, the offline model answers (it never fails on well-formed prompts).
Internal calls are tagged ``nostream`` so their tokens never reach the user's stream.

Fault policy (``POLICY``), per model-backed node:

- every HTTP attempt has a timeout of ``min(model_timeout_s, time left in the budget)``;
- rate limits (429), server errors (5xx) and dropped/refused connections are retried
  at most ``max_retries`` times with exponential backoff and jitter (``Retry-After``
  honoured up to ``backoff_cap_s``); a timeout is never retried with the same method;
- a malformed or invalid reply (bad JSON, wrong schema, rejected by the node's
  ``validate``) moves to the next method at once; an unreachable endpoint or a
  rejected key (401/403/404) ends the hosted chain at once;
- the hosted part of one node never takes longer than ``budget_factor *
  model_timeout_s`` (the *node budget*); the offline layer then answers in milliseconds;
- when a node's hosted chain fails only on timeouts, unreachable endpoints or rejected
  keys, a circuit opens for that endpoint for ``circuit_open_s`` seconds: later calls
  (the rest of the turn, other turns) go straight to the offline layer instead of
  waiting on the same dead endpoint again.

So one node waits at most ``budget_factor * model_timeout_s`` (60 s with the defaults, 2 s
with ``model_timeout_s=1``), and a turn against a dead endpoint pays that once.
"""

from __future__ import annotations

import contextvars
import json
import logging
import random
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Generic, TypeVar

import httpx
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage
from langchain_core.runnables import Runnable, RunnableConfig
from pydantic import BaseModel

from mines.context import Context
from mines.llm.factory import ModelSpec, hosted_model, offline_model, resolve_spec

log = logging.getLogger(__name__)

T = TypeVar("T", bound=BaseModel)
R = TypeVar("R")

INTERNAL: RunnableConfig = {"tags": ["nostream", "langsmith:nostream"]}
"""Config for internal calls: hidden from the user's token stream."""

STRUCTURED_METHODS: tuple[str, ...] = ("function_calling", "json_schema", "json_mode")


@dataclass(frozen=True)
class FaultPolicy:
    """Retry, backoff, budget and circuit settings of the hosted model layer."""

    max_retries: int = 2
    """Extra attempts of one method after a 429, a 5xx or a dropped/refused connection."""
    backoff_base_s: float = 0.25
    """First backoff; doubled per retry, times a jitter factor in [0.5, 1]."""
    backoff_cap_s: float = 2.0
    """Longest single backoff, ``Retry-After`` included."""
    budget_factor: float = 2.0
    """The hosted part of one node is bounded by ``budget_factor * model_timeout_s``."""
    min_attempt_s: float = 0.05
    """No attempt starts with less time than this left in the budget."""
    circuit_open_s: float = 30.0
    """How long an endpoint that timed out or refused is skipped."""


POLICY = FaultPolicy()
"""The policy in force (tests may replace it with a faster one)."""

# Failure kinds, decided by ``classify``.
TIMEOUT = "timeout"  # the request (or the node budget) timed out
UNREACHABLE = "unreachable"  # refused, reset, dropped, cut mid-reply
OVERLOADED = "overloaded"  # 429 or 5xx
REJECTED = "rejected"  # 401/403/404: wrong key or model, no method will work
INVALID = "invalid"  # 400, malformed JSON, schema violation, rejected by validate

_RETRIED = {UNREACHABLE, OVERLOADED}
_ENDS_CHAIN = {UNREACHABLE, REJECTED}
_OPENS_CIRCUIT = {TIMEOUT, UNREACHABLE, REJECTED}


def _httpx_errors() -> tuple[tuple[type[BaseException], ...], tuple[type[BaseException], ...]]:
    """(timeout, transport) exception classes of httpx and, when present, httpx2."""
    timeouts: list[type[BaseException]] = [httpx.TimeoutException]
    transports: list[type[BaseException]] = [httpx.TransportError]
    try:  # newer openai SDKs send requests with httpx2
        import httpx2

        timeouts.append(httpx2.TimeoutException)
        transports.append(httpx2.TransportError)
    except ImportError:  # pragma: no cover - depends on the installed SDK
        pass
    return tuple(timeouts), tuple(transports)


_HTTP_TIMEOUTS, _HTTP_TRANSPORT = _httpx_errors()


class DeadlineExceeded(TimeoutError):
    """The node budget ran out before (or while) the hosted model answered."""


class IncompleteReply(RuntimeError):
    """A streamed reply ended without a finish reason (the connection died quietly)."""


class UnusableReply(ValueError):
    """A complete reply that cannot be used: empty, or cut by its length limit."""


class StreamBroken(RuntimeError):
    """A streamed reply failed after tokens had reached the user: never retried."""

    def __init__(self, cause: BaseException) -> None:
        super().__init__(f"stream failed after tokens were sent: {_error_text(cause)}")
        self.cause = cause


def classify(exc: BaseException) -> str:
    """The failure kind of ``exc`` (one of the module-level kind constants)."""
    import openai  # here, not at the top: the offline model never loads the SDK (~0.7 s)

    if isinstance(exc, StreamBroken):
        return classify(exc.cause)
    if isinstance(exc, openai.APITimeoutError | TimeoutError) or isinstance(exc, _HTTP_TIMEOUTS):
        return TIMEOUT
    if isinstance(exc, openai.RateLimitError | openai.InternalServerError):
        return OVERLOADED
    if isinstance(exc, openai.APIStatusError):
        if exc.status_code in (408, 409, 425) or exc.status_code >= 500:
            return OVERLOADED
        if exc.status_code in (401, 403, 404):
            return REJECTED
        return INVALID
    if isinstance(exc, openai.APIConnectionError | ConnectionError | IncompleteReply):
        return UNREACHABLE
    if isinstance(exc, _HTTP_TRANSPORT):
        return UNREACHABLE
    return INVALID


def _error_text(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {' '.join(str(exc).split())[:200]}"


def _retry_after(exc: BaseException) -> float | None:
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    raw = headers.get("retry-after-ms")
    try:
        if raw is not None:
            return float(raw) / 1000
        raw = headers.get("retry-after")
        return float(raw) if raw is not None else None
    except (TypeError, ValueError):
        return None


def backoff_delay(retry: int, exc: BaseException | None = None) -> float:
    """Seconds to wait before retry number ``retry`` (0-based)."""
    hinted = _retry_after(exc) if exc is not None else None
    if hinted is not None and hinted >= 0:
        return min(POLICY.backoff_cap_s, hinted)
    base = min(POLICY.backoff_cap_s, POLICY.backoff_base_s * 2.0**retry)
    return base * random.uniform(0.5, 1.0)


# ----- circuit breaker ------------------------------------------------------------------

_circuit_lock = threading.Lock()
_open_until: dict[tuple[str, str, str | None], float] = {}


def _circuit_key(spec: ModelSpec) -> tuple[str, str, str | None]:
    return (spec.provider, spec.name, spec.base_url)


def circuit_open(spec: ModelSpec) -> bool:
    """Whether calls to this endpoint are currently skipped."""
    with _circuit_lock:
        until = _open_until.get(_circuit_key(spec))
    return until is not None and time.monotonic() < until


def _trip(spec: ModelSpec) -> None:
    with _circuit_lock:
        _open_until[_circuit_key(spec)] = time.monotonic() + POLICY.circuit_open_s
    log.warning(
        "hosted model %s unavailable: skipped for %.0f s", spec.label, POLICY.circuit_open_s
    )


def _close(spec: ModelSpec) -> None:
    with _circuit_lock:
        _open_until.pop(_circuit_key(spec), None)


def reset_circuits() -> None:
    """Close every circuit (tests; an operator after fixing the endpoint)."""
    with _circuit_lock:
        _open_until.clear()


# ----- the hosted attempt engine --------------------------------------------------------


@dataclass
class Budget:
    """The node budget: a wall-clock deadline for the hosted part of one node."""

    timeout_s: float
    deadline: float = 0.0
    started: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.deadline = self.started + POLICY.budget_factor * self.timeout_s

    def remaining(self) -> float:
        """Seconds left."""
        return self.deadline - time.monotonic()

    def attempt_timeout(self) -> float:
        """Timeout for the next attempt; raises ``DeadlineExceeded`` when too little is left."""
        left = self.remaining()
        if left < POLICY.min_attempt_s:
            raise DeadlineExceeded(f"node budget of {self.deadline - self.started:.1f} s spent")
        return min(self.timeout_s, left)

    def elapsed(self) -> float:
        """Seconds since the budget started."""
        return time.monotonic() - self.started


@dataclass
class _Trace:
    attempts: int = 0
    errors: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)

    def failed(self, label: str, exc: BaseException) -> str:
        kind = classify(exc)
        self.kinds.append(kind)
        self.errors.append(f"{label}: {kind}: {_error_text(exc)}")
        return kind


def _within_budget(fn: Callable[[float], R], timeout: float, budget: Budget) -> R:
    """``fn(timeout)``, but the node waits for it only until the budget's deadline.

    An HTTP timeout bounds each read, not a whole reply: an endpoint that sends a byte
    every second never times out (a node took 10.6 s at ``model_timeout_s=2``). The
    attempt runs in its own daemon thread, in the caller's context (callbacks, stream
    writer); at the deadline the node moves on (a streamed attempt also stops at its next
    chunk), so the hosted part of a node really ends within ``budget_factor *
    model_timeout_s``. A thread per attempt, not a pool: concurrent runs never queue.
    """
    future: Future[R] = Future()
    context = contextvars.copy_context()

    def attempt() -> None:
        try:
            future.set_result(context.run(fn, timeout))
        except BaseException as exc:  # noqa: BLE001 - handed to the waiting node
            future.set_exception(exc)

    threading.Thread(target=attempt, name="hosted-attempt", daemon=True).start()
    try:
        return future.result(timeout=max(budget.remaining(), 0.0))
    except FutureTimeout:
        raise DeadlineExceeded("node budget spent while the hosted model answered") from None


def _with_retries(fn: Callable[[float], R], budget: Budget, trace: _Trace) -> R:
    """Run ``fn(timeout)`` with bounded retries and backoff inside ``budget``."""
    retry = 0
    while True:
        timeout = budget.attempt_timeout()
        trace.attempts += 1
        try:
            return _within_budget(fn, timeout, budget)
        except Exception as exc:
            kind = classify(exc)
            if isinstance(exc, StreamBroken) or kind not in _RETRIED or retry >= POLICY.max_retries:
                raise
            delay = backoff_delay(retry, exc)
            if delay + POLICY.min_attempt_s >= budget.remaining():
                raise
            log.info("hosted attempt failed (%s), retrying in %.2f s", kind, delay)
            time.sleep(delay)
            retry += 1


@dataclass
class HostedOutcome(Generic[R]):
    """What the hosted layer produced for one node (``value`` None when it failed)."""

    value: R | None
    label: str
    attempts: int
    errors: list[str]
    seconds: float


def _bind(
    fn: Callable[[BaseChatModel, float, Budget], R], model: BaseChatModel, budget: Budget
) -> Callable[[float], R]:
    return lambda timeout: fn(model, timeout, budget)


def run_hosted(
    ctx: Context,
    steps: Sequence[tuple[str, Callable[[BaseChatModel, float, Budget], R]]],
) -> HostedOutcome[R] | None:
    """Try ``steps`` (label, fn) in order on the hosted model under the fault policy.

    ``fn(model, timeout, budget)`` performs one attempt and raises on any failure. Returns
    None when no hosted model is configured, otherwise the outcome (``value`` None when
    every step failed or the circuit is open).
    """
    hosted = hosted_model(ctx)
    if hosted is None:
        return None
    spec = resolve_spec(ctx.model)
    budget = Budget(ctx.model_timeout_s)
    trace = _Trace()
    if circuit_open(spec):
        trace.errors.append(f"hosted skipped: {spec.label} failed recently (circuit open)")
        return HostedOutcome(None, "", 0, trace.errors, 0.0)
    for label, fn in steps:
        try:
            value = _with_retries(_bind(fn, hosted, budget), budget, trace)
        except Exception as exc:  # noqa: BLE001 - any failure moves down the chain
            kind = trace.failed(label, exc)
            log.warning("hosted %s failed (%s): %s", label, kind, _error_text(exc))
            if kind in _ENDS_CHAIN or budget.remaining() < POLICY.min_attempt_s:
                break
            continue
        _close(spec)
        return HostedOutcome(value, label, trace.attempts, trace.errors, budget.elapsed())
    if trace.kinds and set(trace.kinds) <= _OPENS_CIRCUIT:
        _trip(spec)
    return HostedOutcome(None, "", trace.attempts, trace.errors, budget.elapsed())


# ----- structured and text calls --------------------------------------------------------


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


def request_options(model: BaseChatModel, timeout: float, *, stream: bool) -> dict[str, Any]:
    """Per-request options for ``model``: the attempt's timeout and the streaming choice.

    Only OpenAI-compatible chat models take them per request; any other chat model keeps
    its own timeout (the node budget still bounds it between attempts).
    """
    from langchain_openai.chat_models.base import BaseChatOpenAI

    if not isinstance(model, BaseChatOpenAI):
        return {}
    return {"timeout": timeout} if stream else {"timeout": timeout, "stream": False}


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
