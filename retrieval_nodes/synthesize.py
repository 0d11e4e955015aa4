"""Synthesize: draft the answer from the graded documents, citing them as [n].

Its tokens are read as a stream but hidden from clients (``nostream``): the user sees
the final answer stream from the ``answer`` step. The context goes before the question
and is held to a budget: at most ``MAX_DOCS`` documents of at most ``MAX_DOC_CHARS``
characters, the last one truncated rather than dropped.

The measures the question asks for are listed in an ``<asked>`` section, each as written
with its qualifiers ("gross debt: gross; debt"), so a hosted model is told what a
neighbour is before it writes; its claims are checked against them afterwards anyway.

A hosted draft that states figures without citing any of the documents it was given (or
states figures when it was given none) is rejected and the offline model writes the draft:
such a draft could be neither checked nor cited. Figures it cites are checked number by
number afterwards by ``grade_answer``.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage, SystemMessage
from langgraph.runtime import Runtime

from graph.state import RetrievalState
from mines.context import Context, context_from
from mines.documents import Chunk
from mines.figures.asked import asked_measures
from mines.grounding import cited_numbers, strip_citations
from mines.llm.calls import INTERNAL, layer_record, text_call
from mines.llm.prompt_format import render_documents, tag
from mines.numbers import find_figures

MAX_DOCS = 12
MAX_DOC_CHARS = 1500
CONTEXT_BUDGET_CHARS = 12000

SYNTHESIZE_PROMPT = """You answer questions about the annual reports of ASX miners using ONLY
the documents given. For every company, metric and fiscal year asked, state the figure
exactly as the document writes it (unit, currency, period) and cite the document as [id].
If a figure is not in the documents, say it is not found; never estimate, convert or
compute a figure. Answer only the measures listed as asked, with their qualifiers (gross or
net, before or after tax, basic or diluted, group or one segment, per share or in total):
a figure of a neighbouring measure is no answer, so say the asked one is not found. Name
each figure with the label the document prints. Note that RIO's fiscal year is the
calendar year and the others end on 30 June. Be brief: one line per figure."""


def budget(chunks: list[Chunk]) -> list[Chunk]:
    """The context: the best ``MAX_DOCS`` chunks, by company and year, length-capped.

    The best chunk of every company and year comes first (five companies over two years
    must not lose the last two companies to a second chunk of the first), then the rest by
    score; the figure index's chunks score 1.0, so they lead their group. The last chunk is
    truncated rather than dropped.
    """
    by_score = sorted(chunks, key=lambda c: -c["score"])
    leaders = list({(c["company"], c["fiscal_year"]): c for c in reversed(by_score)}.values())
    leaders.sort(key=lambda c: -c["score"])
    best = (leaders + [c for c in by_score if not any(c is lead for lead in leaders)])[:MAX_DOCS]
    ordered = sorted(best, key=lambda c: (c["company"], c["fiscal_year"], -c["score"]))
    out: list[Chunk] = []
    used = 0
    for chunk in ordered:
        room = min(MAX_DOC_CHARS, CONTEXT_BUDGET_CHARS - used)
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


def synthesize(state: RetrievalState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Write the cited draft."""
    docs = budget(state.get("graded", []))
    question = state.get("question", "")
    asked = "\n".join(f"- {m.describe()}" for m in asked_measures(question))
    prompt = [
        SystemMessage(SYNTHESIZE_PROMPT),
        HumanMessage(
            render_documents(docs)
            + ("\n\n" + tag("asked", asked) if asked else "")
            + "\n\n"
            + tag("question", question)
        ),
    ]
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
        "model_calls": result.calls,
        "layers": layer_record("synthesize", result),
    }
