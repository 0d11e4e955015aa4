"""A question's measure read from its idioms, with what it refuses or leaves out set aside.

A verb the asker refuses ("mine it, not ship it") asks nothing; items a result is asked
without ("leaving out Samarco and the impairment") are its basis, neither a measure nor a
part of the company; money "poured into" capital is spending, not output; the works that
make a volume ("its smelters pour") are no measure; "its final, per share" is a dividend.
"""

from __future__ import annotations

from typing import Any, cast

from mines.documents import Chunk
from mines.figures.similarity import names_scope
from mines.read_question import read_question


def _draft(question: str, text: str, company: str, year: str) -> str:
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc = {"company": company, "fiscal_year": year, "period": year, "text": text}
    doc |= {"id": "1", "source": "report.md", "page": 2, "score": 1.0, "section": ""}
    return synthesize(render_documents([cast(Chunk, cast(Any, doc))]) + tag("question", question))


def test_a_refused_shipping_verb_asks_no_shipments() -> None:
    req = read_question(
        "How many tonnes of iron ore did BHP mine (produce rather than ship) in FY2023?"
    )
    assert req.metrics == ("iron_ore_production_mt",)
    heads = {h for m in req.measures for h in m.stated.get("head", ())}
    assert "shipments" not in heads


def test_both_verbs_asked_keeps_both() -> None:
    req = read_question("How many tonnes of iron ore did BHP produce and ship in FY2023?")
    assert set(req.metrics) == {"iron_ore_production_mt", "iron_ore_shipments_mt"}


def test_money_poured_into_capital_is_capex_not_output() -> None:
    req = read_question("How much did Rio Tinto pour into capital spending in 2023?")
    (measure,) = req.measures
    assert measure.metric == "capex"
    assert measure.phrase == "capital spending"
    assert "production" not in measure.stated.get("head", ())
    assert "form" not in measure.stated  # "into" is no "debt to capital" ratio


def test_gold_poured_is_still_production() -> None:
    req = read_question("How many ounces of gold did Northern Star pour in FY2023?")
    heads = {h for m in req.measures for h in m.stated.get("head", ())}
    assert "production" in heads


def test_the_smelters_that_pour_are_no_part_of_the_measure() -> None:
    req = read_question("How much aluminium did the Rio Tinto smelters pour in 2023?")
    (measure,) = req.measures
    assert measure.phrase == "aluminium production"


def test_a_final_paid_per_share_is_the_dividend() -> None:
    req = read_question(
        "What did Rio Tinto pay as its final for the year to December 2023, per share?"
    )
    assert "dividends_per_share" in req.metrics
    assert req.dividend_kind == "final"


def test_result_asked_without_named_items_is_underlying() -> None:
    question = (
        "Leaving out Samarco and the Western Australia Nickel impairment, "
        "what did BHP earn in FY2023?"
    )
    req = read_question(question)
    assert req.metrics == ("underlying_npat",)
    (measure,) = req.measures
    assert measure.stated == {"basis": ["underlying"]}
    # the asset left out is no part of the company asked about
    assert names_scope(question, "Underlying attributable profit") == []


def test_result_asked_without_named_items_answers_underlying_row() -> None:
    text = (
        "BHP's underlying attributable profit was US$13.4 billion for the year. "
        "Attributable profit was US$12.9 billion, after the Samarco and nickel charges."
    )
    draft = _draft(
        "Excluding Samarco and the nickel impairment, what did BHP earn in FY2023?",
        text,
        "BHP",
        "FY2023",
    )
    assert "US$13.4 billion" in draft.split("closest stated")[0], draft
    assert "12.9" not in draft


def test_losing_on_the_bottom_line_is_the_loss_not_a_fall() -> None:
    req = read_question("How much did Fortescue lose on the bottom line in FY2023?")
    assert req.operations == ()
    assert req.metrics == ("statutory_npat",)
    # a measure lost in is still a fall in it
    assert read_question("How much did Fortescue lose in revenue in FY2023?").operations == (
        "change",
    )


def test_a_half_closing_at_christmas_is_the_december_half() -> None:
    req = read_question("What did BHP earn in the six months to Christmas 2023?")
    assert req.periods["BHP"].kind == "H1"
    assert req.periods["BHP"].years == (2024,)
    assert req.fiscal_years == ("FY2024",)


def test_a_half_named_by_short_month_and_year() -> None:
    req = read_question("What was Northern Star's revenue in the Dec-22 half?")
    assert req.periods["NST"].kind == "H1"
    assert req.periods["NST"].years == (2023,)


def test_a_full_year_release_looking_back_on_its_half_is_the_year() -> None:
    from mines.figures.model import Period
    from mines.figures.periods import document_period

    text = (
        "Briefing\nFortescue | FY23 results | 30 June 2023\n\nBriefing\n\n"
        "Fortescue made a profit of US$5.5 billion after tax for the year.\n\n"
        "| US$ billion | FY23 | FY22 |\n|---|---:|---:|\n| Revenue | 16.9 | 17.4 |\n\n"
        "### The December half\n\n"
        "In the six months to 31 December 2022 the Group earned US$2.4 billion after tax.\n"
    )
    assert document_period(text, "FMG") == Period(2023, "FY")


def test_what_remained_after_investment_is_free_cash_flow() -> None:
    req = read_question("How much was left over for BHP after capital spending in FY2023?")
    assert req.metrics == ("free_cash_flow",)


def test_a_divisions_bare_profit_is_its_segment_ebitda() -> None:
    req = read_question("What segment profit did BHP's Copper division report in FY2023?")
    assert "underlying_ebitda" in req.metrics
    assert "statutory_npat" not in req.metrics
    # a division's net profit keeps its own metric
    net = read_question("What net profit did BHP's Copper division report in FY2023?")
    assert "statutory_npat" in net.metrics


def test_earnings_before_interest_tax_and_d_and_a_of_an_arm() -> None:
    req = read_question(
        "What did Rio Tinto's copper arm earn before interest, tax and D&A in 2023?"
    )
    ebitda = [m for m in req.measures if m.metric == "underlying_ebitda"]
    assert ebitda, req.measures
    assert "copper" in ebitda[0].stated["scope"]
    assert all("earn" not in m.phrase for m in req.measures)


def test_refused_quarters_and_shares_in_a_volume_question() -> None:
    # "produce (not sell)": output, never the ounces sold; "the June 2025 quarter alone": a
    # quarter's figure only; "attributable (equity) share": the company's part only
    from mines.figures.ownership_words import ownership_of
    from mines.read_question import read_question

    [gold] = read_question(
        "How many ounces of gold did Northern Star produce (not sell) in 1H FY25?"
    ).measures
    assert gold.stated.get("head") == ["production"], gold
    [ore] = read_question(
        "How much iron ore did Fortescue ship in the June 2025 quarter alone?"
    ).measures
    assert ore.stated.get("quarter") == ["quarter"], ore
    assert (
        ownership_of("What was its attributable (equity) share of Iron Bridge shipments?")
        == "share"
    )


def test_spending_deducted_from_a_measure_is_no_head_of_it() -> None:
    # "Cash flow remaining after capital spend": the free cash flow, never capex itself
    from mines.figures.qualifiers import read_qualifiers

    assert "head" not in read_qualifiers("Cash flow remaining after capital spend")
    assert "head" not in read_qualifiers("Free cash flow after capex")
    assert read_qualifiers("Capital spending")["head"] == frozenset({"capex"})
