"""The registry of uploaded documents: one row per document in ``documents/registry.sqlite``.

The registry records each document: owner, name, size, content hash, overrides, status
(``queued``, ``reading``, ``embedding``, ``ready``, ``failed``), progress (pages read, chunks
embedded), what was detected (company, period) and indexed (pages, figures, chunks), and the
error of a failed one. One user's second upload of the same content returns the first
document (idempotent); the quota check and the insert run in one transaction, so concurrent
uploads of one user cannot pass the quota together.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
import time
import uuid
from collections.abc import Iterator
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Literal

from mines.chroma_client import default_data_dir
from mines.ingest.uploads import MB, Kind, UploadError, display_name

Status = Literal["queued", "reading", "embedding", "ready", "failed"]


UNFINISHED = ("queued", "reading", "embedding")


def documents_dir() -> Path:
    """Where the registry and the originals live: ``<data dir>/documents``."""
    return default_data_dir() / "documents"


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
