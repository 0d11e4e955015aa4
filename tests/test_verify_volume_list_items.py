"""The verifier reads a later item of a list of volumes under its own commodity or site.

"Pilbara shipments reached 326Mt, mined copper 883kt, produced bauxite 62.4Mt and lithium
57kt": the reader reads each item by its own name (``volume_items``); the verifier had held
every value of the list to the first label, "Pilbara shipments", and withheld the right
copper and lithium claims. A value drafted under another item's name stays withheld.
"""

from __future__ import annotations

import pytest

from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc, drafted_and_verified

_PRESS = (
    "In 2025 the group lifted Pilbara shipments to 326Mt, mined copper 883kt, produced "
    "bauxite 62.4Mt and lithium 57kt."
)
_SEMICOLONS = "During 2025 Pilbara shipments reached 326Mt; mined copper 883kt; and lithium 57kt."


def _withheld(text: str, line: str, company: str = "RIO", period: str = "FY2025") -> bool:
    check = check_draft(f"- {line} [1]", [cited_doc(text, company, period)])
    return bool(check.rejected) or not check.verified


@pytest.mark.parametrize("text", [_PRESS, _SEMICOLONS])
def test_the_offline_answer_for_a_later_item_is_kept(text: str) -> None:
    draft, check = answer(
        cited_doc(text, "RIO", "FY2025"), "How much lithium did RIO produce in 2025?"
    )
    assert "57 kt" in draft
    assert check.verified and not check.rejected


@pytest.mark.parametrize(
    ("text", "company", "year"),
    [
        (_PRESS, "RIO", "FY2025"),
        (_SEMICOLONS, "RIO", "FY2025"),
        (
            "In FY25 iron ore production was 255Mt, copper 1,720kt and met coal 30Mt.",
            "BHP",
            "FY2025",
        ),
        (
            "In FY25 Fortescue shipped 191.6Mt of iron ore, produced copper 40kt and lithium 57kt.",
            "FMG",
            "FY2025",
        ),
        ("In FY25 gold sold was 1,630koz, silver 900koz and copper 25kt.", "NST", "FY2025"),
        ("In FY25 Onslow Iron shipped 12wmt, and the Pilbara Hub 8.5wmt.", "MIN", "FY2025"),
    ],
)
def test_every_item_the_reader_reads_is_verified(text: str, company: str, year: str) -> None:
    read = drafted_and_verified(text, company, year)
    assert len(read) >= 2
    assert [f.value for f, ok in read if not ok] == []


@pytest.mark.parametrize(
    "line",
    [
        "Rio Tinto (RIO), FY2025 — copper production: 883 kt",
        "Rio Tinto (RIO), FY2025 — lithium production: 57 kt",
        "Rio Tinto (RIO), FY2025 — iron ore shipments: 326 Mt",
    ],
)
def test_each_item_under_its_own_name_is_kept(line: str) -> None:
    assert not _withheld(_PRESS, line)


@pytest.mark.parametrize(
    "line",
    [
        "Rio Tinto (RIO), FY2025 — lithium production: 883 kt",  # copper's value
        "Rio Tinto (RIO), FY2025 — copper production: 57 kt",  # lithium's value
        "Rio Tinto (RIO), FY2025 — lithium production: 62.4 Mt",  # bauxite's value
        "Rio Tinto (RIO), FY2025 — iron ore shipments: 62.4 Mt",  # bauxite's, not the first
        "Rio Tinto (RIO), FY2025 — lithium shipments: 57 kt",  # produced, not shipped
        "Rio Tinto (RIO), FY2025 — copper production: 326 Mt",  # the first label's value
    ],
)
def test_a_neighbours_value_under_another_name_is_withheld(line: str) -> None:
    assert _withheld(_PRESS, line)


def test_a_neighbour_in_a_semicolon_list_is_withheld() -> None:
    assert _withheld(_SEMICOLONS, "Rio Tinto (RIO), FY2025 — lithium production: 883 kt")
    assert not _withheld(_SEMICOLONS, "Rio Tinto (RIO), FY2025 — copper production: 883 kt")


def test_a_site_item_is_held_to_its_site() -> None:
    text = "In FY25 Wodgina shipped 180kt of SC6 concentrate and Mt Marion 190kt."
    kept = "Mineral Resources (MIN), FY2025 — Mt Marion spodumene shipments: 190 kt"
    swapped = "Mineral Resources (MIN), FY2025 — Wodgina spodumene shipments: 190 kt"
    assert not _withheld(text, kept, "MIN")
    assert _withheld(text, swapped, "MIN")


def test_values_before_their_commodities_are_each_their_own() -> None:
    text = (
        "In 2025 the group shipped 326Mt of Pilbara iron ore, 883kt of copper and 57kt of lithium."
    )
    assert not _withheld(text, "Rio Tinto (RIO), FY2025 — lithium: 57 kt")
    assert _withheld(text, "Rio Tinto (RIO), FY2025 — lithium: 883 kt")
    assert _withheld(text, "Rio Tinto (RIO), FY2025 — lithium: 326 Mt")
