"""A result led by the items it keeps, with no comma, and the clause that follows it.

Figures from ../shared/data: Mineral Resources' FY2025 statutory result (a loss of A$896
million) and underlying result (a loss of A$112 million).
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc


def _read(text: str) -> list[tuple[str, float]]:
    doc = {"id": "1", "company": "MIN", "fiscal_year": "FY2025", "period": "FY2025"}
    doc["text"] = text
    return [(s.figure.metric, s.figure.base_value) for s in doc_figures(doc)]


def test_the_result_after_an_items_clause_is_read_with_its_sign() -> None:
    text = "Including write-downs of its lithium mines its net result was a loss of A$896 million."
    assert _read(text) == [("statutory_npat", -896_000_000.0)]


def test_a_value_after_a_semicolon_is_not_the_items_named_before() -> None:
    text = (
        "After impairments of lithium assets the statutory result for FY2025 was a loss of "
        "A$896 million; without those impairments the loss was A$112 million."
    )
    read = _read(text)
    assert ("statutory_npat", -896_000_000.0) in read
    assert all(metric != "impairments" for metric, _ in read), read


def test_the_verifier_reads_the_result_by_its_own_words_not_the_clause() -> None:
    text = (
        "After impairments of lithium assets the statutory result for FY2025 was a loss of "
        "A$896 million."
    )
    asked = "What statutory result did Mineral Resources post for FY2025?"
    draft, check = answer(cited_doc(text, "MIN", "FY2025"), asked)
    assert "896" in draft and check.verified == 1 and not check.rejected, (draft, check)
