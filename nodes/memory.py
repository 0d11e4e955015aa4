"""Memory: deterministic slots, follow-up enrichment and the semantic cache.

Slots are extracted before any model sees the query. A follow-up that lacks a company,
a year or a metric gets only the missing slots appended as a hint from the last six
messages, newest first (so a correction replaces the old company). A relative period
("the year before", "and last year?", "over the last three years", "那一年之前") is
resolved against the years in context; one standing alone ("last year", "the latest",
"two years ago", 去年) against the latest year the store holds for the companies asked
(:mod:`mines.asked_periods`; "the year before" alone is the year before that one), "the
latest half" against the newest half a stored report closes, and ``period_note`` states
that resolution for the answer.
A year outside the bundled corpus's FY2021-FY2025 is kept only where a stored report holds
it for the companies asked (a user's FY2026 or FY2019 report); otherwise it is refused by
name. "In which year ... most" with no year named ranks every full year held for the
companies asked, "which half ... most" every half a stored half-year report closes (never
the full years), and ``period_note`` names them.
The hint carries the resolved years. A company outside the five ("gold sold by Agnico
Eagle", "what about Barrick Gold?") is kept as an unsupported company, so the router
refuses it by name instead of borrowing one of the five from the conversation. A turn that
sets the last one beside a company ("How does that compare with Fortescue?") keeps the
conversation's company beside it; "which of them ...?" ranks every company the recent turns
named, while a ranking that names its measure and no company ("Which miner had the most
revenue?") ranks all five, never only the company last discussed. A turn naming only a kind
or a comparison ("What was the final one?", "Which was bigger?") narrows the question
before it. Words the slot
patterns restored (a misspelt company or metric) and a metric matched only by its
description (the embedding fallback) are added to the hint as their canonical labels.
The enriched text is then read once into the turn's :class:`mines.request.Request`
(:func:`mines.read_question.read_question`), which every later step, and a model, reads
instead of the text; the hint stays only as its display form. The user's words are never
rewritten.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from langchain_core.messages import AnyMessage, HumanMessage
from langgraph.runtime import Runtime

from mines import cache
from mines.asked_periods import (
    Resolution,
    half_step,
    held_half_reports,
    held_halves,
    held_years,
    latest_held,
    names_latest,
    names_latest_half,
    names_unbundled_year,
    ranked_halves,
    ranked_years,
    refuse_unheld,
    resolve,
    resolve_half,
    resolve_note,
    step_halves,
)
from mines.context import Context, context_from, document_viewer
from mines.figures.basis_words import as_basis_word
from mines.figures.model import Period, PeriodKind
from mines.inputs import MAX_QUESTION_CHARS
from mines.measures.paraphrases import names_a_line
from mines.measures.registry import METRIC_LABELS
from mines.measures.words import find_metrics
from mines.question.companies import COMPANY_NAMES, find_companies
from mines.question.describe import describe_metric
from mines.question.operations import asks_ranking
from mines.question.years import (
    anchor_relative_years,
    compares_back,
    find_years,
    has_relative_period,
    is_follow_up,
    leans_on_context,
    pin_relative_years,
    relative_years,
    standalone_years,
)
from mines.read_question import read_question
from mines.request import Request
from mines.scope import unknown_companies
from mines.slots import Slots, asks_which_half, asks_which_year, extract_slots, without_hint
from mines.state import MainState

log = logging.getLogger(__name__)

HISTORY_WINDOW = 6


_REFINING = re.compile(
    r"\b(?:final|interim|special|underlying|statutory|reported|diluted|basic|attributable|"
    r"gross|per\s+share|100\s*%|equity\s+share|(?:before|after|pre|post)[\s-]tax|"
    r"(?:first|second|1st|2nd)\s+half|half[\s-]year|bigger|larger|smaller|higher|lower)\b",
    re.IGNORECASE,
)


def _refines_only(query: str, history: Sequence[AnyMessage]) -> bool:
    """Whether a turn names only a kind, a basis or a comparison, in a conversation.

    "What was the final one?", "Which was bigger?": it narrows the question before it.
    """
    return any(isinstance(m, HumanMessage) for m in history) and bool(
        _REFINING.search(query) or asks_ranking(query)
    )


def _described(text: str) -> tuple[str, ...]:
    """The metric an earlier turn asked by describing it ("what did it cost per ounce?")."""
    if names_a_line(text):
        return ()
    found = describe_metric(as_basis_word(text))
    return (found[0],) if found is not None else ()


def _corrections(query: str, slots: Slots) -> list[str]:
    """Canonical names of companies and metrics found only after restoring typos."""
    named = set(find_companies(query))
    stated = set(find_metrics(query))
    labels = [COMPANY_NAMES[c] for c in slots.companies if c not in named]
    labels += [METRIC_LABELS[m] for m in slots.metrics if m not in stated and m in METRIC_LABELS]
    return labels


def _context_years(messages: list[HumanMessage]) -> tuple[int, ...]:
    """The years the conversation was about at its last turn, replaying relative periods.

    Oldest turn first: a turn that writes years sets them, a turn with a relative period
    ("and the year before that?") moves them, so chained follow-ups keep stepping back.
    """
    years: tuple[int, ...] = ()
    for message in messages:
        text = message.text[:MAX_QUESTION_CHARS]
        # "the year before FY2024": 2023; "FY2024 and the year before": both
        written = find_years(anchor_relative_years(pin_relative_years(text)))
        if written:
            years = written
        elif years and has_relative_period(text):
            years = relative_years(text, years) or years
    return years


def halves_asked(
    query: str,
    history: Sequence[AnyMessage],
    companies: Sequence[str],
    halves: Mapping[str, Period],
) -> Resolution | None:
    """Each company's half a question asks by "the latest half" or "the half before that".

    "The latest half" of several companies is each one's own newest half; "how about the
    half before that?" steps from the half the conversation was about (from the latest
    held when it was about none). A question writing a year is read as written.
    """
    own = resolve_half(query, companies, halves) if halves else None
    step = 0 if find_years(query) else half_step(query)
    if step:
        asked = [m for m in history if isinstance(m, HumanMessage)]
        anchor = context_halves(asked, companies, halves)
        if not anchor and own is None:  # no half before it: the step is from the latest held
            anchor = {c: halves[c] for c in companies if c in halves}
        own = step_halves(anchor, step) if anchor else own
    return own


def context_halves(
    messages: Sequence[HumanMessage], companies: Sequence[str], halves: Mapping[str, Period]
) -> dict[str, Period]:
    """Each company's half the conversation was about at its last turn (``{}``: none).

    Oldest turn first: "the latest half" sets each company's newest half held, a half
    written ("H1 FY2024", "the first half of FY2024") sets that half, a half step ("and the
    half before that?") moves them, and a turn asking full years clears them.
    """
    found: dict[str, Period] = {}
    for message in messages:
        text = message.text[:MAX_QUESTION_CHARS]
        named = extract_slots(text).companies or tuple(companies)
        latest = resolve_half(text, named, halves) if halves else None
        step = half_step(text)
        if latest is not None and not (step and found):
            kind: PeriodKind = "H1" if latest.half == "H1" else "H2"
            found = dict(latest.halves) or {c: Period(latest.years[0], kind) for c in named}
            continue
        if step and found:
            found = dict(step_halves(found, step).halves)
            continue
        request = read_question(text)
        asked = {c: _period_asked(request, c) for c in named if request.years_for(c)}
        if asked:
            found = asked
    return found


_KINDS: dict[str, PeriodKind] = {"H1": "H1", "H2": "H2"}


def _period_asked(request: Request, company: str) -> Period:
    """The last period ``request`` asks of ``company``: a half, or a full year."""
    kind = _KINDS.get(request.period_kind_for(company), "FY")
    return Period(request.years_for(company)[-1], kind)


def enrich(
    query: str, history: list[AnyMessage], held: Mapping[str, Sequence[int]] | None = None
) -> tuple[str, Slots]:
    """Append the slots the query lacks, taken newest-first from the recent user messages.

    Relative periods are resolved against the years of the conversation, or, when the
    question stands alone ("last year", "the latest", "two years ago"), against the latest
    year ``held`` for the companies asked (:mod:`mines.asked_periods`); a question no
    metric alias matches is matched against the metric descriptions.
    """
    enriched, slots, _ = enrich_with_period(query, history, held)
    return enriched, slots


def enrich_with_period(
    query: str,
    history: list[AnyMessage],
    held: Mapping[str, Sequence[int]] | None = None,
    halves: Mapping[str, Period] | None = None,
    reports: Mapping[str, Sequence[Period]] | None = None,
) -> tuple[str, Slots, str]:
    """:func:`enrich`, plus the sentence stating how a relative period was resolved.

    ``halves`` (the newest half held per ticker) resolves "the latest half"; ``reports``
    (the halves each ticker's half-year reports close) are what "which half ... most" ranks.
    """
    enriched, slots, note = _enrich(query, history, held or {}, halves or {}, reports or {})
    slots = refuse_unheld(slots, held or {})  # "FY2026" only where a stored report holds it
    unknown = unknown_companies(without_hint(query)) if not slots.companies else ()
    if unknown:  # "gold sold by Agnico Eagle": refused by name, never one of the five
        names = tuple(dict.fromkeys(slots.unsupported_companies + unknown))
        slots = replace(slots, unsupported_companies=names)
    return enriched, slots, note


def _enrich(
    query: str,
    history: list[AnyMessage],
    held: Mapping[str, Sequence[int]],
    halves: Mapping[str, Period],
    reports: Mapping[str, Sequence[Period]],
) -> tuple[str, Slots, str]:
    slots = extract_slots(query)
    extra = _corrections(query, slots)
    if (
        not slots.metrics
        and (slots.companies or slots.fiscal_years or is_follow_up(query))
        and not names_a_line(query)
    ):  # "and what did it cost per ounce?": the measure described, not the last one
        found = describe_metric(as_basis_word(query))  # left-out items describe nothing
        if found is not None:
            extra.append(METRIC_LABELS[found[0]])
    relative = has_relative_period(query) and not find_years(query)
    standalone = relative and bool(slots.companies) and not leans_on_context(query)
    resolved = resolve_half(query, slots.companies, halves)  # "the latest half": H1 or H2
    if resolved is None:  # "which half had the most revenue": the halves held, never years
        resolved = ranked_halves(query, slots.companies, reports, held)
    if resolved is None and (not relative or standalone):
        resolved = resolve(query, slots.companies, held)
    if resolved is None and not relative:
        # "in which year ... most", no year named: every full year held, not the bundled five
        resolved = ranked_years(query, slots.companies, held)
    note = ""
    if resolved is not None:
        # "the latest", "two years ago", a stand-alone "last year": the newest report held.
        extra += resolved.hint()
        note = resolved.note
        relative = False
    base = f"{query} [{', '.join(extra)}]" if extra else query
    if extra:
        slots = extract_slots(base)
    has_any = bool(slots.companies or slots.fiscal_years or slots.metrics)
    beside = compares_back(query)  # "how does that compare with Fortescue?": both companies
    if slots.companies and slots.fiscal_years and slots.metrics and not relative and not beside:
        return base, slots, note
    # "Which company had the highest revenue?" ranks all five, never the one last discussed
    across = asks_ranking(query) and not asks_which_year(query) and bool(slots.metrics)
    if not is_follow_up(query) and (
        slots.companies or across or not (has_any or _refines_only(query, history))
    ):
        return base, slots, note  # a new, self-contained question (or no question at all)
    missing = {
        "companies": (beside or not slots.companies)
        and not slots.unsupported_companies
        and not unknown_companies(query),
        "fiscal_years": relative or beside or not (slots.fiscal_years or slots.out_of_range_years),
        "metrics": not slots.metrics,
    }
    hint: dict[str, tuple[str, ...]] = {}
    asked = [m for m in history if isinstance(m, HumanMessage)]  # years: the whole thread
    recent = [m for m in history[-HISTORY_WINDOW:] if isinstance(m, HumanMessage)]
    for message in reversed(recent):
        # Capped: a refused over-long message stays in the history and must not slow
        # every later turn down.
        earlier = extract_slots(message.text[:MAX_QUESTION_CHARS])
        for name, lacking in missing.items():
            value = getattr(earlier, name)
            if name == "metrics" and lacking and not value and "metrics" not in hint:
                value = _described(message.text[:MAX_QUESTION_CHARS])
            if name == "companies" and beside:
                value = tuple(c for c in value if c not in slots.companies)
            if lacking and value and name not in hint:
                hint[name] = value
        if len(hint) == sum(missing.values()):
            break
    if missing["companies"] and asks_ranking(query) and not asks_which_year(query):
        # "which of them ...?": every company the recent turns named, not only the last
        named = [c for m in recent for c in extract_slots(m.text[:MAX_QUESTION_CHARS]).companies]
        if len(set(named)) > len(hint.get("companies", ())):
            hint["companies"] = tuple(dict.fromkeys(named))
    if missing["fiscal_years"] and not relative:
        # "what about Fortescue?" after "and the year after?": the years the conversation
        # was about at its last turn, relative turns replayed, not the last years written
        replayed = _context_years(asked)
        if replayed:
            hint["fiscal_years"] = tuple(f"FY{y}" for y in replayed)
    if relative:
        # "the year before", "last year", "over the last three years": the years meant,
        # never the context's own year again. With no year in the conversation, "last
        # year" is the latest year held for the companies asked.
        anchor = _context_years(asked)
        companies = slots.companies or hint.get("companies", ())
        latest = latest_held(companies, held)
        if anchor:
            years = relative_years(query, anchor, latest)
        else:  # "the year before" alone: the year before the latest held, said in the answer
            years = standalone_years(query, latest)
        if years and not anchor:
            note = resolve_note(companies, held, years[-1])
        hint.pop("fiscal_years", None)
        if years:
            hint["fiscal_years"] = tuple(f"FY{y}" for y in years)
    if not hint:
        return base, slots, note
    parts = [v for name in ("companies", "fiscal_years", "metrics") for v in hint.get(name, ())]
    labels = extra + [METRIC_LABELS.get(p, p) for p in parts]
    enriched = f"{query} [{', '.join(labels)}]"
    return enriched, extract_slots(enriched), note


def read_turn(
    query: str, history: list[AnyMessage], viewer: str | None
) -> tuple[str, Slots, Request]:
    """The turn's enriched text, slots and request, its relative periods resolved.

    "Last year", "the latest half" (each company's own), "the half before that" and "which
    half ... most" are resolved against the reports ``viewer`` can read. The memory node
    reads a question with it, and ``clarify`` reads the question and the user's reply
    again with it, so a reply naming the companies resolves each one's own periods.
    """
    recent = [m.text for m in history[-HISTORY_WINDOW:] if isinstance(m, HumanMessage)]
    needs_held = (
        names_latest(query)
        or names_latest_half(query)
        or has_relative_period(query)
        or asks_which_year(query)
        or asks_which_half(query)
        or any(names_unbundled_year(text[:MAX_QUESTION_CHARS]) for text in (query, *recent))
    )
    steps = bool(half_step(query))
    halves = held_halves(viewer) if names_latest_half(query) or steps else {}
    reports = held_half_reports(viewer) if asks_which_half(query) else {}
    enriched, slots, note = enrich_with_period(
        query, history, held_years(viewer) if needs_held else {}, halves, reports
    )
    own = halves_asked(query, history, slots.companies, halves)
    if own is not None and own.halves:
        note = own.note
    per_company = dict(own.halves) if own is not None else None
    return enriched, slots, read_question(enriched, slots, note, per_company)


def memory(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Extract slots, enrich follow-ups and consult the semantic cache."""
    ctx = context_from(runtime.context)
    query = state.get("query", "")
    history = state.get("messages", [])[:-1]
    # read once; every later node reads the request
    enriched, slots, request = read_turn(query, history, document_viewer(ctx))
    update: dict[str, Any] = {
        "request": request.as_state(),
        "cache": "miss",
        "cache_answer": None,
    }
    if ctx.use_cache and query:
        try:
            found = cache.lookup(enriched, slots, ctx.owner, request.detail_key())
        except Exception as exc:  # noqa: BLE001 - a broken cache is a miss, never an error
            log.warning("semantic cache lookup failed: %s", exc)
            found = cache.CacheLookup("miss")
        update["cache"] = found.status
        update["cache_answer"] = found.entry if found.status != "miss" else None
        update["analysis"] = {"cache": {"status": found.status, "similarity": found.similarity}}
    update.setdefault("analysis", {})
    update["analysis"] = {
        **update["analysis"],
        "slots": slots.as_dict(),
        "enriched_query": enriched,
    }
    return update
