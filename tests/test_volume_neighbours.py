"""Production and shipment figures and their neighbours: a change column, a site, a basis.

A quarterly operations table prints, beside each year's tonnes, the change on the year
before ("| vs 2023 | -1% |"): that cell is a percentage, not the tonnes of 2023. A row's
"(100% basis)" says whose tonnes they are, not that they are per cent. A site's tonnes
(WAIO, Wodgina) are one part of a company and never answer a question about the company's
whole. Wording is our own; the figures are from the project's data files.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.query import FigureRequest
from mines.figures.select import Sourced, select
from tests.support.offline_answer import answer, cited_doc

_QUARTER_TABLE = (
    "Table: Iron ore, fourth quarter and full year\n"
    "| Product | Unit | Q4 2024 | vs Q4 2023 | Full year 2024 | vs 2023 |\n"
    "| Pilbara iron ore shipments (100% basis) | Mt | 85.7 | -1% | 328.6 | -1% |\n"
)


def test_a_change_cell_in_a_tonnes_row_is_no_tonnage_of_the_year_compared() -> None:
    figures = extract_figures(_QUARTER_TABLE, DocContext("RIO", Period(2024)))
    shipped = [(f.period.year, f.value) for f in figures if f.metric == "iron_ore_shipments_mt"]
    assert shipped == [(2024, 328.6)]


def test_a_units_column_gives_the_unit_when_the_label_brackets_only_a_basis() -> None:
    draft, check = answer(cited_doc(_QUARTER_TABLE, "RIO", "FY2024"), "Rio iron ore shipments 2024")
    assert "328.6 Mt" in draft
    assert check.verified == 1 and not check.rejected


def _sourced(text: str, company: str, year: int) -> list[Sourced]:
    return [Sourced(f, "1") for f in extract_figures(text, DocContext(company, Period(year)))]


def test_a_sites_tonnes_never_answer_the_companys_question() -> None:
    text = (
        "Table: Output by asset\n"
        "| Asset | Unit | FY2025 (100% basis) | FY2025 (BHP share) |\n"
        "| Western Australia Iron Ore | Mt | 290 | 256.6 |\n"
    )
    figures = _sourced(text, "BHP", 2025)
    metric = "iron_ore_production_mt"
    assert {f.figure.value for f in figures if f.figure.metric == metric} == {290, 256.6}
    assert not select(figures, "BHP", metric, 2025, FigureRequest()).found
    draft, _ = answer(cited_doc(text, "BHP", "FY2025"), "BHP iron ore production FY2025")
    assert "290" not in draft and "256.6" not in draft


def test_one_lithium_sites_output_is_not_the_companys() -> None:
    text = "Over the year, Wodgina produced 201 kt of spodumene concentrate."
    draft, _ = answer(cited_doc(text, "MIN", "FY2024"), "Mineral Resources spodumene production")
    assert "201" not in draft
    own, _ = answer(cited_doc(text, "MIN", "FY2024"), "Wodgina spodumene production FY2024")
    assert "201 kt" in own


def test_a_scale_printed_beside_the_tonnes_unit_is_millions_of_tonnes() -> None:
    text = (
        "Table: Operating summary, FY2025\n"
        "| Item | FY2025 | FY2024 |\n"
        "| Iron ore shipped (wmt, millions) | 198.4 | 191.6 |\n"
    )
    figures = extract_figures(text, DocContext("FMG", Period(2025)))
    assert {(f.value, f.unit, f.scale) for f in figures} == {(198.4, "Mt", 1e6), (191.6, "Mt", 1e6)}
    draft, check = answer(cited_doc(text, "FMG", "FY2025"), "Fortescue iron ore shipments FY2025")
    assert "198.4 Mt" in draft and check.verified == 1
