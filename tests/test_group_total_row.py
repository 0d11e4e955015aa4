"""The group named as the segments' total ("Total Group", "group total") asks the group.

A question may say where a group figure is printed ("the segment table's Total Group
line"): the segment words there name the table, not a part of the company, so the group's
own figure answers and the question asks for no segment. A part named beside them still
scopes the measure.
"""

from __future__ import annotations

import pytest

from mines.figures.asked import asked_measures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period, Span
from mines.figures.named_scopes import named_scopes


def _scopes(question: str) -> set[str]:
    return {v for m in asked_measures(question) for v in m.stated.get("scope", frozenset())}


@pytest.mark.parametrize(
    "question",
    [
        "From the segment table's Total Group line, what was Rio Tinto's capex in FY2023?",
        "What did the segment information give as the group total capital expenditure "
        "for Rio Tinto in FY2023?",
    ],
)
def test_group_total_of_a_segment_table_asks_the_group(question: str) -> None:
    assert "segment" not in _scopes(question)
    assert not named_scopes(question)
    group = Span("r.md", 1, "Capital expenditure 7,086", 20, 25, row="Capital expenditure")
    figure = Figure(
        "RIO", "", Period(2023), 7086.0, 1e6, "currency", "USD", group, label="Capital expenditure"
    )
    for asked in asked_measures(question):
        assert not figure_conflicts(asked, figure)


def test_a_named_segment_still_scopes_the_measure() -> None:
    question = (
        "In the segment table, what capital expenditure did Rio Tinto's copper segment report?"
    )
    assert "segment" in _scopes(question)
