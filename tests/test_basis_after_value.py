"""A basis clause after a result's value names its basis; "including" items keeps a result.

Figures from ../shared/data: BHP's FY2024 statutory attributable profit (US$7,897 million),
underlying attributable profit (US$13.66 billion), and its underlying basic (269.5 US
cents) and basic (155.8 US cents) earnings per share.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc


def _read(text: str) -> list[tuple[str, str | None, float]]:
    doc = {"id": "1", "company": "BHP", "fiscal_year": "FY2024", "period": "FY2024", "text": text}
    return [(s.figure.metric, s.figure.basis, s.figure.base_value) for s in doc_figures(doc)]


def test_a_result_counted_with_its_items_is_no_figure_of_the_items() -> None:
    # the items are what the profit keeps, not what the amount measures
    for text in (
        "The group booked profit including exceptional items of US$7,897 million in FY2024.",
        "Earnings inclusive of exceptional items were US$7,897 million in FY2024.",
    ):
        assert all(metric != "exceptional_items" for metric, _, _ in _read(text)), text
    text = "For FY2024 BHP posted profit including exceptional items of US$7,897 million."
    asked = "What did BHP record as exceptional items for FY2024?"
    draft, _ = answer(cited_doc(text, "BHP", "FY2024"), asked)
    assert "7,897" not in draft.split("closest stated")[0]


def test_a_per_share_amount_before_one_offs_is_the_underlying_one() -> None:
    text = "For FY2024, earnings per share came to 269.5 US cents before exceptionals."
    assert _read(text) == [("earnings_per_share", "underlying", 269.5)]
    doc = cited_doc(text, "BHP", "FY2024")
    draft, _ = answer(doc, "What basic earnings per share did BHP report for FY2024?")
    assert "269.5" not in draft.split("closest stated")[0]
    draft, check = answer(doc, "What was BHP's underlying basic EPS for FY2024?")
    assert "269.5" in draft and check.verified == 1 and not check.rejected


def test_a_profit_before_one_offs_told_after_its_value_is_underlying() -> None:
    text = "In FY2024, attributable profit was US$13.66 billion, excluding exceptional items."
    assert _read(text) == [("underlying_npat", "underlying", 13_660_000_000.0)]
    doc = cited_doc(text, "BHP", "FY2024")
    draft, _ = answer(doc, "What statutory attributable profit did BHP report for FY2024?")
    assert "13.66" not in draft.split("closest stated")[0]
    draft, check = answer(doc, "What was BHP's underlying attributable profit in FY2024?")
    assert "13.66" in draft and check.verified == 1 and not check.rejected


def test_the_clause_after_a_value_keeps_the_statutory_result_statutory() -> None:
    text = "Attributable profit in FY2024 was US$7,897 million after exceptional items."
    assert _read(text) == [("statutory_npat", "statutory", 7_897_000_000.0)]
    # a statutory label with an underlying clause after its value is no one result
    text = "Statutory profit was US$13.66 billion before exceptional items in FY2024."
    assert _read(text) == []
