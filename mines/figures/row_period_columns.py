"""A table giving each row its own period in a column: widened to one column a period.

"| Product | Unit | Period | Price |" over "| Gold | A$/oz | December 2021 half | 2,388 |"
and "| Gold | A$/oz | Year to June 2023 | 2,639 |" states each price for the period its row
names, as "| Product | Unit | December 2021 half | Year to June 2023 |" would. The table is
read widened so (each value under its row's period, blank under the others): the
extractor and the verifier both split tables through
:func:`mines.figures.measure_columns.split_columns`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.column_periods import column_period, column_periods
from mines.figures.model import Period
from mines.figures.table_cells import parse_cell
from mines.figures.tables import Table

_PERIOD_HEADER = re.compile(
    r"^(?:(?:reporting|financial|fiscal|calendar)\s+)?(?:period|year|half(?:[\s-]*year)?)s?$",
    re.IGNORECASE,
)
"""A column headed as the period of its row ("Period", "Financial year", "Half"); a date
column ("Payment date", "Record date") states when a payment was made, never its period."""


def row_periods_widened(table: Table, company: str, doc: Period | None) -> Table:
    """``table`` with its column of row periods spread into one column a period.

    Only a table whose header names no period, whose rows are all as wide as it, with one
    column headed as a period whose every cell names one, and one column of values; any
    other comes back unchanged.
    """
    header, rows = table.header, table.rows
    width = len(header)
    if width < 3 or not rows or any(len(r) != width for r in rows):
        return table
    if any(column_periods(header[1:], company, doc)):
        return table
    read = [[column_period(r[j], company, doc) for r in rows] for j in range(width)]
    dated = [j for j in range(1, width) if all(read[j]) and _PERIOD_HEADER.match(header[j])]
    valued = [
        j
        for j in range(1, width)
        if j not in dated and all(parse_cell(r[j]) is not None for r in rows)
    ]
    if len(dated) != 1 or len(valued) != 1:
        return table
    at, value = dated[0], valued[0]
    kept = [j for j in range(width) if j not in (at, value)]
    names: dict[Period | None, str] = {}
    for r, p in zip(rows, read[at], strict=True):
        names.setdefault(p, r[at])
    order = list(names)
    wide = []
    for r, p in zip(rows, read[at], strict=True):
        slot = order.index(p)
        cells = ["" for _ in order]
        cells[slot] = r[value]
        wide.append((*(r[j] for j in kept), *cells))
    return replace(table, header=(*(header[j] for j in kept), *names.values()), rows=tuple(wide))
