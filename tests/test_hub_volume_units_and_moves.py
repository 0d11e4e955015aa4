"""Volume units and verbs as miners print and people ask them.

Figures are the shared fact list's (Mineral Resources' 9.7 Mt of iron ore shipped in the
December 2024 half, 280 Mt moved by its contracting arm in FY25, Mt Marion's 218 kt of
concentrate in FY24); the tables and questions are written for these tests.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Period
from mines.figures.quantities import declared_unit
from mines.figures.verify_table_units import table_unit
from mines.figures.volume_rows import worded_volume
from mines.question.operations import find_operations
from tests.support.offline_answer import answer, cited_doc

_SHIPPED_MILLIONS = (
    "Iron Ore\n\n"
    "- Tonnes shipped from every hub together\n\n"
    "Table: - Segment earnings are given in the financial report\n"
    "|  | 1H FY25 | 1H FY24 |\n"
    "| Shipped (M wmt) | 9.7 | – |\n"
    "| Achieved price (US$/dmt) | 83 | 111 |\n"
)


def test_millions_of_wet_tonnes_in_a_row_are_verified_as_read() -> None:
    assert table_unit("Shipped (M wmt)", "MIN") == ("tonnes", 1e6, None)
    draft, check = answer(
        cited_doc(_SHIPPED_MILLIONS, "MIN", "H1 FY2025"),
        "What were Mineral Resources' total iron ore shipments in 1H FY25?",
    )
    assert "9.7" in draft, draft
    assert check.verified >= 1 and not check.rejected, check


def test_a_tonnage_moved_is_asked_as_a_volume_not_a_change() -> None:
    assert find_operations("How many wet tonnes did the contracting arm move in FY25?") == ()
    assert find_operations("What volume did Mining Services move in FY25?") == ()
    # a measure that moved is still a change
    assert find_operations("How did MinRes's revenue move from FY24 to FY25?") == ("change",)


def test_a_mount_in_a_sites_name_is_no_million_tonnes() -> None:
    title = "Mt Marion - spodumene concentrate (kt, dry)"
    unit = declared_unit(title, "MIN")
    assert unit is not None and unit.kind == "tonnes" and unit.scale == 1e3
    assert table_unit(title, "MIN") == ("tonnes", 1e3, None)
    # the unit itself still reads
    produced = declared_unit("Iron ore produced (Mt)", "BHP")
    assert produced is not None and produced.scale == 1e6


# --- a title naming one site's volume over the rows under it -----------------------------

_HUB_ONE_ROW = (
    "Table: Pilbara Hub - ore shipped (Mt, wet)\n"
    "|  | FY25 | FY24 |\n"
    "| Both mines, through Port Hedland | 9.7 | – |\n"
)
_HUB_PARTS = (
    "Table: Pilbara Hub - ore shipped (Mt, wet)\n"
    "|  | FY25 |\n"
    "| Northern pit | 5.2 |\n"
    "| Southern pit | 4.5 |\n"
    "| Total | 9.7 |\n"
)


def _table_figures(text: str) -> list[tuple[str, str | None, float]]:
    ctx = DocContext("MIN", Period.parse_label("FY2025"), "hub.md", None, "", "c")
    return [(f.metric, f.qualifier, f.value) for f in extract_figures(text, ctx)]


def test_the_one_row_under_a_sites_volume_title_is_that_sites_volume() -> None:
    assert ("iron_ore_shipments_mt_pilbara_hub", "Pilbara Hub", 9.7) in _table_figures(_HUB_ONE_ROW)
    draft, check = answer(
        cited_doc(_HUB_ONE_ROW, "MIN", "FY2025"),
        "How many wet tonnes went out of MinRes' Pilbara Hub in 2024-25?",
    )
    assert "9.7" in draft and check.verified >= 1 and not check.rejected, (draft, check)
    # the hub's tonnes are never the company's
    draft, _ = answer(
        cited_doc(_HUB_ONE_ROW, "MIN", "FY2025"), "What were MinRes's iron ore shipments in FY25?"
    )
    assert "9.7" not in draft, draft


def test_of_several_rows_under_a_sites_title_only_the_total_is_the_sites() -> None:
    read = _table_figures(_HUB_PARTS)
    hub = [v for m, _, v in read if m == "iron_ore_shipments_mt_pilbara_hub"]
    assert hub == [9.7], read


def test_a_sites_longer_name_is_taken_whole_before_its_short_one() -> None:
    assert worded_volume("Onslow Iron - ore shipped", "MIN") == ("iron ore", "shipments", "Onslow")
