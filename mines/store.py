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

Failures of the data folder or of the Chroma server raise :class:`StoreError`, whose
message says what failed and how to recover: a damaged, unreadable or full data folder, a
folder deleted while in use (the process still holds the deleted files, so it stops instead
of writing into them), and a Chroma server that is down, restarting or not answering (every
request has a timeout, ``CHROMA_TIMEOUT`` seconds, default 30; once the server is back the
same store works again without a restart).
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mines.documents import Chunk, StoredChunk
from mines.embeddings import EmbeddingError, MinesEmbeddingFunction
from mines.question.companies import SUPPORTED_TICKERS
from mines.question.years import normalise_fiscal_year

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection
    from chromadb.api.types import Embedding as Vector
    from chromadb.api.types import Where

COLLECTION_PREFIX = "mines_"
DEFAULT_CHROMA_PORT = 8000
DEFAULT_CHROMA_TIMEOUT_S = 30.0
"""Timeout of every request to a Chroma server (``CHROMA_TIMEOUT`` overrides it)."""
SQLITE_FILE = "chroma.sqlite3"
"""The file an embedded store keeps its data in; its absence means the folder was removed."""
NEAR_DUPLICATE_JACCARD = 0.9
"""Two texts with the same figures and this word overlap are one passage for search."""

_REPO_ROOT = Path(__file__).resolve().parent.parent
_WORD = re.compile(r"[^\W\d_]+|\d+(?:[.,]\d+)*", re.UNICODE)
_NUMBER = re.compile(r"\d")


class StoreError(RuntimeError):
    """The vector store cannot be opened or used; the message says how to recover."""


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


def default_data_dir() -> Path:
    """Folder of the product's local data: ``$MINES_DATA_DIR``, else ``<repo>/.mines``."""
    configured = os.environ.get("MINES_DATA_DIR")
    return Path(configured).expanduser() if configured else _REPO_ROOT / ".mines"


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
        self._client = self._connect()

    @property
    def location(self) -> str:
        """Where the data lives, for messages: a folder or a server URL."""
        return f"http://{self.host}:{self.port}" if self.host else str(self.path)

    def _recovery_hint(self) -> str:
        if self.host:
            return (
                f"check that the Chroma server at {self.location} is running and reachable "
                "(restart it, e.g. `chroma run --path <folder> --port "
                f"{self.port}`), or unset CHROMA_HOST to use the embedded store"
            )
        return (
            f"if the data folder is damaged, move {self.path} aside (or delete it) and run "
            "`mines ingest` for your own reports (the bundled reports are ingested again "
            "automatically on first use; conversations are kept elsewhere and are not affected)"
        )

    def _connect(self) -> ClientAPI:
        import chromadb
        from chromadb.config import Settings

        settings = Settings(anonymized_telemetry=False)
        if self.host:
            return self._connect_server(chromadb, settings)
        assert self.path is not None
        if self.path.exists() and not self.path.is_dir():
            raise StoreError(
                f"the vector store path {self.path} is a file, not a folder; move it away "
                "or set MINES_DATA_DIR to another folder, then run `mines ingest`"
            )
        try:
            self.path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(
                f"cannot create the vector store folder {self.path} ({exc}); "
                "set MINES_DATA_DIR to a writable folder"
            ) from exc
        if not os.access(self.path, os.R_OK | os.W_OK | os.X_OK):
            raise StoreError(
                f"cannot read and write the vector store folder {self.path}; fix its "
                "permissions or set MINES_DATA_DIR to a writable folder"
            )
        _forget_stale_client(self.path)
        try:
            return chromadb.PersistentClient(path=str(self.path), settings=settings)
        except Exception as exc:
            raise StoreError(
                f"cannot open the vector store in {self.path} ({_describe(exc)}); "
                + self._recovery_hint()
            ) from exc

    def _connect_server(self, chromadb: Any, settings: Any) -> ClientAPI:
        """An ``HttpClient`` whose requests time out, after checking the server answers."""
        import httpx

        timeout = _chroma_timeout()
        try:  # fail fast (chromadb's own client waits forever on a hung server)
            httpx.get(f"{self.location}/api/v2/heartbeat", timeout=timeout).raise_for_status()
            client: ClientAPI = chromadb.HttpClient(
                host=self.host, port=self.port, settings=settings
            )
        except Exception as exc:
            raise StoreError(
                f"cannot reach the Chroma server at {self.location} ({_describe(exc)}); "
                + self._recovery_hint()
            ) from exc
        session = getattr(getattr(client, "_server", None), "_session", None)
        if isinstance(session, httpx.Client):
            session.timeout = httpx.Timeout(timeout)
        return client

    def _check_present(self) -> None:
        """Refuse to work on an embedded store whose folder was deleted or moved in use.

        Chroma keeps its files open, so without this check the process would go on reading
        and writing files that no longer exist on disk, and lose every write at exit.
        """
        if self.path is not None and not (self.path / SQLITE_FILE).is_file():
            raise StoreError(
                f"the vector store folder {self.path} was deleted or moved while in use; "
                "restart the server or command (the bundled reports are ingested again "
                "automatically) and run `mines ingest` again for your own reports"
            )

    @contextmanager
    def _errors(self, action: str) -> Iterator[None]:
        """Turn any failure of Chroma or of the model into a StoreError with advice."""
        try:
            self._check_present()
            yield
        except StoreError:
            raise
        except EmbeddingError as exc:
            raise StoreError(f"{action} failed: {exc}") from exc
        except Exception as exc:
            if _is_disk_full(exc):
                raise StoreError(
                    f"{action} failed: the disk holding the vector store {self.location} is "
                    f"full ({_describe(exc)}); free some disk space, then run the command "
                    "again (a document that was being ingested is not kept)"
                ) from exc
            raise StoreError(
                f"{action} failed on the vector store {self.location} "
                f"({_describe(exc)}); " + self._recovery_hint()
            ) from exc

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
                where = _and({"fiscal_year": {"$in": years}}, visible)
                rows = _complete_only(collection, _query(collection, embedding, fetch, where))
            if not rows:
                rows = _complete_only(collection, _query(collection, embedding, fetch, visible))
        same_company = [row for row in rows if row["company"] == ticker]
        return _deduplicate(same_company)[:k]

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
                (_chunk(i, text, meta, 1.0), str(meta.get("doc_hash", "")))
                for i, text, meta in zip(
                    result["ids"], result["documents"] or [], result["metadatas"] or [], strict=True
                )
                if viewer is None or not meta.get("private") or meta.get("owner") == viewer
            ]
            return [c for c in _complete_only(collection, rows) if c["company"] == ticker]

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
                    metadatas=[_metadata(c, ticker) for c in items],
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
        self, source: str, company: str | None = None, keep_doc_hash: str | None = None
    ) -> int:
        """Delete every chunk of a source file.

        Args:
            source: File name, as stored in ``source``.
            company: Only in this company's collection (all when None).
            keep_doc_hash: Keep the chunks of this document version.

        Returns:
            The number of chunks deleted.
        """
        where: dict[str, Any] = {"source": source}
        if keep_doc_hash:
            where = {"$and": [where, {"doc_hash": {"$ne": keep_doc_hash}}]}
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
                where = _and({"chunk_index": 0}, visible_to(viewer))
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


def _describe(exc: BaseException) -> str:
    """``Type: message`` of an exception, on one line."""
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


_DISK_FULL_MARKERS = ("no space left", "disk is full", "disk full", "enospc", "quota exceeded")


def _is_disk_full(exc: BaseException) -> bool:
    """Whether a failure (or its cause) is a full disk or quota (ENOSPC, SQLITE_FULL)."""
    seen: BaseException | None = exc
    for _ in range(5):
        if seen is None:
            return False
        if isinstance(seen, OSError) and seen.errno in (errno.ENOSPC, errno.EDQUOT):
            return True
        if any(marker in str(seen).lower() for marker in _DISK_FULL_MARKERS):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def _chroma_timeout() -> float:
    raw = os.environ.get("CHROMA_TIMEOUT", "").strip()
    try:
        return max(0.5, float(raw)) if raw else DEFAULT_CHROMA_TIMEOUT_S
    except ValueError:
        return DEFAULT_CHROMA_TIMEOUT_S


def _forget_stale_client(path: Path) -> None:
    """Drop chromadb's cached client of ``path`` when its files are gone.

    chromadb shares one client per folder within a process; after the folder was deleted
    that client still serves the deleted files, so a new store must not reuse it.
    """
    if (path / SQLITE_FILE).is_file():
        return
    try:
        from chromadb.api.shared_system_client import SharedSystemClient

        system = SharedSystemClient._identifier_to_system.pop(str(path), None)
        SharedSystemClient._identifier_to_refcount.pop(str(path), None)
        if system is not None:
            system.stop()
    except Exception:  # noqa: BLE001 - best effort: a private chromadb detail
        return


def distance_space(collection: Collection) -> str:
    """The distance function of a collection (``cosine``, ``l2`` or ``ip``)."""
    config: Mapping[str, Any] = collection.configuration or {}
    for index in ("hnsw", "spann"):
        settings = config.get(index)
        if isinstance(settings, Mapping) and settings.get("space"):
            return str(settings["space"])
    return str((collection.metadata or {}).get("hnsw:space", "l2"))


def _metadata(chunk: StoredChunk, ticker: str) -> dict[str, str | int]:
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


def _and(first: dict[str, Any], second: dict[str, Any] | None) -> dict[str, Any]:
    return first if second is None else {"$and": [first, second]}


def _complete_only(collection: Collection, rows: list[tuple[Chunk, str]]) -> list[Chunk]:
    """The rows whose document is completely stored (its chunk 0 is there)."""
    hashes = sorted({doc_hash for _, doc_hash in rows if doc_hash})
    complete: set[str] = set()
    if hashes:
        where: Any = {"$and": [{"chunk_index": 0}, {"doc_hash": {"$in": hashes}}]}
        markers = collection.get(where=where, include=["metadatas"])["metadatas"] or []
        complete = {str(m.get("doc_hash", "")) for m in markers}
    return [row for row, doc_hash in rows if not doc_hash or doc_hash in complete]


def _query(
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
        (_chunk(chunk_id, text, meta, 1.0 - float(distance)), str(meta.get("doc_hash", "")))
        for chunk_id, text, meta, distance in zip(ids, texts, metas, distances, strict=True)
    ]


def _chunk(chunk_id: str, text: str | None, meta: Mapping[str, Any], score: float) -> Chunk:
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


def _deduplicate(rows: Sequence[Chunk]) -> list[Chunk]:
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
