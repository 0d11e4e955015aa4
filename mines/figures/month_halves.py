"""A row or column named by a span of months with no year ("Jul-Dec", "January to June").

A table printed one row per year ("FY25 | 3,562 | - | 3,922") under the columns "Jul-Dec",
"Jan-Jun" and "Twelve months" states each year's halves beside its whole: the span of six
months names which half of the year (on the company's calendar) a cell is, as "the half
to December" would. Read alike by the table reader and its verifier.
"""

from __future__ import annotations

import re
from typing import overload

from mines.figures.model import Period, year_end_month
from mines.figures.period_forms import MONTHS
from mines.numbers import MONTH_STEM

_YEARLESS_SPAN = re.compile(
    rf"^\s*(?P<a>{MONTH_STEM})\s*(?:-|–|—|to|through)\s*(?P<b>{MONTH_STEM})\s*$", re.I
)


@overload
def half_of_year(label: str, company: str, period: Period) -> Period: ...
@overload
def half_of_year(label: str, company: str, period: None) -> None: ...
def half_of_year(label: str, company: str, period: Period | None) -> Period | None:
    """``period`` (a fiscal year) as the half a yearless six-month ``label`` names.

    "Jul-Dec" under FY2025 is a June-year company's H1 FY2025 and Rio Tinto's H2 FY2025;
    any other label, or a period that is already a half, is returned as it came.
    """
    m = _YEARLESS_SPAN.match(label)
    if m is None or period is None or period.kind != "FY":
        return period
    first, last = MONTHS[m.group("a").lower()[:3]], MONTHS[m.group("b").lower()[:3]]
    if (last - first) % 12 + 1 != 6:
        return period  # a quarter, or a span of some other length: not a half
    end = year_end_month(company)
    return Period(period.year, "H2" if last == end else "H1")


def month_span(label: str) -> bool:
    """Whether ``label`` is a span of months with no year ("Jul-Dec"): a period, no site."""
    return _YEARLESS_SPAN.match(label) is not None
