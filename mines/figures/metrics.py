"""The metric registry: every metric a figure can be, with a label and a description.

Keys are the canonical metric keys used everywhere (slots, figures, the fact table).
``description`` is a sentence an analyst would recognise; it is what a question is
matched against with the shipped embedding model when no alias matches. ``doc_labels``
are the precise labels a *document* uses for the metric (a table row label or the subject
of a sentence); they are stricter than the question aliases in :mod:`mines.slots`, because
a broad word ("profit", "earnings", "copper") in a document must not attach a figure to
the wrong metric.

Pure data and lookups: no I/O, no model.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class MetricDef:
    """One metric: key, label for answers, description, what kind of quantity it is."""

    key: str
    label: str
    description: str
    kind: str
    """``money`` (currency amount), ``per_share`` (cents per share), ``percent``,
    ``tonnes`` (Mt/kt), ``ounces`` (koz), ``unit_cost`` (currency per ounce or tonne)."""
    doc_labels: tuple[str, ...] = field(default=())


METRICS: tuple[MetricDef, ...] = (
    MetricDef("revenue", "revenue", "total revenue or sales income for the year", "money"),
    MetricDef(
        "underlying_ebitda",
        "underlying EBITDA",
        "underlying earnings before interest, tax, depreciation and amortisation",
        "money",
    ),
    MetricDef(
        "statutory_ebitda",
        "statutory EBITDA",
        "statutory (reported) earnings before interest, tax, depreciation and amortisation",
        "money",
    ),
    MetricDef(
        "underlying_npat",
        "underlying NPAT",
        "underlying net profit after tax, underlying earnings or underlying attributable profit",
        "money",
    ),
    MetricDef(
        "statutory_npat",
        "statutory NPAT",
        "statutory net profit after tax attributable to shareholders, net earnings, bottom line",
        "money",
    ),
    MetricDef(
        "dividends_per_share",
        "dividends per share",
        "dividends declared per share to shareholders (interim, final, special, total)",
        "per_share",
    ),
    MetricDef(
        "capex",
        "capital expenditure",
        "capital expenditure, capital and exploration spending on projects and assets",
        "money",
    ),
    MetricDef(
        "net_debt",
        "net debt",
        "net debt (borrowings less cash) at the balance date; negative means net cash",
        "money",
    ),
    MetricDef(
        "operating_cash_flow",
        "operating cash flow",
        "net cash generated from operating activities",
        "money",
    ),
    MetricDef(
        "free_cash_flow", "free cash flow", "operating cash flow less capital spending", "money"
    ),
    MetricDef(
        "earnings_per_share", "earnings per share", "profit per share (basic EPS)", "per_share"
    ),
    MetricDef(
        "payout_ratio",
        "payout ratio",
        "share of earnings paid out as dividends, in per cent",
        "percent",
    ),
    MetricDef("gearing", "gearing", "net debt as a share of net debt plus equity", "percent"),
    MetricDef(
        "ebitda_margin",
        "EBITDA margin",
        "underlying EBITDA as a percentage of revenue, operating margin",
        "percent",
    ),
    MetricDef(
        "return_on_equity", "return on equity", "profit as a percentage of equity", "percent"
    ),
    MetricDef(
        "impairments",
        "impairments",
        "impairment charges, write-downs of asset values",
        "money",
    ),
    MetricDef(
        "exceptional_items",
        "exceptional items",
        "exceptional items, one-off gains and losses excluded from underlying profit",
        "money",
    ),
    MetricDef(
        "iron_ore_shipments_mt",
        "iron ore shipments",
        "tonnes of iron ore shipped or sold to customers",
        "tonnes",
    ),
    MetricDef(
        "iron_ore_production_mt",
        "iron ore production",
        "tonnes of iron ore produced or mined",
        "tonnes",
    ),
    MetricDef(
        "copper_production_kt",
        "copper production",
        "tonnes of copper produced",
        "tonnes",
    ),
    MetricDef(
        "gold_sold_koz",
        "gold sold",
        "ounces of gold sold",
        "ounces",
    ),
    MetricDef(
        "aisc_aud_oz",
        "AISC",
        "all-in sustaining cost per ounce of gold",
        "unit_cost",
    ),
    MetricDef(
        "c1_cost_usd_wmt",
        "C1 cost",
        "C1 cash cost per wet metric tonne of iron ore",
        "unit_cost",
    ),
    MetricDef(
        "spodumene",
        "spodumene",
        "tonnes of spodumene (lithium) concentrate shipped or produced",
        "tonnes",
    ),
    MetricDef(
        "capex_ppe_cashflow",
        "purchases of PP&E (cash flow)",
        "payments for property, plant and equipment in the cash flow statement",
        "money",
    ),
    MetricDef(
        "growth_capex",
        "growth capital expenditure",
        "growth capital spending, excluding sustaining capital",
        "money",
    ),
    MetricDef(
        "iron_ore_shipments_mt_onslow_100pct",
        "Onslow Iron shipments (100% basis)",
        "iron ore shipped from Onslow Iron on a 100% basis",
        "tonnes",
    ),
    MetricDef(
        "iron_ore_shipments_mt_pilbara_hub",
        "Pilbara Hub iron ore shipments",
        "iron ore shipped from the Pilbara Hub",
        "tonnes",
    ),
)
"""Every metric, in display order."""

METRIC_BY_KEY: dict[str, MetricDef] = {m.key: m for m in METRICS}
