"""Money "poured" or "ploughed" into projects is spending, never metal poured."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc, verified_draft

QUESTION = "How much capital did BHP spend in FY2024?"


def test_money_poured_into_projects_is_verified_as_capital_spending() -> None:
    text = "Over the twelve months BHP poured US$9.27 billion into capital projects."
    assert "9.27" in verified_draft(cited_doc(text, "BHP", "FY2024"), QUESTION)


def test_money_ploughed_into_operations_is_verified_as_capital_spending() -> None:
    text = "The miner ploughed US$9.27 billion into its operations and projects in FY24."
    assert "9.27" in verified_draft(cited_doc(text, "BHP", "FY2024"), QUESTION)


def test_metal_poured_is_still_no_money() -> None:
    text = "Across its mills the company poured 1,865 thousand ounces during the year."
    draft, check = answer(cited_doc(text, "BHP", "FY2024"), QUESTION)
    assert "1,865" not in draft and not check.verified
