"""One measure a block in plain text: its heading, then a line a period with its figure.

A half-year report exported to text prints each measure as a short heading over one line a
period::

    Average price achieved (A$/oz)

    Six months to Dec 2024     3,562
    Six months to Dec 2023     2,873

Read as lines, no figure has a measure (the heading is a line apart) and the aligned-table
reader sees no header row of periods. :func:`period_lines` reads such a block as a table of
one row: the heading is its label, each line's period a column. Pure: the cell tests are
the caller's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

MIN_LINES = 2
"""Lines of a period and a figure needed to call a block one measure's (one is a key line)."""


def period_lines(
    lines: Sequence[str],
    start: int,
    fields: Callable[[str], list[str] | None],
    is_period: Callable[[str], bool],
    is_value: Callable[[str], bool],
) -> tuple[tuple[str, ...], tuple[str, ...], int] | None:
    """``(periods, values, end)`` of the period lines from ``start``, or None for none.

    Each line is two fields apart: a period heading ("Six months to Dec 2024") and one
    value; the block ends at the first line that is no such pair (a blank line too).
    """
    periods: list[str] = []
    values: list[str] = []
    j = start
    while j < len(lines):
        cells = fields(lines[j]) if lines[j].strip() else None
        if cells is None or len(cells) != 2 or not is_period(cells[0]) or not is_value(cells[1]):
            break
        periods.append(cells[0])
        values.append(cells[1])
        j += 1
    if len(periods) < MIN_LINES or len(set(periods)) != len(periods):
        return None
    return tuple(periods), tuple(values), j
