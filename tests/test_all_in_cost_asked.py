"""The all-in cost (sustaining and growth spending) is never answered by a cost naming no kind.

Figures: Northern Star's December 2023 half, A$1,878 an ounce all-in sustaining and A$2,653
an ounce all-in (../shared/data/asx_facts_more.csv).
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc, table_text

_ASKED = "What was Northern Star's all-in cost per ounce in the first half of FY24?"


def test_all_in_cost_is_not_a_cost_naming_no_kind() -> None:
    text = table_text(
        "Cost of each ounce",
        ["", "1H FY24"],
        [["Cost to keep operations running, per ounce (A$)", "1,878"]],
    )
    draft, _ = answer(cited_doc(text, "NST", "H1 FY2024"), _ASKED)
    assert "1,878" not in draft.splitlines()[0]


def test_all_in_cost_printed_as_such_is_answered() -> None:
    text = table_text(
        "Cost of each ounce",
        ["", "1H FY24"],
        [
            ["Cost to keep operations running, per ounce (A$)", "1,878"],
            ["All-in cost (A$/oz)", "2,653"],
        ],
    )
    draft, check = answer(cited_doc(text, "NST", "H1 FY2024"), _ASKED)
    assert "2,653" in draft.splitlines()[0] and "1,878" not in draft
    assert check.verified and not check.rejected
