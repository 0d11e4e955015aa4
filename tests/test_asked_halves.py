"""Halves as analysts name them, read on each company's calendar.

Rio Tinto reports on the calendar year, the other four on years to 30 June: "the first
half of FY2024" of a June-year company is the six months to 31 December 2023. A half
asked is never answered as a full year, nor as the other half.
"""

from __future__ import annotations

import pytest

from mines.figures.label_words import coverage
from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from mines.offline.grade import _grade_one
from mines.read_question import read_question
from mines.request import Request
from nodes.fallback import fallback


def _period(question: str, company: str) -> tuple[tuple[int, ...], str]:
    request = read_question(question)
    return request.years_for(company), request.period_kind_for(company)


@pytest.mark.parametrize(
    ("question", "company", "expected"),
    [
        ("What did Rio Tinto earn in the opening half of 2031?", "RIO", ((2031,), "H1")),
        ("What did Rio Tinto earn in the second half of 2031?", "RIO", ((2031,), "H2")),
        ("What did Rio Tinto earn in the back half of 2031?", "RIO", ((2031,), "H2")),
        ("What did Rio Tinto earn in the June half of 2031?", "RIO", ((2031,), "H1")),
        ("What did Northern Star earn in the opening half of FY2031?", "NST", ((2031,), "H1")),
        ("What did Northern Star earn in the closing half of FY2031?", "NST", ((2031,), "H2")),
        ("What did Northern Star earn in the latter half of FY31?", "NST", ((2031,), "H2")),
        ("What did Northern Star earn in the December half of 2030?", "NST", ((2031,), "H1")),
        ("What did Northern Star earn in the June half of 2031?", "NST", ((2031,), "H2")),
    ],
)
def test_a_half_in_other_words_is_that_half(
    question: str, company: str, expected: tuple[tuple[int, ...], str]
) -> None:
    assert _period(question, company) == expected


def test_a_half_named_by_its_closing_month_alone_is_a_half_on_each_calendar() -> None:
    assert _period("What did Fortescue earn in the June half?", "FMG")[1] == "H2"
    assert _period("What did Fortescue earn in the December half?", "FMG")[1] == "H1"
    assert _period("What did Rio Tinto earn in the June half?", "RIO")[1] == "H1"


def test_a_calendar_half_of_a_june_year_company_says_how_it_was_read() -> None:
    request = read_question("What did Fortescue earn in the first half of 2023?")
    assert (request.years_for("FMG"), request.period_kind_for("FMG")) == ((2023,), "H1")
    assert "first half of FY2023 (July to December 2022)" in request.period_note
    assert "second half of FY2023 (January to June 2023)" in request.period_note


def test_the_first_six_months_of_a_year_are_read_on_the_calendar_and_said() -> None:
    request = read_question("What did Fortescue earn in the first six months of 2031?")
    assert request.period_kind_for("FMG") == "H2"
    assert "second half of FY2031 (January to June 2031)" in request.period_note


def test_a_half_with_its_fiscal_year_needs_no_note() -> None:
    assert read_question("What did Fortescue earn in 1H FY31?").period_note == ""
    assert read_question("What did Rio Tinto earn in the first half of 2031?").period_note == ""


def test_a_not_found_half_names_the_half() -> None:
    request = read_question("What was Rio Tinto's copper grade in the first six months of 2031?")
    answer = fallback({"request": request.model_dump(mode="json")})["answer"]  # type: ignore[typeddict-item]
    assert "H1 FY2031" in answer and "for FY2031" not in answer


def test_basic_eps_is_no_underlying_eps_in_either_direction() -> None:
    underlying = read_qualifiers("underlying EPS")
    basic = read_qualifiers("Basic earnings per share (US cents)")
    assert conflicts(underlying, basic)
    assert conflicts(read_qualifiers("basic EPS"), read_qualifiers("Underlying earnings per share"))
    assert not conflicts(underlying, read_qualifiers("Underlying basic earnings per share"))


def test_request_round_trips() -> None:
    request = read_question("What did Rio Tinto earn in the back half of 2031?")
    assert Request.model_validate(request.model_dump(mode="json")) == request


def test_a_basis_named_by_its_left_out_items_is_the_underlying_word() -> None:
    label = "EPS before significant items (A cents)"
    assert coverage("underlying earnings per share", label) == 1.0
    assert coverage("underlying EPS", "Earnings per share excluding one-off items") == 1.0


def test_a_second_half_of_a_named_year_stays_the_second_half() -> None:
    assert _period("What did Fortescue earn in H2 of FY2023?", "FMG") == ((2023,), "H2")
    assert _period("What did Rio Tinto earn in H2 of 2023?", "RIO") == ((2023,), "H2")
    assert _period("What was Fortescue's second-half dividend for FY2023?", "FMG")[1] == "FY"


def test_a_half_year_row_printing_a_paraphrase_of_the_measure_is_graded_and_matched() -> None:
    doc = {
        "company": "RIO",
        "fiscal_year": "FY2023",
        "text": "Table: First half summary (US$ millions)\n"
        "| | First half 2023 | First half 2022 |\n"
        "| Operating cash inflow net of tax and interest | 6,975 | 10,474 |\n",
    }
    request = read_question(
        "What cash did Rio Tinto's operating activities generate in the first six months of 2022?"
    )
    relevant, reason = _grade_one(doc, request)
    assert relevant, reason
    assert coverage("operating cash flow", "Operating cash inflow net of tax and interest") >= 0.6


def test_second_half_earnings_a_final_dividend_pays_from_name_no_half() -> None:
    question = "What share of second-half earnings did Fortescue's FY2023 final dividend return?"
    assert _period(question, "FMG") == ((2023,), "FY")
