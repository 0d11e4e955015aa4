"""Follow-ups in a conversation: what they keep from the turns before them.

Companies and years set beside the last turn, rankings across all five, measures described.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from nodes.memory import enrich

_EARLIER = [
    HumanMessage("How much underlying EBITDA did Rio Tinto make in FY2023?"),
    AIMessage("Rio Tinto FY2023 underlying EBITDA: US$23,892 million"),
]


@pytest.mark.parametrize(
    "follow",
    [
        "How does that compare with Fortescue?",
        "Compare it to Fortescue",
        "And versus Fortescue?",
        "how did those stack up against Fortescue",
    ],
)
def test_a_comparison_follow_up_keeps_the_company_discussed(follow: str) -> None:
    _, slots = enrich(follow, _EARLIER)
    assert set(slots.companies) == {"RIO", "FMG"}
    assert slots.metrics == ("underlying_ebitda",) and slots.fiscal_years == ("FY2023",)


def test_a_ranking_that_names_no_company_ranks_all_of_them() -> None:
    _, slots = enrich("Which miner had the most revenue in FY2024?", _EARLIER)
    assert slots.companies == ()  # every company, not the one last discussed
    assert slots.metrics == ("revenue",)


def test_which_of_them_ranks_every_company_the_recent_turns_named() -> None:
    history = [
        *_EARLIER,
        HumanMessage("How did it stack up against Fortescue?"),
        AIMessage("..."),
    ]
    _, slots = enrich("Which of them was lower?", history)
    assert set(slots.companies) == {"RIO", "FMG"}


def test_a_ranking_over_years_still_takes_the_company_from_context() -> None:
    _, slots = enrich("In which year was it highest?", _EARLIER)
    assert slots.companies == ("RIO",)


@pytest.mark.parametrize("follow", ["What was the final one?", "Which was bigger?"])
def test_a_turn_naming_only_a_kind_or_a_comparison_narrows_the_last_question(
    follow: str,
) -> None:
    history = [HumanMessage("What dividend did Fortescue pay in FY2023?"), AIMessage("...")]
    _, slots = enrich(follow, history)
    assert slots.companies == ("FMG",) and slots.fiscal_years == ("FY2023",)
    assert slots.metrics == ("dividends_per_share",)


def test_a_turn_naming_nothing_outside_a_conversation_stays_as_it_is() -> None:
    enriched, slots = enrich("Which was bigger?", [])
    assert enriched == "Which was bigger?" and slots.companies == () and slots.metrics == ()


def test_a_follow_up_describing_its_own_measure_asks_that_measure() -> None:
    history = [HumanMessage("How much gold did Northern Star sell in FY2024?"), AIMessage("...")]
    _, slots = enrich("And what did it cost per ounce?", history)
    assert slots.metrics == ("aisc_aud_oz",) and slots.companies == ("NST",)


def test_a_measure_described_in_an_earlier_turn_carries_to_the_next() -> None:
    history = [
        HumanMessage("How much gold did Northern Star sell in FY2024?"),
        AIMessage("..."),
        HumanMessage("And what did it cost per ounce?"),
        AIMessage("..."),
    ]
    _, slots = enrich("Is that higher than FY2022?", history)
    assert slots.metrics == ("aisc_aud_oz",)
    assert set(slots.fiscal_years) == {"FY2022", "FY2024"}  # both sides of the comparison
