"""Deterministic slot extraction: companies, fiscal years, metrics, sites, calculations.

This is the ONE module that knows the ticker, alias, fiscal-year and metric patterns.
The graph, the ingestion code, the charts and the evals all import it; nothing else may
define its own copy (the source system had three drifting copies).

Everything here is pure (no I/O, no global state beyond constant tables and memoised
results; the years a report can exist for end at today's calendar year, see
:func:`latest_reportable_year`) except :func:`describe_metric`, the fallback for
questions no alias matches: it embeds the question with the shipped MiniLM model, loaded
on its first call, never at import.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from typing import Any

SUPPORTED_TICKERS: tuple[str, ...] = ("BHP", "RIO", "FMG", "MIN", "NST")
"""The five companies the product covers, in display order."""

FIRST_FISCAL_YEAR = 2021
LATEST_FISCAL_YEAR = 2025
"""The bundled corpus's years. A later year counts once a document for it is stored
(:mod:`mines.asked_periods` refuses a later year no document holds)."""
EARLIEST_REPORTABLE_YEAR = 2000
"""The oldest fiscal year a question's year is kept for: a user's FY2019 report may be
stored (:mod:`mines.asked_periods` refuses a year outside the bundled ones that no
document holds)."""
SUPPORTED_FISCAL_YEARS: tuple[str, ...] = tuple(
    f"FY{y}" for y in range(FIRST_FISCAL_YEAR, LATEST_FISCAL_YEAR + 1)
)

COMPANY_NAMES: dict[str, str] = {
    "BHP": "BHP Group",
    "RIO": "Rio Tinto",
    "FMG": "Fortescue",
    "MIN": "Mineral Resources",
    "NST": "Northern Star Resources",
}
"""Display name per ticker."""

FISCAL_YEAR_END: dict[str, str] = {
    "BHP": "30 June",
    "RIO": "31 December",
    "FMG": "30 June",
    "MIN": "30 June",
    "NST": "30 June",
}
"""Balance date per ticker: RIO's fiscal year is the calendar year."""

REPORTING_CURRENCY: dict[str, str] = {
    "BHP": "USD",
    "RIO": "USD",
    "FMG": "USD",
    "MIN": "AUD",
    "NST": "AUD",
}
"""Currency of the financial statements (FMG pays dividends in A$ although it reports in US$)."""

# Case-insensitive aliases, longest first when matched. Chinese names need no word boundary.
_COMPANY_ALIASES: dict[str, tuple[str, ...]] = {
    "BHP": ("bhp group limited", "bhp group", "bhp billiton", "bhp", "必和必拓"),
    "RIO": ("rio tinto group", "rio tinto", "rio", "力拓"),
    "FMG": (
        "fortescue metals group",
        "fortescue metals",
        "fortescue ltd",
        "fortescue",
        "fmg",
        "福蒂斯丘",
        "福特斯克",
    ),
    "MIN": ("mineral resources limited", "mineral resources", "minres", "矿产资源"),
    "NST": ("northern star resources", "northern star", "nst", "北方之星"),
}
# "MIN" is also an ordinary word ("min" = minimum/minutes): only the upper-case ticker counts.
_CASE_SENSITIVE_TICKERS: dict[str, str] = {"MIN": "MIN"}

UNSUPPORTED_COMPANIES: tuple[str, ...] = (
    "apple",
    "microsoft",
    "google",
    "alphabet",
    "amazon",
    "tesla",
    "nvidia",
    "meta",
    "woodside",
    "south32",
    "newcrest",
    "newmont",
    "vale",
    "glencore",
    "anglo american",
    "evolution mining",
    "pilbara minerals",
    "igo",
    "lynas",
    "santos",
    "commonwealth bank",
    "westpac",
    "telstra",
    "wesfarmers",
    "csl",
    "苹果",
    "特斯拉",
    "微软",
)
"""Companies people ask about that the corpus does not cover (a cheap deterministic exit)."""

# Canonical metric -> aliases. Keys are the registry keys of ``mines.figures.metrics``
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
        "borrowings",
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
        "cash generated from operations",
        "经营现金流",
        "经营活动现金流",
        "经营性现金流",
    ),
    "free_cash_flow": ("free cash flow", "fcf", "自由现金流"),
    "earnings_per_share": (
        "earnings per share",
        "basic earnings per share",
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
    "return_on_equity": ("return on equity", "roe", "净资产收益率"),
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

METRIC_LABELS: dict[str, str] = {
    "revenue": "revenue",
    "underlying_ebitda": "underlying EBITDA",
    "statutory_ebitda": "statutory EBITDA",
    "underlying_npat": "underlying NPAT",
    "statutory_npat": "statutory NPAT",
    "dividends_per_share": "dividends per share",
    "capex": "capital expenditure",
    "net_debt": "net debt",
    "operating_cash_flow": "operating cash flow",
    "free_cash_flow": "free cash flow",
    "earnings_per_share": "earnings per share",
    "payout_ratio": "payout ratio",
    "gearing": "gearing",
    "ebitda_margin": "EBITDA margin",
    "return_on_equity": "return on equity",
    "impairments": "impairments",
    "exceptional_items": "exceptional items",
    "iron_ore_shipments_mt": "iron ore shipments",
    "iron_ore_production_mt": "iron ore production",
    "copper_production_kt": "copper production",
    "gold_sold_koz": "gold sold",
    "aisc_aud_oz": "AISC",
    "c1_cost_usd_wmt": "C1 cost",
    "spodumene": "spodumene",
    "capex_ppe_cashflow": "purchases of PP&E (cash flow)",
    "growth_capex": "growth capital expenditure",
    "iron_ore_shipments_mt_onslow_100pct": "Onslow Iron shipments (100% basis)",
    "iron_ore_shipments_mt_pilbara_hub": "Pilbara Hub iron ore shipments",
}
"""Human label per canonical metric (each label is also one of the metric's aliases)."""

MARGIN_PARTS: dict[str, tuple[str, str]] = {"ebitda_margin": ("underlying_ebitda", "revenue")}
"""Percent metrics a question can have computed when no document states them."""

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
            r"\b(?:ship|ships|shipped|shipping|dispatch(?:ed)?|export(?:ed)?)\b[^.?!;]{0,40}"
            r"\biron ore\b|\biron ore\b[^.?!;]{0,40}\b(?:ship|ships|shipped|shipping)\b",
            re.I,
        ),
    ),
    (
        "iron_ore_production_mt",
        re.compile(
            r"\b(?:produce|produces|produced|producing|mine|mined)\b[^.?!;]{0,40}\biron ore\b|"
            r"\biron ore\b[^.?!;]{0,40}\b(?:produce|produces|produced|producing|mined)\b",
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
            r"\b(?:pay|paid|pays|return|returned|distribute[sd]?)\b[^.?!;]{0,40}"
            r"\b(?:per|each|a) share\b",
            re.I,
        ),
    ),
)
"""Wordings only a question uses ("how much gold did they sell"), never read in documents."""

_ASCII_WORD = re.compile(r"^[a-z0-9 .&'\-]+$")


def _alias_pattern(alias: str, plural: bool = False) -> str:
    escaped = re.escape(alias).replace(r"\ ", r"\s+")
    if _ASCII_WORD.match(alias) or alias.isascii():
        # A metric word also matches its plural ("profits", "capital expenditures").
        suffix = "(?:s|es)?" if plural and alias[-1:].isalpha() else ""
        return rf"(?<![a-z0-9]){escaped}{suffix}(?![a-z0-9])"
    return escaped


def _build(
    table: dict[str, tuple[str, ...]], plural: bool = False
) -> list[tuple[re.Pattern[str], str, int]]:
    rows = [(alias, key) for key, aliases in table.items() for alias in aliases]
    rows.sort(key=lambda r: -len(r[0]))
    return [(re.compile(_alias_pattern(a, plural), re.IGNORECASE), k, len(a)) for a, k in rows]


_COMPANY_PATTERNS = _build({k: v for k, v in _COMPANY_ALIASES.items()})
_METRIC_PATTERNS = _build(METRIC_ALIASES, plural=True)
_UNSUPPORTED_PATTERNS = [
    re.compile(_alias_pattern(name), re.IGNORECASE) for name in UNSUPPORTED_COMPANIES
]
_CASE_SENSITIVE_PATTERNS = [
    (re.compile(rf"(?<![A-Za-z0-9]){word}(?![A-Za-z0-9])"), ticker)
    for word, ticker in _CASE_SENSITIVE_TICKERS.items()
]

# Fiscal years. Order matters: the most specific forms first; spans already matched are
# not matched again by a later, looser pattern.
_YEAR_RANGE = re.compile(
    r"(?:fy\s*'?|financial\s+year\s+|fiscal\s+(?:year\s+)?)?(20\d\d|\d\d)"
    r"\s*(?:-|–|—|to|through|until|至|到)\s*"
    r"(?:fy\s*'?)?(20\d\d|\d\d)(?:\s*财年)?",
    re.IGNORECASE,
)
_SPLIT_YEAR = re.compile(
    r"(?<![\d$.,])(?:fy\s*)?(20\d\d)\s*(?:/\s*(20\d\d|\d\d)|(?:-|–)\s*(\d\d))(?![\d,%])",
    re.IGNORECASE,
)
"""An Australian financial year written across its two calendar years: "2023/24", "2023-24"."""
_YEAR_FORMS: tuple[re.Pattern[str], ...] = (
    re.compile(r"(?<![a-z0-9])fy\s*'?\s*(20\d\d|\d\d)(?!\d)", re.IGNORECASE),
    re.compile(r"(?<![a-z0-9])(?:[12]h|h[12]|hy)\s*'?(20\d\d|\d\d)(?!\d)", re.IGNORECASE),
    re.compile(r"(?<!\d)(20\d\d)\s*(?:财年|财政年度|年度|年)", re.IGNORECASE),
    re.compile(r"(?<!\d)(\d\d)\s*财年"),
    re.compile(r"(?<!\d)(20\d\d)\s+(?:financial|fiscal)\s+year", re.IGNORECASE),
    re.compile(r"(?:financial|fiscal)\s+(?:year\s+)?(20\d\d)(?!\d)", re.IGNORECASE),
    re.compile(r"(?<![\d$.,])(20\d\d)(?![\d,%])"),
)


@dataclass(frozen=True)
class Slots:
    """The slots of one piece of text, each tuple in order of first mention."""

    companies: tuple[str, ...] = ()
    fiscal_years: tuple[str, ...] = ()
    metrics: tuple[str, ...] = ()
    unsupported_companies: tuple[str, ...] = field(default=())
    out_of_range_years: tuple[str, ...] = field(default=())
    operations: tuple[str, ...] = field(default=())
    """The calculation asked for (at most one): change, cagr, rank, ratio, difference, sum."""
    currencies: tuple[str, ...] = field(default=())
    """Currencies the question asks the answer in (USD, AUD)."""
    sites: tuple[str, ...] = field(default=())
    """Sites or hubs named (``Mt Marion``, ``Wodgina``, ``WAIO``...)."""

    @classmethod
    def from_dict(cls, data: dict[str, list[str]] | None) -> Slots:
        """Rebuild from ``as_dict`` output (unknown keys ignored)."""
        names = {f for f in cls.__dataclass_fields__}
        return cls(**{k: tuple(v) for k, v in (data or {}).items() if k in names})

    def key(self) -> tuple[tuple[str, ...], ...]:
        """Order-free identity used by the semantic cache's slot-equality rule.

        The requested calculation and currency are part of it: "growth from FY2021 to
        FY2022" and "in FY2021 and FY2022" must never share an answer.
        """
        return (
            tuple(sorted(self.companies)),
            tuple(sorted(self.fiscal_years)),
            tuple(sorted(self.metrics)),
            self.operations,
            tuple(sorted(self.currencies)),
            tuple(sorted(self.sites)),
        )

    def as_dict(self) -> dict[str, list[str]]:
        """JSON-friendly form for state and logs."""
        return {
            "companies": list(self.companies),
            "fiscal_years": list(self.fiscal_years),
            "metrics": list(self.metrics),
            "unsupported_companies": list(self.unsupported_companies),
            "out_of_range_years": list(self.out_of_range_years),
            "operations": list(self.operations),
            "currencies": list(self.currencies),
            "sites": list(self.sites),
        }


def _ordered_unique(items: Iterable[tuple[int, str]]) -> tuple[str, ...]:
    seen: dict[str, int] = {}
    for pos, item in sorted(items):
        seen.setdefault(item, pos)
    return tuple(seen)


def _match_longest(
    text: str, patterns: list[tuple[re.Pattern[str], str, int]]
) -> list[tuple[int, str]]:
    taken: list[tuple[int, int]] = []
    found: list[tuple[int, str]] = []
    for pattern, key, _ in patterns:
        for m in pattern.finditer(text):
            if any(m.start() < end and start < m.end() for start, end in taken):
                continue
            taken.append((m.start(), m.end()))
            found.append((m.start(), key))
    return found


_NEGATION = re.compile(
    r"(?:\bnot|\binstead of|\brather than|\bexcept|不是|而不是)\s*$", re.IGNORECASE
)


def _negated(text: str, start: int) -> bool:
    return bool(_NEGATION.search(text[max(0, start - 16) : start]))


def find_companies(text: str) -> tuple[str, ...]:
    """Supported tickers named in ``text``, in order of first mention.

    A negated mention ("I meant Fortescue, not Rio") does not count.
    """
    found = _match_longest(text, _COMPANY_PATTERNS)
    for pattern, ticker in _CASE_SENSITIVE_PATTERNS:
        found.extend((m.start(), ticker) for m in pattern.finditer(text))
    return _ordered_unique((pos, t) for pos, t in found if not _negated(text, pos))


def company_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every company name in ``text``, supported or not.

    Used to keep company names out of a question's measure phrase ("Mineral Resources
    revenue" asks for revenue, not resources).
    """
    patterns = [p for p, _, _ in _COMPANY_PATTERNS] + _UNSUPPORTED_PATTERNS
    patterns += [p for p, _ in _CASE_SENSITIVE_PATTERNS]
    return sorted((m.start(), m.end()) for p in patterns for m in p.finditer(text))


_METRIC_WORDS = (
    r"(?:dividends?|revenue|capital|capex|net|gold|iron|copper|production|shipments|sales)"
)
OPERATION_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("cagr", re.compile(r"\bcagr\b|compound|annual(ised|ized)? growth rate|年均|复合", re.I)),
    (
        "change",
        re.compile(
            r"grow|grew|growth|(?<!ex)chang|increas|decreas|\b(?:rise|rises|rising|risen|rose)\b|"
            r"\bmov(?:e|ed|es|ement)\b|\bcompared\s+(?:with|to)\s+(?:a|the)\s+"
            r"(?:year\s+(?:earlier|before)|(?:prior|previous)\s+year)\b|"
            r"\b(?:fall|falls|falling|fallen|fell)\b|declin|\bdrop|by what percentage|"
            r"percent(age)? (change|increase|decrease)|\bballoon|\bshr[iau]nk|\bjump|\bslump|"
            r"\bsurg|\bsoar|\bplung|\bplummet|\bclimb|\bsl[iu]d|\bdip(?:s|ped)?\b|\btumbl|"
            r"\bswell|\bswoll|\bwiden|\bnarrow|\bimprov|\bdeteriorat|\bhow fast\b|"
            r"\b(?:go|goes|went|gone)\s+(?:up|down)\b|\byear[\s-]on[\s-]year\b|"
            r"\byear[\s-]over[\s-]year\b|\byoy\b|增长|变化|下降|增幅|降幅|增加|减少|上升|下跌|"
            r"同比|涨|跌",
            re.I,
        ),
    ),
    (
        "rank",
        re.compile(
            r"\b(?:which|who|whose)\b[^.?!;]{0,80}\b(?:highest|lowest|most|least|largest|"
            r"biggest|smallest|"
            r"best|worst|top|more|less|larger|bigger|smaller|higher|lower|greater|strongest|"
            r"weakest|fastest|slowest|quickest|peak(?:ed)?)\b|\brank(?:ed|ing|s)?\b|"
            r"哪(?:一)?(?:年|家|个|间|一家)[^？?。]{0,20}最|最(?:高|多|低|少|大|小)的?是哪|排名|排序",
            re.I,
        ),
    ),
    (
        "ratio",
        re.compile(
            r"(?<!payout )(?<!gearing )\bratio\b|margin|as a (share|percentage)|proportion|"
            r"divided|\b(?:what|which) (?:share|percentage|fraction|portion) of\b|"
            r"\bpercentage of (?:its |their |the )?(?:revenue|sales)\b|"
            r"\bhow many times\b|\btimes\s+(?:as|more|bigger|larger|higher|greater|smaller)\b|"
            r"\bmultiple\b|\bshare of (?:its |their |the )?(?:revenue|sales)\b|"
            r"占|比率|利润率|净利率|倍",
            re.I,
        ),
    ),
    (
        "difference",
        re.compile(
            r"difference|\bgap\b|(more|less|higher|lower|bigger|larger|smaller) than|exceed|"
            r"how much (more|less|higher|lower|bigger|larger|smaller)|how far apart|"
            r"相差|差额|差距|差多少",
            re.I,
        ),
    ),
    (
        "sum",
        re.compile(
            rf"\btotal\b(?!\s+{_METRIC_WORDS})|combined|\bsum\b|together|altogether|合计|总共|总和",
            re.I,
        ),
    ),
)
"""What calculation a question asks for, most specific first."""

_CURRENCY_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("AUD", re.compile(r"australian dollars?|\bA\$|\baud\b|澳元", re.I)),
    ("USD", re.compile(r"(?:us|u\.s\.|american) dollars?|\bUS\$|\busd\b|美元", re.I)),
)


_MARGIN = re.compile(
    r"\bmargins?\b|利润率|\b(?:as\s+a\s+)?(?:share|proportion|percentage|per\s*cent)\s+of\s+"
    r"(?:\w+\s+)?(?:revenues?|sales|income|turnover)\b",
    re.IGNORECASE,
)
_PAYOUT = re.compile(
    r"\b(?:share|proportion|portion|percentage|per\s*cent|how\s+much)\s+of\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:earnings|profits?|npat)\b(?=[^.?!]*\b(?:pa(?:y|id)\s+out|payout|distribut\w*|"
    r"return(?:ed|s)?|hand(?:ed|s)?\s+back|g[ai]ve\s+back)\b)",
    re.IGNORECASE,
)
"""A payout ratio in words: "what share of earnings did X pay out / distribute / return"."""
PROFIT_METRICS = ("statutory_npat", "underlying_npat")


def asks_payout(text: str) -> bool:
    """Whether ``text`` asks for the share of earnings paid out (a payout ratio in words)."""
    return bool(_PAYOUT.search(text))


def find_operations(text: str) -> tuple[str, ...]:
    """The calculation ``text`` asks for, as a one-element tuple, or ``()``.

    A change word inside a metric's name ("growth capex") asks for no change.
    """
    words = text
    for start, end, _ in reversed(find_metric_spans(text)):
        words = words[:start] + " " * (end - start) + words[end:]
    for name, pattern in OPERATION_PATTERNS:
        if pattern.search(words if name == "change" else text):
            return (name,)
    return ()


_LOWEST = re.compile(
    r"\b(?:lowest|least|smallest|weakest|worst|fewest|lower|less|smaller|cheapest|slowest)\b|"
    r"最低|最少|最小|最差",
    re.IGNORECASE,
)


def asks_ranking(text: str) -> bool:
    """Whether ``text`` asks which is first ("which company's revenue grew fastest")."""
    return bool(dict(OPERATION_PATTERNS)["rank"].search(text))


def rank_order(text: str) -> str:
    """``lowest`` when a ranking question asks for the smallest value, else ``highest``."""
    return "lowest" if _LOWEST.search(text) else "highest"


def find_currencies(text: str) -> tuple[str, ...]:
    """Currencies ``text`` asks for explicitly."""
    return tuple(code for code, pattern in _CURRENCY_WORDS if pattern.search(text))


def find_unsupported_companies(text: str) -> tuple[str, ...]:
    """Names of companies outside the corpus mentioned in ``text``."""
    found = []
    for pattern in _UNSUPPORTED_PATTERNS:
        m = pattern.search(text)
        if m:
            found.append((m.start(), m.group(0).strip().title()))
    return _ordered_unique(found)


def _to_year(token: str) -> int:
    year = int(token)
    return year + 2000 if year < 100 else year


def find_years(text: str) -> tuple[int, ...]:
    """Every fiscal year mentioned in ``text`` as an integer, ranges expanded."""
    found: list[tuple[int, int]] = []
    taken: list[tuple[int, int]] = []
    for m in _SPLIT_YEAR.finditer(text):
        first, second = int(m.group(1)), _to_year(m.group(2) or m.group(3))
        if second == first + 1:  # "2023/24" is the year ending in 2024 (FY2024)
            taken.append((m.start(), m.end()))
            found.append((m.start(), second))
    for m in _YEAR_RANGE.finditer(text):
        if any(m.start() < e and s < m.end() for s, e in taken):
            continue
        raw = m.group(0)
        has_marker = bool(re.search(r"fy|year|fiscal|财年|20\d\d", raw, re.IGNORECASE))
        if not has_marker:
            continue
        start, end = _to_year(m.group(1)), _to_year(m.group(2))
        if not (2000 <= start <= end <= start + 30):
            continue
        taken.append((m.start(), m.end()))
        found.extend((m.start() + i, y) for i, y in enumerate(range(start, end + 1)))
    for pattern in _YEAR_FORMS:
        for m in pattern.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            taken.append((m.start(), m.end()))
            found.append((m.start(), _to_year(m.group(1))))
    seen: dict[int, int] = {}
    for pos, year in sorted(found):
        seen.setdefault(year, pos)
    return tuple(seen)


def normalise_fiscal_year(text: str) -> str | None:
    """Normalise one fiscal-year expression (``fy2024``, ``FY 24``, ``2024财年``) to ``FY2024``."""
    years = find_years(text)
    return f"FY{years[0]}" if years else None


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


# --- Sites -----------------------------------------------------------------------------

SITE_ALIASES: dict[str, tuple[str, ...]] = {
    "WAIO": ("western australia iron ore", "waio", "西澳铁矿"),
    "Onslow": ("onslow iron", "onslow", "昂斯洛"),
    "Pilbara Hub": ("pilbara hub", "皮尔巴拉枢纽"),
    "Yilgarn Hub": ("yilgarn hub", "yilgarn", "伊尔岗"),
    "Mt Marion": ("mt marion", "mt. marion", "mount marion", "马里恩山"),
    "Wodgina": ("wodgina", "沃吉纳"),
    "Bald Hill": ("bald hill", "秃山"),
    "Iron Bridge": ("iron bridge", "铁桥"),
    "KCGM": ("kalgoorlie consolidated gold mines", "kcgm", "super pit", "超级矿坑"),
    "Pogo": ("pogo",),
    "Escondida": ("escondida", "埃斯康迪达"),
    "Olympic Dam": ("olympic dam", "奥林匹克坝"),
    "Oyu Tolgoi": ("oyu tolgoi", "奥尤陶勒盖"),
}
"""Sites and hubs a figure can be reported for, with the words people use for them."""

SITE_COMPANY: dict[str, str] = {
    "WAIO": "BHP",
    "Onslow": "MIN",
    "Pilbara Hub": "MIN",
    "Yilgarn Hub": "MIN",
    "Mt Marion": "MIN",
    "Wodgina": "MIN",
    "Bald Hill": "MIN",
    "Iron Bridge": "FMG",
    "KCGM": "NST",
    "Pogo": "NST",
    "Escondida": "BHP",
    "Olympic Dam": "BHP",
    "Oyu Tolgoi": "RIO",
}
"""The company that reports each site (a question naming only a site is about it)."""

SITE_METRICS: dict[tuple[str, str], str] = {
    ("Onslow", "iron_ore_shipments_mt"): "iron_ore_shipments_mt_onslow_100pct",
    ("Pilbara Hub", "iron_ore_shipments_mt"): "iron_ore_shipments_mt_pilbara_hub",
}
"""Sites whose figure is a metric of its own in the registry."""

_SITE_PATTERNS = _build(SITE_ALIASES)


def find_sites(text: str) -> tuple[str, ...]:
    """Sites named in ``text``, in order of first mention."""
    return _ordered_unique(_match_longest(text, _SITE_PATTERNS))


# --- Question normalisation: shared nouns and typos -------------------------------------

_BASIS = r"statutory|underlying|reported|法定|基础|基本"
_SHARED_NOUN = re.compile(
    rf"\b({_BASIS})\s+(?:and|or|vs\.?|versus|&)\s+({_BASIS})\s+((?:[a-z]+\s*){{1,4}})",
    re.IGNORECASE,
)
_SHARED_NOUN_ZH = re.compile(
    r"(法定|基础|基本)(?:和|与|及|跟)(法定|基础|基本)(息税折旧摊销前利润|净利润|利润|盈利)"
)


def _expand_shared_nouns(text: str) -> str:
    """``statutory and underlying profit`` -> ``statutory profit and underlying profit``."""

    def english(m: re.Match[str]) -> str:
        words = m.group(3).split()
        for k in range(len(words), 0, -1):
            noun = " ".join(words[:k])
            if find_metrics(f"{m.group(2)} {noun}") and find_metrics(f"{m.group(1)} {noun}"):
                rest = " ".join(words[k:])
                tail = f" {rest} " if rest else " "
                return f"{m.group(1)} {noun} and {m.group(2)} {noun}{tail}"
        return m.group(0)

    text = _SHARED_NOUN.sub(english, text)
    return _SHARED_NOUN_ZH.sub(
        lambda m: f"{m.group(1)}{m.group(3)}和{m.group(2)}{m.group(3)}", text
    )


_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9\-]*")
_COMMON_WORDS: frozenset[str] = frozenset(
    {
        "divided",
        "divider",
        "copier",
        "probit",
        "skipped",
        "writerows",
        "playout",
        "mines",
        "miner",
        "miners",
        "cooper",
        "coppers",
        "revenge",
        "shopped",
        "shipper",
        "shippers",
        "stars",
        "start",
        "starts",
        "resource",
        "borrowing",
        "ounce",
        "profile",
        "profiled",
        "output",
        "debts",
    }
)
"""Ordinary words within one edit of a metric or company word: never "corrected".

Found by running :func:`correct_typos` over every word of the corpus, the code and the
installed packages' sources and documentation (about 40,000 distinct words)."""


_QUESTION_WORDS: frozenset[str] = frozenset(
    """what which where when whose were does much many tell give show compare comparison
    about their there these those during between versus against difference change growth
    percentage percent highest lowest largest smallest biggest total combined annual report
    reported reports results result figure figures value values amount trend record years
    fiscal financial company companies miners mining please could would should shares""".split()
)
"""Frequent question words: never typos of an alias, so never compared with one."""


def _fuzzy_targets() -> list[tuple[str, ...]]:
    """Company and metric aliases (ASCII, as word tuples) that typo tolerance may restore."""
    aliases = [a for names in _COMPANY_ALIASES.values() for a in names]
    aliases += [a for names in METRIC_ALIASES.values() for a in names]
    targets = []
    for alias in aliases:
        if not alias.isascii() or "," in alias:
            continue
        words = tuple(alias.lower().split())
        if len(words) == 1 and len(words[0]) < 6:
            continue  # short single words (tickers, "capex", "sales") are matched exactly only
        targets.append(words)
    return sorted(set(targets), key=lambda w: (-len(w), w))


_FUZZY_TARGETS = _fuzzy_targets()
_KNOWN_WORDS: frozenset[str] = frozenset(w for t in _FUZZY_TARGETS for w in t)
_FUZZY_LENGTHS: tuple[int, ...] = tuple(sorted({len(t) for t in _FUZZY_TARGETS}, reverse=True))


def _fuzzy_index() -> dict[tuple[int, str], list[tuple[tuple[str, ...], str, int]]]:
    index: dict[tuple[int, str], list[tuple[tuple[str, ...], str, int]]] = {}
    for target in _FUZZY_TARGETS:
        wanted = " ".join(target)
        limit = _allowed_edits(len(wanted))
        if limit:
            index.setdefault((len(target), target[0][:1]), []).append((target, wanted, limit))
    return index


def _allowed_edits(length: int) -> int:
    return 0 if length < 5 else 1 if length <= 9 else 2


_FUZZY_INDEX = _fuzzy_index()


def edit_distance(a: str, b: str, limit: int = 2) -> int:
    """Optimal-string-alignment distance (an adjacent swap is one edit), capped at ``limit + 1``.

    Args:
        a: First string.
        b: Second string.
        limit: Distances above this are reported as ``limit + 1``.

    Returns:
        The number of insertions, deletions, substitutions and adjacent swaps.
    """
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], prev2[j - 2] + 1)
        if min(row) > limit:
            return limit + 1
        prev2, prev = prev, row
    return min(prev[-1], limit + 1)


def correct_typos(text: str) -> str:
    """Restore misspelt company names and metric words (``revnue`` -> ``revenue``).

    A run of words is replaced by an alias of the same number of words when, word by word,
    each starts with the alias word's letter and the edits add up to at most one (two for
    aliases of ten letters or more), at least one word of a phrase is right, and a
    one-word alias has six letters or more and the word is not an ordinary word that
    happens to be close (``divided``). Tickers and other short words are never corrected.

    Args:
        text: A question.

    Returns:
        The question with the misspelt words replaced (unchanged when nothing is close).
    """
    tokens = list(_TOKEN.finditer(text))
    if not tokens:
        return text
    lowered = [t.group(0).lower() for t in tokens]
    unknown = [
        w not in _KNOWN_WORDS and w not in _COMMON_WORDS and w not in _QUESTION_WORDS
        for w in lowered
    ]
    if not any(u and len(w) >= 3 for u, w in zip(unknown, lowered, strict=True)):
        return text  # every word is a known alias word or too short to be a typo of one
    replacements: list[tuple[int, int, str]] = []
    i = 0
    while i < len(tokens):
        found = _closest_alias(lowered, unknown, i)
        if found is None:
            i += 1
            continue
        n, wanted = found
        replacements.append((tokens[i].start(), tokens[i + n - 1].end(), wanted))
        i += n
    for start, end, word in reversed(replacements):
        text = text[:start] + word + text[end:]
    return text


def _closest_alias(lowered: list[str], unknown: list[bool], i: int) -> tuple[int, str] | None:
    """``(word count, alias)`` of the first alias the words from ``i`` on are a typo of."""
    for n in _FUZZY_LENGTHS:
        window = lowered[i : i + n]
        if len(window) < n or not any(unknown[i : i + n]):
            continue
        odd = [w for w, u in zip(window, unknown[i : i + n], strict=True) if u]
        if any(w in _COMMON_WORDS for w in odd):
            continue
        if n == 1 and len(window[0]) < 5:
            continue
        if n > 1 and len(odd) == n:
            continue  # at least one word of a phrase must be right
        phrase = " ".join(window)
        for target, wanted, limit in _FUZZY_INDEX.get((n, window[0][:1]), ()):
            if abs(len(phrase) - len(wanted)) > limit or window == list(target):
                continue
            if _words_within(window, target, limit):
                return n, wanted
    return None


def _words_within(window: list[str], target: tuple[str, ...], limit: int) -> bool:
    """Word by word, each starting with the right letter, at most ``limit`` edits in all."""
    spent = 0
    for word, want in zip(window, target, strict=True):
        if word == want:
            continue
        if word[:1] != want[:1] or abs(len(word) - len(want)) > limit - spent:
            return False
        spent += edit_distance(word, want, limit - spent)
        if spent > limit:
            return False
    return True


def normalise_question(text: str) -> str:
    """A question as the slot patterns read it: typos restored, shared nouns spelt out."""
    return _expand_shared_nouns(correct_typos(text))


# --- Relative periods -------------------------------------------------------------------

_NUMBER_WORDS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "两": 2,
    "二": 2,
    "三": 3,
    "四": 4,
    "五": 5,
}
_LAST_N_YEARS = re.compile(
    r"\b(?:last|past|previous|prior|latest|recent)\s+(two|three|four|five|[2-5])\s+"
    r"(?:fiscal\s+|financial\s+|reporting\s+)?years\b|"
    r"(?:过去|近|最近|前)(两|二|三|四|五|[2-5])(?:个)?(?:财年|年)",
    re.IGNORECASE,
)
_YEARS_BACK = re.compile(
    r"\b(?:the\s+)?(?:(?:fiscal|financial)\s+)?year\s+(?:before|earlier|prior)(?:\s+that)?\b"
    r"(?!\s+last)|"
    r"\b(?:the\s+)?(?:previous|prior|preceding)\s+(?:fiscal\s+|financial\s+)?year\b|"
    r"\blast\s+(?:fiscal\s+|financial\s+)?year\b|\ba\s+year\s+(?:earlier|before)\b|"
    r"\b(two|three|four|2|3|4)\s+years\s+(?:before|earlier|prior)\b|"
    r"(?:那)?(?:一年|那年|该年)之?前|前一(?:个)?(?:财)?年|上一(?:个)?(?:财)?年|去年|上年",
    re.IGNORECASE,
)
_YEARS_FORWARD = re.compile(
    r"\bthe\s+(?:following|next|subsequent)\s+(?:fiscal\s+|financial\s+)?year\b|"
    r"\b(?:the\s+)?year\s+after\b|\ba\s+year\s+later\b|"
    r"后一(?:个)?(?:财)?年|下一(?:个)?(?:财)?年|次年|第二年",
    re.IGNORECASE,
)


_LAST_YEAR = re.compile(
    r"\b(?:last|previous|prior|preceding)\s+(?:fiscal\s+|financial\s+)?year\b|"
    r"去年|上一(?:个)?(?:财)?年|上年",
    re.IGNORECASE,
)


def is_last_year(text: str) -> bool:
    """Whether ``text`` says "last year" / "the previous year" / 去年.

    With years in the conversation it is the year before them; without, the latest year
    the corpus holds (:mod:`mines.asked_periods`).
    """
    return bool(_LAST_YEAR.search(text))


def has_relative_period(text: str) -> bool:
    """Whether ``text`` names a period relative to another ("the year before")."""
    return bool(
        _LAST_N_YEARS.search(text) or _YEARS_BACK.search(text) or _YEARS_FORWARD.search(text)
    )


def _count(word: str | None, default: int = 1) -> int:
    if not word:
        return default
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word.lower(), default)


def relative_years(
    text: str, anchor: Sequence[int] = (), latest: int | None = None
) -> tuple[int, ...]:
    """Fiscal years a relative expression in ``text`` means, given the years in context.

    "the year before" / "last year" / "那一年之前" is the year before the earliest
    anchor year; "the following year" the year after the latest; "over the last three
    years" the three years ending at the latest anchor year (or at the latest fiscal year
    held when there is no anchor). Without an anchor, "last year" and "the previous
    year" are the latest year held itself. ``()`` when ``text`` names no relative period,
    or it needs an anchor and there is none.

    Args:
        text: A question.
        anchor: Fiscal years (integers) of the conversation so far.
        latest: The latest fiscal year held for the companies asked (default: the
            bundled corpus's latest).

    Returns:
        The years meant, oldest first.
    """
    m = _LAST_N_YEARS.search(text)
    if m:
        n = _count(m.group(1) or m.group(2), 3)
        end = max(anchor) if anchor else latest or LATEST_FISCAL_YEAR
        return tuple(range(end - n + 1, end + 1))
    if not anchor:
        return (latest or LATEST_FISCAL_YEAR,) if is_last_year(text) else ()
    m = _YEARS_BACK.search(text)
    if m:
        return (min(anchor) - _count(m.group(1)),)
    if _YEARS_FORWARD.search(text):
        return (max(anchor) + 1,)
    return ()


FOLLOW_UP_PATTERN = re.compile(
    r"\b(their|its|it|they|them|those|same|also|too|what about|how about|actually|instead|"
    r"i meant|previous|prior|that year|that company)\b|^\s*(and|or|but|so)\b|"
    r"那|它|他们|其|同样|改成|上一|前一|去年|上年|下一|后一|次年",
    re.IGNORECASE,
)
"""Words that make a question lean on the conversation before it."""


def is_follow_up(text: str) -> bool:
    """Whether ``text`` refers back to the conversation (a pronoun, "and ...", a relative year)."""
    return bool(FOLLOW_UP_PATTERN.search(text)) or has_relative_period(text)


def leans_on_context(text: str) -> bool:
    """Whether ``text`` refers back by a word other than its relative year ("and", "their").

    "What was BHP's revenue last year?" stands alone (last year is the latest held);
    "And last year?" leans on the conversation (the year before the one discussed).
    """
    for pattern in (_LAST_N_YEARS, _YEARS_BACK, _YEARS_FORWARD):
        text = pattern.sub(" ", text)
    return bool(FOLLOW_UP_PATTERN.search(text))


_WHICH_YEAR = re.compile(
    r"\bwhich\s+(?:fiscal\s+|financial\s+)?years?\b|\bin\s+what\s+year\b|\bwhat\s+year\b|"
    r"\bwhen\s+(?:was|were|did)\b|哪(?:一|个)?(?:财)?年",
    re.IGNORECASE,
)


def asks_which_year(text: str) -> bool:
    """Whether ``text`` asks in which year something was first ("which year ... most")."""
    question = normalise_question(text)
    return bool(_WHICH_YEAR.search(question)) and find_operations(question) == ("rank",)


def latest_reportable_year() -> int:
    """The newest fiscal year a report can exist for: the calendar year (at least FY2025).

    A year up to it may be held (a user's FY2026 report); whether it is, only the store
    says (:func:`mines.asked_periods.refuse_unheld`). A later year has no report anywhere.
    """
    return max(LATEST_FISCAL_YEAR, date.today().year)


def _year_slots(years: Iterable[int]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    years = list(years)
    last = latest_reportable_year()
    in_range = tuple(f"FY{y}" for y in years if EARLIEST_REPORTABLE_YEAR <= y <= last)
    out = tuple(f"FY{y}" for y in years if not EARLIEST_REPORTABLE_YEAR <= y <= last)
    return in_range, out


def _question_metrics(text: str) -> tuple[str, ...]:
    """Metrics by alias, then question-only wordings where no alias matched that text."""
    spans = find_metric_spans(text)
    found = [(start, key) for start, _, key in spans]
    for key, pattern in _QUESTION_PATTERNS:
        for m in pattern.finditer(text):
            if not any(m.start() <= s < m.end() for s, _, k in spans if k == key):
                found.append((m.start(), key))
            break
    return _ordered_unique(found)


def _site_metrics(sites: tuple[str, ...], metrics: tuple[str, ...]) -> tuple[str, ...]:
    """Swap a base metric for the site metrics of the registry where the sites have one."""
    site_of = {key: base for (_, base), key in SITE_METRICS.items()}
    bases = tuple(dict.fromkeys(site_of.get(m, m) for m in metrics))
    out: list[str] = []
    for base in bases:
        own = [SITE_METRICS[(s, base)] for s in sites if (s, base) in SITE_METRICS]
        if not own or len(own) < len(sites):
            out.append(base)  # a site without a metric of its own keeps the base metric
        out += own
    return tuple(dict.fromkeys(out))


def _amounts(metrics: tuple[str, ...]) -> bool:
    """Whether a metric is an amount of money (an "AISC margin" is no share of revenue)."""
    from mines.figures.metrics import METRIC_BY_KEY

    return any(m in METRIC_BY_KEY and METRIC_BY_KEY[m].kind == "money" for m in metrics)


def extract_slots(text: str) -> Slots:
    """Extract every slot of ``text``: supported companies, in-range years, metrics, sites.

    Misspelt company and metric words are restored first (:func:`correct_typos`), and a
    noun shared by two bases is spelt out ("statutory and underlying profit").
    """
    return _extract_slots(text)


@lru_cache(maxsize=4096)
def _extract_slots(text: str) -> Slots:
    question = normalise_question(text)
    years = find_years(question)
    in_range, out_of_range = _year_slots(years)
    operations = find_operations(question)
    if not years:
        in_range, out_of_range = _year_slots(relative_years(question))
        if not in_range and operations == ("rank",) and _WHICH_YEAR.search(question):
            in_range = SUPPORTED_FISCAL_YEARS  # "which year ... most": every year is asked
    if operations == ("change",) and len(in_range) == 1:
        # "how fast did revenue grow in FY25": the change into that year needs the year before.
        prior = int(in_range[0][2:]) - 1
        if prior >= FIRST_FISCAL_YEAR:
            in_range = (f"FY{prior}", *in_range)
    metrics = _question_metrics(question)
    if asks_payout(question):
        # the share of earnings paid out is one stated ratio, not the earnings it is of
        dropped = (*PROFIT_METRICS, "payout_ratio", "dividends_per_share")
        metrics = ("payout_ratio", *(m for m in metrics if m not in dropped))
    for metric, parts in MARGIN_PARTS.items():
        if metric not in metrics and parts[0] in metrics and _MARGIN.search(question):
            metrics = (metric, *metrics)  # "EBITDA as a share of revenue" is that margin
        if metric in metrics:
            metrics += tuple(p for p in parts if p not in metrics)
    if metrics and "revenue" not in metrics and _MARGIN.search(question) and _amounts(metrics):
        metrics += ("revenue",)  # a margin is that amount over revenue
    if (
        operations == ("ratio",)
        and metrics
        and "revenue" not in metrics
        and re.search(r"\b(?:of|its|their) (?:revenue|sales)\b", question, re.I)
    ):
        metrics += ("revenue",)
    sites = find_sites(question)
    if sites:
        metrics = _site_metrics(sites, metrics)
    companies = find_companies(question)
    if not companies and sites:
        companies = tuple(dict.fromkeys(SITE_COMPANY[s] for s in sites if s in SITE_COMPANY))
    return Slots(
        companies=companies,
        fiscal_years=in_range,
        metrics=metrics,
        unsupported_companies=find_unsupported_companies(question),
        out_of_range_years=out_of_range,
        operations=operations,
        currencies=find_currencies(question),
        sites=sites,
    )


# --- Metric descriptions (the embedding fallback) --------------------------------------

DESCRIPTION_THRESHOLD = 0.58
"""Cosine similarity a question must reach to a metric description (see ``describe_metric``).

Measured on 16 described-metric questions and 16 off-topic questions about the same
companies and years: right matches scored 0.60-0.98, off-topic ones 0.22-0.47, except
questions about prices and markets ("iron ore price" 0.83, "share price" 0.63, "lithium
market" 0.70), which ``_NOT_A_METRIC`` excludes before any embedding."""
DESCRIPTION_MARGIN = 0.08
"""The best metric must beat the next metric (of another family) by this much: "earn per
share" (EPS 0.73 vs dividends 0.70) and "money from selling iron ore" (shipments 0.85 vs
production 0.77) are ambiguous and get no metric rather than a wrong one."""
_NOT_A_METRIC = re.compile(
    r"\b(?:prices?|priced|pricing|markets?|share price|ceo|chair\w*|board|employees?|"
    r"headcount|strateg\w*|weather|acquisitions?|acquired?|mergers?|cyclones?|fatalit\w*|"
    r"guidance|outlook|targets?|forecasts?|headquarter\w*|news|tax|taxes|taxation|"
    r"royalt\w*|decarboni[sz]\w*|emissions?|climate|renewables?|hydrogen|esg)\b",
    re.IGNORECASE,
)
"""Topics that are not a metric of the registry: no description fallback for them (measured:
"how much did BHP pay in tax" scored 0.63 for NPAT, "spend on decarbonisation" 0.58 for
capex — close to a metric's words, but a different figure)."""
_STOP = re.compile(
    r"\b(?:what|which|how|much|many|was|were|is|are|did|does|do|the|a|an|of|in|for|at|to|"
    r"its|their|it|they|and|or|by|on|during|end|year|years|fiscal|financial|tell|me|give|"
    r"report(?:ed)?|company|miner|group|limited|ltd)\b|[?.!,;:'’]",
    re.IGNORECASE,
)


def metric_query_text(text: str) -> str:
    """The words of a question that can describe a metric: no company, year or filler."""
    question = normalise_question(text)
    spans: list[tuple[int, int]] = []
    patterns = [p for p, _, _ in _COMPANY_PATTERNS + _SITE_PATTERNS] + _UNSUPPORTED_PATTERNS
    for pattern in (*patterns, _YEAR_RANGE, *_YEAR_FORMS):
        spans += [(m.start(), m.end()) for m in pattern.finditer(question)]
    for start, end in sorted(spans, reverse=True):
        question = question[:start] + " " + question[end:]
    words = _STOP.sub(" ", re.sub(r"['’]s\b", " ", question)).split()
    return " ".join(w for w in words if len(w) > 1)


@lru_cache(maxsize=1)
def _description_index() -> tuple[tuple[str, ...], Any]:
    from mines.embeddings import get_encoder
    from mines.figures.metrics import METRICS

    keys: list[str] = []
    texts: list[str] = []
    for metric in METRICS:
        if metric.key not in METRIC_LABELS:
            continue
        english = [a for a in METRIC_ALIASES[metric.key] if a.isascii() and len(a) > 4]
        for text in dict.fromkeys((metric.description, metric.label, *english)):
            keys.append(metric.key)
            texts.append(text)
    return tuple(keys), get_encoder().encode(texts)


def describe_metric(
    text: str, threshold: float = DESCRIPTION_THRESHOLD
) -> tuple[str, float] | None:
    """The metric whose registry description ``text`` matches best, when close enough.

    Used only when no alias names a metric. The company, the years and filler words are
    removed first, then the rest is embedded with the shipped MiniLM model
    (:mod:`mines.embeddings`, loaded on first use) and compared with every metric's
    description and label in :mod:`mines.figures.metrics`.

    Args:
        text: A question.
        threshold: The cosine similarity the best description must reach.

    Returns:
        ``(metric key, similarity)``, or None when nothing is close enough or fewer than
        two content words are left.
    """
    words = metric_query_text(text)
    if len(words.split()) < 2 or not words.isascii() or _NOT_A_METRIC.search(words):
        return None
    keys, vectors = _description_index()
    from mines.embeddings import get_encoder

    scores = vectors @ get_encoder().encode([words])[0]
    family = {key: base for (_, base), key in SITE_METRICS.items()}
    best: dict[str, float] = {}
    for key, score in zip(keys, scores, strict=True):
        name = family.get(key, key)
        best[name] = max(best.get(name, -1.0), float(score))
    ranked = sorted(best.items(), key=lambda kv: -kv[1])
    top, score = ranked[0]
    runner_up = ranked[1][1] if len(ranked) > 1 else -1.0
    if score < threshold or score - runner_up < DESCRIPTION_MARGIN:
        return None
    return top, score


def fiscal_year_label(ticker: str, fiscal_year: str) -> str:
    """Explain the fiscal period: RIO's FY is the calendar year, the others end 30 June."""
    year = fiscal_year.removeprefix("FY")
    end = FISCAL_YEAR_END.get(ticker, "30 June")
    return f"{fiscal_year} (year to {end} {year})"


_ENRICHMENT_HINT = re.compile(r"\s*\[[^\]]*\]\s*$")


def without_hint(text: str) -> str:
    """The user's own words: ``text`` without the ``[slots]`` hint follow-up enrichment adds."""
    return _ENRICHMENT_HINT.sub("", text)
