"""A table continued on a later page without its header row takes the header it continues.

A five-year summary split over two pages may print its column headings ("FY25 | FY24 | ...")
on the first page only. Read alone, the continuation's first row became its header, so
that row was lost and every other row's values had no year: "not found" for figures the
page states. A table whose header row is a row of figures (a label, then values or dashes,
perhaps a unit) continuing a table of the same width earlier in the document is read
under that table's header, its first row a body row again.

Pure: the cells alone.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.tables import Table

_VALUE = re.compile(r"\(?-?[\d,]*\d(?:\.\d+)?\)?%?|[-–—]|n/?a|nil", re.IGNORECASE)
"""A cell of figures: "1,853", "(36)", "26.5", "–", "n/a"."""
_YEAR = re.compile(r"(?:FY|CY|[12]H|H[12])\s*'?\d{2,4}|(?:19|20)\d\d(?![\d,])", re.IGNORECASE)
"""A period heading a column ("FY25", "2024", "1H24"): a header, never a row of figures."""
_UNIT = re.compile(r"^[A-Za-z$/%. ]{1,12}$")
"""A units column's cell ("A$/oz", "US$m", "koz", "%")."""


def headless_rows(table: Table) -> bool:
    """Whether ``table``'s header row is a row of figures: a label, then values (a unit)."""
    label, *cells = table.header
    if not re.search(r"[A-Za-z]{3,}", label) or any(_YEAR.search(c) for c in table.header):
        return False
    values = [c for c in cells if _VALUE.fullmatch(c.replace(" ", ""))]
    rest = [c for c in cells if c and c not in values]
    return len(values) >= 2 and len(rest) <= 1 and all(_UNIT.match(c) for c in rest)


def continued(table: Table, previous: Table | None) -> Table:
    """``table`` under ``previous``'s header when it continues it with no header of its own."""
    if previous is None or len(previous.header) != len(table.header):
        return table
    if not any(_YEAR.search(c) for c in previous.header) or not headless_rows(table):
        return table
    return replace(table, header=previous.header, rows=(table.header, *table.rows))
