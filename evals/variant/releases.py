"""Results announcements and half-year reports: pipe tables, aligned columns, prior years.

The shapes of ASX results releases -- a headline table with the current and prior period
side by side, brackets for losses and outflows, a dividend section, an operations table --
in wording of our own. June-year companies' half years are "half year ended 31 December"
(H1 of the next fiscal year); Rio Tinto's are the six months to 30 June of its calendar year.
"""

from __future__ import annotations

from typing import Any

from evals.realistic.model import Bullets, Document, Footnotes, Heading, Para
from evals.variant.writer import VTable, new_doc, trow


def rio_2022(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto 2022 full-year results, Markdown with pipe tables."""
    w = new_doc("rio-tinto-2022-full-year-results.md", "RIO", "", "FY2022", manifest)
    a, b = ("RIO", "FY2022"), ("RIO", "FY2021")
    w.page("Results")
    t1 = "Year to 31 December -- headline numbers (US$ millions unless stated)"
    w.add(
        Heading("Rio Tinto -- results for the year ended 31 December 2022"),
        Para("Rio Tinto plc and Rio Tinto Limited | Release to the market | 22 February 2023"),
        Para(
            "Lower prices for iron ore and copper, together with cost inflation, took earnings "
            "below the record set the year before. The board has kept the ordinary payout at "
            "the top of the policy range."
        ),
        VTable(
            t1,
            ["", "2022", "2021"],
            [
                trow(
                    w,
                    t1,
                    "Gross sales revenue of the Group",
                    [
                        ("55,554", (*a, "revenue"), "million"),
                        ("63,495", (*b, "revenue"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Underlying EBITDA*",
                    [
                        ("26,272", (*a, "underlying_ebitda"), "million"),
                        ("37,720", (*b, "underlying_ebitda"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Profit attributable to the owners of Rio Tinto",
                    [
                        ("12,392", (*a, "statutory_npat"), "million"),
                        ("21,094", (*b, "statutory_npat"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Cash flows from operations (net)",
                    [
                        ("16,134", (*a, "net_operating_cash_flow"), "million"),
                        ("25,345", (*b, "net_operating_cash_flow"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Purchases of PP&E and intangible assets",
                    [("(6,750)", (*a, "capex"), "million"), ("(7,384)", (*b, "capex"), "million")],
                ),
                trow(
                    w,
                    t1,
                    "Free cash flow*",
                    [
                        ("9,010", (*a, "free_cash_flow"), "million"),
                        ("17,664", (*b, "free_cash_flow"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Net debt at period end",
                    [("(4,188)", (*a, "net_debt"), "million"), None],
                ),
            ],
            notes=[
                "* Non-IFRS measure. Brackets show cash outflows and, for net debt, a "
                "borrowing position. A dash means the figure is not presented here."
            ],
            style="pipe",
        ),
    )
    t2 = "Per share and distributions (US cents)"
    w.add(
        VTable(
            t2,
            ["", "2022", "2021"],
            [
                trow(
                    w,
                    t2,
                    "Underlying earnings per ordinary share",
                    [("824.7", (*a, "underlying_eps"), "cents per share"), None],
                ),
                trow(
                    w,
                    t2,
                    "Ordinary and special dividends declared",
                    [
                        (
                            "492",
                            (*a, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                        (
                            "1,040",
                            (*b, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total", "qualifier": "including special"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t2,
                    "  of which special",
                    [
                        None,
                        (
                            "247",
                            (*b, "special_dps"),
                            "cents per share",
                            {"dividend_kind": "special"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Interim (paid in September)",
                    [
                        (
                            "267",
                            ("RIO", "FY2022", "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                        None,
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Share of underlying earnings paid out",
                    [
                        ("60%", (*a, "payout_ratio_pct"), "percent"),
                        ("79%", (*b, "payout_ratio_pct"), "percent"),
                    ],
                ),
            ],
            style="pipe",
        ),
        Para(
            "Underlying earnings for the year were "
            + w.fig(
                "$13.3 billion",
                (*a, "underlying_npat"),
                unit="billion",
                label="underlying earnings",
                form="sentence",
            )
            + ", compared with "
            + w.fig(
                "$21.4 billion",
                (*b, "underlying_npat"),
                unit="billion",
                label="underlying earnings (2021)",
                form="comparative",
            )
            + " in 2021, which had included exceptional price conditions."
        ),
    )
    t3 = "Pilbara operations (100% basis, million tonnes)"
    w.add(
        VTable(
            t3,
            ["", "2022", "2021"],
            [
                trow(
                    w,
                    t3,
                    "Ore shipped from the Pilbara ports",
                    [
                        ("321.6", (*a, "iron_ore_shipments_mt"), "Mt", {"basis": "100% basis"}),
                        ("321.6", (*b, "iron_ore_shipments_mt"), "Mt", {"basis": "100% basis"}),
                    ],
                )
            ],
            style="pipe",
        ),
        Para(
            "All amounts are in US dollars. Rio Tinto's financial year is the calendar year. "
            "The 2021 special dividend reflected the exceptional cash flow of that year and "
            "is not expected to recur."
        ),
    )
    return w.doc


def bhp_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """BHP FY2023 results announcement, text with aligned columns and prior-year column."""
    w = new_doc(
        "BHP Group results year ended 30 June 2023.txt",
        "BHP",
        "BHP Group Limited ABN 49 004 028 077",
        "FY2023",
        manifest,
    )
    a, b = ("BHP", "FY2023"), ("BHP", "FY2022")
    w.page("Results")
    t1 = "Financial summary (US$ billion)"
    w.add(
        Heading("Results for the year ended 30 June 2023"),
        Para(
            "Released 22 August 2023. All amounts are in US dollars; FY2023 refers to the "
            "financial year ended 30 June 2023, FY2022 to the year before."
        ),
        VTable(
            t1,
            ["", "FY2023", "FY2022"],
            [
                trow(
                    w,
                    t1,
                    "Revenue",
                    [("53.82", (*a, "revenue"), "billion"), ("65.098", (*b, "revenue"), "billion")],
                ),
                trow(
                    w,
                    t1,
                    "Profit from operating activities",
                    [
                        ("22.9", (*a, "profit_from_operations"), "billion"),
                        ("34.1", (*b, "profit_from_operations"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Underlying EBITDA",
                    [
                        ("28.0", (*a, "underlying_ebitda"), "billion"),
                        ("40.6", (*b, "underlying_ebitda"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Attributable profit",
                    [
                        ("12.921", (*a, "statutory_npat"), "billion"),
                        ("30.9", (*b, "statutory_npat"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Underlying attributable profit",
                    [
                        ("13.4", (*a, "underlying_npat"), "billion"),
                        ("23.8", (*b, "underlying_npat"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Net cash from operations",
                    [
                        ("18.7", (*a, "net_operating_cash_flow"), "billion"),
                        ("29.3", (*b, "net_operating_cash_flow"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Capital and exploration spend",
                    [("7.1", (*a, "capex"), "billion"), ("6.1", (*b, "capex"), "billion")],
                ),
                trow(
                    w,
                    t1,
                    "Free cash flow",
                    [
                        ("5.6", (*a, "free_cash_flow"), "billion"),
                        ("24.3", (*b, "free_cash_flow"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Net debt",
                    [("11.2", (*a, "net_debt"), "billion"), ("0.3", (*b, "net_debt"), "billion")],
                ),
            ],
            style="columns",
        ),
    )
    t2 = "Margins, returns and per share measures"
    w.add(
        VTable(
            t2,
            ["", "FY2023", "FY2022"],
            [
                trow(
                    w,
                    t2,
                    "Underlying EBITDA margin (%)",
                    [
                        ("54", (*a, "underlying_ebitda_margin_pct"), "percent"),
                        ("65", (*b, "underlying_ebitda_margin_pct"), "percent"),
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Basic earnings per share (US cents)",
                    [("255.2", (*a, "basic_eps"), "cents per share"), None],
                ),
                trow(
                    w,
                    t2,
                    "Underlying basic earnings per share (US cents)",
                    [("265", (*a, "underlying_basic_eps"), "cents per share"), None],
                ),
                trow(
                    w,
                    t2,
                    "Dividends per share declared (US cents)",
                    [
                        (
                            "170",
                            (*a, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                        (
                            "325",
                            (*b, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                    ],
                ),
            ],
            style="columns",
        ),
    )
    w.page("Dividend")
    w.add(
        Heading("Shareholder returns", level=2),
        Para(
            "The Board determined a final dividend of "
            + w.fig(
                "US$0.80",
                (*a, "final_dps"),
                unit="dollars per share",
                label="final dividend",
                form="sentence",
                dividend_kind="final",
            )
            + " per share, equal to a "
            + w.fig(
                "59%",
                (*a, "payout_ratio_pct"),
                unit="percent",
                label="payout of second-half underlying attributable profit",
                form="sentence",
                qualifier="final dividend basis",
            )
            + " payout of second-half underlying attributable profit. Together with the "
            "interim dividend of "
            + w.fig(
                "90 US cents",
                (*a, "interim_dps"),
                unit="cents per share",
                label="interim dividend",
                form="sentence",
                dividend_kind="interim",
            )
            + " paid in March, that brings cash dividends for the year to "
            + w.fig(
                "US$1.70",
                (*a, "dividends_per_share"),
                unit="dollars per share",
                label="cash dividends for the year",
                form="sentence",
                dividend_kind="total",
            )
            + " per share. The minimum payout under the capital allocation framework is 50%."
        ),
    )
    t3 = "Production (BHP share unless stated)"
    w.add(
        VTable(
            t3,
            ["", "FY2023", "FY2022"],
            [
                trow(
                    w,
                    t3,
                    "Copper metal produced (kt)",
                    [
                        ("1,700", (*a, "copper_production_kt"), "kt"),
                        ("1,600", (*b, "copper_production_kt"), "kt"),
                    ],
                ),
                trow(
                    w,
                    t3,
                    "Iron ore, total (Mt)",
                    [
                        ("257.0", (*a, "iron_ore_production_mt"), "Mt", {"basis": "BHP share"}),
                        ("253.0", (*b, "iron_ore_production_mt"), "Mt", {"basis": "BHP share"}),
                    ],
                ),
                trow(
                    w,
                    t3,
                    "Western Australia Iron Ore (Mt)",
                    [
                        ("253", (*a, "waio_production_bhp_share_mt"), "Mt", {"basis": "BHP share"}),
                        None,
                    ],
                ),
                trow(
                    w,
                    t3,
                    "Western Australia Iron Ore, 100% basis (Mt)",
                    [
                        ("285", (*a, "waio_production_100pct_mt"), "Mt", {"basis": "100% basis"}),
                        None,
                    ],
                ),
            ],
            style="columns",
        ),
        Footnotes(
            ["Copper volumes are rounded to the nearest hundred thousand tonnes in this summary."]
        ),
    )
    return w.doc


def fmg_h1_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue half-year report, six months to 31 December 2024 (H1 FY2025)."""
    w = new_doc(
        "Fortescue half-year report December 2024.txt",
        "FMG",
        "Fortescue Ltd | ABN 57 002 594 872 | Half-Year Financial Report",
        "H1 FY2025",
        manifest,
    )
    a, b = ("FMG", "FY2025"), ("FMG", "FY2024")
    w.page("Highlights")
    t1 = "Half year ended 31 December (US$ billion unless shown)"
    w.add(
        Heading("Half-Year Report for the half year ended 31 December 2024"),
        Para(
            "Fortescue Ltd and its controlled entities, for the half year ended 31 December "
            "2024. Figures for the first half of the 2025 financial year are shown beside the "
            "first half of the 2024 financial year."
        ),
        VTable(
            t1,
            ["", "1H FY25", "1H FY24"],
            [
                trow(w, t1, "Revenue", [("7.6", (*a, "h1_revenue"), "billion"), None]),
                trow(
                    w,
                    t1,
                    "Iron ore revenue",
                    [None, ("8.71", (*b, "h1_iron_ore_revenue"), "billion")],
                ),
                trow(
                    w,
                    t1,
                    "EBITDA, underlying basis",
                    [
                        ("3.6", (*a, "h1_underlying_ebitda"), "billion"),
                        ("5.9", (*b, "h1_underlying_ebitda"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Profit for the half attributable to shareholders",
                    [
                        ("1.6", (*a, "h1_statutory_npat"), "billion"),
                        ("3.34", (*b, "h1_statutory_npat"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Cash inflow from operations",
                    [("2.4", (*a, "h1_net_operating_cash_flow"), "billion"), None],
                ),
                trow(
                    w, t1, "Free cash flow", [("0.7", (*a, "h1_free_cash_flow"), "billion"), None]
                ),
                trow(
                    w,
                    t1,
                    "Earnings per share (US cents)",
                    [("51", (*a, "h1_basic_eps"), "cents per share"), None],
                ),
            ],
            style="columns",
        ),
    )
    t2 = "Interim distribution"
    w.add(
        VTable(
            t2,
            ["", "1H FY25", "1H FY24"],
            [
                trow(
                    w,
                    t2,
                    "Interim dividend, fully franked (A cents per share)",
                    [
                        (
                            "50",
                            (*a, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                        (
                            "108",
                            (*b, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Proportion of half-year NPAT distributed (%)",
                    [
                        ("65", (*a, "h1_payout_ratio_pct"), "percent"),
                        ("65", (*b, "h1_payout_ratio_pct"), "percent"),
                    ],
                ),
            ],
            style="columns",
        ),
    )
    t3 = "Hematite operations, half year"
    w.add(
        VTable(
            t3,
            ["", "1H FY25"],
            [
                trow(
                    w,
                    t3,
                    "Ore shipped (million wet tonnes)",
                    [("97.1", (*a, "h1_iron_ore_shipments_mt"), "Mt")],
                ),
                trow(
                    w,
                    t3,
                    "Hematite cash production cost, C1 (US$ per wet tonne)",
                    [("19.17", (*a, "h1_c1_cost_usd_wmt"), "US$/wmt")],
                ),
                trow(
                    w,
                    t3,
                    "Average revenue per dry tonne (US$)",
                    [("85", (*a, "h1_realised_price_hematite_usd_dmt"), "US$/dmt")],
                ),
            ],
            style="columns",
        ),
        Para(
            "Dividends are declared in Australian cents although the accounts are presented "
            "in US dollars. The interim dividend will be paid in March."
        ),
    )
    return w.doc


def nst_h1_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star half-year results, half year ended 31 December 2023 (H1 FY2024)."""
    w = new_doc(
        "northern-star-1h-fy24-results.txt",
        "NST",
        "NORTHERN STAR RESOURCES LTD  ABN 43 092 832 892",
        "H1 FY2024",
        manifest,
    )
    a, b = ("NST", "FY2024"), ("NST", "FY2023")
    w.page("Results")
    t1 = "Financial results for the half (A$ million)"
    w.add(
        Heading("Financial results for the half year ended 31 December 2023"),
        Bullets(
            [
                "Gold sold of "
                + w.fig(
                    "781koz",
                    (*a, "h1_gold_sold_koz"),
                    unit="koz",
                    label="gold sold",
                    form="sentence",
                )
                + " at all-in sustaining costs of "
                + w.fig(
                    "A$1,878/oz",
                    (*a, "h1_aisc_aud_oz"),
                    unit="A$/oz",
                    label="all-in sustaining costs",
                    form="sentence",
                ),
                "Interim dividend of "
                + w.fig(
                    "15 cents",
                    (*a, "interim_dps"),
                    unit="cents per share",
                    label="interim dividend",
                    form="sentence",
                    dividend_kind="interim",
                )
                + " per share, unfranked, a payout of "
                + w.fig(
                    "25%",
                    (*a, "h1_payout_ratio_pct"),
                    unit="percent",
                    label="payout of cash earnings",
                    form="sentence",
                    qualifier="of cash earnings",
                )
                + " of cash earnings",
            ]
        ),
        VTable(
            t1,
            ["A$M", "1H FY24", "1H FY23"],
            [
                trow(w, t1, "Income from sales", [("2,248", (*a, "h1_revenue"), "million"), None]),
                trow(
                    w,
                    t1,
                    "EBITDA excluding significant items (underlying)",
                    [
                        ("889", (*a, "h1_underlying_ebitda"), "million"),
                        ("633", (*b, "h1_underlying_ebitda"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Cash earnings",
                    [
                        ("702", (*a, "h1_cash_earnings"), "million"),
                        ("467", (*b, "h1_cash_earnings"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Free cash flow on an underlying basis",
                    [("131", (*a, "h1_underlying_free_cash_flow"), "million"), None],
                ),
                trow(
                    w,
                    t1,
                    "Underlying net profit after tax",
                    [None, ("55", (*b, "h1_underlying_npat"), "million")],
                ),
                trow(
                    w,
                    t1,
                    "Net cash / (net debt)",
                    [
                        ("229", (*a, "h1_net_debt"), "million", {"qualifier": "net cash"}),
                        ("145", (*b, "h1_net_debt"), "million", {"qualifier": "net cash"}),
                    ],
                ),
            ],
            style="pipe",
        ),
    )
    t2 = "Operating and pricing metrics"
    w.add(
        VTable(
            t2,
            ["", "1H FY24", "1H FY23"],
            [
                trow(
                    w,
                    t2,
                    "Gold sold (koz)",
                    [
                        ("781", (*a, "h1_gold_sold_koz"), "koz"),
                        ("773", (*b, "h1_gold_sold_koz"), "koz"),
                    ],
                ),
                trow(
                    w,
                    t2,
                    "AISC (A$/oz)",
                    [
                        ("1,878", (*a, "h1_aisc_aud_oz"), "A$/oz"),
                        ("1,766", (*b, "h1_aisc_aud_oz"), "A$/oz"),
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Average gold price received (A$/oz)",
                    [
                        ("2,873", (*a, "h1_realised_gold_price_aud_oz"), "A$/oz"),
                        ("2,513", (*b, "h1_realised_gold_price_aud_oz"), "A$/oz"),
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Interim dividend (cents per share)",
                    [
                        (
                            "15",
                            (*a, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                        (
                            "11",
                            (*b, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Dividend as share of cash earnings (%)",
                    [
                        ("25", (*a, "h1_payout_ratio_pct"), "percent"),
                        ("27", (*b, "h1_payout_ratio_pct"), "percent"),
                    ],
                ),
            ],
            style="pipe",
        ),
        Para(
            "Revenue for the first half of FY23 was "
            + w.fig(
                "A$1.95 billion",
                (*b, "h1_revenue"),
                unit="billion",
                label="revenue (first half of FY23)",
                form="comparative",
            )
            + "."
        ),
        Para(
            "The dividend policy is to pay 20-30% of cash earnings. Cash earnings is "
            "underlying EBITDA less net interest, tax paid and sustaining capital."
        ),
    )
    return w.doc


def min_h1_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Mineral Resources half-year results, half year ended 31 December 2023 (H1 FY2024)."""
    w = new_doc("minres-half-year-results-dec-2023.md", "MIN", "", "H1 FY2024", manifest)
    a, b = ("MIN", "FY2024"), ("MIN", "FY2023")
    w.page("Results")
    t1 = "Group result (A$m)"
    w.add(
        Heading("Mineral Resources Limited -- results for the half year ended 31 December 2023"),
        Para("ABN 33 118 549 910. Investor release, February 2024."),
        VTable(
            t1,
            ["", "Half year to Dec 2023", "Half year to Dec 2022"],
            [
                trow(
                    w,
                    t1,
                    "Revenue earned from customer contracts",
                    [("2,514.7", (*a, "h1_revenue"), "million"), None],
                ),
                trow(
                    w,
                    t1,
                    "Underlying EBITDA",
                    [
                        ("674.9", (*a, "h1_underlying_ebitda"), "million"),
                        ("939", (*b, "h1_underlying_ebitda"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Net profit for the half, statutory",
                    [
                        ("518.0", (*a, "h1_statutory_npat"), "million"),
                        ("390", (*b, "h1_statutory_npat"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Profit after tax, underlying",
                    [
                        ("196", (*a, "h1_underlying_npat"), "million"),
                        ("387", (*b, "h1_underlying_npat"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Cash from operating activities",
                    [
                        ("624", (*a, "h1_net_operating_cash_flow"), "million"),
                        ("281", (*b, "h1_net_operating_cash_flow"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Cash on hand at period end",
                    [("1,383.1", (*a, "h1_cash_and_equivalents"), "million"), None],
                ),
                trow(
                    w,
                    t1,
                    "Net debt at period end",
                    [("3,546.7", (*a, "h1_net_debt"), "million"), None],
                ),
            ],
            style="pipe",
        ),
    )
    t2 = "Segment underlying EBITDA, half year to December 2023 (A$m)"
    w.add(
        VTable(
            t2,
            ["Segment", "A$m"],
            [
                trow(
                    w,
                    t2,
                    "Mining Services",
                    [
                        (
                            "253.7",
                            (*a, "h1_segment_underlying_ebitda_mining_services"),
                            "million",
                            {"qualifier": "mining services"},
                        )
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Iron Ore",
                    [
                        (
                            "266.2",
                            (*a, "h1_segment_underlying_ebitda_iron_ore"),
                            "million",
                            {"qualifier": "iron ore"},
                        )
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Lithium operations",
                    [
                        (
                            "271.4",
                            (*a, "h1_segment_underlying_ebitda_lithium"),
                            "million",
                            {"qualifier": "lithium"},
                        )
                    ],
                ),
            ],
            style="pipe",
        ),
        Para(
            "The group's underlying EBITDA margin was "
            + w.fig(
                "27 per cent",
                (*a, "h1_underlying_ebitda_margin_pct"),
                unit="percent",
                label="underlying EBITDA margin",
                form="sentence",
            )
            + ". Iron ore sold at a weighted average of "
            + w.fig(
                "US$111",
                (*a, "h1_realised_price_iron_ore_usd_dmt"),
                unit="US$/dmt",
                label="weighted average achieved iron ore price per dry tonne",
                form="sentence",
            )
            + " per dry tonne. The Board declared a fully franked interim dividend of "
            + w.fig(
                "20 cents",
                (*a, "interim_dps"),
                unit="cents per share",
                label="interim dividend",
                form="sentence",
                dividend_kind="interim",
            )
            + " per share, down from "
            + w.fig(
                "120 cents",
                (*b, "interim_dps"),
                unit="cents per share",
                label="interim dividend (prior half)",
                form="comparative",
                dividend_kind="interim",
            )
            + " a year earlier."
        ),
    )
    return w.doc


def rio_h1_2024(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto interim results, six months to 30 June 2024 (H1 of calendar 2024)."""
    w = new_doc(
        "Rio Tinto interim results 2024.txt",
        "RIO",
        "Rio Tinto | 2024 half year results",
        "H1 FY2024",
        manifest,
    )
    a, b = ("RIO", "FY2024"), ("RIO", "FY2023")
    w.page("Results")
    t1 = "Six months to 30 June (US$ millions, except where noted)"
    w.add(
        Heading("Half year results for the six months to 30 June 2024"),
        Para(
            "This release covers the six months to 30 June 2024. Rio Tinto's half years run "
            "from January to June; the full year is the calendar year. Comparatives are for "
            "the first six months of 2023."
        ),
        VTable(
            t1,
            ["", "2024", "2023"],
            [
                trow(
                    w,
                    t1,
                    "Consolidated group sales",
                    [
                        ("26,802", (*a, "h1_revenue"), "million"),
                        ("26,667", (*b, "h1_revenue"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Underlying EBITDA",
                    [
                        ("12,093", (*a, "h1_underlying_ebitda"), "million"),
                        ("11,728", (*b, "h1_underlying_ebitda"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Profit before income tax (US$ billion)",
                    [None, ("6.93", (*b, "h1_profit_before_tax"), "billion")],
                ),
                trow(
                    w,
                    t1,
                    "Net earnings attributable to Rio Tinto shareholders",
                    [
                        ("5,808", (*a, "h1_statutory_npat"), "million"),
                        ("5,117", (*b, "h1_statutory_npat"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Operating activities -- net cash inflow",
                    [
                        ("7,056", (*a, "h1_net_operating_cash_flow"), "million"),
                        ("6,975", (*b, "h1_net_operating_cash_flow"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Free cash flow",
                    [
                        ("2,843", (*a, "h1_free_cash_flow"), "million"),
                        ("3,769", (*b, "h1_free_cash_flow"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Earnings per share, basic (US cents)",
                    [
                        ("355.8", (*a, "h1_basic_eps"), "cents per share"),
                        ("313.9", (*b, "h1_basic_eps"), "cents per share"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Underlying EPS (US cents)",
                    [
                        ("354.3", (*a, "h1_underlying_eps"), "cents per share"),
                        ("352.9", (*b, "h1_underlying_eps"), "cents per share"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Interim ordinary dividend (US cents)",
                    [
                        (
                            "177.0",
                            (*a, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                        (
                            "177.0",
                            (*b, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                    ],
                ),
            ],
            style="columns",
        ),
        Para(
            "Underlying earnings were "
            + w.fig(
                "$5.8 billion",
                (*a, "h1_underlying_npat"),
                unit="billion",
                label="underlying earnings",
                form="sentence",
            )
            + " (first half of 2023: "
            + w.fig(
                "$5.7 billion",
                (*b, "h1_underlying_npat"),
                unit="billion",
                label="underlying earnings (first half of 2023)",
                form="comparative",
            )
            + "), and the interim dividend represents a "
            + w.fig(
                "50%",
                (*a, "h1_payout_ratio_pct"),
                unit="percent",
                label="interim payout of underlying earnings",
                form="sentence",
            )
            + " payout."
        ),
    )
    return w.doc


def nst_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star results for announcement to the market, year ended 30 June 2023."""
    w = new_doc(
        "NST Appendix 4E and full year results.txt",
        "NST",
        "Northern Star Resources Ltd -- Appendix 4E -- Preliminary Final Report",
        "FY2023",
        manifest,
    )
    a, b = ("NST", "FY2023"), ("NST", "FY2022")
    w.page("Results for announcement to the market")
    t1 = "Results for announcement to the market (A$ million)"
    w.add(
        Heading("Results for announcement to the market"),
        Para(
            "Northern Star Resources Ltd (ABN 43 092 832 892). Reporting period: year ended "
            "30 June 2023. Previous corresponding period: year ended 30 June 2022."
        ),
        VTable(
            t1,
            ["", "FY23", "FY22"],
            [
                trow(
                    w,
                    t1,
                    "Total sales revenue from ordinary activities",
                    [("4,131", (*a, "revenue"), "million"), ("3,735", (*b, "revenue"), "million")],
                ),
                trow(
                    w,
                    t1,
                    "EBITDA before significant items",
                    [None, ("1,517", (*b, "underlying_ebitda"), "million")],
                ),
                trow(
                    w,
                    t1,
                    "Statutory profit for the year after income tax",
                    [("585", (*a, "statutory_npat"), "million"), None],
                ),
                trow(
                    w,
                    t1,
                    "Underlying net profit after tax",
                    [
                        ("301", (*a, "underlying_npat"), "million"),
                        ("273", (*b, "underlying_npat"), "million"),
                    ],
                ),
                trow(w, t1, "Cash earnings", [("1,223", (*a, "cash_earnings"), "million"), None]),
                trow(
                    w,
                    t1,
                    "Investment in growth projects",
                    [("752", (*a, "growth_capex"), "million"), None],
                ),
            ],
            style="columns",
        ),
    )
    t2 = "Gold sales and costs"
    w.add(
        VTable(
            t2,
            ["", "FY23", "FY22"],
            [
                trow(
                    w,
                    t2,
                    "Gold sold (koz)",
                    [
                        ("1,563", (*a, "gold_sold_koz"), "koz"),
                        ("1,561", (*b, "gold_sold_koz"), "koz"),
                    ],
                ),
                trow(
                    w,
                    t2,
                    "All-in sustaining costs per ounce sold (A$)",
                    [
                        ("1,759", (*a, "aisc_aud_oz"), "A$/oz"),
                        ("1,633", (*b, "aisc_aud_oz"), "A$/oz"),
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Average price realised (A$ per ounce)",
                    [("2,639", (*a, "realised_gold_price_aud_oz"), "A$/oz"), None],
                ),
            ],
            style="columns",
        ),
    )
    t3 = "Dividends (cents per share)"
    w.add(
        VTable(
            t3,
            ["", "FY23", "FY22"],
            [
                trow(
                    w,
                    t3,
                    "Interim (paid March)",
                    [
                        (
                            "11",
                            ("NST", "FY2023", "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                        (
                            "10",
                            ("NST", "FY2022", "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t3,
                    "Final (unfranked)",
                    [
                        ("15.5", (*a, "final_dps"), "cents per share", {"dividend_kind": "final"}),
                        None,
                    ],
                ),
                trow(
                    w,
                    t3,
                    "Full year",
                    [
                        (
                            "26.5",
                            (*a, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                        (
                            "21.5",
                            (*b, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                    ],
                ),
            ],
            style="columns",
        ),
        Para(
            "Cash earnings is underlying EBITDA less net interest, tax paid and sustaining "
            "capital. A $300m on-market buy-back began during the year and the KCGM mill "
            "expansion was approved."
        ),
    )
    return w.doc


def min_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """Mineral Resources FY2023 results, Markdown with pipe tables."""
    w = new_doc("minres-fy23-full-year-results.md", "MIN", "", "FY2023", manifest)
    a, b = ("MIN", "FY2023"), ("MIN", "FY2022")
    w.page("Results")
    t1 = "Financial performance, year to 30 June (A$)"
    w.add(
        Heading("MinRes delivers record lithium earnings -- FY23 full year results"),
        Para("Mineral Resources Limited | For the year ended 30 June 2023"),
        VTable(
            t1,
            ["", "FY23", "FY22"],
            [
                trow(
                    w,
                    t1,
                    "Revenue ($bn)",
                    [("4.8", (*a, "revenue"), "billion"), ("3.418", (*b, "revenue"), "billion")],
                ),
                trow(
                    w,
                    t1,
                    "Underlying EBITDA ($bn)",
                    [
                        ("1.8", (*a, "underlying_ebitda"), "billion"),
                        ("1.024", (*b, "underlying_ebitda"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Underlying EBITDA margin",
                    [("37%", (*a, "underlying_ebitda_margin_pct"), "percent"), None],
                ),
                trow(
                    w,
                    t1,
                    "Profit after tax, statutory ($m)",
                    [
                        ("244", (*a, "statutory_npat"), "million"),
                        ("351", (*b, "statutory_npat"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Net profit after tax, underlying ($m)",
                    [
                        ("769", (*a, "underlying_npat"), "million"),
                        ("400", (*b, "underlying_npat"), "million"),
                    ],
                ),
                trow(
                    w,
                    t1,
                    "Cash on hand ($bn)",
                    [("1.4", (*a, "cash_and_equivalents"), "billion"), None],
                ),
                trow(w, t1, "Debt net of cash ($bn)", [("1.9", (*a, "net_debt"), "billion"), None]),
                trow(
                    w,
                    t1,
                    "Dividends paid and payable for the year (cents per share)",
                    [
                        (
                            "190",
                            (*a, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                        (
                            "100",
                            (*b, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                    ],
                ),
            ],
            style="pipe",
        ),
    )
    t2 = "Segment underlying EBITDA, FY23"
    w.add(
        VTable(
            t2,
            ["Segment", "FY23"],
            [
                trow(
                    w,
                    t2,
                    "Lithium segment ($bn)",
                    [
                        (
                            "1.3",
                            (*a, "segment_underlying_ebitda_lithium"),
                            "billion",
                            {"qualifier": "lithium"},
                        )
                    ],
                ),
                trow(
                    w,
                    t2,
                    "Mining Services ($m)",
                    [
                        (
                            "484",
                            (*a, "segment_underlying_ebitda_mining_services"),
                            "million",
                            {"qualifier": "mining services"},
                        )
                    ],
                ),
                trow(w, t2, "Iron Ore", [None]),
            ],
            style="pipe",
        ),
    )
    t3 = "Volumes"
    w.add(
        VTable(
            t3,
            ["", "FY23", "FY22"],
            [
                trow(
                    w,
                    t3,
                    "Iron ore exported (Mt, wet)",
                    [
                        ("17.5", (*a, "iron_ore_shipments_mt"), "Mt"),
                        ("19.2", (*b, "iron_ore_shipments_mt"), "Mt"),
                    ],
                ),
                trow(
                    w,
                    t3,
                    "Mt Marion spodumene shipped, SC6 equivalent, attributable (k dmt)",
                    [
                        (
                            "149",
                            (*a, "spodumene_shipments_kt_mt_marion"),
                            "kt",
                            {"qualifier": "Mt Marion", "basis": "attributable"},
                        ),
                        None,
                    ],
                ),
                trow(
                    w,
                    t3,
                    "Wodgina spodumene shipped, SC6 equivalent (k dmt)",
                    [
                        (
                            "143",
                            (*a, "spodumene_shipments_kt_wodgina"),
                            "kt",
                            {"qualifier": "Wodgina"},
                        ),
                        None,
                    ],
                ),
            ],
            style="pipe",
        ),
        Para(
            "The Board declared a fully franked final dividend of "
            + w.fig(
                "$0.70",
                (*a, "final_dps"),
                unit="dollars per share",
                label="fully franked final dividend",
                form="sentence",
                dividend_kind="final",
            )
            + " per share. Statutory profit includes non-cash impairment charges after tax of "
            "$552 million."
        ),
    )
    return w.doc


RELEASES = (
    rio_2022,
    bhp_fy2023,
    fmg_h1_fy2025,
    nst_h1_fy2024,
    min_h1_fy2024,
    rio_h1_2024,
    nst_fy2023,
    min_fy2023,
)
