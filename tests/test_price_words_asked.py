"""Prices and margins in the user's words, and the tonne a price is per.

A price per unit is asked as "revenue per tonne", "average selling price" or by what a
company "got" for an ounce; the alias inside ("revenue", a described "gold sold") names an
amount or a volume, never the answer. A dry tonne is not a wet one. A margin is asked as
the cents a company keeps of each dollar of sales. The wording is our own; the numbers are
the shared facts' (Fortescue's FY2024 revenue and hematite price, Mineral Resources' FY2021
spodumene shipments, the closest real volume for a spodumene row).
"""

from __future__ import annotations

from mines.figures.asked import asked_measures, measure_for
from mines.figures.extract import DocContext, extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Period
from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from mines.figures.quantities import declared_unit
from mines.figures.tables import TABLE_PREFIX
from mines.measures.paraphrases import paraphrased_measures
from mines.read_question import asked_of, read_question
from mines.slots import extract_slots
from nodes.fallback import fallback
from nodes.memory import enrich

FY = Period(2024)


def _figures(text: str) -> list:  # type: ignore[type-arg]
    return extract_figures(text, DocContext("FMG", FY, "prices.md", None, "", "c"))


def _request(question: str):  # type: ignore[no-untyped-def]
    enriched, slots = enrich(question, [])
    return read_question(enriched, slots)


def test_revenue_per_tonne_is_a_price_not_the_revenue_its_alias_names() -> None:
    request = _request("How much revenue per wet tonne did Fortescue book on its ore in FY2024?")
    asked = measure_for(asked_of(request.measures), "revenue")
    assert asked.metric is None  # the alias "revenue" is cut loose
    assert asked.stated["head"] == frozenset({"price"})
    assert asked.stated["per"] == frozenset({"wet tonne"})
    assert asked.stated["scope"] == frozenset({"iron ore"})  # "its ore", after the verb
    table = f"{TABLE_PREFIX}Results\n|  | FY24 |\n| Revenue (US$m) | 18,220 |"
    [revenue] = _figures(table)
    assert figure_conflicts(asked, revenue)


def test_a_described_volume_stands_for_the_price_the_words_ask() -> None:
    request = _request("On average, what did Northern Star get for each ounce of gold in FY2023?")
    for metric in request.metrics:  # whatever a description hinted ("gold sold")
        asked = measure_for(asked_of(request.measures), metric)
        assert "price" in asked.stated.get("head", frozenset())


def test_a_price_asked_of_a_commodity_alias_is_never_its_volume() -> None:
    request = _request("What average price per tonne did MinRes realise for spodumene in FY2024?")
    assert "spodumene" in request.metrics
    asked = measure_for(asked_of(request.measures), "spodumene")
    assert asked.metric is None and asked.stated["head"] == frozenset({"price"})
    table = f"{TABLE_PREFIX}Lithium\n|  | FY24 |\n| Spodumene shipped (kt) | 485 |"
    [volume] = _figures(table)
    assert figure_conflicts(asked, volume)


def test_a_selling_price_is_a_price_not_sales() -> None:
    assert read_qualifiers("average selling price")["head"] == frozenset({"price"})
    assert read_qualifiers("gold sales")["head"] == frozenset({"sales"})


def test_a_dry_tonne_is_no_wet_tonne_and_a_plain_tonne_is_either() -> None:
    dry, wet = read_qualifiers("US$ a dry tonne"), read_qualifiers("per wet metric tonne")
    assert conflicts({"per": wet["per"]}, {"per": dry["per"]})
    plain = read_qualifiers("price per tonne")
    assert not conflicts({"per": plain["per"]}, {"per": dry["per"]})
    assert not conflicts({"per": plain["per"]}, {"per": wet["per"]})
    assert conflicts({"per": read_qualifiers("an ounce")["per"]}, {"per": plain["per"]})


def test_a_price_printed_a_dry_tonne_never_answers_a_wet_tonne_question() -> None:
    text = "Its ore received an average of US$103.01 a dry tonne in the year."
    [price] = [f for f in _figures(text) if f.value == 103.01]
    [wet] = asked_measures("What did Fortescue get per wet tonne of ore in FY2024?")
    [dry] = asked_measures("What did Fortescue get per dry tonne of ore in FY2024?")
    assert figure_conflicts(wet, price)
    assert not figure_conflicts(dry, price)


def test_a_unit_written_with_a_or_an_is_declared() -> None:
    for text, unit, currency in (
        ("Average ore price (US$ a dry tonne)", "per dmt", "USD"),
        ("Gold price achieved (A$ an ounce)", "per ounce", "AUD"),
        ("Copper price (US$ a pound)", "per pound", "USD"),
        ("Copper price (US$/lb)", "per pound", "USD"),
    ):
        declared = declared_unit(text, "FMG")
        assert declared is not None, text
        assert (declared.unit, declared.currency) == (unit, currency), text
    table = f"{TABLE_PREFIX}Markets\n|  | FY24 |\n| Realised ore price (US$ a dry tonne) | 103.01 |"
    [price] = _figures(table)
    assert (price.unit, price.currency) == ("per dmt", "USD")


def test_not_found_names_the_measure_in_the_users_words() -> None:
    request = _request(
        "What average revenue per dry tonne did Fortescue get for its ore in FY2022?"
    )
    text = fallback({"request": request.as_state()})["answer"]  # type: ignore[typeddict-item]
    assert text.startswith("Not found: average revenue per dry tonne")
    assert "Not found: revenue for" not in text
    request = _request("What did the Pilbara hub ship on a 100% basis in FY2022?")
    text = fallback({"request": request.as_state()})["answer"]  # type: ignore[typeddict-item]
    assert "100" not in text  # a not-found answer states no figure, not even the user's


def test_the_cents_kept_of_each_sales_dollar_is_a_margin() -> None:
    slots = extract_slots("How many cents of every sales dollar did RIO keep as EBITDA in 2023?")
    assert "ebitda_margin" in slots.metrics
    slots = extract_slots("What did BHP keep of each dollar of revenue as EBITDA in FY2024?")
    assert "ebitda_margin" in slots.metrics
    # a margin of a profit no metric states is computed from the two amounts
    slots = extract_slots("How much of every sales dollar did NST keep as net profit in FY2023?")
    assert slots.operations == ("ratio",)
    assert {"revenue", "statutory_npat"} <= set(slots.metrics)


def test_earnings_before_d_and_a_is_ebitda_not_net_profit() -> None:
    for words in (
        "operating earnings before D&A",
        "profit before depreciation and amortisation",
        "earnings before depreciation & amortization",
    ):
        [found] = paraphrased_measures(f"What were MinRes' {words} in FY2024?")
        assert found.metric == "underlying_ebitda", words
    slots = extract_slots("What were MinRes' operating earnings before D&A in FY2024?")
    assert slots.metrics == ("underlying_ebitda",)
