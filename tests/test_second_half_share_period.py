"""A percentage of the second half's earnings is not the first half's.

"The final returned 53% of the second half's earnings" in a report of the year had been read
as the interim's payout (the first half), because "half's" alone was taken for the first
half. The second half's share stays under the year, as the final's payout; the verifier does
not move it to the first half either.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.period_mentions import HALF_SHARE
from tests.support.offline_answer import cited_doc


def _percentages(text: str) -> list[Period]:
    ctx = DocContext("BHP", Period(2024))
    return [f.period for f in extract_figures(text, ctx) if f.unit == "%"]


def test_a_share_of_the_second_halfs_earnings_is_not_the_first_halfs() -> None:
    assert _percentages(
        "The final of 80 US cents handed back 55% of the second half's underlying profit."
    ) == [Period(2024)]
    assert _percentages(
        "The full-year amount returns 55% of second-half earnings before one-off items."
    ) == [Period(2024)]


def test_a_share_of_the_halfs_earnings_is_still_the_first_halfs() -> None:
    assert _percentages("The interim of 70 cents was 52% of the half's profit.") == [
        Period(2024, "H1")
    ]


def test_the_pattern_leaves_the_second_half_out() -> None:
    assert HALF_SHARE.search("of the half's profit")
    assert not HALF_SHARE.search("the second half's profit")
    assert not HALF_SHARE.search("the second-half's profit")


def test_the_verifier_keeps_the_second_halfs_share_under_the_year() -> None:
    from mines.grounding import check_draft

    text = "The final alone handed out 55 per cent of the second half's net profit."
    doc = cited_doc(text, "BHP", "FY2024")
    year = "- BHP (BHP), FY2024 — share of second half's net profit handed out: 55% [1]"
    assert check_draft(year, [doc]).verified == 1
