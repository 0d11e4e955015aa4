"""Semantic answer cache with the slot-equality rule.

Similarity alone is not safe: with MiniLM the same question with the fiscal year swapped
scores above 0.95. An entry is reused only when its (companies, fiscal years, metrics)
equal the new query's, it belongs to the same owner, and it was written against the same
corpus version (re-ingesting invalidates it). Only graded, grounded answers are written.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from dataclasses import dataclass
from typing import Any

from mines.slots import Slots

log = logging.getLogger(__name__)

HIT_THRESHOLD = 0.95
CONTEXT_THRESHOLD = 0.80
COLLECTION = "mines_cache"


@dataclass
class CacheLookup:
    """Result of a lookup: ``hit`` | ``context`` | ``miss``, the entry and its similarity."""

    status: str
    entry: dict[str, Any] | None = None
    similarity: float = 0.0


def _slots_key(slots: Slots) -> str:
    return json.dumps(slots.key())


def _collection() -> Any:
    from mines.store import get_store

    return get_store().collection(COLLECTION)


def _corpus_version() -> str:
    from mines.store import get_store

    return get_store().corpus_version()


def cacheable(slots: Slots) -> bool:
    """Only questions that name a company and a metric are cached."""
    return bool(slots.companies and slots.metrics)


def lookup(query: str, slots: Slots, owner: str) -> CacheLookup:
    """Find a reusable answer for ``query``; never one whose slots differ."""
    if not cacheable(slots):
        return CacheLookup("miss")
    where = {
        "$and": [
            {"owner": owner},
            {"corpus_version": _corpus_version()},
            {"slots_key": _slots_key(slots)},
        ]
    }
    result = _collection().query(query_texts=[query], n_results=3, where=where)
    best: CacheLookup = CacheLookup("miss")
    for distance, meta in zip(result["distances"][0], result["metadatas"][0], strict=False):
        similarity = 1.0 - float(distance)
        if meta.get("slots_key") != _slots_key(slots) or similarity <= best.similarity:
            continue
        status = (
            "hit"
            if similarity >= HIT_THRESHOLD
            else "context"
            if similarity >= CONTEXT_THRESHOLD
            else "miss"
        )
        if status != "miss":
            best = CacheLookup(status, json.loads(str(meta["entry"])), similarity)
    return best


def store_answer(
    query: str, slots: Slots, owner: str, thread_id: str, entry: dict[str, Any]
) -> None:
    """Write a graded, grounded answer for later reuse."""
    if not cacheable(slots):
        return
    key = f"{owner}|{_slots_key(slots)}|{query}"
    _collection().upsert(
        ids=[hashlib.sha256(key.encode()).hexdigest()[:32]],
        documents=[query],
        metadatas=[
            {
                "owner": owner,
                "thread_id": thread_id,
                "corpus_version": _corpus_version(),
                "slots_key": _slots_key(slots),
                "entry": json.dumps(entry),
                "created_at": time.time(),
            }
        ],
    )


def delete_thread(thread_id: str) -> None:
    """Remove every cache entry derived from one conversation."""
    _collection().delete(where={"thread_id": thread_id})


def clear() -> None:
    """Remove every cache entry."""
    collection = _collection()
    ids = collection.get(include=[])["ids"]
    if ids:
        collection.delete(ids=ids)
