"""A quarterly report's "Jun Q" column is a quarter, so its year-to-date columns are years.

Fortescue's June-quarter release heads its columns "Jun Q   Mar Q   YTD FY25   YTD FY24":
with "Jun Q" read as a quarter closing the June year, "YTD FY25" is the whole of FY25. The
header was read as a label and a value, and the C1 cost row was never read.
"""

from __future__ import annotations

from mines.figures.column_periods import column_periods
from mines.figures.model import Period
from mines.figures.tables import Table
from mines.text_cells import is_header_cell
from mines.text_reading import text_items

PAGE = """Fortescue | Quarterly activities report, quarter ended 30 June 2025

Operating performance

                                      Jun Q   Mar Q   YTD FY25   YTD FY24
C1 cost, hematite (US$/wmt)               –       –      17.99      18.24
"""


def test_a_month_and_q_heads_a_quarter_s_column() -> None:
    assert is_header_cell("Jun Q") and is_header_cell("Mar Q")
    assert not is_header_cell("Jun Quota")
    assert column_periods(["Jun Q", "Mar Q", "YTD FY25", "YTD FY24"], "FMG", None) == [
        None,
        None,
        Period(2025, "FY"),
        Period(2024, "FY"),
    ]


def test_the_quarterly_table_is_read_with_its_year_to_date_columns() -> None:
    [table] = [t for t in text_items(1, PAGE.splitlines()).items if isinstance(t, Table)]
    assert table.header == ("", "Jun Q", "Mar Q", "YTD FY25", "YTD FY24")
    assert table.rows == (("C1 cost, hematite (US$/wmt)", "–", "–", "17.99", "18.24"),)
