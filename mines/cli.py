"""The ``mines`` command line: ask, resume, ingest.

Threads persist across invocations in a local SQLite checkpointer file under the data
directory. ``--json`` prints one object per turn. Exit codes: 0 ok, 1 internal or
storage error (no traceback unless ``--debug``), 2 bad input or usage.
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

MAX_QUESTION_CHARS = 4000
"""Longest question accepted (characters)."""


class InputError(ValueError):
    """Bad user input: reported on one line, exit code 2."""


def validate_question(text: str) -> str:
    """Return the cleaned question or raise ``InputError`` with a one-line reason."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InputError("the question is not valid UTF-8 text") from exc
    cleaned = "".join(ch for ch in text if ch in "\n\t" or ch.isprintable())
    cleaned = " ".join(cleaned.split())
    if not cleaned:
        raise InputError("the question is empty")
    if len(cleaned) > MAX_QUESTION_CHARS:
        raise InputError(
            f"the question is {len(cleaned)} characters long; the limit is {MAX_QUESTION_CHARS}"
        )
    return cleaned


def data_dir() -> Path:
    """Where threads and the vector store live (``MINES_DATA_DIR``, default ``.mines``)."""
    from mines.store import default_data_dir

    return default_data_dir()


@contextmanager
def _graph() -> Iterator[Any]:
    from langgraph.checkpoint.sqlite import SqliteSaver

    from graph.supervisor import compile_supervisor_graph
    from mines.ingest import ensure_bundled_corpus

    path = data_dir() / "threads.sqlite"
    path.parent.mkdir(parents=True, exist_ok=True)
    ensure_bundled_corpus()
    try:
        conn = sqlite3.connect(str(path), check_same_thread=False, timeout=10)
        conn.execute("PRAGMA journal_mode=WAL")
    except sqlite3.DatabaseError as exc:
        raise RuntimeError(
            f"the conversation store {path} cannot be opened ({exc}); move it aside to start afresh"
        ) from exc
    try:
        saver = SqliteSaver(conn)
        yield compile_supervisor_graph(checkpointer=saver)
    finally:
        conn.close()


def _run(graph: Any, payload: Any, thread_id: str, model: str | None) -> dict[str, Any]:
    from mines.context import Context

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
    values = state.values
    interrupted = bool(state.interrupts)
    question = state.interrupts[0].value.get("question") if interrupted else None
    return {
        "thread_id": thread_id,
        "status": "interrupted" if interrupted else "answered",
        "answer": None if interrupted else values.get("answer"),
        "question": question,
        "confidence": None if interrupted else values.get("confidence"),
        "grounded": None if interrupted else values.get("grounded"),
        "route": values.get("route"),
        "cache": values.get("cache", "miss"),
        "sources": [
            {k: s.get(k) for k in ("company", "fiscal_year", "source", "page")}
            for s in ([] if interrupted else values.get("sources", []))
        ],
        "steps": steps,
        "model_calls": values.get("model_calls", 0),
    }


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


def _ask(args: argparse.Namespace) -> int:
    question = validate_question(args.question)
    thread_id = args.thread or uuid.uuid4().hex[:12]
    with _graph() as graph:
        result = _run(graph, {"messages": [("user", question)]}, thread_id, args.model)
    _print(result, args.json)
    return 0


def _resume(args: argparse.Namespace) -> int:
    from langgraph.types import Command

    reply = validate_question(args.reply)
    with _graph() as graph:
        state = graph.get_state({"configurable": {"thread_id": args.thread}})
        if not state.interrupts:
            raise InputError(f"thread {args.thread} has no pending clarification question")
        result = _run(graph, Command(resume=reply), args.thread, args.model)
    _print(result, args.json)
    return 0


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
    resume = sub.add_parser("resume", help="answer a clarification question")
    resume.add_argument("--thread", required=True)
    resume.add_argument("reply")
    resume.add_argument("--json", action="store_true")
    resume.add_argument("--model")
    sub.add_parser("ingest", help="ingest annual reports (see mines ingest --help)", add_help=False)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``mines`` command."""
    argv = list(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("LANGSMITH_TRACING", "false")
    logging.basicConfig(level=logging.ERROR, format="%(levelname)s %(name)s: %(message)s")
    debug = "--debug" in argv
    if argv and argv[0] == "ingest":
        from mines.ingest import main_ingest

        return main_ingest(argv[1:])
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    try:
        return int(_ask(args) if args.command == "ask" else _resume(args))
    except InputError as exc:
        sys.stderr.write(f"mines: {exc}\n")
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("mines: interrupted\n")
        return 130
    except Exception as exc:  # noqa: BLE001 - one line for users, the traceback with --debug
        if debug:
            traceback.print_exc()
        sys.stderr.write(f"mines: error: {type(exc).__name__}: {exc}\n")
        if not debug:
            sys.stderr.write("mines: run again with --debug for details\n")
        return 1


if __name__ == "__main__":
    sys.exit(main())
