"""A half's result told with whose it is ("its shareholders", "the group's") and per share.

Figures from ../shared/data: BHP's half to December 2023 -- statutory attributable profit
US$927 million (basic earnings 18.3 US cents a share), underlying attributable profit
US$6,569 million (129.6 US cents a share).
"""

from __future__ import annotations

from mines.figures.basis_words import left_out_leads
from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc

_STATUTORY = (
    "BHP told the market that profit attributable to its shareholders for the six months to "
    "31 December 2023 was US$927 million, or 18.3 US cents a share."
)


def _read(text: str) -> list[tuple[str, str | None, float]]:
    doc = {"id": "1", "company": "BHP", "fiscal_year": "FY2024", "period": "H1 FY2024"}
    doc["text"] = text
    return [(s.figure.metric, s.figure.basis, s.figure.base_value) for s in doc_figures(doc)]


def test_the_owners_named_with_a_possessive_keep_the_statutory_result() -> None:
    assert ("statutory_npat", "attributable", 927_000_000.0) in _read(_STATUTORY)
    doc = cited_doc(_STATUTORY, "BHP", "H1 FY2024")
    draft, check = answer(doc, "What attributable profit did BHP make in the December 2023 half?")
    assert "927" in draft and check.verified == 1 and not check.rejected, (draft, check)


def test_the_per_share_restatement_is_verified_as_basic_earnings_a_share() -> None:
    doc = cited_doc(_STATUTORY, "BHP", "H1 FY2024")
    draft, check = answer(doc, "What basic EPS did BHP post for the December 2023 half?")
    assert "18.3" in draft and check.verified == 1 and not check.rejected, (draft, check)
    draft, _ = answer(doc, "What underlying EPS did BHP post for the December 2023 half?")
    assert "18.3" not in draft.split("closest stated")[0]


def test_a_left_out_clause_then_whose_result_leads_the_label() -> None:
    assert left_out_leads("Setting aside the nickel charges, the group's ")
    assert left_out_leads("Excluding one-off items, BHP's ")
    # a clause a figure stands after is another value's
    assert not left_out_leads("Excluding one-off items, profit was US$6,569 million and its ")
    text = (
        "Setting aside the nickel and Samarco charges, the group's earnings were US$6,569 million."
    )
    assert [b for _, b, v in _read(text) if v == 6_569_000_000.0] == ["underlying"]
