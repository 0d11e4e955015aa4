"""Divisions down the rows under year columns, and divisions named by words no commodity says.

A table whose rows are divisions and whose columns are periods names its measure once, in
its title or in its label column's header ("Underlying EBITDA by segment, US$ million"):
each row is that division's figure of that measure, the group's row the group's, and the
verifier reads the rows the same way. The layouts and wording are our own; the values are
the shared facts' (Rio Tinto 2025, Mineral Resources FY2023, Fortescue's first half of
FY2025). Where the facts hold no figure of a row's kind the closest real one stands in:
Fortescue's "Metals" row is its group revenue for the half, and Northern Star's Kalgoorlie
figure its FY2024 group underlying EBITDA.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.extract import DocContext, extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period, Span
from mines.figures.qualifiers import read_qualifiers
from mines.figures.tables import TABLE_PREFIX
from tests.support.offline_answer import answer, cited_doc

FY25 = Period(2025)

_TITLED = (
    f"{TABLE_PREFIX}Underlying EBITDA by segment, US$ million\n"
    "| Segment | 2025 |\n| Iron Ore | 15,200 |\n| Copper | 7,400 |"
)
"""The title names the measure; the label column's header only says the rows are segments."""

_HEADED = (
    f"{TABLE_PREFIX}Financial review\n"
    "| Underlying EBITDA by segment, US$ million | 2025 |\n"
    "| Iron Ore | 15,200 |\n| Copper | 7,400 |\n| Group | 25,400 |"
)
"""The label column's header names the measure; the title is only the section's."""


def _read(text: str, company: str = "RIO", period: Period = FY25) -> dict[float, Figure]:
    ctx = DocContext(company, period, "divisions.md", None, "", "c")
    return {f.value: f for f in extract_figures(text, ctx)}


def test_a_header_naming_the_measure_makes_each_row_that_divisions_figure() -> None:
    got = _read(_HEADED)
    assert got[7400].qualifier == "Copper"
    assert got[7400].label.startswith("Copper Underlying EBITDA")
    assert got[25400].metric == "underlying_ebitda" and got[25400].qualifier is None
    [copper] = asked_measures("How much EBITDA did Rio's copper business make in 2025?")
    assert not figure_conflicts(copper, got[7400])
    assert figure_conflicts(copper, got[15200]) and figure_conflicts(copper, got[25400])


def test_a_divisions_row_under_a_year_column_verifies_as_that_division() -> None:
    for table in (_TITLED, _HEADED):
        draft, check = answer(
            cited_doc(table, "RIO", "FY2025"),
            "What underlying EBITDA did Rio Tinto's copper segment make in 2025?",
        )
        assert "7,400" in draft and check.verified == 1 and not check.rejected, table
        draft, _ = answer(
            cited_doc(table, "RIO", "FY2025"), "What revenue did Rio's copper segment earn in 2025?"
        )
        assert "7,400" not in draft and "not found" in draft  # its EBITDA is no revenue


def test_the_group_row_answers_the_group_and_no_division_row_does() -> None:
    draft, check = answer(
        cited_doc(_HEADED, "RIO", "FY2025"), "What was Rio Tinto's underlying EBITDA in 2025?"
    )
    assert "25,400" in draft and "15,200" not in draft and check.verified == 1


_MINRES = (
    "Group underlying EBITDA rose to $1.8 billion for FY23.\n\n"
    f"{TABLE_PREFIX}Underlying EBITDA by segment, A$ million\n"
    "|  | FY23 |\n| Lithium | 1,300 |\n| Mining Services | 484 |\n\n"
    "Lithium posted a record underlying EBITDA of $1.3 billion on firm pricing."
)


def test_a_segment_named_before_the_measure_in_the_question_takes_its_row() -> None:
    draft, check = answer(
        cited_doc(_MINRES, "MIN", "FY2023"),
        "What was the mining services segment EBITDA of Mineral Resources in FY2023?",
    )
    assert "484" in draft and "not found" not in draft and check.verified == 1


def test_a_commoditys_division_asks_for_no_output_of_that_commodity() -> None:
    draft, check = answer(
        cited_doc(_MINRES, "MIN", "FY2023"),
        "What was the lithium division EBITDA of MinRes in FY2023?",
    )
    assert "1,300" in draft and "not found" not in draft and check.verified == 1


def test_a_division_that_posted_a_result_owns_it_not_the_group() -> None:
    lithium = next(f for f in _read(_MINRES, "MIN", Period(2023)).values() if f.value == 1.3)
    assert lithium.qualifier == "Lithium"
    draft, _ = answer(
        cited_doc(_MINRES, "MIN", "FY2023"),
        "What was Mineral Resources' underlying EBITDA in FY2023?",
    )
    assert "1.8 billion" in draft and "1.3" not in draft


def test_divisions_named_by_a_brand_or_a_centre_are_scopes_of_their_own() -> None:
    assert read_qualifiers("Fortescue Future Industries")["scope"] == {"energy"}
    assert read_qualifiers("Energy")["scope"] == {"energy"}
    assert read_qualifiers("Metals")["scope"] == {"iron ore"}
    assert "energy" not in read_qualifiers("energy costs").get("scope", frozenset())
    assert read_qualifiers("Fortescue Metals Group")["scope"] == {"group"}
    assert read_qualifiers("Yandal")["scope"] != read_qualifiers("Kalgoorlie")["scope"]


def test_the_metals_segment_never_answers_the_energy_division() -> None:
    table = f"{TABLE_PREFIX}Revenue by segment, US$ billion\n| | H1 FY25 |\n| Metals | 7.6 |"
    doc = cited_doc(table, "FMG", "H1 FY2025")
    draft, _ = answer(doc, "What revenue did Fortescue's energy division make in 1H FY25?")
    assert "not found" in draft and "7.6 billion [1]" not in draft.split("closest")[0]
    draft, check = answer(doc, "What revenue did Fortescue's iron ore business make in H1 FY25?")
    assert "7.6" in draft and check.verified == 1


def test_one_centres_figure_never_answers_anothers() -> None:
    [yandal] = asked_measures("What underlying EBITDA did Northern Star's Yandal segment make?")
    text = "| Kalgoorlie | 2.19 |"
    span = Span(
        "divisions.md", None, text, text.index("2.19"), text.index("2.19") + 4, "Kalgoorlie"
    )
    kalgoorlie = Figure(
        "NST", "", FY25, 2.19, 1e9, "currency", "AUD", span, qualifier="Kalgoorlie",
        label="Kalgoorlie underlying EBITDA",
    )  # fmt: skip
    assert figure_conflicts(yandal, kalgoorlie)


def test_a_division_named_by_its_region_takes_its_commoditys_row() -> None:
    draft, check = answer(
        cited_doc(_TITLED, "RIO", "FY2025"),
        "How much EBITDA did Rio's Pilbara operations make in 2025?",
    )
    assert "15,200" in draft and "7,400" not in draft and check.verified == 1
