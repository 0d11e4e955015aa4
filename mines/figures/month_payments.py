"""Which dividend a payment row named by its month or the half it follows is.

"On the December half", "After the 30 June close" name the half a payment follows.

"Determined in February" and "Determined in August" under "US$ a share": a company
declares a dividend a month or few after a half closes and pays it a little later, so a
month from January to April follows the half closing in December and one from July to
October the half closing in June. The payment after the half that closes the company's
year is the final dividend, the other the interim one. May, June, November and December
follow no half closely enough to tell, nor does a row naming the year as well ("Paid in
March 2023"), which the reader dates by its own words.
"""

from __future__ import annotations

import re

from mines.figures.model import year_end_month

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_PAID = re.compile(
    r"^\W*(?:paid|declared|determined|announced|payable|set|fixed)\s+in\s+(?:the\s+month\s+of\s+)?"
    r"(?P<month>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\W*$",
    re.IGNORECASE,
)
_HALF_CLOSED = re.compile(
    r"^\W*(?:(?:paid|declared|determined)\s+)?(?:on|for|from|after)\s+the\s+(?:\d{1,2}\s+)?"
    r"(?P<month>dec|jun)[a-z]*\.?[\s-]+(?:half(?:[\s-]year)?|close|balance\s+date|year[\s-]end)\W*$",
    re.IGNORECASE,
)
"""A payment row named by the half it follows ("On the December half", "After the 30 June
close"): the half closing in that month."""
_AFTER_DECEMBER = range(1, 5)
_AFTER_JUNE = range(7, 11)


def names_payment_month(label: str) -> bool:
    """Whether a row is named by the month a payment was made in or the half it follows."""
    return _MONTH_PAID.match(label) is not None or _HALF_CLOSED.match(label) is not None


def month_paid_kind(label: str, company: str) -> str | None:
    """The interim or final dividend a month-named payment row is, by ``company``'s year.

    None without a company, for a month following no half, or for any other label.
    """
    half = _HALF_CLOSED.match(label)
    m = half or _MONTH_PAID.match(label)
    if m is None or not company:
        return None
    month = _MONTHS.index(m.group("month").lower()[:3]) + 1
    if half is not None:
        closed: int | None = month
    else:
        closed = 12 if month in _AFTER_DECEMBER else 6 if month in _AFTER_JUNE else None
    if closed is None:
        return None
    return "final" if closed == year_end_month(company) else "interim"
