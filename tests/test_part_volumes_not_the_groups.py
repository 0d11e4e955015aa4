"""A volume moved by a part of the company is that part's, never the group's.

Figures are the shared fact list's (Mineral Resources' FY25: 280 Mt moved by its
contracting arm, 9.7 Mt of iron ore shipped from its Pilbara hub); the sentences are
written for these tests.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc


def _read(text: str) -> list[tuple[str, float, str]]:
    doc = cited_doc(text, "MIN", "FY2025")
    doc["page"], doc["section"] = 1, ""
    return [(s.figure.metric, s.figure.base_value, s.figure.label) for s in doc_figures(doc)]


@pytest.mark.parametrize(
    "text",
    [
        "The contracting arm hauled 280 Mt of iron ore in the year.",
        "Our services arm moved 280 Mt of iron ore for clients over FY25.",
        "MinRes's contracting business shifted 280 Mt of iron ore.",
        "The lithium division shipped 9.7 Mt of iron ore.",
        "In the year 280 Mt of iron ore was hauled by the contracting arm.",
    ],
)
def test_a_parts_tonnes_are_no_group_volume(text: str) -> None:
    read = _read(text)
    assert not [r for r in read if r[0].startswith("iron_ore")], read
    for question in (
        "What were MinRes's iron ore shipments in FY2025?",
        "How much iron ore did MinRes produce in FY2025?",
    ):
        draft, _ = answer(cited_doc(text, "MIN", "FY2025"), question)
        assert "280" not in draft and "9.7" not in draft, draft


def test_the_part_keeps_its_own_tonnes() -> None:
    read = _read("The contracting arm hauled 280 Mt of iron ore in the year.")
    assert [(m, v) for m, v, _ in read] == [("", 280e6)], read
    assert "contracting arm" in read[0][2]
    draft, check = answer(
        cited_doc("The contracting arm hauled 280 Mt of iron ore in the year.", "MIN", "FY2025"),
        "How many tonnes did the contracting arm move in FY2025?",
    )
    assert "280 Mt" in draft and check.verified == 1 and not check.rejected, (draft, check)


def test_the_group_beside_the_part_still_reads() -> None:
    read = _read(
        "The contracting arm hauled 280 Mt of iron ore, and the group shipped 9.7 Mt of iron ore."
    )
    assert ("iron_ore_shipments_mt", 9.7e6) in [(m, v) for m, v, _ in read], read
    assert ("iron_ore_shipments_mt", 280e6) not in [(m, v) for m, v, _ in read], read


@pytest.mark.parametrize(
    "text",
    [
        "The iron ore division shipped 9.7 Mt of iron ore.",
        "During FY25, 9.7 Mt of iron ore was shipped by the iron ore division.",
        "MinRes shipped 9.7 Mt of iron ore.",
    ],
)
def test_the_commoditys_own_part_or_the_group_still_ships(text: str) -> None:
    assert ("iron_ore_shipments_mt", 9.7e6) in [(m, v) for m, v, _ in _read(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Its joint venture partner shipped 14 Mt of iron ore.",
        "Our customers shipped 280 Mt of iron ore through the contracting arm's plants.",
    ],
)
def test_another_companys_tonnes_are_none_of_the_groups(text: str) -> None:
    read = _read(text)
    assert not [r for r in read if r[0].startswith("iron_ore")], read
    for question in (
        "What were MinRes's iron ore shipments in FY2025?",
        "How much iron ore did MinRes ship in FY2025?",
    ):
        draft, _ = answer(cited_doc(text, "MIN", "FY2025"), question)
        assert "14 Mt" not in draft and "280 Mt" not in draft, draft


def test_the_group_beside_its_partners_still_reads() -> None:
    read = _read(
        "The group shipped 9.7 Mt of iron ore, and its partners shipped 14 Mt of iron ore."
    )
    assert [(m, v) for m, v, _ in read] == [("iron_ore_shipments_mt", 9.7e6)], read
