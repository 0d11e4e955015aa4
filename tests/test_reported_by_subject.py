"""A measure named after who reported it ("X said profit ... rose to") is verified as read.

Figures from ../shared/data: BHP's statutory attributable profit for the half to December
2024 (US$4,416 million) and for the half a year before (US$927 million).
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

_TEXT = (
    "The miner told investors on Tuesday that profit attributable to shareholders in the "
    "December half climbed to US$4,416 million from US$927 million a year before."
)


def test_the_profit_after_a_reporting_clause_is_verified() -> None:
    doc = cited_doc(_TEXT, "BHP", "H1 FY2025")
    asked = "What profit attributable to shareholders did BHP report for the December 2024 half?"
    draft, check = answer(doc, asked)
    assert "4,416" in draft and check.verified == 1 and not check.rejected, (draft, check)


def test_the_reporting_clause_makes_it_no_underlying_profit() -> None:
    doc = cited_doc(_TEXT, "BHP", "H1 FY2025")
    draft, _ = answer(doc, "What underlying attributable profit did BHP make in the December half?")
    assert "4,416" not in draft.split("closest stated")[0]
