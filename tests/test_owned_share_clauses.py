"""A company's share stated in a clause after the whole volume (made-up wording, real figures).

"WAIO produced 285 Mt on a 100% basis, of which BHP's share was 253 Mt": the second amount
names only a share; it is the same measure at the same site, on the company's share, and
each basis answers only its own question. A site's full name before a commodity word
("Western Australia Iron Ore produced") is that site, not a region.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc

_SENTENCES = (
    "Western Australia Iron Ore produced 285 Mt on a 100% basis in the 2023 financial year, "
    "of which BHP's share was 253 Mt.",
    "On a 100 per cent basis, WAIO output reached 285 Mt for the year, while BHP's share "
    "came to 253 Mt.",
    "WAIO mined 285 Mt of iron ore (100%), with BHP's own share at 253 Mt.",
)


def _read(text: str) -> dict[float, tuple[str, str]]:
    doc = {"page": 1, "section": "", "text": text, "company": "BHP"}
    doc |= {"fiscal_year": "FY2023", "period": "FY2023", "id": "1"}
    out = {}
    for item in doc_figures(doc):
        f = item.figure
        out[round(f.base_value / 1e6, 1)] = (f.metric, f.qualifier or "")
    return out


@pytest.mark.parametrize("text", _SENTENCES)
def test_the_share_after_the_whole_is_the_same_measure_at_the_same_site(text: str) -> None:
    got = _read(text)
    assert got[285.0] == ("iron_ore_production_mt", "WAIO, 100% basis"), text
    assert got[253.0] == ("iron_ore_production_mt", "WAIO, share"), text


@pytest.mark.parametrize("text", _SENTENCES)
def test_each_basis_answers_its_own_question_only(text: str) -> None:
    doc = cited_doc(text, "BHP", "FY2023")
    draft, check = answer(doc, "What was BHP's share of WAIO production in FY2023?")
    assert "253 Mt" in draft and "285" not in draft.split(">")[0], draft
    assert check.verified == 1 and not check.rejected
    draft, check = answer(doc, "What was WAIO production on a 100% basis in FY2023?")
    assert "285 Mt" in draft and "253" not in draft.split(">")[0], draft
    assert check.verified == 1 and not check.rejected


def test_an_amount_of_another_unit_is_no_share_of_the_volume() -> None:
    # the clause after names the owner, but the amount is another volume with its own label
    got = _read("WAIO produced 285 Mt (100%), while BHP's own copper output was 1,700 kt.")
    assert got[1.7][0] == "copper_production_kt"
    assert "share" not in got[1.7][1]


def test_a_restatement_after_the_first_values_own_bracketed_basis_is_read() -> None:
    # "256.6 Mt (BHP share), or 290 Mt on a 100% basis": the bracket is the first's basis
    text = "WAIO turned out 256.6 Mt (BHP share), or 290 Mt on a 100% basis, in FY2025."
    doc = {"page": 1, "section": "", "text": text, "company": "BHP", "id": "1"}
    doc |= {"fiscal_year": "FY2025", "period": "FY2025"}
    got = {round(i.figure.base_value / 1e6, 1): i.figure.qualifier for i in doc_figures(doc)}
    assert got == {256.6: "WAIO, share", 290.0: "WAIO, 100% basis"}
    draft, check = answer(
        cited_doc(text, "BHP", "FY2025"), "What was WAIO production on a 100% basis in FY2025?"
    )
    assert "290 Mt" in draft and check.verified == 1 and not check.rejected
    # a bracket naming no basis is no restatement's gap: each value keeps its own words
    text = "Spodumene output was 218 kt (Mt Marion), or 201 kt at Wodgina on a 100% basis."
    doc |= {"text": text, "company": "MIN", "fiscal_year": "FY2024", "period": "FY2024"}
    got = {round(i.figure.base_value / 1e3): i.figure.qualifier for i in doc_figures(doc)}
    assert "share" not in (got.get(218) or "")
