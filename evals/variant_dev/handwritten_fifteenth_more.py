"""The fifteenth set's reports: Mineral Resources by hub and half, Northern Star over five years.

Part of :mod:`evals.variant_dev.handwritten_fifteenth`: Mineral Resources' FY25 operations
review with a heading and a small table per hub (Onslow Iron on a 100% basis, the Pilbara Hub,
Wodgina and Mt Marion, each with produced and shipped rows and blanks where a year is not
given), its FY25 result told as losses in brackets; Mineral Resources' half-year pages told
only by their months ("July to December 2024" beside "July to December 2023"); and Northern
Star's five-year summary to June 2025, gold sold and all-in sustaining cost a year, prices in
A$ an ounce and its money in A$ millions or billions as each year was reported. Every figure
is checked against the data as it is written.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import new_doc
from evals.variant_dev.kit import cell, say, table

# --- Mineral Resources: FY25 operations review by hub -----------------------------------------


def min_operations_by_hub_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """MIN's FY25 review: one heading and table per hub, three years, blanks where not given."""
    w = new_doc(
        "Mineral Resources FY25 operations review by hub.md",
        "MIN",
        "Mineral Resources Limited - Annual Report 2025: Review of operations",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "MIN")
    w.page("Review of operations")
    w.add(
        Heading("Review of operations", 1),
        Para(
            "The year to 30 June 2025 brought revenue of A$"
            + s("4.45 billion", "FY2025", "revenue", "billion", "the year brought revenue of")
            + " and underlying EBITDA of A$"
            + s("901 million", "FY2025", "underlying_ebitda", "million", "underlying EBITDA of")
            + ". After impairments of lithium assets the statutory result was a loss of A$"
            + s(
                "896 million",
                "FY2025",
                "statutory_npat",
                "million",
                "the statutory result was a loss of",
            )
            + "; excluding those items the loss was A$"
            + s(
                "112 million",
                "FY2025",
                "underlying_npat",
                "million",
                "excluding those items the loss was",
            )
            + ". Each hub's volumes follow; a dash means the figure is not given for that year."
        ),
        Heading("Onslow Iron", 2),
        table(
            w,
            "Onslow Iron - ore shipped (Mt, wet, 100% of the joint venture)",
            ["", "FY25", "FY24"],
            [
                (
                    "Shipped through Port of Ashburton",
                    [
                        c(
                            "14",
                            "FY2025",
                            "iron_ore_shipments_mt_onslow_100pct",
                            "Mt",
                            basis="100%",
                            qualifier="Onslow Iron",
                        ),
                        None,
                    ],
                )
            ],
            style="pipe",
            notes=["First ore was shipped in May 2024; the FY24 tonnage is not shown."],
        ),
        Heading("Pilbara Hub", 2),
        table(
            w,
            "Pilbara Hub - ore shipped (Mt, wet)",
            ["", "FY25", "FY24"],
            [
                (
                    "Wonmunna and Iron Valley",
                    [
                        c(
                            "9.7",
                            "FY2025",
                            "iron_ore_shipments_mt_pilbara_hub",
                            "Mt",
                            qualifier="Pilbara Hub",
                        ),
                        None,
                    ],
                )
            ],
            style="pipe",
        ),
        Heading("Wodgina", 2),
        table(
            w,
            "Wodgina - spodumene concentrate (kt, dry)",
            ["", "FY25", "FY24", "FY23"],
            [
                (
                    "Produced",
                    [
                        None,
                        c(
                            "201",
                            "FY2024",
                            "spodumene_production_kt_wodgina",
                            "kt",
                            qualifier="Wodgina",
                        ),
                        None,
                    ],
                ),
                (
                    "Shipped, SC6 equivalent",
                    [
                        c(
                            "214",
                            "FY2025",
                            "spodumene_shipments_kt_wodgina",
                            "kt",
                            qualifier="Wodgina",
                        ),
                        None,
                        c(
                            "143",
                            "FY2023",
                            "spodumene_shipments_kt_wodgina",
                            "kt",
                            qualifier="Wodgina",
                        ),
                    ],
                ),
            ],
            style="pipe",
        ),
        Heading("Mt Marion", 2),
        table(
            w,
            "Mt Marion - spodumene concentrate (kt, dry)",
            ["", "FY25", "FY24", "FY23"],
            [
                (
                    "Produced",
                    [
                        None,
                        c(
                            "218",
                            "FY2024",
                            "spodumene_production_kt_mt_marion",
                            "kt",
                            qualifier="Mt Marion",
                        ),
                        None,
                    ],
                ),
                (
                    "Shipped, SC6 equivalent",
                    [
                        c(
                            "203",
                            "FY2025",
                            "spodumene_shipments_kt_mt_marion",
                            "kt",
                            qualifier="Mt Marion",
                        ),
                        None,
                        c(
                            "149",
                            "FY2023",
                            "spodumene_shipments_kt_mt_marion",
                            "kt",
                            qualifier="Mt Marion",
                        ),
                    ],
                ),
            ],
            style="pipe",
            notes=["Bald Hill was placed in care and maintenance and is not shown."],
        ),
    )
    return w.doc


# --- Mineral Resources: the half told by its months ------------------------------------------


def min_half_by_months_dec_2024(manifest: list[dict[str, Any]]) -> Document:
    """MIN's half-year pages: columns named only by months, losses in brackets."""
    w = new_doc(
        "Mineral Resources half-year results July to December 2024.txt",
        "MIN",
        "MinRes - Results for the six months July to December 2024",
        "H1 FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "MIN")
    w.page("Half at a glance")
    w.add(
        Heading("Half at a glance", 1),
        Para("A$ million unless stated; brackets are losses or outflows."),
        table(
            w,
            "Group earnings",
            ["", "Jul-Dec 2024", "Jul-Dec 2023"],
            [
                (
                    "Revenue",
                    [
                        c("2,290", "FY2025", "h1_revenue", "million"),
                        c("2,514.7", "FY2024", "h1_revenue", "million"),
                    ],
                ),
                (
                    "Underlying EBITDA",
                    [
                        c("302", "FY2025", "h1_underlying_ebitda", "million"),
                        c("674.9", "FY2024", "h1_underlying_ebitda", "million"),
                    ],
                ),
                (
                    "Underlying net profit after tax",
                    [
                        c("(196)", "FY2025", "h1_underlying_npat", "million"),
                        c("196", "FY2024", "h1_underlying_npat", "million"),
                    ],
                ),
                (
                    "Statutory net profit after tax",
                    [c("(807)", "FY2025", "h1_statutory_npat", "million"), None],
                ),
                (
                    "Cash flow from operations",
                    [
                        c("(656)", "FY2025", "h1_net_operating_cash_flow", "million"),
                        c("624", "FY2024", "h1_net_operating_cash_flow", "million"),
                    ],
                ),
            ],
            notes=["The statutory result for July-December 2023 was restated and is not shown."],
        ),
        table(
            w,
            "Iron ore received",
            ["", "Jul-Dec 2024", "Jul-Dec 2023"],
            [
                (
                    "Average price, US$ a dry tonne",
                    [
                        c("83", "FY2025", "h1_realised_price_iron_ore_usd_dmt", "US$/dmt"),
                        c("111", "FY2024", "h1_realised_price_iron_ore_usd_dmt", "US$/dmt"),
                    ],
                )
            ],
        ),
        Para(
            "Between July and December 2024 the iron ore business shipped "
            + s(
                "9.7 Mt",
                "FY2025",
                "h1_iron_ore_shipments_mt",
                "Mt",
                "the iron ore business shipped",
            )
            + " (wet) and the lithium business "
            + s(
                "261 kt",
                "FY2025",
                "h1_lithium_shipments_kt_sc6",
                "kt",
                "the lithium business shipped",
            )
            + " of SC6-equivalent concentrate. Mining Services earned EBITDA of A$"
            + s(
                "379 million",
                "FY2025",
                "h1_segment_underlying_ebitda_mining_services",
                "million",
                "Mining Services earned EBITDA of",
            )
            + ". Lithium prices received are discussed in the commodity section."
        ),
    )
    return w.doc


# --- Northern Star: five-year summary ----------------------------------------------------------


def nst_five_year_summary_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """NST's five years to June 2025: ounces, AISC, price, money in A$m or A$b."""
    w = new_doc(
        "Northern Star five year summary to June 2025.txt",
        "NST",
        "Northern Star Resources Ltd | Five-year summary",
        "FY2025",
        manifest,
    )
    c = partial(cell, "NST")
    w.page("Five-year summary")
    years = ["FY2025", "FY2024", "FY2023", "FY2022", "FY2021"]

    def row(metric: str, unit: str, printed: list[str | None]) -> list[Any]:
        return [
            None if p is None else c(p, fy, metric, unit)
            for p, fy in zip(printed, years, strict=True)
        ]

    w.add(
        Heading("Five-year summary", 1),
        Para("Years ended 30 June. Money in Australian dollars; m = million, b = billion."),
        table(
            w,
            "Production and costs",
            ["", "2025", "2024", "2023", "2022", "2021"],
            [
                (
                    "Gold sold (koz)",
                    row("gold_sold_koz", "koz", ["1,634", "1,621", "1,563", "1,561", "1,595"]),
                ),
                (
                    "All-in sustaining cost (A$/oz)",
                    row("aisc_aud_oz", "A$/oz", [None, "1,853", "1,759", "1,633", "1,483"]),
                ),
                (
                    "Average realised gold price (A$/oz)",
                    row(
                        "realised_gold_price_aud_oz", "A$/oz", ["3,922", None, "2,639", None, None]
                    ),
                ),
            ],
        ),
        table(
            w,
            "Financial results",
            ["", "2025", "2024", "2023", "2022", "2021"],
            [
                (
                    "Revenue",
                    [
                        c("6.4b", "FY2025", "revenue", "billion"),
                        c("4.92b", "FY2024", "revenue", "billion"),
                        c("4,131m", "FY2023", "revenue", "million"),
                        c("3,735m", "FY2022", "revenue", "million"),
                        c("2,761m", "FY2021", "revenue", "million"),
                    ],
                ),
                (
                    "Underlying EBITDA",
                    [
                        c("3.5b", "FY2025", "underlying_ebitda", "billion"),
                        c("2.19b", "FY2024", "underlying_ebitda", "billion"),
                        None,
                        c("1,517m", "FY2022", "underlying_ebitda", "million"),
                        c("1,159m", "FY2021", "underlying_ebitda", "million"),
                    ],
                ),
                (
                    "Underlying net profit after tax",
                    [
                        c("1.4b", "FY2025", "underlying_npat", "billion"),
                        None,
                        c("301m", "FY2023", "underlying_npat", "million"),
                        c("273m", "FY2022", "underlying_npat", "million"),
                        c("372m", "FY2021", "underlying_npat", "million"),
                    ],
                ),
                (
                    "Statutory net profit after tax",
                    [
                        None,
                        c("639m", "FY2024", "statutory_npat", "million"),
                        c("585m", "FY2023", "statutory_npat", "million"),
                        None,
                        c("1,032m", "FY2021", "statutory_npat", "million"),
                    ],
                ),
            ],
            notes=[
                "A dash: the figure is not carried into this summary for that year. FY2021 "
                "includes the merger with Saracen from February 2021."
            ],
        ),
    )
    return w.doc


MORE = (min_operations_by_hub_fy2025, min_half_by_months_dec_2024, nst_five_year_summary_fy2025)
