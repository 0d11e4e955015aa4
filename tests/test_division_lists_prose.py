"""Several divisions' figures in one sentence (made-up wording, values from the shared facts).

A list after the measure, later items sharing the first one's verb and measure, a line
led by a division's name and a colon, a division's description before its measure in
brackets: each amount is its division's, none is the group's, and a percentage before "to
<amount>" is how far the figure moved. The verifier reads each sentence the same way.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import Claim
from mines.figures.extract import DocContext, extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period
from mines.figures.verify import verify

Y25 = Period(2025)
FY23 = Period(2023)


def _ctx(company: str, period: Period) -> DocContext:
    return DocContext(company, period, "d.txt", None, "", "c")


def _figures(text: str, company: str = "RIO", period: Period = Y25) -> dict[float, Figure]:
    return {f.value: f for f in extract_figures(text, _ctx(company, period))}


def _claim(figure: Figure) -> Claim:
    return Claim(
        company=figure.company,
        metric=figure.metric,
        period=figure.period,
        value=figure.value,
        scale=figure.scale,
        unit=figure.unit,
        currency=figure.currency,
        basis=figure.basis,
        qualifier=figure.qualifier,
        label=figure.label,
    )


def _group_claim(value: float, company: str = "RIO", period: Period = Y25) -> Claim:
    currency = "USD" if company == "RIO" else "AUD"
    return Claim(
        company, "underlying_ebitda", period, value, 1e9, "currency", currency, "underlying"
    )


def _supported(claim: Claim, text: str, company: str = "RIO", period: Period = Y25) -> bool:
    return verify(claim, text, _ctx(company, period)).supported


def test_a_list_after_the_measure_gives_each_item_its_amount() -> None:
    text = (
        "Broken down by product group, underlying EBITDA stood at: iron ore US$15.2 billion, "
        "copper US$7.4 billion, and aluminium & lithium US$4.6 billion."
    )
    got = _figures(text)
    assert {15.2, 7.4, 4.6} <= got.keys()
    assert all(got[v].metric != "underlying_ebitda" for v in (15.2, 7.4, 4.6))
    asked = asked_measures("What was Rio Tinto's copper EBITDA in 2025?")
    copper = next(a for a in asked if a.metric == "underlying_ebitda")
    assert not figure_conflicts(copper, got[7.4])
    assert figure_conflicts(copper, got[15.2])
    [group] = asked_measures("What was Rio Tinto's underlying EBITDA in 2025?")
    assert all(figure_conflicts(group, got[v]) for v in (15.2, 7.4, 4.6))
    for value in (15.2, 7.4, 4.6):
        assert _supported(_claim(got[value]), text)
        assert not _supported(_group_claim(value), text)


def test_a_list_right_after_a_verb_of_being_is_each_items_own() -> None:
    # no colon: "EBITDA was Iron Ore $X, Copper $Y" lists divisions; the first is no total
    for text in (
        "Split by product group, Rio's underlying EBITDA was Iron Ore US$15.2bn, Copper "
        "US$7.4bn and Aluminium & Lithium US$4.6bn.",
        "In 2025 underlying EBITDA came to Iron Ore US$15.2bn, Copper US$7.4bn, and "
        "Aluminium & Lithium US$4.6bn.",
    ):
        got = _figures(text)
        assert (got[15.2].qualifier or "").lower() == "iron ore", text
        assert all(got[v].metric != "underlying_ebitda" for v in (15.2, 7.4, 4.6))
        assert _supported(_claim(got[15.2]), text)
        assert not _supported(_group_claim(15.2), text)
    # one amount alone after the verb lists nothing: the group's figure stays the group's
    got = _figures("Underlying EBITDA was US$25.4 billion, with copper up strongly.")
    assert got[25.4].metric == "underlying_ebitda" and got[25.4].qualifier is None


def test_later_items_share_the_first_items_verb_and_measure() -> None:
    text = (
        "Copper generated underlying EBITDA of US$7.4 billion, iron ore US$15.2 billion "
        "and aluminium and lithium US$4.6 billion."
    )
    got = _figures(text)
    assert (got[15.2].qualifier or "").lower() == "iron ore"
    assert (got[4.6].qualifier or "").lower() == "aluminium and lithium"
    assert got[15.2].metric != "underlying_ebitda" and got[4.6].metric != "underlying_ebitda"
    for value in (15.2, 4.6):
        assert _supported(_claim(got[value]), text)
        assert not _supported(_group_claim(value), text)


def test_a_list_of_prices_received_names_each_commodity() -> None:
    text = (
        "Average realised prices were as follows: copper US$4.57/lb, aluminium US$3,318/t, "
        "Pilbara iron ore US$90/dmt."
    )
    got = _figures(text)
    assert got[4.57].label == "average price received for copper"
    assert got[3318].label == "average price received for aluminium"
    assert (got[90].qualifier or "").lower() == "pilbara iron ore"
    assert _supported(_claim(got[4.57]), text)


def test_a_line_led_by_a_division_and_a_colon_is_that_divisions() -> None:
    text = "Lithium: a record underlying EBITDA of A$1.3 billion on firmer spodumene prices."
    got = _figures(text, "MIN", FY23)
    assert got[1.3].metric != "underlying_ebitda"
    assert (got[1.3].qualifier or "").lower() == "lithium"
    assert _supported(_claim(got[1.3]), text, "MIN", FY23)
    assert not _supported(_group_claim(1.3, "MIN", FY23), text, "MIN", FY23)
    # a heading word before a colon names no division: the group's figure stays the group's
    got = _figures("Highlights: a record underlying EBITDA of US$25.4 billion.")
    assert got[25.4].metric == "underlying_ebitda" and got[25.4].qualifier is None


def test_a_percentage_before_to_an_amount_is_the_move() -> None:
    text = "The copper product group grew EBITDA 114% to US$7.4 billion."
    got = _figures(text)
    assert 114 not in got
    assert (got[7.4].qualifier or "").lower() == "copper"
    assert _supported(_claim(got[7.4]), text)


def test_a_description_before_a_bracketed_measure_names_the_division() -> None:
    text = "Profit from copper (EBITDA) jumped 114% to US$7.4 billion."
    got = _figures(text)
    assert 114 not in got
    assert (got[7.4].qualifier or "").lower() == "copper"
    assert got[7.4].metric != "underlying_ebitda"
    assert _supported(_claim(got[7.4]), text)
    assert not _supported(_group_claim(7.4), text)


def test_a_semicolon_before_a_capitalised_item_keeps_the_list_whole() -> None:
    text = (
        "Prices we realised: Pilbara iron ore US$90/dmt; Copper US$4.57/lb; Aluminium US$3,318/t."
    )
    got = _figures(text)
    assert got[4.57].label == "average price received for Copper"
    assert (got[3318].qualifier or "").lower() == "aluminium"
    assert _supported(_claim(got[4.57]), text)


def test_a_later_items_label_names_its_own_division_only() -> None:
    # the first item's division before the list is no part of a later item's name
    text = (
        "The lithium division delivered underlying EBITDA of A$1.3 billion, while Mining "
        "Services contributed A$484 million."
    )
    got = _figures(text, "MIN", FY23)
    assert got[484].label == "Mining Services underlying EBITDA"
    assert (got[484].qualifier or "").lower() == "mining services"
    assert _supported(_claim(got[484]), text, "MIN", FY23)
    text = (
        "Iron Ore delivered underlying EBITDA of US$15.2 billion, Copper US$7.4 billion and "
        "Aluminium & Lithium US$4.6 billion."
    )
    got = _figures(text)
    assert got[7.4].label == "Copper underlying EBITDA"
    assert _supported(_claim(got[7.4]), text)


def test_a_later_item_in_a_with_clause_after_a_measure_named_after_its_amount() -> None:
    # "Lithium contributed A$1.3bn of underlying EBITDA, with Mining Services adding
    # A$484m": the first amount's own words name the measure the later item shares
    text = (
        "Lithium contributed A$1.3 billion of underlying EBITDA, with Mining Services adding "
        "A$484 million."
    )
    got = _figures(text, "MIN", FY23)
    assert (got[484].qualifier or "").lower() == "mining services"
    assert got[484].metric != "underlying_ebitda"
    assert _supported(_claim(got[484]), text, "MIN", FY23)
    assert not _supported(_group_claim(0.484, "MIN", FY23), text, "MIN", FY23)
