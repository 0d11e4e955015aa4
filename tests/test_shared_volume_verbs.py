"""A second verb of volume that names no commodity takes its sentence's one (issue 19).

Press writes two volumes with one commodity: "the mine produced X kt of spodumene and
shipped Y kt". The bare verb still says which volume it is (shipped is shipments, produced
or mined production), and a verb whose subject is left out shares the first clause's site.
Figures from the shared data: Wodgina produced 201 kt in FY24 and shipped 214 kt in FY25,
Mt Marion produced 218 kt in FY24 and shipped 203 kt in FY25; Onslow Iron shipped 14 Mt
(100% basis) and the Pilbara Hub 9.7 Mt of iron ore in FY25.
"""

from __future__ import annotations

from mines.figures.model import DocContext, Figure, Period
from mines.figures.prose import prose_figures

_MIN = DocContext("MIN", Period(2025))


def _read(text: str) -> list[Figure]:
    return prose_figures(text, _MIN)


def test_an_elided_second_verb_takes_the_commodity_and_the_site_before_it() -> None:
    figures = _read(
        "Over two years the Wodgina operation tells the story: Wodgina produced 201 kt of "
        "spodumene concentrate in FY24 and shipped 214 kt in FY25."
    )
    shipped = [f for f in figures if f.value == 214.0]
    assert len(shipped) == 1, figures
    f = shipped[0]
    assert f.metric == "spodumene" and f.period == Period(2025), f
    assert "shipped" in f.label and "produced" not in f.label, f  # never the production
    assert f.qualifier == "Wodgina", f  # the site of the clause it shares


def test_a_bare_verb_before_the_commodity_takes_it_from_after() -> None:
    figures = _read("Mt Marion shipped 203 kt in FY25, having produced 218 kt of spodumene in FY24")
    made = [f for f in figures if f.value == 218.0]
    assert len(made) == 1, figures
    assert made[0].period == Period(2024) and "produced" in made[0].label, made
    assert made[0].qualifier == "Mt Marion", made


def test_shipped_and_mined_never_swap_their_volumes() -> None:
    figures = prose_figures(
        "Fortescue mined 192 Mt and shipped 191.6 Mt of iron ore in the year.",
        DocContext("FMG", Period(2024)),
    )
    by_value = {f.value: f.metric for f in figures}
    assert by_value == {192.0: "iron_ore_production_mt", 191.6: "iron_ore_shipments_mt"}, figures


def test_a_verb_with_its_own_site_keeps_it_and_lends_only_one_commodity() -> None:
    figures = _read(
        "Onslow Iron shipped 14 Mt on a 100% basis, while the Pilbara Hub shipped 9.7 Mt of "
        "iron ore and MinRes exported 17.3 Mt of iron ore and 485 kt of spodumene, then "
        "shipped 19.2 Mt."
    )
    onslow = [f for f in figures if f.value == 14.0]
    assert len(onslow) == 1 and "onslow" in onslow[0].metric, figures  # its own site
    assert onslow[0].qualifier == "Onslow, 100% basis", onslow
    assert not [f for f in figures if f.value == 19.2], figures  # two commodities: none lent
    escondida = prose_figures(
        "BHP produced 257 Mt of iron ore, and Escondida produced 1,700 kt.",
        DocContext("BHP", Period(2023)),
    )
    assert all(f.metric != "iron_ore_production_mt" for f in escondida if f.value == 1700.0)
    after = _read("In FY24 MinRes produced 218 kt of spodumene at Mt Marion.")
    assert [f.qualifier for f in after] == ["Mt Marion"], after  # a site after the matter


def test_a_subject_of_its_own_naming_no_site_takes_no_scope_and_gives_no_figure() -> None:
    figures = _read(
        "Wodgina produced 201 kt of spodumene concentrate in FY24, and the operation shipped "
        "214 kt in FY25."
    )
    assert not [f for f in figures if f.value == 214.0], figures  # the site's, or the company's?
