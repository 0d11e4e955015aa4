"""Answer: compose the reply, grade its confidence, cite its sources, cache it when grounded.

Confidence comes from counting unsupported claims ``n`` over the final text: every
figure must appear in a cited source or be a calculator result. ``n == 0`` grounded
"yes" / high; ``n <= 3`` "partial" / medium; else "no" / low. On medium or low a note
lists up to three unsupported claims and what each lacked; on low the user is also asked
to cross-check the original annual report.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from langgraph.config import get_config
from langgraph.runtime import Runtime

from mines import cache
from mines.answer_format import DISAGREEMENT, NOT_FOUND, OVERRIDDEN, PASSAGES
from mines.context import Context, context_from
from mines.documents import Chunk
from mines.figures.asked import CLOSEST
from mines.grounding import (
    cited_numbers,
    confidence_for,
    strip_citations,
    unsupported_claims,
)
from mines.markdown import to_markdown
from mines.measures.words import METRIC_ALIASES
from mines.numbers import unsupported_figures
from mines.operands import context_figures
from mines.request import request_of
from mines.state import MainState
from mines.streaming import stream_answer
from nodes.aggregate import news_lines

log = logging.getLogger(__name__)

MAX_NOTED_CLAIMS = 3


_DIGIT = re.compile(r"\d")


def source_entry(number: int, chunk: Chunk) -> dict[str, Any]:
    """A cited source as callers see it."""
    return {
        "n": number,
        "company": chunk["company"],
        "fiscal_year": chunk["fiscal_year"],
        "source": chunk["source"],
        "page": chunk.get("page"),
        "section": chunk.get("section", ""),
    }


DETAIL_KEYS = ("confidence", "grounded", "sources", "figures")


def answer_details(update: dict[str, Any]) -> dict[str, Any]:
    """What a client shows under an answer (kept in the message's ``response_metadata``)."""
    return {key: update.get(key) for key in DETAIL_KEYS}


def chart_figures(report: str) -> list[dict[str, Any]]:
    """The (company, year, metric) figures the answer states, for charts."""
    operands = context_figures(strip_citations(report), tuple(METRIC_ALIASES))
    return [
        {
            "company": o.company,
            "fiscal_year": o.fiscal_year,
            "metric": o.metric,
            "value": o.amount,
            "unit": "million" if o.figure.scale >= 1e6 else (o.figure.unit or ""),
            "currency": o.figure.currency,
            "text": o.figure.text,
        }
        for o in operands
    ]


RANKED_SHORT = (
    "Note: confidence is medium: the ranking covers only the companies whose figure is "
    "stated; a company asked without one could rank anywhere."
)
YEARS_RANKED_SHORT = (
    "Note: confidence is medium: the ranking covers only the years whose figure is stated; "
    "a year asked without one could rank anywhere."
)
"""One company's years ranked ("BHP's best year for EBITDA") with a year's figure missing."""


def _note(claims: list[str], withheld: list[str], confidence: str) -> str:
    if not claims and not withheld:
        return (
            "Note: confidence is medium: the verifier could not confirm a figure of this "
            "answer against its source for the period and basis asked (quoted passages, news, "
            "or sources that disagree)."
        )
    lines = []
    if claims:
        lines.append(
            f"Note: {len(claims)} claim(s) could not be verified against the cited sources:"
        )
        lines += [f"- {c}: no cited source states this figure" for c in claims[:MAX_NOTED_CLAIMS]]
    if withheld:
        lines.append(
            f"Note: {len(withheld)} figure(s) were withheld because the cited source does not "
            "state them for the measure, period and basis asked:"
        )
        lines += [f"- {c}" for c in withheld[:MAX_NOTED_CLAIMS]]
    if confidence == "low":
        lines.append("Please cross-check these figures with the original annual report.")
    return "\n".join(lines)


def _compose(state: MainState) -> tuple[str, list[dict[str, Any]], int, list[str]]:
    """Final text, sources, unsupported count and claim labels for a gathered answer."""
    report = state.get("report_answer", "")
    chunks = state.get("report_sources", [])
    news = state.get("news", [])
    calc = state.get("calculation") or {}
    parts: list[str] = []
    request = request_of(state)
    if (request.asks_figure or request.metrics) and not state.get("report_verified"):
        # beside a "not found", a number in a news item reads as the answer (a company's
        # total shipments under a question about one project's): only items without one
        news = [i for i in news if not _DIGIT.search(f"{i.get('headline')} {i.get('summary')}")]
    if report and request.period_note:
        parts.append(request.period_note)
    if report:
        parts.append(report)
    if calc.get("text"):
        parts.append("**Calculation**\n" + calc["text"])
    if news:
        parts.append("**Recent news**\n" + "\n".join(news_lines(news)))
    uncovered = request.unsupported_companies
    if uncovered:
        parts.append(
            f"Note: {', '.join(uncovered)} is not covered; only BHP, RIO, FMG, MIN and NST are."
        )
    numbers = [n for n in cited_numbers(report) if 1 <= n <= len(chunks)]
    sources = [source_entry(n, chunks[n - 1]) for n in numbers]
    sources += [
        {
            "n": None,
            "company": i.get("company"),
            "fiscal_year": i.get("fiscal_year"),
            "source": i.get("source"),
            "page": None,
            "section": "news",
        }
        for i in news
    ]
    if numbers:
        parts.append(
            "**Sources**\n"
            + "\n".join(
                f"[{s['n']}] {s['source']}, p. {s['page'] if s['page'] is not None else '-'} "
                f"({s['company']} {s['fiscal_year']}, {s['section']})"
                for s in sources
                if s["n"] is not None
            )
        )
    report_claims = unsupported_claims(report, [c["text"] for c in chunks])
    other = (
        "\n".join(p for p in parts[1:] if not p.startswith("**Sources**"))
        if report
        else "\n".join(parts)
    )
    evidence = [c["text"] for c in chunks] + news_lines(news) + [report]
    other_claims = unsupported_figures(other, evidence, calc.get("results", []))
    labels = list(dict.fromkeys(label for label, _ in report_claims))
    labels += [f"figure {f.text}" for f in other_claims]
    return "\n\n".join(parts), sources, len(report_claims) + len(other_claims), labels


def answer(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Write the turn's answer message."""
    ctx = context_from(runtime.context)
    update: dict[str, Any] = {"sources": [], "figures": [], "confidence": None, "grounded": None}
    boundary = (state.get("boundary") or {}).get("kind")
    cached = state.get("cache_answer") if state.get("cache") == "hit" else None
    if boundary or (state.get("direct_answer") and not cached):
        text = state.get("direct_answer", "")
    elif cached:
        text = cached["answer"]
        update.update(
            sources=cached.get("sources", []),
            figures=cached.get("figures", []),
            confidence=cached.get("confidence"),
            grounded=cached.get("grounded"),
        )
    else:
        text, sources, n, labels = _compose(state)
        report = state.get("report_answer", "")
        withheld = list(state.get("report_withheld", []))
        grounded, confidence = confidence_for(
            n,
            int(state.get("report_verified", 0)),
            len(withheld),
            DISAGREEMENT in report or OVERRIDDEN in report,
            int(state.get("report_unverified", 0)),
        )
        if (PASSAGES in report or CLOSEST in report) and confidence == "high":
            # Quoted passages, or a closest-stated suggestion: not the verified figure asked.
            confidence = "medium"
        ranked_short = request_of(state).ranking and NOT_FOUND in report
        if ranked_short and confidence == "high":
            confidence = "medium"  # a company asked has no figure: the first place may not be
        if confidence != "high":
            asked = request_of(state)
            short = YEARS_RANKED_SHORT if len(asked.companies) == 1 else RANKED_SHORT
            note = short if ranked_short and not labels and not withheld else None
            text = f"{text}\n\n{note or _note(labels, withheld, confidence)}"
        update.update(
            sources=sources,
            figures=chart_figures(state.get("report_answer", "")),
            confidence=confidence,
            grounded=grounded,
        )
        route = state.get("route") or {}
        if confidence == "high" and route.get("needs_retrieval") and ctx.use_cache:
            request = request_of(state)
            entry = {
                "answer": text,
                **{k: update[k] for k in ("sources", "figures", "confidence", "grounded")},
            }
            thread_id = str((get_config().get("configurable") or {}).get("thread_id", ""))
            try:  # verified against the chunks read back from the store, not the state
                cache.store_verified_answer(
                    request.text,
                    request.slots,
                    ctx.owner,
                    thread_id,
                    entry,
                    report=state.get("report_answer", ""),
                    chunks=state.get("report_sources", []),
                    extra_evidence=news_lines(state.get("news", [])),
                    calculator_results=(state.get("calculation") or {}).get("results", []),
                    detail=request.detail_key(),
                )
            except Exception as exc:  # noqa: BLE001 - caching is best effort
                log.warning("could not write the semantic cache: %s", exc)
    if not text.strip():
        text = "I could not produce an answer for that question."
    update.update(
        answer=text,
        # The message is Markdown (escaped $, blocks apart, sources listed), streamed under
        # its own id; ``answer`` keeps the plain text (CLI, API, cache, evals).
        # The message carries its badge, sources and chart figures, so a client that reopens
        # the conversation shows every answer as it was shown live.
        messages=[stream_answer(to_markdown(text), details=answer_details(update))],
        analysis={"confidence": update["confidence"], "grounded": update["grounded"]},
    )
    return update
