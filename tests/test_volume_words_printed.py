"""Production, shipments and sales in the words people and pages use (issue 19).

A question's verb says which volume it asks for, whatever the commodity word hints at:
ounces poured or mined are produced, never sold; copper sold or shipped is no copper
production. Pages print volumes as verbs on a commodity or a region ("Pilbara ore mined
and crushed", "Ore put on vessels"), with the basis in a column of its own; the reader
and the verifier take them as printed. Wording is our own; every number is synthetic.
"""

from __future__ import annotations

import pytest

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify
from mines.read_question import read_question


def _only(question: str):  # type: ignore[no-untyped-def]
    measures = asked_measures(question)
    assert len(measures) == 1, measures
    return measures[0]


def _figures(text: str, company: str, year: int = 2031):  # type: ignore[no-untyped-def]
    return extract_figures(text, DocContext(company, Period(year)))


# ----- the question's verb ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "page", "company"),
    [
        # poured or mined gold is produced: the ounces sold are not it
        ("How many ounces did Northern Star pour in FY2031?", "Gold sold was 444 koz.", "NST"),
        (
            "How many ounces of gold did Northern Star mine in FY2031?",
            "Gold sold was 444 koz.",
            "NST",
        ),
        # copper sold or shipped is not the copper the mines produced
        ("How much copper did BHP sell in FY2031?", "Copper production was 333 kt.", "BHP"),
        ("How much copper did BHP ship in FY2031?", "Copper production was 333 kt.", "BHP"),
        # exported iron ore is shipped, never the tonnes produced
        (
            "How much iron ore did Fortescue export in FY2031?",
            "Iron ore production was 222 Mt.",
            "FMG",
        ),
    ],
)
def test_a_verb_of_the_other_volume_refuses_the_figure(
    question: str, page: str, company: str
) -> None:
    asked = _only(question)
    (figure,) = _figures(page, company)
    assert figure_conflicts(asked, figure)


@pytest.mark.parametrize(
    ("question", "page", "company"),
    [
        ("How much copper did BHP dig up in FY2031?", "Copper production was 333 kt.", "BHP"),
        ("How much gold did Northern Star sell in FY2031?", "Gold sold was 444 koz.", "NST"),
        (
            "How much iron ore did Fortescue sell in FY2031?",
            "Iron ore shipments were 55 Mt.",
            "FMG",
        ),
        (
            "How much iron ore did Fortescue export in FY2031?",
            "Iron ore shipments were 55 Mt.",
            "FMG",
        ),
    ],
)
def test_a_verb_of_the_same_volume_keeps_the_figure(question: str, page: str, company: str) -> None:
    asked = _only(question)
    (figure,) = _figures(page, company)
    assert not figure_conflicts(asked, figure)


def test_a_question_naming_both_volumes_is_read_by_its_phrase() -> None:
    asked = _only("What iron ore output, not shipments, did Rio Tinto report for 2031?")
    assert asked.stated.get("head") == frozenset({"production"})


# ----- a verb and its commodity in a sentence -----------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "metric", "value"),
    [
        ("The miner exported 31.5 million wet tonnes of iron ore.", "iron_ore_shipments_mt", 31.5),
        ("Across its sites the group mined 412 kt of copper.", "copper_production_kt", 412.0),
        ("It sold 77 Mt of iron ore into Asia.", "iron_ore_shipments_mt", 77.0),
    ],
)
def test_a_volume_verb_names_the_commodity_after_its_tonnes(
    sentence: str, metric: str, value: float
) -> None:
    assert [(f.metric, f.value) for f in _figures(sentence, "MIN")] == [(metric, value)]


def test_poured_gold_is_no_gold_sold() -> None:
    figures = _figures("The mills poured 1,234 koz of gold.", "NST")
    assert all(f.metric != "gold_sold_koz" for f in figures)


def test_the_verifier_reads_a_tonnage_spelt_out_between_verb_and_commodity() -> None:
    text = "The company shipped a record 31.5 million tonnes of iron ore, up on the year before."
    claim = Claim(
        company="MIN",
        metric="iron_ore_shipments_mt",
        period=Period(2031),
        value=31.5,
        scale=1e6,
        unit="Mt",
        currency=None,
        label="iron ore shipments",
    )
    verdict = verify(claim, text, DocContext("MIN", Period(2031), "notes.txt", 1, "", "c-1"))
    assert verdict.supported, verdict.reason


# ----- rows that say their volume with verbs; a basis column; a "Full year" column ----------

_OPS = (
    "Table: Year to 31 December 2031\n"
    "|  | Basis | Full year |\n"
    "| Pilbara ore mined and crushed (Mt) | 100% | 111.1 |\n"
    "| Pilbara iron ore put onto vessels (Mt) | 100% | 122.2 |\n"
    "| Copper mined (kt) | Rio Tinto share | 133 |\n"
    "| Ore mined (Mt) | 100% | 144.4 |\n"
    "| Pilbara ore railed (Mt) | 100% | 155.5 |\n"
)


def test_rows_worded_with_verbs_take_their_volume_basis_and_the_titles_year() -> None:
    got = {(f.metric, f.value, f.qualifier, f.period) for f in _figures(_OPS, "RIO")}
    year = Period(2031)
    assert ("iron_ore_production_mt", 111.1, "100% basis", year) in got
    assert ("iron_ore_shipments_mt", 122.2, "100% basis", year) in got
    assert ("copper_production_kt", 133.0, "share", year) in got
    assert {m for m, v, _, _ in got if v in {144.4, 155.5}} == {""}


@pytest.mark.parametrize(
    ("row", "company", "metric"),
    [
        ("Pilbara ore mined and processed", "RIO", "iron_ore_production_mt"),
        ("Pilbara iron ore mined and railed", "RIO", "iron_ore_production_mt"),
        ("Pilbara ore railed and shipped", "RIO", "iron_ore_shipments_mt"),
        ("Mined copper, consolidated", "RIO", "copper_production_kt"),
        ("Onslow Iron ore exported", "MIN", "iron_ore_shipments_mt"),
    ],
)
def test_a_worded_row_is_its_commoditys_volume(row: str, company: str, metric: str) -> None:
    text = f"Table: Operations\n|  | Unit | 2031 |\n| {row} | Mt | 10.5 |\n"
    assert [f.metric for f in _figures(text, company)] == [metric]


@pytest.mark.parametrize(
    "row",
    [
        "Ore mined",  # a gold miner's rock: no commodity named
        "Pilbara ore railed",  # moved, neither produced nor shipped
        "Iron ore mined and shipped",  # both: undecided
        "Copper concentrate produced",  # concentrate tonnes are no contained copper
    ],
)
def test_a_row_whose_words_do_not_decide_is_no_registry_volume(row: str) -> None:
    text = f"Table: Operations\n|  | Unit | 2031 |\n| {row} | Mt | 10.5 |\n"
    assert all(f.metric == "" for f in _figures(text, "RIO"))


def _claim(metric: str, qualifier: str | None) -> Claim:
    return Claim(
        company="RIO",
        metric=metric,
        period=Period(2031),
        value=111.1,
        scale=1e6,
        unit="Mt",
        currency=None,
        qualifier=qualifier,
        label="volume",
    )


def test_the_verifier_reads_a_basis_column_and_a_full_year_column() -> None:
    text = (
        "Table: Year to 31 December 2031\n"
        "|  | Basis | Full year |\n"
        "| Pilbara iron ore mined and railed (Mt) | 100% | 111.1 |\n"
    )
    ctx = DocContext("RIO", Period(2031), "ops.md", 1, "", "c-1")
    assert verify(_claim("iron_ore_production_mt", "100% basis"), text, ctx).supported
    # the other basis, and the other volume, are refused
    assert not verify(_claim("iron_ore_production_mt", "share"), text, ctx).supported
    assert not verify(_claim("iron_ore_shipments_mt", "100% basis"), text, ctx).supported


def test_a_bare_tonnage_under_no_volume_word_does_not_answer_what_was_produced() -> None:
    (bare,) = _figures(
        "Table: Year to 31 December 2031\n|  | 2031 |\n| Bauxite (Mt) | 55.5 |\n", "RIO"
    )
    (mined,) = _figures(
        "Table: Year to 31 December 2031\n|  | 2031 |\n| Bauxite mined (Mt) | 55.5 |\n", "RIO"
    )
    asked = _only("How much bauxite did Rio Tinto dig up in 2031?")
    assert figure_conflicts(asked, bare)
    assert not figure_conflicts(asked, mined)


@pytest.mark.parametrize(
    ("question", "metric"),
    [
        ("How much Pilbara ore did Rio Tinto mine and crush in 2031?", "iron_ore_production_mt"),
        ("How much hematite ore did Fortescue export in FY2031?", "iron_ore_shipments_mt"),
    ],
)
def test_ore_a_region_or_kind_names_is_iron_ore(question: str, metric: str) -> None:
    assert read_question(question).metrics == (metric,)


def test_ore_named_by_nothing_else_is_no_iron_ore() -> None:
    assert read_question("How much ore did Northern Star mine in FY2031?").metrics == ()
