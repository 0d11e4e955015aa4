"""A price whose unit is named before it, a capex after "after investing", a company named
by what it mines. Figures from /work/shared/data/asx_facts*.csv.

- "average revenue per dry metric tonne (dmt) of its iron ore (hematite) dropped to
  US$84.79": the dollars after "to" are per dry tonne, a hematite price, never revenue;
- "free cash flow of $2.6bn after investing $3.9bn in capital expenditure": the verb's
  amount is the year's capex, though "after" stands before it;
- "The gold miner booked capital expenditure of $1.06 billion": the company, not a gold
  division, so the group's capex is confirmed.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import extract_figures
from mines.figures.label_parts import label_segment, ore_form_named
from mines.figures.model import DocContext, Period
from mines.figures.prices import unit_before
from mines.numbers import find_figures
from tests.support.offline_answer import answer, cited_doc

_FMG_FY25 = (
    "Fortescue's results for the twelve months to 30 June 2025 were weaker. The miner "
    "flagged a 18% slide in the average revenue per dry metric tonne (dmt) of its iron ore "
    "(hematite) to US$84.79."
)
_FMG_CAPEX = (
    "Fortescue's results for the twelve months to 30 June 2025 were weaker. Free cash flow "
    "reached $2.6bn for the year after investing $3.9bn in capital expenditure (capex)."
)
_NST_H1 = (
    "Northern Star's results for the half year to 31 December 2024 were released. The gold "
    "miner booked higher capital expenditure of $1.06 billion in the six months."
)


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("the average revenue per dry metric tonne of its ore fell to US$84.79", "per dmt"),
        ("C1 cost per wet metric tonne (wmt) for hematite was US$17.99", "per wmt"),
        ("the average price per ounce of gold sold stood at A$2,639", "per ounce"),
    ],
)
def test_a_unit_named_before_the_money_makes_it_a_sum_a_unit(text: str, unit: str) -> None:
    (num,) = find_figures(text)
    assert num.unit is None
    assert unit_before(text, num).unit == unit


@pytest.mark.parametrize(
    "text",
    [
        "revenue rose to US$15.5 billion",  # a total, no unit named
        "revenue per dmt fell 9%, while EBITDA was US$84",  # the unit is another figure's
    ],
)
def test_money_with_no_unit_of_its_own_stays_money(text: str) -> None:
    num = find_figures(text)[-1]
    assert unit_before(text, num) == num


def test_an_ore_form_in_brackets_names_the_ore() -> None:
    assert ore_form_named("price of its iron ore (magnetite)") == "price of its magnetite iron ore"
    assert label_segment("revenue of its iron ore (hematite)") == "Hematite"
    assert label_segment("Iron ore EBITDA") == "Iron ore"


def test_revenue_per_dry_tonne_before_the_value_is_a_hematite_price_not_revenue() -> None:
    figures = extract_figures(_FMG_FY25, DocContext("FMG", Period(2025, "FY")))
    (price,) = [f for f in figures if f.value == 84.79]
    assert (price.metric, price.unit, price.qualifier) == ("", "per dmt", "Hematite")
    draft, check = answer(
        cited_doc(_FMG_FY25, "FMG", "FY2025"),
        "What was Fortescue's average realised hematite price in FY25?",
    )
    assert "US$84.79 per dmt" in draft and check.verified == 1 and not check.rejected


def test_the_price_per_dry_tonne_is_never_read_as_revenue() -> None:
    figures = extract_figures(_FMG_FY25, DocContext("FMG", Period(2025, "FY")))
    assert not [f for f in figures if f.metric == "revenue"]
    asked = "What was Fortescue's revenue in FY25?"
    draft, _ = answer(cited_doc(_FMG_FY25, "FMG", "FY2025"), asked)
    assert "revenue: US$84.79" not in draft


def test_capex_invested_after_a_free_cash_flow_is_the_years_capex() -> None:
    figures = extract_figures(_FMG_CAPEX, DocContext("FMG", Period(2025, "FY")))
    assert [(f.metric, f.value) for f in figures if f.metric == "capex"] == [("capex", 3.9)]
    draft, check = answer(
        cited_doc(_FMG_CAPEX, "FMG", "FY2025"),
        "How much capital expenditure did Fortescue spend in FY2025?",
    )
    assert "US$3.9 billion" in draft and check.verified == 1 and not check.rejected


def test_the_gold_miner_is_the_company_not_a_gold_division() -> None:
    draft, check = answer(
        cited_doc(_NST_H1, "NST", "H1 FY2025"),
        "What was Northern Star's capex for the half year to December 2024?",
    )
    assert "A$1.06 billion" in draft and check.verified == 1 and not check.rejected
