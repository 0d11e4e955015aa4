"""The newest period a table's header row names: how far a series of periods reaches.

A table headed by a run of periods ("| | FY21 | FY22 | FY23 | FY24 | FY25 |", "| | 1H FY25
| FY25 |", "| | 2025 | 2024 | 2023 | 2022 | 2021 |" under "Years ended 30 June") reports up
to its newest column; the older columns are the comparatives or the history it carries. An
analyst reads a five-year summary to June 2025 as a FY2025 document, not one of FY2021.

Only whole cells are read, each one period: a fiscal-year token ("FY25", "FY 2025"), a
named half ("1H FY25", "H1 2024"), a full year in words ("FY25 full year"), or a bare year
("2025") when the table's caption or the words just above it close its years on the
company's year-end month ("years ended 30 June", "by year to 30 June"). A planned column
("FY26 guidance") is no whole period cell and never counts.

Pure: one pass over the text's table rows; :mod:`mines.figures.periods` weighs the result.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mines.figures.model import Period, year_end_month
from mines.figures.period_forms import (
    FULL_FORM,
    FY_MENTION,
    HALF_FORM,
    MONTHS,
    YEAR4,
    fiscal_year_of,
    full_form_period,
    half_form_period,
)
from mines.numbers import MONTH_PATTERN

_ROW = re.compile(r"^[^\S\n]*\|[^\n]*\|[^\S\n]*$", re.MULTILINE)
"""A table row as the reader writes it: ``| label | FY24 | FY25 |``."""

_CELL = re.compile(r"[^|\n]+")

_BARE_YEAR_CELL = re.compile(rf"{YEAR4}")

_YEARS_CLOSE = re.compile(
    r"(?<![A-Za-z])(?<!half\s)(?<!half-)years?\s+(?:ended|ending|to)\s+(?:the\s+)?"
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?(?P<m>{MONTH_PATTERN})(?![A-Za-z])(?![\s,]*\d)",
    re.IGNORECASE,
)
"""Years closed by a month without a year ("Years ended 30 June", "by year to 30 June"):
bare year columns under them are fiscal years; never "half year ended 31 December"."""

_CONTEXT_CHARS = 400
"""How far above a header row the words closing its years may stand."""


def _years_close_on_year_end(text: str, company: str) -> bool:
    """Whether ``text`` closes its years on ``company``'s year-end month."""
    for m in _YEARS_CLOSE.finditer(text):
        if MONTHS.get(m.group("m").lower()[:3]) == year_end_month(company):
            return True
    return False


def _cell_period(cell: str, company: str, bare_years: bool) -> Period | None:
    """The one period a whole header cell names, or None."""
    text = cell.strip()
    m = HALF_FORM.fullmatch(text)
    if m:
        return half_form_period(m, company)
    m = FULL_FORM.fullmatch(text)
    if m:
        return full_form_period(m, company)
    if FY_MENTION.fullmatch(text):
        year = fiscal_year_of(text)
        return Period(year) if year else None
    if bare_years and _BARE_YEAR_CELL.fullmatch(text):
        return Period(int(text))
    return None


def newest_header_periods(text: str, company: str) -> Iterator[tuple[re.Match[str], Period]]:
    """Each table header row's newest period, with the match of the cell naming it.

    A header row is a table row not preceded by another; its newest period is the one
    closing last on ``company``'s calendar (a full year before a half closing with it).
    """
    previous_end = -2
    for row in _ROW.finditer(text):
        is_header = previous_end < 0 or text.count("\n", previous_end, row.start()) > 1
        previous_end = row.end()
        if not is_header:
            continue
        before = text[max(0, row.start() - _CONTEXT_CHARS) : row.start()]
        bare_years = _years_close_on_year_end(before, company)
        found: list[tuple[re.Match[str], Period]] = []
        for cell in _CELL.finditer(text, row.start(), row.end()):
            period = _cell_period(cell.group(0), company, bare_years)
            if period is not None:
                found.append((cell, period))
        if found:
            yield max(found, key=lambda f: (f[1].end(company), f[1].kind == "FY"))
