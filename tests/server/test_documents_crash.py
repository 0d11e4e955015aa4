"""A server killed (``kill -9``) while it ingests an upload leaves no half-indexed document.

A generated 60-page report is uploaded to a ``langgraph dev`` of its own; while its job is
embedding, the whole server is killed. With the server down, the store (opened by the test)
must not serve the document at all: no search returns a chunk of it, no document list holds
it. After the restart the job runs again and ends ``ready``, and the store then holds exactly
the chunks the registry reports, once each.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from evals.bench_retrieval import write_report_pdf
from mines.store import Store
from tests.server.langgraph_server import LangGraphServer

pytestmark = [pytest.mark.server, pytest.mark.enable_socket, pytest.mark.timeout(900)]


def _job(url: str, document_id: str) -> dict[str, Any]:
    response = httpx.get(f"{url}/documents/{document_id}/job", timeout=30)
    assert response.status_code == 200, response.text
    return dict(response.json())


def _kill(server: LangGraphServer) -> None:
    process, server.process = server.process, None
    assert process is not None
    os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=30)


def _chunks_of(data_dir: Path, source: str) -> tuple[list[str], int]:
    """Documents listed under ``source`` and its chunks found by search, server stopped."""
    store = Store(path=data_dir / "chroma")
    listed = [d.source for d in store.documents() if d.source == source]
    found = store.search("BHP", "segment results revenue", k=50)
    return listed, sum(1 for c in found if c["source"] == source)


def test_kill_9_while_ingesting_leaves_nothing_half_indexed_and_the_job_finishes(
    tmp_path: Path,
) -> None:
    server = LangGraphServer(tmp_path / "server").start()
    try:
        data = write_report_pdf(tmp_path / "BHP annual report 2024.pdf", 60).read_bytes()
        response = httpx.post(
            f"{server.url}/documents",
            files=[("file", ("BHP annual report 2024.pdf", data))],
            timeout=120,
        )
        assert response.status_code == 202, response.text
        document = response.json()["documents"][0]
        deadline = time.monotonic() + 300
        job = _job(server.url, document["id"])
        while job["status"] != "embedding" and time.monotonic() < deadline:
            assert not job["done"], job
            time.sleep(0.05)
            job = _job(server.url, document["id"])
        assert job["status"] == "embedding", job
        _kill(server)
        listed, found = _chunks_of(server.data_dir, document["source"])
        assert listed == [] and found == 0  # absent, not half there

        server.start()
        deadline = time.monotonic() + 300
        while not (job := _job(server.url, document["id"]))["done"]:
            assert time.monotonic() < deadline, job
            time.sleep(0.5)
        after = httpx.get(f"{server.url}/documents/{document['id']}", timeout=30).json()
        assert after["status"] == "ready" and after["attempts"] == 2, after
        server.stop()
        store = Store(path=server.data_dir / "chroma")
        stored = store.collection("mines_bhp").get(
            where={"source": document["source"]}, include=["metadatas"]
        )
        indexes = sorted(int(str(m["chunk_index"])) for m in stored["metadatas"] or [])
        assert indexes == list(range(after["chunks"]))  # every chunk, once
    finally:
        server.stop()
