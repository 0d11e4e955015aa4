"""Choose the figure that answers one request, or say honestly that none does.

Given every figure read from the documents a question retrieved, ``select`` keeps those of
the requested company, metric and period (kind and year), then the requested dividend
kind, qualifier (site or ownership basis) and source priority: a user's own report
outranks the bundled summary for the same company, period and metric. What is left is

- one value (several sources may state it, within rounding): the answer, cited to the
  most precise statement;
- several values that differ in qualifier (100% basis vs BHP share, two sites): each is
  listed with its qualifier, since each is a true figure;
- several values of the same standing that disagree: a disagreement, shown to the user
  with both sources instead of silently picking one;
- nothing: not found.

Pure: no I/O, no model.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from mines.figures.basis_words import ADDED_TO
from mines.figures.figure_measure import (
    figure_label,
    figure_qualifiers,
    names_site,
    pays_for_assets,
    printed_row,
    row_site,
)
from mines.figures.model import Figure, Period
from mines.figures.nil_dividends import SUMMED_TOTAL
from mines.figures.query import FigureRequest
from mines.figures.signs import NET_FLOWS, is_spend
from mines.measures.sites import SITE_METRICS, find_sites, unlisted_place
from mines.question.companies import find_companies

ORIGIN_RANK: dict[str, int] = {"user": 0, "bundled": 1}
"""Lower ranks first: the user's own documents outrank the bundled summaries."""


@dataclass(frozen=True)
class Sourced:
    """A figure and where it came from: the citation number and the document's origin."""

    figure: Figure
    doc_id: str
    origin: str = "user"


@dataclass(frozen=True)
class Selection:
    """The outcome for one request: chosen figures, disagreeing ones, or nothing."""

    chosen: tuple[Sourced, ...] = ()
    disagreeing: tuple[Sourced, ...] = ()
    overridden: tuple[Sourced, ...] = field(default=())
    """Lower-priority figures that differ from the chosen one (shown as a note)."""

    @property
    def found(self) -> bool:
        """Whether any figure answers the request (disagreeing ones included)."""
        return bool(self.chosen or self.disagreeing)


def _digits(figure: Figure) -> int:
    text = figure.span.quote.replace(",", "")
    return sum(ch.isdigit() for ch in text)


def same_value(a: Figure, b: Figure) -> bool:
    """Equal within the rounding of the less precise of the two.

    ``55,658 million`` equals ``US$55.66 billion``; ``13.4 billion`` does not equal
    ``13.66 billion``.
    """
    if (a.currency or b.currency) and a.currency != b.currency:
        if a.currency and b.currency:
            return False
    if (a.base_value < 0) != (b.base_value < 0) and a.base_value and b.base_value:
        if not (is_outflow(a) or is_outflow(b)):
            return False  # a spend in brackets is that spend: the same amount, not its opposite
    x, y = abs(a.base_value), abs(b.base_value)
    if math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-12):
        return True
    tolerance = max(_half_unit(a), _half_unit(b))
    return abs(x - y) <= tolerance + 1e-9 * max(x, y)


def is_outflow(figure: Figure) -> bool:
    """Whether ``figure`` is a spend printed as an outflow ("Payments for plant (3.4)").

    Its amount is the spend: the same fact as the spend printed without brackets. Borrowings
    and balances are never outflows; a net flow's sign is its direction.
    """
    if figure.value >= 0 or figure.metric in NET_FLOWS:
        return False  # "operating cash outflow of A$656m" is the flow below zero, no spend
    stated = figure_qualifiers(figure)
    if "debt" in stated.get("head", frozenset()) or "balance" in stated.get("cash_flow", ()):
        return False
    return (
        "capex" in stated.get("head", frozenset())
        or is_spend(printed_row(figure_label(figure)))
        or pays_for_assets(figure)  # "Handed over for plant" under "Cash paid for plant"
    )


def _half_unit(figure: Figure) -> float:
    """Half a unit in the last stated digit, in base units."""
    quote = figure.span.quote.replace(",", "")
    digits_after = "".join(ch for ch in quote.split(".", 1)[-1] if ch.isdigit())
    decimals = len(digits_after) if "." in quote else 0
    return 0.5 * (10.0**-decimals) * figure.scale


def period_answers(figure: Figure, want: Period, request: FigureRequest) -> bool:
    """Whether ``figure``'s period answers ``want`` (an interim dividend: its year's half)."""
    if figure.period == want:
        return True
    # The interim dividend belongs to the year's dividends and is declared at the half.
    return (
        request.dividend_kind == "interim"
        and figure.period.year == want.year
        and figure.period.kind in {"FY", "H1"}
        # a year's figure answers a half only when it is the dividend per share itself (a
        # year's payout ratio is no interim one)
        and (want.kind == "FY" or figure.unit in {"cents per share", "dollars per share"})
    )


_ORDINARY_ASKED = re.compile(
    r"\b(?:ordinary|regular|normal|base|recurring)\s+(?:cash\s+)?(?:dividends?|distributions?|"
    r"payouts?|dps)\b|\b(?:excluding|excl\.?|before|without|ex)\s+(?:the\s+|any\s+)?"
    r"(?:special|one[\s-]off)",
    re.IGNORECASE,
)
"""A question asking the ordinary dividends: the year's total without any special one."""


def asks_ordinary(question: str) -> bool:
    """Whether the question asks the ordinary dividends, not one it names as their top-up.

    "What special dividend did it pay on top of its ordinary dividends" names the ordinary
    ones only as what the special one is added to.
    """
    return any(
        not ADDED_TO.search(question[max(0, m.start() - 60) : m.start()])
        for m in _ORDINARY_ASKED.finditer(question)
    )


_SPECIAL_WITHIN = re.compile(
    r"\b(?:includ\w*|incl\.?|plus|comprising|with|and)\s+(?!(?:no|not|any)\b)(?:an?\s+|the\s+)?"
    r"(?:[\w$.,]+\s+){0,6}?"
    r"(?:special|one[\s-]off|additional)\b",
    re.IGNORECASE,
)
"""A total stated with a special dividend inside it ("1,040c including a special of 247c")."""


_STRONG_NAMES = {
    # "mineral resources" is also what every miner estimates in the ground, "Rio" a city
    "MIN": re.compile(r"\bMinRes\b|\bMIN\b|\bMineral\s+Resources(?:\s+(?:Ltd|Limited)\b|['’])", 0),
    "RIO": re.compile(r"\bRio\s+Tinto\b|\bRIO\b|\bRio\b(?!\s+de\b)", 0),
}


def named_for_another(figure: Figure) -> bool:
    """Whether ``figure``'s own sentence or row names only other companies of the five.

    A press piece covering two miners files all its figures under one of them; a sentence
    naming Fortescue alone ("Fortescue shipped ..., its C1 cost averaging ...") states
    Fortescue's figures, never those of the company the piece is filed under.
    """
    named = {
        c
        for c in find_companies(figure.span.text)
        if c not in _STRONG_NAMES or _STRONG_NAMES[c].search(figure.span.text)
    }
    return bool(named) and figure.company not in find_companies(figure.span.text)


def dividend_ok(figure: Figure, request: FigureRequest) -> bool:
    """Whether a dividend figure is of the kind asked (ordinary dividends: no special in it)."""
    if figure.metric != "dividends_per_share":
        if figure.dividend_kind in {"total", "special"} and asks_ordinary(request.question):
            # "total distributions of US$10.40, which includes a one-off top-up": a dividend
            # under its printed label holds the special one as much as a registry one does
            return figure.dividend_kind == "total" and not _SPECIAL_WITHIN.search(figure.span.text)
        return True
    wanted = request.dividend_kind or "total"
    kind = figure.dividend_kind or "total"
    if kind != wanted:
        return False
    if asks_ordinary(request.question) and kind in {"total", "special"}:
        # the ordinary dividends are no total that holds a special one
        return kind == "total" and not _SPECIAL_WITHIN.search(figure.span.text)
    return True


def names_asked_site(figure: Figure, request: FigureRequest, by_label: bool = False) -> bool:
    """Whether ``figure`` is of a site the request asks (True when none is asked).

    A site's figure must name the site (its qualifier, its own row, or with ``by_label``
    its printed label, for a figure read by meaning): a group total is never a site's
    figure ("Iron ore, total BHP share" for WAIO's share).
    """
    if figure.metric in SITE_METRICS.values():
        return True
    if not request.sites:
        place = unlisted_place(figure.qualifier)  # "481koz at Kalgoorlie": a site's, asked
        return place is None or names_site(request.question, place)  # by name or never
    qualifier = (figure.qualifier or "").lower()
    label = figure_label(figure) if by_label else ""
    named = {s.lower() for s in (*find_sites(f"{qualifier} {label}"), row_site(figure) or "") if s}
    named |= {s.lower() for s in request.sites if by_label and names_site(label, s)}
    named |= {s.lower() for s in request.sites if names_site(qualifier, s)}  # "Kalgoorlie"
    return bool(named & {s.lower() for s in request.sites})


def _qualifier_ok(figure: Figure, request: FigureRequest) -> bool:
    qualifier = (figure.qualifier or "").lower()
    if not names_asked_site(figure, request):
        return False
    if request.qualifier == "100% basis":
        return "100%" in qualifier
    if request.qualifier == "share":
        return "share" in qualifier or "attributable" in qualifier
    return True


_ORDINARY_WORD = re.compile(r"\bordinary\b", re.IGNORECASE)


def _special_apart(
    candidates: list[Sourced],
    figures: Sequence[Sourced],
    company: str,
    metric: str,
    year: int,
    request: FigureRequest,
) -> list[Sourced]:
    """The year's dividends told apart from its ordinary ones when it paid a special one.

    "| Ordinary dividend per share | 793.0 |" above "| Special dividend per share | 247.0 |":
    the ordinary dividends are no total of the year, and the year's total (which holds the
    special one) is no ordinary dividend. Without a special dividend of the year the two
    are one.
    """
    if metric != "dividends_per_share" or (request.dividend_kind or "total") != "total":
        return candidates
    special = any(
        s.figure.company == company
        and s.figure.metric == metric
        and s.figure.dividend_kind == "special"
        and s.figure.value
        and s.figure.period.year == year
        for s in figures
    )
    if not special:
        return candidates
    # an interim plus a final leaves the special one out: no total of the year
    candidates = [s for s in candidates if SUMMED_TOTAL not in s.figure.notes]
    ordinary = [
        s for s in candidates if _ORDINARY_WORD.search(s.figure.span.row or s.figure.label or "")
    ]
    if asks_ordinary(request.question):
        return ordinary
    return [s for s in candidates if s not in ordinary]


def select(
    figures: Sequence[Sourced], company: str, metric: str, year: int, request: FigureRequest
) -> Selection:
    """The figures answering (company, metric, year) under ``request``."""
    want = Period(year, request.period_kind)  # type: ignore[arg-type]
    candidates = [
        s
        for s in figures
        if s.figure.company == company
        and s.figure.metric == metric
        and period_answers(s.figure, want, request)
        and dividend_ok(s.figure, request)
        and _qualifier_ok(s.figure, request)
        and not named_for_another(s.figure)
    ]
    candidates = _special_apart(candidates, figures, company, metric, year, request)
    # a total the text states outranks one summed from its interim and final
    candidates = [s for s in candidates if SUMMED_TOTAL not in s.figure.notes] or candidates
    if not candidates:
        return Selection()
    if not request.sites:
        # No site asked: only the group's figure answers. A site's figure is one part of the
        # company ("WAIO" of BHP's iron ore), never its total, even when nothing else is found.
        # A site only its table names ("| Jundee | 310 |") is asked when the words name it.
        named = [s for s in candidates if names_site(request.question, row_site(s.figure))]
        candidates = named or [
            s
            for s in candidates
            if not find_sites((s.figure.qualifier or "").lower()) and not row_site(s.figure)
        ]
        if not candidates:
            return Selection()
    best_rank = min(ORIGIN_RANK.get(s.origin, 0) for s in candidates)
    top = [s for s in candidates if ORIGIN_RANK.get(s.origin, 0) == best_rank]
    lower = [s for s in candidates if ORIGIN_RANK.get(s.origin, 0) != best_rank]
    groups: list[list[Sourced]] = []
    for item in sorted(top, key=lambda s: -_digits(s.figure)):
        for group in groups:
            if same_value(group[0].figure, item.figure):
                group.append(item)
                break
        else:
            groups.append([item])
    firsts = [g[0] for g in groups]
    qualifiers = [s.figure.qualifier for s in firsts]
    chosen: tuple[Sourced, ...]
    disagreeing: tuple[Sourced, ...]
    if len(groups) == 1 or (None not in qualifiers and len(set(qualifiers)) == len(qualifiers)):
        chosen, disagreeing = tuple(firsts), ()
    else:  # values of the same standing that differ, not told apart by a qualifier
        chosen, disagreeing = (), tuple(firsts)
    overridden = tuple(
        s for s in lower if not any(same_value(s.figure, c.figure) for c in chosen + disagreeing)
    )
    return Selection(chosen, disagreeing, overridden)
