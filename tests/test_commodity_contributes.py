"""A commodity that "adds" or "contributes" to a measure names the business asked about.

"What did nickel and cobalt together add to the group's EBITDA" asks for that business's
EBITDA. The commodities had been read as a volume of their own and the EBITDA as the
group's, so the group's figure was answered for a division's question.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from tests.support.offline_answer import answer, cited_doc

_TEXT = (
    "Rio Tinto's underlying EBITDA for 2025 was US$25.4 billion.\n\n"
    "Table: Underlying EBITDA by product group (US$ billion)\n"
    "| Year ended 31 December | 2025 | 2024 |\n"
    "| Iron Ore | 15.2 | – |\n| Aluminium & Lithium | 4.6 | – |\n| Copper | 7.4 | – |\n"
)


def test_commodities_adding_to_a_measure_scope_it() -> None:
    (measure,) = asked_measures("How much did copper contribute to Rio Tinto's EBITDA in 2025?")
    assert {"segment", "copper"} <= measure.stated["scope"]
    (both,) = asked_measures(
        "What did aluminium and lithium jointly add to Rio Tinto's underlying EBITDA in 2025?"
    )
    assert {"aluminium", "lithium"} <= both.stated["scope"]


def test_the_groups_figure_never_answers_what_a_business_added() -> None:
    draft, _ = answer(
        cited_doc(_TEXT, "RIO", "FY2025"),
        "How much did copper contribute to Rio Tinto's underlying EBITDA in 2025?",
    )
    body = draft.split("closest stated")[0]
    assert "25.4" not in body, draft
    assert "US$7.4 billion" in draft


def test_the_part_a_measure_came_from_scopes_it() -> None:
    # "how much of its EBITDA came from copper": the copper business's share, not the group's
    for question in (
        "How much of Rio Tinto's 2025 EBITDA came from copper?",
        "How much of Rio Tinto's underlying EBITDA in 2025 was derived from copper?",
    ):
        (measure,) = asked_measures(question)
        assert {"segment", "copper"} <= measure.stated["scope"], question
        draft, _ = answer(cited_doc(_TEXT, "RIO", "FY2025"), question)
        assert "25.4" not in draft and "7.4" in draft, (question, draft)
