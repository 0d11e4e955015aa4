"""Headline, half-year and dividend rows worded far from the registry's labels.

A row stating the asked measure in other words ("Profit after income tax expense",
"Income from operations", "Interim — fully franked" under distributions, an ordinary
dividend declared in a first half's column) answers; its neighbours (profit before tax for
NPAT, a dividend paid in the half for the interim, the final for the interim) do not.
Figures from /work/shared/data; wording our own.
"""

from __future__ import annotations

from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import doc_figures
from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc, table_text, verified_draft

_AFTER_TAX_EXPENSE = table_text(
    "Earnings summary",
    ["A$m", "FY24", "FY23"],
    [["Profit after income tax expense", "639", "585"]],
    rule=True,
)
_BEFORE_TAX_EXPENSE = table_text(
    "Earnings summary",
    ["A$m", "FY24", "FY23"],
    [["Profit before income tax expense", "639", "585"]],
    rule=True,
)
_DISTRIBUTIONS = table_text(
    "Distributions to holders",
    ["Cents per security", "FY24"],
    [["Interim — fully franked", "108"], ["Final — fully franked", "89"]],
    rule=True,
)
_HALF_DECLARED = table_text(
    "Returns to holders",
    ["US cents per share", "HY25", "FY24"],
    [["Ordinary dividends declared", "50", "146"]],
    rule=True,
)
_HALF_PAID = table_text(
    "Returns to holders",
    ["US cents per share", "HY25", "FY24"],
    [["Ordinary dividends paid", "50", "146"]],
    rule=True,
)


def _found(draft: str) -> bool:
    return "not found" not in draft.lower()


def test_profit_after_income_tax_expense_answers_npat() -> None:
    doc = cited_doc(_AFTER_TAX_EXPENSE, "NST", "FY2024")
    for question in ("What was statutory NPAT in FY24?", "What was profit after tax in FY24?"):
        assert "639" in verified_draft(doc, question)


def test_profit_before_income_tax_expense_is_no_npat() -> None:
    doc = cited_doc(_BEFORE_TAX_EXPENSE, "NST", "FY2024")
    draft, _ = answer(doc, "What was net profit after tax in FY24?")
    assert not _found(draft.split("closest stated")[0])
    assert "639" in verified_draft(doc, "What was profit before tax in FY24?")


def test_after_tax_profit_is_no_underlying_profit() -> None:
    draft, _ = answer(cited_doc(_AFTER_TAX_EXPENSE, "NST", "FY2024"), "What was underlying NPAT?")
    assert not _found(draft)


def test_income_from_operations_is_the_operating_profit() -> None:
    text = table_text(
        "Group results", ["US$m", "FY2025"], [["Income from operations", "19,500"]], rule=True
    )
    doc = cited_doc(text, "BHP", "FY2025")
    assert "19,500" in verified_draft(doc, "What was BHP's operating profit in FY2025?")
    draft, _ = answer(doc, "What was BHP's net profit after tax in FY2025?")
    assert not _found(draft.split("closest stated")[0])


def test_franked_kind_rows_under_distributions_answer_their_kind_only() -> None:
    doc = cited_doc(_DISTRIBUTIONS, "FMG", "FY2024")
    assert "108" in verified_draft(doc, "What was the interim dividend per share in FY24?")
    assert "89" in verified_draft(doc, "What was the final dividend per share for FY24?")


def test_a_distribution_claim_is_checked_as_a_dividend_of_its_kind() -> None:
    doc = cited_doc(_DISTRIBUTIONS, "FMG", "FY2024")
    line = "- Fortescue (FMG), FY2024 (year to 30 June 2024) — Distributions {}: 108 cents"
    line += " per share [1]"
    row = '\n  > row "Interim — fully franked", column "FY24": 108'
    (claim, _), *_ = claims_from_text(line.format("Interim") + row, [doc])
    assert (claim.metric, claim.dividend_kind) == ("dividends_per_share", "interim")
    assert check_draft(line.format("Interim") + row, [doc]).verified == 1
    assert check_draft(line.format("Final") + row, [doc]).rejected


def test_a_dividend_declared_in_the_first_half_is_the_interim() -> None:
    doc = cited_doc(_HALF_DECLARED, "BHP", "FY2025")
    kinds = {(s.figure.period.kind, s.figure.dividend_kind) for s in doc_figures(doc)}
    assert ("H1", "interim") in kinds
    question = "What was BHP's interim dividend for the half to December 2024?"
    assert "50" in verified_draft(doc, question)


def test_a_dividend_paid_in_the_first_half_is_no_interim() -> None:
    doc = cited_doc(_HALF_PAID, "BHP", "FY2025")
    question = "What was BHP's interim dividend for the half to December 2024?"
    draft, _ = answer(doc, question)
    assert not _found(draft.split("closest stated")[0])


def test_a_result_for_its_own_financial_year_verifies_as_the_profit() -> None:
    text = table_text(
        "Group results",
        ["US$m", "2024 US$m", "2023 US$m"],
        [["Profit for the financial year (attributable)", "11,552", "10,058"]],
        rule=True,
    )
    doc = cited_doc(text, "RIO", "FY2024")
    assert "11,552" in verified_draft(doc, "What was Rio Tinto's statutory net profit in 2024?")


def test_ebitda_with_its_basis_after_a_comma_verifies() -> None:
    text = table_text(
        "Half-year snapshot",
        ["A$m", "Dec-23 half", "FY24"],
        [["EBITDA, pre one-off items", "889", "2,190"]],
        rule=True,
    )
    doc = cited_doc(text, "NST", "FY2024")
    assert "2,190" in verified_draft(doc, "What was underlying EBITDA for FY24?")
    assert "889" in verified_draft(doc, "What was underlying EBITDA for the December 2023 half?")


_NETTED = table_text(
    "Financial position",
    ["US$bn", "30 Jun 2025", "30 Jun 2024"],
    [["Interest-bearing liabilities, net of cash", "12.92", "9.12"]],
    rule=True,
)


def test_liabilities_netted_after_a_comma_are_net_debt_never_gross() -> None:
    doc = cited_doc(_NETTED, "BHP", "FY2025")
    assert "12.92" in verified_draft(doc, "What was BHP's net debt at 30 June 2025?")
    for question in (
        "What was BHP's gross debt at 30 June 2025?",
        "What were BHP's total borrowings at 30 June 2025?",
    ):
        draft, _ = answer(doc, question)
        assert "12.92" not in draft, question


def test_a_dividend_kind_after_a_dash_stays_in_the_answer() -> None:
    text = table_text(
        "Dividends determined",
        ["", "FY24"],
        [
            ["Dividend per ordinary share — interim (cents)", "15"],
            ["Dividend per ordinary share — final (cents)", "25"],
        ],
        rule=True,
    )
    doc = cited_doc(text, "NST", "FY2024")
    assert "25 cents" in verified_draft(doc, "What was Northern Star's final dividend for FY24?")
    assert "15 cents" in verified_draft(doc, "What was Northern Star's interim dividend for FY24?")


def test_a_plain_cell_under_net_debt_in_brackets_is_net_cash() -> None:
    text = table_text(
        "Balance sheet at a glance",
        ["A$ million", "FY2024"],
        [["Net (debt)/cash", "358"]],
        rule=True,
    )
    doc = cited_doc(text, "NST", "FY2024")
    (figure,) = [s.figure for s in doc_figures(doc)]
    assert figure.metric == "net_debt" and figure.value < 0
    assert "net cash: A$358 million" in verified_draft(doc, "What was net debt at 30 June 2024?")


def test_a_june_half_headed_with_a_short_year_is_the_second_half() -> None:
    from mines.figures.column_periods import column_period
    from mines.figures.model import Period

    assert column_period("Jun-24 half", "NST", None) == Period(2024, "H2")
    assert column_period("Jun-24 half", "RIO", None) == Period(2024, "H1")
    text = table_text(
        "Dividend history",
        ["Per share", "Dec-23 half", "Jun-24 half", "FY24"],
        [["Dividend (A cents, unfranked)", "15", "25", "40"]],
        rule=True,
    )
    doc = cited_doc(text, "NST", "FY2024")
    assert "40" in verified_draft(doc, "What was Northern Star's total dividend for FY24?")


def test_a_dividend_in_a_second_half_column_is_the_final_never_the_total() -> None:
    text = table_text(
        "Dividend history",
        ["Per share", "1H24", "2H24", "FY24"],
        [["Dividend (A cents)", "15", "25", "40"]],
        rule=True,
    )
    kinds = {
        s.figure.period.kind: s.figure.dividend_kind
        for s in doc_figures(cited_doc(text, "NST", "FY2024"))
    }
    assert kinds == {"H1": "interim", "H2": "final", "FY": "total"}
