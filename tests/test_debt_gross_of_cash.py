"""Labels compared in the words a question uses: debt not netted of cash is gross debt, and
a label's "bottom line" is net profit after tax.

"What it owed before cash is taken off" names the cash only as what the debt does not net:
the row a report prints for it says "gross", and the cash balance is no match for it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from mines.figures.asked import AskedMeasure
from mines.figures.basis_words import as_gross_word
from mines.figures.model import Figure, Period, Span
from mines.figures.similarity import MATCH_THRESHOLD, match_score


def _row(label: str, value: float) -> Figure:
    text = f"| {label} | {value} |"
    start = text.index(str(value))
    span = Span("doc.md", 1, text, start, start + len(str(value)))
    figure = Figure("FMG", cast(Any, None), Period(2024), value, 1e9, "currency", "USD", span)
    return replace(figure, label=label)


_GROSS = {
    "gross_net": frozenset({"gross"}),
    "head": frozenset({"debt"}),
    "cash_flow": frozenset({"balance"}),
}


def test_debt_before_cash_is_deducted_matches_the_gross_row() -> None:
    asked = AskedMeasure("total loans before subtracting the cash", "net_debt", _GROSS)
    gross = _row("Loans and notes outstanding, gross (US$bn)", 5.4)
    assert match_score(asked, gross, embed=False) >= MATCH_THRESHOLD
    cash = _row("Cash on hand at year end (US$bn)", 4.9)
    assert match_score(asked, cash, embed=False) < MATCH_THRESHOLD


def test_only_debt_is_read_gross() -> None:
    assert as_gross_word("borrowings before netting off the cash") == "borrowings gross"
    assert as_gross_word("operating cash flow before cash taxes") == (
        "operating cash flow before cash taxes"
    )
    assert as_gross_word("profit before tax") == "profit before tax"


# ----- a label's "bottom line" is net profit after tax ----------------------------------


def test_a_bottom_line_row_answers_profit_after_tax_on_its_basis() -> None:
    asked = AskedMeasure(
        "profit after tax underlying basis",
        None,
        {"tax": frozenset({"after"}), "basis": frozenset({"underlying"})},
    )
    underlying = _row("Bottom-line result excluding significant items (US$bn)", 5.7)
    reported = _row("Bottom-line result, statutory (US$bn)", 5.66)
    assert match_score(asked, underlying, embed=False) >= MATCH_THRESHOLD
    assert match_score(asked, reported, embed=False) == 0.0
