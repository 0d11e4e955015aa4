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
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date

from mines.figures.model import Period, PeriodKind, year_end_month
from mines.figures.period_forms import (
    AS_AT,
    AT_DATE,
    CAL_HALF,
    CAL_YEAR,
    DATE_FORM,
    DATE_RE,
    ENDED,
    FULL_FORM,
    FY_MENTION,
    HALF_FORM,
    MONTH_HALF,
    MONTH_NAMED_HALF,
    MONTH_PATTERN,
    MONTHS,
    SPANS,
    YEAR4,
    YEARLESS,
    Taken,
    cal_half_period,
    calendar_year_period,
    close_before,
    close_within,
    closing_date_line,
    ended_period,
    fiscal_year_of,
    full_form_period,
    half_form_period,
    month_half_period,
    period_ending,
    read_date,
    release_date,
    yearless_close,
)

_HALF_HINT = re.compile(
    r"appendix\s+4d|half[\s-]*year(?:ly)?\s+(?:financial\s+)?(?:report|results?|accounts|profit|"
    r"earnings|loss)|interim\s+(?:financial\s+)?(?:report|results?|accounts|profit|earnings|loss)|"
    r"first[\s-]half\s+(?:results?|profit|earnings|loss|net\s+profit|underlying)|"
    r"six\s+months\s+(?:to|ended|ending)\b|"
    # an amount or a result "for the half", as the press closes one
    r"(?:\d(?:\s*(?:billion|million|bn|m)\b)?|\b(?:profit|loss|earnings|revenue|result))\s+"
    r"for\s+the\s+(?:first\s+|december\s+|june\s+)?half\b",
    re.IGNORECASE,
)


_FULL_HINT = re.compile(
    r"appendix\s+4e|annual\s+(?:financial\s+)?report|full[\s-]+year\s+(?:financial\s+)?"
    r"(?:report|results?|accounts|profit|earnings|loss|net\s+profit|underlying)|"
    r"annual\s+(?:net\s+|underlying\s+)?(?:results?|profit|earnings|loss)|"
    r"preliminary\s+final\s+report|"
    # an amount or a result "for the year," as the press closes one: "$US12.4 billion for
    # the year", "swung to a loss for the year" (never "the year ahead", "the year ended")
    r"(?:\d(?:\s*(?:billion|million|bn|m)\b)?|\b(?:profit|loss|earnings))\s+for\s+the\s+"
    r"(?:full\s+|financial\s+)?year\b(?!\s+(?:ahead|to\s+come|ended|ending|to)\b)",
    re.IGNORECASE,
)
"""Words of a full-year result; with a release date and no stated period they file the
document under the year closed before it (:func:`_period_by_date`)."""


_NOT_REPORTED = re.compile(
    r"\b(?:from|than|versus|vs\.?|compared\s+(?:with|to)|since|by|until|before|through|beat|"
    r"beats|exceeded|above|below|against|over|on|"
    r"beyond|into|targets?|targeted|targeting|guidance|outlook|forecasts?|expected|expects?)"
    r"(?:\s+(?:the|its|levels?|of|in|for|end\s+of))*\s*$",
    re.IGNORECASE,
)
"""Words before a fiscal year that make it a comparison or a target, not the period reported."""


_LOOKS_AHEAD = re.compile(
    r"\b(?:expects?|expected\s+to|forecasts?|plans?|aims?|targets?|will|guidance|guided|"
    r"outlook|anticipat\w*|projects?|projected|intends?|predicts?|sees|budgets?)\b",
    re.IGNORECASE,
)
"""A clause looking ahead ("it expects to ship 190 Mt in FY23"): its year is a forecast."""

_CLAUSE_START = re.compile(r"[.;!?\n]\s*")


def _ahead_in_clause(text: str, pos: int) -> bool:
    """Whether the clause holding ``pos`` looks ahead before reaching it."""
    start = max((m.end() for m in _CLAUSE_START.finditer(text, max(0, pos - 200), pos)), default=0)
    return bool(_LOOKS_AHEAD.search(text, max(start, pos - 200), pos))


_FORWARD = re.compile(
    r"(?:[\s-]+[\w-]+){0,3}?[\s-]+(?:guidance|outlook|targets?|forecasts?|estimates?|budget|"
    r"would|will|is\s+(?:seen|expected|forecast)|to\s+come)\b",
    re.IGNORECASE,
)
"""Words after a fiscal year that look ahead ("FY25 guidance", "fiscal 2025 output would
rise"): the year is a forecast, not the period reported."""


_URL = re.compile(r"(?:https?://|www\.)\S+|\b[\w.-]{1,80}\.(?:com|org|net|au|uk|io)/\S*", re.I)


_RESTATED = re.compile(r"\b(?:restated|re-presented|represented|audited|unaudited)\b", re.I)


_FIRST_PAGE_CHARS = 2500
"""Without form feeds, this many leading characters count as the first page."""


_STRONG = 4.0


_FORM = 3.0


_WEAK = 1.0


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


def document_period(text: str, company: str, released: date | None = None) -> Period | None:
    """The period a whole document reports on, from its own statements.

    Args:
        text: The document's text (pages separated by form feeds, if known).
        company: The document's ticker (decides the financial calendar).
        released: The release date its metadata gives (a front matter's ``date:``); else
            the date its first page prints, else a date line closing the piece.

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
    titled: set[Period] = set()  # stated (strong) in the title ("BHP Annual Report 2023")
    taken = Taken(len(masked))

    def add(period: Period | None, m: re.Match[str], base: float) -> None:
        taken.add(m.start(), m.end())
        if period is not None:
            scores[period] += base * weight(m.start())
            if base >= _FORM:
                strong.add(period)
                if weight(m.start()) > 1.0:
                    up_front.add(period)
                if m.start() < title_end:
                    titled.add(period)

    def free(m: re.Match[str]) -> bool:
        return taken.free(m.start(), m.end())

    for m in ENDED.finditer(masked):
        add(ended_period(m, company), m, _STRONG)
    for pattern, read in SPANS:
        for m in pattern.finditer(masked):
            if free(m):
                add(read(m, company), m, _FORM)
    for m in HALF_FORM.finditer(masked):
        if free(m):
            add(half_form_period(m, company), m, _FORM)
    for m in CAL_HALF.finditer(masked):
        if free(m):
            add(cal_half_period(m, company), m, _FORM)
    for m in FULL_FORM.finditer(masked):
        if free(m):
            add(full_form_period(m, company), m, _FORM)
    for m in CAL_YEAR.finditer(masked):
        if free(m):
            add(calendar_year_period(m, company), m, _FORM)
    for m in AS_AT.finditer(masked):
        d = read_date(m)
        if d is not None and free(m):
            add(period_ending(d.month, d.year, company), m, _WEAK)
    released = (
        released
        or release_date(masked[:page_end], company)
        or closing_date_line(masked[page_end:], company)
    )
    if released is not None and any(p.end(company) > released for p in titled):
        # A document is released after the period its title names closes: a date before
        # that close ("Annual Report 2023" over a March 2023 record date) is none.
        released = None
    # "the year that ended in June" in a document titled "2024 Annual General Meeting": a
    # meeting held in 2024 looks back on the last year closed by the end of 2024 (a June
    # year's meeting comes months after its June close, a calendar year's in the spring)
    looked_back = released or _meeting_year_end(masked[:title_end])
    for m in YEARLESS.finditer(masked):
        close = yearless_close(m) if looked_back is not None and free(m) else None
        if close is not None and looked_back is not None:
            add(close_before(*close, company, looked_back), m, _STRONG)
    half_hint = sum(weight(m.start()) for m in _HALF_HINT.finditer(masked))
    full_hint = sum(weight(m.start()) for m in _FULL_HINT.finditer(masked))
    # A year looked ahead to ("FY25 guidance") is the year still running: a half-year
    # report's own year, never the year a full-year item reports.
    ahead_is_own = half_hint > full_hint
    for m in FY_MENTION.finditer(masked):
        if (
            free(m)
            and not _NOT_REPORTED.search(masked, max(0, m.start() - 40), m.start())
            and (
                ahead_is_own
                or not (
                    _FORWARD.match(masked, m.end(), m.end() + 40)
                    or _ahead_in_clause(masked, m.start())
                )
            )
        ):
            year = fiscal_year_of(m.group(0))
            add(Period(year) if year else None, m, _WEAK)
    if year_end_month(company) == 12:
        # A calendar year up front is a December-year company's fiscal year ("Rio Tinto's
        # 2023 in numbers"); a date's year is when it was written, never the period.
        for m in DATE_RE.finditer(masked, 0, page_end):
            taken.add(m.start(), m.end())
        for m in _BARE_YEAR.finditer(masked, 0, page_end):
            if (
                free(m)
                and not _NOT_REPORTED.search(masked, max(0, m.start() - 40), m.start())
                and not _FORWARD.match(masked, m.end(), m.end() + 40)
                and not _ahead_in_clause(masked, m.start())
            ):
                add(Period(int(m.group(0))), m, _WEAK)
    else:
        # "its 2021-22 net profit": a June-year company's fiscal year, named by both years
        for m in _SPLIT_YEAR.finditer(masked):
            if free(m) and int(m.group(2)) == (int(m.group(1)) + 1) % 100:
                add(Period(2000 + int(m.group(2))), m, _WEAK)
    if not scores:
        # words of both kinds ("profit for the year ... the first half had been"): the
        # period of either kind closed last before the release is the one it reports
        named = [
            p
            for half, hint in ((True, half_hint), (False, full_hint))
            if hint > 0 and (p := _period_by_date(released, company, half, not half))
        ]
        return max(named, key=lambda p: (p.end(company), p.kind == "FY"), default=None)
    # A dated item reports the latest period it states up front that closed before its
    # release ("Sydney, 19 February 2026": calendar 2025, not the half to June 2025 it
    # looks back on, nor a comparative year); the hint words do not overrule it. Words of
    # a result up front ("profit ... for the year") name the period of their kind closed
    # last before the release too: an August item on a June-year company's profit "for
    # the year" reports that year, not "the six months to December" it also looks back on.
    hinted = {
        period
        for half, hint in ((True, half_hint), (False, full_hint))
        if hint > _WEAK
        and (period := _period_by_date(released, company, half, not half)) is not None
    }
    for period in hinted:
        scores.setdefault(period, 0.0)
    latest = _latest_closed(up_front | hinted, scores, company, released)
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


_MEETING_TITLE = re.compile(
    r"(?<!\d)(?P<y>(?:19|20)\d\d)\s+(?:annual\s+general\s+meeting|agm)\b|"
    r"\b(?:annual\s+general\s+meeting|agm)\s+(?P<y2>(?:19|20)\d\d)(?!\d)",
    re.IGNORECASE,
)


def _meeting_year_end(title: str) -> date | None:
    """The last day of the year a shareholders' meeting in ``title`` is held in, or None."""
    years = {int(m.group("y") or m.group("y2")) for m in _MEETING_TITLE.finditer(title)}
    return date(years.pop(), 12, 31) if len(years) == 1 else None


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
    return close_before(month, "half" if half else "full", company, on)


_CHANGE_HEADER = re.compile(r"^\s*(?:%|change|var|variance|movement|note|notes|ref)\b", re.I)


_AMOUNT_HEADER = re.compile(
    r"^(?:amount|value|(?:(?:US|A)\s*)?cents|(?:US|A)?\$)(?:\s+(?:a|per)\s+share)?$|^per\s+share$",
    re.I,
)


def amount_columns_period(
    header: tuple[str, ...], title: str, company: str, doc_period: Period | None
) -> Period | None:
    """The period of a table whose one value column is headed by its unit ("Cents").

    "| | Cents | Franked amount |" names no period: its amounts are the title's period, else
    the document's. None when a column names a period or the first is no such heading.
    """
    if len(header) < 2 or not _AMOUNT_HEADER.match(header[1].strip()):
        return None
    if any(column_period(c, company, doc_period) for c in header[1:]):
        return None
    return column_period(title, company, doc_period) or doc_period


_SPAN_HEADER = re.compile(
    r"^\s*(?:(?P<full>full[\s-]+year|whole\s+year|twelve\s+months|12\s+months)|"
    r"(?P<half>half[\s-]+year|six\s+months|6\s+months))\s*$",
    re.I,
)


def span_column_period(
    header: str, title: str, company: str, doc_period: Period | None
) -> Period | None:
    """The period of a column headed only by the span it covers ("Full year", "Six months").

    "| | Basis | Full year |" under "Twelve months to 31 December 2024": the title's period
    when it is a span of that length, else the document's; None when neither is (a "Full
    year" column of a half-year report names a year it does not say).
    """
    m = _SPAN_HEADER.match(header)
    if m is None:
        return None
    kind = "FY" if m.group("full") else "H1"
    for period in (column_period(title, company, doc_period), doc_period):
        if period is not None:
            return period if period.kind == kind else None
    return None


_MONEY_HEADER = re.compile(r"^\s*\(?(?:US|A)?\$\s*(?:M|m|million|bn|billion)\)?\s*$")


_KIND_HEADER = re.compile(
    r"^\s*(?:(?P<half>half[\s-]*year|half|six\s+months)|(?P<full>full[\s-]*year|year|twelve\s+months))"
    r"\s*$",
    re.I,
)
"""A value column headed only by the length of its period ("Half-year", "Full year")."""


def _amount_header(cell: str, doc_period: Period) -> bool:
    """Whether ``cell`` heads the amounts of a table beside their change.

    By its unit ("US$M"), or by the length of the document's own period ("Half-year" in a
    half-year report, "Full year" in an annual one); a half's heading in an annual report
    names some other period.
    """
    if _MONEY_HEADER.match(cell):
        return True
    m = _KIND_HEADER.match(cell)
    return bool(m) and (doc_period.kind == "FY") == bool(m and m.group("full"))


def amount_column_periods(cells: Sequence[str], doc_period: Period | None) -> list[Period | None]:
    """Periods of headers naming none: an amount column beside its change is the document's.

    "Results for announcement to the market" prints "| | Change | US$M |" (or "| | Movement
    | Half-year |" in a half-year report, the unit in the title): the one amount column
    states the reporting period's figures. Anything else names no period here.
    """
    if doc_period is None:
        return [None] * len(cells)
    amounts = [j for j, c in enumerate(cells) if _amount_header(c, doc_period)]
    changes = [j for j, c in enumerate(cells) if _CHANGE_HEADER.match(c)]
    if len(amounts) != 1 or not changes:
        return [None] * len(cells)
    if len(amounts) + len(changes) != len(cells):
        return [None] * len(cells)
    return [doc_period if j == amounts[0] else None for j in range(len(cells))]


_QUARTER = re.compile(
    rf"(?<![A-Za-z])(?:(?P<month>{MONTH_PATTERN})\s*(?:qtr|quarter)|qtr|quarter|"
    r"q[1-4]|[1-4]q|(?:first|second|third|fourth|final)\s+quarter)(?![A-Za-z])",
    re.IGNORECASE,
)
"""A quarter's column ("Jun Qtr 2023", "Mar quarter", "Q4 FY23", "4Q23"): three months."""
_YEAR_TO_DATE = re.compile(r"(?<![A-Za-z])(?:ytd|year[\s-]+to[\s-]+date)(?![A-Za-z])", re.I)
"""A year-to-date column: a whole year only once the year's last quarter is in it."""


def names_part_of_year(header: str) -> bool:
    """Whether a column header names a quarter or the months so far ("Jun Qtr", "YTD")."""
    return bool(_QUARTER.search(header) or _YEAR_TO_DATE.search(header))


def column_periods(
    cells: Sequence[str], company: str, doc_period: Period | None
) -> list[Period | None]:
    """The period of each column of one header row (the label column left out).

    Each cell is read by :func:`column_period`; a quarterly report's columns are read
    together: a quarter's column ("Jun Qtr") states no year or half, and a year-to-date
    column ("YTD FY23") is that full year only beside the quarter closing the company's
    year (a June quarter for a June-year company). Otherwise it is some months of the year
    and names no period.
    """
    months = [m.group("month") for c in cells for m in _QUARTER.finditer(c) if m.group("month")]
    closes = any(MONTHS.get(m[:3].lower()) == year_end_month(company) for m in months)
    out: list[Period | None] = []
    for cell in cells:
        if _QUARTER.search(cell):
            out.append(None)
        elif _YEAR_TO_DATE.search(cell):
            period = column_period(_YEAR_TO_DATE.sub(" ", cell), company, doc_period)
            out.append(period if closes and period is not None and period.kind == "FY" else None)
        else:
            out.append(column_period(cell, company, doc_period))
    return out


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
    if names_part_of_year(text):
        return None  # three months, or the months so far: read with the row's other columns
    found: list[Period] = []
    taken: list[tuple[int, int]] = []

    def keep(m: re.Match[str], period: Period | None) -> None:
        taken.append((m.start(), m.end()))
        if period is not None:
            found.append(period)

    def free(m: re.Match[str]) -> bool:
        return not any(m.start() < e and s < m.end() for s, e in taken)

    for pattern, read in SPANS:
        for m in pattern.finditer(text):
            keep(m, read(m, company))
    for m in ENDED.finditer(text):
        if free(m):
            keep(m, ended_period(m, company))
    for m in HALF_FORM.finditer(text):
        if free(m):
            keep(m, half_form_period(m, company, doc_period))
    for m in CAL_HALF.finditer(text):
        if free(m):
            keep(m, cal_half_period(m, company))
    for m in _COLUMN_HALF.finditer(text):
        if free(m):
            keep(m, _column_half_period(m, company))
    for m in FULL_FORM.finditer(text):
        if free(m):
            keep(m, full_form_period(m, company))  # "Full year 2023" even in a half report
    for m in re.finditer(DATE_FORM, text, re.IGNORECASE):
        d = read_date(m)
        if d is not None and free(m):
            keep(m, period_ending(d.month, d.year, company))
    for m in MONTH_HALF.finditer(text):
        if free(m):
            keep(m, month_half_period(m, company))  # "Half-year to Dec 2023", "Jun 2024 half"
    for m in _MONTH_YEAR.finditer(text):
        if free(m):
            keep(m, _month_year_period(m, company))
    for m in FY_MENTION.finditer(text):
        if free(m):
            year = fiscal_year_of(m.group(0))
            keep(m, _bare_year(year, company, doc_period, fiscal=True) if year else None)
    for m in _BARE_YEAR.finditer(text):
        if free(m):
            keep(m, _bare_year(int(m.group(0)), company, doc_period, fiscal=False))
    unique = set(found)
    if len(unique) != 1 or len(found) != len(taken):
        return None
    return found[0]


_SPLIT_YEAR = re.compile(r"(?<![\w$.,/-])20(\d\d)\s*[-–/]\s*(\d\d)(?![\w%/.-])")
"""A fiscal year named by both its calendar years: "2021-22", "2021/22"."""

_BARE_YEAR = re.compile(r"(?<![\w$.,])(?:19|20)\d\d(?!\w|%|[,.]\d)")
"""A year alone ("in 2023"), also closing a sentence or before a comma; never "2023.5"."""


# "Second half 2023", "2023 second half": a calendar half (RIO's H2 FY2023).
_COLUMN_HALF = re.compile(
    rf"(?<![\w$])(?:(?P<w1>first|second)\s+half(?:\s+of)?\s+(?P<y1>{YEAR4})"
    rf"|(?P<y2>{YEAR4})\s+(?P<w2>first|second)\s+half)",
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
    month = MONTHS.get(m.group("mon").lower()[:3])
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
    taken = Taken(len(text))
    found: list[PeriodMention] = []

    def scan(pattern: re.Pattern[str], read: Reader, rel: bool = False) -> None:
        for m in pattern.finditer(text):
            if taken.free(m.start(), m.end()):
                taken.add(m.start(), m.end())
                found.append(PeriodMention(m.start(), m.end(), read(m), rel))

    def at_date(m: re.Match[str]) -> Period | None:
        d = read_date(m)
        return period_ending(d.month, d.year, company) if d else None

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
    scan(MONTH_HALF, lambda m: month_half_period(m, company))
    scan(YEARLESS, yearless)
    scan(MONTH_NAMED_HALF, month_named_half)
    scan(HALF_FORM, lambda m: half_form_period(m, company, doc_period))
    scan(CAL_HALF, lambda m: cal_half_period(m, company))
    scan(FULL_FORM, lambda m: full_form_period(m, company))
    scan(AT_DATE, at_date)
    for m in DATE_RE.finditer(text):  # any other date is no period: keep it from below
        taken.add(m.start(), m.end())
    scan(FY_MENTION, fy)
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
