"""Two measures told apart by a word placed where our patterns did not look.

"Cash-based earnings" are cash earnings, not the profit after tax; a row "Sustaining cost
per ounce, all in" is the all-in sustaining cost, never the all-in cost (which adds growth
spending). Both had answered the neighbour at confidence high.
"""

from __future__ import annotations

import pytest

from mines.figures.qualifiers import read_qualifiers
from tests.support.offline_answer import answer, cited_doc


@pytest.mark.parametrize(
    "label", ["Cash-based earnings", "cash based profit", "earnings on a cash basis"]
)
def test_earnings_counted_in_cash_are_on_the_cash_basis(label: str) -> None:
    assert read_qualifiers(label).get("basis") == frozenset({"cash"})


@pytest.mark.parametrize(
    "label", ["Sustaining cost per ounce, all in", "sustaining costs (all-in)"]
)
def test_sustaining_before_all_in_is_the_sustaining_cost(label: str) -> None:
    assert read_qualifiers(label).get("all_in") == frozenset({"sustaining"})


def test_all_in_cost_alone_is_not_sustaining() -> None:
    assert read_qualifiers("all-in cost per ounce").get("all_in") == frozenset({"with growth"})


def test_profit_after_tax_is_not_answered_by_cash_based_earnings() -> None:
    text = (
        "For the six months to 31 December 2024 the gold miner's cash-based earnings "
        "were A$1.146 billion."
    )
    draft, _ = answer(
        cited_doc(text, "NST", "H1 FY2025"),
        "What net profit after tax did Northern Star make in the December 2024 half?",
    )
    body = draft.split("closest stated")[0]
    assert "1.146" not in body
    assert "not found" in body
