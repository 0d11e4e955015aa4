"""Relative periods and ratios read as asked: the year before the latest, the newest half.

"The year before" with nothing to count from is the year before the latest held, "the
latest half" is whichever half the newest stored report closes, and a margin worked out
from two cited parts carries no "margin: not found" line beside it.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from mines.asked_periods import _halves_for, resolve_half
from mines.figures.model import Period
from mines.question.operations import find_operations
from mines.question.years import standalone_years
from mines.read_question import read_question
from nodes.memory import enrich_with_period
from tests.support.offline_answer import answer, cited_doc

HELD = {"FMG": (2021, 2022, 2023, 2024, 2025), "BHP": (2022, 2023, 2024)}
"""Stored full years: Fortescue's newest is FY2025, BHP's (one's own reports) FY2024."""


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Fortescue's NPAT the year before?", (2024,)),
        ("Fortescue revenue a year earlier", (2024,)),
        ("Fortescue's revenue in the previous year", (2024,)),
        ("Fortescue's revenue in the preceding financial year", (2024,)),
        ("Fortescue's prior-year revenue", (2024,)),
        ("Fortescue revenue two years prior", (2023,)),
        ("Fortescue revenue last year", (2025,)),
        ("How did Fortescue revenue change from the previous year?", (2025,)),
        ("Fortescue's capex in the latest year versus a year earlier", (2025,)),
        ("Fortescue's five-year average revenue", (2021, 2022, 2023, 2024, 2025)),
    ],
)
def test_a_relative_year_alone_counts_back_from_the_latest_held(
    text: str, years: tuple[int, ...]
) -> None:
    assert standalone_years(text, 2025) == years


def test_the_year_before_alone_is_resolved_and_said() -> None:
    _, slots, note = enrich_with_period("What was Fortescue's NPAT the year before?", [], HELD)
    assert slots.fiscal_years == ("FY2024",)
    assert "FY2025" in note and "FY2024" in note
    _, slots, _ = enrich_with_period("What was BHP's revenue in the previous year?", [], HELD)
    assert slots.fiscal_years == ("FY2023",)  # BHP's own newest year is FY2024


def test_in_a_conversation_the_previous_year_counts_from_the_last_turn() -> None:
    history = [
        HumanMessage("What was Fortescue's revenue in FY2022?"),
        AIMessage("Fortescue FY2022 revenue: US$17,390 million"),
    ]
    _, slots, _ = enrich_with_period(
        "What was Fortescue's NPAT in the previous year?", history, HELD
    )
    assert slots.fiscal_years == ("FY2021",)


def test_comparisons_with_the_prior_year_fetch_it() -> None:
    for text in (
        "How did Fortescue's NPAT in FY2024 compare with the prior year?",
        "What was Fortescue's capex in FY2024 versus a year earlier?",
        "Fortescue revenue in FY2024 relative to the previous year",
    ):
        assert find_operations(text) == ("change",), text


HALVES = _halves_for(
    (
        ("BHP", "FY2024", "FY2024"),
        ("BHP", "FY2025", "H1 FY2025"),
        ("RIO", "FY2025", "FY2025"),
    )
)


def test_the_newest_half_is_the_one_the_newest_report_closes() -> None:
    assert HALVES == {"BHP": Period(2025, "H1"), "RIO": Period(2025, "H2")}
    bhp = resolve_half("BHP revenue in the most recent half", ("BHP",), HALVES)
    assert bhp is not None and bhp.hint() == ["H1 FY2025"]
    assert "July to December 2024" in bhp.note
    rio = resolve_half("Rio Tinto EBITDA for the latest six months", ("RIO",), HALVES)
    assert rio is not None and rio.hint() == ["H2 FY2025"]
    assert "July to December 2025" in rio.note
    before = resolve_half("BHP revenue in the previous half", ("BHP",), HALVES)
    assert before is not None and before.hint() == ["H2 FY2024"]


def test_a_written_year_or_a_named_half_is_not_the_latest_half() -> None:
    assert resolve_half("BHP revenue in the latest half of FY2024", ("BHP",), HALVES) is None
    assert resolve_half("BHP's latest half-year results", ("BHP",), HALVES) is None


def test_the_latest_half_reaches_the_request_as_the_half_resolved() -> None:
    _, _, note = enrich_with_period(
        "What was Rio Tinto's revenue in the latest half?", [], {"RIO": (2025,)}, HALVES
    )
    assert "H2 FY2025" in note
    request = read_question("What was Rio Tinto's revenue in the latest half? [H2 FY2025]")
    assert request.period_kind == "H2" and request.period_kind_for("RIO") == "H2"


def test_a_half_in_words_stays_a_half_when_its_year_is_resolved() -> None:
    request = read_question("What was BHP's revenue in the second half of last year? [FY2025]")
    assert request.period_kind_for("BHP") == "H2"


def test_a_margin_computed_from_its_parts_prints_no_not_found_line() -> None:
    doc = cited_doc(
        "In FY2023 BHP's revenue came to US$53.82 billion and underlying EBITDA to "
        "US$28.0 billion.",
        "BHP",
        "FY2023",
    )
    draft, _ = answer(doc, "What share of BHP's revenue was underlying EBITDA in FY2023?")
    assert "US$53.82 billion" in draft and "US$28.0 billion" in draft
    assert "not found" not in draft
    missing = cited_doc("In FY2023 BHP's revenue came to US$53.82 billion.", "BHP", "FY2023")
    draft, _ = answer(missing, "What was BHP's EBITDA margin in FY2023?")
    assert "not found" in draft  # a part is missing: nothing is computed, the line stays
