"""Semantic answer cache with the slot-equality rule.

Similarity alone is not safe: with MiniLM the same question with the fiscal year swapped
scores above 0.95. An entry is reused only when its (companies, fiscal years, metrics)
equal the new query's, it belongs to the same owner, and it was written against the same
corpus version (re-ingesting invalidates it). Only graded, grounded answers are written.

Every entry records the conversation it came from (``thread_id``) and when it was written
(``created_at``), so deleting a conversation deletes what was derived from it
(:func:`delete_thread`) and a retention period expires old entries (:func:`purge_older_than`).
Through the server, ``owner`` is the authenticated user (``web/auth.py`` forces it).
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
    version = _corpus_version()
    where = {
        "$and": [
            {"owner": owner},
            {"corpus_version": version},
            {"slots_key": _slots_key(slots)},
        ]
    }
    result = _collection().query(query_texts=[query], n_results=3, where=where)
    best: CacheLookup = CacheLookup("miss")
    for distance, meta in zip(result["distances"][0], result["metadatas"][0], strict=False):
        similarity = 1.0 - float(distance)
        if (  # checked again here: an entry of another owner, corpus or slots never serves
            meta.get("slots_key") != _slots_key(slots)
            or meta.get("owner") != owner
            or meta.get("corpus_version") != version
            or similarity <= best.similarity
        ):
            continue
        status = (
            "hit"
            if similarity >= HIT_THRESHOLD
            else "context"
            if similarity >= CONTEXT_THRESHOLD
            else "miss"
        )
        if status != "miss":
            try:
                entry = json.loads(str(meta["entry"]))
            except (KeyError, ValueError):
                continue
            best = CacheLookup(status, entry, similarity)
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


def _delete_where(where: dict[str, Any]) -> int:
    collection = _collection()
    ids = collection.get(where=where, include=[])["ids"]
    if ids:
        collection.delete(ids=ids)
    return len(ids)


def delete_thread(thread_id: str, owner: str | None = None) -> int:
    """Remove every cache entry derived from one conversation.

    Args:
        thread_id: The conversation's thread id (an empty id matches nothing).
        owner: Only that owner's entries (the caller's, when a user deletes a thread).

    Returns:
        The number of entries removed.
    """
    if not thread_id:
        return 0
    where: dict[str, Any] = {"thread_id": thread_id}
    if owner is not None:
        where = {"$and": [where, {"owner": owner}]}
    return _delete_where(where)


def purge_older_than(cutoff: float) -> int:
    """Remove every entry written before ``cutoff`` (a Unix time): the retention period.

    Returns:
        The number of entries removed.
    """
    return _delete_where({"created_at": {"$lt": float(cutoff)}})


def clear() -> None:
    """Remove every cache entry."""
    collection = _collection()
    ids = collection.get(include=[])["ids"]
    if ids:
        collection.delete(ids=ids)
