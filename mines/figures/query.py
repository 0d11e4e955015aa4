"""What a question asks of a figure beyond company, metric and year.

The period kind (a first or second half), the dividend kind (interim, final, special,
total), the basis (statutory, underlying, attributable) and a qualifier (a site or an
ownership basis such as "100% basis"). Company, metric, fiscal-year and site slots come
from :mod:`mines.slots`; this module reads only the extra words.

Pure: no I/O, no model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from mines.figures.basis_words import as_basis_word
from mines.figures.half_dividends import SECOND_HALF_DIVIDEND
from mines.figures.model import Period, PeriodKind, year_end_month
from mines.figures.ownership_words import ownership_of
from mines.figures.period_forms import (
    CAL_HALF,
    DATE_RE,
    HALF_FORM,
    MONTH_END,
    MONTH_NAMED_HALF,
    MONTHS,
    calendar_half_period,
    closing_date_period,
    period_ending,
)
from mines.figures.period_mentions import (
    PeriodMention,
    period_mentions,
)
from mines.figures.printed_dividends import SPECIAL_COUNTED
from mines.figures.qualifier_axes import (
    DIVIDEND_KINDS,
)
from mines.measures.places import worded_places
from mines.measures.sites import find_sites
from mines.measures.words import question_metrics
from mines.numbers import MONTH_FULL
from mines.question.operations import combines_dividend_kinds
from mines.question.source_period import asked_period_text
from mines.question.years import CALENDAR_HALF, spell_halves
from mines.slots import without_hint

_HALF_ONE = re.compile(
    r"\b(?:first[\s-]half|1st half|h1|1h|half[\s-]year(?:ly)?|interim (?:period|result|report)s?|"
    r"six months to 31 december|(?:at|for|in)\s+the\s+half|"
    r"(?:latest|most\s+recent|last|recent|previous|prior)\s+(?:six[\s-]month\s+)?half"
    r"(?!\s+of\b))\b|"
    r"\b(?:1h|hy)(?=\s*'?(?:fy)?\s*\d)|"
    r"上半年|中期业绩",
    re.IGNORECASE,
)
_HALF_TWO = re.compile(
    r"\b(?:second[\s-]half|2nd half|latter half|last half(?=\s+of\b)|h2|2h)\b|"
    r"\b2h(?=\s*'?(?:fy)?\s*\d)|下半年",
    re.IGNORECASE,
)
_DIVIDEND_WORD = re.compile(r"dividend|distribution|payout|\bdps\b|股息|派息", re.IGNORECASE)
_INTERIM = re.compile(r"\binterim\b", re.IGNORECASE)


def _first_half_named(question: str) -> bool:
    """Whether ``question`` names a first half ("first half", "H1", "interim EBITDA margin").

    "Interim" names the first half asked of a measure; an interim dividend is a dividend's
    kind, and with one asked "interim" names no half ("the interim and final dividends").
    """
    return bool(
        _HALF_ONE.search(question)
        or (_INTERIM.search(question) and not _DIVIDEND_WORD.search(question))
    )


_AT_RESULT = re.compile(
    r"\b(?:on|with|at|alongside)\s+(?:its|the|their)\s+(?:(?P<year>full[\s-]year|annual|"
    r"final)|half[\s-]year|interim)\s+results?\b",
    re.IGNORECASE,
)
_PER_SHARE = re.compile(r"\b(?:per|each|a)\s+share\b", re.IGNORECASE)


def _dividend_kind(question: str) -> str | None:
    """The dividend kind named, or the one a result it was declared with makes it.

    "What did it determine per share on its full-year result" asks for the final dividend
    (declared with the year's result), "with its half-year result" for the interim; a kind
    named outside those words ("the total dividend declared with the full-year result")
    wins.
    """
    at = _AT_RESULT.search(question)
    rest = question if at is None else question[: at.start()] + question[at.end() :]
    if combines_dividend_kinds(rest) or SPECIAL_COUNTED.search(rest):
        return "total"  # "interim and final combined", "specials included": the year's
    named = next((k for k, p in DIVIDEND_KINDS if p.search(rest)), None)
    if named or at is None or not (_DIVIDEND_WORD.search(rest) or _PER_SHARE.search(rest)):
        return named or next((k for k, p in DIVIDEND_KINDS if p.search(question)), None)
    return "final" if at.group("year") else "interim"


@dataclass(frozen=True)
class FigureRequest:
    """What a question asks beyond its slots; None means "not specified"."""

    period_kind: str = "FY"
    dividend_kind: str | None = None
    qualifier: str | None = None
    sites: tuple[str, ...] = ()
    question: str = field(default="", compare=False)
    """The user's own words: a site only the documents name ("Jundee") is found in them."""


def _asks_dividend(question: str) -> bool:
    """Whether a question names a dividend, or asks what is paid a share ("paying per share")."""
    return bool(_DIVIDEND_WORD.search(question)) or "dividends_per_share" in question_metrics(
        question
    )


def read_request(question: str) -> FigureRequest:
    """The period kind, dividend kind, qualifier and sites a question asks for."""
    # "the second-half dividend" is the final one, reported for the year: its half is the
    # dividend's kind, not the period asked
    halves = SECOND_HALF_DIVIDEND.sub(" ", question)
    kind = "H1" if _first_half_named(question) else "H2" if _HALF_TWO.search(halves) else "FY"
    dividend = _dividend_kind(question)
    qualifier = ownership_of(question)  # both bases asked: None, list each
    if dividend == "interim" and kind == "FY" and not re.search(r"\bhalf\b", question, re.I):
        kind = "FY"  # "the interim dividend for FY2024" is part of the year's dividends
    if dividend is None and kind == "H1" and _asks_dividend(question):
        dividend = "interim"  # a dividend paid at the half is the interim one
    sites = (*find_sites(as_basis_word(question)), *worded_places(question))  # "Gruyere operation"
    return FigureRequest(kind, dividend, qualifier, sites, question)


_MONTH = re.compile(MONTH_FULL, re.IGNORECASE)


def _stated(question: str, company: str) -> list[PeriodMention]:
    """The periods a question names outright for ``company`` (relative words aside)."""
    asked = asked_period_text(question)  # a cited report's period is not asked
    named = [m for m in period_mentions(asked, company, None) if m.period and not m.relative]
    return sorted([*named, *_balance_dates(asked, company, named)], key=lambda m: m.start)


def _balance_dates(asked: str, company: str, named: list[PeriodMention]) -> list[PeriodMention]:
    """Full dates closing a half or year that no form read ("as of 31 December 2023").

    A month's end names its last day ("at the end of December 2023").

    In a question such a date is the balance date asked, whatever its lead words ("when
    its books closed on", "on", "as of"): the prose reader leaves it as no period, since a
    sentence's other dates (a payment date) are none.
    """
    found = []
    for m in [*DATE_RE.finditer(asked), *MONTH_END.finditer(asked)]:
        if any(n.start < m.end() and m.start() < n.end for n in named):
            continue  # read already ("the half year ended 31 December 2023")
        if "m" in m.groupdict():  # "at the end of December 2024": that month's last day
            period = period_ending(MONTHS[m["m"].lower()[:3]], int(m["y"]), company)
        else:
            period = closing_date_period(m, company)
        if period is not None:
            found.append(PeriodMention(m.start(), m.end(), period))
    return found


def asked_years(question: str, company: str, years: tuple[str, ...]) -> list[int]:
    """The fiscal years a question asks about, for ``company``'s calendar.

    A closed period ("the half year ended 31 December 2023", "six months to June 2022",
    "year ended 30 June 2021") or a named half ("first half of FY24") names a fiscal year
    its date alone does not: for a June-year company the half ending 31 December 2023 is
    in FY2024. When the question names such periods, their fiscal years are the ones
    asked; otherwise the fiscal-year slots are.
    """
    mentions = _stated(question, company)
    asked = asked_period_text(question)  # the text the mentions were read in
    if any(
        _MONTH.search(asked[m.start : m.end]) or (m.period and m.period.kind != "FY")
        for m in mentions
    ):
        return list(dict.fromkeys(m.period.year for m in mentions if m.period))
    return [int(y.removeprefix("FY")) for y in years]


def company_request(question: str, company: str, request: FigureRequest) -> FigureRequest:
    """``request`` with the period kind ``company``'s calendar gives the named period.

    "The six months to 30 June 2024" is RIO's first half though no half word is in it; a
    June-year company's "December 2022 half" is its first half of FY2023.
    """
    kinds = {m.period.kind for m in _stated(question, company) if m.period}
    if not kinds or kinds == {"FY"}:
        # "the June half" with no year of its own: the half closing in June ("the December
        # half dividend for FY2024" is a June-year company's first half of FY2024)
        kinds = {
            period.kind
            for m in MONTH_NAMED_HALF.finditer(question)
            if not m.group("fy")
            and (period := period_ending(MONTHS[m.group("m1").lower()[:3]], 2000, company, "half"))
        } or kinds
    if len(kinds) == 1:
        kind = kinds.pop()
        # a half named in words keeps its kind beside a year: "the first half" always, any
        # half when the year is only the resolution of a relative one ("the second half of
        # last year [FY2025]"); "second-half earnings ... FY2023 final dividend" is the year
        resolved = not _stated(without_hint(question), company)
        # "second-half EBITDA margin in FY2024" too: only a dividend's half is its kind
        second = request.period_kind == "H2" and not _DIVIDEND_WORD.search(question)
        keeps_half = request.period_kind != "FY" and (
            _first_half_named(question) or resolved or second
        )
        if kind != "FY" or not keeps_half:
            return replace(request, period_kind=kind)
    return request


_HALF_MONTHS = {"H1": "July to December", "H2": "January to June"}
"""The months of a June-year company's halves (H1 closes in December of the year before)."""


def _june_half(period: Period) -> str:
    months = _HALF_MONTHS[period.kind]
    calendar = period.year - 1 if period.kind == "H1" else period.year
    which = "first" if period.kind == "H1" else "second"
    return f"{which} half of FY{period.year} ({months} {calendar})"


def half_reading_note(question: str, company: str, name: str) -> str:
    """How a half named on the calendar ("the first half of 2022") is read for ``company``.

    For a June-year company "the first half of 2022" is truly ambiguous: its own first half
    of FY2022 (July to December 2021, how its half-year report is labelled) or the calendar
    half January to June 2022 (its second half of FY2022). It is read as the fiscal half
    and the answer says so, naming the other reading; "the first six months of 2022" names
    its months and is the calendar half, which the answer also says. Empty when no such
    half is asked or ``company`` reports on the calendar year.
    """
    if year_end_month(company) == 12:
        return ""
    text = spell_halves(question)
    for m in CALENDAR_HALF.finditer(text):
        period = calendar_half_period(m, company)
        if period is not None:
            return (
                f'Period: "{m.group(0).strip()}" is read on the calendar, '
                f"{name}'s {_june_half(period)}."
            )
    for m in (*CAL_HALF.finditer(text), *HALF_FORM.finditer(text)):
        token = _calendar_year_token(m)
        if token is None:
            continue
        year = int(token)
        second = "2" in (m.groupdict().get("h") or "") or "second" in m.group(0).lower()
        kind: PeriodKind = "H2" if second else "H1"
        fiscal = Period(year, kind)
        calendar = Period(year + 1, "H1") if second else Period(year, "H2")
        return (
            f'Period: "{m.group(0).strip()}" is read as {name}\'s {_june_half(fiscal)}; '
            f"the calendar {'second' if second else 'first'} half of {year} is its "
            f"{_june_half(calendar)}."
        )
    return ""


def _calendar_year_token(m: re.Match[str]) -> str | None:
    """The calendar year of a half named with one ("first half of 2022", "H1 2022").

    None for a half named with its fiscal year ("H1 FY2022", "1H22", "HY2022": the
    company's own labels) or none.
    """
    groups = m.groupdict()
    if "t1" in groups:  # HALF_FORM: only "H1 2022" / "2H 2022" name a calendar year
        token = groups.get("t1") or ""
        marker = (groups.get("h") or "").upper()
        return token if marker and marker != "HY" and re.fullmatch(r"20\d\d", token) else None
    return next((groups[g] for g in ("y1", "y2", "y3", "y4") if groups.get(g)), None)
