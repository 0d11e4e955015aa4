"""More ways outlets date a piece and name its year; none of them a forecast.

Texts are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

from datetime import date

import pytest

from mines.figures.model import Period
from mines.figures.periods import document_period, release_date

_HEAD = "Iron ore miner's earnings slide\n\n"


@pytest.mark.parametrize(
    ("line", "day"),
    [
        ("22-08-2031", date(2031, 8, 22)),
        ("By a staff writer\n22/08/2031 | Markets", date(2031, 8, 22)),
        ("22nd of August 2031", date(2031, 8, 22)),
    ],
)
def test_a_dateline_in_figures_or_with_of_is_read_day_first(line: str, day: date) -> None:
    assert release_date(f"{_HEAD}{line}\n\nThe miner said annual profit slid.", "FMG") == day


def test_a_year_in_a_clause_that_looks_ahead_is_no_reporting_period() -> None:
    text = f"{_HEAD}Full-year profit slid. The miner expects to move 200 Mt in FY32."
    assert document_period(text, "FMG") is None  # not FY2032


def test_a_year_named_by_both_calendar_years_is_a_june_companys_fiscal_year() -> None:
    assert document_period(f"{_HEAD}Its 2030-31 profit slid.", "FMG") == Period(2031)


def test_the_twelve_months_to_the_end_of_june_take_their_year_from_the_date() -> None:
    text = f"{_HEAD}22-08-2031\n\nProfit slid in the 12 months to the end of June."
    assert document_period(text, "FMG") == Period(2031)


def test_a_result_for_the_half_in_a_dated_piece_is_the_half_closed_before_it() -> None:
    text = f"{_HEAD}Geelong, 20 February 2031\n\nProfit for the half slid 9 per cent."
    assert document_period(text, "FMG") == Period(2031, "H1")


def test_words_of_both_kinds_report_the_period_closed_last_before_the_date() -> None:
    text = (
        f"{_HEAD}Geelong, 22 August 2031\n\nProfit for the year slid; profit for the first "
        "half had held up."
    )
    assert document_period(text, "FMG") == Period(2031)
