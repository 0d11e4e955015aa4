"""What operations "brought in" is operating cash flow for the verifier too, a period phrase
opening the sentence or not: the reader's claim is no longer withheld."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def test_the_verifier_reads_operations_bringing_in_cash_as_the_reader_does() -> None:
    text = (
        "In the six months to 31 December 2022 the operations brought in A$0.71 billion, "
        "and the Company closed the half holding A$0.90 billion of cash."
    )
    draft, check = answer(
        cited_doc(text, "NST", "H1 FY2023"),
        "How much cash did Northern Star's operations generate in the half to December 2022?",
    )
    assert "0.71" in draft and not check.rejected, (draft, check)


def test_cash_held_is_still_no_operating_cash_flow() -> None:
    text = "The Company closed the half holding A$0.90 billion of cash."
    draft, _ = answer(
        cited_doc(text, "NST", "H1 FY2023"),
        "How much cash did Northern Star's operations generate in the half to December 2022?",
    )
    assert "0.90" not in draft.split("closest")[0], draft
