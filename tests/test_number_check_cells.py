"""The number check finds a whole number a table cell prints, even one that looks like a year.

A data export prints BHP's FY2025 copper output (2,000 kt in the shared data) as a cell
"2000"; in prose a four-digit whole number reads as a year, so the claim "2,000 kt" was
withheld as a figure in no cited document although the verifier had read it from the cell.
"""

from __future__ import annotations

from mines.grounding import unsupported_claims

_LINE = "- BHP Group (BHP), FY2025 (year to 30 June 2025) — copper production: 2,000 kt [1]"


def test_a_cell_printing_the_number_supports_it() -> None:
    assert unsupported_claims(_LINE, ["| Copper produced (kt) | 2000 | 987 |"]) == []


def test_another_number_or_a_year_in_prose_does_not() -> None:
    assert unsupported_claims(_LINE, ["| Copper produced (kt) | 1865 | 987 |"])
    assert unsupported_claims(_LINE, ["Copper has been mined there since 2000."])
