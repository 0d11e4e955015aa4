"""A half named with a hyphen, as the press writes it: "first-half fiscal 2025".

"Booked first-half fiscal 2025 cash earnings of $X" dates the figure to the half to
December 2024 (H1 FY2025 of a June-year company); read without the hyphen's half, the
sentence named only "fiscal 2025" and the verifier withheld a right claim for the half as
undated. The full year is still refused. Northern Star's figures from ../shared/data.
"""

from __future__ import annotations

import pytest

from mines.figures.period_forms import HALF_FORM
from tests.support.offline_answer import answer, cited_doc

_HALF = "Northern Star booked {} cash earnings of $1.146 billion, while it spent $1.06 billion."


@pytest.mark.parametrize("words", ["first-half fiscal 2025", "fiscal 2025 first-half"])
def test_a_hyphenated_first_half_of_a_fiscal_year_is_that_half(words: str) -> None:
    match = HALF_FORM.search(f"booked {words} cash earnings")
    assert match is not None and match.group(0) == words


@pytest.mark.parametrize("words", ["first-half fiscal 2025", "fiscal 2025 first-half"])
def test_a_claim_for_the_hyphenated_half_is_verified(words: str) -> None:
    doc = cited_doc(_HALF.format(words), "NST", "H1 FY2025")
    question = "What cash earnings did Northern Star book in the half to 31 December 2024?"
    draft, check = answer(doc, question)
    assert "A$1.146 billion" in draft and check.verified == 1 and not check.rejected, draft


def test_the_year_is_not_the_hyphenated_half() -> None:
    doc = cited_doc(_HALF.format("first-half fiscal 2025"), "NST", "H1 FY2025")
    draft, check = answer(doc, "What cash earnings did Northern Star book in FY2025?")
    assert not check.verified, draft
