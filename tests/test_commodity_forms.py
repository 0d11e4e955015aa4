"""A commodity's form (bauxite, alumina, magnetite, a copper-equivalent total) is its own figure.

A question naming one of these forms is never answered with the commodity's plain figure:
aluminium metal produced is no bauxite mined or alumina refined, a miner's iron ore shipped
is no magnetite concentrate alone, copper produced no copper-equivalent total. A figure
naming the commodity's main form (hematite) still answers a question naming none.
Figures from /work/shared/data; the sentences are written here.
"""

from __future__ import annotations

from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from tests.support.offline_answer import answer, cited_doc


def _answers(text: str, company: str, period: str, question: str, value: str) -> bool:
    draft, check = answer(cited_doc(text, company, period), question)
    return value in draft and check.verified == 1 and not check.rejected


def test_a_named_form_conflicts_with_the_plain_commodity_and_with_another_form() -> None:
    assert conflicts(read_qualifiers("alumina output"), read_qualifiers("Aluminium produced"))
    assert conflicts(read_qualifiers("bauxite mined"), read_qualifiers("alumina refined"))
    assert conflicts(read_qualifiers("magnetite shipped"), read_qualifiers("Iron ore shipped"))
    assert conflicts(read_qualifiers("magnetite shipped"), read_qualifiers("hematite shipped"))
    assert conflicts(
        read_qualifiers("copper equivalent production"), read_qualifiers("Copper produced")
    )
    assert not conflicts(read_qualifiers("magnetite shipped"), read_qualifiers("Iron Bridge sales"))


def test_the_metal_is_no_answer_to_its_ore_or_refined_input() -> None:
    text = "Rio Tinto's aluminium production was 3,296 kt in calendar 2024."
    assert _answers(text, "RIO", "FY2024", "What was Rio's aluminium production in 2024?", "3,296")
    for asked in (
        "How much alumina did Rio Tinto produce in 2024?",
        "What was Rio's bauxite output in 2024?",
    ):
        assert not _answers(text, "RIO", "FY2024", asked, "3,296")


def test_a_whole_iron_ore_total_is_no_magnetite_figure() -> None:
    text = "Fortescue's iron ore shipments reached 198.4Mt in the 2025 financial year."
    asked = "What were Fortescue's magnetite shipments in FY2025?"
    assert not _answers(text, "FMG", "FY2025", asked, "198.4")
    asked = "How much iron ore did Fortescue ship in FY2025?"
    assert _answers(text, "FMG", "FY2025", asked, "198.4")
    # the main form named by a figure still answers a question naming none
    text = "Fortescue's hematite C1 cost was US$18.24 a wet tonne in FY24."
    assert _answers(text, "FMG", "FY2024", "What was Fortescue's C1 cost in FY2024?", "18.24")


def test_copper_output_is_no_copper_equivalent_total() -> None:
    text = "BHP's copper production came to 1,865 kt in the year to June 2024."
    asked = "What was BHP's copper equivalent production in FY2024?"
    assert not _answers(text, "BHP", "FY2024", asked, "1,865")
