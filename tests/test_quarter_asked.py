"""A quarter's figure is asked only of a figure that states a quarter, never the year's.

The figure records hold years and halves; a question naming three months ("Q4 2024", "the
September quarter", "the three months to March") must not be answered with the year or
half its words share a calendar year with.
"""

from __future__ import annotations

import pytest

from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc

# Rio Tinto's 2024 aluminium output (asx_facts_more.csv: aluminium_production_kt, 3296)
YEAR_TEXT = "Aluminium production for the year was 3,296 kt."


@pytest.mark.parametrize(
    "question",
    [
        "What was Rio Tinto's aluminium production in Q4 2024?",
        "How much aluminium did Rio Tinto make in the December quarter of 2024?",
        "Rio Tinto aluminium output, three months to 31 December 2024?",
        "What aluminium did Rio Tinto produce in the fourth quarter of 2024?",
    ],
)
def test_a_quarter_question_is_not_answered_with_the_year(question: str) -> None:
    request = read_question(question)
    assert request.measures and all(
        m.stated.get("quarter") == ["quarter"] for m in request.measures
    )
    draft, _ = answer(cited_doc(YEAR_TEXT, "RIO", "FY2024"), question)
    assert "3,296" not in draft.split("closest stated")[0]


def test_the_year_itself_is_still_answered() -> None:
    draft, check = answer(
        cited_doc(YEAR_TEXT, "RIO", "FY2024"),
        "How much aluminium did Rio Tinto produce in 2024?",
    )
    assert "3,296" in draft and check.verified == 1


def test_a_quarterly_report_is_a_document_not_a_quarter() -> None:
    assert not read_qualifiers("the June quarterly report's year-to-date output").get("quarter")
    asked = read_qualifiers("aluminium production Q4")
    assert conflicts(asked, read_qualifiers("Aluminium production"))
    assert not conflicts(asked, read_qualifiers("Aluminium production, December quarter"))
