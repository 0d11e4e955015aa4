"""Deterministic slot extraction: companies, fiscal years and metrics.

This is the ONE module that knows the ticker, alias, fiscal-year and metric patterns.
The graph, the ingestion code, the charts and the evals all import it; nothing else may
define its own copy (the source system had three drifting copies).

Everything here is pure: no I/O, no model, no global state beyond constant tables.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

SUPPORTED_TICKERS: tuple[str, ...] = ("BHP", "RIO", "FMG", "MIN", "NST")
"""The five companies the product covers, in display order."""

FIRST_FISCAL_YEAR = 2021
LATEST_FISCAL_YEAR = 2025
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

# Canonical metric -> aliases. Keys match the metric names of the verified fact table.
METRIC_ALIASES: dict[str, tuple[str, ...]] = {
    "revenue": ("revenue", "revenues", "sales", "turnover", "top line", "收入", "营收", "营业收入"),
    "underlying_ebitda": (
        "underlying ebitda",
        "ebitda",
        "息税折旧摊销前利润",
        "息税折旧及摊销前利润",
    ),
    "underlying_npat": (
        "underlying npat",
        "underlying net profit after tax",
        "underlying net profit",
        "underlying profit",
        "underlying earnings",
        "underlying attributable profit",
        "基础净利润",
        "基本净利润",
        "基础利润",
    ),
    "statutory_npat": (
        "statutory npat",
        "statutory net profit after tax",
        "statutory net profit",
        "statutory profit",
        "net profit after tax",
        "profit after tax",
        "net profit",
        "npat",
        "net earnings",
        "net income",
        "attributable profit",
        "profit",
        "earnings",
        "净利润",
        "利润",
    ),
    "dividends_per_share": (
        "dividends per share",
        "dividend per share",
        "dividends",
        "dividend",
        "dps",
        "payout",
        "股息",
        "分红",
        "派息",
    ),
    "capex": (
        "capital and exploration expenditure",
        "capital expenditure",
        "capital spending",
        "capex",
        "资本支出",
        "资本开支",
    ),
    "net_debt": ("net debt", "net cash", "debt", "borrowings", "净债务", "净现金", "负债"),
    "iron_ore_shipments_mt": (
        "iron ore shipments",
        "iron ore shipped",
        "shipments",
        "shipped",
        "铁矿石发运",
        "发运量",
    ),
    "iron_ore_production_mt": ("iron ore production", "iron ore output", "铁矿石产量"),
    "copper_production_kt": ("copper production", "copper output", "copper", "铜产量", "铜"),
    "gold_sold_koz": ("gold sold", "gold sales", "ounces sold", "黄金销量", "黄金"),
    "aisc_aud_oz": ("all-in sustaining cost", "all in sustaining cost", "aisc", "全维持成本"),
    "c1_cost_usd_wmt": ("c1 cost", "c1 costs", "c1", "c1成本"),
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
        "cash-flow capex",
    ),
    "growth_capex": ("growth capital expenditure", "growth capex", "growth capital"),
    "free_cash_flow": ("free cash flow", "fcf", "自由现金流"),
    "operating_cash_flow": ("operating cash flow", "cash from operations", "经营现金流"),
    "earnings_per_share": ("earnings per share", "eps", "每股收益"),
    "return_on_equity": ("return on equity", "roe", "净资产收益率"),
    "iron_ore_shipments_mt_onslow_100pct": ("onslow iron shipments", "onslow shipments"),
    "iron_ore_shipments_mt_pilbara_hub": (
        "pilbara hub iron ore shipments",
        "pilbara hub shipments",
    ),
}
"""Every metric the corpus can state, with the words people use for it (English and Chinese)."""

METRIC_LABELS: dict[str, str] = {
    "revenue": "revenue",
    "underlying_ebitda": "underlying EBITDA",
    "underlying_npat": "underlying NPAT",
    "statutory_npat": "statutory NPAT",
    "dividends_per_share": "dividends per share",
    "capex": "capital expenditure",
    "net_debt": "net debt",
    "iron_ore_shipments_mt": "iron ore shipments",
    "iron_ore_production_mt": "iron ore production",
    "copper_production_kt": "copper production",
    "gold_sold_koz": "gold sold",
    "aisc_aud_oz": "AISC",
    "c1_cost_usd_wmt": "C1 cost",
    "spodumene": "spodumene",
    "capex_ppe_cashflow": "purchases of PP&E (cash flow)",
    "growth_capex": "growth capital expenditure",
    "free_cash_flow": "free cash flow",
    "operating_cash_flow": "operating cash flow",
    "earnings_per_share": "earnings per share",
    "return_on_equity": "return on equity",
    "iron_ore_shipments_mt_onslow_100pct": "Onslow Iron shipments (100% basis)",
    "iron_ore_shipments_mt_pilbara_hub": "Pilbara Hub iron ore shipments",
}
"""Human label per canonical metric."""

_ASCII_WORD = re.compile(r"^[a-z0-9 .&'\-]+$")


def _alias_pattern(alias: str) -> str:
    escaped = re.escape(alias).replace(r"\ ", r"\s+")
    if _ASCII_WORD.match(alias):
        return rf"(?<![a-z0-9]){escaped}(?![a-z0-9])"
    return escaped


def _build(table: dict[str, tuple[str, ...]]) -> list[tuple[re.Pattern[str], str, int]]:
    rows = [(alias, key) for key, aliases in table.items() for alias in aliases]
    rows.sort(key=lambda r: -len(r[0]))
    return [(re.compile(_alias_pattern(a), re.IGNORECASE), k, len(a)) for a, k in rows]


_COMPANY_PATTERNS = _build({k: v for k, v in _COMPANY_ALIASES.items()})
_METRIC_PATTERNS = _build(METRIC_ALIASES)
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
_YEAR_FORMS: tuple[re.Pattern[str], ...] = (
    re.compile(r"(?<![a-z0-9])fy\s*'?\s*(20\d\d|\d\d)(?!\d)", re.IGNORECASE),
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
    """The calculation asked for (at most one): change, cagr, ratio, difference, sum."""
    currencies: tuple[str, ...] = field(default=())
    """Currencies the question asks the answer in (USD, AUD)."""

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


_METRIC_WORDS = (
    r"(?:dividends?|revenue|capital|capex|net|gold|iron|copper|production|shipments|sales)"
)
OPERATION_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("cagr", re.compile(r"\bcagr\b|compound|annual(ised|ized)? growth rate|年均|复合", re.I)),
    (
        "change",
        re.compile(
            r"grow|growth|chang|increas|decreas|\brise\b|\brose\b|\bfall\b|\bfell\b|declin|"
            r"\bdrop|by what percentage|percent(age)? (change|increase|decrease)|增长|变化|下降|"
            r"增幅|降幅",
            re.I,
        ),
    ),
    (
        "ratio",
        re.compile(
            r"\bratio\b|margin|as a (share|percentage)|proportion|divided|占|比率|利润率", re.I
        ),
    ),
    (
        "difference",
        re.compile(
            r"difference|\bgap\b|(more|less|higher|lower|bigger|larger|smaller) than|exceed|"
            r"how much (more|less|higher|lower|bigger|larger|smaller)|相差|差额|差距",
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


_MARGIN = re.compile(r"\bmargins?\b|利润率", re.IGNORECASE)


def find_operations(text: str) -> tuple[str, ...]:
    """The calculation ``text`` asks for, as a one-element tuple, or ``()``."""
    for name, pattern in OPERATION_PATTERNS:
        if pattern.search(text):
            return (name,)
    return ()


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
    for m in _YEAR_RANGE.finditer(text):
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


def extract_slots(text: str) -> Slots:
    """Extract every slot of ``text``: supported companies, in-range years, metrics."""
    years = find_years(text)
    in_range = tuple(f"FY{y}" for y in years if FIRST_FISCAL_YEAR <= y <= LATEST_FISCAL_YEAR)
    out_of_range = tuple(
        f"FY{y}" for y in years if not FIRST_FISCAL_YEAR <= y <= LATEST_FISCAL_YEAR
    )
    metrics = find_metrics(text)
    if metrics and "revenue" not in metrics and _MARGIN.search(text):
        metrics += ("revenue",)  # a margin is that metric over revenue
    return Slots(
        companies=find_companies(text),
        fiscal_years=in_range,
        metrics=metrics,
        unsupported_companies=find_unsupported_companies(text),
        out_of_range_years=out_of_range,
        operations=find_operations(text),
        currencies=find_currencies(text),
    )


def fiscal_year_label(ticker: str, fiscal_year: str) -> str:
    """Explain the fiscal period: RIO's FY is the calendar year, the others end 30 June."""
    year = fiscal_year.removeprefix("FY")
    end = FISCAL_YEAR_END.get(ticker, "30 June")
    return f"{fiscal_year} (year to {end} {year})"
