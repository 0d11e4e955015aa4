"""Guardrails: is the context enough to answer?

Failure policy (written down and tested): retrieval or news that produced nothing usable
sets ``guardrails_passed = False`` -> fallback. The direct-answer path never gathered
context, so the value stays None and routing fails open to ``answer`` on purpose.
"""

from __future__ import annotations

import re
from typing import Any

from graph.state import MainState

_CITED_LINE = re.compile(r"\[\d+\]")


def guardrails(state: MainState) -> dict[str, Any]:
    """Decide whether the gathered context supports an answer."""
    route = state.get("route") or {}
    if not (route.get("needs_retrieval") or route.get("needs_news")):
        return {
            "guardrails_passed": None,
            "analysis": {"guardrails": "not checked (direct answer)"},
        }
    report_ok = bool(_CITED_LINE.search(state.get("report_answer", "")))
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
    return {"guardrails_passed": passed, "analysis": {"guardrails": reason}}
