"""Run suites, write their reports, compare scores with ``evals/baselines.json``."""

from __future__ import annotations

import importlib
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from evals.common import SuiteResult, write_result

SUITES: tuple[str, ...] = (
    "routing",
    "boundary",
    "answer",
    "groundedness",
    "cache",
    "naive_rag",
    "phrasing",
    "asked",
    "realistic",
    "label_variant",
    "near_miss",
)
"""The default suites, in run order (groundedness and naive_rag reuse the answer suite's runs)."""

OPTIONAL_SUITES: tuple[str, ...] = ("label_variant_dev",)
"""Suites run only when named with ``--suite`` (kept out of the default run and its time)."""

ALL_SUITES: tuple[str, ...] = SUITES + OPTIONAL_SUITES
"""Every suite ``--suite`` accepts."""

BASELINES_PATH = Path(__file__).resolve().parent / "baselines.json"


@dataclass
class Session:
    """State shared by the suites of one run: the harness and the answer suite's runs."""

    model: str
    data_dir: Path
    seed: int
    _harness: Any = None
    _questions: list[Any] | None = None
    _answer_runs: dict[str, Any] | None = None
    timings: dict[str, float] = field(default_factory=dict)

    def harness(self) -> Any:
        """The in-process graph harness (built on first use)."""
        if self._harness is None:
            from evals.common import Harness

            start = time.perf_counter()
            self._harness = Harness(self.model)
            self.timings["harness_s"] = round(time.perf_counter() - start, 2)
        return self._harness

    def questions(self) -> list[Any]:
        """The generated answer-suite questions."""
        if self._questions is None:
            from evals.questions import generate_questions

            self._questions = generate_questions(self.seed)
        return self._questions

    def answer_runs(self) -> dict[str, Any]:
        """Every answer-suite conversation, run once and shared between suites."""
        if self._answer_runs is None:
            from evals.suites.answer import run_questions

            start = time.perf_counter()
            self._answer_runs = run_questions(self.harness(), self.questions())
            self.timings["answer_runs_s"] = round(time.perf_counter() - start, 2)
        return self._answer_runs


def run_suite(name: str, session: Session) -> SuiteResult:
    """Run one suite by name."""
    module = importlib.import_module(f"evals.suites.{name}")
    start = time.perf_counter()
    result: SuiteResult = module.run(session)
    result.seconds = round(time.perf_counter() - start, 2)
    from evals.common import model_label

    result.model = model_label(session.model)
    return result


def load_baselines(path: Path = BASELINES_PATH) -> dict[str, Any]:
    """The recorded baselines (empty when the file is missing)."""
    if not path.exists():
        return {}
    return dict(json.loads(path.read_text("utf-8")))


def compare(results: Sequence[SuiteResult], baselines: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per gated metric: current value vs baseline, and whether it regressed."""
    rows: list[dict[str, Any]] = []
    suites = baselines.get("suites", {})
    for result in results:
        for metric, spec in suites.get(result.name, {}).items():
            if not spec.get("gate", True):
                continue
            current = result.scores.get(metric)
            baseline = spec["baseline"]
            higher = spec.get("higher_is_better", True)
            if not isinstance(current, int | float):
                regressed = True
            elif higher:
                regressed = current < baseline - 1e-9
            else:
                regressed = current > baseline + 1e-9
            rows.append(
                {
                    "suite": result.name,
                    "metric": metric,
                    "current": current,
                    "baseline": baseline,
                    "direction": "higher" if higher else "lower",
                    "status": "REGRESSED" if regressed else "ok",
                }
            )
    return rows


def update_baselines(
    results: Sequence[SuiteResult], model: str, path: Path = BASELINES_PATH
) -> None:
    """Record the current gated scores as the new baselines (keeps directions and gates)."""
    data = load_baselines(path) or {"model": model, "suites": {}}
    data["model"] = model
    for result in results:
        specs = data["suites"].setdefault(result.name, {})
        for metric, spec in specs.items():
            if metric in result.scores and spec.get("gate", True) and spec.get("track", True):
                spec["baseline"] = result.scores[metric]
    path.write_text(json.dumps(data, indent=2) + "\n", "utf-8")


def write_summary(
    results: Sequence[SuiteResult], rows: list[dict[str, Any]], out_dir: Path, session: Session
) -> Path:
    """``summary.md`` and ``summary.json``: every suite's scores and the baseline check."""
    from evals.common import model_label

    lines = [
        "# Eval summary",
        "",
        f"Model: `{model_label(session.model)}` · seed {session.seed}",
        "",
        "| Suite | Scores | Failing cases | Seconds |",
        "|---|---|---|---|",
    ]
    for r in results:
        scores = ", ".join(f"{k}={v}" for k, v in r.scores.items())
        lines.append(f"| {r.name} | {scores} | {len(r.failures)} | {r.seconds} |")
    if rows:
        lines += [
            "",
            "## Baseline check",
            "",
            "| Suite | Metric | Current | Baseline | Better | Status |",
            "|---|---|---|---|---|---|",
        ]
        lines += [
            f"| {r['suite']} | {r['metric']} | {r['current']} | {r['baseline']} | "
            f"{r['direction']} | {r['status']} |"
            for r in rows
        ]
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "summary.md").write_text("\n".join(lines) + "\n", "utf-8")
    payload = {
        "model": model_label(session.model),
        "seed": session.seed,
        "timings": session.timings,
        "suites": {
            r.name: {
                "scores": r.scores,
                "failures": [c.id for c in r.failures],
                "seconds": r.seconds,
            }
            for r in results
        },
        "baseline_check": rows,
    }
    path = out_dir / "summary.json"
    path.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", "utf-8")
    return path


def run_all(names: Sequence[str], session: Session, out_dir: Path) -> list[SuiteResult]:
    """Run the named suites in order, writing each report as it finishes."""
    results = []
    for name in names:
        result = run_suite(name, session)
        json_path, md_path = write_result(result, out_dir)
        scores = ", ".join(f"{k}={v}" for k, v in result.scores.items())
        print(
            f"[{name}] {scores} · {len(result.failures)} failing · {result.seconds:.1f} s "
            f"→ {md_path}"
        )
        results.append(result)
    return results
