"""A document's own period over dates and years it only mentions (issue 19, figures as printed).

A report's table of dividend record and payment dates, or a sentence on last year's final
dividend, never decides which year the report is filed under: its title and the period it
states do.
"""

from __future__ import annotations

from datetime import date

from mines.figures.model import Period
from mines.figures.periods import document_period, release_date

_REPORT = (
    "Northern Star Annual Report 2024\n\n"
    "CAPITAL MANAGEMENT\n\n"
    "For the financial year ended 30 June 2024.\n\n"
    "                     A cents     Record date      Paid\n"
    "Interim dividend          15     7 March 2024     28 March 2024\n"
    "Final dividend            25     6 September 2024 26 September 2024\n\n"
    "Cash returned in the year also included the final dividend for the 2023 financial year.\n"
)


def test_a_record_date_in_a_table_is_no_release_date() -> None:
    assert release_date(_REPORT, "NST") is None


def test_an_annual_report_is_filed_by_its_title_not_a_prior_year_dividend() -> None:
    assert document_period(_REPORT, "NST") == Period(2024)


def test_a_payment_date_in_a_sentence_is_no_release_date() -> None:
    text = (
        "Fortescue declares interim dividend\n"
        "The dividend is payable on 27 March 2025 to holders on the register.\n"
        "Perth, 19 February 2025\n"
    )
    assert release_date(text, "FMG") == date(2025, 2, 19)


def test_a_title_period_closing_after_a_stray_date_disbelieves_that_date() -> None:
    text = (
        "Mineral Resources Annual Report 2023\n"
        "Our people gathered on 14 March 2023 for the opening of the new hub.\n"
        "Underlying profit rose. The 2022 financial year set the base.\n"
    )
    assert document_period(text, "MIN") == Period(2023)


def test_a_month_line_under_a_headline_dates_a_press_item() -> None:
    text = (
        "# Fortescue's earnings ease as iron ore price softens\n\n"
        "*Markets*\nSeptember 2023\n\n"
        "Fortescue said net profit fell 8 per cent for the 12 months to June 30.\n"
    )
    assert release_date(text, "FMG") == date(2023, 9, 1)
    assert document_period(text, "FMG") == Period(2023)


def test_a_balance_month_alone_on_a_line_dates_nothing() -> None:
    assert release_date("Mineral Resources\nJune 2024\nProfit for the year\n", "MIN") is None
