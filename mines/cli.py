"""The ``mines`` command line: ask, resume, ingest, purge.

Threads persist across invocations in a local SQLite checkpointer file under the data
directory. ``--json`` prints one object per turn. Exit codes: 0 ok, 1 internal or
storage error (no traceback unless ``--debug``), 2 bad input or usage.

Storage failures print one line saying what to do: a damaged vector store (rebuild it), a
conversation store that is damaged (it is never overwritten; the line says how to move it
aside), locked by another process (wait and retry) or on a full disk. The vector store is
checked before the conversation store is opened, so a damaged vector store never touches
the conversations.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sqlite3
import sys
import traceback
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from mines.inputs import MAX_QUESTION_CHARS, clean_text

SQLITE_TIMEOUT_S = 10.0
"""How long to wait for another process holding the conversation store's write lock."""


class InputError(ValueError):
    """Bad user input: reported on one line, exit code 2."""


class ConversationStoreError(RuntimeError):
    """The conversation store (``threads.sqlite``) cannot be used; the message says why."""


def validate_question(text: str) -> str:
    """Return the cleaned question or raise ``InputError`` with a one-line reason."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InputError("the question is not valid UTF-8 text") from exc
    cleaned = clean_text(text)
    if not cleaned:
        raise InputError("the question is empty")
    if len(cleaned) > MAX_QUESTION_CHARS:
        raise InputError(
            f"the question is {len(cleaned)} characters long; the limit is {MAX_QUESTION_CHARS}"
        )
    return cleaned


def data_dir() -> Path:
    """Where threads and the vector store live (``MINES_DATA_DIR``, default ``.mines``)."""
    from mines.chroma_client import default_data_dir

    return default_data_dir()


def threads_path() -> Path:
    """The conversation store: ``<data dir>/threads.sqlite``."""
    return data_dir() / "threads.sqlite"


def conversation_store_error(path: Path, exc: BaseException) -> ConversationStoreError:
    """A one-line, actionable description of a failure of the conversation store."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    lowered = text.lower()
    if "locked" in lowered or "busy" in lowered:
        return ConversationStoreError(
            f"the conversation store {path} is locked by another process ({text}); wait for "
            "the other `mines` command to finish (or stop it), then run this one again"
        )
    if "disk is full" in lowered or "no space" in lowered:
        return ConversationStoreError(
            f"the disk holding the conversation store {path} is full ({text}); free some "
            "disk space, then run the command again"
        )
    if isinstance(exc, sqlite3.OperationalError) and "unable to open" in lowered:
        return ConversationStoreError(
            f"cannot open the conversation store {path} ({text}); fix the permissions of "
            f"{path.parent} or set MINES_DATA_DIR to a writable folder"
        )
    return ConversationStoreError(
        f"the conversation store {path} is damaged ({text}) and was left as it is; to start "
        f"again with no conversations, move it aside: `mv {path} {path}.broken` (with any "
        f"{path.name}-wal and {path.name}-shm next to it)"
    )


def _check_not_truncated(conn: sqlite3.Connection, path: Path) -> None:
    """A file shorter than the size its header records lost its end (a cheap check).

    Skipped while a write-ahead log holds pages the main file has not received yet.
    """
    if not path.is_file() or Path(f"{path}-wal").exists():
        return
    pages = int(conn.execute("PRAGMA page_count").fetchone()[0])
    page_size = int(conn.execute("PRAGMA page_size").fetchone()[0])
    if path.stat().st_size < pages * page_size:
        raise sqlite3.DatabaseError(
            f"the file holds {path.stat().st_size} bytes but its header records "
            f"{pages * page_size}: it was truncated"
        )


def open_conversations(path: Path) -> sqlite3.Connection:
    """Open ``threads.sqlite``, checking it is a database and not locked by someone else.

    Nothing is written to a file that is not a database, so a damaged store is never
    overwritten.

    Raises:
        ConversationStoreError: It is damaged, locked or cannot be opened.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        error = sqlite3.OperationalError(f"unable to open the folder: {exc}")
        raise conversation_store_error(path, error) from exc
    if path.exists() and not path.is_file():
        raise ConversationStoreError(
            f"the conversation store {path} is not a file; move it aside or set "
            "MINES_DATA_DIR to another folder"
        )
    conn: sqlite3.Connection | None = None
    try:
        conn = sqlite3.connect(str(path), check_same_thread=False, timeout=SQLITE_TIMEOUT_S)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # header and schema
        _check_not_truncated(conn, path)
        conn.execute("BEGIN IMMEDIATE")  # fails (after the timeout) when another writer holds it
        conn.execute("ROLLBACK")
        conn.execute("PRAGMA journal_mode=WAL")
    except sqlite3.Error as exc:
        if conn is not None:
            conn.close()
        raise conversation_store_error(path, exc) from exc
    return conn


def _apply_retention(conn: sqlite3.Connection) -> None:
    """Delete expired conversations when ``MINES_RETENTION_DAYS`` is set."""
    from mines.retention import purge_sqlite_threads, retention_days

    days = retention_days()
    if days is not None:
        report = purge_sqlite_threads(conn, days)
        if report.threads:
            logging.getLogger(__name__).info("retention: %s", report.summary())


@contextmanager
def _graph() -> Iterator[Any]:
    from langgraph.checkpoint.sqlite import SqliteSaver

    from graph.supervisor import compile_supervisor_graph
    from mines.ingest.run import ensure_bundled_corpus

    ensure_bundled_corpus()  # first: a broken vector store stops here, conversations untouched
    conn = open_conversations(threads_path())
    try:
        _apply_retention(conn)
        saver = SqliteSaver(conn)
        yield compile_supervisor_graph(checkpointer=saver)
    finally:
        conn.close()


def _run(graph: Any, payload: Any, thread_id: str, model: str | None) -> dict[str, Any]:
    from mines.context import Context
    from mines.remote import turn_result

    config = {"configurable": {"thread_id": thread_id}}
    context = Context(model=model) if model else Context()
    steps: list[str] = []
    for namespace, update in graph.stream(
        payload, config, context=context, stream_mode="updates", subgraphs=True
    ):
        for node in update:
            if node != "__interrupt__":
                steps.append(node)
        del namespace
    state = graph.get_state(config)
    interrupt = state.interrupts[0].value if state.interrupts else None
    return turn_result(thread_id, state.values, interrupt, steps)


def _print(result: dict[str, Any], as_json: bool) -> None:
    if as_json:
        sys.stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
        return
    if result["status"] == "interrupted":
        sys.stdout.write(f"{result['question']}\n")
        sys.stdout.write(f'(reply with: mines resume --thread {result["thread_id"]} "...")\n')
        return
    sys.stdout.write(f"{result['answer']}\n")
    meta = f"[thread {result['thread_id']}"
    if result["confidence"]:
        meta += f" · confidence {result['confidence']}"
    sys.stdout.write(meta + f" · {result['model_calls']} model calls]\n")


def _remote(args: argparse.Namespace) -> Any:
    """A client of the running server to use for this command, or None (see mines.remote)."""
    from mines.remote import Remote, is_server_thread, server_url

    if not is_server_thread(args.thread):
        return None
    url = server_url(args.server, args.local)
    return Remote(url) if url else None


def _context(args: argparse.Namespace) -> dict[str, Any]:
    return {"context": {"model": args.model}} if args.model else {}


def _ask(args: argparse.Namespace) -> int:
    question = validate_question(args.question)
    remote = _remote(args)
    if remote is not None:  # a running server has everything loaded: no import cost here
        payload = {"input": {"messages": [{"role": "user", "content": question}]}}
        result = remote.run(args.thread, {**payload, **_context(args)}, title=question)
        _print(result, args.json)
        return 0
    thread_id = args.thread or uuid.uuid4().hex[:12]
    with _graph() as graph:
        result = _run(graph, {"messages": [("user", question)]}, thread_id, args.model)
    _print(result, args.json)
    return 0


def _resume(args: argparse.Namespace) -> int:
    from langgraph.types import Command

    reply = validate_question(args.reply)
    remote = _remote(args)
    if remote is not None:
        if not remote.pending_question(args.thread):
            raise InputError(f"thread {args.thread} has no pending clarification question")
        payload = {"command": {"resume": reply}, **_context(args)}
        _print(remote.run(args.thread, payload), args.json)
        return 0
    with _graph() as graph:
        state = graph.get_state({"configurable": {"thread_id": args.thread}})
        if not state.interrupts:
            raise InputError(f"thread {args.thread} has no pending clarification question")
        result = _run(graph, Command(resume=reply), args.thread, args.model)
    _print(result, args.json)
    return 0


def _purge(args: argparse.Namespace) -> int:
    from mines.retention import parse_days, purge_sqlite_threads, retention_days

    try:
        days = parse_days(args.older_than_days) if args.older_than_days is not None else None
    except ValueError as exc:
        raise InputError(str(exc)) from exc
    days = days or retention_days()
    if days is None:
        raise InputError("give --older-than-days N, or set MINES_RETENTION_DAYS")
    conn = open_conversations(threads_path())
    try:
        report = purge_sqlite_threads(conn, days)
    finally:
        conn.close()
    if args.json:
        sys.stdout.write(
            json.dumps(
                {
                    "cutoff": report.cutoff,
                    "threads": report.threads,
                    "cache_entries": report.cache_entries,
                }
            )
            + "\n"
        )
    else:
        sys.stdout.write(report.summary() + "\n")
    return 0


def _server_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--server",
        metavar="URL",
        help="send the question to this LangGraph Server (default: MINES_SERVER_URL, or the "
        "local `make run` server when one is up)",
    )
    parser.add_argument("--local", action="store_true", help="never use a running server")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (kept separate for tests and ``--help``)."""
    parser = argparse.ArgumentParser(prog="mines", description=__doc__.splitlines()[0])
    parser.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    sub = parser.add_subparsers(dest="command", required=True)
    ask = sub.add_parser("ask", help="ask a question")
    ask.add_argument("question")
    ask.add_argument("--thread", help="continue this conversation (default: a new one)")
    ask.add_argument("--json", action="store_true", help="print one JSON object")
    ask.add_argument("--model", help="model spec, e.g. offline or deepseek:deepseek-chat")
    _server_flags(ask)
    resume = sub.add_parser("resume", help="answer a clarification question")
    resume.add_argument("--thread", required=True)
    resume.add_argument("reply")
    resume.add_argument("--json", action="store_true")
    resume.add_argument("--model")
    _server_flags(resume)
    sub.add_parser("ingest", help="ingest annual reports (see mines ingest --help)", add_help=False)
    purge = sub.add_parser(
        "purge", help="delete conversations (and their cached answers) older than N days"
    )
    purge.add_argument(
        "--older-than-days",
        type=float,
        metavar="N",
        help="retention period in days, fractions allowed (default: MINES_RETENTION_DAYS)",
    )
    purge.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``mines`` command."""
    argv = list(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("LANGSMITH_TRACING", "false")
    logging.basicConfig(level=logging.ERROR, format="%(levelname)s %(name)s: %(message)s")
    debug = "--debug" in argv
    if argv and argv[0] == "ingest":
        from mines.ingest.command import main_ingest

        return main_ingest(argv[1:])
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    commands = {"ask": _ask, "resume": _resume, "purge": _purge}
    try:
        return int(commands[args.command](args))
    except InputError as exc:
        sys.stderr.write(f"mines: {exc}\n")
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("mines: interrupted\n")
        return 130
    except Exception as exc:  # noqa: BLE001 - one line for users, the traceback with --debug
        if debug:
            traceback.print_exc()
        if _is_known_error(exc):
            if isinstance(exc, sqlite3.Error):
                exc = conversation_store_error(threads_path(), exc)
            sys.stderr.write(f"mines: error: {exc}\n")
            return 1
        sys.stderr.write(f"mines: error: {type(exc).__name__}: {exc}\n")
        if not debug:
            sys.stderr.write("mines: run again with --debug for details\n")
        return 1


def _is_known_error(exc: BaseException) -> bool:
    """A storage or server error, reported as its own one-line message.

    The classes are looked up only in modules already imported: a ``StoreError`` (or a
    ``RemoteError``) can only come from a command that imported its module, and importing
    the store (Chroma) just to test for it would cost a second of CPU.
    """
    if isinstance(exc, ConversationStoreError | sqlite3.Error):
        return True
    for module, name in (("mines.chroma_client", "StoreError"), ("mines.remote", "RemoteError")):
        cls = getattr(sys.modules.get(module), name, None)
        if isinstance(cls, type) and isinstance(exc, cls):
            return True
    return False


if __name__ == "__main__":
    sys.exit(main())
