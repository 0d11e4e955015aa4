"""A compared value dated by a year that owns it, or by a clause of its own.

"Sales of A$4.92 billion sat well above FY23's A$4,131 million": the year's possessive names
the compared value's period (two years back is two years back, never "the prior year");
"Sales were A$4.92 billion; a year before they were A$4,131 million", "...; in FY23 it was
A$4,131 million": the pronoun stands for the measure just named, the clause dates it, and
the first value keeps the document's period.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc, verified_draft


def _read(text: str) -> set[tuple[str, str, float]]:
    doc = cited_doc(text, "NST", "FY2024")
    return {(s.figure.metric, s.figure.period.label, s.figure.base_value) for s in doc_figures(doc)}


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("Revenue of A$4.92 billion sat 19% above FY23's A$4,131 million.", "FY2023"),
        ("Revenue climbed to A$4.92 billion from FY2023's A$4,131 million.", "FY2023"),
        ("Revenue climbed to A$4.92 billion from FY22's A$4,131 million.", "FY2022"),
    ],
)
def test_a_year_owning_the_compared_value_dates_it(text: str, period: str) -> None:
    read = _read(text)
    assert ("revenue", "FY2024", 4.92e9) in read
    assert ("revenue", period, 4131e6) in read


@pytest.mark.parametrize(
    "text",
    [
        "Revenue was A$4.92 billion; a year earlier it was A$4,131 million.",
        "Revenue was A$4.92 billion; in FY23 it was A$4,131 million.",
        "Revenue was A$4.92 billion, and in FY23 it was A$4,131 million.",
    ],
)
def test_a_pronoun_clause_carries_the_measure_to_its_own_period(text: str) -> None:
    read = _read(text)
    assert ("revenue", "FY2024", 4.92e9) in read
    assert ("revenue", "FY2023", 4131e6) in read


def test_the_verifier_dates_the_pronoun_clause_alike() -> None:
    text = "Revenue was A$4.92 billion; in FY23 it was A$4,131 million."
    doc = cited_doc(text, "NST", "FY2024")
    draft = verified_draft(doc, "What was Northern Star's revenue in FY2023?")
    assert "4,131" in draft or "4.131" in draft
    draft = verified_draft(doc, "What was Northern Star's revenue in FY2024?")
    assert "4.92" in draft


def test_a_period_a_verb_moved_on_is_no_period_of_a_later_value() -> None:
    text = "Sales lifted on FY2024 as the average price received climbed to A$3,922 an ounce."
    doc = cited_doc(text, "NST", "FY2025")
    draft = verified_draft(doc, "What average gold price did Northern Star realise in FY2025?")
    assert "3,922" in draft
    draft, check = answer(doc, "What average gold price did Northern Star realise in FY2024?")
    assert "3,922" not in draft
