"""A price's prior-period figure printed in brackets after it is that price, for that period.

Half-year releases print the comparative after the value: "achieved price of US$83 per dry
metric tonne (dmt), down 25% (1H24: US$111/dmt)". The bracketed value named no measure of
its own, so the prior half's price was not read (and the question about the prior
corresponding period found nothing). It is read under the value's own label, dated by the
period heading the bracket, and the verifier confirms it by the same reading; a cost's
bracketed prior figure stays the cost's.

Figures: /work/shared/data/asx_facts_more.csv (MIN h1_realised_price_iron_ore_usd_dmt
FY2025 83 and FY2024 111; NST h1_realised_gold_price_aud_oz FY2025 3,562 and FY2024
2,873, h1_aisc_aud_oz FY2025 2,105 and FY2024 1,878); the sentences are written here.
"""

from __future__ import annotations

from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from tests.support.offline_answer import answer, cited_doc

_ORE = (
    "Weighted average achieved price of US$83 per dry metric tonne (dmt), down 25% "
    "(1H24: US$111/dmt)."
)
_GOLD = (
    "Gold was sold at an AISC of A$2,105/oz (1H FY24: A$1,878/oz), while the realised price "
    "averaged A$3,562/oz (1H FY24: A$2,873/oz)."
)


def _answered(text: str, company: str, question: str) -> str:
    draft, check = answer(cited_doc(text, company, "H1 FY2025"), question)
    claim = draft.splitlines()[0]  # the claim line, not the quote under it
    return claim if check.verified and not check.rejected else ""


def test_the_bracketed_prior_price_is_read_under_the_price_label() -> None:
    figures = {f.value: f for f in prose_figures(_ORE, DocContext("MIN", Period(2025, "H1")))}
    assert figures[111.0].period == Period(2024, "H1")
    assert figures[111.0].label == figures[83.0].label


def test_the_prior_half_price_is_answered_and_confirmed() -> None:
    for asked in (
        "What was MinRes's average realised iron ore price in H1 FY24?",
        "What iron ore price did MinRes achieve in the prior corresponding period to 1H FY25?",
    ):
        got = _answered(_ORE, "MIN", asked)
        assert "111" in got and "83" not in got, asked


def test_a_cost_and_a_price_keep_their_own_prior_figures() -> None:
    price = _answered(_GOLD, "NST", "What was Northern Star's realised gold price in 1H FY24?")
    assert "2,873" in price and "1,878" not in price
    cost = _answered(_GOLD, "NST", "What was Northern Star's AISC in 1H FY24?")
    assert "1,878" in cost and "2,873" not in cost
