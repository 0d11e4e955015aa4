"""A basis named apart from the measure, and a dividend said to be the whole year's.

"Profit after tax on an underlying basis" names its basis after the measure, beyond any
comma-set aside: the statutory figure is a neighbour. "Shareholders received 301 cents a
share for the year", after a clause naming the final dividend, is the year's total; a final
dividend "for the year ended 30 June" stays final.
"""

from __future__ import annotations

import pytest

from mines.figures.asked import asked_measures
from mines.figures.extract import doc_figures


@pytest.mark.parametrize(
    ("question", "axis", "value"),
    [
        (
            "What was Fortescue's net income on an underlying basis for FY2023?",
            "basis",
            "underlying",
        ),
        (
            "Give me Rio's earnings in 2022 using the company's underlying measure",
            "basis",
            "underlying",
        ),
        ("What copper did BHP produce in FY2024 on a 100% basis?", "ownership", "100%"),
        ("What did MinRes make after tax in reported terms in FY2023?", "basis", "statutory"),
    ],
)
def test_a_basis_named_after_the_measure_qualifies_it(question: str, axis: str, value: str) -> None:
    stated = {k: v for m in asked_measures(question) for k, v in m.stated.items()}
    assert stated.get(axis) == {value}


def _kinds(text: str) -> list[tuple[float, str | None]]:
    doc = {"company": "NST", "fiscal_year": "FY2024", "period": "FY2024", "text": text}
    return [(s.figure.value, s.figure.dividend_kind) for s in doc_figures(doc | {"source": text})]


def test_a_value_for_the_whole_year_after_its_own_clause_is_the_total() -> None:
    text = (
        "Including the final dividend declared today, holders have received 50 Australian cents "
        "a share across the full year."
    )
    assert _kinds(text) == [(50.0, "total")]


def test_a_final_dividend_for_the_year_ended_stays_final() -> None:
    text = (
        "Directors declared a final dividend of 25 Australian cents a share for the year ended "
        "30 June 2024."
    )
    assert _kinds(text) == [(25.0, "final")]


@pytest.mark.parametrize(
    ("question", "basis"),
    [
        ("What did Fortescue make in FY2023 with significant items kept in?", "statutory"),
        ("What was Rio's 2023 result including the impairment charges?", "statutory"),
        ("What did BHP earn in FY2022 once one-off items are stripped out?", "underlying"),
        (
            "Northern Star's FY2024 profit after the non-recurring items are backed out?",
            "underlying",
        ),
    ],
)
def test_a_result_named_by_the_items_it_keeps_or_drops_asks_no_items(
    question: str, basis: str
) -> None:
    measures = asked_measures(question)
    assert all(m.metric != "exceptional_items" for m in measures), measures
    assert {b for m in measures for b in m.stated.get("basis", ())} == {basis}


def test_a_short_word_is_never_corrected_into_a_measure() -> None:
    from mines.question.normalise import normalise_question

    assert normalise_question("What was Rio's profit after the asset sale?").endswith(
        "profit after the asset sale?"
    )
    assert "profit after tax" in normalise_question("What was Rio's profit aftr tax?")


def test_both_ownership_bases_named_set_neither_on_each_measure() -> None:
    question = "What spodumene did Wodgina produce in FY2024 on a 100% basis and as MinRes's share?"
    assert all("ownership" not in m.stated for m in asked_measures(question))


def test_items_named_before_and_set_aside_make_the_result_underlying() -> None:
    text = (
        "Impairments weighed on the statutory result. Leaving these items out, attributable "
        "profit came to US$4.2 billion."
    )
    doc = {"company": "RIO", "fiscal_year": "FY2023", "period": "FY2023", "text": text}
    (figure,) = [s.figure for s in doc_figures(doc | {"source": text})]
    assert (figure.metric, figure.basis) == ("underlying_npat", "underlying")
