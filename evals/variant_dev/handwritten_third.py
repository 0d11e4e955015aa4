"""A third hand-written set of the development split: releases, a dividend notice, site pages.

Written by someone who has not read the product's reading code, in forms real users ingest:
an ASX half-year results release with headline bullets and aligned columns ("US$bn", a
prior-period dash), a full-year announcement in pipe tables with outflows in brackets, a
lithium operations page with output by site, a gold miner's first results release after a
merger, an investor-day page of unit costs by year, an Appendix 3A.1 dividend notice
(amount per security, franking, dates) and a quarterly-style shipping and cost page. The
wire and newspaper stories of this set are in :mod:`evals.variant_dev.handwritten_third_press`.
Every figure goes through :class:`VWriter` and is checked against the data as it is written.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.handwritten import series
from evals.variant_dev.kit import cell, say, table, yoy

CPS = "cents per share"
DPS = "dollars per share"


def bhp_half_fy2022(manifest: list[dict[str, Any]]) -> Document:
    """BHP's release for the six months to 31 December 2021 (H1 FY2022): bullets, columns."""
    w = new_doc(
        "BHP Results for the half year ended 31 December 2021.txt",
        "BHP",
        "BHP Group Limited | ASX release | Half year results",
        "H1 FY2022",
        manifest,
    )
    c = partial(cell, "BHP", fy="FY2022")
    w.page("Release")
    w.add(
        Heading("Results for the half year ended 31 December 2021"),
        Dateline("Melbourne, February 2022", extra=["Amounts in US dollars unless noted."]),
        Para(
            "- Strong operating performance and high prices for iron ore, copper and "
            "metallurgical coal."
        ),
        Para(
            "- Profit attributable to BHP shareholders of "
            + say(
                w,
                "US$9.44bn",
                "FY2022",
                "h1_statutory_npat",
                "billion",
                "profit attributable to BHP shareholders for the half",
            )
            + "; underlying attributable profit of "
            + say(
                w,
                "US$9.72bn",
                "FY2022",
                "h1_underlying_npat",
                "billion",
                "underlying attributable profit for the half",
            )
            + "."
        ),
        Para(
            "- Interim dividend determined at "
            + say(
                w,
                "US$1.50",
                "FY2022",
                "interim_dps",
                DPS,
                "interim dividend determined",
                dividend_kind="interim",
            )
            + " per share, fully franked. For the whole of the 2021 financial year shareholders "
            "had received "
            + say(
                w,
                "US$3.01",
                "FY2021",
                "dividends_per_share",
                DPS,
                "dividends for the 2021 financial year",
                form="comparative",
                dividend_kind="total",
            )
            + " a share."
        ),
        table(
            w,
            "Key figures, half year ended 31 December (US$bn unless stated)",
            ["", "HY2022", "HY2021"],
            [
                (
                    "Revenue from contracts with customers",
                    [c("30.53", metric="h1_revenue", unit="billion"), None],
                ),
                (
                    "Profit after tax attributable to BHP members",
                    [c("9.44", metric="h1_statutory_npat", unit="billion"), None],
                ),
                (
                    "Underlying attributable profit",
                    [c("9.72", metric="h1_underlying_npat", unit="billion"), None],
                ),
                ("Basic EPS (US cents)", [c("186.6", metric="h1_basic_eps", unit=CPS), None]),
                (
                    "Dividend per share (US cents)",
                    [c("150", metric="interim_dps", unit=CPS, dividend_kind="interim"), None],
                ),
            ],
            notes=["HY2022 is the half year ended 31 December 2021; comparatives are not shown."],
        ),
    )
    return w.doc


def bhp_results_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's results announcement for the year ended 30 June 2025 (Markdown, pipe tables)."""
    w = new_doc("BHP-FY25-results-announcement.md", "BHP", "", "FY2025", manifest)
    y = partial(yoy, "BHP", "FY2025")
    c = partial(cell, "BHP", fy="FY2025")
    w.page("Announcement")
    w.add(
        Heading("BHP results for the year ended 30 June 2025"),
        Dateline("ASX release | August 2025"),
        Para(
            "Lower iron ore prices weighed on the year, partly offset by record copper volumes. "
            "Outflows are shown in brackets."
        ),
        table(
            w,
            "Year ended 30 June (US$bn)",
            ["", "FY25", "FY24"],
            [
                ("Revenue", y("revenue", "billion", "51.26", "55.658")),
                (
                    "Profit from operations (EBIT)",
                    y("profit_from_operations", "billion", "19.5", None),
                ),
                ("Underlying EBITDA", y("underlying_ebitda", "billion", "26.0", None)),
                ("Attributable profit", y("statutory_npat", "billion", "9.02", "7.897")),
                (
                    "Underlying attributable profit",
                    y("underlying_npat", "billion", "10.16", "13.66"),
                ),
                ("Net operating cash flow", y("net_operating_cash_flow", "billion", "18.7", None)),
                ("Capital and exploration expenditure", y("capex", "billion", "(9.79)", "(9.27)")),
                ("Net debt", y("net_debt", "billion", "12.92", "9.12")),
            ],
            style="pipe",
        ),
        Para(
            "The underlying EBITDA margin was "
            + say(
                w,
                "53%",
                "FY2025",
                "underlying_ebitda_margin_pct",
                "percent",
                "underlying EBITDA margin",
            )
            + ". Copper output reached "
            + say(w, "2,000 kt", "FY2025", "copper_production_kt", "kt", "copper output")
            + " and iron ore "
            + say(
                w,
                "263 Mt",
                "FY2025",
                "iron_ore_production_mt",
                "Mt",
                "iron ore output, BHP share",
                basis="BHP share",
            )
            + " on a BHP share basis."
        ),
        table(
            w,
            "Shareholder returns (US cents per share)",
            ["", "FY25"],
            [
                ("Interim", [c("50", metric="interim_dps", unit=CPS, dividend_kind="interim")]),
                ("Final", [c("60", metric="final_dps", unit=CPS, dividend_kind="final")]),
                (
                    "Total",
                    [c("110", metric="dividends_per_share", unit=CPS, dividend_kind="total")],
                ),
            ],
            style="pipe",
            notes=["Both dividends fully franked."],
        ),
    )
    return w.doc


def min_operations_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Mineral Resources' year to June 2024: lithium output by site, group figures in A$bn."""
    w = new_doc(
        "Mineral Resources FY24 operations and production by site.md",
        "MIN",
        "Mineral Resources Limited | Operations update",
        "FY2024",
        manifest,
    )
    y = partial(yoy, "MIN", "FY2024")
    c = partial(cell, "MIN", fy="FY2024")
    w.page("Operations")
    w.add(
        Heading("Mineral Resources: FY24 lithium production by site"),
        Para(
            "Year ended 30 June 2024. Spodumene concentrate produced, in thousand dry metric "
            "tonnes (dmt), on a 100% basis at each joint-venture mine."
        ),
        table(
            w,
            "Spodumene concentrate produced (kt dmt)",
            ["Site", "FY24"],
            [
                (
                    "Mt Marion",
                    [
                        c(
                            "218",
                            metric="spodumene_production_kt_mt_marion",
                            unit="kt",
                            qualifier="Mt Marion",
                        )
                    ],
                ),
                (
                    "Wodgina",
                    [
                        c(
                            "201",
                            metric="spodumene_production_kt_wodgina",
                            unit="kt",
                            qualifier="Wodgina",
                        )
                    ],
                ),
            ],
            style="pipe",
        ),
        table(
            w,
            "Group (A$bn)",
            ["", "FY24", "FY23"],
            [
                ("Sales", y("revenue", "billion", "5.28", "4.8")),
                ("EBITDA, underlying", y("underlying_ebitda", "billion", "1.06", "1.8")),
                (
                    "Net profit after tax, statutory",
                    y("statutory_npat", "billion", "0.114", "0.244"),
                ),
                (
                    "Net profit after tax, underlying",
                    y("underlying_npat", "billion", "0.158", "0.769"),
                ),
                ("Net debt at year end", y("net_debt", "billion", "4.428", "1.9")),
                ("Cash at year end", y("cash_and_equivalents", "billion", "0.908", "1.4")),
            ],
            style="pipe",
        ),
        Para(
            "Shareholders received a fully franked interim of "
            + say(
                w,
                "20 A¢",
                "FY2024",
                "interim_dps",
                CPS,
                "fully franked interim",
                dividend_kind="interim",
            )
            + " a share. The board did not declare a final dividend, so distributions for FY24 "
            "came to "
            + say(
                w,
                "A$0.20",
                "FY2024",
                "dividends_per_share",
                DPS,
                "distributions for the year",
                dividend_kind="total",
            )
            + " a share, against "
            + say(
                w,
                "A$1.90",
                "FY2023",
                "dividends_per_share",
                DPS,
                "distributions for FY23",
                form="comparative",
                dividend_kind="total",
            )
            + " for FY23."
        ),
    )
    return w.doc


def nst_results_fy2021(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's results release for the year to 30 June 2021 (text, aligned columns)."""
    w = new_doc(
        "Northern Star FY21 full year results release.txt",
        "NST",
        "Northern Star Resources Limited | ASX announcement",
        "FY2021",
        manifest,
    )
    c = partial(cell, "NST", fy="FY2021")
    w.page("Announcement")
    w.add(
        Heading("Full year results: year ended 30 June 2021"),
        Dateline("Perth | August 2021"),
        Para(
            "The first results since the merger with Saracen. Amounts are in Australian dollars; "
            "cash outflows are in brackets."
        ),
        table(
            w,
            "Financial summary (A$m)",
            ["", "FY21"],
            [
                ("Sales revenue", [c("2,761", metric="revenue", unit="million")]),
                ("Underlying EBITDA", [c("1,159", metric="underlying_ebitda", unit="million")]),
                (
                    "Statutory net profit after tax",
                    [c("1,032", metric="statutory_npat", unit="million")],
                ),
                (
                    "Underlying net profit after tax",
                    [c("372", metric="underlying_npat", unit="million")],
                ),
                (
                    "Payments for property, plant and equipment",
                    [c("(693.1)", metric="capex_ppe_cashflow", unit="million")],
                ),
            ],
        ),
        table(
            w,
            "Operations",
            ["", "FY21"],
            [
                ("Gold sold (koz)", [c("1,595", metric="gold_sold_koz", unit="koz")]),
                (
                    "All-in sustaining cost (A$/oz)",
                    [c("1,483", metric="aisc_aud_oz", unit="A$/oz")],
                ),
            ],
        ),
        Para(
            "Statutory profit includes a one-off gain from the merger; the underlying result "
            "excludes it. Dividends declared for the year total "
            + say(
                w,
                "19 cents",
                "FY2021",
                "dividends_per_share",
                CPS,
                "dividends declared for the year",
                dividend_kind="total",
            )
            + " per share."
        ),
    )
    return w.doc


def nst_investor_day_2025(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's investor-day page: gold sold and unit costs by year, FY25 in prose."""
    w = new_doc(
        "northern-star-investor-day-production-and-costs.md",
        "NST",
        "Northern Star Resources Limited | Investor day",
        "FY2025",
        manifest,
    )
    years = ("FY2021", "FY2022", "FY2023", "FY2024", "FY2025")
    s = partial(series, "NST", years=years)
    w.page("Five years of production")
    w.add(
        Heading("Northern Star Resources investor day: five years of production and costs"),
        Para("Financial years end 30 June. Costs and prices in A$ an ounce."),
        table(
            w,
            "Group production and costs",
            ["", "FY21", "FY22", "FY23", "FY24", "FY25"],
            [
                (
                    "Ounces sold (koz)",
                    s(
                        "gold_sold_koz",
                        "koz",
                        printed=("1,595", "1,561", "1,563", "1,621", "1,634"),
                    ),
                ),
                (
                    "AISC (A$/oz)",
                    s("aisc_aud_oz", "A$/oz", printed=("1,483", "1,633", "1,759", "1,853", None)),
                ),
                (
                    "Average price received (A$/oz)",
                    s(
                        "realised_gold_price_aud_oz",
                        "A$/oz",
                        printed=(None, None, "2,639", None, "3,922"),
                    ),
                ),
            ],
            style="pipe",
            notes=["A dash: not presented on this page."],
        ),
        Para(
            "In FY25 the group turned over "
            + say(w, "A$6.4bn", "FY2025", "revenue", "billion", "turnover")
            + ", with EBITDA before significant items of "
            + say(
                w,
                "A$3.5bn",
                "FY2025",
                "underlying_ebitda",
                "billion",
                "EBITDA before significant items",
            )
            + " and underlying net earnings of "
            + say(w, "A$1.4bn", "FY2025", "underlying_npat", "billion", "underlying net earnings")
            + ". Underlying free cash flow came in at "
            + say(
                w,
                "A$536m",
                "FY2025",
                "underlying_free_cash_flow",
                "million",
                "underlying free cash flow",
            )
            + ", up from "
            + say(
                w,
                "A$462m",
                "FY2024",
                "underlying_free_cash_flow",
                "million",
                "underlying free cash flow the year before",
                form="comparative",
            )
            + " in FY24, and dividends for the year lifted to "
            + say(
                w,
                "55 A¢",
                "FY2025",
                "dividends_per_share",
                CPS,
                "dividends for the year",
                dividend_kind="total",
            )
            + " from "
            + say(
                w,
                "40 A¢",
                "FY2024",
                "dividends_per_share",
                CPS,
                "dividends for the prior year",
                form="comparative",
                dividend_kind="total",
            )
            + "."
        ),
    )
    return w.doc


def fmg_appendix_3a1_h1_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's Appendix 3A.1 notice for the interim of the half to 31 December 2024."""
    w = new_doc(
        "Fortescue Appendix 3A.1 - notification of dividend - interim FY25.txt",
        "FMG",
        "Appendix 3A.1 | Notification of dividend / distribution",
        "H1 FY2025",
        manifest,
    )
    w.page("Notification")
    w.add(
        Heading("Announcement Summary"),
        Para("Entity name: FORTESCUE LTD. Security description: ORDINARY FULLY PAID."),
        Para(
            "Type of announcement: New announcement. Date of this announcement: 19 February 2025."
        ),
        Para(
            "Distribution amount declared: "
            + say(
                w,
                "AUD 0.50",
                "FY2025",
                "interim_dps",
                DPS,
                "distribution amount declared per security",
                dividend_kind="interim",
            )
            + " per security. Ex date: 3 March 2025. Record date: 4 March 2025. Payment "
            "date: 28 March 2025."
        ),
        Heading("Part 3A - Ordinary dividend/distribution", level=2),
        Para(
            "Is the ordinary dividend/distribution franked? Yes. Is it fully franked? Yes. "
            "Period of payment: Half year ended 31 December 2024."
        ),
        Para(
            "Supplementary note: the interim represents "
            + say(
                w,
                "65%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "share of half-year net profit after tax distributed",
                dividend_kind="interim",
            )
            + " of net profit after tax for the half of "
            + say(
                w,
                "US$1.6bn",
                "FY2025",
                "h1_statutory_npat",
                "billion",
                "net profit after tax for the half",
            )
            + ", or "
            + say(
                w, "51 US cents", "FY2025", "h1_basic_eps", CPS, "earnings per share for the half"
            )
            + " a share."
        ),
    )
    return w.doc


def fmg_operations_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's year to June 2025, quarterly-report style: shipments, C1 cost, price."""
    w = new_doc(
        "Fortescue FY25 fourth quarter operations summary.txt",
        "FMG",
        "Fortescue Ltd | Quarterly report",
        "FY2025",
        manifest,
    )
    y = partial(yoy, "FMG", "FY2025")
    w.page("Operations")
    w.add(
        Heading("Fortescue Ltd operations summary: twelve months to 30 June 2025"),
        table(
            w,
            "Metals",
            ["", "FY25", "FY24"],
            [
                ("Ore shipped (Mt, wet)", y("iron_ore_shipments_mt", "Mt", "198.4", "191.6")),
                (
                    "Hematite C1 (US$ a wet tonne)",
                    y("c1_cost_usd_wmt", "US$/wmt", "17.99", "18.24"),
                ),
                (
                    "Average hematite price achieved (US$ a dry tonne)",
                    y("realised_price_hematite_usd_dmt", "US$/dmt", "84.79", "103.01"),
                ),
            ],
        ),
        Para(
            "Iron Bridge magnetite shipped "
            + say(
                w,
                "7.1 Mt",
                "FY2025",
                "iron_bridge_shipments_mt",
                "Mt",
                "Iron Bridge magnetite shipped",
                qualifier="Iron Bridge",
            )
            + " in the year as the ramp-up continued; its costs are not included in hematite C1."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press)."""
    from evals.variant_dev.handwritten_third_press import PRESS

    return (
        bhp_half_fy2022,
        bhp_results_fy2025,
        min_operations_fy2024,
        nst_results_fy2021,
        nst_investor_day_2025,
        fmg_appendix_3a1_h1_fy2025,
        fmg_operations_fy2025,
        *PRESS,
    )
