"""A move stated "on" its earlier amount dates that amount as the prior period's.

"Revenue fell 16 per cent on A$5.28 billion to A$4.45 billion": the amount after "on" is
the one the change is measured against (as after "from"), the amount after "to" the year's
own. Figures are the shared fact list's (Mineral Resources' revenue, FY24 A$5.28 billion
and FY25 A$4.45 billion; BHP's underlying EBITDA, FY22 US$40.6 billion and FY23 US$28.0
billion); the sentences are written for these tests.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc

_FELL_ON = "Revenue fell 16 per cent on A$5.28 billion to A$4.45 billion."


def _read(text: str, company: str, period: str) -> list[tuple[str, str, float]]:
    doc = cited_doc(text, company, period)
    doc["page"], doc["section"] = 1, ""
    return [(s.figure.metric, s.figure.period.label, s.figure.base_value) for s in doc_figures(doc)]


@pytest.mark.parametrize(
    "text",
    [
        _FELL_ON,
        "Revenue slumped 16% on A$5.28 billion, to A$4.45 billion.",
        "Group revenue was down 16 per cent on A$5.28 billion to A$4.45 billion.",
    ],
)
def test_the_amount_on_is_the_prior_years_and_the_amount_to_the_years_own(text: str) -> None:
    read = _read(text, "MIN", "FY2025")
    assert ("revenue", "FY2025", 4.45e9) in read, read
    assert ("revenue", "FY2025", 5.28e9) not in read, read
    assert ("revenue", "FY2024", 5.28e9) in read, read


def test_a_move_on_its_base_is_no_range() -> None:
    read = _read(
        "Underlying EBITDA fell 31 per cent on US$40.6 billion to US$28.0 billion.", "BHP", "FY2023"
    )
    assert ("underlying_ebitda", "FY2023", 28.0e9) in read, read
    assert ("underlying_ebitda", "FY2023", 40.6e9) not in read, read
    # a range still reads as none
    assert _read("Revenue is seen at A$4.2 billion to A$4.6 billion.", "MIN", "FY2025") == []


def test_the_verifier_dates_them_alike() -> None:
    doc = cited_doc(_FELL_ON, "MIN", "FY2025")
    for question, value in (
        ("What was MinRes's revenue in FY2025?", "A$4.45 billion"),
        ("What was MinRes's revenue in FY2024?", "A$5.28 billion"),
    ):
        draft, check = answer(doc, question)
        assert value in draft and check.verified == 1 and not check.rejected, (draft, check)
    wrong = (
        "- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — revenue: A$5.28 billion [1]\n"
        f'  > "{_FELL_ON}"'
    )
    check = check_draft(wrong, [doc])
    assert check.rejected and not check.verified, check
