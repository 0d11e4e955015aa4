"""Grade the answer: quality and number-level groundedness, checked in code.

Every figure in the draft must appear in the documents it cites. This costs no model
call (keeping the happy path within four) and is stricter than a model grader. Each
unsupported figure becomes a claim label (at most eight words, no figures) that the
retry appends to that company's query.
"""

from __future__ import annotations

from typing import Any

from graph.state import RetrievalState
from mines.grounding import grade, unsupported_claims
from mines.offline.synthesize import NOT_FOUND


def grade_answer(state: RetrievalState) -> dict[str, Any]:
    """Count unsupported claims; ask for a retry while the cap allows."""
    draft = state.get("draft", "")
    documents = [c["text"] for c in state.get("cited", [])]
    claims = unsupported_claims(draft, documents)
    labels = list(dict.fromkeys(label for label, _ in claims))
    grounded, _ = grade(len(claims))
    retries = state.get("answer_retries", 0)
    retry = bool(claims) and retries < state.get("max_retries", 2)
    status = dict(state.get("company_status", {}))
    if retry:
        for label in labels:  # companies with unsupported claims are searched again
            for company in status:
                if company in label.split():
                    status[company] = False
    return {
        "grounded": grounded,
        "unsupported_claims": labels,
        "answer_retries": retries + 1 if retry else retries,
        "retry_answer": retry,
        "company_status": status,
        "layers": {
            "grade_answer": {
                "layer": "code",
                "unsupported": len(claims),
                "not_found_lines": draft.count(NOT_FOUND),
            }
        },
    }
