"""A part of capital spending asked by "how much of": that part, never the whole."""

from __future__ import annotations

from mines.figures.asked import asked_measures
from tests.support.offline_answer import answer, cited_doc, table_text, verified_draft

# Northern Star: growth capital of A$752 million in FY2023; capital expenditure of A$1.06
# billion in the first half of FY2025, sustaining and growth together.
WHOLE = table_text(
    "Investment (A$)", ["", "1H FY25"], [["Capital expenditure, sustaining plus growth", "1.06bn"]]
)
GROWTH = table_text("Investment (A$m)", ["", "FY23"], [["Growth capital", "752"]])


def test_the_part_is_asked() -> None:
    (measure,) = asked_measures("How much of its capital spending in FY23 was sustaining capital?")
    assert measure.metric == "capex" and measure.stated["spend"] == {"sustaining"}
    (measure,) = asked_measures("How much of the capex in FY23 went to growth projects?")
    assert measure.stated["spend"] == {"growth"}


def test_the_whole_never_answers_a_part() -> None:
    for part in ("was sustaining capital", "went to growth projects"):
        question = f"How much of Northern Star's capital spending in 1H FY25 {part}?"
        draft, check = answer(cited_doc(WHOLE, "NST", "H1 FY2025"), question)
        assert "1.06" not in draft.split("closest stated")[0] and not check.verified


def test_the_part_answers_it() -> None:
    question = "How much of Northern Star's capital spending in FY23 went to growth projects?"
    assert "752" in verified_draft(cited_doc(GROWTH, "NST", "FY2023"), question)
