"""Cash together with bullion is a gold miner's measure of its own, not the cash line.

A question for "cash and gold bullion" must not be read as cash and cash equivalents: the
row a gold miner prints for both is what it asks, and a plain cash row is a neighbour.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures


def test_cash_and_bullion_is_not_the_cash_line() -> None:
    for q in (
        "What cash and gold bullion did Northern Star hold at the end of H1 FY2025?",
        "How much cash and bullion was Northern Star sitting on at 30 June 2024?",
    ):
        (asked,) = asked_measures(q)
        assert asked.phrase != "cash and cash equivalents"
        assert "cash" not in asked.stated.get("line", frozenset())
    (cash,) = asked_measures("How much cash did Northern Star hold at 31 December 2024?")
    assert cash.phrase == "cash and cash equivalents"  # plain cash held stays the cash line
