"""The one model factory: hosted model by configuration, the offline model otherwise.

Model specs are strings: ``offline``, ``deepseek:deepseek-chat``, ``openai:gpt-4o-mini``.
``openai:`` means any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp) at
``OPENAI_BASE_URL`` with ``OPENAI_API_KEY``. Nothing is built at import time.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache

from langchain_core.language_models import BaseChatModel

from mines.context import Context
from mines.offline.model import OfflineChatModel

DEEPSEEK_BASE_URL = "https://api.deepseek.com/v1"


@dataclass(frozen=True)
class ModelSpec:
    """A resolved model choice."""

    provider: str
    """``offline``, ``deepseek`` or ``openai`` (OpenAI-compatible)."""
    name: str
    base_url: str | None = None
    api_key: str | None = None

    @property
    def label(self) -> str:
        """``provider:name`` without secrets (safe to log and return)."""
        return "offline" if self.provider == "offline" else f"{self.provider}:{self.name}"


def resolve_spec(model: str) -> ModelSpec:
    """Resolve a model string (or the environment when empty) into a ``ModelSpec``."""
    model = (model or "").strip()
    if not model:
        if os.environ.get("DEEPSEEK_API_KEY"):
            model = "deepseek:deepseek-chat"
        elif os.environ.get("OPENAI_BASE_URL") or os.environ.get("OPENAI_API_KEY"):
            model = f"openai:{os.environ.get('OPENAI_MODEL', 'gpt-4o-mini')}"
        else:
            model = "offline"
    if model == "offline":
        return ModelSpec("offline", "offline")
    provider, _, name = model.partition(":")
    if provider == "deepseek":
        key = os.environ.get("DEEPSEEK_API_KEY")
        if not key:
            return ModelSpec("offline", "offline")
        base = os.environ.get("DEEPSEEK_BASE_URL", DEEPSEEK_BASE_URL)
        return ModelSpec("deepseek", name or "deepseek-chat", base, key)
    if provider == "openai":
        key = os.environ.get("OPENAI_API_KEY") or "not-needed"
        return ModelSpec("openai", name or "gpt-4o-mini", os.environ.get("OPENAI_BASE_URL"), key)
    return ModelSpec("offline", "offline")


@lru_cache(maxsize=16)
def _hosted(spec: ModelSpec, timeout_s: float) -> BaseChatModel:
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(
        model=spec.name,
        base_url=spec.base_url,
        api_key=spec.api_key,  # type: ignore[arg-type]
        temperature=0,
        timeout=timeout_s,
        max_retries=0,  # retries, backoff and the node budget live in mines.llm.hosted
    )


def hosted_model(ctx: Context) -> BaseChatModel | None:
    """The configured hosted chat model, or None when running offline."""
    spec = resolve_spec(ctx.model)
    if spec.provider == "offline":
        return None
    return _hosted(spec, ctx.model_timeout_s)


@lru_cache(maxsize=1)
def offline_model() -> OfflineChatModel:
    """The deterministic offline model (also the fallback layer)."""
    return OfflineChatModel()
