"""Cash-flow, balance-sheet and earnings lines, named in words nobody listed (issues 19/20).

One class of case per test:

- EBIT ("operating profit", "profit from operations", "earnings before interest and tax")
  is its own line: never answered by net profit, EBITDA or profit before tax, and a label
  naming it answers however the question words it;
- the cash held at a balance date ("cash on hand", "closing cash", "how much cash was it
  sitting on") is its own line: never net cash, net debt or a cash flow;
- profit before tax asked with a verb ("what did it make before tax") is that line, never
  EBITDA; a margin of a line is never the line's amount;
- operating cash flow asked in prose ("what cash did its mines throw off") and the
  cash-flow line for plant and equipment ("how much went on plant and machinery" is not
  it; "went on plant and equipment" is) name their registry metrics; cash from operations
  "after capital spending" is free cash flow, not operating cash flow.

Texts are written for these tests; every amount is arbitrary.
"""

from __future__ import annotations

from typing import Any, cast

import pytest

from mines.documents import Chunk
from mines.figures.asked import AskedMeasure, asked_measures
from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from mines.figures.similarity import label_means
from mines.measures.words import question_metrics

# ----- the lines, read from labels and questions alike ------------------------------------


@pytest.mark.parametrize(
    ("label", "line"),
    [
        ("Operating profit", "ebit"),
        ("Profit from operations (EBIT)", "ebit"),
        ("Results from operating activities", "ebit"),
        ("EBIT, underlying", "ebit"),
        ("Earnings before interest and taxation", "ebit"),
        ("EBITDA", "ebitda"),
        ("Earnings before interest, tax, depreciation and amortisation", "ebitda"),
        ("Operating earnings before interest, tax, D&A", "ebitda"),
        ("Profit before income tax", "pbt"),
        ("Pre-tax profit", "pbt"),
        ("Cash and cash equivalents at 30 June", "cash"),
        ("Cash on hand", "cash"),
        ("Closing cash balance", "cash"),
        ("Cash at the end of the half", "cash"),
    ],
)
def test_each_line_is_read_from_its_many_names(label: str, line: str) -> None:
    assert read_qualifiers(label).get("line") == {line}


@pytest.mark.parametrize(
    "label",
    [
        "Net cash at 31 December",  # net debt's other sign
        "Cash and deposits less borrowings",  # netted
        "Cash generated from operations",  # a flow
        "Free cash at year end",
        "Profit after tax",
        "Cash",  # a bare word says no line
    ],
)
def test_a_netted_balance_a_flow_or_a_bare_word_is_no_line_of_cash_held(label: str) -> None:
    assert read_qualifiers(label).get("line") != {"cash"}


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("operating profit", "EBITDA"),
        ("operating profit", "profit before tax"),
        ("operating profit", "net profit after tax"),
        ("profit before tax", "EBITDA"),
        ("cash on hand", "net cash"),
        ("cash on hand", "net debt"),
    ],
)
def test_neighbouring_lines_conflict(a: str, b: str) -> None:
    assert conflicts(read_qualifiers(a), read_qualifiers(b))


def test_profit_from_operations_is_earnings_not_a_cash_flow() -> None:
    assert "cash_flow" not in read_qualifiers("Profit from operations")


# ----- the question's words -----------------------------------------------------------------


def _only(question: str) -> AskedMeasure:
    (asked,) = asked_measures(question, question_metrics(question))
    return asked


@pytest.mark.parametrize(
    "question",
    [
        "What did Northern Star earn before interest and tax in FY2024?",
        "How big was Northern Star's operating profit in FY2024?",
        "What profit from operations did Northern Star post for FY2024?",
        "What was Northern Star's underlying EBIT in FY2024?",
    ],
)
def test_ebit_in_any_words_is_its_own_line_and_no_net_profit(question: str) -> None:
    asked = _only(question)
    assert asked.metric is None  # never statutory NPAT through the word "earn"/"profit"
    assert asked.stated["line"] == {"ebit"} and asked.stated["tax"] == {"before"}


@pytest.mark.parametrize(
    "question",
    [
        "How much cash was Northern Star holding at 30 June 2024?",
        "What cash did Northern Star have on hand at the end of FY2024?",
        "How much cash did Northern Star finish the year with in FY2024?",
        "What was Northern Star's closing cash in FY2024?",
    ],
)
def test_cash_held_in_any_words_is_the_balance(question: str) -> None:
    asked = _only(question)
    assert asked.metric is None
    assert asked.stated["line"] == {"cash"} and asked.stated["gross_net"] == {"gross"}


@pytest.mark.parametrize(
    "question",
    [
        "How much cash did Northern Star generate in FY2024?",  # a flow, not the balance
        "How much cash did Northern Star return to shareholders in FY2024?",
        "How much cash did Northern Star have left after investment in FY2024?",
        "What was Northern Star's net cash at 30 June 2024?",
        "What was Northern Star's debt after cash at 30 June 2024?",  # cash nets the debt
    ],
)
def test_cash_moved_or_netted_is_not_the_cash_held(question: str) -> None:
    assert all(m.stated.get("line") != {"cash"} for m in asked_measures(question))


@pytest.mark.parametrize(
    "question",
    [
        "How much cash did Northern Star's mines throw off in FY2024?",
        "What did the business bring in as cash at Northern Star in FY2024?",
        "How much cash was generated by Northern Star's operations in FY2024?",
    ],
)
def test_operating_cash_flow_in_prose(question: str) -> None:
    assert question_metrics(question) == ("operating_cash_flow",)


def test_cash_from_operations_after_capital_spending_is_not_operating_cash_flow() -> None:
    q = "How much cash did Northern Star's operations generate after capital spending in FY24?"
    assert "operating_cash_flow" not in question_metrics(q)


@pytest.mark.parametrize(
    "question",
    [
        "How much cash went on plant and equipment at Northern Star in FY2024?",
        "What did Northern Star pay for property, plant & equipment in FY2024?",
        "What were Northern Star's purchases of plant and equipment in FY2024?",
        "How much did Northern Star spend on PP&E in FY2024?",
    ],
)
def test_the_cash_flow_line_for_plant_and_equipment(question: str) -> None:
    assert question_metrics(question) == ("capex_ppe_cashflow",)


def test_a_named_plant_is_no_plant_and_equipment_line() -> None:
    q = "How much did Northern Star spend on the plant at Kalgoorlie in FY2024?"
    assert "capex_ppe_cashflow" not in question_metrics(q)


# ----- answers, end to end over one invented release ----------------------------------------

_RELEASE = (
    "Northern Star results for the year ended 30 June 2024. Outflows are in brackets.\n\n"
    "Table: Financial summary (A$ million)\n"
    "| Year ended 30 June | FY24 | FY23 |\n"
    "| Sales revenue | 4,812 | 4,133 |\n"
    "| Earnings before interest, tax, depreciation and amortisation | 2,046 | 1,571 |\n"
    "| Profit from operations | 1,137 | 842 |\n"
    "| Profit before income tax | 1,071 | 799 |\n"
    "| Net profit after tax | 735 | 573 |\n"
    "| Net cash generated by operating activities | 1,698 | 1,384 |\n"
    "| Payments for plant and equipment | (1,023.4) | (866.2) |\n"
    "| Cash on hand at 30 June | 1,261 | 1,107 |\n"
    "| Net cash at 30 June | 422 | 309 |\n"
)
_SLIM = (
    "Northern Star results for the year ended 30 June 2024.\n\n"
    "Table: Financial summary (A$ million)\n"
    "| Year ended 30 June | FY24 | FY23 |\n"
    "| EBITDA | 2,046 | 1,571 |\n"
    "| Profit before income tax | 1,071 | 799 |\n"
    "| Net profit after tax | 735 | 573 |\n"
    "| Net cash at 30 June | 422 | 309 |\n"
    "| Cash generated by operating activities | 1,698 | 1,384 |\n"
)


def _draft(question: str, text: str = _RELEASE) -> str:
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc: dict[str, Any] = {"company": "NST", "fiscal_year": "FY2024", "period": "FY2024"}
    doc |= {"text": text, "id": "1", "source": "nst.md", "page": 1, "score": 1.0}
    doc |= {"section": ""}
    return synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What did Northern Star earn before interest and tax in FY2024?", "1,137"),
        ("What was Northern Star's operating profit for FY2024?", "1,137"),
        ("How much cash was Northern Star sitting on at the close of FY2024?", "1,261"),
        ("What was Northern Star's cash balance at 30 June 2024?", "1,261"),
        ("How much cash did Northern Star's operations bring in over FY2024?", "1,698"),
        ("How much cash went on plant and equipment at Northern Star in FY2024?", "1,023.4"),
        ("What did Northern Star make before tax in FY2024?", "1,071"),
        ("What was Northern Star's profit before interest and tax in FY2024?", "1,137"),
    ],
)
def test_each_line_is_answered_by_the_row_that_names_it(question: str, value: str) -> None:
    draft = _draft(question)
    answer = draft.split("closest stated")[0]
    assert value in answer, draft
    others = {"2,046", "1,071", "735", "422", "1,137", "1,261", "1,698", "1,023.4"} - {value}
    assert not any(v in answer for v in others), draft


@pytest.mark.parametrize(
    ("question", "neighbours"),
    [
        # no EBIT printed: EBITDA, profit before tax and net profit are all refused
        ("What did Northern Star earn before interest and tax in FY2024?", ("2,046", "1,071")),
        ("What was Northern Star's operating profit in FY2024?", ("735", "2,046", "1,071")),
        ("What was Northern Star's profit before interest and tax in FY2024?", ("2,046", "735")),
        # no cash held printed: net cash and the operating cash flow are refused
        ("How much cash did Northern Star have on hand at 30 June 2024?", ("422", "1,698")),
    ],
)
def test_a_neighbouring_line_never_answers(question: str, neighbours: tuple[str, ...]) -> None:
    draft = _draft(question, _SLIM)
    answer = draft.split("closest stated")[0]
    assert not any(v in answer for v in neighbours), draft


def test_a_margin_of_a_line_is_never_the_lines_amount() -> None:
    answer = _draft("What was Northern Star's operating profit margin in FY2024?")
    assert "1,137" not in answer.split("closest stated")[0], answer


# ----- retrieval and the guardrails read lines the same way ---------------------------------


def test_retrieval_finds_a_label_naming_the_asked_line_in_other_words() -> None:
    from mines.figures.similarity import names_line

    assert names_line("earnings before interest and tax", "Operating profit — Summary") == 1.0
    assert names_line("cash and cash equivalents", "Cash on hand — Balance sheet") == 1.0
    assert names_line("earnings before interest and tax", "EBITDA — Summary") == 0.0


def test_a_claim_is_judged_by_the_line_its_label_names() -> None:
    asked = _only("What did Northern Star earn before interest and tax in FY2024?")
    assert label_means(asked, "Operating profit")
    assert not label_means(asked, "Underlying EBITDA")
    assert not label_means(asked, "Profit before tax")
    cash = _only("How much cash was Northern Star holding at 30 June 2024?")
    assert label_means(cash, "Cash and cash equivalents")
    assert not label_means(cash, "Net cash")


# ----- gross debt against net, and cash the business generated -------------------------------

_FUNDING = (
    "Northern Star funding position at 30 June 2024.\n\n"
    "Table: Funding (A$ billion)\n"
    "| At 30 June | 2024 | 2023 |\n"
    "| Borrowings and leases | 7.89 | 6.54 |\n"
    "| Net borrowings | 1.23 | 0.98 |\n"
)


@pytest.mark.parametrize(
    ("question", "value", "neighbour"),
    [
        ("What was Northern Star's gross debt at 30 June 2024?", "7.89", "1.23"),
        ("What was Northern Star's net debt at 30 June 2024?", "1.23", "7.89"),
    ],
)
def test_gross_debt_is_what_is_borrowed_and_never_the_net_figure(
    question: str, value: str, neighbour: str
) -> None:
    answer = _draft(question, _FUNDING).split("closest stated")[0]
    assert value in answer and neighbour not in answer, answer


def test_cash_the_business_generated_is_operating_cash() -> None:
    assert read_qualifiers("Cash generated by the business, net")["cash_flow"] == {"operating"}


# ----- a named line is never swapped for a described metric; a calendar half ----------------


def test_a_named_line_gets_no_described_metric_in_its_place() -> None:
    from mines.read_question import read_question

    req = read_question("What was Rio Tinto's result from operating activities in 2023?")
    assert req.described is None and not req.metrics


def test_cash_the_business_generated_answers_operating_cash_flow_by_its_own_words() -> None:
    text = _RELEASE.replace("Net cash generated by operating activities", "Cash the mines made")
    text += "| Cash generated by the business, net | 1,555 | 1,444 |\n"
    answer = _draft("How much cash did Northern Star's business generate in FY2024?", text)
    assert "1,555" in answer.split("closest stated")[0], answer


def test_the_first_six_months_of_a_calendar_year_is_rios_first_half() -> None:
    from mines.read_question import read_question

    req = read_question("What did Rio Tinto earn in the first six months of 2023?")
    assert req.periods["RIO"].kind == "H1"
