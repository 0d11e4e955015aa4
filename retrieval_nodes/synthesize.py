"""Synthesize: draft the answer from the graded documents, citing them as [n].

Its tokens are read as a stream but hidden from clients (``nostream``): the user sees
the final answer stream from the ``answer`` step. The context goes before the question
and is held to a budget: at most ``MAX_DOCS`` documents of at most ``MAX_DOC_CHARS``
characters, the last one truncated rather than dropped.

The measures the question asks for are listed in an ``<asked>`` section, each as written
with its qualifiers ("gross debt: gross; debt"), so a hosted model is told what a
neighbour is before it writes; its claims are checked against them afterwards anyway.

When the question asks for measures and a hosted model is configured, the model does not
write figures at all: it is given the figures the documents state as ``<candidates>``
with ids and answers with structured claims citing ids (``AnswerClaims``, through the
structured-output chain: function calling, JSON schema, JSON mode). The draft is rendered
in code from the cited figure records (:mod:`mines.figures.claims`); a claim citing an
unknown id, copying another value, or citing a figure of another measure, company or
period is withheld and counted (``claims_withheld``). Still one model call.

A model that ignores the schema and writes prose, and the free-text synthesis of a
question that asks for no measure, give a text draft: one that states figures without
citing any of the documents it was given (or states figures when it was given none) is
rejected and the offline model writes the draft, since such a draft could be neither
checked nor cited. Every draft's figures are checked claim by claim afterwards by
``grade_answer`` and the guardrails.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage, SystemMessage
from langgraph.runtime import Runtime

from mines.context import Context, context_from
from mines.documents import Chunk
from mines.figures.asked import AskedMeasure
from mines.figures.claims import AnswerClaims, candidates, render_candidates, render_claims
from mines.grounding import cited_numbers, strip_citations
from mines.llm.calls import INTERNAL, CallResult, claims_or_text_call, layer_record, text_call
from mines.llm.factory import hosted_model
from mines.numbers import find_figures
from mines.prompt_format import render_documents, tag
from mines.read_question import asked_of, figure_request
from mines.request import REQUEST_NOTE, Request, request_of
from mines.state import RetrievalState

MAX_DOCS = 12
MAX_DOC_CHARS = 1500
CONTEXT_BUDGET_CHARS = 12000
MAX_PAIRS = 25
"""A question over every company and year held (five companies over five years, "which had
the highest revenue in the past five years") keeps one chunk of each pair: the context grows
to that many documents, and its budget with it, rather than leave most pairs "not found"."""

SYNTHESIZE_PROMPT = """You answer questions about the annual reports of ASX miners using ONLY
the documents given. For every company, metric and fiscal year asked, state the figure
exactly as the document writes it (unit, currency, period) and cite the document as [id].
If a figure is not in the documents, say it is not found; never estimate, convert or
compute a figure. Answer only the measures listed as asked, with their qualifiers (gross or
net, before or after tax, basic or diluted, group or one segment, per share or in total):
a figure of a neighbouring measure is no answer, so say the asked one is not found. Name
each figure with the label the document prints. Note that RIO's fiscal year is the
calendar year and the others end on 30 June. Be brief: one line per figure."""
SYNTHESIZE_PROMPT += "\n" + REQUEST_NOTE

CLAIMS_PROMPT = """You answer questions about the annual reports of ASX miners. The
<candidates> section lists every figure the <documents> state, one JSON object per line:
its id, company, label as printed, period, value, unit, currency and source. Answer with
claims, never with figures of your own: for each measure listed in <asked>, for each
company and period the question asks, give the id of the candidate that IS that measure
and copy its value as listed. The candidate must have the asked qualifiers (gross or net,
before or after tax, basic or diluted, group or one segment, per share or in total) and
the asked period; a neighbouring measure, another year or another company is no answer:
use "not_found" as the id instead. A label worded differently from the question can still
be the measure. Note that RIO's fiscal year is the calendar year and the others end on 30
June."""
CLAIMS_PROMPT += "\n" + REQUEST_NOTE


def budget(chunks: list[Chunk]) -> list[Chunk]:
    """The context: the best ``MAX_DOCS`` chunks, by company and year, length-capped.

    The best chunk of every company and year comes first (five companies over two years
    must not lose the last two companies to a second chunk of the first), then the rest by
    score; the figure index's chunks score 1.0, so they lead their group. More pairs than
    ``MAX_DOCS`` (up to ``MAX_PAIRS``) widen the context to one chunk of each. The last chunk is
    truncated rather than dropped.
    """
    by_score = sorted(chunks, key=lambda c: -c["score"])
    leaders = list({(c["company"], c["fiscal_year"]): c for c in reversed(by_score)}.values())
    leaders.sort(key=lambda c: -c["score"])
    most = max(MAX_DOCS, min(len(leaders), MAX_PAIRS))
    best = (leaders + [c for c in by_score if not any(c is lead for lead in leaders)])[:most]
    ordered = sorted(best, key=lambda c: (c["company"], c["fiscal_year"], -c["score"]))
    out: list[Chunk] = []
    used = 0
    total = CONTEXT_BUDGET_CHARS * most // MAX_DOCS
    for chunk in ordered:
        room = min(MAX_DOC_CHARS, total - used)
        if room <= 200:
            break
        text = (
            chunk["text"] if len(chunk["text"]) <= room else chunk["text"][:room].rsplit(" ", 1)[0]
        )
        out.append({**chunk, "text": text})
        used += len(text)
    return out


def require_citations(text: str, n_docs: int) -> None:
    """Reject a draft that states figures but cites none of its ``n_docs`` documents."""
    if not find_figures(strip_citations(text)):
        return
    if not n_docs:
        raise ValueError("the draft states figures but no documents were given")
    if not any(1 <= n <= n_docs for n in cited_numbers(text)):
        raise ValueError("the draft states figures but cites none of the documents")


def _years(request: Request, companies: tuple[str, ...]) -> set[str]:
    """The fiscal years asked, per company calendar (as the guardrails read them)."""
    return {f"FY{year}" for c in companies for year in request.years_for(c)}


def _claims(
    docs: list[Chunk],
    request: Request,
    measures: tuple[AskedMeasure, ...],
    text_prompt: list[Any],
    runtime: Runtime[Context],
) -> dict[str, Any]:
    """The hosted draft as claims citing candidate ids, rendered from the records."""
    slots = request.slots
    companies = slots.companies or tuple(dict.fromkeys(d["company"] for d in docs))
    years = _years(request, companies)
    found = candidates(docs, measures, slots.companies, {int(y.removeprefix("FY")) for y in years})
    prompt = [
        SystemMessage(CLAIMS_PROMPT),
        HumanMessage(
            render_documents(docs)
            + "\n\n"
            + tag("candidates", render_candidates(found))
            + "\n\n"
            + tag("asked", "\n".join(f"- {m.describe()}" for m in measures))
            + "\n\n"
            + "\n\n"
            + request.prompt_block()
            + "\n\n"
            + tag("question", request.text)
        ),
    ]
    result = claims_or_text_call(
        AnswerClaims,
        prompt,
        text_prompt,
        context_from(runtime.context),
        validate_text=lambda text: require_citations(text, len(docs)),
        config=INTERNAL,
    )
    withheld: list[str] = []
    if isinstance(result, CallResult):
        rendered = render_claims(
            result.value,
            found,
            measures,
            slots,
            years,
            figure_request(request),
        )
        draft, withheld = rendered.text, list(rendered.withheld)
    else:
        draft = result.text
    return {
        "draft": draft.strip(),
        "cited": docs,
        "claims_withheld": withheld,
        "model_calls": result.calls,
        "layers": layer_record("synthesize", result),
    }


def synthesize(state: RetrievalState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Write the cited draft: claims citing candidate figures, or free text."""
    docs = budget(state.get("graded", []))
    request = request_of(state)
    measures = asked_of(request.own_measures)
    asked = "\n".join(f"- {m.describe()}" for m in measures)
    prompt = [
        SystemMessage(SYNTHESIZE_PROMPT),
        HumanMessage(
            render_documents(docs)
            + ("\n\n" + tag("asked", asked) if asked else "")
            + "\n\n"
            + request.prompt_block()
            + "\n\n"
            + tag("question", request.text)
        ),
    ]
    if docs and hosted_model(context_from(runtime.context)) is not None:
        # the measures as the guardrails read them: the user's words, then the slots'
        claimed = asked_of(request.measures)
        if claimed:
            return _claims(docs, request, claimed, prompt, runtime)
    result = text_call(
        prompt,
        context_from(runtime.context),
        internal=False,  # read as a stream, so the node budget holds however slowly it comes
        validate=lambda text: require_citations(text, len(docs)),
        config=INTERNAL,  # but not shown: the answer step streams the final text
    )
    return {
        "draft": result.text.strip(),
        "cited": docs,
        "claims_withheld": [],
        "model_calls": result.calls,
        "layers": layer_record("synthesize", result),
    }
