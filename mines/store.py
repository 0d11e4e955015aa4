"""The Chroma vector store of annual-report chunks: one collection per company.

Layout: ``mines_bhp``, ``mines_rio``, ``mines_fmg``, ``mines_min`` and ``mines_nst``, each in
cosine space and always opened with :class:`~mines.embeddings.MinesEmbeddingFunction`
(chromadb's default function would try to download a model). One collection per company
makes the company filter structural: a BHP search cannot reach another company's vectors.
It is also much faster than a ``where`` filter on one shared collection. With
``evals/bench_retrieval.py`` on 2 cores at 100k chunks, a raw query took 1.2 ms (p50) on a
company's own collection and 248 ms (p50) on one shared collection filtered by company;
unfiltered took 2.0 ms. At 10k the figures were 1.4 ms and 11 ms. The company is still
checked on every returned chunk, as a second guard.

Every chunk's metadata holds company, fiscal_year, period ("FY2024", "H1 FY2024"), origin
("bundled" or "user"), section, page (absent when unknown), source, doc_hash and
chunk_index; a document uploaded by a user with auth on also holds ``owner`` and
``private: 1``, and is searched only for that user (:func:`visible_to`). The chunk with
index 0 is written last by ingestion and
marks its document as complete: :meth:`Store.documents`, :meth:`Store.has_document` and
:meth:`Store.corpus_version` read only those markers.

Failures raise :class:`~mines.chroma_client.StoreError` with advice on how to recover
(:mod:`mines.chroma_client`); the rows' metadata, visibility and deduplication are in
:mod:`mines.store_rows`.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mines.chroma_client import (
    DEFAULT_CHROMA_PORT,
    ChromaPlace,
    StoreError,
    default_data_dir,
    distance_space,
)
from mines.documents import Chunk, StoredChunk
from mines.embeddings import MinesEmbeddingFunction
from mines.question.companies import SUPPORTED_TICKERS
from mines.question.years import normalise_fiscal_year
from mines.store_rows import (
    and_where,
    complete_only,
    deduplicate,
    metadata,
    query_rows,
    row_chunk,
    visible_to,
)

if TYPE_CHECKING:
    from chromadb.api.models.Collection import Collection
    from chromadb.api.types import Embedding as Vector
    from chromadb.api.types import Where

COLLECTION_PREFIX = "mines_"


@dataclass(frozen=True)
class DocumentInfo:
    """One ingested document, as recorded by its first chunk."""

    company: str
    fiscal_year: str
    source: str
    doc_hash: str
    period: str = ""
    origin: str = ""
    owner: str = ""
    """The user a private document belongs to; ``""`` for a shared one."""


def collection_name(company: str) -> str:
    """Name of a company's collection (``BHP`` -> ``mines_bhp``)."""
    return COLLECTION_PREFIX + company.lower()


def _ticker(company: str) -> str:
    ticker = company.strip().upper()
    if ticker not in SUPPORTED_TICKERS:
        raise ValueError(f"unknown company {company!r}; expected one of {SUPPORTED_TICKERS}")
    return ticker


class Store:
    """Chunks of the annual reports in Chroma, one cosine collection per company.

    Args:
        path: Folder of an embedded (``PersistentClient``) store; defaults to
            ``default_data_dir() / "chroma"``. Ignored when ``host`` is given.
        host: Host of a Chroma server to use instead (``HttpClient``).
        port: Port of that server.

    Raises:
        StoreError: The folder cannot be used or the server cannot be reached.
    """

    def __init__(
        self, path: Path | None = None, host: str | None = None, port: int = DEFAULT_CHROMA_PORT
    ) -> None:
        self.host = host
        self.port = port
        self.path = None if host else (path or default_data_dir() / "chroma")
        self._ef = MinesEmbeddingFunction()
        self._collections: dict[str, Collection] = {}
        self._lock = threading.Lock()
        self._place = ChromaPlace(self.path, host, port)
        self._client = self._place.connect()

    @property
    def location(self) -> str:
        """Where the data lives, for messages: a folder or a server URL."""
        return self._place.location

    def _recovery_hint(self) -> str:
        return self._place.recovery_hint()

    def _errors(self, action: str) -> AbstractContextManager[None]:
        """Turn any failure of Chroma or of the model into a StoreError with advice."""
        return self._place.errors(action)

    def collection(self, name: str) -> Collection:
        """A collection in cosine space using the product's embedding function.

        Other components (the semantic cache keeps ``mines_cache``) get theirs here, so every
        collection shares one vector space and never falls back to Chroma's default model.

        Args:
            name: Collection name (3-512 characters of ``[a-zA-Z0-9._-]``).

        Returns:
            The collection, created when missing.

        Raises:
            StoreError: It cannot be opened, or it exists with another distance.
        """
        with self._lock:
            cached = self._collections.get(name)
            if cached is not None:
                return cached
            with self._errors(f"opening collection {name}"):
                collection = self._client.get_or_create_collection(
                    name,
                    embedding_function=self._ef,  # type: ignore[arg-type]
                    configuration={"hnsw": {"space": "cosine"}},
                )
                space = distance_space(collection)
            if space != "cosine":
                raise StoreError(
                    f"collection {name} in {self.location} uses {space} distance, not cosine; "
                    + self._recovery_hint()
                )
            self._collections[name] = collection
            return collection

    def warm_up(self) -> None:
        """Load the embedding model and open every company's collection now.

        A server calls this at start-up, so the first question does not pay for it (about
        0.35 s of a cold worker's first run, measured).

        Raises:
            StoreError: The store failed.
        """
        with self._errors("warming up"):
            self._ef.embed_query(["annual report"])
        self._company_collections(None)

    def _company_collections(self, company: str | None) -> list[tuple[str, Collection]]:
        tickers = [_ticker(company)] if company else list(SUPPORTED_TICKERS)
        return [(t, self.collection(collection_name(t))) for t in tickers]

    def search(
        self,
        company: str,
        query: str,
        k: int = 4,
        fiscal_years: Sequence[str] | None = None,
        viewer: str | None = None,
    ) -> list[Chunk]:
        """The ``k`` chunks of one company most similar to ``query``.

        Only that company's collection is searched, and each result's company is checked
        again. With ``fiscal_years``, chunks of those years are searched first; if there are
        none, the search runs again without the year filter (check ``fiscal_year`` of the
        results). Exact and near-duplicate passages (same figures, >= 90% shared words) are
        returned once. Chunks of a document whose ingestion has not completed (its chunk 0,
        written last, is missing) are never returned, so a document appears all at once.

        Args:
            company: Ticker (``BHP``...).
            query: The search text.
            k: Number of chunks wanted.
            fiscal_years: ``FY2024`` style years to prefer.
            viewer: Only shared documents and this user's own (None: every document).

        Returns:
            Up to ``k`` chunks, best first, with ``score`` = 1 - cosine distance in [0, 1].

        Raises:
            ValueError: ``company`` is not one of the five.
            StoreError: The store failed.
        """
        ticker = _ticker(company)
        if k < 1:
            return []
        years = sorted({normalise_fiscal_year(y) or y.strip().upper() for y in fiscal_years or ()})
        with self._errors(f"searching {ticker}"):
            collection = self.collection(collection_name(ticker))
            embedding = self._ef.embed_query([query])
            fetch = 3 * k + 4  # room for duplicates
            rows: list[Chunk] = []
            visible = visible_to(viewer)
            if years:
                where = and_where({"fiscal_year": {"$in": years}}, visible)
                rows = complete_only(collection, query_rows(collection, embedding, fetch, where))
            if not rows:
                rows = complete_only(collection, query_rows(collection, embedding, fetch, visible))
        same_company = [row for row in rows if row["company"] == ticker]
        return deduplicate(same_company)[:k]

    def get_chunks(
        self, company: str, ids: Sequence[str], viewer: str | None = None
    ) -> list[Chunk]:
        """The chunks of ``company`` with these ids, score 1.0; missing or incomplete skipped.

        Args:
            company: Ticker.
            ids: Chunk ids (for example from the figure index).
            viewer: Only shared chunks and this user's own (None: every chunk).

        Returns:
            The chunks found, in collection order.

        Raises:
            ValueError: ``company`` is not one of the five.
            StoreError: The store failed.
        """
        ticker = _ticker(company)
        if not ids:
            return []
        with self._errors(f"reading {ticker} chunks"):
            collection = self.collection(collection_name(ticker))
            result = collection.get(ids=list(ids), include=["documents", "metadatas"])
            rows = [
                (row_chunk(i, text, meta, 1.0), str(meta.get("doc_hash", "")))
                for i, text, meta in zip(
                    result["ids"], result["documents"] or [], result["metadatas"] or [], strict=True
                )
                if viewer is None or not meta.get("private") or meta.get("owner") == viewer
            ]
            return [c for c in complete_only(collection, rows) if c["company"] == ticker]

    def add_chunks(
        self, chunks: Sequence[StoredChunk], embeddings: Sequence[Vector] | None = None
    ) -> int:
        """Write chunks (upsert by id, so writing the same chunk twice is harmless).

        Args:
            chunks: Chunks of any companies; each goes to its company's collection.
            embeddings: The chunks' vectors from :meth:`embed`, in the same order; when
                None, the store embeds the texts itself.

        Returns:
            The number of chunks written.

        Raises:
            ValueError: A chunk names an unknown company, or the embeddings do not match
                the chunks one to one.
            StoreError: The store failed.
        """
        if embeddings is not None and len(embeddings) != len(chunks):
            raise ValueError(f"{len(embeddings)} embeddings for {len(chunks)} chunks")
        by_company: dict[str, list[int]] = {}
        for index, chunk in enumerate(chunks):
            by_company.setdefault(_ticker(chunk["company"]), []).append(index)
        with self._errors("adding chunks"):
            for ticker, rows in by_company.items():
                items = [chunks[i] for i in rows]
                self.collection(collection_name(ticker)).upsert(
                    ids=[c["id"] for c in items],
                    documents=[c["text"] for c in items],
                    metadatas=[metadata(c, ticker) for c in items],
                    embeddings=None if embeddings is None else [embeddings[i] for i in rows],
                )
        return len(chunks)

    def embed(self, texts: Sequence[str]) -> list[Vector]:
        """Embed passages with the store's embedding function, as writing them would.

        Args:
            texts: The passages.

        Returns:
            One vector per passage, for :meth:`add_chunks`.

        Raises:
            EmbeddingError: The embedding model cannot be used.
        """
        return list(self._ef(list(texts)))

    def _delete_where(self, where: Mapping[str, Any], company: str | None) -> int:
        deleted = 0
        with self._errors("deleting chunks"):
            for _, collection in self._company_collections(company):
                ids = collection.get(where=dict(where), include=[])["ids"]
                if ids:
                    collection.delete(ids=ids)
                    deleted += len(ids)
        return deleted

    def delete_source(
        self,
        source: str,
        company: str | None = None,
        keep_doc_hash: str | Sequence[str] | None = None,
    ) -> int:
        """Delete every chunk of a source file.

        Args:
            source: File name, as stored in ``source``.
            company: Only in this company's collection (all when None).
            keep_doc_hash: Keep the chunks of this document version (or these: a document
                and its pieces, :mod:`mines.ingest.pieces`).

        Returns:
            The number of chunks deleted.
        """
        where: dict[str, Any] = {"source": source}
        kept = [keep_doc_hash] if isinstance(keep_doc_hash, str) else list(keep_doc_hash or ())
        if kept:
            where = {"$and": [where, {"doc_hash": {"$nin": kept}}]}
        return self._delete_where(where, company)

    def delete_document(self, doc_hash: str, company: str | None = None) -> int:
        """Delete every chunk of one document version.

        Args:
            doc_hash: The document's content hash.
            company: Only in this company's collection (all when None).

        Returns:
            The number of chunks deleted.
        """
        return self._delete_where({"doc_hash": doc_hash}, company)

    def delete_incomplete_documents(self) -> int:
        """Delete the chunks of every document whose completion marker is missing.

        Ingestion writes a document's chunk 0 last and removes what it wrote when a write
        fails; if that removal failed too (say the disk was full), the leftovers would still
        be found by search. Ingestion calls this first, so they never outlive the next run.

        Returns:
            The number of chunks deleted.
        """
        deleted = 0
        with self._errors("removing partly ingested documents"):
            for _, collection in self._company_collections(None):
                metas = collection.get(include=["metadatas"])["metadatas"] or []
                hashes = {str(m.get("doc_hash", "")) for m in metas}
                complete = {
                    str(m.get("doc_hash", ""))
                    for m in collection.get(where={"chunk_index": 0}, include=["metadatas"])[
                        "metadatas"
                    ]
                    or []
                }
                for doc_hash in sorted(hashes - complete):
                    ids = collection.get(where={"doc_hash": doc_hash}, include=[])["ids"]
                    if ids:
                        collection.delete(ids=ids)
                        deleted += len(ids)
        return deleted

    def documents(
        self, company: str | None = None, viewer: str | None = None
    ) -> list[DocumentInfo]:
        """Every completely ingested document, ordered by company and source.

        Args:
            company: Only this company's documents (all when None).
            viewer: Only shared documents and this user's own (None: every document).

        Returns:
            One entry per document.
        """
        found: list[DocumentInfo] = []
        with self._errors("listing documents"):
            for ticker, collection in self._company_collections(company):
                where = and_where({"chunk_index": 0}, visible_to(viewer))
                result = collection.get(where=where, include=["metadatas"])
                for meta in result["metadatas"] or []:
                    found.append(
                        DocumentInfo(
                            company=ticker,
                            fiscal_year=str(meta.get("fiscal_year", "")),
                            source=str(meta.get("source", "")),
                            doc_hash=str(meta.get("doc_hash", "")),
                            period=str(meta.get("period", "")),
                            origin=str(meta.get("origin", "")),
                            owner=str(meta.get("owner", "")),
                        )
                    )
        return sorted(found, key=lambda d: (d.company, d.source, d.doc_hash))

    def has_document(self, content_hash: str, company: str | None = None) -> bool:
        """Whether a document with this content hash is completely stored.

        Args:
            content_hash: sha256 of the normalised document text (``doc_hash``).
            company: Look only in this company's collection (all when None).

        Returns:
            True when its chunks are stored.
        """
        where: Where = {"$and": [{"doc_hash": content_hash}, {"chunk_index": 0}]}
        with self._errors("looking up a document"):
            for _, collection in self._company_collections(company):
                if collection.get(where=where, limit=1, include=[])["ids"]:
                    return True
        return False

    def count(self, company: str | None = None) -> int:
        """Number of chunks stored (of one company, or of all).

        Args:
            company: Ticker, or None for all companies.

        Returns:
            The chunk count.
        """
        with self._errors("counting chunks"):
            return sum(c.count() for _, c in self._company_collections(company))

    def corpus_version(self) -> str:
        """A short hash of the set of documents stored; changes on any ingest or removal.

        It covers each document's content hash and the company, fiscal year and source it is
        stored under. Caches of answers should key on it, so no answer outlives its corpus.

        Returns:
            16 hex characters (the same value for the same set of documents).
        """
        lines = sorted(
            f"{d.company}\t{d.fiscal_year}\t{d.source}\t{d.doc_hash}" for d in self.documents()
        )
        return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


_store: Store | None = None
_store_lock = threading.Lock()


def get_store() -> Store:
    """The process-wide store, configured from the environment on first call.

    ``CHROMA_HOST`` (and ``CHROMA_PORT``, default 8000) select a Chroma server; otherwise
    the embedded store lives in ``$MINES_DATA_DIR/chroma`` (default ``<repo>/.mines/chroma``).

    Raises:
        StoreError: The store cannot be opened (not cached; the next call tries again).
    """
    global _store
    with _store_lock:
        if _store is None:
            host = os.environ.get("CHROMA_HOST", "").strip()
            if host:
                port_text = os.environ.get("CHROMA_PORT", "").strip() or str(DEFAULT_CHROMA_PORT)
                if not port_text.isdigit():
                    raise StoreError(f"CHROMA_PORT must be a port number, got {port_text!r}")
                _store = Store(host=host, port=int(port_text))
            else:
                _store = Store(path=default_data_dir() / "chroma")
        return _store


def clear_store_cache() -> None:
    """Forget the process-wide store (tests, or after changing the environment)."""
    global _store
    with _store_lock:
        _store = None
