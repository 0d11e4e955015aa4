"""A dividend kind that states its own amount is not the kind of an amount before it.

BHP's FY2024 dividends from ../shared/data: 72 US cents at the half, 74 US cents final,
146 for the year. In "paid 72 cents in March and declared a final dividend of 74 cents" the
one kind word the sentence names belongs to the 74; the 72 was read as the final dividend
and verified for a final-dividend question (confidently wrong). The month it was paid now
names it: March, after BHP's December half, is the interim. Wording our own.
"""

from __future__ import annotations

import pytest

from tests.support.offline_answer import answer, cited_doc

_PAID_THEN_DECLARED = (
    "The directors paid 72 US cents a share in March and then declared a final dividend of"
    " 74 US cents a share."
)


@pytest.mark.parametrize(
    ("question", "stated", "not_stated"),
    [
        ("What was BHP's final dividend for FY2024?", "74 US cents", "72 US cents"),
        ("What was BHP's interim dividend for FY2024?", "72 US cents", "74 US cents"),
    ],
)
def test_each_amount_keeps_its_own_kind(question: str, stated: str, not_stated: str) -> None:
    draft, check = answer(cited_doc(_PAID_THEN_DECLARED, "BHP", "FY2024"), question)
    line = draft.splitlines()[0]  # the claim; the quoted sentence below states both
    assert stated in line and not_stated not in line, draft
    assert check.verified and not check.rejected


def test_a_kind_named_after_with_no_amount_of_its_own_still_names_the_value() -> None:
    text = "Holders will receive 74 US cents a share once the board's final dividend is paid."
    draft, check = answer(cited_doc(text, "BHP", "FY2024"), "BHP final dividend FY2024?")
    assert "74 US cents" in draft, draft
    assert check.verified and not check.rejected
