"""A row naming the bottom line by whom it goes to is the members' (attributable) result.

Figures from ../shared/data: Northern Star's FY2021 statutory net profit after tax (A$1,032
million), underlying net profit after tax (A$372 million) and dividends (19 cents a share).
"""

from __future__ import annotations

from mines.figures.qualifiers import read_qualifiers
from tests.support.offline_answer import answer, cited_doc, table_text

_ROWS = [
    ["Outcome for the year owing to shareholders (A$m)", "1,032"],
    ["Outcome owing to shareholders, one-offs out (A$m)", "372"],
    ["Returned to shareholders a share (cents)", "19"],
]


def test_a_result_left_to_the_owners_reads_as_a_profit_after_tax() -> None:
    read = read_qualifiers("What the twelve months left for equity holders of the parent")
    assert read.get("head") == frozenset({"profit"})
    assert read.get("owners") == frozenset({"members"})
    # cash left for owners and lenders, or a dividend paid to them, is no result of theirs
    assert "head" not in read_qualifiers("cash left for owners and lenders")
    assert "profit" not in read_qualifiers("Dividend paid to shareholders").get("head", ())


def test_the_owners_result_answers_the_attributable_profit_asked() -> None:
    doc = cited_doc(table_text("The year in brief", ["", "FY21"], _ROWS), "NST", "FY2021")
    asked = "What net profit attributable to members did Northern Star make in FY2021?"
    draft, check = answer(doc, asked)
    assert "1,032" in draft and check.verified == 1 and not check.rejected, draft


def test_the_owners_result_with_one_offs_out_is_only_the_underlying_answer() -> None:
    rows = [_ROWS[1], _ROWS[2]]
    doc = cited_doc(table_text("The year in brief", ["", "FY21"], rows), "NST", "FY2021")
    draft, _ = answer(doc, "What statutory NPAT did Northern Star report for FY2021?")
    assert "372" not in draft.split("closest stated")[0]
    draft, _ = answer(doc, "What was Northern Star's underlying NPAT in FY2021?")
    assert "372" in draft
