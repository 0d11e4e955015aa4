"""A dividend named by its date, a special one in other words, and a result before named charges.

Each was answered with a neighbour: the year's total for a dividend identified by the day it
was paid (its date read as a calendar year, its kind lost), the year's total for the one-off
part of a payout, and basic EPS for earnings a share "before the ... charges". Figures are
from ../shared/data: BHP's FY2021 dividends (interim 101, final 200, total 301 US cents),
Rio Tinto's 2021 dividends (1,040 US cents in all, 247 of them special) and BHP's FY2024
earnings a share (155.8 basic, 269.5 underlying).
"""

from __future__ import annotations

from mines.figures.periods import document_period
from mines.question.dividend_dates import spell_dividend_dates
from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc


def _read(question: str, company: str) -> tuple[str | None, tuple[int, ...], str]:
    request = read_question(question)
    period = request.periods[company]
    return request.dividend_kind, period.years, period.kind


def test_a_dividend_dated_in_the_second_half_of_a_june_year_is_its_interim() -> None:
    # a March payment (or a February determination) of a June-year company rewards the
    # half that closed in December: the interim of the year it falls in, never the total
    assert _read("How much a share did BHP hand out on 23 March 2021?", "BHP") == (
        "interim",
        (2021,),
        "H1",
    )
    assert _read("Which dividend did BHP's board set in February 2021?", "BHP")[0] == "interim"


def test_a_dividend_dated_after_the_year_end_is_that_years_final() -> None:
    # paid in September 2021, determined in August 2021: the year to June 2021's final
    assert _read("What was the dividend BHP paid in September 2021?", "BHP") == (
        "final",
        (2021,),
        "FY",
    )
    # a calendar-year company's April payment is the final of the year before
    assert _read("What dividend was Rio Tinto paying on 21 April 2022?", "RIO") == (
        "final",
        (2021,),
        "FY",
    )


def test_a_month_without_its_year_takes_the_year_the_question_names() -> None:
    assert _read("What was BHP's FY2021 dividend, the one paid in March?", "BHP")[0] == "interim"
    for text in (  # a date naming no dividend, or a period, is no dividend's date
        "What was BHP's net debt on 31 March 2021?",
        "What dividend did BHP pay for the December 2020 half?",
        "What dividend was paid in the year to June 2021?",
    ):
        assert spell_dividend_dates(text) == text


def test_the_dated_dividend_is_answered_by_its_kind_never_the_total() -> None:
    text = (
        "BHP's dividends for the year to 30 June 2021 came to 301 US cents a share: an "
        "interim dividend of 101 US cents and a final dividend of 200 US cents."
    )
    draft, _ = answer(
        cited_doc(text, "BHP", "FY2021"), "What dividend did BHP pay on 23 March 2021?"
    )
    assert "interim dividend per share: 101 US cents" in draft
    assert ": 301" not in draft


def test_a_one_off_top_up_is_the_special_dividend_not_the_years_total() -> None:
    question = "How big was the extra top-up in Rio Tinto's 2021 payout, per share?"
    assert read_question(question).dividend_kind == "special"
    total_only = "Rio Tinto will pay shareholders US$10.40 a share for 2021, its largest payout."
    draft, _ = answer(cited_doc(total_only, "RIO", "FY2021"), question)
    assert ": US$10.40" not in draft


def test_earnings_a_share_before_named_charges_are_the_underlying_ones() -> None:
    question = "What were BHP's earnings a share in FY2024 before the Samarco and nickel charges?"
    stated = read_question(question).measures[0].stated
    assert stated.get("basis") == ["underlying"]
    text = "Basic earnings per share for FY2024 were 155.8 US cents."
    draft, _ = answer(cited_doc(text, "BHP", "FY2024"), question)
    assert "not found" in draft and ": 155.8" not in draft
    # charges a statement line names are that line's, not one-offs
    taxed = read_question("What was BHP's profit before the tax charge in FY2024?").measures
    assert all(m.stated.get("basis") != ["underlying"] for m in taxed)


def test_a_datelined_wire_reports_the_year_before_its_february_date() -> None:
    text = (
        "Rio Tinto pays a record dividend\n\nLONDON/SYDNEY, February 2022 - Rio Tinto\n\n"
        "Rio Tinto will pay US$10.40 a share for 2021, including a one-off 247 US cents."
    )
    assert document_period(text, "RIO") is not None
    assert document_period(text, "RIO").year == 2021  # type: ignore[union-attr]
