"""Site- and asset-level volumes: each site's own figure answers it, and nothing else does.

Figures are Mineral Resources' and Rio Tinto's as the shared fact list states them
(Mt Marion 218 kt and Wodgina 201 kt of spodumene produced in FY24; Wodgina 214,000 t and
Mt Marion 203,000 t shipped and the Pilbara Hub 9.7 Mt of iron ore shipped in FY25; Rio
Tinto's 62.4 Mt of bauxite in 2025). The documents are written for these tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.figures.site_rows import column_measure, site_of_row
from mines.figures.tables import TABLE_PREFIX
from mines.figures.verify import verify
from mines.measures.sites import worded_sites
from mines.numbers import find_figures
from tests.support.offline_answer import answer, cited_doc


def _figures(text: str, company: str, year: int) -> list[Figure]:
    return extract_figures(text, DocContext(company, Period(year), "site.md", None, "", "c"))


def _answer(doc: dict[str, Any], question: str) -> tuple[str, bool]:
    """The offline draft for ``question`` and whether every figure line of it verified."""
    draft, check = answer(doc, question)
    return draft, check.verified >= 1 and not check.rejected


def _claim_verdict(doc: dict[str, Any], line: str) -> str:
    """The verifier's reason for the one claim an answer line makes ("supported": it holds)."""
    [(claim, _)] = claims_from_text(line, [doc])
    ctx = DocContext(doc["company"], Period.parse_label(doc["period"]), "site.md", None, "", "c")
    return verify(claim, doc["text"], ctx).reason


# --- 1. one row per site, the measure in the value column's heading ------------------------

_BY_MINE = (
    f"{TABLE_PREFIX}Twelve months ended 30 June 2024\n"
    "| Mine | Spodumene concentrate produced (kt dmt) |\n"
    "| Mt Marion | 218 |\n"
    "| Wodgina | 201 |"
)


def test_each_site_row_is_the_measure_its_column_names_at_that_site() -> None:
    figures = {f.qualifier: f for f in _figures(_BY_MINE, "MIN", 2024)}
    assert set(figures) == {"Mt Marion", "Wodgina"}
    marion = figures["Mt Marion"]
    assert (marion.metric, marion.value, marion.unit, marion.period) == (
        "spodumene",
        218,
        "kt",
        Period(2024),
    )
    assert "produced" in marion.label


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What tonnage of spodumene concentrate did Mt Marion turn out in FY2024?", "218 kt"),
        ("Wodgina's spodumene output for the 2024 financial year?", "201 kt"),
    ],
)
def test_a_site_question_takes_that_sites_row_and_it_verifies(question: str, value: str) -> None:
    draft, verified = _answer(cited_doc(_BY_MINE, "MIN", "FY2024"), question)
    assert value in draft and verified


def test_the_company_total_and_the_other_volume_are_not_a_sites_row() -> None:
    doc = cited_doc(_BY_MINE, "MIN", "FY2024")
    draft, _ = _answer(doc, "How much spodumene did Wodgina produce in FY2024?")
    assert "201 kt [" in draft  # the site's own question is answered from its row
    for question in (
        "How much spodumene concentrate did Mineral Resources produce in FY2024?",
        "How much spodumene did Wodgina ship in FY2024?",  # produced is not shipped
    ):
        draft, _ = _answer(doc, question)
        assert "201 kt [" not in draft and "218 kt [" not in draft, question


def test_the_verifier_holds_a_site_row_to_its_site_and_its_measure() -> None:
    doc = cited_doc(_BY_MINE, "MIN", "FY2024")
    head = "- Mineral Resources (MIN), FY2024 (year to 30 June 2024) — "
    assert _claim_verdict(doc, head + "spodumene (Mt Marion): 218 kt [1]") == "supported"
    assert "Mt Marion" in _claim_verdict(doc, head + "spodumene production: 218 kt [1]")
    assert "Mt Marion" in _claim_verdict(doc, head + "spodumene (Wodgina): 218 kt [1]")


def test_a_row_is_a_site_by_the_list_or_by_its_columns_heading() -> None:
    assert site_of_row("Wodgina", "Item", "MIN") == "Wodgina"  # a known site of the company
    assert site_of_row("Escondida", "Asset", "MIN") is None  # another company's
    assert site_of_row("Gruyere", "Operation", "NST") == "Gruyere"  # a place, by the heading
    assert site_of_row("Gruyere", "Item", "NST") is None
    assert site_of_row("Total", "Operation", "NST") == ""  # the company's own row
    assert site_of_row("Jundee and Thunderbox", "Operation", "NST") is None
    assert column_measure("Iron ore railed to port (Mt)", "MIN") is None  # moved, not shipped
    assert column_measure("Gold sold (koz)", "NST") == ("gold_sold_koz", None, False)


# --- 2. a site the documents name, and the question names or does not ---------------------

_PLACES = (
    f"{TABLE_PREFIX}Year to 30 June 2024\n"
    "| Operation | Spodumene concentrate produced (kt dmt) |\n"
    "| Marble Bar | 218 |\n"
    "| Red Creek | 201 |"
)
"""Places no list of sites knows, rows under "Operation": the names are our own, the values
Mt Marion's and Wodgina's real FY2024 spodumene output from the shared facts."""


def test_a_place_named_with_the_word_for_it_is_a_site_of_the_question() -> None:
    assert worded_sites("How much gold did the Gruyere operation sell?") == ("Gruyere",)
    assert worded_sites("What did its Carosue Dam mine pour?") == ("Carosue Dam",)
    assert worded_sites("How much did the Wodgina operation ship?") == ()  # on the list
    assert worded_sites("BHP's iron ore mine output") == ()  # a commodity is no place
    assert worded_sites("Fortescue's Iron Bridge project") == ()


# --- 3. the press's verbs of a site's volume --------------------------------------------


_PRESS = (
    "Mineral Resources said its Wodgina operation shipped 214,000t of SC6-equivalent "
    "concentrate over the year to June 30. Mt Marion sent 203,000 tonnes offshore over "
    "the same period. The Pilbara Hub moved 9.7 million tonnes of iron ore in the year."
)


def test_press_verbs_of_sending_name_the_sites_shipments() -> None:
    read = {(f.qualifier, f.metric, f.base_value) for f in _figures(_PRESS, "MIN", 2025)}
    assert ("Wodgina", "spodumene", 214_000) in read
    assert ("Mt Marion", "spodumene", 203_000) in read
    assert ("Pilbara Hub", "iron_ore_shipments_mt_pilbara_hub", 9_700_000) in read


@pytest.mark.parametrize(
    "sentence",
    [
        "Mt Marion dug up 218,000 tonnes of spodumene concentrate.",
        "Mt Marion churned out 218,000 tonnes of spodumene concentrate.",
    ],
)
def test_press_verbs_of_digging_name_the_sites_production(sentence: str) -> None:
    [figure] = _figures(sentence, "MIN", 2024)
    assert (figure.qualifier, figure.metric, figure.base_value) == ("Mt Marion", "spodumene", 218e3)


def test_a_tonnage_printed_with_a_bare_t_is_tonnes() -> None:
    [number] = find_figures("shipped 214,000t in the year")
    assert (number.value, number.unit) == (214_000, "t")


_PRESS_ASKED = {
    "How many tonnes of concentrate did Wodgina export in FY2025?": "214,000 t",
    "How much spodumene did Mt Marion send offshore in FY2025?": "203,000 t",
    "How much iron ore did the Pilbara Hub ship in FY2025?": "9.7 Mt",
}


def test_a_sites_press_volume_answers_that_site_and_verifies() -> None:
    doc = cited_doc(_PRESS, "MIN", "FY2025")
    answered = {question: _answer(doc, question) for question in _PRESS_ASKED}
    missed = [q for q, (draft, ok) in answered.items() if _PRESS_ASKED[q] not in draft or not ok]
    assert missed == []


def test_a_sites_press_volume_never_verifies_as_the_groups() -> None:
    doc = cited_doc(_PRESS, "MIN", "FY2025")
    head = "- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — "
    assert "Pilbara Hub" in _claim_verdict(doc, head + "iron ore shipments: 9.7 Mt [1]")
    assert "Mt Marion" in _claim_verdict(doc, head + "spodumene shipments: 203,000 t [1]")
    assert _claim_verdict(doc, head + "spodumene (Mt Marion): 203,000 t [1]") == "supported"


# --- 4. a commodity the registry has no metric for --------------------------------------

_QUARTER = (
    f"{TABLE_PREFIX}Rio Tinto production, fourth quarter and year 2025\n"
    "| | Unit | Q4 2025 | vs Q4 2024 | 2025 | vs 2024 |\n"
    "| Bauxite | Mt | - | - | 62.4 | +6% |"
)


def test_a_commodity_row_the_registry_lacks_answers_its_output_and_verifies() -> None:
    doc = cited_doc(_QUARTER, "RIO", "FY2025")
    draft, verified = _answer(doc, "How much bauxite did Rio Tinto produce in 2025?")
    assert "62.4 Mt" in draft and verified
    head = "- Rio Tinto (RIO), FY2025 (year to 31 December 2025) — "
    assert _claim_verdict(doc, head + "bauxite production: 62.4 Mt [1]") == "supported"
    assert _claim_verdict(doc, head + "alumina production: 62.4 Mt [1]") != "supported"


# --- 5. a site whose volume is a metric of its own ----------------------------------------

_HUBS = (
    f"{TABLE_PREFIX}Iron ore shipments, twelve months to 30 June 2025 (100% basis)\n"
    "| Hub | Unit | FY25 |\n"
    "| Onslow Iron | Mt | 14 |\n"
    "| Pilbara Hub | Mt | 9.7 |"
)


def test_a_hub_row_is_the_hubs_own_metric() -> None:
    metrics = {f.qualifier: f.metric for f in _figures(_HUBS, "MIN", 2025)}
    assert metrics["Pilbara Hub, 100% basis"] == "iron_ore_shipments_mt_pilbara_hub"


def test_a_site_verb_before_wet_tonnes_names_the_sites_volume() -> None:
    text = "The Onslow Iron venture railed 14 million wet tonnes, on a 100% basis, in the year."
    [figure] = _figures(text, "MIN", 2025)
    assert figure.metric == "iron_ore_shipments_mt_onslow_100pct"
    assert figure.base_value == 14e6 and figure.qualifier == "Onslow, 100% basis"


@pytest.mark.parametrize(
    ("doc", "asked", "group_question", "rows"),
    [
        (  # a place no list knows, named by its row under "Operation"
            cited_doc(_PLACES, "MIN", "FY2024"),
            ("How much spodumene did Red Creek produce in FY2024?", "201 kt"),
            "What was Mineral Resources' spodumene production in FY2024?",
            ("201 kt", "218 kt"),
        ),
        (  # a hub whose shipments are a metric of their own
            cited_doc(_HUBS, "MIN", "FY2025"),
            ("What tonnage of iron ore did the Pilbara Hub ship in FY2025?", "9.7 Mt"),
            "What were Mineral Resources' iron ore shipments in FY2025?",
            ("9.7 Mt", "14 Mt"),
        ),
    ],
)
def test_only_the_sites_question_takes_its_row(
    doc: dict[str, Any], asked: tuple[str, str], group_question: str, rows: tuple[str, ...]
) -> None:
    question, value = asked
    draft, verified = _answer(doc, question)
    assert value in draft and verified
    assert not [v for v in rows if v != value and f"{v} [" in draft]
    draft, _ = _answer(doc, group_question)
    assert not [v for v in rows if f"{v} [" in draft]
