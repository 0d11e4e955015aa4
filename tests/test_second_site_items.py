"""A second site's volume after the first's, the measure printed once (own words, real figures).

"Spodumene production at Mt Marion was 218 kt and at Wodgina 201 kt": the second tonnage is
the same measure at the second site; a company total before a site's part lends it nothing.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from mines.figures.site_pairs import second_site_hits
from tests.support.offline_answer import answer, cited_doc


def _read(text: str, period: str) -> dict[int, str | None]:
    doc = {"page": 1, "section": "", "text": text, "company": "MIN", "id": "1"}
    doc |= {"fiscal_year": period, "period": period}
    return {round(i.figure.base_value / 1e3): i.figure.qualifier for i in doc_figures(doc)}


@pytest.mark.parametrize(
    ("text", "period", "first", "second"),
    [
        ("Spodumene production at Mt Marion was 218 kt and at Wodgina 201 kt.", "FY2024", 218, 201),
        ("Spodumene shipments were 149 kt at Mt Marion and 143 kt at Wodgina.", "FY2023", 149, 143),
    ],
)
def test_the_second_value_is_the_second_sites(
    text: str, period: str, first: int, second: int
) -> None:
    got = _read(text, period)
    assert got[first] == "Mt Marion" and got[second] == "Wodgina"
    draft, check = answer(
        cited_doc(text, "MIN", period),
        f"What was Wodgina's spodumene output in {period}?"
        if "production" in text
        else f"What were Wodgina's spodumene shipments in {period}?",
    )
    assert f"{second} kt" in draft and str(first) not in draft.split(">")[0], draft
    assert check.verified == 1 and not check.rejected


def test_a_total_then_a_sites_part_gives_the_part_no_label() -> None:
    assert second_site_hits("Copper output was 987 kt and 644 kt at Escondida.") == []
    # two sites mining different things are no pair of one measure
    assert second_site_hits("Output was 218 kt at Mt Marion and 7.1 Mt at Iron Bridge.") == []
