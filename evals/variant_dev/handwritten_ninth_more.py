"""The ninth set's filings: a half named by months, a quarterly, a dividend page, a half first.

Part of :mod:`evals.variant_dev.handwritten_ninth`: Mineral Resources' report for the six
months to 31 December 2023, which never calls itself a half-year and heads its columns by
month; Fortescue's June 2025 quarterly with quarter columns left to the attachment and
year-to-date and first-half columns beside them; Northern Star's dividend details page
(reinvestment plan terms in words, a history by year) that gives the year's total and the
interim but not the final; and BHP's key figures for the half to December 2024 with the
prior half's column first.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import new_doc
from evals.variant_dev.kit import cell, say, table

CPS = "cents per share"


# --- Mineral Resources: six months to 31 December 2023 -----------------------------------------


def min_six_months_dec_2023(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's report for the six months to December 2023, columns headed by month only."""
    w = new_doc(
        "Mineral Resources - financial report for the six months to 31 December 2023.txt",
        "MIN",
        "Mineral Resources Limited  ABN 33 118 549 910",
        "H1 FY2024",
        manifest,
    )
    c = partial(cell, "MIN")
    prior = {"form": "comparative"}
    head = ["A$ million", "Six months to 31 December 2023", "Six months to 31 December 2022"]
    w.page("Directors' report")
    w.add(
        Heading("Directors' report for the six months to 31 December 2023"),
        Para(
            "The directors present their report on the consolidated entity for the six months "
            "to 31 December 2023. Comparatives are for the six months to 31 December 2022."
        ),
        table(
            w,
            "Summary of results",
            head,
            [
                (
                    "Revenue and other income from contracts",
                    [c("2,514.7", "FY2024", "h1_revenue", "million"), None],
                ),
                (
                    "Underlying EBITDA",
                    [
                        c("674.9", "FY2024", "h1_underlying_ebitda", "million"),
                        c("939", "FY2023", "h1_underlying_ebitda", "million", **prior),
                    ],
                ),
                (
                    "Underlying EBITDA as a percentage of revenue",
                    [c("27%", "FY2024", "h1_underlying_ebitda_margin_pct", "percent"), None],
                ),
                (
                    "Underlying net profit after tax",
                    [
                        c("196", "FY2024", "h1_underlying_npat", "million"),
                        c("387", "FY2023", "h1_underlying_npat", "million", **prior),
                    ],
                ),
                (
                    "Cash generated from operations (net)",
                    [
                        c("624", "FY2024", "h1_net_operating_cash_flow", "million"),
                        c("281", "FY2023", "h1_net_operating_cash_flow", "million", **prior),
                    ],
                ),
            ],
            notes=["Statutory profit is set out in the condensed income statement."],
        ),
        table(
            w,
            "Underlying EBITDA by segment",
            head,
            [
                (
                    "Mining Services",
                    [
                        c(
                            "253.7",
                            "FY2024",
                            "h1_segment_underlying_ebitda_mining_services",
                            "million",
                        ),
                        None,
                    ],
                ),
                (
                    "Iron Ore",
                    [
                        c("266.2", "FY2024", "h1_segment_underlying_ebitda_iron_ore", "million"),
                        None,
                    ],
                ),
                (
                    "Lithium",
                    [c("271.4", "FY2024", "h1_segment_underlying_ebitda_lithium", "million"), None],
                ),
            ],
        ),
        table(
            w,
            "Financial position",
            ["A$ million", "31 December 2023"],
            [
                (
                    "Cash and cash equivalents",
                    [c("1,383.1", "FY2024", "h1_cash_and_equivalents", "million")],
                ),
                ("Net debt", [c("3,546.7", "FY2024", "h1_net_debt", "million")]),
            ],
        ),
        Para(
            "Iron ore was sold at an average realised price of "
            + say(
                w,
                "US$111",
                "FY2024",
                "h1_realised_price_iron_ore_usd_dmt",
                "US$/dmt",
                "average realised iron ore price",
            )
            + " per dry metric tonne. The directors determined a fully franked interim dividend "
            "of "
            + say(
                w,
                "20 cents",
                "FY2024",
                "interim_dps",
                CPS,
                "fully franked interim dividend",
                dividend_kind="interim",
            )
            + " per share."
        ),
    )
    return w.doc


# --- Fortescue: June 2025 quarterly, year-to-date columns --------------------------------------


def fmg_june_quarter_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's June 2025 quarterly: quarter columns empty, first-half and YTD columns."""
    w = new_doc(
        "Fortescue quarterly activities report - June 2025.txt",
        "FMG",
        "Fortescue Ltd  |  ASX release  |  Quarterly activities report, quarter ended 30 June 2025",
        "FY2025",
        manifest,
    )
    c = partial(cell, "FMG")
    ops = "Operating performance"
    w.page("Quarterly report")
    w.add(
        Heading("Quarterly activities report for the three months ended 30 June 2025"),
        Para(
            "Quarterly volumes and costs are in the attached operating data; the table below "
            "gives the first half and the year to date."
        ),
        table(
            w,
            ops,
            ["", "Jun Q", "Mar Q", "1H FY25", "YTD FY25", "YTD FY24"],
            [
                (
                    "Ore shipped (Mt)",
                    [
                        None,
                        None,
                        c("97.1", "FY2025", "h1_iron_ore_shipments_mt", "Mt"),
                        c("198.4", "FY2025", "iron_ore_shipments_mt", "Mt"),
                        c("191.6", "FY2024", "iron_ore_shipments_mt", "Mt", form="comparative"),
                    ],
                ),
                (
                    "Iron Bridge concentrate shipped (Mt)",
                    [None, None, None, c("7.1", "FY2025", "iron_bridge_shipments_mt", "Mt"), None],
                ),
                (
                    "C1 cost, hematite (US$/wmt)",
                    [
                        None,
                        None,
                        c("19.17", "FY2025", "h1_c1_cost_usd_wmt", "US$/wmt"),
                        c("17.99", "FY2025", "c1_cost_usd_wmt", "US$/wmt"),
                        c("18.24", "FY2024", "c1_cost_usd_wmt", "US$/wmt", form="comparative"),
                    ],
                ),
                (
                    "Average revenue, hematite (US$/dmt)",
                    [
                        None,
                        None,
                        c("85", "FY2025", "h1_realised_price_hematite_usd_dmt", "US$/dmt"),
                        c("84.79", "FY2025", "realised_price_hematite_usd_dmt", "US$/dmt"),
                        c(
                            "103.01",
                            "FY2024",
                            "realised_price_hematite_usd_dmt",
                            "US$/dmt",
                            form="comparative",
                        ),
                    ],
                ),
            ],
        ),
        Heading("Balance sheet at 30 June 2025", 2),
        Para(
            "Cash on hand was "
            + say(w, "US$4.3 billion", "FY2025", "cash_and_equivalents", "billion", "cash on hand")
            + " and net debt "
            + say(w, "US$1.1 billion", "FY2025", "net_debt", "billion", "net debt")
            + ". Capital expenditure for the year was "
            + say(
                w,
                "US$3.9 billion",
                "FY2025",
                "capex",
                "billion",
                "capital expenditure for the year",
            )
            + ", unaudited."
        ),
    )
    return w.doc


# --- Northern Star: dividend details page, FY2025 ----------------------------------------------


def nst_dividend_details_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's dividend page: the year's total and interim, a history, DRP in words."""
    w = new_doc(
        "Northern Star - dividend details and reinvestment plan.md",
        "NST",
        "Northern Star Resources - Investors - Dividends",
        "FY2025",
        manifest,
    )
    c = partial(cell, "NST")
    hist = "Dividend history (cents per share, fully franked)"
    w.page("Dividends")
    w.add(
        Heading("Dividend details", 2),
        Para(
            "The interim dividend for the half-year to 31 December 2024 was "
            + say(
                w,
                "A$0.25",
                "FY2025",
                "interim_dps",
                "dollars per share",
                "interim dividend",
                dividend_kind="interim",
            )
            + " per share fully franked, representing "
            + say(
                w,
                "25%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "share of cash earnings paid by the interim",
            )
            + " of cash earnings for the half. Dividends declared for the 2025 financial year "
            "total "
            + say(
                w,
                "55 cents",
                "FY2025",
                "dividends_per_share",
                CPS,
                "dividends declared for the year",
                dividend_kind="total",
            )
            + " per share."
        ),
        Heading("Dividend Reinvestment Plan", 3),
        Para(
            "The Dividend Reinvestment Plan is suspended until further notice. Shareholders who "
            "had elected to participate will receive their dividends in cash to their nominated "
            "Australian bank account."
        ),
        table(
            w,
            hist,
            ["Financial year", "Interim", "Final", "Total"],
            [
                (
                    "FY24",
                    [
                        c(
                            "15",
                            "FY2024",
                            "interim_dps",
                            CPS,
                            dividend_kind="interim",
                            form="comparative",
                        ),
                        c(
                            "25",
                            "FY2024",
                            "final_dps",
                            CPS,
                            dividend_kind="final",
                            form="comparative",
                        ),
                        c(
                            "40",
                            "FY2024",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "FY23",
                    [
                        c(
                            "11",
                            "FY2023",
                            "interim_dps",
                            CPS,
                            dividend_kind="interim",
                            form="comparative",
                        ),
                        c(
                            "15.5",
                            "FY2023",
                            "final_dps",
                            CPS,
                            dividend_kind="final",
                            form="comparative",
                        ),
                        c(
                            "26.5",
                            "FY2023",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "FY22",
                    [
                        c(
                            "10",
                            "FY2022",
                            "interim_dps",
                            CPS,
                            dividend_kind="interim",
                            form="comparative",
                        ),
                        None,
                        c(
                            "21.5",
                            "FY2022",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "FY21",
                    [
                        None,
                        None,
                        c(
                            "19",
                            "FY2021",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            form="comparative",
                        ),
                    ],
                ),
            ],
            style="pipe",
            notes=["Earlier final and interim amounts are in the annual reports of those years."],
        ),
    )
    return w.doc


# --- BHP: half year to 31 December 2024, prior half first --------------------------------------


def bhp_half_key_figures_h1_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's key figures for the December 2024 half, the December 2023 half's column first."""
    w = new_doc(
        "BHP results for the half year ended 31 December 2024 - key figures.txt",
        "BHP",
        "BHP  |  Financial results for the half year ended 31 December 2024",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "BHP")
    prior = {"form": "comparative"}
    key = "Key financial information, half year ended 31 December"
    w.page("Results")
    w.add(
        Heading("Half year ended 31 December 2024"),
        table(
            w,
            key,
            ["", "2023", "2024"],
            [
                (
                    "Revenue (US$ billion)",
                    [
                        c("27.23", "FY2024", "h1_revenue", "billion", **prior),
                        c("25.176", "FY2025", "h1_revenue", "billion"),
                    ],
                ),
                (
                    "Profit attributable to BHP shareholders (US$M)",
                    [
                        c("927", "FY2024", "h1_statutory_npat", "million", **prior),
                        c("4,416", "FY2025", "h1_statutory_npat", "million"),
                    ],
                ),
                (
                    "Interim dividend determined (US cents per share)",
                    [
                        c("72", "FY2024", "interim_dps", CPS, dividend_kind="interim", **prior),
                        c("50", "FY2025", "interim_dps", CPS, dividend_kind="interim"),
                    ],
                ),
                (
                    "Payout ratio (%)",
                    [
                        c("56", "FY2024", "h1_payout_ratio_pct", "percent", **prior),
                        c("50", "FY2025", "h1_payout_ratio_pct", "percent"),
                    ],
                ),
                (
                    "Copper production (kt)",
                    [None, c("987", "FY2025", "h1_copper_production_kt", "kt")],
                ),
                (
                    "  of which Escondida (kt)",
                    [
                        None,
                        c("644", "FY2025", "h1_copper_production_kt_escondida", "kt", basis="100%"),
                    ],
                ),
            ],
            notes=[
                "Underlying attributable profit and underlying EBITDA are reconciled in the "
                "half year financial report and are not repeated here."
            ],
        ),
    )
    return w.doc


MORE = (
    min_six_months_dec_2023,
    fmg_june_quarter_fy2025,
    nst_dividend_details_fy2025,
    bhp_half_key_figures_h1_fy2025,
)
