"""A commodity before another measure scopes it: "nickel EBITDA" asks no nickel volume.

The commodity word is also a volume's alias, so the question was read as asking for both
the EBITDA and the volume; the answer then carried a "production: not found" line beside
the division's EBITDA, offering that same EBITDA as the closest stated figure.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from tests.support.offline_answer import answer, cited_doc

_SEGMENTS = (
    "Table: Underlying EBITDA by product group (US$ billion)\n"
    "| Year ended 31 December | 2025 | 2024 |\n"
    "| Iron Ore | 15.2 | – |\n| Copper | 7.4 | – |\n"
)


def test_a_commodity_modifying_a_measure_is_its_scope_not_a_second_measure() -> None:
    (measure,) = asked_measures("How much copper EBITDA did Rio Tinto make in 2025?")
    assert measure.metric == "underlying_ebitda"
    assert "copper" in measure.stated["scope"]


def test_a_volume_asked_keeps_its_own_measure() -> None:
    (measure,) = asked_measures("How much copper did Rio Tinto mine in 2025?")
    assert "production" in measure.stated["head"]


def test_the_divisions_ebitda_is_answered_without_a_not_found_line() -> None:
    draft, check = answer(
        cited_doc(_SEGMENTS, "RIO", "FY2025"), "What copper EBITDA did Rio Tinto report for 2025?"
    )
    assert "US$7.4 billion" in draft
    assert "not found" not in draft, draft
    assert check.verified == 1 and not check.rejected
