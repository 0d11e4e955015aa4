"""Guardrails: is the context enough to answer, and does each claim answer the question?

Failure policy (written down and tested): retrieval or news that produced nothing usable
sets ``guardrails_passed = False`` -> fallback. The direct-answer path never gathered
context, so the value stays None and routing fails open to ``answer`` on purpose.

Relevance (:mod:`mines.figures.relevance`): every claim of the report must name a
company, period and measure the question asked for, with no conflicting qualifier
("net debt" for "gross debt", "iron ore revenue" for revenue). A claim that does not is
withheld like an unverified one (its line becomes a not-found line), is counted in
``report_withheld`` so confidence falls, and a calculation that read the report is
dropped (it may have used the withheld figure). The offline and hosted drafts get the
same check.
"""

from __future__ import annotations

import re
from typing import Any

from mines.figures.relevance import irrelevant_lines, withhold_irrelevant
from mines.read_question import asked_of
from mines.request import request_of
from mines.state import MainState

_CITED_LINE = re.compile(r"\[\d+\]")


def relevance_update(state: MainState) -> dict[str, Any]:
    """The report with every claim that does not answer the question withheld."""
    report = state.get("report_answer", "")
    request = request_of(state)
    measures = list(asked_of(request.measures))
    if not report or not measures:
        return {}
    docs = [dict(c) for c in state.get("report_sources", [])]
    years = {f"FY{year}" for company in request.companies for year in request.years_for(company)}
    found = irrelevant_lines(report, docs, measures, request.slots, years)
    if not found:
        return {}
    update: dict[str, Any] = {
        "report_answer": withhold_irrelevant(report, found),
        "report_withheld": [*state.get("report_withheld", []), *(f.label for f in found)],
    }
    if state.get("calculation"):
        update["calculation"] = {}
    return update


def guardrails(state: MainState) -> dict[str, Any]:
    """Decide whether the gathered context supports an answer; withhold irrelevant claims."""
    route = state.get("route") or {}
    if not (route.get("needs_retrieval") or route.get("needs_news")):
        return {
            "guardrails_passed": None,
            "analysis": {"guardrails": "not checked (direct answer)"},
        }
    relevance = relevance_update(state)
    report = relevance.get("report_answer", state.get("report_answer", ""))
    report_ok = bool(_CITED_LINE.search(report))
    news_ok = bool(state.get("news"))
    earlier_ok = state.get("cache") == "context" and bool(state.get("cache_answer"))
    passed = report_ok or news_ok or earlier_ok
    reason = (
        "cited report data"
        if report_ok
        else "news"
        if news_ok
        else "earlier answer"
        if earlier_ok
        else "no usable context"
    )
    withheld = len(relevance.get("report_withheld", [])) - len(state.get("report_withheld", []))
    return {
        **relevance,
        "guardrails_passed": passed,
        "analysis": {"guardrails": reason, "irrelevant_claims_withheld": max(0, withheld)},
    }
