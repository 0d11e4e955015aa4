"""A document's own period is the latest it reports, a full year over its own halves.

An analyst files a piece by the newest period it reports on: a full-year item that also
sets out its December half is a full-year item; a summary of five years to June 2025 is
a FY2025 document, not one of its oldest column; a dividend page listing each year's
payments up to FY25 reports FY25. Guards: a half-year report that names the full year its
half belongs to, or looks ahead to the year's close, stays a half.
"""

from __future__ import annotations

from pathlib import Path

from mines.figures.model import Period
from mines.figures.periods import document_period
from mines.figures.series_headers import newest_header_periods
from mines.ingest.detection import detect_company, detect_period
from mines.ingest.reading import read_document


def test_a_full_year_item_that_also_sets_out_its_december_half_is_the_full_year() -> None:
    text = (
        "Northern Star | Results summary\n\n"
        "Half and year\n\n"
        "Figures for the six months to 31 December 2022 sit beside those for the twelve "
        "months to 30 June 2023.\n\n"
        "Table: Gold\n"
        "|  | December half | Full year |\n"
        "| Ounces sold (koz) | 781 | 1,563 |\n"
        "| Revenue (A$M) | 1,948 | 4,131 |\n\n"
        "The board paid 11 cents for the half and 15.5 cents for the second half.\n"
    )
    assert document_period(text, "NST") == Period(2023)


def test_a_results_item_stating_its_year_and_its_half_closed_is_the_year() -> None:
    text = (
        "A year of two halves\n"
        "Mineral Resources | Results | 30 June 2025\n\n"
        "Table: Group (A$M)\n"
        "|  | FY25 | FY24 |\n"
        "| Revenue | 4,450 | 5,280 |\n\n"
        "The December half\n\n"
        "In the six months to 31 December 2024 the Group made a loss of A$807 million.\n"
    )
    assert document_period(text, "MIN") == Period(2025)


def test_a_series_of_fiscal_year_columns_reaches_its_newest_year() -> None:
    text = (
        "Northern Star | Shareholder information\n\n"
        "Payments\n\n"
        "FY2025 interim 25 cents; FY2024 interim 15 cents; FY2023 interim 11 cents.\n\n"
        "Table: Dividends per share by financial year (A cents)\n"
        "|  | FY21 | FY22 | FY23 | FY24 | FY25 |\n"
        "| Total | 19 | 21.5 | 26.5 | 40 | 55 |\n"
    )
    assert document_period(text, "NST") == Period(2025)


def test_a_half_and_year_column_header_is_the_year() -> None:
    text = (
        "Mineral Resources | Operating performance\n\n"
        "Shipments\n\n"
        "Table: Shipped by hub (Mt)\n"
        "| Hub | 1H FY25 | FY25 |\n"
        "| Onslow Iron | – | 14 |\n"
        "| All hubs | 9.7 | – |\n"
    )
    assert document_period(text, "MIN") == Period(2025)


def test_bare_year_columns_under_years_closing_in_june_are_fiscal_years(tmp_path: Path) -> None:
    path = tmp_path / "Northern Star summary of five years.txt"
    path.write_text(
        "Northern Star Resources | Five-year summary\n\n"
        "SUMMARY OF FIVE YEARS\n\n"
        "Years ended 30 June. Amounts in Australian dollars.\n\n"
        "Financial results\n\n"
        "                          2025     2024     2023     2022     2021\n"
        "Revenue (A$M)            6,400    4,920    4,131    3,735    2,761\n"
        "Net profit (A$M)         1,400      639      585      473    1,032\n\n"
        "FY2021 takes in the Saracen merger from February 2021.\n",
        encoding="utf-8",
    )
    doc = read_document(path)
    company = detect_company(doc)
    assert company == "NST"
    assert detect_period(doc, company) == Period(2025)


def test_a_calendar_year_named_as_the_year_is_the_latest_reported() -> None:
    text = (
        "# Shareholder questions on dividends\n\n"
        "## What was paid for 2024?\n\n"
        "For the 2024 year the ordinary dividends came to 402 US cents a share, 60% of "
        "underlying earnings.\n\n"
        "## And after earlier half-year results?\n\n"
        "- Six months to 30 June 2023: 177 US cents a share.\n"
        "- Six months to 30 June 2022: 267 US cents a share.\n"
    )
    assert document_period(text, "RIO") == Period(2024)


def test_a_half_year_report_naming_the_year_its_half_belongs_to_stays_a_half() -> None:
    text = (
        "Fortescue half-year report\n\n"
        "The half-year ended 31 December 2024 is the first half of Fortescue's 2025 "
        "financial year. Comparatives are the half-year ended 31 December 2023.\n\n"
        "Table: Results (US$M)\n"
        "|  | 1H FY25 | 1H FY24 |\n"
        "| Revenue | 7,584 | 9,523 |\n"
    )
    assert document_period(text, "FMG") == Period(2025, "H1")


def test_a_half_year_report_looking_to_the_year_ending_stays_a_half() -> None:
    text = (
        "Northern Star interim report\n\n"
        "Results for the half year ended 31 December 2024.\n\n"
        "Gold sold for the year ending 30 June 2025 stays between 1.65 and 1.8 Moz.\n"
    )
    assert document_period(text, "NST") == Period(2025, "H1")


def test_bare_years_under_a_half_year_header_are_no_fiscal_years() -> None:
    text = (
        "Table: Half year ended 31 December (A$M)\n"
        "|  | 2024 | 2023 |\n"
        "| Revenue | 2,290 | 2,416 |\n"
    )
    assert list(newest_header_periods(text, "MIN")) == []


def test_a_planned_column_is_no_newest_period() -> None:
    text = "|  | FY24 | FY25 guidance |\n| Shipped (Mt) | 190 | 195 |\n"
    assert [p for _, p in newest_header_periods(text, "FMG")] == [Period(2024)]


def test_a_document_stating_no_period_stays_undated() -> None:
    text = "Dividend reinvestment plan\n\nThe plan is suspended until further notice.\n"
    assert document_period(text, "NST") is None
