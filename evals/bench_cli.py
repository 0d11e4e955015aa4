"""CPU time of one ``mines ask`` (the whole process: imports, graph, answer).

Runs the installed ``mines`` command as a child process, ``--runs`` times per mode (after
one warm-up run that also ingests the bundled corpus into a scratch data directory), and
reports the child's CPU seconds (user + system, from ``resource.getrusage``
of the children) and wall seconds::

    .venv/bin/python -m evals.bench_cli                   # both modes (starts a test server)
    .venv/bin/python -m evals.bench_cli --url http://127.0.0.1:8123   # a running server
    .venv/bin/python -m evals.bench_cli --local-only      # in-process graph only

Two modes: ``--local`` (the graph in the command's own process: imports, corpus check,
run) and through a running server (``--server URL``; see ``mines.remote``). Writes
``evals/results/bench_cli.json``. The target is under 3 s of CPU per question.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
TARGET_CPU_S = 3.0


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(argv: list[str], env: dict[str, str]) -> dict[str, Any]:
    """One ``mines`` invocation: CPU and wall seconds, exit code, JSON output."""
    before = _children_cpu()
    started = time.perf_counter()
    done = subprocess.run(argv, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    cpu = _children_cpu() - before
    try:
        out = json.loads(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        out = None
    return {
        "cpu_s": cpu,
        "wall_s": wall,
        "returncode": done.returncode,
        "out": out,
        "stderr": done.stderr[-500:],
    }


def measure(command: list[str], env: dict[str, str], runs: int) -> dict[str, Any]:
    """``runs`` timed invocations after one warm-up; CPU and wall summaries."""
    warm = run_once(command, env)  # ingests the bundled corpus on first use
    if warm["returncode"] != 0:
        raise RuntimeError(f"warm-up failed: {warm['stderr']}")
    timed = [run_once(command, env) for _ in range(runs)]
    cpu = [r["cpu_s"] for r in timed]
    wall = [r["wall_s"] for r in timed]
    return {
        "runs": len(timed),
        "cpu_s": {"median": statistics.median(cpu), "max": max(cpu), "min": min(cpu)},
        "wall_s": {"median": statistics.median(wall), "max": max(wall)},
        "answered": sum(1 for r in timed if r["out"] and r["out"].get("status") == "answered"),
        "failed": sum(1 for r in timed if r["returncode"] != 0 or not r["out"]),
    }


def main(argv: list[str] | None = None) -> int:
    """Measure both modes and print; exit 1 when a run fails."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--question", default="What was BHP's revenue in FY2024?")
    parser.add_argument("--url", help="a running server (default: start a test server)")
    parser.add_argument("--local-only", action="store_true", help="skip the server mode")
    parser.add_argument("--out", default=str(REPO / "evals" / "results" / "bench_cli.json"))
    args = parser.parse_args(argv)

    data_dir = tempfile.mkdtemp(prefix="mines-bench-cli-")
    env = {
        **os.environ,
        "MINES_DATA_DIR": data_dir,
        "MINES_MODEL": "offline",
        "LANGSMITH_TRACING": "false",
    }
    env.pop("MINES_SERVER_URL", None)
    mines = str(Path(sys.executable).parent / "mines")
    question = [mines, "ask", args.question, "--json"]
    load_before = os.getloadavg()
    result: dict[str, Any] = {"question": args.question, "target_cpu_s": TARGET_CPU_S}
    result["local"] = measure([*question, "--local"], env, args.runs)
    if not args.local_only:
        server = None
        url = args.url
        if not url:
            from tests.server.langgraph_server import LangGraphServer

            server = LangGraphServer(Path(tempfile.mkdtemp(prefix="bench-cli-server-"))).start()
            url = server.url
        try:
            result["server"] = measure([*question, "--server", url], env, args.runs)
        finally:
            if server is not None:
                server.stop()
    result["load_average"] = {"before": load_before, "after": os.getloadavg()}
    result["cpu_count"] = os.cpu_count()
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    for mode in ("local", "server"):
        if mode in result:
            r = result[mode]
            print(
                f"mines ask ({mode}): CPU median {r['cpu_s']['median']:.2f} s"
                f" (max {r['cpu_s']['max']:.2f}, target < {TARGET_CPU_S:.0f} s),"
                f" wall median {r['wall_s']['median']:.2f} s, {r['answered']}/{r['runs']} answered"
            )
    print(f"-> {args.out}")
    return 1 if any(result[m]["failed"] for m in ("local", "server") if m in result) else 0


if __name__ == "__main__":
    sys.exit(main())
