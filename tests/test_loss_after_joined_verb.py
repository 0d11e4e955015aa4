"""A result verb joined on by "and" shares the company subject of the clause before it.

Figures from ../shared/data: Mineral Resources' statutory result for the half to December
2024 (a loss of A$807 million) and its revenue for that half (A$2,290 million).
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc


def _read(text: str) -> list[tuple[str, float]]:
    doc = {"id": "1", "company": "MIN", "fiscal_year": "FY2025", "period": "H1 FY2025"}
    doc["text"] = text
    return [(s.figure.metric, s.figure.base_value) for s in doc_figures(doc)]


def test_the_loss_after_and_is_the_companys_statutory_result() -> None:
    text = (
        "The miner sold A$2,290 million of product and booked a bottom-line loss of A$807 million."
    )
    assert ("statutory_npat", -807_000_000.0) in _read(text)
    draft, check = answer(
        cited_doc(text, "MIN", "H1 FY2025"),
        "How much did MinRes lose after tax in the December 2024 half?",
    )
    assert "807" in draft and check.verified == 1 and not check.rejected, (draft, check)


def test_a_joined_verb_with_no_company_before_it_names_no_result() -> None:
    # the clause before "and" is led by a measure, not by who did it
    text = "Revenue came to A$2,290 million and booked a bottom-line loss of A$807 million."
    assert ("statutory_npat", -807_000_000.0) not in _read(text)
