"""A year dating a compared amount dates that amount only, never the sentence's later values.

"Revenue reached US$18,220 million, above the US$16.87 billion of FY23, and underlying
EBITDA US$10.7 billion": "FY23" belongs to the compared US$16.87 billion (it follows that
amount, which a comparing word leads); the EBITDA after it is the document's year, and its
own comparative the year before that. Reading the EBITDA as FY23's would date a figure to
the wrong period, which is worse than not reading it.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from tests.support.offline_answer import cited_doc, verified_draft


def _read(text: str) -> set[tuple[str, str, float]]:
    doc = cited_doc(text, "FMG", "FY2024")
    return {(s.figure.metric, s.figure.period.label, s.figure.base_value) for s in doc_figures(doc)}


@pytest.mark.parametrize(
    "text",
    [
        "Revenue reached US$18,220 million, ahead of US$16.87 billion in FY23, and underlying "
        "EBITDA came to US$10.7 billion against US$10.0 billion the year before.",
        "Revenue reached US$18,220 million -- up on the US$16.87 billion booked in 2023 -- "
        "while underlying EBITDA came to US$10.7 billion, compared with US$10.0 billion.",
    ],
)
def test_a_later_value_keeps_the_documents_year(text: str) -> None:
    read = _read(text)
    assert ("underlying_ebitda", "FY2024", 10.7e9) in read
    assert ("underlying_ebitda", "FY2023", 10.0e9) in read
    assert ("underlying_ebitda", "FY2023", 10.7e9) not in read
    assert ("underlying_ebitda", "FY2022", 10.0e9) not in read


def test_the_answer_gives_the_later_value_for_its_own_year() -> None:
    text = (
        "Revenue reached US$18,220 million, ahead of US$16.87 billion in FY23, and underlying "
        "EBITDA came to US$10.7 billion against US$10.0 billion the year before."
    )
    doc = cited_doc(text, "FMG", "FY2024")
    draft = verified_draft(doc, "What was Fortescue's underlying EBITDA in FY2024?")
    assert "US$10.7 billion [1]" in draft.splitlines()[0]
    draft = verified_draft(doc, "What was Fortescue's underlying EBITDA in FY2023?")
    assert "US$10.0 billion [1]" in draft.splitlines()[0]
