"""An aligned plain-text table whose period headings end with one column of words or rates
("FY24   FY25   Franking") is a table: each period's cells are read under their year, the
last column's "100%" under none."""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.tables import Table, render_table
from mines.text_reading import text_items

_LINES = [
    "Cents a share paid to holders (Australian cents)",
    "",
    "                               FY23   FY24   Franking",
    "Interim dividend                 40     45       100%",
    "Final dividend                   52     58       100%",
]


def test_period_headings_then_a_word_column_make_a_table() -> None:
    tables = [item for item in text_items(1, _LINES).items if isinstance(item, Table)]
    assert len(tables) == 1, text_items(1, _LINES).items
    assert tables[0].header[1:] == ("FY23", "FY24", "Franking")
    ctx = DocContext("FMG", Period(2024), "notice.txt", 1, "", "c-1")
    got = {
        (f.period.label, f.dividend_kind, f.value)
        for f in extract_figures(render_table(tables[0]), ctx)
    }
    assert ("FY2024", "final", 58.0) in got and ("FY2023", "final", 52.0) in got, got
    assert not {g for g in got if g[2] == 100.0}, got


def test_a_sentence_with_wide_gaps_is_no_header() -> None:
    lines = ["Results for FY23  and  FY24  were  Strong", "Revenue   12   14"]
    assert not [item for item in text_items(1, lines).items if isinstance(item, Table)]
