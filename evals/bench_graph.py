"""In-process latency benchmark of the supervisor graph (offline model by default).

``.venv/bin/python -m evals.bench_graph [--repeat N] [--model SPEC] [--out DIR]``

Scenarios, each run ``--repeat`` times after one warm-up (not counted):

- ``single_company``: one company, one metric, one year (cache off);
- ``three_companies``: the same metric for three companies (cache off);
- ``cache_hit``: a question whose answer is already cached, asked again on a fresh thread;
- ``clarification_round_trip``: "this company" -> clarification interrupt -> reply -> answer
  (latency and model calls of both invocations together).

Prints a table (p50/p95/mean/max latency; model calls median/p95/max) and writes
``bench_graph.json`` under ``--out`` (default ``evals/results``, gitignored).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from evals.common import DEFAULT_RESULTS_DIR, percentile, prepare_environment

SINGLE = (
    "What was BHP's revenue in FY2024?",
    "What was Rio Tinto's underlying EBITDA in FY2023?",
    "What was Fortescue's net debt in FY2022?",
    "What was Mineral Resources' statutory NPAT in FY2024?",
    "What was Northern Star's dividend per share in FY2025?",
)
THREE = (
    "Compare revenue of BHP, Rio Tinto and Fortescue in FY2024.",
    "Compare underlying EBITDA of Rio Tinto, Fortescue and Mineral Resources in FY2023.",
    "Compare net debt of BHP, Mineral Resources and Northern Star in FY2025.",
)
CACHED = (
    "What was BHP's revenue in FY2023?",
    "What was Rio Tinto's revenue in FY2022?",
    "What was Fortescue's underlying EBITDA in FY2024?",
)
CLARIFY = ("What was this company's revenue in FY2024?", "BHP")
OWNER = "bench"


def _stats(latencies: list[float], calls: list[int]) -> dict[str, Any]:
    return {
        "runs": len(latencies),
        "p50_ms": round(percentile(latencies, 50), 1),
        "p95_ms": round(percentile(latencies, 95), 1),
        "mean_ms": round(statistics.fmean(latencies), 1) if latencies else 0.0,
        "max_ms": round(max(latencies), 1) if latencies else 0.0,
        "calls_median": statistics.median(calls) if calls else 0,
        "calls_p95": percentile([float(c) for c in calls], 95),
        "calls_max": max(calls) if calls else 0,
    }


def run_bench(repeat: int, model: str = "") -> dict[str, Any]:
    """Run every scenario ``repeat`` times; return the per-scenario statistics."""
    from evals.common import Harness
    from mines import cache

    harness = Harness(model)
    results: dict[str, Any] = {}

    def measure(name: str, once: Callable[[int], tuple[float, int, dict[str, Any]]]) -> None:
        once(-1)  # warm-up, not counted
        latencies: list[float] = []
        calls: list[int] = []
        notes: dict[str, int] = {}
        for i in range(repeat):
            ms, n, extra = once(i)
            latencies.append(ms)
            calls.append(n)
            for key, value in extra.items():
                notes[key] = notes.get(key, 0) + value
        results[name] = {**_stats(latencies, calls), **notes}

    def single(i: int) -> tuple[float, int, dict[str, Any]]:
        turn = harness.ask(SINGLE[i % len(SINGLE)], harness.thread("bench-single"))
        return turn.latency_ms, turn.model_calls, {"errors": int(bool(turn.error))}

    def three(i: int) -> tuple[float, int, dict[str, Any]]:
        turn = harness.ask(THREE[i % len(THREE)], harness.thread("bench-three"))
        return turn.latency_ms, turn.model_calls, {"errors": int(bool(turn.error))}

    primed: list[str] = []
    for question in CACHED:
        thread_id = harness.thread("bench-prime")
        harness.ask(question, thread_id, use_cache=True, owner=OWNER)
        primed.append(thread_id)

    def cached(i: int) -> tuple[float, int, dict[str, Any]]:
        thread_id = harness.thread("bench-hit")
        turn = harness.ask(CACHED[i % len(CACHED)], thread_id, use_cache=True, owner=OWNER)
        primed.append(thread_id)
        return turn.latency_ms, turn.model_calls, {"hits": int(turn.cache == "hit")}

    def clarify(i: int) -> tuple[float, int, dict[str, Any]]:
        thread_id = harness.thread("bench-clarify")
        first = harness.ask(CLARIFY[0], thread_id)
        if not first.interrupt:
            return first.latency_ms, first.model_calls, {"no_interrupt": 1}
        second = harness.resume(CLARIFY[1], thread_id)
        return (
            first.latency_ms + second.latency_ms,
            second.model_calls,
            {"answered": int(bool(second.answer.strip()))},
        )

    try:
        measure("single_company", single)
        measure("three_companies", three)
        measure("cache_hit", cached)
        measure("clarification_round_trip", clarify)
    finally:
        for thread_id in primed:
            cache.delete_thread(thread_id)
    return results


def format_table(results: dict[str, Any]) -> str:
    """A plain-text table of the results."""
    header = (
        f"{'scenario':<26} {'runs':>4} {'p50 ms':>8} {'p95 ms':>8} {'mean ms':>8} "
        f"{'max ms':>8} {'calls med':>9} {'calls p95':>9} {'calls max':>9}  notes"
    )
    lines = [header, "-" * len(header)]
    for name, r in results.items():
        notes = ", ".join(
            f"{k}={v}" for k, v in r.items() if k in {"hits", "errors", "no_interrupt", "answered"}
        )
        lines.append(
            f"{name:<26} {r['runs']:>4} {r['p50_ms']:>8.1f} {r['p95_ms']:>8.1f} "
            f"{r['mean_ms']:>8.1f} {r['max_ms']:>8.1f} {r['calls_median']:>9} "
            f"{r['calls_p95']:>9.0f} {r['calls_max']:>9}  {notes}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    parser = argparse.ArgumentParser(
        prog="python -m evals.bench_graph",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--repeat", type=int, default=20, help="runs per scenario (default 20)")
    parser.add_argument(
        "--model", default="", help="model spec (default: environment, else offline)"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_RESULTS_DIR)
    parser.add_argument("--data-dir", type=Path, default=None)
    args = parser.parse_args(argv)
    prepare_environment(args.data_dir, args.model or None)
    from evals.common import model_label

    start = time.perf_counter()
    results = run_bench(max(1, args.repeat), args.model)
    label = model_label(args.model)
    print(
        f"bench_graph · model {label} · {args.repeat} runs per scenario "
        f"({time.perf_counter() - start:.1f} s)"
    )
    print(format_table(results))
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "bench_graph.json"
    path.write_text(
        json.dumps({"model": label, "repeat": args.repeat, "scenarios": results}, indent=2) + "\n",
        "utf-8",
    )
    print(f"saved {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
