"""A place no site list holds ("481koz at Kalgoorlie") is still a site: its figure is that
place's, a question about the whole company never takes it, and one naming the place does."""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.measures.sites import unlisted_place, worded_sites
from tests.support.offline_answer import answer, cited_doc

_SENTENCE = "Ounces sold were 402koz at Tanami Plains, 515koz at Corella and 233koz at Pogo."


def test_a_capitalised_place_after_a_volume_is_its_site() -> None:
    figures = extract_figures(_SENTENCE, DocContext("NST", Period(2023)))
    first = next(f for f in figures if f.value == 402.0)
    assert first.qualifier == "Tanami Plains", first


def test_places_are_told_from_divisions_and_bases() -> None:
    assert unlisted_place("Corella, 100% basis") == "Corella"
    for part in ("Energy", "Iron ore unit", "Mining services", "Group", "share", "Copper"):
        assert unlisted_place(part) is None, part
    assert worded_sites("How much gold was sold at Corella in FY2023?") == ("Corella",)
    assert worded_sites("What was net debt at June 30, 2023?") == ()


def test_the_company_is_never_answered_with_a_places_figure() -> None:
    doc = cited_doc(_SENTENCE, "NST", "FY2023")
    draft, check = answer(doc, "How much gold did Northern Star sell in FY2023?")
    assert "402" not in draft.split("closest")[0], draft
    draft, check = answer(doc, "How much gold did Northern Star sell at Tanami Plains in FY2023?")
    assert "402" in draft and not check.rejected, draft
