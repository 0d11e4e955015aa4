"""Periods a question names relative to the corpus: "last year", "the latest", "two years ago".

:mod:`mines.question.years` reads the years a question writes ("FY25", "the 2023 financial year",
"2023/24") and the years it names relative to the conversation ("and the year before?").
This module resolves the words that point at *the newest report*: "last year", "the most
recent year", "latest", "this year", "two years ago", "the year before last", 去年, 前年,
最近一年. They mean the latest fiscal year the corpus holds for the company asked about, not
a year on the calendar: with only your own reports ingested and BHP's newest being FY2024,
"last year" is FY2024 for BHP.

The years held come from the store's document list (one metadata read, about 5 ms, made
only for a question with such words, a year ranking, or naming a year outside the bundled
corpus's FY2021-FY2025; the years are derived once per set of documents, so once per
corpus version). Every
full-year report stored counts, the bundled corpus's and a user's own (those the viewer
may see): with a FY2026 report ingested for BHP, "last year" is FY2026 for BHP and
"FY2026" is answered; so is "FY2019" once a FY2019 report is. A year outside FY2021-FY2025
that no document holds for the companies asked is refused by name (:func:`refuse_unheld`).
"In which year ... most" with no year named ranks every full year held
(:func:`ranked_years`), not the bundled five. The resolution is stated in the answer
("Period: latest year held for BHP Group: FY2025.", "Period: ranked over the full years
held for BHP Group: FY2019-FY2026.").
"""

from __future__ import annotations

import calendar
import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from mines.figures.model import Period
from mines.question.companies import COMPANY_NAMES, SUPPORTED_TICKERS
from mines.question.years import (
    EARLIEST_REPORTABLE_YEAR,
    FIRST_FISCAL_YEAR,
    LATEST_FISCAL_YEAR,
    anchor_relative_years,
    find_years,
    is_last_year,
    last_year_span,
    latest_reportable_year,
)
from mines.slots import Slots, asks_which_half, asks_which_year

log = logging.getLogger(__name__)

_NUMBER = {
    "a": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
_ZH_NUMBER = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}

_LATEST = re.compile(
    r"\b(?:the\s+)?(?:most\s+recent|latest|newest|current|this|last\s+(?:full|complete[d]?))\s+"
    r"(?:full\s+|complete[d]?\s+)?(?:fiscal\s+|financial\s+|reporting\s+)?"
    r"(?:year|fy|period|annual\s+report|results?|accounts|report)\b|"
    r"\b(?:latest|most\s+recent|newest)\b(?!\s+(?:news|announcements?|developments?|events?|"
    r"updates?|headlines?|deals?))|"
    r"最近(?:一|1)(?:个)?(?:财)?年(?:度)?|最新(?!新闻|动态|消息|公告)|今年|本财年|本年度",
    re.IGNORECASE,
)
_YEARS_AGO = re.compile(
    r"\b(a|one|two|three|four|five|six|seven|eight|nine|ten|[1-9]|10)\s+"
    r"(?:fiscal\s+|financial\s+)?years?\s+ago\b|"
    r"\b(?:the\s+)?year\s+before\s+last\b|"
    r"([一两二三四五六七八])年前|(前年)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Resolution:
    """Fiscal years meant by the question's relative words, and how they were resolved.

    ``half`` is ``"H1"`` or ``"H2"`` when the words name the latest half (empty otherwise).
    """

    years: tuple[int, ...]
    note: str
    half: str = ""
    halves: tuple[tuple[str, Period], ...] = ()
    """The half resolved for each company asked, on its own calendar (latest half only)."""

    def hint(self) -> list[str]:
        """The periods as the memory node's hint writes them (``FY2025``, ``H2 FY2025``)."""
        if self.halves:
            return list(dict.fromkeys(p.label for _, p in self.halves))
        return [f"{self.half} FY{y}" if self.half else f"FY{y}" for y in self.years]


def names_latest(text: str) -> bool:
    """Whether ``text`` points at the newest report ("latest", "two years ago", 今年)."""
    return bool(_LATEST.search(text) or _YEARS_AGO.search(text))


def _offset(text: str) -> int | None:
    """Years back from the latest held: 0 for "latest", 1 for "two years ago", None."""
    m = _YEARS_AGO.search(text)
    if m:
        if m.group(1):
            word = m.group(1).lower()
            return max(0, (int(word) if word.isdigit() else _NUMBER.get(word, 1)) - 1)
        if m.group(2):
            return max(0, _ZH_NUMBER.get(m.group(2), 1) - 1)
        return 1  # "the year before last", 前年
    if _LATEST.search(text) or is_last_year(text):
        return 0
    return None


_LATEST_HALF = re.compile(
    r"\b(?:latest|most\s+recent|newest|last|recent|current|(?P<back>previous|prior|preceding))\s+"
    r"(?:six[\s-]months?(?:\s+period)?|half(?:[\s-]year)?)\b"
    r"(?!\s+of\b)(?![\s-]*(?:year\s+)?(?:results?|reports?|accounts))|"
    r"最近(?:一个)?半年(?:度)?",
    re.IGNORECASE,
)
""""The latest half", "the most recent six months", "the last half-year": the newest half
held, H1 or H2; "the previous half" the one before it. Not "the last half of FY2024" (its
second half) nor "the latest half-year results" (the interim report, a first half)."""


def names_latest_half(text: str) -> bool:
    """Whether ``text`` asks for the newest half-year ("the most recent half")."""
    return bool(_LATEST_HALF.search(text))


def latest_held(companies: Sequence[str], held: Mapping[str, Sequence[int]]) -> int:
    """The latest fiscal year every asked company has a report for (all five when none)."""
    asked = [c for c in companies if c in SUPPORTED_TICKERS] or list(SUPPORTED_TICKERS)
    latest = [max(held[c]) for c in asked if held.get(c)]
    return min(latest) if latest else LATEST_FISCAL_YEAR


def resolve(
    text: str, companies: Sequence[str], held: Mapping[str, Sequence[int]]
) -> Resolution | None:
    """The years ``text`` means by "latest", "last year", "two years ago" (None: no such words).

    A question that writes a year ("FY2024") is not resolved: the written year wins.

    Args:
        text: The question.
        companies: Tickers asked about (none: the five).
        held: Fiscal years the corpus holds per ticker (:func:`held_years`).

    Returns:
        The years and a sentence stating the resolution, or None.
    """
    if find_years(text):
        return None
    offset = _offset(text)
    if offset is None:
        return None
    latest = latest_held(companies, held)
    year = latest - offset
    # "last year and the year before": the relative words after it step from the year meant
    said = _YEARS_AGO.search(text) or _LATEST.search(text) or last_year_span(text)
    spelt = f"{text[: said.start()]} FY{year} {text[said.end() :]}" if said else text
    found = set(find_years(anchor_relative_years(spelt))) | {year}
    ago = _YEARS_AGO.search(text)
    rest = f"{text[: ago.start()]} {text[ago.end() :]}" if ago else ""
    if rest and (_LATEST.search(rest) or is_last_year(rest)):
        found.add(latest)  # "the most recent year against three years ago": both years
    years = tuple(sorted(found))
    note = resolve_note(companies, held, year)
    if len(years) > 1 and year != latest:
        each = " and ".join(f"FY{y}" for y in years)
        note = note.replace(f"the question's year: FY{year}", f"the question's years: {each}")
    return Resolution(years, note)


def resolve_half(
    text: str, companies: Sequence[str], halves: Mapping[str, Period]
) -> Resolution | None:
    """The half "the latest half" means: the newest half held for each company asked.

    "The previous half" is the half before it. A full-year report closes its year's
    second half, a half-year report its own half, so with the bundled reports the latest
    half is the second half of FY2025, and with a user's H1 FY2026 report ingested it is
    that half. Each company named is resolved on its own: with BHP's H1 FY2026 report
    held and Rio Tinto's newest being its FY2025 year, BHP's latest half is H1 FY2026 and
    Rio Tinto's H2 FY2025, and the note names each with its months. With no company
    named, the newest half all five hold. None when ``text`` writes a year or names no
    latest half, or nothing is readable (``halves`` empty).

    Args:
        text: The question.
        companies: Tickers asked about (none: the five).
        halves: The newest half held per ticker (:func:`held_halves`).
    """
    m = _LATEST_HALF.search(text)
    if find_years(text) or m is None:
        return None
    back = bool(m.group("back"))  # "the previous half": the one before the newest
    named = [c for c in dict.fromkeys(companies) if c in SUPPORTED_TICKERS]
    own = {c: _step_back(halves[c], back) for c in named if c in halves}
    asked = named or list(SUPPORTED_TICKERS)
    held = [halves[c] for c in asked if c in halves]
    if not held:
        return None
    half = _step_back(min(held), back)
    latest = "half before the latest" if back else "latest half"
    if len(named) > 1 and len(own) == len(named):
        each = "; ".join(f"{COMPANY_NAMES[c]}: {p.label} ({_months(p, c)})" for c, p in own.items())
        note = f"Period: {latest} held for each company asked: {each}."
        newest = max(own.values())
        return Resolution((newest.year,), note, newest.kind, tuple(own.items()))
    whose = ", ".join(COMPANY_NAMES[c] for c in named) or "the five companies"
    months = "; ".join(_months(half, c) for c in named)
    when = f" ({months})" if months else ""
    note = f"Period: {latest} held for {whose}: {half.label}{when}."
    return Resolution((half.year,), note, half.kind)


_HALF_STEP = re.compile(
    r"\bhalf(?:[\s-]year)?\s+(?P<back>before|earlier|prior)\b|"
    r"\b(?P<back2>previous|prior|preceding)\s+half(?:[\s-]year)?\b|"
    r"\bhalf(?:[\s-]year)?\s+(?:after|later)\b|"
    r"\b(?:following|next|subsequent)\s+half(?:[\s-]year)?\b",
    re.IGNORECASE,
)
""""The half before that", "the previous half", "the half after", "the next half": a half
one step from the half the conversation was about."""


def half_step(text: str) -> int:
    """-1 for "the half before (that)", 1 for "the half after", 0 when ``text`` names neither."""
    m = _HALF_STEP.search(text)
    if m is None:
        return 0
    return -1 if m.group("back") or m.group("back2") else 1


def step_halves(anchor: Mapping[str, Period], step: int) -> Resolution:
    """The halves one ``step`` from ``anchor`` (each company's period the conversation was about).

    "How about the half before that?" after BHP's H2 FY2025 is BHP's H1 FY2025; after its
    full year FY2024, the half before that year, H2 FY2023. Each company steps from its
    own period, and the note names each half with its months.
    """
    stepped = {c: _step_back(p, True) if step < 0 else _step_on(p) for c, p in anchor.items()}
    which = "before" if step < 0 else "after"
    each = "; ".join(
        f"{COMPANY_NAMES.get(c, c)}: {p.label} ({_months(p, c)}), {which} {anchor[c].label}"
        for c, p in stepped.items()
    )
    newest = max(stepped.values())
    note = f"Period: the half {which} the period discussed, for each company asked: {each}."
    return Resolution((newest.year,), note, newest.kind, tuple(stepped.items()))


def _step_on(half: Period) -> Period:
    """The half after ``half``; after a full year, the first half of the next year."""
    return Period(half.year, "H2") if half.kind == "H1" else Period(half.year + 1, "H1")


def _step_back(half: Period, back: bool) -> Period:
    """``half``, or the half before it when ``back`` ("the previous half")."""
    if not back:
        return half
    return Period(half.year, "H1") if half.kind == "H2" else Period(half.year - 1, "H2")


def _months(period: Period, company: str) -> str:
    """``January to June 2025``: the six months of a half on ``company``'s calendar."""
    end = period.end(company)
    start_month = end.month - 5
    return f"{calendar.month_name[start_month]} to {calendar.month_name[end.month]} {end.year}"


def resolve_note(companies: Sequence[str], held: Mapping[str, Sequence[int]], year: int) -> str:
    """The sentence stating a resolution ("Period: latest year held for BHP Group: FY2025.")."""
    latest = latest_held(companies, held)
    asked = [c for c in companies if c in SUPPORTED_TICKERS]
    whose = (
        f"for {', '.join(COMPANY_NAMES[c] for c in asked)}" if asked else "for the five companies"
    )
    newer = [c for c in asked or SUPPORTED_TICKERS if held.get(c) and max(held[c]) > latest]
    also = f" ({', '.join(f'{c} also holds FY{max(held[c])}' for c in newer)})" if newer else ""
    meant = "" if year == latest else f"; the question's year: FY{year}"
    return f"Period: latest year held {whose}: FY{latest}{also}{meant}."


@lru_cache(maxsize=4)
def _held_for(documents: tuple[tuple[str, str, str], ...]) -> dict[str, tuple[int, ...]]:
    years: dict[str, set[int]] = {}
    for company, fiscal_year, period in documents:
        if period.upper().startswith("H"):
            continue  # a half-year report does not make its year "held"
        found = find_years(fiscal_year)
        if found and EARLIEST_REPORTABLE_YEAR <= found[0] <= latest_reportable_year():
            years.setdefault(company, set()).add(found[0])
    return {c: tuple(sorted(ys)) for c, ys in years.items()}


def names_later_year(text: str) -> bool:
    """Whether ``text`` writes a year after the bundled corpus's latest ("FY2026")."""
    return any(y > LATEST_FISCAL_YEAR for y in find_years(text))


def _bundled(year: int) -> bool:
    return FIRST_FISCAL_YEAR <= year <= LATEST_FISCAL_YEAR


def names_unbundled_year(text: str) -> bool:
    """Whether ``text`` writes a year outside the bundled corpus's ("FY2026", "FY2019")."""
    return any(not _bundled(y) for y in find_years(text))


def refuse_unheld(slots: Slots, held: Mapping[str, Sequence[int]]) -> Slots:
    """``slots`` with each year outside FY2021-FY2025 that no asked company holds refused.

    The bundled years stay as they are; an earlier or a later year is answered only where a
    stored report holds it ("FY2026" once a FY2026 report is ingested, "FY2019" once a
    FY2019 one is), else refused by name like "FY2030". With nothing readable (``held``
    empty), no such year is held.

    Args:
        slots: The question's slots.
        held: Fiscal years held per ticker (:func:`held_years`).
    """
    asked = [c for c in slots.companies if c in SUPPORTED_TICKERS] or list(SUPPORTED_TICKERS)
    years = {y for c in asked for y in held.get(c, ())}
    refused = tuple(
        fy for fy in slots.fiscal_years if not _bundled(int(fy[2:])) and int(fy[2:]) not in years
    )
    if not refused:
        return slots
    return replace(
        slots,
        fiscal_years=tuple(fy for fy in slots.fiscal_years if fy not in refused),
        out_of_range_years=tuple(dict.fromkeys(slots.out_of_range_years + refused)),
    )


def ranked_years(
    text: str, companies: Sequence[str], held: Mapping[str, Sequence[int]]
) -> Resolution | None:
    """The years a "which year ... most" question ranks, when it names none: every year held.

    "In which year did BHP have the highest revenue?" ranks every full year the store holds
    for BHP (the bundled FY2021-FY2025 and a user's own FY2019 or FY2026 report alike), not
    the bundled years alone; with several companies, every year any of them holds. None
    when ``text`` writes a year, asks no year ranking, or nothing is readable (``held``
    empty: the bundled years are ranked, as :func:`mines.slots.extract_slots` reads them).

    Args:
        text: The question.
        companies: Tickers asked about (none: the five).
        held: Fiscal years held per ticker (:func:`held_years`).

    Returns:
        The years, oldest first, and a sentence naming them.
    """
    if find_years(text) or not asks_which_year(text):
        return None
    asked = [c for c in companies if c in SUPPORTED_TICKERS] or list(SUPPORTED_TICKERS)
    years = tuple(sorted({y for c in asked for y in held.get(c, ())}))
    if not years:
        return None
    whose = (
        ", ".join(COMPANY_NAMES[c] for c in companies if c in SUPPORTED_TICKERS)
        or "the five companies"
    )
    return Resolution(
        years, f"Period: ranked over the full years held for {whose}: {_span(years)}."
    )


def _span(years: Sequence[int]) -> str:
    """``FY2021-FY2026``, or each year when some are missing (``FY2019, FY2021, FY2022``)."""
    if list(years) == list(range(years[0], years[-1] + 1)) and len(years) > 2:
        return f"FY{years[0]}-FY{years[-1]}"
    return ", ".join(f"FY{y}" for y in years)


def _documents(viewer: str | None) -> tuple[tuple[str, str, str], ...] | None:
    """``(company, fiscal year, period)`` of each stored document (None: unreadable)."""
    from mines.chroma_client import StoreError
    from mines.store import get_store

    try:
        documents = get_store().documents(viewer=viewer)
    except (StoreError, OSError) as exc:
        log.warning("could not list the documents held: %s", exc)
        return None
    return tuple(sorted({(d.company, d.fiscal_year, d.period) for d in documents}))


def held_years(viewer: str | None = None) -> dict[str, tuple[int, ...]]:
    """Fiscal years with a full-year report in the store, per ticker.

    With ``viewer``, only the shared documents and that user's own count.

    Returns ``{}`` when the store cannot be read: the caller then falls back to the
    bundled corpus's latest year.
    """
    documents = _documents(viewer)
    return {} if documents is None else _held_for(documents)


@lru_cache(maxsize=4)
def _halves_for(documents: tuple[tuple[str, str, str], ...]) -> dict[str, Period]:
    halves: dict[str, Period] = {}
    for company, fiscal_year, period in documents:
        found = Period.parse_label(period) or Period.parse_label(fiscal_year)
        if found is None or not EARLIEST_REPORTABLE_YEAR <= found.year <= latest_reportable_year():
            continue
        half = found if found.kind != "FY" else Period(found.year, "H2")  # a year closes its H2
        if company not in halves or half > halves[company]:
            halves[company] = half
    return halves


def held_halves(viewer: str | None = None) -> dict[str, Period]:
    """The newest half-year each ticker's stored reports close (``{}``: unreadable).

    A half-year report closes its half; a full-year report its year's second half.
    """
    documents = _documents(viewer)
    return {} if documents is None else _halves_for(documents)


@lru_cache(maxsize=4)
def _half_reports_for(documents: tuple[tuple[str, str, str], ...]) -> dict[str, tuple[Period, ...]]:
    reports: dict[str, set[Period]] = {}
    for company, _year, period in documents:
        found = Period.parse_label(period)
        if found is None or found.kind == "FY":
            continue  # a full-year report states no half apart
        if EARLIEST_REPORTABLE_YEAR <= found.year <= latest_reportable_year():
            reports.setdefault(company, set()).add(found)
    return {c: tuple(sorted(ps)) for c, ps in reports.items()}


def held_half_reports(viewer: str | None = None) -> dict[str, tuple[Period, ...]]:
    """The halves each ticker's stored half-year reports close, oldest first (``{}``: none).

    Only a half-year report states a half's figures: a full-year report closes its second
    half but states the year's figures, never that half's own.
    """
    documents = _documents(viewer)
    return {} if documents is None else _half_reports_for(documents)


def ranked_halves(
    text: str,
    companies: Sequence[str],
    reports: Mapping[str, Sequence[Period]],
    held: Mapping[str, Sequence[int]],
) -> Resolution | None:
    """The halves a "which half ... most" question ranks: each half-year report held.

    "Which half had the highest revenue for Fortescue?" ranks the halves the store holds a
    half-year report for, never the full years (a year is no half). A half-year report
    closes a first half, so the halves ranked are of one kind (the first halves, unless
    only second halves are held), and the note names them. With no half-year report held,
    the first halves of the years held are asked, which no full-year report states: the
    answer is "not found", and the note says why. None when ``text`` writes a year or asks
    no half ranking.

    Args:
        text: The question.
        companies: Tickers asked about (none: the five).
        reports: The halves held per ticker (:func:`held_half_reports`).
        held: Fiscal years held per ticker (:func:`held_years`).
    """
    if find_years(text) or not asks_which_half(text):
        return None
    asked = [c for c in companies if c in SUPPORTED_TICKERS] or list(SUPPORTED_TICKERS)
    whose = ", ".join(COMPANY_NAMES[c] for c in asked) if companies else "the five companies"
    halves = sorted({p for c in asked for p in reports.get(c, ())})
    if halves:
        kind = "H1" if any(p.kind == "H1" for p in halves) else "H2"
        ranked = [p for p in halves if p.kind == kind]
        left = [p.label for p in halves if p.kind != kind]
        aside = f" ({', '.join(left)} left out: halves of one kind are ranked)" if left else ""
        labels = ", ".join(p.label for p in ranked)
        note = f"Period: ranked over the half-years held for {whose}: {labels}{aside}."
        return Resolution(tuple(p.year for p in ranked), note, kind)
    years = tuple(sorted({y for c in asked for y in held.get(c, ())})) or tuple(
        range(FIRST_FISCAL_YEAR, LATEST_FISCAL_YEAR + 1)
    )
    note = (
        f"Period: no half-year report is held for {whose}; the full-year reports held "
        f"({_span(years)}) state each year's figures, not each half's, so no half is ranked."
    )
    return Resolution(years, note, "H1")
