"""Periods named in prose: every period a sentence names, in order (:class:`PeriodMention`).

:func:`period_mentions` reads closed periods ("year ended 30 June 2024"), named halves
("1H FY24"), fiscal years ("FY2023"), balance dates ("at 30 June 2023"), relative words
("prior year", "pcp") and bare half or full year words, resolved against the document's
period (:func:`mines.figures.periods.document_period`).

Pure, like :mod:`mines.figures.periods`: a sentence is read in one pass of each pattern.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from mines.figures.model import Period, PeriodKind, year_end_month
from mines.figures.period_forms import (
    AT_DATE,
    BALANCE_MONTH,
    CAL_HALF,
    DATE_RE,
    ENDED,
    FULL_FORM,
    FY_MENTION,
    HALF_FORM,
    MONTH_CLOSE,
    MONTH_NAMED_HALF,
    MONTHS,
    SPANS,
    SPLIT_YEAR,
    YEARLESS,
    Taken,
    cal_half_period,
    close_within,
    ended_period,
    fiscal_year_of,
    full_form_period,
    half_form_period,
    month_close_period,
    period_ending,
    read_date,
    split_year,
    yearless_close,
)
from mines.figures.periods import _BARE_YEAR
from mines.figures.release_dates import DATELINE_MONTH

Reader = Callable[[re.Match[str]], Period | None]


@dataclass(frozen=True)
class PeriodMention:
    """A period named in prose: where, and which period (None: named but not decidable)."""

    start: int
    end: int
    period: Period | None
    relative: bool = False
    """True for "prior year", "last year", "pcp": resolved against the document period."""


_PRIOR_WORDS = re.compile(
    # "the same half last year", "the corresponding period a year earlier", "the comparable
    # six months of the previous year": the current period's kind, one year before
    r"\b(?:(?:the\s+)?(?:same|corresponding|comparable|equivalent)\s+(?:half|period|six[\s-]+months"
    r"|half[\s-]+year)\s+(?:(?:of|in)\s+)?(?:(?:the\s+)?(?:prior|previous|last)\s+(?:financial\s+)?year"
    r"|a\s+year\s+(?:earlier|ago|before))"
    r"|(?:the\s+)?(?:prior|previous|last|preceding)[\s-]+(?:financial\s+)?(?:year|period|half)"
    r"|(?:the\s+)?(?:prior|previous)\s+corresponding\s+(?:period|half)|pcp"
    r"|a\s+year\s+(?:earlier|ago|before)|the\s+year\s+before|year[\s-]+(?:earlier|ago)"
    r"|comparative\s+period)\b",
    re.IGNORECASE,
)


HALF_WORDS = re.compile(
    r"(?<![A-Za-z0-9])(?:(?P<first>first[\s-]+half|1H|H1|half[\s-]+year|six[\s-]+months?|"
    r"6\s+months|the\s+half|interim\s+period)|(?P<second>second[\s-]+half|2H|H2))"
    r"(?![A-Za-z0-9])",
    re.IGNORECASE,
)


HALF_SHARE = re.compile(
    r"\b(?:of\s+(?:the\s+|its\s+)?(?:first[\s-]+half|half(?:[\s-]+year)?)(?:['’]s)?|"
    r"(?<!second[\s-])half['’]s)\b",
    re.IGNORECASE,
)
"""A share of the first half's earnings: "of the first half's", "of the half", "the half's"
("65 per cent of the half's profit"): a payout of the interim, in a report of the year; "the
second half's" is the other half. Read in a figure's label by the prose reader
(:mod:`mines.figures.prose_units`) and after a percentage by the verifier
(:mod:`mines.figures.verify_printed_label`)."""


_FULL_WORDS = re.compile(
    r"\b(?:full[\s-]+year|(?:this|the|current)\s+(?:financial\s+)?year)\b", re.IGNORECASE
)


def period_mentions(text: str, company: str, doc_period: Period | None) -> list[PeriodMention]:
    """Every period named in ``text`` (a sentence), in order, without overlaps.

    Closed periods ("year ended 30 June 2024"), named halves ("1H FY24"), fiscal years
    ("FY2023"), balance dates ("at 30 June 2023"), relative words ("prior year", "pcp")
    and bare half or full year words ("first half", "the year", resolved against
    ``doc_period``), as are periods closed without a year ("the year to June 30", "the
    half to December 31", "the December half": the one in ``doc_period``'s fiscal year).
    A bare calendar year ("in 2023") is RIO's fiscal year; for a June company it is named
    but not decidable (``period`` None). Other dates ("paid on 26 September 2024") are no
    period.
    """
    taken = Taken(len(text))
    found: list[PeriodMention] = []
    dateline = DATELINE_MONTH.match(text)
    if dateline is not None:  # "Perth, August 2021 — Fortescue ...": when it was written
        taken.add(dateline.start(), dateline.end())

    def scan(pattern: re.Pattern[str], read: Reader, rel: bool = False) -> None:
        for m in pattern.finditer(text):
            if taken.free(m.start(), m.end()):
                taken.add(m.start(), m.end())
                found.append(PeriodMention(m.start(), m.end(), read(m), rel))

    def at_date(m: re.Match[str]) -> Period | None:
        d = read_date(m)
        return period_ending(d.month, d.year, company) if d else None

    def balance_month(m: re.Match[str]) -> Period | None:
        month = MONTHS.get(m.group("m").lower()[:3])
        return period_ending(month, int(m.group("y")), company) if month else None

    def doc_relative(kind: PeriodKind | None) -> Callable[[re.Match[str]], Period | None]:
        def read(m: re.Match[str]) -> Period | None:
            if doc_period is None:
                return None
            return Period(doc_period.year, kind or doc_period.kind)

        return read

    def fy(m: re.Match[str]) -> Period | None:
        year = fiscal_year_of(m.group(0))
        return Period(year) if year else None

    def bare_year(m: re.Match[str]) -> Period | None:
        return Period(int(m.group(0))) if year_end_month(company) == 12 else None

    def yearless(m: re.Match[str]) -> Period | None:
        close = yearless_close(m)
        return close_within(*close, company, doc_period) if close and doc_period else None

    def month_named_half(m: re.Match[str]) -> Period | None:
        month = MONTHS.get(m.group("m1").lower()[:3])
        year = fiscal_year_of(m.group("fy")) if m.group("fy") else None
        within = Period(year) if year else doc_period  # "the December half of FY2022"
        return close_within(month, "half", company, within) if month and within else None

    def half_word(m: re.Match[str]) -> Period | None:
        if doc_period is None:
            return None
        return Period(doc_period.year, "H2" if m.group("second") else "H1")

    def on_calendar(read: Callable[[re.Match[str], str], Period | None]) -> Reader:
        return lambda m: read(m, company)

    for pattern, read_span in SPANS:
        scan(pattern, on_calendar(read_span))
    scan(ENDED, lambda m: ended_period(m, company))
    scan(MONTH_CLOSE, lambda m: month_close_period(m, company))
    scan(YEARLESS, yearless)
    scan(MONTH_NAMED_HALF, month_named_half)
    scan(HALF_FORM, lambda m: half_form_period(m, company, doc_period))
    scan(CAL_HALF, lambda m: cal_half_period(m, company))
    scan(FULL_FORM, lambda m: full_form_period(m, company))
    scan(AT_DATE, at_date)
    scan(BALANCE_MONTH, balance_month)  # "ended June 2022 with net debt of ..."
    for m in DATE_RE.finditer(text):  # any other date is no period: keep it from below
        taken.add(m.start(), m.end())
    scan(FY_MENTION, fy)
    # "in 2022-23": a June-year company's financial year, named by the two years it spans
    scan(SPLIT_YEAR, lambda m: None if year_end_month(company) == 12 else _split(m))
    scan(
        _PRIOR_WORDS,
        lambda m: doc_period.prior() if doc_period is not None else None,
        rel=True,
    )
    scan(_YEARS_BACK, lambda m: _years_back(m, found, doc_period))
    scan(HALF_WORDS, half_word)
    scan(_FULL_WORDS, doc_relative("FY"))
    scan(_BRACKET_PRIOR_YEAR, lambda m: _bracketed_prior_year(m, company, doc_period))
    scan(_BARE_YEAR, bare_year)
    found.sort(key=lambda p: p.start)
    if any(_YEAR_AS_FY.fullmatch(text, p.start, p.end) for p in found):
        # "for the 2024 year, against A$0.27 for 2023": a sentence that calls its
        # financial year by the year it closes in calls the year before the same way
        found = [
            PeriodMention(p.start, p.end, Period(int(text[p.start : p.end])))
            if p.period is None and _BARE_YEAR.fullmatch(text, p.start, p.end)
            else p
            for p in found
        ]
    return found


def _split(m: re.Match[str]) -> Period | None:
    year = split_year(m)
    return Period(year) if year else None


_YEAR_AS_FY = re.compile(r"(?:19|20)\d\d\s+(?:(?:financial|fiscal)\s+)?year", re.IGNORECASE)
"""A financial year named by the calendar year it closes in ("2024 financial year")."""


_YEARS_BACK = re.compile(
    r"\b(?P<n>two|three|four|2|3|4)\s+(?:financial\s+)?years\s+(?:earlier|ago|before)\b",
    re.IGNORECASE,
)
"""Some years before the period reported: "Two years earlier the shares carried ..."."""
_COUNTS = {"two": 2, "three": 3, "four": 4}


def _years_back(
    m: re.Match[str], found: list[PeriodMention], doc_period: Period | None
) -> Period | None:
    """The period ``m`` counts back to from the document's, when nothing else anchors it.

    "Two years earlier" in an FY2025 report is FY2023 (of the document's kind); after
    another period named before it in the sentence ("In FY2024 ...; two years earlier")
    it may count from that one: named, but not decidable (None).
    """
    if doc_period is None or any(p.start < m.start() for p in found):
        return None
    n = m.group("n").lower()
    return Period(doc_period.year - _COUNTS.get(n, int(n) if n.isdigit() else 0), doc_period.kind)


_BRACKET_PRIOR_YEAR = re.compile(r"(?<=\()(?:19|20)\d\d(?=\s*:)")
"""A year heading a bracketed comparative: "A$1.81 billion (2023: A$1,223 million)"."""


def _bracketed_prior_year(
    m: re.Match[str], company: str, doc_period: Period | None
) -> Period | None:
    """The year a year's report brackets its comparative under: the year before, by name.

    A year's report states the year before beside each figure as "(2023: X)"; for a June
    company a bare year is otherwise undecidable, but the year just before the report's
    own, so bracketed, can only be that financial year. Any other year stays undecided.
    """
    year = int(m.group(0))
    if year_end_month(company) == 12:
        return Period(year)
    if doc_period is None or doc_period.kind != "FY" or year != doc_period.year - 1:
        return None
    return Period(year)
