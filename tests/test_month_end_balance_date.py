"""A balance date asked as a month's end ("at the end of December 2024") is that date.

For a June-year miner the end of December closes the first half; the question had been
filed under the full year, so a half's closing balance went "not found".
"""

from __future__ import annotations

from mines.figures.query import asked_years, company_request, read_request


def test_a_month_end_dates_the_balance_asked() -> None:
    question = "What net cash did Northern Star have at the close of December 2024?"
    assert asked_years(question, "NST", ("FY2024",)) == [2025]
    request = company_request(question, "NST", read_request(question))
    assert request.period_kind == "H1"


def test_a_month_end_that_closes_no_period_is_none() -> None:
    assert asked_years("Its debt at the end of March 2024?", "NST", ("FY2024",)) == [2024]
