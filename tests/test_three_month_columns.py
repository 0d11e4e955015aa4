"""A column headed "Three months to <date>" is a quarter, never the year it ends in.

An operating statistics page prints the quarter beside the calendar year; read as the
year, the quarter's column made two columns of one year and the whole table was refused.

Figures are from the shared fact table; the headings are our own.
"""

from __future__ import annotations

from mines.figures.column_periods import header_periods
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period

_YEAR = Period(2024, "FY")


def test_a_three_month_column_names_no_period() -> None:
    header = ("", "Three months to 31 Dec 2024", "Calendar 2024")
    assert header_periods(header, "Output", "RIO", _YEAR) == [None, _YEAR]


def test_the_years_column_beside_it_is_read() -> None:
    text = (
        "Table: Output, Rio Tinto attributable\n"
        "| Product | 3 months to 31 December 2024 | Calendar 2024 |\n"
        "| Bauxite (Mt) | 15.4 | 58.7 |\n"
    )
    got = [(f.value, f.period) for f in extract_figures(text, DocContext("RIO", _YEAR))]
    assert got == [(58.7, _YEAR)]
