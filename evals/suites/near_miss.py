"""Near-miss suite: a neighbouring measure asked, never answered with the stated figure.

Generated from the verified facts (``evals/data/asx_facts.csv``), which the bundled corpus
states. For a stated figure (BHP's FY2024 net debt), the question asks a *neighbouring*
measure whose words contain that figure's alias ("gross debt", "net cash from operating
activities", "profit before tax", "average realised copper price", "dividend yield",
"cost of sales", "iron ore revenue", "cash earnings"...). The answer must be the asked
measure's own figure when the fact table has it (e.g. underlying EBITDA), else "not
found" — never a figure of another measure of that company and year.

A *substitution* is an answer stating any other fact of that company and year (the
neighbour first of all); the target is 0. The "closest stated" suggestion that may follow
"not found" is not the answer: it is read apart, and its presence must keep confidence
below high. Company and year are always named, so every case is one retrieval.
"""

from __future__ import annotations

from typing import Any

from evals.checker import (
    Expected,
    answer_body,
    expected_from_fact,
    matches,
    quantities,
    says_not_found,
    states,
    without_suggestions,
)
from evals.common import CaseRecord, SuiteResult, answer_digest, latency_text
from evals.facts import Fact, fact_index, load_facts
from mines.figures.asked import CLOSEST

NAMES: dict[str, str] = {
    "BHP": "BHP",
    "RIO": "Rio Tinto",
    "FMG": "Fortescue",
    "MIN": "Mineral Resources",
    "NST": "Northern Star",
}

NEIGHBOURS: dict[str, tuple[tuple[str, str | None], ...]] = {
    "revenue": (
        ("cost of sales", None),
        ("iron ore revenue", None),
        ("copper revenue", None),
        ("revenue per tonne", None),
        ("gross margin", None),
    ),
    "statutory_npat": (
        ("profit before tax", None),
        ("cash earnings", None),
        ("gross profit", None),
        ("earnings per share", "earnings_per_share"),
        ("diluted earnings", None),
        ("income tax expense", None),
        ("tax paid", None),
        ("return on equity", "return_on_equity"),
        ("return on capital employed", None),
    ),
    "underlying_npat": (
        ("underlying EBITDA", "underlying_ebitda"),
        ("underlying earnings per share", None),
        ("underlying profit before tax", None),
    ),
    "net_debt": (
        ("gross debt", None),
        ("total debt", None),
        ("net cash from operating activities", "operating_cash_flow"),
        ("net debt per share", None),
        ("net debt to equity", None),
        ("debt-to-capital ratio", None),
    ),
    "dividends_per_share": (
        ("dividend yield", None),
        ("dividend payout ratio", "payout_ratio"),
        ("total dividend amount paid", None),
        ("shareholder returns", None),
        ("total cash returned to shareholders", None),
    ),
    "capex": (
        ("sustaining capital expenditure", None),
        ("growth capital expenditure", "growth_capex"),
    ),
    "underlying_ebitda": (("statutory EBITDA", "statutory_ebitda"), ("operating margin", None)),
    "copper_production_kt": (
        ("average realised copper price", None),
        ("copper sales revenue", None),
        ("copper unit costs", None),
        ("copper sales volume", None),
    ),
    "iron_ore_shipments_mt": (
        ("iron ore production", "iron_ore_production_mt"),
        ("iron ore revenue", None),
    ),
    "iron_ore_production_mt": (("iron ore shipments", "iron_ore_shipments_mt"),),
    "c1_cost_usd_wmt": (("C1 cost of copper", None),),
    "aisc_aud_oz": (("AISC margin", None),),
    "gold_sold_koz": (("gold sales revenue", None),),
    "iron_ore_shipments_mt_onslow_100pct": (
        ("Onslow shipments attributable to the company", None),
    ),
}
"""For a stated metric: neighbouring measures asked, each with the registry metric that
*is* that measure (its fact, when the table has one, is the right answer) or None."""
MAX_FACTS_PER_PHRASE = 5
"""Stated figures each neighbour phrase is asked against (spread over companies)."""


def _facts_for(metric: str) -> list[Fact]:
    """Up to ``MAX_FACTS_PER_PHRASE`` facts of ``metric``, one company after another."""
    facts = [f for f in load_facts() if f.metric == metric]
    by_company: dict[str, list[Fact]] = {}
    for fact in facts:
        by_company.setdefault(fact.ticker, []).append(fact)
    spread: list[Fact] = []
    while len(spread) < MAX_FACTS_PER_PHRASE and any(by_company.values()):
        for rows in by_company.values():
            if rows and len(spread) < MAX_FACTS_PER_PHRASE:
                spread.append(rows.pop())
    return spread


def cases() -> list[dict[str, Any]]:
    """Every near-miss question with its stated neighbour and the right answer, if any."""
    out: list[dict[str, Any]] = []
    index = fact_index()
    for metric, phrases in NEIGHBOURS.items():
        for phrase, right_metric in phrases:
            for fact in _facts_for(metric):
                right = index.get((fact.ticker, fact.fiscal_year, right_metric or ""))
                others = [
                    f
                    for (t, y, m), f in index.items()
                    if t == fact.ticker and y == fact.fiscal_year and m != right_metric
                ]
                out.append(
                    {
                        "id": f"near_{len(out) + 1:03d}_{metric}",
                        "category": metric,
                        "question": f"What was {NAMES[fact.ticker]}'s {phrase} in "
                        f"{fact.fiscal_year}?",
                        "neighbour": fact,
                        "right": right,
                        "others": others,
                    }
                )
    return out


def judge(case: dict[str, Any], answer: str, confidence: str | None) -> tuple[str, str]:
    """``(outcome, reason)``: ``right``, ``not_found``, ``substitution`` or ``other``."""
    body = without_suggestions(answer)
    right: Fact | None = case["right"]
    expected: Expected | None = expected_from_fact(right) if right else None
    stated = [
        f
        for f in case["others"]
        if any(matches(q, expected_from_fact(f)) for q in quantities(body))
        and not (expected and any(matches(q, expected) for q in quantities(body)))
    ]
    if stated:
        names = ", ".join(f"{f.metric} {f.value_text}" for f in stated[:3])
        return "substitution", f"stated {names}"
    if CLOSEST in answer and confidence == "high":
        return "other", "a closest-stated suggestion at confidence high"
    if expected is not None and states(body, expected):
        return "right", f"stated {right.metric if right else ''}"
    if says_not_found(answer_body(body)):
        return "not_found", "not found"
    return "other", "neither the asked figure nor not found"


def run(session: Any) -> SuiteResult:
    """Ask every near-miss question through the full graph (fresh thread, cache off)."""
    harness = session.harness()
    records: list[CaseRecord] = []
    for case in cases():
        turn = harness.conversation([case["question"]], case["id"], use_cache=False)[-1]
        outcome, reason = judge(case, turn.answer, turn.confidence)
        if turn.error:
            outcome, reason = "other", turn.error
        neighbour: Fact = case["neighbour"]
        right: Fact | None = case["right"]
        records.append(
            CaseRecord(
                id=case["id"],
                category=case["category"],
                input=case["question"],
                expected=(
                    f"{right.metric} {right.value_text} or not found"
                    if right
                    else "not found (never "
                    f"{neighbour.metric} {neighbour.value_text} {neighbour.unit})"
                ),
                got=f"{answer_digest(turn.answer)} — {reason}",
                passed=outcome in {"right", "not_found"},
                outcome=outcome,
                model_calls=turn.model_calls,
                latency_ms=turn.latency_ms,
                details={"confidence": turn.confidence, "answer": turn.answer},
            )
        )
    total = len(records)
    substitutions = [r for r in records if r.outcome == "substitution"]
    confident = [r for r in substitutions if r.details["confidence"] == "high"]
    calls = sorted(r.model_calls for r in records)
    per_category = [
        {
            "stated metric": category,
            "questions": sum(r.category == category for r in records),
            "right figure": sum(r.category == category and r.outcome == "right" for r in records),
            "not found": sum(r.category == category and r.outcome == "not_found" for r in records),
            "substitutions": sum(
                r.category == category and r.outcome == "substitution" for r in records
            ),
        }
        for category in dict.fromkeys(r.category for r in records)
    ]
    return SuiteResult(
        name="near_miss",
        title="Near-miss suite",
        scores={
            "pass_rate": round(sum(r.passed for r in records) / max(1, total), 4),
            "substitutions": len(substitutions),
            "confident_substitutions": len(confident),
        },
        summary={
            "questions": total,
            "right figure": sum(r.outcome == "right" for r in records),
            "not found": sum(r.outcome == "not_found" for r in records),
            "substitutions (another measure's figure stated)": len(substitutions),
            "substitutions at confidence high": len(confident),
            "other failures": sum(r.outcome == "other" for r in records),
            "latency": latency_text([r.latency_ms for r in records]),
            "model_calls median / max": f"{calls[len(calls) // 2]} / {calls[-1]}" if calls else "-",
        },
        cases=records,
        extra_tables={"Per stated metric": per_category},
        notes=[
            "A substitution states a figure the fact table holds for another measure of the "
            "same company and year; the 'closest stated' suggestion after 'not found' is "
            "read apart and must not come with confidence high.",
        ],
    )
