"""Debt a report names by what was borrowed: notes, bonds, drawn facilities, bank loans.

"Notes and other drawn facilities" or "interest-bearing liabilities" are the company's
borrowings before cash is netted off: they answer a question about its total (gross)
borrowings, never one about its net debt or the cash it holds. One instrument alone may be
one part of the borrowings and keeps its own words. The sentences and tables are written
for these tests; their figures are Mineral Resources' published ones.
"""

from __future__ import annotations

from mines.figures.basis_words import as_label_words
from mines.figures.qualifiers import read_qualifiers
from mines.offline.grade import _grade_one
from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc

PROSE = (
    "Senior unsecured notes and other drawn facilities stood at A$5.8 billion at "
    "31 December 2024, while cash on hand was A$720 million."
)
TABLE = (
    "Table: Funding at 31 December 2024 (A$ billion)\n"
    "|  | 31 Dec 2024 |\n"
    "| Interest-bearing liabilities | 5.8 |"
)
GROSS = "What were Mineral Resources' total borrowings at 31 December 2024?"
NET = "What was Mineral Resources' net debt at 31 December 2024?"


def test_a_list_of_instruments_or_the_collective_line_reads_as_borrowings() -> None:
    for whole in (
        "Notes and other drawn facilities",
        "Bonds, bank loans and other borrowings",
        "Interest-bearing liabilities",
    ):
        assert as_label_words(whole) == "borrowings"
    for part in ("Bank loans", "Undrawn facilities", "Lease liabilities"):
        assert as_label_words(part) == part
    stated = read_qualifiers("Senior notes and drawn bank facilities")
    assert stated.get("gross_net") == {"gross"} and "debt" in stated.get("head", ())
    assert "gross_net" not in read_qualifiers("Undrawn facilities")


def test_instruments_in_a_sentence_answer_total_borrowings_and_nothing_else() -> None:
    doc = cited_doc(PROSE, "MIN", "H1 FY2025")
    relevant, _ = _grade_one(doc, read_question(GROSS))
    assert relevant
    draft, check = answer(doc, GROSS)
    assert "A$5.8 billion" in draft
    assert check.verified == 1 and not check.rejected
    draft, _ = answer(doc, NET)
    assert "5.8" not in draft.split("closest stated")[0]
    cash, _ = answer(doc, "How much cash did Mineral Resources hold at 31 December 2024?")
    stated = cash.splitlines()[0]  # the answer line; the quoted sentence holds both
    assert "5.8" not in stated and "A$720 million" in stated


def test_the_collective_balance_sheet_line_is_gross_borrowings_not_net_debt() -> None:
    doc = cited_doc(TABLE, "MIN", "H1 FY2025")
    relevant, _ = _grade_one(doc, read_question(GROSS))
    assert relevant
    draft, check = answer(doc, GROSS)
    assert "5.8" in draft
    assert check.verified == 1 and not check.rejected
    draft, _ = answer(doc, NET)
    assert "5.8" not in draft.split("closest stated")[0]
