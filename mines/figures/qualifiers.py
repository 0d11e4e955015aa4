"""Reading a phrase's qualifiers: the value it states on each axis.

:func:`read_qualifiers` reads "profit before tax", "gross debt" or "diluted EPS" on the
axes of :mod:`mines.figures.qualifier_axes`, settling what the words imply together ("revenue
per dry tonne" is a price; "before interest and tax" names no tax head);
:func:`without_parts` strips the words naming a part of the company. What a registry
metric implies and when two measures conflict: :mod:`mines.figures.qualifier_conflicts`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mines.figures.basis_words import STATUTORY_WORDS, UNDERLYING_WORDS
from mines.figures.ownership_words import FULL, ownership_kinds
from mines.figures.printed_dividends import ORDINARY_AND_SPECIAL, ORDINARY_WITH_SPECIAL
from mines.figures.qualifier_axes import _AXES, _I
from mines.figures.report_words import GROWTH_SPEND, as_revenue
from mines.measures.statement_lines import BEFORE_TAX_LINES, RETURNS_ASKED
from mines.question.companies import company_spans

_PRICE_WORDS = re.compile(r"\bprices?\b|\bpriced\b|\bfetch(?:ed|es)?\b|价格|售价", _I)
"""A price named: only then do "benchmark" or "realised" say which kind of price it is."""


_SELLING_PRICE = re.compile(r"\b(?:selling|sales?)\s+prices?\b", _I)


DIVIDEND_WORDS = re.compile(r"dividend|\bdps\b|payout|distribution|股息|派息|分红", _I)
JOINED_KINDS = re.compile(
    r"\b(?P<kind>interim|final|special)(?:\s+(?:dividends?|distributions?))?\s*,?\s*"
    r"(?:and|plus|&)\s+(?:the\s+|its\s+)?(?P<second>interim|final|special)\b",
    _I,
)
"""Two dividend kinds named together ("the interim and final dividends", "the interim
dividend and the final"): their sum, the year's total when they are the interim and the
final (read alike by the prose reader, the verifier and the question)."""


INTERIM_AND_FINAL = frozenset({"interim", "final"})
"""The two kinds whose sum is the year's total dividend."""


def joined_kinds(text: str) -> frozenset[str] | None:
    """The kinds of the first pair of dividend kinds ``text`` names together, or None."""
    m = JOINED_KINDS.search(text)
    return frozenset({m.group("kind").lower(), m.group("second").lower()}) if m else None


_HEAD_OF = re.compile(
    r"^(.*?)\b(?:of|from(?!\s+ordinary\s+activities)|on|attributable\s+to|per)\b", _I
)


def without_parts(text: str) -> str:
    """``text`` without the words naming a part of the company ("iron ore", "division").

    A segment's figure ("Copper division EBITDA") answers a question whose measure is
    scoped to that segment ("the copper division's EBITDA"): the part is the scope's to
    judge (:func:`conflicts`), the rest of the words the measure's.
    """
    named = text
    for value, pattern in _AXES["scope"]:
        if value != "group":
            text = pattern.sub(" ", text)
    if text != named:  # "Aluminium | Consolidated sales revenue": the part's, as consolidated
        text = _CONSOLIDATED.sub(" ", text)
    return " ".join(re.sub(r"(?:'s|’s)\b", " ", text).split())


_CONSOLIDATED = re.compile(r"\bconsolidated\b", re.IGNORECASE)
"""An accounting word ("consolidated sales revenue"): the group's only when no part is named."""


def read_qualifiers(text: str) -> dict[str, frozenset[str]]:
    """The qualifier values ``text`` states, per axis (an axis it does not state is absent).

    The ``head`` of "X of Y" is read from X alone ("cost of sales" is a cost; "price of
    copper" a price); dividend kinds are read only where a dividend is named ("total
    revenue" is no total dividend). A fresh dict each call (the reading itself is memoised:
    the same labels are read for every candidate figure of every company).
    """
    return dict(_read_qualifiers(text))


def spend_kinds(text: str) -> frozenset[str] | None:
    """The kinds of capital spending ``text`` states ("growth", "sustaining"), else None.

    "How much did it invest in growth": growth; read alike for a question's measure
    (:mod:`mines.slots`) and for the part of spending a "how much of" question asks
    (:mod:`mines.figures.asked_words`).
    """
    return _read_qualifiers(text).get("spend")


@lru_cache(maxsize=8192)
def _read_qualifiers(text: str) -> dict[str, frozenset[str]]:
    named = text
    for start, end in company_spans(text):
        # "Net debt — Mineral Resources balance sheet": a company's name is no measure's head
        named = named[:start] + " " * (end - start) + named[end:]
    named = as_revenue(named)  # "Income from sales of product" is revenue, no profit
    out: dict[str, frozenset[str]] = {}
    for axis, values in _AXES.items():
        source = text
        if axis == "dividend" and not DIVIDEND_WORDS.search(text):
            continue
        if axis == "price_kind" and not _PRICE_WORDS.search(text):
            continue
        if axis == "adjustment":  # "once non-underlying items are excluded": a basis
            source = STATUTORY_WORDS.sub(" ", UNDERLYING_WORDS.sub(" ", text))
        if axis == "spend":  # "Free cash after growth spend": what is taken off, no spend
            source = _SPEND_DEDUCTED.sub(" ", text)
        if axis == "head":
            source = named
            m = _HEAD_OF.match(named)
            if m and any(p.search(m.group(1)) for _, p in values):
                source = m.group(1)
        found = frozenset(v for v, p in values if p.search(source))
        if axis == "dividend" and joined_kinds(text) == INTERIM_AND_FINAL:
            found = found - {"interim", "final"} | {"total"}  # both together: the year's
        if axis == "dividend" and ORDINARY_AND_SPECIAL.search(text):
            found = ORDINARY_WITH_SPECIAL  # the two summed: neither one alone
        if found:
            out[axis] = found
    owned = ownership_kinds(text)  # the one reading shared with ingest
    if owned:
        out["ownership"] = frozenset("100%" if k == FULL else "share" for k in owned)
    heads = out.get("head", frozenset())
    if (
        heads
        and heads <= {"revenue", "sales"}
        and ("per_unit" in out.get("form", frozenset()) or (out.get("per") and "form" not in out))
    ):
        # "revenue per dry tonne", "what it averaged per tonne of aluminium sold": a sum a
        # unit sold is the price received, never the sales or the revenue
        out["head"] = frozenset({"price"})
    if out.get("line") == frozenset({"cash"}) and "debt" in out.get("head", frozenset()):
        out.pop("line")  # "Debt after cash at year end": the cash is what debt is netted by
    flows = out.get("cash_flow", frozenset())
    if {"free", "operating"} <= flows:
        # "Operating cash less capital investment": what operations left once the assets
        # were paid for, free cash, not the operating flow it starts from
        out["cash_flow"] = flows - {"operating"}
    lines = out.get("line", frozenset())
    if lines & BEFORE_TAX_LINES:
        out.setdefault("tax", frozenset({"before"}))  # "operating profit" is before tax
        if out.get("cash_flow") == frozenset({"operating"}):
            out.pop("cash_flow")  # "profit from operations" is earnings, no cash flow
    if "returns" in lines and _PART_RETURNED.search(RETURNS_ASKED.sub(" ", text)):
        # "Final distribution — Returns to shareholders", "Dividends paid out to owners": one
        # part of what was handed back (named under its heading), never the whole
        lines = lines - {"returns"}
        out.pop("line")
        if lines:
            out["line"] = lines
    if lines == {"cash"} and "gross_net" not in out:
        out["gross_net"] = frozenset({"gross"})  # cash held, not netted against borrowings
    if "price" in out.get("head", frozenset()) and _SELLING_PRICE.search(text):
        out["head"] = frozenset({"price"})  # "average selling price": a price, not a volume
    if "form" not in out and (
        out.get("head") == frozenset({"price"})
        or (out.get("per") and out.get("head", frozenset()) & {"price", "cost"})
    ):
        # "average selling price", "the dry-tonne price": a price is a sum a unit sold
        out["form"] = frozenset({"per_unit"})
    if "gross" in out.get("gross_net", frozenset()) and "net" in out.get("gross_net", ()):
        out.pop("gross_net")  # "gross and net debt": both asked, neither excluded
    heads = out.get("head", frozenset())
    if "tax" in heads and "tax" in out and not _TAX_ITSELF.search(text):
        # "before interest and tax": what the result is before, not tax as the measure
        if heads - {"tax"}:
            out["head"] = heads - {"tax"}
        else:
            out.pop("head")
    if out.get("scope") == frozenset({"group", "segment"}) and _GROUP_TOTAL.search(text):
        # "the segment note's Total Group row": the segments' total is the group's figure;
        # the segment words name where it is printed, no part of the company
        out["scope"] = frozenset({"group"})
    if out.get("spend") == frozenset({"exploration"}) and _CAPITAL.search(text):
        out["spend"] = frozenset({"capital and exploration"})  # "capital projects and exploration"
    flows = out.get("cash_flow", frozenset())
    if {"financing", "balance"} <= flows:
        out["cash_flow"] = flows - {"balance"}  # "debt repaid": the flow, not the balance
    if "dilution" in out and "form" not in out:
        out["form"] = frozenset({"per_share"})  # "diluted earnings": only a share is diluted
    if "dilution" in out and "per_share" in out.get("form", ()) and "basis" not in out:
        # "Basic EPS", "diluted earnings per share": the statutory result per share; an
        # underlying one says so ("underlying basic EPS"), in a half as in a year
        out["basis"] = frozenset({"statutory"})
    basis = out.get("basis", frozenset())
    if "attributable" in basis and basis & {"underlying", "headline", "cash"}:
        out["basis"] = basis - {"attributable"}  # "underlying attributable profit"
    return out


_SPEND_DEDUCTED = re.compile(
    r"\b(?:after|less|minus|net\s+of)\s+(?:the\s+|its\s+|all\s+)?(?:"
    + GROWTH_SPEND
    + r"|\b(?:growth|sustaining|expansion)\s+(?:spend\w*|capital|capex|investment)\b)",
    re.IGNORECASE,
)
"""A kind of spending a cash or profit measure is struck after ("Free cash after growth
spend"): deducted from the measure, never the spending asked."""


_TAX_ITSELF = re.compile(
    r"\btax(?:es|ation)?\s+(?:paid|expense|charge|payable|bill)\b|\bpa(?:y|id)\s+(?:in\s+)?tax", _I
)
"""Tax as the measure, beside a before- or after-tax basis ("tax paid on profit before tax")."""


_CAPITAL = re.compile(r"\bcapital\b|\bcapex\b", _I)
"""Capital named beside exploration: the two kinds of spend together."""


_PART_RETURNED = re.compile(
    r"\bdividends?\b|\bdistributions?\b|\bpayouts?\b|\bbuy[\s-]?backs?\b|\brepurchases?\b|"
    r"\bdps\b|股息|分红|派息|回购",
    _I,
)
"""One kind of what a company hands back: a dividend or a buy-back, not the two together."""


_GROUP_TOTAL = re.compile(
    r"\btotal\s+(?:for\s+the\s+)?group\b|\bgroup(?:'s|’s)?\s+total\b|\bconsolidated\b|"
    r"\bgroup\s+as\s+a\s+whole\b|\bwhole\s+group\b",
    _I,
)
"""The group named as the sum of its parts ("Total Group", "the group total", "consolidated")."""
