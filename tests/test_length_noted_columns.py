"""Column headings that print the period's length beside its name ("FY24 (12 months)",
"1H FY25 (6 months)"): the length settles whether a bare year is the whole year, and a
length that contradicts the name, or a part of a year, names no period."""

from __future__ import annotations

from mines.figures.column_periods import header_periods
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.tables import Table
from mines.text_reading import text_items

_HALF = Period(2025, "H1")
_YEAR = Period(2025)


def _read(cells: tuple[str, ...], doc: Period) -> list[str | None]:
    found = header_periods(("", *cells), "Spend (A$m)", "NST", doc)
    return [p.label if p else None for p in found]


def test_twelve_months_is_the_whole_year_even_in_a_halfs_document() -> None:
    for doc in (_HALF, _YEAR):
        assert _read(("FY24 (12 months)", "FY23 (twelve months)"), doc) == ["FY2024", "FY2023"]
        assert _read(("FY22 (12 months)", "1H FY25 (6 months)"), doc) == ["FY2022", "H1 FY2025"]


def test_a_length_that_contradicts_the_name_or_is_part_of_a_year_names_none() -> None:
    assert _read(("1H FY25 (12 months)", "FY24 (9 months)"), _YEAR) == [None, None]
    # six months under a year's bare name in a year's document: which half is not told
    assert _read(("FY25 (6 months)",), _YEAR) == [None]


def test_aligned_columns_headed_with_lengths_are_a_table() -> None:
    lines = [
        "Spending (A$)",
        "",
        "                              FY24 (12 months)    1H FY25 (6 months)",
        "Capital expenditure (m)                    1,410                   655",
    ]
    tables = [item for item in text_items(1, lines).items if isinstance(item, Table)]
    assert len(tables) == 1, text_items(1, lines).items
    assert tables[0].header[1:] == ("FY24 (12 months)", "1H FY25 (6 months)")
    text = "Table: Spending (A$)\n| | FY24 (12 months) | 1H FY25 (6 months) |\n" + (
        "| Capital expenditure (m) | 1,410 | 655 |\n"
    )
    ctx = DocContext("NST", _HALF, "brief.txt", 1, "", "c-1")
    got = {(f.period.label, f.value) for f in extract_figures(text, ctx) if f.metric == "capex"}
    assert got == {("FY2024", 1410.0), ("H1 FY2025", 655.0)}
