"""Offline document grading: one batched relevance decision for every candidate."""

from __future__ import annotations

from typing import Any

from mines.llm.prompt_format import parse_documents, read_tag
from mines.offline.synthesize import doc_figures
from mines.offline.text import keywords
from mines.slots import COMPANY_NAMES, extract_slots, find_metrics, find_years


def _grade_one(doc: dict[str, str], question: str) -> tuple[bool, str]:
    slots = extract_slots(question)
    if slots.companies and doc.get("company") not in slots.companies:
        return False, f"about {doc.get('company')}, not {', '.join(slots.companies)}"
    text = doc.get("text", "")
    if slots.fiscal_years:
        doc_years = {doc.get("fiscal_year")} | {f"FY{y}" for y in find_years(text)}
        if not doc_years & set(slots.fiscal_years):
            return False, f"covers {doc.get('fiscal_year')}, not {', '.join(slots.fiscal_years)}"
    if slots.metrics:
        found = set(find_metrics(text)) & set(slots.metrics)
        # A table row's precise label ("Purchases of property, plant and equipment and
        # intangible assets" is Rio's capex) is read by the figure extractor.
        found |= {s.figure.metric for s in doc_figures(doc)} & set(slots.metrics)
        if found:
            return True, f"states {', '.join(sorted(found))}"
        return False, f"does not mention {', '.join(slots.metrics)}"
    company_words = {w for name in COMPANY_NAMES.values() for w in keywords(name)}
    wanted = [w for w in keywords(question) if w not in company_words]
    if not wanted:
        return True, "general question about the company"
    doc_words = set(keywords(text))
    overlap = [w for w in wanted if w in doc_words or any(d.startswith(w[:5]) for d in doc_words)]
    if overlap:
        return True, f"mentions {', '.join(overlap[:4])}"
    return False, "no overlap with the question"


def grade(prompt: str) -> dict[str, Any]:
    """Fill ``DocumentGrades`` for every document in the prompt."""
    question = read_tag(prompt, "question") or ""
    grades = []
    for doc in parse_documents(prompt):
        relevant, reason = _grade_one(doc, question)
        grades.append({"id": int(doc.get("id", "0") or 0), "relevant": relevant, "reason": reason})
    return {"grades": grades}
