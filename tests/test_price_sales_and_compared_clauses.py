"""Realised prices stated in sentences the team did not write, in shapes of their own.

A sales sum a unit sold is its price ("gold sales averaged A$X an ounce"), a participle of
receiving names one even beside a volume's words ("the average price realised on gold
sold"), each price of a sentence is its own commodity's ("ore fetched US$X a tonne while
copper realised US$Y a pound"), and a value inside a compared period's own clause
("Compared with FY24, when hematite fetched US$X") is that period's, never the current
one's -- for the reader and the verifier alike. A question asking what was earned per
ounce of gold sold asks the price, never the ounces; a margin or cash earned a unit is no
price. Our own sentences, with each company's published prices and costs.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from mines.grounding import check_draft
from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc, off_question


def _answered(text: str, company: str, period: str, question: str) -> str:
    doc = cited_doc(text, company, period)
    draft, check = answer(doc, question)
    assert check.verified and not check.rejected, draft
    assert off_question(doc, question, draft) == [], draft
    return draft.splitlines()[0]


def _labels(text: str, company: str, period: str) -> dict[float, str]:
    doc = {"id": "1", "company": company, "fiscal_year": period, "period": period, "text": text}
    return {s.figure.base_value: s.figure.label for s in doc_figures(doc)}


def test_gold_sales_averaged_an_ounce_is_the_realised_price() -> None:
    text = "Over FY25, the miner's gold sales averaged A$3,922 per ounce."
    claim = _answered(
        text, "NST", "FY2025", "What was Northern Star's realised gold price in FY25?"
    )
    assert "A$3,922" in claim
    draft, check = answer(
        cited_doc(text, "NST", "FY2025"), "How much gold did Northern Star sell in FY25?"
    )
    assert not check.verified and ": not found" in draft  # a price is no ounces sold


def test_iron_ore_sales_a_tonne_and_the_prior_year_beside_it() -> None:
    text = "Iron ore sales averaged US$84.79 a dry tonne in FY25, against US$103.01 in FY24."
    asked = "What average price did Fortescue get for its iron ore in FY{}?"
    claim = _answered(text, "FMG", "FY2025", asked.format(25))
    assert "US$84.79" in claim and "103.01" not in claim
    claim = _answered(text, "FMG", "FY2025", asked.format(24))
    assert "US$103.01" in claim and "FY2024" in claim


def test_sales_of_gold_name_the_gold_not_its_sales() -> None:
    labels = _labels("Sales of gold averaged A$2,639/oz across the year.", "NST", "FY2023")
    assert labels[2639.0] == "average price received for gold"


def test_second_price_of_a_sentence_is_its_own_commoditys() -> None:
    text = (
        "During 2025 Rio Tinto's Pilbara ore fetched US$90 a dry tonne while its copper "
        "realised US$4.57 a pound."
    )
    labels = _labels(text, "RIO", "FY2025")
    assert labels[4.57] == "average price received for copper"
    assert "2025" not in labels[90.0] and "ore" in labels[90.0]
    claim = _answered(
        text, "RIO", "FY2025", "What average price did Rio Tinto realise for copper in 2025?"
    )
    assert "US$4.57" in claim and "90" not in claim


def test_a_value_in_a_compared_periods_clause_is_that_periods() -> None:
    text = (
        "Compared with FY24, when hematite fetched US$103.01 a dry tonne, Fortescue realised "
        "US$84.79 a dry tonne in FY25."
    )
    asked = "What price did Fortescue receive for its hematite in FY{}?"
    claim = _answered(text, "FMG", "FY2025", asked.format(25))
    assert "US$84.79" in claim and "103.01" not in claim
    claim = _answered(text, "FMG", "FY2025", asked.format(24))
    assert "US$103.01" in claim


def test_the_verifier_dates_a_compared_clauses_value_to_its_period() -> None:
    text = (
        "Against the previous year, when hematite sold for US$103.01 a dry tonne, the FY25 "
        "price of US$84.79 a dry tonne was lower."
    )
    doc = cited_doc(text, "FMG", "FY2025")
    line = "- Fortescue (FMG), {} — average price received for hematite: US$103.01 per dmt [1]"
    current = check_draft(line.format("FY2025 (year to 30 June 2025)"), [doc])
    assert not current.verified and current.rejected  # a prior-year price never this year's
    prior = check_draft(line.format("FY2024 (year to 30 June 2024)"), [doc])
    assert prior.verified and not prior.rejected


def test_a_participle_of_receiving_names_the_price_of_gold_sold() -> None:
    text = "The average price realised on gold sold was A$3,922 an ounce in FY25."
    claim = _answered(
        text, "NST", "FY2025", "What was Northern Star's average realised gold price?"
    )
    assert "A$3,922" in claim


def test_a_volume_sold_in_a_period_at_a_price() -> None:
    text = (
        "Northern Star sold 804,140 ounces of gold during the half at an average A$3,562 an ounce."
    )
    question = "What was Northern Star's average realised gold price in the first half of FY25?"
    claim = _answered(text, "NST", "H1 FY2025", question)
    assert "A$3,562" in claim


def test_earned_per_ounce_of_gold_sold_asks_the_price() -> None:
    asked = read_question("How much did Northern Star earn per ounce of gold sold in FY25?")
    assert [m.metric for m in asked.measures] == [None]
    assert "price received" in asked.measures[0].phrase
    text = "In FY25 gold sales averaged A$3,922 an ounce, while AISC was A$2,105 an ounce."
    question = "How much did Northern Star earn per ounce of gold sold in FY25?"
    claim = _answered(text, "NST", "FY2025", question)
    assert "A$3,922" in claim and "2,105" not in claim


def test_a_margin_or_cash_earned_an_ounce_is_no_price() -> None:
    for question in (
        "What margin did Northern Star earn per ounce of gold in FY25?",
        "How much cash did Northern Star earn per ounce in FY25?",
    ):
        phrases = [m.phrase for m in read_question(question).measures]
        assert not any("price received" in p for p in phrases), (question, phrases)


def test_a_lists_next_item_names_its_own_goods_without_a_verb() -> None:
    text = "Rio Tinto's aluminium fetched US$3,318 a tonne in 2025 and its copper US$4.57 a pound."
    labels = _labels(text, "RIO", "FY2025")
    assert labels[4.57] == "average price received for copper"
    claim = _answered(text, "RIO", "FY2025", "What price did Rio Tinto realise for copper in 2025?")
    assert "US$4.57" in claim and "3,318" not in claim


def test_a_commodity_named_earlier_is_not_a_later_prices_segment() -> None:
    text = "In 2025 aluminium realised US$3,318/t; copper realised US$4.57/lb."
    assert _labels(text, "RIO", "FY2025")[4.57] == "average price received for copper"
    question = "What was Rio Tinto's average realised copper price in 2025?"
    claim = _answered(text, "RIO", "FY2025", question)
    assert "US$4.57" in claim


def test_a_cost_after_a_price_and_is_no_price_of_the_list() -> None:
    text = "In the half, hematite fetched US$85 a dry tonne and C1 costs US$19.17 a wet tonne."
    labels = _labels(text, "FMG", "H1 FY2025")
    assert labels[85.0] == "average price received for hematite"
    assert "price" not in labels[19.17]


def test_at_what_price_it_sold_its_gold_asks_the_price_never_the_ounces() -> None:
    for question in (
        "At what price did Northern Star sell its gold in FY25?",
        "What price did Northern Star sell its gold at in FY25?",
    ):
        asked = read_question(question)
        assert [m.phrase for m in asked.measures] == ["average price received for gold"]
    text = "Northern Star sold 804,140 ounces of gold in the half at an average A$3,562 an ounce."
    question = "At what price did Northern Star sell its gold in the first half of FY25?"
    claim = _answered(text, "NST", "H1 FY2025", question)
    assert "A$3,562" in claim and "804,140" not in claim
    draft, check = answer(
        cited_doc("Northern Star sold 804,140 ounces of gold in the half.", "NST", "H1 FY2025"),
        question,
    )
    assert not check.verified, draft  # the ounces sold never answer a price
