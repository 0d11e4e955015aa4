"""A company described by what it mines ("the copper miner", "Smith's copper miner") is the
company, no part of it: the verifier does not hold its dividend to a division."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def test_a_company_described_by_its_commodity_still_pays_its_own_dividend() -> None:
    for text in (
        "Jane Smith's copper miner has raised its dividends for the year to 95 US cents a share.",
        "Jane Smith's copper producer has raised its dividends for the year to 95 US cents.",
    ):
        draft, check = answer(
            cited_doc(text, "BHP", "FY2022"), "What was BHP's total dividend for FY2022?"
        )
        assert "95" in draft and not check.rejected, (text, draft, check)


def test_a_business_named_beside_a_sum_of_money_still_scopes_it() -> None:
    text = "The copper division's EBITDA rose to US$4.1 billion."
    draft, check = answer(cited_doc(text, "BHP", "FY2022"), "What was BHP's EBITDA in FY2022?")
    assert "4.1" not in draft.split("closest")[0] or check.rejected, draft
