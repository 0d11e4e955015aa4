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

import re
from typing import Any

from mines.answer_format import NOT_FOUND
from mines.figures.draft_claims import claims_from_text
from mines.figures.model import DocContext
from mines.figures.verify import verify
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


_CITATION = re.compile(r"\[(\d+)\]")


def _evidence(line: str, docs: list[dict[str, Any]]) -> str | None:
    """The sentence or row the cited document confirms the line's one claim by."""
    found = claims_from_text(line, docs)
    if len(found) != 1:
        return None
    claim, cited = found[0]
    if cited is None or not 1 <= cited <= len(docs):
        return None
    doc = docs[cited - 1]
    verdict = verify(claim, str(doc.get("text", "")), DocContext.of(doc))
    return verdict.evidence if verdict.supported else None


def recite(draft: str, docs: list[dict[str, Any]], check: DraftCheck) -> str:
    """``draft`` with each rejected one-claim line cited to a document that confirms it.

    Two documents may state the same figure, one so that the verifier can tell its period
    and one not ("dividends for the year lifted to 55 cents" beside "you received 55 cents a
    share for the year"): the claim is the same, and the document that says it plainly is
    cited (its sentence quoted) rather than the claim withheld. The value is never changed.
    """
    lines = draft.splitlines()
    for index in sorted({r.line for r in check.rejected}):
        line = lines[index]
        cited = set(_CITATION.findall(line))
        if len(cited) != 1:
            continue
        for other in range(1, len(docs) + 1):
            moved = _CITATION.sub(f"[{other}]", line)
            if str(other) in cited or not check_draft(moved, docs).verified:
                continue
            again = _combined(moved, docs)
            evidence = _evidence(moved, docs)
            if again.rejected or again.unverified or not evidence:
                continue
            lines[index] = moved
            if index + 1 < len(lines) and lines[index + 1].lstrip().startswith(">"):
                lines[index + 1] = f'  > "{" ".join(evidence.split())}"'
            break
    return "\n".join(lines)


def grade_answer(state: RetrievalState) -> dict[str, Any]:
    """Verify the draft's claims; retry while the cap allows, then withhold what failed."""
    draft = state.get("draft", "")
    docs: list[dict[str, Any]] = [dict(c) for c in state.get("cited", [])]
    check = _combined(draft, docs)
    update: dict[str, Any] = {}
    if check.rejected:
        recited = recite(draft, docs, check)
        if recited != draft:
            draft, check = recited, _combined(recited, docs)
            update["draft"] = draft
    labels = list(dict.fromkeys(r.label for r in check.rejected))
    retries = state.get("answer_retries", 0)
    retry = bool(check.rejected) and retries < state.get("max_retries", 2)
    status = dict(state.get("company_status", {}))
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
