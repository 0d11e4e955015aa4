"""On a slide line two items share one line, set apart by a bar: the words of the item
before the bar never name the value after it.

Figures: Rio Tinto's 2025 ordinary dividends (shared facts table): 402 US cents a share,
60 per cent of underlying earnings.
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

FY25 = Period(2025)
LINE = "- Ordinary dividends 402 US cents a share | 60% payout of underlying earnings"


def _reason(claim: Claim, text: str = LINE) -> str:
    verdict = verify(claim, text, DocContext("RIO", FY25, "slides.txt", 2, "", "c-1"))
    return "supported" if verdict.supported else verdict.reason


def _payout(value: float) -> Claim:
    return Claim(
        company="RIO",
        metric="payout_ratio",
        period=FY25,
        value=value,
        scale=1.0,
        unit="%",
        label="payout ratio",
    )


def test_a_ratio_after_the_bar_is_not_read_as_per_share() -> None:
    assert _reason(_payout(60)) == "supported"


def test_the_item_before_the_bar_keeps_its_own_label() -> None:
    per_share = Claim(
        company="RIO",
        metric="dividends_per_share",
        period=FY25,
        value=402,
        scale=1.0,
        unit="cents per share",
        currency="USD",
        dividend_kind="total",
        label="ordinary dividends per share",
    )
    assert _reason(per_share) == "supported"


def test_a_wrong_ratio_is_still_refused() -> None:
    assert _reason(_payout(40)) != "supported"
