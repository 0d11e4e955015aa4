"""One pattern names a share of the first half's earnings, for the reader and the verifier."""

from __future__ import annotations

from mines.figures import prose_units, verify_printed_label
from mines.figures.period_mentions import HALF_SHARE


def test_the_forms_of_a_half_share() -> None:
    said = ["of the first half's profit", "of its half-year earnings", "the half's earnings"]
    assert all(HALF_SHARE.search(s) for s in said)
    assert not HALF_SHARE.search("of the full year's profit")
    assert not HALF_SHARE.search("halfway through the year")


def test_the_reader_and_the_verifier_share_it() -> None:
    assert prose_units.HALF_SHARE is HALF_SHARE
    assert HALF_SHARE.pattern in verify_printed_label._OF_THE_HALF.pattern
