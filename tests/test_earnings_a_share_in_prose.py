"""Earnings said as a sum a share in half-year commentary: the label names the profit
("underlying earnings"), the unit after the value makes the figure earnings per share."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

# BHP 1H FY2024: underlying EPS 129.6 US cents, basic EPS 18.3 US cents, interim dividend
# 72 US cents.
_BHP_H1 = (
    "First-half underlying earnings were 129.6 US cents a share, while attributable "
    "earnings fell to 18.3 US cents a share after impairments."
)


def _claim(text: str, question: str, period: str = "FY2024") -> tuple[str, bool]:
    """The answer's claim line (never its quote) and whether the verifier confirmed it."""
    draft, check = answer(cited_doc(text, "BHP", period), question)
    return draft.split(" > ")[0].splitlines()[0], check.verified == 1 and not check.rejected


def test_underlying_earnings_a_share_is_underlying_eps_of_the_half() -> None:
    question = "What was BHP's underlying EPS for the first half of FY2024?"
    claim, ok = _claim(_BHP_H1, question)
    assert ok and "129.6" in claim and "H1 FY2024" in claim, claim


def test_attributable_earnings_a_share_is_basic_eps_never_the_underlying() -> None:
    claim, ok = _claim(_BHP_H1, "What was BHP's basic earnings per share for 1H FY24?")
    assert ok and "18.3" in claim and "129.6" not in claim, claim


def test_earnings_a_share_is_never_the_profit_nor_the_year() -> None:
    for question in (
        "What was BHP's underlying attributable profit in the first half of FY2024?",
        "What was BHP's underlying EPS for FY2024?",
        "What interim dividend did BHP declare for 1H FY24?",
    ):
        claim, _ = _claim(_BHP_H1, question)
        assert "129.6" not in claim and "18.3" not in claim, claim
