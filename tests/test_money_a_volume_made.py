"""A volume asked for the money it made is that commodity's revenue, never the volume.

"What did the gold sales bring in" asks for dollars; answering with the ounces sold would
state a true figure for a different measure. The questions are written for these tests.
"""

from __future__ import annotations

import pytest

from mines.figures.asked import asked_measures
from mines.figures.unit_qualifiers import quantity_asked


@pytest.mark.parametrize(
    "question",
    [
        "How much did Northern Star's gold sales bring in during FY24?",
        "What did Fortescue's iron ore shipments earn in FY2024?",
        "How much money did the copper output of BHP generate in FY2023?",
        "What were Rio Tinto's iron ore shipments worth in 2024?",
        "What did Northern Star's gold sales come to in dollars in FY24?",
        "How much money did Northern Star make from selling gold in FY24?",
        "What income did Fortescue generate from its iron ore shipments in FY2024?",
    ],
)
def test_a_volume_asked_for_its_money_is_revenue(question: str) -> None:
    (measure,) = asked_measures(question)
    assert measure.metric is None  # no volume metric answers it
    assert measure.phrase.startswith("revenue from")
    assert quantity_asked(measure.qualifiers) == {"money"}


@pytest.mark.parametrize(
    ("question", "metric"),
    [
        ("How much gold did Northern Star sell in FY24?", "gold_sold_koz"),
        ("What were Fortescue's iron ore shipments in FY2024?", "iron_ore_shipments_mt"),
        ("How many tonnes of iron ore shipments did BHP generate in FY2024?", None),
        ("How much iron ore did BHP produce in FY2024?", "iron_ore_production_mt"),
    ],
)
def test_a_volume_asked_as_a_volume_stays_one(question: str, metric: str | None) -> None:
    measures = asked_measures(question)
    assert not any(m.phrase.startswith("revenue from") for m in measures)
    if metric:
        assert metric in {m.metric for m in measures}


def test_a_division_named_by_its_commodity_is_no_volume() -> None:
    (measure,) = asked_measures("What EBITDA did Fortescue's iron ore division earn in FY2024?")
    assert measure.metric == "underlying_ebitda"


def test_the_ounces_sold_never_answer_the_money_made_from_selling() -> None:
    from tests.support.offline_answer import answer, cited_doc, off_question

    doc = cited_doc("Northern Star sold 1,600 koz of gold in the year.", "NST", "FY2024")
    question = "How much money did Northern Star make from selling gold in FY24?"
    draft, _ = answer(doc, question)
    if "1,600" in draft.split("closest stated")[0]:
        assert off_question(doc, question, draft)  # the guardrails withhold the ounces


def test_a_gold_miners_sales_brought_in_are_neither_its_ounces_nor_its_group_revenue() -> None:
    from tests.support.offline_answer import answer, cited_doc, off_question

    text = "The gold miner sold 1,600 koz in the year and revenue rose to A$4.92 billion."
    doc = cited_doc(text, "NST", "FY2024")
    for question in (
        "What did Northern Star's gold sales bring in during FY24?",
        "How much money did Northern Star make from selling gold in FY24?",
    ):
        draft, _ = answer(doc, question)
        stated = draft.split("closest stated")[0]
        # the group's revenue is a neighbour of a commodity's (issue 20's near misses)
        for neighbour in ("1,600", "4.92"):
            assert neighbour not in stated or off_question(doc, question, draft)


def test_a_miner_of_several_commodities_keeps_the_commodity_asked() -> None:
    from tests.support.offline_answer import answer, cited_doc

    text = "Rio Tinto's revenue was US$53.7 billion in 2024."
    doc = cited_doc(text, "RIO", "FY2024")
    draft, _ = answer(doc, "What did Rio Tinto's copper sales bring in during 2024?")
    assert "53.7" not in draft.split("closest stated")[0]
