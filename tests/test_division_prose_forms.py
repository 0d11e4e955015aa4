"""A division's figure in prose forms a results release or a press story uses (made-up text).

"Copper: EBITDA $X" as an unbulleted list line, "Fortescue's hematite arm earned $X of
EBITDA", "the Onslow operations delivered EBITDA of $X", "Lithium's EBITDA rose to $X":
each states one division's figure, never the group's, and the group's figure beside them
stays the group's. Values are from the shared facts; the words are this test's own.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.extract import DocContext, extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period
from mines.numbers import find_figures

FY23 = Period(2023)
H1 = Period(2024, "H1")


def _figures(text: str, period: Period) -> dict[float, Figure]:
    return {
        f.value: f for f in extract_figures(text, DocContext("MIN", period, "m.txt", None, "", "c"))
    }


def test_a_currency_sign_after_a_word_is_no_australian_dollar() -> None:
    [num] = find_figures("EBITDA $484 million")
    assert num.text.startswith("$") and num.start == len("EBITDA ")


def test_unbulleted_list_lines_each_name_their_own_division() -> None:
    text = (
        "Results by business\n"
        "Mining Services: underlying EBITDA $484 million, more tonnes moved for clients\n"
        "Lithium: underlying EBITDA $1.3 billion, the best year yet\n"
    )
    got = _figures(text, FY23)
    assert got[484].metric != "underlying_ebitda" and got[1.3].metric != "underlying_ebitda"
    [lithium] = asked_measures(
        "What underlying EBITDA did the lithium business of MinRes make in FY23?"
    )
    assert not figure_conflicts(lithium, got[1.3])
    assert figure_conflicts(lithium, got[484])  # the line above is the services division's
    [services] = asked_measures("How much EBITDA did Mining Services earn at MinRes in FY23?")
    assert not figure_conflicts(services, got[484])
    assert figure_conflicts(services, got[1.3])


def test_a_division_after_the_companys_name_owns_the_amount() -> None:
    text = "Mineral Resources' lithium segment booked $271.4 million of underlying EBITDA."
    figure = _figures(text, H1)[271.4]
    assert figure.metric != "underlying_ebitda"
    [asked] = asked_measures("What underlying EBITDA did MinRes's iron ore arm make in 1H FY24?")
    assert figure_conflicts(asked, figure)


def test_operations_named_by_a_commodity_are_a_division_but_ours_are_the_group() -> None:
    text = "The iron ore operations contributed $266.2 million of underlying EBITDA."
    division = _figures(text, H1)[266.2]
    assert division.metric != "underlying_ebitda"
    [asked] = asked_measures("How much EBITDA did the iron ore business of MinRes earn in 1H FY24?")
    assert not figure_conflicts(asked, division)
    group = _figures(
        "Our operations delivered underlying EBITDA of $939 million.", Period(2023, "H1")
    )[939]
    assert group.metric == "underlying_ebitda"


def test_a_commodity_possessive_before_the_measure_is_that_division() -> None:
    figure = _figures("Lithium's underlying EBITDA climbed to $1.3 billion.", FY23)[1.3]
    assert figure.metric != "underlying_ebitda"
    [group] = asked_measures("What was MinRes's underlying EBITDA in FY23?")
    assert figure_conflicts(group, figure)


def test_a_division_owning_an_unlisted_measure_word_scopes_it() -> None:
    # a measure word no list knows ("takings"), owned by a division: the division's figure
    text = "Over FY23 the lithium division's takings reached $1.3 billion."
    got = _figures(text, FY23)
    assert got[1.3].qualifier == "Lithium"
    assert "lithium" in got[1.3].label.lower()
