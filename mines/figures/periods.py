"""Reporting periods read from a document's own words.

Two questions, two functions:

* :func:`document_period` -- which period does a whole document report on? It weighs the
  document's own statements ("for the year ended 30 June 2024", "half year ended 31
  December 2023", "Appendix 4D", "1H FY24", "2023 full year", "2023 annual report"); a
  statement in the title or on the first page weighs most. A release date ("Released 21
  February 2024", "Sydney, 27 August 2024") and a URL never decide: a date only counts when
  it closes a period ("ended", "to", "as at"). A period the press closes without its year
  ("for the year to June 30", "the half to December 31") is the latest such period closed
  before the release date, as an analyst reads it.
* :func:`column_period` -- which period does a table column header name ("2024", "FY24",
  "2024 US$M", "Half year ended 31 December 2023", "H1 FY25", "30 June 2024", "2023
  restated")?

Fiscal years follow each company's calendar (``mines.figures.model.year_end_month``): FY2024
ends on 30 June 2024 for the June-year companies and on 31 December 2024 for RIO; H1 FY2024
is the half that ends six months earlier. Fiscal-year tokens ("FY24", "FY 2024") are read
with :func:`mines.question.years.normalise_fiscal_year`, the one place that knows their forms.

Pure: no I/O, no model. Every regular expression is compiled once and each function is
linear in the length of its input.
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from mines.figures.model import Period, PeriodKind, year_end_month
from mines.question.years import normalise_fiscal_year

_MONTHS: dict[str, int] = {
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
_DATE = (
    rf"(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?[\s-]+(?P<m1>{MONTH_PATTERN})[\s,-]+(?P<y1>(?:19|20)\d\d)"
    rf"|(?P<m2>{MONTH_PATTERN})\s+(?P<d2>\d{{1,2}}),?\s+(?P<y2>(?:19|20)\d\d))"
)
# A fiscal-year token as printed; its value is read by mines.question.years.normalise_fiscal_year.
_FY_TOKEN = r"(?:FY\s*'?\s*\d{2}(?:\d{2})?(?!\d)|(?:financial|fiscal)\s+(?:year\s+)?20\d\d(?!\d))"
_YEAR4 = r"(?:19|20)\d\d(?![\d,.%])"

_HALF_LEAD = r"half[\s-]*year|half|six\s+months|6\s+months|interim\s+period|first\s+half"
_FULL_LEAD = r"(?:full|financial|fiscal)[\s-]+year|twelve\s+months|12\s+months|year"
# "<lead> ended 30 June 2024": the lead says half or full year, the date which one.
_ENDED = re.compile(
    rf"(?P<lead>{_HALF_LEAD}|{_FULL_LEAD}|period)\s+(?:ended|ending|to)\s+(?:the\s+)?{_DATE}",
    re.IGNORECASE,
)
# A half closed by its month alone: "half year to December 2022", "six months to June
# 2022", "the December 2022 half" (the month ends the half; the company's calendar says
# which fiscal year it is in).
_MONTH_HALF = re.compile(
    rf"(?:(?:{_HALF_LEAD})\s+(?:ended|ending|to)\s+(?:the\s+)?(?P<m1>{MONTH_PATTERN})\s+"
    rf"(?P<y1>(?:19|20)\d\d)|(?:the\s+)?(?P<m2>{MONTH_PATTERN})\s+(?P<y2>(?:19|20)\d\d)\s+"
    rf"(?:half[\s-]*year|half))(?![A-Za-z0-9])",
    re.IGNORECASE,
)
_AS_AT = re.compile(rf"\bas\s+at\s+{_DATE}", re.IGNORECASE)
_AT_DATE = re.compile(rf"\b(?:as\s+)?at\s+{_DATE}", re.IGNORECASE)
_DATE_RE = re.compile(_DATE, re.IGNORECASE)
# A period closed by a day and month, or a month, with no year, as the press writes it:
# "the year to June 30", "the half to 31 December", "six months ended December 31", "the
# year to June". Its year is the latest such close before the release date (in a whole
# document, :func:`release_date`) or the document period's (in a sentence).
_NO_YEAR = r"(?![\s,'-]*(?:19|20)?\d\d(?!\d))"
_YEARLESS = re.compile(
    rf"(?<![A-Za-z])(?P<lead>{_HALF_LEAD}|{_FULL_LEAD})\s+(?:ended|ending|to)\s+(?:the\s+)?"
    rf"(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<m1>{MONTH_PATTERN}){_NO_YEAR}"
    rf"|(?P<m2>{MONTH_PATTERN})\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?(?!\d){_NO_YEAR}"
    rf"|(?P<m3>{MONTH_PATTERN})(?![A-Za-z]){_NO_YEAR})",
    re.IGNORECASE,
)
# "the December half", "the June half" with no year: a half named by its closing month.
_MONTH_NAMED_HALF = re.compile(
    rf"(?<![A-Za-z])(?P<m1>{MONTH_PATTERN})\s+half(?![A-Za-z])", re.IGNORECASE
)
# "1H FY24", "H1 FY2024", "1H24", "HY25", "first half of FY2024", "FY24 half year".
_HALF_FORM = re.compile(
    rf"(?<![A-Za-z0-9])(?:(?P<h>[12]H|H[12]|HY)\s*(?P<t1>{_FY_TOKEN}|\d{{2}}(?!\d)|{_YEAR4})"
    rf"|(?P<word>first|second)\s+half(?:\s+of)?(?:\s+the)?\s+(?P<t2>{_FY_TOKEN})"
    rf"|(?P<t3>{_FY_TOKEN})\s+(?:half[\s-]*year|interim|first\s+half|H1|1H)"
    rf"|(?P<t4>{_FY_TOKEN})\s+(?P<h4>second\s+half|H2|2H))",
    re.IGNORECASE,
)
# RIO words its half year by the calendar year: "2024 half year results", "half year 2024".
_CAL_HALF = re.compile(
    rf"(?<![\w$])(?:(?P<y1>{_YEAR4})\s+(?:half[\s-]*year|interim)\b"
    rf"|(?:first\s+half|half[\s-]*year|interim\s+results?)\s+(?:of\s+)?(?P<y2>{_YEAR4}))",
    re.IGNORECASE,
)
# "2023 full year", "full year 2023", "2023 annual report", "annual report 2023",
# "FY2024 results", "full year FY24".
_FULL_FORM = re.compile(
    rf"(?<![\w$])(?:(?P<y1>{_YEAR4}|{_FY_TOKEN})\s+(?:full[\s-]+year|annual\s+(?:financial\s+)?report)"
    rf"|(?:full[\s-]+year|annual\s+(?:financial\s+)?report)\s+(?:results?\s+)?(?:for\s+)?"
    rf"(?P<y2>{_YEAR4}|{_FY_TOKEN})"
    rf"|(?P<y3>{_FY_TOKEN})\s+(?:results|financial\s+results|annual\s+results))",
    re.IGNORECASE,
)
# "calendar 2025", "calendar year 2025", "the 2025 calendar year": RIO's fiscal year.
_CAL_YEAR = re.compile(
    r"(?<![\w$])(?:calendar\s+(?:year\s+)?(?P<y1>(?:19|20)\d\d)(?![\d%]|[,.]\d)"
    r"|(?P<y2>(?:19|20)\d\d)\s+calendar\s+year)",
    re.IGNORECASE,
)
_FY_MENTION = re.compile(rf"(?<![A-Za-z0-9]){_FY_TOKEN}", re.IGNORECASE)
_HALF_HINT = re.compile(
    r"appendix\s+4d|half[\s-]*year(?:ly)?\s+(?:financial\s+)?(?:report|results?|accounts|profit|"
    r"earnings|loss)|interim\s+(?:financial\s+)?(?:report|results?|accounts|profit|earnings|loss)|"
    r"first[\s-]half\s+(?:results?|profit|earnings|loss|net\s+profit|underlying)|"
    r"six\s+months\s+(?:to|ended|ending)\b",
    re.IGNORECASE,
)
_FULL_HINT = re.compile(
    r"appendix\s+4e|annual\s+(?:financial\s+)?report|full[\s-]+year\s+(?:financial\s+)?"
    r"(?:report|results?|accounts|profit|earnings|loss|net\s+profit|underlying)|"
    r"annual\s+(?:results?|profit|earnings|loss)|preliminary\s+final\s+report",
    re.IGNORECASE,
)
_NOT_REPORTED = re.compile(
    r"\b(?:from|than|versus|vs\.?|compared\s+(?:with|to)|since|by|until|before|through|beat|"
    r"beats|exceeded|above|below|against|over|on|"
    r"beyond|into|targets?|targeted|targeting|guidance|outlook|forecasts?|expected|expects?)"
    r"(?:\s+(?:the|its|levels?|of|in|for|end\s+of))*\s*$",
    re.IGNORECASE,
)
"""Words before a fiscal year that make it a comparison or a target, not the period reported."""
_URL = re.compile(r"(?:https?://|www\.)\S+|\b[\w.-]{1,80}\.(?:com|org|net|au|uk|io)/\S*", re.I)
_RESTATED = re.compile(r"\b(?:restated|re-presented|represented|audited|unaudited)\b", re.I)

_FIRST_PAGE_CHARS = 2500
"""Without form feeds, this many leading characters count as the first page."""
_STRONG = 4.0
_FORM = 3.0
_WEAK = 1.0


@dataclass(frozen=True)
class _Date:
    day: int
    month: int
    year: int


def _date(m: re.Match[str]) -> _Date | None:
    day, mon, year = (m.group("d1"), m.group("m1"), m.group("y1"))
    if day is None:
        day, mon, year = (m.group("d2"), m.group("m2"), m.group("y2"))
    if day is None or mon is None or year is None:
        return None
    month = _MONTHS.get(mon.lower()[:3])
    if month is None or not 1 <= int(day) <= 31:
        return None
    return _Date(int(day), month, int(year))


class _Taken:
    """Character positions already read by a more specific pattern (O(span) checks)."""

    def __init__(self, size: int) -> None:
        self._mask = bytearray(size)

    def add(self, start: int, end: int) -> None:
        self._mask[start:end] = b"\x01" * (end - start)

    def free(self, start: int, end: int) -> bool:
        return self._mask.find(1, start, end) < 0


@lru_cache(maxsize=1024)
def _fiscal_year(token: str) -> int | None:
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


def _ended_period(m: re.Match[str], company: str) -> Period | None:
    d = _date(m)
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


def _month_half_period(m: re.Match[str], company: str) -> Period | None:
    """The half a month closes ("six months to June 2022" is RIO's H1 FY2022)."""
    mon, year = (m.group("m1"), m.group("y1")) if m.group("m1") else (m.group("m2"), m.group("y2"))
    month = _MONTHS.get(mon.lower()[:3])
    return period_ending(month, int(year), company, "half") if month else None


def _yearless_close(m: re.Match[str]) -> tuple[int, str] | None:
    """The month and kind (``half``/``full``) of a period closed without its year."""
    mon = m.group("m1") or m.group("m2") or m.group("m3")
    day = m.group("d1") or m.group("d2")
    month = _MONTHS.get(mon.lower()[:3])
    if month is None or (day is not None and int(day) != monthrange(2001, month)[1]):
        return None  # "the year to June 15" is no reporting period
    lead = m.group("lead").lower()
    half = "half" in lead or "six" in lead or lead.startswith(("6", "interim", "first"))
    return month, "half" if half else "full"


def _close_before(month: int, kind: str | None, company: str, on: date) -> Period | None:
    """The period of ``kind`` that closed in ``month`` most recently before ``on``.

    A results item dated 28 August 2023 that reports "the year to June 30" reports the
    year ended 30 June 2023; one dated 17 February 2022 that reports "the year to December
    31" the year ended 31 December 2021.
    """
    closed = date(on.year, month, monthrange(on.year, month)[1])
    year = on.year if closed < on else on.year - 1
    return period_ending(month, year, company, kind)


def _close_within(month: int, kind: str | None, company: str, doc: Period) -> Period | None:
    """The period of ``kind`` closing in ``month`` that belongs to ``doc``'s fiscal year."""
    for year in (doc.year, doc.year - 1):
        period = period_ending(month, year, company, kind)
        if period is not None and period.year == doc.year:
            return period
    return None


def release_date(first_page: str, company: str) -> date | None:
    """The date a document was released on ("Perth | 28 August 2023"), or None.

    The first date of its first page that closes no period ("year ended 30 June 2024",
    "as at 31 December 2023") and is no balance date of ``company``'s calendar ("30 June
    2024" alone).
    """
    taken = _Taken(len(first_page))
    for pattern in (_ENDED, _AS_AT, _AT_DATE):
        for m in pattern.finditer(first_page):
            taken.add(m.start(), m.end())
    end = year_end_month(company)
    for m in _DATE_RE.finditer(first_page):
        d = _date(m)
        if d is None or not taken.free(m.start(), m.end()):
            continue
        balance = d.month in (end, 12 if end == 6 else 6)
        if balance and d.day == monthrange(d.year, d.month)[1]:
            continue
        try:
            return date(d.year, d.month, d.day)
        except ValueError:
            continue  # "31 June": no date
    return None


def _half_form_period(m: re.Match[str], company: str) -> Period | None:
    """A half named with a fiscal year ("1H FY24", "first half of FY2024", "FY24 H2")."""
    if m.group("h"):
        marker = m.group("h").upper()
        kind: PeriodKind = "H2" if "2" in marker else "H1"
        token = m.group("t1")
        if token.isdigit() and len(token) == 4 and year_end_month(company) != 12:
            return None  # "1H 2024" for a June company: calendar or fiscal half?
        year = _fiscal_year(token)
    elif m.group("word"):
        kind = "H2" if m.group("word").lower() == "second" else "H1"
        year = _fiscal_year(m.group("t2"))
    elif m.group("t3"):
        kind, year = "H1", _fiscal_year(m.group("t3"))
    else:
        kind, year = "H2", _fiscal_year(m.group("t4"))
    return Period(year, kind) if year else None


def _cal_half_period(m: re.Match[str], company: str) -> Period | None:
    """RIO's "2024 half year" is H1 FY2024; for a June company the year is ambiguous."""
    if year_end_month(company) != 12:
        return None
    return Period(int(m.group("y1") or m.group("y2")), "H1")


def _calendar_year_period(m: re.Match[str], company: str) -> Period | None:
    """A calendar year is RIO's fiscal year; it is none of a June company's."""
    if year_end_month(company) != 12:
        return None
    return Period(int(m.group("y1") or m.group("y2")))


def _full_form_period(m: re.Match[str], company: str) -> Period | None:
    token = m.group("y1") or m.group("y2") or m.group("y3")
    year = _fiscal_year(token)
    return Period(year, "FY") if year else None


def _first_page_end(text: str) -> int:
    ff = text.find("\f")
    return ff if 0 < ff else min(len(text), _FIRST_PAGE_CHARS)


def _title_end(text: str) -> int:
    """End offset of the title: the first non-empty line that is not a URL."""
    pos = 0
    for line in text.split("\n", 8):
        stripped = line.strip()
        if stripped and not _URL.fullmatch(stripped):
            return pos + len(line)
        pos += len(line) + 1
    return 0


def document_period(text: str, company: str) -> Period | None:
    """The period a whole document reports on, from its own statements.

    Args:
        text: The document's text (pages separated by form feeds, if known).
        company: The document's ticker (decides the financial calendar).

    Returns:
        The best-supported period, or None when the document states none. Statements
        that close a period ("year ended 30 June 2024", "half year ended 31 December
        2023"; "the year to June 30" without its year, in an item released 28 August
        2023: the latest such period closed before the release date) weigh most, then
        named periods ("1H FY24", "2023 full year", "2023 annual report"), then bare
        fiscal-year mentions; anything in the title weighs 3x and on the first page 2x.
        "Appendix 4D" or "half-year report" without a stated half makes a fiscal year
        named only loosely its first half. A dated item reports the latest period it
        states up front that closed before its release date.
    """
    masked = _URL.sub(lambda u: " " * len(u.group(0)), text)
    title_end = _title_end(masked)
    page_end = _first_page_end(masked)

    def weight(pos: int) -> float:
        if pos < title_end:
            return 3.0
        return 2.0 if pos < page_end else 1.0

    scores: dict[Period, float] = defaultdict(float)
    strong: set[Period] = set()
    up_front: set[Period] = set()  # stated (strong) in the title or on the first page
    taken = _Taken(len(masked))

    def add(period: Period | None, m: re.Match[str], base: float) -> None:
        taken.add(m.start(), m.end())
        if period is not None:
            scores[period] += base * weight(m.start())
            if base >= _FORM:
                strong.add(period)
                if weight(m.start()) > 1.0:
                    up_front.add(period)

    def free(m: re.Match[str]) -> bool:
        return taken.free(m.start(), m.end())

    for m in _ENDED.finditer(masked):
        add(_ended_period(m, company), m, _STRONG)
    for m in _HALF_FORM.finditer(masked):
        if free(m):
            add(_half_form_period(m, company), m, _FORM)
    for m in _CAL_HALF.finditer(masked):
        if free(m):
            add(_cal_half_period(m, company), m, _FORM)
    for m in _FULL_FORM.finditer(masked):
        if free(m):
            add(_full_form_period(m, company), m, _FORM)
    for m in _CAL_YEAR.finditer(masked):
        if free(m):
            add(_calendar_year_period(m, company), m, _FORM)
    for m in _AS_AT.finditer(masked):
        d = _date(m)
        if d is not None and free(m):
            add(period_ending(d.month, d.year, company), m, _WEAK)
    released = release_date(masked[:page_end], company)
    for m in _YEARLESS.finditer(masked):
        close = _yearless_close(m) if released is not None and free(m) else None
        if close is not None and released is not None:
            add(_close_before(*close, company, released), m, _STRONG)
    for m in _FY_MENTION.finditer(masked):
        if free(m) and not _NOT_REPORTED.search(masked, max(0, m.start() - 40), m.start()):
            year = _fiscal_year(m.group(0))
            add(Period(year) if year else None, m, _WEAK)
    half_hint = sum(weight(m.start()) for m in _HALF_HINT.finditer(masked))
    full_hint = sum(weight(m.start()) for m in _FULL_HINT.finditer(masked))
    if not scores:
        return _period_by_date(released, company, half_hint > 0, full_hint > 0)
    # A dated item reports the latest period it states up front that closed before its
    # release ("Sydney, 19 February 2026": calendar 2025, not the half to June 2025 it
    # looks back on, nor a comparative year); the hint words do not overrule it.
    latest = _latest_closed(up_front, scores, company, released)
    if latest is not None:
        return latest
    # A period the document states (a closed period or a named half) beats one that is
    # only mentioned, however often ("first half of FY2024 ... FY2024 guidance").
    best = max(scores, key=lambda p: (p in strong, scores[p], p.kind == "FY", p.year))
    if half_hint > full_hint:
        halves = [p for p in scores if p.kind == "H1"]
        if best.kind == "FY" and best not in strong:
            return Period(best.year, "H1")
        if best.kind == "FY" and halves:
            # A half-year report states its prior full year (balance sheet at 30 June)
            # and its half: the hint decides for the half.
            return max(halves, key=lambda p: (scores[p], p.year))
    elif full_hint > half_hint and best.kind != "FY":
        fulls = [p for p in scores if p.kind == "FY"]
        if fulls:
            return max(fulls, key=lambda p: (p in strong, scores[p], p.year))
    return best


_REPORTING_LAG_DAYS = 366
"""A results item comes out within months of its period's close: never a year later."""


def _latest_closed(
    stated: set[Period], scores: dict[Period, float], company: str, on: date | None
) -> Period | None:
    """Of the ``stated`` periods, the one that closed last before ``on`` (within a year).

    Two periods closing on one day (RIO's FY2025 and H2 FY2025): the better supported,
    then the full year. None without a release date or such a period.
    """
    if on is None:
        return None
    closed = [p for p in stated if 0 < (on - p.end(company)).days <= _REPORTING_LAG_DAYS]
    if not closed:
        return None
    return max(closed, key=lambda p: (p.end(company), scores[p], p.kind == "FY"))


def _period_by_date(on: date | None, company: str, half: bool, full: bool) -> Period | None:
    """A results item that names no period: the latest half or year ended before its date.

    "Fortescue first-half profit climbs ... 21 February 2024" reports the half ended 31
    December 2023 (H1 FY2024); a release date is never the period itself, only when the
    item was written. Without a half or full-year word, or a date, nothing is guessed.
    """
    if half == full or on is None:
        return None
    end = year_end_month(company)
    month = (12 if end == 6 else 6) if half else end
    return _close_before(month, "half" if half else "full", company, on)


_CHANGE_HEADER = re.compile(r"^\s*(?:%|change|var|variance|movement|note|notes|ref)\b", re.I)


def column_period(header: str, company: str, doc_period: Period | None) -> Period | None:
    """The period one table column header names, or None when it names none or several.

    Args:
        header: The flattened column header ("2024", "FY24", "2024 US$M", "Half year ended
            31 December 2023", "H1 FY25", "30 June 2024", "2023 restated").
        company: The document's ticker.
        doc_period: The document's period: in a half-year report a bare year column is a
            half (RIO "2023" is H1 FY2023), and balance dates follow the company calendar.

    Returns:
        The period, or None (a change column, no year, two different periods, or a bare
        year in a June company's half-year report whose convention cannot be told).
    """
    text = _RESTATED.sub(" ", header)
    if not text.strip() or _CHANGE_HEADER.match(text):
        return None
    found: list[Period] = []
    taken: list[tuple[int, int]] = []

    def keep(m: re.Match[str], period: Period | None) -> None:
        taken.append((m.start(), m.end()))
        if period is not None:
            found.append(period)

    def free(m: re.Match[str]) -> bool:
        return not any(m.start() < e and s < m.end() for s, e in taken)

    for m in _ENDED.finditer(text):
        keep(m, _ended_period(m, company))
    for m in _HALF_FORM.finditer(text):
        if free(m):
            keep(m, _half_form_period(m, company))
    for m in _CAL_HALF.finditer(text):
        if free(m):
            keep(m, _cal_half_period(m, company))
    for m in _COLUMN_HALF.finditer(text):
        if free(m):
            keep(m, _column_half_period(m, company))
    for m in _FULL_FORM.finditer(text):
        if free(m):
            keep(m, _full_form_period(m, company))  # "Full year 2023" even in a half report
    for m in re.finditer(_DATE, text, re.IGNORECASE):
        d = _date(m)
        if d is not None and free(m):
            keep(m, period_ending(d.month, d.year, company))
    for m in _MONTH_HALF.finditer(text):
        if free(m):
            keep(m, _month_half_period(m, company))  # "Half-year to Dec 2023", "Jun 2024 half"
    for m in _MONTH_YEAR.finditer(text):
        if free(m):
            keep(m, _month_year_period(m, company))
    for m in _FY_MENTION.finditer(text):
        if free(m):
            year = _fiscal_year(m.group(0))
            keep(m, _bare_year(year, company, doc_period, fiscal=True) if year else None)
    for m in _BARE_YEAR.finditer(text):
        if free(m):
            keep(m, _bare_year(int(m.group(0)), company, doc_period, fiscal=False))
    unique = set(found)
    if len(unique) != 1 or len(found) != len(taken):
        return None
    return found[0]


_BARE_YEAR = re.compile(r"(?<![\w$.,])(?:19|20)\d\d(?![\w,.%])")
# "Second half 2023", "2023 second half": a calendar half (RIO's H2 FY2023).
_COLUMN_HALF = re.compile(
    rf"(?<![\w$])(?:(?P<w1>first|second)\s+half(?:\s+of)?\s+(?P<y1>{_YEAR4})"
    rf"|(?P<y2>{_YEAR4})\s+(?P<w2>first|second)\s+half)",
    re.IGNORECASE,
)


def _column_half_period(m: re.Match[str], company: str) -> Period | None:
    """A half of a calendar year; for a June company the fiscal year cannot be told."""
    if year_end_month(company) != 12:
        return None
    word = (m.group("w1") or m.group("w2")).lower()
    return Period(int(m.group("y1") or m.group("y2")), "H2" if word == "second" else "H1")


# "Jun 2024", "Dec-23", "June 24" (a balance date or a half's end).
_MONTH_YEAR = re.compile(
    rf"(?<![\w])(?P<mon>{MONTH_PATTERN})[\s-]*'?(?P<yr>(?:19|20)?\d\d)(?!\d)", re.I
)


def _month_year_period(m: re.Match[str], company: str) -> Period | None:
    month = _MONTHS.get(m.group("mon").lower()[:3])
    if month is None:
        return None
    year = int(m.group("yr"))
    return period_ending(month, year + 2000 if year < 100 else year, company)


def _bare_year(
    year: int, company: str, doc_period: Period | None, *, fiscal: bool
) -> Period | None:
    """A year column: the fiscal year, or in a half-year report the half of that year."""
    if doc_period is None or doc_period.kind == "FY":
        return Period(year)
    if fiscal or year_end_month(company) == 12:
        return Period(year, doc_period.kind)
    # A June company's half-year column headed "2023": the half ended December 2023
    # (H1 FY2024) or the half of FY2023? Only a year that cannot be a December end
    # (the report's own fiscal year) tells.
    if year == doc_period.year:
        return Period(year, doc_period.kind)
    return None


@dataclass(frozen=True)
class PeriodMention:
    """A period named in prose: where, and which period (None: named but not decidable)."""

    start: int
    end: int
    period: Period | None
    relative: bool = False
    """True for "prior year", "last year", "pcp": resolved against the document period."""


_PRIOR_WORDS = re.compile(
    r"\b(?:(?:the\s+)?(?:prior|previous|last|preceding)[\s-]+(?:financial\s+)?(?:year|period|half)"
    r"|(?:the\s+)?(?:prior|previous)\s+corresponding\s+(?:period|half)|pcp"
    r"|a\s+year\s+(?:earlier|ago|before)|the\s+year\s+before|year[\s-]+earlier"
    r"|comparative\s+period)\b",
    re.IGNORECASE,
)
_HALF_WORDS = re.compile(
    r"(?<![A-Za-z0-9])(?:(?P<first>first[\s-]+half|1H|H1|half[\s-]+year|six[\s-]+months?|"
    r"6\s+months|the\s+half|interim\s+period)|(?P<second>second[\s-]+half|2H|H2))"
    r"(?![A-Za-z0-9])",
    re.IGNORECASE,
)
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
    taken = _Taken(len(text))
    found: list[PeriodMention] = []

    def scan(
        pattern: re.Pattern[str], read: Callable[[re.Match[str]], Period | None], rel: bool = False
    ) -> None:
        for m in pattern.finditer(text):
            if taken.free(m.start(), m.end()):
                taken.add(m.start(), m.end())
                found.append(PeriodMention(m.start(), m.end(), read(m), rel))

    def at_date(m: re.Match[str]) -> Period | None:
        d = _date(m)
        return period_ending(d.month, d.year, company) if d else None

    def doc_relative(kind: PeriodKind | None) -> Callable[[re.Match[str]], Period | None]:
        def read(m: re.Match[str]) -> Period | None:
            if doc_period is None:
                return None
            return Period(doc_period.year, kind or doc_period.kind)

        return read

    def fy(m: re.Match[str]) -> Period | None:
        year = _fiscal_year(m.group(0))
        return Period(year) if year else None

    def bare_year(m: re.Match[str]) -> Period | None:
        return Period(int(m.group(0))) if year_end_month(company) == 12 else None

    def yearless(m: re.Match[str]) -> Period | None:
        close = _yearless_close(m)
        return _close_within(*close, company, doc_period) if close and doc_period else None

    def month_named_half(m: re.Match[str]) -> Period | None:
        month = _MONTHS.get(m.group("m1").lower()[:3])
        return _close_within(month, "half", company, doc_period) if month and doc_period else None

    def half_word(m: re.Match[str]) -> Period | None:
        if doc_period is None:
            return None
        return Period(doc_period.year, "H2" if m.group("second") else "H1")

    scan(_ENDED, lambda m: _ended_period(m, company))
    scan(_MONTH_HALF, lambda m: _month_half_period(m, company))
    scan(_YEARLESS, yearless)
    scan(_MONTH_NAMED_HALF, month_named_half)
    scan(_HALF_FORM, lambda m: _half_form_period(m, company))
    scan(_CAL_HALF, lambda m: _cal_half_period(m, company))
    scan(_FULL_FORM, lambda m: _full_form_period(m, company))
    scan(_AT_DATE, at_date)
    for m in _DATE_RE.finditer(text):  # any other date is no period: keep it from below
        taken.add(m.start(), m.end())
    scan(_FY_MENTION, fy)
    scan(
        _PRIOR_WORDS,
        lambda m: doc_period.prior() if doc_period is not None else None,
        rel=True,
    )
    scan(_HALF_WORDS, half_word)
    scan(_FULL_WORDS, doc_relative("FY"))
    scan(_BARE_YEAR, bare_year)
    found.sort(key=lambda p: p.start)
    return found
