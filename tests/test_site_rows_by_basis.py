"""Site volumes printed by ownership basis, and sites named by apposition.

- A table under a site's heading whose label column is headed by the volume ("WAIO
  production (Mt)") and whose rows are bases alone ("100% basis", "BHP share") states the
  site's production on each basis, for the extractor and the verifier alike; a basis whose
  cell is blank is not found, and the other basis is never given in its place.
- "BHP share" closing a row names the basis, as "our share" does.
- "Iron Bridge, the magnetite operation, shipped ...": the site before the apposition
  names the volume for the verifier as it does for the extractor.
- A form of iron ore asked alone ("how much magnetite did it ship") asks iron ore shipments.

Figures are from the shared fact tables; the layouts and wording are our own.
"""

from __future__ import annotations

from mines.figures.ownership_words import ownership_of, without_ownership
from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc

_BY_BASIS = (
    "Western Australia Iron Ore\n\n"
    "Table: Western Australia Iron Ore\n"
    "| WAIO production (Mt) | FY25 | FY24 |\n"
    "| 100% basis | 290 |  |\n"
    "| BHP share | 256.6 | 255 |\n"
)


def _answers(text: str, company: str, period: str, question: str, value: str) -> bool:
    draft, check = answer(cited_doc(text, company, period), question)
    return value in draft and check.verified == 1 and not check.rejected


def test_a_company_share_closing_a_row_is_its_basis() -> None:
    assert without_ownership("Western Australia Iron Ore BHP share") == (
        "Western Australia Iron Ore"
    )
    assert ownership_of("Western Australia Iron Ore BHP share") == "share"
    assert without_ownership("BHP share") == "BHP share"  # nothing left but the basis


def test_basis_rows_under_a_volume_headed_label_column() -> None:
    asked = "WAIO production on a 100% basis FY2025"
    assert _answers(_BY_BASIS, "BHP", "FY2025", asked, "290")
    asked = "How much iron ore did BHP's WA operations produce (BHP share) in FY2024?"
    assert _answers(_BY_BASIS, "BHP", "FY2025", asked, "255")
    asked = "WAIO production FY2025, BHP share"
    assert _answers(_BY_BASIS, "BHP", "FY2025", asked, "256.6")


def test_a_blank_basis_cell_is_not_answered_by_the_other_basis() -> None:
    asked = "WAIO production on a 100% basis FY2024"
    draft, check = answer(cited_doc(_BY_BASIS, "BHP", "FY2025"), asked)
    assert "255" not in draft and check.verified == 0


def test_a_site_set_off_by_an_apposition_names_the_volume() -> None:
    text = "Iron Bridge, the magnetite operation, shipped 7.1 million tonnes over the year."
    assert _answers(text, "FMG", "FY2025", "Iron Bridge shipments FY25", "7.1")
    draft, _ = answer(cited_doc(text, "FMG", "FY2025"), "Fortescue hematite shipments FY25")
    assert "7.1" not in draft


def test_a_form_of_iron_ore_asked_alone_is_iron_ore() -> None:
    for question in (
        "How much magnetite did Fortescue ship in FY2025?",
        "How much hematite did Fortescue ship in FY2025?",
    ):
        assert read_question(question).metrics == ("iron_ore_shipments_mt",)


_TITLED_BY_SITE = (
    "Table: Western Australia Iron Ore production (Mt)\n"
    "| | FY25 | FY24 |\n"
    "| All of the joint ventures, 100 per cent | 290 | - |\n"
    "| Our interest only | 256.6 | 255 |\n"
)


def test_basis_rows_with_a_spare_word_under_a_site_volume_title() -> None:
    # each row names the basis and a word that names nothing else ("only", "All"): the
    # title's site volume on that basis, never the group's iron ore production
    asked = "What was BHP's own share of WAIO output in FY2025?"
    assert _answers(_TITLED_BY_SITE, "BHP", "FY2025", asked, "256.6")
    asked = "Western Australia Iron Ore production, 100% basis, FY2025"
    assert _answers(_TITLED_BY_SITE, "BHP", "FY2025", asked, "290")
    draft, check = answer(cited_doc(_TITLED_BY_SITE, "BHP", "FY2025"), "BHP iron ore output FY2025")
    assert "256.6" not in draft and "290" not in draft
