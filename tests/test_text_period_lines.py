"""A plain-text half-year page printing each measure as a heading over a line a period.

"Average price achieved (A$/oz)" then "Six months to Dec 2024    3,562" and "Six months to
Dec 2023    2,873": one measure's table, each line's period a column. It was read as loose
lines and the price was never read.
"""

from __future__ import annotations

from pathlib import Path

from mines.figures.tables import Table
from mines.text_reading import text_items

PAGE = """Northern Star Resources | Half-year report

The half against the same half a year before.

Average price achieved (A$/oz)

Six months to Dec 2024     3,562
Six months to Dec 2023     2,873

Gold sold (koz)

Six months to Dec 2023       781
"""


def test_a_heading_over_period_lines_is_one_row_table() -> None:
    tables = [t for t in text_items(1, PAGE.splitlines()).items if isinstance(t, Table)]
    assert [(t.header, t.rows) for t in tables] == [
        (
            ("", "Six months to Dec 2024", "Six months to Dec 2023"),
            (("Average price achieved (A$/oz)", "3,562", "2,873"),),
        )
    ], "a single period line is a key line, no table"


def test_the_half_s_price_is_read_for_its_line_s_half(tmp_path: Path) -> None:
    from mines.figure_index import chunk_figures
    from mines.ingest.run import ingest_paths
    from mines.store import Store

    path = tmp_path / "Northern Star half-year report - six months to 31 December 2024.txt"
    path.write_text(PAGE, encoding="utf-8")
    store = Store(path=tmp_path / "chroma")
    ingest_paths([path], store=store, company="NST")
    read = {
        (f.value, f.period.label if f.period else None, f.unit)
        for c in store.search("NST", "average price achieved", k=5)
        for f in chunk_figures(c)
    }
    assert (3562.0, "H1 FY2025", "per ounce") in read
    assert (2873.0, "H1 FY2024", "per ounce") in read
