"""A table of divisions whose measure only its closing total row names.

"| Contracting | 180.2 |" ... "| **Underlying EBITDA** | **512.6** |": each division's row is
that division's figure of the measure, the last row the group's; the verifier confirms the
same reading. Labels and numbers are invented for these tests.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc, table_text

H1 = Period(2024, "H1")
TABLE = table_text(
    "How the businesses performed",
    ["A$M", "1H24", "1H23"],
    [
        ["Mining Services", "180.2", ""],
        ["Lithium", "201.9", ""],
        ["Iron Ore", "150.5", ""],
        ["**Underlying EBITDA**", "**512.6**", "**644**"],
    ],
)


def test_division_rows_take_the_measure_of_the_closing_total_row() -> None:
    figures = extract_figures(TABLE, DocContext("MIN", H1))
    parts = {f.qualifier: f.value for f in figures if f.qualifier}
    assert parts == {"Mining Services": 180.2, "Lithium": 201.9, "Iron Ore": 150.5}
    group = [f for f in figures if f.metric == "underlying_ebitda" and f.period == H1]
    assert [(f.value, f.qualifier) for f in group] == [(512.6, None)]


def test_a_division_and_the_group_are_answered_and_confirmed_from_it() -> None:
    draft, check = answer(cited_doc(TABLE, "MIN", "H1 FY2024"), "MinRes lithium EBITDA 1H FY24")
    assert "201.9" in draft and check.verified == 1 and not check.rejected
    draft, check = answer(cited_doc(TABLE, "MIN", "H1 FY2024"), "MinRes underlying EBITDA 1H FY24")
    assert "512.6" in draft and check.verified == 1 and not check.rejected


def test_rows_that_are_no_divisions_take_no_measure_from_the_last_row() -> None:
    text = TABLE.replace("Mining Services", "Royalties paid").replace("Lithium", "Freight")
    figures = extract_figures(text, DocContext("MIN", H1))
    assert not any(f.qualifier for f in figures if f.value in (180.2, 201.9))
