"""Years and periods in words: fiscal years, relative years and the follow-up words.

The one place that knows the fiscal-year patterns. Pure except that the years a report
can exist for end at today's calendar year (:func:`latest_reportable_year`).
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Sequence
from datetime import date

from mines.numbers import MONTH_PATTERN as _MONTH
from mines.question.date_words import spell_dates
from mines.question.relative_halves import spell_relative_halves

FIRST_FISCAL_YEAR = 2021
LATEST_FISCAL_YEAR = 2025
"""The bundled corpus's years. A later year counts once a document for it is stored
(:mod:`mines.asked_periods` refuses a later year no document holds)."""
EARLIEST_REPORTABLE_YEAR = 2000
"""The oldest fiscal year a question's year is kept for: a user's FY2019 report may be
stored (:mod:`mines.asked_periods` refuses a year outside the bundled ones that no
document holds)."""
SUPPORTED_FISCAL_YEARS: tuple[str, ...] = tuple(
    f"FY{y}" for y in range(FIRST_FISCAL_YEAR, LATEST_FISCAL_YEAR + 1)
)

FISCAL_YEAR_END: dict[str, str] = {
    "BHP": "30 June",
    "RIO": "31 December",
    "FMG": "30 June",
    "MIN": "30 June",
    "NST": "30 June",
}
"""Balance date per ticker: RIO's fiscal year is the calendar year."""

# Fiscal years. Order matters: the most specific forms first; spans already matched are
# not matched again by a later, looser pattern.
_YEAR_RANGE = re.compile(
    r"(?:fy\s*'?|financial\s+year\s+|fiscal\s+(?:year\s+)?)?(20\d\d|\d\d)"
    r"\s*(?:-|–|—|to|through|until|至|到)\s*"
    r"(?:fy\s*'?)?(20\d\d|\d\d)(?:\s*财年)?",
    re.IGNORECASE,
)
_SPLIT_YEAR = re.compile(
    r"(?<![\d$.,])(?:fy\s*)?(20\d\d)\s*(?:/\s*(20\d\d|\d\d)|(?:-|–)\s*(\d\d))(?![\d,%])",
    re.IGNORECASE,
)
"""An Australian financial year written across its two calendar years: "2023/24", "2023-24"."""
_YEAR_FORMS: tuple[re.Pattern[str], ...] = (
    re.compile(r"(?<![a-z0-9])fy\s*'?\s*(20\d\d|\d\d)(?!\d)", re.IGNORECASE),
    re.compile(r"(?<![a-z0-9])(?:[12]h|h[12]|hy)\s*'?(20\d\d|\d\d)(?!\d)", re.IGNORECASE),
    re.compile(r"(?<!\d)(20\d\d)\s*(?:财年|财政年度|年度|年)", re.IGNORECASE),
    re.compile(r"(?<!\d)(\d\d)\s*财年"),
    re.compile(r"(?<!\d)(20\d\d)\s+(?:financial|fiscal)\s+year", re.IGNORECASE),
    re.compile(r"(?:financial|fiscal)\s+(?:year\s+)?(20\d\d)(?!\d)", re.IGNORECASE),
    re.compile(r"(?<![\d$.,])(20\d\d)(?![\d%]|,\d)"),
)


_MONTH_NUMBER = {
    m: i + 1
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
    )
}
_CLOSING_DATE = re.compile(
    r"\b(?:(?:as\s+)?at|as\s+of|to|until|through|ended|ending|end(?:ing)?\s+of|close\s+of)\s+"
    rf"(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?(?P<m1>{_MONTH}),?\s+(?:\d{{1,2}},?\s+)?"
    r"(?P<y1>20\d\d)(?![\d%]|,\d)|"
    rf"\b(?P<m2>{_MONTH})\s+(?P<y2>20\d\d)\s+half\b|"
    rf"\b(?P<d3>2[89]|3[01])(?:st|th)?\s+(?P<m3>{_MONTH}),?\s+(?P<y3>20\d\d)(?![\d%]|,\d)",
    re.IGNORECASE,
)
"""A date that closes a period: "at 31 December 2023", "six months to December 2021", "the
half to 31 Dec 2024", "as at 30 June 2025", "the December 2024 half", or a month's last day
whatever words precede it ("the balance date of 31 December 2023": a day that ends its
month is a balance date). A date after other words that is no month's end ("announced in
February 2025", "released on 20 February 2024") closes nothing and is read as its
calendar year."""


_YEAR = r"(?:19|20)\d\d(?![\d%]|[,.]\d)"


_DAY = r"(?:\d{1,2}(?:st|nd|rd|th)?\s+)?"


# A span of months: "January to June 2022", "Jan-Jun 2022", "1 July 2021 to 31 December
# 2021", "between January and June 2022", "from July through December 2021". Six months
# make a half and twelve a year on the company's calendar
# (:func:`mines.figures.period_forms.month_span_period`).
MONTH_SPAN = re.compile(
    rf"(?<![A-Za-z])(?:(?P<between>between)\s+|from\s+)?{_DAY}(?P<a>{_MONTH})(?![A-Za-z])"
    rf"(?:\s+(?P<ya>{_YEAR}))?\s*(?P<to>(?(between)and|(?:-|–|—|to|through|until)))\s*{_DAY}"
    rf"(?P<b>{_MONTH})(?![A-Za-z])[\s,]+(?P<yb>{_YEAR})",
    re.IGNORECASE,
)


# A half of a calendar year in words: "the first six months of 2022", "the last six months
# of 2021", "the second half of calendar 2021", "the first half of the 2022 calendar year",
# "1H CY22", "H2 CY2021". January to June or July to December, whatever the fiscal year
# (:func:`mines.figures.period_forms.calendar_half_period`).
CALENDAR_HALF = re.compile(
    rf"(?<![A-Za-z0-9])(?:(?P<w1>first|second|last|final|opening|closing)\s+(?:six|6)\s+months"
    rf"\s+of\s+(?:the\s+)?(?:calendar\s+(?:year\s+)?)?(?P<y1>{_YEAR})"
    rf"(?!\s+(?:financial|fiscal))"
    rf"|(?P<w2>first|second|last)\s+half\s+of\s+(?:the\s+)?(?:calendar\s+(?:year\s+)?"
    rf"(?P<y2>{_YEAR})|(?P<y3>{_YEAR})\s+calendar\s+year)"
    rf"|(?P<h>[12]H|H[12])\s*CY\s*'?(?P<y4>\d\d(?!\d)|{_YEAR}))",
    re.IGNORECASE,
)


_FIRST_HALF_WORDS = re.compile(
    r"(?<![A-Za-z])(?:opening|front|early|earlier)[\s-]+(?=(?:half|six\s+months)\b)", re.IGNORECASE
)
_SECOND_HALF_WORDS = re.compile(
    r"(?<![A-Za-z])(?:back|closing|latter|later|final|late)[\s-]+(?=(?:half|six\s+months)\b)",
    re.IGNORECASE,
)
_MONTH_HALF_OF_YEAR = re.compile(
    rf"(?<![A-Za-z])(?P<m>{_MONTH})\s+half(?:[\s-]+year)?\s+(?:of\s+)?(?:(?:the\s+)?calendar\s+"
    rf"(?:year\s+)?)?(?P<y>{_YEAR})",
    re.IGNORECASE,
)


_BRACKETED_CLOSE = re.compile(
    r"\b(half(?:[\s-]+year)?|six\s+months)\s*\(\s*((?:to|ended|ending)\s+[^()]{3,30}?)\s*\)",
    re.IGNORECASE,
)
"""A half whose closing date is in brackets ("the comparative half (to December 2023)")."""


def spell_halves(text: str) -> str:
    """``text`` with the halves analysts name in other words spelt as the period readers read them.

    "the opening half of FY2024" is its first half, "the back half" / "the closing half" /
    "the latter half" the second; "the June half of 2022" is the half closing in June
    2022 ("the June 2022 half"); a half named by its distance from a written one is the
    half it means ("the half before H1 FY25" is H2 FY2024). Offsets may move: read
    periods from the result alone.
    """
    text = spell_relative_halves(spell_dates(text))  # "the half before the Dec-24 half"
    text = _BRACKETED_CLOSE.sub(r"\1 \2", text)  # "the half (to December 2023)"
    text = _FIRST_HALF_WORDS.sub("first ", text)
    text = _SECOND_HALF_WORDS.sub("second ", text)
    return _MONTH_HALF_OF_YEAR.sub(lambda m: f"{m['m']} {m['y']} half", text)


def period_phrase_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` names a period by its months or closing date: words naming no measure.

    "from January to June 2022", "the first six months of 2022", "to 31 December 2021".
    """
    return [
        (m.start(), m.end())
        for pattern in (MONTH_SPAN, CALENDAR_HALF, _CLOSING_DATE)
        for m in pattern.finditer(text)
    ]


def year_end_month(ticker: str) -> int:
    """The month a company's fiscal year ends in (June unless its balance date says else)."""
    end = FISCAL_YEAR_END.get(ticker, "30 June").split()[-1][:3].lower()
    return _MONTH_NUMBER[end]


def closing_dates(text: str, ticker: str) -> list[tuple[int, int, int]]:
    """``(start, end, fiscal year)`` of each date in ``text`` closing a period.

    Read on ``ticker``'s calendar: 31 December 2023 closes the first half of FY2024 for a
    June-year company and FY2023 itself for a calendar-year one.
    """
    out = []
    for m in _CLOSING_DATE.finditer(text):
        month = _MONTH_NUMBER[(m.group("m1") or m.group("m2") or m.group("m3"))[:3].lower()]
        year = int(m.group("y1") or m.group("y2") or m.group("y3"))
        if m.group("d3") and int(m.group("d3")) != monthrange(year, month)[1]:
            continue  # "29 March 2024" ends no month: a day, not a balance date
        fiscal = year if month <= year_end_month(ticker) else year + 1
        out.append((m.start(), m.end(), fiscal))
    return out


def _span_ends(m: re.Match[str]) -> tuple[tuple[int, int], tuple[int, int]]:
    """``((month, year), (month, year))`` of a :data:`MONTH_SPAN` match's first and last month."""
    a, b = _MONTH_NUMBER[m.group("a")[:3].lower()], _MONTH_NUMBER[m.group("b")[:3].lower()]
    yb = int(m.group("yb"))
    ya = int(m.group("ya")) if m.group("ya") else (yb if a <= b else yb - 1)
    return (a, ya), (b, yb)


def _fiscal(month: int, year: int, ticker: str) -> int:
    """The fiscal year a month of ``year`` falls in on ``ticker``'s calendar (none: its year)."""
    return year + 1 if ticker and month > year_end_month(ticker) else year


def _to_year(token: str) -> int:
    year = int(token)
    return year + 2000 if year < 100 else year


def find_years(text: str, tickers: Sequence[str] = ()) -> tuple[int, ...]:
    """Every fiscal year mentioned in ``text`` as an integer, ranges expanded.

    A date closing a period is read on the calendar of each of ``tickers`` (the companies
    asked about): "at 31 December 2023" is FY2024 for BHP and FY2023 for Rio Tinto. With
    no ticker, it is its calendar year.
    """
    found: list[tuple[int, int]] = []
    taken: list[tuple[int, int]] = []
    for m in MONTH_SPAN.finditer(text):
        # "between July 2022 and June 2023": the fiscal years the months cover, on the
        # calendar of the companies asked (one June year; a calendar company's two)
        opens, closes = _span_ends(m)
        if (closes[1] - opens[1]) * 12 + closes[0] - opens[0] + 1 < 12:
            continue  # "January to June 2023": a half, read by its closing month
        for ticker in dict.fromkeys(tickers or ("",)):
            span = range(_fiscal(*opens, ticker), _fiscal(*closes, ticker) + 1)
            found.extend((m.start(), year) for year in span)
        taken.append((m.start(), m.end()))
    spans = list(taken)  # each company's calendar reads a closing date in no span again
    for ticker in dict.fromkeys(tickers):
        for start, end, year in closing_dates(text, ticker):
            if any(start < e and s < end for s, e in spans):
                continue
            taken.append((start, end))
            found.append((start, year))
    for m in _SPLIT_YEAR.finditer(text):
        first, second = int(m.group(1)), _to_year(m.group(2) or m.group(3))
        if second == first + 1:  # "2023/24" is the year ending in 2024 (FY2024)
            taken.append((m.start(), m.end()))
            found.append((m.start(), second))
    for m in _YEAR_RANGE.finditer(text):
        if any(m.start() < e and s < m.end() for s, e in taken):
            continue
        raw = m.group(0)
        has_marker = bool(re.search(r"fy|year|fiscal|财年|20\d\d", raw, re.IGNORECASE))
        if not has_marker:
            continue
        start, end = _to_year(m.group(1)), _to_year(m.group(2))
        if not (2000 <= start <= end <= start + 30):
            continue
        taken.append((m.start(), m.end()))
        found.extend((m.start() + i, y) for i, y in enumerate(range(start, end + 1)))
    for pattern in _YEAR_FORMS:
        for m in pattern.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            taken.append((m.start(), m.end()))
            found.append((m.start(), _to_year(m.group(1))))
    seen: dict[int, int] = {}
    for pos, year in sorted(found):
        seen.setdefault(year, pos)
    return tuple(seen)


def normalise_fiscal_year(text: str) -> str | None:
    """Normalise one fiscal-year expression (``fy2024``, ``FY 24``, ``2024财年``) to ``FY2024``."""
    years = find_years(text)
    return f"FY{years[0]}" if years else None


# --- Relative periods -------------------------------------------------------------------

_NUMBER_WORDS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "两": 2,
    "二": 2,
    "三": 3,
    "四": 4,
    "五": 5,
}
_LAST_N_YEARS = re.compile(
    r"\b(?:last|past|previous|prior|latest|recent)\s+(two|three|four|five|[2-5])\s+"
    r"(?:fiscal\s+|financial\s+|reporting\s+)?years\b|"
    r"\b(two|three|four|five|[2-5])[\s-]year\s+(?:average|mean|trend|history|record|"
    r"track\s+record|series|run|view|total)\b|"
    r"(?:过去|近|最近|前)(两|二|三|四|五|[2-5])(?:个)?(?:财年|年)",
    re.IGNORECASE,
)
_YEARS_BACK = re.compile(
    r"\b(?:the\s+)?(?:(?:fiscal|financial)\s+)?year\s+(?:before|earlier|prior)(?:\s+that)?\b"
    r"(?!\s+last)|"
    r"\b(?:the\s+)?(?:previous|prior|preceding)[\s-]+(?:fiscal\s+|financial\s+)?year\b|"
    r"\blast\s+(?:fiscal\s+|financial\s+)?year\b|\ba\s+year\s+(?:earlier|before)\b|"
    r"\b(two|three|four|2|3|4)\s+years\s+(?:before|earlier|prior)\b|"
    r"(?:那)?(?:一年|那年|该年)之?前|前一(?:个)?(?:财)?年|上一(?:个)?(?:财)?年|去年|上年",
    re.IGNORECASE,
)
_YEARS_FORWARD = re.compile(
    r"\bthe\s+(?:following|next|subsequent)\s+(?:fiscal\s+|financial\s+)?year\b|"
    r"\b(?:the\s+)?year\s+after\b|\ba\s+year\s+later\b|"
    r"后一(?:个)?(?:财)?年|下一(?:个)?(?:财)?年|次年|第二年",
    re.IGNORECASE,
)


_LAST_YEAR = re.compile(
    r"\blast\s+(?:fiscal\s+|financial\s+)?year\b|去年|上一(?:个)?(?:财)?年|上年",
    re.IGNORECASE,
)


def last_year_span(text: str) -> re.Match[str] | None:
    """Where ``text`` says "last year" / 去年 (None: it does not)."""
    return _LAST_YEAR.search(text)


def is_last_year(text: str) -> bool:
    """Whether ``text`` says "last year" / 去年.

    With years in the conversation it is the year before them; without, the latest year
    the corpus holds (:mod:`mines.asked_periods`). "The previous year" is not "last year":
    it is a year before another (:func:`standalone_years`).
    """
    return bool(_LAST_YEAR.search(text))


def has_relative_period(text: str) -> bool:
    """Whether ``text`` names a period relative to another ("the year before")."""
    return bool(
        _LAST_N_YEARS.search(text) or _YEARS_BACK.search(text) or _YEARS_FORWARD.search(text)
    )


_ANCHOR_GAP = re.compile(r"(?:(?<=prior)\s+to\b)?\s*(?:(?:of|than)\s+)?(?:the\s+)?", re.IGNORECASE)


def pin_relative_years(text: str) -> str:
    """``text`` with a relative year tied to a written one spelt out as that year.

    "the year before FY2024" is FY2023, "two years prior to 2025" FY2023, "the year after
    FY22" FY2023: the written year is the anchor, not the year asked. A relative year
    with no year right after it is left for :func:`relative_years`.
    """
    out, cut = [], 0
    for pattern, step in ((_YEARS_BACK, -1), (_YEARS_FORWARD, 1)):
        for m in pattern.finditer(text):
            if m.start() < cut or not m.group(0).strip()[:1].isalpha():
                continue
            gap = _ANCHOR_GAP.match(text, m.end())
            at = gap.end() if gap else m.end()
            for form in _YEAR_FORMS:
                year = form.match(text, at)
                if year:
                    count = _count(m.groups()[0] if m.groups() else None)
                    pinned = _to_year(year.group(1)) + step * count
                    out.append((m.start(), year.end(), f"FY{pinned}"))
                    cut = year.end()
                    break
    for start, end, value in sorted(out, reverse=True):
        text = text[:start] + value + text[end:]
    return text


def anchor_relative_years(text: str, cited: Sequence[tuple[int, int]] = ()) -> str:
    """``text`` with relative years set after a written one spelt out as the years they mean.

    "revenue in FY2025 and the previous year" asks FY2025 and FY2024; "FY2023 and the
    following year" FY2023 and FY2024; "FY2024 and the two years before" FY2022 to FY2024.
    The anchor is the year written last before the relative words, unless it is the period
    of a report the question cites (``cited``: "the FY24 results presentation ... for the
    prior year" is read against the report elsewhere). Left as written: "last year" (the
    latest year held, whatever else is written), a year set after a comparison's word
    ("compared with a year earlier": the change fetches its base), and relative words a year
    follows ("the previous year, FY23": that year).
    """
    out = _anchored_back(text, cited)
    for start, end, value in sorted(out, reverse=True):
        text = text[:start] + value + text[end:]
    return text


_NAMED_AFTER = re.compile(r"\s*[,(:–—-]?\s*(?:(?:namely|i\.e\.|that\s+is)\s+)?", re.IGNORECASE)


_EACH_OF = re.compile(r"\bthe\s+$", re.IGNORECASE)
""""the" before "two years before": each of the years, not the one two years back."""


def _anchored_back(text: str, cited: Sequence[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """``(start, end, years)`` of each relative year :func:`anchor_relative_years` spells."""
    out: list[tuple[int, int, str]] = []
    for pattern, step in ((_YEARS_BACK, -1), (_YEARS_FORWARD, 1)):
        for m in pattern.finditer(text):
            gap = _NAMED_AFTER.match(text, m.end())
            named = gap is not None and any(f.match(text, gap.end()) for f in _YEAR_FORMS)
            if (
                named
                or _LAST_YEAR.fullmatch(m.group(0).strip())
                or _BASE_WORD.search(text, 0, m.start())  # a comparison's base: left to it
            ):
                continue
            free = text[: m.start()]
            for start, end in cited:  # a cited report's period anchors nothing here
                free = free[:start] + " " * (end - start) + free[end:]
            before = find_years(free)  # in order of mention: "2023/24" is 2024
            if not before:
                continue
            anchor = before[-1]
            count = _count(m.groups()[0] if m.groups() else None)
            each = m.group(1) if m.groups() else None
            steps = (
                range(count, 0, -1) if each and _EACH_OF.search(text, 0, m.start()) else (count,)
            )
            years = [f"FY{anchor + step * n}" for n in steps]
            out.append((m.start(), m.end(), " and ".join(years)))
    return out


def _count(word: str | None, default: int = 1) -> int:
    if not word:
        return default
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word.lower(), default)


def relative_years(
    text: str, anchor: Sequence[int] = (), latest: int | None = None
) -> tuple[int, ...]:
    """Fiscal years a relative expression in ``text`` means, given the years in context.

    "the year before" / "last year" / "那一年之前" is the year before the earliest
    anchor year; "the following year" the year after the latest; "over the last three
    years" the three years ending at the latest anchor year (or at the latest fiscal year
    held when there is no anchor). Without an anchor, "last year" and "the previous
    year" are the latest year held itself. ``()`` when ``text`` names no relative period,
    or it needs an anchor and there is none.

    Args:
        text: A question.
        anchor: Fiscal years (integers) of the conversation so far.
        latest: The latest fiscal year held for the companies asked (default: the
            bundled corpus's latest).

    Returns:
        The years meant, oldest first.
    """
    m = _LAST_N_YEARS.search(text)
    if m:
        n = _count(next(g for g in m.groups() if g), 3)
        end = max(anchor) if anchor else latest or LATEST_FISCAL_YEAR
        return tuple(range(end - n + 1, end + 1))
    if not anchor:
        return (latest or LATEST_FISCAL_YEAR,) if is_last_year(text) else ()
    m = _YEARS_BACK.search(text)
    if m:
        return (min(anchor) - _count(m.group(1)),)
    if _YEARS_FORWARD.search(text):
        return (max(anchor) + 1,)
    return ()


_BASE_WORD = re.compile(
    r"\b(?:from|over|on|versus|vs\.?|against|than|since|with|to|beside)\s+$", re.IGNORECASE
)
"""A comparison's word right before a relative year: "change from the previous year"."""


def standalone_years(text: str, latest: int) -> tuple[int, ...]:
    """Fiscal years a relative expression means with no year in the question or before it.

    "last year" is ``latest`` (the latest year held) itself; "the year before", "the
    previous year", "a year earlier", "two years prior" step back from it, as no other
    year is there to step back from; "over the last three years" ends at it. A year set
    after a comparison's word ("how did revenue change from the previous year?",
    "versus a year earlier") is the comparison's base, fetched by the change itself: the
    year asked is ``latest``. ``()`` when ``text`` names none of these ("the following
    year" needs a year to follow).
    """
    if _LAST_N_YEARS.search(text):
        return relative_years(text, (), latest)
    if is_last_year(text):
        return (latest,)
    m = _YEARS_BACK.search(text)
    if m is None:
        return ()
    if _BASE_WORD.search(text, 0, m.start()):
        return (latest,)
    return (latest - _count(m.group(1)),)


FOLLOW_UP_PATTERN = re.compile(
    r"\b(their|its|it|they|them|those|same|also|too|what about|how about|actually|instead|"
    r"i meant|previous|prior|that year|that company|(?:is|was|were|are|did|does)\s+(?:that|this)|"
    r"th(?:at|is)\s+(?:figure|number|amount|one|result|value))\b|^\s*(and|or|but|so)\b|"
    r"那|它|他们|其|同样|改成|上一|前一|去年|上年|下一|后一|次年",
    re.IGNORECASE,
)
"""Words that make a question lean on the conversation before it."""


_COMPARES_BACK = re.compile(
    r"^\s*(?:and\s+)?(?:"
    r"how\s+(?:does|did|do|would|will)\s+(?:that|this|it|those|these|they)\s+"
    r"(?:compare|stack\s+up|measure\s+up|look\s+(?:next\s+to|against|beside))|"
    r"(?:compare|contrast|set|put)\s+(?:that|this|it|those|these|them)\s+"
    r"(?:with|to|against|beside|next\s+to)|"
    r"(?:versus|vs\.?|against|compared\s+(?:with|to)|relative\s+to|next\s+to)\s)",
    re.IGNORECASE,
)


_THAN = re.compile(
    r"\b(?:(?:higher|lower|more|less|bigger|smaller|larger|greater|better|worse)\s+than|"
    r"(?:up|down)\s+(?:on|from)|compared\s+(?:with|to)|versus|vs\.?|against|relative\s+to)\s",
    re.IGNORECASE,
)


def compares_back(text: str) -> bool:
    """Whether ``text`` sets what was just discussed beside something it names.

    "How does that compare with Fortescue?", "Compare it to BHP", "And versus Rio?", "Is
    that higher than FY2022?": the conversation's companies and years stay in the question
    beside the ones named.
    """
    return bool(
        _COMPARES_BACK.search(text) or (FOLLOW_UP_PATTERN.search(text) and _THAN.search(text))
    )


def is_follow_up(text: str) -> bool:
    """Whether ``text`` refers back to the conversation (a pronoun, "and ...", a relative year)."""
    return bool(FOLLOW_UP_PATTERN.search(text)) or has_relative_period(text) or compares_back(text)


def leans_on_context(text: str) -> bool:
    """Whether ``text`` refers back by a word other than its relative year ("and", "their").

    "What was BHP's revenue last year?" stands alone (last year is the latest held);
    "And last year?" leans on the conversation (the year before the one discussed).
    """
    for pattern in (_LAST_N_YEARS, _YEARS_BACK, _YEARS_FORWARD):
        text = pattern.sub(" ", text)
    return bool(FOLLOW_UP_PATTERN.search(text))


def latest_reportable_year() -> int:
    """The newest fiscal year a report can exist for: the calendar year (at least FY2025).

    A year up to it may be held (a user's FY2026 report); whether it is, only the store
    says (:func:`mines.asked_periods.refuse_unheld`). A later year has no report anywhere.
    """
    return max(LATEST_FISCAL_YEAR, date.today().year)


def fiscal_year_label(ticker: str, fiscal_year: str) -> str:
    """Explain the fiscal period: RIO's FY is the calendar year, the others end 30 June."""
    year = fiscal_year.removeprefix("FY")
    end = FISCAL_YEAR_END.get(ticker, "30 June")
    return f"{fiscal_year} (year to {end} {year})"
