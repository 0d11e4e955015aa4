"""Semantic answer cache with the slot-equality rule.

Similarity alone is not safe: with MiniLM the same question with the fiscal year swapped
scores above 0.95. An entry is reused only when its (companies, fiscal years, metrics)
equal the new query's, and so does what the request asks beyond them (half or full year,
dividend kind, basis, each measure's qualifiers), it belongs to the same owner, and it was
written against the same
corpus version (re-ingesting invalidates it). Only graded, grounded answers are written,
and only once every figure is found in the chunks they cite, read back from the vector
store (:func:`store_verified_answer`): nothing in the graph's state is taken on trust.

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
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from mines.grounding import cited_numbers, unsupported_claims
from mines.numbers import unsupported_figures
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


def _slots_key(slots: Slots, detail: Sequence[str] = ()) -> str:
    return json.dumps([slots.key(), list(detail)])


def _collection() -> Any:
    from mines.store import get_store

    return get_store().collection(COLLECTION)


def _corpus_version() -> str:
    from mines.store import get_store

    return get_store().corpus_version()


def cacheable(slots: Slots) -> bool:
    """Only questions that name a company and a metric are cached."""
    return bool(slots.companies and slots.metrics)


@lru_cache(maxsize=1)
def _embedder() -> ThreadPoolExecutor:
    """Threads that embed a lookup's query while the corpus version is read."""
    return ThreadPoolExecutor(max_workers=4, thread_name_prefix="mines-cache-embed")


def lookup(query: str, slots: Slots, owner: str, detail: Sequence[str] = ()) -> CacheLookup:
    """Find a reusable answer for ``query``; never one whose slots or ``detail`` differ.

    ``detail`` is what the request asks beyond its slots (``Request.detail_key``).
    """
    if not cacheable(slots):
        return CacheLookup("miss")
    from mines.store import get_store

    store = get_store()
    # The two halves of a hit's cost (~5 ms each), side by side: the model releases the GIL.
    embedding = _embedder().submit(store.embed, [query])
    version = store.corpus_version()
    where = {
        "$and": [
            {"owner": owner},
            {"corpus_version": version},
            {"slots_key": _slots_key(slots, detail)},
        ]
    }
    result = _collection().query(query_embeddings=embedding.result(), n_results=3, where=where)
    best: CacheLookup = CacheLookup("miss")
    for distance, meta in zip(result["distances"][0], result["metadatas"][0], strict=False):
        similarity = 1.0 - float(distance)
        if (  # checked again here: an entry of another owner, corpus or slots never serves
            meta.get("slots_key") != _slots_key(slots, detail)
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


def _stored_chunk(company: str, chunk_id: str) -> tuple[str, dict[str, Any]] | None:
    """The text and metadata of one chunk, read back from the vector store by id."""
    from mines.question.companies import SUPPORTED_TICKERS
    from mines.store import collection_name, get_store

    ticker = str(company or "").strip().upper()
    if ticker not in SUPPORTED_TICKERS or not chunk_id:
        return None
    found = (
        get_store()
        .collection(collection_name(ticker))
        .get(ids=[str(chunk_id)], include=["documents", "metadatas"])
    )
    if not found["ids"]:
        return None
    text = (found["documents"] or [""])[0] or ""
    meta = dict((found["metadatas"] or [{}])[0] or {})
    return text, meta


def _paragraphs_besides(text: str, report: str) -> str:
    """The answer without its report and its list of sources (file names and pages)."""
    rest = text.replace(report.strip(), "", 1)
    kept = [p for p in rest.split("\n\n") if not p.strip().startswith("**Sources**")]
    return "\n\n".join(kept)


def verify_answer(
    entry: dict[str, Any],
    report: str,
    chunks: Sequence[Mapping[str, Any]],
    extra_evidence: Sequence[str] = (),
    calculator_results: Sequence[float] = (),
) -> str | None:
    """Why ``entry`` must not be cached, or None when every figure is verified.

    Nothing from the graph's state is trusted as evidence: each chunk the report cites
    is read back from the vector store by its id (its company, year and source must be
    the ones the answer shows), every figure of a line citing ``[n]`` must be stated by
    stored chunk ``n`` (a line without citations: by any cited stored chunk), and the
    report must be part of the cached text. Figures elsewhere in the text (calculation,
    news) must be stated by the stored chunks, the report, ``extra_evidence`` (news
    lines) or ``calculator_results``.
    """
    answer_text = str(entry.get("answer", ""))
    if not report.strip() or report.strip() not in answer_text:
        return "the cached text does not contain the report"
    cited = cited_numbers(report)
    if not cited:
        return "the report cites no source"
    stored_texts = [""] * len(chunks)
    for n in cited:
        if not 1 <= n <= len(chunks):
            return f"citation [{n}] has no source"
        chunk = chunks[n - 1]
        stored = _stored_chunk(str(chunk.get("company", "")), str(chunk.get("id", "")))
        if stored is None:
            return f"source [{n}] is not in the store"
        text, meta = stored
        for key in ("company", "fiscal_year", "source"):
            if str(meta.get(key, "")) != str(chunk.get(key, "")):
                return f"source [{n}] does not match the stored chunk ({key})"
        stored_texts[n - 1] = text
    claims = unsupported_claims(report, stored_texts)
    if claims:
        return f"{len(claims)} figure(s) not stated by the stored sources they cite"
    other = _paragraphs_besides(answer_text, report)
    evidence = [t for t in stored_texts if t] + [report, *extra_evidence]
    if unsupported_figures(other, evidence, list(calculator_results)):
        return "figures outside the report are not supported"
    return None


def store_verified_answer(
    query: str,
    slots: Slots,
    owner: str,
    thread_id: str,
    entry: dict[str, Any],
    *,
    report: str,
    chunks: Sequence[Mapping[str, Any]],
    extra_evidence: Sequence[str] = (),
    calculator_results: Sequence[float] = (),
    detail: Sequence[str] = (),
) -> bool:
    """Cache ``entry`` only when :func:`verify_answer` finds every figure in the store.

    The graph's answer node calls this once the answer is final. Whatever reached the
    state (a forged ``report_answer`` and ``report_sources``, say) cannot reach another
    user: a figure no stored chunk states is never cached.

    Returns:
        True when the entry was written.
    """
    if not cacheable(slots):
        return False
    reason = verify_answer(entry, report, chunks, extra_evidence, calculator_results)
    if reason is not None:
        log.warning("answer not cached: %s", reason)
        return False
    store_answer(query, slots, owner, thread_id, entry, detail)
    return True


def store_answer(
    query: str,
    slots: Slots,
    owner: str,
    thread_id: str,
    entry: dict[str, Any],
    detail: Sequence[str] = (),
) -> None:
    """Write an answer for later reuse, unchecked (the graph uses :func:`store_verified_answer`)."""
    if not cacheable(slots):
        return
    key = f"{owner}|{_slots_key(slots, detail)}|{query}"
    _collection().upsert(
        ids=[hashlib.sha256(key.encode()).hexdigest()[:32]],
        documents=[query],
        metadatas=[
            {
                "owner": owner,
                "thread_id": thread_id,
                "corpus_version": _corpus_version(),
                "slots_key": _slots_key(slots, detail),
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


def delete_citing(sources: set[str]) -> int:
    """Remove every entry whose answer cites one of these documents (by source name).

    A deleted document takes the answers built on it along (``mines.ingest_jobs``).

    Returns:
        The number of entries removed.
    """
    collection = _collection()
    found = collection.get(include=["metadatas"])
    doomed = []
    for entry_id, meta in zip(found["ids"], found["metadatas"] or [], strict=False):
        try:
            cited = json.loads(str((meta or {}).get("entry", "{}"))).get("sources") or []
        except (ValueError, AttributeError):
            continue
        if any(isinstance(s, dict) and s.get("source") in sources for s in cited):
            doomed.append(entry_id)
    if doomed:
        collection.delete(ids=doomed)
    return len(doomed)


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
