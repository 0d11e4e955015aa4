"""Earnings per share restating the period's amount after its comparative.

"Net profit of US$X in 2024, up from US$Y the year before, or N cents a share": the
per-share value restates the sentence's own amount, so it is the reporting period's
earnings per share, never the comparison's. Our own sentences, with each company's
published figures.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc


def _eps(text: str, company: str, period: str) -> set[tuple[str, float]]:
    doc = cited_doc(text, company, period)
    return {
        (s.figure.period.label, s.figure.base_value)
        for s in doc_figures(doc)
        if s.figure.metric == "earnings_per_share"
    }


def test_a_comparison_ending_the_year_before_keeps_the_years_eps() -> None:
    text = (
        "Fortescue reported a net profit after tax of US$5,664 million for the 2024 "
        "financial year, up from US$4.8 billion the year before, or 185 US cents a share."
    )
    assert _eps(text, "FMG", "FY2024") == {("FY2024", 185.0)}


def test_a_comparison_dated_by_a_year_then_equivalent_to() -> None:
    text = (
        "Rio Tinto generated underlying earnings of US$10.9 billion in 2024, compared with "
        "US$11.8 billion in 2023, equivalent to 669.5 US cents per share."
    )
    assert _eps(text, "RIO", "FY2024") == {("FY2024", 669.5)}


def test_a_comparison_dated_by_the_prior_half_then_equal_to() -> None:
    text = (
        "Net profit after tax for the half was US$1.6 billion, down from US$3.34 billion "
        "in 1H FY24, equal to 51 US cents per share."
    )
    assert _eps(text, "FMG", "H1 FY2025") == {("H1 FY2025", 51.0)}


def test_the_years_eps_is_answered_and_verified() -> None:
    doc = cited_doc(
        "BHP said attributable profit came in at US$7.897 billion for FY2024, down from "
        "US$12.921 billion in the prior year, equal to 155.8 US cents per share.",
        "BHP",
        "FY2024",
    )
    draft, check = answer(doc, "What was BHP's earnings per share for FY2024?")
    assert "155.8 US cents" in draft
    assert check.verified and not check.rejected
    draft, _ = answer(doc, "What was BHP's earnings per share for FY2023?")
    assert "155.8" not in draft


def test_a_bracketed_comparative_between_the_amount_and_its_eps() -> None:
    text = (
        "Net profit after tax was US$5,664 million (FY23: US$4.8 billion), or 185 US cents a share."
    )
    assert _eps(text, "FMG", "FY2024") == {("FY2024", 185.0)}
    doc = cited_doc(text, "FMG", "FY2024")
    draft, check = answer(doc, "What was Fortescue's earnings per share in FY2024?")
    assert "185 US cents" in draft
    assert check.verified and not check.rejected
