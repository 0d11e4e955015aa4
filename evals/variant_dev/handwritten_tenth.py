"""A tenth hand-written set of the development split: segments as columns, divisions, assets.

Written without reading the product's reading code, in shapes the earlier nine sets use
little: a segment note of a calendar-year miner whose product groups are the columns and
whose measures are the rows (EBITDA, a realised price and a volume each in its own unit, so
most cells of a row are empty, and the prior year's segment results left to another
report), a half-year review with one heading per division whose small tables never repeat
the division's name in their labels (the current half beside the prior half, the current
half's divisional EBITDA left out where the data lacks it), and an operations review by
asset with a 100% column beside the company's share for two years (the prior year's 100%
cell a dash). The cash flow statement, the dividend note and the quarterly production
review are in :mod:`evals.variant_dev.handwritten_tenth_more`, the press and the briefing
in :mod:`evals.variant_dev.handwritten_tenth_press`. Every recorded figure goes through
:class:`VWriter` and is checked against the data as it is written; a figure the data does
not hold is a dash or words, never made up.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Bullets, Document, Heading, Para
from evals.variant.writer import new_doc
from evals.variant_dev.kit import cell, say, table

# --- Rio Tinto: 2025 annual report, segment note with product groups as columns -------------


def rio_segment_note_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2025 segment note: product groups across, measures down, sparse rows."""
    w = new_doc(
        "Rio Tinto 2025 Annual Report - note 4 product group information.pdf",
        "RIO",
        "Rio Tinto 2025 Annual Report - Notes to the financial statements",
        "FY2025",
        manifest,
    )
    c = partial(cell, "RIO")
    w.page("Notes to the financial statements")
    w.add(
        Heading("4. Product group information"),
        Para(
            "The Group's reportable segments are its product groups. Each product group is "
            "managed by its own chief executive and reviewed by the Executive Committee on an "
            "underlying basis; the Group column includes central costs and other operations "
            "that are not allocated to a product group."
        ),
        table(
            w,
            "Year ended 31 December 2025",
            ["", "Iron Ore", "Copper", "Aluminium & Lithium", "Group"],
            [
                (
                    "Underlying EBITDA (US$bn)",
                    [
                        c("15.2", "FY2025", "segment_underlying_ebitda_iron_ore", "billion"),
                        c("7.4", "FY2025", "segment_underlying_ebitda_copper", "billion"),
                        c(
                            "4.6",
                            "FY2025",
                            "segment_underlying_ebitda_aluminium_lithium",
                            "billion",
                        ),
                        c("25.4", "FY2025", "underlying_ebitda", "billion"),
                    ],
                ),
                (
                    "Average realised price, US$ per dry tonne",
                    [
                        c("90", "FY2025", "realised_price_pilbara_iron_ore_usd_dmt", "US$/dmt"),
                        None,
                        None,
                        None,
                    ],
                ),
                (
                    "Average realised price, US$ per pound",
                    [
                        None,
                        c("4.57", "FY2025", "realised_price_copper_usd_lb", "US$/lb"),
                        None,
                        None,
                    ],
                ),
                (
                    "Average realised price, US$ per tonne",
                    [
                        None,
                        None,
                        c("3,318", "FY2025", "realised_price_aluminium_usd_t", "US$/t"),
                        None,
                    ],
                ),
                (
                    "Shipped from the Pilbara, Mt (100% basis)",
                    [
                        c("326.2", "FY2025", "iron_ore_shipments_mt", "Mt", basis="100%"),
                        None,
                        None,
                        None,
                    ],
                ),
                (
                    "Produced, consolidated basis (kt)",
                    [None, c("883", "FY2025", "copper_production_kt", "kt"), None, None],
                ),
                (
                    "Aluminium produced, Rio Tinto share (Mt)",
                    [None, None, c("3.38", "FY2025", "aluminium_production_mt", "Mt"), None],
                ),
                (
                    "Lithium carbonate equivalent produced (kt)",
                    [None, None, c("57", "FY2025", "lithium_production_kt_lce", "kt"), None],
                ),
                (
                    "Capital expenditure (US$bn)",
                    [None, None, None, c("12.3", "FY2025", "capex", "billion")],
                ),
            ],
            notes=[
                "A dash: the measure is not reported for that product group.",
                "Prices are averages of the product group's sales in the year; aluminium "
                "includes premiums.",
            ],
            widths=[72, 22, 20, 40, 20],
        ),
        Para(
            "Comparative product group results for 2024 were prepared under the previous "
            "structure, before the lithium operations were combined with aluminium, and are "
            "presented in the 2024 Annual Report rather than re-presented here. For the Group "
            "as a whole, underlying EBITDA for 2024 was US$"
            + say(
                w,
                "23,314",
                "FY2024",
                "underlying_ebitda",
                "million",
                "Group underlying EBITDA for 2024",
                form="comparative",
            )
            + " million."
        ),
    )
    return w.doc


# --- Mineral Resources: half to 31 December 2024, one section a division --------------------


def min_divisions_half_dec_2024(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's review of the December 2024 half: a heading per division, short labels."""
    w = new_doc(
        "MinRes 1H FY25 results - review of divisions.txt",
        "MIN",
        "Mineral Resources Limited - Half-year results 1H FY25 - Review of divisions",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "MIN")
    cols = ["", "1H FY25", "1H FY24"]
    w.page("Group")
    w.add(
        Heading("Group at a glance"),
        table(
            w,
            "Group (A$m)",
            cols,
            [
                (
                    "Revenue",
                    [
                        c("2,290", "FY2025", "h1_revenue", "million"),
                        c("2,514.7", "FY2024", "h1_revenue", "million", form="comparative"),
                    ],
                ),
                (
                    "Underlying EBITDA",
                    [
                        c("302", "FY2025", "h1_underlying_ebitda", "million"),
                        c(
                            "674.9",
                            "FY2024",
                            "h1_underlying_ebitda",
                            "million",
                            form="comparative",
                        ),
                    ],
                ),
                ("Statutory NPAT", [c("(807)", "FY2025", "h1_statutory_npat", "million"), None]),
                (
                    "Operating cash flow",
                    [
                        c("(656)", "FY2025", "h1_net_operating_cash_flow", "million"),
                        c(
                            "624",
                            "FY2024",
                            "h1_net_operating_cash_flow",
                            "million",
                            form="comparative",
                        ),
                    ],
                ),
            ],
        ),
    )
    w.page("Divisions")
    w.add(
        Heading("Mining Services", 2),
        Bullets(
            [
                "External and internal contracts across crushing, haulage and site services",
                "Volumes grew on the ramp-up of the Onslow Iron haul road",
            ]
        ),
        table(
            w,
            "",
            cols,
            [
                (
                    "Underlying EBITDA ($m)",
                    [
                        c(
                            "379",
                            "FY2025",
                            "h1_segment_underlying_ebitda_mining_services",
                            "million",
                        ),
                        c(
                            "253.7",
                            "FY2024",
                            "h1_segment_underlying_ebitda_mining_services",
                            "million",
                            form="comparative",
                        ),
                    ],
                ),
            ],
        ),
        Heading("Iron Ore", 2),
        Bullets(
            [
                "Shipments across all hubs, Onslow Iron and the Pilbara Hub together",
                "Price realised against a weaker benchmark and wider lower-grade discounts",
                "Underlying EBITDA for the half is reported with the operating segment note",
            ]
        ),
        table(
            w,
            "",
            cols,
            [
                (
                    "Shipped (M wmt)",
                    [c("9.7", "FY2025", "h1_iron_ore_shipments_mt", "Mt"), None],
                ),
                (
                    "Achieved price (US$/dmt)",
                    [
                        c("83", "FY2025", "h1_realised_price_iron_ore_usd_dmt", "US$/dmt"),
                        c(
                            "111",
                            "FY2024",
                            "h1_realised_price_iron_ore_usd_dmt",
                            "US$/dmt",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "Underlying EBITDA ($m)",
                    [
                        None,
                        c(
                            "266.2",
                            "FY2024",
                            "h1_segment_underlying_ebitda_iron_ore",
                            "million",
                            form="comparative",
                        ),
                    ],
                ),
            ],
        ),
        Heading("Lithium", 2),
        Bullets(
            [
                "Mt Marion and Wodgina, SC6 equivalent tonnes",
                "Bald Hill placed into care and maintenance during the half",
            ]
        ),
        table(
            w,
            "",
            cols,
            [
                (
                    "Shipped (k dmt SC6)",
                    [c("261", "FY2025", "h1_lithium_shipments_kt_sc6", "kt"), None],
                ),
                (
                    "Underlying EBITDA ($m)",
                    [
                        None,
                        c(
                            "271.4",
                            "FY2024",
                            "h1_segment_underlying_ebitda_lithium",
                            "million",
                            form="comparative",
                        ),
                    ],
                ),
            ],
            notes=["A dash: not presented in this review."],
        ),
    )
    return w.doc


# --- BHP: FY2025 operations review, assets on a 100% basis and BHP's share ------------------


def bhp_assets_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's FY25 operations review: 100% and BHP-share columns for two years by asset."""
    w = new_doc(
        "BHP operational review FY2025 - production by asset.md",
        "BHP",
        "BHP | Operational review for the year ended 30 June 2025",
        "FY2025",
        manifest,
    )
    c = partial(cell, "BHP")
    w.page("Operational review")
    w.add(
        Heading("Production by asset", 2),
        Para(
            "Volumes are shown for the whole operation (100%) and for BHP's interest. Where an "
            "asset is wholly owned or the measure is only reported on one basis, the other "
            "column is left blank."
        ),
        table(
            w,
            "Production (Mt unless stated)",
            ["", "FY25 100%", "FY25 BHP", "FY24 100%", "FY24 BHP"],
            [
                (
                    "Western Australia Iron Ore",
                    [
                        c("290", "FY2025", "waio_production_100pct_mt", "Mt", basis="100%"),
                        c("256.6", "FY2025", "waio_production_bhp_share_mt", "Mt", basis="equity"),
                        None,
                        c(
                            "255",
                            "FY2024",
                            "waio_production_bhp_share_mt",
                            "Mt",
                            basis="equity",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "Iron ore, all operations",
                    [
                        None,
                        c("263", "FY2025", "iron_ore_production_mt", "Mt", basis="equity"),
                        None,
                        c(
                            "259.7",
                            "FY2024",
                            "iron_ore_production_mt",
                            "Mt",
                            basis="equity",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "Copper, all operations (kt)",
                    [
                        None,
                        c("2,000", "FY2025", "copper_production_kt", "kt"),
                        None,
                        c("1,865", "FY2024", "copper_production_kt", "kt", form="comparative"),
                    ],
                ),
            ],
            style="pipe",
        ),
        Heading("Capital and exploration", 2),
        Para(
            "We invested "
            + say(
                w,
                "US$9.79 billion",
                "FY2025",
                "capex",
                "billion",
                "capital and exploration expenditure",
            )
            + " in capital and exploration across the portfolio in the year, up from "
            + say(
                w,
                "US$9.27 billion",
                "FY2024",
                "capex",
                "billion",
                "capital and exploration expenditure, prior year",
                form="comparative",
            )
            + ", with copper growth in Chile and South Australia and the Jansen potash project "
            "taking the larger share. The operations generated "
            + say(
                w,
                "US$18.7 billion",
                "FY2025",
                "net_operating_cash_flow",
                "billion",
                "net operating cash flow",
            )
            + " of net operating cash flow."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press)."""
    from evals.variant_dev.handwritten_tenth_more import MORE
    from evals.variant_dev.handwritten_tenth_press import PRESS

    return (rio_segment_note_2025, min_divisions_half_dec_2024, bhp_assets_fy2025, *MORE, *PRESS)
