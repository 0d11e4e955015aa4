"""Run-scoped settings: the graph's ``context_schema``.

Precedence, highest first: run context > assistant context > environment > default.
LangGraph builds ``Context`` from the run's (or assistant's) context; any field they do
not set falls back to its ``default_factory``, which reads the environment at that
moment (never at import time) and then the built-in default.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from typing import Any


def _parse_bool(raw: str) -> bool:
    return raw.strip().lower() in {"1", "true", "yes", "on"}


def _env(name: str, default: Any, parse: Callable[[str], Any] = str) -> Callable[[], Any]:
    """A ``default_factory`` reading ``name`` from the environment when a Context is built."""

    def read() -> Any:
        raw = os.environ.get(name)
        if raw is None:
            return default
        try:
            return parse(raw)
        except ValueError:
            return default

    return read


NEWS_FEED_REFUSED = (
    "news_feed_url is not accepted in a run or assistant context: the news feed is set "
    "by the server's operator (MINES_NEWS_FEED_URL)"
)
REFUSED_FIELDS: tuple[str, ...] = ("news_feed_url",)
"""Context fields a client may not set (the auth handlers answer 400 for them)."""

MAX_MODEL_TIMEOUT_S = 120.0
"""Longest per-call model timeout a run may ask for (a node then waits at most twice that)."""
CLIENT_MODELS_ENV = "MINES_CLIENT_MODELS"
"""Extra model specs a client may choose in a run or assistant context (comma separated)."""
AUTH_TOKENS_ENV = "MINES_API_TOKENS"
"""``user:token`` pairs; when set, the server authenticates every request (``web/auth.py``)."""


@dataclass
class Context:
    """Settings a run may override (LangGraph ``context_schema``)."""

    model: str = field(default_factory=_env("MINES_MODEL", ""))
    """Model spec: ``offline``, ``deepseek:deepseek-chat``, ``openai:MODEL`` (any
    OpenAI-compatible endpoint via ``OPENAI_BASE_URL``). Empty: DeepSeek when
    ``DEEPSEEK_API_KEY`` is set, an OpenAI-compatible endpoint when ``OPENAI_BASE_URL``
    is set, otherwise the offline model."""

    top_k: int = field(default_factory=_env("MINES_TOP_K", 4, int))
    """Chunks retrieved per company query."""

    use_cache: bool = field(default_factory=_env("MINES_USE_CACHE", True, _parse_bool))
    """Read and write the semantic cache."""

    use_news: bool = field(default_factory=_env("MINES_USE_NEWS", True, _parse_bool))
    """Allow the news agent to run when the router asks for news."""

    news_feed_url: str = ""
    """Refused: must stay empty. The news feed is operator configuration
    (``MINES_NEWS_FEED_URL``, ``MINES_NEWS_HOSTS``; see ``mines.news``), never a run
    setting: a URL here would let any caller make the server fetch it."""

    max_retries: int = field(default_factory=_env("MINES_MAX_RETRIES", 2, int))
    """Retries of document grading and of groundedness grading (each), capped at 2."""

    model_timeout_s: float = field(default_factory=_env("MINES_MODEL_TIMEOUT", 30.0, float))
    """Per-call timeout of a hosted model, in seconds."""

    owner: str = field(default_factory=_env("MINES_OWNER", "local"))
    """Whose conversation this is: scopes the semantic cache."""

    def __post_init__(self) -> None:
        if self.news_feed_url:
            raise ValueError(NEWS_FEED_REFUSED)
        self.top_k = max(1, min(int(self.top_k), 20))
        self.max_retries = max(0, min(int(self.max_retries), 2))
        self.model_timeout_s = max(0.1, min(float(self.model_timeout_s), MAX_MODEL_TIMEOUT_S))


CONTEXT_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Context))


def client_models() -> frozenset[str]:
    """Model specs a client may choose in a run or assistant context.

    ``offline``, the operator's ``MINES_MODEL`` and :data:`CLIENT_MODELS_ENV`; empty (the
    server's default) is always allowed.
    """
    listed = os.environ.get(CLIENT_MODELS_ENV, "").split(",")
    chosen = {"", "offline", os.environ.get("MINES_MODEL", "").strip()}
    return frozenset(chosen | {m.strip() for m in listed if m.strip()})


def settings_problem(settings: Any) -> str | None:
    """Why run or assistant settings from a client are refused (400), or None.

    The feed URL is operator configuration; a model outside :func:`client_models` would
    make the server call (and pay for) an endpoint the client picks; a
    ``model_timeout_s`` outside 0.1-120 s, or a value of the wrong type (``top_k: "abc"``),
    would only fail later inside the run.
    """
    if not isinstance(settings, dict):
        return None if settings is None else "context must be an object"
    if any(settings.get(name) for name in REFUSED_FIELDS):
        return NEWS_FEED_REFUSED
    model = settings.get("model")
    if model is not None and (not isinstance(model, str) or model.strip() not in client_models()):
        allowed = ", ".join(sorted(m for m in client_models() if m))
        return f"model {model!r} may not be chosen by a client (allowed: {allowed})"
    timeout = settings.get("model_timeout_s")
    if timeout is not None:
        if isinstance(timeout, bool) or not isinstance(timeout, int | float):
            return "model_timeout_s must be a number of seconds"
        if not 0.1 <= timeout <= MAX_MODEL_TIMEOUT_S:
            return f"model_timeout_s must be between 0.1 and {MAX_MODEL_TIMEOUT_S:g} seconds"
    for name in CONTEXT_FIELDS:
        if name in settings and name != "owner":  # the owner is always the caller's
            try:
                Context(**{name: settings[name]})
            except (TypeError, ValueError):
                return f"invalid run setting {name}: {settings[name]!r}"[:200]
    return None


def _authenticated_user() -> str | None:
    """The user the server authenticated for the running graph, when auth is on.

    Both runtimes put the caller in ``config["configurable"]["langgraph_auth_user"]``
    themselves, whatever the client sent; None outside a server run or with auth off.
    """
    if not os.environ.get(AUTH_TOKENS_ENV, "").strip():
        return None
    try:
        from langgraph.config import get_config

        user = (get_config().get("configurable") or {}).get("langgraph_auth_user")
    except (ImportError, RuntimeError):
        return None
    identity = user.get("identity") if isinstance(user, dict) else getattr(user, "identity", None)
    return identity if isinstance(identity, str) and identity else None


def context_from(value: Context | dict[str, Any] | None) -> Context:
    """Coerce whatever a runtime carries into a ``Context`` (unknown keys dropped).

    With auth on, ``owner`` is always the authenticated user (:func:`_authenticated_user`):
    a run started by any route (a cron, say) cannot read or write another user's cache.
    """
    if isinstance(value, Context):
        ctx = value
    elif not value:
        ctx = Context()
    else:
        ctx = Context(**{k: v for k, v in value.items() if k in CONTEXT_FIELDS})
    user = _authenticated_user()
    if user is not None and ctx.owner != user:
        ctx = replace(ctx, owner=user)
    return ctx


def document_viewer(ctx: Context) -> str | None:
    """Whose private documents a run reads: the caller with auth on, everyone's with it off.

    With ``MINES_API_TOKENS`` set, ``ctx.owner`` is the authenticated user
    (:func:`context_from`), and a run reads the shared documents and that user's uploads
    only. Without auth there is one local user, who reads every document.
    """
    return ctx.owner if os.environ.get(AUTH_TOKENS_ENV, "").strip() else None
