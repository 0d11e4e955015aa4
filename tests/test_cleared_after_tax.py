"""A miner that "cleared" an amount after tax earned it: the bottom line, said with a verb.

A column gives a miner's year in short sentences: "Fortescue cleared US$5.66 billion after
tax. It shipped 191.6 million tonnes." The first is the profit after tax (it was unread);
the amount cleared "of debt" is no profit.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

COLUMN = "Fortescue cleared $US5.66 billion after tax. It shipped 191.6 million tonnes."


def test_the_amount_cleared_after_tax_is_the_profit() -> None:
    said, check = answer(
        cited_doc(COLUMN, "FMG", "FY2024"), "What was Fortescue's net profit after tax in FY2024?"
    )
    assert "US$5.66 billion" in said.splitlines()[0] and check.verified == 1


def test_debt_cleared_is_no_profit() -> None:
    said, _ = answer(
        cited_doc("Fortescue cleared $US5.4 billion of debt.", "FMG", "FY2024"),
        "What was Fortescue's net profit after tax in FY2024?",
    )
    assert "5.4" not in said
