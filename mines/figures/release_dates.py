"""When a document was released: a dateline, a publication line, a date closing the piece.

"Perth, 22 August 2024", "Published: 21/02/2024", "PERTH, Aug 2021 (Reuters) -", "Updated
2024-08-22 09:10", "First published on Tuesday 20 August 2024" at a story's foot, a front
matter's ``date:`` value. A release date is never a reporting period: it tells only when a
piece was written, and :mod:`mines.figures.periods` reads the period closed before it. A
date that closes a period ("year ended 30 June 2024"), a balance date or an event's date (a
record date, a meeting) is none. Pure; every pattern is compiled once.
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import date

from mines.figures.model import year_end_month
from mines.figures.period_forms import (
    AS_AT,
    AT_DATE,
    DATE_RE,
    ENDED,
    MONTHS,
    Taken,
    read_date,
)
from mines.numbers import MONTH_PATTERN

# A dateline or byline that prints only the month: "Perth, August 2022", "*Melbourne |
# August 2022 | Mining*", "PERTH, Aug 2021 (Reuters) - ...", "By a reporter · August 2024".
# A place, a byline or a section may lead it after a separator; a line of the month and
# year alone under a headline ("August 2022") is the date too, but a balance month
# alone ("June 2024": a column header, a balance date) is none (:func:`release_date`). The
# month stands for its first day. A news agency's tag ("(Reuters)", "(AAP)") marks it as
# a dateline for certain.
DATELINE_MONTH = re.compile(
    rf"^[\s*_]*(?:[A-Za-z][A-Za-z.'’ /]{{1,30}}\s*[,|–—·•]\s*)?(?P<m>{MONTH_PATTERN})\s+"
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
