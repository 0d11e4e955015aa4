"""What a registry metric implies on each axis, and when two measures' qualifiers conflict.

Two measures *conflict* when some axis has a value on both sides and no pair of values is
compatible: such a figure is never the answer, however close its wording. An axis a label
leaves unstated takes the value its registry metric implies (:func:`implied`). The
qualifiers themselves are read by :mod:`mines.figures.qualifiers`.
"""

from __future__ import annotations

from collections.abc import Mapping

from mines.figures.balance_idioms import nets_cash_and_debt
from mines.figures.printed_dividends import ORDINARY_WITH_SPECIAL
from mines.figures.qualifier_axes import Qualifiers
from mines.figures.qualifiers import read_qualifiers
from mines.measures.divisions import DIVISION_WORDS

_COMPATIBLE: dict[str, tuple[frozenset[str], ...]] = {
    "head": (
        frozenset({"revenue", "sales"}),
        frozenset({"sales", "shipments"}),
    ),
    "basis": (frozenset({"statutory", "attributable"}),),
    "cash_flow": (
        frozenset({"flow", "operating"}),
        frozenset({"flow", "investing"}),
        frozenset({"flow", "financing"}),
        frozenset({"flow", "free"}),
    ),
    "spend": (frozenset({"all", "capital and exploration"}),),
    "per": (frozenset({"tonne", "dry tonne"}), frozenset({"tonne", "wet tonne"})),
    "scope": (frozenset({"iron ore", "segment"}),)
    + tuple(
        frozenset({c, "segment"})
        for c in (
            "copper",
            "gold",
            "lithium",
            "coal",
            "nickel",
            "aluminium",
            "potash",
            "services",
            *DIVISION_WORDS,
        )
    ),
}
"""Different values of one axis that still name the same thing ("sales" revenue)."""


IMPLIED: dict[str, dict[str, str]] = {
    "revenue": {"head": "revenue", "form": "amount", "scope": "group"},
    "underlying_ebitda": {
        "head": "profit",
        "line": "ebitda",
        "tax": "before",
        "basis": "underlying",
        "form": "amount",
        "scope": "group",
    },
    "statutory_ebitda": {
        "head": "profit",
        "line": "ebitda",
        "tax": "before",
        "basis": "statutory",
        "form": "amount",
        "scope": "group",
    },
    "underlying_npat": {
        "head": "profit",
        "tax": "after",
        "gross_net": "net",
        "basis": "underlying",
        "form": "amount",
        "scope": "group",
    },
    "statutory_npat": {
        "head": "profit",
        "tax": "after",
        "gross_net": "net",
        "basis": "statutory",
        "form": "amount",
        "scope": "group",
    },
    "dividends_per_share": {"form": "per_share", "scope": "group"},
    "capex": {"head": "capex", "form": "amount", "scope": "group", "spend": "all"},
    "net_debt": {
        "head": "debt",
        "gross_net": "net",
        "form": "amount",
        "scope": "group",
        "cash_flow": "balance",
    },
    # the statement's net line, after interest and tax paid: a flow "before interest and
    # tax" is the gross one above it
    "operating_cash_flow": {
        "cash_flow": "operating",
        "form": "amount",
        "scope": "group",
        "tax": "after",
    },
    "free_cash_flow": {"cash_flow": "free", "form": "amount", "scope": "group"},
    "earnings_per_share": {  # EPS said plainly is the reported one: underlying EPS is not it
        "head": "profit",
        "form": "per_share",
        "dilution": "basic",
        "basis": "statutory",  # "Basic EPS" printed alone is the statutory one
        "scope": "group",
    },
    "payout_ratio": {"form": "ratio", "scope": "group"},
    "gearing": {"form": "ratio", "scope": "group"},
    "ebitda_margin": {
        "line": "ebitda",
        "form": "margin",
        "scope": "group",
        "tax": "before",
        "head": "profit",
        "basis": "underlying",
    },
    # a return on equity: never one on capital or assets, nor the cash handed back
    "return_on_equity": {"form": "ratio", "scope": "group", "line": "return on equity"},
    "impairments": {"form": "amount", "scope": "group"},
    "exceptional_items": {"form": "amount", "scope": "group", "adjustment": "items"},
    "iron_ore_shipments_mt": {"head": "shipments", "scope": "iron ore"},
    "iron_ore_production_mt": {"head": "production", "scope": "iron ore"},
    "copper_production_kt": {"head": "production", "scope": "copper"},
    "gold_sold_koz": {"head": "sales", "scope": "gold"},
    "aisc_aud_oz": {"head": "cost", "scope": "gold", "form": "per_unit"},
    "c1_cost_usd_wmt": {"head": "cost", "scope": "iron ore", "form": "per_unit"},
    "spodumene": {"scope": "lithium"},
    "capex_ppe_cashflow": {
        "head": "capex",
        "cash_flow": "investing",
        "form": "amount",
        "scope": "group",
    },
    "growth_capex": {"head": "capex", "form": "amount", "scope": "group", "spend": "growth"},
    "iron_ore_shipments_mt_onslow_100pct": {
        "head": "shipments",
        "scope": "iron ore",
        "ownership": "100%",
    },
    "iron_ore_shipments_mt_pilbara_hub": {"head": "shipments", "scope": "iron ore"},
}
"""What each registry metric is on the axes its label may leave unstated."""


def implied(metric: str | None) -> dict[str, frozenset[str]]:
    """The qualifiers a registry metric has when its label states none."""
    return {k: frozenset({v}) for k, v in IMPLIED.get(metric or "", {}).items()}


def completed(
    stated: Mapping[str, frozenset[str]], metric: str | None
) -> dict[str, frozenset[str]]:
    """Stated qualifiers over ``metric``'s implied ones.

    "Group" on a commodity measure ("Group AISC", "group copper production") is the
    company's total of that commodity, not a conflict with it.
    """
    out = implied(metric)
    own = IMPLIED.get(metric or "", {}).get("scope")
    for axis, values in stated.items():
        if axis == "scope" and values == {"group"} and own not in {None, "group"}:
            continue
        out[axis] = values
    return out


def qualifiers_of(text: str, metric: str | None) -> dict[str, frozenset[str]]:
    """``text``'s stated qualifiers, completed by those ``metric`` implies."""
    stated = read_qualifiers(text)
    if metric == "net_debt" and nets_cash_and_debt(text):  # "cash topped borrowings by $X"
        stated = {**stated, "gross_net": frozenset({"net"})}
    out = completed(stated, metric)
    if "scope" in stated and "group" not in stated["scope"] and metric in IMPLIED:
        own = IMPLIED[metric].get("scope")
        if own not in {None, "group"}:
            out["scope"] = stated["scope"] | {own}  # "Mt Marion spodumene": still lithium
    return out


def _compatible(axis: str, a: str, b: str) -> bool:
    if a == b:
        return True
    return any({a, b} <= group for group in _COMPATIBLE.get(axis, ()))


def conflicts(asked: Qualifiers, stated: Qualifiers) -> list[str]:
    """The axes on which two measures disagree, as ``"axis: asked vs stated"``.

    An axis conflicts when both sides state it and no value of one is compatible with a
    value of the other ("gross" vs "net"; "revenue" vs "sales" agree).
    """
    out = [
        f"{axis}: {'/'.join(sorted(asked[axis]))} vs not stated"
        for axis in _STATED_ONLY
        if asked.get(axis) and not stated.get(axis)
    ]
    by_product = asked.get("product", frozenset()) & PRODUCTS_STATED_ONLY
    if "price" in asked.get("head", ()) and not by_product:
        # a product's price, bar the commodity's main form: see below
        by_product = asked.get("product", frozenset()) - MAIN_FORMS
    if by_product and not stated.get("product"):
        out.append(f"product: {'/'.join(sorted(by_product))} vs not stated")
    if asked.get("dividend") and not stated.get("dividend") and "profit" in stated.get("head", ()):
        # "Group earnings per ordinary share" under a "payout" title: earnings, no dividend
        out.append("dividend: asked, a profit stated")
    if asked.get("franking") == frozenset({"unfranked"}) and not stated.get("franking"):
        # an ASX miner's dividend is franked unless it says it is not
        out.append("franking: unfranked vs not stated")
    for axis, mine in asked.items():
        theirs = stated.get(axis)
        if not mine or not theirs:
            continue
        if axis == "cash_flow":  # "free cash flow" is the free one, not any "flow"
            mine, theirs = _kind_of_flow(mine), _kind_of_flow(theirs)
        scope = axis == "scope"
        named_mine, named_theirs = mine - _NO_COMMODITY, theirs - _NO_COMMODITY
        # a sum of kinds on either side ("Total, including special"; "specials included")
        summed = (
            axis == "dividend"
            and mine != theirs
            # a year's total may count its specials in; one other kind alone never does
            and (len(theirs) > 1 or (mine == ORDINARY_WITH_SPECIAL and "total" not in theirs))
        )
        # "Aluminium & Lithium: received an average of US$3,318 a tonne": a price under
        # two commodities' heading is neither one's alone
        blended = (
            scope
            and bool(named_mine and named_theirs - named_mine)
            and bool(asked.get("head", frozenset()) & _PER_COMMODITY_HEADS)
        )
        # "what total did the segment note show for EBITDA": a segment asked by no name is
        # never one named segment's figure
        unnamed = scope and mine == {"segment"} and bool(named_theirs)
        if (
            summed  # "Total, including special" is the sum of two kinds: neither one alone
            or blended
            or unnamed
            or not any(_compatible(axis, a, b) for a in mine for b in theirs)
            or (scope and named_mine and not named_mine & named_theirs)
        ):  # a copper segment is no aluminium and lithium one, nor is a segment left unnamed
            out.append(f"{axis}: {'/'.join(sorted(mine))} vs {'/'.join(sorted(theirs))}")
    return out


_STATED_ONLY = frozenset({"outlook", "term", "adjustment", "quarter", "holders"})
"""Axes a figure must state itself to be what is asked: guidance is never a reported figure,
a quarter's output is never the half's or the year's,
a dividend's amount a share is never its franked amount or its record date, a result's part
held by non-controlling interests never the owners' result, and an
adjustment or a sensitivity is answered only by a line stating one."""


PRODUCTS_STATED_ONLY = frozenset(
    {"bauxite", "alumina", "magnetite", "copper equivalent", "lithium chemicals"}
)
"""Forms of a commodity a figure must name to be the one asked: aluminium production is no
bauxite or alumina mined or refined, a miner's iron ore is no magnetite concentrate alone,
copper output no copper-equivalent total. Its main form (hematite, spodumene) is what an
unmarked figure of the commodity most often is, so only a different form named conflicts;
but a price asked of another form ("lump", "fines", "magnetite") is answered only by a price
naming that form: an average over the ore sold, or the region's ("Pilbara iron ore"), is
another price. A price of the main form ("its hematite price") is what a miner's plain
realised price is (:data:`MAIN_FORMS`)."""
MAIN_FORMS = frozenset({"hematite", "spodumene"})
"""The form an unmarked figure of its commodity is: a miner's ore sold is hematite, its
lithium concentrate spodumene."""


_NO_COMMODITY = frozenset({"group", "segment"})
_PER_COMMODITY_HEADS = frozenset({"price"})
"""Heads of a measure that is one commodity's: its price."""


KINDS_OF_FLOW = frozenset({"free", "operating", "investing", "financing"})


def _kind_of_flow(values: frozenset[str]) -> frozenset[str]:
    """A cash flow's kind when one is named ("free"), else the bare "flow" it says."""
    return values & KINDS_OF_FLOW or values
