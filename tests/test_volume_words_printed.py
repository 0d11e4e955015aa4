"""Production, shipments and sales in the words people and pages use (issue 19).

A question's verb says which volume it asks for, whatever the commodity word hints at:
ounces poured or mined are produced, never sold; copper sold or shipped is no copper
production. Pages print volumes as verbs on a commodity or a region ("Pilbara ore mined
and crushed", "Ore put on vessels"), with the basis in a column of its own; the reader
and the verifier take them as printed. Wording is our own; every number is synthetic.
"""

from __future__ import annotations

import pytest

from mines.figures.asked import asked_measures, figure_conflicts
from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify


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
