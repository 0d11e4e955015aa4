"""Run-scoped settings: the graph's ``context_schema``.

Precedence, highest first: run context > assistant context > environment > default.
LangGraph builds ``Context`` from the run's (or assistant's) context; any field they do
not set falls back to its ``default_factory``, which reads the environment at that
moment (never at import time) and then the built-in default.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field, fields
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
        self.model_timeout_s = max(0.1, float(self.model_timeout_s))


CONTEXT_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Context))


def context_from(value: Context | dict[str, Any] | None) -> Context:
    """Coerce whatever a runtime carries into a ``Context`` (unknown keys dropped)."""
    if isinstance(value, Context):
        return value
    if not value:
        return Context()
    return Context(**{k: v for k, v in value.items() if k in CONTEXT_FIELDS})
