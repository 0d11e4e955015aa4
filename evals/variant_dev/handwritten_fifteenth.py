"""A fifteenth hand-written set of the development split: volumes by asset, prices and costs.

Written without reading the product's reading code, in the shapes miners use for their
operating numbers: BHP's operational review for the December 2024 half, a quarterly layout
whose quarter columns are left blank ("refer to appendix") and whose half-year-to-date column
carries the figure, copper for the Group and Escondida on a 100% basis; BHP's FY25 operations
review with one small table per asset over three years, Western Australia Iron Ore on a 100%
basis and on BHP's interest (a year left blank); Fortescue's June 2025 quarterly with its
quarter columns in words and the year to date as the figure, the Pilbara hematite, Iron Bridge
magnetite, C1 cost a wet tonne and the hematite price received; and Fortescue's 1H25 half-year
report. Mineral Resources' hubs and Northern Star's five-year summary are in
:mod:`evals.variant_dev.handwritten_fifteenth_more`, Rio Tinto's price table and two press
pieces in :mod:`evals.variant_dev.handwritten_fifteenth_press`. Every recorded figure goes
through :class:`VWriter` and is checked against the data as it is written; a figure the data
does not hold is a dash or words.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Bullets, Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows

# --- BHP: operational review, half year to December 2024 -------------------------------------


def bhp_operational_review_dec_2024(manifest: list[dict[str, Any]]) -> Document:
    """BHP's December 2024 quarterly: quarter columns blank, the half-to-date as the figure."""
    w = new_doc(
        "BHP operational review half year ended December 2024.txt",
        "BHP",
        "BHP | Operational review for the half year ended 31 December 2024",
        "H1 FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "BHP")
    w.page("Summary")
    w.add(
        Heading("Operational review - December 2024 quarter and half", 1),
        Para(
            "Released to the ASX before the half-year results. Volumes for the quarter are "
            "shown in the appendix tables by asset; this page carries the half-year-to-date "
            "totals only, so the quarter columns below are marked as not reproduced."
        ),
        Bullets(
            [
                "Copper: the Group's mines produced "
                + s(
                    "987 kt",
                    "FY2025",
                    "h1_copper_production_kt",
                    "kt",
                    "the Group's mines produced",
                )
                + " of payable copper in the six months, on track for the upper half of the "
                "year's range.",
                "Escondida, the Chilean mine BHP operates with partners, produced "
                + s(
                    "644 kt",
                    "FY2025",
                    "h1_copper_production_kt_escondida",
                    "kt",
                    "Escondida produced",
                    basis="100%",
                    qualifier="Escondida",
                )
                + " on a 100 per cent basis, helped by higher concentrator feed grade.",
                "Iron ore: Western Australia Iron Ore ran in line with plan; the year's "
                "volumes will be given with the June quarter.",
            ]
        ),
        VTable(
            "Production summary",
            ["", "Basis", "Dec Q24", "Sep Q24", "HYTD Dec 24"],
            worded_rows(
                w,
                "Production summary",
                [
                    (
                        "Copper (kt)",
                        [c("987", "FY2025", "h1_copper_production_kt", "kt")],
                        ["BHP share", "refer appx", "refer appx"],
                    ),
                    (
                        "  of which Escondida (kt)",
                        [
                            c(
                                "644",
                                "FY2025",
                                "h1_copper_production_kt_escondida",
                                "kt",
                                basis="100%",
                                qualifier="Escondida",
                            )
                        ],
                        ["100%", "refer appx", "refer appx"],
                    ),
                    ("Iron ore (Mt)", [None], ["BHP share", "refer appx", "refer appx"]),
                ],
                lead=True,
            ),
            notes=[
                "HYTD: half year to date, six months to 31 December 2024. 'refer appx': the "
                "quarter's figure is given in the appendix by asset. A dash: not given on "
                "this page. Escondida is shown at 100%, not at BHP's majority interest."
            ],
        ),
        Para(
            "Unit costs, realised prices and the financial results for the half will be "
            "released with the half-year report; none is given in this review."
        ),
    )
    return w.doc


# --- BHP: FY25 operations review, one table per asset -----------------------------------------


def bhp_operations_review_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's FY25 operations review: a small table per asset across three years."""
    w = new_doc(
        "BHP operations review FY2025.md",
        "BHP",
        "BHP Annual Report 2025 - Operations review",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "BHP")
    w.page("Operations review")
    w.add(
        Heading("Operations review", 1),
        Para(
            "The Group's revenue for the year to 30 June 2025 came to US$"
            + s("51.26 billion", "FY2025", "revenue", "billion", "the Group's revenue")
            + ", with underlying EBITDA of US$"
            + s("26 billion", "FY2025", "underlying_ebitda", "billion", "underlying EBITDA")
            + ". Attributable profit was US$"
            + s("9.02 billion", "FY2025", "statutory_npat", "billion", "attributable profit")
            + " as reported and US$"
            + s(
                "10.16 billion",
                "FY2025",
                "underlying_npat",
                "billion",
                "attributable profit, underlying",
            )
            + " on an underlying basis. The tables below set out each asset's volumes over "
            "three years."
        ),
        Heading("Western Australia Iron Ore", 2),
        table(
            w,
            "WAIO - ore produced (Mt, wet)",
            ["", "2025", "2024", "2023"],
            [
                (
                    "Joint ventures in total (100%)",
                    [
                        c("290", "FY2025", "waio_production_100pct_mt", "Mt", basis="100%"),
                        None,
                        c("285", "FY2023", "waio_production_100pct_mt", "Mt", basis="100%"),
                    ],
                ),
                (
                    "BHP's interest",
                    [
                        c("256.6", "FY2025", "waio_production_bhp_share_mt", "Mt", basis="share"),
                        c("255", "FY2024", "waio_production_bhp_share_mt", "Mt", basis="share"),
                        c("253", "FY2023", "waio_production_bhp_share_mt", "Mt", basis="share"),
                    ],
                ),
            ],
            style="pipe",
            notes=["The 2024 joint-venture total was not restated in this report (dash)."],
        ),
        Heading("Iron ore, all sources", 2),
        table(
            w,
            "Iron ore attributable to BHP (Mt)",
            ["", "2025", "2024", "2023"],
            [
                (
                    "WAIO and Samarco, equity share",
                    [
                        c("263", "FY2025", "iron_ore_production_mt", "Mt"),
                        c("259.7", "FY2024", "iron_ore_production_mt", "Mt"),
                        c("257", "FY2023", "iron_ore_production_mt", "Mt"),
                    ],
                )
            ],
            style="pipe",
        ),
        Heading("Copper", 2),
        table(
            w,
            "Payable copper, Group (kt)",
            ["", "2025", "2024", "2023"],
            [
                (
                    "Escondida, Pampa Norte, Copper South Australia, Antamina",
                    [
                        c("2,000", "FY2025", "copper_production_kt", "kt"),
                        c("1,865", "FY2024", "copper_production_kt", "kt"),
                        c("1,700", "FY2023", "copper_production_kt", "kt"),
                    ],
                )
            ],
            style="pipe",
            notes=[
                "Escondida's own output for the full year is reported in the asset appendix "
                "and is not repeated here."
            ],
        ),
        Para(
            "Realised prices and unit costs by asset are set out in the financial review; "
            "this section covers volumes only."
        ),
    )
    return w.doc


# --- Fortescue: June 2025 quarterly production report ----------------------------------------


def fmg_june_quarter_2025(manifest: list[dict[str, Any]]) -> Document:
    """FMG's June 2025 quarterly: quarters in words, the year to date as the figure."""
    w = new_doc(
        "Fortescue quarterly production report June 2025.txt",
        "FMG",
        "Fortescue Ltd - Quarterly Production Report, period ended 30 June 2025",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "FMG")
    w.page("Metals and operations")
    w.add(
        Heading("Quarterly production report - June 2025", 1),
        Para(
            "Fortescue finished the 2025 financial year with record shipments of "
            + s(
                "198.4 Mt",
                "FY2025",
                "iron_ore_shipments_mt",
                "Mt",
                "finished the financial year with record shipments of",
            )
            + " from its Pilbara operations, including "
            + s(
                "7.1 Mt",
                "FY2025",
                "iron_bridge_shipments_mt",
                "Mt",
                "including magnetite concentrate from Iron Bridge",
                qualifier="Iron Bridge",
            )
            + " of magnetite concentrate from Iron Bridge. Hematite C1 cost came to US$"
            + s(
                "17.99",
                "FY2025",
                "c1_cost_usd_wmt",
                "US$/wmt",
                "hematite C1 cost",
            )
            + " a wet metric tonne for the year, and the average price received for hematite "
            "was US$"
            + s(
                "84.79",
                "FY2025",
                "realised_price_hematite_usd_dmt",
                "US$/dmt",
                "the average price received for hematite",
            )
            + " a dry metric tonne."
        ),
        VTable(
            "Metals - operating summary",
            ["", "Unit", "Jun qtr", "Mar qtr", "FY25 YTD", "FY24"],
            worded_rows(
                w,
                "Metals - operating summary",
                [
                    (
                        "Total ore shipped",
                        [
                            c("198.4", "FY2025", "iron_ore_shipments_mt", "Mt"),
                            c("191.6", "FY2024", "iron_ore_shipments_mt", "Mt"),
                        ],
                        ["Mt", "record", "wet weather"],
                    ),
                    (
                        "Iron Bridge concentrate shipped",
                        [
                            c(
                                "7.1",
                                "FY2025",
                                "iron_bridge_shipments_mt",
                                "Mt",
                                qualifier="Iron Bridge",
                            ),
                            None,
                        ],
                        ["Mt", "ramping up", "ramping up"],
                    ),
                    (
                        "Hematite C1 cost",
                        [
                            c("17.99", "FY2025", "c1_cost_usd_wmt", "US$/wmt"),
                            c("18.24", "FY2024", "c1_cost_usd_wmt", "US$/wmt"),
                        ],
                        ["US$/wmt", "lower", "higher"],
                    ),
                    (
                        "Hematite average revenue",
                        [
                            c("84.79", "FY2025", "realised_price_hematite_usd_dmt", "US$/dmt"),
                            c("103.01", "FY2024", "realised_price_hematite_usd_dmt", "US$/dmt"),
                        ],
                        ["US$/dmt", "steady", "softer"],
                    ),
                ],
                lead=True,
            ),
            notes=[
                "Quarter columns describe the quarter in words; the quarterly tonnages are in "
                "the attachment. Ore mined and processed are not shown in this summary. A "
                "dash: not reported for that year on this page."
            ],
        ),
        Heading("Outlook", 2),
        Para(
            "Guidance for the 2026 financial year will be confirmed with the annual results "
            "in August. Capital expenditure and the energy transition budget are not "
            "discussed in this report."
        ),
    )
    return w.doc


# --- Fortescue: half-year report, 1H25 --------------------------------------------------------


def fmg_half_year_1h25(manifest: list[dict[str, Any]]) -> Document:
    """FMG's half to 31 December 2024, called 1H25, headline table and operations."""
    w = new_doc(
        "Fortescue 1H25 half-year report.md",
        "FMG",
        "Fortescue | Half-Year Report 1H25",
        "H1 FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "FMG")
    w.page("1H25 in brief")
    w.add(
        Heading("1H25 in brief", 2),
        Para("All amounts in US dollars. 1H25 refers to the six months to 31 December 2024."),
        table(
            w,
            "Financial headlines, 1H25",
            ["", "US$"],
            [
                ("Revenue", [c("7.6b", "FY2025", "h1_revenue", "billion")]),
                ("Underlying EBITDA", [c("3.6b", "FY2025", "h1_underlying_ebitda", "billion")]),
                (
                    "Net profit after tax, reported",
                    [c("1.6b", "FY2025", "h1_statutory_npat", "billion")],
                ),
                (
                    "Earnings per share (cents)",
                    [c("51", "FY2025", "h1_basic_eps", "cents per share")],
                ),
                (
                    "Cash from operating activities",
                    [c("2.4b", "FY2025", "h1_net_operating_cash_flow", "billion")],
                ),
                ("Free cash flow", [c("0.7b", "FY2025", "h1_free_cash_flow", "billion")]),
            ],
            style="pipe",
            notes=["Underlying net profit is not presented for the half."],
        ),
        Heading("Operations in the half", 2),
        Para(
            "Shipments from the Pilbara reached "
            + s(
                "97.1 million tonnes",
                "FY2025",
                "h1_iron_ore_shipments_mt",
                "Mt",
                "shipments from the Pilbara reached",
            )
            + ". Hematite C1 cost was US$"
            + s("19.17/wmt", "FY2025", "h1_c1_cost_usd_wmt", "US$/wmt", "hematite C1 cost")
            + ", higher on the diesel and labour bill, and the average hematite price "
            "achieved was US$"
            + s(
                "85/dmt",
                "FY2025",
                "h1_realised_price_hematite_usd_dmt",
                "US$/dmt",
                "the average hematite price achieved",
            )
            + ", a lower share of the benchmark index than a year earlier. The interim "
            "dividend took "
            + s(
                "65%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "the interim dividend took",
            )
            + " of net profit after tax."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press)."""
    from evals.variant_dev.handwritten_fifteenth_more import MORE
    from evals.variant_dev.handwritten_fifteenth_press import PRESS

    return (
        bhp_operational_review_dec_2024,
        bhp_operations_review_fy2025,
        fmg_june_quarter_2025,
        fmg_half_year_1h25,
        *MORE,
        *PRESS,
    )
