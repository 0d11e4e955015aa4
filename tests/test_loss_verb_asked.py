""" "Lost" asks a loss only when money was lost (issue 20, the question asked).

"How much did it lose" asks the bottom line; "lost time injuries" or "production lost to
rain" ask something else, never the profit line.
"""

from __future__ import annotations

import pytest

from mines.slots import extract_slots


@pytest.mark.parametrize(
    "question",
    [
        "What was Rio Tinto's lost time injury frequency rate in 2023?",
        "How many lost-time injuries did Fortescue record in FY2024?",
        "How much lost production did Rio Tinto report in 2023?",
    ],
)
def test_lost_before_what_was_lost_asks_no_profit(question: str) -> None:
    assert "statutory_npat" not in extract_slots(question).metrics


def test_how_much_it_lost_still_asks_the_result() -> None:
    assert extract_slots("How much did Mineral Resources lose in FY2025?").metrics == (
        "statutory_npat",
    )
