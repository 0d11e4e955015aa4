"""Figures a press story tells that the reader left unread, or read without their measure.

A product group's EBITDA told in a list after a fronting phrase ("By product group, copper
delivered ..."), or with "with" after the part ("The standout was copper, with underlying
EBITDA of"), is that part's and never the group's.

The sentences are written for these tests; the values are the companies' published ones
(/work/shared/data).
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from mines.figures.model import Figure
from mines.numbers import find_figures, spelt_as_digits
from tests.support.offline_answer import answer, cited_doc


def read(text: str, company: str, period: str) -> list[Figure]:
    doc = {
        "id": "1",
        "company": company,
        "fiscal_year": period.split()[-1],
        "period": period,
        "text": text,
        "page": 1,
        "section": "",
    }
    return [s.figure for s in doc_figures(doc)]


def at(figures: list[Figure], value: float) -> list[Figure]:
    return [f for f in figures if abs(f.base_value - value) < 1e-6 * max(1.0, abs(value))]


# --- a product group's EBITDA is never the group's --------------------------------------


def test_a_fronted_list_of_product_groups_files_each_under_its_part() -> None:
    text = (
        "By product group, copper delivered underlying EBITDA of $US7.4bn, aluminium and "
        "lithium $US4.6bn and iron ore $US15.2bn in 2025."
    )
    figures = read(text, "RIO", "FY2025")
    assert not [f for f in figures if f.metric == "underlying_ebitda"]
    (copper,) = at(figures, 7.4e9)
    assert copper.qualifier == "Copper"


def test_a_part_told_with_its_ebitda_is_that_parts() -> None:
    text = (
        "The standout was copper, with underlying EBITDA of $US7.4 billion, while iron ore "
        "delivered $US15.2 billion."
    )
    figures = read(text, "RIO", "FY2025")
    assert not [f for f in figures if f.metric == "underlying_ebitda"]
    assert [f.qualifier for f in at(figures, 7.4e9)] == ["Copper"]


def test_a_part_on_its_own_amount_is_not_a_prior_year() -> None:
    text = (
        "Among the divisions, copper earned $US7.4 billion in underlying EBITDA, with "
        "aluminium and lithium on $US4.6 billion."
    )
    figures = read(text, "RIO", "FY2025")
    assert all(f.period.label == "FY2025" for f in figures)
    assert not [f for f in figures if f.metric == "underlying_ebitda"]


# --- a statutory loss told with a verb -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The company recorded a bottom-line loss of $896 million for the year.",
        "Its net result slumped to a loss of $896 million.",
        "Mineral Resources' bottom line was an $896 million loss.",
        "After impairments, the bottom line showed a loss of $896 million.",
    ],
)
def test_a_loss_told_with_a_verb_is_the_years_statutory_loss(text: str) -> None:
    figures = read(text, "MIN", "FY2025")
    assert [(f.metric, f.base_value, f.period.label) for f in figures] == [
        ("statutory_npat", -896e6, "FY2025")
    ]


def test_an_underlying_result_that_slumped_to_a_loss_keeps_its_basis() -> None:
    figures = read("Its underlying result slumped to a loss of $112 million.", "MIN", "FY2025")
    assert [(f.metric, f.base_value) for f in figures] == [("underlying_npat", -112e6)]


# --- half-year earnings a share, told by the unit ----------------------------------------

_HALF_EPS = (
    "In the six months to June 30, Rio Tinto earned 355.8 US cents a share on a basic "
    "measure and 354.3 US cents a share on an underlying basis."
)


def test_a_halfs_earnings_a_share_on_each_basis_are_read_for_the_half() -> None:
    figures = read(_HALF_EPS, "RIO", "FY2024")
    assert {(f.metric, f.base_value, f.basis, f.period.label) for f in figures} == {
        ("earnings_per_share", 355.8, None, "H1 FY2024"),
        ("earnings_per_share", 354.3, "underlying", "H1 FY2024"),
    }


def test_basic_earnings_told_as_cents_a_share_are_earnings_per_share() -> None:
    figures = read("First-half basic earnings were 355.8 US cents a share.", "RIO", "FY2024")
    assert [(f.metric, f.period.label) for f in figures] == [("earnings_per_share", "H1 FY2024")]


def test_a_second_sum_a_share_on_a_diluted_basis_is_not_basic() -> None:
    text = (
        "In the six months to June 30, Rio Tinto earned 355.8 US cents a share on a basic "
        "measure and 353.0 US cents a share on a diluted basis."
    )
    figures = read(text, "RIO", "FY2024")
    assert [(f.metric, f.base_value) for f in figures if f.metric] == [
        ("earnings_per_share", 355.8)
    ]


@pytest.mark.parametrize(
    ("asked", "value"),
    [
        ("What were Rio Tinto's basic earnings per share in the first half of 2024?", "355.8"),
        ("What were Rio Tinto's underlying earnings per share in the first half of 2024?", "354.3"),
    ],
)
def test_the_halfs_earnings_a_share_are_answered_and_verified(asked: str, value: str) -> None:
    draft, check = answer(cited_doc(_HALF_EPS, "RIO", "H1 FY2024"), asked)
    assert check.verified and not check.rejected
    assert value in draft.splitlines()[0]
    # the half's figure is never the year's
    year, _ = answer(cited_doc(_HALF_EPS, "RIO", "FY2024"), asked.replace("the first half of ", ""))
    assert value not in year.splitlines()[0]


# --- a region's shipments in a story of several results ------------------------------------

_PILBARA_ASKED = "How much iron ore did Rio Tinto ship from the Pilbara in 2024?"


@pytest.mark.parametrize(
    "text",
    [
        "Rio Tinto shipped 328.6Mt from the Pilbara in 2024.",
        "Rio Tinto moved 328.6 million tonnes of ore out of the Pilbara in 2024.",
        "It lifted capital spending to $US9.6 billion, while the Pilbara shipped 328.6Mt.",
        "Underlying profit dipped to $US10.9 billion, capex climbed to $US9.6 billion and "
        "Pilbara exports held at 328.6 million tonnes.",
    ],
)
def test_a_regions_shipments_in_a_story_are_answered(text: str) -> None:
    figures = read(text, "RIO", "FY2024")
    assert [f.metric for f in at(figures, 328.6e6)] == ["iron_ore_shipments_mt"]
    draft, check = answer(cited_doc(text, "RIO", "FY2024"), _PILBARA_ASKED)
    assert check.verified and not check.rejected
    assert "328.6 Mt" in draft.splitlines()[0]


# --- a site's shipments with the count spelt in words -------------------------------------


@pytest.mark.parametrize(
    ("text", "asked", "shown"),
    [
        (
            "Onslow Iron shipped fourteen million tonnes in the year, the company said.",
            "How much iron ore did Mineral Resources ship from Onslow Iron in FY2025?",
            "14 Mt",
        ),
        (
            "Mt Marion shipped two hundred and three thousand tonnes of concentrate over the year.",
            "How much spodumene concentrate did Mt Marion ship in FY2025?",
            "203 kt",
        ),
    ],
)
def test_a_sites_shipments_spelt_in_words_are_answered(text: str, asked: str, shown: str) -> None:
    (figure,) = [f for f in read(text, "MIN", "FY2025") if f.metric]
    assert figure.span.text == text  # quoted as printed, in words
    draft, check = answer(cited_doc(text, "MIN", "FY2025"), asked)
    assert check.verified and not check.rejected
    assert shown in draft.splitlines()[0]


def test_spelt_counts_keep_their_offsets() -> None:
    text = "It shipped twenty-one million tonnes and two hundred and three thousand tonnes."
    digits = spelt_as_digits(text)
    assert len(digits) == len(text)
    assert [(f.base_value, text[f.start : f.end]) for f in find_figures(text)] == [
        (21e6, "twenty-one million"),
        (203e3, "two hundred and three thousand"),
    ]
    assert spelt_as_digits("It has two sites") == "It has two sites"


# --- what a services division moved for others ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Its mining services division shifted 280 million tonnes for clients.",
        "The Mining Services arm handled 280Mt of material in the year.",
    ],
)
def test_a_services_divisions_tonnes_in_other_verbs_are_answered(text: str) -> None:
    asked = "What volume did Mineral Resources' mining services business move in FY2025?"
    draft, check = answer(cited_doc(text, "MIN", "FY2025"), asked)
    assert check.verified and not check.rejected
    assert "280 Mt" in draft.splitlines()[0]
    shipped, _ = answer(
        cited_doc(text, "MIN", "FY2025"), "How much iron ore did Mineral Resources ship in FY2025?"
    )
    assert "280" not in shipped.splitlines()[0]


def test_a_part_named_by_an_amounts_own_words_is_not_the_subjects() -> None:
    text = (
        "Copper generated underlying EBITDA of $US7.4 billion, ahead of aluminium and lithium "
        "at $US4.6 billion."
    )
    figures = read(text, "RIO", "FY2025")
    assert [f.qualifier for f in at(figures, 7.4e9)] == ["Copper"]
    assert all(f.qualifier != "Copper" and f.metric == "" for f in at(figures, 4.6e9))
