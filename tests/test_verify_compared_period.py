"""A period closing a comparison dates the compared amount, not the rest of the sentence.

"Cash costs fell to X, down from Y in FY23, and the payout rose to Z" reports Z for the
document's own year: the "in FY23" belongs to Y. The verifier had read the sentence as
about FY23 and withheld Z as undated.
"""

from __future__ import annotations

from mines.grounding import check_draft

_TEXT = (
    "Free cash flow reached US$5.1 billion, compared with US$3.4 billion in FY23, and total "
    "dividends for the year came to A$1.97 a share."
)
_DOC = {"id": "1", "company": "FMG", "fiscal_year": "FY2024", "period": "FY2024"}
_DOC |= {"source": "x.md", "page": 1, "section": "", "text": _TEXT, "score": 1.0}


def _check(period: str, label: str, value: str) -> tuple[int, int]:
    line = f"- Fortescue (FMG), {period} — {label}: {value} [1]"
    check = check_draft(line, [_DOC])
    return check.verified, len(check.rejected)


def test_the_value_after_a_dated_comparison_keeps_the_documents_year() -> None:
    assert _check("FY2024", "total dividends per share", "A$1.97 per share") == (1, 0)


def test_the_compared_amount_keeps_its_own_period() -> None:
    assert _check("FY2023", "free cash flow", "US$3.4 billion") == (1, 0)
    assert _check("FY2024", "free cash flow", "US$3.4 billion")[0] == 0
