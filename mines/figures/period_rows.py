"""A table printed one row per period: turned so each period is a column, as read elsewhere.

"| Financial year | Interim | Final | Total |" over "| FY24 | 15 | 25 | 40 |" states the same
figures as "| | FY24 | ... |" over "| Interim | 15 | ... |": the extractor and the verifier
read the turned table, so a row names the measure and a column the period.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.column_periods import column_periods
from mines.figures.model import DocContext, Period
from mines.figures.tables import Table

_KIND_WORD = re.compile(r"\b(?:interim|final|special)\b", re.I)
"""A payment's kind beside its period in a row's lead ("FY2024 final")."""
MIN_PERIOD_ROWS = 2
"""Rows needed to call a table one printed a period a row."""


def period_rows_turned(table: Table, company: str, doc: Period | None) -> Table:
    """``table`` turned when each body row is led by a period and no column header names one.

    Any other table comes back unchanged.
    """
    header, rows = table.header, table.rows
    if len(header) < 2 or len(rows) < MIN_PERIOD_ROWS:
        return table
    if any(len(row) != len(header) for row in rows):
        return table
    if any(column_periods(header[1:], company, doc)):
        return table
    leads = [row[0] for row in rows]
    if any(_KIND_WORD.search(lead) for lead in leads):
        return table  # "| FY2024 final | 25.0 |": each row names its own payment, not a period
    year = Period(doc.year, "FY") if doc is not None else None  # as year_context reads them
    periods = column_periods(leads, company, year)
    if not all(periods) or len(set(periods)) != len(periods):
        return table
    turned = tuple((header[j], *(row[j] for row in rows)) for j in range(1, len(header)))
    return replace(table, header=("", *leads), rows=turned)


def year_context(ctx: DocContext) -> DocContext:
    """``ctx`` read as its full year.

    A period-a-row table names whole years ("FY22"), even on a half-year page, where a
    column would otherwise be read as the half.
    """
    if ctx.period is None or ctx.period.kind == "FY":
        return ctx
    return replace(ctx, period=Period(ctx.period.year, "FY"))
