"""The fifteenth set's release and press: Rio Tinto's 2025 prices, gold and BHP in the papers.

Part of :mod:`evals.variant_dev.handwritten_fifteenth`: Rio Tinto's results release for
calendar 2025 with a table of average prices received by product (the prior year left
blank) and a volumes table by product; a newspaper piece on Northern Star's December 2024
half, its gold price and all-in sustaining cost in A$ an ounce beside the half a year earlier;
and a columnist's piece on BHP's year to June 2024 quoting the statutory and underlying
profit and the Pilbara joint ventures on BHP's share only. Every figure is checked against the
data as it is written.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, VTable, new_doc
from evals.variant_dev.kit import cell, say, say_of, table, worded_rows

# --- Rio Tinto: 2025 results release with a price table ---------------------------------------


def rio_results_release_2025(manifest: list[dict[str, Any]]) -> Document:
    """RIO's calendar 2025 release: headline, prices received by product, volumes by product."""
    w = new_doc(
        "Rio Tinto 2025 full year results release.md",
        "RIO",
        "Rio Tinto - 2025 full year results",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "RIO")
    w.page("Results")
    w.add(
        Heading("Chief Executive's statement", 2),
        Para(
            '"We lifted copper output by more than a quarter in 2025 while holding the iron '
            'ore business steady," the Chief Executive said. Consolidated sales revenue for '
            "the twelve months to 31 December 2025 was US$"
            + s("57.6 billion", "FY2025", "revenue", "billion", "consolidated sales revenue")
            + " and underlying EBITDA US$"
            + s("25.4 billion", "FY2025", "underlying_ebitda", "billion", "underlying EBITDA")
            + ". Net earnings attributable to owners came to US$"
            + s(
                "9.966 billion",
                "FY2025",
                "statutory_npat",
                "billion",
                "net earnings attributable to owners",
            )
            + ", while underlying earnings, which strip out impairments and exchange "
            "movements, were US$"
            + s("10.87 billion", "FY2025", "underlying_npat", "billion", "underlying earnings")
            + "."
        ),
        Heading("What we received", 2),
    )
    w.add(
        VTable(
            "Average prices received",
            ["", "Unit", "2025", "2024"],
            worded_rows(
                w,
                "Average prices received",
                [
                    (
                        "Pilbara iron ore (FOB)",
                        [
                            c("90", "FY2025", "realised_price_pilbara_iron_ore_usd_dmt", "US$/dmt"),
                            None,
                        ],
                        ["US$ per dry tonne"],
                    ),
                    (
                        "Copper",
                        [c("4.57", "FY2025", "realised_price_copper_usd_lb", "US$/lb"), None],
                        ["US$ per pound"],
                    ),
                    (
                        "Aluminium, including premiums",
                        [c("3,318", "FY2025", "realised_price_aluminium_usd_t", "US$/t"), None],
                        ["US$ per tonne"],
                    ),
                ],
                lead=True,
            ),
            style="pipe",
            notes=["2024 prices are in last year's release and are not repeated (dash)."],
        ),
        Heading("Volumes", 2),
        table(
            w,
            "Volumes by product",
            ["", "2025"],
            [
                (
                    "Pilbara iron ore shipped (Mt)",
                    [c("326.2", "FY2025", "iron_ore_shipments_mt", "Mt")],
                ),
                ("Bauxite mined (Mt)", [c("62.4", "FY2025", "bauxite_production_mt", "Mt")]),
                ("Aluminium smelted (Mt)", [c("3.38", "FY2025", "aluminium_production_mt", "Mt")]),
                ("Mined copper (kt)", [c("883", "FY2025", "copper_production_kt", "kt")]),
                (
                    "Lithium carbonate equivalent (kt)",
                    [c("57", "FY2025", "lithium_production_kt_lce", "kt")],
                ),
            ],
            style="pipe",
            notes=["Iron ore production for the year is in the fourth-quarter operations review."],
        ),
    )
    return w.doc


# --- Press: Northern Star's December 2024 half ------------------------------------------------


def nst_half_press_feb_2025(manifest: list[dict[str, Any]]) -> Document:
    """A newspaper piece on NST's December 2024 half, gold in A$ an ounce, a year earlier beside."""
    w = new_doc(
        "Gold miner rides record price - newspaper February 2025.txt",
        "NST",
        "Northern Star cashes in as bullion soars",
        "H1 FY2025",
        manifest,
    )
    s = partial(say, w)
    w.page("Article")
    w.add(
        Dateline("Perth | Markets | 21 February 2025"),
        Para(
            "Northern Star Resources sold "
            + s("804.14 koz", "FY2025", "h1_gold_sold_koz", "koz", "sold")
            + " of gold in the six months to December, up from "
            + s("781 koz", "FY2024", "h1_gold_sold_koz", "koz", "up from", form="comparative")
            + " a year earlier, and pocketed an average A$"
            + s(
                "3,562 an ounce",
                "FY2025",
                "h1_realised_gold_price_aud_oz",
                "A$/oz",
                "pocketed an average",
            )
            + " against A$"
            + s(
                "2,873",
                "FY2024",
                "h1_realised_gold_price_aud_oz",
                "A$/oz",
                "against",
                form="comparative",
            )
            + " in the December 2023 half."
        ),
        Para(
            "Costs climbed too. The all-in sustaining cost, the industry's yardstick for what it "
            "takes to keep the mines running, rose to A$"
            + s("2,105 an ounce", "FY2025", "h1_aisc_aud_oz", "A$/oz", "all-in sustaining cost")
            + " from A$"
            + s("1,878", "FY2024", "h1_aisc_aud_oz", "A$/oz", "from", form="comparative")
            + ", but the margin still widened."
        ),
        Para(
            "Revenue for the half reached A$"
            + s("2.87 billion", "FY2025", "h1_revenue", "billion", "revenue for the half")
            + " and underlying EBITDA A$"
            + s("1.402 billion", "FY2025", "h1_underlying_ebitda", "billion", "underlying EBITDA")
            + ". Cash earnings, the miner's preferred profit gauge, came in at A$"
            + s("1.146 billion", "FY2025", "h1_cash_earnings", "billion", "cash earnings")
            + ". Chief executive Stuart Tonkin said the Kalgoorlie mill expansion remained on "
            "budget. The company did not give a net profit figure in its market release, "
            "leaving that to the half-year accounts."
        ),
    )
    return w.doc


# --- Press: a column on BHP's year to June 2024 -----------------------------------------------


def bhp_column_aug_2024(manifest: list[dict[str, Any]]) -> Document:
    """A columnist on BHP's FY24: statutory against underlying, the Pilbara on BHP's share."""
    w = new_doc(
        "Column - BHP profit hit by Samarco August 2024.md",
        "BHP",
        "The Big Australian's two profits",
        "FY2024",
        manifest,
    )
    s = partial(say, w)
    w.page("Column")
    w.add(
        Dateline("Opinion | 28 August 2024"),
        Heading("Why BHP has two numbers for the same year", 2),
        Para(
            "BHP's accounts for the twelve months to June carry a headline profit of just "
            "US$"
            + s("7,897 million", "FY2024", "statutory_npat", "million", "headline profit")
            + ", dragged down by the Samarco dam settlement and the write-down of the "
            "Western Australian nickel business. Strip those out and the company earned US$"
            + s("13.66 billion", "FY2024", "underlying_npat", "billion", "strip those out")
            + ", the figure management prefers and the one the dividend is built on."
        ),
        Para(
            "Turnover slipped to US$"
            + s("55,658 million", "FY2024", "revenue", "million", "turnover slipped to")
            + ". The engine room is still iron ore: BHP's share of the Pilbara joint ventures "
            "came to "
            + s(
                "255 Mt",
                "FY2024",
                "waio_production_bhp_share_mt",
                "Mt",
                "BHP's share of the Pilbara joint ventures",
                basis="share",
            )
            + ", and copper output jumped to "
            + s("1,865 kt", "FY2024", "copper_production_kt", "kt", "copper output jumped to")
            + ", which is where chief executive Mike Henry wants the growth to come from."
        ),
        Para(
            "Rival Rio Tinto reports by calendar year, and in 2024 shipped "
            + say_of(
                w,
                "RIO",
                "328.6 Mt",
                "FY2024",
                "iron_ore_shipments_mt",
                "Mt",
                "Rio Tinto shipped",
            )
            + " from its own Pilbara ports. Investors will hear more at the February half."
        ),
    )
    return w.doc


PRESS = (rio_results_release_2025, nst_half_press_feb_2025, bhp_column_aug_2024)
