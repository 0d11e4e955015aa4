"""A rate's row in a table of divisions across: its percentage cells are read as rates.

Figures from shared/data: MinRes half to December 2023, underlying EBITDA A$674.9 million
and an underlying EBITDA margin of 27%; Mining Services A$253.7 million.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc, table_text

ACROSS = table_text(
    "Divisional results, half year (A$ million)",
    ["", "Mining Services", "Total"],
    [
        ["Underlying EBITDA", "253.7", "674.9"],
        ["Underlying EBITDA margin", "n.m.", "27%"],
        ["Change on prior half", "26%", "(28%)"],
    ],
)


def test_the_totals_margin_is_read_beside_its_ebitda() -> None:
    doc = cited_doc(ACROSS, "MIN", "H1 FY2024")
    draft, check = answer(doc, "What was MinRes's underlying EBITDA margin in 1H FY24?")
    assert "27%" in draft and check.verified >= 1 and not check.rejected


def test_a_change_row_in_percent_is_no_amount() -> None:
    doc = cited_doc(ACROSS, "MIN", "H1 FY2024")
    draft, _ = answer(doc, "Mining Services underlying EBITDA 1H FY24")
    assert "253.7" in draft and "26%" not in draft.split("\n")[0]
