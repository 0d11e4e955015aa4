"""A fronted clause naming what was taken off ("After capital spending,") names no later value."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc, verified_draft

# Rio Tinto, first half of 2023: free cash flow US$3,769 million.
PLAIN = "After capital spending, the six months left US$3,769 million of free cash."


def test_free_cash_after_a_deducted_label_is_verified() -> None:
    doc = cited_doc(PLAIN, "RIO", "H1 FY2023")
    assert "3,769" in verified_draft(doc, "Rio Tinto free cash flow, first half of 2023?")


def test_the_deducted_label_is_never_answered_with_the_value() -> None:
    doc = cited_doc(PLAIN, "RIO", "H1 FY2023")
    draft, check = answer(doc, "How much capital did Rio Tinto spend in the first half of 2023?")
    assert "3,769" not in draft and not check.verified
