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

A row pointing back at the row above ("| Same, excluding exceptional items | 6.6 |" under
"| Profit attributable to members | 6.457 |") names that row's measure with its own change:
"Profit attributable to members, excluding exceptional items". A row changing the period
("Same period last year") is left alone: the columns say the period.
"""

from __future__ import annotations

import re

from mines.figures.qualifiers import read_qualifiers
from mines.figures.tables import Table
from mines.measures.sites import find_sites

_OPEN = re.compile(r"^(?P<head>.*\b(?:to|of|from|by|for|in|on))\s*:\s*$", re.IGNORECASE)
"""A heading row's label waiting for its object: "... attributable to:", "Revenue from:"."""
_TOTAL = re.compile(r"^\s*total\b", re.IGNORECASE)
_SAME = re.compile(
    r"^\s*(?:the\s+)?(?:same|ditto|likewise|as\s+above)\b\s*(?:[,:;\u2013\u2014-]\s*|$)(?P<change>.*)$",
    re.IGNORECASE,
)
"""A row naming the measure of the row above it, with the change that follows."""
_OTHER_TIME = re.compile(
    r"\b(?:period|year|half|quarter|months?|earlier|prior|previous|last|ago)\b",
    re.IGNORECASE,
)
"""A change of period: "Same, a year earlier" is the row above's measure at another time."""
_UNIT_AFTER = re.compile(r"\s*\([^()]*\)\s*$")
_OF_WHICH = re.compile(r"^\s*(?:of\s+which|of\s+these|including)\s*:?\s+(?P<part>\S.*)$", re.I)
"""A row naming a part of the row above ("of which special" under "Dividends per share")."""


def _same_as_above(label: str, above: str | None) -> str | None:
    """The row above's measure with this row's change, when this row points back at it."""
    if not above:
        return None
    part = _OF_WHICH.match(label)
    if part is not None:  # a place's part ("of which Escondida") is the site rows' to read
        named = find_sites(part["part"]) or read_qualifiers(part["part"]).get("scope")
        # a sum of kinds above ("Ordinary and special dividends") is no name for one of them
        summed = any(len(v) > 1 for v in read_qualifiers(above).values())
        if named or summed:
            return None
        return f"{above.rstrip(' :')}, of which {part['part'].strip()}"
    m = _SAME.match(label)
    if m is None or _OTHER_TIME.search(m["change"]):
        return None
    change = m["change"].strip()
    return f"{above.rstrip(' :')}, {change}" if change else above


def _empty(row: tuple[str, ...]) -> bool:
    return not any(cell.strip() for cell in row[1:])


def completed_rows(table: Table) -> Table:
    """``table`` with each row under an open heading row named by heading and row together."""
    head: str | None = None
    rows: list[tuple[str, ...]] = []
    changed = False
    above: str | None = None  # the measure the row above names, completed
    for row in table.rows:
        label = row[0].strip() if row else ""
        same = _same_as_above(label, above)
        if same is not None:  # "Same, per share, ..." under "Same, excluding ...": the first's
            row, label, changed = (same, *row[1:]), same, True
        elif label:
            above = _UNIT_AFTER.sub("", label)  # "(US$m)": the row's unit, not its measure
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
