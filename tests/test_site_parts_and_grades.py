"""Volumes a site or a grade names in press prose, and the neighbours that must not answer.

Figures are from the shared fact list (BHP: 987 kt of copper in the first half of FY25,
Escondida 644 kt of it; iron ore 263 Mt in FY25 with WAIO 256.6 Mt. Mineral Resources: Mt
Marion 218 kt and Wodgina 201 kt of spodumene produced in FY24; 261 kt of SC6 shipped in
the first half of FY25. Rio Tinto: 883 kt of copper in 2025). The sentences are written
for these tests.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.figures.ownership_words import SHARE, ownership_of
from mines.measures.sites import volume_at_site
from mines.slots import extract_slots
from tests.support.offline_answer import answer, cited_doc


def _figures(text: str, company: str, period: Period) -> list[Figure]:
    return extract_figures(text, DocContext(company, period, "parts.md", None, "", "c"))


def _verified(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft, check.verified >= 1 and not check.rejected


_STANDOUT = (
    "The Chilean mine Escondida carried the half for the group, with 644,000 t of copper "
    "produced in those six months."
)


def test_a_value_opening_a_with_clause_is_the_sentence_subjects_site() -> None:
    [fig] = _figures(_STANDOUT, "BHP", Period(2025, "H1"))
    assert (fig.metric, fig.value, fig.qualifier) == ("copper_production_kt", 644000, "Escondida")


def test_the_sites_figure_answers_the_site_and_never_the_company() -> None:
    draft, ok = _verified(_STANDOUT, "BHP", "H1 FY2025", "Escondida copper output in 1H FY25?")
    assert ok and "644,000" in draft
    draft, _ = _verified(_STANDOUT, "BHP", "H1 FY2025", "BHP copper production in H1 FY25?")
    assert "644,000 t [" not in draft  # the sentence may be quoted, never answered with


_TWO_MINES = (
    "Over the 2024 financial year the miner produced 218,000 dry metric tonnes (dmt) of "
    "spodumene concentrate at the Mt Marion mine in the year and 201,000 dmt at the Wodgina "
    "mine."
)


def test_a_bracketed_dry_unit_and_a_second_tonnage_at_another_site_are_read() -> None:
    by_site = {f.qualifier: f.value for f in _figures(_TWO_MINES, "MIN", Period(2024))}
    assert by_site == {"Mt Marion": 218000, "Wodgina": 201000}


def test_each_mine_answers_for_itself_and_no_total_is_made_of_them() -> None:
    draft, ok = _verified(_TWO_MINES, "MIN", "FY2024", "Wodgina spodumene produced in FY24?")
    assert ok and "201,000" in draft
    draft, _ = _verified(_TWO_MINES, "MIN", "FY2024", "MinRes total spodumene output FY24?")
    assert "201,000 t [" not in draft and "218,000 t [" not in draft


_GRADED = "- Shipments came to 261k dmt SC6 over the half, up 28%."


def test_sc6_after_the_unit_makes_the_volume_spodumene() -> None:
    [fig] = _figures(_GRADED, "MIN", Period(2025, "H1"))
    assert (fig.metric, fig.value, fig.unit) == ("spodumene", 261, "kt")


def test_lithium_shipments_are_never_iron_ore_shipments() -> None:
    assert volume_at_site("iron_ore_shipments_mt", "lithium shipments in 1H25") == "spodumene"
    assert volume_at_site("iron_ore_shipments_mt", "iron ore shipments in 1H25") is None
    slots = extract_slots("What were MinRes lithium shipments in 1H25?")
    assert slots.metrics == ("spodumene",)
    draft, _ = _verified(_GRADED, "MIN", "H1 FY2025", "MinRes iron ore shipments in 1H25?")
    assert "261 kt [" not in draft


_PART_OF_TOTAL = (
    "Group iron ore production came to 263Mt, with Western Australia Iron Ore (WAIO) "
    "contributing 256.6Mt."
)


def test_a_site_contributing_to_a_total_names_its_own_volume() -> None:
    figs = {f.value: f for f in _figures(_PART_OF_TOTAL, "BHP", Period(2025))}
    assert figs[256.6].metric == "iron_ore_production_mt" and figs[256.6].qualifier == "WAIO"
    assert figs[263].qualifier is None


def test_the_contributing_site_is_verified_for_the_site_only() -> None:
    draft, ok = _verified(_PART_OF_TOTAL, "BHP", "FY2025", "How much iron ore did WAIO produce?")
    assert ok and "256.6" in draft
    draft, ok = _verified(_PART_OF_TOTAL, "BHP", "FY2025", "BHP total iron ore production?")
    assert ok and "263 Mt [" in draft and "256.6 Mt [" not in draft


def test_a_company_share_said_as_a_basis_is_the_share() -> None:
    assert ownership_of("copper on a Rio Tinto share basis") == SHARE
    assert ownership_of("what did a BHP share earn") is None
