"""A question resumed after a clarifying reply resolves its relative periods again.

"What did their net profit come to in the latest half?" names no company, so the product
asks which; the reply "BHP and Rio Tinto" makes the latest half each one's own newest
half held (BHP's H1 FY2026 half-year report beside Rio Tinto's FY2025 year), as the same
question naming them would be read, never the half the five hold in common.
"""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.types import Command

import nodes.memory
from mines.context import Context
from mines.figures.model import Period
from mines.request import Request

_NEWEST = {
    "BHP": Period(2026, "H1"),
    "RIO": Period(2025, "H2"),
    "FMG": Period(2025, "H2"),
    "MIN": Period(2025, "H2"),
    "NST": Period(2025, "H2"),
}


def test_a_reply_naming_companies_resolves_each_ones_latest_half(
    graph: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(nodes.memory, "held_halves", lambda viewer=None: _NEWEST)
    config = {"configurable": {"thread_id": "clarified-halves"}}
    context = Context(use_cache=False)
    question = "What did their net profit come to in the latest half?"
    graph.invoke({"messages": [HumanMessage(question)]}, config, context=context)
    assert graph.get_state(config).values["clarification_question"]
    graph.invoke(Command(resume="BHP and Rio Tinto"), config, context=context)
    values = graph.get_state(config).values
    request = Request.from_state(values["request"])
    assert request.companies == ("BHP", "RIO")
    assert (request.years_for("BHP"), request.period_kind_for("BHP")) == ((2026,), "H1")
    assert (request.years_for("RIO"), request.period_kind_for("RIO")) == ((2025,), "H2")
    assert "BHP Group: H1 FY2026" in request.period_note
    assert "the five companies" not in values["answer"]
