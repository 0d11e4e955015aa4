"""Volumes listed in one sentence with the verb or noun of volume printed only once.

"Gold sales were 1,500 koz and silver 900 koz", "Kalgoorlie poured 500 koz and Pogo 250 koz":
each later item shares the first one's measure (gapping), and is its own commodity's or
site's; the items had gone unread. Another amount between ends the list.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period


def _by_value(company: str, text: str) -> dict[float, Figure]:
    ctx = DocContext(company, Period.parse_label("FY2024"))
    return {f.value: f for f in extract_figures(text, ctx)}


def test_a_commodity_after_and_shares_the_output_noun() -> None:
    figures = _by_value("BHP", "Copper output came to 1,720 kt and iron ore 255 million tonnes.")
    iron = figures[255.0]
    assert iron.period.label == "FY2024"
    assert iron.label == "iron ore production"
    assert (iron.qualifier or "").lower() == "iron ore"
    assert iron.scale == 1e6


def test_a_list_of_glued_units_with_a_record_and_a_new_verb() -> None:
    text = (
        "Turning to volumes, Pilbara shipments reached 330 million tonnes, mined copper "
        "700kt, bauxite a record 58.1Mt and aluminium 3.3Mt."
    )
    figures = _by_value("RIO", text)
    assert figures[330.0].metric == "iron_ore_shipments_mt"
    assert figures[700.0].metric == "copper_production_kt"
    assert figures[58.1].label == "bauxite production"
    assert figures[3.3].label == "aluminium production"
    assert figures[3.3].metric != "iron_ore_shipments_mt"


def test_a_site_after_the_first_product_is_that_sites_volume() -> None:
    text = "Over the year Wodgina shipped 180kt of SC6 concentrate and Mt Marion 190kt."
    marion = _by_value("MIN", text)[190.0]
    assert marion.metric == "spodumene"
    assert "marion" in (marion.qualifier or "").lower()


def test_a_site_after_a_basis_aside_is_that_sites_volume() -> None:
    text = "Onslow Iron shipped 12mt on a 100 per cent basis, and the Pilbara Hub 8.5mt."
    hub = _by_value("MIN", text)[8.5]
    assert hub.metric == "iron_ore_shipments_mt_pilbara_hub"


def test_an_amount_of_money_between_ends_the_list() -> None:
    text = "Iron ore output was 250 Mt at a cost of US$18 a tonne and copper 1.7 Mt."
    assert 1.7 not in _by_value("BHP", text)
