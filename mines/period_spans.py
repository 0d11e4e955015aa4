"""A table's period row spanning the columns of the parts below it.

A segment note may print its period over the parts' names::

    |            | Year ended 31 December 2025 |          |        |       |
    | US$m       | Iron Ore                    | Copper   | Other  | Total |
    | Revenue    | 28,100                      | 11,300   | 6,400  | 57,600|

The period row heads every column up to the next period it prints (a merged cell read
into the first column it spans). :func:`split_by_period` cuts such a table into one table
per period, the period joined to its title and the names row its header, so each cell is
read as its row's measure of its column's part in that period. Pure.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def split_by_period(
    rows: Sequence[Sequence[str]],
    is_period: Callable[[str], bool],
    is_value: Callable[[str], bool],
) -> list[tuple[str, list[list[str]]]] | None:
    """``rows`` (header first) as ``[(period, rows)]``, or None when no period row spans.

    The first row must print only periods (one at least) or nothing after its corner; the
    second only names (no figure, no period) after its corner, and every later row figures.
    Each period spans its own column and the empty (or same-period) ones after it.
    """
    if len(rows) < 3:
        return None
    top, names = list(rows[0]), list(rows[1])
    cells = [c.strip() for c in top[1:]]
    if not cells or not cells[0] or not all(not c or is_period(c) for c in cells):
        return None
    heads = [c.strip() for c in names[1:]]
    if not all(h and not is_value(h) and not is_period(h) for h in heads):
        return None
    spans: list[tuple[str, list[int]]] = []
    for j, cell in enumerate(cells, start=1):
        if cell and not (spans and spans[-1][0] == cell):  # "| 2025 | 2025 |": one span
            spans.append((cell, []))
        spans[-1][1].append(j)
    if len(spans) > 1 and any(len(columns) < 2 for _, columns in spans):
        return None  # "| | 2025 | 2024 |" over names: periods of their own columns, no spans
    corner = " ".join(c for c in (top[0].strip(), names[0].strip()) if c)
    out = []
    for period, columns in spans:
        body = [[r[0], *(r[j] if j < len(r) else "" for j in columns)] for r in rows[2:]]
        out.append((period, [[corner, *(names[j] for j in columns)], *body]))
    return out
