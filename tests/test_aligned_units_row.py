"""An aligned table whose period headings sit over a row of units ("FY31 / A$m")."""

from __future__ import annotations

from mines.figures.tables import Table
from mines.text_reading import text_items

_LINES = [
    "Cash summary",
    "",
    "                                    FY31      FY30",
    "                                    A$m       A$m",
    "Cash from trading (net)              812       790",
    "Cash left after investment           301       288",
]


def test_each_unit_joins_the_period_heading_above_it() -> None:
    (table,) = [item for item in text_items(1, _LINES).items if isinstance(item, Table)]
    assert table.header[1:] == ("FY31 A$m", "FY30 A$m")
    assert table.rows[0][1:] == ("812", "790")
