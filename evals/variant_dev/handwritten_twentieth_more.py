"""Part of :mod:`evals.variant_dev.handwritten_twentieth`: more tables with strayed labels.

Mineral Resources' December 2024 half beside the December 2023 half with its losses and
outflow in brackets; Rio Tinto's 2025 prices by commodity beside the volumes sold; Northern
Star's capital split by purpose (building, keeping, drilling) with most lines ``n/a``;
Fortescue's FY25 cash page beside FY24 with prices and unit costs; and BHP's December 2024
half beside the December 2023 half. Every figure is checked against the data as written.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, table, worded_rows

CPS = "cents per share"


# --- Mineral Resources: December 2024 half against December 2023 half --------------------


def min_december_halves(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's half to December 2024 beside the same half of 2023, brackets for losses."""
    w = new_doc(
        "MinRes half-year to December 2024 - the half against the last.md",
        "MIN",
        "Mineral Resources | Interim report | Six months to 31 December 2024",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "MIN")

    def halves(metric: str, now: str, then: str | None) -> list[Any]:
        return [
            c(now, "FY2025", metric, "million"),
            None if then is None else c(then, "FY2024", metric, "million", form="comparative"),
        ]

    title = "The half against the last (A$ millions)"
    w.page("The half against the last")
    w.add(
        Heading("The half against the last"),
        Para(
            "First column: six months to 31 December 2024. Second column: six months to "
            "31 December 2023. Figures in brackets are losses or cash going out."
        ),
        table(
            w,
            title,
            ["", "Dec-24 half", "Dec-23 half"],
            [
                ("Takings from customers", halves("h1_revenue", "2,290", "2,514.7")),
                (
                    "Earnings before D&A, interest and tax, adjusted",
                    halves("h1_underlying_ebitda", "302", "674.9"),
                ),
                (
                    "  of which, the contracting and crushing arm",
                    halves("h1_segment_underlying_ebitda_mining_services", "379", "253.7"),
                ),
                ("Half's outcome owing to members", halves("h1_statutory_npat", "(807)", None)),
                (
                    "After-tax outcome with one-offs stripped out",
                    halves("h1_underlying_npat", "(196)", "196"),
                ),
                ("Cash from trading", halves("h1_net_operating_cash_flow", "(656)", "624")),
                (
                    "Borrowings net of cash at the half's close",
                    halves("h1_net_debt", "5,084", "3,546.7"),
                ),
                ("Money at the bank", halves("h1_cash_and_equivalents", "720", "1,383.1")),
            ],
            style="pipe",
            notes=[
                "A dash: the comparative half's reported outcome was restated and is not "
                "repeated here. The lithium and iron ore arms are discussed in the review."
            ],
        ),
    )
    return w.doc


# --- Rio Tinto: 2025 prices by commodity and volumes ----------------------------------------


def rio_prices_by_commodity_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2025 average prices by commodity, with a unit column, and volumes."""
    w = new_doc(
        "Rio Tinto 2025 - what each product fetched.txt",
        "RIO",
        "Rio Tinto | 2025 full year | Markets",
        "FY2025",
        manifest,
    )
    c = partial(cell, "RIO", fy="FY2025")
    prices = "What each product fetched, twelve months to 31 December 2025"
    w.page("Markets")
    w.add(
        Heading("Markets"),
        VTable(
            prices,
            ["Product", "Measured in", "Average for the year"],
            worded_rows(
                w,
                prices,
                [
                    (
                        "Pilbara blend and other ore, free on board",
                        [c("90", metric="realised_price_pilbara_iron_ore_usd_dmt", unit="US$/dmt")],
                        ["US$ a dry tonne"],
                    ),
                    (
                        "Red metal",
                        [c("4.57", metric="realised_price_copper_usd_lb", unit="US$/lb")],
                        ["US$ a pound"],
                    ),
                    (
                        "Primary metal from the smelters",
                        [c("3,318", metric="realised_price_aluminium_usd_t", unit="US$/t")],
                        ["US$ a tonne"],
                    ),
                ],
                lead=True,
            ),
            style="columns",
            notes=["Lithium is sold under contract terms and is not priced in this table."],
        ),
    )
    volumes = "What was sold from, 2025"
    w.add(
        table(
            w,
            volumes,
            ["", "2025"],
            [
                (
                    "Pilbara ore put on ships, 100% (Mt)",
                    [c("326.2", metric="iron_ore_shipments_mt", unit="Mt", basis="100%")],
                ),
                (
                    "Red metal mined, consolidated (kt)",
                    [c("883", metric="copper_production_kt", unit="kt")],
                ),
                ("Smelted metal (Mt)", [c("3.38", metric="aluminium_production_mt", unit="Mt")]),
                ("Red earth dug (Mt)", [c("62.4", metric="bauxite_production_mt", unit="Mt")]),
                (
                    "Battery chemical, carbonate equivalent (kt)",
                    [c("57", metric="lithium_production_kt_lce", unit="kt")],
                ),
            ],
            style="columns",
        ),
    )
    return w.doc


# --- Northern Star: capital split by purpose ------------------------------------------------


def nst_capital_by_purpose(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's capital by purpose: building, keeping, drilling; most lines n/a."""
    w = new_doc(
        "Northern Star - where the capital went.md",
        "NST",
        "Northern Star Resources | Investor pack | Capital deployed",
        "FY2023",
        manifest,
    )
    c = partial(cell, "NST")
    title = "Capital deployed by purpose (A$ billion)"
    w.page("Capital deployed")
    w.add(
        Heading("Where the capital went"),
        Para(
            "Lines are grouped by what the money was for. 'n/a' marks a line not disclosed "
            "for the period in the material this pack draws on."
        ),
        VTable(
            title,
            ["", "Year to June 2023", "Six months to December 2024"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Building tomorrow's ounces",
                        [c("0.752", "FY2023", "growth_capex", "billion"), None],
                        [],
                    ),
                    ("Keeping today's ounces coming", [None, None], []),
                    ("Drilling to find more", [None, None], []),
                    (
                        "Everything deployed",
                        [None, c("1.06", "FY2025", "h1_capex", "billion")],
                        [],
                    ),
                ],
                blank="n/a",
            ),
            style="pipe",
        ),
    )
    flows = "Cash paid for plant and mine development, year to June 2021 (A$ millions)"
    w.add(
        table(
            w,
            flows,
            ["", "FY21"],
            [
                (
                    "Handed over for plant, equipment and mine development",
                    [c("(693.1)", "FY2021", "capex_ppe_cashflow", "million")],
                )
            ],
            style="pipe",
            notes=["From the cash flow statement; brackets are money going out."],
        ),
    )
    return w.doc


# --- Fortescue: FY25 cash page beside FY24 ------------------------------------------------


def fmg_cash_page_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY25 cash, balance sheet, price and unit cost beside FY24."""
    w = new_doc(
        "Fortescue FY25 - cash, balance sheet and ore economics.txt",
        "FMG",
        "Fortescue Ltd | Full year results FY25 | Cash and ore economics",
        "FY2025",
        manifest,
    )
    c = partial(cell, "FMG")

    def two(metric: str, unit: str, now: str | None, then: str | None) -> list[Any]:
        return [
            None if now is None else c(now, "FY2025", metric, unit),
            None if then is None else c(then, "FY2024", metric, unit, form="comparative"),
        ]

    cash = "Cash and balance sheet (US$ billion)"
    w.page("Cash and ore economics")
    w.add(
        Heading("Cash and ore economics"),
        table(
            w,
            cash,
            ["", "FY25", "FY24"],
            [
                (
                    "Thrown off by the operations",
                    two("net_operating_cash_flow", "billion", "6.5", "7.9"),
                ),
                ("Left over once investing is paid", two("free_cash_flow", "billion", None, "5.1")),
                ("Spent on the asset base, our measure", two("capex", "billion", "3.9", None)),
                (
                    "Handed over for plant and equipment, per the cash flow statement",
                    two("capex_ppe_cashflow", "billion", None, "(2.834)"),
                ),
                (
                    "Money at the bank, 30 June",
                    two("cash_and_equivalents", "billion", "4.3", "4.9"),
                ),
                ("Borrowings net of money at the bank", two("net_debt", "billion", "1.1", "0.5")),
            ],
            style="columns",
            notes=["A dash: not given on this page. Brackets: money going out."],
        ),
    )
    ore = "Ore economics"
    w.add(
        VTable(
            ore,
            ["", "Unit", "FY25", "FY24"],
            worded_rows(
                w,
                ore,
                [
                    (
                        "Average receipts, Pilbara hematite",
                        two("realised_price_hematite_usd_dmt", "US$/dmt", "84.79", "103.01"),
                        ["US$ per dry tonne"],
                    ),
                    (
                        "Cash cost at the mine gate, hematite",
                        two("c1_cost_usd_wmt", "US$/wmt", "17.99", "18.24"),
                        ["US$ per wet tonne"],
                    ),
                    (
                        "Ore over the ship's rail",
                        two("iron_ore_shipments_mt", "Mt", "198.4", "191.6"),
                        ["Mt"],
                    ),
                    (
                        "Magnetite concentrate over the rail, Iron Bridge",
                        two("iron_bridge_shipments_mt", "Mt", "7.1", None),
                        ["Mt"],
                    ),
                ],
                lead=True,
            ),
            style="columns",
        ),
    )
    return w.doc


# --- BHP: December 2024 half against December 2023 half -----------------------------------


def bhp_december_halves(manifest: list[dict[str, Any]]) -> Document:
    """BHP's half to December 2024 beside the same half of 2023, labels in its own words."""
    w = new_doc(
        "BHP half to December 2024 - this half and the last.md",
        "BHP",
        "BHP | Interim results | Half year ended 31 December 2024",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "BHP")

    def halves(metric: str, unit: str, now: str | None, then: str | None, **o: Any) -> list[Any]:
        return [
            None if now is None else c(now, "FY2025", metric, unit, **o),
            None if then is None else c(then, "FY2024", metric, unit, form="comparative", **o),
        ]

    money = "This half and the last (US$)"
    w.page("This half and the last")
    w.add(
        Heading("This half and the last"),
        Para("December 2024 half first; the December 2023 half beside it. A dash: not shown."),
        VTable(
            money,
            ["", "Unit", "H1 FY25", "H1 FY24"],
            worded_rows(
                w,
                money,
                [
                    (
                        "Sold to customers",
                        halves("h1_revenue", "billion", "25.176", "27.23"),
                        ["US$bn"],
                    ),
                    (
                        "Owing to members, as reported",
                        halves("h1_statutory_npat", "million", "4,416", "927"),
                        ["US$m"],
                    ),
                    (
                        "Owing to members, exceptional items left out",
                        halves("h1_underlying_npat", "million", None, "6,569"),
                        ["US$m"],
                    ),
                    (
                        "Earned on each share, basic",
                        halves("h1_basic_eps", CPS, None, "18.3"),
                        ["US cents"],
                    ),
                    (
                        "Cheque per share for the half",
                        halves("interim_dps", CPS, "50", "72", dividend_kind="interim"),
                        ["US cents"],
                    ),
                    (
                        "Portion of underlying earnings handed back",
                        halves("h1_payout_ratio_pct", "percent", "50%", "56%"),
                        ["%"],
                    ),
                    (
                        "Red metal output, all assets",
                        halves("h1_copper_production_kt", "kt", "987", None),
                        ["kt"],
                    ),
                ],
                lead=True,
            ),
            style="pipe",
        ),
    )
    return w.doc


MORE = (
    min_december_halves,
    rio_prices_by_commodity_2025,
    nst_capital_by_purpose,
    fmg_cash_page_fy2025,
    bhp_december_halves,
)
