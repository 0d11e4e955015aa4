"""Production and shipments said in sentences: the noun, the site, the basis and the year.

"Output of 218 kt of spodumene concentrate" is production as surely as "produced 218 kt";
the tonnes after "sales of" are ounces sold. A site named at the head of the clause ("Mt
Marion recorded output of ...") is the figure's site, so the company's total is never
answered with it. A basis may open the clause ("Rio Tinto's share of copper production
was ..."). A year that closes the sentence ("... in 2022.") dates the figure. Wording is
our own; the figures are from the project's data files.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.named_scopes import named_scopes
from tests.support.offline_answer import answer, cited_doc


def _read(text: str, company: str, year: int) -> list[tuple[str, float, str, int, str | None]]:
    return [
        (f.metric, f.value, f.unit, f.period.year, f.qualifier)
        for f in extract_figures(text, DocContext(company, Period(year)))
        if f.metric
    ]


def test_a_noun_of_volume_before_the_tonnes_and_their_commodity() -> None:
    got = _read("Across the hubs, group output of 201 kt of spodumene concentrate.", "MIN", 2024)
    assert got == [("spodumene", 201.0, "kt", 2024, None)]
    sold = _read("Sales of 1,621 koz of gold were ahead of plan.", "NST", 2024)
    assert sold == [("gold_sold_koz", 1621.0, "koz", 2024, None)]


def test_the_region_before_the_commodity_and_a_thousand_dry_tonnes() -> None:
    ore = _read("The group shipped 331.8 million tonnes of Pilbara iron ore.", "RIO", 2023)
    assert ore == [("iron_ore_shipments_mt", 331.8, "Mt", 2023, None)]
    lithium = _read("Mt Marion shipped 149k dmt of SC6 equivalent spodumene.", "MIN", 2023)
    assert lithium == [("spodumene", 149.0, "kt", 2023, "Mt Marion")]


def test_the_site_heading_the_clause_is_the_figures_site() -> None:
    text = "Mt Marion recorded output of 218 kt of spodumene concentrate over the year."
    assert _read(text, "MIN", 2024) == [("spodumene", 218.0, "kt", 2024, "Mt Marion")]
    draft, _ = answer(cited_doc(text, "MIN", "FY2024"), "Mineral Resources spodumene production")
    assert "218" not in draft


def test_a_site_asked_is_no_unnamed_part_of_the_company() -> None:
    assert named_scopes("Mt Marion spodumene shipments in FY2023") == []
    text = "Over FY23 Mt Marion shipped 149k dmt of spodumene concentrate on an attributable basis."
    draft, check = answer(cited_doc(text, "MIN", "FY2023"), "Mt Marion spodumene shipments FY2023")
    assert "149 kt" in draft and check.verified == 1
    full, _ = answer(cited_doc(text, "MIN", "FY2023"), "Mt Marion spodumene, 100% basis FY2023")
    assert "149" not in full


def test_the_companys_share_opening_the_clause_is_the_basis() -> None:
    got = _read("Rio Tinto's share of copper production was 697 kt.", "RIO", 2024)
    assert got == [("copper_production_kt", 697.0, "kt", 2024, "share")]


def test_a_year_closing_the_sentence_dates_the_figure() -> None:
    got = _read("Pilbara shipments were 321.6 Mt in 2022.", "RIO", 2023)
    assert got == [("iron_ore_shipments_mt", 321.6, "Mt", 2022, None)]
    later = _read("In 2024, Pilbara production was 328.0 Mt.", "RIO", 2023)
    assert all(year != 2023 for *_, year, _ in later)


def test_the_subject_of_the_clause_names_the_region_asked() -> None:
    text = "Over the year the Pilbara operations railed and shipped 331.8 Mt of iron ore."
    question = "How much iron ore did Rio ship from the Pilbara in 2023?"
    draft, check = answer(cited_doc(text, "RIO", "FY2023"), question)
    assert "331.8 Mt" in draft and check.verified == 1
    from mines.figures.similarity import figure_names_scope

    other = "The Pilbara mines were steady, while the group shipped 331.8 Mt of iron ore."
    (figure,) = [f for f in extract_figures(other, DocContext("RIO", Period(2023))) if f.metric]
    assert figure_names_scope("iron ore shipped from the Pilbara", figure)
