"""A period as printed: the forms of dates, fiscal years and halves, and the period each closes.

"30 June 2024", "half year ended 31 December 2023", "1H FY24", "2023 full year", "calendar
2025", "the year to June 30": each form with the period it names on a company's calendar
(``mines.figures.model.year_end_month``). :mod:`mines.figures.periods` weighs them for a
document, :mod:`mines.figures.column_periods` reads them in a column header and
:mod:`mines.figures.period_mentions` in a sentence; a release date is read in
:mod:`mines.figures.release_dates`. Pure; every pattern is compiled once.
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from mines.figures.model import Period, PeriodKind, year_end_month
from mines.numbers import MONTH_PATTERN
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


# A quarter closed by its date: "quarter ended 30 June 2025", "three months to 30 June 2023".
QUARTER_ENDED = re.compile(
    rf"\b(?:quarter|three[\s-]+months|3[\s-]+months)\s+(?:ended|ending|to)\s+(?:the\s+)?"
    rf"{DATE_FORM}",
    re.IGNORECASE,
)


# A period closed by its month alone, on the company's calendar: "half year to December
# 2022", "six months to June 2022", "the December 2022 half", "the year to June 2024".
MONTH_CLOSE = re.compile(
    rf"(?:(?P<lead>{_HALF_LEAD}|{_FULL_LEAD}){_ACCOUNTS}\s+(?:ended|ending|to)\s+(?:the\s+)?"
    rf"(?:end\s+of\s+)?(?P<m1>{MONTH_PATTERN})\s+(?P<y1>(?:19|20)\d\d)"
    # "Jun 2024 half", "Jun-24 half": the half closing then
    rf"|(?:the\s+)?(?P<m2>{MONTH_PATTERN})[\s-]+'?(?P<y2>(?:19|20)?\d\d)\s+(?:half[\s-]*year|half))"
    r"(?![A-Za-z0-9])",
    re.IGNORECASE,
)


MONTH_END = re.compile(
    rf"\b(?:the\s+)?(?:end|close)\s+of\s+(?P<m>{MONTH_PATTERN})\s+(?P<y>(?:19|20)\d\d)(?![A-Za-z0-9])",
    re.IGNORECASE,
)
"""A balance date named by its month's end ("at the end of December 2024")."""


BALANCE_MONTH = re.compile(
    r"\b(?:(?:as\s+)?(?:at|of)|(?:ended|finished|closed|exited)(?:\s+(?:in|at))?"
    r"|(?:the\s+)?(?:end|close)\s+of)\s+"
    rf"(?P<m>{MONTH_PATTERN})\s+(?P<y>(?:19|20)\d\d)"
    r"(?![A-Za-z0-9]|\s+(?:half|quarter|year|six|three|months?|period)\b)",
    re.IGNORECASE,
)
"""A balance date named by its month alone, after a closing or balance word: "ended June
2022 with net debt of", "as at December 2023", "at the end of June 2024" (not "the June
2022 quarter": a period, read elsewhere)."""


AS_AT = re.compile(rf"\bas\s+at\s+{DATE_FORM}", re.IGNORECASE)


AT_DATE = re.compile(rf"\b(?:as\s+(?:at|of)|at)\s+{DATE_FORM}", re.IGNORECASE)
"""A balance date: "at 30 June 2024", "as at 31 December 2023", "as of 30 June 2024"."""


DATE_RE = re.compile(DATE_FORM, re.IGNORECASE)


# A period closed by a day and month, or a month, with no year, as the press writes it:
# "the year to June 30", "the half to 31 December", "six months ended December 31", "the
# year to June". Its year is the latest such close before the release date (in a whole
# document, :mod:`mines.figures.release_dates`) or the document period's (in a sentence).
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
    rf"(?<![A-Za-z])(?P<m1>{MONTH_PATTERN})[\s-]+half(?:[\s-]+year)?(?![A-Za-z])"
    rf"(?:\s+(?:of\s+)?(?:the\s+)?(?P<fy>{_FY_TOKEN}))?",
    re.IGNORECASE,
)


# "1H FY24", "H1 FY2024", "H2 of FY2022", "1H24", "HY25", "first half of FY2024", "first-half
# fiscal 2025", "the last six months of FY22", "FY24 half year".
HALF_FORM = re.compile(
    rf"(?<![A-Za-z0-9])(?:(?P<h>[12]H|H[12]|HY)\s*(?:of\s+(?:the\s+)?)?"
    rf"(?P<t1>{_FY_TOKEN}|\d{{2}}(?!\d)|{YEAR4})"
    rf"|(?P<word>first|second|last)[\s-]+(?:half|six\s+months|6\s+months)(?:\s+of)?(?:\s+the)?\s+"
    rf"(?P<t2>{_FY_TOKEN})"
    rf"|(?P<t3>{_FY_TOKEN})\s+(?:half[\s-]*year|interim|first[\s-]+half|H1|1H)"
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
# The space after a year that its words follow: a wrapped line joins them ("the 2025\nfull
# year"), a line that opens on a capital starts anew ("... 20 February 2025\nFull-year
# revenue ...": a dateline's year is no year's name).
_YEAR_THEN_WORDS = r"(?:[^\S\n]+|[^\S\n]*\n[^\S\n]*(?=(?-i:[a-z])))"

FULL_FORM = re.compile(
    rf"(?<![\w$])(?:(?P<y1>{YEAR4}|{_FY_TOKEN}){_YEAR_THEN_WORDS}"
    r"(?:full[\s-]+year|annual\s+(?:financial\s+)?report)"
    rf"|(?:full[\s-]+year|annual\s+(?:financial\s+)?report)\s+(?:results?\s+)?(?:for\s+)?"
    rf"(?P<y2>{YEAR4}|{_FY_TOKEN})"
    rf"|(?P<y3>{_FY_TOKEN}){_YEAR_THEN_WORDS}(?:results|financial\s+results|annual\s+results)"
    r"|(?:(?:19|20)\d\d\s*[-/–]\s*)?(?P<y4>(?:19|20)?\d\d)"
    rf"{_YEAR_THEN_WORDS}(?:financial|fiscal)\s+year\b"
    r"|(?<=\bthe\s)(?P<y5>(?:19|20)\d\d)\s+year\b)",
    re.IGNORECASE,
)
"""A full year in words: "FY24 results", "2024 full year", "the 2024 financial year", "the
2023-24 fiscal year" (the year it closes in), "the 2024 year"."""


SPLIT_YEAR = re.compile(r"(?<![\w$.,/-])20(\d\d)\s*[-–/]\s*(\d\d)(?![\w%/-]|\.\d)")
"""A fiscal year named by both its calendar years: "2021-22", "2021/22" (a sentence may
end on it: "in 2022-23.")."""


def split_year(m: re.Match[str]) -> int | None:
    """The year a :data:`SPLIT_YEAR` match closes in ("2022-23": 2023); None unless consecutive."""
    first, second = int(m.group(1)), int(m.group(2))
    return 2000 + second if second == (first + 1) % 100 else None


# "calendar 2025", "calendar year 2025", "the 2025 calendar year": RIO's fiscal year.
CAL_YEAR = re.compile(
    r"(?<![\w$])(?:calendar\s+(?:year\s+)?(?P<y1>(?:19|20)\d\d)(?![\d%]|[,.]\d)"
    r"|(?P<y2>(?:19|20)\d\d)\s+calendar\s+year)",
    re.IGNORECASE,
)


FY_MENTION = re.compile(rf"(?<![A-Za-z0-9]){_FY_TOKEN}", re.IGNORECASE)


_MONTHS_IN = {"three": 3, "six": 6, "nine": 9, "twelve": 12}
LENGTH_NOTE = re.compile(
    rf"\s*\(\s*(?:\d{{1,2}}|{'|'.join(_MONTHS_IN)})\s+(?:months?|mths?)\s*\)", re.IGNORECASE
)
"""A period's length printed beside its name ("FY23 (12 months)", "1H FY25 (6 months)");
no named group, so a larger pattern may repeat it."""


def noted_months(m: re.Match[str]) -> int:
    """The number of months a :data:`LENGTH_NOTE` match states."""
    n = m.group(0).strip(" \t\n(").split()[0].lower()
    return _MONTHS_IN.get(n) or int(n)


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


def closing_date_period(m: re.Match[str], company: str) -> Period | None:
    """The balance date a :data:`DATE_FORM` match is when it closes one of ``company``'s periods.

    "When its books closed on 31 December 2023", "as of 31 December 2023": a full date on
    the last day of a half or year end is that balance date, whatever words lead it (a
    June-year company's H1 FY2024 here); any other day ("paid on 26 September 2024") is none.
    """
    d = read_date(m)
    if d is None or d.day != monthrange(d.year, d.month)[1]:
        return None
    return period_ending(d.month, d.year, company)


def quarter_year(m: re.Match[str], company: str) -> Period | None:
    """The fiscal year a :data:`QUARTER_ENDED` quarter is in, when the quarter closes it.

    A June quarter closes a June-year company's year: its year-to-date is that year. Any
    other quarter is some months of its year, never a half (None).
    """
    d = read_date(m)
    if d is None or d.month != year_end_month(company):
        return None
    return Period(d.year, "FY")


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
    year = int(year) + (2000 if len(year) == 2 else 0)
    return period_ending(month, year, company, "half" if half else "full") if month else None


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
    token = m.group("y1") or m.group("y2") or m.group("y3") or m.group("y4") or m.group("y5")
    year = fiscal_year_of(token)
    return Period(year, "FY") if year else None


SPANS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], str], Period | None]], ...] = (
    (MONTH_SPAN, month_span_period),
    (CALENDAR_HALF, calendar_half_period),
)
"""Halves and years named by their months ("January to June 2022", "the first six months
of 2022"): read before any form that would take their closing month or year alone."""


def titled_balance_dates(text: str, company: str) -> list[tuple[re.Match[str], Period]]:
    """The balance dates a document's opening title lines print, each with its period.

    "Notes to the consolidated financial statements, 30 June 2023", "Interim financial
    report | 31 December 2023": a statement titled by the last day of a half or a year
    reports the period that day closes. Only the first few lines that are no sentence nor
    table row count (a title, its running head); a date on any other day is none.
    """
    found = []
    seen = 0
    for line in _LINE.finditer(text):
        words = line.group(0).strip()
        if not words:
            continue
        seen += 1
        if seen > _TITLE_LINES:
            break
        if words.startswith(("|", "Table:")) or words.endswith((".", ":")):
            continue
        for m in DATE_RE.finditer(text, line.start(), line.end()):
            period = closing_date_period(m, company)
            if period is not None:
                found.append((m, period))
    return found


_LINE = re.compile(r"[^\n\f]+")
_TITLE_LINES = 3
"""Opening lines that may be a document's title (a heading, its running head)."""
