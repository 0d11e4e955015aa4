"""A table's two header rows: a period row over parts, or measures over a row of years.

A segment note may print its period over the parts' names::

    |                   | Year ended 31 December 2025 |        |        |
    | US$m              | Iron Ore                    | Copper | Total  |
    | Underlying EBITDA | 15,200                      | 7,400  | 25,400 |

The period row heads every column up to the next period it prints (a merged cell read
into the first column it spans). :func:`split_by_period` cuts such a table into one table
per period, the period joined to its title and the names row its header, so each cell is
read as its row's measure of its column's part in that period. The other way round, a row
of measures (or parts) over a row of years, :func:`split_by_measure` cuts one table per
measure (or per year). Pure.
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
    if len(heads) < 2 or not all(h and not is_value(h) and not is_period(h) for h in heads):
        return None  # "| | 2025 |" over "| Franking | Fully franked |": a row, no names
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


def split_by_measure(
    rows: Sequence[Sequence[str]],
    is_period: Callable[[str], bool],
    is_value: Callable[[str], bool],
    is_part: Callable[[str], bool],
) -> list[tuple[str, list[list[str]]]] | None:
    """``rows`` as ``[(title word, rows)]`` when a heading row spans a row of periods.

    "| US$ million | Underlying EBITDA | | Capital expenditure | |" over "| | 2025 | 2024 |
    2025 | 2024 |": each measure heads its own column and the empty ones after it, and the
    periods under it are that measure's columns; the period row is the header of each cut,
    the measure joins its title. Parts of the company over the periods ("| | Iron Ore | |
    Copper | |" over "| | 2025 | 2024 | 2025 | 2024 |") are cut by period instead: one table
    per period, the parts its header, the period joining its title.
    """
    if len(rows) < 3:
        return None
    top, periods = list(rows[0]), list(rows[1])
    cells = [c.strip() for c in top[1:]]
    under = [c.strip() for c in periods[1:]]
    if periods[0].strip() or not under or not all(c and is_period(c) for c in under):
        return None
    if not cells or not cells[0] or any(c and (is_period(c) or is_value(c)) for c in cells):
        return None
    if any(is_part(c) for c in cells if c):
        return _parts_by_period(top, periods, rows[2:])
    spans: list[tuple[str, list[int]]] = []
    for j, cell in enumerate(cells, start=1):
        if cell:
            spans.append((cell, []))
        spans[-1][1].append(j)
    out = []
    for measure, columns in spans:
        body = [[r[0], *(r[j] if j < len(r) else "" for j in columns)] for r in rows[2:]]
        out.append((measure, [[top[0], *(periods[j] for j in columns)], *body]))
    return out


def _parts_by_period(
    top: list[str], periods: list[str], body: Sequence[Sequence[str]]
) -> list[tuple[str, list[list[str]]]] | None:
    """Parts carried over the periods under them, one table per period (None: a part twice)."""
    names, current = [], ""
    for cell in top[1:]:
        current = cell.strip() or current
        names.append(current)
    order = list(dict.fromkeys(p.strip() for p in periods[1:]))
    out = []
    for period in order:
        columns = [j for j, p in enumerate(periods[1:], start=1) if p.strip() == period]
        heads = [names[j - 1] for j in columns]
        if len(set(heads)) != len(heads):
            return None
        cut = [[r[0], *(r[j] if j < len(r) else "" for j in columns)] for r in body]
        out.append((period, [[top[0], *heads], *cut]))
    return out
