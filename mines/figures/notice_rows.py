"""Rows of a notice laid out as items and their details, read under the heading above.

A dividend notice prints what it pays as "| Item | Detail |" rows under a heading naming
the dividend ("Interim dividend: payment details", the table's ``heading``), the value
column naming no period:

* :func:`notice_dividend_kind` -- the kind of dividend a row states a share of: the row's
  own kind words, else the heading's, only for an amount a share ("Amount determined per
  ordinary share") that is no neighbour of it (a franked amount, a reinvestment price, a
  record date, a currency conversion) and no comparative;
* :func:`notice_row_period` -- the period of a row in such a table: the one the row names
  ("Same payment a year ago (December 2023 half)"), else the column's; a row comparing with
  an earlier period it does not name ("Portion of profit then") states none.

Read by :mod:`mines.figures.table_figures` for a table whose one value column is headed by
no period (:func:`mines.figures.column_periods.amount_columns_period`).
"""

from __future__ import annotations

import re

from mines.figures.column_periods import amount_columns_period, column_period
from mines.figures.dividend_rows import EARLIER_ROW, dividend_row_period
from mines.figures.model import Period
from mines.figures.printed_dividends import (
    is_dividend_label,
    label_dividend_kind,
    label_kind,
    names_other_measure,
)
from mines.figures.table_cells import cell_per_share

__all__ = ["notice_dividend_kind", "notice_row_period", "share_dollars"]

_PER_SHARE_ROW = re.compile(
    r"\b(?:per|a|each|for\s+each)\s+\+?(?:(?:fully\s+paid\s+)?ordinary\s+|fully\s+paid\s+)?"
    r"\+?(?:share|security)\b",
    re.I,
)
"""A row stating an amount a share ("Amount determined per ordinary share"); a form's "+"
marks a defined term ("Distribution amount per +security")."""
_NEIGHBOUR = re.compile(
    r"\b(?:franked|unfranked|conduit|foreign|tax(?:ation)?|withh[oe]ld(?:ing)?|"
    r"DRP|reinvest\w*|prices?|issue|discount|record|dates?|equivalent|exchange|convert\w*|"
    r"earnings|profits?|NTA|net\s+tangible|book|buy-?backs?)\b",
    re.I,
)
"""What a notice prints beside the amount a share that is not it: the franked or foreign
part, the reinvestment plan's price and discount, the key dates, a converted amount."""
_COMPARATIVE = re.compile(
    r"\b(?:prior|previous|preceding|comparative|corresponding|pcp|then|earlier|"
    r"a\s+year\s+ago|last\s+(?:year|half)|restated)\b",
    re.I,
)
"""A row comparing with another period: "Same payment a year ago", "Portion of profit then"."""


def share_dollars(cell: str, label: str, dividend: bool = False) -> bool:
    """Whether ``cell`` prints dollars a share.

    "US$0.50 per share", or "A$0.75" under words (``label``) of an amount a share or on a
    ``dividend`` row.
    """
    unit = cell_per_share(cell, dividend or bool(_PER_SHARE_ROW.search(label)))
    return unit is not None and unit.unit == "dollars per share"


def notice_dividend_kind(label: str, heading: str) -> str | None:
    """The dividend kind of a notice row stating an amount a share; None for any other row.

    The kind is the row's own kind words, else the heading's ("Interim dividend: payment
    details" makes "Amount determined per ordinary share" the interim dividend). A row of
    another measure (a franked amount, a price, a payout ratio, a date, an amount in
    another currency) or of an earlier period is none.
    """
    if not is_dividend_label(heading) or not _PER_SHARE_ROW.search(label):
        return None
    if names_other_measure(label) or _NEIGHBOUR.search(label) or _COMPARATIVE.search(label):
        return None
    return label_kind(label) or label_dividend_kind(heading)


def notice_row_period(
    label: str, column: Period, company: str, doc: Period | None, titles: str = ""
) -> Period | None:
    """The period of a row of a table whose value column names none: the row's, else the column's.

    A row naming its own period ("Same payment a year ago (December 2023 half)") states that
    period's figure; one comparing with an earlier period it does not name ("Portion of
    profit then", "Prior corresponding period") states none that can be told; a dividend
    row naming the year before ("Final dividend (previous corresponding period)") states
    that year's (:func:`mines.figures.dividend_rows.dividend_row_period`). Under a title of
    the cash paid in the year (``titles``), a final or total dividend naming no year states
    none, as in a table of years.
    """
    own = column_period(label, company, doc)
    if own is not None:
        return own
    if EARLIER_ROW.search(label) and (
        is_dividend_label(label) or (label_kind(label) and is_dividend_label(titles))
    ):
        # "Final dividend (previous corresponding period)", "Previous corresponding period -
        # final" under "Dividends": the year before's final
        return dividend_row_period(label, titles, column)
    if _COMPARATIVE.search(label):
        return None
    return dividend_row_period(label, titles, column) if titles else column


def notice_cell_period(
    header: tuple[str, ...], title: str, label: str, company: str, doc: Period | None
) -> Period | None:
    """The period of a row's cell under one amount column naming no period ("| | Cents |").

    The column's period is the title's, else the document's; a row naming its own period
    ("Final dividend for FY2023") states that one. The verifier's reading of the reader's
    rows (a row of an earlier or a paid-in-year dividend is then read by
    :func:`mines.figures.dividend_rows.dividend_row_period`).
    """
    column = amount_columns_period(header, title, company, doc)
    return None if column is None else column_period(label, company, doc) or column
