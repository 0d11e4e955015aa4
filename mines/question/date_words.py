"""Dates a question names in everyday words, spelt as the month and year a reader reads.

"The six months to Christmas 2024" closes in December 2024; "the Dec-23 half" is the half
closing in December 2023; "the dividend paid on 27 March 2025" is the one for the half
closing in December 2024 (:mod:`mines.question.dividend_dates`). Pure: compiled patterns
only.
"""

from __future__ import annotations

import re

from mines.question.dividend_dates import spell_dividend_dates

_MONTHS = {
    "jan": "January",
    "feb": "February",
    "mar": "March",
    "apr": "April",
    "may": "May",
    "jun": "June",
    "jul": "July",
    "aug": "August",
    "sep": "September",
    "oct": "October",
    "nov": "November",
    "dec": "December",
}
_HOLIDAY = re.compile(r"\b(?:christmas|xmas)(?:\s+day)?(?=\s*,?\s*(?:19|20)\d\d\b)", re.IGNORECASE)
"""A holiday standing for its month beside a year ("to Christmas 2024": to December 2024)."""
_SHORT_DATE = re.compile(
    r"\b(?P<m>jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[-–/’'](?P<y>\d\d)\b",
    re.IGNORECASE,
)
"""A month and two-digit year run together ("Dec-23", "Jun'24"): that month of 20YY."""


def spell_dates(text: str) -> str:
    """``text`` with each date in everyday words spelt as its month and full year."""
    text = _HOLIDAY.sub("December", text)
    text = _SHORT_DATE.sub(lambda m: f"{_MONTHS[m['m'].lower()[:3]]} 20{m['y']}", text)
    return spell_dividend_dates(text)  # "the dividend paid on 27 March 2025": its half
