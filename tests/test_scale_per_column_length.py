"""A title giving the half and the year each a scale ("A$M for the half, A$B for the year")."""

from __future__ import annotations

from mines.figures.extract import doc_figures
from mines.figures.quantities import declared_unit
from tests.support.offline_answer import cited_doc, table_text, verified_draft

# Northern Star: underlying EBITDA A$889 million in the December 2023 half, A$2.19 billion
# in FY2024; revenue A$4.92 billion in FY2024.
TABLE = table_text(
    "Earnings (in A$M for the half and A$B for the year)",
    ["", "Six months to Dec 2023", "FY2024"],
    [["Revenue", "-", "4.92"], ["EBITDA before significant items", "889", "2.19"]],
)


def test_each_column_takes_the_scale_of_its_length() -> None:
    read = {
        (s.figure.period.label, s.figure.base_value) for s in doc_figures(cited_doc(TABLE, "NST"))
    }
    assert {("H1 FY2024", 889e6), ("FY2024", 2.19e9), ("FY2024", 4.92e9)} <= read
    assert ("FY2024", 2.19e6) not in read


def test_the_years_cell_is_verified_in_billions() -> None:
    doc = cited_doc(TABLE, "NST", "FY2024")
    draft = verified_draft(doc, "Northern Star EBITDA before significant items in FY2024?")
    assert "A$2.19 billion" in draft


def test_two_scales_declare_no_one_unit() -> None:
    assert declared_unit("A$M for the half, A$B for the year", "NST") is None
    assert declared_unit("Results (A$M)", "NST") is not None
