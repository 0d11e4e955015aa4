"""Hosted model attempts under the fault policy: retries, the node budget, the circuit breaker.

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
import logging
import random
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

import httpx
from langchain_core.language_models import BaseChatModel

from mines.context import Context
from mines.llm.factory import ModelSpec, hosted_model, resolve_spec

log = logging.getLogger(__name__)


R = TypeVar("R")


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


def request_options(model: BaseChatModel, timeout: float, *, stream: bool) -> dict[str, Any]:
    """Per-request options for ``model``: the attempt's timeout and the streaming choice.

    Only OpenAI-compatible chat models take them per request; any other chat model keeps
    its own timeout (the node budget still bounds it between attempts).
    """
    from langchain_openai.chat_models.base import BaseChatOpenAI

    if not isinstance(model, BaseChatOpenAI):
        return {}
    return {"timeout": timeout} if stream else {"timeout": timeout, "stream": False}
