"""Grade documents: one batched relevance call for all candidates; keep the relevant ones."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage, SystemMessage
from langgraph.runtime import Runtime
from pydantic import BaseModel, Field

from graph.state import RetrievalState
from mines.analysis import layer_entry
from mines.context import Context, context_from
from mines.documents import Chunk
from mines.llm.calls import structured_call
from mines.llm.prompt_format import render_documents, tag


class DocumentGrade(BaseModel):
    """Relevance of one document."""

    id: int = Field(description="The document's id attribute.")
    relevant: bool = Field(description="True when it helps answer the question.")
    reason: str = Field(default="", description="A few words.")


class DocumentGrades(BaseModel):
    """Relevance of every document, in one decision."""

    grades: list[DocumentGrade] = Field(description="One grade per document.")


GRADE_PROMPT = """You grade retrieved annual-report excerpts for a question about ASX miners.
A document is relevant only if it is about the company and fiscal year asked for and
states (or directly discusses) what is asked. Grade every document by its id."""


def dedupe(chunks: list[Chunk]) -> list[Chunk]:
    """Drop exact and near-duplicate chunks (same id, or same normalised text)."""
    seen: set[str] = set()
    out: list[Chunk] = []
    for chunk in sorted(chunks, key=lambda c: -c["score"]):
        key = " ".join(chunk["text"].lower().split())[:300]
        if chunk["id"] in seen or key in seen:
            continue
        seen.update({chunk["id"], key})
        out.append(chunk)
    return out


def grade_docs(state: RetrievalState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Keep the relevant documents; record which companies now have data."""
    candidates = dedupe(state.get("documents", []))
    graded = list(state.get("graded", []))
    status = dict(state.get("company_status", {}))
    update: dict[str, Any] = {}
    if candidates:
        prompt = [
            SystemMessage(GRADE_PROMPT),
            HumanMessage(
                render_documents(candidates) + "\n\n" + tag("question", state.get("question", ""))
            ),
        ]
        result = structured_call(DocumentGrades, prompt, context_from(runtime.context))
        relevant_ids = {g.id for g in result.value.grades if g.relevant}
        known = {c["id"] for c in graded}
        for i, chunk in enumerate(candidates, start=1):
            if i in relevant_ids and chunk["id"] not in known:
                graded.append(chunk)
                status[chunk["company"]] = True
        update.update(
            {
                "model_calls": result.calls,
                "layers": layer_entry("grade_docs", result.layer, result.errors),
            }
        )
    missing = [c for c, found in status.items() if not found]
    retry = bool(not graded or (missing and state.get("named_companies")))
    retries = state.get("doc_retries", 0)
    if retry and retries < state.get("max_retries", 2):
        retries += 1
    else:
        retry = False
    update.update(
        {"graded": graded, "company_status": status, "doc_retries": retries, "retry_docs": retry}
    )
    return update
