"""Grade documents: one batched relevance call for all candidates; keep the relevant ones.

The model's grades are whitelisted: ids that name no candidate are dropped, a reply that
grades no candidate at all is rejected (the fallback chain moves on), and candidates a
hosted reply leaves ungraded are graded by the offline rules rather than silently lost.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from langgraph.runtime import Runtime
from pydantic import BaseModel, Field

from mines.context import Context, context_from
from mines.documents import Chunk
from mines.llm.calls import layer_record, offline_decision, structured_call
from mines.prompt_format import render_documents, tag
from mines.request import REQUEST_NOTE, request_of
from mines.state import RetrievalState


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
GRADE_PROMPT += "\n" + REQUEST_NOTE


def dedupe(chunks: list[Chunk]) -> list[Chunk]:
    """Drop exact and near-duplicate chunks (same id, or same normalised text)."""
    seen: set[str] = set()
    out: list[Chunk] = []
    for chunk in sorted(chunks, key=lambda c: -c["score"]):
        # The whole text: reports written to one template open alike for every year.
        key = " ".join(chunk["text"].lower().split())
        if chunk["id"] in seen or key in seen:
            continue
        seen.update({chunk["id"], key})
        out.append(chunk)
    return out


def require_candidate_ids(grades: DocumentGrades, n_candidates: int) -> None:
    """Reject grades that grade none of the ``n_candidates`` documents (ids 1..n)."""
    if not any(1 <= g.id <= n_candidates for g in grades.grades):
        raise ValueError(f"no grade names a document id between 1 and {n_candidates}")


def whitelist(grades: DocumentGrades, n_candidates: int) -> DocumentGrades:
    """Keep one grade per candidate id (the first), dropping ids outside 1..n."""
    seen: dict[int, DocumentGrade] = {}
    for g in grades.grades:
        if 1 <= g.id <= n_candidates:
            seen.setdefault(g.id, g)
    return DocumentGrades(grades=[seen[i] for i in sorted(seen)])


def fill_missing(
    grades: DocumentGrades, prompt: Sequence[BaseMessage], n_candidates: int
) -> tuple[DocumentGrades, int]:
    """Grade the candidates a reply left out with the offline model; return how many."""
    graded = {g.id for g in grades.grades}
    missing = [i for i in range(1, n_candidates + 1) if i not in graded]
    if not missing:
        return grades, 0
    rules = {g.id: g for g in offline_decision(DocumentGrades, prompt).grades if g.id in missing}
    extra = [
        DocumentGrade(
            id=i,
            relevant=bool(rules[i].relevant) if i in rules else False,
            reason="graded by rules: " + (rules[i].reason if i in rules else ""),
        )
        for i in missing
    ]
    return DocumentGrades(grades=sorted([*grades.grades, *extra], key=lambda g: g.id)), len(missing)


def grade_docs(state: RetrievalState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Keep the relevant documents; record which companies now have data."""
    candidates = dedupe(state.get("documents", []))
    graded = list(state.get("graded", []))
    status = dict(state.get("company_status", {}))
    update: dict[str, Any] = {}
    if candidates:
        request = request_of(state)
        prompt = [
            SystemMessage(GRADE_PROMPT),
            HumanMessage(
                render_documents(candidates)
                + "\n\n"
                + request.prompt_block()
                + "\n\n"
                + tag("question", request.text)
            ),
        ]
        n = len(candidates)
        result = structured_call(
            DocumentGrades,
            prompt,
            context_from(runtime.context),
            normalise=lambda g: whitelist(g, n),
            validate=lambda g: require_candidate_ids(g, n),
        )
        grades, filled = fill_missing(result.value, prompt, n)
        relevant_ids = {g.id for g in grades.grades if g.relevant}
        known = {c["id"] for c in graded}
        for i, chunk in enumerate(candidates, start=1):
            if i in relevant_ids and chunk["id"] not in known:
                graded.append(chunk)
                status[chunk["company"]] = True
        record = layer_record("grade_docs", result)
        if filled:
            record["layer:grade_docs"]["filled_by_rules"] = filled
        update.update({"model_calls": result.calls, "layers": record})
    elif "layer:grade_docs" not in (state.get("layers") or {}):
        update["layers"] = {
            "layer:grade_docs": {"layer": "skipped (no documents)", "attempts": 0, "seconds": 0.0}
        }
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
