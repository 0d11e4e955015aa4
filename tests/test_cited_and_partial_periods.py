"""A report's own period against the period asked, and columns covering part of a year.

Texts and questions are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

from mines.figures.column_periods import column_periods
from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.figures.periods import document_period
from mines.figures.tables import Table, render_table
from mines.read_question import read_question
from mines.text_reading import text_items


def _figures(text: str, company: str, period: Period) -> list[Figure]:
    page = text_items(None, text.split("\n"))
    ctx = DocContext(company, period, "user.txt", None, "", "c-1")
    out: list[Figure] = []
    for item in page.items:
        if isinstance(item, Table):
            out.extend(extract_figures(render_table(item), ctx))
    return out


# -- the cited report's period is not the one asked -------------------------------------


def test_a_quarterly_named_by_its_month_is_the_source_not_the_year_asked() -> None:
    request = read_question(
        "How many tonnes of iron ore did the March 2024 quarterly of Fortescue give for "
        "the previous year, FY23?"
    )
    assert request.fiscal_years == ("FY2023",)
    assert request.periods["FMG"].years == (2023,)


def test_accounts_named_by_their_year_give_the_comparative_year_asked() -> None:
    request = read_question(
        "In its 2024 accounts, what revenue did Northern Star show for the comparative year, 2023?"
    )
    assert request.fiscal_years == ("FY2023",)


def test_a_comparative_asked_without_a_year_is_the_year_before_the_report() -> None:
    request = read_question(
        "What free cash flow did the FY24 results presentation of Fortescue show for the "
        "prior year?"
    )
    assert request.fiscal_years == ("FY2023",)


def test_a_report_named_alone_still_asks_its_own_year() -> None:
    request = read_question("What revenue did BHP's 2023 annual report show?")
    assert request.fiscal_years == ("FY2023",)


def test_a_report_year_set_against_its_comparative_keeps_both_years() -> None:
    request = read_question(
        "How did revenue in BHP's 2023 annual report change against the prior year, FY22?"
    )
    assert set(request.fiscal_years) == {"FY2023", "FY2022"}


def test_two_years_with_no_comparative_word_are_both_asked() -> None:
    request = read_question("What revenue did the 2023 annual report of BHP give, and FY22's?")
    assert set(request.fiscal_years) == {"FY2023", "FY2022"}


# -- quarter, year-to-date and full-year columns ----------------------------------------

_QUARTERLY = (
    "Iron ore, million wet metric tonnes\n"
    "\n"
    "                                   Jun Qtr   YTD FY31   FY30\n"
    "Tonnes shipped, all hubs together      7.1       30.4   28.8\n"
)


def test_a_quarters_column_is_no_year_and_the_closing_year_to_date_is_the_year() -> None:
    figures = _figures(_QUARTERLY, "FMG", Period(2031))
    by_period = {f.period: f.value for f in figures}
    assert by_period == {Period(2031): 30.4, Period(2030): 28.8}
    assert all(f.scale == 1e6 and f.unit == "Mt" for f in figures)
    assert {f.metric for f in figures} == {"iron_ore_shipments_mt"}


def test_a_year_to_date_before_the_years_last_quarter_is_no_year() -> None:
    periods = column_periods(("Mar Qtr", "YTD FY31", "FY30"), "BHP", Period(2031))
    assert periods == [None, None, Period(2030)]


def test_a_calendar_company_closes_its_year_in_the_december_quarter() -> None:
    assert column_periods(("Dec quarter 2030", "Year to date 2030"), "RIO", None) == [
        None,
        Period(2030),
    ]
    assert column_periods(("Jun quarter 2030", "Year to date 2030"), "RIO", None) == [
        None,
        None,
    ]


# -- a results-for-announcement table headed by the period's length ------------------------

_ANNOUNCEMENT = (
    "Results for announcement to the market (US$ billion)\n"
    "\n"
    "                                               Movement   Half-year\n"
    "Operating revenue for the half          up         4%      31.402\n"
)


def test_the_half_year_column_beside_its_movement_is_the_reports_half() -> None:
    figures = _figures(_ANNOUNCEMENT, "BHP", Period(2031, "H1"))
    assert [(f.metric, f.period, f.value, f.scale) for f in figures] == [
        ("revenue", Period(2031, "H1"), 31.402, 1e9)
    ]


def test_a_half_year_heading_in_an_annual_report_names_no_period() -> None:
    assert _figures(_ANNOUNCEMENT, "BHP", Period(2031)) == []


# -- a meeting's address names its year by the meeting ----------------------------------


def test_a_meetings_year_that_ended_in_june_is_the_fiscal_year_closed_that_june() -> None:
    text = (
        "Fortescue Ltd | 2030 Annual General Meeting\n\nCHAIR'S ADDRESS\n\n"
        "For the year that ended in June, shipments were strong and the result held up."
    )
    assert document_period(text, "FMG") == Period(2030)
    assert document_period(text.replace("June", "December"), "RIO") == Period(2029)
