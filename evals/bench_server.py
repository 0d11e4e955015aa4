"""Latency and throughput of the graph through LangGraph Server, against the graph in-process.

``.venv/bin/python -m evals.bench_server [--repeat N] [--concurrency C] [--rounds R] [--url URL]
[--memory-runs N [--memory-only] [--delete-threads]]``

In one run, with the same corpus and the offline model (semantic cache off, so every run
retrieves and streams):

- ``in_process``: ``graph.stream`` with an ``InMemorySaver``, one fresh thread per question;
- ``server``: ``runs.stream`` through a real ``langgraph dev`` (started here on a free
  loopback port in a temporary folder, unless ``--url`` names a running server);
- for both: **time to first token** (first answer token, from the ``answer`` step) and **time to
  final answer** (end of the stream), median and p95 of ``--repeat`` runs after one
  warm-up, run one after the other;
- ``throughput``: ``--concurrency`` threads at once, each asking ``--rounds`` questions one
  after the other with ``runs.wait``: runs per second and errors.

Prints a table and writes ``bench_server.json`` under ``--out`` (default ``evals/results``,
gitignored). The server's runs carry about one second of queue latency (its in-memory
queue polls every 0.5 s), which is what the comparison shows.

``--memory-runs N`` adds a memory-growth phase on the same server (``--memory-only``: only
that phase): after ``--concurrency`` warm-up runs, ``--concurrency`` workers run N runs in
all with ``runs.wait``, each on a fresh thread (kept, as a chat server keeps its
conversations; ``--delete-threads`` deletes each thread after its run, leaving only what
leaks). The resident set size (``VmRSS`` from ``/proc/<pid>/status``, summed over the
server's process tree) is sampled before, every ``--memory-every`` completed runs and
after; growth is reported in MB and KB per run, with the least-squares slope over the
samples after the first interval. ``--memory-timeout`` (s) stops dispatching new runs, and
a run taking over 60 s counts as an error, so the phase is bounded in time. With
``--delete-threads`` a thread is deleted only once it is no longer ``busy`` (``runs.wait``
returns before the server has finished with the thread; deleting it at once fails the
worker with a 404 and wedged the dev server's queue in a trial), and one deletion at a
time (concurrent deletions on the in-memory runtime delete the wrong threads). Writes
``bench_memory.json`` (``bench_memory_deleted_threads.json`` with ``--delete-threads``).
"""

from __future__ import annotations

import asyncio
import os
import shutil
import statistics
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from evals.common import (
    DEFAULT_RESULTS_DIR,
    bench_parser,
    percentile,
    prepare_environment,
    save_json,
    throughput_summary,
)

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
RUN_TIMEOUT_S = 60.0
"""Memory phase: a run (or a thread deletion) taking longer counts as an error."""


def user_input(question: str) -> dict[str, Any]:
    """A run input asking ``question`` (shared with bench_runtime)."""
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
    """Stream the graph in this process; time the first ``answer`` token and the end."""
    from langgraph.checkpoint.memory import InMemorySaver

    from graph.supervisor import compile_supervisor_graph
    from mines.ingest.run import ensure_bundled_corpus

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
            if mode == "messages" and first is None and data[1].get("langgraph_node") == "answer":
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
        user_input(question),
        config,
        context=CONTEXT,
        stream_mode=["messages", "updates"],
        subgraphs=True,
    ):
        yield mode, data


async def stream_run(
    client: Any, thread_id: str, question: str, durability: str | None = None
) -> tuple[float | None, float, str]:
    """One streamed run: node updates and answer tokens (the page also asks for ``tasks``).

    Returns:
        Seconds to the first answer token (None: none came), seconds to the end, and the
        answer.

    Raises:
        RuntimeError: The stream reported an error.
    """
    kwargs: dict[str, Any] = {"durability": durability} if durability else {}
    started = time.perf_counter()
    first = None
    answer = ""
    async for part in client.runs.stream(
        thread_id,
        ASSISTANT,
        input=user_input(question),
        context=CONTEXT,
        stream_mode=["messages-tuple", "updates"],
        stream_subgraphs=True,
        **kwargs,
    ):
        if (
            part.event.startswith("messages")
            and first is None
            and part.data[1].get("langgraph_node") == "answer"
        ):
            first = time.perf_counter() - started
        elif part.event == "updates" and isinstance(part.data, dict):
            for update in part.data.values():
                if isinstance(update, dict) and isinstance(update.get("answer"), str):
                    answer = update["answer"]
        elif part.event == "error":
            raise RuntimeError(f"run error: {part.data}")
    return first, time.perf_counter() - started, answer


async def bench_server_latency(
    url: str, repeat: int, durability: str | None = None, warm_up: int = 1
) -> dict[str, Any]:
    """Stream runs through the server one after the other, after ``warm_up`` uncounted ones.

    Same measures as in-process, each run on a new thread.
    """
    from langgraph_sdk import get_client

    client = get_client(url=url)
    first_token: list[float] = []
    final: list[float] = []
    errors: list[str] = []
    try:
        for i in range(-warm_up, repeat):
            question = QUESTIONS[i % len(QUESTIONS)]
            try:
                thread = await client.threads.create(metadata={"title": f"bench: {question}"})
                first, total, answer = await stream_run(
                    client, thread["thread_id"], question, durability
                )
            except Exception as exc:  # noqa: BLE001 - counted and reported
                errors.append(f"{type(exc).__name__}: {exc}"[:200])
                continue
            if i < 0:
                continue
            if first is None or not answer:
                errors.append("no answer token" if first is None else "no answer")
                continue
            first_token.append(first * 1000)
            final.append(total * 1000)
    finally:
        await client.aclose()
    return {**_summary(first_token, final, len(errors)), "error_samples": errors[:3]}


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
                    thread["thread_id"], ASSISTANT, input=user_input(question), context=CONTEXT
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
    return throughput_summary(
        concurrency, rounds, wall, latencies, errors, done=concurrency * rounds
    )


def _children(pid: int) -> list[int]:
    """Direct children of ``pid``, from ``/proc/<pid>/task/*/children`` (or a ``/proc`` scan)."""
    found: list[int] = []
    tasks = Path(f"/proc/{pid}/task")
    try:
        for task in tasks.iterdir():
            found += [int(c) for c in (task / "children").read_text().split()]
        return found
    except OSError:
        pass
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


def _vmrss_kb(pid: int) -> int:
    """``VmRSS`` of one process in KB (0 when it is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def tree_rss_mb(root: int) -> tuple[float, int]:
    """Resident set size of ``root`` and its descendants in MB, and how many processes."""
    pids, queue = [], [root]
    while queue:
        pid = queue.pop()
        pids.append(pid)
        queue += _children(pid)
    return sum(_vmrss_kb(p) for p in pids) / 1024, len(pids)


def _slope_kb_per_run(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of (runs, RSS MB) points, in KB per run."""
    if len(points) < 2:
        return 0.0
    xs = [float(x) for x, _ in points]
    ys = [y for _, y in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    var = sum((x - mx) ** 2 for x in xs)
    if not var:
        return 0.0
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / var * 1024


async def bench_memory(
    url: str,
    pid: int,
    runs: int,
    concurrency: int,
    every: int = 100,
    timeout_s: float = 600.0,
    delete_threads: bool = False,
) -> dict[str, Any]:
    """``runs`` runs, ``concurrency`` at a time, each on a fresh thread; RSS samples of ``pid``."""
    from langgraph_sdk import get_client

    client = get_client(url=url)
    errors: list[str] = []
    latencies: list[float] = []
    samples: list[dict[str, Any]] = []
    state = {"next": 0, "done": 0}
    started = 0.0

    def sample(label: str) -> None:
        rss, processes = tree_rss_mb(pid)
        samples.append(
            {
                "at": label,
                "runs": state["done"],
                "rss_mb": round(rss, 1),
                "processes": processes,
                "t_s": round(time.perf_counter() - started, 1) if started else 0.0,
            }
        )

    deleting = asyncio.Lock()

    async def delete_when_idle(thread_id: str) -> None:
        # runs.wait returns before the worker has set the thread's status; deleting the
        # thread in that window fails the worker (404) and can wedge the in-memory queue.
        for _ in range(100):
            if (await client.threads.get(thread_id)).get("status") != "busy":
                break
            await asyncio.sleep(0.1)
        # One deletion at a time: the in-memory runtime's Threads.delete finds the thread's
        # list index, awaits (auth handler, checkpoints), then pops that index, so
        # concurrent deletions remove the wrong threads.
        async with deleting:
            await client.threads.delete(thread_id)

    async def one(question: str) -> None:
        thread = await client.threads.create(metadata={"title": "bench memory"})
        t0 = time.perf_counter()
        try:
            values = await asyncio.wait_for(
                client.runs.wait(
                    thread["thread_id"], ASSISTANT, input=user_input(question), context=CONTEXT
                ),
                RUN_TIMEOUT_S,
            )
            if not isinstance(values, dict) or not values.get("answer"):
                errors.append("no answer")
            else:
                latencies.append((time.perf_counter() - t0) * 1000)
        except Exception as exc:  # noqa: BLE001 - counted and reported
            errors.append(f"{type(exc).__name__}: {exc}"[:200])
        if delete_threads:
            try:
                await asyncio.wait_for(delete_when_idle(thread["thread_id"]), RUN_TIMEOUT_S)
            except Exception as exc:  # noqa: BLE001 - counted and reported
                errors.append(f"delete: {type(exc).__name__}: {exc}"[:200])

    async def worker() -> None:
        while state["next"] < runs and time.perf_counter() - started < timeout_s:
            n = state["next"]
            state["next"] += 1
            await one(QUESTIONS[n % len(QUESTIONS)])
            state["done"] += 1
            if state["done"] % every == 0:
                sample("during")

    try:
        await asyncio.gather(*(one(QUESTIONS[n % len(QUESTIONS)]) for n in range(concurrency)))
        warm_errors = len(errors)
        latencies.clear()
        started = time.perf_counter()
        sample("before")
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        wall = time.perf_counter() - started
        sample("after")
        await asyncio.sleep(5)
        sample("after_idle_5s")
    finally:
        await client.aclose()
    done = state["done"]
    before, after = samples[0]["rss_mb"], samples[-2]["rss_mb"]
    growth = after - before
    steady = [(s["runs"], s["rss_mb"]) for s in samples[1:-1] if s["runs"] >= every]
    return {
        "runs": done,
        "runs_asked": runs,
        "stopped_by_timeout": done < runs,
        "concurrency": concurrency,
        "threads": "deleted after each run" if delete_threads else "kept (one per run)",
        "wall_s": round(wall, 1),
        "runs_per_s": round(done / wall, 2) if wall else 0.0,
        "run_p50_ms": round(statistics.median(latencies), 1) if latencies else 0.0,
        "run_p95_ms": round(percentile(latencies, 95), 1),
        "errors": len(errors) - warm_errors,
        "warmup_errors": warm_errors,
        "error_samples": errors[:3],
        "rss_before_mb": before,
        "rss_after_mb": after,
        "rss_after_idle_mb": samples[-1]["rss_mb"],
        "growth_mb": round(growth, 1),
        "growth_kb_per_run": round(growth * 1024 / done, 1) if done else 0.0,
        "slope_kb_per_run": round(_slope_kb_per_run(steady), 1),
        "slope_over_runs": f"{steady[0][0]}-{steady[-1][0]}" if steady else "",
        "samples": samples,
    }


def format_memory(m: dict[str, Any]) -> str:
    """The memory phase as text: the samples, then the growth."""
    lines = [f"{'runs':>6} {'RSS MB':>8} {'t s':>7}  ({m['threads']})"]
    lines += [
        f"{s['runs']:>6} {s['rss_mb']:>8.1f} {s['t_s']:>7.1f}  {s['at']}" for s in m["samples"]
    ]
    lines.append(
        f"memory: {m['runs']} runs ({m['concurrency']} concurrent) in {m['wall_s']:.0f} s "
        f"({m['runs_per_s']:.2f} runs/s), RSS {m['rss_before_mb']:.1f} -> "
        f"{m['rss_after_mb']:.1f} MB: {m['growth_mb']:+.1f} MB = "
        f"{m['growth_kb_per_run']:.1f} KB/run (slope over runs {m['slope_over_runs']}: "
        f"{m['slope_kb_per_run']:.1f} KB/run), errors {m['errors']}"
        + (" [stopped by --memory-timeout]" if m["stopped_by_timeout"] else "")
    )
    return "\n".join(lines)


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
    parser = bench_parser("evals.bench_server", __doc__)
    parser.add_argument("--repeat", type=int, default=10, help="latency runs per path (10)")
    parser.add_argument("--concurrency", type=int, default=10, help="concurrent threads (10)")
    parser.add_argument("--rounds", type=int, default=3, help="runs per thread (3)")
    parser.add_argument("--url", default="", help="a running server (default: start one)")
    parser.add_argument(
        "--memory-runs", type=int, default=0, help="memory-growth phase of N runs (0: none)"
    )
    parser.add_argument(
        "--memory-only", action="store_true", help="only the memory phase (with --memory-runs)"
    )
    parser.add_argument("--memory-every", type=int, default=100, help="RSS sample interval")
    parser.add_argument(
        "--memory-timeout", type=float, default=600.0, help="stop the memory phase after (s)"
    )
    parser.add_argument(
        "--delete-threads", action="store_true", help="memory phase: delete each thread"
    )
    parser.add_argument(
        "--server-pid", type=int, default=0, help="pid of the --url server (memory phase)"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_RESULTS_DIR)
    args = parser.parse_args(argv)
    if args.memory_only and args.memory_runs <= 0:
        parser.error("--memory-only needs --memory-runs N")
    if args.url and args.memory_runs > 0 and not args.server_pid:
        parser.error("--memory-runs with --url needs --server-pid")

    from tests.server.langgraph_server import LangGraphServer, corpus_template

    workdir = Path(tempfile.mkdtemp(prefix="bench-server-"))
    server = None
    results: dict[str, Any] = {}
    memory: dict[str, Any] | None = None
    load_before = os.getloadavg()
    try:
        # The in-process graph reads a copy of the same corpus the server gets.
        shutil.copytree(corpus_template(), workdir / "in-process")
        prepare_environment(workdir / "in-process", "offline")
        url = args.url
        pid = args.server_pid
        if not url:
            server = LangGraphServer(workdir / "server").start()
            url = server.url
            assert server.process is not None
            pid = server.process.pid
        started = time.perf_counter()
        if not args.memory_only:
            results = {
                "in_process": bench_in_process(max(1, args.repeat)),
                "server": asyncio.run(bench_server_latency(url, max(1, args.repeat))),
                "throughput": asyncio.run(
                    bench_throughput(url, max(1, args.concurrency), max(1, args.rounds))
                ),
            }
        elapsed = time.perf_counter() - started
        if args.memory_runs > 0:
            memory = asyncio.run(
                bench_memory(
                    url,
                    pid,
                    args.memory_runs,
                    max(1, args.concurrency),
                    max(1, args.memory_every),
                    args.memory_timeout,
                    args.delete_threads,
                )
            )
    finally:
        if server is not None:
            server.stop()
        shutil.rmtree(workdir, ignore_errors=True)

    machine = {"cpus": os.cpu_count(), "loadavg_1m_before": round(load_before[0], 2)}
    args.out.mkdir(parents=True, exist_ok=True)
    if results:
        results["server_startup_s"] = round(server.startup_s, 2) if server else None
        results["machine"] = machine
        print(f"bench_server · offline model · {args.repeat} runs per path ({elapsed:.1f} s)")
        print(format_table(results))
        path = args.out / "bench_server.json"
        save_json(path, results)
    if memory is not None:
        memory["machine"] = machine
        print(f"bench_server memory · offline model · langgraph dev pid {pid}")
        print(format_memory(memory))
        name = "bench_memory_deleted_threads.json" if args.delete_threads else "bench_memory.json"
        path = args.out / name
        save_json(path, memory)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
