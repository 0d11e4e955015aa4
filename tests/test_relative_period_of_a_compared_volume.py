"""A relative period after a compared volume dates that volume, never the next clause's price."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc, verified_draft

# Northern Star, six months to 31 December 2024: 804.14 koz sold (781 koz a year earlier),
# an average A$3,562 an ounce (A$2,873 in the December 2023 half).
TEXT = (
    "In the six months to December the miner shipped 804.14 koz, up from 781 koz a year "
    "earlier, and collected an average A$3,562 an ounce against A$2,873 in the December "
    "2023 half."
)
QUESTION = "What did Northern Star realise per ounce in the December 2024 half?"


def test_the_price_after_the_compared_volume_is_the_current_halfs() -> None:
    draft = verified_draft(cited_doc(TEXT, "NST", "H1 FY2025"), QUESTION)
    assert "3,562" in draft


def test_the_compared_price_is_still_not_the_current_halfs() -> None:
    text = "The miner collected an average A$2,873 an ounce a year earlier."
    draft, check = answer(cited_doc(text, "NST", "H1 FY2025"), QUESTION)
    assert not check.verified
