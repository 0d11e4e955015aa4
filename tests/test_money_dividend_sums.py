"""A dividend's sum in all, printed beside its amount a share, and asked in a user's words."""

from __future__ import annotations

import pytest

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
# BHP's H1 FY2024 interim dividend came to a 56% payout ratio.
CAPITALISED_BASE = (
    "The interim dividend of 72 US cents per share represents a payout ratio of 56 per "
    "cent of Underlying attributable profit."
)
# Rio Tinto's 2023 ordinary dividends came to US$7.1 billion, a 60% payout.
ORDINARY_SUM = (
    "Underlying earnings of $11.8 billion support a full year ordinary dividend of "
    "$7.1 billion, a 60% payout."
)

CONFIRMED = [
    (
        FINAL_IN_BRACKETS,
        "BHP FY2023",
        "What was the total dollar amount of BHP's final dividend for FY2023?",
        "US$4.1 billion",
    ),
    (
        INTERIM_WITH_TOTAL,
        "BHP H1 FY2024",
        "What was the total amount BHP paid for its H1 FY2024 interim dividend in US dollars?",
        "US$3.6 billion",
    ),
    (
        FINAL_IN_BRACKETS,
        "BHP FY2023",
        "What was BHP's final dividend per share for FY2023?",
        "80 US cents",
    ),
    (
        CAPITALISED_BASE,
        "BHP H1 FY2024",
        "What payout ratio did BHP's H1 FY2024 interim dividend represent?",
        "56%",
    ),
    (
        ORDINARY_SUM,
        "RIO FY2023",
        "What was Rio Tinto's full year ordinary dividend for 2023 in dollar terms?",
        "US$7.1 billion",
    ),
]


@pytest.mark.parametrize(("text", "whose", "question", "stated"), CONFIRMED)
def test_each_reading_is_drafted_and_confirmed(
    text: str, whose: str, question: str, stated: str
) -> None:
    company, period = whose.split(" ", 1)
    draft, check = answer(cited_doc(text, company, period), question)
    first = draft.split("\n")[0]
    assert stated in first and f"-{stated}" not in first  # a sum paid, never an outflow
    assert check.verified == 1 and not check.rejected


NEVER = [
    (FINAL_IN_BRACKETS, "BHP FY2023", "What was BHP's final dividend per share?", "4.1"),
    (
        INTERIM_WITH_TOTAL,
        "BHP H1 FY2024",
        "How much did BHP pay in interim dividends in total for the December 2023 half?",
        "72 US cents",
    ),
    (ORDINARY_SUM, "RIO FY2023", "What was Rio Tinto's ordinary dividend per share?", "7.1"),
    (ORDINARY_SUM, "RIO FY2023", "What was Rio Tinto's total dividend for 2023?", "7.1"),
]


@pytest.mark.parametrize(("text", "whose", "question", "neighbour"), NEVER)
def test_a_neighbour_is_never_the_answer(
    text: str, whose: str, question: str, neighbour: str
) -> None:
    company, period = whose.split(" ", 1)
    draft, _ = answer(cited_doc(text, company, period), question)
    assert neighbour not in draft.split("\n")[0].split("closest stated")[0]


def test_a_kind_of_dividend_paid_in_total_asks_the_sum() -> None:
    assert dividend_amount_asked("How much did BHP pay in interim dividends in total?")
    assert dividend_amount_asked("How much in total did BHP pay out for its final dividend?")
    assert dividend_amount_asked("How big was the interim dividend bill?")
    # the year's total dividend a share is no sum paid
    assert not dividend_amount_asked("How much did Fortescue pay in dividends in total for FY24?")
    assert not dividend_amount_asked("How much did it pay in interim dividends per share in total?")
