"""Dividends in press wording: a kind word after the value, a half's payment, a payout named
after its value, and a plain dollar a share of a company paying in Australian dollars."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def _answered(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft, check.verified == 1 and not check.rejected


# Fortescue FY2023: final A$1.00, interim A$0.75; FY2024 final A$0.89, total A$1.97 with
# a 70 per cent payout; 1H FY2024 interim A$1.08 with a 65 per cent payout of the half.
_FMG_23 = (
    "Holders get a fully franked final of $1.00 a share, on top of the 75c interim that "
    "went out in March."
)


def test_a_kind_word_right_after_the_value_names_the_dividend() -> None:
    draft, ok = _answered(_FMG_23, "FMG", "FY2023", "What interim dividend did Fortescue pay?")
    assert ok and "75 cents" in draft, draft
    # Mineral Resources: interim A$1.20 for FY2023, written in its FY2024 report: another
    # year's, never this one's
    question = "What interim dividend did MinRes pay for FY2024?"
    for text in (
        "A year before, the group had handed out a $1.20 a share interim dividend.",
        "The group handed out a $1.20 a share interim dividend in the prior year.",
    ):
        draft, _ = _answered(text, "MIN", "FY2024", question)
        assert "1.20" not in draft, draft


def test_a_plain_dollar_a_share_is_read_in_the_currency_paid_by_both_sides() -> None:
    draft, ok = _answered(_FMG_23, "FMG", "FY2023", "What was Fortescue's final dividend?")
    assert ok and "A$1.00" in draft, draft


def test_a_half_years_payment_for_the_six_months_is_its_interim() -> None:
    text = "Holders will receive A$1.08 a share, fully franked, for the six months."
    question = "What interim dividend did Fortescue declare for 1H FY24?"
    draft, ok = _answered(text, "FMG", "H1 FY2024", question)
    assert ok and "1.08" in draft, draft
    # a full year's report: its six months are the second half, no interim
    draft, _ = _answered(text, "FMG", "FY2024", "What interim dividend did Fortescue declare?")
    assert "1.08" not in draft, draft


def test_a_payout_named_after_a_per_share_total_is_verified_as_a_payout() -> None:
    text = (
        "The board settled on a A$0.89 final, lifting the year's dividends to A$1.97 a "
        "share, a 70 per cent payout of net profit after tax."
    )
    draft, ok = _answered(text, "FMG", "FY2024", "What was Fortescue's payout ratio for FY2024?")
    assert ok and "70%" in draft, draft


def test_the_interim_dividends_payout_is_the_first_halfs_for_the_verifier_too() -> None:
    text = "The interim dividend of A$1.08 a share is equal to a payout ratio of 65%."
    question = "What payout ratio did Fortescue's interim dividend represent in 1H FY24?"
    draft, ok = _answered(text, "FMG", "FY2024", question)
    assert ok and "65%" in draft, draft
    draft, _ = _answered(text, "FMG", "FY2024", "What was Fortescue's FY2024 payout ratio?")
    assert "65%" not in draft, draft


def test_the_years_ordinary_dividend_is_its_total() -> None:
    # Rio Tinto 2024: ordinary dividends of 402 US cents a share for the year
    question = "What total ordinary dividend per share did Rio Tinto declare for 2024?"
    for text in (
        "Rio Tinto's ordinary dividend for 2024 was 402 US cents a share.",
        "With that, the year's ordinary dividend reached 402 US cents a share.",
    ):
        draft, ok = _answered(text, "RIO", "FY2024", question)
        assert ok and "402" in draft, (text, draft)
    # an ordinary dividend of part of the year is no total
    text = "The ordinary dividend for the year's final half is 402 US cents a share."
    draft, _ = _answered(text, "RIO", "FY2024", question)
    assert "402" not in draft, draft
