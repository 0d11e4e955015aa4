"""Spending on plant and the operating cash flow, asked in plain words, read as printed.

- Buying plant is a measure of its own: "what did it spend buying plant and equipment",
  "payments to acquire ...", "laid out on capital projects and equipment" are answered by
  the cash-flow line that prints the purchase (with intangibles when that is the only line
  printed); capital expenditure is never answered by that line unless the row names both.
- Operations that used cash in a losing half are the operating cash flow, read with its
  sign ("how much cash did operations consume").
- "Cash generated from operations" is the gross line before interest and tax paid: it and
  the net operating line never answer for each other, unless the row says it is after them.
- Dividends received from associates are part of the operating flow; a flow after the
  dividends paid out is not it.

The tables are written for these tests; their figures are the companies' published ones.
"""

from __future__ import annotations

import pytest

from tests.support.offline_answer import answer, cited_doc


def _head(draft: str) -> str:
    """The draft before any "closest stated" suggestion (a suggestion answers nothing)."""
    return draft.split("closest stated")[0]


_PLANT_AND_INTANGIBLES = (
    "Table: Cash flow extract, years to 31 December (US$ millions)\n"
    "|  | 2024 | 2023 |\n"
    "| Payments to acquire property, plant and equipment and intangibles | (9,621) | (7,086) |\n"
)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What did Rio Tinto spend buying property, plant and equipment in 2024?", "9,621"),
        ("What were Rio Tinto's payments to acquire plant and equipment in 2023?", "7,086"),
        ("How much did Rio Tinto lay out on capital projects and equipment in 2023?", "7,086"),
    ],
)
def test_buying_plant_is_answered_by_the_only_purchase_line_printed(
    question: str, value: str
) -> None:
    draft, _ = answer(cited_doc(_PLANT_AND_INTANGIBLES, "RIO", "FY2024"), question)
    assert f"US${value} million [1]" in _head(draft), draft


_PLANT_ONLY = (
    "Table: Statement of cash flows (US$ millions)\n"
    "|  | 2022 | 2021 |\n"
    "| Purchases of property, plant and equipment | (2,803) | (3,382) |\n"
)
_CAPEX_IS_PLANT = (
    "Table: Statement of cash flows (US$ millions)\n"
    "|  | 2022 | 2021 |\n"
    "| Capital expenditure (purchases of property, plant and equipment) | (2,803) | (3,382) |\n"
)


def test_capex_is_the_plant_line_only_where_one_row_names_both() -> None:
    capex = "What was Fortescue's capital expenditure in FY2022?"
    plant = "How much did Fortescue spend on plant and equipment in FY2022?"
    alone = cited_doc(_PLANT_ONLY, "FMG", "FY2022")
    assert "2,803" not in _head(answer(alone, capex)[0])
    assert "US$2,803 million [1]" in answer(alone, plant)[0]
    both = cited_doc(_CAPEX_IS_PLANT, "FMG", "FY2022")
    for question in (capex, plant):
        draft, check = answer(both, question)
        assert "US$2,803 million [1]" in draft, draft
        assert check.verified == 1 and not check.rejected


def test_spending_on_capital_projects_and_equipment_asks_one_measure() -> None:
    draft, _ = answer(
        cited_doc(_PLANT_ONLY, "FMG", "FY2022"),
        "How much did Fortescue spend on capital projects and equipment in FY2022?",
    )
    assert "US$2,803 million [1]" in draft
    assert "not found" not in draft, draft


_LOSS_HALF = (
    "Table: Half-year review, six months to 31 December (A$ million)\n"
    "|  | 1H FY25 | 1H FY24 |\n"
    "| Net cash (used in)/from operating activities | (656) | 624 |\n"
)


@pytest.mark.parametrize(
    "question",
    [
        "How much cash did Mineral Resources' operations consume in the December 2024 half?",
        "How much cash was consumed by MinRes's operations in 1H FY25?",
    ],
)
def test_cash_operations_used_is_the_operating_flow_with_its_sign(question: str) -> None:
    draft, _ = answer(cited_doc(_LOSS_HALF, "MIN", "H1 FY2025"), question)
    assert "negative A$656 million [1]" in draft, draft


_GROSS_LINE = (
    "Table: Statement of cash flows (US$ millions)\n"
    "|  | 2024 | 2023 |\n"
    "| Cash generated from operations | 7,900 | - |\n"
)
_NET_LINE = "Net cash from operating activities was US$18.7 billion in FY2023."


def test_cash_generated_from_operations_and_the_net_operating_line_stay_apart() -> None:
    gross = cited_doc(_GROSS_LINE, "FMG", "FY2024")
    draft, _ = answer(gross, "What was Fortescue's operating cash flow in FY2024?")
    assert "7,900 million [1]" not in _head(draft), draft
    draft, _ = answer(gross, "What was Fortescue's cash generated from operations in FY2024?")
    assert "US$7,900 million [1]" in draft, draft
    net = cited_doc(_NET_LINE, "BHP", "FY2023")
    draft, _ = answer(net, "What was BHP's cash generated from operations in FY2023?")
    assert "18.7 billion [1]" not in _head(draft), draft
    said_net = _GROSS_LINE.replace("operations |", "operations, after tax and interest |")
    draft, _ = answer(
        cited_doc(said_net, "FMG", "FY2024"), "What was Fortescue's operating cash flow?"
    )
    assert "US$7,900 million [1]" in draft, draft  # the row says it is the net line


_AFTER_ASSOCIATES = (
    "Table: Cash flow extract, years to 31 December (US$ millions)\n"
    "|  | 2024 | 2023 |\n"
    "| Cash from operations after interest, tax and dividends from equity accounted units "
    "| 15,599 | 15,160 |\n"
)


@pytest.mark.parametrize(
    ("paid", "question", "answered"),
    [
        (
            "dividends from equity accounted units",
            "What net cash did Rio Tinto's operating activities produce in 2024?",
            True,
        ),
        ("dividends paid", "What was Rio Tinto's operating cash flow in 2024?", False),
    ],
)
def test_operating_cash_after_dividends_received_is_the_net_line_after_paid_none(
    paid: str, question: str, answered: bool
) -> None:
    text = _AFTER_ASSOCIATES.replace("dividends from equity accounted units", paid)
    draft, _ = answer(cited_doc(text, "RIO", "FY2024"), question)
    assert ("US$15,599 million [1]" in _head(draft)) == answered, draft


_CONSUMED = (
    "Operations consumed A$656 million of cash in the half, against an inflow of "
    "A$624 million a year earlier."
)


def test_cash_operations_consumed_in_a_sentence_is_negative_and_verified() -> None:
    doc = cited_doc(_CONSUMED, "MIN", "H1 FY2025")
    draft, check = answer(doc, "What was MinRes's operating cash flow for 1H FY25?")
    assert "negative A$656 million [1]" in draft, draft
    assert check.verified == 1 and not check.rejected


def test_a_verb_of_outflow_belongs_to_its_own_amount_only() -> None:
    doc = cited_doc(_CONSUMED, "MIN", "H1 FY2025")
    draft, _ = answer(doc, "What was MinRes's operating cash flow for 1H FY24?")
    assert "A$624 million [1]" in draft and "negative A$624" not in draft, draft


def test_net_cash_used_in_operating_activities_is_an_outflow() -> None:
    text = "Net cash used in operating activities was A$656 million for the half."
    draft, _ = answer(
        cited_doc(text, "MIN", "H1 FY2025"), "What was MinRes's operating cash flow in 1H FY25?"
    )
    assert "negative A$656 million [1]" in draft, draft
