"""Reporting periods from a document's own words (issue 8: release dates, half years, URLs)."""

from __future__ import annotations

import pytest

from mines.figures.model import Period
from mines.figures.periods import column_period, document_period, period_ending


@pytest.mark.parametrize(
    ("text", "company", "expected"),
    [
        (
            "BHP Results for the year ended 30 June 2024\nReleased 20 August 2024",
            "BHP",
            Period(2024),
        ),
        (
            "Appendix 4D\nHalf year ended 31 December 2023\nSydney, 20 February 2024",
            "BHP",
            Period(2024, "H1"),
        ),
        ("Northern Star 1H FY24 results presentation", "NST", Period(2024, "H1")),
        (
            "Results for the first half of FY2024. FY2024 guidance is unchanged. FY2024 FY2024",
            "FMG",
            Period(2024, "H1"),
        ),
        ("Mineral Resources HY25 results", "MIN", Period(2025, "H1")),
        ("Rio Tinto 2023 full year results", "RIO", Period(2023)),
        ("Rio Tinto 2023 annual report\nStrategic report", "RIO", Period(2023)),
        ("Rio Tinto results for the six months ended 30 June 2024", "RIO", Period(2024, "H1")),
        ("Rio Tinto 2024 half year results", "RIO", Period(2024, "H1")),
        ("Fortescue Appendix 4E\nFor the year ended 30 June 2023", "FMG", Period(2023)),
        ("Annual Report 2025\nNorthern Star Resources", "NST", Period(2025)),
        ("Nothing here is a period. Revenue was 5.", "BHP", None),
    ],
)
def test_document_period_from_own_statements(
    text: str, company: str, expected: Period | None
) -> None:
    assert document_period(text, company) == expected


def test_release_date_never_decides_rio_calendar_year() -> None:
    # Issue 8: "21 February 2024" beat the reporting period (calendar 2023).
    text = (
        "Released 21 February 2024\n"
        "Rio Tinto reports 2023 full year results\n"
        "Net earnings for the year ended 31 December 2023 were lower.\n"
        "Sydney, 21 February 2024. Next report due 2024."
    )
    assert document_period(text, "RIO") == Period(2023)


def test_release_date_alone_is_not_a_period() -> None:
    assert document_period("Released 21 February 2024. Sydney, 27 August 2024", "BHP") is None


def test_url_on_the_first_line_never_decides() -> None:
    text = "https://www.example.com/news/2025/results-2025\nBHP annual report 2024\nFY2024"
    assert document_period(text, "BHP") == Period(2024)


def test_half_year_report_filed_under_its_half_not_the_calendar_year() -> None:
    # Issue 8: two half-year reports filed under the wrong year. A June company's half
    # ended 31 December 2023 is H1 FY2024, whatever its release date says.
    text = (
        "Fortescue Ltd\nHalf-year financial report\n"
        "For the half year ended 31 December 2023\n"
        "Released 22 February 2024\n\f"
        "The balance sheet as at 30 June 2023 is shown for comparison. "
        "Net debt as at 30 June 2023 was lower. FY2023 FY2023"
    )
    assert document_period(text, "FMG") == Period(2024, "H1")


def test_appendix_4d_with_a_loose_year_is_a_first_half() -> None:
    text = "Appendix 4D\nFortescue delivered record shipments. FY2024 guidance is unchanged."
    assert document_period(text, "FMG") == Period(2024, "H1")


def test_annual_report_mentioning_its_interim_dividend_stays_full_year() -> None:
    text = (
        "BHP Annual Report 2024\nFor the year ended 30 June 2024\n\f"
        "An interim dividend was paid for the half year ended 31 December 2023. "
        "For the year ended 30 June 2024 revenue rose."
    )
    assert document_period(text, "BHP") == Period(2024)


def test_title_weighs_more_than_later_pages() -> None:
    body = " ".join(["Comparatives are for the year ended 30 June 2023."] * 2)
    text = "Annual report for the year ended 30 June 2024\n\f" + body
    assert document_period(text, "NST") == Period(2024)


@pytest.mark.parametrize(
    ("header", "company", "doc", "expected"),
    [
        ("2024", "BHP", Period(2024), Period(2024)),
        ("FY24", "BHP", Period(2024), Period(2024)),
        ("FY2024", "NST", None, Period(2024)),
        ("2024 US$M", "BHP", Period(2024), Period(2024)),
        ("US$M 2023", "BHP", Period(2024), Period(2023)),
        ("Half year ended 31 December 2023", "BHP", Period(2024, "H1"), Period(2024, "H1")),
        ("H1 FY25", "MIN", None, Period(2025, "H1")),
        ("1H FY24", "FMG", None, Period(2024, "H1")),
        ("30 June 2024", "BHP", Period(2024), Period(2024)),
        ("As at 30 June 2023", "FMG", Period(2024, "H1"), Period(2023)),
        ("31 December 2023", "FMG", Period(2024, "H1"), Period(2024, "H1")),
        ("31 December 2023", "RIO", Period(2023), Period(2023)),
        ("2023 restated", "BHP", Period(2024), Period(2023)),
        ("Year ended 31 December 2023", "RIO", Period(2023), Period(2023)),
        ("Six months ended 30 June 2024", "RIO", Period(2024, "H1"), Period(2024, "H1")),
        ("2023", "RIO", Period(2024, "H1"), Period(2023, "H1")),
        ("Dec-23", "BHP", Period(2024, "H1"), Period(2024, "H1")),
        ("Change %", "BHP", Period(2024), None),
        ("%", "BHP", Period(2024), None),
        ("Year ended 30 June", "BHP", Period(2024), None),
        ("FY24 vs FY23", "BHP", Period(2024), None),
        ("", "BHP", Period(2024), None),
        ("Note", "BHP", Period(2024), None),
        # A June company's half-year report: "2023" may be H1 FY2023 or the half ended
        # December 2023 (H1 FY2024); not guessed.
        ("2023", "BHP", Period(2024, "H1"), None),
        ("1H 2024", "BHP", None, None),
    ],
)
def test_column_period(
    header: str, company: str, doc: Period | None, expected: Period | None
) -> None:
    assert column_period(header, company, doc) == expected


def test_period_ending_follows_each_calendar() -> None:
    assert period_ending(6, 2024, "BHP", "full") == Period(2024)
    assert period_ending(12, 2023, "BHP", "half") == Period(2024, "H1")
    assert period_ending(12, 2023, "RIO", "full") == Period(2023)
    assert period_ending(6, 2024, "RIO", "half") == Period(2024, "H1")
    assert period_ending(12, 2023, "BHP", "full") is None  # not a BHP fiscal year
    assert period_ending(6, 2024, "BHP", "half") == Period(2024, "H2")


def test_document_period_is_linear_on_long_text() -> None:
    import time

    page = "Revenue for the year ended 30 June 2024 rose. FY2024 and FY2023 compared. " * 40
    text = "\f".join([page] * 300)  # ~900 KB
    t0 = time.process_time()
    assert document_period(text, "BHP") == Period(2024)
    assert time.process_time() - t0 < 5.0


# --- issue 19: periods read like an analyst reads them ------------------------------------


@pytest.mark.parametrize(
    ("text", "company", "expected"),
    [
        # A June-year company's half ending in December belongs to the NEXT fiscal year.
        ("Mining update for the half year ended 31 December 2020", "BHP", Period(2021, "H1")),
        ("Profit for the six months to 31 December 2023 fell", "FMG", Period(2024, "H1")),
        ("Loss for the six months ended December 31, 2024", "MIN", Period(2025, "H1")),
        # RIO's fiscal year is the calendar year: its half ends in June of the same year.
        ("Rio Tinto: six months to 30 June 2024", "RIO", Period(2024, "H1")),
    ],
)
def test_half_years_land_in_their_own_fiscal_year(
    text: str, company: str, expected: Period
) -> None:
    assert document_period(text, company) == expected


@pytest.mark.parametrize(
    ("text", "company", "expected"),
    [
        # The only fiscal years named are a comparison and a target.
        (
            "Iron ore miner lifts first-half profit\n19 February 2024\n"
            "Earnings were well up from FY22 and the miner still aims to halve costs by FY27.",
            "FMG",
            Period(2024, "H1"),
        ),
        # An interim result with no "half year ended": its date says which half.
        (
            "Copper lifts interim result\nPublished 30 July 2024\nThe miner's interim profit "
            "was higher than a year ago.",
            "RIO",
            Period(2024, "H1"),
        ),
        (
            "Gold miner's full-year profit jumps\n22 August 2024\nProfit beat the FY2023 result.",
            "NST",
            Period(2024),
        ),
        # A full-year item that mentions the first half is still a full year.
        (
            "Miner's full-year profit falls\nIts FY24 profit fell after a first-half profit of "
            "US$6.6 billion.",
            "BHP",
            Period(2024),
        ),
    ],
)
def test_comparisons_targets_and_release_dates_are_not_the_reporting_period(
    text: str, company: str, expected: Period
) -> None:
    assert document_period(text, company) == expected


def test_no_period_words_and_only_a_comparison_give_no_period() -> None:
    assert document_period("Market note\nProfit was higher than in FY2023.", "BHP") is None
