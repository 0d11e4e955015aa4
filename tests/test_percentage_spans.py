"""A span of percentages is a policy or guidance, never the ratio achieved (issue 20).

"20 to 30 per cent of cash earnings" prints its unit once, after the span's second end: the
reader must not take that end (30%) for the year's payout, nor the verifier support a
payout ratio citing it. Northern Star's 20-30% policy and its 25% first-half payout of
FY2024 are from the shared data.
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

FY24 = Period(2024)
_CTX = DocContext("NST", FY24, "annual.txt", 7, "", "c-4")
_POLICY = (
    "Under its capital management framework the board returns 20 to 30 per cent of each "
    "half's cash earnings to shareholders."
)


def test_a_span_of_percentages_is_no_payout_for_the_reader_nor_the_verifier() -> None:
    assert not [f for f in extract_figures(_POLICY, _CTX) if f.unit == "%"]
    for value in (20.0, 30.0):
        claim = Claim(
            company="NST",
            metric="payout_ratio",
            period=FY24,
            value=value,
            scale=1.0,
            unit="%",
            label="payout ratio",
        )
        assert not verify(claim, _POLICY, _CTX).supported
    # the ratio a half achieved, stated as such, is still supported
    achieved = "The interim dividend represents a 25% payout of the half's cash earnings."
    claim = Claim(
        company="NST",
        metric="payout_ratio",
        period=Period(2024, "H1"),
        value=25.0,
        scale=1.0,
        unit="%",
        label="payout ratio",
    )
    assert verify(
        claim, achieved, DocContext("NST", Period(2024, "H1"), "h.txt", 1, "", "c")
    ).supported
