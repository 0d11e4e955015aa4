"""A dividend named final in other words ("a year-end dividend", "the closing payout", "a
second-half distribution") is read as the final one by the prose reader and the verifier
alike, as a question naming it so asks for the final one; a kind denied is none.

Figures: Northern Star's FY2024 dividends (shared facts table): final 25 cents a share,
interim 15 cents, 40 cents for the year.
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.printed_dividends import worded_kind
from mines.figures.verify import verify

TEXT = (
    "Northern Star Resources. For the year the directors have declared a year-end dividend "
    "of 25 cents a share, unfranked, on top of the 15 cents paid at the half."
)
CTX = DocContext("NST", Period(2024, "FY"), "letter.txt", None, "", "c-1")


def test_the_year_end_dividend_is_read_as_the_final() -> None:
    got = {
        (f.period.label, f.value, f.dividend_kind)
        for f in extract_figures(TEXT, CTX)
        if f.metric == "dividends_per_share"
    }
    assert ("FY2024", 25.0, "final") in got
    assert not any(v == 25.0 and k != "final" for _, v, k in got)


def test_the_verifier_takes_it_as_the_final() -> None:
    claim = Claim(
        company="NST",
        metric="dividends_per_share",
        period=Period(2024),
        value=25,
        scale=1.0,
        unit="cents per share",
        dividend_kind="final",
        label="final dividend per share",
    )
    verdict = verify(claim, TEXT, CTX)
    assert verdict.supported, verdict.reason
    interim = Claim(**{**claim.__dict__, "dividend_kind": "interim"})
    assert not verify(interim, TEXT, CTX).supported


def test_kind_words() -> None:
    assert worded_kind("the closing payout") == "final"
    assert worded_kind("a second-half distribution") == "final"
    assert worded_kind("did not determine a year-end dividend") is None
    assert worded_kind("the interim and the year-end dividends") is None
