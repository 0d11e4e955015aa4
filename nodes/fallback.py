"""Fallback: an honest "not found / insufficient information" answer.

No citation markers and no figures: it states what was searched and what was missing.
"""

from __future__ import annotations

import re
from typing import Any

from langchain_core.messages import AIMessage

from mines.answer_format import NOT_FOUND
from mines.figures.asked_phrase import asked_in_words, measure_said
from mines.measures.registry import METRIC_LABELS
from mines.question.companies import COMPANY_NAMES, SUPPORTED_TICKERS
from mines.question.years import SUPPORTED_FISCAL_YEARS
from mines.request import Request, request_of
from mines.state import MainState

_DIGIT = re.compile(r"\d")


def _asked_periods(request: Request, companies: list[str]) -> list[str]:
    """The periods asked as each company's calendar reads them: "H1 FY2022", "FY2024".

    A half asked is named as a half: "the first six months of 2022" was never FY2022.
    """
    named = [
        f"{kind} FY{year}" if (kind := request.period_kind_for(c)) != "FY" else f"FY{year}"
        for c in companies
        for year in request.years_for(c)
    ]
    return list(dict.fromkeys(named)) or list(request.fiscal_years)


def fallback(state: MainState) -> dict[str, Any]:
    """Say plainly that the information was not found."""
    request = request_of(state)
    companies = list(request.companies) or list(SUPPORTED_TICKERS)
    years = _asked_periods(request, companies) or [
        f"{SUPPORTED_FISCAL_YEARS[0]}-{SUPPORTED_FISCAL_YEARS[-1]}"
    ]
    # the measure in the user's words ("average revenue per dry tonne"), never only the
    # registry metric a word of it hinted at ("revenue", "gold sold"); a phrase holding a
    # number ("on a 100% basis") is left out, since a not-found answer states no figure
    # the period is said apart ("operating margin for H1 FY2024"), and a verb the result
    # was asked with names no measure ("what did BHP earn": said in the user's words)
    named = [
        said
        for m in request.measures
        if m.phrase
        and not _DIGIT.search(m.phrase)
        and (said := measure_said(m.phrase, request.question))
    ]
    metrics = named or [METRIC_LABELS.get(m, m) for m in request.metrics]
    searched = ", ".join(f"{COMPANY_NAMES[c]} ({c})" for c in companies if c in COMPANY_NAMES)
    what = ", ".join(dict.fromkeys(metrics))
    words = asked_in_words(request.question)
    quoted = f' ("{words}")' if words and not what else ""
    said = (
        f"{what} for {', '.join(years)} is not stated in the annual-report documents I searched"
        if what
        # no measure named ("what was BHP's ROCE", "what did BHP earn"): what was asked,
        # quoted in the user's own words, never an empty phrase nor a "for for"
        else f"what you asked{quoted} is not stated in the {', '.join(years)} annual-report "
        "documents I searched"
    )
    text = (
        f"Not found: {said} ({searched}). I have insufficient information to answer, and I "
        "won't estimate a figure. You could ask for another metric or fiscal year "
        "(FY2021-FY2025)."
    )
    if request.period_note:  # "the latest half" is H2 FY2025 for BHP: said, as with a figure
        text = f"{text}\n\n{request.period_note}"
    return {
        "answer": text,
        "messages": [AIMessage(text)],
        "confidence": None,
        "grounded": None,
        "sources": [],
        "figures": [],
        "analysis": {"fallback": True, "missing": NOT_FOUND},
    }
