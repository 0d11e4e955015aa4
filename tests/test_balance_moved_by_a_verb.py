"""An amount of debt a verb moves (cleared, repaid, paid down) is never the debt held.

BHP's net debt from ../shared/data: US$11.2 billion at 30 June 2023, US$9.12 billion at
30 June 2024, so the year cleared US$2.08 billion of it. "cleared US$2.08 billion of its
net debt" was read under the label "net debt" and answered a question for the debt held
at the year's end (confidently wrong); it is now on record as "net debt cleared", a flow.
Wording our own.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc

_CLEARED = "Over the year BHP cleared US$2.08 billion of its net debt."
_HELD = "BHP finished the year with net debt of US$9.12 billion."


@pytest.mark.parametrize("verb", ["cleared", "repaid", "paid down", "retired"])
@pytest.mark.parametrize(
    "question",
    [
        "What was BHP's net debt at 30 June 2024?",
        "What was BHP's gross debt at the end of FY2024?",
    ],
)
def test_a_moved_amount_never_answers_the_balance(verb: str, question: str) -> None:
    text = _CLEARED.replace("cleared", verb)
    draft, _ = answer(cited_doc(text, "BHP", "FY2024"), question)
    assert "2.08" not in draft.splitlines()[0].split("closest stated")[0], draft


def test_the_moved_amount_stays_on_record_with_its_verb() -> None:
    doc = cited_doc(_CLEARED, "BHP", "FY2024")
    figures = [s.figure for s in doc_figures(doc)]
    labels = {(f.label, f.base_value) for f in figures}
    assert ("net debt cleared", 2.08e9) in labels, labels


def test_the_balance_held_still_answers() -> None:
    draft, check = answer(cited_doc(_HELD, "BHP", "FY2024"), "BHP net debt at 30 June 2024?")
    assert "US$9.12 billion" in draft, draft
    assert check.verified and not check.rejected
