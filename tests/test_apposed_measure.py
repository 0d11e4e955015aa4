"""A measure named in brackets right after another is that same measure, not a second one.

"Its iron ore earnings (EBITDA)" asks iron ore's EBITDA: the bracket says which earnings.
Read as two measures, the group's EBITDA would answer beside a "not found" profit line.
"""

from __future__ import annotations

from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc

_PRESS = (
    "Rio Tinto's group underlying EBITDA came to US$25.4 billion for calendar 2025. "
    "Of that, the iron ore arm contributed underlying EBITDA of US$15.2 billion and "
    "copper US$7.4 billion."
)


def test_bracketed_measure_is_the_one_asked_with_the_scope_before_it() -> None:
    request = read_question("How much were Rio Tinto's iron ore earnings (EBITDA) in 2025?")
    assert request.metrics == ("underlying_ebitda",)
    (measure,) = request.measures
    assert measure.metric == "underlying_ebitda"
    assert "iron ore" in measure.stated["scope"]
    assert "earnings" not in measure.phrase


def test_bracketed_measure_answers_the_part_not_the_group() -> None:
    draft, check = answer(
        cited_doc(_PRESS, "RIO", "FY2025"),
        "How much were Rio Tinto's iron ore earnings (EBITDA) in 2025?",
    )
    assert "US$15.2 billion" in draft
    assert "25.4" not in draft
    assert "not found" not in draft
    assert check.verified == 1 and not check.rejected


def test_two_measures_side_by_side_stay_two() -> None:
    request = read_question("What were Rio Tinto's revenue and EBITDA in 2025?")
    assert set(request.metrics) == {"revenue", "underlying_ebitda"}
    assert len(request.measures) == 2


def test_a_lead_in_before_the_part_leaves_the_figure_the_parts() -> None:
    from mines.figures.extract import extract_figures
    from mines.figures.model import DocContext, Period

    figures = extract_figures(
        "Within the total, the copper arm contributed underlying EBITDA of US$7.4 billion.",
        DocContext("RIO", Period.parse_label("FY2025")),
    )
    (copper,) = [f for f in figures if f.value == 7.4]
    assert copper.metric != "underlying_ebitda"  # not the group's
    assert "copper" in copper.label.lower()
