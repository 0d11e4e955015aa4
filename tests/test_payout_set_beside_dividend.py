"""A percentage set right beside a dividend a share ("435 cents a share, 60% of underlying
earnings") is the share of earnings that dividend returns: the year's payout for the year's
dividends, the half's for an interim. Dividends paid during a calendar year are no year's
dividend, so neither they nor a share beside them answer for the year."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def _answered(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    # the answer's line, without the quoted sentence under it
    return draft.strip().splitlines()[0], check.verified == 1 and not check.rejected


def test_a_share_of_earnings_beside_the_years_dividends_is_the_years_payout() -> None:
    question = "What was Rio Tinto's payout ratio for 2023?"
    for text in (
        "Dividends declared for 2023 amount to 435 US cents a share, 61% of underlying "
        "earnings, as the policy requires.",
        "Holders will get 435 US cents a share for the year, 61 per cent of underlying earnings.",
    ):
        draft, ok = _answered(text, "RIO", "FY2023", question)
        assert ok and "61%" in draft, (text, draft)


def test_a_share_beside_an_interim_is_the_halfs_payout_never_the_years() -> None:
    text = (
        "The interim of 177 US cents a share, 52% of the half's underlying earnings, was "
        "paid in September."
    )
    draft, ok = _answered(
        text,
        "RIO",
        "FY2023",
        "What payout ratio did Rio Tinto's interim dividend represent in 1H 2023?",
    )
    assert ok and "52%" in draft, draft
    draft, _ = _answered(text, "RIO", "FY2023", "What was Rio Tinto's payout ratio for 2023?")
    assert "52%" not in draft, draft


def test_dividends_paid_during_a_calendar_year_are_no_years_dividend_or_payout() -> None:
    text = "Dividends paid during 2023 came to 398 US cents a share, 62% of underlying earnings."
    draft, _ = _answered(text, "RIO", "FY2023", "What was Rio Tinto's total dividend for 2023?")
    assert "398" not in draft, draft
    draft, _ = _answered(text, "RIO", "FY2023", "What was Rio Tinto's payout ratio for 2023?")
    assert "62%" not in draft, draft
    text = "Dividends paid in FY2024 were A$1.83 a share."
    draft, _ = _answered(text, "FMG", "FY2024", "What was Fortescue's total dividend for FY2024?")
    assert "1.83" not in draft, draft


def test_a_percentage_beside_earnings_per_share_is_no_payout() -> None:
    text = "Underlying earnings per share were 725 US cents, 60% of the 2022 level."
    draft, _ = _answered(text, "RIO", "FY2023", "What was Rio Tinto's payout ratio for 2023?")
    assert "60%" not in draft, draft
