"""A measure's qualifiers: the axes a question or a printed label states, and conflicts.

A phrase ("profit before tax", "gross debt", "diluted EPS") is read into *qualifiers*, one
value (or several) per axis:

- ``dilution``: basic / diluted;
- ``gross_net``: gross / net;
- ``tax``: before / after tax;
- ``head``: what is measured — revenue, sales, shipments, production, price, cost,
  reserves, profit, debt, capex;
- ``form``: per share / amount / yield / ratio / margin / per unit (tonne, ounce);
- ``per``: what a price or cost per unit is per — ounce, pound, tonne, dry or wet tonne
  (a plain tonne is either; a dry tonne is no wet one);
- ``spend``: all capital spending / sustaining / growth / exploration;
- ``scope``: the whole group or one commodity (iron ore, copper, gold, lithium, coal...);
- ``ownership``: 100% basis / the company's share;
- ``basis``: statutory / underlying / attributable / headline / cash;
- ``dividend``: interim / final / special / total;
- ``cash_flow``: operating / investing / financing / free cash flow, or a balance (debt);
- ``price_kind``: a price the company realised / a market's (benchmark, index, spot) price;
- ``line``: a named line of the statements — EBITDA, EBIT, profit before tax, or the cash
  held at a balance date (:mod:`mines.measures.statement_lines`).

Two measures *conflict* when some axis has a value on both sides and no pair of values is
compatible: such a figure is never the answer, however close its wording. An axis a label
leaves unstated takes the value its registry metric implies (:func:`implied`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from mines.figures.basis_words import STATUTORY_WORDS, UNDERLYING_WORDS
from mines.figures.ownership_words import FULL, ownership_kinds
from mines.measures.divisions import DIVISION_WORDS
from mines.measures.sites import SITE_ALIASES
from mines.measures.statement_lines import BEFORE_TAX_LINES, LINE_WORDS
from mines.measures.words import SHARE_OF_EARNINGS, SHARE_OF_REVENUE
from mines.question.companies import company_spans

_SITE_WORDS = "|".join(
    re.escape(a).replace(r"\ ", r"\s+")
    for names in SITE_ALIASES.values()
    for a in sorted(names, key=len, reverse=True)
    if a.isascii()
)
"""A known site's names, as a place a volume leaves ("left Wodgina")."""

Qualifiers = Mapping[str, frozenset[str]]

SECOND_HALF_DIVIDEND = re.compile(
    r"\b(?:second|2nd|latter)[\s-]half\s+(?:(?:cash|ordinary|base|fully[\s-]franked)\s+)?"
    r"(?:dividends?|distributions?|payouts?)\b|\b(?:h2|2h)\s+(?:dividends?|distributions?)\b|"
    r"\b(?:dividends?|distributions?|payouts?)\s+(?:[^.?!;]{0,25}?\b(?:declared?|determined?|"
    r"announced?|pa(?:id|y))\s+)?for\s+the\s+second\s+half\b(?!\s+of\s+calendar)",
    re.IGNORECASE,
)
"""A dividend named by the half it rewards ("second-half dividend", "the distribution for
the second half"): the final one, declared with the full year's result and reported for the
year. One paid *in* the second half is the interim (paid months after the first half)."""

_I = re.IGNORECASE
_BUSINESSES = (
    r"(?:iron\s+ore|copper|gold|lithium|coal|nickel|alumini?um|potash|energy|mining\s+"
    r"services|contracting)"
)
COMMODITY_BUSINESS = rf"\b{_BUSINESSES}\s+business(?:es)?\b"
"""A commodity's business ("the lithium business"): a division of the company."""
COMMODITY_OPERATIONS = rf"\b{_BUSINESSES}\s+operations\b"
"""A commodity's operations as a question names them ("the copper operations' EBITDA"):
that business, not the group (a report's "Iron ore operations" title is no such scope)."""
SERVICES_PART = (
    r"\bmining\s+services\b|\bcontract(?:ing|or)\b|"
    r"\bservices\s+(?:business|arm|division|segment)\b"
)
"""The part of a miner that mines for others ("Mining Services", "the contracting arm"):
a division named by no commodity, so a commodity division's figure is never its own."""
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
        (
            "net",
            re.compile(r"\bnet\b|\bnpat\b|\bless\s+(?:cash|borrowings|debt)\b|净", _I),
        ),
    ),
    "outlook": (
        (
            "guidance",  # what a company expects, never what it reported
            re.compile(
                r"\bguid(?:ance|ed)\b|\boutlook\b|\bforecasts?\b|\bforecast(?:ed|ing)?\b|"
                r"\bprojected\b|\bexpected\s+to\b|\btarget(?:s|ed)?\b|预期|指引|预测",
                _I,
            ),
        ),
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
        (
            "revenue",
            re.compile(
                r"\brevenues?\b|\bturnover\b|\btop[\s-]line\b|\bincome\s+from\s+ordinary\s+"
                r"activities\b|收入|营收",
                _I,
            ),
        ),
        ("sales", re.compile(r"\bsales\b|\bsold\b|\bsell(?:s|ing)?\b|销量|销售", _I)),
        (
            "shipments",
            re.compile(
                r"\bship(?:ments?|ped|ping|s)?\b|发运|出货|"
                # "tonnes exported", "concentrate that left Wodgina": what went out the gate
                r"\bexport(?:s|ed|ing)?\b(?!\s+(?:revenues?|sales|earnings|income|prices?))|"
                r"\bleft\s+(?:the\s+)?(?:mines?|sites?|ports?|operations?|" + _SITE_WORDS + r")\b",
                _I,
            ),
        ),
        (
            "production",
            re.compile(
                r"\bproduc(?:tion|ed|es|e|ing)\b|\boutput\b|\bmined?\b|\bprocess(?:ed)?\b|"
                r"\bturn(?:ed|s)?\s+out\b|\bpour(?:s|ed|ing)?\b|\b(?:dig|digs|digging|dug)\s+up\b|"
                r"产量",
                _I,
            ),
        ),
        ("price", re.compile(r"\bprices?\b|\bpriced\b|\bfetch(?:ed|es)?\b|价格|售价", _I)),
        ("cost", re.compile(r"\bcosts?\b|\bexpenses?\b|\baisc\b|\bc1\b|成本", _I)),
        ("reserves", re.compile(r"\breserves?\b|\bresources?\b|储量|资源量", _I)),
        (
            "profit",
            re.compile(
                r"\bprofits?\b|\bearnings\b|\bincome\b(?!\s+from\s+ordinary\s+activities)(?!\s+tax)|"
                r"\bnpat\b|\bebitda\b|\bbottom[\s-]line\b|"
                r"利润|盈利|收益",
                _I,
            ),
        ),
        ("debt", re.compile(r"\bdebt\b|\bborrowings?\b|债务|负债", _I)),
        (
            "tax",  # tax itself ("income tax expense", "tax paid"), not "profit after tax"
            re.compile(
                r"(?<!before\s)(?<!after\s)(?<!pre-)(?<!post-)(?<!\bpre)(?<!\bpost)"
                r"(?<!before\sincome\s)(?<!after\sincome\s)"
                r"\b(?:income\s+)?tax(?:es|ation)?\b(?!\s+(?:and|&)\s+(?:royalt|interest))|"
                r"\broyalt(?:y|ies)\b|(?<!税前)(?<!税后)所得税|税费|纳税",
                _I,
            ),
        ),
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
            re.compile(rf"\bratio\b|\bgearing\b|比率|派息率|支付率|{SHARE_OF_EARNINGS}", _I),
        ),
        (
            "margin",
            re.compile(rf"\bmargins?\b|利润率|{SHARE_OF_REVENUE}", _I),
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
    "per": (
        (
            "ounce",
            re.compile(r"\b(?:per|an?|each)\s+(?:troy\s+)?(?:ounce|oz)\b|/\s*oz\b|每盎司", _I),
        ),
        ("pound", re.compile(r"\b(?:per|an?|each)\s+(?:pound|lb)\b|/\s*lb\b|每磅", _I)),
        ("dry tonne", re.compile(r"\bdry[\s-]+(?:metric[\s-]+)?tonnes?\b|\bdmt\b|干吨", _I)),
        ("wet tonne", re.compile(r"\bwet[\s-]+(?:metric[\s-]+)?tonnes?\b|\bwmt\b|湿吨", _I)),
        (
            "tonne",
            re.compile(r"\b(?:per|an?|each)\s+(?:metric\s+)?(?:tonne|ton)\b|/\s*t\b|每吨", _I),
        ),
    ),
    "spend": (
        ("sustaining", re.compile(r"\bsustaining\s+(?:capital|capex)\b|维持性资本", _I)),
        ("growth", re.compile(r"\bgrowth\s+(?:capital|capex)\b|增长性?资本", _I)),
        (
            "capital and exploration",  # one total of two kinds of spend: neither alone
            re.compile(
                r"\bcapital\s+(?:and|&)\s+exploration\b|\b(?:including|incl\.?)\s+exploration\b|"
                r"资本及勘探",
                _I,
            ),
        ),
        (
            "exploration",
            re.compile(
                r"(?<!capital\sand\s)(?<!capital\s&\s)(?<!including\s)(?<!incl\.\s)(?<!incl\s)"
                r"\bexploration\b|勘探",
                _I,
            ),
        ),
    ),
    "scope": (
        (
            "group",
            re.compile(
                r"(?<!product\s)(?<!products\s)\bgroup\b|\bconsolidated\b|\bwhole\s+company\b|集团",
                _I,
            ),
        ),
        (
            "iron ore",
            re.compile(r"\biron\s+ore\b|\bhematite\b|\bwaio\b|\bpilbara\b|\bonslow\b|铁矿", _I),
        ),
        ("copper", re.compile(r"\bcopper\b|\bescondida\b|铜", _I)),
        ("gold", re.compile(r"\bgold\b|黄金", _I)),
        ("lithium", re.compile(r"\blithium\b|\bspodumene\b|锂", _I)),
        ("coal", re.compile(r"\bcoal\b|煤", _I)),
        ("nickel", re.compile(r"\bnickel\b|镍", _I)),
        ("aluminium", re.compile(r"\balumini?um\b|\bbauxite\b|\balumina\b|铝", _I)),
        ("potash", re.compile(r"\bpotash\b|钾肥", _I)),
        ("services", re.compile(SERVICES_PART, _I)),
        *((value, re.compile("|".join(words), _I)) for value, words in DIVISION_WORDS.items()),
        (
            "segment",
            re.compile(
                r"\bsegment(?:al)?\b|\bdivision(?:al)?\b|\barm\b|\bbusiness\s+unit\b|"
                r"\bproducts?\s+groups?\b|分部|" + COMMODITY_BUSINESS,
                _I,
            ),
        ),
    ),
    "basis": (
        (
            "statutory",
            re.compile(rf"\bstatutory\b|\breported\b|法定|{STATUTORY_WORDS.pattern}", _I),
        ),
        (
            "underlying",
            re.compile(rf"\bunderlying\b|基础|{UNDERLYING_WORDS.pattern}", _I),
        ),
        ("attributable", re.compile(r"\battributable\b|归属", _I)),
        ("headline", re.compile(r"\bheadline\b", _I)),
        ("cash", re.compile(r"\bcash\s+(?:earnings|profits?|income|npat|eps)\b|现金利润", _I)),
    ),
    "dividend": (
        (
            "interim",
            re.compile(
                r"\binterim\b|\b(?:mid[\s-]year|half[\s-]year(?:ly)?|first[\s-]half)\s+"
                r"(?:dividends?|distributions?|payouts?)\b|中期",
                _I,
            ),
        ),
        (
            "final",
            re.compile(
                r"\bfinal\b|\b(?:end[\s-]of[\s-](?:the[\s-])?year|year[\s-]end)\s+"
                rf"(?:dividends?|distributions?|payouts?)\b|{SECOND_HALF_DIVIDEND.pattern}|末期",
                _I,
            ),
        ),
        (
            "special",  # a one-off or extra payment on top of the ordinary ones is special
            re.compile(
                r"\bspecial\b|\b(?:one[\s-]off|one[\s-]time|additional|extra|supplementary)\s+"
                r"(?:cash\s+)?(?:dividends?|distributions?|payments?|payouts?)\b|特别",
                _I,
            ),
        ),
        ("total", re.compile(r"\btotal\b|\bfull[\s-]year\b|全年", _I)),
    ),
    "cash_flow": (
        (
            "operating",
            re.compile(
                r"\boperating\s+(?:activities|cash)\b|\bfrom\s+operations\b|"
                r"\bcash\s+(?:generated\s+)?from\s+operati\w+|"
                r"\bcash\s+generated\s+(?:by|in)\s+(?:the\s+|its\s+)?(?:business|operations)\b|经营",
                _I,
            ),
        ),
        ("investing", re.compile(r"\binvesting\s+activities\b|投资活动", _I)),
        (
            "financing",  # a movement in debt ("repaid borrowings") is a financing flow
            re.compile(
                r"\bfinancing\s+activities\b|\brepa(?:y|ys|id|ying|yments?)\b|"
                r"\b(?:pa(?:y|id|ying)|paying)\s+down\b|\bproceeds\s+from\s+borrowings\b|"
                r"\bdr[ea]w(?:n)?\s+down\b|筹资活动|融资活动|偿还",
                _I,
            ),
        ),
        ("free", re.compile(r"\bfree\s+cash\b|\bfcf\b|自由现金", _I)),
        ("flow", re.compile(r"\bcash\s+flows?\b|现金流", _I)),
        (
            "balance",
            re.compile(
                # "net cash" of an activity ("what net cash did operations produce") is a flow
                r"\bdebt\b|\bborrowings?\b|\bnet\s+cash\b(?!\s+(?:from|used|generated|flow|inflow|"
                r"outflow))(?![^.?!;]*\b(?:operati(?:ng|ons)|investing|financing)\b)|债务|负债|净现金",
                _I,
            ),
        ),
    ),
    "line": LINE_WORDS,
    "price_kind": (  # read only beside a price word (:data:`_PRICE_WORDS`)
        (
            "market",
            re.compile(
                r"\bbenchmark\b|\bindex\b|\bplatts\b|\bcfr\b|\bspot\b|\bmarket\b|\blme\b|"
                r"\bcomex\b|\breference\s+prices?\b|\bfutures?\b|基准|指数|现货",
                _I,
            ),
        ),
        (
            "realised",
            re.compile(
                r"\breali[sz](?:ed|es|e|ing)\b|\breceiv(?:ed|es|e|ing)\b|\bachiev(?:ed|es|e|ing)\b|"
                r"\bselling\b|\bsold\b|\bfetch(?:ed|es)?\b|实现|售价",
                _I,
            ),
        ),
    ),
}
"""Each axis: its values and the words that state them (English and Chinese)."""
_PRICE_WORDS = re.compile(r"\bprices?\b|\bpriced\b|\bfetch(?:ed|es)?\b|价格|售价", _I)
"""A price named: only then do "benchmark" or "realised" say which kind of price it is."""
DIVIDEND_KINDS = _AXES["dividend"]
"""The dividend kinds and their words, for questions and labels alike."""

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

_SELLING_PRICE = re.compile(r"\b(?:selling|sales?)\s+prices?\b", _I)
DIVIDEND_WORDS = re.compile(r"dividend|\bdps\b|payout|distribution|股息|派息|分红", _I)
_HEAD_OF = re.compile(
    r"^(.*?)\b(?:of|from(?!\s+ordinary\s+activities)|on|attributable\s+to|per)\b", _I
)

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
    "production": "physical",
    "shipments": "physical",
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
    money; production and shipments physical; a price or cost per unit is money.
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


def without_parts(text: str) -> str:
    """``text`` without the words naming a part of the company ("iron ore", "division").

    A segment's figure ("Copper division EBITDA") answers a question whose measure is
    scoped to that segment ("the copper division's EBITDA"): the part is the scope's to
    judge (:func:`conflicts`), the rest of the words the measure's.
    """
    for value, pattern in _AXES["scope"]:
        if value != "group":
            text = pattern.sub(" ", text)
    return " ".join(re.sub(r"(?:'s|’s)\b", " ", text).split())


def read_qualifiers(text: str) -> dict[str, frozenset[str]]:
    """The qualifier values ``text`` states, per axis (an axis it does not state is absent).

    The ``head`` of "X of Y" is read from X alone ("cost of sales" is a cost; "price of
    copper" a price); dividend kinds are read only where a dividend is named ("total
    revenue" is no total dividend). A fresh dict each call (the reading itself is memoised:
    the same labels are read for every candidate figure of every company).
    """
    return dict(_read_qualifiers(text))


@lru_cache(maxsize=8192)
def _read_qualifiers(text: str) -> dict[str, frozenset[str]]:
    named = text
    for start, end in company_spans(text):
        # "Net debt — Mineral Resources balance sheet": a company's name is no measure's head
        named = named[:start] + " " * (end - start) + named[end:]
    out: dict[str, frozenset[str]] = {}
    for axis, values in _AXES.items():
        source = text
        if axis == "dividend" and not DIVIDEND_WORDS.search(text):
            continue
        if axis == "price_kind" and not _PRICE_WORDS.search(text):
            continue
        if axis == "head":
            source = named
            m = _HEAD_OF.match(named)
            if m and any(p.search(m.group(1)) for _, p in values):
                source = m.group(1)
        found = frozenset(v for v, p in values if p.search(source))
        if found:
            out[axis] = found
    owned = ownership_kinds(text)  # the one reading shared with ingest
    if owned:
        out["ownership"] = frozenset("100%" if k == FULL else "share" for k in owned)
    if out.get("head") == frozenset({"revenue"}) and "per_unit" in out.get("form", frozenset()):
        out["head"] = frozenset({"price"})  # "revenue per dry tonne": the price received
    if out.get("line") == frozenset({"cash"}) and "debt" in out.get("head", frozenset()):
        out.pop("line")  # "Debt after cash at year end": the cash is what debt is netted by
    lines = out.get("line", frozenset())
    if lines & BEFORE_TAX_LINES:
        out.setdefault("tax", frozenset({"before"}))  # "operating profit" is before tax
        if out.get("cash_flow") == frozenset({"operating"}):
            out.pop("cash_flow")  # "profit from operations" is earnings, no cash flow
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
    for axis, mine in asked.items():
        theirs = stated.get(axis)
        if not mine or not theirs:
            continue
        if axis == "cash_flow":  # "free cash flow" is the free one, not any "flow"
            mine, theirs = _kind_of_flow(mine), _kind_of_flow(theirs)
        named = (mine - _NO_COMMODITY, theirs - _NO_COMMODITY) if axis == "scope" else ()
        summed = axis == "dividend" and len(theirs) > 1 and mine != theirs
        if (
            summed  # "Total, including special" is the sum of two kinds: neither one alone
            or not any(_compatible(axis, a, b) for a in mine for b in theirs)
            or (named and named[0] and not named[0] & named[1])
        ):  # a copper segment is no aluminium and lithium one, nor is a segment left unnamed
            out.append(f"{axis}: {'/'.join(sorted(mine))} vs {'/'.join(sorted(theirs))}")
    return out


_TAX_ITSELF = re.compile(
    r"\btax(?:es|ation)?\s+(?:paid|expense|charge|payable|bill)\b|\bpa(?:y|id)\s+(?:in\s+)?tax", _I
)
"""Tax as the measure, beside a before- or after-tax basis ("tax paid on profit before tax")."""
_CAPITAL = re.compile(r"\bcapital\b|\bcapex\b", _I)
"""Capital named beside exploration: the two kinds of spend together."""
_STATED_ONLY = frozenset({"outlook"})
"""Axes a figure must state itself to be what is asked: guidance is never a reported figure."""
_NO_COMMODITY = frozenset({"group", "segment"})
KINDS_OF_FLOW = frozenset({"free", "operating", "investing", "financing"})


def _kind_of_flow(values: frozenset[str]) -> frozenset[str]:
    """A cash flow's kind when one is named ("free"), else the bare "flow" it says."""
    return values & KINDS_OF_FLOW or values
