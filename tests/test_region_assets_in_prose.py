"""A region's mines that are one asset of the company, named in a sentence.

BHP's Western Australian iron ore mines are one asset reported apart (WAIO) beside its other
iron ore: what "the Pilbara operations" produced is that asset's figure, never the
company's total, and a question about the asset gets it. Sentences in our own words; the
tonnages are from the verified facts (BHP FY2024: WAIO 255 Mt, all iron ore 259.7 Mt).
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from mines.figures.region_subjects import regional_site
from tests.support.offline_answer import answer, cited_doc, verified_draft

_REGION_SENTENCES = (
    "Over FY2024 the Pilbara mines turned out 255 million tonnes of iron ore.",
    "In FY2024 BHP's Western Australian operations produced 255 Mt.",
    "During FY2024, our WA iron ore business again produced 255 Mt of ore.",
)


def _figures(text: str) -> list[tuple[str, str | None, float]]:
    doc = {"id": "1", "company": "BHP", "fiscal_year": "2024", "period": "FY2024", "text": text}
    return [(s.figure.metric, s.figure.qualifier, s.figure.base_value) for s in doc_figures(doc)]


@pytest.mark.parametrize("text", _REGION_SENTENCES)
def test_region_mines_volume_is_the_assets(text: str) -> None:
    figures = [f for f in _figures(text) if f[2] == 255e6]
    assert figures and all("WAIO" in (q or "") for _, q, _ in figures), figures


@pytest.mark.parametrize("text", _REGION_SENTENCES)
def test_group_question_refuses_the_assets_volume(text: str) -> None:
    draft, _ = answer(
        cited_doc(text, "BHP", "FY2024"), "What was BHP's iron ore production in FY2024?"
    )
    assert "255" not in draft and "not found" in draft


@pytest.mark.parametrize("text", _REGION_SENTENCES)
def test_asset_question_gets_the_regions_volume(text: str) -> None:
    draft = verified_draft(
        cited_doc(text, "BHP", "FY2024"), "How much iron ore did WAIO produce in FY2024?"
    )
    assert "255 Mt" in draft


def test_group_total_stays_the_groups() -> None:
    text = "BHP's iron ore output for FY2024 came to 259.7 Mt across all its mines."
    draft = verified_draft(
        cited_doc(text, "BHP", "FY2024"), "What was BHP's iron ore production in FY2024?"
    )
    assert "259.7 Mt" in draft


def test_region_apart_from_the_figure_names_no_asset() -> None:
    assert regional_site("Total output, including the Pilbara mines, ", "BHP") is None
    assert regional_site("Beyond its Pilbara operations, BHP ", "BHP") is None
    assert regional_site("The Pilbara mines ", "RIO") is None  # Rio's Pilbara is its iron ore
    assert regional_site("The Pilbara mines ", "BHP") == "WAIO"


# --- a place's mine not listed as a site, as a volume's subject ---------------------------

_PLACE_SENTENCES = (
    ("In FY2024 the Jundee mine sold 1,621 koz of gold.", "Jundee"),
    (
        "During FY2024 the Kalgoorlie operations together sold 1,621,000 ounces of gold.",
        "Kalgoorlie",
    ),
    ("At Kalgoorlie, 1,621 koz of gold was sold in FY2024.", "Kalgoorlie"),
    ("Gold sales held up in FY2024, and the Thunderbox gold mine sold 1,621 koz.", "Thunderbox"),
)


@pytest.mark.parametrize(("text", "place"), _PLACE_SENTENCES)
def test_place_mine_volume_is_never_the_groups(text: str, place: str) -> None:
    doc = cited_doc(text, "NST", "FY2024")
    draft, _ = answer(doc, "How much gold did Northern Star sell in FY2024?")
    assert "1,621" not in draft and "not found" in draft
    figures = [(m, q) for m, q, v in _figures_of(text, "NST") if v == 1_621_000]
    assert figures == [("gold_sold_koz", place)]


def test_place_mine_question_gets_its_volume() -> None:
    doc = cited_doc("In FY2024 the Jundee mine sold 1,621 koz of gold.", "NST", "FY2024")
    assert "1,621 koz" in verified_draft(doc, "How much gold did Jundee sell in FY2024?")


@pytest.mark.parametrize(
    "text",
    [
        "Northern Star sold 1,621 koz of gold in FY2024.",
        "Our mines sold 1,621 koz of gold in FY2024.",
        "All operations together sold 1,621 koz of gold in FY2024.",
    ],
)
def test_the_groups_own_mines_stay_the_groups(text: str) -> None:
    doc = cited_doc(text, "NST", "FY2024")
    assert "1,621 koz" in verified_draft(doc, "How much gold did Northern Star sell in FY2024?")


def _figures_of(text: str, company: str) -> list[tuple[str, str | None, float]]:
    doc = {"id": "1", "company": company, "fiscal_year": "2024", "period": "FY2024", "text": text}
    return [(s.figure.metric, s.figure.qualifier, s.figure.base_value) for s in doc_figures(doc)]


@pytest.mark.parametrize(
    "text",
    [
        "Pilbara operations railed and shipped 331.8 Mt in 2023 (100% basis).",
        "In 2023 the Pilbara mines mined and shipped 331.8 Mt on a 100% basis.",
    ],
)
def test_a_region_with_two_verbs_ships_its_commodity(text: str) -> None:
    doc = cited_doc(text, "RIO", "FY2023")
    draft = verified_draft(doc, "How much iron ore did Rio Tinto ship from the Pilbara in 2023?")
    assert "331.8 Mt" in draft
