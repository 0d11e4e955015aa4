"""The result as a sentence's subject, its sign in the noun after it.

"The underlying result was a loss of $X" is underlying NPAT below zero; "the statutory result
was a loss of" the statutory one; a division's result ("Lithium's result") is no group
result. Our own sentences; the values are the shared facts' (Mineral Resources' and
Fortescue's first halves of FY2025).
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc


def _read(text: str) -> list[tuple[str, float]]:
    doc = cited_doc(text, "MIN", "H1 FY2025")
    return [(s.figure.metric, s.figure.base_value) for s in doc_figures(doc)]


def test_the_underlying_result_was_a_loss() -> None:
    assert _read("The underlying result was a loss of $196 million.") == [
        ("underlying_npat", -196e6)
    ]


def test_a_leading_basis_names_the_result() -> None:
    assert _read("On an underlying basis, the result was a loss of $196 million.") == [
        ("underlying_npat", -196e6)
    ]


def test_the_statutory_result_is_answered_and_not_the_underlying_one() -> None:
    doc = cited_doc(
        "The statutory result was a loss of $807 million for the half.", "MIN", "H1 FY2025"
    )
    draft, check = answer(doc, "What was Mineral Resources' statutory net profit in 1H FY25?")
    assert "loss of A$807 million" in draft
    assert check.verified and not check.rejected
    draft, _ = answer(doc, "What was Mineral Resources' underlying NPAT in 1H FY25?")
    assert "807" not in draft


def test_a_divisions_result_is_no_group_result() -> None:
    # the shared facts hold no division's loss: the amount is MinRes' 1H FY24 lithium EBITDA
    assert not any(m for m, _ in _read("Lithium's result was a loss of $271.4 million."))


def test_a_per_share_value_after_a_comparison_restates_the_current_amount() -> None:
    text = (
        "The producer posted net profit after tax of $US1.6 billion for the six months to "
        "December 31, down from $US3.34 billion a year earlier, or 51 US cents a share."
    )
    doc = cited_doc(text, "FMG", "H1 FY2025")
    read = {(s.figure.metric, s.figure.period.label, s.figure.base_value) for s in doc_figures(doc)}
    assert ("earnings_per_share", "H1 FY2025", 51.0) in read
    assert not any(m == "earnings_per_share" and p == "H1 FY2024" for m, p, _ in read)
