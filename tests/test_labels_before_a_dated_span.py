"""A label our lists do not know, then a span named by its end date: the label names the value."""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import cited_doc, verified_draft

# Rio Tinto's first half of 2023 (six months to 30 June 2023).
QUESTION = "What was Rio Tinto's profit before tax in the first half of 2023?"


def _labels(text: str) -> dict[float, str]:
    doc = cited_doc(text, "RIO", "H1 FY2023")
    return {s.figure.base_value: s.figure.label for s in doc_figures(doc)}


def test_a_span_to_a_day_and_month_is_no_part_of_the_label() -> None:
    text = "Pretax profit for the six months to 30 June 2023 came to US$6.93 billion."
    assert _labels(text)[6.93e9] == "Pretax profit"


def test_a_span_ended_on_a_us_style_date_is_no_part_of_the_label() -> None:
    text = "Earnings before tax for the half ended June 30, 2023 were US$6.93 billion."
    assert _labels(text)[6.93e9] == "Earnings before tax"


def test_the_comma_of_a_us_style_date_breaks_no_clause_for_the_verifier() -> None:
    text = "Pre-tax profit in the six months ended June 30, 2023 was US$6.93 billion."
    assert "6.93" in verified_draft(cited_doc(text, "RIO", "H1 FY2023"), QUESTION)
