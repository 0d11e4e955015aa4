"""Grade the answer: every claimed figure verified against the document it cites.

Two checks, both in code (no model call, keeping the happy path within four calls):

* the independent verifier (:func:`mines.grounding.check_draft`): each claimed figure must
  be stated by its cited document for the same metric, period and basis, within rounding;
* number-level groundedness: every figure of the draft appears in what it cites.

A claim that fails either becomes a claim label (at most eight words, no figures) that the
retry appends to that company's query. When no retry is left, every line holding a
rejected claim is withheld (replaced by a not-found line), so an unsupported figure never
reaches the answer; what was verified and withheld is reported for the confidence, with
the hosted claims ``synthesize`` already withheld (``claims_withheld``).
"""

from __future__ import annotations

from typing import Any

from mines.answer_format import NOT_FOUND
from mines.grounding import DraftCheck, Rejection, check_draft, grade, unsupported_claims, withhold
from mines.state import RetrievalState


def _combined(draft: str, docs: list[dict[str, Any]]) -> DraftCheck:
    """Verifier rejections plus lines whose figures appear in no cited document."""
    check = check_draft(draft, docs)
    lines = draft.splitlines()
    extra: list[Rejection] = []
    for index, line in enumerate(lines):
        if index in check.rejected_lines or line.lstrip().startswith(">"):
            continue
        for label, _ in unsupported_claims(line, [str(d.get("text", "")) for d in docs]):
            extra.append(Rejection(index, label, "a figure of the line is in no cited document"))
    rejected = check.rejected + tuple(extra)
    failed = {r.line for r in rejected}
    return DraftCheck(
        check.verified, rejected, tuple(i for i in check.unverified if i not in failed)
    )


def grade_answer(state: RetrievalState) -> dict[str, Any]:
    """Verify the draft's claims; retry while the cap allows, then withhold what failed."""
    draft = state.get("draft", "")
    docs: list[dict[str, Any]] = [dict(c) for c in state.get("cited", [])]
    check = _combined(draft, docs)
    labels = list(dict.fromkeys(r.label for r in check.rejected))
    retries = state.get("answer_retries", 0)
    retry = bool(check.rejected) and retries < state.get("max_retries", 2)
    status = dict(state.get("company_status", {}))
    update: dict[str, Any] = {}
    if retry:
        for label in labels:  # companies with unsupported claims are searched again
            for company in status:
                if company in label.split():
                    status[company] = False
    elif check.rejected:
        update["draft"] = withhold(draft, check)
    grounded, _ = grade(len(check.rejected))
    return {
        **update,
        "grounded": grounded,
        "unsupported_claims": labels,
        "verified_claims": check.verified,
        "unverified_figures": len(check.unverified),
        "withheld_claims": [] if retry else [*labels, *state.get("claims_withheld", [])],
        "answer_retries": retries + 1 if retry else retries,
        "retry_answer": retry,
        "company_status": status,
        "layers": {
            "grade_answer": {
                "layer": "code",
                "verified": check.verified,
                "unverified_lines": len(check.unverified),
                "rejected": [f"{r.label}: {r.reason}" for r in check.rejected][:8],
                "not_found_lines": draft.count(NOT_FOUND),
            }
        },
    }
