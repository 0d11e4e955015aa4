"""Prices listed by product, and a price naming no product asked of one.

"Average realised prices were US$90 a dry tonne for Pilbara iron ore, US$4.57 a pound for
copper and US$3,318 a tonne for aluminium": each price is the product's it is "for". Only the
first had been read, under the bare label "Average realised prices", and it then answered
Rio Tinto's copper and aluminium prices at confidence high. A price read with no product
answers a product's price only when its unit (a pound, an ounce, a dry tonne) or its company
(one selling that product alone) says whose it is.

Figures: /work/shared/data/asx_facts_more.csv (RIO FY2025 realised prices: Pilbara iron ore
US$90/dmt, copper US$4.57/lb, aluminium US$3,318/t); the sentences are written here.
"""

from __future__ import annotations

import pytest

from tests.support.offline_answer import answer, cited_doc

_LIST = (
    "Average realised prices were US$90 a dry tonne for Pilbara iron ore, US$4.57 a pound "
    "for copper and US$3,318 a tonne for aluminium."
)
_BARE = "Average realised prices were US$90 a dry tonne, down 8% on the year before."


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Rio Tinto's average realised copper price in 2025?", "US$4.57 per pound"),
        ("What average price did Rio Tinto realise for aluminium in 2025?", "US$3,318 per tonne"),
        ("What average price did Rio Tinto get for Pilbara iron ore in 2025?", "US$90 per dmt"),
    ],
)
def test_each_price_of_a_list_is_its_products(question: str, value: str) -> None:
    draft, check = answer(cited_doc(_LIST, "RIO", "FY2025"), question)
    assert value in draft, draft
    assert check.verified == 1 and not check.rejected and not check.unverified, check


@pytest.mark.parametrize(
    "question",
    [
        "What was Rio Tinto's average realised copper price in 2025?",
        "What average price did Rio Tinto realise for aluminium in 2025?",
    ],
)
def test_a_price_naming_no_product_is_not_another_products(question: str) -> None:
    # a dry tonne is iron ore's: never copper's or aluminium's price
    draft, _ = answer(cited_doc(_BARE, "RIO", "FY2025"), question)
    assert "US$90" not in draft.split("closest stated")[0], draft


_VOLUMES = "Production was 58.7 million tonnes of bauxite, up 7 per cent, and 697 kt of copper."


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How much bauxite did Rio Tinto produce in 2024?", "58.7 Mt"),
        ("How much copper did Rio Tinto produce in 2024?", "697 kt"),
    ],
)
def test_a_volume_of_a_commodity_named_after_it_is_that_commoditys(
    question: str, value: str
) -> None:
    # "Production was 58.7 million tonnes of bauxite": the bauxite's, never a bare production
    draft, check = answer(cited_doc(_VOLUMES, "RIO", "FY2024"), question)
    assert value in draft.split("closest stated")[0], draft
    assert check.verified == 1 and not check.rejected, check
    other = answer(
        cited_doc(_VOLUMES, "RIO", "FY2024"), "What was Rio Tinto's aluminium output in 2024?"
    )
    assert "not found" in other[0] and "58.7 Mt [1]" not in other[0], other[0]


def test_volumes_listed_with_their_quantity_nouns_are_each_their_commoditys() -> None:
    # "58.7 million tonnes of bauxite, 3,296 thousand tonnes of aluminium and 697 thousand
    # tonnes of copper": "tonnes" between a value and "of" its commodity names nothing
    text = (
        "Production in 2024 was 328.0 million tonnes of Pilbara iron ore, 58.7 million tonnes "
        "of bauxite, 3,296 thousand tonnes of aluminium and 697 thousand tonnes of copper."
    )
    doc = cited_doc(text, "RIO", "FY2024")
    for question, value in (
        ("How much bauxite did Rio Tinto produce in 2024?", "58.7 Mt"),
        ("How much aluminium did Rio Tinto produce in 2024?", "3,296 kt"),
        ("How much copper did Rio Tinto produce in 2024?", "697 kt"),
    ):
        draft, check = answer(doc, question)
        assert value in draft, (question, draft)
        assert check.verified == 1 and not check.rejected, (question, check)


def test_a_second_price_after_a_change_in_the_first_is_its_products() -> None:
    # "..., up 8% on 2024, and US$3,318 a tonne for aluminium": the change between the two
    # prices of a list belongs to the first; the second keeps the list's verb and period
    text = (
        "In 2025 Rio Tinto was paid on average US$4.57 a pound for its copper, up 8% on 2024, "
        "and US$3,318 a tonne for aluminium."
    )
    doc = cited_doc(text, "RIO", "FY2025")
    draft, check = answer(doc, "What price did Rio Tinto realise for aluminium in 2025?")
    assert "US$3,318 per tonne [1]" in draft, draft
    assert check.verified == 1 and not check.rejected, check
    draft, check = answer(doc, "What price did Rio Tinto realise for copper in 2025?")
    assert "US$4.57 per pound [1]" in draft and check.verified == 1, (draft, check)
    older, _ = answer(doc, "What price did Rio Tinto realise for aluminium in 2024?")
    assert "3,318" not in older.split("closest stated")[0], older


def test_a_year_between_a_label_and_its_value_leaves_the_label_named() -> None:
    # "Output in 2024 totalled 328.0 million tonnes of ...": the year names no measure, so
    # the label the verifier finds before the value is still "Output"; the volume after it
    # in the same sentence is of that year too
    text = (
        "Output in 2024 totalled 328.0 million tonnes of Pilbara iron ore, with 58.7 million "
        "tonnes of bauxite mined."
    )
    doc = cited_doc(text, "RIO", "FY2025")
    for question, value in (
        ("How much Pilbara iron ore did Rio Tinto produce in 2024?", "328.0 Mt [1]"),
        ("How much bauxite did Rio Tinto mine in 2024?", "58.7 Mt [1]"),
    ):
        draft, check = answer(doc, question)
        assert value in draft, (question, draft)
        assert check.verified == 1 and not check.rejected, (question, check)
    later, _ = answer(doc, "How much bauxite did Rio Tinto mine in 2025?")
    assert "58.7 Mt [1]" not in later.split("closest stated")[0], later


def test_a_price_under_two_commodities_heading_is_neither_ones_alone() -> None:
    # a product group named for two commodities: its price "a tonne" is the group's blend,
    # so a question naming only one of them gets the closest stated, never the answer
    doc = cited_doc(
        "Aluminium & Lithium\n\nThe smelters cast 3.38 million tonnes of metal over the year "
        "and we received an average of US$3,318 a tonne.",
        "RIO",
        "FY2025",
    )
    draft, _ = answer(doc, "What price per tonne did Rio Tinto get for its lithium in 2025?")
    assert "US$3,318 per tonne [1]" not in draft.split("closest stated")[0], draft
