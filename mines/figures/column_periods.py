"""Periods named by table column headers: one header, one header row, unit-only headings.

* :func:`column_period` -- which period does one table column header name ("2024", "FY24",
  "2024 US$M", "Half year ended 31 December 2023", "H1 FY25", "30 June 2024", "2023
  restated")?
* :func:`column_periods` -- the periods of one header row, a quarterly report's columns
  read together ("Jun Qtr", "YTD FY23").
* :func:`amount_column_periods`, :func:`amount_columns_period`, :func:`span_column_period`
  -- columns headed only by their unit ("US$M", "Cents") or span ("Full year"): the
  title's or the document's period (:func:`mines.figures.periods.document_period`).

Pure, like :mod:`mines.figures.periods`: a header is read in one pass of each pattern.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.model import Period, year_end_month
from mines.figures.period_forms import (
    CAL_HALF,
    DATE_FORM,
    ENDED,
    FULL_FORM,
    FY_MENTION,
    HALF_FORM,
    LENGTH_NOTE,
    MONTH_CLOSE,
    MONTHS,
    SPANS,
    SPLIT_YEAR,
    YEAR4,
    YEARLESS,
    cal_half_period,
    ended_period,
    fiscal_year_of,
    full_form_period,
    half_form_period,
    month_close_period,
    noted_months,
    period_ending,
    read_date,
    yearless_close,
)
from mines.figures.periods import _BARE_YEAR, looks_ahead
from mines.figures.relative_columns import relative_column_period
from mines.numbers import MONTH_PATTERN

_RESTATED = re.compile(r"\b(?:restated|re-presented|represented|audited|unaudited)\b", re.I)


_FOOTNOTE_MARKS = re.compile(r"[¹²³⁴⁵⁶⁷⁸⁹⁰]+")
"""Superscript footnote markers on a column heading ("2023¹"): no part of its period."""
_CHANGE_WORDS = r"%|change|var|variance|movement|chg|(?:vs\.?\s+)?pcp|y/y|yoy"
CHANGE_HEADER = re.compile(rf"^\s*(?:{_CHANGE_WORDS})\b", re.I)
"""A column heading of a change ("% change", "Var", "Movement", "pcp chg"): no period."""
_CHANGE_HEADER = re.compile(rf"^\s*(?:{_CHANGE_WORDS}|note|notes|ref)\b", re.I)


_PLANNED_HEADER = re.compile(
    r"\b(?:guidance|guided|forecasts?|targets?|budget(?:ed)?|outlook|plan|estimates?|expected|"
    r"projected|consensus|threshold|stretch|sensitivit(?:y|ies))\b|"
    r"(?<![\w$])(?:FY\s?|[12]H\s?|H[12]\s?)?(?:20)?\d{2}\s?[FE]\b",
    re.I,
)
"""A column header naming a plan, not a result: "FY2026 guidance", "2025 target", "FY26F",
"2026E", a remuneration scorecard's "FY2025 threshold" and "stretch" columns."""


_AMOUNT_HEADER = re.compile(
    r"^(?:amount|value|details?|particulars|(?:(?:US|A)\s*)?cents|(?:US|A)?\$)"
    r"(?:\s+(?:a|per)\s+(?:(?:ordinary\s+)?share|security))?"
    # "Amount per share (cents)": the unit in brackets
    r"(?:\s*\(\s*(?:(?:US|A)\s*)?(?:cents|c|\$)\s*\))?$|^per\s+(?:share|security)$",
    re.I,
)


_ANSWER_HEADER = re.compile(r"^\s*(?:answers?|responses?|repl(?:y|ies))\s*$", re.I)
"""A form's answers column ("| Question | Answer |")."""


def amount_columns_period(
    header: tuple[str, ...], title: str, company: str, doc_period: Period | None
) -> Period | None:
    """The period of a table whose one value column is headed by its unit ("Cents").

    "| | Cents | Franked amount |" and a notice's "| Item | Detail |" name no period: the
    amounts are the title's period, else the document's. None when a column names a period
    or the first is no such heading.
    """
    if len(header) < 2:
        return None
    if _ANSWER_HEADER.match(header[1]) and len(header) == 2:
        # a form's "| Question | Answer |": its amounts are the period its title names
        # (a notice's answered period, :mod:`mines.figures.notice_forms`), never the document's
        return column_period(title, company, doc_period)
    if not _AMOUNT_HEADER.match(header[1].strip()):
        return None
    if any(column_period(c, company, doc_period) for c in header[1:]):
        return None
    return column_period(title, company, doc_period) or doc_period


UNIT_HEADER = re.compile(r"^\s*(?:units?(?:\s+of\s+measure)?|measured\s+in|uom|scale)\s*$", re.I)
"""A units column ("| Bauxite | Mt | 58.7 |"): it states each row's unit, no figure."""
_MEASURE_HEADER = re.compile(r"^[A-Za-z][\w$/'’ ()-]{0,40}$")
"""A value column headed by the measure in words: "Price", "Average price (US$)"."""


def measure_column_periods(
    header: tuple[str, ...], title: str, section: str, company: str, doc_period: Period | None
) -> list[Period | None]:
    """The periods of a table whose one value column is headed by its measure, not a period.

    "| Commodity | Unit | Price |" under "Average realised prices, year ended 30 June 2024"
    names its period only in the title: the one column that is neither a units column nor
    a change states figures for the period the title names, else the one the section
    heading above the table names. None for every column when a column names a period,
    when two columns could hold the values, or when the title or section looks ahead
    ("FY26 guidance"): a forecast is no period reported.
    """
    cells = header[1:]
    none: list[Period | None] = [None] * len(cells)
    if any(column_period(c, company, doc_period) for c in cells):
        return none
    values = [j for j, c in enumerate(cells) if not UNIT_HEADER.match(c)]
    if len(values) != 1:
        return none
    heading = cells[values[0]].strip()
    if not _MEASURE_HEADER.match(heading) or _CHANGE_HEADER.match(heading):
        return none
    for words in (title, section):
        period = column_period(words, company, doc_period) if words.strip() else None
        if period is not None:
            if looks_ahead(words):
                return none
            return [period if j == values[0] else None for j in range(len(cells))]
    return none


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
    rf"(?<![A-Za-z])(?:(?P<month>{MONTH_PATTERN})[\s-]*(?:'?\d{{2,4}}\s*)?(?:qtr|quarter)|"
    rf"(?P<qmonth>{MONTH_PATTERN})\s+(?=Q\s?'?\d{{2,4}}(?!\d)|Q(?![A-Za-z\d]))Q|qtr|quarter|"
    r"q[1-4]|[1-4]q|(?:first|second|third|fourth|final)\s+quarter|(?:three|3)[\s-]+months?)"
    r"(?![A-Za-z])",
    re.IGNORECASE,
)
"""A quarter's column ("Jun Qtr 2023", "Jun-25 qtr", "Dec Q24", "Jun Q", "Mar quarter", "Q4 FY23",
"4Q23", "Three months to 31 Dec 2024"): three months."""
_YEAR_TO_DATE = re.compile(r"(?<![A-Za-z])(?:ytd|year[\s-]+to[\s-]+date)(?![A-Za-z])", re.I)
"""A year-to-date column: a whole year only once the year's last quarter is in it."""


def names_part_of_year(header: str) -> bool:
    """Whether a column header names a quarter or the months so far ("Jun Qtr", "YTD")."""
    return bool(_QUARTER.search(header) or _YEAR_TO_DATE.search(header))


def _noted_period(
    rest: str, note: re.Match[str], company: str, doc: Period | None
) -> Period | None:
    """A column named with its length ("FY23 (12 months)", "1H FY25 (6 months)").

    Twelve months are a whole year, even a year's bare name in a half's document; six
    months a half, never a year named alone in a year's document (which half cannot be
    told); any other length is part of a year, and a name the length contradicts ("1H FY25
    (12 months)") names no period.
    """
    months = noted_months(note)
    if months == 12:
        period = column_period(rest, company, Period(doc.year) if doc is not None else None)
        return period if period is not None and period.kind == "FY" else None
    if months == 6:
        period = column_period(rest, company, doc)
        return period if period is not None and period.kind != "FY" else None
    return None


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
    doc = doc_period  # the document's own period, for columns named by their place
    if doc_period is not None and doc_period.kind != "FY":
        year = Period(doc_period.year, "FY")
        if any(p is not None and p.kind != "FY" for p in column_periods(cells, company, year)):
            # "| 1H FY25 | FY25 |" in a half's document: the row names its half itself, so
            # a column naming a year alone is that whole year, not the document's half
            doc_period = year
    months = [
        m.group("month") or m.group("qmonth")
        for c in cells
        for m in _QUARTER.finditer(c)
        if m.group("month") or m.group("qmonth")
    ]
    closes = any(MONTHS.get(m[:3].lower()) == year_end_month(company) for m in months)
    out: list[Period | None] = []
    for cell in cells:
        if _QUARTER.search(cell):
            out.append(None)
        elif _YEAR_TO_DATE.search(cell):
            period = column_period(_YEAR_TO_DATE.sub(" ", cell), company, doc_period)
            out.append(period if closes and period is not None and period.kind == "FY" else None)
        else:
            # "| Reporting period | Previous period |": the document's period, the one before
            out.append(
                column_period(cell, company, doc_period) or relative_column_period(cell, doc)
            )
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
        The period, or None (a change column, a planned one — guidance, a target, a
        forecast —, no year, two different periods, or a bare year in a June company's
        half-year report whose convention cannot be told).
    """
    note = LENGTH_NOTE.search(header)
    if note is not None:
        return _noted_period(
            header[: note.start()] + header[note.end() :], note, company, doc_period
        )
    text = _RESTATED.sub(" ", _FOOTNOTE_MARKS.sub(" ", header))  # "2023¹": the year, its note
    if not text.strip() or _CHANGE_HEADER.match(text) or _PLANNED_HEADER.search(text):
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
    for m in MONTH_CLOSE.finditer(text):
        if free(m):
            keep(m, month_close_period(m, company))  # "Half-year to Dec 2023", "Jun 2024 half"
    for m in _MONTH_YEAR.finditer(text):
        if free(m):
            keep(m, _month_year_period(m, company))
    for m in SPLIT_YEAR.finditer(text):  # "Segment performance, 2022-23": FY2023
        if free(m) and int(m.group(2)) == (int(m.group(1)) + 1) % 100:
            june_year = year_end_month(company) != 12  # a calendar year is never split
            keep(m, Period(2000 + int(m.group(2))) if june_year else None)
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
    if fiscal and year not in (doc_period.year, doc_period.year - 1):
        return None  # "FY21" in a FY25 half's report: no comparative half, perhaps the year
    if fiscal or year_end_month(company) == 12:
        return Period(year, doc_period.kind)
    # A June company's half-year column headed "2023": the half ended December 2023
    # (H1 FY2024) or the half of FY2023? Only a year that cannot be a December end
    # (the report's own fiscal year) tells.
    if year == doc_period.year:
        return Period(year, doc_period.kind)
    return None


_YEAR_CELL = re.compile(rf"\s*{YEAR4}\s*")


def yearless_half_periods(
    cells: Sequence[str], words: Sequence[str], company: str
) -> list[Period | None] | None:
    """Bare year columns under a half closed by its day and month alone, or None.

    "Half year ended 31 December" over "| 2024 | 2023 |" (in the label column's header,
    or the table's title): each year is the half closing in that month of it (a June-year
    company's H1 FY2025 and H1 FY2024), never the fiscal year printed — in a full-year
    report as in a half's. ``words`` are where the span may be said (label header, title);
    None when none says a half, or no column is a bare year; a column not a bare year
    gets None.
    """
    if not any(_YEAR_CELL.fullmatch(c) for c in cells):
        return None
    for text in words:
        m = YEARLESS.search(text)
        close = yearless_close(m) if m else None
        if close is not None and close[1] == "half":
            month = close[0]
            return [
                period_ending(month, int(c), company, "half") if _YEAR_CELL.fullmatch(c) else None
                for c in cells
            ]
    return None


def header_periods(
    header: Sequence[str], title: str, company: str, doc_period: Period | None
) -> list[Period | None]:
    """The period of each column of a table's header row (its label column's cell first).

    Bare years under a half closed by its day and month alone, in the label column's
    header or the title, are those halves (:func:`yearless_half_periods`); otherwise
    each column is read by :func:`column_periods`.
    """
    cells = header[1:]
    halves = yearless_half_periods(cells, (header[0] if header else "", title), company)
    if halves is not None:
        return halves
    if doc_period is not None and doc_period.kind != "FY" and title.strip():
        titled = column_period(title, company, doc_period)
        if titled is not None and titled.kind == "FY":
            # "Cash paid ..., year to June 2021" over "| FY21 |" in a half's document: the
            # title says whole years, so a year's column is that year, never a half of it
            doc_period = titled
    return column_periods(cells, company, doc_period)
