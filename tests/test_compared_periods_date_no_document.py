"""A half named only as the one compared with is not the half a piece reports.

A press piece on a December half names its own half once ("the 1H25 result") and the half a
year before in each comparison ("down from X in 1H24", "(1H24: X)"). Counted alike, the
comparisons outvoted the half reported, and every figure of the piece was dated a year early.
"""

from __future__ import annotations

from mines.figures.model import Period
from mines.figures.periods import document_period

_PIECE = (
    "# Iron ore miner's December-half profit slides\n\n"
    "The 1H25 result showed net profit after tax of US$1.6 billion, down from US$3.34 billion "
    "in 1H24. Underlying EBITDA for the half was US$3.6 billion (1H24: US$5.9 billion).\n"
)


def test_the_half_compared_with_does_not_outvote_the_half_reported() -> None:
    assert document_period(_PIECE, "FMG") == Period(2025, "H1")


def test_comparisons_alone_point_at_the_half_after_them() -> None:
    text = _PIECE.replace("The 1H25 result", "The result")
    assert document_period(text, "FMG") == Period(2025, "H1")


def test_a_closed_half_compared_with_names_the_one_after_it() -> None:
    text = (
        "Revenue for the half was A$2.87 billion, compared with A$2,248 million for the half "
        "year ended 31 December 2023, and underlying EBITDA rose to A$1.402 billion from "
        "A$889 million for the half year ended 31 December 2023."
    )
    assert document_period(text, "NST") == Period(2025, "H1")
