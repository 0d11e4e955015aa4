"""A heading row ending "... attributable to:" names the result its owners' row holds.

Figures from ../shared/data: Mineral Resources' statutory result for FY2025 (a loss of
A$896 million) and FY2024 (a profit of A$114 million); its underlying result for FY2025 (a
loss of A$112 million).
"""

from __future__ import annotations

from mines.figures.heading_rows import completed_rows
from mines.figures.tables import Table
from tests.support.offline_answer import answer, cited_doc, table_text

_ROWS = [
    ["(Loss)/profit for the year attributable to:", "", ""],
    ["Equity holders of Mineral Resources Limited", "(896)", "114"],
]


def test_each_row_under_an_open_heading_is_named_by_both() -> None:
    rows = (("Result after tax belonging to:", "", ""), ("Members of the parent", "(896)", "114"))
    done = completed_rows(Table("Summary", ("", "2025", "2024"), rows))
    assert done.rows[1][0] == "Result after tax belonging to Members of the parent"
    # a heading that names its own amounts, or closes with no preposition, opens nothing
    shut = (("Underlying result:", "(112)", ""), ("Members of the parent", "(896)", "114"))
    assert completed_rows(Table("Summary", ("", "2025", "2024"), shut)).rows == shut


def test_the_owners_row_answers_the_statutory_result() -> None:
    text = table_text("Statement of profit or loss (A$m)", ["", "FY25", "FY24"], _ROWS)
    doc = cited_doc(text, "MIN", "FY2025")
    draft, check = answer(doc, "What statutory net loss did Mineral Resources report for FY2025?")
    assert "896" in draft and check.verified == 1 and not check.rejected, (draft, check)
    draft, _ = answer(doc, "What was Mineral Resources' underlying NPAT for FY2025?")
    assert "896" not in draft.split("closest stated")[0]
