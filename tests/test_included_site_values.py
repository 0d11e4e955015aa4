"""A site's part of a total printed value first: "including 7.1 Mt from Iron Bridge".

Made-up wording, real figures. The part is the site's volume of the total's measure, never
the total; the total stays the company's.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc

_CASES = (
    (
        "FMG",
        "FY2025",
        "Fortescue shipped a record 198.4 Mt of iron ore in FY25, including 7.1 Mt from "
        "Iron Bridge.",
        (198.4, 7.1),
        "Iron Bridge",
        "How much did Iron Bridge ship in FY2025?",
    ),
    (
        "BHP",
        "H1 FY2025",
        "Copper output for the half reached 987 kt, of which 644 kt came from Escondida.",
        (987.0, 644.0),
        "Escondida",
        "What was Escondida's copper production in the first half of FY2025?",
    ),
)


@pytest.mark.parametrize(("company", "period", "text", "values", "site", "question"), _CASES)
def test_the_part_after_including_is_the_sites_own(
    company: str, period: str, text: str, values: tuple[float, float], site: str, question: str
) -> None:
    doc = {"page": 1, "section": "", "text": text, "company": company, "id": "1"}
    doc |= {"fiscal_year": period.split()[-1], "period": period}
    scale = 1e6 if company == "FMG" else 1e3
    got = {round(i.figure.base_value / scale, 1): i.figure for i in doc_figures(doc)}
    total, part = values
    assert got[total].qualifier is None
    assert got[part].qualifier == site
    assert got[part].metric == got[total].metric
    draft, check = answer(cited_doc(text, company, period), question)
    assert f"{part:g} " in draft.split(">")[0], draft
    assert check.verified == 1 and not check.rejected


def test_a_product_named_between_value_and_site_keeps_its_own_words() -> None:
    # "7.1 Mt of magnetite concentrate from Iron Bridge": the product's own label, not the
    # total's measure (magnetite concentrate is not the hematite the total counts)
    text = (
        "Fortescue shipped a record 198.4 Mt in FY25, including 7.1 Mt of magnetite "
        "concentrate from Iron Bridge."
    )
    doc = {"page": 1, "section": "", "text": text, "company": "FMG", "id": "1"}
    doc |= {"fiscal_year": "FY2025", "period": "FY2025"}
    got = {round(i.figure.base_value / 1e6, 1): i.figure for i in doc_figures(doc)}
    assert got[7.1].qualifier == "Iron Bridge"
    assert got[7.1].metric != "iron_ore_shipments_mt"
