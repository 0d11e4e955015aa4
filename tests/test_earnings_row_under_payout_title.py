"""Earnings a share under a title naming payouts are earnings, never a dividend.

"| Group earnings per ordinary share | 155.8 |" under "Per share and payout measures": the
title's "payout" lends no dividend to a row whose own words name a profit a share; a
dividend question is refused it, an earnings question answered.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc, off_question, table_text

_TABLE = table_text(
    "Per share and payout measures (US cents per share unless stated)",
    ["", "FY2024", "FY2023"],
    [["Group earnings per ordinary share", "155.8", "255.2"], ["Payout ratio (%)", "54", "65"]],
)


def test_a_dividend_question_is_refused_the_earnings_row() -> None:
    doc = cited_doc(_TABLE, "BHP", "FY2024")
    question = "What total dividend per share did BHP pay for FY2024?"
    draft, _ = answer(doc, question)
    stated = draft.split("closest stated")[0]
    assert "155.8" not in stated or off_question(doc, question, draft)


def test_the_earnings_question_is_answered_by_it() -> None:
    doc = cited_doc(_TABLE, "BHP", "FY2024")
    draft, check = answer(doc, "What were BHP's earnings per share in FY2024?")
    assert "155.8" in draft
    assert not check.rejected
