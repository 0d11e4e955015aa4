"""One cited passage answered and verified by the offline model, for reading tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from mines.figures.model import Figure
from mines.state import Chunk


def table_text(
    title: str, header: Sequence[str], rows: Sequence[Sequence[str]], *, rule: bool = False
) -> str:
    """A pipe table as the reader is given one: "Table: {title}", then a line per row.

    ``table_text("Group results", ["", "FY24"], [["Revenue", "1"]])`` is
    "Table: Group results\\n| | FY24 |\\n| Revenue | 1 |\\n" (an empty cell is "| |");
    ``rule`` puts Markdown's "| --- | --- |" under the header, as a converted page prints it.
    """
    lines = [header, *([["---"] * len(header)] if rule else []), *rows]
    return f"Table: {title}\n" + "".join(
        "|" + "".join(f" {cell} |" if cell else " |" for cell in cells) + "\n" for cells in lines
    )


def cited_doc(text: str, company: str = "FMG", period: str = "FY2024") -> dict[str, Any]:
    """A retrieved chunk holding ``text`` for ``company`` and ``period`` ("H1 FY2024")."""
    return {
        "id": "1",
        "company": company,
        "fiscal_year": period.split()[-1],
        "period": period,
        "source": "item.md",
        "page": 1,
        "score": 1.0,
        "section": "",
        "text": text,
    }


def answer(doc: dict[str, Any], question: str) -> tuple[str, Any]:
    """The offline draft answering ``question`` from ``doc``, and the verifier's check of it."""
    from mines.grounding import check_draft
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    draft = synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))
    return draft, check_draft(draft, [doc])


def answers_with(text: str, company: str, period: str, question: str, value: str) -> bool:
    """Whether the offline answer to ``question`` over ``text`` gives ``value``, verified.

    A "closest stated" figure after a not-found line does not count as the answer.
    """
    draft, check = answer(cited_doc(text, company, period), question)
    return value in draft.split("closest")[0] and check.verified == 1 and not check.rejected


def verified_draft(doc: dict[str, Any], question: str) -> str:
    """The offline draft answering ``question``, asserted verified once with nothing rejected."""
    draft, check = answer(doc, question)
    assert check.verified == 1 and not check.rejected, check
    return draft


def draft_if_verified(text: str, company: str, period: str, question: str) -> str | None:
    """The offline draft for ``question`` over ``text`` when verified with nothing rejected."""
    draft, check = answer(cited_doc(text, company, period), question)
    return draft if check.verified >= 1 and not check.rejected else None


def drafted_and_verified(
    text: str, company: str = "BHP", year: str = "FY2024"
) -> list[tuple[Figure, bool]]:
    """Each figure read from ``text``, drafted as the offline model would, then verified."""
    from mines.figures.extract import doc_figures
    from mines.figures.lines import figure_line
    from mines.figures.query import FigureRequest
    from mines.grounding import check_draft
    from mines.measures.registry import METRIC_LABELS

    doc = {"id": "1", "company": company, "fiscal_year": year, "period": year, "text": text}
    out = []
    for item in doc_figures(doc):
        figure = item.figure
        printed = figure.metric not in METRIC_LABELS
        line = figure_line(company, figure.metric, item, FigureRequest("FY"), "", printed)
        check = check_draft(line, [doc])
        out.append((figure, bool(check.verified) and not check.rejected))
    return out


def off_question(doc: dict[str, Any], question: str, draft: str) -> list[str]:
    """Why each claim of ``draft`` does not answer ``question`` (the guardrails' check)."""
    from mines.figures.relevance import irrelevant_lines
    from mines.read_question import asked_of, read_question

    request = read_question(question)
    years = {f"FY{y}" for company in request.companies for y in request.years_for(company)}
    found = irrelevant_lines(draft, [doc], asked_of(request.measures), request.slots, years)
    return [f.reason for f in found]
