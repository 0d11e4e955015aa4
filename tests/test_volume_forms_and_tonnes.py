"""Volumes by form and by tonne, as questions name them.

- A total over a commodity's forms ("Total iron ore shipments", hematite and magnetite
  summed) is no answer to one form ("hematite shipments"), though it answers the
  commodity asked plainly.
- The dry or wet tonne a figure is asked in ("C1 cost in US$/dmt", "shipments (wmt)"),
  said after the measure, is part of what is asked: a wet-tonne cost is no dry-tonne one.
- A superlative before a volume ("record shipments of") is no part of what it measures,
  for the verifier as for the extractor.

Figures are from the shared fact tables; the wording is our own.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from tests.support.offline_answer import answer, cited_doc, table_text


def _answers(text: str, company: str, period: str, question: str, value: str) -> bool:
    draft, check = answer(cited_doc(text, company, period), question)
    return value in draft and check.verified == 1 and not check.rejected


_TOTAL_TABLE = table_text(
    "Shipments by product",
    ["Shipments (Mt, wet)", "FY25"],
    [["Iron Bridge magnetite concentrate", "7.1"], ["Total iron ore shipments", "198.4"]],
)


def test_a_total_over_forms_conflicts_with_one_form_only() -> None:
    total = read_qualifiers("Total iron ore shipments")
    assert conflicts(read_qualifiers("hematite shipments"), total)
    assert conflicts(read_qualifiers("shipments, total"), read_qualifiers("Hematite shipped"))
    assert not conflicts(read_qualifiers("iron ore shipments"), total)
    assert not conflicts(read_qualifiers("total hematite shipments"), read_qualifiers("Hematite"))


def test_hematite_asked_of_a_table_with_only_a_total_is_refused() -> None:
    asked = "What were Fortescue's hematite shipments in FY2025?"
    assert not _answers(_TOTAL_TABLE, "FMG", "FY2025", asked, "198.4")
    asked = "What were Fortescue's iron ore shipments in FY2025?"
    assert _answers(_TOTAL_TABLE, "FMG", "FY2025", asked, "198.4")


def _per(question: str) -> list[frozenset[str] | None]:
    return [m.stated.get("per") for m in asked_measures(question)]


def test_the_tonne_named_after_the_measure_is_asked() -> None:
    assert _per("Fortescue's C1 cost in US$/dmt for FY2023") == [frozenset({"dry tonne"})]
    assert _per("Fortescue C1 cost (US$/wmt) FY2023") == [frozenset({"wet tonne"})]
    assert _per("MinRes shipments in wet metric tonnes, 1H FY25") == [frozenset({"wet tonne"})]


def test_a_wet_tonne_cost_is_no_answer_in_dry_tonnes() -> None:
    text = "The C1 cost came in at US$17.54 per wet metric tonne (wmt) across FY23."
    asked = "What was Fortescue's C1 cost in US$/dmt in FY2023?"
    assert not _answers(text, "FMG", "FY2023", asked, "17.54")
    asked = "What was Fortescue's C1 cost in US$/wmt in FY2023?"
    assert _answers(text, "FMG", "FY2023", asked, "17.54")


def test_record_before_a_volume_is_read_past_by_the_verifier() -> None:
    for text in (
        "- Record shipments of 192 million tonnes of iron ore, up 2 per cent.",
        "Fortescue delivered record shipments of 192 million tonnes of iron ore.",
    ):
        assert _answers(text, "FMG", "FY2023", "Fortescue iron ore shipments FY2023", "192")


_PILBARA = table_text(
    "Production summary",
    ["Product", "Unit", "2024"],
    [
        ["Pilbara iron ore shipments (100% basis)", "Mt", "328.6"],
        ["Pilbara iron ore production (100% basis)", "Mt", "328.0"],
    ],
)


def test_a_hint_at_another_volume_yields_to_the_words_asked() -> None:
    # no alias names "Pilbara production": the words say production, a shipments hint is wrong
    assert _answers(_PILBARA, "RIO", "FY2024", "Pilbara production 2024", "328.0")
    draft, _ = answer(cited_doc(_PILBARA, "RIO", "FY2024"), "Pilbara production 2024")
    assert "328.6" not in draft
