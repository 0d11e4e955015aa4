"""Volumes by site, by ownership basis and by commodity, in the shapes reports print them.

Figures are the shared fact list's (Mineral Resources' Pilbara Hub 9.7 Mt shipped in FY25,
BHP's 263 Mt and WAIO 256.6 Mt / 290 Mt in FY25, Rio Tinto's 62.4 Mt of bauxite in 2025,
Fortescue's 7.1 Mt of Iron Bridge concentrate, Northern Star's half-year gold); the
sentences are written for these tests.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from tests.support.offline_answer import answer, cited_doc


def _figures(text: str, company: str, period: str) -> list[Figure]:
    ctx = DocContext(company, Period.parse_label(period), "vol.md", None, "", "c")
    return extract_figures(text, ctx)


def _verified(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft, check.verified >= 1 and not check.rejected


# --- a site as the subject of a noun of volume, a year between them -------------------------

_HUB = (
    "For the 2025 financial year the Pilbara Hub logged FY25 shipments of 9.7mt, near the "
    "top of its guided range."
)


def test_a_hub_recording_shipments_is_the_hubs_figure() -> None:
    [hub] = [f for f in _figures(_HUB, "MIN", "FY2025") if f.value == 9.7]
    assert hub.qualifier == "Pilbara Hub"
    assert hub.metric == "iron_ore_shipments_mt_pilbara_hub"
    draft, ok = _verified(_HUB, "MIN", "FY2025", "How much did the Pilbara Hub ship in FY25?")
    assert "9.7" in draft and ok, draft


def test_the_hubs_shipments_never_answer_the_companys() -> None:
    question = "What were MinRes' total iron ore shipments in FY25?"
    draft, _ = _verified(_HUB, "MIN", "FY2025", question)
    assert "9.7" not in draft.split("closest stated")[0], draft


# --- a value restated in a bracket on the other ownership basis ----------------------------

_RESTATED = (
    "Across its assets BHP's iron ore output for the year came in at 263Mt. WAIO output was "
    "256.6Mt (290Mt on a 100 per cent basis)."
)
_PAIR = "WAIO turned out 290Mt over the year (256.6Mt being BHP's share)."
_OR = "WAIO produced 290Mt in the year, or 256.6Mt on an attributable basis."


def _line(qualifier: str, value: str) -> str:
    lead = "- BHP Group (BHP), FY2025 (year to 30 June 2025) — iron ore production"
    return f"{lead}{qualifier}: {value} Mt [1]"


def test_the_bracketed_figure_is_the_whole_operations_and_the_first_the_share() -> None:
    for text in (_RESTATED, _PAIR, _OR):
        figures = {f.value: f.qualifier for f in _figures(text, "BHP", "FY2025")}
        assert figures[290] == "WAIO, 100% basis", text
        assert figures[256.6] == "WAIO, share", text


def test_each_basis_question_gets_its_own_figure_verified() -> None:
    full, ok_full = _verified(
        _RESTATED, "BHP", "FY2025", "WAIO production on a 100% basis in FY25?"
    )
    assert "290" in full and ok_full, full
    share, ok_share = _verified(_RESTATED, "BHP", "FY2025", "BHP's share of WAIO output in FY25?")
    assert "256.6" in share and "290" not in share.splitlines()[0] and ok_share, share
    group, _ = _verified(_RESTATED, "BHP", "FY2025", "BHP's total iron ore production in FY25?")
    assert "263" in group and "290" not in group.splitlines()[0], group


def test_the_verifier_refuses_the_other_basis_and_the_sites_figure_as_the_groups() -> None:
    from mines.grounding import check_draft

    doc = cited_doc(_RESTATED, "BHP", "FY2025")
    for qualifier, value in (
        (" (WAIO, share)", "290"),
        (" (WAIO, 100% basis)", "256.6"),
        ("", "290"),
    ):
        check = check_draft(_line(qualifier, value), [doc])
        assert not check.verified and check.rejected, (qualifier, value)
    for qualifier, value in ((" (WAIO, share)", "256.6"), (" (WAIO, 100% basis)", "290")):
        check = check_draft(_line(qualifier, value), [doc])
        assert check.verified == 1 and not check.rejected, (qualifier, value)


# --- a commodity alone as the subject of a tonnage: what was produced ----------------------

_BAUXITE = "Bauxite climbed 6% to a record 62.4 Mt in 2025, helped by the Pacific mines."


def test_a_commodity_tonnage_answers_its_production_and_not_its_shipments() -> None:
    made, ok = _verified(
        _BAUXITE, "RIO", "FY2025", "How much bauxite did Rio Tinto produce in 2025?"
    )
    assert "62.4" in made and ok, made
    moved, _ = _verified(
        _BAUXITE, "RIO", "FY2025", "What were Rio Tinto's bauxite shipments in 2025?"
    )
    assert "62.4" not in moved.split("closest stated")[0], moved


# --- a clause of its own after "yet": its own measure, not the one before ------------------

_YET = (
    "Copper production slipped at Escondida over the year, yet the group's iron ore output "
    "reached 257.0 Mt."
)


def test_a_value_in_a_clause_naming_its_own_volume_is_that_volume() -> None:
    [figure] = _figures(_YET, "BHP", "FY2023")
    assert figure.metric != "copper_production_kt" and figure.qualifier != "Escondida", figure
    draft, ok = _verified(_YET, "BHP", "FY2023", "What was BHP's iron ore production in FY2023?")
    assert "257.0" in draft and ok, draft
    # the verifier still refuses the earlier clause's measure and site for it
    from mines.grounding import check_draft

    doc = cited_doc(_YET, "BHP", "FY2023")
    lead = "- BHP Group (BHP), FY2023 (year to 30 June 2023) — "
    for line in ("copper production: 257.0 Mt [1]", "copper production (Escondida): 257.0 Mt [1]"):
        assert not check_draft(lead + line, [doc]).verified, line


# --- a period said with "across" or "through" between a label and its value ----------------


def test_a_label_keeps_its_words_past_across_or_through_the_period() -> None:
    text = "Gold sold across the six months totalled 804,140 ounces."
    [gold] = _figures(text, "NST", "H1 FY2025")
    assert (gold.metric, gold.label) == ("gold_sold_koz", "Gold sold"), gold
    draft, ok = _verified(
        text, "NST", "H1 FY2025", "How much gold did Northern Star sell in 1H FY25?"
    )
    assert "804,140" in draft and ok, draft
    [copper] = _figures("Copper output through the year came to 883 kt.", "RIO", "FY2025")
    assert copper.metric == "copper_production_kt", copper


# --- a price's comparative printed with no unit of its own ---------------------------------

_PRICE = (
    "Over the December half the realised gold price averaged A$3,562 per ounce in the half, "
    "up from A$2,873 a year before."
)


def test_a_bare_compared_price_is_per_ounce_for_the_prior_half() -> None:
    prior = [f for f in _figures(_PRICE, "NST", "H1 FY2025") if f.value == 2873]
    assert [(f.unit, f.period) for f in prior] == [("per ounce", Period(2024, "H1"))]
    asked = "What was Northern Star's realised gold price in 1H FY24?"
    draft, ok = _verified(_PRICE, "NST", "H1 FY2025", asked)
    assert "2,873" in draft.splitlines()[0] and ok, draft


# --- a tonnage "of" a site's product --------------------------------------------------------

_MAGNETITE = (
    "Over FY25 the company railed and shipped 7.1 million tonnes of Iron Bridge concentrate."
)


def test_a_tonnage_of_a_sites_product_is_that_sites_shipments() -> None:
    from mines.grounding import check_draft

    [figure] = _figures(_MAGNETITE, "FMG", "FY2025")
    assert (figure.metric, figure.qualifier) == ("iron_ore_shipments_mt", "Iron Bridge"), figure
    asked = "How much Iron Bridge concentrate did Fortescue ship in FY25?"
    draft, ok = _verified(_MAGNETITE, "FMG", "FY2025", asked)
    assert "7.1" in draft and ok, draft
    group = "- Fortescue (FMG), FY2025 (year to 30 June 2025) — iron ore shipments: 7.1 Mt [1]"
    assert not check_draft(group, [cited_doc(_MAGNETITE, "FMG", "FY2025")]).verified


# --- a division as the subject of a volume -------------------------------------------------

_CONTRACTING = (
    "For FY25 the Mining Services division posted record production volumes of 280 million "
    "wet metric tonnes for its clients and the group's own hubs."
)


def test_a_divisions_volume_answers_the_division_and_not_the_group() -> None:
    [figure] = _figures(_CONTRACTING, "MIN", "FY2025")
    assert "Mining Services" in figure.label, figure
    draft, ok = _verified(
        _CONTRACTING, "MIN", "FY2025", "What volume did Mining Services produce in FY25?"
    )
    assert "280" in draft and ok, draft
    group, _ = _verified(
        _CONTRACTING, "MIN", "FY2025", "What was MinRes' iron ore production in FY25?"
    )
    assert "280" not in group.split("closest stated")[0], group


# --- a table whose label column's heading names the measure and its unit ------------------

_BY_MINE = (
    "Table: Sales by operation\n"
    "| Gold sold ('000 oz) | FY25 | FY24 |\n"
    "| Pogo | 306 | 317 |\n"
    "| Group total | 1,634 | 1,621 |\n\n"
    "Table: Costs\n"
    "| All-in sustaining cost (A$/oz) | FY25 | FY24 |\n"
    "| Group | 2,163 | 1,853 |"
)


def test_a_label_headings_measure_and_thousands_of_ounces_name_each_row() -> None:
    from mines.grounding import check_draft

    read = {(f.qualifier, f.metric, f.base_value) for f in _figures(_BY_MINE, "NST", "FY2025")}
    assert ("Pogo", "gold_sold_koz", 306_000) in read and (None, "gold_sold_koz", 1_634_000) in read
    for question, value in (
        ("How much gold did Northern Star sell in FY25?", "1,634 koz"),
        ("How much gold did Pogo sell in FY24?", "317 koz"),
        ("What was Northern Star's AISC in FY24?", "A$1,853"),
    ):
        draft, ok = _verified(_BY_MINE, "NST", "FY2025", question)
        assert value in draft.splitlines()[0] and ok, (question, draft)
    lead = "- Northern Star Resources (NST), FY2025 (year to 30 June 2025) — "
    doc = cited_doc(_BY_MINE, "NST", "FY2025")
    for line in ("gold sold: 306 koz [1]", "gold sold (Pogo): 1,634 koz [1]"):
        assert not check_draft(lead + line, [doc]).verified, line


# --- a quarter named only by a table's title dates no row of the year's column -------------

_QUARTERLY = (
    "Table: Fourth quarter operating results, 2025\n"
    "| Product | Unit | Oct-Dec 2025 | Full year 2025 |\n"
    "| Mined copper (consolidated basis) | kt | 230 | 883 |"
)


def test_a_quarter_question_is_not_answered_by_the_years_column() -> None:
    year, ok = _verified(
        _QUARTERLY, "RIO", "FY2025", "What was Rio Tinto's copper production in 2025?"
    )
    assert "883" in year and ok, year
    quarter, _ = _verified(
        _QUARTERLY, "RIO", "FY2025", "How much copper did Rio Tinto mine in Q4 2025?"
    )
    assert "883" not in quarter.split("closest stated")[0], quarter


# --- a table row named by a bare volume noun is no site -------------------------------------

_HALVES = (
    "Table: Operating summary\n"
    "|  | 1H FY25 | 1H FY24 |\n"
    "| Shipments (Mt) | 97.1 | 94.5 |\n"
    "| C1 cost (US$/wmt) | 19.17 | 18.24 |"
)


def test_a_bare_shipments_row_is_the_companys_and_verifies() -> None:
    asked = "What were Fortescue's iron ore shipments in 1H FY24?"
    draft, ok = _verified(_HALVES, "FMG", "H1 FY2025", asked)
    assert "94.5" in draft.splitlines()[0] and ok, draft


# --- a table titled by its ownership basis states no percentage ----------------------------


def test_a_table_titled_100_per_cent_basis_reads_no_percentages() -> None:
    text = "Table: Whole-of-operation (100% basis)\n|  | FY25 | FY24 |\n| Mt Marion | 406 | 420 |"
    units = {f.unit for f in _figures(text, "MIN", "FY2025")}
    assert units and "%" not in units, units


def test_a_hub_delivering_a_tonnage_of_shipments_is_the_hubs() -> None:
    text = (
        "The Pilbara Hub delivered 9.7Mt of shipments, while Onslow Iron ran at 14Mt (100% basis)."
    )
    hub = [f for f in _figures(text, "MIN", "FY2025") if f.value == 9.7]
    assert [(f.metric, f.qualifier) for f in hub] == [
        ("iron_ore_shipments_mt_pilbara_hub", "Pilbara Hub")
    ]
    draft, ok = _verified(text, "MIN", "FY2025", "What were Pilbara Hub shipments in FY25?")
    assert "9.7" in draft and ok, draft


def test_a_tonnage_of_the_sc6_grade_is_spodumene() -> None:
    text = "Over the half the lithium business shipped 261k dmt of SC6 equivalent concentrate."
    assert [f.metric for f in _figures(text, "MIN", "H1 FY2025")] == ["spodumene"]
    draft, ok = _verified(
        text, "MIN", "H1 FY2025", "What were MinRes spodumene shipments in 1H FY25?"
    )
    assert "261" in draft and ok, draft


def test_the_prior_halfs_graded_shipments_in_brackets_are_verified() -> None:
    from mines.grounding import check_draft

    text = "Shipments came to 261k dmt SC6 over the half, 28% higher (1H24: 204k dmt SC6)."
    draft, ok = _verified(
        text, "MIN", "H1 FY2025", "What were MinRes spodumene shipments in 1H FY24?"
    )
    assert "204" in draft and ok, draft
    lead = "- Mineral Resources (MIN), H1 FY2025 (half year to 31 December 2024) — spodumene:"
    assert not check_draft(f"{lead} 204 kt [1]", [cited_doc(text, "MIN", "H1 FY2025")]).verified
