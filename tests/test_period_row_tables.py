"""A table printed one period a row ("| Financial year | Interim | Final |" over "| FY22 |
10 | ...") is read turned: each row's period is a column, each measure a row, as the
usual layout is; a half-year page's page period does not make those whole years halves.

Figures: Northern Star's interim dividends (shared facts table): 10 cents for the half to
December 2021 (FY2022), 11 cents for FY2023, 15 cents for FY2024.
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.period_rows import period_rows_turned
from mines.figures.tables import parse_tables
from mines.figures.verify import verify

PAGE = (
    "Table: Dividends paid (cents per share)\n"
    "| Year | Interim |\n"
    "| FY24 | 15 |\n"
    "| FY23 | 11 |\n"
    "| FY22 | 10 |"
)
CTX = DocContext("NST", Period(2025, "H1"), "dividends.md", None, "", "c-1")


def test_each_row_period_is_read_as_a_year_column() -> None:
    got = {
        (f.period.label, f.value, f.dividend_kind)
        for f in extract_figures(PAGE, CTX)
        if f.dividend_kind == "interim"
    }
    assert got == {
        ("FY2024", 15.0, "interim"),
        ("FY2023", 11.0, "interim"),
        ("FY2022", 10.0, "interim"),
    }


def test_the_verifier_reads_the_same_turned_cell() -> None:
    claim = Claim(
        company="NST",
        metric="dividends_per_share",
        period=Period(2022),
        value=10,
        scale=1.0,
        unit="cents per share",
        dividend_kind="interim",
        label="interim dividend per share",
    )
    verdict = verify(claim, PAGE, CTX)
    assert verdict.supported, verdict.reason


def test_a_table_with_period_columns_is_left_as_printed() -> None:
    usual = "Table: Dividends paid (cents per share)\n|  | FY23 | FY24 |\n| Interim | 11 | 15 |"
    got = {(f.period.label, f.value) for f in extract_figures(usual, CTX)}
    assert ("FY2024", 15.0) in got or ("H1 FY2024", 15.0) in got


def test_rows_naming_payments_with_their_year_are_not_turned() -> None:
    text = (
        "Table: Dividends to shareholders\n"
        "| | Cents per share |\n"
        "| 2024 interim, paid March 2024 | 15.0 |\n"
        "| 2023 interim, paid March 2023 | 11.0 |"
    )
    table = parse_tables(text)[0]
    assert period_rows_turned(table, "NST", Period(2024)) is table


def test_a_year_a_row_history_reads_each_year_of_its_measure() -> None:
    history = (
        "Table: Five-year summary ($ million)\n"
        "| Year ended 30 June | Revenue |\n"
        "| 2021 | 2,761 |\n"
        "| 2022 | 3,735 |\n"
        "| 2023 | 4,131 |"
    )
    ctx = DocContext("NST", Period(2023), "summary.md", None, "", "c-2")
    got = {(f.period.label, f.value) for f in extract_figures(history, ctx) if "Revenue" in f.label}
    assert got == {("FY2021", 2761.0), ("FY2022", 3735.0), ("FY2023", 4131.0)}


def test_rows_led_by_a_worded_half_keep_that_half() -> None:
    halves = (
        "Table: Interim dividends (cents per share)\n"
        "| Period | Interim dividend |\n"
        "| Half year to 31 December 2021 | 10 |\n"
        "| Half year to 31 December 2022 | 11 |"
    )
    ctx = DocContext("NST", Period(2023), "halves.md", None, "", "c-3")
    got = {(f.period.label, f.value) for f in extract_figures(halves, ctx)}
    assert ("H1 FY2022", 10.0) in got
    assert ("H1 FY2023", 11.0) in got


def test_the_total_column_is_the_years_total_and_the_final_its_final() -> None:
    page = (
        "Table: Dividends (cents per share)\n"
        "| Financial year | Interim | Final | Total |\n"
        "| FY23 | 11 | 15.5 | 26.5 |\n"
        "| FY22 | 10 | – | 21.5 |"
    )
    got = {(f.period.label, f.value, f.dividend_kind) for f in extract_figures(page, CTX)}
    assert ("FY2023", 15.5, "final") in got
    assert ("FY2022", 21.5, "total") in got
    assert not any(kind == "final" and year == "FY2022" for year, _, kind in got)
