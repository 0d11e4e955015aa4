"""A table whose value columns each name one measure of one same period, split per column.

"| Operation | FY25 gold sold (oz) | FY25 AISC (A$/oz) |" with one row per site: the columns
are measures of one year, not years. Read as it stands, the two columns name the same period
and neither is read. Split, each column is a table of its own ("| Operation | FY25 gold sold
(oz) |"), read the way a table of one dated measure column is
(:func:`mines.figures.site_rows.measure_column`). The extractor
(:mod:`mines.figures.extract`) and the verifier (:mod:`mines.figures.verify_tables`) split
alike, so a figure read from one column is checked against that column.

Pure.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.model import Period
from mines.figures.period_mentions import period_mentions
from mines.figures.tables import Table

_WORDS = re.compile(r"[A-Za-z]{2}")
_BRACKETS = re.compile(r"\([^()]*\)")


def _dated_measure(cell: str, company: str, doc: Period | None) -> Period | None:
    """The one period a column heading names beside a measure's words, else None."""
    mentions = [m for m in period_mentions(cell, company, doc) if m.period is not None]
    if len(mentions) != 1:
        return None
    m = mentions[0]
    rest = _BRACKETS.sub(" ", f"{cell[: m.start]} {cell[m.end :]}")
    return m.period if _WORDS.search(rest) else None


def by_measure_column(table: Table, company: str, doc: Period | None) -> list[Table]:
    """``table`` split into one table per value column when each names one same period.

    Any other table is returned whole, alone.
    """
    header = table.header
    if len(header) < 3:
        return [table]
    periods = {_dated_measure(cell, company, doc) for cell in header[1:]}
    if len(periods) != 1 or None in periods:
        return [table]
    return [
        replace(
            table,
            header=(header[0], header[j]),
            rows=tuple((row[0], row[j]) for row in table.rows if len(row) > j),
        )
        for j in range(1, len(header))
    ]
