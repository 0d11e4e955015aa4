"""Measures of their own, never answered by a neighbour sharing their words.

"How much tax did the company pay" has no registry alias: only "after tax" in a profit's
label shares its word, and that is the profit's basis, not what is measured. A spend on
exploration alone is no "capital and exploration" total, though the total answers a
question about capital expenditure. Guidance is no reported figure; debt repaid is a
financing flow, not the debt at the balance date; depreciation is what EBITDA leaves out.
"""

from __future__ import annotations

from typing import Any, cast

from mines.documents import Chunk
from mines.figures.asked import asked_measures
from mines.figures.qualifier_conflicts import conflicts, qualifiers_of
from mines.figures.qualifiers import read_qualifiers


def test_tax_is_a_head_only_where_it_is_what_is_measured() -> None:
    assert read_qualifiers("How much income tax did the miner hand over")["head"] == {"tax"}
    assert read_qualifiers("taxation paid to governments")["head"] == {"tax"}
    for label in ("profit after income tax", "pre-tax earnings", "earnings before taxation"):
        assert "tax" not in read_qualifiers(label).get("head", set()), label


def test_a_tax_question_conflicts_with_an_after_tax_profit_label() -> None:
    (asked,) = asked_measures("What did Rio Tinto pay in taxes during FY2023?")
    label = qualifiers_of("Net earnings after taxation", "statutory_npat")
    assert any(c.startswith("head") for c in conflicts(dict(asked.stated), label))


def test_a_spend_of_one_kind_is_not_the_total_of_two() -> None:
    both = qualifiers_of("Capital & exploration spending", "capex")
    alone = read_qualifiers("money put into exploration")
    assert conflicts(alone, both)
    assert not conflicts(qualifiers_of("capital expenditure", "capex"), both)


def _draft(question: str, text: str) -> str:
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc = {"company": "BHP", "fiscal_year": "FY2023", "period": "FY2023", "text": text}
    doc |= {"id": "1", "source": "bhp.md", "page": 1, "score": 1.0, "section": ""}
    return synthesize(render_documents([cast(Chunk, cast(Any, doc))]) + tag("question", question))


def test_the_offline_answer_refuses_a_profit_for_tax_and_a_total_for_exploration() -> None:
    text = (
        "Profit after taxation attributable to members came to US$12.4 billion in FY2023. "
        "Capital and exploration expenditure totalled US$7.1 billion in FY2023."
    )
    tax = _draft("How much tax did BHP pay in FY2023?", text)
    assert "12.4" not in tax.split("closest stated")[0], tax
    spend = _draft("What did BHP spend on exploration in FY2023?", text)
    assert "7.1" not in spend.split("closest stated")[0], spend
    capex = _draft("What was BHP's capital expenditure in FY2023?", text)
    assert "US$7.1 billion" in capex, capex


def test_guidance_is_answered_only_by_a_figure_stated_as_guidance() -> None:
    (asked,) = asked_measures("What gold output does Northern Star forecast for FY2026?")
    actual = qualifiers_of("Gold sold", "gold_sold_koz")
    assert any(c.startswith("outlook") for c in conflicts(dict(asked.stated), actual))
    outlook = qualifiers_of("FY26 gold sold guidance", "gold_sold_koz")
    assert not [c for c in conflicts(dict(asked.stated), outlook) if c.startswith("outlook")]


def test_debt_repaid_is_a_flow_and_the_balance_does_not_answer_it() -> None:
    (asked,) = asked_measures("How much borrowing did Fortescue pay down in FY2024?")
    assert asked.stated["cash_flow"] == {"financing"}
    balance = qualifiers_of("Net debt at 30 June", "net_debt")
    assert conflicts(dict(asked.stated), balance)
    flow = qualifiers_of("Repayments of borrowings", None)
    assert not conflicts(dict(asked.stated), flow)


def test_what_a_measure_leaves_out_is_not_described_as_that_measure() -> None:
    from mines.question.describe import describe_metric

    assert (
        describe_metric("What did Rio Tinto book for depreciation and amortisation in 2023?")
        is None
    )
