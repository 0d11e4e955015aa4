"""Dividends in press and half-year sentences: a franking aside between a dividend and its
period, and a dividend of no kind said to be a named year's."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def _answered(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft, check.verified == 1 and not check.rejected


# Fortescue 1H FY2025: interim A$0.50 a share. Northern Star FY2025: total 55 cents a share
# (interim 25 cents).


def test_a_franking_aside_keeps_the_half_named_after_it() -> None:
    text = (
        "The board declared an interim dividend of 50 cents a share, fully franked, for the "
        "six months to 31 December 2024."
    )
    question = "What interim dividend did Fortescue declare for the half to December 2024?"
    draft, ok = _answered(text, "FMG", "FY2025", question)
    assert ok and "50 cents" in draft and "H1 FY2025" in draft, draft
    # the half's interim is never the year's total
    draft, _ = _answered(text, "FMG", "FY2025", "What was Fortescue's total dividend for FY2025?")
    assert "50 cents" not in draft, draft


def test_a_dividend_of_no_kind_said_to_be_a_named_years_is_its_total() -> None:
    question = "What was Northern Star's total dividend per share for FY2025?"
    for text in (
        "Northern Star lifted its dividend to 55 cents a share for FY25, fully franked.",
        "The gold miner raised its dividend to 55 cents a share for the 2025 financial year.",
    ):
        draft, ok = _answered(text, "NST", "FY2025", question)
        assert ok and "55 cents" in draft, draft
        for other in ("final", "interim"):
            asked = f"What was Northern Star's {other} dividend for FY2025?"
            draft, _ = _answered(text, "NST", "FY2025", asked)
            assert "55 cents" not in draft, draft


def test_a_dividend_of_no_kind_said_for_a_half_or_a_dated_year_is_no_total() -> None:
    question = "What was Northern Star's total dividend per share for FY2025?"
    for text in (
        "Northern Star lifted its dividend to 25 cents a share for FY25 first half.",
        "Northern Star lifted its dividend to 25 cents a share for the year ended June 2025.",
    ):
        draft, _ = _answered(text, "NST", "FY2025", question)
        assert "25 cents" not in draft, draft
