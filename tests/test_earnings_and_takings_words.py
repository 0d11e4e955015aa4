"""Profit and revenue asked with everyday verbs, and the labels that print them.

"What did it earn once one-offs are stripped out" is underlying profit; "how much did it
bring in from customers" is revenue; neighbours (a price per tonne, cash received, a
business's earnings, EBITDA, profit before tax) are never read so. Wording is our own;
figures are obviously synthetic.
"""

from __future__ import annotations

from typing import Any

from mines.figures.draft_claims import Claim
from mines.figures.extract import DocContext, extract_figures
from mines.figures.labels import left_out_label
from mines.figures.model import Figure, Period
from mines.figures.verify import verify
from mines.measures.words import question_metrics
from mines.offline.grade import _grade_one
from mines.read_question import read_question

FY24 = Period(2024)


# --- the question ------------------------------------------------------------------------


def test_verbs_of_taking_in_name_revenue() -> None:
    for question in (
        "What did Fortescue bring in from its customers in FY24?",
        "Tell me Northern Star's takings for FY2023.",
        "How much did BHP sell in FY23, measured in US dollars?",
    ):
        assert question_metrics(question) == ("revenue",), question


def test_taking_in_is_not_read_for_a_price_cash_or_a_volume() -> None:
    assert question_metrics("What did Fortescue take in per dry tonne from customers?") == ()
    assert "revenue" not in question_metrics(
        "How much cash did BHP bring in from customers in FY24?"
    )
    # a commodity sold names its own volume; no dollars asked, no revenue
    assert question_metrics("How much gold did Northern Star sell in FY24?") == ("gold_sold_koz",)
    assert question_metrics("How much did Mineral Resources sell in FY24?") == ()


def test_a_verb_of_earning_is_the_bottom_line_when_nothing_else_is_named() -> None:
    assert question_metrics("What did Rio Tinto earn in 2023?") == ("statutory_npat",)
    assert question_metrics("What EBITDA did Rio Tinto earn in 2023?") == ("underlying_ebitda",)
    for neighbour in (
        "What did BHP earn from its copper business in FY24?",
        "What did BHP earn per share in FY24?",
        "What did Rio Tinto earn before interest and tax in 2023?",
        "What did Fortescue earn in interest on its cash in FY24?",
    ):
        assert "statutory_npat" not in question_metrics(neighbour), neighbour


def test_a_left_out_clause_makes_the_earnings_asked_underlying() -> None:
    request = read_question(
        "Once impairments are stripped out, what did Fortescue earn after tax in FY24?"
    )
    assert request.metrics == ("underlying_npat",)
    assert [m.metric for m in request.measures] == ["underlying_npat"]
    request = read_question("What did Rio Tinto earn in 2023 on its underlying measure?")
    assert request.metrics == ("underlying_npat",)


def test_earnings_naming_no_basis_stay_statutory_and_both_bases_stay_both() -> None:
    assert read_question("What did Rio Tinto earn after tax in 2023?").metrics == (
        "statutory_npat",
    )
    both = read_question("What were BHP's statutory and underlying profit in FY24?")
    assert set(both.metrics) == {"statutory_npat", "underlying_npat"}


# --- the document ------------------------------------------------------------------------


def _read(text: str, company: str = "RIO") -> list[Figure]:
    return extract_figures(text, DocContext(company, FY24, "r.md", 1, "", "c1"))


def test_a_row_named_by_what_it_leaves_out_is_the_underlying_measure() -> None:
    assert left_out_label("Net profit after tax excluding one-off items") == (
        "underlying_npat",
        "underlying",
        False,
    )
    assert left_out_label("Profit before tax and significant items") is None
    assert left_out_label("Sales revenue excluding one-offs") is None
    table = (
        "Table: Results (A$m)\n| | FY24 |\n| Net profit after tax excluding one-off items | 412 |\n"
    )
    (figure,) = [f for f in _read(table, "NST") if f.value == 412]
    assert figure.metric == "underlying_npat"


def test_the_verifier_reads_a_row_by_what_it_leaves_out() -> None:
    table = (
        "Table: Results (A$m)\n| | FY24 |\n| Net profit after tax excluding one-off items | 412 |\n"
    )
    claim = Claim("NST", "underlying_npat", FY24, 412, 1e6, "currency", "AUD", "underlying")
    verdict = verify(claim, table, DocContext("NST", FY24, "r.md", 1, "", "c1"))
    assert verdict.supported, verdict.reason


def test_a_comma_aside_after_a_label_names_no_figure() -> None:
    text = (
        "Underlying earnings, the yardstick the board pays its dividend from, "
        "reached US$9.9 billion."
    )
    (figure,) = _read(text)
    assert (figure.metric, figure.value) == ("underlying_npat", 9.9)
    claim = Claim("RIO", "underlying_npat", FY24, 9.9, 1e9, "currency", "USD", "underlying")
    verdict = verify(claim, text, DocContext("RIO", FY24, "r.md", 1, "", "c1"))
    assert verdict.supported, verdict.reason
    defined = (
        "Underlying earnings, which leave out items reflecting asset sales, were US$9.9 billion."
    )
    assert [(f.metric, f.value) for f in _read(defined)] == [("underlying_npat", 9.9)]


def test_a_document_naming_the_other_basis_is_graded_relevant() -> None:
    doc: dict[str, Any] = {
        "company": "NST",
        "fiscal_year": "FY2024",
        "text": "Table: Results (A$m)\n| | FY24 |\n| Profit after tax attributable | 500 |\n"
        "| Profit after tax and royalties, ex one-offs | 450 |\n",
    }
    # the underlying row reads as no metric here: the statutory one tells the document is
    # about the result asked, and synthesis judges each figure
    request = read_question("What was Northern Star's underlying profit in FY24?")
    relevant, reason = _grade_one(doc, request)
    assert relevant, reason


def test_a_label_naming_no_basis_is_no_underlying_result() -> None:
    from mines.figures.asked import AskedMeasure
    from mines.figures.figure_measure import figure_conflicts
    from mines.figures.model import Span

    def row(label: str, value: float) -> Figure:
        text = f"{label} {value}"
        span = Span("r.md", 1, text, len(label) + 1, len(text), row=label)
        return Figure("BHP", "", FY24, value, 1.0, "cents per share", "USD", span, label=label)

    asked = AskedMeasure(
        "underlying profit per share",
        "underlying_npat",
        {"basis": frozenset({"underlying"}), "form": frozenset({"per_share"})},
    )
    assert figure_conflicts(asked, row("Earnings a share, basic", 88.1))
    assert not figure_conflicts(asked, row("Earnings a share before significant items", 91.4))
