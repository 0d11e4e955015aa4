"""A whole year's column in a half-year document is that year, never a half of it.

An investor pack dated by its latest half may carry a table titled "..., twelve months to
June 2021" over a "| FY21 |" column: the figure is FY2021, not the first half of it. And a
bare fiscal-year column years away from the document's half ("FY21" in a December 2024
half) cannot be a comparative half: no half is read from it.
"""

from __future__ import annotations

from mines.figures.column_periods import header_periods
from mines.figures.model import Period
from tests.support.offline_answer import answer, cited_doc, table_text

_H1 = Period(2025, "H1")

_TITLE = "Capital expenditure, twelve months to June 2021 (A$ millions)"
_TITLED = table_text(_TITLE, ["", "FY21"], [["Capital expenditure", "604.2"]])


def test_a_titled_whole_year_column_is_that_year() -> None:
    assert header_periods(["", "FY21"], _TITLE, "NST", _H1) == [Period(2021)]


def test_a_far_fiscal_year_column_is_no_half() -> None:
    assert header_periods(["", "FY21"], "Exploration spend", "NST", _H1) == [None]
    # the document's own year and the one before are still its halves
    assert header_periods(["", "FY25", "FY24"], "Results", "NST", _H1) == [
        _H1,
        Period(2024, "H1"),
    ]


def test_the_titled_year_answers_the_year_not_its_half() -> None:
    doc = cited_doc(_TITLED, "NST", "H1 FY2025")
    half, _ = answer(
        doc, "What was Northern Star's capital expenditure in the first half of FY2021?"
    )
    assert "604.2" not in half
    year, check = answer(doc, "What was Northern Star's capital expenditure in FY2021?")
    assert "604.2" in year and check.verified and not check.rejected
