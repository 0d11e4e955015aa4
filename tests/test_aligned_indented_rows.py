"""An aligned table keeps reading past a row whose label is indented under the one above.

A sub-row printed a little to the right ("  of which ...") is a labelled row of its own:
it must not end the table and leave every row below it as loose prose.
"""

from __future__ import annotations

from mines.figures.tables import Table
from mines.text_reading import text_items

_LINES = [
    "Year in figures",
    "",
    "                                         FY22      FY21",
    "Sales (US$bn)                           65.10     60.82",
    "Operating earnings, underlying (US$bn)   40.6      37.4",
    "  as a percentage of sales                 65%        –",
    "Profit after tax, underlying (US$bn)     23.8      17.1",
    "Net debt (US$bn)                          0.3       4.0",
]


def test_an_indented_labelled_row_is_one_row_of_the_table() -> None:
    (table,) = [item for item in text_items(1, _LINES).items if isinstance(item, Table)]
    labels = [row[0] for row in table.rows]
    assert labels[2] == "as a percentage of sales"
    assert table.rows[2][1:] == ("65%", "–")
    assert labels[3:] == ["Profit after tax, underlying (US$bn)", "Net debt (US$bn)"]
    assert table.rows[4][1:] == ("0.3", "4.0")


def test_an_indented_heading_row_still_has_an_empty_label() -> None:
    lines = ["Totals", "", "      FY22    FY21", "Net debt (US$bn)    0.3    4.0"]
    (table,) = [item for item in text_items(1, lines).items if isinstance(item, Table)]
    assert table.header == ("", "FY22", "FY21")
