"""Everyday names of a measure, read as what the measure is (issue 20).

Handing cash back to owners is an amount of money, which a return *on* equity or capital
(a ratio) never answers, nor a dividend alone (one part of what was handed back). Returns
on equity, on capital and on assets are ratios that never answer for each other. The tax
charged in the accounts and the tax paid in cash are two lines. Workers, staff and a
headcount are a count of people.
"""

from __future__ import annotations

from typing import Any

from mines.figures.asked import asked_measures
from mines.figures.qualifier_conflicts import conflicts, qualifiers_of
from mines.figures.qualifiers import read_qualifiers
from mines.figures.unit_qualifiers import quantity_asked
from mines.measures.paraphrases import paraphrased_measures
from mines.measures.words import question_metrics
from mines.read_question import read_question
from tests.test_measures_of_their_own import _draft


def _one(question: str) -> Any:
    found = asked_measures(question)
    assert len(found) == 1, found
    return found[0]


def test_cash_handed_back_to_owners_is_an_amount_of_its_own() -> None:
    for question in (
        "How much did Rio Tinto give back to its investors in 2023?",
        "What were Fortescue's capital returns for FY2023?",
        "Total cash returned to shareholders by BHP in FY2022?",
        "How much did Northern Star distribute to its owners in FY2024?",
        "What did BHP pay out to shareholders through buy-backs and dividends in FY2023?",
    ):
        asked = _one(question)
        assert asked.metric is None, question
        assert asked.stated["line"] == {"returns"}, question
        assert quantity_asked(asked.stated) == {"money"}, question
    # dividends named alone as what was paid out are the dividend, one part of it
    found = asked_measures("How much did Rio Tinto pay out to shareholders in dividends in 2023?")
    assert [m.metric for m in found] == ["dividends_per_share"]
    assert not paraphrased_measures("a final dividend paid out to shareholders")


def test_handing_cash_back_is_never_read_as_return_on_equity() -> None:
    request = read_question("How much did Mineral Resources return to shareholders in FY2022?")
    assert request.described is None
    assert "return_on_equity" not in request.metrics
    assert all(m.metric != "return_on_equity" for m in request.measures)


def test_a_ratio_or_a_dividend_does_not_answer_cash_handed_back() -> None:
    asked = dict(_one("What were BHP's shareholder returns in FY2024?").stated)
    assert conflicts(asked, qualifiers_of("Return on equity", "return_on_equity"))
    assert conflicts(asked, qualifiers_of("Total dividends per share", "dividends_per_share"))
    # a return per share is what each share got back: the dividend
    assert question_metrics("What cash returns per share did BHP make in FY2024?") == (
        "dividends_per_share",
    )


def test_the_offline_answer_refuses_a_dividend_for_cash_handed_back() -> None:
    text = (
        "The final dividend for FY2023 was 80 US cents per share. Total dividends per share "
        "for FY2023 were 170 US cents per share."
    )
    said = _draft("How much did BHP return to its shareholders in FY2023?", text)
    answer = said.split("closest stated")[0]
    assert "80" not in answer and "170" not in answer, said
    assert "not found" in answer.lower(), said
    assert "return on equity" not in said.lower(), said


def test_returns_on_equity_capital_and_assets_are_ratios_apart() -> None:
    capital = _one("What was Rio Tinto's ROCE in 2023?")
    assert capital.metric is None
    assert capital.stated["form"] == {"ratio"}
    assert quantity_asked(capital.stated) == {"percent"}
    assert conflicts(dict(capital.stated), qualifiers_of("ROE", "return_on_equity"))
    equity = _one("What was BHP's return on shareholders' equity in FY2024?")
    assert equity.metric == "return_on_equity"
    assert conflicts(equity.qualifiers, qualifiers_of("Return on average capital employed", None))
    assert conflicts(equity.qualifiers, qualifiers_of("Return on assets", None))
    assert not conflicts(equity.qualifiers, qualifiers_of("Return on equity", "return_on_equity"))


def test_total_shareholder_return_is_a_percentage_not_cash_handed_back() -> None:
    tsr = _one("What was Fortescue's total shareholder return over FY2024?")
    assert tsr.stated["form"] == {"ratio"}
    assert "returns" not in tsr.stated["line"]
    assert read_question("What was Fortescue's total shareholder return in FY2024?").kind != (
        "calculation"
    )


def test_tax_paid_and_the_tax_expense_are_lines_apart() -> None:
    paid = _one("What did Fortescue hand over in income taxes paid during FY2024?")
    assert paid.stated["line"] == {"tax paid"}
    charged = _one("What was Fortescue's income tax charge for FY2024?")
    assert charged.stated["line"] == {"tax expense"}
    assert conflicts(dict(paid.stated), read_qualifiers("Income tax expense"))
    assert conflicts(dict(charged.stated), read_qualifiers("Income taxes paid"))
    verb = _one("How much tax did Northern Star pay in FY2023?")
    assert verb.stated["line"] == {"tax paid"}
    # tax listed after interest is what a cash flow is net of, not the measure
    assert "line" not in read_qualifiers("Cash from operations after interest and tax paid")
    # a "tax bill" says neither line, and is still no profit after tax
    bill = _one("How large was Rio Tinto's tax bill in 2023?")
    assert "line" not in bill.stated
    assert bill.stated["head"] == {"tax"}
    assert conflicts(dict(bill.stated), qualifiers_of("Profit after tax", "statutory_npat"))


def test_workers_staff_and_headcount_are_a_count_of_people() -> None:
    for question in (
        "How many workers did Fortescue have in FY2024?",
        "What was the headcount at Northern Star in FY2023?",
        "How many staff does Mineral Resources employ?",
        "What was BHP's workforce in FY2024?",
    ):
        asked = _one(question)
        assert asked.stated["head"] == {"people"}, question
        assert quantity_asked(asked.stated) == {"count"}, question
    money = qualifiers_of("Employee benefits expense", None) | {"quantity": frozenset({"money"})}
    asked = dict(_one("How many people did BHP employ in FY2024?").stated)
    assert conflicts(asked | {"quantity": frozenset({"count"})}, money)
    assert "people" not in read_qualifiers("Return on capital employed").get("head", set())


def test_everyday_names_of_known_measures() -> None:
    owed = _one("How much did Fortescue owe at 30 June 2024?")
    assert owed.metric == "net_debt" and owed.stated["gross_net"] == {"gross"}
    assert not any(
        m.metric == "net_debt" for m in asked_measures("How much tax did BHP owe in FY2024?")
    )
    chest = _one("How big was Northern Star's war chest at the end of FY2024?")
    assert chest.stated["line"] == {"cash"}
    assert question_metrics("How much money did Fortescue make in FY2024?") == ("statutory_npat",)
    assert question_metrics("What did Rio Tinto clear after tax in 2023?") == ("statutory_npat",)


_TONNAGES = """# BHP Annual Report 2022

## Five-year record

| Operating measure | FY22 | FY21 |
|---|---|---|
| Iron ore (Mt) | 253.0 | 252.1 |
| Copper production (kt) | 1,600 | 1,700 |
"""


def test_a_unit_cost_is_money_never_the_tonnes_produced(tmp_path: Any) -> None:
    # a cost asked of a commodity is an amount of money (a unit cost, per tonne or not):
    # the commodity's tonnage row shares its words, never its kind of quantity
    assert quantity_asked(read_qualifiers("iron ore unit cost")) == {"money"}
    path = tmp_path / "bhp-fy22-annual-report.md"
    path.write_text(_TONNAGES)
    from mines.ingest.run import _read_file
    from tests.support.offline_answer import answer

    pending = _read_file(path, "BHP", "FY2022", None)
    doc = {**dict(pending.chunks[0]), "id": "1", "score": 1.0}  # type: ignore[union-attr]
    for question, tonnage in (
        ("What was BHP's iron ore unit cost in FY2022?", "253.0"),
        ("What was BHP's copper unit cost in FY2022?", "1,600"),
        ("What did it cost BHP to produce a tonne of iron ore in FY2022?", "253.0"),
        ("What was BHP's copper production cost in FY2022?", "1,600"),
    ):
        draft, _ = answer(doc, question)
        claimed = draft.split("closest stated")[0]  # a suggestion visibly not the answer
        assert "not found" in claimed and tonnage not in claimed, (question, draft)
    draft, _ = answer(doc, "How much copper did BHP produce in FY2022?")
    assert "1,600 kt" in draft, draft


def test_a_cost_of_producing_is_a_cost_not_the_volume() -> None:
    for question in (
        "What did it cost BHP to produce a tonne of iron ore in FY2022?",
        "What was BHP's copper production cost in FY2022?",
    ):
        (asked,) = read_question(question).measures
        assert asked.metric is None and list(asked.stated["head"]) == ["cost"], (question, asked)
