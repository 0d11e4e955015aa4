"""An unfranked dividend is asked only of a dividend stated unfranked.

An ASX miner's dividend carries franking credits unless it says otherwise, so a dividend
printed without its franking, or printed fully franked, is no answer to "the unfranked
dividend"; one printed unfranked is. Figures from /work/shared/data; sentences written here.
"""

from __future__ import annotations

from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from tests.support.offline_answer import answer, cited_doc


def test_unfranked_conflicts_with_franked_and_with_no_franking_stated() -> None:
    asked = read_qualifiers("unfranked dividend")
    assert conflicts(asked, read_qualifiers("Fully franked final dividend"))
    assert conflicts(asked, read_qualifiers("Total dividend"))
    assert not conflicts(asked, read_qualifiers("Final dividend (unfranked)"))
    assert not conflicts(read_qualifiers("final dividend"), read_qualifiers("Unfranked final"))


def test_a_franked_total_is_no_unfranked_dividend() -> None:
    text = (
        "Shareholders receive a fully franked final of A$0.60, taking dividends for the "
        "2025 financial year to A$1.10 a share."
    )
    doc = cited_doc(text, "FMG", "FY2025")
    draft, check = answer(doc, "What unfranked dividend did Fortescue pay for FY2025?")
    head = draft.split("closest")[0]
    assert not (("1.10" in head or "0.60" in head) and check.verified)
    draft, check = answer(doc, "What was Fortescue's total dividend for FY2025?")
    assert "1.10" in draft and check.verified and not check.rejected
