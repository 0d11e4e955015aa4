"""Issue 19, figures as printed: volumes in passive or inverted prose, the ownership basis
of a figure's own clause, and dividends named in the sentence before or after the value.

Every figure below comes from ``shared/data``; the wording is ours.
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period
from mines.figures.verify import verify

FY24, FY25 = Period(2024), Period(2025)
H1_FY25 = Period(2025, "H1")


def read(text: str, company: str, period: Period) -> list[Figure]:
    return extract_figures(text, DocContext(company, period, source="doc.md"))


def supported(text: str, company: str, period: Period, **claimed: object) -> bool:
    claim = Claim(company=company, period=period, **claimed)  # type: ignore[arg-type]
    return verify(claim, text, DocContext(company, period)).supported


def found(figs: list[Figure], metric: str) -> list[tuple[float, str | None]]:
    return [(f.value, f.qualifier) for f in figs if f.metric == metric]


# --- volumes stated with the value first, or the company after the measure ------------


def test_a_passive_verb_after_a_volume_names_the_measure() -> None:
    gold = read("Over the twelve months 1,621 koz of gold was sold.", "NST", FY24)
    assert found(gold, "gold_sold_koz") == [(1621.0, None)]
    iron = read("A total of 191.6 Mt of iron ore were shipped in the year.", "FMG", FY24)
    assert found(iron, "iron_ore_shipments_mt") == [(191.6, None)]
    ounces = read("In the half, 804.14 koz had been sold.", "NST", H1_FY25)
    assert found(ounces, "gold_sold_koz") == [(804.14, None)]


def test_a_passive_volume_at_a_site_is_the_sites() -> None:
    figs = read("At Pogo, 1,621 koz of gold was sold.", "NST", FY24)
    assert found(figs, "gold_sold_koz") == [(1621.0, "Pogo")]


def test_the_company_after_a_measure_is_its_owner_not_another_measure() -> None:
    bhp = read("Total iron ore production for BHP was 259.7 Mt.", "BHP", FY24)
    assert found(bhp, "iron_ore_production_mt") == [(259.7, None)]
    group = read("Copper output for the Group came to 1,865 kt.", "BHP", FY24)
    assert found(group, "copper_production_kt") == [(1865.0, None)]
    shipped = read("Total iron ore shipped by Fortescue was 191.6 Mt.", "FMG", FY24)
    assert found(shipped, "iron_ore_shipments_mt") == [(191.6, None)]
    # another company's measure in this company's document is no figure of it
    assert read("Iron ore production for Rio Tinto was 328.0 Mt.", "BHP", FY24) == []


def test_a_possessive_company_is_no_site() -> None:
    figs = read("Fortescue's total shipments were 191.6 Mt.", "FMG", FY24)
    assert found(figs, "iron_ore_shipments_mt") == [(191.6, None)]


def test_a_noun_of_volume_with_its_commodity_or_period_before_the_verb() -> None:
    sales = read("Sales of gold reached 1,621 koz.", "NST", FY24)
    assert found(sales, "gold_sold_koz") == [(1621.0, None)]
    year = read("Shipments for the year reached 191.6 Mt of iron ore.", "FMG", FY24)
    assert found(year, "iron_ore_shipments_mt") == [(191.6, None)]


def test_a_passive_volume_is_verified_against_its_sentence() -> None:
    text = "Over the twelve months 1,621 koz of gold was sold."
    assert supported(
        text,
        "NST",
        FY24,
        metric="gold_sold_koz",
        value=1621.0,
        unit="koz",
        scale=1000.0,
        label="gold sold",
    )


# --- the ownership basis of a figure's own clause --------------------------------------


def test_a_basis_in_another_figures_clause_stays_there() -> None:
    text = (
        "Copper production for the Group was 2,000 kt and WAIO production was 290 Mt "
        "on a 100% basis."
    )
    figs = read(text, "BHP", FY25)
    assert found(figs, "copper_production_kt") == [(2000.0, None)]
    assert found(figs, "iron_ore_production_mt") == [(290.0, "WAIO, 100% basis")]


def test_each_clause_keeps_its_own_basis() -> None:
    text = (
        "On a 100% basis WAIO produced 290 Mt, while BHP's share of WAIO production was 256.6 Mt."
    )
    figs = {f.value: f.qualifier for f in read(text, "BHP", FY25)}
    assert figs[290.0] == "WAIO, 100% basis"
    assert figs[256.6] is not None and "share" in figs[256.6] and "100%" not in figs[256.6]
    # a basis said alone after the figure, in a clause with no figure, is its own
    figs = read("WAIO produced 290 Mt, on a 100% basis.", "BHP", FY25)
    assert found(figs, "iron_ore_production_mt") == [(290.0, "WAIO, 100% basis")]


# --- dividends named in the sentence before, or after the value ------------------------


def test_a_payment_to_holders_is_the_dividend_the_sentence_before_names() -> None:
    text = (
        "The directors have declared an unfranked interim dividend for the half. "
        "Eligible shareholders will receive 25 cents per share in March."
    )
    figs = [f for f in read(text, "NST", H1_FY25) if f.metric == "dividends_per_share"]
    assert [(f.value, f.dividend_kind) for f in figs] == [(25.0, "interim")]
    final = read("A final dividend was determined. It will pay 25 cents per share.", "NST", FY24)
    assert [(f.value, f.dividend_kind) for f in final] == [(25.0, "final")]
    # a denied dividend is carried to nothing, nor is one to a subject that is no holder
    denied = read(
        "No final dividend was declared. Holders will receive 25 cents per share.", "NST", FY24
    )
    # (the denial itself states the final dividend was nil: a zero, never the 25 cents)
    stated = [(f.value, f.dividend_kind) for f in denied if f.metric == "dividends_per_share"]
    assert stated == [(0.0, "final")]
    other = read("A final dividend was declared. EPS was 25 cents per share.", "NST", FY24)
    assert [f for f in other if f.metric == "dividends_per_share"] == []


def test_the_carried_dividend_is_verified_with_the_sentence_before() -> None:
    text = (
        "The directors have declared an unfranked interim dividend for the half. "
        "Eligible shareholders will receive 25 cents per share in March."
    )
    assert supported(
        text,
        "NST",
        H1_FY25,
        metric="dividends_per_share",
        value=25.0,
        unit="cents per share",
        dividend_kind="interim",
        label="interim dividend",
    )


def test_a_second_dividend_named_after_its_value_has_its_own_kind() -> None:
    text = (
        "The Board determined an interim dividend of 50 US cents per share and "
        "60 US cents per share as the final dividend."
    )
    figs = read(text, "BHP", FY25)
    kinds = {f.dividend_kind: f.value for f in figs if f.metric == "dividends_per_share"}
    assert kinds == {"interim": 50.0, "final": 60.0, "total": 110.0}  # the sum, BHP's FY25 total
    assert supported(
        text,
        "BHP",
        FY25,
        metric="dividends_per_share",
        value=60.0,
        unit="cents per share",
        currency="USD",
        dividend_kind="final",
        label="final dividend",
    )
    # "as" starting a clause names no dividend of the value before it
    text = "EPS fell to 150 US cents, and 60 US cents as the final dividend was cut."
    figs = read(text, "BHP", FY25)
    assert [f for f in figs if f.metric == "dividends_per_share"] == []


# --- cents in a table cell ----------------------------------------------------------------


def test_a_cell_in_cents_is_cents_per_share() -> None:
    text = (
        "Table: Distributions to shareholders\n| | FY2024 | FY2023 |\n"
        "| Interim dividend | 108c | 75c |\n| Final dividend | 89c | 100c |"
    )
    figs = read(text, "FMG", FY24)
    got = {
        (f.period.year, f.dividend_kind): (f.value, f.unit)
        for f in figs
        if f.metric == "dividends_per_share"
    }
    assert got[(2024, "interim")] == (108.0, "cents per share")
    assert got[(2023, "final")] == (100.0, "cents per share")
