"""Answer suite: generated questions checked against the verified fact table.

Every question comes from :func:`evals.questions.generate_questions` (templates x rows,
fixed seed). The last answer of each conversation is checked with the deterministic
number checker and classified as correct, incorrect or refused (said not found for a
figure that exists). Questions whose figure is not in the corpus are correct only with an
explicit "not found" and no figure. An incorrect answer graded ``high`` confidence is
"confidently wrong".
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from evals.checker import Verdict, check_answer, expected_from_fact
from evals.common import (
    CaseRecord,
    Harness,
    SuiteResult,
    Turn,
    answer_digest,
    latency_text,
    outcomes_per_category,
)
from evals.facts import Fact, fact_index
from evals.questions import Question


def graded_digest(answer: str, verdict: Verdict) -> str:
    """The answer, shortened, followed by why it failed (when it did)."""
    return answer_digest(answer) + (f" — {verdict.reason}" if not verdict.passed else "")


def run_questions(harness: Harness, questions: list[Question]) -> dict[str, list[Turn]]:
    """Ask every question (each conversation on a fresh thread, cache off)."""
    return {q.id: harness.conversation(q.turns, q.id, use_cache=False) for q in questions}


def _single_fact(question: Question) -> Fact | None:
    """The fact behind a single-figure question (for the chart-figure check)."""
    if len(question.expected) != 1 or question.absent:
        return None
    ticker, year, metric = (question.expected[0].label.split(" ", 2) + ["", "", ""])[:3]
    return fact_index().get((ticker, year, metric))


def chart_figure_problem(turn: Turn, fact: Fact) -> str | None:
    """What is wrong with the answer's ``figures`` entry for the fact (value, sign, currency)."""
    entries = [
        f
        for f in turn.figures
        if f.get("company") == fact.ticker
        and f.get("fiscal_year") == fact.fiscal_year
        and f.get("metric") == fact.metric
    ]
    if not entries:
        return "no figures entry"
    entry = entries[0]
    exp = expected_from_fact(fact)
    value = float(entry.get("value") or 0.0)
    if exp.kind == "money":
        value *= 1e6 if entry.get("unit") == "million" else 1.0
    elif exp.kind == "mass_t":
        value *= exp.display_scale
    elif exp.kind == "oz":
        value *= exp.display_scale
    problems = []
    if abs(value - exp.value) > exp.tolerance + 1e-6 * abs(exp.value):
        problems.append(
            f"value {entry.get('value')} {entry.get('unit')} (fact {fact.value_text} {fact.unit})"
        )
    if exp.currency and entry.get("currency") != exp.currency:
        problems.append(f"currency {entry.get('currency')!r} (fact {exp.currency})")
    return "; ".join(problems) or None


def verdict_for(question: Question, answer: str) -> Verdict:
    """Check one answer against the question's expectation."""
    return check_answer(answer, question.expected, question.forbidden, question.absent)


def run(session: Any) -> SuiteResult:
    """Ask every generated question through the full graph and score the answers."""
    questions = session.questions()
    runs = session.answer_runs()
    records: list[CaseRecord] = []
    chart_problems: list[dict[str, Any]] = []
    for q in questions:
        turns = runs[q.id]
        last = turns[-1]
        verdict = verdict_for(q, last.answer)
        if last.error:
            verdict = Verdict("incorrect", reason=last.error)
        fact = _single_fact(q)
        if fact is not None and verdict.passed:
            problem = chart_figure_problem(last, fact)
            if problem:
                chart_problems.append(
                    {
                        "case": q.id,
                        "fact": f"{fact.ticker} {fact.fiscal_year} "
                        f"{fact.metric} = {fact.value_text} {fact.unit} {fact.currency}",
                        "figures entry problem": problem,
                    }
                )
        records.append(
            CaseRecord(
                id=q.id,
                category=q.category,
                input=" / ".join(q.turns),
                expected=q.expected_text(),
                got=graded_digest(last.answer, verdict),
                passed=verdict.passed,
                outcome=verdict.outcome,
                model_calls=last.model_calls,
                latency_ms=last.latency_ms,
                details={
                    "confidence": last.confidence,
                    "grounded": last.grounded,
                    "verdict": verdict.__dict__,
                    "answers": [t.answer for t in turns],
                    "model_calls_per_turn": [t.model_calls for t in turns],
                },
            )
        )
    answerable = [r for r in records if r.category != "missing"]
    missing = [r for r in records if r.category == "missing"]
    outcomes = Counter(r.outcome for r in answerable)
    confidently_wrong = [
        r for r in records if r.outcome == "incorrect" and r.details["confidence"] == "high"
    ]
    total = len(records)
    correct = sum(r.passed for r in records)
    per_category = outcomes_per_category(records, confidently_wrong)
    latency = latency_text([r.latency_ms for r in records])
    calls = sorted(r.model_calls for r in records)
    result = SuiteResult(
        name="answer",
        title="Answer suite",
        scores={
            "accuracy": round(correct / total, 4),
            "answerable_accuracy": round(outcomes["correct"] / max(1, len(answerable)), 4),
            "not_found_accuracy": round(sum(r.passed for r in missing) / max(1, len(missing)), 4),
            "confidently_wrong": len(confidently_wrong),
        },
        summary={
            "questions": total,
            "answerable": len(answerable),
            "correct": outcomes["correct"],
            "incorrect": outcomes["incorrect"],
            "refused": outcomes["refused"],
            "not_in_corpus": len(missing),
            "not_in_corpus_correct (explicit not found, no figure)": sum(r.passed for r in missing),
            "not_in_corpus_incorrect (stated a figure / no not-found)": sum(
                not r.passed for r in missing
            ),
            "confidently_wrong (incorrect with confidence high)": len(confidently_wrong),
            "confidently_wrong cases": ", ".join(r.id for r in confidently_wrong) or "none",
            "chart figures entries disagreeing with the fact (correct answers)": len(
                chart_problems
            ),
            "latency": latency,
            "model_calls median / max": f"{calls[len(calls) // 2]} / {calls[-1]}",
            "seed": session.seed,
        },
        cases=records,
        extra_tables={
            "Per category": per_category,
            "Chart figures (`figures` output) disagreeing with the fact": chart_problems,
        },
        notes=[
            "correct / incorrect / refused count the answerable questions; refused = said not "
            "found for a figure that exists. Not-in-corpus questions are scored separately.",
            "The checker reads figures with mines.numbers and compares at the fact table's "
            "precision, with currency (US$ vs A$, US vs Australian cents) and sign (loss, net "
            "cash).",
        ],
    )
    return result
