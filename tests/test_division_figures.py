"""A division's figure answers only a question about that division.

A question naming one part of a miner ("the lithium division", "the contracting arm") must
get that part's figure or "not found": another division's figure is a neighbour, refused
however close its wording; a table listing divisions down its rows and a sentence led by a
division state that division's figures. The wording is our own; the figures are Mineral
Resources' from the shared facts (segment EBITDA for 1H FY24 and FY25, group EBITDA).
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.extract import DocContext, extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period, Span
from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from mines.figures.tables import TABLE_PREFIX

H1 = Period(2024, "H1")
FY = Period(2025)


# MinRes' 1H FY24 segment EBITDA, A$ million
LITHIUM, SERVICES = 271.4, 253.7


def _figure(
    label: str, qualifier: str | None = None, metric: str = "", value: float = LITHIUM
) -> Figure:
    text = f"| {label} | {value} |"
    start = text.index(str(value))
    span = Span("divisions.md", None, text, start, start + len(str(value)), label)
    return Figure("MIN", metric, H1, value, 1e6, "currency", "AUD", span, qualifier=qualifier)


def test_a_services_division_is_named_by_its_business() -> None:
    for words in ("Mining Services", "the contracting arm", "our services business"):
        assert "services" in read_qualifiers(words)["scope"], words
    assert "services" not in read_qualifiers("services revenue").get("scope", frozenset())


def test_a_lithium_division_question_refuses_the_services_division_row() -> None:
    [asked] = asked_measures("What EBITDA did the lithium division of MinRes earn in 1H FY24?")
    assert figure_conflicts(
        asked, _figure("Mining Services EBITDA before one-offs", value=SERVICES)
    )
    assert not figure_conflicts(asked, _figure("Lithium division EBITDA"))


def test_a_row_whose_division_is_only_its_qualifier_is_that_division() -> None:
    [asked] = asked_measures("What EBITDA did the lithium division of MinRes earn in 1H FY24?")
    row = _figure("EBITDA before one-offs", qualifier="Mining services", value=SERVICES)
    assert figure_conflicts(asked, row)


def test_an_unnamed_segment_never_answers_a_named_one() -> None:
    lithium = {"scope": frozenset({"segment", "lithium"})}
    assert conflicts(lithium, {"scope": frozenset({"segment"})})
    # nor does a named one answer a segment asked by no name (the total asked, one part given)
    assert conflicts({"scope": frozenset({"segment"})}, {"scope": frozenset({"lithium"})})


def test_a_contracting_question_takes_the_services_division() -> None:
    [asked] = asked_measures("How much EBITDA did the contracting arm of MinRes make in FY25?")
    assert not figure_conflicts(asked, _figure("Mining Services EBITDA", value=SERVICES))
    assert figure_conflicts(asked, _figure("Lithium EBITDA"))


# MinRes' 1H FY24 lithium and mining services EBITDA and its group underlying EBITDA (the
# total is the group's, which also holds iron ore and central costs)
_DIVISIONS = (
    f"{TABLE_PREFIX}Earnings by division, half year to 31 December 2023 (A$ million)\n"
    "| Division | EBITDA |\n| Lithium | 271.4 |\n| Mining services | 253.7 |\n| Total | 674.9 |"
)


def test_a_divisional_table_states_each_divisions_figure() -> None:
    figures = extract_figures(_DIVISIONS, DocContext("MIN", H1, "divisions.md", None, "", "c"))
    by_part = {f.qualifier: f for f in figures}
    assert set(by_part) == {"Lithium", "Mining services", None}
    assert by_part[None].value == 674.9 and by_part[None].metric  # the total is the group's
    assert by_part["Lithium"].value == 271.4 and by_part["Lithium"].period == H1
    assert by_part["Lithium"].label.startswith("Lithium EBITDA")
    [asked] = asked_measures("What EBITDA did the lithium division of MinRes earn in 1H FY24?")
    assert not figure_conflicts(asked, by_part["Lithium"])
    assert figure_conflicts(asked, by_part["Mining services"])


def test_a_sentence_led_by_a_division_states_that_divisions_amount() -> None:
    # MinRes' FY25 mining services EBITDA (A$737m) and group underlying EBITDA (A$901m)
    text = "The contracting arm had a busy year and lifted its EBITDA to $737 million."
    [figure] = [
        f
        for f in extract_figures(text, DocContext("MIN", FY, "divisions.md", None, "", "c"))
        if f.value == 737
    ]
    assert figure.metric != "underlying_ebitda"  # never the group's EBITDA
    assert "contracting arm" in figure.label
    text = "The contracting arm grew, and group EBITDA reached $901 million."
    [group] = [
        f
        for f in extract_figures(text, DocContext("MIN", FY, "divisions.md", None, "", "c"))
        if f.value == 901
    ]
    assert "contracting" not in group.label
