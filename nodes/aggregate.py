"""Aggregate: join the parallel branches under fixed headers; decide ``needs_calculation``.

The headers tell the answer and the groundedness check where each fact came from. The
calculation decision is made after seeing the data: only when the context holds at least
two raw figures that the question asks to combine, and no computed figure is stated.
"""

from __future__ import annotations

from typing import Any

from mines.numbers import find_figures
from mines.operands import context_figures
from mines.request import Request, request_of
from mines.state import MainState

REPORT_HEADER = "【Annual Report Data】"
NEWS_HEADER = "【Recent News】"
EARLIER_HEADER = "【Earlier Answer】"


def news_lines(items: list[dict[str, Any]]) -> list[str]:
    """One line per news item: date, company, headline, summary."""
    return [
        f"- {i.get('date', '')} {i.get('company', '')}: {i.get('headline', '')}. "
        f"{i.get('summary', '')}"
        for i in items
    ]


def _states_share(report: str) -> bool:
    """Whether a figure line of the report (not a quoted source) states a percentage.

    A ratio question whose report holds a stated percentage (answering it, or offered as
    the closest stated) is answered by that figure or not at all: recomputing it from
    amounts would put a second, different ratio beside the one the document states.
    """
    return any(
        f.unit == "%"
        for line in report.splitlines()
        if not line.lstrip().startswith(">")
        for f in find_figures(line)
    )


def decide_calculation(request: Request, report: str) -> bool:
    """True only when raw figures in the report must be combined to answer.

    Rankings ("which year ... most"), growth, gaps and ratios between two metrics, sums and
    differences go to the calculator once the report holds two figures to combine; a ratio
    the report states itself (a margin given as a percentage, under any label) is quoted,
    not recomputed.
    A question naming no measure has nothing to combine: no measure is assumed for it.
    """
    op = request.operation
    if op is None or not request.metrics:
        return False
    operands = context_figures(report, request.metrics)
    if op == "ratio" and (any(o.figure.unit == "%" for o in operands) or _states_share(report)):
        return False
    if len(operands) < 2:
        return False
    stated_percent = any(f.unit == "%" for f in find_figures(report))
    return not (op in {"change", "cagr"} and stated_percent)


def aggregate(state: MainState) -> dict[str, Any]:
    """Merge report data and news into one context under fixed headers."""
    sections = []
    report = state.get("report_answer", "")
    if report:
        sections.append(f"{REPORT_HEADER}\n{report}")
    news = state.get("news", [])
    if news:
        sections.append(f"{NEWS_HEADER}\n" + "\n".join(news_lines(news)))
    earlier = state.get("cache_answer") if state.get("cache") == "context" else None
    if earlier:
        sections.append(f"{EARLIER_HEADER}\n{earlier.get('answer', '')}")
    needs = decide_calculation(request_of(state), report)
    return {
        "context": "\n\n".join(sections),
        "needs_calculation": needs,
        "analysis": {"needs_calculation": needs},
    }
