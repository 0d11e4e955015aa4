"""Capital spending asked of growth alone asks growth capital, never the whole spend.

"How much did it spend on growth projects" names the kind of spend (growth), so its slot is
growth capex: a growth figure stated with a verb is fetched and confirmed under its own
measure, and the year's total capital spend never answers it. Sentences in our own words;
the amounts are from the verified facts (NST FY2023 growth capital A$752 million, FMG
FY2025 capital expenditure US$3.9 billion).
"""

from __future__ import annotations

import pytest

from mines.slots import extract_slots
from tests.support.offline_answer import answer, cited_doc, verified_draft


@pytest.mark.parametrize(
    "question",
    [
        "How much did Northern Star spend on growth projects in FY2023?",
        "What did NST invest in growth projects during FY2023?",
        "How much did Northern Star spend on its growth projects in FY2023?",
    ],
)
def test_growth_spend_asked_is_growth_capex(question: str) -> None:
    assert extract_slots(question).metrics == ("growth_capex",)


@pytest.mark.parametrize(
    "question",
    [
        "What was Northern Star's capital expenditure excluding growth projects in FY2023?",
        "What was Northern Star's capex, sustaining and growth together, in FY2023?",
        "How fast did Northern Star's capital expenditure grow in FY2023?",
        "What was Northern Star's capital expenditure in FY2023?",
    ],
)
def test_other_spend_questions_keep_capex(question: str) -> None:
    assert "growth_capex" not in extract_slots(question).metrics


@pytest.mark.parametrize(
    "text",
    [
        "In FY2023 Northern Star spent $752 million on growth projects.",
        "Over FY2023 the group ploughed A$752 million into expansion projects.",
    ],
)
def test_growth_spend_question_gets_the_growth_figure(text: str) -> None:
    doc = cited_doc(text, "NST", "FY2023")
    draft = verified_draft(doc, "How much did Northern Star spend on growth projects in FY2023?")
    assert "752 million" in draft


def test_growth_spend_question_refuses_the_total_spend() -> None:
    doc = cited_doc(
        "Fortescue's capital expenditure for FY2025 was US$3.9 billion.", "FMG", "FY2025"
    )
    draft, _ = answer(doc, "How much did Fortescue spend on growth projects in FY2025?")
    assert "3.9" not in draft.splitlines()[0]


def test_total_spend_question_refuses_the_growth_figure() -> None:
    doc = cited_doc(
        "In FY2023 Northern Star spent $752 million on growth projects.", "NST", "FY2023"
    )
    draft, _ = answer(doc, "What was Northern Star's capital expenditure in FY2023?")
    assert "752" not in draft.splitlines()[0]
