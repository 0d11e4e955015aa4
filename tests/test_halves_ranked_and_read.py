"""A ranking of halves ranks halves: the halves held, never the full years.

"Which half had the highest revenue for Fortescue?" ranks the halves the store holds a
half-year report for, or none (a full-year report states no half apart, so the answer is
"not found" and says why). A calculation over halves names them ("FMG H1 FY2024"), never
as the fiscal year whose figure is another.
"""

from __future__ import annotations

import pytest

from mines.asked_periods import ranked_halves
from mines.figures.model import Period
from mines.operands import context_figures
from mines.read_question import read_question
from mines.slots import asks_which_half
from nodes.memory import enrich_with_period

_YEARS = {"FMG": (2021, 2022, 2023, 2024, 2025), "BHP": (2021, 2022, 2023, 2024, 2025)}
_REPORTS = {"FMG": (Period(2024, "H1"), Period(2025, "H1"))}


@pytest.mark.parametrize(
    "question",
    [
        "Which half had the highest revenue for Fortescue?",
        "What was Fortescue's best half for underlying EBITDA?",
        "Which was BHP's weakest half-year by net profit?",
        "In which six-month period did Fortescue post its biggest profit?",
        "What was Northern Star's strongest half?",
    ],
)
def test_a_half_named_by_its_rank_asks_a_ranking_of_halves(question: str) -> None:
    assert asks_which_half(question)


@pytest.mark.parametrize(
    "question",
    [
        "Who paid the highest half-year dividend in FY2024?",
        "Which company had the most revenue in the latest half?",
        "What was BHP's revenue in the first half of FY2024?",
    ],
)
def test_a_measure_of_a_half_is_no_ranking_of_halves(question: str) -> None:
    assert not asks_which_half(question)


def test_the_halves_held_are_ranked_never_the_years() -> None:
    found = ranked_halves("Which half had Fortescue's best revenue?", ["FMG"], _REPORTS, _YEARS)
    assert found is not None
    assert found.hint() == ["H1 FY2024", "H1 FY2025"]
    assert "H1 FY2024, H1 FY2025" in found.note
    _, slots, note = enrich_with_period(
        "Which half had the highest revenue for Fortescue?", [], _YEARS, None, _REPORTS
    )
    assert slots.fiscal_years == ("FY2024", "FY2025") and note == found.note


def test_with_no_half_year_report_held_no_half_is_ranked_and_the_answer_says_why() -> None:
    found = ranked_halves("Which was BHP's strongest half-year by EBITDA?", ["BHP"], {}, _YEARS)
    assert found is not None and found.half == "H1"  # the first halves: no full year
    assert "no half-year report is held for BHP Group" in found.note
    request = read_question(
        f"Which was BHP's strongest half-year by EBITDA? [{', '.join(found.hint())}]"
    )
    assert request.period_kind_for("BHP") == "H1"


def test_a_calculation_over_halves_names_each_half() -> None:
    context = (
        "- Fortescue (FMG), H1 FY2024 (half year to 31 December 2023) — statutory NPAT: "
        "US$3.34 billion [1]\n"
        "- Fortescue (FMG), FY2024 (year to 30 June 2024) — revenue: US$18,220 million [2]\n"
    )
    named = {
        o.metric: o.describe() for o in context_figures(context, ["statutory_npat", "revenue"])
    }
    assert named["statutory_npat"].startswith("FMG H1 FY2024 statutory NPAT")
    assert named["revenue"].startswith("FMG FY2024 revenue")
