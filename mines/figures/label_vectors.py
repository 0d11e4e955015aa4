"""How alike two labels mean, by the shipped embedding model."""

from __future__ import annotations

from functools import lru_cache
from typing import Any


@lru_cache(maxsize=4096)
def _vector(text: str) -> Any:
    from mines.embeddings import get_encoder

    return get_encoder().encode([text])[0]


def label_similarity(a: str, b: str) -> float:
    """Cosine similarity of two labels with the shipped MiniLM model (cached per text)."""
    return float(_vector(a.lower()) @ _vector(b.lower()))
