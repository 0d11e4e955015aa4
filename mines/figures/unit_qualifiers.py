"""The kind of quantity a figure's unit is, and the kind a measure's words ask for.

Money, physical or a percentage, and the form (per share, per unit, an amount) read from a
printed unit (:func:`unit_qualifiers`) or from a measure's stated qualifiers
(:func:`quantity_asked`).
"""

from __future__ import annotations

from collections.abc import Mapping

_QUANTITY_OF_UNIT = {
    "currency": "money",
    "cents per share": "money",
    "dollars per share": "money",
    "%": "percent",
    "per ounce": "money",
    "per wmt": "money",
    "per tonne": "money",
    "per dmt": "money",
    "per pound": "money",
    "cents per pound": "money",
    "cents per ounce": "money",
    "cents per tonne": "money",
}
"""What kind of quantity a figure's unit is; every other unit (Mt, kt, koz, t) is physical."""


_FORM_OF_UNIT = {
    "cents per share": "per_share",
    "dollars per share": "per_share",
    "per ounce": "per_unit",
    "per wmt": "per_unit",
    "per tonne": "per_unit",
    "per dmt": "per_unit",
    "per pound": "per_unit",
    "cents per pound": "per_unit",
    "cents per ounce": "per_unit",
    "cents per tonne": "per_unit",
    "currency": "amount",
}


_PER_OF_UNIT = {
    "per ounce": "ounce",
    "per pound": "pound",
    "per wmt": "wet tonne",
    "per dmt": "dry tonne",
    "per tonne": "tonne",
    "cents per pound": "pound",
    "cents per ounce": "ounce",
    "cents per tonne": "tonne",
}
"""What a price or cost per unit is per, by its unit (a dry or wet tonne kept apart)."""


_QUANTITY_OF_HEAD = {
    "revenue": "money",
    "profit": "money",
    "debt": "money",
    "capex": "money",
    "cost": "money",  # a cost, unit cost or cost of sales: never tonnes produced
    "production": "physical",
    "shipments": "physical",
    "people": "count",  # workers, staff, a headcount: never money, tonnes or a percentage
}


PERCENT_FORMS = frozenset({"ratio", "margin", "yield"})


def unit_qualifiers(unit: str) -> dict[str, frozenset[str]]:
    """What a figure's printed unit says it is: money, physical or a percentage, and its form.

    The form is per share, per unit or an amount. Read from the unit, not from any list of
    labels: "US cents per share" is a per-share figure whatever its row is called.
    """
    if not unit or unit == "number":
        return {}  # a bare number printed with no unit says nothing of its kind
    out = {"quantity": frozenset({_QUANTITY_OF_UNIT.get(unit, "physical")})}
    if unit in _FORM_OF_UNIT:
        out["form"] = frozenset({_FORM_OF_UNIT[unit]})
    if unit in _PER_OF_UNIT:
        out["per"] = frozenset({_PER_OF_UNIT[unit]})
    elif unit == "%":
        out["form"] = PERCENT_FORMS
    return out


def quantity_asked(stated: Mapping[str, frozenset[str]]) -> frozenset[str]:
    """The kind of quantity a measure's stated words ask for (empty when they leave it open).

    A ratio, margin or yield is a percentage; revenue, profit, debt and capital spending are
    money; production and shipments physical; a price or cost per unit is money; employees
    a count.
    """
    form = stated.get("form", frozenset())
    if form and form <= PERCENT_FORMS:
        return frozenset({"percent"})
    if form & {"per_share", "per_unit"}:
        return frozenset({"money"})
    if stated.get("cash_flow") or stated.get("line"):
        return frozenset({"money"})
    heads = stated.get("head", frozenset())
    if not heads or not heads <= _QUANTITY_OF_HEAD.keys():
        return frozenset()  # no head, or one that may be either ("sales", "price")
    return frozenset(_QUANTITY_OF_HEAD[h] for h in heads)


_NO_COMMODITY = frozenset({"group", "segment", "services", "energy"})


def _commodity_named(stated: Mapping[str, frozenset[str]]) -> frozenset[str]:
    """The commodities or products a label names (a division or the group is none)."""
    scope = stated.get("scope", frozenset()) - _NO_COMMODITY
    return scope | stated.get("product", frozenset())


def sold_per_unit(stated: Mapping[str, frozenset[str]], unit: str) -> bool:
    """Whether revenue or sales printed as money a unit is the price received.

    "Hematite average revenue" of US$103.01 a dry tonne: money a unit sold is a price, as
    the words of a question asking "average revenue per dry tonne" are read; the revenue or
    the sales total is never it.
    """
    heads = stated.get("head", frozenset())
    own = unit_qualifiers(unit)
    # a row naming only what was sold ("Pilbara hematite, average" at US$ a dry tonne) is
    # its price too: money a unit of a named commodity, with no cost or other measure named
    named = heads <= {"revenue", "sales"} if heads else bool(_commodity_named(stated))
    return (
        named
        and own.get("form") == frozenset({"per_unit"})
        and "money" in own.get("quantity", frozenset())
    )


def sales_as_revenue(stated: Mapping[str, frozenset[str]], unit: str) -> dict[str, frozenset[str]]:
    """A label's axes, its head read with the unit its amount is printed in.

    "Sold to customers" in US$ billions is the revenue; in tonnes or ounces the same words
    are a volume sold, and as money a unit a price (:func:`sold_per_unit`). A sum of money
    struck after tax that names no other measure ("After-tax result, one-offs removed") is
    the profit: a cash flow, a return or a margin after tax says so.
    """
    own = unit_qualifiers(unit)
    out = dict(stated)
    if own.get("form") != frozenset({"amount"}) or own.get("quantity") != frozenset({"money"}):
        return out
    if stated.get("head") == frozenset({"sales"}):
        out["head"] = frozenset({"revenue"})
    elif stated.get("tax") == frozenset({"after"}) and not stated.keys() & _NAMES_A_MEASURE:
        out["head"] = frozenset({"profit"})
    return out


_NAMES_A_MEASURE = frozenset({"head", "cash_flow", "line", "form", "spend", "dividend"})
"""Axes that name what an amount is besides its tax: a head, a kind of cash flow or line."""
