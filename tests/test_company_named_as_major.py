"""A company named by what it mines as a "major" or "giant" is the company, no division."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc, verified_draft

# Rio Tinto 2023: dividends of 435 US cents a share; underlying EBITDA US$23,892 million.
DIVIDEND = "The iron ore major's dividends for 2023 added up to 435 US cents a share."
EBITDA = "The iron ore giant's underlying EBITDA for 2023 was US$23,892 million."


def test_the_major_is_the_company() -> None:
    draft = verified_draft(cited_doc(DIVIDEND, "RIO", "FY2023"), "Rio Tinto total dividend 2023?")
    assert "435" in draft


def test_the_group_figure_is_still_no_divisions() -> None:
    question = "What EBITDA did Rio Tinto's iron ore division make in 2023?"
    draft, check = answer(cited_doc(EBITDA, "RIO", "FY2023"), question)
    assert not check.verified and "23,892 million [1]" not in draft
