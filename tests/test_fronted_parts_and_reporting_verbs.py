"""A part fronted before its clause, and "reported" as a verb after a division.

"In Iron Ore, EBITDA fell to US$X" is the iron ore business's EBITDA, never the group's;
"the division reported EBITDA of $X" states no reported (statutory) basis. Our own sentences
around Rio Tinto's figures in /work/shared/data: its iron ore EBITDA of US$15.2 billion in
2025 (down 11%) and its group underlying EBITDA of US$23.3 billion in 2024.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from mines.figures.label_parts import label_basis
from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc


@pytest.mark.parametrize(
    "sentence",
    [
        "In Iron Ore, EBITDA fell 11% to US$15.2 billion.",
        "For Iron Ore, EBITDA was US$15.2 billion.",
        "At the iron ore business, EBITDA came to US$15.2 billion.",
        "Turning to Iron Ore, EBITDA fell to US$15.2 billion.",
        "Iron ore again did the heavy lifting, generating EBITDA of US$15.2 billion.",
    ],
)
def test_a_fronted_part_owns_its_clauses_amount(sentence: str) -> None:
    doc = cited_doc(sentence, "RIO", "FY2025")
    (figure,) = [s.figure for s in doc_figures(doc)]
    assert figure.metric != "underlying_ebitda" and figure.qualifier == "Iron ore"
    draft, check = answer(doc, "What EBITDA did Rio Tinto's iron ore business make in 2025?")
    assert "US$15.2 billion" in draft.splitlines()[0]
    assert check.verified and not check.rejected
    line = "- Rio Tinto (RIO), FY2025 — underlying EBITDA: US$15.2 billion [1]"
    assert check_draft(line, [doc]).verified == 0


def test_a_fronted_period_or_place_is_no_part() -> None:
    doc = cited_doc("In FY24, EBITDA was US$23.3 billion.", "RIO", "FY2024")
    assert [s.figure.metric for s in doc_figures(doc)] == ["underlying_ebitda"]


@pytest.mark.parametrize(
    ("label", "basis"),
    [
        ("division reported earnings before interest", None),
        ("the group reported profit", None),
        ("Reported EBITDA", "statutory"),
        ("EBITDA, as reported", "statutory"),
    ],
)
def test_reported_after_a_subject_is_a_verb(label: str, basis: str | None) -> None:
    assert label_basis(label) == basis
