"""Free cash in words: "free cash ... after capital spending" asks for free cash flow.

A question naming free cash and what it is after ("how much free cash was generated once
the capital program was paid for") asks for the cash left, never the capital spending it
names on the way; a printed row taking investment off operating cash ("Operating cash less
capital investment") is that free cash, not the operating flow it starts from.
"""

from __future__ import annotations

import pytest

from mines.figures.asked import asked_measures
from mines.figures.qualifiers import read_qualifiers
from tests.support.offline_answer import answer, cited_doc, off_question, table_text, verified_draft


@pytest.mark.parametrize(
    "question",
    [
        "How much free cash did Fortescue throw off after capital spending in FY2023?",
        "What was left as free cash once capital expenditure was met at BHP in FY2024?",
        "How much free cash did Rio Tinto have in 2022?",
    ],
)
def test_free_cash_named_with_what_it_is_after_asks_free_cash_flow(question: str) -> None:
    asked = asked_measures(question)
    assert [a.metric for a in asked] == ["free_cash_flow"]


def test_capex_asked_alone_is_still_capex() -> None:
    asked = asked_measures("How much did Rio Tinto spend on capital investment in 2022?")
    assert [a.metric for a in asked] == ["capex"]


@pytest.mark.parametrize(
    "label",
    [
        "Operating cash less capital investment",
        "Cash from operations net of capital expenditure",
        "Cash flow from operations after capex",
    ],
)
def test_a_row_taking_investment_off_operating_cash_is_free_cash(label: str) -> None:
    assert read_qualifiers(label)["cash_flow"] & {"free"}
    assert "operating" not in read_qualifiers(label)["cash_flow"]


@pytest.mark.parametrize(
    "label",
    [
        "Net cash from operating activities",
        "Cash generated from operations after interest and tax",
    ],
)
def test_operating_cash_after_other_things_stays_operating(label: str) -> None:
    assert read_qualifiers(label)["cash_flow"] == frozenset({"operating"})


@pytest.mark.parametrize(
    "text",
    [
        "Once capital projects were paid for, the miner threw off free cash of US$5.6 billion.",
        "The miner produced US$5.6 billion in free cash and closed the year with little debt.",
    ],
)
def test_free_cash_in_a_sentence_is_read_and_verified(text: str) -> None:
    doc = cited_doc(text, "BHP", "FY2023")
    draft = verified_draft(doc, "What was BHP's free cash flow in FY2023?")
    assert "5.6" in draft


def test_a_row_of_cash_left_after_investment_answers_free_cash_flow() -> None:
    text = table_text(
        "Key numbers (US$ billion)",
        ["", "FY23", "FY22"],
        [["Cash remaining after capital investment", "5.6", "24.3"]],
    )
    doc = cited_doc(text, "BHP", "FY2023")
    draft, check = answer(doc, "What free cash flow did BHP generate in FY2022?")
    assert "24.3" in draft
    assert not check.rejected
    assert off_question(doc, "What free cash flow did BHP generate in FY2022?", draft) == []
