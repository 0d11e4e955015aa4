"""The measure a question asks for, in its own words, and whether a figure is that measure.

A question names a measure with a phrase ("profit before tax", "gross debt", "average
realised copper price", "diluted EPS"); the registry alias inside it ("profit", "debt",
"copper", "EPS") only hints at a metric. This module keeps the phrase as written with its
*qualifiers*, one value (or several) per axis:

- ``dilution``: basic / diluted;
- ``gross_net``: gross / net;
- ``tax``: before / after tax;
- ``head``: what is measured — revenue, sales, shipments, production, price, cost,
  reserves, profit, debt, capex;
- ``form``: per share / amount / yield / ratio / margin / per unit (tonne, ounce);
- ``spend``: all capital spending / sustaining / growth / exploration;
- ``scope``: the whole group or one commodity (iron ore, copper, gold, lithium, coal...);
- ``ownership``: 100% basis / the company's share;
- ``basis``: statutory / underlying / attributable / headline / cash;
- ``dividend``: interim / final / special / total;
- ``cash_flow``: operating / investing / financing / free cash flow, or a balance (debt).

A figure's qualifiers are read the same way from its label as printed (``Figure.label``,
else the table row, else the words before the number in its sentence), and an axis its
label leaves unstated takes the value its registry metric implies (statutory NPAT is
after tax, net, statutory and group-wide). Two measures *conflict* when some axis has a
value on both sides and no pair of values is compatible: such a figure is never the
answer, however close its wording. :func:`match_score` ranks the figures that do not
conflict by what the printed label shares with the asked phrase.

Pure apart from the embedding model, which :func:`label_similarity` loads on first use.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from mines.figures.asked_words import left_out_after, price_words, ratio_words
from mines.figures.basis_words import UNDERLYING_WORDS, as_basis_word
from mines.figures.model import Figure
from mines.numbers import find_figures
from mines.question.companies import company_spans
from mines.question.describe import describe_metric, metric_query_text
from mines.question.measures import (
    METRIC_ALIASES,
    METRIC_LABELS,
    SITE_METRICS,
    find_metric_spans,
    find_sites,
)
from mines.question.normalise import normalise_question
from mines.question.operations import PROFIT_METRICS, asks_payout
from mines.scope import asks_for_figure
from mines.slots import without_hint

CLOSEST = "closest stated"
"""Marks the suggestion shown after "not found": visibly not the answer, never a claim."""

Qualifiers = Mapping[str, frozenset[str]]

_I = re.IGNORECASE
_COMMODITY_BUSINESS = (
    r"\b(?:iron\s+ore|copper|gold|lithium|coal|nickel|alumini?um|potash|energy|mining\s+"
    r"services|contracting)\s+business(?:es)?\b"
)
"""A commodity's business ("the lithium business"): a division of the company."""
_AXES: dict[str, tuple[tuple[str, re.Pattern[str]], ...]] = {
    "dilution": (
        ("basic", re.compile(r"\bbasic\b|基本每股", _I)),
        ("diluted", re.compile(r"\bdilut(?:ed|ion)\b|稀释", _I)),
    ),
    "gross_net": (
        (
            "gross",
            re.compile(
                r"\bgross\b|\btotal\s+(?:debt|borrowings)\b|"
                r"\b(?:before|excluding|without)\s+(?:netting\s+(?:off\s+)?)?cash\b|总债务|毛",
                _I,
            ),
        ),
        ("net", re.compile(r"\bnet\b|\bnpat\b|\bless\s+cash\b|净", _I)),
    ),
    "tax": (
        (
            "before",
            re.compile(
                r"\bbefore\s+(?:income\s+)?(?:tax|taxation|taxes|interest)\b|\bpre[\s-]?tax\b|"
                r"\bpbt\b|\bebit(?:da)?\b|税前|息税",
                _I,
            ),
        ),
        (
            "after",
            re.compile(
                r"\bafter\s+(?:income\s+)?(?:tax|taxation|taxes)\b|\bpost[\s-]?tax\b|"
                r"\bnpat\b|税后",
                _I,
            ),
        ),
    ),
    "head": (
        ("revenue", re.compile(r"\brevenues?\b|\bturnover\b|\btop[\s-]line\b|收入|营收", _I)),
        ("sales", re.compile(r"\bsales\b|\bsold\b|\bsell(?:s|ing)?\b|销量|销售", _I)),
        ("shipments", re.compile(r"\bship(?:ments?|ped|ping|s)?\b|发运|出货", _I)),
        (
            "production",
            re.compile(
                r"\bproduc(?:tion|ed|es|e|ing)\b|\boutput\b|\bmined?\b|\bprocess(?:ed)?\b|"
                r"\bturn(?:ed|s)?\s+out\b|产量",
                _I,
            ),
        ),
        ("price", re.compile(r"\bprices?\b|\bpriced\b|\bfetch(?:ed|es)?\b|价格|售价", _I)),
        ("cost", re.compile(r"\bcosts?\b|\bexpenses?\b|\baisc\b|\bc1\b|成本", _I)),
        ("reserves", re.compile(r"\breserves?\b|\bresources?\b|储量|资源量", _I)),
        (
            "profit",
            re.compile(
                r"\bprofits?\b|\bearnings\b|\bincome\b|\bnpat\b|\bebitda\b|\bbottom[\s-]line\b|"
                r"利润|盈利|收益",
                _I,
            ),
        ),
        ("debt", re.compile(r"\bdebt\b|\bborrowings\b|债务|负债", _I)),
        ("capex", re.compile(r"\bcapital\s+expenditure\b|\bcapex\b|资本支出|资本开支", _I)),
    ),
    "form": (
        (
            "per_share",
            re.compile(
                r"\b(?:per|each)\s+(?:ordinary\s+|fully[\s-]paid\s+)?share\b|"
                r"\ba\s+share\b(?!\s+of\b)|\beps\b|\bdps\b|每股",
                _I,
            ),
        ),
        ("yield", re.compile(r"\byield\b|股息率", _I)),
        (
            "ratio",
            re.compile(
                r"\bratio\b|\bgearing\b|比率|派息率|支付率|\b(?:share|proportion|portion|"
                r"percentage|per\s*cent)\s+of\s+(?:[\w'’-]+\s+){0,3}?(?:earnings|profits?|npat)\b",
                _I,
            ),
        ),
        (
            "margin",
            re.compile(
                r"\bmargins?\b|利润率|\b(?:as\s+a\s+)?(?:share|proportion|percentage|per\s*cent)"
                r"\s+of\s+(?:\w+\s+)?(?:revenues?|sales|income|turnover)\b",
                _I,
            ),
        ),
        (
            "per_unit",
            re.compile(
                r"\bper\s+(?:(?:dry|wet)\s+(?:metric\s+)?)?(?:tonne|ton|ounce|oz|wmt|dmt|pound|lb)\b|"
                r"/\s*(?:t|oz|wmt)\b|每吨|每盎司",
                _I,
            ),
        ),
    ),
    "spend": (
        ("sustaining", re.compile(r"\bsustaining\s+(?:capital|capex)\b|维持性资本", _I)),
        ("growth", re.compile(r"\bgrowth\s+(?:capital|capex)\b|增长性?资本", _I)),
        ("exploration", re.compile(r"\bexploration\b|勘探", _I)),
    ),
    "scope": (
        ("group", re.compile(r"\bgroup\b|\bconsolidated\b|\bwhole\s+company\b|集团", _I)),
        ("iron ore", re.compile(r"\biron\s+ore\b|\bwaio\b|\bpilbara\b|\bonslow\b|铁矿", _I)),
        ("copper", re.compile(r"\bcopper\b|\bescondida\b|铜", _I)),
        ("gold", re.compile(r"\bgold\b|黄金", _I)),
        ("lithium", re.compile(r"\blithium\b|\bspodumene\b|锂", _I)),
        ("coal", re.compile(r"\bcoal\b|煤", _I)),
        ("nickel", re.compile(r"\bnickel\b|镍", _I)),
        ("aluminium", re.compile(r"\balumini?um\b|\bbauxite\b|\balumina\b|铝", _I)),
        ("potash", re.compile(r"\bpotash\b|钾肥", _I)),
        (
            "segment",
            re.compile(
                r"\bsegment(?:al)?\b|\bdivision(?:al)?\b|\barm\b|\bbusiness\s+unit\b|分部|"
                + _COMMODITY_BUSINESS,
                _I,
            ),
        ),
    ),
    "ownership": (
        (
            "100%",
            re.compile(
                r"100\s*(?:%|per\s*cent)|\bone\s+hundred\s+per\s*cent\b|"
                r"\b(?:whole|entire|total)\s+(?:venture|joint\s+venture|operation|asset)\b|全口径",
                _I,
            ),
        ),
        (
            "share",
            re.compile(
                r"\b(?:equity|our|own|attributable|bhp(?:'s)?|rio(?:\s+tinto)?(?:'s)?|"
                r"fortescue(?:'s)?|minres(?:'s)?|company's|group's)\s+(?:share|interest)\b|"
                r"\bon\s+its\s+share\b|权益",
                _I,
            ),
        ),
    ),
    "basis": (
        ("statutory", re.compile(r"\bstatutory\b|\breported\b|法定", _I)),
        (
            "underlying",
            re.compile(rf"\bunderlying\b|基础|{UNDERLYING_WORDS.pattern}", _I),
        ),
        ("attributable", re.compile(r"\battributable\b|归属", _I)),
        ("headline", re.compile(r"\bheadline\b", _I)),
        ("cash", re.compile(r"\bcash\s+(?:earnings|profits?|income|npat|eps)\b|现金利润", _I)),
    ),
    "dividend": (
        ("interim", re.compile(r"\binterim\b|中期", _I)),
        ("final", re.compile(r"\bfinal\b|末期", _I)),
        ("special", re.compile(r"\bspecial\b|特别", _I)),
        ("total", re.compile(r"\btotal\b|\bfull[\s-]year\b|全年", _I)),
    ),
    "cash_flow": (
        (
            "operating",
            re.compile(
                r"\boperating\s+(?:activities|cash)\b|\bfrom\s+operations\b|"
                r"\bcash\s+(?:generated\s+)?from\s+operati\w+|经营",
                _I,
            ),
        ),
        ("investing", re.compile(r"\binvesting\s+activities\b|投资活动", _I)),
        ("financing", re.compile(r"\bfinancing\s+activities\b|筹资活动|融资活动", _I)),
        ("free", re.compile(r"\bfree\s+cash\b|\bfcf\b|自由现金", _I)),
        ("flow", re.compile(r"\bcash\s+flows?\b|现金流", _I)),
        (
            "balance",
            re.compile(
                r"\bdebt\b|\bborrowings\b|\bnet\s+cash\b(?!\s+(?:from|used|generated|flow|inflow|outflow))|债务|负债|净现金",
                _I,
            ),
        ),
    ),
}
"""Each axis: its values and the words that state them (English and Chinese)."""

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
    "spend": (frozenset({"all", "exploration"}),),
    "scope": (frozenset({"iron ore", "segment"}),)
    + tuple(
        frozenset({c, "segment"})
        for c in ("copper", "gold", "lithium", "coal", "nickel", "aluminium", "potash")
    ),
}
"""Different values of one axis that still name the same thing ("sales" revenue)."""

_DIVIDEND_WORDS = re.compile(r"dividend|\bdps\b|payout|distribution|股息|派息|分红", _I)
_HEAD_OF = re.compile(r"^(.*?)\b(?:of|from|on|attributable\s+to|per)\b", _I)

_IMPLIED: dict[str, dict[str, str]] = {
    "revenue": {"head": "revenue", "form": "amount", "scope": "group"},
    "underlying_ebitda": {
        "head": "profit",
        "tax": "before",
        "basis": "underlying",
        "form": "amount",
        "scope": "group",
    },
    "statutory_ebitda": {
        "head": "profit",
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
    "operating_cash_flow": {"cash_flow": "operating", "form": "amount", "scope": "group"},
    "free_cash_flow": {"cash_flow": "free", "form": "amount", "scope": "group"},
    "earnings_per_share": {
        "head": "profit",
        "form": "per_share",
        "dilution": "basic",
        "scope": "group",
    },
    "payout_ratio": {"form": "ratio", "scope": "group"},
    "gearing": {"form": "ratio", "scope": "group"},
    "ebitda_margin": {
        "form": "margin",
        "scope": "group",
        "tax": "before",
        "head": "profit",
        "basis": "underlying",
    },
    "return_on_equity": {"form": "ratio", "scope": "group"},
    "impairments": {"form": "amount", "scope": "group"},
    "exceptional_items": {"form": "amount", "scope": "group"},
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


_QUANTITY_OF_UNIT = {
    "currency": "money",
    "cents per share": "money",
    "dollars per share": "money",
    "%": "percent",
    "per ounce": "money",
    "per wmt": "money",
    "per tonne": "money",
    "per pound": "money",
}
"""What kind of quantity a figure's unit is; every other unit (Mt, kt, koz, t) is physical."""
_FORM_OF_UNIT = {
    "cents per share": "per_share",
    "dollars per share": "per_share",
    "per ounce": "per_unit",
    "per wmt": "per_unit",
    "per tonne": "per_unit",
    "per pound": "per_unit",
    "currency": "amount",
}
_QUANTITY_OF_HEAD = {
    "revenue": "money",
    "profit": "money",
    "debt": "money",
    "capex": "money",
    "production": "physical",
    "shipments": "physical",
}
_PERCENT_FORMS = frozenset({"ratio", "margin", "yield"})


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
    elif unit == "%":
        out["form"] = _PERCENT_FORMS
    return out


def quantity_asked(stated: Mapping[str, frozenset[str]]) -> frozenset[str]:
    """The kind of quantity a measure's stated words ask for (empty when they leave it open).

    A ratio, margin or yield is a percentage; revenue, profit, debt and capital spending are
    money; production and shipments physical; a price or cost per unit is money.
    """
    form = stated.get("form", frozenset())
    if form and form <= _PERCENT_FORMS:
        return frozenset({"percent"})
    if form & {"per_share", "per_unit"}:
        return frozenset({"money"})
    if stated.get("cash_flow"):
        return frozenset({"money"})
    heads = stated.get("head", frozenset())
    if not heads or not heads <= _QUANTITY_OF_HEAD.keys():
        return frozenset()  # no head, or one that may be either ("sales", "price")
    return frozenset(_QUANTITY_OF_HEAD[h] for h in heads)


def read_qualifiers(text: str) -> dict[str, frozenset[str]]:
    """The qualifier values ``text`` states, per axis (an axis it does not state is absent).

    The ``head`` of "X of Y" is read from X alone ("cost of sales" is a cost; "price of
    copper" a price); dividend kinds are read only where a dividend is named ("total
    revenue" is no total dividend).
    """
    out: dict[str, frozenset[str]] = {}
    for axis, values in _AXES.items():
        source = text
        if axis == "dividend" and not _DIVIDEND_WORDS.search(text):
            continue
        if axis == "head":
            m = _HEAD_OF.match(text)
            if m and any(p.search(m.group(1)) for _, p in values):
                source = m.group(1)
        found = frozenset(v for v, p in values if p.search(source))
        if found:
            out[axis] = found
    if "gross" in out.get("gross_net", frozenset()) and "net" in out.get("gross_net", ()):
        out.pop("gross_net")  # "gross and net debt": both asked, neither excluded
    basis = out.get("basis", frozenset())
    if "attributable" in basis and basis & {"underlying", "headline", "cash"}:
        out["basis"] = basis - {"attributable"}  # "underlying attributable profit"
    return out


def implied(metric: str | None) -> dict[str, frozenset[str]]:
    """The qualifiers a registry metric has when its label states none."""
    return {k: frozenset({v}) for k, v in _IMPLIED.get(metric or "", {}).items()}


def _completed(
    stated: Mapping[str, frozenset[str]], metric: str | None
) -> dict[str, frozenset[str]]:
    """Stated qualifiers over ``metric``'s implied ones.

    "Group" on a commodity measure ("Group AISC", "group copper production") is the
    company's total of that commodity, not a conflict with it.
    """
    out = implied(metric)
    own = _IMPLIED.get(metric or "", {}).get("scope")
    for axis, values in stated.items():
        if axis == "scope" and values == {"group"} and own not in {None, "group"}:
            continue
        out[axis] = values
    return out


def qualifiers_of(text: str, metric: str | None) -> dict[str, frozenset[str]]:
    """``text``'s stated qualifiers, completed by those ``metric`` implies."""
    stated = read_qualifiers(text)
    out = _completed(stated, metric)
    if "scope" in stated and "group" not in stated["scope"] and metric in _IMPLIED:
        own = _IMPLIED[metric].get("scope")
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
    out = []
    for axis, mine in asked.items():
        theirs = stated.get(axis)
        if not mine or not theirs:
            continue
        named = (mine - _NO_COMMODITY, theirs - _NO_COMMODITY) if axis == "scope" else ()
        if not any(_compatible(axis, a, b) for a in mine for b in theirs) or (
            named and named[0] and named[1] and not named[0] & named[1]
        ):  # a copper segment is no aluminium and lithium one, both being segments
            out.append(f"{axis}: {'/'.join(sorted(mine))} vs {'/'.join(sorted(theirs))}")
    return out


_NO_COMMODITY = frozenset({"group", "segment"})


# ---------------------------------------------------------------------------------------
# The asked measure


@dataclass(frozen=True)
class AskedMeasure:
    """One measure a question asks for: the phrase as written and what it implies.

    ``metric`` is the registry metric the phrase's alias names (a hint; None when no alias
    names one); ``stated`` the qualifiers the phrase itself states; ``qualifiers`` those
    completed by the metric's implied ones (what a figure must not contradict).
    """

    phrase: str
    metric: str | None
    stated: Mapping[str, frozenset[str]] = field(default_factory=dict)

    @property
    def qualifiers(self) -> dict[str, frozenset[str]]:
        """Stated qualifiers over the metric's implied ones, with the kind of quantity."""
        out = _completed(self.stated, self.metric)
        quantity = quantity_asked(out)
        return out | ({"quantity": quantity} if quantity else {})

    def describe(self) -> str:
        """``"gross debt": gross; debt`` — the phrase and what it states, for a prompt."""
        stated = "; ".join("/".join(sorted(v)) for _, v in sorted(self.stated.items()))
        return f'"{self.phrase}"' + (f": {stated}" if stated else "")

    def as_dict(self) -> dict[str, Any]:
        """JSON-friendly form for graph state."""
        return {
            "phrase": self.phrase,
            "metric": self.metric,
            "stated": {k: sorted(v) for k, v in self.stated.items()},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> AskedMeasure:
        """Inverse of ``as_dict``."""
        stated = {str(k): frozenset(v) for k, v in dict(data.get("stated") or {}).items()}
        return cls(str(data.get("phrase", "")), data.get("metric"), stated)


_TOKEN = re.compile(r"[A-Za-z0-9%][A-Za-z0-9%&\-]*|'s|’s|[^\sA-Za-z0-9]")
_STOP = frozenset(
    """what was were is are did does do the a an in for at during by its their 's ’s how
    much many tell me give show please and or vs versus compared with to than as over
    year years fy financial fiscal which who company companies highest lowest most least
    biggest largest smallest top bottom report reported? ? . , ; : ! ( ) [ ] it they this
    that these those has have had been be every each all between both latest last
    previous prior recent current about on up down grow growth change rise fall increase
    decrease difference gap""".split()
)
"""Words that end a measure phrase (question words, years, ranking and change words)."""
_HEADS_BEFORE_OF = frozenset(
    {"cost", "costs", "price", "prices", "yield", "share", "proportion", "portion", "percentage"}
)
_CJK = re.compile(r"[\u3400-\u9fff]")


def _phrase_around(text: str, start: int, end: int) -> str:
    """The words around ``text[start:end]`` that still describe the measure.

    The phrase grows over neighbouring words until a question, ranking or period word, a
    number, a company name or a bare "of" (kept only after a head such as "cost of").
    """
    names = company_spans(text)
    tokens = [(m.start(), m.end(), m.group(0)) for m in _TOKEN.finditer(text)]
    inside = [i for i, (s, e, _) in enumerate(tokens) if s < end and e > start]
    if not inside:
        return text[start:end]
    first, last = inside[0], inside[-1]

    def usable(i: int) -> bool:
        s, e, word = tokens[i]
        low = word.lower()
        if any(a < e and s < b for a, b in names):
            return False
        if not low[0].isalnum() and low not in {"%", "&", "-"}:
            return False  # punctuation ends a phrase: "Mineral Resources' revenue"
        return low not in _STOP and not re.fullmatch(r"(?:fy)?\d{2,4}|h[12]|\d+", low)

    while first > 0:
        word = tokens[first - 1][2].lower()
        if word == "of" and first > 1 and tokens[first - 2][2].lower() in _HEADS_BEFORE_OF:
            first -= 2
            continue
        if word == "of" or not usable(first - 1):
            break
        first -= 1
    while last + 1 < len(tokens) and usable(last + 1):
        last += 1
    while last > first and tokens[last][2].lower() in {"of", "from", "per", "to"}:
        last -= 1
    return text[tokens[first][0] : tokens[last][1]]


_CJK_BREAK = re.compile(r"[和与及、，,；;？?。]|的(?=[^的]*$)")


def _cjk_clause(text: str, start: int, end: int) -> str:
    """The words around a Chinese alias up to the nearest conjunction or punctuation.

    Chinese has no word boundaries to grow a phrase over: "收入和铜产量" gives "收入" and
    "铜产量" their own clauses, so "铜" is read for copper production only.
    """
    left = max((m.end() for m in _CJK_BREAK.finditer(text, 0, start)), default=0)
    right = min((m.start() for m in _CJK_BREAK.finditer(text, end)), default=len(text))
    return text[left:right]


def _computed_form(stated: dict[str, frozenset[str]], metric: str) -> dict[str, frozenset[str]]:
    """Drop a margin or ratio asked of an amount: it is computed from the amount's figure.

    "Net profit margin" asks for net profit over revenue (the calculator's work); the
    figure to fetch is still net profit.
    """
    form = stated.get("form", frozenset())
    if form & {"margin", "ratio"} and _IMPLIED.get(metric, {}).get("form") == "amount":
        rest = form - {"margin", "ratio"}
        return {k: v for k, v in stated.items() if k != "form"} | ({"form": rest} if rest else {})
    return stated


_SEGMENT_WORD = re.compile(
    r"\b(?:division|segment|arm|business\s+unit)\b|" + _COMMODITY_BUSINESS, _I
)


def _scoped(measures: list[AskedMeasure], question: str) -> list[AskedMeasure]:
    """A division the question names ("copper division", "contracting arm") scopes it all.

    "What EBITDA did the copper division earn" asks for the copper segment's EBITDA: the
    division phrase is no measure of its own but the scope of the others, so the group's
    EBITDA conflicts with it.
    """
    divisions = [
        m for m in measures if set(m.stated) == {"scope"} and "segment" in m.stated["scope"]
    ]
    if len(divisions) == len(measures):
        return measures
    scope = frozenset().union(*(m.stated["scope"] for m in divisions))
    if not scope and (_SEGMENT_WORD.search(question) or named_scopes(question)):
        # "the lithium division", "Mining Services", "the coal arm": a segment, and the
        # commodity it is named by
        scope = frozenset({"segment"}) | (
            read_qualifiers(question).get("scope", frozenset()) - {"group"}
        )
    if not scope:
        return measures
    return [
        AskedMeasure(
            m.phrase, m.metric, {**m.stated, "scope": m.stated.get("scope", frozenset()) | scope}
        )
        for m in measures
        if m not in divisions
    ]


_ASIDE = re.compile(
    r"^(?:\s+(?:and|or|plus)\s+[\w'’-]+)?\s*[,(–—-]\s*([^,()?.;:–—]{3,40}?)\s*(?:[,)?.;:–—]|$)"
)
"""A short clause set off by commas or brackets right after a measure ("borrowings, before
cash,", "EPS (diluted)"): it qualifies that measure."""
_ASIDE_AXES = frozenset({"gross_net", "tax", "basis", "dilution", "ownership"})


def _with_aside(stated: dict[str, frozenset[str]], after: str) -> dict[str, frozenset[str]]:
    """``stated`` with what an aside right after the phrase says of the axes it leaves open.

    "Borrowings and leases, before cash," asks for gross borrowings: a net figure conflicts,
    though "before cash" is outside the phrase. Only the qualifying axes count (gross/net,
    tax, basis, dilution, ownership), and only an aside naming no measure of its own.
    """
    m = _ASIDE.match(after)
    if not m or find_metric_spans(m.group(1)):
        return stated
    aside = read_qualifiers(m.group(1))
    return stated | {k: v for k, v in aside.items() if k in _ASIDE_AXES and k not in stated}


def scopes_a_measure(measures: Sequence[AskedMeasure], metric: str) -> bool:
    """Whether ``metric`` was named only as the division scoping an asked measure.

    "What EBITDA did the lithium business earn" names lithium (a spodumene alias) as the
    EBITDA's scope (:func:`_scoped`): spodumene itself is not asked.
    """
    if any(m.metric == metric for m in measures):
        return False
    own = _IMPLIED.get(metric, {}).get("scope")
    return own not in {None, "group"} and any(
        {"segment", own} <= m.stated.get("scope", frozenset()) for m in measures
    )


_NO_MEASURE = re.compile(
    r"^(?:[12]h|h[12]|determined?|declared?|reported|posted?|book(?:ed|s)?|recorded?|"
    r"announced?|achieved?|delivered?|make|made|get|got|receive[sd]?|see|saw|show(?:ed|n|s)?|"
    r"preliminary|reports?|go(?:es|ing|ne)?|went|back|pay|that|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|"
    r"aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|\d+(?:st|nd|rd|th)?)$",
    re.IGNORECASE,
)
"""Words of a question that name no measure: a half's tag, the verbs and documents of
reporting, and the day and month of a date ("for the year to 30 June")."""


def asked_measures(question: str, metrics: Sequence[str] = ()) -> tuple[AskedMeasure, ...]:
    """The measures ``question`` asks for, each with its phrase as the user wrote it.

    Every registry alias in the user's own words (typos restored) gives one measure, its
    phrase extended over the words around it that still describe it ("gross debt",
    "average realised copper price", "net cash from operating activities"). ``metrics``
    (the question's metric slots) adds a measure named by its registry label for each slot
    metric the user's words do not name (a follow-up's hint, a described metric).
    """
    words = normalise_question(without_hint(question))
    out: list[AskedMeasure] = []
    seen: set[str] = set()
    for start, end, metric in find_metric_spans(words):
        if _CJK.search(words[start:end]):
            phrase = words[start:end]
            stated = read_qualifiers(_cjk_clause(words, start, end))
        else:
            phrase = _phrase_around(words, start, end)
            at = words.find(phrase, max(0, start - len(phrase)))
            stated = _with_aside(read_qualifiers(phrase), words[at + len(phrase) :])
            kept = left_out_after(words, start, phrase) if "basis" not in stated else None
            if kept is not None:  # "profit stripping out the ...": underlying profit
                phrase = kept
                stated = read_qualifiers(kept) | {"basis": frozenset({"underlying"})}
            if set(stated) <= {"scope"} and (priced := price_words(words, start, end)):
                phrase, stated = priced, read_qualifiers(priced)  # "price ... for copper"
        if "payout_ratio" in metrics and metric in PROFIT_METRICS and asks_payout(words):
            # "the share of earnings paid out": the stated ratio, not the earnings it is of
            form = {"form": frozenset({"ratio"})}
            out.append(AskedMeasure(phrase, "payout_ratio", {**stated, **form}))
            seen.add("payout_ratio")
            continue
        out.append(AskedMeasure(phrase, metric, _computed_form(stated, metric)))
        seen.add(metric)
    out = _scoped(out, words)
    if not out and len(metrics) <= 1:
        # No registry word names the measure: the question's own content words are its
        # phrase ("cash left over after investment"), matched by meaning alone -- when they
        # ask for a figure at all ("what did BHP say about safety" asks for none). A metric
        # the router described from those words is only their hint ("cash returns per
        # share" hinted at return on equity), never their replacement.
        rest = " ".join(
            w
            for w in (*metric_query_text(words).split(), *find_sites(words))
            if not _NO_MEASURE.match(w)
        )
        if (
            rest
            and not _CJK.search(rest)
            and (read_qualifiers(rest) or _DIVIDEND_WORDS.search(rest) or asks_for_figure(words))
        ):
            described = metrics or describe_metric(words)  # a hint: "what it cost per ounce"
            hint = described[0] if described else None
            out.append(AskedMeasure(rest, hint, read_qualifiers(rest)))
            seen.add(hint or "")
    site_base = {key: base for (_, base), key in SITE_METRICS.items()}
    for metric in metrics:
        base = site_base.get(metric, metric)
        if metric in seen or base in seen:
            continue
        own = ratio_words(words, metric)  # "EBITDA as a share of income", as written
        label = own or METRIC_LABELS.get(metric, metric.replace("_", " "))
        out.append(AskedMeasure(label, metric, qualifiers_of(own, metric) if own else {}))
        seen.add(metric)
    return tuple(out)


# ---------------------------------------------------------------------------------------
# A figure's printed label


def figure_label(figure: Figure) -> str:
    """The label a figure is printed under: its ``label``, else its row, else its words.

    In prose, the words before the number back to the previous number (or the sentence
    start when those are only connecting words).
    """
    if figure.label:
        return figure.label
    span = figure.span
    if span.row:
        return span.row
    before = span.text[: span.start]
    numbers = [f for f in find_figures(before) if f.end <= len(before)]
    own = before[numbers[-1].end :] if numbers else before
    if not re.search(
        r"[A-Za-z\u3400-\u9fff]{3,}", re.sub(r"\b(?:from|to|and|of|was|in)\b", "", own)
    ):
        own = before
    return own.strip(" :,-–—(").strip()


def _form_of(metric: str) -> dict[str, frozenset[str]]:
    form = _IMPLIED.get(metric, {}).get("form")
    return {"form": frozenset({form})} if form else {}


def figure_qualifiers(figure: Figure) -> dict[str, frozenset[str]]:
    """What a figure is, per axis: its label's words, then its fields, then its metric."""
    label = _BRACKETS.sub("", figure_label(figure))  # a unit or a definition says no axis
    out = qualifiers_of(label, figure.metric)
    # The form is the row's and its unit's: a table titled "Per share and operating
    # measures" does not make its tonnage rows per share.
    row_form = read_qualifiers(printed_row(figure_label(figure))).get("form")
    out.pop("form", None)
    if row_form or figure.metric in _IMPLIED:
        out |= {"form": row_form} if row_form else _form_of(figure.metric)
    for axis, values in unit_qualifiers(figure.unit).items():
        if axis not in out or not (out[axis] & values):
            out[axis] = values  # the printed unit outranks the label's words
        elif axis == "form":
            out[axis] = out[axis] & values  # "margin" of the percentage forms
    if figure.basis:  # the extractor's reading of the basis, with the label's own words
        out["basis"] = read_qualifiers(label).get("basis", frozenset()) | {figure.basis}
    if figure.metric == "dividends_per_share" or (
        "dividend" not in out
        and "per_share" in out.get("form", frozenset())
        and _DIVIDEND_WORDS.search(label)
    ):
        # a dividend per share naming no kind ("ordinary distributions") is the year's total
        out["dividend"] = frozenset({figure.dividend_kind or "total"})
    elif figure.dividend_kind:
        out["dividend"] = frozenset({figure.dividend_kind})  # "a one-off top-up": special
    if "scope" not in out and figure.unit == "currency" and not figure.qualifier:
        out["scope"] = frozenset({"group"})  # an amount naming no part is the company's
    qualifier = (figure.qualifier or "").lower()
    if "100%" in qualifier:
        out["ownership"] = frozenset({"100%"})
    elif "share" in qualifier or "attributable" in qualifier:
        out["ownership"] = frozenset({"share"})
    return out


def measure_for(measures: Sequence[AskedMeasure], metric: str) -> AskedMeasure:
    """The asked measure behind a metric slot (its registry label when none names it)."""
    site_base = {key: base for (_, base), key in SITE_METRICS.items()}
    for candidate in (metric, site_base.get(metric)):
        for measure in measures:
            if candidate and measure.metric == candidate:
                return measure
    return AskedMeasure(METRIC_LABELS.get(metric, metric.replace("_", " ")), metric, {})


def figure_conflicts(asked: AskedMeasure, figure: Figure, own_metric: bool = True) -> list[str]:
    """Why ``figure`` is not the asked measure (empty: it may be).

    ``own_metric=False`` judges a figure of another registry metric: only what the phrase
    states counts, since the metric its alias hinted at is not the figure's.
    """
    if own_metric:
        wanted = asked.qualifiers
    else:
        quantity = quantity_asked(asked.stated)
        wanted = dict(asked.stated) | ({"quantity": quantity} if quantity else {})
    if asked.metric == "dividends_per_share" and "dividend" not in wanted:
        wanted = {**wanted, "dividend": frozenset({"total"})}
    return conflicts(wanted, figure_qualifiers(figure))


# ---------------------------------------------------------------------------------------
# Similarity of a printed label to the asked phrase

MATCH_THRESHOLD = 0.6
"""Score a figure no registry metric names must reach to answer the asked measure.

Chosen on the development set ``evals/dev_measures.py`` (``python -m evals.dev_measures``),
never on the suites: right labels score 0.80-1.00; every wrong label there is refused
before scoring, by a qualifier conflict or by a word the asked phrase lacks. Scores alone
would not separate them ("Diluted EPS growth" scores 0.88 for "diluted EPS", "Dividends
paid" 0.68 for "dividend yield"), which is why both gates come first; 0.6 leaves room
below the lowest right score for labels worded less like the question."""
ALIAS_BOOST = 0.5
"""Added when the figure's registry metric is the one the asked phrase's alias names."""

_CONTENT = re.compile(r"[a-z0-9%]+")
_FILLER = frozenset(
    "the a an of for to in and total group from on at as per by with year fy".split()
)


_SAME_WORD = {
    "earn": "profit",
    "distribution": "dividend",
    "payout": "dividend",
    "borrowing": "debt",
    "output": "production",
    "produc": "production",
    "distribut": "dividend",
    "shipment": "ship",
    "export": "ship",
    "expenditure": "spend",
    "spent": "spend",
    "fetch": "price",
}
"""Plain English words for one financial concept, after stemming ("earnings" and "profit",
"distributions" and "dividends", "borrowings" and "debt", "output" and "production")."""


def _stem(word: str) -> str:
    if word.endswith("ation") and len(word) > 7:
        word = word[:-5]  # taxation -> tax
    word = word.rstrip("s") if len(word) > 3 else word
    if word.endswith("ing") and len(word) > 6:
        word = word[:-3]  # earnings, earn -> earn
    elif word.endswith("ed") and len(word) > 5:
        word = word[:-2]  # generated -> generat
    elif word.endswith("e") and len(word) > 5:
        word = word[:-1]  # generate -> generat
    return _SAME_WORD.get(word, word)


def _content_words(text: str) -> set[str]:
    words = {_stem(w) for w in _CONTENT.findall(text.lower())}
    return {w for w in words if w not in _FILLER and not any(ch.isdigit() for ch in w)}


def lexical_overlap(a: str, b: str) -> float:
    """Share of the content words of the two texts they have in common (Dice)."""
    x, y = _content_words(a), _content_words(b)
    if not x or not y:
        return 0.0
    return 2 * len(x & y) / (len(x) + len(y))


@lru_cache(maxsize=4096)
def _vector(text: str) -> Any:
    from mines.embeddings import get_encoder

    return get_encoder().encode([text])[0]


def label_similarity(a: str, b: str) -> float:
    """Cosine similarity of two labels with the shipped MiniLM model (cached per text)."""
    return float(_vector(a.lower()) @ _vector(b.lower()))


def _alias_names(metric: str | None) -> Iterable[str]:
    if not metric:
        return ()
    return (METRIC_LABELS.get(metric, ""), *METRIC_ALIASES.get(metric, ()))


def alias_variants(asked: AskedMeasure) -> list[str]:
    """The asked phrase with its alias replaced by each other name of the alias's metric.

    Only names stating nothing the phrase contradicts: "gross borrowings" is "gross debt",
    never "gross net cash".
    """
    names = [n.lower() for n in _alias_names(asked.metric) if n and n.isascii()]
    phrase = asked.phrase.lower()
    present = [n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", phrase)]
    if not present:
        return []
    own = max(present, key=len)
    # a name stating what the phrase denies stands in for nothing ("net cash" for "gross")
    return [
        phrase.replace(own, n)
        for n in dict.fromkeys(names)
        if not conflicts(asked.stated, read_qualifiers(n))
    ]


def match_score(asked: AskedMeasure, figure: Figure, embed: bool = True) -> float:
    """How well ``figure``'s printed label names the asked measure (0 when they conflict).

    The larger of the embedding similarity and the lexical overlap of the label and the
    asked phrase, plus :data:`ALIAS_BOOST` when the figure's registry metric is the one the
    phrase's alias names (a site metric counts as its base metric).
    """
    label = printed_row(figure_label(figure))  # a table's title names no measure
    site_base = {key: base for (_, base), key in SITE_METRICS.items()}
    # a figure no registry metric names is never the alias's metric (nor is a site's base)
    same_metric = bool(asked.metric and figure.metric) and (
        figure.metric == asked.metric
        or site_base.get(figure.metric) == asked.metric
        or site_base.get(asked.metric or "") == figure.metric
    )
    if figure_conflicts(asked, figure, own_metric=same_metric):
        return 0.0
    boost = ALIAS_BOOST if same_metric else 0.0
    # The alias's other names stand in for the alias's own words only: "diluted EPS" is
    # "diluted earnings per share", but "gross borrowings", whose alias hinted at net debt,
    # is no "net cash" (a label "cash" the question never used).
    aliases = _alias_names(asked.metric) if same_metric else alias_variants(asked)
    lexical = max(
        [
            lexical_overlap(asked.phrase, label),
            label_word_score(asked.phrase, label),
            coverage(asked.phrase, label),
        ]
        + [lexical_overlap(alias, label) for alias in aliases if alias.isascii()]
        + ([] if same_metric else [coverage(v, label) for v in aliases])
    )
    if same_metric and boost + lexical >= MATCH_THRESHOLD or not embed:
        return boost + lexical
    return boost + max(lexical, label_similarity(asked.phrase, label))


_CHANGE = re.compile(
    r"\b(?:growth|change[sd]?|increase[sd]?|decrease[sd]?|movements?|variance|guidance|"
    r"targets?|forecasts?|outlook|budget(?:ed)?|cagr|compared|sensitivity|impact)\b|"
    r"\bvs\.?\b|\bon\s+(?:prior|last)\b",
    _I,
)
"""Words that make a label a change, a plan or a sensitivity of a measure, not the measure."""
_PART = re.compile(
    r"\b(?:associates?|joint\s+ventures?|equity[\s-]accounted|discontinued|other|"
    r"non[\s-]controlling|minority|inter[\s-]?segment|third[\s-]part(?:y|ies)|"
    r"finance|interest\s+(?:income|expense)|tax\s+(?:expense|paid))\b",
    _I,
)
"""Words that make a label one part of a measure (a share of associates' profit, other
revenue, finance income), not the measure."""
_UNASKED_OK: dict[str, frozenset[str]] = {
    "dilution": frozenset({"basic"}),
    "basis": frozenset({"statutory", "attributable"}),
    "dividend": frozenset({"total"}),
    "scope": frozenset({"group"}),
    "form": frozenset({"amount"}),
    "tax": frozenset({"after"}),
}
"""Per axis, the values a label may state that a question leaving the axis open still means
("diluted", "underlying", "interim", "copper", "per share" and "before tax" it does not)."""
_UNASKED_ANY = frozenset({"gross_net", "ownership", "head", "quantity"})
"""Axes a label may state freely when the question leaves them open (its score decides)."""


def names_its_metric(asked: AskedMeasure) -> bool:
    """Whether the asked phrase is wholly one of its hinted metric's own names.

    Then what the metric implies is what the phrase means ("net profit" is statutory, after
    tax, group-wide); a phrase with words beyond the alias ("net cash from operating
    activities", whose "net cash" hinted at net debt) means only what it states.
    """
    phrase = measure_words(asked.phrase)
    return bool(phrase) and any(
        phrase <= measure_words(name) for name in _alias_names(asked.metric) if name.isascii()
    )


def unasked_qualifiers(asked: AskedMeasure, figure: Figure, question: str = "") -> list[str]:
    """What a figure's label states that the question leaves open and does not mean.

    "Diluted EPS" is no answer to "EPS"; "Underlying profit" none to "profit"; "Revenue
    growth" none to "revenue"; a copper segment's revenue none to revenue. An axis the asked
    measure's hinted metric implies counts as asked only when the phrase names that metric
    ("net profit" is statutory; "net cash from operating activities" is no net debt).
    """
    named = f"{figure_label(figure)} {figure.qualifier or ''}"
    return _unasked(asked, figure_qualifiers(figure), named, question)


def _unasked(asked: AskedMeasure, stated: Qualifiers, label: str, question: str = "") -> list[str]:
    words = as_basis_word(f"{asked.phrase} {question}")
    row = printed_row(label)
    if names_its_metric(asked):
        wanted = asked.qualifiers
    else:
        quantity = quantity_asked(asked.stated)
        wanted = dict(asked.stated) | ({"quantity": quantity} if quantity else {})
    out = conflicts(wanted, stated) + [
        f"{axis}: {'/'.join(sorted(values))} unasked"
        for axis, values in stated.items()
        if axis not in wanted
        and axis not in _UNASKED_ANY
        and not values <= _UNASKED_OK.get(axis, frozenset())
        and not (axis == "form" and values == _PERCENT_FORMS and "form" in wanted)
        and not (axis == "form" and values == {"per_share"} and _DIVIDEND_WORDS.search(words))
    ]
    if _CHANGE.search(row) and not _CHANGE.search(words):
        out.append("change: unasked")
    if _PART.search(row) and not _PART.search(words):
        out.append("part: unasked")
    out += names_scope(question, label)
    asked_sites = set(find_sites(words))
    stated_sites = set(find_sites(label))
    if asked_sites and not asked_sites & stated_sites:
        out.append(f"site: {'/'.join(sorted(asked_sites))} not named")
    elif stated_sites and not asked_sites:
        out.append(f"site: {'/'.join(sorted(stated_sites))} unasked")
    return out


_NAME = re.compile(
    r"(?<![.?!]\s)(?<!^)\b[A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|and|of)\b)*(?<!\band)(?<!\bof)"
)
_NOT_A_NAME = re.compile(
    r"^(?:January|February|March|April|May|June|July|August|September|October|November|"
    r"December|Chinese|English)$|^(?:Tell|Show|Give|List|Compare|Ignore|Answer|Please|What|"
    r"Which|How|Who|When|Where|Why|Is|Was|Were|Did|Does|Do|Can|Could|Would|Should|And|The|"
    r"In|For|Of|Also|Then|Now|Next|Thanks?|Hi|Hello)\b"
)


def named_scopes(question: str) -> list[str]:
    """Names the question gives a part of the company: a division, asset or region.

    A capitalised phrase inside the sentence that is no company, month or measure word
    ("What EBITDA did Mining Services earn", "the Chilean Escondida mine"): the figure must
    be that part's, so its label must name it.
    """
    question = normalise_question(question)  # a misspelt company is still the company
    names = company_spans(question)
    out = []
    for m in _NAME.finditer(question):
        if m.start() == 0 or any(a < m.end() and m.start() < b for a, b in names):
            continue
        phrase = m.group(0)
        if _NOT_A_NAME.match(phrase) or read_qualifiers(phrase).keys() - {"scope"}:
            continue
        if re.match(r"\s+(?:dollars?|cents?|currency)\b", question[m.end() :], re.I):
            continue  # "in Australian dollars" names a currency, not a part of the company
        if find_sites(phrase):
            continue  # a known site is matched by its own names (:func:`unasked_qualifiers`)
        out.append(phrase)
    return out


def names_scope(question: str, label: str) -> list[str]:
    """The parts ``question`` names when ``label`` names none of them (any word will do)."""
    names = named_scopes(question)
    words = measure_words(label)
    if not names or any(measure_words(name) & words for name in names):
        return []
    return [f"scope: {'/'.join(names)} not named"]


def label_means(asked: AskedMeasure, label: str, question: str = "") -> bool:
    """Whether a printed label (a claim's, with no figure record) means the asked measure.

    The test the synthesis applies to a figure (:func:`unasked_qualifiers`, then the
    score), on the label's words alone: the guardrails judge an answer's claims with it.
    """
    if _unasked(asked, read_qualifiers(_BRACKETS.sub("", label)), label, question):
        return False
    row = printed_row(label)
    lexical = max(coverage(asked.phrase, row), lexical_overlap(asked.phrase, row))
    return max(lexical, label_similarity(asked.phrase, row)) >= MATCH_THRESHOLD


# ---------------------------------------------------------------------------------------
# A label the registry does not know, against the words an answer used

_NEUTRAL = frozenset(
    _stem(w)
    for w in """was were is are of the for in to at and total group year ended reported fy its
    came stood reached totalled totaled landed settled will receive members shareholders
    owners equity holders parent company end june december march september""".split()
)
"""Words naming no measure (stemmed as labels are): verbs, the owners a profit belongs to,
and a balance date's month ("Borrowings less cash, at 30 June")."""


def same_measure_words(claimed: str, metric: str | None, printed: str) -> bool:
    """Whether a printed label names what an answer's words name.

    Used by the verifier when the printed label is on no list ("Diluted EPS", "Net profit
    attributable to BHP shareholders"): every content word of the printed label must be in
    the answer's words (a "Sustaining capital expenditure" is no "capital expenditure"),
    and no qualifier may conflict (the answer's unstated axes take its metric's values).
    """
    names = company_spans(printed)
    printed_words = {
        w
        for w in _content_words(
            "".join(
                " " if any(a <= i < b for a, b in names) else ch for i, ch in enumerate(printed)
            )
        )
        if w not in _NEUTRAL and len(w) > 1
    }
    claimed_words = _content_words(" ".join((claimed, *_alias_names(metric))))
    if not printed_words or not printed_words <= claimed_words:
        return False
    return not conflicts(qualifiers_of(claimed, metric), read_qualifiers(printed))


# ---------------------------------------------------------------------------------------
# A printed label against the asked phrase, words only (retrieval and cross-metric answers)


_BRACKETS = re.compile(r"\s*\((?![^()]*\b(?:basis|share)\b)[^()]*\)")
"""Bracketed text other than an ownership basis: a unit ("(US cents)"), a definition
("(EBITDA less tax paid and sustaining spend)"), a sign ("Net profit/(loss)")."""


def printed_row(label: str) -> str:
    """The words a label names its figure with, without its table title or bracketed text.

    A bracketed unit or definition goes; an ownership basis stays: "Ordinary distributions
    per share (US cents) — Per share and distributions" names "Ordinary distributions per
    share".
    """
    return _BRACKETS.sub("", label.split(" — ", 1)[0]).strip()


@lru_cache(maxsize=8192)
def measure_words(text: str) -> frozenset[str]:
    """Content words naming a measure (company names and neutral words dropped).

    Cached: retrieval scores every indexed label of a company against the asked phrase.
    """
    names = company_spans(text)
    kept = "".join(" " if any(a <= i < b for a, b in names) else ch for i, ch in enumerate(text))
    return frozenset(w for w in _content_words(kept) if w not in _NEUTRAL and len(w) > 1)


def coverage(phrase: str, label: str) -> float:
    """How much of the asked phrase a label names, with a lesser weight on its extra words.

    Half the share of the phrase's words the label holds, half their Dice overlap: "Turnover
    from contracts with clients" names all of "turnover" (0.75); a label naming half the
    phrase scores at most 0.5. What the extra words may not say is checked apart
    (:func:`unasked_qualifiers`).
    """
    asked, printed = measure_words(phrase), measure_words(printed_row(label))
    if not asked or not printed:
        return 0.0
    shared = len(asked & printed)
    return 0.5 * shared / len(asked) + shared / (len(asked) + len(printed))


def label_word_score(phrase: str, label: str) -> float:
    """How well a printed label's words name the asked phrase (0: they name different things).

    One side's content words must all be the other's (the label "Net cash from operating
    activities" for "net cash from operating activities"; "Cash earnings" for "underlying
    cash earnings" and the reverse); the score is then their Dice overlap. A label sharing
    only some words ("Net debt" for "net cash from operations") scores 0.
    """
    asked, printed = measure_words(phrase), measure_words(printed_row(label))
    if not asked or not printed or not (asked <= printed or printed <= asked):
        return 0.0
    return 2 * len(asked & printed) / (len(asked) + len(printed))
