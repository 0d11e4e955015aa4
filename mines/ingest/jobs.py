"""Ingestion jobs of uploaded documents, run in worker threads and resumed after a restart.

A job runs :func:`mines.ingest.run.ingest_paths` on the stored original, in a worker thread of
:class:`JobRunner` (``MINES_INGEST_WORKERS``, default 1, at a time; ingestion also holds the
store's ingest lock), so a server keeps answering while a report is read. The store write is
all-or-nothing per document (its first chunk is written last), so a killed server leaves no
half-indexed document; at the next start every unfinished job whose process is gone runs
again, and is marked failed after :data:`MAX_ATTEMPTS` interrupted runs.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from mines.chroma_client import StoreError
from mines.ingest.reading import IngestError
from mines.ingest.registry import UNFINISHED, Document, Registry
from mines.ingest.results import Progress
from mines.ingest.run import ingest_paths

log = logging.getLogger(__name__)


MAX_ATTEMPTS = 3
"""Interrupted runs of one job (a killed server) before it is marked failed."""


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
