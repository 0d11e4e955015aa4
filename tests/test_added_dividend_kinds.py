"""A question that adds the two dividend kinds it names asks the year's total, never one kind."""

import pytest

from mines.figures.query import read_request
from mines.question.operations import combines_dividend_kinds


@pytest.mark.parametrize(
    "question",
    [
        "Summing up the first-half and final payouts, what did RIO pay a share in FY2023?",
        "What was Fortescue's interim plus final dividend per share in FY2022?",
        "Once you add the final to the interim, how many cents a share did S32 pay for FY2024?",
        "What did both of Newcrest's dividends add up to per share in FY2021?",
    ],
)
def test_adding_named_kinds_asks_the_total(question: str) -> None:
    assert combines_dividend_kinds(question)
    assert read_request(question).dividend_kind == "total"


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("What final dividend per share did Rio Tinto declare for FY2023?", "final"),
        ("How large was South32's interim dividend per share in FY2024?", "interim"),
    ],
)
def test_one_named_kind_stays_that_kind(question: str, kind: str) -> None:
    assert not combines_dividend_kinds(question)
    assert read_request(question).dividend_kind == kind
