"""Fallback: an honest "not found / insufficient information" answer.

No citation markers and no figures: it states what was searched and what was missing.
"""

from __future__ import annotations

import re
from typing import Any

from langchain_core.messages import AIMessage

from mines.answer_format import NOT_FOUND
from mines.measures.registry import METRIC_LABELS
from mines.question.companies import COMPANY_NAMES, SUPPORTED_TICKERS
from mines.question.years import SUPPORTED_FISCAL_YEARS
from mines.request import Request, request_of
from mines.state import MainState

_DIGIT = re.compile(r"\d")


def _periods(request: Request, companies: list[str]) -> list[str]:
    """The periods searched as the question asked them: a half is named, never its year.

    "BHP's revenue in the first half of FY2024" searched H1 FY2024; saying "revenue for
    FY2024 is not stated" would deny a figure the reports do state.
    """
    if not request.fiscal_years:
        return [f"{SUPPORTED_FISCAL_YEARS[0]}-{SUPPORTED_FISCAL_YEARS[-1]}"]
    kinds = {request.period_kind_for(c) for c in companies}
    if kinds <= {"FY"}:
        return list(request.fiscal_years)
    half = next(iter(kinds)) if len(kinds) == 1 else "the half year asked of"
    return [f"{half} {y}" for y in request.fiscal_years]


def fallback(state: MainState) -> dict[str, Any]:
    """Say plainly that the information was not found."""
    request = request_of(state)
    companies = list(request.companies) or list(SUPPORTED_TICKERS)
    years = _periods(request, companies)
    # the measure in the user's words ("average revenue per dry tonne"), never only the
    # registry metric a word of it hinted at ("revenue", "gold sold"); a phrase holding a
    # number ("on a 100% basis") is left out, since a not-found answer states no figure
    named = [m.phrase for m in request.measures if m.phrase and not _DIGIT.search(m.phrase)]
    metrics = named or [METRIC_LABELS.get(m, m) for m in request.metrics]
    searched = ", ".join(f"{COMPANY_NAMES[c]} ({c})" for c in companies if c in COMPANY_NAMES)
    what = ", ".join(dict.fromkeys(metrics))
    said = (
        f"{what} for {', '.join(years)} is not stated in the annual-report documents I searched"
        if what
        # no measure named ("what was BHP's ROCE"): say what was searched, not "for for"
        else f"what you asked is not stated in the {', '.join(years)} annual-report documents "
        "I searched"
    )
    text = (
        f"Not found: {said} ({searched}). I have insufficient information to answer, and I "
        "won't estimate a figure. You could ask for another metric or fiscal year "
        "(FY2021-FY2025)."
    )
    return {
        "answer": text,
        "messages": [AIMessage(text)],
        "confidence": None,
        "grounded": None,
        "sources": [],
        "figures": [],
        "analysis": {"fallback": True, "missing": NOT_FOUND},
    }
