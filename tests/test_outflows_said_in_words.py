"""A net flow said to go out, in a table row's or a sentence's own words.

"Operating cash outflow | 656", "Net cash used in operating activities | 656" and "net
operating cash flow was negative $656 million" state a flow below zero: read so, drafted
as "negative", and a claim of the positive amount is withheld. Our own rows and sentences,
with Mineral Resources' operating cash flow from ../shared/data: A$281 million in the half to
31 December 2022, "up $399 million on pcp", so an outflow of A$118 million in the half to
31 December 2021.
"""

from __future__ import annotations

import pytest

from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc

_LINE = (
    "- Mineral Resources (MIN), H1 FY2022 (half year to 31 December 2021)"
    " — operating cash flow: {} [1]"
)


def _table(row: str) -> str:
    return f"Table: Cash flows, six months (A$m)\n| | 1H FY22 |\n{row}\n"


@pytest.mark.parametrize(
    "text",
    [
        _table("| Operating cash outflow | 118 |"),
        _table("| Net cash used in operating activities | 118 |"),
        _table("| Net cash outflow from operating activities | (118) |"),
        "Operating cash outflow for the half was $118 million.",
        "The group recorded an operating cash outflow of $118 million in the half.",
        "Net operating cash flow was negative $118 million for the half.",
    ],
)
def test_an_outflow_is_a_flow_below_zero(text: str) -> None:
    doc = cited_doc(text, "MIN", "H1 FY2022")
    draft, check = answer(doc, "What was Mineral Resources' operating cash flow in 1H FY22?")
    assert "negative A$118 million" in draft
    assert check.verified and not check.rejected
    assert check_draft(_LINE.format("A$118 million"), [doc]).verified == 0


def test_a_flow_printed_plainly_stays_positive() -> None:
    row = "| Net cash from operating activities | 281 |"
    text = f"Table: Cash flows, six months (A$m)\n| | 1H FY23 |\n{row}\n"
    doc = cited_doc(text, "MIN", "H1 FY2023")
    draft, check = answer(doc, "What was Mineral Resources' operating cash flow in 1H FY23?")
    assert "A$281 million" in draft and "negative" not in draft
    assert check.verified and not check.rejected


@pytest.mark.parametrize("verb", ["purchased", "bought"])
def test_plant_purchased_in_brackets_is_an_outflow_never_a_loss(verb: str) -> None:
    # Fortescue's payments for property, plant and equipment: US$2,834m in FY24, US$2,901m
    # in FY23 (../shared/data); the row's own words name the spend by its past participle
    text = (
        "Table: Cash flow summary (US$m)\n| | FY24 | FY23 |\n"
        f"| Property, plant and equipment {verb} | (2,834) | (2,901) |\n"
    )
    question = "What were Fortescue's purchases of property, plant and equipment in FY24?"
    draft, check = answer(cited_doc(text, "FMG", "FY2024"), question)
    assert "outflow of US$2,834 million" in draft and "loss" not in draft, draft
    assert check.verified and not check.rejected
