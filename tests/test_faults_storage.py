"""Storage faults, cache safety and retention, each injected for real where it can be.

* **Vector store folder**: damaged database files (garbage, truncated, overwritten in the
  middle, a folder in place of the file), damaged or missing index files, an unreadable
  folder, a folder deleted while in use, a missing folder.
* **Chroma server** (``chroma run``): down, killed and restarted mid-run, hung, killed in
  the middle of an ingestion.
* **Full disk** while ingesting (the collection's ``upsert`` raises ``ENOSPC`` after some
  chunks), also when the rollback fails and when replacing a document.
* **Conversation store** (``threads.sqlite``): damaged, truncated, locked by another
  process, on a full disk, not a file.
* **Cache**: only grounded answers are written, entries die with their corpus version and
  their thread, and an entry never serves another company, year, metric or owner.
* **Retention** of the command line's threads (``mines purge``, ``MINES_RETENTION_DAYS``).

Expected everywhere: an actionable message, one line and exit 1 from the CLI (no
traceback), no partial document left searchable, conversations untouched.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import httpx
import pytest
from chromadb.api.models.Collection import Collection

from mines import cache, cli
from mines.chroma_client import StoreError
from mines.cli import main
from mines.documents import StoredChunk
from mines.ingest import run, writing
from mines.ingest.bundled import BUNDLED_CORPUS_DIR
from mines.ingest.chunking import build_chunks
from mines.ingest.reading import read_document
from mines.ingest.run import ingest_paths
from mines.retention import purge_sqlite_threads
from mines.slots import extract_slots
from mines.store import Store, clear_store_cache, get_store
from tests.server.langgraph_server import REPO, VENV_BIN, corpus_template, free_port, server_env

pytestmark = [pytest.mark.timeout(300)]

BHP_REVENUE = "What was BHP's revenue in FY2024?"
BHP_FY2024 = BUNDLED_CORPUS_DIR / "BHP_FY2024.md"


def sentences(subject: str, n: int) -> str:
    return " ".join(f"{subject} sentence {i} adds a few words about the year." for i in range(n))


EXTRA_REPORT = f"""---
company: BHP
fiscal_year: FY2024
---
<!-- page 1 -->
# BHP Group Sustainability Supplement 2024

## Highlights

The zebrafish wetland programme restored 412 hectares in FY2024.

<!-- page 2 -->
## Operations

{sentences("Operations", 40)}

<!-- page 3 -->
## Outlook

{sentences("Outlook", 40)}
"""


# --- helpers ---------------------------------------------------------------------------------


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A private copy of the ingested bundled corpus, used by ``get_store()`` and the CLI."""
    target = tmp_path / "data"
    shutil.copytree(corpus_template(), target)
    monkeypatch.setenv("MINES_DATA_DIR", str(target))
    for name in ("CHROMA_HOST", "CHROMA_PORT", "MINES_RETENTION_DAYS", "MINES_OWNER"):
        monkeypatch.delenv(name, raising=False)
    clear_store_cache()
    yield target
    clear_store_cache()


@pytest.fixture
def one_bundled_report(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rebuilding the store ingests only BHP FY2024 (seconds instead of ~25 s)."""
    monkeypatch.setattr(run, "bundled_report_paths", lambda: [BHP_FY2024])


def cli_run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def cli_subprocess(data: Path, *argv: str, **extra: str) -> subprocess.CompletedProcess[str]:
    """The real command in a fresh process (its own logging, no pytest capture)."""
    return subprocess.run(
        [sys.executable, "-m", "mines.cli", *argv],
        cwd=REPO,
        env=server_env(data, extra),
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


def one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


def ask_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code, out, err = cli_run(capsys, *argv, "--json")
    assert code == 0, err
    result: dict[str, Any] = json.loads(out)
    return result


def digest(folder: Path, pattern: str = "threads.sqlite*") -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.glob(pattern))
    }


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def search_texts(store: Store, company: str, query: str) -> list[str]:
    return [c["text"] for c in store.search(company, query, k=8)]


def sources_found(
    store: Store, query: str = "Operations sentence adds words about the year"
) -> set[str]:
    """Sources of the chunks a search for the extra report's body text returns."""
    return {c["source"] for c in store.search("BHP", query, k=8)}


# --- the vector store folder ---------------------------------------------------------------


def _garbage(path: Path) -> None:
    path.write_bytes(b"this is not a database" * 500)


def _truncated(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _scribbled(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[8192 : 8192 + 40960] = bytes((i * 7919) % 251 for i in range(40960))
    path.write_bytes(bytes(data))


def _folder(path: Path) -> None:
    path.unlink()
    path.mkdir()


@pytest.mark.parametrize("damage", [_garbage, _truncated, _scribbled, _folder])
def test_damaged_vector_store_database_is_refused_with_rebuild_advice(
    data_dir: Path, damage: Any
) -> None:
    damage(data_dir / "chroma" / "chroma.sqlite3")
    with pytest.raises(StoreError) as caught:
        Store(path=data_dir / "chroma").count()
    message = str(caught.value)
    assert str(data_dir / "chroma") in message
    assert "move" in message and "mines ingest" in message
    assert "\n" not in message


@pytest.mark.parametrize("damage", ["garbage headers", "truncated vectors", "no index folders"])
def test_damaged_index_files_are_rebuilt_from_the_database(data_dir: Path, damage: str) -> None:
    segments = [p for p in (data_dir / "chroma").iterdir() if p.is_dir()]
    assert segments
    for segment in segments:
        if damage == "garbage headers":
            (segment / "header.bin").write_bytes(b"\xff" * 100)
        elif damage == "truncated vectors":
            with (segment / "data_level0.bin").open("r+b") as handle:
                handle.truncate(1000)
        else:
            shutil.rmtree(segment)
    store = Store(path=data_dir / "chroma")
    assert any("55,658" in text for text in search_texts(store, "BHP", "BHP revenue FY2024"))
    assert len(store.documents()) == 25


def test_unreadable_vector_store_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "chroma").mkdir()
    monkeypatch.setattr(os, "access", lambda *_: False)  # root reads everything: simulate
    with pytest.raises(StoreError, match="permissions or set MINES_DATA_DIR"):
        Store(path=tmp_path / "chroma")


def test_vector_store_deleted_while_in_use(data_dir: Path, one_bundled_report: None) -> None:
    store = get_store()
    assert store.search("BHP", "BHP revenue", k=1)
    shutil.rmtree(data_dir / "chroma")
    for action in (
        lambda: store.search("BHP", "BHP revenue", k=1),
        lambda: store.add_chunks([]),
        store.corpus_version,
    ):
        with pytest.raises(StoreError) as caught:
            action()
        assert "deleted or moved while in use" in str(caught.value)
        assert "restart" in str(caught.value)
    clear_store_cache()  # what a restart does: a fresh store, rebuilt on first use
    assert run.ensure_bundled_corpus() is not None
    assert any("55,658" in t for t in search_texts(get_store(), "BHP", "BHP revenue FY2024"))


def test_missing_vector_store_is_rebuilt_by_the_cli(
    data_dir: Path, one_bundled_report: None, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.rmtree(data_dir / "chroma")
    result = ask_json(capsys, "ask", BHP_REVENUE)
    assert result["status"] == "answered" and "55,658" in result["answer"]


def test_cli_with_a_damaged_vector_store_leaves_conversations_untouched(
    data_dir: Path, one_bundled_report: None, capsys: pytest.CaptureFixture[str]
) -> None:
    first = ask_json(capsys, "ask", BHP_REVENUE)
    thread = first["thread_id"]
    before = digest(data_dir)
    assert "threads.sqlite" in before
    _garbage(data_dir / "chroma" / "chroma.sqlite3")

    proc = cli_subprocess(data_dir, "ask", "And their dividends?", "--thread", thread)
    assert proc.returncode == 1
    line = one_line(proc.stderr)
    assert line.startswith("mines: error:") and "vector store" in line
    assert "mines ingest" in line and str(data_dir / "chroma") in line
    assert digest(data_dir) == before  # the conversations were not opened

    shutil.move(data_dir / "chroma", data_dir / "chroma.broken")  # the advice, followed
    clear_store_cache()
    follow_up = ask_json(capsys, "ask", "And their dividends?", "--thread", thread)
    assert "146" in follow_up["answer"]  # the first turn is still in the thread


def test_store_error_surfaces_through_the_graph(data_dir: Path) -> None:
    from langgraph.checkpoint.memory import InMemorySaver

    from graph.supervisor import compile_supervisor_graph

    _garbage(data_dir / "chroma" / "chroma.sqlite3")
    graph = compile_supervisor_graph(checkpointer=InMemorySaver())
    with pytest.raises(StoreError) as caught:
        graph.invoke(
            {"messages": [("user", BHP_REVENUE)]},
            {"configurable": {"thread_id": "broken-store"}},
            context={"use_cache": True},
        )
    assert "mines ingest" in str(caught.value)


# --- a Chroma server -----------------------------------------------------------------------


class ChromaServer:
    """``chroma run`` on a folder and a port, startable again on the same ones."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self.starts = 0

    def start(self) -> None:
        log = (self.folder.parent / "chroma.log").open("ab")
        self.process = subprocess.Popen(
            [str(VENV_BIN / "chroma"), "run", "--path", str(self.folder)]
            + ["--port", str(self.port), "--host", "127.0.0.1"],
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        log.close()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                url = f"http://127.0.0.1:{self.port}/api/v2/heartbeat"
                if httpx.get(url, timeout=1).status_code == 200:
                    self.starts += 1
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("chroma run did not start")

    def kill(self) -> None:
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=20)


@pytest.fixture
def chroma_server(data_dir: Path) -> Iterator[ChromaServer]:
    server = ChromaServer(data_dir / "chroma")
    server.start()
    yield server
    server.kill()


@pytest.mark.enable_socket
def test_chroma_server_down_restarted_and_hung(
    chroma_server: ChromaServer,
    data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("CHROMA_HOST", "127.0.0.1")
    monkeypatch.setenv("CHROMA_PORT", str(chroma_server.port))
    clear_store_cache()
    store = get_store()
    assert store.host and any("55,658" in t for t in search_texts(store, "BHP", BHP_REVENUE))
    assert "55,658" in ask_json(capsys, "ask", BHP_REVENUE, "--thread", "srv")["answer"]

    chroma_server.kill()  # down in the middle of the run
    with pytest.raises(StoreError) as caught:
        store.search("BHP", BHP_REVENUE)
    assert f"127.0.0.1:{chroma_server.port}" in str(caught.value)
    assert "chroma run" in str(caught.value)
    code, _, err = cli_run(capsys, "ask", "And their dividends?", "--thread", "srv")
    assert code == 1 and "Chroma server" in one_line(err)

    chroma_server.start()  # back on the same folder and port: no restart of ours needed
    assert any("55,658" in t for t in search_texts(store, "BHP", BHP_REVENUE))
    follow_up = ask_json(capsys, "ask", "And their dividends?", "--thread", "srv")
    assert "146" in follow_up["answer"]
    assert chroma_server.starts == 2

    with socket.socket() as hung:  # accepts connections, never answers
        hung.bind(("127.0.0.1", 0))
        hung.listen(8)
        monkeypatch.setenv("CHROMA_TIMEOUT", "1")
        started = time.monotonic()
        with pytest.raises(StoreError, match="cannot reach the Chroma server"):
            Store(host="127.0.0.1", port=hung.getsockname()[1])
        assert time.monotonic() - started < 10


@pytest.mark.enable_socket
def test_chroma_server_killed_mid_ingestion_leaves_nothing_searchable(
    chroma_server: ChromaServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = write(tmp_path / "bhp_extra.md", EXTRA_REPORT)
    chunks = len(build_chunks(read_document(report), "BHP", "FY2024"))
    assert chunks >= 4
    store = Store(host="127.0.0.1", port=chroma_server.port)
    before = store.count("BHP")
    monkeypatch.setattr(writing, "WRITE_BATCH", 2)
    real_add = Store.add_chunks
    writes: list[int] = []

    def add_then_crash(
        self: Store, items: Sequence[StoredChunk], embeddings: Sequence[Any] | None = None
    ) -> int:
        if writes:
            chroma_server.kill()  # the server dies between two batches
        writes.append(len(items))
        return real_add(self, items, embeddings)

    monkeypatch.setattr(Store, "add_chunks", add_then_crash)
    [failed] = ingest_paths([report], store=store).files
    assert failed.status == "error" and "nothing of it was written" in str(failed.error)
    monkeypatch.setattr(Store, "add_chunks", real_add)

    chroma_server.start()
    # The rollback could not reach the server: the first batch is still on disk, but the
    # document is not complete, so it is neither listed nor searchable.
    assert store.count("BHP") == before + 2
    assert all(d.source != report.name for d in store.documents())
    assert report.name not in sources_found(store)
    other = write(tmp_path / "other.md", EXTRA_REPORT.replace("zebrafish", "platypus"))
    [added] = ingest_paths([other], store=store).files
    assert added.status == "added"
    assert store.count("BHP") == before + added.chunks  # the leftovers were removed first


# --- a full disk ---------------------------------------------------------------------------


REAL_UPSERT = Collection.upsert
REAL_DELETE = Collection.delete


def disk_freed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Writes and deletes work again (``monkeypatch.undo`` would also undo the fixtures)."""
    monkeypatch.setattr(Collection, "upsert", REAL_UPSERT)
    monkeypatch.setattr(Collection, "delete", REAL_DELETE)


def enospc() -> OSError:
    return OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.fixture
def local_store(tmp_path: Path) -> Store:
    return Store(path=tmp_path / "chroma")


def fill_disk_after(monkeypatch: pytest.MonkeyPatch, chunks: int) -> list[int]:
    """``Collection.upsert`` raises ENOSPC once ``chunks`` chunks have been written."""
    real = Collection.upsert
    written: list[int] = []

    def upsert(self: Collection, *args: Any, **kwargs: Any) -> Any:
        size = len(kwargs.get("ids") or args[0])
        if sum(written) + size > chunks:
            raise enospc()
        written.append(size)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Collection, "upsert", upsert)
    return written


def test_disk_full_while_ingesting_leaves_nothing(
    local_store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = write(tmp_path / "bhp_extra.md", EXTRA_REPORT)
    monkeypatch.setattr(writing, "WRITE_BATCH", 2)
    written = fill_disk_after(monkeypatch, 3)
    [result] = ingest_paths([report], store=local_store).files
    assert written == [2]  # one batch landed, the second hit the full disk
    assert result.status == "error"
    assert "disk" in str(result.error) and "free some disk space" in str(result.error)
    assert "bhp_extra.md" in str(result.error)
    assert local_store.count() == 0 and local_store.documents() == []
    disk_freed(monkeypatch)
    [again] = ingest_paths([report], store=local_store).files
    assert again.status == "added" and local_store.count() == again.chunks


def test_disk_full_during_the_rollback_too(
    local_store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = write(tmp_path / "bhp_extra.md", EXTRA_REPORT)
    monkeypatch.setattr(writing, "WRITE_BATCH", 2)
    fill_disk_after(monkeypatch, 4)

    def no_delete(self: Collection, *args: Any, **kwargs: Any) -> Any:
        raise enospc()

    monkeypatch.setattr(Collection, "delete", no_delete)
    version = local_store.corpus_version()
    [result] = ingest_paths([report], store=local_store).files
    assert result.status == "error"
    disk_freed(monkeypatch)

    assert local_store.count() == 4  # left behind, but invisible:
    assert local_store.documents() == [] and local_store.corpus_version() == version
    assert local_store.search("BHP", "Operations sentence adds words about the year") == []
    other = write(tmp_path / "other.md", EXTRA_REPORT.replace("zebrafish", "platypus"))
    [added] = ingest_paths([other], store=local_store).files
    assert added.status == "added" and local_store.count() == added.chunks


def test_disk_full_when_replacing_keeps_the_earlier_version(
    local_store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = write(tmp_path / "bhp_extra.md", EXTRA_REPORT)
    [first] = ingest_paths([report], store=local_store).files
    old_hash = read_document(report).doc_hash
    write(report, EXTRA_REPORT.replace("412 hectares", "512 hectares"))
    real_delete = Collection.delete
    calls: list[int] = []

    def delete_fails_once(self: Collection, *args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == 1:
            raise enospc()
        return real_delete(self, *args, **kwargs)

    monkeypatch.setattr(Collection, "delete", delete_fails_once)
    [result] = ingest_paths([report], store=local_store).files
    disk_freed(monkeypatch)
    assert result.status == "error" and "earlier version is kept" in str(result.error)
    assert [d.doc_hash for d in local_store.documents()] == [old_hash]
    assert local_store.count() == first.chunks
    texts = search_texts(local_store, "BHP", "zebrafish wetland hectares")
    assert any("412 hectares" in t for t in texts)
    assert not any("512 hectares" in t for t in texts)


# --- the conversation store (threads.sqlite) ------------------------------------------------


@pytest.fixture
def with_thread(
    data_dir: Path, one_bundled_report: None, capsys: pytest.CaptureFixture[str]
) -> str:
    """A data folder holding one answered conversation; returns its thread id."""
    thread: str = ask_json(capsys, "ask", BHP_REVENUE)["thread_id"]
    return thread


def test_damaged_conversation_store_is_never_overwritten(
    data_dir: Path, with_thread: str, capsys: pytest.CaptureFixture[str]
) -> None:
    store = data_dir / "threads.sqlite"
    _garbage(store)
    before = digest(data_dir)

    proc = cli_subprocess(data_dir, "ask", "And their dividends?", "--thread", with_thread)
    assert proc.returncode == 1
    line = one_line(proc.stderr)
    assert "conversation store" in line and "damaged" in line
    assert f"mv {store} {store}.broken" in line
    assert digest(data_dir) == before

    store.rename(data_dir / "threads.sqlite.broken")  # the advice, followed
    result = ask_json(capsys, "ask", BHP_REVENUE)
    assert "55,658" in result["answer"]
    assert digest(data_dir, "threads.sqlite.broken") == {
        "threads.sqlite.broken": before["threads.sqlite"]
    }


def test_truncated_conversation_store_is_reported_not_rewritten(
    data_dir: Path, capsys: pytest.CaptureFixture[str], one_bundled_report: None
) -> None:
    for i in range(12):  # enough pages that half the file loses some
        ask_json(capsys, "ask", f"What was BHP's revenue in FY2024? (turn {i})", "--thread", "t")
    _truncated(data_dir / "threads.sqlite")
    before = digest(data_dir)
    code, _, err = cli_run(capsys, "ask", "And their dividends?", "--thread", "t")
    assert code == 1
    line = one_line(err)
    assert "damaged" in line and ".broken" in line
    assert digest(data_dir) == before


def test_locked_conversation_store_waits_then_says_so(
    data_dir: Path,
    with_thread: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(cli, "SQLITE_TIMEOUT_S", 0.3)
    other = sqlite3.connect(data_dir / "threads.sqlite", isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")  # another process in the middle of a write
        code, _, err = cli_run(capsys, "ask", "And their dividends?", "--thread", with_thread)
        assert code == 1
        assert "locked by another process" in one_line(err) and "wait" in err
    finally:
        other.execute("ROLLBACK")
        other.close()
    follow_up = ask_json(capsys, "ask", "And their dividends?", "--thread", with_thread)
    assert "146" in follow_up["answer"]


def test_conversation_store_on_a_full_disk(
    data_dir: Path,
    with_thread: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real_open = cli.open_conversations

    def full(path: Path) -> sqlite3.Connection:
        conn = real_open(path)
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {pages}")  # SQLite's own "disk is full"
        return conn

    monkeypatch.setattr(cli, "open_conversations", full)
    questions = [f"What was BHP's net debt in FY{y}?" for y in range(2021, 2026)] * 3
    code, err = 0, ""
    for question in questions:  # until the free pages left inside the file run out
        code, _, err = cli_run(capsys, "ask", question, "--thread", with_thread)
        if code:
            break
    assert code == 1
    assert "is full" in one_line(err) and "free some disk space" in err
    monkeypatch.setattr(cli, "open_conversations", real_open)
    follow_up = ask_json(capsys, "ask", "And their dividends?", "--thread", with_thread)
    assert follow_up["status"] == "answered"


def test_conversation_store_that_is_a_folder(
    data_dir: Path, one_bundled_report: None, capsys: pytest.CaptureFixture[str]
) -> None:
    (data_dir / "threads.sqlite").mkdir()
    code, _, err = cli_run(capsys, "ask", BHP_REVENUE)
    assert code == 1 and "is not a file" in one_line(err)


# --- cache safety --------------------------------------------------------------------------


def _graph() -> Any:
    from langgraph.checkpoint.memory import InMemorySaver

    from graph.supervisor import compile_supervisor_graph

    return compile_supervisor_graph(checkpointer=InMemorySaver())


def _ask(graph: Any, question: str, thread: str, owner: str) -> dict[str, Any]:
    config = {"configurable": {"thread_id": thread}}
    graph.invoke(
        {"messages": [("user", question)]}, config, context={"use_cache": True, "owner": owner}
    )
    values: dict[str, Any] = graph.get_state(config).values
    return values


def cache_entries(owner: str) -> list[dict[str, Any]]:
    got = get_store().collection(cache.COLLECTION).get(where={"owner": owner})
    return list(got["metadatas"] or [])


def test_medium_confidence_answer_is_not_cached(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import nodes.answer

    def one_unsupported(*_: Any, **__: Any) -> list[Any]:
        return [SimpleNamespace(text="US$1 billion")]

    real = nodes.answer.unsupported_figures
    monkeypatch.setattr(nodes.answer, "unsupported_figures", one_unsupported)
    graph = _graph()
    first = _ask(graph, BHP_REVENUE, "m1", "medium-owner")
    assert (first["confidence"], first["grounded"]) == ("medium", "partial")
    assert cache_entries("medium-owner") == []
    again = _ask(graph, BHP_REVENUE, "m2", "medium-owner")
    assert again["cache"] == "miss"

    monkeypatch.setattr(nodes.answer, "unsupported_figures", real)  # graded high: cached
    high = _ask(graph, BHP_REVENUE, "m3", "medium-owner")
    assert high["confidence"] == "high" and len(cache_entries("medium-owner")) == 1


def test_reingestion_invalidates_cached_answers(data_dir: Path, tmp_path: Path) -> None:
    graph = _graph()
    assert _ask(graph, BHP_REVENUE, "c1", "version-owner")["cache"] == "miss"
    assert _ask(graph, BHP_REVENUE, "c2", "version-owner")["cache"] == "hit"
    version = get_store().corpus_version()

    report = write(tmp_path / "bhp_extra.md", EXTRA_REPORT)
    assert ingest_paths([report]).files[0].status == "added"
    assert get_store().corpus_version() != version
    after = _ask(graph, BHP_REVENUE, "c3", "version-owner")
    assert after["cache"] == "miss" and "55,658" in after["answer"]
    assert _ask(graph, BHP_REVENUE, "c4", "version-owner")["cache"] == "hit"


def test_cache_never_serves_another_company_year_metric_or_owner(data_dir: Path) -> None:
    entry = {"answer": "BHP revenue FY2024: US$55,658 million", "confidence": "high"}
    cache.store_answer(BHP_REVENUE, extract_slots(BHP_REVENUE), "alice", "t-alice", entry)
    same = cache.lookup(BHP_REVENUE, extract_slots(BHP_REVENUE), "alice")
    assert same.status == "hit" and same.entry == entry
    for question in (
        "What was Rio Tinto's revenue in FY2024?",  # company
        "What was BHP's revenue in FY2023?",  # year
        "What was BHP's net profit in FY2024?",  # metric
        "What were BHP's dividends in FY2024?",  # metric
        "What was BHP's revenue in FY2024 and FY2023?",  # one more year
        "What was BHP and Rio Tinto's revenue in FY2024?",  # one more company
        "必和必拓2023财年的收入是多少？",  # year, in Chinese
    ):
        found = cache.lookup(question, extract_slots(question), "alice")
        assert found.status == "miss", (question, found)
    assert cache.lookup(BHP_REVENUE, extract_slots(BHP_REVENUE), "bob").status == "miss"


def test_cache_never_serves_another_half_kind_basis_or_qualifier(data_dir: Path) -> None:
    from mines.read_question import read_question

    def key(question: str) -> tuple[Any, ...]:
        request = read_question(question)
        return question, request.slots, "alice", request.detail_key()

    pairs = (  # the same slots; what each asks beyond them differs
        ("What was MIN's revenue in FY2024?", "What was MIN's revenue in the FY2024 half year?"),
        (
            "What final dividend did FMG pay for FY2023?",
            "What interim dividend did FMG pay for FY2023?",
        ),
        ("What was BHP's net debt in FY2024?", "What was BHP's gross debt in FY2024?"),
        ("What was BHP's diluted EPS in FY2024?", "What was BHP's basic EPS in FY2024?"),
    )
    for stored, asked in pairs:
        question, slots, owner, detail = key(stored)
        entry = {"answer": f"for: {stored}", "confidence": "high"}
        cache.store_answer(question, slots, owner, f"t-{stored}", entry, detail)
        assert cache.lookup(*key(stored)).status == "hit"
        found = cache.lookup(*key(asked))
        assert found.status == "miss" or found.entry != entry, (asked, found)


def test_deleting_a_thread_deletes_only_its_cache_entries(data_dir: Path) -> None:
    for thread, question in (("t1", BHP_REVENUE), ("t2", "What was BHP's revenue in FY2023?")):
        cache.store_answer(question, extract_slots(question), "alice", thread, {"answer": "x"})
    assert cache.delete_thread("t1", owner="bob") == 0  # not bob's
    assert cache.delete_thread("") == 0
    assert cache.delete_thread("t1", owner="alice") == 1
    assert [m["thread_id"] for m in cache_entries("alice")] == ["t2"]
    assert cache.purge_older_than(time.time() + 1) == 1
    assert cache_entries("alice") == []


# --- retention of the command line's threads ----------------------------------------------


def _thread_ids(data: Path) -> set[str]:
    with sqlite3.connect(data / "threads.sqlite") as conn:
        return {row[0] for row in conn.execute("SELECT DISTINCT thread_id FROM checkpoints")}


def _last_written(data: Path, thread: str) -> float:
    from langgraph.checkpoint.sqlite import SqliteSaver

    from mines.retention import _timestamp

    with sqlite3.connect(data / "threads.sqlite") as conn:
        latest = SqliteSaver(conn).get_tuple({"configurable": {"thread_id": thread}})
        assert latest is not None
        ts = _timestamp(latest.checkpoint["ts"])
        assert ts is not None
        return ts


def test_purge_deletes_threads_and_cache_entries_older_than_the_period(
    data_dir: Path, one_bundled_report: None, capsys: pytest.CaptureFixture[str]
) -> None:
    old = ask_json(capsys, "ask", BHP_REVENUE)["thread_id"]
    new = ask_json(capsys, "ask", "What was BHP's revenue in FY2023?")["thread_id"]
    assert {m["thread_id"] for m in cache_entries("local")} == {old, new}
    middle = (_last_written(data_dir, old) + _last_written(data_dir, new)) / 2
    with sqlite3.connect(data_dir / "threads.sqlite") as conn:
        report = purge_sqlite_threads(conn, days=1, now=middle + 86400, purge_cache=False)
    assert report.threads == [old]
    assert _thread_ids(data_dir) == {new}


def test_mines_purge_command_and_the_retention_setting(
    data_dir: Path,
    one_bundled_report: None,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    first = ask_json(capsys, "ask", BHP_REVENUE)["thread_id"]
    assert cli_run(capsys, "purge")[0] == 2  # no period given
    assert cli_run(capsys, "purge", "--older-than-days", "-1")[0] == 2
    code, out, _ = cli_run(capsys, "purge", "--older-than-days", "30", "--json")
    assert code == 0 and json.loads(out)["threads"] == []
    time.sleep(1.2)
    code, out, _ = cli_run(capsys, "purge", "--older-than-days", "0.00001", "--json")
    purged = json.loads(out)
    assert code == 0 and purged["threads"] == [first] and purged["cache_entries"] == 1
    assert _thread_ids(data_dir) == set() and cache_entries("local") == []

    second = ask_json(capsys, "ask", BHP_REVENUE)["thread_id"]
    time.sleep(1.2)
    monkeypatch.setenv("MINES_RETENTION_DAYS", "0.00001")  # ~0.9 s
    third = ask_json(capsys, "ask", "What was BHP's revenue in FY2023?")["thread_id"]
    assert _thread_ids(data_dir) == {third} and second != third
