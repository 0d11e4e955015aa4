"""A value a share that its own words after it say was paid at the half ("of which 177
cents a share was paid with the half-year result") is the interim dividend, for the reader
and the verifier alike; it never answers the final or the year's total.

Figures: Rio Tinto's 2023 dividends (shared facts tables): interim 177 US cents a share,
435 US cents for the year.
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

TEXT = (
    "Rio Tinto. Shareholders get 435 US cents a share in respect of 2023, of which 177 US "
    "cents a share was paid with the half-year result."
)
CTX = DocContext("RIO", Period(2023, "FY"), "wire.txt", None, "", "c-1")


def _claim(kind: str, value: float) -> Claim:
    return Claim(
        company="RIO",
        metric="dividends_per_share",
        period=Period(2023),
        value=value,
        scale=1.0,
        unit="cents per share",
        dividend_kind=kind,  # type: ignore[arg-type]
        label=f"{kind} dividend per share",
    )


def test_the_half_payment_is_the_interim() -> None:
    got = {
        (f.value, f.dividend_kind)
        for f in extract_figures(TEXT, CTX)
        if f.metric == "dividends_per_share"
    }
    assert (177.0, "interim") in got
    assert not {(177.0, "final"), (177.0, "total")} & got


def test_the_verifier_reads_it_as_the_interim_only() -> None:
    assert verify(_claim("interim", 177), TEXT, CTX).supported
    assert not verify(_claim("final", 177), TEXT, CTX).supported
