"""A percentage of the half's earnings is the first half's, in a report of the year.

"The interim came to 30% of the half's underlying profit" in a full-year report had been
read as the year's share, so a question about the full year's payout was answered with the
interim's ratio.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc

_TEXT = (
    "Dividends for the year came to 40 cents per share. The interim absorbed 25% of the "
    "half's cash earnings, within the policy band."
)


def _percentages(text: str) -> list[Period]:
    ctx = DocContext("NST", Period(2024))
    return [f.period for f in extract_figures(text, ctx) if f.unit == "%"]


def test_a_share_of_the_halfs_earnings_is_the_first_halfs() -> None:
    assert _percentages(_TEXT) == [Period(2024, "H1")]
    assert _percentages("The first-half payout was 25% of cash earnings.") == [Period(2024, "H1")]


def test_a_share_of_the_years_earnings_stays_the_years() -> None:
    assert _percentages("The full-year payout was 40% of cash earnings.") == [Period(2024)]


def test_the_full_years_payout_is_not_answered_by_the_interims() -> None:
    draft, _ = answer(
        cited_doc(_TEXT, "NST", "FY2024"),
        "What share of full-year FY24 cash earnings did Northern Star pay out?",
    )
    assert "25%" not in draft.split("closest stated")[0], draft


def test_the_verifier_reads_the_halfs_share_as_the_half() -> None:
    from mines.grounding import check_draft

    text = "The interim alone handed out 65 per cent of the first half's net profit."
    doc = cited_doc(text, "FMG", "FY2024")
    half = "- Fortescue (FMG), H1 FY2024 — share of first half's net profit handed out: 65% [1]"
    year = "- Fortescue (FMG), FY2024 — share of first half's net profit handed out: 65% [1]"
    assert check_draft(half, [doc]).verified == 1
    assert check_draft(year, [doc]).verified == 0
