"""The phrasing suite's own wording: company names, metric paraphrases, typos, Chinese.

Written for the suite, never taken from the product's alias tables, so a phrasing the
product does not understand shows up as a failing case.
"""

from __future__ import annotations

NAME: dict[str, tuple[str, ...]] = {
    "BHP": ("BHP", "BHP Group", "bhp"),
    "RIO": ("Rio Tinto", "Rio", "rio tinto"),
    "FMG": ("Fortescue", "Fortescue Metals", "FMG"),
    "MIN": ("Mineral Resources", "MinRes", "mineral resources"),
    "NST": ("Northern Star", "Northern Star Resources", "NST"),
}
TYPO_NAME: dict[str, tuple[str, ...]] = {
    "RIO": ("Rio Tnto", "rio tinot"),
    "FMG": ("Fortesque", "fortescu", "Fortscue"),
    "MIN": ("Mineral Resouces", "Minerals Resources", "mineral resorces"),
    "NST": ("Nothern Star", "Northen Star", "northern starr"),
}

PARAPHRASE: dict[str, tuple[str, ...]] = {
    "revenue": (
        "How much revenue did {co} bring in during {year}?",
        "What was {pos} top line in {year}?",
        "What were {pos} total sales in {year}?",
    ),
    "statutory_npat": (
        "What was {pos} bottom line in {year}?",
        "How much net profit did {co} make in {year}?",
        "What were {pos} reported net earnings for {year}?",
    ),
    "underlying_npat": (
        "What were {pos} underlying earnings in {year}?",
        "How much underlying profit did {co} make in {year}?",
    ),
    "underlying_ebitda": (
        "What was {pos} EBITDA for {year}?",
        "How much underlying EBITDA did {co} generate in {year}?",
    ),
    "dividends_per_share": (
        "How much did {co} pay out in dividends per share for {year}?",
        "What dividend did {co} declare for {year}?",
    ),
    "capex": (
        "How much did {co} spend on capital expenditure in {year}?",
        "What was {pos} capital spending in {year}?",
    ),
    "net_debt": (
        "How much net debt did {co} carry at the end of {year}?",
        "Where did {pos} net debt stand at the end of {year}?",
    ),
    "gold_sold_koz": (
        "How many ounces of gold did {co} sell in {year}?",
        "How much gold did {co} sell in {year}?",
    ),
    "aisc_aud_oz": ("What were {pos} all-in sustaining costs per ounce in {year}?",),
    "c1_cost_usd_wmt": ("What was {pos} C1 cash cost per tonne in {year}?",),
    "iron_ore_shipments_mt": (
        "How much iron ore did {co} ship in {year}?",
        "How many tonnes of iron ore did {co} ship in {year}?",
    ),
    "iron_ore_production_mt": ("How much iron ore did {co} produce in {year}?",),
    "copper_production_kt": (
        "How much copper did {co} produce in {year}?",
        "What was {pos} copper output in {year}?",
    ),
}
"""Analyst wording per metric ({co}, {pos}, {year})."""

TYPO_METRIC: dict[str, tuple[str, ...]] = {
    "revenue": ("revnue", "reveune", "revenu"),
    "dividends_per_share": ("dividens", "divdends per share"),
    "underlying_npat": ("underlyng profit", "underlying proffit"),
    "capex": ("captial expenditure", "capital expenditur"),
    "net_debt": ("net dept",),
    "iron_ore_shipments_mt": ("iron ore shipmnets",),
    "copper_production_kt": ("copper prodution",),
    "underlying_ebitda": ("underlying ebidta",),
}
"""Misspelt metric words (the product may not list them; it must tolerate them)."""

DESCRIPTION: tuple[tuple[str, str], ...] = (
    (
        "underlying_ebitda",
        "What were {pos} earnings before interest, taxes, depreciation and amortization in {year}?",
    ),
    (
        "dividends_per_share",
        "How much cash did {co} return to shareholders for each share it holds in {year}?",
    ),
    ("net_debt", "What were {pos} borrowings less cash at the end of {year}?"),
    ("gold_sold_koz", "How many ounces of the yellow metal did {co} sell in {year}?"),
    ("aisc_aud_oz", "What did it cost {co} to sustain production of each ounce in {year}?"),
    (
        "iron_ore_shipments_mt",
        "How many tonnes did {co} dispatch to its steel-mill customers in {year}?",
    ),
)
"""The metric described, not named: matched through the metric descriptions."""

ZH_METRIC: dict[str, tuple[str, ...]] = {
    "revenue": ("收入", "营收"),
    "statutory_npat": ("净利润", "法定净利润"),
    "underlying_npat": ("基础盈利", "基础净利润"),
    "underlying_ebitda": ("息税折旧摊销前利润",),
    "dividends_per_share": ("每股股息", "股息"),
    "capex": ("资本支出",),
    "net_debt": ("净债务",),
    "gold_sold_koz": ("黄金销量",),
    "aisc_aud_oz": ("全维持成本",),
    "c1_cost_usd_wmt": ("C1成本",),
    "iron_ore_shipments_mt": ("铁矿石发运量",),
    "iron_ore_production_mt": ("铁矿石产量",),
    "copper_production_kt": ("铜产量",),
}
ZH_TEMPLATES: tuple[str, ...] = (
    "{co}{yy}财年的{m}是多少？",
    "{co}在{y}财年的{m}有多少？",
    "{co}{y}年度{m}是多少",
)
YEAR_FORMS: tuple[str, ...] = ("FY{y}", "FY{yy}", "fy{yy}", "fiscal {y}", "the {y} financial year")
RELATIVE_BACK: tuple[str, ...] = (
    "And what was it the year before?",
    "What about the previous year?",
    "And last year?",
    "How about the prior year?",
    "那一年之前呢？",
    "那前一年呢？",
)
LABEL_WORDS: dict[str, str] = {
    "revenue": "revenue",
    "statutory_npat": "statutory net profit after tax",
    "underlying_npat": "underlying NPAT",
    "underlying_ebitda": "underlying EBITDA",
    "dividends_per_share": "total dividends per share",
    "capex": "capital expenditure",
    "net_debt": "net debt",
    "gold_sold_koz": "gold sold",
    "aisc_aud_oz": "AISC",
    "c1_cost_usd_wmt": "C1 cost",
    "iron_ore_shipments_mt": "iron ore shipments",
    "iron_ore_production_mt": "iron ore production",
    "copper_production_kt": "copper production",
}
"""Plain wording of the opening question of a conversation."""
