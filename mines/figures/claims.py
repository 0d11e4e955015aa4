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
from mines.figures.asked import AskedMeasure, figure_label, lexical_overlap
from mines.figures.model import Figure, Period
from mines.figures.query import Request
from mines.figures.relevance import NOT_ASKED, figure_reason
from mines.figures.select import Sourced
from mines.llm.prompt_format import parse_documents, read_tag, render_documents
from mines.numbers import find_figures
from mines.offline.synthesize import (
    _figure_line,
    _not_found_line,
    doc_figures,
    format_figure,
)
from mines.slots import COMPANY_NAMES, Slots

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
    request: Request,
) -> Rendered:
    """The draft, one line per claim, rendered from the cited candidates' records.

    ``years`` are the fiscal years the question asks (``FY2024``), as the guardrails read
    them. An asked measure of a named company that no claim answers gets a not-found line.
    """
    by_id = {c.id: c for c in found}
    lines: list[str] = []
    withheld: list[str] = []
    seen: set[str] = set()
    answered: set[tuple[str, str]] = set()
    for claim in answer.claims:
        company = claim.company.strip().upper()
        asked = _asked(measures, claim.measure)
        measure = asked.phrase if asked else claim.measure.strip()
        answered.add((company, measure.lower()))
        ref = claim.figure_id.strip()
        if ref.lower() == NOT_FOUND_ID:
            if company in COMPANY_NAMES and asked is not None and asked.metric:
                period = Period.parse_label(claim.period) if claim.period else None
                lines.append(_not_found_line(company, asked.metric, period, request, asked))
            continue
        candidate = by_id.get(ref)
        if candidate is None:  # the id is not echoed: it may hold digits or any text
            lines.append(
                f"{_head(company, claim.period)} — {measure}: {NOT_ASKED} "
                "(it cites a figure id no candidate has)."
            )
            withheld.append(f"{company if company in COMPANY_NAMES else ''} {measure}".strip())
            continue
        if candidate.id in seen:
            continue
        seen.add(candidate.id)
        figure = candidate.item.figure
        reason = _typed_reason(claim.value, figure) or figure_reason(
            figure, measures, slots, years, request.period_kind
        )
        if reason is not None:
            lines.append(
                f"{_head(figure.company, figure.period.label)} — {measure}: {NOT_ASKED} ({reason})."
            )
            withheld.append(f"{figure.company} {measure}".strip())
            continue
        lines.append(_figure_line(figure.company, figure.metric, candidate.item, request, ""))
    for company in slots.companies:
        for asked in measures:
            if (company, asked.phrase.lower()) not in answered and asked.metric:
                lines.append(_not_found_line(company, asked.metric, None, request, asked))
    return Rendered("\n".join(lines), tuple(withheld))
