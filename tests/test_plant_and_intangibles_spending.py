"""The cash-flow line paying for plant, equipment and intangibles at once.

A company may print its capital expenditure as one cash-flow line for both kinds of asset,
under any verb of paying ("Payments to acquire ...", "Purchases of ..."). That line is the
cash spent buying plant and equipment and the capital expenditure alike; the balance
sheet's carrying amount of plant and equipment, and a lease line, are neither. The tables
are written for these tests; their figures are Rio Tinto's published ones.
"""

from __future__ import annotations

from mines.figures.figure_measure import equated_metrics
from mines.measures.paraphrases import pays_for_plant_and_intangibles, printed_paraphrase
from mines.offline.grade import _grade_one
from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc

CASH_FLOW = (
    "Table: Group cash flow statement (US$m)\n"
    "|  | 2024 | 2023 |\n"
    "| Payments for property, plant and equipment and intangibles | (9,621) | (7,086) |\n"
    "Notes: Bracketed amounts are cash outflows."
)
BALANCE_SHEET = (
    "Table: Group balance sheet at 31 December (US$m)\n"
    "|  | 2024 | 2023 |\n"
    "| Property, plant and equipment | 9,621 | 7,086 |"
)
LEASES = (
    "Table: Group cash flow statement (US$m)\n"
    "|  | 2024 | 2023 |\n"
    "| Payments of lease liabilities | (9,621) | (7,086) |"
)
SPENT_BUYING = "What did Rio Tinto spend buying property, plant and equipment in 2024?"


def test_any_verb_of_paying_for_both_kinds_of_asset_is_the_capex_line() -> None:
    for label in (
        "Payments for property, plant and equipment and intangibles",
        "Payments to acquire property, plant & equipment and intangible assets",
        "Purchases of property, plant and equipment and intangible assets",
    ):
        assert printed_paraphrase(label) == "capex"
        assert pays_for_plant_and_intangibles(label)
        assert equated_metrics(label) == {"capex", "capex_ppe_cashflow"}
    for other in ("Property, plant and equipment", "Payments for property, plant and equipment"):
        assert not pays_for_plant_and_intangibles(other)
        assert "capex" not in equated_metrics(other)


def test_the_line_answers_a_capital_expenditure_question() -> None:
    doc = cited_doc(CASH_FLOW, "RIO", "FY2024")
    draft, check = answer(doc, "What was Rio Tinto's capital expenditure in 2023?")
    assert "7,086" in draft
    assert check.verified == 1 and not check.rejected


def test_spending_on_plant_is_the_line_and_never_a_carrying_amount_or_a_lease() -> None:
    asked = read_question(SPENT_BUYING)
    doc = cited_doc(CASH_FLOW, "RIO", "FY2024")
    relevant, _ = _grade_one(doc, asked)
    assert relevant  # the grader keeps the statement for synthesis to read
    draft, check = answer(doc, SPENT_BUYING)
    assert "9,621" in draft
    assert check.verified == 1 and not check.rejected
    for text in (BALANCE_SHEET, LEASES):
        draft, _ = answer(cited_doc(text, "RIO", "FY2024"), SPENT_BUYING)
        assert "9,621" not in draft.split("closest stated")[0]
        assert "not found" in draft.lower()
