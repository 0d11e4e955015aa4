"""The parts and the sum of a year's dividends inside one sentence about the year: an
interim named by its kind alone after the year's total ("including the interim of
$US2.68"), one "paid as the interim in September", and a sum the final "makes" with the
interim for the year. Each answers its own kind only; an amount in billions is no part."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def _answered(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    # the answer's line, without the quoted sentence under it
    return draft.strip().splitlines()[0], check.verified == 1 and not check.rejected


_INTERIM = "What was Rio Tinto's interim dividend for 2022?"
_TOTAL = "What was Rio Tinto's total dividend for 2022?"


def test_a_kind_alone_after_the_years_dividend_is_that_dividend_a_share() -> None:
    text = (
        "Holders will get $US4.93 a share for the year, including the interim of $US2.68 "
        "paid in September."
    )
    draft, ok = _answered(text, "RIO", "FY2022", _INTERIM)
    assert ok and "2.68" in draft, draft
    draft, ok = _answered(text, "RIO", "FY2022", _TOTAL)
    assert ok and "4.93" in draft and "2.68" not in draft, draft
    # an amount in all after a profit is no dividend a share
    text = "Underlying earnings were $US13.3 billion, with the interim of $US6.1 billion."
    draft, _ = _answered(text, "RIO", "FY2022", _INTERIM)
    assert "6.1" not in draft, draft


def test_a_value_paid_as_the_interim_in_a_month_is_the_interim() -> None:
    text = (
        "The Board declared ordinary dividends for the year of 493 US cents a share, of "
        "which 268 US cents was paid as the interim in September."
    )
    draft, ok = _answered(text, "RIO", "FY2022", _INTERIM)
    assert ok and "268" in draft, draft
    draft, ok = _answered(text, "RIO", "FY2022", _TOTAL)
    assert ok and "493" in draft, draft


def test_what_the_final_makes_with_the_interim_for_the_year_is_the_total() -> None:
    text = "A final of 26 cents a share, which with the interim makes 41 cents for the year."
    total = "What was Northern Star's total dividend for FY2024?"
    draft, ok = _answered(text, "NST", "FY2024", total)
    assert ok and "41 cents" in draft, draft
    final = "What was Northern Star's final dividend for FY2024?"
    draft, ok = _answered(text, "NST", "FY2024", final)
    assert ok and "26 cents" in draft, draft


def test_the_years_total_brought_to_a_value_in_us_cents() -> None:
    text = (
        "The Board determined a final dividend of US 61 cents a share, bringing the year's "
        "total to US 111 cents."
    )
    draft, ok = _answered(text, "BHP", "FY2025", "What was BHP's total dividend for FY2025?")
    assert ok and "111" in draft, draft
