"""Rows that name a measure by what they are printed in, not by the measure's own word.

A row naming only the commodity sold, printed as money a dry tonne, is the price received
for it (a row saying "cost" is not); a row of things "sold" printed as a sum of money is
the revenue (in ounces it is a volume sold, never the revenue). Figures from the verified
facts (Fortescue's FY25/FY24 hematite price and C1 cost, Northern Star's FY23 revenue and
gold sold); the wording is ours.
"""

from __future__ import annotations

from mines.figures.qualifiers import read_qualifiers
from mines.figures.unit_qualifiers import sales_as_revenue, sold_per_unit
from tests.support.offline_answer import answer, cited_doc, table_text


def _ok(text: str, company: str, period: str, question: str) -> str | None:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft if check.verified >= 1 and not check.rejected else None


_ORE = table_text(
    "Ore economics",
    ["", "Unit", "FY25", "FY24"],
    [
        ["Pilbara hematite, on average over the year", "US$ per dry tonne", "84.79", "103.01"],
        ["Cash cost at the mine gate, hematite", "US$ per wet tonne", "17.99", "18.24"],
    ],
    rule=True,
)


def test_money_a_tonne_of_a_named_commodity_is_its_price() -> None:
    draft = _ok(
        _ORE, "FMG", "FY2025", "What average realised hematite price did Fortescue get in FY2025?"
    )
    assert draft is not None and "84.79" in draft and "17.99" not in draft
    # the cost a tonne alone is never the price
    cost_only = table_text(
        "Ore economics",
        ["", "Unit", "FY25", "FY24"],
        [["Cash cost at the mine gate, hematite", "US$ per wet tonne", "17.99", "18.24"]],
        rule=True,
    )
    draft, _ = answer(
        cited_doc(cost_only, "FMG", "FY2025"),
        "What average realised hematite price did Fortescue get in FY2025?",
    )
    assert "17.99" not in draft


def test_per_unit_price_needs_a_commodity_and_no_other_measure() -> None:
    hematite = {"product": frozenset({"hematite"}), "scope": frozenset({"iron ore"})}
    assert sold_per_unit(hematite, "per dmt")
    assert not sold_per_unit({}, "per dmt")  # nothing named: no price of anything
    assert not sold_per_unit({**hematite, "head": frozenset({"cost"})}, "per dmt")
    assert not sold_per_unit(hematite, "Mt")  # tonnes of hematite are a volume
    assert not sold_per_unit({"scope": frozenset({"group"})}, "per dmt")


_YEAR = table_text(
    "The year in brief (years to 30 June)",
    ["", "FY23", "FY22"],
    [
        ["Sold to customers (A$m)", "4,131", "3,735"],
        ["Gold sold to customers (koz)", "1,563", "1,561"],
    ],
    rule=True,
)


def test_sales_printed_as_money_answer_revenue() -> None:
    draft = _ok(_YEAR, "NST", "FY2023", "What revenue did Northern Star report for FY2023?")
    assert draft is not None and "4,131" in draft and "1,563" not in draft
    # sales printed in ounces alone are a volume, never the revenue
    ounces = table_text(
        "The year in brief (years to 30 June)",
        ["", "FY23", "FY22"],
        [["Gold sold to customers (koz)", "1,563", "1,561"]],
        rule=True,
    )
    draft, _ = answer(
        cited_doc(ounces, "NST", "FY2023"), "What revenue did Northern Star report for FY2023?"
    )
    assert "1,563" not in draft


def test_sales_head_read_by_unit() -> None:
    sales = {"head": frozenset({"sales"})}
    assert sales_as_revenue(sales, "currency")["head"] == frozenset({"revenue"})
    assert sales_as_revenue(sales, "koz")["head"] == frozenset({"sales"})
    assert sales_as_revenue(sales, "per dmt")["head"] == frozenset({"sales"})


_RESULTS = table_text(
    "Results for the market (A$m)",
    ["", "FY24", "FY23"],
    [
        ["After-tax result, one-off items removed", "158", "769"],
        ["Borrowings less cash", "4,428", "1,900"],
    ],
    rule=True,
)


def test_an_amount_struck_after_tax_is_the_profit() -> None:
    q = "What was Mineral Resources' underlying net profit after tax for FY2023?"
    draft = _ok(_RESULTS, "MIN", "FY2024", q)
    assert draft is not None and "769" in draft
    # the row states its basis: never the statutory result
    statutory = "What was Mineral Resources' statutory net profit after tax for FY2023?"
    assert "769" not in answer(cited_doc(_RESULTS, "MIN", "FY2024"), statutory)[0]


def test_after_tax_hyphenated_is_no_tax_head() -> None:
    read = read_qualifiers("After-tax result, one-off items removed")
    assert read.get("tax") == frozenset({"after"}) and "head" not in read
    assert sales_as_revenue(read, "currency")["head"] == frozenset({"profit"})
    # a cash flow or a return after tax names its own measure
    flow = read_qualifiers("After-tax operating cash flow")
    assert sales_as_revenue(flow, "currency").get("head") != frozenset({"profit"})
    assert "head" not in sales_as_revenue(read, "%")
