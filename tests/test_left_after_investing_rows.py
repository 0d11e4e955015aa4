"""A row that opens on what was left once investment was paid for is free cash flow.

"Left over once investing is paid", "Spare after capital spending": the money left once
the capital programme is paid for is the free cash, though the row says neither "free" nor
"cash". What is left after the dividends, or anything left of another kind, is none; and
the row never answers operating cash flow. Figures are from the shared fact table; the
labels are our own.
"""

from __future__ import annotations

import pytest

from mines.figures.qualifiers import read_qualifiers
from tests.support.offline_answer import answer, cited_doc


def _table(label: str, value: str) -> str:
    return (
        "Table: Cash (US$ millions)\n| | Six months to 30 June 2024 |\n| --- | --- |\n"
        f"| {label} | {value} |\n"
    )


def _ok(text: str, question: str) -> str | None:
    draft, check = answer(cited_doc(text, "RIO", "H1 FY2024"), question)
    return draft if check.verified >= 1 and not check.rejected else None


@pytest.mark.parametrize(
    "label",
    [
        "Left over after the capital programme",
        "Left once investment was paid",
        "Left after spending",
        "Spare after capital spending",
    ],
)
def test_what_is_left_after_investment_is_free_cash(label: str) -> None:
    assert read_qualifiers(label).get("cash_flow") == frozenset({"free"})
    text = _table(label, "2,843")
    q = "What free cash flow did Rio Tinto generate in the first half of 2024?"
    assert "2,843" in (_ok(text, q) or "")
    assert _ok(text, "What operating cash flow did Rio Tinto generate in H1 2024?") is None


@pytest.mark.parametrize("label", ["Left after dividends", "Ore left after mining"])
def test_what_is_left_of_anything_else_is_not(label: str) -> None:
    assert "cash_flow" not in read_qualifiers(label)
