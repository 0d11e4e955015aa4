"""An amount restated per share right after it ("X, or 41 cents a share") is that amount per
share: read so, and verified so. Texts are written for these tests; numbers are arbitrary.
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from mines.figures.verify import verify

_CTX = DocContext("NST", Period(2031))
_TEXT = "Underlying profit came in at A$612 million, or 41.3 cents a share."


def _eps(basis: str | None, label: str) -> Claim:
    return Claim(
        company="NST",
        metric="earnings_per_share",
        period=Period(2031),
        value=41.3,
        unit="cents per share",
        currency="AUD",
        basis=basis,
        text="41.3 cents",
        label=label,
    )


def test_the_restated_amount_is_read_as_that_amount_per_share() -> None:
    by_value = {f.value: f for f in prose_figures(_TEXT, _CTX)}
    assert by_value[41.3].label == "earnings per share" or "per share" in (
        by_value[41.3].label or ""
    )
    assert by_value[41.3].basis == by_value[612.0].basis == "underlying"


def test_the_verifier_accepts_it_on_its_basis_and_refuses_it_on_the_other() -> None:
    assert verify(_eps("underlying", "underlying EPS"), _TEXT, _CTX).supported
    assert not verify(_eps("statutory", "statutory EPS"), _TEXT, _CTX).supported


def test_a_per_share_amount_of_something_else_is_no_restatement() -> None:
    text = "Earnings came in at A$612 million, or 41.3 cents a share of dividends paid."
    by_value = {f.value: f for f in prose_figures(text, _CTX)}
    assert "earnings" not in (getattr(by_value.get(41.3), "label", "") or "").lower()
