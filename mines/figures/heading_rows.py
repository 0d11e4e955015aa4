"""A heading row left open ("... attributable to:") completed by each row under it.

Statements of profit or loss print whose result it is as a heading row with no amounts,
the owners on the rows beneath it:

    | (Loss)/profit for the year attributable to: |       |
    | Owners of the Company                       | (896) |
    | Non-controlling interests                   |    10 |

The amount on "Owners of the Company" is the result the heading names, for those owners.
Read alone, the row names no measure; completed by its heading ("(Loss)/profit for the year
attributable to Owners of the Company") it is the members' result, and the non-controlling
row the outside holders' part. A heading is open when it ends in a preposition and a colon
(a phrase waiting for its object); the rows under it, up to the next heading, a blank row
or a total, complete it. Read alike by the extractor and the verifier (through
:func:`mines.figures.division_tables.scoped_rows`).
"""

from __future__ import annotations

import re

from mines.figures.tables import Table

_OPEN = re.compile(r"^(?P<head>.*\b(?:to|of|from|by|for|in|on))\s*:\s*$", re.IGNORECASE)
"""A heading row's label waiting for its object: "... attributable to:", "Revenue from:"."""
_TOTAL = re.compile(r"^\s*total\b", re.IGNORECASE)


def _empty(row: tuple[str, ...]) -> bool:
    return not any(cell.strip() for cell in row[1:])


def completed_rows(table: Table) -> Table:
    """``table`` with each row under an open heading row named by heading and row together."""
    head: str | None = None
    rows: list[tuple[str, ...]] = []
    changed = False
    for row in table.rows:
        label = row[0].strip() if row else ""
        opened = _OPEN.match(label) if row and _empty(row) else None
        if opened is not None:
            head = opened["head"]
        elif head is not None and label and not _empty(row) and not _TOTAL.match(label):
            row = (f"{head} {label}", *row[1:])
            changed = True
        else:
            head = None
        rows.append(row)
    if not changed:
        return table
    return Table(table.title, table.header, tuple(rows), table.notes, table.heading)
