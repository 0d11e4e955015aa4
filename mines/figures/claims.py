"""A hosted model's answer as structured claims that cite candidate figures by id.

The hosted synthesis is given the figures the graded documents state, each with an id
(``F1``, ``F2``...: company, printed label, period, value as printed, unit, currency,
source document and page, chunk id), and answers with :class:`AnswerClaims`: for each
asked measure of each company and period, the id of the candidate that states it, or
``not_found``. The answer text is then rendered here, in code, from the figure records:
values, units, periods and citations are the records', never the model's typing.

A claim is withheld (a "withheld" line, counted so confidence falls) when it cites an
id no candidate has, when the value it copied is not its candidate's, or when its
candidate is not of a company, period or measure the question asked
(:func:`mines.figures.relevance.figure_reason`): the neighbour measure, the prior year,
a figure whose qualifiers conflict with the asked ones.

Pure: no I/O, no model.
"""

from __future__ import annotations

import json
import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from pydantic import BaseModel, Field

from mines.documents import Chunk
from mines.figures.asked import AskedMeasure
from mines.figures.extract import doc_figures
from mines.figures.figure_measure import figure_label, printed_row
from mines.figures.label_words import lexical_overlap
from mines.figures.lines import figure_line, format_figure, not_found_line
from mines.figures.model import Figure, Period
from mines.figures.query import FigureRequest
from mines.figures.relevance import NOT_ASKED, figure_reason, same_family
from mines.figures.select import Sourced
from mines.figures.similarity import match_score
from mines.numbers import find_figures
from mines.prompt_format import parse_documents, read_tag, render_documents
from mines.question.companies import COMPANY_NAMES
from mines.slots import Slots

NOT_FOUND_ID = "not_found"
MAX_CANDIDATES = 80
"""Candidates listed in a prompt: those of the asked companies and years come first."""


class FigureClaim(BaseModel):
    """One figure of the answer: an asked measure, and the candidate figure that states it."""

    company: str = Field(description="Ticker of the company (BHP, RIO, FMG, MIN or NST).")
    measure: str = Field(description="The asked measure this claim answers, as <asked> lists it.")
    period: str = Field(default="", description='The period asked, e.g. "FY2024".')
    figure_id: str = Field(
        description='Id of the candidate figure that states it (e.g. "F3"), or "not_found".'
    )
    value: str = Field(
        default="", description="The candidate's value exactly as listed (empty for not_found)."
    )


class AnswerClaims(BaseModel):
    """The answer as claims, each citing one candidate figure by its id."""

    claims: list[FigureClaim] = Field(
        default_factory=list,
        description="One claim per asked measure, company and period.",
    )


@dataclass(frozen=True)
class Candidate:
    """A figure a graded document states, under the id the model cites it by."""

    id: str
    item: Sourced
    """The figure and its citation number (the document's ``[n]``)."""
    chunk_id: str

    def as_dict(self) -> dict[str, object]:
        """What the prompt lists for this candidate."""
        figure = self.item.figure
        return {
            "id": self.id,
            "company": figure.company,
            "label": figure_label(figure),
            "period": figure.period.label,
            "value": format_figure(figure),
            "printed": figure.span.quote,
            "unit": figure.unit,
            "currency": figure.currency,
            "document": int(self.item.doc_id) if self.item.doc_id.isdigit() else self.item.doc_id,
            "source": figure.span.source,
            "page": figure.span.page,
            "chunk": self.chunk_id,
        }


def candidates(
    docs: Sequence[Chunk],
    measures: Sequence[AskedMeasure],
    companies: Collection[str] = (),
    years: Collection[int] = (),
) -> list[Candidate]:
    """The figures of ``docs`` (cited as ``[1]``...), those most likely asked first.

    Figures of the asked companies, then of the asked years, then those whose label
    shares words with an asked measure lead; at most :data:`MAX_CANDIDATES`.
    """
    rendered = parse_documents(render_documents(docs))
    items = [(item, docs[n]["id"]) for n, doc in enumerate(rendered) for item in doc_figures(doc)]
    phrases = [m.phrase for m in measures]
    metrics = {m.metric for m in measures}

    def rank(pair: tuple[Sourced, str]) -> tuple[bool, bool, bool]:
        figure = pair[0].figure
        related = figure.metric in metrics or any(
            lexical_overlap(p, figure_label(figure)) > 0 for p in phrases
        )
        return (
            bool(companies) and figure.company not in companies,
            bool(years) and figure.period.year not in years,
            not related,
        )

    ordered = sorted(items, key=rank)[:MAX_CANDIDATES]
    return [Candidate(f"F{i}", item, chunk) for i, (item, chunk) in enumerate(ordered, start=1)]


def render_candidates(found: Sequence[Candidate]) -> str:
    """One JSON object per line, for the prompt's ``<candidates>`` section."""
    return "\n".join(json.dumps(c.as_dict(), ensure_ascii=False) for c in found) or "(none)"


def read_candidates(prompt: str) -> list[dict[str, object]]:
    """The candidates a prompt lists (inverse of :func:`render_candidates`)."""
    body = read_tag(prompt, "candidates") or ""
    return [json.loads(line) for line in body.splitlines() if line.startswith("{")]


def _typed_reason(typed: str, figure: Figure) -> str | None:
    """Why the value a claim copied is not its candidate's (None: it is, or none typed).

    The reason states no number: a withheld line must not show the figure it withholds.
    """
    stated = find_figures(typed)
    if not typed.strip() or not stated:
        return None
    first = stated[0]
    if first.currency and figure.currency and first.currency != figure.currency:
        return f"the value it copied is in {first.currency}, the cited figure in {figure.currency}"
    scale = first.scale if first.scale != 1 or figure.unit != "currency" else figure.scale
    mine, theirs = abs(first.value * scale), abs(figure.base_value)
    if not math.isclose(mine, theirs, rel_tol=0.005) and not math.isclose(
        abs(first.value), abs(figure.value), rel_tol=0.005
    ):
        return "the value it copied is not the cited figure's"
    return None


NEAREST_OVERLAP = 0.3
"""Word overlap with the asked phrase a label of another measure needs to be suggested
(the offline synthesis's threshold for its closest-stated suggestion)."""


@dataclass(frozen=True)
class Question:
    """What the claims are checked against: the asked measures, slots, years and request."""

    measures: Sequence[AskedMeasure]
    slots: Slots
    years: Collection[str]
    """The fiscal years asked (``FY2024``), per company calendar, as the guardrails read them."""
    request: FigureRequest

    def reason(self, figure: Figure) -> str | None:
        """Why ``figure`` does not answer the question (None: it does)."""
        return figure_reason(
            figure, self.measures, self.slots, self.years, self.request.period_kind
        )

    def periods(self, company: str, stated: Period | None) -> list[Period | None]:
        """The periods a not-found line is said for: ``stated`` if asked, else those asked."""
        kind = self.request.period_kind
        asked = sorted(int(y.removeprefix("FY")) for y in self.years)
        if stated is not None and (not asked or stated.year in asked):
            return [Period(stated.year, kind)]  # type: ignore[arg-type]
        return [Period(y, kind) for y in asked] or [None]  # type: ignore[arg-type]


def closest_stated(
    found: Sequence[Candidate], asked: AskedMeasure, company: str, period: Period, q: Question
) -> Sourced | None:
    """The candidate nearest the asked measure that is not it: a suggestion, never a claim.

    Of ``company``'s candidates for ``period``, only those the question's checks refuse
    (a figure that answers is no suggestion: "not the figure asked" must be true), and of
    those, a figure of the asked measure's registry metric whose qualifiers conflict (net
    debt for gross debt, group revenue for a segment's) or one whose printed label shares
    words with the asked phrase. Nearest: the same registry metric first, then by
    :func:`~mines.figures.similarity.match_score`, then by word overlap.
    """
    best: tuple[tuple[bool, float, float], Sourced] | None = None
    for candidate in found:
        figure = candidate.item.figure
        if figure.company != company or figure.period != period:
            continue
        same = same_family(asked, figure.metric)
        overlap = lexical_overlap(asked.phrase, printed_row(figure_label(figure)))
        if not same and overlap < NEAREST_OVERLAP or q.reason(figure) is None:
            continue
        key = (same, match_score(asked, figure, embed=False), overlap)
        if best is None or key > best[0]:
            best = (key, candidate.item)
    return best[1] if best else None


@dataclass(frozen=True)
class Rendered:
    """The draft rendered from claims, and the labels of the claims withheld."""

    text: str
    withheld: tuple[str, ...]


def _head(company: str, period: str) -> str:
    """``- BHP Group (BHP), FY2024``; nothing the model typed is echoed but a known ticker."""
    parsed = Period.parse_label(period) if period else None
    name = f" {COMPANY_NAMES[company]} ({company})" if company in COMPANY_NAMES else ""
    return f"-{name}" + (f", {parsed.label}" if parsed else "")


def _asked(measures: Sequence[AskedMeasure], text: str) -> AskedMeasure | None:
    """The asked measure a claim names (by phrase; the only one when there is one)."""
    for measure in measures:
        if measure.phrase.lower() == text.strip().lower():
            return measure
    scored = sorted(measures, key=lambda m: -lexical_overlap(m.phrase, text))
    return scored[0] if scored else None


def render_claims(
    answer: AnswerClaims,
    found: Sequence[Candidate],
    measures: Sequence[AskedMeasure],
    slots: Slots,
    years: Collection[str],
    request: FigureRequest,
) -> Rendered:
    """The draft, one line per claim, rendered from the cited candidates' records.

    ``years`` are the fiscal years the question asks (``FY2024``), as the guardrails read
    them. An asked measure that no kept claim states, for a company and period asked, gets a
    not-found line: one the model said not found, one whose claims were all withheld, one
    of a named company no claim answers. Like the offline model's, that line offers the
    closest stated figure (:func:`closest_stated`), visibly not the answer, and no check
    reads it as a claim.
    """
    q = Question(measures, slots, years, request)
    by_id = {c.id: c for c in found}
    lines: list[str | _Missing] = []
    withheld: list[str] = []
    seen: set[str] = set()
    answered: set[tuple[str, str]] = set()
    stated: set[tuple[str, str, int]] = set()

    def missing(company: str, asked: AskedMeasure | None, period: Period | None) -> None:
        if company in COMPANY_NAMES and asked is not None:
            lines.extend(_Missing(company, asked, p) for p in q.periods(company, period))

    for claim in answer.claims:
        company = claim.company.strip().upper()
        asked = _asked(measures, claim.measure)
        measure = asked.phrase if asked else claim.measure.strip()
        answered.add((company, measure.lower()))
        ref = claim.figure_id.strip()
        if ref.lower() == NOT_FOUND_ID:
            missing(company, asked, Period.parse_label(claim.period) if claim.period else None)
            continue
        candidate = by_id.get(ref)
        if candidate is None:  # the id is not echoed: it may hold digits or any text
            lines.append(
                f"{_head(company, claim.period)} — {measure}: {NOT_ASKED} "
                "(it cites a figure id no candidate has)."
            )
            withheld.append(f"{company if company in COMPANY_NAMES else ''} {measure}".strip())
            missing(company, asked, Period.parse_label(claim.period) if claim.period else None)
            continue
        if candidate.id in seen:
            continue
        seen.add(candidate.id)
        figure = candidate.item.figure
        reason = _typed_reason(claim.value, figure) or q.reason(figure)
        if reason is not None:
            lines.append(
                f"{_head(figure.company, figure.period.label)} — {measure}: {NOT_ASKED} ({reason})."
            )
            withheld.append(f"{figure.company} {measure}".strip())
            missing(figure.company, asked, figure.period)
            continue
        lines.append(figure_line(figure.company, figure.metric, candidate.item, request, ""))
        if asked is not None:
            stated.add((figure.company, asked.phrase.lower(), figure.period.year))
    for company in slots.companies:
        for asked in measures:
            if (company, asked.phrase.lower()) not in answered:
                missing(company, asked, None)
    said: set[tuple[str, str, Period | None]] = set()
    text: list[str] = []
    for line in lines:
        if isinstance(line, str):
            text.append(line)
        elif line.key not in said and not line.stated_in(stated):
            said.add(line.key)
            text.append(line.render(found, q))
    return Rendered("\n".join(text), tuple(withheld))


@dataclass(frozen=True)
class _Missing:
    """A not-found line to say where it falls, unless a kept claim states that measure."""

    company: str
    asked: AskedMeasure
    period: Period | None

    @property
    def key(self) -> tuple[str, str, Period | None]:
        """Company, asked phrase and period: one line for each."""
        return (self.company, self.asked.phrase.lower(), self.period)

    def stated_in(self, stated: Collection[tuple[str, str, int]]) -> bool:
        """Whether a kept claim states this measure for this company (and period)."""
        phrase = self.asked.phrase.lower()
        return any(
            c == self.company and m == phrase and (self.period is None or y == self.period.year)
            for c, m, y in stated
        )

    def render(self, found: Sequence[Candidate], q: Question) -> str:
        """The not-found line, with the closest stated figure when one is near."""
        closest = (
            closest_stated(found, self.asked, self.company, self.period, q)
            if self.period is not None
            else None
        )
        metric = self.asked.metric or self.asked.phrase
        return not_found_line(self.company, metric, self.period, q.request, self.asked, closest)
