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


# BHP 1H FY2023: interim 90 US cents, FY2023 final 80 US cents. Fortescue: final A$1.21 for
# FY2022, A$1.00 for FY2023. Mineral Resources: interim A$1.20 for FY2023.


def test_a_dividend_named_after_its_value_is_dated_by_the_period_after_its_name() -> None:
    text = (
        "In February BHP paid a 90 cent interim dividend for H1 FY23, and the board has now "
        "settled on a final dividend of 80 cents."
    )
    question = "What interim dividend did BHP pay for the first half of FY2023?"
    draft, ok = _answered(text, "BHP", "FY2023", question)
    assert ok and "90 cents" in draft and "H1 FY2023" in draft, draft
    draft, _ = _answered(text, "BHP", "FY2023", "What was BHP's total dividend for FY2023?")
    assert "90 cents" not in draft.split(" > ")[0], draft


def test_two_dividends_named_after_their_values_keep_their_own_years() -> None:
    text = "Fortescue declared a $1.21 final dividend for FY22 and a $1.00 final dividend for FY23."
    for year, value, other in (("2022", "A$1.21", "A$1.00"), ("2023", "A$1.00", "A$1.21")):
        question = f"What final dividend did Fortescue declare for FY{year}?"
        draft, ok = _answered(text, "FMG", "FY2023", question)
        claim = draft.split(" > ")[0]
        assert ok and value in claim and other not in claim, draft
    # a year before the report's own: never the report's year
    text = "The group had paid a $1.20 a share interim dividend for FY23."
    question = "What interim dividend did Mineral Resources pay for FY2024?"
    draft, _ = _answered(text, "MIN", "FY2024", question)
    assert "1.20" not in draft.split(" > ")[0], draft


# Rio Tinto: 402 US cents a share for 2024 (final 225, interim 177). Fortescue: A$1.97 a
# share for FY2024.


def test_a_payment_to_holders_said_for_a_named_year_is_that_years_total() -> None:
    cases = (
        ("Rio Tinto will pay shareholders 402 US cents a share for 2024.", "RIO", "2024", "402"),
        (
            "Fortescue shareholders will receive A$1.97 a share for FY24, fully franked.",
            "FMG",
            "2024",
            "1.97",
        ),
    )
    for text, company, year, value in cases:
        question = f"What was the total dividend per share for FY{year}?"
        draft, ok = _answered(text, company, f"FY{year}", question)
        assert ok and value in draft.split(" > ")[0], draft
        question = f"What was the final dividend per share for FY{year}?"
        draft, _ = _answered(text, company, f"FY{year}", question)
        assert value not in draft.split(" > ")[0], draft
