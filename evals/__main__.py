"""``python -m evals``: run the eval suites offline and write JSON + Markdown reports.

Examples::

    .venv/bin/python -m evals                       # every suite, offline model
    .venv/bin/python -m evals --suite routing       # one suite
    .venv/bin/python -m evals --check               # exit 1 if a suite regressed below its baseline
    .venv/bin/python -m evals --model deepseek:deepseek-chat --out /tmp/evals
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from evals.common import DEFAULT_RESULTS_DIR, prepare_environment


def _parser() -> argparse.ArgumentParser:
    from evals.runner import ALL_SUITES, OPTIONAL_SUITES, SUITES

    parser = argparse.ArgumentParser(
        prog="python -m evals",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--suite",
        action="append",
        choices=ALL_SUITES,
        metavar="NAME",
        help=f"suite to run (repeatable; default: all of {', '.join(SUITES)}; "
        f"only when named: {', '.join(OPTIONAL_SUITES)})",
    )
    parser.add_argument(
        "--model",
        default="",
        help="model spec (offline, deepseek:deepseek-chat, openai:MODEL); sets "
        "MINES_MODEL and Context.model. Default: the environment, else offline",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_RESULTS_DIR,
        help="folder for the JSON and Markdown reports (default evals/results)",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        default=None,
        help="the evals' own data folder (default .mines/eval; never the user's)",
    )
    parser.add_argument("--seed", type=int, default=None, help="question generator seed")
    parser.add_argument(
        "--check",
        action="store_true",
        help="compare with evals/baselines.json; exit 1 when a suite regressed",
    )
    parser.add_argument(
        "--update-baselines",
        action="store_true",
        help="record this run's scores as the new baselines",
    )
    parser.add_argument("--list", action="store_true", help="list the suites and exit")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    args = _parser().parse_args(argv)
    from evals.runner import OPTIONAL_SUITES, SUITES

    if args.list:
        print("\n".join([*SUITES, *(f"{name} (only with --suite)" for name in OPTIONAL_SUITES)]))
        return 0
    data_dir = prepare_environment(args.data_dir, args.model or None)

    from evals.common import model_label
    from evals.questions import DEFAULT_SEED
    from evals.runner import (
        Session,
        compare,
        load_baselines,
        run_all,
        update_baselines,
        write_summary,
    )

    names = list(dict.fromkeys(args.suite or SUITES))
    session = Session(model=args.model, data_dir=data_dir, seed=args.seed or DEFAULT_SEED)
    label = model_label(args.model)
    print(f"evals: suites {', '.join(names)} · model {label} · data {data_dir} · out {args.out}")
    start = time.perf_counter()
    results = run_all(names, session, args.out)
    baselines = load_baselines()
    rows = compare(results, baselines)
    write_summary(results, rows, args.out, session)
    print(f"done in {time.perf_counter() - start:.1f} s → {args.out / 'summary.md'}")
    if args.update_baselines:
        update_baselines(results, label)
        print("baselines updated: evals/baselines.json")
    if args.check:
        if baselines.get("model") and baselines["model"] != label:
            print(
                f"warning: baselines were recorded with {baselines['model']}, this run uses {label}"
            )
        regressed = [r for r in rows if r["status"] != "ok"]
        for r in rows:
            print(
                f"  {r['status']:<9} {r['suite']}.{r['metric']} = {r['current']} "
                f"(baseline {r['baseline']}, {r['direction']} is better)"
            )
        if regressed:
            print(f"check FAILED: {len(regressed)} metric(s) regressed below baseline")
            return 1
        print("check passed: no suite below its baseline")
    return 0


if __name__ == "__main__":
    sys.exit(main())
