"""A site and an ownership basis asked together: the site's row on that basis, or nothing.

Figures are the shared fact list's (BHP's WAIO share of 253 Mt in FY23 and 255 Mt in FY24,
Escondida's 644 kt of copper in the December 2024 half); the sentences and tables are
written for these tests.
"""

from __future__ import annotations

from mines.figures.model import Figure, Period, Span
from mines.figures.named_scopes import named_scopes
from mines.figures.ownership_words import SHARE, ownership_kinds
from mines.figures.query import FigureRequest
from mines.figures.select import names_asked_site
from mines.measures.sites import regional_sites
from mines.read_question import read_question
from mines.slots import extract_slots
from tests.support.offline_answer import answer, cited_doc

# --- a stake's size before the word for it still asks the company's part ----------------


def test_a_sized_stake_is_the_companys_part() -> None:
    assert ownership_kinds("BHP's 57.5% share of the Chilean mine's copper") == (SHARE,)
    assert ownership_kinds("its 60 per cent interest in the venture") == (SHARE,)
    # a share price move is still no ownership basis
    assert ownership_kinds("after a 12% share price fall") == ()


def test_a_sized_share_question_is_read_as_the_share_basis() -> None:
    req = read_question("What was BHP's 57.5% share of Escondida's copper output in 1H25?")
    assert req.basis == SHARE


_SITE_NO_BASIS = (
    "Copper output for the December half was 987kt, and the Escondida mine in Chile on its "
    "own produced 644kt."
)


def test_a_site_figure_stating_no_basis_does_not_answer_the_companys_share() -> None:
    draft, _ = answer(
        cited_doc(_SITE_NO_BASIS, "BHP", "H1 FY2025"),
        "What was BHP's 57.5% share of Escondida's copper output in 1H25?",
    )
    assert "644" not in draft.split("closest stated")[0], draft


# --- a region's joint venture is the company's regional asset ----------------------------


def test_a_regions_joint_venture_is_the_regional_asset() -> None:
    question = "What was BHP's share of Pilbara joint-venture iron ore in 2023-24?"
    assert regional_sites(question, ("BHP",)) == ("WAIO",)
    assert regional_sites("its Pilbara JV ore", ("BHP",)) == ("WAIO",)
    # the region's name is the site's, no further part a label must print
    assert "Pilbara" not in named_scopes(question)
    assert extract_slots(question).metrics == ("iron_ore_production_mt",)


def test_the_sites_ore_named_without_a_verb_is_its_production() -> None:
    slots = extract_slots("How many tonnes of WAIO ore were attributable to BHP in 2022-23?")
    assert slots.metrics == ("iron_ore_production_mt",)
    # a mine's name holding a commodity word ("Iron Valley") names no ore
    named = extract_slots("How many wet tonnes went out of MinRes' Pilbara Hub (Iron Valley)?")
    assert named.metrics == ("iron_ore_shipments_mt_pilbara_hub",)


_WAIO_TABLE = (
    "Table: Output summary, year ended 30 June\n"
    "|  | Unit | FY2024 | FY2023 |\n"
    "| Western Australia Iron Ore, BHP share | Mt | 255 | 253 |\n"
    "| Iron ore, total BHP share | Mt | 259.7 | 257.0 |\n"
)


def test_the_regional_ventures_share_is_its_row_never_the_total() -> None:
    draft, check = answer(
        cited_doc(_WAIO_TABLE, "BHP", "FY2024"),
        "What was BHP's share of Pilbara joint-venture iron ore in 2023-24?",
    )
    assert "255" in draft and "259.7" not in draft, draft
    assert check.verified >= 1 and not check.rejected
    draft, _ = answer(
        cited_doc(_WAIO_TABLE, "BHP", "FY2024"),
        "How many tonnes of WAIO ore were attributable to BHP's interest in 2022-23?",
    )
    assert "253" in draft and "257" not in draft, draft


def _figure(label: str, qualifier: str | None) -> Figure:
    text = f"{label}: 259.7 Mt"
    return Figure(
        company="BHP",
        metric="",
        period=Period(2024, "FY"),
        value=259.7,
        scale=1e6,
        unit="Mt",
        currency=None,
        span=Span("t.md", 1, text, text.index("259.7"), text.index("259.7") + 5),
        qualifier=qualifier,
        label=label,
    )


def test_a_figure_read_by_meaning_must_name_the_asked_site() -> None:
    asked = FigureRequest("FY", None, "share", ("WAIO",), "BHP's WAIO share")
    total = _figure("Iron ore, total BHP share", "share")
    assert not names_asked_site(total, asked, by_label=True)
    site = _figure("Western Australia Iron Ore, BHP share", None)
    assert names_asked_site(site, asked, by_label=True)
    assert names_asked_site(total, FigureRequest("FY"), by_label=True)


def test_a_basis_column_gives_a_sites_row_its_basis() -> None:
    # "| Onslow Iron | Shipped (Mt) | 100% of the joint venture | 14 |": the basis column
    # makes the row the venture's whole shipments, answering a 100% question
    from tests.support.offline_answer import answer, cited_doc

    text = (
        "Table: Output by hub\n"
        "| Operation | Measure | Basis | FY25 |\n|---|---|---|---|\n"
        "| Onslow Iron | Shipped (Mt) | 100% of the joint venture | 14 |\n"
    )
    doc = cited_doc(text, "MIN", "FY2025")
    draft, check = answer(doc, "How much ore did Onslow Iron ship in FY25 on a 100% basis?")
    assert "14 Mt [1]" in draft, draft
    assert check.verified == 1 and not check.rejected, check


# --- a region named after its mines still names the regional asset -----------------------


def test_a_region_after_the_mines_names_the_asset() -> None:
    assert regional_sites("its iron ore operations in the Pilbara", ("BHP",)) == ("WAIO",)
    assert regional_sites("BHP's iron ore mines in WA", ("BHP",)) == ("WAIO",)
    assert regional_sites("its West Australian iron ore", ("BHP",)) == ("WAIO",)
    assert regional_sites("its iron ore production in FY24", ("BHP",)) == ()
    table = (
        "Table: Iron ore production (Mt)\n| | FY24 | FY23 |\n"
        "| Western Australia Iron Ore (BHP share) | 255 | 253 |\n"
    )
    asked = "What was BHP's share of output from its iron ore mines in Western Australia in FY24?"
    draft, check = answer(cited_doc(table, "BHP", "FY2024"), asked)
    assert "255" in draft and check.verified == 1
