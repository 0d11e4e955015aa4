"""The chunk types shared by ingestion, the store and the graph.

Plain ``TypedDict``s of JSON types only, so graph state holding them can be checkpointed
(JSON or msgpack) without custom serialisers.
"""

from __future__ import annotations

import os
from typing import Literal, NotRequired

from typing_extensions import TypedDict

Origin = Literal["bundled", "user"]
"""Where a document came from: the bundled summary corpus, or a report the user ingested."""

BUNDLED_CORPUS_ENV = "MINES_BUNDLED_CORPUS"
"""Set to ``0`` to keep the bundled corpus (reports and news file) out: your documents only."""


def bundled_corpus_enabled() -> bool:
    """False when ``MINES_BUNDLED_CORPUS`` is ``0`` (or ``false``/``no``/``off``)."""
    value = os.environ.get(BUNDLED_CORPUS_ENV, "").strip().lower()
    return value not in ("0", "false", "no", "off")


class Chunk(TypedDict):
    """One passage of an annual report, as retrieval returns it.

    Keys:
        id: Stable chunk id (hash of the document hash and the chunk index).
        text: The passage.
        company: Ticker, one of ``mines.question.companies.SUPPORTED_TICKERS``.
        fiscal_year: ``"FY2024"`` style; RIO's fiscal year is the calendar year.
        section: Heading the passage sits under (``""`` when none was found).
        page: 1-based page number, or ``None`` when the source has no pages.
        source: File name of the source document.
        score: Cosine similarity to the query clipped to [0, 1] (1 = identical);
            0.0 when the chunk does not come from a search.
        period: The document's reporting period, ``"FY2024"``, ``"H1 FY2024"`` or
            ``"H2 FY2024"`` (``fiscal_year`` is its fiscal year). Absent for chunks stored
            before periods were recorded.
        origin: ``"bundled"`` for the bundled summary corpus, ``"user"`` for a report the
            user ingested (so a user's own report can outrank a bundled summary). Absent
            for chunks stored before origins were recorded.
    """

    id: str
    text: str
    company: str
    fiscal_year: str
    section: str
    page: int | None
    source: str
    score: float
    period: NotRequired[str]
    origin: NotRequired[Origin]


class StoredChunk(Chunk):
    """A chunk as ingestion writes it: a :class:`Chunk` plus where it sits in its document.

    Keys:
        doc_hash: sha256 of the normalised text of the whole source document.
        chunk_index: 0-based position of the chunk in its document.
        owner: The user a document uploaded through the documents API belongs to; absent
            or ``""`` for a shared document (the bundled corpus, ``mines ingest``, uploads
            with auth off), which every user's questions read.
    """

    doc_hash: str
    chunk_index: int
    owner: NotRequired[str]
