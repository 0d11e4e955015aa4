"""A table printed one row per period: turned so each period is a column, as read elsewhere.

"| Financial year | Interim | Final | Total |" over "| FY24 | 15 | 25 | 40 |" states the same
figures as "| | FY24 | ... |" over "| Interim | 15 | ... |": the extractor and the verifier
read the turned table, so a row names the measure and a column the period.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.column_periods import column_periods
from mines.figures.model import DocContext, Period, year_end_month
from mines.figures.period_forms import MONTHS
from mines.figures.tables import Table
from mines.numbers import MONTH_STEM

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
    return _halves_apart(replace(table, header=("", *leads), rows=turned), company)


_SPAN = re.compile(rf"^\s*(?P<first>{MONTH_STEM})\s*(?:-|–|to)\s*{MONTH_STEM}\s*$", re.I)
"""A column of some months ("Jul-Dec", "Jan-Jun") beside a whole year's in such a table."""


def _halves_apart(turned: Table, company: str) -> Table:
    """A turned table whose rows are halves of each year named by their months, as halves.

    "| Year to 30 June | Jul-Dec | Twelve months |" over "| FY23 | 2,513 | 2,639 |": turned,
    "Jul-Dec" is a row in FY23's column, yet its figure is the first half's, never the year's.
    Each such row gets columns of its own, named by the half its months are of the company's
    year ("H1 FY23"); the whole-year row keeps the years'. Months making no half stay as
    they are (their row is then no period's in a year's column).
    """
    end = year_end_month(company)
    halves = {end % 12 + 1: "H1", (end + 6) % 12 + 1: "H2"}
    kinds = []
    for row in turned.rows:
        m = _SPAN.match(row[0]) if row else None
        kinds.append(halves.get(MONTHS.get(m["first"][:3].lower(), 0)) if m else None)
    if not any(kinds):
        return turned
    years = turned.header[1:]
    named = sorted({k for k in kinds if k})
    header = (*turned.header, *(f"{half} {year}" for half in named for year in years))
    blank = ("",) * len(years)
    rows: list[tuple[str, ...]] = []
    for row, kind in zip(turned.rows, kinds, strict=True):
        cells = list(blank if kind else row[1:])
        for half in named:
            cells += row[1:] if half == kind else blank
        rows.append((row[0], *cells))
    return replace(turned, header=header, rows=tuple(rows))


def year_context(ctx: DocContext) -> DocContext:
    """``ctx`` read as its full year.

    A period-a-row table names whole years ("FY22"), even on a half-year page, where a
    column would otherwise be read as the half.
    """
    if ctx.period is None or ctx.period.kind == "FY":
        return ctx
    return replace(ctx, period=Period(ctx.period.year, "FY"))
