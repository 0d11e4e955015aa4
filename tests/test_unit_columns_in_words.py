"""Plain-text tables with a units column written in words ("US$ a pound", "A$ per ounce").

A price or unit-cost table printed in aligned columns puts each row's unit in a column of
its own before the figures, spelt out: the rows are still rows, the unit each row's. A
units column headed "Measured in" is no value column, so the one value column takes the
title's year. Figures are Northern Star's (../shared/data).
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.tables import Table, render_table
from mines.text_reading import text_items

_CTX = DocContext("NST", Period(2024), "pack.txt", 1, "", "c-1")


def _tables(lines: list[str]) -> list[Table]:
    return [item for item in text_items(1, lines).items if isinstance(item, Table)]


def test_a_cost_table_with_units_spelt_out_is_read() -> None:
    lines = [
        "Cost of an ounce",
        "",
        "                                        Unit        FY24      FY23",
        "Cost to keep producing, per ounce    A$ per ounce   1,853     1,759",
        "Gold sold                                     koz   1,621     1,563",
    ]
    tables = _tables(lines)
    assert len(tables) == 1, text_items(1, lines).items
    assert tables[0].rows[0][:2] == ("Cost to keep producing, per ounce", "A$ per ounce")
    got = {(f.period.label, f.value) for f in extract_figures(render_table(tables[0]), _CTX)}
    assert ("FY2024", 1853.0) in got and ("FY2023", 1759.0) in got


def test_a_price_table_measured_in_words_takes_the_titles_year() -> None:
    lines = [
        "Prices received, twelve months to 30 June 2023",
        "",
        "Metal                  Measured in     Average",
        "Gold bullion           A$ an ounce       2,639",
        "Sustaining cost        A$ an ounce       1,759",
    ]
    tables = _tables(lines)
    assert len(tables) == 1, text_items(1, lines).items
    got = {(f.period.label, f.value) for f in extract_figures(render_table(tables[0]), _CTX)}
    assert got == {("FY2023", 2639.0), ("FY2023", 1759.0)}
