"""Qualifier readings that refused the figure a page states for the measure asked.

- Money paid for plant is the purchases-of-plant line however worded: in a sentence whose
  label keeps only the assets ("Cash paid for property, plant and equipment was ..."), with
  the prior year it is compared with, or in a table whose title names the payment over a
  row naming the assets; a sale or a charge of the assets is still none.
- "Cash generated from operations (net)" is the net operating line, not the gross one.
- A verb of generating ("what free cash flow did it produce") asks for no production.
- "Free cash after growth spend": the growth spend is taken off, no spending is stated.
Made-up wording; values from the shared facts.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.cash_lines import purchase_named_before, purchase_under_title
from mines.figures.qualifiers import read_qualifiers
from mines.figures.tables import TABLE_PREFIX
from tests.support.offline_answer import answer, answers_with, cited_doc

_PAID = (
    "The dividend was trimmed. The group's cash paid for property, plant and equipment "
    "reached US$2,834m, against US$2,901m in the prior year, and net debt fell."
)


def test_plant_paid_for_in_a_sentence_answers_the_purchases_line_and_its_prior_year() -> None:
    assert answers_with(
        _PAID,
        "FMG",
        "FY2024",
        "How much did Fortescue pay for plant and equipment in FY24?",
        "2,834",
    )
    assert answers_with(
        _PAID,
        "FMG",
        "FY2024",
        "What did Fortescue pay for property, plant and equipment in FY23?",
        "2,901",
    )


def test_a_sale_of_plant_is_never_the_purchases_line() -> None:
    sold = "Proceeds from selling property, plant and equipment came to US$2,834m in the year."
    draft, _ = answer(
        cited_doc(sold, "FMG", "FY2024"),
        "How much did Fortescue pay for plant and equipment in FY24?",
    )
    assert "2,834" not in draft.split("closest")[0]
    assert not purchase_named_before(
        "plant and equipment", "Proceeds from sale of plant and equipment"
    )


def test_a_purchase_title_over_a_row_naming_the_assets() -> None:
    assert purchase_under_title("Given up for plant and mine development", "Cash paid for plant")
    assert not purchase_under_title("Building tomorrow's ounces", "Cash paid for plant")
    assert not purchase_under_title("Sale of plant and equipment", "Cash paid for plant")
    assert purchase_named_before(
        "mine development", "investment in property, plant, equipment and mine development of"
    )


def test_an_investment_in_plant_and_development_answers_what_was_invested() -> None:
    text = (
        "Over the half the group held A$1.22 billion of cash and bullion, and its investment "
        "in property, plant, equipment and mine development was A$1.06 billion."
    )
    assert answers_with(
        text,
        "NST",
        "H1 FY2025",
        "How much did Northern Star invest in plant, equipment and mine development in 1H25?",
        "1.06",
    )


_OPERATING = (
    f"{TABLE_PREFIX}Half in summary (A$ millions)\n"
    "| Six months to 31 December | 2023 |\n"
    "| Cash generated from operations (net) | 624 |\n"
)


def test_cash_generated_from_operations_marked_net_is_the_operating_cash_flow() -> None:
    question = (
        "How much cash did Mineral Resources generate from operations in the December 2023 half?"
    )
    assert answers_with(_OPERATING, "MIN", "H1 FY2024", question, "624")
    gross = _OPERATING.replace(" (net)", "")
    draft, _ = answer(cited_doc(gross, "MIN", "H1 FY2024"), question)
    assert "624" not in draft.split("closest")[0]


def test_a_verb_of_generating_money_asks_for_no_production() -> None:
    (fcf,) = asked_measures("What free cash flow did Northern Star produce in FY2025?")
    assert "head" not in fcf.stated
    (ore,) = asked_measures("How much spodumene did Wodgina produce in FY2025?")
    assert ore.stated["head"] == {"production"}


def test_growth_spend_taken_off_free_cash_states_no_spending() -> None:
    assert "spend" not in read_qualifiers("Free cash left after growth spend and tax")
    assert read_qualifiers("Growth spend")["spend"] == {"growth"}
    text = (
        f"{TABLE_PREFIX}Cash and returns (A$ million)\n"
        "| Year to 30 June | 2025 |\n"
        "| Underlying free cash after growth spend | 536 |\n"
    )
    assert answers_with(
        text,
        "NST",
        "FY2025",
        "What underlying free cash flow did Northern Star produce in FY25?",
        "536",
    )


def test_an_abbreviated_adjusted_result_is_the_underlying_one() -> None:
    assert read_qualifiers("Adj. NPAT")["basis"] == {"underlying"}
    assert read_qualifiers("adj EBITDA")["basis"] == {"underlying"}
    assert "basis" not in read_qualifiers("Adjustments to EBITDA")


def test_a_dividend_paid_after_the_first_six_months_is_the_interim() -> None:
    from mines.figures.printed_dividends import printed_dividend_kind

    kind = printed_dividend_kind("Distributions paid after the first six months")
    assert kind == "interim"


def test_a_per_share_dividend_in_a_half_column_is_that_halfs_interim() -> None:
    from mines.figures.extract import doc_figures
    from mines.figures.figure_measure import figure_conflicts

    text = (
        f"{TABLE_PREFIX}Result summary (US$ unless stated)\n"
        "| | 1H FY24 | FY23 |\n"
        "| DPS (A cents) | 108 | 200 |\n"
    )
    read = {
        s.figure.period.label: s.figure for s in doc_figures(cited_doc(text, "FMG", "H1 FY2024"))
    }
    (interim,) = asked_measures("What was Fortescue's interim dividend for the December 2023 half?")
    assert not figure_conflicts(interim, read["H1 FY2024"], own_metric=False)
    assert figure_conflicts(interim, read["FY2023"], own_metric=False)


def test_income_from_customers_or_from_a_product_and_other_sales_is_revenue() -> None:
    assert read_qualifiers("Income from contracts with customers")["head"] == {"revenue"}
    assert read_qualifiers("Income from gold and other sales")["head"] == {"revenue"}
    assert read_qualifiers("Income from sales of plant")["head"] == {"profit"}
    text = (
        f"{TABLE_PREFIX}Financial results (A$ billions, years to 30 June)\n"
        "| | FY21 |\n"
        "| Income from gold and other sales | 2.761 |\n"
    )
    assert answers_with(
        text, "NST", "FY2021", "What revenue did Northern Star report for FY21?", "2.761"
    )


def test_a_sole_commodity_miners_group_price_is_its_commodity_price() -> None:
    text = (
        f"{TABLE_PREFIX}Group production and costs\n"
        "| | FY25 |\n"
        "| Average price received (A$/oz) | 3,922 |\n"
    )
    question = "What did Northern Star receive on average for an ounce of gold in FY25?"
    assert answers_with(text, "NST", "FY2025", question, "3,922")
    # a miner of several commodities: the group's average is no one commodity's
    many = text.replace("A$/oz", "US$/t").replace("3,922", "3,318")
    asked = "What did Rio Tinto receive on average for a tonne of aluminium in 2025?"
    assert not answers_with(many, "RIO", "FY2025", asked, "3,318")


def test_cash_from_trading_is_the_operating_cash_flow() -> None:
    assert read_qualifiers("Cash from trading")["cash_flow"] == {"operating"}
    assert "cash_flow" not in read_qualifiers("Trading revenue")


def test_a_slice_of_earnings_a_dividend_took_is_the_payout_ratio() -> None:
    from mines.slots import extract_slots

    question = (
        "What slice of the half's cash earnings did Northern Star's dividend take in 1H FY23?"
    )
    assert extract_slots(question).metrics == ("payout_ratio",)
    (ratio,) = asked_measures(question, extract_slots(question).metrics)
    assert ratio.metric == "payout_ratio" and ratio.stated["basis"] == {"cash"}


def test_a_cited_row_under_a_purchase_title_is_relevant_to_the_purchases_asked() -> None:
    from mines.figures.relevance import irrelevant_lines, row_title
    from mines.slots import extract_slots

    text = (
        f"{TABLE_PREFIX}Cash paid for plant and mine development (A$ millions)\n"
        "| | FY21 |\n"
        "| Given up for plant, equipment and mine development | (693.1) |\n"
    )
    assert row_title(text, "Given up for plant, equipment and mine development").startswith(
        "Cash paid for plant"
    )
    question = "What did Northern Star pay for plant and equipment in FY2021?"
    doc = cited_doc(text, "NST", "FY2021")
    draft, check = answer(doc, question)
    assert "693.1" in draft and "loss" not in draft  # money paid out, never a loss
    assert check.verified == 1 and not check.rejected
    slots = extract_slots(question)
    assert not irrelevant_lines(draft, [doc], asked_measures(question, slots.metrics), slots)
    other = text.replace("Cash paid for plant and mine development", "Plant and mine development")
    draft, _ = answer(cited_doc(other, "NST", "FY2021"), question)
    assert "693.1" not in draft.split("closest")[0]
