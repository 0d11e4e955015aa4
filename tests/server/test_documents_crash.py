"""A server killed (``kill -9``) while it ingests an upload leaves no half-indexed document.

A generated 60-page report is uploaded to a ``langgraph dev`` of its own; while its job is
embedding, the whole server is killed. With the server down, the store (opened by the test)
must not serve the document half-indexed: no search returns a chunk of it and no document
list holds it, unless it is there completely. After the restart the job runs again and ends
``ready``, with the store holding exactly the chunks the registry reports, once each, or
ends ``failed`` with a reason and nothing stored. :func:`crash_while_ingesting` is the whole
scenario; the production runtime's test (``test_documents_crash_aegra.py``) runs it too.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from evals.bench_retrieval import write_report_pdf
from mines.store import Store
from tests.server.langgraph_server import LangGraphServer

pytestmark = [pytest.mark.server, pytest.mark.enable_socket, pytest.mark.timeout(900)]

PAGES = 60


def _job(url: str, document_id: str) -> dict[str, Any]:
    response = httpx.get(f"{url}/documents/{document_id}/job", timeout=30)
    assert response.status_code == 200, response.text
    return dict(response.json())


def _kill(server: LangGraphServer) -> None:
    process, server.process = server.process, None
    assert process is not None
    os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=30)


def _stored_indexes(store: Store, source: str) -> list[int]:
    """The chunk indexes of ``source`` in the store (BHP's collection), sorted."""
    stored = store.collection("mines_bhp").get(where={"source": source}, include=["metadatas"])
    return sorted(int(str(m["chunk_index"])) for m in stored["metadatas"] or [])


def _upload_and_wait_for_embedding(url: str, folder: Path) -> dict[str, Any]:
    """Upload a generated report; return its job once it is embedding."""
    data = write_report_pdf(folder / "BHP annual report 2024.pdf", PAGES).read_bytes()
    response = httpx.post(
        f"{url}/documents",
        files=[("file", ("BHP annual report 2024.pdf", data))],
        timeout=120,
    )
    assert response.status_code == 202, response.text
    document = response.json()["documents"][0]
    deadline = time.monotonic() + 300
    job = _job(url, document["id"])
    while job["status"] != "embedding" and time.monotonic() < deadline:
        assert not job["done"], job
        time.sleep(0.05)
        job = _job(url, document["id"])
    assert job["status"] == "embedding", job
    return {**document, **job}


def _assert_absent_or_complete(store: Store, source: str) -> None:
    """The server is down: the document is either not served at all or there in full."""
    listed = [d for d in store.documents() if d.source == source]
    found = sum(
        1 for c in store.search("BHP", "segment results revenue", k=50) if c["source"] == source
    )
    if listed:  # written completely just before the kill
        indexes = _stored_indexes(store, source)
        assert indexes == list(range(len(indexes))) and indexes, indexes
    else:
        assert found == 0  # absent, not half there


def crash_while_ingesting(
    url: Callable[[], str],
    folder: Path,
    kill: Callable[[], None],
    restart: Callable[[], None],
    open_store: Callable[[], Store],
    stop: Callable[[], None] = lambda: None,
) -> dict[str, Any]:
    """Upload, kill the whole server while embedding, check the store, restart, check again.

    ``url`` gives the server's address (it may change on a restart); ``open_store`` opens the
    store the server writes to while it is down (and after ``stop``, called once the job is
    done). Returns the document as the API shows it at the end.
    """
    document = _upload_and_wait_for_embedding(url(), folder)
    kill()
    _assert_absent_or_complete(open_store(), document["source"])

    restart()
    deadline = time.monotonic() + 300
    while not (job := _job(url(), document["id"]))["done"]:
        assert time.monotonic() < deadline, job
        time.sleep(0.5)
    after = dict(httpx.get(f"{url()}/documents/{document['id']}", timeout=30).json())
    stop()
    indexes = _stored_indexes(open_store(), document["source"])
    if after["status"] == "ready":
        assert after["attempts"] == 2, after  # interrupted once, run once more
        assert indexes == list(range(after["chunks"])) and indexes, indexes  # every chunk, once
    else:
        assert after["status"] == "failed" and after["error"], after  # failed, saying why
        assert indexes == [], indexes
    return after


def test_kill_9_while_ingesting_leaves_nothing_half_indexed_and_the_job_finishes(
    tmp_path: Path,
) -> None:
    server = LangGraphServer(tmp_path / "server").start()

    def restart() -> None:
        server.start()

    try:
        after = crash_while_ingesting(
            lambda: server.url,
            tmp_path,
            lambda: _kill(server),
            restart,
            lambda: Store(path=server.data_dir / "chroma"),
            server.stop,
        )
        assert after["status"] == "ready", after
    finally:
        server.stop()
