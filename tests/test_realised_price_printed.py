"""Realised prices as printed and as asked.

A price per unit is the amount received per tonne, pound or ounce, whether the currency
is printed after the unit ("Revenue per wet tonne (A$)"), the commodity is the sentence's
subject ("The company's nickel received an average of US$4.57 a pound") or the question
asks it by a plain verb ("how much a tonne did it get for its potash"). The sentences are our
own; the numbers are real ones from the shared facts, of the closest kind the facts hold:
Fortescue's FY2025 hematite price (US$84.79 a dry tonne) and revenue (US$15.5 billion) for
its magnetite row and its revenue, Rio Tinto's 2025 copper price (US$4.57 a pound) and
copper output (883 kt) for the nickel and copper lines.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import DocContext, extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Period
from mines.figures.quantities import declared_unit
from mines.figures.tables import TABLE_PREFIX
from mines.figures.verify import verify

FY = Period(2025)


def _figures(text: str) -> list:  # type: ignore[type-arg]
    return extract_figures(text, DocContext("FMG", FY, "prices.md", None, "", "c"))


def test_a_currency_printed_after_the_unit_is_a_price_per_unit() -> None:
    unit = declared_unit("Magnetite revenue per wet tonne (A$)", "FMG")
    assert unit is not None and unit.unit == "per wmt" and unit.currency == "AUD"
    table = (
        f"{TABLE_PREFIX}Operations\n|  | FY25 |\n"
        "| Magnetite revenue per dry tonne (US$) | 84.79 |\n| Revenue (US$m) | 15,500 |"
    )
    by_value = {f.value: f for f in _figures(table)}
    assert by_value[84.79].unit == "per dmt" and by_value[84.79].currency == "USD"
    assert by_value[15500].unit == "currency"


def test_a_commodity_subject_names_the_price_it_received() -> None:
    text = "The company's nickel received an average of US$4.57 a pound, while volumes fell."
    [price] = [f for f in _figures(text) if f.value == 4.57]
    assert price.label == "average price received for nickel"
    assert price.unit == "per pound"


def test_a_plain_verb_and_a_unit_ask_for_the_price_received() -> None:
    [asked] = asked_measures("How much a pound did Fortescue get for its copper in 2025?")
    assert asked.stated["head"] == frozenset({"price"})
    text = "The company's copper received an average of US$4.57 a pound."
    table = f"{TABLE_PREFIX}Production\n|  | FY25 |\n| Copper (kt) | 883 |"
    by_value = {f.value: f for f in _figures(text) + _figures(table)}
    assert not figure_conflicts(asked, by_value[4.57])
    assert figure_conflicts(asked, by_value[883])


def test_the_verifier_reads_a_currency_printed_after_the_unit() -> None:
    table = (
        f"{TABLE_PREFIX}Operations\n|  | FY25 |\n| Magnetite revenue per dry tonne (US$) | 84.79 |"
    )
    line = "- Fortescue (FMG), FY2025 — Magnetite revenue per dry tonne: US$84.79 per tonne [1]"
    [(claim, _)] = claims_from_text(line, [])
    ctx = DocContext(company="FMG", period=FY, source="prices.md")
    assert verify(claim, table, ctx).supported
