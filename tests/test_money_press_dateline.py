"""A press piece's dateline dates the piece, not the balances its first sentence states."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

# Fortescue at 30 June 2021: cash on hand of US$6.9 billion, net cash of US$2.7 billion.
LEAD = (
    "Perth, August 2021 — Fortescue finished the year with cash on hand of US$6.9 billion "
    "and net cash of US$2.7 billion at 30 June 2021."
)


def test_the_month_of_a_dateline_does_not_move_a_balance_into_the_next_year() -> None:
    draft, check = answer(
        cited_doc(LEAD, "FMG", "FY2021"),
        "What was Fortescue's cash and cash equivalents at 30 June 2021?",
    )
    assert "US$6.9 billion" in draft
    assert check.verified == 1 and not check.rejected
