"""The two runtimes side by side: ``langgraph dev`` against production mode (Aegra).

``.venv/bin/python -m evals.bench_runtime [--repeat N] [--rounds R] [--trials T]
[--concurrency 10,50] [--growth-runs N] [--workers W] [--skip-dev]``

Both servers are started here, on free loopback ports, on the same ingested corpus, with
the offline model and the semantic cache off (every run retrieves and streams), and stay up
together (an idle server costs next to nothing):

- ``langgraph dev`` (in-memory runtime, ``--n-jobs-per-worker 10``), as ``make run``;
- production mode: Aegra with ``--workers W`` (default: the number of cores) on a fresh
  Postgres database, a private Redis and a Chroma server (``tests/server/aegra_server.py``,
  the default lease timings).

Three targets: ``langgraph dev``, and Aegra with two checkpoint durabilities (``async``: a
checkpoint after every step, written while the next step runs, LangGraph's default;
``exit``: one checkpoint at the end of the run):

- ``latency``, per target: ``--repeat`` streamed runs one after the other, after 4 warm-up
  runs (``runs.stream``, node updates and answer tokens): time to the first answer token
  and to the end, p50/p95;
- ``throughput``: for each ``--concurrency`` C, ``--trials`` rounds in which each target in
  turn runs one trial: C threads at once, each streaming ``--rounds`` runs one after the
  other; then every thread is read back (``get_state``): a thread missing or without its
  last answer is *lost*. Interleaving the targets' trials keeps a shared machine's drift
  (one target's trials swung by up to a third within minutes) out of their ratio. Reported per
  target: the median runs per second of its trials (and each trial's), run p50/p95 over all
  trials, errors and lost threads summed; and the production / dev ratio at 10 threads,
  both of the medians and as the median of the trial-by-trial ratios.

``--growth-runs N`` (default 1000) adds Postgres growth: N streamed runs (10 at a time,
each on a new thread, kept) on Aegra with per-step checkpoints, and the database size
(``pg_database_size``) and row counts before and after, reported per 1,000 runs.

Prints a table (with up to three error samples per runtime) and writes
``bench_runtime.json`` under ``--out`` (default ``evals/results``), with Aegra's log beside it
(``bench_runtime_aegra.log``: the server side of any error).
"""

from __future__ import annotations

import asyncio
import os
import shutil
import statistics
import subprocess
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from evals.bench_server import QUESTIONS, bench_server_latency, stream_run
from evals.common import (
    DEFAULT_RESULTS_DIR,
    bench_parser,
    percentile,
    save_json,
    throughput_summary,
)

RUN_TIMEOUT_S = 120.0
WARM_UP_RUNS = 4
"""Sequential runs before the latency is measured, not counted: a worker's first run is
slower (lazy caches), and runs reach Aegra's workers in no fixed order."""


async def bench_throughput(
    url: str, concurrency: int, rounds: int, durability: str | None
) -> dict[str, Any]:
    """``concurrency`` threads at once, ``rounds`` streamed runs each; then lost threads."""
    from langgraph_sdk import get_client

    client = get_client(url=url, timeout=RUN_TIMEOUT_S)
    latencies: list[float] = []
    errors: list[str] = []
    expected: dict[str, str] = {}

    async def worker(n: int) -> None:
        try:
            thread = await client.threads.create(metadata={"title": f"bench {n}"})
        except Exception as exc:  # noqa: BLE001 - counted and reported
            errors.append(f"threads.create: {type(exc).__name__}: {exc}"[:200])
            return
        tid = thread["thread_id"]
        for r in range(rounds):
            question = QUESTIONS[(n + r) % len(QUESTIONS)]
            try:
                _, total, answer = await asyncio.wait_for(
                    stream_run(client, tid, question, durability), RUN_TIMEOUT_S
                )
            except Exception as exc:  # noqa: BLE001 - counted and reported
                errors.append(f"{type(exc).__name__}: {exc}"[:200])
                continue
            if not answer:
                errors.append("no answer")
                continue
            latencies.append(total * 1000)
            expected[tid] = answer

    try:
        started = time.perf_counter()
        await asyncio.gather(*(worker(n) for n in range(concurrency)))
        wall = time.perf_counter() - started
        lost = 0
        for tid, answer in expected.items():
            try:
                state = await client.threads.get_state(tid)
                values = state.get("values") or {}
                # a list of values is not this graph's state: the thread is as good as lost
                if not isinstance(values, dict) or values.get("answer") != answer:
                    lost += 1
            except Exception:  # noqa: BLE001 - a thread that cannot be read is lost
                lost += 1
        lost += concurrency - len(expected)  # threads whose every run failed
    finally:
        await client.aclose()
    return {
        **throughput_summary(concurrency, rounds, wall, latencies, errors, len(latencies)),
        "lost_threads": lost,
        "latencies_ms": latencies,
    }


def merge_trials(concurrency: int, results: list[dict[str, Any]]) -> dict[str, Any]:
    """Trials of :func:`bench_throughput`: the median rate, every trial's, summed faults."""
    latencies = [ms for r in results for ms in r["latencies_ms"]]
    rates = [r["runs_per_s"] for r in results]
    return {
        "concurrency": concurrency,
        "runs": sum(r["runs"] for r in results),
        "trials": len(results),
        "runs_per_s": round(statistics.median(rates), 2),
        "runs_per_s_trials": rates,
        "run_p50_ms": round(statistics.median(latencies), 1) if latencies else 0.0,
        "run_p95_ms": round(percentile(latencies, 95), 1) if latencies else 0.0,
        "errors": sum(r["errors"] for r in results),
        "lost_threads": sum(r["lost_threads"] for r in results),
        "error_samples": [e for r in results for e in r["error_samples"]][:3],
    }


def _pg(dsn: str, sql: str) -> str:
    return subprocess.run(
        ["psql", dsn, "-qAtc", sql], capture_output=True, text=True, check=True
    ).stdout.strip()


def _pg_sizes(dsn: str) -> dict[str, Any]:
    tables = ("thread", "runs", "checkpoints", "checkpoint_blobs", "checkpoint_writes")
    rows: dict[str, int | None] = {}
    for table in tables:
        try:
            rows[table] = int(_pg(dsn, f'select count(*) from "{table}"'))
        except (subprocess.CalledProcessError, ValueError):
            rows[table] = None
    return {"bytes": int(_pg(dsn, "select pg_database_size(current_database())")), "rows": rows}


async def bench_growth(url: str, dsn: str, runs: int, concurrency: int = 10) -> dict[str, Any]:
    """``runs`` streamed runs, each on a new kept thread; database size before and after."""
    from langgraph_sdk import get_client

    _pg(dsn, "checkpoint")
    before = _pg_sizes(dsn)
    client = get_client(url=url, timeout=RUN_TIMEOUT_S)
    state = {"next": 0}
    errors: list[str] = []

    async def worker() -> None:
        while state["next"] < runs:
            n = state["next"]
            state["next"] += 1
            try:
                thread = await client.threads.create()
                await asyncio.wait_for(
                    stream_run(client, thread["thread_id"], QUESTIONS[n % 10], None),
                    RUN_TIMEOUT_S,
                )
            except Exception as exc:  # noqa: BLE001 - counted and reported
                errors.append(f"{type(exc).__name__}: {exc}"[:200])

    started = time.perf_counter()
    try:
        await asyncio.gather(*(worker() for _ in range(concurrency)))
    finally:
        await client.aclose()
    wall = time.perf_counter() - started
    _pg(dsn, "checkpoint")
    after = _pg_sizes(dsn)
    grown = after["bytes"] - before["bytes"]
    per_1000 = grown * 1000 / runs if runs else 0
    return {
        "runs": runs,
        "wall_s": round(wall, 1),
        "errors": len(errors),
        "error_samples": errors[:3],
        "db_before_mb": round(before["bytes"] / 2**20, 1),
        "db_after_mb": round(after["bytes"] / 2**20, 1),
        "growth_mb_per_1000_runs": round(per_1000 / 2**20, 1),
        "rows_before": before["rows"],
        "rows_after": after["rows"],
        "checkpoints_per_run": (
            round(
                ((after["rows"]["checkpoints"] or 0) - (before["rows"]["checkpoints"] or 0)) / runs,
                1,
            )
            if runs
            else 0
        ),
    }


def bench_targets(
    targets: list[tuple[str, str, str | None]],
    repeat: int,
    concurrencies: list[int],
    rounds: int,
    trials: int,
) -> dict[str, Any]:
    """Latency per target, then throughput trials interleaved across the targets.

    ``targets``: (name, server URL, durability or None for the server's default).
    """
    out: dict[str, Any] = {
        name: {
            "durability": durability or "default",
            "latency": asyncio.run(bench_server_latency(url, repeat, durability, WARM_UP_RUNS)),
            "throughput": [],
        }
        for name, url, durability in targets
    }
    for concurrency in concurrencies:
        done: dict[str, list[dict[str, Any]]] = {name: [] for name, _, _ in targets}
        for _ in range(max(1, trials)):
            for name, url, durability in targets:
                trial = asyncio.run(bench_throughput(url, concurrency, rounds, durability))
                done[name].append(trial)
        for name, results in done.items():
            out[name]["throughput"].append(merge_trials(concurrency, results))
    return out


def speedup(runtimes: dict[str, Any], concurrency: int = 10) -> dict[str, Any]:
    """Production (per-step) / dev at ``concurrency``: of the medians, and trial by trial."""
    dev_runs: list[dict[str, Any]] = runtimes.get("langgraph dev", {}).get("throughput", [])
    prod_runs: list[dict[str, Any]] = next(
        (v["throughput"] for k, v in runtimes.items() if "per-step" in k), []
    )
    dev_c = next((t for t in dev_runs if t["concurrency"] == concurrency), None)
    prod_c = next((t for t in prod_runs if t["concurrency"] == concurrency), None)
    if not dev_c or not prod_c or not dev_c["runs_per_s"]:
        return {}
    paired = [
        p / d
        for p, d in zip(prod_c["runs_per_s_trials"], dev_c["runs_per_s_trials"], strict=True)
        if d
    ]
    return {
        "of_medians": round(prod_c["runs_per_s"] / dev_c["runs_per_s"], 2),
        "median_paired": round(statistics.median(paired), 2) if paired else 0.0,
        "paired": [round(r, 2) for r in paired],
    }


def format_table(results: dict[str, Any]) -> str:
    """The results as plain text."""
    lines = [f"{'runtime':<28} {'first token p50/p95':>20} {'streamed p50/p95':>18}  throughput"]
    for name, r in results["runtimes"].items():
        lat = r["latency"]
        tp = "; ".join(
            f"C={t['concurrency']}: {t['runs_per_s']:.2f} runs/s "
            f"[{', '.join(f'{x:.2f}' for x in t['runs_per_s_trials'])}] "
            f"(p50 {t['run_p50_ms']:.0f} ms, errors {t['errors']}, lost {t['lost_threads']})"
            for t in r["throughput"]
        )
        ft, st = lat["first_token"], lat["final"]
        first = f"{ft['p50_ms']:.0f} / {ft['p95_ms']:.0f} ms"
        streamed = f"{st['p50_ms']:.0f} / {st['p95_ms']:.0f} ms"
        lines.append(
            f"{name:<28} {first:>20} {streamed:>18}  {tp}  (latency errors {lat['errors']})"
        )
        samples = lat["error_samples"] + [e for t in r["throughput"] for e in t["error_samples"]]
        lines += [f"  error: {sample}" for sample in samples[:3]]
    ratio = results.get("speedup_10")
    if ratio:
        lines.append(
            f"throughput at 10 threads, production (per-step) / dev: {ratio['of_medians']}x "
            f"of the medians; trial by trial {', '.join(f'{r}x' for r in ratio['paired'])} "
            f"(median {ratio['median_paired']}x)"
        )
    growth = results.get("postgres_growth")
    if growth:
        lines.append(
            f"postgres: {growth['runs']} runs, {growth['db_before_mb']} -> "
            f"{growth['db_after_mb']} MB = {growth['growth_mb_per_1000_runs']} MB per 1,000 runs "
            f"({growth['checkpoints_per_run']} checkpoints per run), errors {growth['errors']}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    parser = bench_parser("evals.bench_runtime", __doc__)
    parser.add_argument("--repeat", type=int, default=20, help="sequential streamed runs (20)")
    parser.add_argument("--concurrency", default="10,50", help="concurrent threads (10,50)")
    parser.add_argument("--rounds", type=int, default=3, help="runs per thread (3)")
    parser.add_argument("--trials", type=int, default=3, help="throughput trials, median (3)")
    parser.add_argument("--growth-runs", type=int, default=1000, help="Postgres growth (0: none)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2, help="Aegra workers")
    parser.add_argument("--skip-dev", action="store_true", help="production mode only")
    parser.add_argument("--out", type=Path, default=DEFAULT_RESULTS_DIR)
    args = parser.parse_args(argv)
    concurrencies = [int(c) for c in args.concurrency.split(",") if c.strip()]

    from tests.server.aegra_server import (
        AegraServer,
        aegra_stack,
        missing_requirements,
        stop_stack,
    )
    from tests.server.langgraph_server import LangGraphServer

    reason = missing_requirements()
    if reason:
        parser.error(f"production runtime unavailable: {reason}")
    workdir = Path(tempfile.mkdtemp(prefix="bench-runtime-"))
    load_before = os.getloadavg()
    results: dict[str, Any] = {"runtimes": {}, "workers": args.workers}
    started = time.perf_counter()
    dev: LangGraphServer | None = None
    prod: AegraServer | None = None
    try:
        if not args.skip_dev:
            dev = LangGraphServer(workdir / "dev").start()
        prod = aegra_stack(workdir / "prod", args.workers)
        results["aegra_startup_s"] = round(prod.startup_s, 1)
        targets: list[tuple[str, str, str | None]] = (
            [("langgraph dev", dev.url, None)] if dev else []
        )
        for durability, mode in (("async", "per-step"), ("exit", "end-of-run")):
            targets.append((f"aegra x{args.workers} ({mode})", prod.url, durability))
        results["runtimes"] = bench_targets(
            targets, args.repeat, concurrencies, args.rounds, args.trials
        )
        if args.growth_runs > 0:
            results["postgres_growth"] = asyncio.run(
                bench_growth(prod.url, prod.services.database_url, args.growth_runs)
            )
    finally:
        if dev is not None:
            dev.stop()
        if prod is not None:
            stop_stack(prod)
            args.out.mkdir(parents=True, exist_ok=True)
            if prod.log_path.exists():  # kept: the server side of any error counted above
                shutil.copyfile(prod.log_path, args.out / "bench_runtime_aegra.log")
        shutil.rmtree(workdir, ignore_errors=True)

    results["speedup_10"] = speedup(results["runtimes"])
    results["machine"] = {
        "cpus": os.cpu_count(),
        "loadavg_1m_before": round(load_before[0], 2),
        "loadavg_1m_after": round(os.getloadavg()[0], 2),
    }
    results["elapsed_s"] = round(time.perf_counter() - started, 1)
    results["run_id"] = uuid.uuid4().hex[:8]
    print(f"bench_runtime · offline model · {results['elapsed_s']:.0f} s")
    print(format_table(results))
    path = args.out / "bench_runtime.json"
    save_json(path, results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
