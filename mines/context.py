"""Run-scoped settings: the graph's ``context_schema``.

Precedence, highest first: run context > assistant context > environment > default.
LangGraph builds ``Context`` from the run's (or assistant's) context; any field they do
not set falls back to its ``default_factory``, which reads the environment at that
moment (never at import time) and then the built-in default.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, fields
from typing import Any


def _env_str(name: str, default: str) -> Any:
    return lambda: os.environ.get(name, default)


def _env_int(name: str, default: int) -> Any:
    def read() -> int:
        try:
            return int(os.environ.get(name, default))
        except ValueError:
            return default

    return read


def _env_float(name: str, default: float) -> Any:
    def read() -> float:
        try:
            return float(os.environ.get(name, default))
        except ValueError:
            return default

    return read


def _env_bool(name: str, default: bool) -> Any:
    def read() -> bool:
        raw = os.environ.get(name)
        if raw is None:
            return default
        return raw.strip().lower() in {"1", "true", "yes", "on"}

    return read


@dataclass
class Context:
    """Settings a run may override (LangGraph ``context_schema``)."""

    model: str = field(default_factory=_env_str("MINES_MODEL", ""))
    """Model spec: ``offline``, ``deepseek:deepseek-chat``, ``openai:MODEL`` (any
    OpenAI-compatible endpoint via ``OPENAI_BASE_URL``). Empty: DeepSeek when
    ``DEEPSEEK_API_KEY`` is set, an OpenAI-compatible endpoint when ``OPENAI_BASE_URL``
    is set, otherwise the offline model."""

    top_k: int = field(default_factory=_env_int("MINES_TOP_K", 4))
    """Chunks retrieved per company query."""

    use_cache: bool = field(default_factory=_env_bool("MINES_USE_CACHE", True))
    """Read and write the semantic cache."""

    use_news: bool = field(default_factory=_env_bool("MINES_USE_NEWS", True))
    """Allow the news agent to run when the router asks for news."""

    news_feed_url: str = field(default_factory=_env_str("MINES_NEWS_FEED_URL", ""))
    """An RSS/Atom feed URL for news; empty uses the bundled dated news file."""

    max_retries: int = field(default_factory=_env_int("MINES_MAX_RETRIES", 2))
    """Retries of document grading and of groundedness grading (each), capped at 2."""

    model_timeout_s: float = field(default_factory=_env_float("MINES_MODEL_TIMEOUT", 30.0))
    """Per-call timeout of a hosted model, in seconds."""

    owner: str = field(default_factory=_env_str("MINES_OWNER", "local"))
    """Whose conversation this is: scopes the semantic cache."""

    def __post_init__(self) -> None:
        self.top_k = max(1, min(int(self.top_k), 20))
        self.max_retries = max(0, min(int(self.max_retries), 2))
        self.model_timeout_s = max(1.0, float(self.model_timeout_s))


CONTEXT_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Context))


def context_from(value: Context | dict[str, Any] | None) -> Context:
    """Coerce whatever a runtime carries into a ``Context`` (unknown keys dropped)."""
    if isinstance(value, Context):
        return value
    if not value:
        return Context()
    return Context(**{k: v for k, v in value.items() if k in CONTEXT_FIELDS})
