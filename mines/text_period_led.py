"""A plain-text table printed one row per period, its columns headed by names.

A dividend history is often printed with the years down the side and the payments across::

    Year     Interim   Final   Total
    FY23          75     100     175
    FY22          86     121     207

The aligned-table reader of :mod:`mines.text_reading` knows a header row only by its
periods, and a names-headed table (:mod:`mines.text_named_columns`) only by an indented
names line over labelled rows. Here the header names the label column ("Year") and then
the measures, and every row is led by a period: :func:`period_led_rows` returns the table as
printed, which :func:`mines.figures.period_rows.period_rows_turned` later turns so each
period is a column. A column printing each row's unit ("A$", "cents") is folded into that
row's amounts, so a table switching from cents to dollars part way down is read as printed;
its heading ("Per share in") goes to the title, which says what every amount is.
Pure: the cell tests are the caller's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

_GAP = re.compile(r"\s{2,}")
_NAME = re.compile(r"^[A-Za-z][\w&'’.,/()-]*(?:\s[\w&'’.,/()-]+){0,5}$")
"""A column's name: a word or few, no figure in it."""
_NONE = re.compile(r"^(?:[-–—]|n/?a|n\.a\.|nil)$", re.IGNORECASE)
"""A cell stating no amount."""
_DIGIT = re.compile(r"\d")
"""A period lead names its year ("FY23", "2023"), never a change or note column alone."""
MIN_ROWS = 2
"""Rows led by periods needed to call the lines one table."""

Test = Callable[[str], bool]


def _cells(line: str) -> list[str]:
    return _GAP.split(line.strip()) if line.strip() and "|" not in line else []


def _header(line: str, is_value: Test, is_period: Test, is_unit: Test) -> list[str] | None:
    """The cells of a names line led by the period column's name, or None."""
    cells = _cells(line)
    if line[:1].isspace() or len(cells) < 3:
        return None
    # "Half-year cheque" heads a payment, not a period: only a dated heading is a period's
    names_ok = all(
        _NAME.match(c)
        and not is_value(c)
        and not is_unit(c)
        and not (is_period(c) and _DIGIT.search(c))
        for c in cells
    )
    return cells if names_ok else None


def _with_unit(amount: str, unit: str) -> str:
    """``amount`` with the unit its row prints in a column of its own ("A$" 0.50 -> A$0.50)."""
    if _NONE.match(amount):
        return amount
    return f"{unit}{amount}" if unit.endswith("$") else f"{amount} {unit}"


def _fold_units(
    header: list[str], rows: list[list[str]], is_unit: Test
) -> tuple[list[str], list[list[str]], str]:
    """The table without its units column, each row's unit put to its amounts.

    The column's heading is returned too: "Per share in" says what every amount is.
    """
    units = [j for j in range(1, len(header)) if all(is_unit(r[j]) for r in rows)]
    if len(units) != 1:
        return header, rows, ""
    k = units[0]
    keep = [j for j in range(len(header)) if j != k]
    folded = [[r[0], *(_with_unit(r[j], r[k]) for j in keep[1:])] for r in rows]
    return [header[j] for j in keep], folded, header[k]


def period_led_rows(
    lines: Sequence[str], start: int, is_value: Test, is_period: Test, is_unit: Test
) -> tuple[tuple[str, ...], list[tuple[str, ...]], int, str] | None:
    """``(header, rows, next index, units heading)`` for a period-a-row table at ``start``.

    Every row must be led by a period and hold, under each named column, an amount (a dash
    for none) or a unit; at least two rows, none repeating a period.
    """
    header = _header(lines[start], is_value, is_period, is_unit)
    if header is None:
        return None
    j = start + 1
    while j < len(lines) and not lines[j].strip():
        j += 1
    rows: list[list[str]] = []
    while j < len(lines):
        cells = _cells(lines[j])
        if len(cells) != len(header) or not is_period(cells[0]) or not _DIGIT.search(cells[0]):
            break
        if not all(is_value(c) or is_unit(c) for c in cells[1:]):
            break
        rows.append(cells)
        j += 1
    if len(rows) < MIN_ROWS or len({r[0] for r in rows}) != len(rows):
        return None
    if not any(is_value(c) and not _NONE.match(c) for r in rows for c in r[1:]):
        return None
    names, body, units = _fold_units(header, rows, is_unit)
    return tuple(names), [tuple(r) for r in body], j, units
