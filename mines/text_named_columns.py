"""A plain-text table whose columns are headed by names, not periods.

A segment note printed in aligned columns heads each column with a part of the company or
a measure, a line of units under the names, a period line perhaps over them::

                          Lithium    Iron Ore    Mining Services    Total
                            A$m        A$m           A$m             A$m
    Underlying EBITDA      271.4      266.2         253.7           674.9

The aligned-table reader of :mod:`mines.text_reading` knows a header row only by its
periods; :func:`named_columns` reads this layout: the names line, then (blank lines
skipped) an optional units line with one unit per name, then rows of a label and exactly
one figure per name. The units go to the corner cell when they are all one unit, else each
into its column's heading; a period line right over the names is returned for the title.
Pure: the cell tests are the caller's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

_GAP = re.compile(r"\s{2,}")
_NAME = re.compile(r"^[A-Za-z][\w&'’.,/()-]*(?:\s[\w&'’.,/()-]+){0,4}$")
"""A column's name: a word or few, no figure in it."""

Fields = Callable[[str], "list[str] | None"]
Test = Callable[[str], bool]


def _names(line: str, is_value: Test, is_period: Test, is_unit: Test) -> tuple[str, list[str]]:
    """The corner (a unit, a period or "") and the names of a names line, or ("", [])."""
    if not line.strip() or "|" in line:
        return "", []
    cells = _GAP.split(line.strip())
    corner = ""
    if line[:2] != "  " and len(cells) > 2 and (is_unit(cells[0]) or is_period(cells[0])):
        # "A$ million   Lithium   Iron Ore   Total", "Half-year to 31 Dec 2023   Lithium ..."
        corner, cells = cells[0], cells[1:]
    elif line[:2] != "  ":
        return "", []  # a label first: a row or prose, not a names line
    ok = len(cells) >= 2 and all(
        _NAME.match(c) and not is_value(c) and not is_period(c) and not is_unit(c) for c in cells
    )
    return (corner, cells) if ok else ("", [])


def _cells_at(line: str) -> list[tuple[int, int, str]]:
    """Each cell of an aligned line with its start and end column."""
    return [(m.start(), m.end(), m.group()) for m in re.finditer(r"\S+(?:\s\S+)*", line)]


def _continues(line: str, is_value: Test, is_unit: Test) -> bool:
    """Whether a line goes on the names above it: indented words, no figure, no unit."""
    cells = [c for _, _, c in _cells_at(line)]
    return (
        line[:2] == "  "
        and bool(cells)
        and all(_NAME.match(c) and not is_value(c) and not is_unit(c) for c in cells)
    )


def _wrapped_names(
    lines: Sequence[str], at: int, names: list[str], is_value: Test, is_unit: Test
) -> list[str]:
    """The names with the words printed under them on the next lines, if any.

    "Aluminium &" over "Lithium": each word joins the name whose column it is nearest.
    """
    spans = [(a, b) for a, b, c in _cells_at(lines[at]) if c in names][-len(names) :]
    if len(spans) != len(names):
        return names
    out = list(names)
    j = at + 1
    while j < len(lines) and _continues(lines[j], is_value, is_unit):
        for a, b, word in _cells_at(lines[j]):
            k = min(range(len(spans)), key=lambda i: abs((spans[i][0] + spans[i][1]) - (a + b)))
            out[k] = f"{out[k]} {word}"
        j += 1
    return out


def named_columns(
    lines: Sequence[str],
    start: int,
    fields: Fields,
    is_value: Test,
    is_period: Test,
    is_unit: Test,
) -> tuple[str, tuple[str, ...], list[tuple[str, ...]], int] | None:
    """``(period, header, rows, next index)`` for a names-headed table at ``start``, or None.

    ``start`` is the names line, or a period line right over it ("   2025   2025   2025").
    """
    period = ""
    j = start
    top = fields(lines[j]) if lines[j][:2] == "  " else None
    if top and not top[0] and all(is_period(c) for c in top[1:]):
        if len(set(top[1:])) != 1 or j + 1 >= len(lines):
            return None
        period, j = top[1], j + 1
    corner, names = _names(lines[j], is_value, is_period, is_unit)
    if not names:
        return None
    names = _wrapped_names(lines, j, names, is_value, is_unit)
    while j + 1 < len(lines) and _continues(lines[j + 1], is_value, is_unit):
        j += 1
    if is_period(corner) and not is_unit(corner):
        period, corner = period or corner, ""  # the period the corner prints: the title's
    j += 1
    while j < len(lines) and not lines[j].strip():
        j += 1
    units = _GAP.split(lines[j].strip()) if j < len(lines) and lines[j].strip() else []
    if units and all(is_unit(u) for u in units) and len(units) == len(names):
        if len(set(units)) == 1 and not corner:
            corner = units[0]
        else:
            names = [f"{n} ({u})" for n, u in zip(names, units, strict=True)]
        j += 1
    rows: list[tuple[str, ...]] = []
    while j < len(lines):
        if not lines[j].strip() and rows:
            break
        if not lines[j].strip():
            j += 1
            continue
        row = fields(lines[j])
        if row is None or not row[0] or len(row) != len(names) + 1:
            break
        if not all(is_value(c) for c in row[1:]):
            break
        rows.append(tuple(row))
        j += 1
    if not rows:
        return None
    return period, (corner, *names), rows, j
