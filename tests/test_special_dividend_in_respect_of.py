"""A special dividend asked "in respect of" a year is the special itself, never the year's total."""

from __future__ import annotations

from mines.figures.printed_dividends import SPECIAL_COUNTED
from tests.support.offline_answer import answer, cited_doc

# Rio Tinto 2023: dividends of 435 US cents a share for the year, no special stated.
TEXT = "Rio Tinto's payouts for 2023 came to 435 US cents a share across the two dividends."


def test_in_respect_of_counts_no_specials_in() -> None:
    assert not SPECIAL_COUNTED.search("Was a special dividend paid in respect of 2023?")
    assert SPECIAL_COUNTED.search("What did it pay a share for 2021, special in?")


def test_the_years_total_never_answers_the_special() -> None:
    question = "Did Rio Tinto pay any special dividend in respect of 2023?"
    draft, check = answer(cited_doc(TEXT, "RIO", "FY2023"), question)
    assert "435" not in draft.split("closest stated")[0] and not check.verified
