"""Tables whose value columns are not periods, split per column into tables that read alike.

A table whose value columns each name one measure of one same period, split per column.

"| Operation | FY25 gold sold (oz) | FY25 AISC (A$/oz) |" with one row per site: the columns
are measures of one year, not years. Read as it stands, the two columns name the same period
and neither is read. Split, each column is a table of its own ("| Operation | FY25 gold sold
(oz) |"), read the way a table of one dated measure column is
(:func:`mines.figures.site_rows.measure_column`). The extractor
(:mod:`mines.figures.extract`) and the verifier (:mod:`mines.figures.verify_tables`) split
alike, so a figure read from one column is checked against that column.

A table whose value columns are bases of one period ("| | Statutory | Underlying |" under
"Results for the half year ended 31 December 2024"): each column becomes a table of the
title's period (else the document's) whose rows say the column's basis ("Underlying Net
profit/(loss) after tax"), read as a row naming its basis is.

Pure.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.column_periods import column_period, column_periods
from mines.figures.model import Period
from mines.figures.period_mentions import period_mentions
from mines.figures.quantities import CURRENCY_SIGN, SCALE_WORD
from mines.figures.row_period_columns import row_periods_widened
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


_BASIS_COLUMN = re.compile(
    r"^\s*(?P<basis>statutory|reported|underlying|adjusted)(?:\s+(?:basis|results?))?"
    r"\s*(?:\([^()]*\))?\s*$",
    re.IGNORECASE,
)
"""A value column naming only a basis: "Statutory", "Underlying result", "Reported (A$m)"."""


def by_basis_column(table: Table, company: str, doc: Period | None) -> list[Table]:
    """``table`` split into one table per basis column, each dated by the title's period.

    Any other table is returned whole, alone.
    """
    header = table.header
    bases = [_BASIS_COLUMN.match(cell) for cell in header[1:]]
    if len(header) < 2 or not all(bases):
        return [table]
    period = column_period(table.title, company, doc) or doc
    if period is None:
        return [table]
    return [
        replace(
            table,
            header=(header[0], f"{header[j].strip()} ({period.label})"),
            rows=tuple(
                (f"{m.group('basis').capitalize()} {row[0]}", row[j])
                for row in table.rows
                if len(row) > j and row[0].strip()
            ),
        )
        for j, m in enumerate(bases, start=1)
        if m is not None
    ]


_NUMBER = re.compile(r"\d")
_RULE = re.compile(r"\s*:?-{3,}:?\s*")
"""A Markdown rule cell under a header ("---", ":--:")."""


def _bare_values(row: tuple[str, ...]) -> bool:
    """Whether every cell of a body row is a value ("27.23", "(896)", "-"), none a label."""
    return all(not _WORDS.search(cell) and (_NUMBER.search(cell) or cell.strip()) for cell in row)


def measures_turned(table: Table, company: str, doc: Period | None) -> Table:
    """A strip of measures across over one row of values, turned to a measure a row.

    "| Revenue US$bn | Underlying EBITDA US$bn | Interim dividend (US cents) |" over
    "| 27.23 | 13.9 | 72 |" under "Half-year to 31 December 2023": no label column and no
    period column; each header names a measure of the title's period (else the document's).
    Turned, it reads as "| | H1 FY2024 |" over "| Revenue US$bn | 27.23 |". Any other table
    comes back unchanged.
    """
    header = table.header
    rows = [row for row in table.rows if not all(_RULE.fullmatch(cell) for cell in row)]
    if len(header) < 2 or len(rows) != 1 or len(rows[0]) != len(header):
        return table
    if not _bare_values(rows[0]) or not all(_WORDS.search(cell) for cell in header):
        return table
    if any(column_period(cell, company, doc) for cell in header):
        return table  # "| FY2024 | FY2023 |" over one row: periods across, not measures
    period = column_period(table.title, company, doc) or doc
    if period is None:
        return table
    return replace(
        table,
        header=("", period.label),
        rows=tuple((cell, value) for cell, value in zip(header, rows[0], strict=True)),
    )


_SCALE_FOR = re.compile(
    rf"(?P<unit>{CURRENCY_SIGN}\s?(?:{SCALE_WORD}))\s+(?:for|in)\s+the\s+"
    r"(?P<kind>(?P<half>half(?:[\s-]year)?|six\s+months)|(?:full[\s-])?year|twelve\s+months)\b",
    re.IGNORECASE,
)
"""A money unit declared for one length of period: "A$M for the half", "A$B for the year"."""


def by_scale_column(table: Table, company: str, doc: Period | None) -> list[Table]:
    """``table`` split per value column when its title gives each length of period its scale.

    "Money (A$M for the half, A$B for the year)" over "| | Dec-23 half | Year to Jun-24 |":
    the half's column is in millions, the year's in billions. Each column becomes a table
    whose title declares its own unit ("Money (A$M)"). Any other table is returned whole.
    """
    found = list(_SCALE_FOR.finditer(table.title))
    if len(found) < 2 or len(table.header) < 2:
        return [table]
    units = {("H1" if m.group("half") else "FY"): m.group("unit") for m in found}
    periods = column_periods(table.header[1:], company, doc)
    if any(p is None or p.kind not in units for p in periods):
        return [table]
    head, tail = table.title[: found[0].start()], table.title[found[-1].end() :]
    return [
        replace(
            table,
            title=f"{head}{units[p.kind]}{tail}",
            header=(table.header[0], table.header[j]),
            rows=tuple((row[0], row[j]) for row in table.rows if len(row) > j),
        )
        for j, p in enumerate(periods, start=1)
        if p is not None
    ]


def split_columns(table: Table, company: str, doc: Period | None) -> list[Table]:
    """``table`` split per measure column or per basis column, as it is printed.

    A column of each row's period is spread into one column a period first
    (:func:`mines.figures.row_period_columns.row_periods_widened`); a strip of measures over
    one row of values is turned (:func:`measures_turned`);
    a title giving the half and the year each its own scale splits it per column
    (:func:`by_scale_column`).
    """
    return [
        t
        for scaled in by_scale_column(
            measures_turned(row_periods_widened(table, company, doc), company, doc), company, doc
        )
        for part in by_measure_column(scaled, company, doc)
        for t in by_basis_column(part, company, doc)
    ]
