"""Chunk rows in Chroma: the metadata written, rows read back, who may see them, duplicates."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from mines.documents import Chunk, StoredChunk

if TYPE_CHECKING:
    from chromadb.api.models.Collection import Collection

NEAR_DUPLICATE_JACCARD = 0.9
"""Two texts with the same figures and this word overlap are one passage for search."""

_WORD = re.compile(r"[^\W\d_]+|\d+(?:[.,]\d+)*", re.UNICODE)
_NUMBER = re.compile(r"\d")


def metadata(chunk: StoredChunk, ticker: str) -> dict[str, str | int]:
    """The Chroma metadata of a chunk stored in ``ticker``'s collection."""
    meta: dict[str, str | int] = {
        "company": ticker,
        "fiscal_year": chunk["fiscal_year"],
        "section": chunk["section"],
        "source": chunk["source"],
        "doc_hash": chunk["doc_hash"],
        "chunk_index": chunk["chunk_index"],
    }
    if chunk["page"] is not None:
        meta["page"] = chunk["page"]
    if chunk.get("period"):
        meta["period"] = chunk["period"]
    if chunk.get("origin"):
        meta["origin"] = chunk["origin"]
    if chunk.get("owner"):
        meta["owner"] = chunk["owner"]
        meta["private"] = 1
    return meta


def visible_to(viewer: str | None) -> dict[str, Any] | None:
    """The ``where`` clause of what ``viewer`` may read: shared chunks and their own.

    A chunk without ``private`` (the bundled corpus, ``mines ingest``, stores written before
    owners existed) is shared; ``$ne`` matches a missing key. None for ``viewer=None``.
    """
    if viewer is None:
        return None
    return {"$or": [{"private": {"$ne": 1}}, {"owner": viewer}]}


def and_where(first: dict[str, Any], second: dict[str, Any] | None) -> dict[str, Any]:
    """Both ``where`` clauses (``first`` alone when ``second`` is None)."""
    return first if second is None else {"$and": [first, second]}


def complete_only(collection: Collection, rows: list[tuple[Chunk, str]]) -> list[Chunk]:
    """The rows whose document is completely stored (its chunk 0 is there)."""
    hashes = sorted({doc_hash for _, doc_hash in rows if doc_hash})
    complete: set[str] = set()
    if hashes:
        where: Any = {"$and": [{"chunk_index": 0}, {"doc_hash": {"$in": hashes}}]}
        markers = collection.get(where=where, include=["metadatas"])["metadatas"] or []
        complete = {str(m.get("doc_hash", "")) for m in markers}
    return [row for row, doc_hash in rows if not doc_hash or doc_hash in complete]


def query_rows(
    collection: Collection, embedding: Any, n: int, where: dict[str, Any] | None
) -> list[tuple[Chunk, str]]:
    """Rows of a query, each with its document's hash."""
    result = collection.query(
        query_embeddings=embedding,
        n_results=n,
        where=where,
        include=["documents", "metadatas", "distances"],
    )
    ids = result["ids"][0]
    texts = (result["documents"] or [[]])[0]
    metas = (result["metadatas"] or [[]])[0]
    distances = (result["distances"] or [[]])[0]
    return [
        (row_chunk(chunk_id, text, meta, 1.0 - float(distance)), str(meta.get("doc_hash", "")))
        for chunk_id, text, meta, distance in zip(ids, texts, metas, distances, strict=True)
    ]


def row_chunk(chunk_id: str, text: str | None, meta: Mapping[str, Any], score: float) -> Chunk:
    """A stored row as a :class:`Chunk` (score clipped to [0, 1])."""
    page = meta.get("page")
    chunk = Chunk(
        id=chunk_id,
        text=text or "",
        company=str(meta.get("company", "")),
        fiscal_year=str(meta.get("fiscal_year", "")),
        section=str(meta.get("section", "")),
        page=page if isinstance(page, int) else None,
        source=str(meta.get("source", "")),
        score=min(1.0, max(0.0, score)),
    )
    if meta.get("period"):
        chunk["period"] = str(meta["period"])
    if meta.get("origin") in ("bundled", "user"):
        chunk["origin"] = "bundled" if meta["origin"] == "bundled" else "user"
    return chunk


def _fingerprint(text: str) -> tuple[frozenset[str], tuple[str, ...]]:
    words = _WORD.findall(text.lower())
    numbers = tuple(sorted(w for w in words if _NUMBER.search(w)))
    return frozenset(words), numbers


def deduplicate(rows: Sequence[Chunk]) -> list[Chunk]:
    """Drop rows repeating a better-ranked row: same figures and nearly the same words.

    Passages that differ in any figure are kept apart, since a figure is the answer.
    """
    kept: list[Chunk] = []
    prints: list[tuple[frozenset[str], tuple[str, ...]]] = []
    for row in rows:
        words, numbers = _fingerprint(row["text"])
        duplicate = any(
            numbers == other_numbers
            and len(words & other_words) >= NEAR_DUPLICATE_JACCARD * len(words | other_words)
            for other_words, other_numbers in prints
        )
        if not duplicate:
            kept.append(row)
            prints.append((words, numbers))
    return kept
