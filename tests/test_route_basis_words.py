"""A news word used as a measure's basis ("excluding impairments", "before impairments")
asks for the underlying result, not for news: the offline router sends it to the reports
alone. The same word asked about as an event still asks for news."""

from __future__ import annotations

import pytest

from mines.offline.route import decide


@pytest.mark.parametrize(
    "question",
    [
        "How much did Fortescue make before impairments in FY2024?",
        "What was Rio Tinto's profit excluding impairments in 2023?",
    ],
)
def test_a_basis_exclusion_asks_for_no_news(question: str) -> None:
    decision = decide(question)
    assert decision["needs_retrieval"]
    assert not decision["needs_news"]


@pytest.mark.parametrize(
    "question",
    [
        "What impairments did Fortescue book in FY2024?",
        "Any recent news about Rio Tinto's impairments?",
    ],
)
def test_impairments_asked_about_still_ask_for_news(question: str) -> None:
    assert decide(question)["needs_news"]


@pytest.mark.parametrize(
    "question",
    [
        "What did Rio Tinto put into capital projects and exploration in 2024?",
        "How much did Fortescue spend on growth projects in FY2023?",
    ],
)
def test_projects_a_capital_spend_went_on_ask_for_no_news(question: str) -> None:
    decision = decide(question)
    assert decision["needs_retrieval"]
    assert not decision["needs_news"]


def test_projects_asked_about_as_events_still_ask_for_news() -> None:
    assert decide("What happened with Fortescue's projects in FY2024?")["needs_news"]
