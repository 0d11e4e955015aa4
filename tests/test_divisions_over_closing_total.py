"""A table of divisions whose measure only its closing total row names.

"| Lithium | 271.4 |" ... "| **Underlying EBITDA** | **674.9** |": each division's row is
that division's figure of the measure, the last row the group's; the verifier confirms the
same reading. The layout is our own; the figures are Mineral Resources' in
/work/shared/data/asx_facts_more.csv: its 1H24 underlying EBITDA of A$674.9M split into
lithium (271.4), iron ore (266.2) and mining services (253.7), and its 1H23 EBITDA of A$939M.
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
        ["Mining Services", "253.7", ""],
        ["Lithium", "271.4", ""],
        ["Iron Ore", "266.2", ""],
        ["**Underlying EBITDA**", "**674.9**", "**939**"],
    ],
)


def test_division_rows_take_the_measure_of_the_closing_total_row() -> None:
    figures = extract_figures(TABLE, DocContext("MIN", H1))
    parts = {f.qualifier: f.value for f in figures if f.qualifier}
    assert parts == {"Mining Services": 253.7, "Lithium": 271.4, "Iron Ore": 266.2}
    group = [f for f in figures if f.metric == "underlying_ebitda" and f.period == H1]
    assert [(f.value, f.qualifier) for f in group] == [(674.9, None)]


def test_a_division_and_the_group_are_answered_and_confirmed_from_it() -> None:
    draft, check = answer(cited_doc(TABLE, "MIN", "H1 FY2024"), "MinRes lithium EBITDA 1H FY24")
    assert "271.4" in draft and check.verified == 1 and not check.rejected
    draft, check = answer(cited_doc(TABLE, "MIN", "H1 FY2024"), "MinRes underlying EBITDA 1H FY24")
    assert "674.9" in draft and check.verified == 1 and not check.rejected


def test_rows_that_are_no_divisions_take_no_measure_from_the_last_row() -> None:
    text = TABLE.replace("Mining Services", "Royalties paid").replace("Lithium", "Freight")
    figures = extract_figures(text, DocContext("MIN", H1))
    assert not any(f.qualifier for f in figures if f.value in (253.7, 271.4))
