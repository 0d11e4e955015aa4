"""An eleventh hand-written set of the development split: segments, dividends, cash, halves.

Written without reading the product's reading code, in shapes the earlier ten sets use
little: a half-year segment note of a diversified miner with its divisions across and a
total column that is not the sum of the divisions (central costs left out), each division
then described under its own heading in sentences that never name it; a calendar-year
miner's product group review in headed bullet lists (EBITDA, realised price and volume per
group, the group figures in a closing table with the central items left out); and an
Appendix 4E dividends section in the "amount per security" and "franked amount per
security" layout, the current period's rows above the previous corresponding period's,
then a paragraph on which dividends were paid in the year and which determined after it.
The cash flow history, the half-on-half summary and the halves table are in
:mod:`evals.variant_dev.handwritten_eleventh_more`, the press, the price table and the
dividend history in :mod:`evals.variant_dev.handwritten_eleventh_press`. Every recorded
figure goes through :class:`VWriter` and is checked against the data as it is written; a
figure the data does not hold is a dash or words, never made up.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Bullets, Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows

CPS = "cents per share"

# --- Mineral Resources: half to 31 December 2023, segment note ------------------------------


def min_segment_note_h1_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's 1H FY24 segment note: divisions across, a total that is not their sum."""
    w = new_doc(
        "Mineral Resources interim financial report December 2023 - note 3 segments.md",
        "MIN",
        "Mineral Resources Limited | Interim financial report | Half-year ended 31 December 2023",
        "H1 FY2024",
        manifest,
    )
    c = partial(cell, "MIN")
    w.page("Notes to the interim financial statements")
    w.add(
        Heading("Note 3. Operating segments", 2),
        Para(
            "The chief operating decision maker assesses the business through three reportable "
            "divisions. Energy, corporate costs and intersegment eliminations are reported in "
            "the Total column only and are not shown separately in this extract, so the "
            "divisional columns do not add to the Total."
        ),
        table(
            w,
            "Six months to 31 December 2023 (A$M)",
            ["", "Mining Services", "Lithium", "Iron Ore", "Total"],
            [
                (
                    "Earnings before interest, tax, D&A (underlying)",
                    [
                        c(
                            "253.7",
                            "FY2024",
                            "h1_segment_underlying_ebitda_mining_services",
                            "million",
                        ),
                        c("271.4", "FY2024", "h1_segment_underlying_ebitda_lithium", "million"),
                        c("266.2", "FY2024", "h1_segment_underlying_ebitda_iron_ore", "million"),
                        c("674.9", "FY2024", "h1_underlying_ebitda", "million"),
                    ],
                ),
                (
                    "Income from contracts with customers",
                    [None, None, None, c("2,514.7", "FY2024", "h1_revenue", "million")],
                ),
                (
                    "Weighted average price achieved (US$/dmt)",
                    [
                        None,
                        None,
                        c("111", "FY2024", "h1_realised_price_iron_ore_usd_dmt", "US$/dmt"),
                        None,
                    ],
                ),
            ],
            style="pipe",
            notes=["A dash: not allocated to, or not reported for, that division."],
        ),
        Heading("Mining Services", 3),
        Para(
            "Volumes held within guidance and the division won five new contracts with tier one "
            "clients; three existing contracts were renewed."
        ),
        Heading("Lithium", 3),
        Para(
            "The Mt Marion plant expansion was commissioned and pre-strip at Wodgina is well "
            "advanced; the acquired Bald Hill mine contributed from November. Weaker spodumene "
            "prices were offset by higher volumes shipped."
        ),
        Heading("Iron Ore", 3),
        Para(
            "Both hubs shipped in line with guidance and high benchmark prices with low product "
            "discounts lifted the margin; construction at Onslow Iron stayed within budget."
        ),
        Heading("Reconciliation to the Group result", 3),
        Para(
            "After depreciation, net finance costs and tax, the Group's underlying profit after "
            "tax for the half was $"
            + say(
                w, "196", "FY2024", "h1_underlying_npat", "million", "underlying profit after tax"
            )
            + " million, and the underlying EBITDA margin was "
            + say(
                w,
                "27 per cent",
                "FY2024",
                "h1_underlying_ebitda_margin_pct",
                "percent",
                "margin at the earnings line before D&A",
            )
            + ". Cash from operations was $"
            + say(
                w,
                "624",
                "FY2024",
                "h1_net_operating_cash_flow",
                "million",
                "cash from operations",
            )
            + " million. At balance date borrowings net of cash were $"
            + say(w, "3,546.7", "FY2024", "h1_net_debt", "million", "borrowings net of cash")
            + " million with $"
            + say(
                w,
                "1,383.1",
                "FY2024",
                "h1_cash_and_equivalents",
                "million",
                "cash on hand at balance date",
            )
            + " million of cash on hand. The directors have determined a fully franked interim "
            "dividend of "
            + say(
                w,
                "20",
                "FY2024",
                "interim_dps",
                CPS,
                "interim dividend determined",
                dividend_kind="interim",
            )
            + " cents per share."
        ),
    )
    return w.doc


# --- Rio Tinto: 2025 product group review, headed bullets ------------------------------------


def rio_product_groups_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2025 review by product group: a heading each, bullets that never name it."""
    w = new_doc(
        "Rio Tinto 2025 full year results - review by product group.txt",
        "RIO",
        "Rio Tinto  |  2025 full year results  |  Review by product group",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "RIO")
    w.page("Product groups")
    w.add(
        Para("Year to 31 December 2025. US dollars. Volumes as stated on each line."),
        Heading("Iron Ore", 2),
        Bullets(
            [
                "Contribution at the EBITDA line fell 11% to "
                + s(
                    "$15.2 billion",
                    "FY2025",
                    "segment_underlying_ebitda_iron_ore",
                    "billion",
                    "contribution at the EBITDA line",
                )
                + " on a lower benchmark.",
                "Sold at an average of "
                + s(
                    "$90 per dry metric tonne",
                    "FY2025",
                    "realised_price_pilbara_iron_ore_usd_dmt",
                    "US$/dmt",
                    "sold at an average of",
                )
                + ", free on board.",
                "Shipped "
                + s(
                    "326.2 million tonnes",
                    "FY2025",
                    "iron_ore_shipments_mt",
                    "Mt",
                    "shipped out of the Pilbara",
                    basis="100%",
                )
                + " on a 100% basis, with record output from April.",
            ]
        ),
        Heading("Copper", 2),
        Bullets(
            [
                "EBITDA more than doubled to "
                + s(
                    "$7.4 billion",
                    "FY2025",
                    "segment_underlying_ebitda_copper",
                    "billion",
                    "EBITDA more than doubled to",
                )
                + " as the underground mine at Oyu Tolgoi ramped up.",
                "Each pound sold fetched "
                + s(
                    "$4.57",
                    "FY2025",
                    "realised_price_copper_usd_lb",
                    "US$/lb",
                    "each pound sold fetched",
                )
                + " on average.",
                "Output rose to "
                + s("883 thousand tonnes", "FY2025", "copper_production_kt", "kt", "output rose to")
                + " on a consolidated basis, a record.",
            ]
        ),
        Heading("Aluminium & Lithium", 2),
        Bullets(
            [
                "Earnings before interest, tax and D&A grew 29% to "
                + s(
                    "$4.6 billion",
                    "FY2025",
                    "segment_underlying_ebitda_aluminium_lithium",
                    "billion",
                    "earnings before interest, tax and D&A grew to",
                )
                + ".",
                "Metal was sold for "
                + s(
                    "$3,318 a tonne",
                    "FY2025",
                    "realised_price_aluminium_usd_t",
                    "US$/t",
                    "metal was sold for",
                )
                + " including market premiums.",
                "Smelters cast "
                + s("3.38 Mt", "FY2025", "aluminium_production_mt", "Mt", "smelters cast")
                + " of metal; the mines dug a record "
                + s("62.4 Mt", "FY2025", "bauxite_production_mt", "Mt", "the mines dug a record")
                + " of bauxite; and the brine and hard-rock operations made "
                + s(
                    "57 kt",
                    "FY2025",
                    "lithium_production_kt_lce",
                    "kt",
                    "the brine and hard-rock operations made",
                )
                + " of lithium carbonate equivalent.",
            ]
        ),
        Heading("The Group", 2),
        table(
            w,
            "Group (US$ billion)",
            ["", "2025"],
            [
                (
                    "Sum of the product groups, plus central items",
                    [c("25.4", "FY2025", "underlying_ebitda", "billion")],
                ),
                (
                    "Cash from operating activities",
                    [c("16.8", "FY2025", "net_operating_cash_flow", "billion")],
                ),
                (
                    "Spent on property, plant and intangibles",
                    [c("12.3", "FY2025", "capex", "billion")],
                ),
                (
                    "Left after that spending and other items",
                    [c("4.0", "FY2025", "free_cash_flow", "billion")],
                ),
                ("Borrowings less cash, 31 December", [c("14.4", "FY2025", "net_debt", "billion")]),
            ],
            notes=[
                "Central items, other operations and eliminations are not shown separately, so "
                "the three product groups above do not add to the first line."
            ],
        ),
        Para(
            "Ordinary dividends for the year total "
            + s(
                "402 US cents",
                "FY2025",
                "dividends_per_share",
                CPS,
                "ordinary dividends for the year total",
                dividend_kind="total",
            )
            + " a share, "
            + s(
                "60%",
                "FY2025",
                "payout_ratio_pct",
                "percent",
                "of underlying earnings, the tenth year running",
            )
            + " of underlying earnings, the tenth year running at that level."
        ),
    )
    return w.doc


# --- Fortescue: Appendix 4E FY23, dividends section ------------------------------------------


def fmg_appendix_4e_dividends_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY23 Appendix 4E: amount and franked amount per security, paid vs determined."""
    w = new_doc(
        "Fortescue Appendix 4E FY23 - results and dividends.txt",
        "FMG",
        "Fortescue Metals Group Ltd  -  Appendix 4E  -  Preliminary final report  -  30 June 2023",
        "FY2023",
        manifest,
    )
    c = partial(cell, "FMG")
    w.page("Appendix 4E")
    w.add(
        Heading("1. Results for announcement to the market"),
        table(
            w,
            "Year ended 30 June 2023 (US$)",
            ["", "FY23"],
            [
                (
                    "Revenue from ordinary activities",
                    [c("16.87 billion", "FY2023", "revenue", "billion")],
                ),
                (
                    "Profit from ordinary activities after tax attributable to members",
                    [c("4.8 billion", "FY2023", "statutory_npat", "billion")],
                ),
                (
                    "Profit after tax before the Iron Bridge write-down and one-offs",
                    [c("5.5 billion", "FY2023", "underlying_npat", "billion")],
                ),
                (
                    "Earnings before interest, tax, D&A",
                    [c("10.0 billion", "FY2023", "underlying_ebitda", "billion")],
                ),
            ],
        ),
        Para(
            "Movements are given in the commentary rather than in this table. The write-down of "
            "Iron Bridge is the main item between the two profit lines."
        ),
        Heading("2. Dividends"),
        VTable(
            "Dividends (Australian cents)",
            ["", "Amount per security", "Franked amount per security", "Timing"],
            worded_rows(
                w,
                "Dividends (Australian cents)",
                [
                    (
                        "Current period - final",
                        [
                            c("100 cents", "FY2023", "final_dps", CPS, dividend_kind="final"),
                            c("100 cents", "FY2023", "final_dps", CPS, dividend_kind="final"),
                        ],
                        ["Determined after year end"],
                    ),
                    (
                        "Current period - interim",
                        [
                            c("75 cents", "FY2023", "interim_dps", CPS, dividend_kind="interim"),
                            c("75 cents", "FY2023", "interim_dps", CPS, dividend_kind="interim"),
                        ],
                        ["Paid in March 2023"],
                    ),
                    (
                        "Previous corresponding period - final",
                        [
                            c(
                                "121 cents",
                                "FY2022",
                                "final_dps",
                                CPS,
                                dividend_kind="final",
                                form="comparative",
                            ),
                            c(
                                "121 cents",
                                "FY2022",
                                "final_dps",
                                CPS,
                                dividend_kind="final",
                                form="comparative",
                            ),
                        ],
                        ["Paid in September 2022"],
                    ),
                    (
                        "Previous corresponding period - interim",
                        [
                            c(
                                "86 cents",
                                "FY2022",
                                "interim_dps",
                                CPS,
                                dividend_kind="interim",
                                form="comparative",
                            ),
                            c(
                                "86 cents",
                                "FY2022",
                                "interim_dps",
                                CPS,
                                dividend_kind="interim",
                                form="comparative",
                            ),
                        ],
                        ["Paid in March 2022"],
                    ),
                ],
            ),
            style="columns",
        ),
        Para(
            "Taken together the two current-period dividends come to A$"
            + say(
                w,
                "1.75",
                "FY2023",
                "dividends_per_share",
                "dollars per share",
                "the two current-period dividends together",
                dividend_kind="total",
            )
            + " a share, against A$"
            + say(
                w,
                "2.07",
                "FY2022",
                "dividends_per_share",
                "dollars per share",
                "the two previous-period dividends together",
                dividend_kind="total",
                form="comparative",
            )
            + " for the previous corresponding period. The dividends paid in cash during the "
            "year were the previous period's final and the current interim; the final for the "
            "current period was determined after the balance date and is not provided for."
        ),
        Heading("3. Other information"),
        Para(
            "Net debt at 30 June 2023 was US$"
            + say(w, "1.0 billion", "FY2023", "net_debt", "billion", "net debt at 30 June 2023")
            + ", being cash of US$"
            + say(w, "4.3 billion", "FY2023", "cash_and_equivalents", "billion", "cash")
            + " against gross debt of US$"
            + say(w, "5.3 billion", "FY2023", "gross_debt", "billion", "gross debt")
            + ". The margin at the EBITDA line was "
            + say(
                w,
                "59%",
                "FY2023",
                "underlying_ebitda_margin_pct",
                "percent",
                "the margin at the EBITDA line",
            )
            + "."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press)."""
    from evals.variant_dev.handwritten_eleventh_more import MORE
    from evals.variant_dev.handwritten_eleventh_press import PRESS

    return (
        min_segment_note_h1_fy2024,
        rio_product_groups_2025,
        fmg_appendix_4e_dividends_fy2023,
        *MORE,
        *PRESS,
    )
