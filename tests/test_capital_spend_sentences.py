"""The year's capital spending in a sentence, in words a release uses beyond "capex".

"Capital outlays totalled", "its capital outlay was", "poured $X into capital projects":
the year's total capital expenditure, confirmed by the verifier (a verb that also pours
gold names no volume when its object is capital). Sentences in our own words; the amount
is from the verified facts (FMG FY2025 capital expenditure US$3.9 billion).
"""

from __future__ import annotations

import pytest

from tests.support.offline_answer import answer, cited_doc, verified_draft

_QUESTION = "What was Fortescue's capital expenditure in FY2025?"


@pytest.mark.parametrize(
    "text",
    [
        "Capital outlays for FY2025 totalled US$3.9 billion.",
        "Fortescue's capital outlay in FY2025 was US$3.9 billion.",
        "In FY2025 Fortescue poured US$3.9 billion into capital projects.",
        "Total capital outlays reached US$3.9 billion in FY2025, the company said.",
    ],
)
def test_capital_spending_words_answer_capex(text: str) -> None:
    assert "US$3.9 billion" in verified_draft(cited_doc(text, "FMG", "FY2025"), _QUESTION)


@pytest.mark.parametrize(
    "text",
    [
        "Growth capital outlays for FY2025 totalled US$3.9 billion.",
        "In FY2025 Fortescue poured US$3.9 billion into growth projects.",
    ],
)
def test_growth_outlays_never_answer_total_capex(text: str) -> None:
    draft, _ = answer(cited_doc(text, "FMG", "FY2025"), _QUESTION)
    assert "3.9" not in draft.splitlines()[0].split("closest stated")[0]
