"""Reporting periods read from a document's own words.

The period a whole document reports on, :func:`document_period`: it weighs the document's
own statements ("for the year ended 30 June 2024", "half year ended 31 December 2023",
"Appendix 4D", "1H FY24", "2023 full year", "2023 annual report"); a statement in the title
or on the first page weighs most. A release date ("Released 21 February 2024", "Sydney, 27
August 2024") and a URL never decide: a date only counts when it closes a period ("ended",
"to", "as at"). A period the press closes without its year ("for the year to June 30", "the
half to December 31") is the latest such period closed before the release date, as an
analyst reads it.

An undated document reports the latest period it states up front as closed, as an analyst
files it: a full-year item that also sets out its December half is the full year, a
five-year summary to June 2025 is FY2025 (a header row's newest column,
:mod:`mines.figures.series_headers`).

The periods a table column header names are read in :mod:`mines.figures.column_periods`,
those a sentence names in :mod:`mines.figures.period_mentions`.

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
from datetime import date

from mines.figures.company_paragraphs import own_text
from mines.figures.comparatives import RANKED_JOINS, heads_bracket
from mines.figures.model import Period, year_end_month
from mines.figures.period_forms import (
    AS_AT,
    CAL_HALF,
    CAL_YEAR,
    DATE_RE,
    ENDED,
    FULL_FORM,
    FY_MENTION,
    HALF_FORM,
    MONTH_CLOSE,
    QUARTER_ENDED,
    SPANS,
    SPLIT_YEAR,
    YEARLESS,
    Taken,
    cal_half_period,
    calendar_year_period,
    close_before,
    ended_period,
    fiscal_year_of,
    full_form_period,
    half_form_period,
    month_close_period,
    period_ending,
    quarter_year,
    read_date,
    split_year,
    titled_balance_dates,
    yearless_close,
)
from mines.figures.release_dates import DATELINE_MONTH, closing_date_line, release_date
from mines.figures.result_cues import (
    FULL_CUE,
    FULL_MARK,
    HALF_CUE,
    HALF_MARK,
    MONTH_CUE,
    RESULTS_CUE,
    counted,
    cued_period,
    month_cue_close,
    reported,
)
from mines.figures.series_headers import newest_header_periods

_NOT_REPORTED = re.compile(
    r"\b(?:from|than|versus|vs\.?|compared\s+(?:with|to)|since|by|until|before|through|beat|"
    r"beats|exceeded|above|below|against|over|on|"
    r"beyond|into|targets?|targeted|targeting|guidance|outlook|forecasts?|expected|expects?)"
    r"(?:\s+(?:the|its|levels?|of|in|for|end\s+of))*\s*$",
    re.IGNORECASE,
)
"""Words before a fiscal year that make it a comparison or a target, not the period reported."""


_COMPARED_BEFORE = re.compile(
    rf"\b(?:from|compared\s+(?:with|to)|versus|vs\.?|against|than|on|{RANKED_JOINS})\s+"
    r"(?:(?:the|a|an|its)\s+)?(?:\S*\d\S*(?:\s+(?:billion|million|bn|m|cents?|c|a\s+share|"
    r"per\s+share|tonnes|ounces|oz|[\w$]+/\w+))?\s+(?:in|for|during|over)\s+(?:the\s+)?)?$",
    re.IGNORECASE,
)
"""Before a period an amount is compared in: "down from US$3.34 billion in 1H24", "compared
with the half year ended ...", "up 5% on FY24"."""


def _compared(text: str, m: re.Match[str]) -> bool:
    """Whether a named period is only a comparative's ("from X in 1H24", "(1H24: X)")."""
    if _COMPARED_BEFORE.search(text, max(0, m.start() - 60), m.start()):
        return True
    return heads_bracket(text, m.start(), m.end())


_LOOKS_AHEAD = re.compile(
    r"\b(?:expects?|expected\s+to|forecasts?|plans?|aims?|targets?|will|guidance|guided|"
    r"outlook|anticipat\w*|projects?|projected|intends?|predicts?|sees|budgets?)\b",
    re.IGNORECASE,
)
"""A clause looking ahead ("it expects to ship 190 Mt in FY23"): its year is a forecast."""

_CLAUSE_START = re.compile(r"[.;!?\n]\s*")


def looks_ahead(text: str) -> bool:
    """Whether ``text`` (a heading, a clause) looks ahead: "FY26 guidance", "Outlook"."""
    return bool(_LOOKS_AHEAD.search(text))


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


_FIRST_PAGE_CHARS = 2500
"""Without form feeds, this many leading characters count as the first page."""


_STRONG = 4.0


_FORM = 3.0


_WEAK = 1.0


def _quarter_closing_year(text: str, company: str, title_end: int, page_end: int) -> Period | None:
    """The year a quarterly report's title or heading closes ("quarter ended 30 June 2025").

    A quarterly states no half of its own: its year-to-date is the fiscal year when its
    quarter closes the year, and a first-half column beside it ("1H FY25") is read by its
    header. A quarter stated in a sentence ("shipments in the quarter ended ...") is none.
    """
    for m in QUARTER_ENDED.finditer(text, 0, page_end):
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line = text[line_start : line_end if line_end >= 0 else len(text)]
        if m.start() < title_end or (len(line) < 120 and "." not in line):
            return quarter_year(m, company)
    return None


_ENDING = re.compile(r"\bending\b", re.IGNORECASE)


_PART_OF = re.compile(
    r"\b(?:half|six\s+months|6\s+months|quarter|three\s+months|months)\s+of\s+"
    r"(?:(?:the|its|this|that)\s+|[\w.&-]+(?:'s|’s)\s+)*$",
    re.IGNORECASE,
)
"""Words naming a part of a year before it: "the first half of the 2025 financial year"."""


def _stated_as_reported(text: str, m: re.Match[str]) -> bool:
    """Whether a period named at ``m`` is stated as one reported, not one to come.

    "the year ending 30 June 2025", "FY25 guidance", "it expects ... in the 2025 full year"
    look ahead; "the half year ended 31 December 2024" reports.
    """
    if _ENDING.search(m.group(0)):
        return False
    if _PART_OF.search(text, max(0, m.start() - 40), m.start()):
        return False  # "the first half of Fortescue's 2025 financial year": a half's year
    return not (_FORWARD.match(text, m.end(), m.end() + 40) or _ahead_in_clause(text, m.start()))


def _marked(text: str, words: re.Pattern[str]) -> bool:
    """Whether ``words`` of a result's kind speak of a result reported, not one to come."""
    return any(
        reported(text, m) and not _ahead_in_clause(text, m.start()) for m in words.finditer(text)
    )


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
        states up front that closed before its release date; an undated one the latest
        period it states up front as reported (closed, not looked ahead to nor compared
        with), a full year before its own halves: a full-year item setting out its
        December half is the full year, a table headed "FY21 ... FY25" or a five-year
        summary reaches its newest column
        (:func:`mines.figures.series_headers.newest_header_periods`).
    """
    whole = _URL.sub(lambda u: " " * len(u.group(0)), text)
    title_end = _title_end(whole)
    page_end = _first_page_end(whole)
    # a piece on several companies: this company's paragraphs and the shared ones
    masked = own_text(whole, company)

    quarter = _quarter_closing_year(masked, company, title_end, page_end)
    if quarter is not None:
        return quarter

    def weight(pos: int) -> float:
        if pos < title_end:
            return 3.0
        return 2.0 if pos < page_end else 1.0

    scores: dict[Period, float] = defaultdict(float)
    strong: set[Period] = set()
    up_front: set[Period] = set()  # stated (strong) in the title or on the first page
    titled: set[Period] = set()  # stated (strong) in the title ("BHP Annual Report 2023")
    # stated up front as a period reported: closed, not looked ahead to nor compared with
    reported: set[Period] = set()
    taken = Taken(len(masked))

    def add(period: Period | None, m: re.Match[str], base: float) -> None:
        taken.add(m.start(), m.end())
        if period is not None and base > _WEAK and _compared(masked, m):
            # "down from US$3.34 billion in 1H24", "(1H24: X)": the period compared with,
            # a year before the one reported; it names neither as the document's own
            period, base = Period(period.year + 1, period.kind), _WEAK
        if period is not None:
            scores[period] += base * weight(m.start())
            if base >= _FORM:
                strong.add(period)
                if weight(m.start()) > 1.0:
                    up_front.add(period)
                    if _stated_as_reported(masked, m):
                        reported.add(period)
                if m.start() < title_end:
                    titled.add(period)

    def free(m: re.Match[str]) -> bool:
        return taken.free(m.start(), m.end())

    for m in ENDED.finditer(masked):
        add(ended_period(m, company), m, _STRONG)
    for m in MONTH_CLOSE.finditer(masked):  # "the year to June 2024": closed by its month
        if free(m):
            add(month_close_period(m, company), m, _STRONG)
    for pattern, read in SPANS:
        for m in pattern.finditer(masked):
            if free(m):
                add(read(m, company), m, _FORM)
    # a table headed by a run of periods reaches to its newest column ("FY21 ... FY25")
    for m, period in newest_header_periods(masked, company):
        if free(m):
            add(period, m, _FORM)
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
    if year_end_month(company) == 12:
        for m in _THE_YEAR.finditer(masked):  # "for the 2024 year": RIO's fiscal year
            if free(m) and _stated_as_reported(masked, m):
                add(Period(int(m.group("y"))), m, _FORM)
    for m in AS_AT.finditer(masked):
        d = read_date(m)
        if d is not None and free(m):
            add(period_ending(d.month, d.year, company), m, _WEAK)
    for m, period in titled_balance_dates(masked, company):
        if free(m):  # "Notes to the financial statements, 30 June 2023": that year's
            add(period, m, _FORM)
    released = (
        released
        or release_date(whole[:page_end], company)
        or closing_date_line(whole[page_end:], company)
    )
    if released is not None and any(p.end(company) > released for p in titled):
        # A document is released after the period its title names closes: a date before
        # that close ("Annual Report 2023" over a March 2023 record date) is none.
        released = None
    # "the year that ended in June" in a document titled "2024 Annual General Meeting": a
    # meeting held in 2024 looks back on the last year closed by the end of 2024 (a June
    # year's meeting comes months after its June close, a calendar year's in the spring)
    looked_back = released or _meeting_year_end(whole[:title_end])
    for m in YEARLESS.finditer(masked):
        close = yearless_close(m) if looked_back is not None and free(m) else None
        if close is not None and looked_back is not None:
            add(close_before(*close, company, looked_back), m, _STRONG)
    # "the June-year numbers", "its December-half result": closed by its month alone
    for m in MONTH_CUE.finditer(masked):
        cue = month_cue_close(m) if released is not None and free(m) else None
        if cue is not None and released is not None and counted(masked, m):
            add(close_before(*cue, company, released), m, _STRONG)
    half_hint = sum(weight(m.start()) for m in HALF_CUE.finditer(masked) if counted(masked, m))
    full_hint = sum(weight(m.start()) for m in FULL_CUE.finditer(masked) if counted(masked, m))
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
        for m in (
            *DATE_RE.finditer(masked, 0, page_end),
            *DATELINE_MONTH.finditer(masked, 0, page_end),
        ):
            taken.add(m.start(), m.end())  # "LONDON, February 2022 -": when, not what
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
        for m in SPLIT_YEAR.finditer(masked):
            year = split_year(m)
            if free(m) and year is not None:
                add(Period(year), m, _WEAK)
    if not scores:
        # a dated piece with words of a result ("annual profit", "interim result", "results
        # season") reports the period just ended, when the words agree with its season; so
        # do the press's words of a result's kind ("final dividend", "over the six months"),
        # which a report stating its periods prints of other periods too (its last final
        # dividend), so they weigh only here, and never in a clause looking ahead
        results = any(counted(masked, m) for m in RESULTS_CUE.finditer(masked))
        half = half_hint > 0 or _marked(masked, HALF_MARK)
        full = full_hint > 0 or _marked(masked, FULL_MARK)
        return cued_period(released, company, half, full, results)
    # A dated item reports the latest period it states up front that closed before its
    # release ("Sydney, 19 February 2026": calendar 2025, not the half to June 2025 it
    # looks back on, nor a comparative year); the hint words do not overrule it. Words of
    # a result up front ("profit ... for the year") name the period of their kind closed
    # last before the release too: an August item on a June-year company's profit "for
    # the year" reports that year, not "the six months to December" it also looks back on.
    cued = cued_period(released, company, half_hint > _WEAK, full_hint > _WEAK, False)
    hinted = {cued} if cued is not None else set()
    for period in hinted:
        scores.setdefault(period, 0.0)
    latest = _latest_closed(up_front | hinted, scores, company, released)
    if latest is not None:
        return latest
    if released is None and reported:
        # Undated: the latest period it states up front as reported, a full year before
        # the half closing with it. A full-year document also states its halves and the
        # history it carries ("the December half", "FY2021 interim", a five-year
        # summary's older columns); a half-year report states no later period as closed.
        return max(reported, key=lambda p: (p.end(company), p.kind == "FY", scores[p]))
    # A period the document states (a closed period or a named half) beats one that is
    # only mentioned, however often ("first half of FY2024 ... FY2024 guidance").
    best = max(scores, key=lambda p: (p in strong, scores[p], p.kind == "FY", p.year))
    if half_hint > full_hint:
        halves = [p for p in scores if p.kind == "H1"]
        if best.kind == "FY" and best not in strong:
            return Period(best.year, "H1")
        if best.kind == "FY" and halves and all(h.year != best.year for h in halves):
            # A half-year report states its prior full year (balance sheet at 30 June)
            # and its half: the hint decides for the half. A closed full year that holds
            # the half ("FY25 results" over "the six months to 31 December 2024") closed
            # after it: the document is the year's, looking back on its half.
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


_THE_YEAR = re.compile(
    r"(?<![\w$])(?:the|that)\s+(?P<y>(?:19|20)\d\d)\s+year\b(?![\s-]+(?:end|to\s+date))",
    re.IGNORECASE,
)
"""A calendar year named as a year ("for the 2024 year"): a December-year company's own."""

_BARE_YEAR = re.compile(r"(?<![\w$.,])(?:19|20)\d\d(?!\w|%|[,.]\d)")
"""A year alone ("in 2023"), also closing a sentence or before a comma; never "2023.5"."""
