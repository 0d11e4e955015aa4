"""A sentence that dates its values after them ("... of concentrate in FY24").

Such values are not the document's period: a page of FY2025 operations recalling last
year's output in one sentence must not record that output for FY2025 (nor offer it as
the closest stated figure for FY2025). A comparison's period ("up from X in FY2024")
stays the comparison's. Wording is ours; the numbers are from the shared facts.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period


def _periods(text: str, company: str, period: Period) -> dict[float, Period]:
    got = extract_figures(text, DocContext(company, period, "page.md", 1, "", "c-1"))
    return {f.value: f.period for f in got}


def test_values_dated_at_the_sentence_end_are_not_the_documents() -> None:
    for doc in (Period(2025), Period(2025, "H1")):
        got = _periods(
            "Mt Marion turned out 218 kt and Wodgina 201 kt of spodumene concentrate in FY24.",
            "MIN",
            doc,
        )
        assert got.get(218.0) != doc and got.get(201.0) != doc
        got = _periods("Wodgina produced 201 kt of concentrate during FY24.", "MIN", doc)
        assert got.get(201.0) != doc
    # a period after a comparison word is the comparison's: the first value stays the year's
    got = _periods(
        "Revenue was A$4.45 billion, against A$5.28 billion in FY2024.", "MIN", Period(2025)
    )
    assert got[4.45] == Period(2025)
