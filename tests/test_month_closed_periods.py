"""A period closed by its month and year alone (issue 19, periods as an analyst reads them).

Interviews, wraps and slides write "the year to June 2024" or "the half to December 2023"
with no day: the month closes the period, the company's calendar says which one.
"""

from __future__ import annotations

from mines.figures.model import DocContext, Period
from mines.figures.periods import document_period
from mines.figures.prose import prose_figures


def test_a_document_titled_by_a_year_closed_in_a_month_is_that_fiscal_year() -> None:
    text = "A chat with the finance chief: the year to June 2023\n\nQ: Cash? A: Healthy."
    assert document_period(text, "NST") == Period(2023)


def test_a_half_closed_by_its_month_dates_a_june_year_company_s_first_half() -> None:
    text = "Northern Star: the half to December 2022 in review\n\nQ: Costs? A: In line."
    assert document_period(text, "NST") == Period(2023, "H1")


def test_a_year_closed_off_the_company_s_year_end_is_no_fiscal_year_of_it() -> None:
    text = "Rio Tinto: the year to June 2023 in review\n\nQ: Costs? A: In line."
    assert document_period(text, "RIO") != Period(2023)


def test_a_sentence_naming_the_year_to_a_month_dates_its_figure() -> None:
    figures = prose_figures(
        "In the year to June 2023 revenue came to $4.13 billion.", DocContext("NST", Period(2024))
    )
    assert [(f.metric, f.period) for f in figures] == [("revenue", Period(2023))]


def test_the_accounts_named_between_a_period_and_its_close_still_close_it() -> None:
    text = (
        "Funding update for noteholders\n\n"
        "The half-year accounts to 31 December 2023 were reviewed, not audited.\n"
    )
    assert document_period(text, "MIN") == Period(2024, "H1")
