"""The half a measure is asked for is read from the words naming it, beside a written year.

"Interim EBITDA margin FY2024" and "second-half EBITDA margin in FY2024" ask for that
half's margin (computed from the half's own parts, or not found), never the full year's;
an interim or second-half *dividend* stays a dividend's kind and the year is asked.
"""

from __future__ import annotations

import pytest

from mines.read_question import read_question


@pytest.mark.parametrize(
    ("question", "company", "kind"),
    [
        ("Mineral Resources interim underlying EBITDA margin FY2024", "MIN", "H1"),
        ("What was Fortescue's interim operating margin in FY2024?", "FMG", "H1"),
        ("What was BHP's second-half EBITDA margin in FY2024?", "BHP", "H2"),
        ("What was Northern Star's second half revenue for FY2023?", "NST", "H2"),
        # a dividend's kind, not the period asked
        ("What was BHP's interim dividend for FY2024?", "BHP", "FY"),
        ("What were BHP's interim and final dividends for FY2024?", "BHP", "FY"),
        ("What was the interim, final and special dividend of Rio Tinto in 2022?", "RIO", "FY"),
        (
            "What share of second-half earnings did Fortescue's FY2023 final dividend return?",
            "FMG",
            "FY",
        ),  # noqa: E501
    ],
)
def test_the_half_a_measure_is_asked_for_is_read(question: str, company: str, kind: str) -> None:
    assert read_question(question).period_kind_for(company) == kind
