"""Periods read as asked around a written year, a ranking of years, and each company's half.

- A relative year set after a written one ("in FY2025 and the previous year") steps from
  that year: both years are asked, not the written one alone.
- A not-found answer names the measure without the period words it was asked with; the
  period is said apart.
- A superlative over several years ("the highest revenue in the past five years", "its
  best year for EBITDA") ranks the years, with or without "which".
- "The latest half" of several companies is each company's own newest half, each named.
"""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import HumanMessage

from mines.asked_periods import _halves_for, half_step, resolve_half, step_halves
from mines.figures.asked_phrase import measure_named
from mines.figures.model import Period
from mines.question.operations import find_operations, rank_order
from mines.question.years import pin_relative_years
from mines.read_question import read_question
from mines.slots import asks_which_year, extract_slots
from nodes.fallback import fallback
from nodes.memory import context_halves, enrich_with_period, halves_asked
from tests.support.offline_answer import answer, cited_doc
from tests.test_graph import ask

# --- 1. a relative year beside a written one ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("What did Fortescue earn in FY2019 and the previous year?", {"FY2019", "FY2018"}),
        ("Rio Tinto capex for 2017 and the year before", {"FY2017", "FY2016"}),
        ("Northern Star's gold sold in FY19 and the prior year", {"FY2019", "FY2018"}),
        ("BHP net debt in FY2017 and the following year", {"FY2017", "FY2018"}),
        ("MinRes revenue for FY2020 and the two years before", {"FY2018", "FY2019", "FY2020"}),
    ],
)
def test_a_relative_year_after_a_written_one_adds_the_year_it_steps_to(
    text: str, years: set[str]
) -> None:
    assert set(extract_slots(text).fiscal_years) == years


def test_last_year_and_a_comparison_base_are_not_stepped_from_the_written_year() -> None:
    # "last year" is the latest year held, whatever else is written
    assert "last year" in pin_relative_years("BHP revenue in FY2023 and last year")
    # "compared with a year earlier" stays a change, which fetches its own base
    text = "How did BHP's revenue in FY2024 compare with a year earlier?"
    assert find_operations(pin_relative_years(text)) == ("change",)
    assert set(extract_slots(text).fiscal_years) == {"FY2023", "FY2024"}


def test_a_year_written_across_two_calendar_years_anchors_as_its_fiscal_year() -> None:
    assert set(
        extract_slots("Fortescue EBITDA for 2018/19 and the previous year").fiscal_years
    ) == {
        "FY2019",
        "FY2018",
    }


def test_a_comparison_with_the_prior_year_without_an_article_is_a_change() -> None:
    assert find_operations("BHP revenue FY2025 vs prior year") == ("change",)
    assert set(extract_slots("BHP revenue FY2025 vs prior year").fiscal_years) == {
        "FY2024",
        "FY2025",
    }


def test_last_year_and_the_year_before_are_both_asked() -> None:
    held = {"RIO": (2016, 2017, 2018, 2019)}
    for text in (
        "What was Rio Tinto's revenue last year and the year before?",
        "Rio Tinto's capex in the latest year and the previous year",
    ):
        _, slots, note = enrich_with_period(text, [], held)
        assert set(slots.fiscal_years) == {"FY2018", "FY2019"}, text
        assert "latest year held for Rio Tinto: FY2019" in note


def test_the_year_before_a_written_year_still_means_that_year_alone() -> None:
    assert extract_slots("BHP revenue in the year before FY2019").fiscal_years == ("FY2018",)


# --- 2. the measure named apart from its period -----------------------------------------------


@pytest.mark.parametrize(
    ("phrase", "named"),
    [
        ("full-year operating margin", "operating margin"),
        ("half-year cash margin", "cash margin"),
        ("annual tax rate", "tax rate"),
        ("second-half EBIT margin", "EBIT margin"),
        ("half-year dividend", "half-year dividend"),  # the dividend's kind is kept
        ("full-year dividend", "full-year dividend"),
        ("interim operating margin", "interim operating margin"),  # no half is read from it
    ],
)
def test_a_measure_is_named_without_its_period_words(phrase: str, named: str) -> None:
    assert measure_named(phrase) == named


def test_years_ago_is_no_part_of_the_measure_phrase() -> None:
    request = read_question("What was Rio Tinto's cash margin three years ago?")
    assert [m.phrase for m in request.measures] == ["cash margin"]


def test_a_not_found_answer_names_measure_and_period_apart() -> None:
    request = read_question("What was Rio Tinto's half-year cash margin in FY2019?")
    text = fallback({"request": request.as_state()})["answer"]  # type: ignore[typeddict-item]
    assert "cash margin for H1 FY2019 is not stated" in text
    assert "half-year cash margin" not in text


def test_a_not_found_line_names_the_measure_without_its_period_words() -> None:
    doc = cited_doc("In FY2023 BHP's revenue came to US$53.82 billion.", "BHP", "FY2023")
    draft, _ = answer(doc, "What was BHP's full-year gross debt in FY2023?")
    assert "FY2023 (year to 30 June 2023) — gross debt: not found" in draft
    assert "full-year" not in draft


# --- 3. a superlative over several years ranks them ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "order"),
    [
        ("What was BHP's highest revenue in the past five years?", "highest"),
        ("BHP's best year for underlying EBITDA over the last five years", "highest"),
        ("Fortescue's worst year for statutory NPAT in the last four years", "lowest"),
        ("Over the past three years, what was Rio Tinto's lowest capex?", "lowest"),
        ("When did Northern Star have its highest gold sales?", "highest"),
        ("In what year did MinRes earn the most revenue?", "highest"),
    ],
)
def test_a_superlative_over_years_is_a_ranking(text: str, order: str) -> None:
    assert find_operations(text) == ("rank",)
    assert rank_order(text) == order
    assert len(extract_slots(text).fiscal_years) >= 3


def test_a_year_named_by_its_rank_ranks_every_year() -> None:
    assert asks_which_year("BHP's best year for underlying EBITDA")
    assert asks_which_year("Fortescue's weakest year for revenue")
    assert len(extract_slots("BHP's best year for underlying EBITDA").fiscal_years) == 5


def test_a_span_of_years_without_a_superlative_is_no_ranking() -> None:
    for text in (
        "What was BHP's revenue over the past five years?",
        "BHP's revenue in the most recent five years",
        "BHP's revenue in the best year to June 2024",
    ):
        assert find_operations(text) == (), text


# --- 4. each company's own latest half ---------------------------------------------------------

HALVES = _halves_for(
    (
        ("BHP", "FY2018", "FY2018"),
        ("BHP", "FY2019", "H1 FY2019"),
        ("RIO", "FY2018", "FY2018"),
        ("NST", "FY2018", "FY2018"),
    )
)
"""BHP holds its first half of FY2019; Rio Tinto and Northern Star their FY2018 years."""


def test_each_company_is_resolved_to_its_own_newest_half() -> None:
    text = "What was revenue at BHP and Rio Tinto in the latest half?"
    resolved = resolve_half(text, ("BHP", "RIO"), HALVES)
    assert resolved is not None
    assert dict(resolved.halves) == {"BHP": Period(2019, "H1"), "RIO": Period(2018, "H2")}
    assert "BHP Group: H1 FY2019 (July to December 2018)" in resolved.note
    assert "Rio Tinto: H2 FY2018 (July to December 2018)" in resolved.note
    request = read_question(
        f"{text} [{', '.join(resolved.hint())}]", None, resolved.note, dict(resolved.halves)
    )
    assert request.years_for("BHP") == (2019,) and request.period_kind_for("BHP") == "H1"
    assert request.years_for("RIO") == (2018,) and request.period_kind_for("RIO") == "H2"


def test_the_half_before_is_stepped_back_for_each_company() -> None:
    resolved = resolve_half(
        "BHP and Northern Star revenue in the previous half", ("BHP", "NST"), HALVES
    )
    assert resolved is not None
    assert dict(resolved.halves) == {"BHP": Period(2018, "H2"), "NST": Period(2018, "H1")}
    assert "half before the latest held for each company asked" in resolved.note


def test_the_note_of_several_companies_reaches_the_answer() -> None:
    _, _, note = enrich_with_period(
        "What was revenue at BHP and Rio Tinto in the latest half?", [], {}, HALVES
    )
    assert "BHP Group: H1 FY2019" in note and "Rio Tinto: H2 FY2018" in note


def test_a_best_year_with_a_year_missing_ranks_the_years_stated(graph: Any) -> None:
    # the bundled FY2024 BHP summary states no underlying EBITDA: that year could rank anywhere
    values, _, _ = ask(graph, "BHP's best year for underlying EBITDA over the last five years")
    assert "Highest: BHP FY2022 underlying EBITDA" in values["answer"]
    assert values["confidence"] == "medium"
    assert "ranking covers only the years whose figure is stated" in values["answer"]


def test_a_year_and_the_one_before_are_both_answered(graph: Any) -> None:
    values, _, _ = ask(graph, "What was Fortescue's revenue in FY2024 and the previous year?")
    assert "year to 30 June 2024" in values["answer"] and "year to 30 June 2023" in values["answer"]


# --- a half one step from the half discussed ---------------------------------------------------


def test_a_half_step_moves_from_the_half_the_conversation_was_about() -> None:
    first = HumanMessage("What were BHP and Rio Tinto's revenue in the latest half?")
    anchor = context_halves([first], ("BHP", "RIO"), HALVES)
    assert anchor == {"BHP": Period(2019, "H1"), "RIO": Period(2018, "H2")}
    assert half_step("how about the half before that?") == -1
    before = step_halves(anchor, -1)
    assert dict(before.halves) == {"BHP": Period(2018, "H2"), "RIO": Period(2018, "H1")}
    assert "Rio Tinto: H1 FY2018 (January to June 2018), before H2 FY2018" in before.note
    written = [HumanMessage("BHP revenue in H1 FY2017"), HumanMessage("and the half after?")]
    assert context_halves(written, ("BHP",), HALVES) == {"BHP": Period(2017, "H2")}


def test_the_half_before_a_full_year_is_the_second_half_of_the_year_before() -> None:
    anchor = context_halves([HumanMessage("Rio Tinto's capex in FY2017?")], ("RIO",), HALVES)
    assert dict(step_halves(anchor, -1).halves) == {"RIO": Period(2016, "H2")}
    assert dict(step_halves(anchor, 1).halves) == {"RIO": Period(2018, "H1")}


def test_a_follow_up_for_the_half_before_is_never_answered_with_full_years(graph: Any) -> None:
    ask(graph, "What were BHP and Rio Tinto's revenue in the latest half?", thread="half-step")
    values, _, _ = ask(graph, "how about the half before that?", thread="half-step")
    answer_text = values["answer"]
    assert "H1 FY2025" in answer_text and "year to 30 June" not in answer_text
    assert "year to 31 December" not in answer_text


def test_compare_with_the_previous_year_is_a_change_with_both_years() -> None:
    for text in (
        "Compare BHP's revenue in FY2025 with the previous year",
        "How does Fortescue's capex in FY2024 compare to the prior year?",
    ):
        assert find_operations(text) == ("change",), text
        assert len(extract_slots(text).fiscal_years) == 2, text


def test_a_record_over_several_years_is_their_highest() -> None:
    text = "BHP's record revenue in the past five years"
    assert find_operations(text) == ("rank",) and rank_order(text) == "highest"


def test_a_half_step_beside_a_written_year_is_read_as_written() -> None:
    history = [HumanMessage("BHP revenue in the latest half")]
    text = "BHP revenue in the first half of FY2017 and the half before"
    assert halves_asked(text, history, ("BHP",), HALVES) is None
    stepped = halves_asked("and the half before that?", history, ("BHP",), HALVES)
    assert stepped is not None and dict(stepped.halves) == {"BHP": Period(2018, "H2")}
