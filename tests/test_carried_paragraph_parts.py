"""A part of the company named in one sentence, its figure stated in a later one.

"Our lithium business had a standout year. It delivered underlying EBITDA of $1.3 billion":
the figure's sentence only points back ("It", "The division", "The business", "Its
underlying EBITDA", "the division's EBITDA"); the amount is the part's, never the group's.
Also: a spelled-out measure in such a sentence; a region's mines with no commodity named
("The Pilbara mines shipped"); a commodity's volumes as its production ("Copper volumes
reached"). Figures are from the verified data (MIN FY2023, FY2025 and 1H FY2024; RIO FY2024
and FY2025; BHP FY2024 and 1H FY2025; FMG FY2025); the wording is ours.
"""

from __future__ import annotations

from typing import Any

import pytest

from mines.figures.extract import doc_figures
from mines.figures.model import Figure
from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc


def _figures(text: str, company: str, period: str) -> dict[float, Figure]:
    return {s.figure.value: s.figure for s in doc_figures(cited_doc(text, company, period))}


def _first_line(doc: dict[str, Any], question: str) -> tuple[str, Any]:
    draft, check = answer(doc, question)
    return draft.splitlines()[0], check


# --- a money figure whose sentence points back to the paragraph's part ----------------------

_MIN_FY23 = (
    "Group performance was shaped by lithium pricing and steady contracting work.\n\n"
    "Our lithium business had a standout year as spodumene prices held firm. It delivered "
    "underlying EBITDA of $1.3 billion, a record for the division.\n\n"
    "Mining Services kept its crews busy on client sites. The division moved 248 million "
    "tonnes and its underlying EBITDA came in at $484 million."
)


def test_it_and_its_after_a_part_are_that_parts_figures() -> None:
    figures = _figures(_MIN_FY23, "MIN", "FY2023")
    assert figures[1.3].metric == "" and figures[1.3].qualifier == "Lithium"
    assert figures[484].metric == "" and figures[484].qualifier == "Mining services"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was MinRes's lithium underlying EBITDA in FY23?", "1.3 billion"),
        ("What was the Mining Services underlying EBITDA for MinRes in FY23?", "484 million"),
    ],
)
def test_a_pointed_back_part_answers_its_own_question(question: str, value: str) -> None:
    line, check = _first_line(cited_doc(_MIN_FY23, "MIN", "FY2023"), question)
    assert value in line and check.verified and not check.rejected


def test_a_pointed_back_part_never_answers_the_group_or_another_part() -> None:
    doc = cited_doc(_MIN_FY23, "MIN", "FY2023")
    for question in (
        "What was Mineral Resources' underlying EBITDA in FY23?",
        "What was MinRes's iron ore underlying EBITDA in FY23?",
    ):
        line, _ = _first_line(doc, question)
        assert "not found" in line, line
    group = "- Mineral Resources (MIN), FY2023 — underlying EBITDA: A$1.3 billion [1]"
    other = "- Mineral Resources (MIN), FY2023 — lithium underlying EBITDA: A$484 million [1]"
    assert check_draft(group, [doc]).verified == 0
    assert check_draft(other, [doc]).verified == 0


def test_the_divisions_figure_after_a_conjunction_is_the_divisions() -> None:
    text = (
        "Mining Services had a record year. Volumes reached 280 million tonnes and the "
        "division's underlying EBITDA was $737 million."
    )
    figure = _figures(text, "MIN", "FY2025")[737]
    assert figure.metric != "underlying_ebitda" and figure.qualifier == "Mining services"


_RIO_FY25 = (
    "Turning to the Iron Ore business, prices were softer through the year. It delivered "
    "underlying EBITDA of US$15.2 billion.\n\n"
    "Copper was the standout performer. The business generated earnings before interest, "
    "tax, depreciation and amortisation of US$7.4 billion.\n\n"
    "Aluminium & Lithium. Its underlying EBITDA rose to US$4.6 billion on stronger pricing."
)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Rio Tinto's iron ore underlying EBITDA in 2025?", "15.2 billion"),
        ("What was Rio Tinto's copper EBITDA in 2025?", "7.4 billion"),
        ("What was Rio Tinto's Aluminium and Lithium underlying EBITDA in 2025?", "4.6 billion"),
    ],
)
def test_fronted_named_and_heading_like_parts_are_carried(question: str, value: str) -> None:
    line, check = _first_line(cited_doc(_RIO_FY25, "RIO", "FY2025"), question)
    assert value in line and check.verified and not check.rejected


def test_no_carried_part_answers_the_groups_ebitda() -> None:
    figures = _figures(_RIO_FY25, "RIO", "FY2025")
    assert not any(f.metric == "underlying_ebitda" for f in figures.values())
    line, _ = _first_line(cited_doc(_RIO_FY25, "RIO", "FY2025"), "What was Rio's EBITDA in 2025?")
    assert "not found" in line


def test_a_spelled_out_measure_of_a_part_is_confirmed_in_one_sentence() -> None:
    text = (
        "The copper business generated earnings before interest, tax, depreciation and "
        "amortisation of US$7.4 billion."
    )
    line, check = _first_line(cited_doc(text, "RIO", "FY2025"), "Rio's copper EBITDA in 2025?")
    assert "7.4 billion" in line and check.verified and not check.rejected


def test_a_period_leading_the_clause_still_points_back() -> None:
    text = (
        "The group earned underlying EBITDA of $674.9 million in the half. Iron ore "
        "benefited from high prices and low discounts. For the half it generated underlying "
        "EBITDA of $266.2 million."
    )
    figures = _figures(text, "MIN", "H1 FY2024")
    assert figures[674.9].metric == "underlying_ebitda"
    assert figures[266.2].metric == "" and figures[266.2].qualifier == "Iron ore"


@pytest.mark.parametrize(
    "lead",
    [
        "Fortescue had a softer year on lower iron ore prices.",
        "The group had a softer year on lower prices.",
    ],
)
def test_it_after_the_group_or_the_company_is_the_groups(lead: str) -> None:
    text = f"{lead} It delivered underlying EBITDA of US$7.9 billion."
    assert _figures(text, "FMG", "FY2025")[7.9].metric == "underlying_ebitda"


def test_a_label_naming_the_group_is_never_the_carried_parts() -> None:
    text = "Copper was the standout performer. It lifted group underlying EBITDA to US$25.4bn."
    figure = _figures(text, "RIO", "FY2025")[25.4]
    assert figure.metric == "underlying_ebitda" and figure.qualifier is None


def test_a_new_paragraph_carries_no_part() -> None:
    text = "Copper was the standout performer.\n\nIt delivered underlying EBITDA of US$7.4 billion."
    assert _figures(text, "RIO", "FY2025")[7.4].qualifier is None


def test_a_site_the_paragraph_is_about_owns_a_pointed_back_volume() -> None:
    text = (
        "Escondida was again the standout asset in Chile. It produced 644 kt of copper in "
        "the half, up 22% on a year earlier."
    )
    doc = cited_doc(text, "BHP", "H1 FY2025")
    assert _figures(text, "BHP", "H1 FY2025")[644].qualifier == "Escondida"
    line, check = _first_line(doc, "How much copper did Escondida produce in H1 FY25?")
    assert "644 kt" in line and check.verified and not check.rejected
    line, _ = _first_line(doc, "What was BHP's copper production in the first half of FY25?")
    assert "not found" in line
    group = "- BHP Group (BHP), H1 FY2025 — copper production: 644 kt [1]"
    assert check_draft(group, [doc]).verified == 0


# --- a region's mines with no commodity; a commodity's volumes ---------------------------------


def test_a_regions_mines_ship_its_one_commodity() -> None:
    text = "The Pilbara mines shipped 328.6 Mt over the year, slightly below the prior year."
    figure = _figures(text, "RIO", "FY2024")[328.6]
    assert figure.metric == "iron_ore_shipments_mt"
    doc = cited_doc(text, "RIO", "FY2024")
    line, check = _first_line(doc, "How much did Rio Tinto ship from the Pilbara in 2024?")
    assert "328.6 Mt" in line and check.verified and not check.rejected
    line, _ = _first_line(doc, "What was Rio Tinto's iron ore production in 2024?")
    assert "not found" in line


@pytest.mark.parametrize(("company", "value"), [("BHP", 255), ("MIN", 9.7)])
def test_a_region_that_is_an_asset_of_its_own_is_no_group_volume(
    company: str, value: float
) -> None:
    # BHP's Pilbara mines are WAIO, its one asset there: that asset's; MinRes has a
    # Pilbara Hub beside Onslow: which asset is unsure, none
    text = f"The Pilbara operations railed {value} Mt in the year."
    figures = _figures(text, company, "FY2025")
    assert value not in figures or (company == "BHP" and figures[value].qualifier == "WAIO")


def test_copper_volumes_are_the_groups_copper_production() -> None:
    text = "Copper volumes reached 1,865 kt, up 9% on the prior year."
    assert _figures(text, "BHP", "FY2024")[1865].metric == "copper_production_kt"
    line, check = _first_line(cited_doc(text, "BHP", "FY2024"), "BHP copper production FY24?")
    assert "1,865 kt" in line and check.verified and not check.rejected
    sold = "Copper volumes sold reached 1,865 kt."
    assert _figures(sold, "BHP", "FY2024")[1865].metric != "copper_production_kt"


def test_a_sentence_on_the_next_line_is_of_the_same_paragraph() -> None:
    text = "Copper was the standout performer.\nIt delivered underlying EBITDA of US$7.4 billion."
    doc = cited_doc(text, "RIO", "FY2025")
    line, check = _first_line(doc, "What was Rio Tinto's copper EBITDA in 2025?")
    assert "7.4 billion" in line and check.verified and not check.rejected
    group = "- Rio Tinto (RIO), FY2025 — underlying EBITDA: US$7.4 billion [1]"
    assert check_draft(group, [doc]).verified == 0
