"""An operating cash flow said to go out is read with its minus, in a sentence or a row.

"The business used A$656 million of cash" is operating cash flow running out: the verb
"used" right before the amount is an outflow as "consumed" is. A row printed both ways,
"Cash from / (used in) operations", names the operating flow (the bracketed cell is
its outflow), and answers a question asking what the operations used; it never answers
free cash flow. Figures are from the shared fact table; the words are our own.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc

_CTX = DocContext("MIN", Period.parse_label("H1 FY2025"))


def _ok(text: str, question: str) -> str | None:
    draft, check = answer(cited_doc(text, "MIN", "H1 FY2025"), question)
    return draft if check.verified >= 1 and not check.rejected else None


def test_operations_used_cash_is_a_negative_operating_flow() -> None:
    text = "The operations used A$656 million of cash over the December half."
    got = [(f.metric, f.value) for f in extract_figures(text, _CTX)]
    assert got == [("operating_cash_flow", -656.0)]
    q = "What operating cash flow did Mineral Resources report for 1H FY25?"
    assert "negative A$656 million" in (_ok(text, q) or "")


def test_spending_money_on_something_is_no_operating_flow() -> None:
    text = "Over the December half the company used A$656 million to buy equipment."
    assert not [f for f in extract_figures(text, _CTX) if f.metric == "operating_cash_flow"]


_ROW = (
    "Table: December 2024 half, A$ millions\n| | 1H FY25 |\n| --- | --- |\n"
    "| Cash from / (used in) operations | (656) |\n"
)


def test_a_row_printed_both_ways_is_the_operating_flow() -> None:
    for q in (
        "What was Mineral Resources' operating cash flow for the half to December 2024?",
        "How much cash did Mineral Resources' operations use in 1H FY25?",
    ):
        assert "656" in (_ok(_ROW, q) or ""), q
    assert _ok(_ROW, "What free cash flow did Mineral Resources generate in 1H FY25?") is None
