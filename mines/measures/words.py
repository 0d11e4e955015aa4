"""The words for each metric: aliases read in questions and documents, question-only wordings.

The keys are the registry keys of :mod:`mines.measures.registry` (where each metric's label
and document labels live); sites are in :mod:`mines.measures.sites`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mines.alias_patterns import _build, _ordered_unique
from mines.measures.paraphrases import paraphrased_measures
from mines.measures.sites import REGION_COMMODITY

# Canonical metric -> aliases. Keys are the registry keys of ``mines.measures.registry``
# (and the metric names of the verified fact table). These aliases are also read in
# documents (``find_metric_spans``), so they stay precise; wordings only a *question* uses
# live in ``_QUESTION_PATTERNS`` below. Every metric has Chinese aliases too.
METRIC_ALIASES: dict[str, tuple[str, ...]] = {
    "revenue": (
        "revenue",
        "revenues",
        "sales revenue",
        "total sales",
        "sales",
        "turnover",
        "top line",
        "top-line",
        "收入",
        "营收",
        "营业收入",
        "销售收入",
        "销售额",
    ),
    "underlying_ebitda": (
        "underlying ebitda",
        "ebitda",
        "earnings before interest, tax, depreciation and amortisation",
        "earnings before interest, taxes, depreciation and amortization",
        "earnings before interest, tax, depreciation and amortization",
        "earnings before interest, taxes, depreciation and amortisation",
        "earnings before interest, taxation, depreciation and amortisation",
        "基础息税折旧摊销前利润",
        "息税折旧摊销前利润",
        "息税折旧及摊销前利润",
    ),
    "statutory_ebitda": (
        "statutory ebitda",
        "reported ebitda",
        "法定息税折旧摊销前利润",
    ),
    "underlying_npat": (
        "underlying npat",
        "underlying net profit after tax",
        "underlying net profit",
        "underlying profit",
        "underlying earnings",
        "underlying net earnings",
        "underlying net income",
        "underlying attributable profit",
        "基础净利润",
        "基本净利润",
        "基础利润",
        "基础盈利",
        "基本盈利",
        "基础收益",
        "基础税后净利润",
    ),
    "statutory_npat": (
        "statutory npat",
        "statutory net profit after tax",
        "statutory net profit",
        "statutory profit",
        "statutory earnings",
        "reported net profit",
        "reported profit",
        "reported net earnings",
        "net profit after tax",
        "profit after tax",
        "net profit",
        "npat",
        "net earnings",
        "net income",
        "attributable profit",
        "bottom line",
        "bottom-line",
        "profit",
        "earnings",
        "法定净利润",
        "法定利润",
        "税后净利润",
        "净利润",
        "净收益",
        "利润",
        "盈利",
    ),
    "dividends_per_share": (
        "dividends per share",
        "dividend per share",
        "dividends",
        "dividend",
        "dps",
        "payout",
        "每股股息",
        "每股派息",
        "股息",
        "分红",
        "派息",
    ),
    "capex": (
        "capital and exploration expenditure",
        "capital expenditure",
        "capital spending",
        "capital spend",
        "capital investment",
        "capex",
        "资本支出",
        "资本开支",
    ),
    "net_debt": (
        "net debt",
        "net cash",
        "debt",
        # a hint of the debt family: borrowings asked alone are gross (their qualifier
        # refuses a net figure); "net borrowings" and "borrowings less cash" are this
        "borrowings",
        "net borrowings",
        "borrowings less cash",
        "净债务",
        "净负债",
        "净现金",
        "负债",
    ),
    "operating_cash_flow": (
        "operating cash flow",
        "cash flow from operations",
        "cash flow from operating activities",
        "net operating cash flow",
        "cash from operations",
        # the statement's own line in its printed forms: "net cash" inside it is no net debt
        "net cash from operating activities",
        "net cash generated from operating activities",
        "net cash provided by operating activities",
        "net cash inflow from operating activities",
        "net cash flow from operating activities",
        "net cash flows from operating activities",
        "经营现金流",
        "经营活动现金流",
        "经营性现金流",
    ),
    "free_cash_flow": ("free cash flow", "free cash", "fcf", "自由现金流"),
    "earnings_per_share": (
        "earnings per share",
        "basic earnings per share",
        # per share, whatever basis comes first: never the "underlying earnings" amount
        "underlying earnings per share",
        "underlying basic earnings per share",
        "statutory earnings per share",
        # the press's "a share" for "per share": "669.5 US cents a share" of earnings
        "earnings a share",
        "basic earnings a share",
        "underlying earnings a share",
        "statutory earnings a share",
        "eps",
        "每股收益",
        "每股盈利",
    ),
    "payout_ratio": (
        "payout ratio",
        "dividend payout ratio",
        "派息率",
        "股息支付率",
        "分红率",
        "派息比率",
    ),
    "gearing": ("gearing", "gearing ratio", "net gearing", "负债率", "杠杆率", "资产负债率"),
    "ebitda_margin": (
        "ebitda margin",
        "underlying ebitda margin",
        "ebitda利润率",
        "息税折旧摊销前利润率",
    ),
    "return_on_equity": (
        "return on equity",
        "return on average equity",
        "return on shareholders' equity",
        "return on shareholders equity",
        "roe",
        "净资产收益率",
    ),
    "impairments": (
        "impairment charges",
        "impairment charge",
        "impairments",
        "impairment",
        "write-downs",
        "write-down",
        "writedowns",
        "减值",
        "资产减值",
    ),
    "exceptional_items": (
        "exceptional items",
        "exceptional item",
        "exceptional loss",
        "exceptional losses",
        "exceptional charge",
        "exceptional charges",
        "significant items",
        "one-off items",
        "特殊项目",
        "非经常性项目",
        "非经常项目",
    ),
    "iron_ore_shipments_mt": (
        "iron ore shipments",
        "iron ore shipped",
        "iron ore sales",
        "shipments",
        "shipped",
        "铁矿石发运量",
        "铁矿石发运",
        "铁矿石出货量",
        "铁矿石销量",
        "发运量",
    ),
    "iron_ore_production_mt": (
        "iron ore production",
        "iron ore output",
        "iron ore produced",
        "iron ore (waio) production",
        "waio production",
        "铁矿石产量",
        "铁矿石生产",
    ),
    "copper_production_kt": (
        "copper production",
        "copper output",
        "copper produced",
        "copper",
        "铜产量",
        "铜",
    ),
    "gold_sold_koz": (
        "gold sold",
        "gold sales",
        "ounces sold",
        "ounces of gold",
        "sales of gold",
        "gold ounces",
        "黄金销量",
        "黄金销售",
        "黄金",
    ),
    "aisc_aud_oz": (
        "all-in sustaining cost",
        "all in sustaining cost",
        "aisc",
        "全维持成本",
        "全部维持成本",
        "总维持成本",
    ),
    "c1_cost_usd_wmt": ("c1 cash cost", "c1 cost", "c1 costs", "c1", "c1成本", "c1现金成本"),
    "spodumene": (
        "spodumene shipments",
        "spodumene production",
        "spodumene concentrate",
        "spodumene",
        "lithium",
        "锂辉石",
        "锂",
    ),
    "capex_ppe_cashflow": (
        "purchases of property, plant and equipment",
        "purchases of property plant and equipment",
        "purchases of pp&e",
        "cash-flow capex",
        "购置物业厂房及设备",
    ),
    "growth_capex": (
        "growth capital expenditure",
        "growth capex",
        "growth capital",
        "增长性资本支出",
        "增长资本支出",
    ),
    "iron_ore_shipments_mt_onslow_100pct": (
        "onslow iron shipments",
        "onslow shipments",
        "onslow iron ore shipments",
        "昂斯洛发运量",
    ),
    "iron_ore_shipments_mt_pilbara_hub": (
        "pilbara hub iron ore shipments",
        "pilbara hub shipments",
        "皮尔巴拉枢纽发运量",
    ),
}
"""Every metric the corpus can state, with the words people use for it (English and Chinese)."""

MARGIN_PARTS: dict[str, tuple[str, str]] = {"ebitda_margin": ("underlying_ebitda", "revenue")}
"""Percent metrics a question can have computed when no document states them."""

SIGNED_METRICS: frozenset[str] = frozenset(
    {
        "statutory_npat",
        "underlying_npat",
        "underlying_ebitda",
        "statutory_ebitda",
        "earnings_per_share",
        "free_cash_flow",
        "operating_cash_flow",
    }
)
"""Metrics a loss word ("a net loss of", "a loss after tax") makes negative."""

_SENT_VERBS = ("moved", "railed", "hauled", "sent", "dispatched", "despatched", "loaded")
"""Verbs of a volume sent on its way (a hub "moved 9.7 million tonnes of iron ore")."""
_MADE_VERBS = ("dug up", "turned out", "churned out", "extracted")
"""Verbs of a volume dug out or made ("churned out 1.1 Mt of copper")."""

VERB_METRICS: dict[tuple[str, str], str] = {
    ("sold", "gold"): "gold_sold_koz",
    ("shipped", "iron"): "iron_ore_shipments_mt",
    ("exported", "iron"): "iron_ore_shipments_mt",
    ("sold", "iron"): "iron_ore_shipments_mt",
    ("produced", "iron"): "iron_ore_production_mt",
    ("mined", "iron"): "iron_ore_production_mt",
    ("produced", "copper"): "copper_production_kt",
    ("mined", "copper"): "copper_production_kt",
    ("shipped", "spodumene"): "spodumene",
    ("exported", "spodumene"): "spodumene",
    ("produced", "spodumene"): "spodumene",
    # the press's other verbs of sending a volume on its way, and of digging it out
    **{(verb, "iron"): "iron_ore_shipments_mt" for verb in _SENT_VERBS},
    **{(verb, "spodumene"): "spodumene" for verb in _SENT_VERBS + _MADE_VERBS},
    **{(verb, "iron"): "iron_ore_production_mt" for verb in _MADE_VERBS},
    **{(verb, "copper"): "copper_production_kt" for verb in _MADE_VERBS},
}
"""The metric a verb and the commodity after it name ("sold ... gold", "shipped iron ore",
"exported 19 Mt of iron ore", "mined 700 kt of copper"); a verb and commodity not listed
(gold poured, copper sold) name no metric."""

VOLUME_VERBS = "|".join(sorted({verb for verb, _ in VERB_METRICS}))
"""The verbs of :data:`VERB_METRICS`, as a regex alternation."""
VOLUME_NOUNS: dict[str, str] = {
    "output": "produced",
    "production": "produced",
    "shipments": "shipped",
    "exports": "exported",
    "sales": "sold",
}
"""Nouns of a volume and the verb of :data:`VERB_METRICS` each stands for ("output of 218 kt
of spodumene concentrate" is spodumene produced, "sales of 1,621 koz of gold" gold sold)."""

_LOSS_PARTS_BEFORE = "".join(
    rf"(?<!{word}\s)(?<!{word}-)"
    for word in (
        "exceptional",
        "one-off",
        "one off",
        "significant",
        "impairment",
        "credit",
        "fair value",
        "hedging",
        "hedge",
        "currency",
        "exchange",
        "translation",
        "derivative",
        "actuarial",
        "investment",
        "disposal",
        "restructuring",
    )
)
"""Words that make a loss one part of the result, not the result: a lookbehind per word."""

_SHIP_VERB = (
    r"(?:ship|ships|shipped|shipping|d[ie]spatch(?:es|ed)?|export(?:s|ed|ing)?|"
    r"send(?:s|ing)?\s+out|sent\s+out)"
)
"""Verbs of shipping an output: "shipped", "exported", "send out"."""

_IRON_ORE = (
    r"(?:iron|"
    + "|".join(region for region, what in REGION_COMMODITY.items() if what == "iron ore")
    + r")\s+ore"
)
"""Iron ore, or ore a region or kind names as iron ore ("Pilbara ore", "hematite ore")."""

_IRON_FORM = r"(?:ha?ematite|magnetite)(?!\s+ore)"
"""A form of iron ore named alone ("how much magnetite did it ship"): iron ore, that form."""

_SHIPPED_ORE = (
    rf"(?:{_IRON_ORE}|{_IRON_FORM}|(?<!lithium\s)(?<!gold\s)(?<!copper\s)(?<!nickel\s)(?<!spodumene\s)"
    r"(?<!manganese\s)(?<!uranium\s)(?<!zinc\s)(?<!silver\s)ore(?![\s-]+(?:reserves?|"
    r"resources?|grades?|bodies|body)\b))"
)
"""Ore shipped: iron ore, or "ore" with no other metal before it; the miners ship no other ore
(copper and lithium leave as concentrate, gold as bullion); ore milled or mined is none."""

_QUESTION_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "statutory_npat",  # a loss is a negative profit: "net loss", "loss after tax", 亏损
        re.compile(
            # a part of the result ("an exceptional loss", "a loss on disposal") is not it
            rf"(?<!\w){_LOSS_PARTS_BEFORE}(?:net\s+)?loss(?:es)?\b"
            r"(?!\s+(?:per share|of control|on\s|from\s+discontinued|allowance|provision))"
            r"|亏损|净亏损",
            re.I,
        ),
    ),
    (
        "statutory_npat",  # "what did it earn (make) after tax": the bottom line
        re.compile(
            r"\b(?:earn(?:s|ed|ing|t)?|make|makes|made|making|clear(?:s|ed|ing)?|"
            r"pocket(?:s|ed|ing)?|bank(?:s|ed|ing)?|net(?:s|ted|ting))\b[^.?!;]{0,30}?"
            r"\bafter\s+tax(?:ation)?\b(?!\s+(?:per|a)\s+share)",
            re.I,
        ),
    ),
    (
        "gold_sold_koz",
        re.compile(
            r"\b(?:sell|sells|sold|selling)\b[^.?!;]{0,40}\bgold\b|"
            r"\bgold\b[^.?!;]{0,40}\b(?:sell|sells|sold|selling)\b|\bhow many ounces\b|"
            r"(?:卖|售|销售)(?:出)?了?(?:多少)?(?:盎司)?黄金",
            re.I,
        ),
    ),
    (
        "iron_ore_shipments_mt",
        re.compile(
            rf"\b{_SHIP_VERB}\b[^.?!;]{{0,40}}\b{_SHIPPED_ORE}\b|"
            rf"\b{_SHIPPED_ORE}\b[^.?!;]{{0,40}}\b{_SHIP_VERB}\b",
            re.I,
        ),
    ),
    (
        "iron_ore_production_mt",
        re.compile(
            rf"\b(?:produce|produces|produced|producing|mine|mined)\b[^.?!;]{{0,40}}"
            rf"\b(?:{_IRON_ORE}|{_IRON_FORM})\b|"
            rf"\b(?:{_IRON_ORE}|{_IRON_FORM})\b[^.?!;]{{0,40}}\b(?:produce|produces|produced|producing|mined|"
            r"(?<!ore\s)mine)\b",  # "did it mine", never "the iron ore mine"
            re.I,
        ),
    ),
    (
        "copper_production_kt",
        re.compile(
            r"\b(?:produce|produces|produced|producing|mined?)\b[^.?!;]{0,40}\bcopper\b", re.I
        ),
    ),
    (
        "capex",
        re.compile(
            r"\b(?:spend|spent|spending|invest|invested)\b[^.?!;]{0,30}"
            r"\b(?:capital|projects?|capex)\b",
            re.I,
        ),
    ),
    (
        "dividends_per_share",
        re.compile(
            r"\b(?:pay(?:s|ing)?|paid|return|returned|distribute[sd]?|"
            r"(?:hand(?:s|ed)?|g[ai]ve|gives)\s+(?:back|out))\b[^.?!;]{0,60}"
            r"\b(?:per|each|a) share\b|"
            # "how much per share did it pay out", "how much per share is it paying": the
            # amount asked before its verb
            r"\b(?:per|each|a) share\b[^.?!;]{0,40}\b(?:pay(?:s|ing)?|paid|distribute[sd]?|"
            r"(?:hand(?:s|ed)?|g[ai]ve|gives)\s+(?:back|out))\b|"
            # "what did it pay as its interim", "what it declared for the final": a kind of
            # dividend named by its kind word alone, after a verb of paying
            r"\b(?:pay(?:s|ing)?|paid|declare[sd]?|determine[sd]?)\s+(?:out\s+)?(?:as|for)\s+"
            r"(?:its|the|their)\s+(?:interim|final|special)\b(?!\s+(?:results?|reports?|"
            r"period|accounts|quarter|half|year|six|twelve|dividend|distribution|payout)\b)",
            re.I,
        ),
    ),
)
"""Wordings only a question uses ("how much gold did they sell"), never read in documents."""

SHARE_OF_EARNINGS = (
    r"\b(?:share|proportion|portion|percentage|per\s*cent)\s+of\s+"
    r"(?:[\w'’-]+\s+){0,3}?(?:earnings|profits?|npat)\b"
)
"""A percentage of earnings ("share of first-half profit"): a payout ratio's wording."""
SHARE_OF_REVENUE = (
    r"(?:\b(?:as\s+a\s+)?(?:share|proportion|percentage|per\s*cent)\s+of\s+"
    r"(?:[\w'’$-]+\s+){0,3}?(?:revenues?|sales|income|turnover)\b|"
    r"\b(?:each|every|per|a)\s+(?:revenue|sales|turnover)\s+dollar\b|"
    r"\b(?:each|every|per|a)\s+dollar\s+of\s+(?:revenues?|sales|turnover)\b)"
)
"""A percentage of revenue ("as a share of income", "what percentage of BHP's FY25 revenue",
"how much of each revenue dollar", "cents of every dollar of sales"): a margin's wording."""

LOSS_VERB = re.compile(
    r"\b(?:lose|loses|lost|losing)\b(?![\s-]+(?:(?:market\s+)?share|time|production|output|"
    r"days?|hours?|shifts?|tonnes?|ounces?|volumes?|sales|customers?)\b)",
    re.I,
)
"""A loss asked with a verb ("how much did it lose"): the result, when no other measure is named
("how much revenue did it lose" is a fall in revenue). "Lost" before what was lost that is no
money ("lost time injuries", "lost production") asks no result."""

RESULT_STATE = re.compile(
    r"^(?![^.?!;]*\b(?:divisions?|segments?|business(?:es)?|operations?|mines?|sites?|"
    r"assets?|projects?)\b)[^.?!;]*?\b(?P<state>(?:un)?profitable|loss[\s-]making|"
    r"in\s+the\s+(?:red|black))\b",
    re.I,
)
"""Whether the company made money, asked as its state ("was it profitable", "in the red"):
the bottom line, when no measure is named; a part's state ("which divisions were
profitable") is left to the part's own reading."""

_UNIT_PRICE = (
    r"\b(?:per|a|an|each)\s+(?:(?:dry|wet|metric)\s+)?(?:tonnes?|ounces?|oz|pounds?|lb|dmt|wmt)\b"
)
EARN_VERB = re.compile(
    # "how much money did it make": the money a company makes is its result, as it earns it
    r"(?:\bearn(?:s|ed|t|ing)?\b|\bmoney\b[^.?!;]{0,30}?\bma(?:ke|kes|de|king)\b|"
    r"\bma(?:ke|kes|de|king)\s+(?:(?:the\s+)?(?:most|least|more|less)\s+)?money\b)"
    # what it earned from a business, per share, before interest, in interest or fees, or
    # as a margin or return is another measure
    r"(?![^.?!;]*\b(?:from|per|(?:a|each)\s+share|before|interest|fees?|royalt\w*|margins?|"
    r"returns?|selling)\b)",
    re.I,
)
"""A result asked with a verb ("what did it earn", "what did it earn once one-offs are taken
out"): the bottom line, when no other measure is named; its basis is read apart."""
TAKINGS = re.compile(
    rf"(?:\btakings\b|\b(?:take|takes|took|taking|bring|brings|brought|bringing)\s+in\b"
    rf"(?=[^.?!;]*\bcustomers?\b)|\b(?:sell|sells|sold|selling)\b(?=[^.?!;]*\b(?:in\s+"
    rf"(?:(?:us|u\.s\.|australian|a)\s+)?dollars|dollar\s+(?:value|terms)|by\s+value)\b))"
    rf"(?![^.?!;]*{_UNIT_PRICE})",
    re.I,
)
"""Revenue asked with a verb or a plain word: "takings", what it "took in from customers",
what it "sold, in dollars" -- never a price per unit ("took in per dry tonne"), and (read
only where no other measure is named) never cash received or a volume sold."""

_METRIC_PATTERNS = _build(METRIC_ALIASES, plural=True)


def find_metric_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, metric)`` for every metric mention; the longest alias wins overlaps."""
    return list(_metric_spans(text))


@lru_cache(maxsize=8192)
def _metric_spans(text: str) -> tuple[tuple[int, int, str], ...]:
    # Memoised: grading, synthesis and charts scan the same sentences many times a turn.
    taken: list[tuple[int, int, str]] = []
    for pattern, key, _ in _METRIC_PATTERNS:
        for m in pattern.finditer(text):
            if any(m.start() < end and start < m.end() for start, end, _ in taken):
                continue
            taken.append((m.start(), m.end(), key))
    return tuple(sorted(taken))


def find_metrics(text: str) -> tuple[str, ...]:
    """Canonical metrics named in ``text``; the longest alias wins where aliases overlap."""
    return _ordered_unique((start, key) for start, _, key in find_metric_spans(text))


def question_wordings(text: str) -> list[tuple[str, re.Match[str]]]:
    """Each question-only wording of a measure in ``text`` with its metric ("did it ship")."""
    return [(key, m) for key, pattern in _QUESTION_PATTERNS for m in pattern.finditer(text)]


def question_metrics(text: str) -> tuple[str, ...]:
    """Metrics by alias, then question-only wordings where no alias matched that text."""
    said = paraphrased_measures(text)  # "cash left over after investment": one measure
    spans = [s for s in find_metric_spans(text) if not any(p.start <= s[0] < p.end for p in said)]
    found = [(start, key) for start, _, key in spans]
    found += [(p.start, p.metric) for p in said if p.metric]  # a named line is no metric
    for key, pattern in _QUESTION_PATTERNS:
        for m in pattern.finditer(text):
            inside = any(p.start <= m.start() < p.end for p in said if p.metric)
            if key == "statutory_npat" and any(0 <= m.start() - e <= 2 for _, e, _ in spans):
                break  # "the underlying NPAT loss": the measure named, below zero
            if not inside and not any(m.start() <= s < m.end() for s, _, k in spans if k == key):
                # another measure's wording ("spent on ... equipment") is that one: no second
                found.append((m.start(), key))
            break
    if not found:
        found = [(m.start(), "statutory_npat") for m in LOSS_VERB.finditer(text)][:1]
        state = RESULT_STATE.search(text)
        found = found or ([(state.start("state"), "statutory_npat")] if state else [])
    if not found and not said and not re.search(r"\bcash\b", text, re.I):
        # "how much did it take in from customers", "what did it earn": no alias, no other
        # wording names a measure (a named line such as "profit before tax" is one)
        found = [(m.start(), "revenue") for m in TAKINGS.finditer(text)][:1]
        found = found or [(m.start(), "statutory_npat") for m in EARN_VERB.finditer(text)][:1]
    return _ordered_unique(found)
