"""A row that states the asked measure axis by axis, in words no list holds.

"Earnings after income tax" is no registry label, yet it says a profit (earnings, a
result) after tax: the bottom line. Such a row answers "net profit after tax" and "net
loss", passes the guardrails' relevance check, and never answers a neighbour: an
underlying profit (a basis it does not state), a profit before tax (a conflict), a part of
a profit ("Net finance income").
"""

from __future__ import annotations

import pytest

from mines.figures.asked import asked_measures
from mines.figures.similarity import states_axes
from tests.support.offline_answer import answer, cited_doc, off_question, table_text


def _doc(label: str) -> dict[str, object]:
    text = table_text(
        "Group results (A$ million)",
        ["", "FY25", "FY24"],
        [[label, "(896)", "114"], ["Revenue", "4,500", "5,300"]],
    )
    return cited_doc(text, "MIN", "FY2025")


@pytest.mark.parametrize("label", ["Earnings after tax", "Result after income tax"])
@pytest.mark.parametrize(
    "question",
    [
        "What was Mineral Resources' net profit after tax in FY2025?",
        "What was Mineral Resources' net loss in FY2025?",
    ],
)
def test_a_row_stating_the_bottom_line_in_other_words_answers_it(label: str, question: str) -> None:
    doc = _doc(label)
    draft, check = answer(doc, question)
    assert "896" in draft
    assert check.verified == 1 and not check.rejected
    assert off_question(doc, question, draft) == []


@pytest.mark.parametrize(
    ("label", "question"),
    [
        (
            "Earnings after tax",
            "What was Mineral Resources' underlying profit after tax in FY2025?",
        ),
        ("Net finance income", "What was Mineral Resources' net profit after tax in FY2025?"),
        ("Earnings before tax", "What was Mineral Resources' net profit after tax in FY2025?"),
    ],
)
def test_a_neighbour_in_other_words_is_refused(label: str, question: str) -> None:
    draft, _ = answer(_doc(label), question)
    assert "896" not in draft.split("closest stated")[0]


def test_axes_stated_whole_and_no_part() -> None:
    (npat,) = asked_measures("What was the net profit after tax?")
    assert states_axes(npat, "Earnings after income tax")
    assert not states_axes(npat, "Net finance income")
    assert not states_axes(npat, "Earnings after tax growth")
    assert not states_axes(npat, "Income tax")
