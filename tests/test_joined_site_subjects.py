"""Two sites as one subject (made-up wording, a real figure): their sum is neither site's.

"Wodgina and Mt Marion together shipped 485 kt": read as the nearer site's, a question
about Mt Marion alone would be answered with the pair's total.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from mines.figures.joined_sites import joined_sites
from tests.support.offline_answer import answer, cited_doc

_PAIRED = (
    "Wodgina and Mt Marion together shipped 485 kt of spodumene concentrate in the year.",
    "Mt Marion & Wodgina combined shipped 485 kt of spodumene concentrate in the year.",
)


@pytest.mark.parametrize("text", _PAIRED)
def test_a_pair_of_sites_gives_the_volume_to_neither_alone(text: str) -> None:
    doc = {"page": 1, "section": "", "text": text, "company": "MIN", "id": "1"}
    doc |= {"fiscal_year": "FY2021", "period": "FY2021"}
    (item,) = doc_figures(doc)
    assert item.figure.qualifier is not None
    assert " and " in item.figure.qualifier
    for site in ("Mt Marion", "Wodgina"):
        draft, check = answer(
            cited_doc(text, "MIN", "FY2021"), f"What were {site}'s spodumene shipments in FY2021?"
        )
        assert "485" not in draft.split(">")[0] or not check.verified, draft


def test_one_site_and_a_verb_stays_that_sites() -> None:
    assert joined_sites("Wodgina and Mt Marion together ") == "Wodgina and Mt Marion"
    assert joined_sites("Mt Marion ") is None
    assert joined_sites("Output rose at Wodgina, and Mt Marion ") is None
