"""A dividend "determined after balance date" is the final one, never the year's total.

A nil stated for the distribution after the balance date says the final dividend was nil;
the year's total may still hold the interim. And a note explaining a table's dash states
no total of the year.
"""

from __future__ import annotations

import pytest

from mines.figures.nil_dividends import nil_dividends
from tests.support.offline_answer import answer, cited_doc


@pytest.mark.parametrize(
    "sentence",
    [
        "Directors resolved to pay no distribution after the balance date for this year.",
        "The company declared no dividend after the reporting date.",
        "No dividend was determined after the end of the financial year.",
    ],
)
def test_a_nil_after_balance_date_is_the_final_dividend(sentence: str) -> None:
    assert [n.kind for n in nil_dividends(sentence)] == ["final"]
    # a plain denial is still the year's total
    assert [n.kind for n in nil_dividends("No dividends were declared for the year.")] == ["total"]


def test_a_note_explaining_a_dash_states_no_total() -> None:
    assert nil_dividends("A dash: no distributions were declared for the year.") == []
    assert nil_dividends("– denotes that no dividends were paid in the period.") == []


_NOTE = (
    "Dividends to holders (cents a share): half-year payment 14. "
    "A dash: the directors determined no distribution after balance date for the year."
)


def test_the_after_balance_date_note_never_answers_the_years_total() -> None:
    draft, _ = answer(
        cited_doc(_NOTE, "NST", "FY2023"),
        "What were Northern Star's total dividends per share for FY2023?",
    )
    assert "nil" not in draft.lower() and "0 cents" not in draft


def test_the_after_balance_date_note_answers_the_final_as_nil() -> None:
    draft, check = answer(
        cited_doc(_NOTE, "NST", "FY2023"),
        "What final dividend did Northern Star declare for FY2023?",
    )
    assert "nil" in draft.lower() and check.verified and not check.rejected
