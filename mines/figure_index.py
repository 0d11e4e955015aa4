"""The figure index: every figure ingestion read, stored beside the chunks that state it.

Vector search finds passages that *sound* like the question; a figure stated in a table
row of a 300-page report, or as the prior-year column of next year's report, may not be
among them. So ingestion also reads the figures of every chunk (:mod:`mines.figures.extract`)
and records them in the ``mines_figures`` collection: one entry per figure with company,
metric (``""`` when the registry does not name it), its label as printed, fiscal year,
period, value, scale, unit, currency, basis, dividend kind, qualifier, the chunk that states
it, the document and its origin (``user`` or ``bundled``). Retrieval then adds, for each
(company, metric, year) a question asks about, the chunks whose figures answer it
(:func:`chunk_ids_for`); :func:`figure_records` and :func:`chunk_ids_for_label` find figures
by their printed label, whatever the registry knows, and :func:`chunk_ids_for_phrases`
the chunks whose printed labels name an asked measure phrase (retrieval adds them).

Entries are never queried by vector (only by metadata), so they are written with a fixed
unit vector and cost no embedding. An entry whose chunk is gone (a replaced document) is
harmless: its chunk is not found and nothing is added; replaced documents' entries are
removed when the new version is indexed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from mines.documents import Chunk, StoredChunk
from mines.embeddings import DIMENSION
from mines.figures.extract import extract_figures
from mines.figures.figure_measure import printed_row
from mines.figures.heading_measure import scored_row
from mines.figures.initialisms import measure_spelled
from mines.figures.label_words import coverage, label_word_score, priced_coverage
from mines.figures.labels import norm_label
from mines.figures.model import DocContext, Figure
from mines.figures.qualifiers import read_qualifiers
from mines.figures.similarity import names_line
from mines.store_rows import visible_to

COLLECTION = "mines_figures"
_UNIT_VECTOR = [1.0] + [0.0] * (DIMENSION - 1)
MAX_CHUNKS_PER_LOOKUP = 24
MAX_CHUNKS_PER_PHRASE_LOOKUP = 6
"""Chunks a printed-label lookup adds per company: the best-matching labels' chunks only,
so a common word ("cash") cannot flood the context."""


def _collection(store: Any) -> Any:
    return store.collection(COLLECTION)


def chunk_figures(chunk: Chunk | StoredChunk) -> list[Figure]:
    """The figures one chunk states, read with its document's period as context."""
    return extract_figures(chunk["text"], DocContext.of(chunk))


def index_chunks(store: Any, chunks: Sequence[StoredChunk]) -> int:
    """Read and record the figures of a document's chunks; return how many were recorded.

    Entries of other versions of the same source are removed first.
    """
    if not chunks:
        return 0
    first = chunks[0]
    collection = _collection(store)
    kept = list(dict.fromkeys(c["doc_hash"] for c in chunks))  # a document and its pieces
    stale = collection.get(
        where={"$and": [{"source": first["source"]}, {"doc_hash": {"$nin": kept}}]},
        include=[],
    )["ids"]
    if stale:
        collection.delete(ids=stale)
    ids: list[str] = []
    metas: list[dict[str, Any]] = []
    docs: list[str] = []
    for chunk in chunks:
        for i, figure in enumerate(chunk_figures(chunk)):
            ids.append(f"{chunk['id']}:{i}")
            docs.append(figure.span.text[:500])
            metas.append(_entry(figure, chunk))
    for start in range(0, len(ids), 256):
        end = start + 256
        collection.upsert(
            ids=ids[start:end],
            documents=docs[start:end],
            metadatas=metas[start:end],
            embeddings=[_UNIT_VECTOR] * len(ids[start:end]),
        )
    return len(ids)


def _entry(figure: Figure, chunk: StoredChunk) -> dict[str, Any]:
    """The metadata of one figure's entry (Chroma stores no None: absent is "")."""
    return {
        "company": figure.company,
        "metric": figure.metric,
        "label": figure.label,
        "label_words": norm_label(figure.label),
        "fiscal_year": figure.period.fiscal_year,
        "period": figure.period.label,
        "value": figure.value,
        "scale": figure.scale,
        "unit": figure.unit,
        "currency": figure.currency or "",
        "basis": figure.basis or "",
        "dividend_kind": figure.dividend_kind or "",
        "qualifier": figure.qualifier or "",
        "chunk_id": chunk["id"],
        "doc_hash": chunk["doc_hash"],
        "source": chunk["source"],
        "origin": str(chunk.get("origin") or "user"),
        **({"owner": chunk["owner"], "private": 1} if chunk.get("owner") else {}),
    }


def delete_document(store: Any, doc_hash: str) -> None:
    """Remove the entries of one document version."""
    collection = _collection(store)
    ids = collection.get(where={"doc_hash": doc_hash}, include=[])["ids"]
    if ids:
        collection.delete(ids=ids)


GENERIC_SCOPES = frozenset({"group", "segment"})
"""Scope words that name no one part of a company ("the group", "a segment")."""


@lru_cache(maxsize=4096)
def _scopes(words: str) -> frozenset[str]:
    return read_qualifiers(words).get("scope", frozenset()) - GENERIC_SCOPES


def fit(record: dict[str, Any], periods: Sequence[str], scope: Sequence[str]) -> tuple[int, int]:
    """How far one indexed figure is from what was asked: 0 on each axis when it fits.

    The period first (``H1 FY2024`` asked: a figure for ``FY2024`` never answers it), then
    the part of the company (a division, a commodity) asked: "the lithium division's EBITDA"
    is a "Lithium" row's, whatever the group line beside it. Nothing asked on an axis: every
    figure fits it.
    """
    period = 0 if not periods or str(record.get("period") or "") in periods else 1
    if not scope:
        return period, 0
    said = _scopes(f"{record.get('qualifier') or ''} {record.get('label') or ''}")
    return period, 0 if said & set(scope) else 1


def chunk_ids_for(
    store: Any,
    company: str,
    metrics: Sequence[str],
    fiscal_years: Sequence[str],
    viewer: str | None = None,
    *,
    periods: Sequence[str] = (),
    scope: Sequence[str] = (),
) -> list[str]:
    """Ids of the chunks stating a figure of ``company`` for the metrics and years asked.

    With no years, every year of those metrics counts. At most ``MAX_CHUNKS_PER_LOOKUP``,
    the chunks of figures for the ``periods`` and part of the company (``scope``) asked
    first (:func:`fit`). With ``viewer``, only figures of shared documents and of that
    user's own.
    """
    if not metrics:
        return []
    clauses: list[dict[str, Any]] = [
        {"company": company},
        {"metric": {"$in": list(metrics)}},
    ]
    if fiscal_years:
        clauses.append({"fiscal_year": {"$in": list(fiscal_years)}})
    visible = visible_to(viewer)
    if visible is not None:
        clauses.append(visible)
    result = _collection(store).get(where={"$and": clauses}, include=["metadatas"])
    records = list(result["metadatas"] or [])
    ranked = sorted(range(len(records)), key=lambda i: (fit(records[i], periods, scope), i))
    ids = [str(records[i].get("chunk_id", "")) for i in ranked]
    if "dividends_per_share" in metrics:
        # a dividend printed in words no list holds ("Determined on the full-year result"
        # under "Distributions"): a per-share figure the reader gave a dividend kind
        clauses[1] = {"dividend_kind": {"$in": ["interim", "final", "special", "total"]}}
        printed = _collection(store).get(where={"$and": clauses}, include=["metadatas"])
        ids += [
            str(m.get("chunk_id", ""))
            for m in printed["metadatas"] or []
            if not m.get("metric") and "share" in str(m.get("unit", ""))
        ]
    return list(dict.fromkeys(i for i in ids if i))[:MAX_CHUNKS_PER_LOOKUP]


def figure_records(
    store: Any, company: str, fiscal_years: Sequence[str] = (), viewer: str | None = None
) -> list[dict[str, Any]]:
    """Every indexed figure of ``company`` (in ``fiscal_years`` when given), as stored.

    Each record is the entry's metadata: ``label`` as printed, ``metric`` (``""`` when the
    registry does not name it), ``period``, ``value``, ``scale``, ``unit``, ``currency``,
    ``basis``, ``dividend_kind``, ``qualifier`` (``""`` when absent), ``chunk_id``, ``source``.
    With ``viewer``, only figures of shared documents and of that user's own.
    """
    clauses: list[dict[str, Any]] = [{"company": company}]
    if fiscal_years:
        clauses.append({"fiscal_year": {"$in": list(fiscal_years)}})
    visible = visible_to(viewer)
    if visible is not None:
        clauses.append(visible)
    where = clauses[0] if len(clauses) == 1 else {"$and": clauses}
    result = _collection(store).get(where=where, include=["metadatas"])
    return [dict(m) for m in result["metadatas"] or []]


def chunk_ids_for_label(
    store: Any,
    company: str,
    words: Sequence[str],
    fiscal_years: Sequence[str] = (),
    viewer: str | None = None,
) -> list[str]:
    """Ids of the chunks stating a figure whose printed label holds every one of ``words``.

    Words are compared as :func:`mines.figures.labels.norm_label` writes them (lower case,
    "&" as "and"); at most ``MAX_CHUNKS_PER_LOOKUP``, in index order.
    """
    wanted = set(norm_label(" ".join(words)).split())
    if not wanted:
        return []
    ids = [
        str(r.get("chunk_id", ""))
        for r in figure_records(store, company, fiscal_years, viewer)
        if wanted <= set(str(r.get("label_words", "")).split())
    ]
    return list(dict.fromkeys(i for i in ids if i))[:MAX_CHUNKS_PER_LOOKUP]


def _label_score(phrases: Sequence[str], label: str, unit: str) -> float:
    """How well ``label`` names the best of ``phrases``, on words alone."""
    return max(
        max(
            label_word_score(phrase, label),
            coverage(phrase, label),
            coverage(phrase, measure_spelled(label)),  # "PP&E bought": initials spelled
            names_line(phrase, label),
            priced_coverage(phrase, label, unit),  # "(US$ a dry tonne)" names it too
        )
        for phrase in phrases
    )


MIN_LABEL_SCORE = 0.45
"""A label naming half the phrase's words and little else (:func:`coverage`) is looked up."""


def chunk_ids_for_phrases(
    store: Any,
    company: str,
    phrases: Sequence[str],
    fiscal_years: Sequence[str] = (),
    viewer: str | None = None,
    *,
    periods: Sequence[str] = (),
    scope: Sequence[str] = (),
) -> list[str]:
    """Ids of the chunks stating a figure whose printed label names one of ``phrases``.

    A label names a phrase when one's content words are all the other's
    (:func:`mines.figures.label_words.label_word_score`): "Net cash from operating activities —
    Cash flow" for "net cash from operating activities", whatever metric the registry gave
    it. Figures of the periods and part of the company asked first (:func:`fit`), then the
    best-scoring labels, at most ``MAX_CHUNKS_PER_PHRASE_LOOKUP``; one metadata read for the
    company and years (shared documents and ``viewer``'s own).
    """
    if not any(p.strip() for p in phrases):
        return []
    scored: list[tuple[tuple[int, int], float, int, str]] = []
    for order, record in enumerate(figure_records(store, company, fiscal_years, viewer)):
        label = str(record.get("label") or "")
        chunk_id = str(record.get("chunk_id") or "")
        if not label or not chunk_id:
            continue
        unit = str(record.get("unit") or "")
        score = _label_score(phrases, label, unit)
        headed = scored_row(label)  # "Produced" under "Wodgina - spodumene concentrate"
        if headed != printed_row(label):
            # a row naming no measure, with its heading's words: looked up when they name
            # the phrase nearly whole, after every label naming it in its own row's words
            if score < MIN_LABEL_SCORE and _label_score(phrases, headed, unit) >= 0.6:
                score = MIN_LABEL_SCORE
        if score >= MIN_LABEL_SCORE:
            scored.append((fit(record, periods, scope), -score, order, chunk_id))
    ids = [chunk_id for *_, chunk_id in sorted(scored)]
    return list(dict.fromkeys(ids))[:MAX_CHUNKS_PER_PHRASE_LOOKUP]
