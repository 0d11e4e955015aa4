"""A prior period's dividend in brackets after a nil or absent one.

"No interim dividend was determined (1H FY24: 20 cents per share)": the bracketed value is
the prior half's interim, filed for that half; the half reported keeps its nil, never the
bracketed value. Our own sentences, with Mineral Resources' published dividends.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc


def _dividends(text: str, period: str) -> set[tuple[str, float, str | None]]:
    doc = cited_doc(text, "MIN", period)
    return {
        (s.figure.period.label, s.figure.base_value, s.figure.dividend_kind)
        for s in doc_figures(doc)
        if s.figure.metric == "dividends_per_share"
    }


def test_a_bracket_after_a_denied_interim_is_the_prior_halfs_interim() -> None:
    text = (
        "The Board did not determine an interim dividend for the half "
        "(1H FY24: 20 cents per share)."
    )
    assert _dividends(text, "H1 FY2025") == {
        ("H1 FY2024", 20.0, "interim"),
        ("H1 FY2025", 0.0, "interim"),
    }


def test_a_bracket_after_no_interim_dividend_declared() -> None:
    text = "No interim dividend was declared (1H24: 20 cents per share fully franked)."
    assert ("H1 FY2024", 20.0, "interim") in _dividends(text, "H1 FY2025")


def test_a_bracket_after_a_denied_final_is_the_prior_years_final() -> None:
    text = "The directors resolved not to pay a final dividend for FY24 (FY23: 70 cents per share)."
    assert _dividends(text, "FY2024") == {("FY2023", 70.0, "final"), ("FY2024", 0.0, "final")}


def test_a_bracket_of_the_same_period_is_no_comparative() -> None:
    text = "No interim dividend was declared (1H FY25: 20 cents per share)."
    assert not any(v == 20.0 for _, v, _ in _dividends(text, "H1 FY2025"))


def test_the_prior_interim_is_answered_and_the_current_half_stays_nil() -> None:
    doc = cited_doc(
        "Directors did not determine an interim dividend for the half (1H FY24: 20 cents a share).",
        "MIN",
        "H1 FY2025",
    )
    draft, check = answer(doc, "What interim dividend did Mineral Resources pay for 1H FY24?")
    assert "20 cents" in draft
    assert check.verified and not check.rejected
    draft, _ = answer(doc, "What was Mineral Resources' interim dividend for 1H FY25?")
    claim = draft.splitlines()[0]
    assert "nil" in claim and "20 cents" not in claim


def test_a_bracket_right_after_a_short_denial_in_dollars() -> None:
    text = "No interim dividend (pcp: $0.20 per share)."
    assert _dividends(text, "H1 FY2025") == {
        ("H1 FY2024", 20.0, "interim"),
        ("H1 FY2025", 0.0, "interim"),
    }


def test_a_bracket_after_a_denied_interim_and_final_is_the_prior_years_total() -> None:
    text = "No interim or final dividend was determined for FY25 (FY24: 20 cents per share)."
    assert ("FY2024", 20.0, "total") in _dividends(text, "FY2025")
