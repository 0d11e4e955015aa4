"""A period as printed: the forms of dates, fiscal years and halves, and the period each closes.

"30 June 2024", "half year ended 31 December 2023", "1H FY24", "2023 full year", "calendar
2025", "the year to June 30": each form with the period it names on a company's calendar
(``mines.figures.model.year_end_month``). :mod:`mines.figures.periods` weighs them for a
document, :mod:`mines.figures.column_periods` reads them in a column header and
:mod:`mines.figures.period_mentions` in a sentence. Pure; every pattern is compiled once.
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from mines.figures.model import Period, PeriodKind, year_end_month
from mines.question.years import CALENDAR_HALF, MONTH_SPAN, normalise_fiscal_year

MONTHS: dict[str, int] = {
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "may": 5,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}


# A month name as printed ("Jun", "June", "Sept."); also read by mines.text_reading.
MONTH_PATTERN = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)


# "30 June 2024", "30-Jun-2024", "June 30, 2024".
DATE_FORM = (
    rf"(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+(?P<m1>{MONTH_PATTERN})[\s,-]+"
    r"(?P<y1>(?:19|20)\d\d)"
    rf"|(?P<m2>{MONTH_PATTERN})\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y2>(?:19|20)\d\d))"
)


# A fiscal-year token as printed; its value is read by mines.question.years.normalise_fiscal_year.
_FY_TOKEN = r"(?:FY\s*'?\s*\d{2}(?:\d{2})?(?!\d)|(?:financial|fiscal)\s+(?:year\s+)?20\d\d(?!\d))"


YEAR4 = r"(?:19|20)\d\d(?![\d,.%])"


_HALF_LEAD = r"half[\s-]*year|half|six\s+months|6\s+months|interim\s+period|first\s+half"
_FULL_LEAD = r"(?:full|financial|fiscal)[\s-]+year|twelve\s+months|12\s+months|year"
# what a period's accounts are called before its close: "the half-year accounts to 31 Dec"
_ACCOUNTS = r"(?:\s+(?:accounts|results|financial\s+(?:statements|report)))?"


# "<lead> ended 30 June 2024": the lead says half or full year, the date which one.
ENDED = re.compile(
    rf"(?P<lead>{_HALF_LEAD}|{_FULL_LEAD}|period){_ACCOUNTS}\s+(?:ended|ending|to)\s+(?:the\s+)?"
    rf"{DATE_FORM}",
    re.IGNORECASE,
)


# A period closed by its month alone, on the company's calendar: "half year to December
# 2022", "six months to June 2022", "the December 2022 half", "the year to June 2024".
MONTH_CLOSE = re.compile(
    rf"(?:(?P<lead>{_HALF_LEAD}|{_FULL_LEAD}){_ACCOUNTS}\s+(?:ended|ending|to)\s+(?:the\s+)?"
    rf"(?:end\s+of\s+)?(?P<m1>{MONTH_PATTERN})\s+(?P<y1>(?:19|20)\d\d)"
    rf"|(?:the\s+)?(?P<m2>{MONTH_PATTERN})\s+(?P<y2>(?:19|20)\d\d)\s+(?:half[\s-]*year|half))"
    r"(?![A-Za-z0-9])",
    re.IGNORECASE,
)


AS_AT = re.compile(rf"\bas\s+at\s+{DATE_FORM}", re.IGNORECASE)


AT_DATE = re.compile(rf"\b(?:as\s+)?at\s+{DATE_FORM}", re.IGNORECASE)


DATE_RE = re.compile(DATE_FORM, re.IGNORECASE)


# A dateline or byline that prints only the month: "Perth, August 2022", "*Melbourne |
# August 2022 | Mining*", "PERTH, Aug 2021 (Reuters) - ...", "By a reporter · August 2024".
# A place, a byline or a section may lead it after a separator; a line of the month and
# year alone under a headline ("August 2022") is the date too, but a balance month
# alone ("June 2024": a column header, a balance date) is none (:func:`release_date`). The
# month stands for its first day. A news agency's tag ("(Reuters)", "(AAP)") marks it as
# a dateline for certain.
DATELINE_MONTH = re.compile(
    rf"^[\s*_]*(?:[A-Za-z][A-Za-z.'’ ]{{1,30}}\s*[,|–—·•]\s*)?(?P<m>{MONTH_PATTERN})\s+"
    r"(?P<y>(?:19|20)\d\d)(?:\s*\((?P<agency>[A-Za-z][A-Za-z .&/-]{1,30})\))?"
    r"(?:(?:\s*[|,–—·•]\s*[A-Za-z][A-Za-z &]{0,30})?[\s*_]*$|\s*[-–—]\s)",
    re.IGNORECASE | re.MULTILINE,
)


# A labelled publication line with a date in figures or a month: "Published: 22/08/2024"
# (day first, as Australian outlets print it), "Updated 2024-08-22 09:10", "Posted:
# August 2024", a line opening "Date: 22/08/2024". A date in words after the label is read
# by :data:`DATE_RE`.
PUBLISHED = re.compile(
    r"(?:\b(?:(?:first|last)\s+)?(?:published|updated|posted|modified|released)\b"
    r"|^[ \t*_>#-]*(?:date|dated|release\s+date|publication\s+date)\b)[\s:*_]*(?:on\s+)?"
    r"(?:(?P<d>\d{1,2})[/.](?P<mo>\d{1,2})[/.](?P<y>(?:19|20)\d\d)(?!\d)"
    r"|(?P<iy>(?:19|20)\d\d)-(?P<im>\d\d)-(?P<id>\d\d)(?!\d)"
    rf"|(?P<m>{MONTH_PATTERN})\s+(?P<my>(?:19|20)\d\d)(?!\d))",
    re.IGNORECASE | re.MULTILINE,
)


# A date in figures, year first, as machines print it: "2024-08-20", a timestamp
# "2024-08-20T09:30:00+10:00" or "2024-08-20 09:30". Its time and zone are no part of it.
ISO_DATE = re.compile(
    r"(?<![\d/.-])(?P<iy>(?:19|20)\d\d)-(?P<im>\d\d)-(?P<id>\d\d)"
    r"(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:\s*(?:Z|[+-]\d\d:?\d\d))?)?(?![\d/-])"
)


def iso_date(m: re.Match[str]) -> date | None:
    """The day an :data:`ISO_DATE` match prints (None: no such day, "2024-02-30")."""
    try:
        return date(int(m.group("iy")), int(m.group("im")), int(m.group("id")))
    except ValueError:
        return None


def date_value(value: str) -> date | None:
    """The day a metadata value names: a front matter's ``date:`` or ``published_at:``.

    "2024-08-20", "2024-08-20T09:30:00+10:00", "20 August 2024", "Aug. 20, 2024",
    "Tue, 20 Aug 2024 09:30:00 +1000" (an RSS ``pubDate``), "20/08/2024" (day first, as
    Australian outlets print it). None when it names no whole day.
    """
    text = value.strip().strip("'\"")
    iso = ISO_DATE.search(text)
    if iso:
        return iso_date(iso)
    words = DATE_RE.search(text)
    figures = _DAY_FIRST.search(text)
    d = read_date(words) if words else None
    try:
        if d is not None:
            return date(d.year, d.month, d.day)
        if figures and not words:
            return date(int(figures["y"]), int(figures["mo"]), int(figures["d"]))
    except ValueError:
        return None
    return None


_DAY_FIRST = re.compile(
    r"(?<![\d/.])(?P<d>\d{1,2})[/.](?P<mo>\d{1,2})[/.](?P<y>(?:19|20)\d\d)(?!\d)"
)


# A date in figures on a line of its own, day first as Australian outlets print it
# ("20-08-2024", "20/08/2024 | Mining", "Tue 20.08.2024 9:30am"): a dateline.
NUMERIC_DATELINE = re.compile(
    r"^[\s*_>|-]*(?:[A-Za-z]{3,9},?\s+)?(?P<d>\d{1,2})[/.-](?P<mo>\d{1,2})[/.-]"
    r"(?P<y>(?:19|20)\d\d)(?!\d)(?:[\s,|·•-]+[\w:.+ ]{0,30})?[\s*_]*$",
    re.MULTILINE,
)


def numeric_dateline(m: re.Match[str]) -> date | None:
    """The day a :data:`NUMERIC_DATELINE` match prints (None: no such day)."""
    try:
        return date(int(m.group("y")), int(m.group("mo")), int(m.group("d")))
    except ValueError:
        return None


def published_date(m: re.Match[str]) -> date | None:
    """The date a :data:`PUBLISHED` match prints (a month alone: its first day)."""
    if m.group("m"):
        month = MONTHS.get(m.group("m").lower()[:3])
        return date(int(m.group("my")), month, 1) if month else None
    if m.group("iy"):
        parts = (m.group("iy"), m.group("im"), m.group("id"))
    else:
        parts = (m.group("y"), m.group("mo"), m.group("d"))
    try:
        return date(*(int(p) for p in parts))
    except ValueError:
        return None


# A period closed by a day and month, or a month, with no year, as the press writes it:
# "the year to June 30", "the half to 31 December", "six months ended December 31", "the
# year to June". Its year is the latest such close before the release date (in a whole
# document, :func:`release_date`) or the document period's (in a sentence).
_NO_YEAR = r"(?![\s,'-]*(?:19|20)?\d\d(?!\d))"


YEARLESS = re.compile(
    rf"(?<![A-Za-z])(?P<lead>{_HALF_LEAD}|{_FULL_LEAD})\s+"
    r"(?:(?:that|which)\s+(?:ended|closed)\s+in|ended|ending|to|through)\s+(?:the\s+)?"
    r"(?:end\s+of\s+)?"
    rf"(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<m1>{MONTH_PATTERN}){_NO_YEAR}"
    rf"|(?P<m2>{MONTH_PATTERN})\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?(?!\d){_NO_YEAR}"
    rf"|(?P<m3>{MONTH_PATTERN})(?![A-Za-z]){_NO_YEAR})",
    re.IGNORECASE,
)


# "the December half", "the June half" with no year: a half named by its closing month;
# "the December half of FY2022" names its fiscal year too.
MONTH_NAMED_HALF = re.compile(
    rf"(?<![A-Za-z])(?P<m1>{MONTH_PATTERN})\s+half(?:[\s-]+year)?(?![A-Za-z])"
    rf"(?:\s+(?:of\s+)?(?:the\s+)?(?P<fy>{_FY_TOKEN}))?",
    re.IGNORECASE,
)


# "1H FY24", "H1 FY2024", "H2 of FY2022", "1H24", "HY25", "first half of FY2024", "the last
# six months of FY22", "FY24 half year".
HALF_FORM = re.compile(
    rf"(?<![A-Za-z0-9])(?:(?P<h>[12]H|H[12]|HY)\s*(?:of\s+(?:the\s+)?)?"
    rf"(?P<t1>{_FY_TOKEN}|\d{{2}}(?!\d)|{YEAR4})"
    rf"|(?P<word>first|second|last)\s+(?:half|six\s+months|6\s+months)(?:\s+of)?(?:\s+the)?\s+"
    rf"(?P<t2>{_FY_TOKEN})"
    rf"|(?P<t3>{_FY_TOKEN})\s+(?:half[\s-]*year|interim|first\s+half|H1|1H)"
    rf"|(?P<t4>{_FY_TOKEN})\s+(?P<h4>second\s+half|H2|2H))",
    re.IGNORECASE,
)


# RIO words its half year by the calendar year: "2024 half year results", "half year 2024",
# "the first six months of 2024".
CAL_HALF = re.compile(
    rf"(?<![\w$])(?:(?P<y1>{YEAR4})\s+(?:half[\s-]*year|interim)\b"
    rf"|(?:first\s+half|first\s+six\s+months|half[\s-]*year|interim\s+results?)\s+"
    rf"(?:of\s+)?(?P<y2>{YEAR4})"
    rf"|(?P<y3>{YEAR4})\s+second[\s-]+half\b|second[\s-]+half\s+(?:of\s+)?(?P<y4>{YEAR4}))",
    re.IGNORECASE,
)


# "2023 full year", "full year 2023", "2023 annual report", "annual report 2023",
# "FY2024 results", "full year FY24".
FULL_FORM = re.compile(
    rf"(?<![\w$])(?:(?P<y1>{YEAR4}|{_FY_TOKEN})\s+(?:full[\s-]+year|annual\s+(?:financial\s+)?report)"
    rf"|(?:full[\s-]+year|annual\s+(?:financial\s+)?report)\s+(?:results?\s+)?(?:for\s+)?"
    rf"(?P<y2>{YEAR4}|{_FY_TOKEN})"
    rf"|(?P<y3>{_FY_TOKEN})\s+(?:results|financial\s+results|annual\s+results)"
    r"|(?:(?:19|20)\d\d\s*[-/–]\s*)?(?P<y4>(?:19|20)?\d\d)\s+(?:financial|fiscal)\s+year\b)",
    re.IGNORECASE,
)
"""A full year in words: "FY24 results", "2024 full year", "the 2024 financial year", "the
2023-24 fiscal year" (the year it closes in)."""


# "calendar 2025", "calendar year 2025", "the 2025 calendar year": RIO's fiscal year.
CAL_YEAR = re.compile(
    r"(?<![\w$])(?:calendar\s+(?:year\s+)?(?P<y1>(?:19|20)\d\d)(?![\d%]|[,.]\d)"
    r"|(?P<y2>(?:19|20)\d\d)\s+calendar\s+year)",
    re.IGNORECASE,
)


FY_MENTION = re.compile(rf"(?<![A-Za-z0-9]){_FY_TOKEN}", re.IGNORECASE)


@dataclass(frozen=True)
class _PrintedDate:
    day: int
    month: int
    year: int


def read_date(m: re.Match[str]) -> _PrintedDate | None:
    """The date a :data:`DATE_FORM` match prints (``None``: no valid date)."""
    day, mon, year = (m.group("d1"), m.group("m1"), m.group("y1"))
    if day is None:
        day, mon, year = (m.group("d2"), m.group("m2"), m.group("y2"))
    if day is None or mon is None or year is None:
        return None
    month = MONTHS.get(mon.lower()[:3])
    if month is None or not 1 <= int(day) <= 31:
        return None
    return _PrintedDate(int(day), month, int(year))


class Taken:
    """Character positions already read by a more specific pattern (O(span) checks)."""

    def __init__(self, size: int) -> None:
        self._mask = bytearray(size)

    def add(self, start: int, end: int) -> None:
        """Mark ``start:end`` as taken."""
        self._mask[start:end] = b"\x01" * (end - start)

    def free(self, start: int, end: int) -> bool:
        """Whether nothing in ``start:end`` is taken."""
        return self._mask.find(1, start, end) < 0


@lru_cache(maxsize=1024)
def fiscal_year_of(token: str) -> int | None:
    """The fiscal year of a printed token ("FY24", "FY 2024", "2024", "24")."""
    token = token.strip()
    if token.isdigit():
        year = int(token)
        return year + 2000 if year < 100 else year
    label = normalise_fiscal_year(token)
    return int(label[2:]) if label else None


def period_ending(month: int, year: int, company: str, kind: str | None = None) -> Period | None:
    """The period of ``company`` that ends in ``month`` of ``year``.

    ``kind`` is ``"half"`` (a six-month period), ``"full"`` (a twelve-month period) or
    None (a balance date: the fiscal year when ``month`` is the year end, else the first
    half). A twelve-month period that does not end at the company's year end is not one of
    its fiscal years (None).
    """
    end = year_end_month(company)
    mid = 12 if end == 6 else 6
    if kind == "full":
        return Period(year, "FY") if month == end else None
    if month == end:
        return Period(year, "H2") if kind == "half" else Period(year, "FY")
    if month == mid:
        return Period(year + 1 if end == 6 else year, "H1")
    return None


def ended_period(m: re.Match[str], company: str) -> Period | None:
    """The period an :data:`ENDED` match closes on ``company``'s calendar."""
    d = read_date(m)
    if d is None:
        return None
    lead = " ".join(m.group("lead").lower().replace("-", " ").split())
    if lead == "period":
        kind = None
    elif "half" in lead or "six" in lead or lead.startswith(("6 ", "interim")):
        kind = "half"
    else:
        kind = "full"
    return period_ending(d.month, d.year, company, kind)


def month_close_period(m: re.Match[str], company: str) -> Period | None:
    """The period a month closes: "six months to June 2022" is RIO's H1 FY2022."""
    mon, year = (m.group("m1"), m.group("y1")) if m.group("m1") else (m.group("m2"), m.group("y2"))
    month = MONTHS.get(mon.lower()[:3])
    lead = (m.group("lead") or "half").lower()
    half = "half" in lead or "six" in lead or lead.startswith(("6", "interim", "first"))
    return period_ending(month, int(year), company, "half" if half else "full") if month else None


def yearless_close(m: re.Match[str]) -> tuple[int, str] | None:
    """The month and kind (``half``/``full``) of a period closed without its year."""
    mon = m.group("m1") or m.group("m2") or m.group("m3")
    day = m.group("d1") or m.group("d2")
    month = MONTHS.get(mon.lower()[:3])
    if month is None or (day is not None and int(day) != monthrange(2001, month)[1]):
        return None  # "the year to June 15" is no reporting period
    lead = m.group("lead").lower()
    half = "half" in lead or "six" in lead or lead.startswith(("6", "interim", "first"))
    return month, "half" if half else "full"


def close_before(month: int, kind: str | None, company: str, on: date) -> Period | None:
    """The period of ``kind`` that closed in ``month`` most recently before ``on``.

    A results item dated 28 August 2023 that reports "the year to June 30" reports the
    year ended 30 June 2023; one dated 17 February 2022 that reports "the year to December
    31" the year ended 31 December 2021.
    """
    closed = date(on.year, month, monthrange(on.year, month)[1])
    year = on.year if closed < on else on.year - 1
    return period_ending(month, year, company, kind)


def close_within(month: int, kind: str | None, company: str, doc: Period) -> Period | None:
    """The period of ``kind`` closing in ``month`` that belongs to ``doc``'s fiscal year."""
    for year in (doc.year, doc.year - 1):
        period = period_ending(month, year, company, kind)
        if period is not None and period.year == doc.year:
            return period
    return None


def half_form_period(m: re.Match[str], company: str, doc: Period | None = None) -> Period | None:
    """A half named with a fiscal year ("1H FY24", "first half of FY2024", "FY24 H2").

    "HY2022" is the half year of FY2022, as ASX reporters write it. "1H 2022" of a
    June-year company may name a calendar or a fiscal half; in its own half-year report
    (``doc``, H1 FY2022 closing December 2021) the report's fiscal year tells: no calendar
    half of 2022 had closed by then.
    """
    if m.group("h"):
        marker = m.group("h").upper()
        kind: PeriodKind = "H2" if "2" in marker else "H1"
        token = m.group("t1")
        calendar = token.isdigit() and len(token) == 4 and marker != "HY"
        if calendar and year_end_month(company) != 12:
            if doc is None or doc.kind != kind or int(token) != doc.year:
                return None  # "1H 2024" for a June company: calendar or fiscal half?
        year = fiscal_year_of(token)
    elif m.group("word"):
        kind = "H1" if m.group("word").lower() == "first" else "H2"
        year = fiscal_year_of(m.group("t2"))
    elif m.group("t3"):
        kind, year = "H1", fiscal_year_of(m.group("t3"))
    else:
        kind, year = "H2", fiscal_year_of(m.group("t4"))
    return Period(year, kind) if year else None


def month_span_period(m: re.Match[str], company: str) -> Period | None:
    """The half or year a :data:`MONTH_SPAN` closes on ``company``'s calendar.

    "January to June 2022" is RIO's H1 FY2022 and a June-year company's H2 FY2022; a span
    of another length (a quarter) is none.
    """
    first, last = MONTHS[m.group("a").lower()[:3]], MONTHS[m.group("b").lower()[:3]]
    end_year = int(m.group("yb"))
    start_year = int(m.group("ya")) if m.group("ya") else end_year - (first > last)
    months = (end_year - start_year) * 12 + last - first + 1
    kind = {6: "half", 12: "full"}.get(months)
    return period_ending(last, end_year, company, kind) if kind else None


def calendar_half_period(m: re.Match[str], company: str) -> Period | None:
    """The fiscal half a :data:`CALENDAR_HALF` names on ``company``'s calendar.

    January to June 2022 is RIO's H1 FY2022 and a June-year company's H2 FY2022; July to
    December 2021 is RIO's H2 FY2021 and a June-year company's H1 FY2022.
    """
    word = (m.group("w1") or m.group("w2") or "").lower()
    second = "2" in (m.group("h") or "") or word in ("second", "last", "final", "closing")
    token = m.group("y1") or m.group("y2") or m.group("y3") or m.group("y4")
    year = int(token) + (2000 if len(token) == 2 else 0)
    return period_ending(12 if second else 6, year, company, "half")


def cal_half_period(m: re.Match[str], company: str) -> Period | None:
    """RIO's "2024 half year" is H1 FY2024 and its "second half of 2024" H2 FY2024.

    For a June company the year is ambiguous (calendar or fiscal half): None.
    """
    if year_end_month(company) != 12:
        return None
    if m.group("y3") or m.group("y4"):
        return Period(int(m.group("y3") or m.group("y4")), "H2")
    return Period(int(m.group("y1") or m.group("y2")), "H1")


def calendar_year_period(m: re.Match[str], company: str) -> Period | None:
    """A calendar year is RIO's fiscal year; it is none of a June company's."""
    if year_end_month(company) != 12:
        return None
    return Period(int(m.group("y1") or m.group("y2")))


def full_form_period(m: re.Match[str], company: str) -> Period | None:
    """The full year a :data:`FULL_FORM` match names."""
    token = m.group("y1") or m.group("y2") or m.group("y3") or m.group("y4")
    year = fiscal_year_of(token)
    return Period(year, "FY") if year else None


SPANS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], str], Period | None]], ...] = (
    (MONTH_SPAN, month_span_period),
    (CALENDAR_HALF, calendar_half_period),
)
"""Halves and years named by their months ("January to June 2022", "the first six months
of 2022"): read before any form that would take their closing month or year alone."""


_TABLE_ROW = re.compile(r"^\s*\||\S(?: {3,}|\t)\S.*\S(?: {3,}|\t)\S")
"""A line of table cells: a markdown row, or three cells set apart by runs of spaces."""


_EVENT_DATE = re.compile(
    r"\b(?:record|payment|payable|ex[\s-]*dividend|settlement|closing|meeting|agm)"
    r"(?:\s+date)?\s*(?:is|was|will\s+be|of|on)?[\s:]*$|\b(?:paid|payable|held|due)\s+on\s*$",
    re.IGNORECASE,
)
"""Words before a date that make it an event's date (a dividend's record or payment date,
a meeting), not the day the document was released."""


def _dated_event(text: str, pos: int) -> bool:
    """Whether the date at ``pos`` is a table cell or an event's date, never a dateline."""
    line_start = text.rfind("\n", 0, pos) + 1
    line_end = text.find("\n", pos)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    return bool(_TABLE_ROW.search(line) or _EVENT_DATE.search(text, max(0, pos - 40), pos))


def release_date(first_page: str, company: str) -> date | None:
    """The date a document was released on ("Perth | 28 August 2023"), or None.

    The first date of its first page that closes no period ("year ended 30 June 2024",
    "as at 31 December 2023") and is no balance date of ``company``'s calendar ("30 June
    2024" alone): a date in words, a labelled publication line ("Published: 22/08/2024",
    "Updated 2024-08-22") or a dateline or byline that prints only its month ("Perth,
    August 2022", "PERTH, Aug 2021 (Reuters) -"), which counts from the first of that
    month unless the month is a balance month printed without an agency's tag.
    """
    taken = Taken(len(first_page))
    for pattern in (ENDED, AS_AT, AT_DATE):
        for m in pattern.finditer(first_page):
            taken.add(m.start(), m.end())
    end = year_end_month(company)
    balance_months = (end, 12 if end == 6 else 6)
    found: list[tuple[int, date]] = []
    for m in DATE_RE.finditer(first_page):
        d = read_date(m)
        if d is None or not taken.free(m.start(), m.end()) or _dated_event(first_page, m.start()):
            continue
        if d.month in balance_months and d.day == monthrange(d.year, d.month)[1]:
            continue
        try:
            found.append((m.start(), date(d.year, d.month, d.day)))
        except ValueError:
            continue  # "31 June": no date
        break
    for m in ISO_DATE.finditer(first_page):
        printed = iso_date(m)
        if printed is None or not taken.free(m.start(), m.end()):
            continue
        if _dated_event(first_page, m.start()):
            continue
        if (
            printed.month in balance_months
            and printed.day == monthrange(printed.year, printed.month)[1]
        ):
            continue
        found.append((m.start(), printed))
        break
    for m in PUBLISHED.finditer(first_page):
        printed = published_date(m)
        if printed is not None:
            found.append((m.start(), printed))
            break
    for m in NUMERIC_DATELINE.finditer(first_page):
        printed = numeric_dateline(m)
        if printed is not None and taken.free(m.start(), m.end()):
            found.append((m.start(), printed))
            break
    for m in DATELINE_MONTH.finditer(first_page):
        month = MONTHS.get(m.group("m").lower()[:3])
        if month is None or not taken.free(m.start(), m.end()):
            continue
        if month in balance_months and not m.group("agency"):
            continue  # "Perth, June 2024" might be a balance date printed without its day
        found.append((m.start(), date(int(m.group("y")), month, 1)))
        break
    return min(found)[1] if found else None


_DATE_LINE_WORDS = re.compile(
    r"\b(?:(?:first|last)\s+)?(?:published|updated|posted|modified|released|filed|on|at|"
    r"mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b(?:am|pm|aest|aedt|awst|acst|gmt|utc|bst)\b|"
    r"\d{1,2}[:.]\d\d\s*(?:am|pm)?|[+-]\d\d:?\d\d\b|[\s,:;|·•*_()\[\]-]",
    re.IGNORECASE,
)
"""What a date line holds beside its date: a label, a weekday, a time and its zone."""


def closing_date_line(text: str, company: str) -> date | None:
    """The release date a piece prints on a line of its own at its end, or None.

    Some outlets close a story with its date ("First published on Tuesday 20 August
    2024", "2024-08-20T09:30:00+10:00", "Last modified: 20/08/2024"). Only the last few
    lines are read, and only a line holding a date and nothing but a label, a weekday or
    a time: a sentence naming a date there is no dateline.
    """
    lines = [ln.strip() for ln in text.rstrip().split("\n")[-4:] if ln.strip()]
    for line in reversed(lines[-3:]):
        if len(line) > 90:
            continue
        released = release_date(line, company)
        if released is None:
            continue
        rest = line
        for pattern in (ISO_DATE, PUBLISHED, DATE_RE, NUMERIC_DATELINE):
            rest = pattern.sub(" ", rest)
        if not _DATE_LINE_WORDS.sub("", rest):
            return released
    return None
