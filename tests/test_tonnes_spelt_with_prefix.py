"""Tonnes spelt out with their metric prefix ("kilotonnes", "megatonnes") are kt and Mt."""

from __future__ import annotations

from mines.numbers import find_figures
from tests.support.offline_answer import cited_doc, verified_draft


def test_spelt_prefixes_read_as_their_symbols() -> None:
    found = find_figures("Copper reached 1,865 kilotonnes; iron ore 259.7 megatonnes.")
    assert [(n.value, n.unit) for n in found] == [(1865.0, "kt"), (259.7, "Mt")]


def test_a_volume_in_kilotonnes_answers_production() -> None:
    doc = cited_doc("Mined copper for the year totalled 1,865 kilotonnes.", "BHP", "FY2024")
    assert "1,865 kt" in verified_draft(doc, "BHP copper production FY2024?")
