"""A dividend's sum in all, printed beside its amount a share, and asked in a user's words."""

from __future__ import annotations

from mines.figures.asked_words import dividend_amount_asked
from tests.support.offline_answer import answer, cited_doc

# BHP's FY2023 final dividend: 80 US cents a share, US$4.1 billion in all, a 59% payout.
FINAL_IN_BRACKETS = (
    "The Directors have determined a fully franked final dividend of 80 US cents per share "
    "(US$4.1 billion), which equates to a payout ratio of 59 per cent."
)
# BHP's H1 FY2024 interim dividend: 72 US cents a share, US$3.6 billion in all.
INTERIM_WITH_TOTAL = (
    "The Board has determined to pay an interim dividend of 72 US cents per share, a total "
    "of US$3.6 billion, representing a payout ratio of 56 per cent."
)


def test_the_bracketed_sum_is_the_dividend_in_all_and_is_confirmed() -> None:
    draft, check = answer(
        cited_doc(FINAL_IN_BRACKETS, "BHP", "FY2023"),
        "What was the total dollar amount of BHP's final dividend for FY2023?",
    )
    assert "US$4.1 billion" in draft
    assert "-" not in draft.split("US$4.1")[0][-3:]  # an amount paid, not an outflow sign
    assert check.verified == 1 and not check.rejected


def test_a_total_of_after_the_amount_a_share_is_confirmed_too() -> None:
    draft, check = answer(
        cited_doc(INTERIM_WITH_TOTAL, "BHP", "H1 FY2024"),
        "What was the total amount BHP paid for its H1 FY2024 interim dividend in US dollars?",
    )
    assert "US$3.6 billion" in draft
    assert check.verified == 1 and not check.rejected


def test_the_sum_a_share_is_still_what_a_share_question_gets() -> None:
    draft, check = answer(
        cited_doc(FINAL_IN_BRACKETS, "BHP", "FY2023"),
        "What was BHP's final dividend per share for FY2023?",
    )
    assert "80 US cents" in draft and "4.1" not in draft.split("\n")[0]
    assert check.verified == 1


def test_a_kind_of_dividend_paid_in_total_asks_the_sum() -> None:
    assert dividend_amount_asked("How much did BHP pay in interim dividends in total?")
    assert dividend_amount_asked("How much in total did BHP pay out for its final dividend?")
    assert dividend_amount_asked("How big was the interim dividend bill?")
    # the year's total dividend a share is no sum paid
    assert not dividend_amount_asked("How much did Fortescue pay in dividends in total for FY24?")
    assert not dividend_amount_asked("How much did it pay in interim dividends per share in total?")


def test_a_kind_paid_in_total_is_not_answered_by_the_amount_a_share() -> None:
    draft, _ = answer(
        cited_doc(INTERIM_WITH_TOTAL, "BHP", "H1 FY2024"),
        "How much did BHP pay in interim dividends in total for the December 2023 half?",
    )
    assert "72 US cents" not in draft.split("\n")[0]


def test_a_payout_of_a_capitalised_measure_is_still_the_payout_ratio() -> None:
    # BHP's H1 FY2024 interim dividend came to a 56% payout ratio
    text = (
        "The interim dividend of 72 US cents per share represents a payout ratio of 56 per "
        "cent of Underlying attributable profit."
    )
    draft, check = answer(
        cited_doc(text, "BHP", "H1 FY2024"),
        "What payout ratio did BHP's H1 FY2024 interim dividend represent?",
    )
    assert "56%" in draft
    assert check.verified == 1 and not check.rejected


# Rio Tinto's 2023 ordinary dividends came to US$7.1 billion, a 60% payout.
ORDINARY_SUM = (
    "Underlying earnings of $11.8 billion support a full year ordinary dividend of "
    "$7.1 billion, a 60% payout."
)


def test_a_dividend_printed_as_a_sum_answers_the_sum_asked() -> None:
    draft, check = answer(
        cited_doc(ORDINARY_SUM, "RIO", "FY2023"),
        "What was Rio Tinto's full year ordinary dividend for 2023 in dollar terms?",
    )
    assert "US$7.1 billion" in draft
    assert check.verified == 1 and not check.rejected


def test_a_dividend_sum_never_answers_a_dividend_asked_plainly() -> None:
    for question in (
        "What was Rio Tinto's ordinary dividend per share for 2023?",
        "What was Rio Tinto's total dividend for 2023?",
    ):
        draft, _ = answer(cited_doc(ORDINARY_SUM, "RIO", "FY2023"), question)
        assert "7.1" not in draft.split("\n")[0].split("closest stated")[0], question
