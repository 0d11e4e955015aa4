"""Rows and columns of a dividends note: whose year a row's dividend is, and its two units.

A dividends note prints its rows under a column per year, and two things there are not the
column's dividend of the year:

* a row naming an earlier year ("Prior year final dividend", "Final dividend (previous
  corresponding period)", "Last year's final") states that earlier year's dividend: a final
  one is the full year's before the column's year, any other the column's period a year
  earlier (:func:`dividend_row_period`);
* under a title of the cash paid during the year ("Dividends paid during the period"), a
  final dividend that names no year is the one determined after the year before ended
  (paid out of this year's cash), so no year can be told for it: it is not read.

A note may also print, for each year, the amount a share beside the amount in money
("| | 2025 US cents per share | 2025 US$bn |"): two columns of one year that are two
measures, not a doubled column (:func:`unit_axes`).

Read alike by the table reader (:mod:`mines.figures.table_figures`, with
:mod:`mines.figures.notice_rows`) and its verifier (:mod:`mines.figures.verify_tables`).
Pure: regular expressions only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.model import Period
from mines.figures.period_forms import FY_MENTION
from mines.figures.printed_dividends import is_dividend_label, label_kind
from mines.figures.quantities import declared_unit

__all__ = ["EARLIER_ROW", "dividend_row_period", "paid_final_undated", "paid_in_year", "unit_axes"]

EARLIER_ROW = re.compile(
    r"\b(?:(?:the\s+)?(?:prior|previous|preceding|last)(?:\s+(?:financial|fiscal|"
    r"corresponding|reporting))?\s+(?:year|period|half)(?:['’]s)?|pcp|"
    r"(?:a|one)\s+year\s+(?:ago|earlier|before))\b",
    re.I,
)
"""A row's words naming the period before the column's ("Prior year final dividend")."""
_PAID_DURING = re.compile(
    r"\b(?:paid|recognised|recognized|distributed|settled)\s+(?:(?:in\s+cash|to\s+\w+)\s+)?"
    r"(?:during|in|over|throughout|within)\s+(?:the\s+|this\s+)?(?:(?:financial|fiscal|full|"
    r"reporting|half)[\s-]+)?(?:year|period|half)\b"
    r"|\b(?:paid|distributed)\s+(?:during|in|over|throughout)\s+(?:(?:calendar|financial|fiscal)\s+)?"
    r"(?:(?:19|20)\d\d|FY\s?\d{2,4})\b",
    re.I,
)
"""A title of the cash paid in the year ("Dividends paid during the period", "paid in
2023": the cash of a year, not what was declared for it)."""
_YEAR_LED = re.compile(
    r"^\s*(?:(?:dividends?|distributions?)\s+)?(?:FY\s?)?(?P<year>(?:19|20)\d\d|(?<=FY)\d\d|"
    r"(?<=FY\s)\d\d)\s+(?:interim|final|special)\b",
    re.I,
)
"""A row led by the year whose dividend it is ("2023 interim", "FY24 final")."""
_NAMES_YEAR = re.compile(rf"{FY_MENTION.pattern}|\b(?:(?:19|20)\d\d|[12]H|H[12])\b", re.I)


def dividend_row_period(label: str, titles: str, column: Period | None) -> Period | None:
    """The period the dividend a row of a dividends table states belongs to.

    ``label`` is the row's, ``titles`` the table's title and heading, ``column`` the
    period its value column is headed by. A row that names no dividend under a title that
    names none either keeps the column's period.
    """
    if column is None or not (is_dividend_label(label) or is_dividend_label(titles)):
        return column
    kind = label_kind(label)
    named = _YEAR_LED.match(label)
    if named is not None:  # "2023 final, paid September 2023": that year's, whatever column
        return Period(2000 + int(named.group("year")[-2:]), "FY")
    if EARLIER_ROW.search(label):
        if kind in {"final", "total"}:
            return Period(column.year - 1, "FY")  # the year's final, paid in the next
        return column.prior()
    if kind == "final" and _PAID_DURING.search(titles) and not _NAMES_YEAR.search(label):
        return None  # "Final dividend" paid during the year: the year before's
    if kind == "total" and paid_in_year(f"{label} {titles}"):
        return None  # "Total dividends paid": the year before's final and this interim
    return column


def paid_in_year(words: str) -> bool:
    """Whether ``words`` say a dividend was the cash paid in the year, not declared for it.

    "Dividends paid during the period", "dividends paid in the year amounted to 152
    cents": the year's cash holds the final dividend of the year before and the interim
    of this one, so a total paid is no year's total dividend. Read alike by the table
    reader, the prose reader and their verifiers.
    """
    return bool(_PAID_DURING.search(words))


def unit_axes(header: Sequence[str], periods: Sequence[Period | None], company: str) -> list[str]:
    """One key a value column is told apart by from another column of its period.

    "| | 2025 US cents per share | 2025 US$bn |": the first of the year's columns is an
    amount a share, the second money; they are two measures, each read once. Columns of a
    period whose units are no such pair (two money columns, or none declared) share one
    key, so a doubled column stays unread.
    """
    kinds = []
    for cell in header[1:]:
        unit = declared_unit(cell, company)
        kinds.append(unit.kind if unit is not None else "")
    keys = [""] * len(kinds)
    for period in {p for p in periods if p is not None}:
        at = [j for j, p in enumerate(periods) if p == period]
        found = [kinds[j] for j in at]
        if len(at) == 2 and sorted(found) == ["money", "per_share"]:
            for j in at:
                keys[j] = kinds[j]
    return keys


_PAID = re.compile(r"(?<!\bbe\s)\bpaid\b", re.IGNORECASE)
"""Paid, not to be paid ("will be paid on 3 October" is this year's final)."""
_PAID_WHEN = re.compile(
    r"(?<!\bbe\s)\bpaid\b[^.;]{0,40}?\b(?:during|in|on|throughout|over)\b|"
    r"\b(?:during|throughout|over|in)\s+the\s+(?:financial\s+|reporting\s+)?(?:year|period)\b"
    r"[^.;]{0,60}?(?<!\bbe\s)\bpaid\b",
    re.IGNORECASE,
)
"""A payment dated by when it was made ("was paid in September 2023", "during the year BHP
paid"): a final dividend so dated is the one of the year before."""
_FOR_A_YEAR = re.compile(
    r"\b(?:for|in\s+respect\s+of)\s+(?:the\s+)?(?:(?:prior|previous|last|preceding)\s+"
    rf"(?:financial\s+|fiscal\s+)?year|(?:financial\s+)?year\s+end(?:ed|ing)|{FY_MENTION.pattern}|"
    r"(?:19|20)\d\d)\b|\b(?:declared|determined)\b",
    re.IGNORECASE,
)


def paid_final_undated(text: str, earlier: bool) -> bool:
    """Whether a final dividend in ``text`` is said to be paid in a year, not named for one.

    "During the year BHP paid a final dividend of 80 cents", "was paid in September 2023"
    (``earlier`` False: dated to the document's year), "was paid last year" (``earlier``:
    dated to a year before it): a final is paid in the year after its own, so no year of
    its own can be told. "The final dividend for FY2023 was paid", "will be paid on 3
    October" tell it. Read alike by the extractor and the verifier.
    """
    if _FOR_A_YEAR.search(text):
        return False
    return bool((_PAID if earlier else _PAID_WHEN).search(text))
