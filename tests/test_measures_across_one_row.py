"""A strip of measures across over one row of values; a currency's scale after a space."""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc, table_text, verified_draft

# BHP's first half of FY2024 (six months to 31 December 2023), in our own layout: the
# measures head the columns, one row of values, the period only in the title.
STRIP = table_text(
    "Six months to 31 December 2023 at a glance",
    ["Revenue US$bn", "Underlying attributable profit US$m", "Interim dividend (US cents)"],
    [["27.23", "6,569", "72"]],
    rule=True,
)


def _read(text: str, period: str) -> dict[str, tuple[str, float]]:
    doc = cited_doc(text, "BHP", period)
    return {s.figure.metric: (s.figure.period.label, s.figure.base_value) for s in doc_figures(doc)}


def test_each_header_is_a_measure_of_the_titles_half() -> None:
    read = _read(STRIP, "FY2024")  # a year's document: the title names the half
    assert read["revenue"] == ("H1 FY2024", 27.23e9)
    assert read["underlying_npat"] == ("H1 FY2024", 6569e6)
    assert read["dividends_per_share"] == ("H1 FY2024", 72)


def test_the_half_is_answered_and_verified() -> None:
    doc = cited_doc(STRIP, "BHP", "FY2024")
    draft = verified_draft(doc, "BHP interim dividend, first half of FY2024?")
    assert "72" in draft
    draft = verified_draft(doc, "BHP revenue in the half to December 2023?")
    assert "27.23" in draft


def test_the_year_is_not_answered_by_the_half() -> None:
    draft, check = answer(cited_doc(STRIP, "BHP", "FY2024"), "What was BHP's revenue in FY2024?")
    assert "27.23" not in draft and not check.verified


def test_years_across_over_one_row_are_not_measures() -> None:
    text = table_text("Revenue (US$m)", ["FY2024", "FY2023"], [["55,658", "53,817"]])
    doc = cited_doc(text, "BHP", "FY2024")
    assert not [s for s in doc_figures(doc) if s.figure.label.startswith("FY20")]


def test_a_row_label_ending_in_currency_and_scale_takes_that_unit() -> None:
    text = table_text(
        "Group results", ["", "FY2024", "FY2023"], [["Revenue US$m", "55,658", "53,817"]]
    )
    read = {
        (s.figure.metric, s.figure.period.label, s.figure.base_value, s.figure.unit)
        for s in doc_figures(cited_doc(text, "BHP", "FY2024"))
    }
    assert {
        ("revenue", "FY2024", 55658e6, "currency"),
        ("revenue", "FY2023", 53817e6, "currency"),
    } <= read
