"""Columns named by their place, not their year: "Reporting period", "Previous period".

An Appendix 4E or a half-year report heads its columns "Reporting period" and "Previous
corresponding period" (or "Current year" / "Prior year", "This period" / "pcp"): the first
is the document's own period, the second the same kind of period one year earlier. The
period is told by the document's alone, so a document with none names no column.

At a half, only a *corresponding* previous period (or "pcp") is the half a year before: a
bare "previous period" beside a half may be the year-end balance date or the half just
before, so it names none. Pure: regular expressions only.
"""

from __future__ import annotations

import re

from mines.figures.model import Period

__all__ = ["relative_column_period"]

_I = re.IGNORECASE

_NOW = re.compile(
    r"^\s*(?:the\s+)?(?:reporting|current|this)\s+(?:(?P<year>(?:financial\s+)?year)|"
    r"(?:reporting\s+)?period|half(?:[\s-]year)?)\s*$",
    _I,
)
"""The document's own period: "Reporting period", "Current year", "This half"."""
_BEFORE = re.compile(
    r"^\s*(?:the\s+)?(?P<pcp>pcp|(?:previous|prior)\s+corresponding\s+(?:period|half(?:[\s-]year)?)"
    r")\s*$|^\s*(?:the\s+)?(?:previous|prior|last)\s+(?P<year>(?:financial\s+)?year|period)\s*$",
    _I,
)
"""The period one year before: "Previous corresponding period", "pcp", "Prior year"."""


def relative_column_period(header: str, doc_period: Period | None) -> Period | None:
    """The period a column headed by its place ("Reporting period", "Previous period") names.

    None when the header names no place, the document has no period, a year's words head a
    half's column, or a half's bare "previous period" cannot be told from the balance date.
    """
    if doc_period is None:
        return None
    half = doc_period.kind != "FY"
    now = _NOW.match(header)
    if now is not None:
        return None if half and now.group("year") else doc_period
    before = _BEFORE.match(header)
    if before is None:
        return None
    if half and not before.group("pcp"):
        return None
    return doc_period.prior()
