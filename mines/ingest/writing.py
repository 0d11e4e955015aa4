"""Writing chunked documents to the store: embedded in groups, each document all or nothing.

Writing is idempotent and atomic per document: unchanged content is skipped (by the hash of
the normalised text); changed content of a source is written first and the old chunks of that
source are deleted afterwards; a failed write deletes what it added.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from mines import figure_index
from mines.chroma_client import StoreError
from mines.documents import Origin, StoredChunk
from mines.ingest.results import FileResult, Progress, ProgressCallback
from mines.store import DocumentInfo, Store

if TYPE_CHECKING:
    from chromadb.api.types import Embedding as Vector

logger = logging.getLogger(__name__)


WRITE_BATCH = 64
"""Chunks per store write (about two embedding batches)."""


EMBED_GROUP = 256
"""Chunks embedded together across documents before they are written."""


def _write_document(
    store: Store, chunks: list[StoredChunk], vectors: Sequence[Vector] | None = None
) -> int:
    """Write all chunks of one document, or none of them; return the figures indexed.

    The figures the chunks state are indexed first (:mod:`mines.figure_index`); the first
    chunk goes last: its presence marks the document as complete. ``vectors`` are the
    chunks' embeddings in order (the store embeds the texts when None).
    """
    # every completion marker (chunk 0 of the document, and of each company's piece of a
    # piece on several miners, :mod:`mines.ingest.pieces`) goes last
    order = sorted(range(len(chunks)), key=lambda i: (chunks[i]["chunk_index"] == 0, i == 0))
    ordered = [chunks[i] for i in order]
    ordered_vectors = None if vectors is None else [vectors[i] for i in order]
    try:
        figures = figure_index.index_chunks(store, chunks)
        for start in range(0, len(ordered), WRITE_BATCH):
            batch = slice(start, start + WRITE_BATCH)
            store.add_chunks(
                ordered[batch], None if ordered_vectors is None else ordered_vectors[batch]
            )
        return figures
    except Exception:
        first = chunks[0]
        try:
            for doc_hash, company in dict.fromkeys((c["doc_hash"], c["company"]) for c in chunks):
                figure_index.delete_document(store, doc_hash)
                store.delete_document(doc_hash, company=company)
        except StoreError as exc:
            logger.error(
                "could not remove the partly written %s (the next ingestion removes it): %s",
                first["source"],
                exc,
            )
        raise


@dataclass
class Pending:
    """A document read and chunked, waiting to be embedded and written."""

    result: FileResult
    path: Path
    doc_hash: str
    source: str
    chunks: list[StoredChunk]
    origin: Origin
    stored: list[DocumentInfo] = field(default_factory=list)
    """The versions in the store with the same content or the same source."""


@dataclass(frozen=True)
class Options:
    """What :func:`ingest_paths` applies to every file besides the overrides."""

    sources: Mapping[Path, str]
    owner: str = ""
    progress: ProgressCallback | None = None

    def tell(
        self, path: Path, stage: Literal["reading", "embedding", "written"], done: int, total: int
    ) -> None:
        """Tell the progress callback, if any, how far ``path`` is."""
        if self.progress is not None:
            self.progress(Progress(str(path), stage, done, total))


def needs_writing(store: Store, pending: Pending) -> bool:
    """False when this exact version is stored already (or the store cannot be read)."""
    result = pending.result
    try:
        pending.stored = [
            d
            for d in store.documents()
            if d.doc_hash == pending.doc_hash or d.source == pending.source
        ]
    except Exception as exc:
        logger.warning("storing %s failed: %s", pending.path, exc)
        result.error = f"could not store {pending.path.name}; nothing of it was written ({exc})"
        return False
    markers = {
        (c["doc_hash"], c["company"], str(c.get("period") or ""))
        for c in pending.chunks
        if c["chunk_index"] == 0
    }
    stored = {(d.doc_hash, d.company, d.period) for d in pending.stored}
    if markers <= stored and any(
        d.doc_hash == pending.doc_hash
        and d.company == result.company
        and d.fiscal_year == result.fiscal_year
        and d.period == result.period
        and d.origin == pending.origin
        and d.owner == str(pending.chunks[0].get("owner", "") if pending.chunks else "")
        for d in pending.stored
    ):
        # Already stored in full: say what is there (a job re-run after a crash that came
        # just after the write must not report an empty document).
        result.status = "unchanged"
        result.chunks = len(pending.chunks)
        result.figures = sum(len(figure_index.chunk_figures(c)) for c in pending.chunks)
        return False
    return True


def piece_hashes(chunks: Sequence[StoredChunk]) -> tuple[str, ...]:
    """The content hashes of a document and of its pieces (:mod:`mines.ingest.pieces`)."""
    return tuple(dict.fromkeys(c["doc_hash"] for c in chunks))


def _write_file(store: Store, pending: Pending, vectors: Sequence[Vector] | None) -> None:
    """Write a document and retire its earlier version; the outcome goes in its result."""
    path, result, ticker = pending.path, pending.result, str(pending.result.company)
    try:
        result.figures = _write_document(store, pending.chunks, vectors)
    except Exception as exc:
        logger.warning("storing %s failed: %s", path, exc)
        result.error = f"could not store {path.name}; nothing of it was written ({exc})"
        return
    try:
        store.delete_source(pending.source, keep_doc_hash=piece_hashes(pending.chunks))
        for moved in {d.company for d in pending.stored if d.doc_hash == pending.doc_hash} - {
            ticker
        }:
            store.delete_document(pending.doc_hash, company=moved)
    except Exception as exc:
        # Keep exactly one version: take the new one out again, the earlier one stays.
        logger.warning("replacing the earlier version of %s failed: %s", path, exc)
        try:
            store.delete_document(pending.doc_hash, company=ticker)
        except StoreError as undo:
            logger.error("could not remove the new version of %s: %s", path, undo)
        result.error = (
            f"could not replace the earlier version of {path.name}; the earlier version is "
            f"kept ({exc})"
        )
        return
    result.status = "replaced" if pending.stored else "added"
    result.chunks = len(pending.chunks)


def _embed_group(store: Store, group: list[Pending], options: Options) -> list[Vector]:
    """The vectors of every chunk of the group, in order, EMBED_GROUP at a time.

    Each slice is sorted by length by the embedding function; after each one every
    document of the group is told how many of its chunks are embedded.
    """
    texts = [c["text"] for p in group for c in p.chunks]
    vectors: list[Vector] = []
    for start in range(0, len(texts), EMBED_GROUP):
        vectors.extend(store.embed(texts[start : start + EMBED_GROUP]))
        offset = 0
        for pending in group:
            size = len(pending.chunks)
            done = min(size, max(0, len(vectors) - offset))
            options.tell(pending.path, "embedding", done, size)
            offset += size
    return vectors


def write_group(store: Store, group: list[Pending], options: Options | None = None) -> None:
    """Embed the chunks of several documents together, then write each document alone.

    A report has a handful of chunks: embedded alone they make one small batch, padded
    to its longest chunk. Together they fill length-sorted batches. If embedding them
    together fails, each document is embedded as it is written, and fails alone.
    """
    if not group:
        return
    options = options or Options({})
    vectors: list[Vector] | None
    try:
        vectors = _embed_group(store, group, options)
    except Exception as exc:
        logger.warning("embedding %d documents together failed: %s", len(group), exc)
        vectors = None
    offset = 0
    for pending in group:
        size = len(pending.chunks)
        _write_file(store, pending, None if vectors is None else vectors[offset : offset + size])
        options.tell(pending.path, "written", size, size)
        offset += size


def add_to_group(
    store: Store, group: list[Pending], read: Pending, options: Options
) -> list[Pending]:
    """The group waiting to be written, with ``read`` added when it needs writing.

    The group is written first when it holds a copy of ``read`` (compared once that is
    written), and written when it reaches EMBED_GROUP chunks.
    """
    if any(p.doc_hash == read.doc_hash for p in group):
        write_group(store, group, options)  # a copy waits: compare with it written
        group = []
    if needs_writing(store, read):
        group.append(read)
    if sum(len(p.chunks) for p in group) >= EMBED_GROUP:
        write_group(store, group, options)
        group = []
    return group
