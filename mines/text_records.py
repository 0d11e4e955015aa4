r"""A table printed as comma-separated records (a data export), read as a table.

A workbook or data export pasted into a text file prints one record a line, its fields
apart by commas under a header line naming them::

    measure,asset,ownership,period,value,unit
    Ore mined and railed,WAIO,100%,FY25,290,Mt
    Ore mined and railed,WAIO,Own share,FY24,255,Mt

The records are one table in long form: a field of periods, a field of values, perhaps a
field of units, and the fields that say what is measured (the measure, the asset, the
basis). :func:`record_table` turns it into the wide table every reader knows: one row per
thing measured (its naming fields joined, its unit in brackets: "Ore mined and railed,
WAIO, 100% (Mt)"), one column per period, each value in its period's column. A blank
naming field names nothing (a record on the reported basis says no basis), nor one naming
the whole company ("Group", "All operations": the measure's default); a field of
short lower-case codes ("ops", "fin") is a sorting key, no words of the measure. Records
whose header line already names periods ("measure,FY25,FY24") are a wide table as printed.

Pure: the cell tests are the caller's.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable, Sequence

Test = Callable[[str], bool]

_MIN_FIELDS = 3
_MIN_RECORDS = 2
_LONGEST_FIELD = 80
_SHORT_UNIT = 8
_WHOLE = re.compile(
    r"^(?:(?:the\s+)?group|total|consolidated|company|all\s+(?:operations|assets|sites))$", re.I
)
"""A field naming the whole company ("Group", "All operations"): the measure's default."""
_CODE = re.compile(r"^[a-z]{1,4}$")
"""A sorting code ("ops", "fin"): no words of what is measured."""


def _fields(line: str) -> list[str] | None:
    """The fields of one comma-separated line (quotes honoured), or None."""
    if line.count(",") < _MIN_FIELDS - 1 or "|" in line:
        return None
    fields = [f.strip() for f in next(csv.reader([line.strip()]))]
    return fields if all(len(f) <= _LONGEST_FIELD for f in fields) else None


def _names_fields(header: list[str], is_value: Test) -> bool:
    """Whether a header line names its fields: words, none a figure, none blank."""
    return all(f and not is_value(f) and not f[0].isdigit() for f in header)


def _column(records: list[list[str]], k: int) -> list[str]:
    return [r[k] for r in records]


def _all(cells: list[str], test: Test) -> bool:
    filled = [c for c in cells if c]
    return bool(filled) and all(test(c) for c in filled)


def _mostly_units(cells: list[str], is_unit: Test) -> bool:
    """A field of units: most cells a unit ("Mt", "US$bn"), the rest short marks ("US$/sh")."""
    filled = [c for c in cells if c]
    units = sum(1 for c in filled if is_unit(c))
    short = all(is_unit(c) or (len(c) <= _SHORT_UNIT and " " not in c) for c in filled)
    return bool(filled) and short and 3 * units >= 2 * len(filled)


def _pivot(
    records: list[list[str]], is_value: Test, is_period: Test, is_unit: Test
) -> tuple[tuple[str, ...], list[tuple[str, ...]]] | None:
    """Long-form records as (header, rows) of a wide table, or None when they are not."""
    width = len(records[0])
    periods = [k for k in range(width) if _all(_column(records, k), is_period)]
    values = [
        k
        for k in range(width)
        if k not in periods and all(is_value(c) for c in _column(records, k) if c)
    ]
    if len(periods) != 1 or len(values) != 1:
        return None
    units = [
        k
        for k in range(width)
        if k not in periods + values and _mostly_units(_column(records, k), is_unit)
    ]
    codes = [k for k in range(width) if _all(_column(records, k), _CODE.match)]  # type: ignore[arg-type]
    naming = [k for k in range(width) if k not in periods + values + units + codes]
    if not naming:
        return None
    columns: list[str] = []
    cells: dict[str, dict[str, str]] = {}
    for r in records:
        period, value = r[periods[0]], r[values[0]]
        if not period or not value:
            continue
        first, *more = [r[k] for k in naming if r[k]] or [""]
        label = ", ".join([first, *(m for m in more if not _WHOLE.match(m))])
        unit = next((r[k] for k in units if r[k]), "")
        label = f"{label} ({unit})" if unit else label
        if period not in columns:
            columns.append(period)
        cells.setdefault(label, {}).setdefault(period, value)
    rows = [(label, *(by.get(p, "") for p in columns)) for label, by in cells.items()]
    return ("", *columns), rows


def record_table(
    lines: Sequence[str], start: int, is_value: Test, is_period: Test, is_unit: Test
) -> tuple[tuple[str, ...], list[tuple[str, ...]], int] | None:
    """The comma-separated records from ``start`` as (header, rows, index after), or None.

    ``lines[start]`` must be a header line naming three or more fields, followed by at
    least two records of as many fields.
    """
    header = _fields(lines[start])
    if header is None or not _names_fields(header, is_value):
        return None
    records: list[list[str]] = []
    j = start + 1
    while j < len(lines) and (fields := _fields(lines[j])) is not None:
        if len(fields) != len(header):
            break
        records.append(fields)
        j += 1
    if len(records) < _MIN_RECORDS:
        return None
    if sum(1 for f in header[1:] if is_period(f)) >= _MIN_RECORDS:  # "measure,FY25,FY24"
        if not all(is_value(c) for r in records for c in r[1:] if c):
            return None
        return tuple(header), [tuple(r) for r in records], j
    pivoted = _pivot(records, is_value, is_period, is_unit)
    if pivoted is None:
        return None
    head, rows = pivoted
    return head, rows, j
