"""Shared pieces of the eval suites: environment, the in-process graph harness, reports.

The environment is prepared BEFORE anything imports the product's store: the evals use a
data folder of their own (default ``.mines/eval``), never the user's, and never a Chroma
server or a news feed configured in the shell.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from langchain_core.runnables import RunnableConfig

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA_DIR = REPO_ROOT / ".mines" / "eval"
DEFAULT_RESULTS_DIR = Path(__file__).resolve().parent / "results"

_ISOLATED_VARS = (
    "CHROMA_HOST",
    "CHROMA_PORT",
    "MINES_NEWS_FEED_URL",
    "MINES_TOP_K",
    "MINES_MAX_RETRIES",
    "MINES_USE_CACHE",
    "MINES_USE_NEWS",
    "MINES_OWNER",
)


def prepare_environment(data_dir: Path | None = None, model: str | None = None) -> Path:
    """Point the product at the evals' own data folder; set the model when given.

    Call before importing ``mines.store`` users. Returns the data folder.
    """
    folder = Path(data_dir or os.environ.get("MINES_EVAL_DATA_DIR") or DEFAULT_DATA_DIR)
    folder = folder.expanduser().resolve()
    folder.mkdir(parents=True, exist_ok=True)
    os.environ["MINES_DATA_DIR"] = str(folder)
    for name in _ISOLATED_VARS:
        os.environ.pop(name, None)
    os.environ.setdefault("LANGSMITH_TRACING", "false")
    if model:
        os.environ["MINES_MODEL"] = model
    return folder


def model_label(model: str = "") -> str:
    """``offline`` or ``provider:name`` of the model the product will use."""
    from mines.llm.factory import resolve_spec

    return resolve_spec(model or os.environ.get("MINES_MODEL", "")).label


@dataclass
class Turn:
    """One graph invocation as the evals see it."""

    question: str
    answer: str = ""
    confidence: str | None = None
    grounded: str | None = None
    route: dict[str, Any] | None = None
    cache: str = "miss"
    sources: list[dict[str, Any]] = field(default_factory=list)
    figures: list[dict[str, Any]] = field(default_factory=list)
    model_calls: int = 0
    latency_ms: float = 0.0
    interrupt: str | None = None
    """The clarification question when the graph paused."""
    report_sources: list[dict[str, Any]] = field(default_factory=list)
    calculation: dict[str, Any] = field(default_factory=dict)
    news: list[dict[str, Any]] = field(default_factory=list)
    analysis: dict[str, Any] = field(default_factory=dict)
    error: str = ""


class Harness:
    """The compiled supervisor graph with an in-memory checkpointer, run in-process."""

    def __init__(self, model: str = "") -> None:
        from langgraph.checkpoint.memory import InMemorySaver

        from graph.supervisor import compile_supervisor_graph
        from mines.ingest.run import ensure_bundled_corpus

        ensure_bundled_corpus()
        self.model = model or os.environ.get("MINES_MODEL", "")
        self.graph = compile_supervisor_graph(checkpointer=InMemorySaver())
        self._threads = 0

    def context(self, use_cache: bool = False, owner: str = "eval") -> Any:
        """The run context: the chosen model, the bundled news, cache as asked."""
        from mines.context import Context

        return Context(model=self.model, use_cache=use_cache, owner=owner, news_feed_url="")

    def thread(self, prefix: str) -> str:
        """A fresh thread id."""
        self._threads += 1
        return f"{prefix}-{self._threads}-{time.monotonic_ns()}"

    def _run(self, payload: Any, label: str, thread_id: str, use_cache: bool, owner: str) -> Turn:
        cfg: RunnableConfig = {"configurable": {"thread_id": thread_id}}
        turn = Turn(question=label)
        start = time.perf_counter()
        try:
            out = self.graph.invoke(payload, cfg, context=self.context(use_cache, owner))
        except Exception as exc:  # noqa: BLE001 - a crash is a failing case, not a crashed suite
            turn.latency_ms = (time.perf_counter() - start) * 1000
            turn.error = f"{type(exc).__name__}: {exc}"
            turn.answer = f"ERROR {turn.error}"
            return turn
        turn.latency_ms = (time.perf_counter() - start) * 1000
        state = self.graph.get_state(cfg)
        values = state.values
        if state.interrupts:
            request = state.interrupts[0].value
            turn.interrupt = str(
                request.get("question", "") if isinstance(request, dict) else request
            )
        turn.answer = str(out.get("answer", "")) if not state.interrupts else ""
        turn.confidence = out.get("confidence")
        turn.grounded = out.get("grounded")
        turn.route = out.get("route") or values.get("route")
        turn.cache = str(out.get("cache") or values.get("cache") or "miss")
        turn.sources = list(out.get("sources") or [])
        turn.figures = list(out.get("figures") or [])
        turn.model_calls = int(out.get("model_calls") or values.get("model_calls") or 0)
        turn.report_sources = [dict(c) for c in values.get("report_sources") or []]
        turn.calculation = dict(values.get("calculation") or {})
        turn.news = list(values.get("news") or [])
        turn.analysis = dict(values.get("analysis") or {})
        return turn

    def ask(self, text: str, thread_id: str, use_cache: bool = False, owner: str = "eval") -> Turn:
        """One user turn on ``thread_id``."""
        return self._run({"messages": [("user", text)]}, text, thread_id, use_cache, owner)

    def resume(
        self, reply: str, thread_id: str, use_cache: bool = False, owner: str = "eval"
    ) -> Turn:
        """Answer a pending clarification on ``thread_id``."""
        from langgraph.types import Command

        return self._run(Command(resume=reply), f"(resume) {reply}", thread_id, use_cache, owner)

    def conversation(
        self, turns: Iterable[str], prefix: str, use_cache: bool = False
    ) -> list[Turn]:
        """Ask several turns on one fresh thread."""
        thread_id = self.thread(prefix)
        return [self.ask(t, thread_id, use_cache) for t in turns]


@dataclass
class CaseRecord:
    """One row of a suite's report."""

    id: str
    category: str
    input: str
    expected: str
    got: str
    passed: bool
    outcome: str = ""
    """Suite-specific outcome (``correct``/``incorrect``/``refused``, ``pass``/``fail``...)."""
    model_calls: int = 0
    latency_ms: float = 0.0
    details: dict[str, Any] = field(default_factory=dict)


@dataclass
class SuiteResult:
    """Everything one suite reports."""

    name: str
    title: str
    scores: dict[str, float]
    """Numbers compared with ``baselines.json`` (and any other headline numbers)."""
    cases: list[CaseRecord]
    summary: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    extra_tables: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    model: str = "offline"
    seconds: float = 0.0

    @property
    def failures(self) -> list[CaseRecord]:
        """Cases that did not pass."""
        return [c for c in self.cases if not c.passed]


def outcomes_per_category(
    records: list[CaseRecord], confidently_wrong: list[CaseRecord]
) -> list[dict[str, Any]]:
    """Correct, incorrect, refused and confidently wrong answers per category.

    Categories come in first-seen order. Each suite decides what ``confidently_wrong``
    holds: the answer suite counts high confidence, the phrasing suite high or medium.
    """
    table = []
    for category in dict.fromkeys(r.category for r in records):
        rows = [r for r in records if r.category == category]
        counts = Counter(r.outcome for r in rows)
        table.append(
            {
                "category": category,
                "questions": len(rows),
                "correct": counts["correct"],
                "incorrect": counts["incorrect"],
                "refused": counts["refused"],
                "confidently wrong": sum(r in confidently_wrong for r in rows),
            }
        )
    return table


def one_line(text: str, limit: int = 260) -> str:
    """Collapse whitespace and truncate for a table cell."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def answer_digest(answer: str, limit: int = 300) -> str:
    """An answer for a table cell: the calculation first, without the Sources list."""
    blocks = [b for b in answer.split("\n\n") if b.strip()]
    blocks = [b for b in blocks if not b.lstrip().startswith("**Sources**")]
    calc = [b for b in blocks if b.lstrip().startswith("**Calculation**")]
    rest = [b for b in blocks if b not in calc]
    return one_line("\n".join(calc + rest), limit)


def latency_text(values: list[float]) -> str:
    """``mean 61.3 · p50 55.0 · p95 96.0 · max 300.1 ms``."""
    s = latency_summary(values)
    return f"mean {s['mean_ms']} · p50 {s['p50_ms']} · p95 {s['p95_ms']} · max {s['max_ms']} ms"


def _cell(value: Any, limit: int = 260) -> str:
    return one_line(str(value), limit).replace("|", "\\|")


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100); 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(q / 100 * len(ordered) + 0.5)))
    return float(ordered[rank - 1])


def throughput_summary(
    concurrency: int, rounds: int, wall: float, latencies: list[float], errors: list[str], done: int
) -> dict[str, Any]:
    """A throughput bench's row: ``concurrency`` threads of ``rounds`` runs in ``wall`` s.

    ``done`` runs count in the rate (all the runs, or only those that answered); ``latencies``
    are the runs' in ms; ``errors`` their failures (the first three kept as samples).
    """
    return {
        "concurrency": concurrency,
        "runs": concurrency * rounds,
        "wall_s": round(wall, 2),
        "runs_per_s": round(done / wall, 2) if wall else 0.0,
        "run_p50_ms": round(statistics.median(latencies), 1) if latencies else 0.0,
        "run_p95_ms": round(percentile(latencies, 95), 1) if latencies else 0.0,
        "errors": len(errors),
        "error_samples": errors[:3],
    }


def bench_parser(module: str, doc: str | None) -> argparse.ArgumentParser:
    """The argument parser of ``python -m <module>``, described by its docstring."""
    return argparse.ArgumentParser(
        prog=f"python -m {module}",
        description=doc,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def save_json(path: Path, data: object) -> None:
    """Write a bench's results to ``path`` (its folder created) and say where."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print(f"saved {path}")


def machine_info(**notes: str) -> dict[str, Any]:
    """The machine a bench ran on: CPUs, Python, the load average after it, and ``notes``."""
    return {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "loadavg_1m_after": round(os.getloadavg()[0], 2),
        **notes,
    }


def latency_summary(values: list[float]) -> dict[str, float]:
    """Mean, p50, p95 and max of latencies in ms."""
    if not values:
        return {"mean_ms": 0.0, "p50_ms": 0.0, "p95_ms": 0.0, "max_ms": 0.0}
    return {
        "mean_ms": round(statistics.fmean(values), 1),
        "p50_ms": round(percentile(values, 50), 1),
        "p95_ms": round(percentile(values, 95), 1),
        "max_ms": round(max(values), 1),
    }


def markdown_report(result: SuiteResult) -> str:
    """The suite's Markdown report: summary, notes, extra tables, one table per category."""
    lines = [
        f"# {result.title}",
        "",
        f"Model: `{result.model}` · run time {result.seconds:.1f} s",
        "",
    ]
    lines += ["## Summary", "", "| Metric | Value |", "|---|---|"]
    for key, value in {**result.scores, **result.summary}.items():
        lines.append(f"| {key} | {_cell(value, 400)} |")
    if result.notes:
        lines += ["", *[f"- {n}" for n in result.notes]]
    for title, rows in result.extra_tables.items():
        if not rows:
            continue
        headers = list(rows[0])
        lines += [
            "",
            f"## {title}",
            "",
            "| " + " | ".join(headers) + " |",
            "|" + "---|" * len(headers),
        ]
        lines += ["| " + " | ".join(_cell(r.get(h, "")) for h in headers) + " |" for r in rows]
    failing = result.failures
    if failing:
        lines += [
            "",
            f"## Failing cases ({len(failing)})",
            "",
            "| Case | Input | Expected | Got | Result |",
            "|---|---|---|---|---|",
        ]
        lines += [
            f"| {c.id} | {_cell(c.input, 200)} | {_cell(c.expected, 200)} | {_cell(c.got, 400)} | "
            f"{c.outcome or 'fail'} |"
            for c in failing
        ]
    categories = list(dict.fromkeys(c.category for c in result.cases))
    lines += ["", "## Cases"]
    for category in categories:
        cases = [c for c in result.cases if c.category == category]
        passed = sum(c.passed for c in cases)
        lines += [
            "",
            f"### {category} ({passed}/{len(cases)} passed)",
            "",
            "| Case | Input | Expected | Got | Result | Model calls | Latency ms |",
            "|---|---|---|---|---|---|---|",
        ]
        for c in cases:
            mark = ("PASS" if c.passed else "FAIL") + (f" ({c.outcome})" if c.outcome else "")
            lines.append(
                f"| {c.id} | {_cell(c.input, 200)} | {_cell(c.expected, 200)} | {_cell(c.got)} | "
                f"{mark} | {c.model_calls} | {c.latency_ms:.0f} |"
            )
    return "\n".join(lines) + "\n"


def write_result(result: SuiteResult, out_dir: Path) -> tuple[Path, Path]:
    """Write ``<suite>.json`` and ``<suite>.md`` under ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    json_path = out_dir / f"{result.name}.json"
    md_path = out_dir / f"{result.name}.md"
    payload = asdict(result)
    payload["failures"] = [c.id for c in result.failures]
    json_path.write_text(
        json.dumps(payload, indent=2, ensure_ascii=False, default=str) + "\n", "utf-8"
    )
    md_path.write_text(markdown_report(result), "utf-8")
    return json_path, md_path


def timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    """``(fn(), elapsed ms)``."""
    start = time.perf_counter()
    value = fn()
    return value, (time.perf_counter() - start) * 1000


_PROMPT_WORD = re.compile(r"[a-z0-9_]+")
LEAK_RUN_WORDS = 10
"""A shared run this long means prompt text was reproduced (the product's own canned
capability sentence shares 7 words with the synthesis prompt, so shorter runs are noise)."""
PROMPT_MARKERS: tuple[str, ...] = (
    "is_out_of_scope",
    "needs_retrieval",
    "needs_news",
    "needs_clarification",
    "clarification_question",
    "direct_answer",
    "company_queries",
    "global_query",
    "make one decision",
    "fill the flags",
    "you are the router",
    "you rewrite a question",
    "you grade retrieved",
    "careful financial calculator",
    "you summarise a conversation",
)
"""Words that appear only in internal prompts and schemas, never in an answer."""


def _internal_prompts() -> list[str]:
    from agents.calculator_agent import CALCULATOR_PROMPT
    from nodes.compress_context import SUMMARY_PROMPT
    from nodes.retrieve_decision import ROUTER_PROMPT
    from retrieval_nodes.grade_docs import GRADE_PROMPT
    from retrieval_nodes.query_rewrite import REWRITE_PROMPT
    from retrieval_nodes.synthesize import SYNTHESIZE_PROMPT

    return [
        ROUTER_PROMPT,
        REWRITE_PROMPT,
        SYNTHESIZE_PROMPT,
        GRADE_PROMPT,
        CALCULATOR_PROMPT,
        SUMMARY_PROMPT,
    ]


def prompt_shingles(size: int = LEAK_RUN_WORDS) -> set[tuple[str, ...]]:
    """Every run of ``size`` words of the product's internal prompts."""
    shingles: set[tuple[str, ...]] = set()
    for prompt in _internal_prompts():
        words = _PROMPT_WORD.findall(prompt.lower())
        shingles.update(tuple(words[i : i + size]) for i in range(len(words) - size + 1))
    return shingles


def leaked_prompt_text(answer: str, size: int = LEAK_RUN_WORDS) -> list[str]:
    """Internal prompt text found in the answer: long shared word runs or prompt-only markers."""
    lowered = answer.lower()
    found = [m for m in PROMPT_MARKERS if m in lowered]
    shingles = prompt_shingles(size)
    words = _PROMPT_WORD.findall(lowered)
    found += [
        " ".join(words[i : i + size])
        for i in range(len(words) - size + 1)
        if tuple(words[i : i + size]) in shingles
    ]
    return found
