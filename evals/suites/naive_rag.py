"""Naive-RAG comparison: the answer-suite questions through ``evals.baseline`` vs the full graph.

Accuracy (same checker, same classification), latency and model calls side by side, and
as ratios graph / naive. The baseline sees only the last user turn (it has no memory), so
follow-ups and corrections measure what conversation memory buys.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from evals.baseline import naive_answer
from evals.common import CaseRecord, SuiteResult, latency_summary
from evals.suites.answer import graded_digest, verdict_for


def _ratio(a: float, b: float) -> float | str:
    return round(a / b, 3) if b else "n/a"


def run(session: Any) -> SuiteResult:
    """Run the baseline on every answer-suite question and compare with the graph's runs."""
    from mines.context import Context

    questions = session.questions()
    graph_runs = session.answer_runs()
    ctx = Context(model=session.model, use_cache=False, news_feed_url="")
    records: list[CaseRecord] = []
    graph_outcomes: dict[str, str] = {}
    for q in questions:
        out = naive_answer(q.turns[-1], ctx)
        verdict = verdict_for(q, out.answer)
        graph_last = graph_runs[q.id][-1]
        graph_outcomes[q.id] = verdict_for(q, graph_last.answer).outcome
        records.append(
            CaseRecord(
                id=q.id,
                category=q.category,
                input=q.turns[-1],
                expected=q.expected_text(),
                got=graded_digest(out.answer, verdict),
                passed=verdict.passed,
                outcome=verdict.outcome,
                model_calls=out.model_calls,
                latency_ms=out.latency_ms,
                details={
                    "graph_outcome": graph_outcomes[q.id],
                    "graph_model_calls": graph_last.model_calls,
                    "graph_latency_ms": graph_last.latency_ms,
                },
            )
        )
    n = len(records)
    naive_correct = sum(r.passed for r in records)
    graph_correct = sum(o == "correct" for o in graph_outcomes.values())
    naive_lat = [r.latency_ms for r in records]
    graph_lat = [graph_runs[q.id][-1].latency_ms for q in questions]
    naive_calls = [r.model_calls for r in records]
    graph_calls = [graph_runs[q.id][-1].model_calls for q in questions]
    g_lat, n_lat = latency_summary(graph_lat), latency_summary(naive_lat)
    g_calls, n_calls = sum(graph_calls) / n, sum(naive_calls) / n
    side_by_side = [
        {
            "measure": "accuracy (correct / questions)",
            "full graph": round(graph_correct / n, 4),
            "naive RAG": round(naive_correct / n, 4),
            "graph / naive": _ratio(graph_correct, naive_correct),
        },
        {
            "measure": "mean latency ms",
            "full graph": g_lat["mean_ms"],
            "naive RAG": n_lat["mean_ms"],
            "graph / naive": _ratio(g_lat["mean_ms"], n_lat["mean_ms"]),
        },
        {
            "measure": "p95 latency ms",
            "full graph": g_lat["p95_ms"],
            "naive RAG": n_lat["p95_ms"],
            "graph / naive": _ratio(g_lat["p95_ms"], n_lat["p95_ms"]),
        },
        {
            "measure": "mean model calls",
            "full graph": round(g_calls, 2),
            "naive RAG": round(n_calls, 2),
            "graph / naive": _ratio(g_calls, n_calls),
        },
    ]
    per_category = []
    for category in dict.fromkeys(q.category for q in questions):
        ids = [q.id for q in questions if q.category == category]
        g = sum(graph_outcomes[i] == "correct" for i in ids)
        nv = sum(r.passed for r in records if r.category == category)
        per_category.append(
            {
                "category": category,
                "questions": len(ids),
                "full graph correct": g,
                "naive RAG correct": nv,
            }
        )
    naive_counts = Counter(r.outcome for r in records if r.category != "missing")
    return SuiteResult(
        name="naive_rag",
        title="Naive RAG baseline vs the full graph",
        scores={
            "graph_minus_naive_accuracy": round((graph_correct - naive_correct) / n, 4),
            "naive_accuracy": round(naive_correct / n, 4),
            "graph_accuracy": round(graph_correct / n, 4),
            "accuracy_ratio": _ratio(graph_correct, naive_correct),  # type: ignore[dict-item]
            "latency_ratio": _ratio(g_lat["mean_ms"], n_lat["mean_ms"]),  # type: ignore[dict-item]
            "model_calls_ratio": _ratio(g_calls, n_calls),  # type: ignore[dict-item]
        },
        summary={
            "questions": n,
            "naive correct / incorrect / refused (answerable)": (
                f"{naive_counts['correct']} / {naive_counts['incorrect']} / "
                f"{naive_counts['refused']}"
            ),
            "naive not-in-corpus correct": sum(
                r.passed for r in records if r.category == "missing"
            ),
        },
        cases=records,
        extra_tables={"Side by side": side_by_side, "Per category": per_category},
        notes=[
            "The baseline answers the last user turn only (no memory, no router, no grading, "
            "no calculator)."
        ],
    )
