"""Earnings "a share" are earnings per share, as the press writes it, never the total earned."""

from __future__ import annotations

from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc


def test_earnings_a_share_asks_the_per_share_figure() -> None:
    request = read_question("What did Rio Tinto earn in underlying earnings a share in 2024?")
    assert request.metrics == ("earnings_per_share",)


def test_the_total_in_the_same_sentence_does_not_answer_earnings_a_share() -> None:
    text = (
        "Rio Tinto's underlying earnings reached US$10.9 billion in 2024, equal to "
        "669.5 US cents a share."
    )
    draft, _ = answer(
        cited_doc(text, "RIO", "FY2024"),
        "What were Rio Tinto's underlying earnings a share in 2024?",
    )
    assert "10.9" not in draft.split("closest stated")[0]
