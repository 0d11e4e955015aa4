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
