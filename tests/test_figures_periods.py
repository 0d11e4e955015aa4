"""Reporting periods from a document's own words (issue 8: release dates, half years, URLs)."""

from __future__ import annotations

from datetime import date

import pytest

from mines.figures.column_periods import column_period
from mines.figures.model import Period
from mines.figures.period_mentions import period_mentions
from mines.figures.periods import document_period, period_ending, release_date


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
        # Periods the press closes without a year: the latest such close before the
        # item's date.
        # A June-year company's year "to June 30", in an item dated that September.
        (
            "Gold producer lifts earnings\nAdelaide | 14 September 2022\n"
            "The miner earned $900 million in the year to June 30, against $700 million a "
            "year earlier, and aims to double output by FY2028.",
            "NST",
            Period(2022),
        ),
        # RIO's calendar year "to December 31", in an item dated the following March.
        (
            "Copper giant trims its payout\nLondon, 3 March 2024\n"
            "Profit for the year to December 31 fell to $US8 billion. It next reports in "
            "August 2024.",
            "RIO",
            Period(2023),
        ),
        # The half "to December 31" of a June-year company is the first half of the next year.
        (
            "Ore miner's interim result\nSydney - 22 February 2023\n"
            "In the half to December 31 the miner earned $US2 billion.",
            "FMG",
            Period(2023, "H1"),
        ),
        # RIO's six months "to 30 June" are the first half of the same calendar year.
        (
            "Aluminium lifts Rio\nBrisbane, 1 August 2022\nOver the six months to 30 June the "
            "group earned more.",
            "RIO",
            Period(2022, "H1"),
        ),
        # The month alone; and an item dated early in a year reports the June before.
        (
            "Lithium writedowns bite\nPerth, 20 January 2024\nThe loss for the year to June "
            "was restated.",
            "MIN",
            Period(2023),
        ),
        # A guidance year reached "into" is not the period reported.
        (
            "Record result\nKalgoorlie, 19 August 2024\nProfit for the year to June 30 "
            "doubled. Output should keep climbing into FY2026 and beyond FY2027.",
            "NST",
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


# --- periods the press closes without a year: the release date gives it ------------------


def test_period_closed_without_its_year_and_no_date_is_not_guessed() -> None:
    assert (
        document_period("Miner's profit rises\nProfit for the year to June 30 rose.", "BHP") is None
    )


def test_a_day_that_closes_no_period_is_no_period() -> None:
    text = "Note\nPerth, 20 August 2024\nCash for the year to June 15 was higher."
    assert document_period(text, "FMG") is None


def test_release_date_skips_period_closes_and_balance_dates() -> None:
    text = (
        "For the year ended 30 June 2024\n30 June 2024\nas at 31 December 2023\n"
        "Perth, 19 August 2024"
    )
    assert release_date(text, "BHP") == date(2024, 8, 19)
    assert release_date("Balance sheet\n31 December 2024", "RIO") is None


def test_a_dated_item_reports_the_latest_period_it_states_up_front() -> None:
    # Calendar 2024 closed after the half to June 2024 the item also looks back on,
    # even though "first-half earnings" is said more often than any full-year word.
    text = (
        "Iron ore slide hits Rio\nMelbourne | 20 February 2025\n"
        "Profit fell in calendar 2024. In the six months to June 30, 2024 it had reported "
        "first-half earnings of $US5 billion; first-half earnings were lower."
    )
    assert document_period(text, "RIO") == Period(2024)
    # A half-year report states its prior full year too: the half closed later.
    half = (
        "Half-year report\nSydney, 21 February 2024\nFor the half year ended 31 December "
        "2023, against the year ended 30 June 2023 and the year ended 30 June 2023."
    )
    assert document_period(half, "FMG") == Period(2024, "H1")


def test_calendar_year_is_rio_fiscal_year_only() -> None:
    assert document_period("Results\nEarnings rose in calendar 2023.", "RIO") == Period(2023)
    assert document_period("Results\nEarnings rose in calendar 2023.", "BHP") is None


@pytest.mark.parametrize(
    ("sentence", "company", "doc", "expected"),
    [
        ("Profit for the year to June 30 rose", "BHP", Period(2024), Period(2024)),
        ("Cash for the half to December 31 fell", "NST", Period(2024), Period(2024, "H1")),
        ("Cash earned over the December half", "MIN", Period(2025), Period(2025, "H1")),
        ("Cash earned over the June half", "RIO", Period(2022), Period(2022, "H1")),
        ("Sales for the six months to 30 June", "RIO", Period(2021, "H1"), Period(2021, "H1")),
        # A year that does not close at the company's year end is none of its periods.
        ("Sales for the year to December 31", "FMG", Period(2024), None),
        # Without a document period the year cannot be told.
        ("Profit for the year to June 30 rose", "BHP", None, None),
    ],
)
def test_sentence_period_closed_without_its_year_is_the_documents(
    sentence: str, company: str, doc: Period | None, expected: Period | None
) -> None:
    found = period_mentions(sentence, company, doc)
    assert len(found) == 1
    assert found[0].period == expected


def test_a_year_the_outlook_runs_into_is_not_the_period() -> None:
    assert document_period("Outlook\nVolumes should keep rising into FY2027.", "NST") is None


def test_a_dated_press_result_for_the_year_is_the_year_closed_before_its_date() -> None:
    story = (
        "Copper digger posts weaker result\n\n"
        "Brisbane | 19 August 2024\n\n"
        "The miner earned $US2.1 billion for the year, a quarter less than before, and its "
        "board kept the payout steady.\n"
    )
    assert document_period(story, "FMG") == Period(2024, "FY")  # the year to June 2024
    assert document_period(story.replace("19 August", "21 February"), "RIO") == Period(2023)


def test_a_half_year_story_looking_to_the_year_ahead_stays_a_half() -> None:
    story = (
        "Gold producer lifts first-half profit\n\n"
        "Perth | 14 February 2024\n\n"
        "First-half profit rose to $410 million, and sales of 800,000 ounces are expected "
        "for the year ahead.\n"
    )
    assert document_period(story, "NST") == Period(2024, "H1")


def test_a_year_mentioned_without_an_amount_does_not_date_a_story() -> None:
    story = "Miner reshuffles board\n\nPerth | 3 March 2024\n\nThe chair will leave for the year.\n"
    assert document_period(story, "NST") is None
