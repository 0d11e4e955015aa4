"""Ingestion jobs in-process (``mines/ingest_jobs.py``): progress, the terminal bar, restarts.

The API around them is tested through a real server in ``tests/server/test_documents.py``.
"""

from __future__ import annotations

import io
import socket
from pathlib import Path

import pytest

from mines.ingest.command import ProgressBar
from mines.ingest.jobs import MAX_ATTEMPTS, JobRunner, run_job
from mines.ingest.registry import Registry, new_document
from mines.ingest.results import Progress
from mines.ingest.run import ingest_paths
from mines.ingest.uploads import display_name, inspect_upload
from mines.store import Store, clear_store_cache, get_store
from tests.test_ingest import write_pdf


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MINES_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("MINES_BUNDLED_CORPUS", "0")
    clear_store_cache()
    yield tmp_path
    clear_store_cache()


def test_ingestion_reports_pages_read_and_chunks_embedded(tmp_path: Path) -> None:
    path = write_pdf(tmp_path / "nst.pdf")
    events: list[Progress] = []
    report = ingest_paths([path], store=Store(path=tmp_path / "chroma"), progress=events.append)
    assert report.ok
    reading = [(e.done, e.total) for e in events if e.stage == "reading"]
    assert reading[:3] == [(1, 3), (2, 3), (3, 3)]
    embedded = [(e.done, e.total) for e in events if e.stage == "embedding"]
    assert embedded[-1] == (report.files[0].chunks, report.files[0].chunks)
    assert events[-1].stage == "written"
    assert report.files[0].pages == 3 and report.files[0].figures >= 2


def test_the_terminal_bar_draws_each_stage_on_one_line() -> None:
    out = io.StringIO()
    bar = ProgressBar(out)
    bar(Progress("/x/nst.pdf", "reading", 1, 4))
    bar(Progress("/x/nst.pdf", "embedding", 10, 10))
    bar(Progress("/x/nst.pdf", "written", 10, 10))
    text = out.getvalue()
    assert "reading 1/4 pages" in text and "embedding 10/10 chunks" in text
    assert "[######------------------]" in text and text.endswith("\n")
    assert text.count("\n") == 1  # redrawn in place until written


def _queued(registry: Registry, tmp_path: Path, worker: str, attempts: int) -> str:
    data = write_pdf(tmp_path / "nst.pdf").read_bytes()
    document = new_document("alice", "nst.pdf", data, inspect_upload("nst.pdf", data), shared=False)
    document.worker, document.attempts, document.status = worker, attempts, "embedding"
    registry.add(document, data, 10**9)
    return document.id


def test_a_job_left_by_a_dead_process_runs_again_and_finishes(
    data_dir: Path, tmp_path: Path
) -> None:
    registry = Registry()
    document_id = _queued(registry, tmp_path, f"{socket.gethostname()}:999999999", 1)
    runner = JobRunner(registry)
    assert runner.resume_unfinished() == 1
    runner._pool.shutdown(wait=True)
    document = registry.get(document_id)
    assert document is not None and document.status == "ready", document
    assert document.company == "NST" and document.chunks >= 1
    stored = get_store().documents(viewer="alice")
    assert [d.source for d in stored] == [document.source]
    assert get_store().documents(viewer="bob") == []


def test_a_job_interrupted_too_often_is_marked_failed(data_dir: Path, tmp_path: Path) -> None:
    registry = Registry()
    document_id = _queued(registry, tmp_path, f"{socket.gethostname()}:999999999", MAX_ATTEMPTS)
    assert JobRunner(registry).resume_unfinished() == 0
    document = registry.get(document_id)
    assert document is not None and document.status == "failed"
    assert "nst.pdf" in document.error and "interrupted" in document.error


def test_a_failed_job_says_why_with_the_file_name(data_dir: Path) -> None:
    registry = Registry()
    data = b"Plain notes with no company named anywhere in them.\n"
    document = new_document("bob", "notes.txt", data, "txt", shared=False)
    registry.add(document, data, 10**9)
    done = run_job(registry, document.id)
    assert done is not None and done.status == "failed"
    assert "notes.txt" in done.error and "company" in done.error
    assert done.source not in done.error  # the stored name stays internal


def test_display_names_are_labels_not_paths() -> None:
    assert display_name("../../etc/passwd") == "passwd"
    assert display_name("C:\\Users\\x\\report.pdf") == "report.pdf"
    assert display_name("..") == "document"
    assert len(display_name("a" * 500 + ".pdf")) == 120
    assert display_name("a" * 500 + ".pdf").endswith(".pdf")
