"""A row of aligned columns some of whose cells are words standing in for a figure.

Quarterly reports and operational reviews print a quarter's column in words while the
year-to-date or half-to-date column beside it carries the figure: "Ore shipped (Mt)
see note   see note   198.4   191.6", "Copper (kt)   BHP share   refer appx   refer appx
987", "Total ore shipped   Mt   record   wet weather   198.4". Read line by line such a row
is no table row (a cell is neither a value nor a heading), so the whole table was lost.
Under a header row of period headings, a line with exactly as many cells as the header's
columns, a worded label, at least one value and otherwise only short worded cells (a unit,
a basis, "see note", "n.r.", "steady") is a row, each worded cell left blank: it states no
figure, and is no part of the row's label. Such a row is read so even when the line alone
would read (a "lower" or "higher" cell is dropped as a movement's word, moving the values
under the wrong headings).

Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.text_cells import BASIS_CELL, COLUMN_GAP, is_header_cell, is_unit_cell, is_value

_WORDED_CELL = re.compile(r"^[A-Za-z][A-Za-z'’./ -]{0,24}$")
"""A short cell of words and no digit ("see note", "refer appx", "n.r.", "ramping up")."""
_LABEL = re.compile(r"^[A-Za-z(]")
_DATED = re.compile(r"\d|\b(?:qtr|quarter|h?ytd)\b", re.I)
"""A heading naming a period by its year or as a quarter or the months so far, never a
change's column ("Change", "%") alone."""


def _stands_in(cell: str) -> bool:
    """Whether ``cell`` is words in place of a figure: short, no digit, three words at most."""
    return bool(_WORDED_CELL.match(cell)) and len(cell.split()) <= 3


def _columns(header: Sequence[str]) -> list[str]:
    """The headings of a table's value columns, the label column's left out.

    A first heading of a unit or a basis ("Basis   Dec Q24   Sep Q24", printed indented)
    heads a column of its own, not the labels.
    """
    first = header[0].strip() if header else ""
    if first and (is_unit_cell(first) or BASIS_CELL.match(first)):
        return list(header)
    return list(header[1:])


def _period_header(header: Sequence[str]) -> bool:
    """Whether a table's first row is headings of periods (a unit or basis column allowed)."""
    cells = [c for c in _columns(header) if c.strip()]
    periods = [c for c in cells if is_header_cell(c) and not is_unit_cell(c) and _DATED.search(c)]
    return bool(periods) and all(
        is_header_cell(c) or is_unit_cell(c) or BASIS_CELL.match(c) for c in cells
    )


def worded_row(line: str, header: Sequence[str]) -> list[str] | None:
    """The cells of ``line`` as a row under ``header`` when some stand in for a figure.

    ``header`` is the table's first row as read (its label column's cell may be left out
    when the heading line was printed indented). None unless the line has a worded label,
    one cell for each of the header's columns, a value among them, and every other cell is
    a unit, a basis or a short cell of words.
    """
    if not _period_header(header):
        return None
    fields = COLUMN_GAP.split(line.strip())
    width = len(_columns(header)) + 1
    if len(fields) != width or not _LABEL.match(fields[0]) or is_value(fields[0]):
        return None
    cells = fields[1:]
    if not any(is_value(c) and not is_header_cell(c) for c in cells):
        return None
    if not any(_stands_in(c) and not is_value(c) for c in cells):
        return None  # a row of values alone is read as any other row
    for cell in cells:
        if not (is_value(cell) or is_unit_cell(cell) or BASIS_CELL.match(cell)):
            if not _stands_in(cell):
                return None
    kept = (c if is_value(c) or is_unit_cell(c) or BASIS_CELL.match(c) else "" for c in cells)
    return [fields[0], *kept]
