"""Documents uploaded through the API: checks, the registry, the originals and ingestion jobs.

An upload is checked before anything is kept (:func:`inspect_upload`): its type is read
from its content (a PDF's ``%PDF-`` header, else UTF-8 text with no NUL byte), never from
its name; a PDF must end with ``%%EOF``, open without a password, have at least one page and
at most :data:`MAX_PAGES`, and inflate to at most :data:`MAX_INFLATED_BYTES` (a
decompression bomb is refused before any reader touches it). The file name is kept only as
a label: the original is stored as ``<data dir>/documents/files/<id>.<pdf|md|txt>``.

The registry (``documents/registry.sqlite``) records each document: owner, name, size,
content hash, overrides, status (``queued``, ``reading``, ``embedding``, ``ready``,
``failed``), progress (pages read, chunks embedded), what was detected (company, period)
and indexed (pages, figures, chunks), and the error of a failed one. One user's second
upload of the same content returns the first document (idempotent); the quota check and
the insert run in one transaction, so concurrent uploads of one user cannot pass the
quota together.

A job runs :func:`mines.ingest.ingest_paths` on the stored original, in a worker thread of
:class:`JobRunner` (``MINES_INGEST_WORKERS``, default 1, at a time; ingestion also holds the
store's ingest lock), so a server keeps answering while a report is read. The store write is
all-or-nothing per document (its first chunk is written last), so a killed server leaves no
half-indexed document; at the next start every unfinished job whose process is gone runs
again, and is marked failed after :data:`MAX_ATTEMPTS` interrupted runs.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import re
import socket
import sqlite3
import threading
import time
import unicodedata
import uuid
import zlib
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Literal

from mines.ingest import IngestError, Progress, ingest_paths
from mines.question.companies import SUPPORTED_TICKERS
from mines.store import StoreError, default_data_dir

log = logging.getLogger(__name__)

Kind = Literal["pdf", "md", "txt"]
Status = Literal["queued", "reading", "embedding", "ready", "failed"]
UNFINISHED = ("queued", "reading", "embedding")

MB = 1024 * 1024
MAX_PAGES = 1000
"""Pages of one PDF at most (a 300-page report ingests in about half a minute)."""
MAX_INFLATED_BYTES = 400 * MB
"""What a PDF's compressed streams may inflate to, in all; more is a decompression bomb."""
MAX_ATTEMPTS = 3
"""Interrupted runs of one job (a killed server) before it is marked failed."""
MAX_NAME = 120
"""Characters of a file name kept as the document's label."""
TEXT_SUFFIXES = {".md": "md", ".markdown": "md", ".txt": "txt", ".text": "txt"}


class UploadError(Exception):
    """An upload is refused: ``status`` is the HTTP status, the message names the file."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def _mb_env(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    try:
        return max(1, int(float(raw) * MB)) if raw else default * MB
    except ValueError:
        return default * MB


def max_file_bytes() -> int:
    """Largest upload of one file: ``MINES_UPLOAD_MAX_MB`` (default 50 MB)."""
    return _mb_env("MINES_UPLOAD_MAX_MB", 50)


def max_user_bytes() -> int:
    """Largest total of one user's originals: ``MINES_UPLOAD_USER_MB`` (default 500 MB)."""
    return _mb_env("MINES_UPLOAD_USER_MB", 500)


def documents_dir() -> Path:
    """Where the registry and the originals live: ``<data dir>/documents``."""
    return default_data_dir() / "documents"


# --- checking an upload ------------------------------------------------------------------


def display_name(filename: str) -> str:
    """A file name as a label: its last path part, printable, at most :data:`MAX_NAME`."""
    name = re.split(r"[\\/]", filename or "")[-1]
    name = "".join(ch for ch in unicodedata.normalize("NFC", name) if ch.isprintable())
    name = name.strip().lstrip(".") or "document"
    if len(name) > MAX_NAME:
        stem, dot, suffix = name.rpartition(".")
        name = (stem[: MAX_NAME - len(suffix) - 1] + dot + suffix) if dot else name[:MAX_NAME]
    return name


_STREAM = re.compile(rb"stream\r?\n")
_FLATE = re.compile(rb"/FlateDecode|/Fl\b")


def pdf_bomb_problem(data: bytes, limit: int = MAX_INFLATED_BYTES) -> str | None:
    """Why a PDF's streams inflate too far (a decompression bomb), or None.

    Every Flate stream is inflated in pieces, counting, and dropped: nothing beyond
    ``limit`` bytes in all is ever produced. Streams cannot sit inside object streams, so
    each one is in the file's own bytes.
    """
    total = 0
    for match in _STREAM.finditer(data):
        start = match.end()
        end = data.find(b"endstream", start)
        if end < 0:
            break
        header = data[max(0, match.start() - 400) : match.start()]
        if not _FLATE.search(header.rsplit(b"obj", 1)[-1]):
            continue
        inflater = zlib.decompressobj()
        chunk = data[start:end]
        try:
            while chunk and total <= limit:
                total += len(inflater.decompress(chunk, 1 * MB))
                chunk = inflater.unconsumed_tail
        except zlib.error:
            continue  # a damaged stream; the readers report it
        if total > limit:
            return f"its compressed content inflates beyond {limit // MB} MB (a decompression bomb)"
    return None


def _pdf_problem(data: bytes) -> str | None:
    """Why a PDF cannot be ingested (encrypted, broken, no pages, too many, a bomb), or None."""
    if b"%%EOF" not in data[-2048:]:
        return "is truncated or damaged (no end-of-file marker)"
    bomb = pdf_bomb_problem(data)
    if bomb:
        return bomb
    from pypdf import PdfReader

    try:
        reader = PdfReader(_bytes_io(data))
        if reader.is_encrypted and not reader.decrypt(""):
            return "is encrypted (password-protected); upload an unprotected copy"
        pages = len(reader.pages)
    except Exception as exc:  # noqa: BLE001 - any reader failure is a broken file
        return f"is not a readable PDF ({type(exc).__name__}: {' '.join(str(exc).split())[:200]})"
    if pages == 0:
        return "has no pages"
    if pages > MAX_PAGES:
        return f"has {pages} pages; at most {MAX_PAGES} are accepted"
    return None


def _bytes_io(data: bytes) -> Any:
    import io

    return io.BytesIO(data)


def inspect_upload(filename: str, data: bytes) -> Kind:
    """The kind of an upload, read from its content; refuse what cannot be ingested.

    Raises:
        UploadError: 413 over the size limit, 415 not a PDF, Markdown or text file (by
            content, or a ``.pdf`` name on other content), 422 an empty, encrypted,
            broken, page-less or bomb PDF. The message names the file.
    """
    name = display_name(filename)
    if len(data) > max_file_bytes():
        raise UploadError(
            413,
            f"{name} is {len(data) / MB:.1f} MB; a file may be at most "
            f"{max_file_bytes() // MB} MB (MINES_UPLOAD_MAX_MB)",
        )
    if not data.strip():
        raise UploadError(422, f"{name} is empty")
    suffix = Path(name).suffix.lower()
    if b"%PDF-" in data[:1024]:
        problem = _pdf_problem(data)
        if problem:
            raise UploadError(422, f"{name} {problem}")
        return "pdf"
    if suffix == ".pdf":
        raise UploadError(415, f"{name} is named .pdf but is not a PDF (no PDF header)")
    if b"\x00" in data:
        raise UploadError(415, f"{name} is not a PDF, Markdown or text file")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        raise UploadError(
            415, f"{name} is not a PDF, Markdown or text file (text must be UTF-8)"
        ) from None
    return "md" if TEXT_SUFFIXES.get(suffix) == "md" else "txt"


def check_overrides(company: str | None, period: str | None) -> tuple[str | None, str | None]:
    """Cleaned company and period overrides (None: detect); ValueError when not valid."""
    from mines.ingest import _check_overrides

    given = (company or "").strip()
    company = given.upper() or None
    period = " ".join((period or "").split()) or None
    if company is not None and company not in SUPPORTED_TICKERS:
        raise ValueError(
            f"unknown company {given!r}; expected one of {', '.join(SUPPORTED_TICKERS)}"
        )
    _check_overrides(company, None, period)
    return company, period


# --- the registry ------------------------------------------------------------------------


@dataclass
class Document:
    """One uploaded document, as the registry holds it and the API shows it."""

    id: str
    owner: str
    filename: str
    source: str
    kind: str
    size: int
    sha256: str
    status: str = "queued"
    error: str = ""
    company: str = ""
    fiscal_year: str = ""
    period: str = ""
    company_override: str = ""
    period_override: str = ""
    pages: int = 0
    figures: int = 0
    chunks: int = 0
    pages_read: int = 0
    pages_total: int = 0
    chunks_embedded: int = 0
    chunks_total: int = 0
    doc_hash: str = ""
    shared: int = 0
    worker: str = ""
    attempts: int = 0
    created_at: float = 0.0
    updated_at: float = 0.0

    @property
    def path(self) -> Path:
        """Where the original is stored (named by the id, never by the file name)."""
        return documents_dir() / "files" / f"{self.id}.{self.kind}"

    def to_api(self) -> dict[str, Any]:
        """What the API returns: no file-system path, no worker."""
        data = asdict(self)
        for key in ("worker", "shared", "sha256", "doc_hash"):
            data.pop(key)
        data["origin"] = "user"
        data["periods"] = [self.period] if self.period else []
        data["progress"] = {
            "pages_read": self.pages_read,
            "pages_total": self.pages_total,
            "chunks_embedded": self.chunks_embedded,
            "chunks_total": self.chunks_total,
        }
        return data


_COLUMNS = [f.name for f in fields(Document)]
_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS documents ("
    + ", ".join(
        f"{f.name} {'INTEGER' if f.type == 'int' else 'REAL' if f.type == 'float' else 'TEXT'}"
        + (" PRIMARY KEY" if f.name == "id" else "")
        for f in fields(Document)
    )
    + ", UNIQUE (owner, sha256))"
)


class Registry:
    """The documents table in ``documents/registry.sqlite`` (one connection per call)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or documents_dir()
        (self.folder / "files").mkdir(parents=True, exist_ok=True)
        self.file = self.folder / "registry.sqlite"
        with self._connect() as db:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(_SCHEMA)

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        db = sqlite3.connect(self.file, timeout=30, isolation_level=None)
        db.row_factory = sqlite3.Row
        try:
            yield db
        finally:
            db.close()

    @staticmethod
    def _row(row: sqlite3.Row) -> Document:
        return Document(**{k: row[k] for k in _COLUMNS})

    def add(self, document: Document, data: bytes, quota: int) -> tuple[Document, bool]:
        """Store the original and record it; the owner's copy of the same content if any.

        The quota check, the duplicate check and the insert are one transaction.

        Raises:
            UploadError: 413 when the owner's originals would exceed ``quota`` bytes.
        """
        with self._connect() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                same = db.execute(
                    "SELECT * FROM documents WHERE owner = ? AND sha256 = ?",
                    (document.owner, document.sha256),
                ).fetchone()
                if same is not None:
                    db.execute("ROLLBACK")
                    return self._row(same), False
                used = db.execute(
                    "SELECT COALESCE(SUM(size), 0) FROM documents WHERE owner = ?",
                    (document.owner,),
                ).fetchone()[0]
                if used + document.size > quota:
                    raise UploadError(
                        413,
                        f"{document.filename} would take your documents to "
                        f"{(used + document.size) / MB:.1f} MB; each user may keep "
                        f"{quota // MB} MB (MINES_UPLOAD_USER_MB): delete a document first",
                    )
                temporary = document.path.with_suffix(".part")
                temporary.write_bytes(data)
                os.replace(temporary, document.path)
                document.created_at = document.updated_at = time.time()
                values = [getattr(document, k) for k in _COLUMNS]
                db.execute(
                    f"INSERT INTO documents ({', '.join(_COLUMNS)}) "
                    f"VALUES ({', '.join('?' for _ in _COLUMNS)})",
                    values,
                )
                db.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
                raise
        return document, True

    def get(self, document_id: str, owner: str | None = None) -> Document | None:
        """One document (only the owner's, when ``owner`` is given)."""
        with self._connect() as db:
            row = db.execute("SELECT * FROM documents WHERE id = ?", (document_id,)).fetchone()
        document = self._row(row) if row is not None else None
        if document is None or (owner is not None and document.owner != owner):
            return None
        return document

    def list(self, owner: str | None = None) -> list[Document]:
        """The documents of ``owner`` (all when None), newest first."""
        with self._connect() as db:
            if owner is None:
                rows = db.execute("SELECT * FROM documents ORDER BY created_at DESC").fetchall()
            else:
                rows = db.execute(
                    "SELECT * FROM documents WHERE owner = ? ORDER BY created_at DESC", (owner,)
                ).fetchall()
        return [self._row(r) for r in rows]

    def update(self, document_id: str, **values: Any) -> None:
        """Set some fields of a document."""
        values["updated_at"] = time.time()
        assignments = ", ".join(f"{k} = ?" for k in values if k in _COLUMNS)
        with self._connect() as db:
            db.execute(
                f"UPDATE documents SET {assignments} WHERE id = ?",
                [v for k, v in values.items() if k in _COLUMNS] + [document_id],
            )

    def claim(self, document_id: str, worker: str, previous: str) -> bool:
        """Take a job for ``worker`` if it is still held by ``previous``; True when taken."""
        with self._connect() as db:
            cursor = db.execute(
                "UPDATE documents SET worker = ?, attempts = attempts + 1, updated_at = ? "
                "WHERE id = ? AND worker = ? AND status IN ('queued', 'reading', 'embedding')",
                (worker, time.time(), document_id, previous),
            )
            return cursor.rowcount == 1

    def remove(self, document_id: str) -> None:
        """Forget a document and delete its original."""
        document = self.get(document_id)
        with self._connect() as db:
            db.execute("DELETE FROM documents WHERE id = ?", (document_id,))
        if document is not None:
            document.path.unlink(missing_ok=True)


# --- jobs --------------------------------------------------------------------------------


def _this_worker() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _alive(worker: str) -> bool:
    """Whether the process a job is held by still runs (on this host)."""
    host, _, pid = worker.rpartition(":")
    if not worker or host != socket.gethostname() or not pid.isdigit():
        return False
    if int(pid) == os.getpid():
        return True
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def run_job(registry: Registry, document_id: str) -> Document | None:
    """Ingest one document now (in this thread); the outcome goes in the registry.

    The document's original is ingested with its overrides, under its own source name
    and, when private, its owner. Whatever fails, the document ends ``ready`` or
    ``failed`` with the reason; nothing else in the store changes.
    """
    document = registry.get(document_id)
    if document is None:
        return None
    last = [0.0]

    def progress(event: Progress) -> None:
        now = time.monotonic()
        if event.stage == "reading":
            values = {"status": "reading", "pages_read": event.done, "pages_total": event.total}
        elif event.stage == "embedding":
            values = {
                "status": "embedding",
                "chunks_embedded": event.done,
                "chunks_total": event.total,
            }
        else:
            return
        if now - last[0] >= 0.25 or event.done == event.total:
            last[0] = now
            registry.update(document_id, **values)

    path = document.path
    try:
        report = ingest_paths(
            [path],
            document.company_override or None,
            period=document.period_override or None,
            sources={path: document.source},
            owner="" if document.shared else document.owner,
            progress=progress,
        )
        result = report.files[0]
    except (StoreError, IngestError, ValueError, OSError) as exc:
        registry.update(document_id, status="failed", error=f"{document.filename}: {exc}")
        return registry.get(document_id)
    except Exception as exc:  # noqa: BLE001 - the job fails alone, with its reason
        log.exception("ingesting %s failed", document.filename)
        registry.update(document_id, status="failed", error=f"{document.filename}: {exc}")
        return registry.get(document_id)
    if result.status == "error":
        error = (result.error or f"{document.filename} could not be ingested").replace(
            path.name, document.filename
        )
        error = error.replace(document.source, document.filename).replace(
            "pass --company", "give its company, one of"
        )
        registry.update(document_id, status="failed", error=error, chunks=0, figures=0)
    else:
        values: dict[str, Any] = {
            "status": "ready",
            "error": "",
            "company": result.company or "",
            "fiscal_year": result.fiscal_year or "",
            "period": result.period or "",
            "doc_hash": result.doc_hash,
            "pages": result.pages,
            "pages_read": result.pages,
            "pages_total": result.pages,
        }
        values.update(chunks=result.chunks, figures=result.figures)
        values.update(chunks_embedded=result.chunks, chunks_total=result.chunks)
        registry.update(document_id, **values)
    return registry.get(document_id)


class JobRunner:
    """Runs ingestion jobs in worker threads, ``MINES_INGEST_WORKERS`` (default 1) at a time."""

    def __init__(self, registry: Registry, workers: int | None = None) -> None:
        self.registry = registry
        count = workers or int(os.environ.get("MINES_INGEST_WORKERS", "1") or 1)
        self._pool = ThreadPoolExecutor(max_workers=max(1, count), thread_name_prefix="ingest")
        self._lock = threading.Lock()

    def submit(self, document_id: str, previous_worker: str = "") -> bool:
        """Queue a job; False when another process holds it."""
        if not self.registry.claim(document_id, _this_worker(), previous_worker):
            return False
        self._pool.submit(self._run, document_id)
        return True

    def _run(self, document_id: str) -> None:
        try:
            run_job(self.registry, document_id)
        except Exception:  # noqa: BLE001 - logged; the registry keeps the job for a restart
            log.exception("ingestion job %s failed", document_id)

    def resume_unfinished(self) -> int:
        """Run again every unfinished job whose process is gone; fail those tried too often.

        Returns:
            The number of jobs queued again.
        """
        queued = 0
        for document in self.registry.list():
            if document.status not in UNFINISHED or _alive(document.worker):
                continue
            if document.attempts >= MAX_ATTEMPTS:
                self.registry.update(
                    document.id,
                    status="failed",
                    error=f"{document.filename}: ingestion was interrupted "
                    f"{document.attempts} times (the server stopped); upload it again",
                )
                continue
            self.registry.update(document.id, status="queued")
            if self.submit(document.id, document.worker):
                queued += 1
        return queued

    def shutdown(self) -> None:
        """Stop taking jobs (running ones finish or are resumed at the next start)."""
        self._pool.shutdown(wait=False, cancel_futures=True)


def new_document(
    owner: str,
    filename: str,
    data: bytes,
    kind: Kind,
    *,
    shared: bool,
    company: str | None = None,
    period: str | None = None,
) -> Document:
    """A registry entry for an upload (not yet stored)."""
    document_id = uuid.uuid4().hex
    name = display_name(filename)
    stem = Path(name).stem or "document"
    return Document(
        id=document_id,
        owner=owner,
        filename=name,
        source=f"{stem}-{document_id[:8]}.{kind}",
        kind=kind,
        size=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
        company_override=company or "",
        period_override=period or "",
        shared=int(shared),
    )


def delete_document(registry: Registry, document: Document) -> dict[str, int]:
    """Delete a document: its chunks, its figures, the cached answers citing it, the original.

    Returns:
        How many chunks and cached answers were removed.
    """
    from mines import cache, figure_index
    from mines.store import get_store

    store = get_store()
    chunks = 0
    if document.doc_hash:
        figure_index.delete_document(store, document.doc_hash)
        chunks = store.delete_document(document.doc_hash)
    chunks += store.delete_source(document.source)
    answers = cache.delete_citing({document.source})
    registry.remove(document.id)
    return {"chunks": chunks, "cached_answers": answers}
