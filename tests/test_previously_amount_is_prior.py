"""An amount led by "previously" or "formerly" in an aside is an earlier period's.

"Revenue, previously A$5.28 billion, was A$4.45 billion" told the FY25 revenue as A$5.28
billion. Figures are the shared fact list's (Mineral Resources' revenue, FY24 A$5.28 billion
and FY25 A$4.45 billion); the sentences are written for these tests.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc


def _read(text: str) -> list[tuple[str, str, float]]:
    doc = cited_doc(text, "MIN", "FY2025")
    doc["page"], doc["section"] = 1, ""
    return [(s.figure.metric, s.figure.period.label, s.figure.base_value) for s in doc_figures(doc)]


@pytest.mark.parametrize(
    "text",
    [
        "Revenue, previously A$5.28 billion, was A$4.45 billion.",
        "Revenue (formerly A$5.28 billion) came in at A$4.45 billion.",
        "Revenue, which had been A$5.28 billion, fell to A$4.45 billion.",
    ],
)
def test_the_earlier_amount_is_never_the_years_own(text: str) -> None:
    read = _read(text)
    assert ("revenue", "FY2025", 5.28e9) not in read, read
    assert ("revenue", "FY2024", 5.28e9) in read, read
    draft, _ = answer(cited_doc(text, "MIN", "FY2025"), "What was MinRes's revenue in FY2025?")
    assert "5.28" not in draft, draft
    wrong = (
        "- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — revenue: A$5.28 billion [1]\n"
        f'  > "{text}"'
    )
    check = check_draft(wrong, [cited_doc(text, "MIN", "FY2025")])
    assert check.rejected and not check.verified, check


@pytest.mark.parametrize(
    "text",
    [
        "Revenue was A$4.45 billion, previously A$5.28 billion.",
        "Revenue dropped to A$4.45 billion, having been A$5.28 billion.",
    ],
)
def test_the_years_own_amount_before_it_still_reads(text: str) -> None:
    read = _read(text)
    assert ("revenue", "FY2025", 4.45e9) in read and ("revenue", "FY2024", 5.28e9) in read, read
