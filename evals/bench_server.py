"""Latency and throughput of the graph through LangGraph Server, against the graph in-process.

``.venv/bin/python -m evals.bench_server [--repeat N] [--concurrency C] [--rounds R] [--url URL]``

In one run, with the same corpus and the offline model (semantic cache off, so every run
retrieves and streams):

- ``in_process``: ``graph.stream`` with an ``InMemorySaver``, one fresh thread per question;
- ``server``: ``runs.stream`` through a real ``langgraph dev`` (started here on a free
  loopback port in a temporary folder, unless ``--url`` names a running server);
- for both: **time to first token** (first answer token from ``synthesize``) and **time to
  final answer** (end of the stream), median and p95 of ``--repeat`` runs after one
  warm-up, run one after the other;
- ``throughput``: ``--concurrency`` threads at once, each asking ``--rounds`` questions one
  after the other with ``runs.wait``: runs per second and errors.

Prints a table and writes ``bench_server.json`` under ``--out`` (default ``evals/results``,
gitignored). The server's runs carry about one second of queue latency (its in-memory
queue polls every 0.5 s), which is what the comparison shows.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import statistics
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from evals.common import DEFAULT_RESULTS_DIR, percentile, prepare_environment

QUESTIONS = (
    "What was BHP's revenue in FY2024?",
    "What was Rio Tinto's underlying EBITDA in FY2023?",
    "What was Fortescue's revenue in FY2022?",
    "What was Mineral Resources' revenue in FY2023?",
    "What was Northern Star's revenue in FY2025?",
    "What was BHP's underlying EBITDA in FY2023?",
    "What was Rio Tinto's revenue in FY2024?",
    "What was Fortescue's statutory NPAT in FY2024?",
    "What was Northern Star's underlying EBITDA in FY2024?",
    "What was BHP's revenue in FY2022?",
)
CONTEXT = {"use_cache": False}
ASSISTANT = "mines_financial"


def _user(question: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": question}]}


def _summary(first_token: list[float], final: list[float], errors: int) -> dict[str, Any]:
    def stats(values: list[float]) -> dict[str, float]:
        return {
            "p50_ms": round(statistics.median(values), 1) if values else 0.0,
            "p95_ms": round(percentile(values, 95), 1),
        }

    return {
        "runs": len(final),
        "first_token": stats(first_token),
        "final": stats(final),
        "errors": errors,
    }


def bench_in_process(repeat: int) -> dict[str, Any]:
    """Stream the graph in this process; time the first ``synthesize`` token and the end."""
    from langgraph.checkpoint.memory import InMemorySaver

    from graph.supervisor import compile_supervisor_graph
    from mines.ingest import ensure_bundled_corpus

    ensure_bundled_corpus()
    graph = compile_supervisor_graph(checkpointer=InMemorySaver())
    first_token: list[float] = []
    final: list[float] = []
    errors = 0
    for i in range(-1, repeat):  # -1: warm-up, not counted
        question = QUESTIONS[i % len(QUESTIONS)]
        config = {"configurable": {"thread_id": str(uuid.uuid4())}}
        started = time.perf_counter()
        first = None
        answer = ""
        for mode, data in _stream_in_process(graph, question, config):
            if (
                mode == "messages"
                and first is None
                and data[1].get("langgraph_node") == "synthesize"
            ):
                first = time.perf_counter() - started
            elif mode == "updates":
                for update in data.values():
                    if isinstance(update, dict) and isinstance(update.get("answer"), str):
                        answer = update["answer"]
        total = time.perf_counter() - started
        if i < 0:
            continue
        if first is None or not answer:
            errors += 1
            continue
        first_token.append(first * 1000)
        final.append(total * 1000)
    return _summary(first_token, final, errors)


def _stream_in_process(graph: Any, question: str, config: dict[str, Any]) -> Any:
    """(mode, data) pairs of the top-level and subgraph streams."""
    for _namespace, mode, data in graph.stream(
        _user(question),
        config,
        context=CONTEXT,
        stream_mode=["messages", "updates"],
        subgraphs=True,
    ):
        yield mode, data


async def bench_server_latency(url: str, repeat: int) -> dict[str, Any]:
    """Stream runs through the server one after the other; same measures as in-process."""
    from langgraph_sdk import get_client

    client = get_client(url=url)
    first_token: list[float] = []
    final: list[float] = []
    errors = 0
    try:
        for i in range(-1, repeat):
            question = QUESTIONS[i % len(QUESTIONS)]
            thread = await client.threads.create(metadata={"title": f"bench: {question}"})
            started = time.perf_counter()
            first = None
            answer = ""
            async for part in client.runs.stream(
                thread["thread_id"],
                ASSISTANT,
                input=_user(question),
                context=CONTEXT,
                stream_mode=["messages-tuple", "updates"],
                stream_subgraphs=True,
            ):
                if (
                    part.event.startswith("messages")
                    and first is None
                    and part.data[1].get("langgraph_node") == "synthesize"
                ):
                    first = time.perf_counter() - started
                elif part.event == "updates" and isinstance(part.data, dict):
                    for update in part.data.values():
                        if isinstance(update, dict) and isinstance(update.get("answer"), str):
                            answer = update["answer"]
                elif part.event == "error":
                    errors += 1
            total = time.perf_counter() - started
            if i < 0:
                continue
            if first is None or not answer:
                errors += 1
                continue
            first_token.append(first * 1000)
            final.append(total * 1000)
    finally:
        await client.aclose()
    return _summary(first_token, final, errors)


async def bench_throughput(url: str, concurrency: int, rounds: int) -> dict[str, Any]:
    """``concurrency`` threads at once, ``rounds`` runs each; runs per second and errors."""
    from langgraph_sdk import get_client

    client = get_client(url=url)
    latencies: list[float] = []
    errors: list[str] = []

    async def worker(n: int) -> None:
        thread = await client.threads.create(metadata={"title": f"bench worker {n}"})
        for r in range(rounds):
            question = QUESTIONS[(n + r) % len(QUESTIONS)]
            started = time.perf_counter()
            try:
                values = await client.runs.wait(
                    thread["thread_id"], ASSISTANT, input=_user(question), context=CONTEXT
                )
            except Exception as exc:  # noqa: BLE001 - counted and reported
                errors.append(f"{type(exc).__name__}: {exc}"[:200])
                continue
            if not isinstance(values, dict) or not values.get("answer"):
                errors.append("no answer")
                continue
            latencies.append((time.perf_counter() - started) * 1000)

    try:
        started = time.perf_counter()
        await asyncio.gather(*(worker(n) for n in range(concurrency)))
        wall = time.perf_counter() - started
    finally:
        await client.aclose()
    runs = concurrency * rounds
    return {
        "concurrency": concurrency,
        "runs": runs,
        "wall_s": round(wall, 2),
        "runs_per_s": round(runs / wall, 2),
        "run_p50_ms": round(statistics.median(latencies), 1) if latencies else 0.0,
        "run_p95_ms": round(percentile(latencies, 95), 1),
        "errors": len(errors),
        "error_samples": errors[:3],
    }


def format_table(results: dict[str, Any]) -> str:
    """A plain-text table of the results."""
    header = (
        f"{'path':<12} {'runs':>4} {'first token p50':>16} {'p95':>8} "
        f"{'final p50':>10} {'p95':>8} {'errors':>6}"
    )
    lines = [header, "-" * len(header)]
    for name in ("in_process", "server"):
        r = results[name]
        lines.append(
            f"{name:<12} {r['runs']:>4} {r['first_token']['p50_ms']:>13.1f} ms "
            f"{r['first_token']['p95_ms']:>5.0f} ms {r['final']['p50_ms']:>7.1f} ms "
            f"{r['final']['p95_ms']:>5.0f} ms {r['errors']:>6}"
        )
    t = results["throughput"]
    lines.append("")
    lines.append(
        f"throughput: {t['concurrency']} concurrent threads x {t['runs'] // t['concurrency']} "
        f"runs = {t['runs']} runs in {t['wall_s']:.2f} s -> {t['runs_per_s']:.2f} runs/s "
        f"(run p50 {t['run_p50_ms']:.0f} ms, p95 {t['run_p95_ms']:.0f} ms), errors {t['errors']}"
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    parser = argparse.ArgumentParser(
        prog="python -m evals.bench_server",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--repeat", type=int, default=10, help="latency runs per path (10)")
    parser.add_argument("--concurrency", type=int, default=10, help="concurrent threads (10)")
    parser.add_argument("--rounds", type=int, default=3, help="runs per thread (3)")
    parser.add_argument("--url", default="", help="a running server (default: start one)")
    parser.add_argument("--out", type=Path, default=DEFAULT_RESULTS_DIR)
    args = parser.parse_args(argv)

    from tests.server.langgraph_server import LangGraphServer, corpus_template

    workdir = Path(tempfile.mkdtemp(prefix="bench-server-"))
    server = None
    try:
        # The in-process graph reads a copy of the same corpus the server gets.
        shutil.copytree(corpus_template(), workdir / "in-process")
        prepare_environment(workdir / "in-process", "offline")
        url = args.url
        if not url:
            server = LangGraphServer(workdir / "server").start()
            url = server.url
        started = time.perf_counter()
        results = {
            "in_process": bench_in_process(max(1, args.repeat)),
            "server": asyncio.run(bench_server_latency(url, max(1, args.repeat))),
            "throughput": asyncio.run(
                bench_throughput(url, max(1, args.concurrency), max(1, args.rounds))
            ),
        }
        elapsed = time.perf_counter() - started
    finally:
        if server is not None:
            server.stop()
        shutil.rmtree(workdir, ignore_errors=True)

    results["server_startup_s"] = round(server.startup_s, 2) if server else None
    print(f"bench_server · offline model · {args.repeat} runs per path ({elapsed:.1f} s)")
    print(format_table(results))
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "bench_server.json"
    path.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(f"saved {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
