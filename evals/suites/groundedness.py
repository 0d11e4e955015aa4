"""Groundedness: the share of numbers in every answer found in a cited source or a calculation.

For each answer of the answer suite (every turn), the numbers of the answer body (without
its Sources list, the note header and ``[n]`` markers) are looked up in the text of the
chunks the answer cites, in the news items it shows, and among the calculator's results.
Target: 100%.
"""

from __future__ import annotations

from typing import Any

from evals.checker import grounded_figures
from evals.common import CaseRecord, SuiteResult, Turn, one_line
from mines.grounding import cited_numbers


def evidence_for(turn: Turn) -> tuple[list[str], list[float]]:
    """Texts the answer may draw numbers from, and the calculator results."""
    chunks = turn.report_sources
    texts = [
        chunks[n - 1].get("text", "") for n in cited_numbers(turn.answer) if 1 <= n <= len(chunks)
    ]
    texts += [f"{i.get('headline', '')}. {i.get('summary', '')}" for i in turn.news]
    results = [float(v) for v in (turn.calculation or {}).get("results", [])]
    return texts, results


def run(session: Any) -> SuiteResult:
    """Measure number-level groundedness over every answer-suite answer."""
    runs = session.answer_runs()
    records: list[CaseRecord] = []
    total = grounded = 0
    with_numbers = 0
    for question in session.questions():
        for i, turn in enumerate(runs[question.id], start=1):
            texts, results = evidence_for(turn)
            count, unsupported = grounded_figures(turn.answer, texts, results)
            total += count
            grounded += count - len(unsupported)
            with_numbers += count > 0
            records.append(
                CaseRecord(
                    id=f"{question.id}#turn{i}",
                    category=question.category,
                    input=turn.question,
                    expected="every number in a cited source or a calculator result",
                    got=(
                        f"{count - len(unsupported)}/{count} grounded"
                        + (f"; ungrounded: {', '.join(unsupported)}" if unsupported else "")
                        + f" — {one_line(turn.answer, 160)}"
                    ),
                    passed=not unsupported,
                    outcome="grounded" if not unsupported else "ungrounded",
                    model_calls=turn.model_calls,
                    latency_ms=turn.latency_ms,
                    details={
                        "numbers": count,
                        "ungrounded": unsupported,
                        "cited_chunks": len(texts),
                        "calculator_results": results,
                    },
                )
            )
    share = 100.0 * grounded / total if total else 100.0
    fully = sum(r.passed for r in records)
    return SuiteResult(
        name="groundedness",
        title="Groundedness (numbers found in cited sources or calculator results)",
        scores={"grounded_percent": round(share, 2)},
        summary={
            "answers": len(records),
            "answers with numbers": with_numbers,
            "numbers": total,
            "grounded numbers": grounded,
            "answers fully grounded": f"{fully}/{len(records)}",
            "target": "100%",
        },
        cases=records,
    )
