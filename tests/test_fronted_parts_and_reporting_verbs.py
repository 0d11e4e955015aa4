"""A part fronted before its clause, and "reported" as a verb after a division.

"In Iron Ore, EBITDA fell to US$X" is the iron ore business's EBITDA, never the group's;
"the division reported EBITDA of $X" states no reported (statutory) basis. Our own sentences
(values made up, no company's figures).
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
        "In Iron Ore, EBITDA fell 9% to US$17.4 billion.",
        "For Iron Ore, EBITDA was US$17.4 billion.",
        "At the iron ore business, EBITDA came to US$17.4 billion.",
        "Turning to Iron Ore, EBITDA fell to US$17.4 billion.",
        "Iron ore again did the heavy lifting, generating EBITDA of US$17.4 billion.",
    ],
)
def test_a_fronted_part_owns_its_clauses_amount(sentence: str) -> None:
    doc = cited_doc(sentence, "RIO", "FY2024")
    (figure,) = [s.figure for s in doc_figures(doc)]
    assert figure.metric != "underlying_ebitda" and figure.qualifier == "Iron ore"
    draft, check = answer(doc, "What EBITDA did Rio Tinto's iron ore business make in 2024?")
    assert "US$17.4 billion" in draft.splitlines()[0]
    assert check.verified and not check.rejected
    line = "- Rio Tinto (RIO), FY2024 — underlying EBITDA: US$17.4 billion [1]"
    assert check_draft(line, [doc]).verified == 0


def test_a_fronted_period_or_place_is_no_part() -> None:
    doc = cited_doc("In FY24, EBITDA was US$23.9 billion.", "RIO", "FY2024")
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
