"""A period the question writes as a date is read on the company's own calendar.

"At 31 December 2023" is the first half of FY2024 for a company whose year ends in June
and FY2023 itself for one whose year is the calendar year; a date that closes nothing
("announced in February 2025") stays its calendar year.
"""

from __future__ import annotations

import pytest

from mines.question.years import closing_dates, find_years, year_end_month
from mines.slots import extract_slots


@pytest.mark.parametrize(
    ("question", "ticker", "years"),
    [
        ("How much cash did Northern Star hold at 31 December 2022?", "NST", ("FY2023",)),
        ("How much cash did Rio Tinto hold at 31 December 2022?", "RIO", ("FY2022",)),
        ("What did MinRes earn in the six months to December 2022?", "MIN", ("FY2023",)),
        ("What did Fortescue spend in the half to 31 Dec 2023?", "FMG", ("FY2024",)),
        ("What was BHP's debt as at 30 June 2023?", "BHP", ("FY2023",)),
        ("What was Rio Tinto's debt as at 30 June 2023?", "RIO", ("FY2023",)),
        ("What did BHP ship in the December 2022 half?", "BHP", ("FY2023",)),
        ("What did Northern Star sell in the half ended Dec. 31, 2021?", "NST", ("FY2022",)),
    ],
)
def test_a_closing_date_is_the_companys_fiscal_year(
    question: str, ticker: str, years: tuple[str, ...]
) -> None:
    slots = extract_slots(question)
    assert slots.companies == (ticker,)
    assert slots.fiscal_years == years


def test_a_date_closing_nothing_is_its_calendar_year() -> None:
    assert extract_slots("What did BHP announce in February 2024?").fiscal_years == ("FY2024",)
    assert extract_slots("What did BHP report for FY2023?").fiscal_years == ("FY2023",)


def test_two_calendars_give_each_companys_year() -> None:
    slots = extract_slots("Compare BHP and Rio Tinto net debt at 31 December 2023")
    assert set(slots.fiscal_years) == {"FY2023", "FY2024"}


def test_without_a_company_a_date_is_its_calendar_year() -> None:
    assert find_years("net debt at 31 December 2023") == (2023,)
    assert find_years("net debt at 31 December 2023", ("MIN",)) == (2024,)


def test_year_end_months() -> None:
    assert year_end_month("RIO") == 12
    assert year_end_month("BHP") == 6
    assert year_end_month("XYZ") == 6  # a company we do not know: the Australian June year
    assert [y for *_, y in closing_dates("the year to 30 September 2024", "BHP")] == [2025]


@pytest.mark.parametrize(
    ("question", "years"),
    [
        ("What did NST report for AISC in the year before FY2024?", ("FY2023",)),
        ("BHP's capex two years prior to 2025?", ("FY2023",)),
        ("How much did FMG ship the year after FY22?", ("FY2023",)),
        ("Rio Tinto's revenue a year earlier than 2024?", ("FY2023",)),
    ],
)
def test_a_relative_year_tied_to_a_written_one_is_counted_from_it(
    question: str, years: tuple[str, ...]
) -> None:
    # the written year is the anchor, never the year asked
    assert extract_slots(question).fiscal_years == years


def test_a_relative_year_with_no_year_after_it_is_left_to_the_conversation() -> None:
    assert "FY2024" in extract_slots("BHP's revenue from the year before to FY2024?").fiscal_years
    assert extract_slots("And the year before?").fiscal_years == ()


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("What was MIN's EBITDA in its most recent half?", "H1"),
        ("FMG's revenue for the latest half-year?", "H1"),
        ("What did RIO earn in the last half of 2023?", "H2"),
        ("NST's AISC in the latter half of FY2024?", "H2"),
        ("What was BHP's revenue in the latest year?", "FY"),
    ],
)
def test_a_latest_half_asks_a_half_never_the_full_year(question: str, kind: str) -> None:
    from mines.figures.query import read_request

    assert read_request(question).period_kind == kind


@pytest.mark.parametrize(
    ("question", "ticker", "years"),
    [
        (
            "What were Fortescue's borrowings on the balance date of 31 December 2022?",
            "FMG",
            (2023,),
        ),
        ("Northern Star net cash, reporting date 31 Dec 2021", "NST", (2022,)),
        ("Rio Tinto's net debt on the balance date of 30 June 2024?", "RIO", (2024,)),
        ("BHP's cash on the 28 February 2023 balance date", "BHP", (2023,)),
    ],
)
def test_a_month_end_date_is_a_balance_date_whatever_precedes_it(
    question: str, ticker: str, years: tuple[int, ...]
) -> None:
    assert find_years(question, (ticker,)) == years


def test_a_day_ending_no_month_is_its_calendar_year() -> None:
    assert find_years("What did MinRes say on 20 December 2023?", ("MIN",)) == (2023,)
