"""A twelfth hand-written set of the development split: arrows, brackets, divisions across.

Written without reading the product's reading code, in shapes the earlier eleven sets use
little: BHP's FY25 results page opening with highlight bullets that lead with an arrow and
a percentage before the figure, then small tables whose measure is named only in the title
(the rows are bases or years) and the dividends with interim, final and year across;
Mineral Resources' FY25 results in A$ billions with its losses in brackets, the December
half told in sentences ("a loss of"), the divisions' EBITDA across with dashes where a
division is not repeated, and shipments by operation with a unit and basis column; and Rio
Tinto's June 2024 half, the money table titled in US$ millions with the halves across and
a per-share table beside it. The CEO letter, the five-year summary and the half-year
operations report are in :mod:`evals.variant_dev.handwritten_twelfth_more`, the press in
:mod:`evals.variant_dev.handwritten_twelfth_press`. Every recorded figure goes through
:class:`VWriter` and is checked against the data as it is written; a figure the data does
not hold is a dash or words, never made up.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Bullets, Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows, yoy

CPS = "cents per share"
UP, DOWN = "\u25b2", "\u25bc"

# --- BHP: FY25 results at a glance -----------------------------------------------------------


def bhp_results_at_a_glance_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's FY25 page: arrow-led bullets, tables titled by their measure, dividends across."""
    w = new_doc(
        "BHP results for the year ended 30 June 2025 - at a glance.md",
        "BHP",
        "BHP Group Limited | Results for the year ended 30 June 2025",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "BHP")
    w.page("At a glance")
    w.add(
        Heading("FY25 at a glance", 2),
        Para("Movements are against the year to 30 June 2024. US dollars unless marked."),
        Bullets(
            [
                f"{DOWN} 7.9% | Sales to customers of US$"
                + s("51.26 billion", "FY2025", "revenue", "billion", "sales to customers of")
                + ", as the iron ore price eased",
                f"{UP} 14% | Profit for members after exceptional items of US$"
                + s(
                    "9.02 billion",
                    "FY2025",
                    "statutory_npat",
                    "billion",
                    "profit for members after exceptional items",
                ),
                f"{DOWN} 26% | Members' profit with exceptional items taken out of US$"
                + s(
                    "10.16 billion",
                    "FY2025",
                    "underlying_npat",
                    "billion",
                    "members' profit with exceptional items taken out",
                ),
                "Operating earnings before D&A, exceptional items excluded, of US$"
                + s(
                    "26 billion",
                    "FY2025",
                    "underlying_ebitda",
                    "billion",
                    "operating earnings before D&A, exceptional items excluded",
                )
                + ", a margin of "
                + s(
                    "53%",
                    "FY2025",
                    "underlying_ebitda_margin_pct",
                    "percent",
                    "a margin of",
                ),
                f"{UP} 8.2% | Red metal out of the ground passed "
                + s(
                    "2.0 Mt",
                    "FY2025",
                    "copper_production_kt",
                    "Mt",
                    "red metal out of the ground",
                )
                + " for the first time",
                f"{UP} 1.2% | Ore railed and shipped from our own mines, our share: "
                + s(
                    "263 Mt",
                    "FY2025",
                    "iron_ore_production_mt",
                    "Mt",
                    "ore from our own mines, our share",
                ),
            ]
        ),
        table(
            w,
            "Cash and the balance sheet (US$ billion)",
            ["", "FY25", "FY24"],
            [
                (
                    "Brought in by the operations",
                    [c("18.7", "FY2025", "net_operating_cash_flow", "billion"), None],
                ),
                (
                    "Put back into capital and exploration",
                    yoy("BHP", "FY2025", "capex", "billion", "9.79", "9.27"),
                ),
                (
                    "Owed, less cash held, at 30 June",
                    yoy("BHP", "FY2025", "net_debt", "billion", "12.92", "9.12"),
                ),
                (
                    "Operating profit line",
                    [c("19.5", "FY2025", "profit_from_operations", "billion"), None],
                ),
            ],
            style="pipe",
            notes=["A dash: not repeated on this page. Capital up 5.6%; net debt up 42%."],
        ),
        table(
            w,
            "Western Australia Iron Ore production (Mt)",
            ["", "FY25", "FY24"],
            [
                (
                    "Whole of the joint ventures, 100 per cent",
                    [
                        c("290", "FY2025", "waio_production_100pct_mt", "Mt", basis="100%"),
                        None,
                    ],
                ),
                (
                    "Our interest only",
                    [
                        c(
                            "256.6",
                            "FY2025",
                            "waio_production_bhp_share_mt",
                            "Mt",
                            basis="BHP share",
                        ),
                        c(
                            "255",
                            "FY2024",
                            "waio_production_bhp_share_mt",
                            "Mt",
                            basis="BHP share",
                            form="comparative",
                        ),
                    ],
                ),
            ],
            style="pipe",
            notes=["A dash: the 100 per cent figure for FY24 is not given in this release."],
        ),
        table(
            w,
            "Dividends determined (US cents a share)",
            ["", "Interim", "Final", "Full year"],
            [
                (
                    "Year to June 2025",
                    [
                        c("50", "FY2025", "interim_dps", CPS, dividend_kind="interim"),
                        c("60", "FY2025", "final_dps", CPS, dividend_kind="final"),
                        c("110", "FY2025", "dividends_per_share", CPS, dividend_kind="total"),
                    ],
                ),
                (
                    "Year to June 2024",
                    [
                        c(
                            "72",
                            "FY2024",
                            "interim_dps",
                            CPS,
                            dividend_kind="interim",
                            form="comparative",
                        ),
                        c(
                            "74",
                            "FY2024",
                            "final_dps",
                            CPS,
                            dividend_kind="final",
                            form="comparative",
                        ),
                        c(
                            "146",
                            "FY2024",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            form="comparative",
                        ),
                    ],
                ),
            ],
            style="pipe",
        ),
        Para(
            "The interim was "
            + s(
                "50%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "share of the half's underlying attributable profit paid out",
            )
            + " of the December half's underlying attributable profit, the minimum the policy "
            "allows. No special dividend was determined for either year."
        ),
    )
    return w.doc


# --- Mineral Resources: FY25 results, losses in brackets -----------------------------------


def min_results_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's FY25: an A$ billions table in brackets, the half in words, divisions across."""
    w = new_doc(
        "Mineral Resources FY25 results announcement.md",
        "MIN",
        "Mineral Resources Limited | FY25 results | 30 June 2025",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "MIN")

    def two(metric: str, now: str, before: str | None) -> list[Any]:
        return yoy("MIN", "FY2025", metric, "billion", now, before)

    w.page("Results")
    w.add(
        Heading("A reset year", 2),
        Para(
            "The Group made a loss of A$"
            + s("896 million", "FY2025", "statutory_npat", "million", "the Group made a loss of")
            + " after tax for the year, after impairments in Lithium and the write-down of "
            "Yilgarn Hub assets on its closure."
        ),
        table(
            w,
            "Group (A$ billion; brackets are losses)",
            ["", "FY25", "FY24"],
            [
                ("Takings from customers", two("revenue", "4.45", "5.28")),
                (
                    "Earnings before interest, tax, D&A, before one-offs",
                    two("underlying_ebitda", "0.901", "1.06"),
                ),
                ("Bottom line attributable to members", two("statutory_npat", "(0.896)", "0.114")),
                ("Bottom line before one-offs", two("underlying_npat", "(0.112)", "0.158")),
                ("Debt after netting off cash, 30 June", two("net_debt", "5.35", "4.428")),
                ("Capital invested", two("capex", "1.9", None)),
            ],
            style="pipe",
            notes=["A dash: not given on a comparable basis."],
        ),
        table(
            w,
            "EBITDA before one-offs by division (A$ million)",
            ["", "Mining Services", "Lithium", "Iron Ore", "Group"],
            [
                (
                    "Half to 31 Dec 2024",
                    [
                        c(
                            "379",
                            "FY2025",
                            "h1_segment_underlying_ebitda_mining_services",
                            "million",
                        ),
                        None,
                        None,
                        c("302", "FY2025", "h1_underlying_ebitda", "million"),
                    ],
                ),
                (
                    "Year to 30 Jun 2025",
                    [
                        c("737", "FY2025", "segment_underlying_ebitda_mining_services", "million"),
                        None,
                        None,
                        c("901", "FY2025", "underlying_ebitda", "million"),
                    ],
                ),
            ],
            style="pipe",
            notes=[
                "A dash: Lithium and Iron Ore are set out in the segment note of the financial "
                "report and are not repeated here; the Group column includes central costs."
            ],
        ),
        Heading("The December half", 3),
        Para(
            "In the six months to 31 December 2024 sales were A$"
            + s("2,290 million", "FY2025", "h1_revenue", "million", "sales in the six months")
            + " and the Group reported a loss of A$"
            + s(
                "807 million",
                "FY2025",
                "h1_statutory_npat",
                "million",
                "the Group reported a loss of",
            )
            + " after tax, or a loss of A$"
            + s(
                "196 million",
                "FY2025",
                "h1_underlying_npat",
                "million",
                "a loss before one-offs",
            )
            + " before one-offs. Operating activities used A$"
            + s(
                "656 million",
                "FY2025",
                "h1_net_operating_cash_flow",
                "million",
                "operating activities used",
            )
            + " of cash. The lithium operations shipped "
            + s(
                "261 kt",
                "FY2025",
                "h1_lithium_shipments_kt_sc6",
                "kt",
                "the lithium operations shipped",
            )
            + " of spodumene concentrate (SC6 equivalent)."
        ),
        Heading("Shipments by operation", 3),
        VTable(
            "Shipped in FY25",
            ["", "Unit", "Basis", "FY25"],
            worded_rows(
                w,
                "Shipped in FY25",
                [
                    (
                        "Onslow Iron joint venture",
                        [
                            c(
                                "14",
                                "FY2025",
                                "iron_ore_shipments_mt_onslow_100pct",
                                "Mt",
                                basis="100%",
                                qualifier="Onslow Iron joint venture",
                            )
                        ],
                        ["Mt (wet)", "100% of the joint venture"],
                    ),
                    (
                        "Pilbara Hub (Wonmunna, Iron Valley)",
                        [
                            c(
                                "9.7",
                                "FY2025",
                                "iron_ore_shipments_mt_pilbara_hub",
                                "Mt",
                                qualifier="Pilbara Hub (Wonmunna, Iron Valley)",
                            )
                        ],
                        ["Mt (wet)", "as reported"],
                    ),
                    (
                        "Mt Marion, spodumene",
                        [
                            c(
                                "203",
                                "FY2025",
                                "spodumene_shipments_kt_mt_marion",
                                "kt",
                                qualifier="Mt Marion, spodumene",
                            )
                        ],
                        ["kt (dry, SC6)", "not stated"],
                    ),
                    (
                        "Wodgina, spodumene",
                        [
                            c(
                                "214",
                                "FY2025",
                                "spodumene_shipments_kt_wodgina",
                                "kt",
                                qualifier="Wodgina, spodumene",
                            )
                        ],
                        ["kt (dry, SC6)", "not stated"],
                    ),
                ],
                lead=True,
            ),
            style="pipe",
        ),
        Para(
            "Mining Services moved "
            + s(
                "280 Mt",
                "FY2025",
                "mining_services_production_mt",
                "Mt",
                "tonnes moved for clients and our own mines",
            )
            + " for external clients and the Group's own operations. The board has not "
            "determined a final dividend, so the total for the year is "
            + s(
                "0",
                "FY2025",
                "dividends_per_share",
                CPS,
                "dividend total for the year",
                dividend_kind="total",
            )
            + " cents a share."
        ),
    )
    return w.doc


# --- Rio Tinto: half to 30 June 2024 ---------------------------------------------------------


def rio_june_half_2024(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's June 2024 half: halves across, the money table titled in US$ millions."""
    w = new_doc(
        "Rio Tinto half year results 2024 - six months to 30 June.md",
        "RIO",
        "Rio Tinto | 2024 half year results",
        "H1 FY2024",
        manifest,
    )
    c = partial(cell, "RIO")

    def halves(metric: str, unit: str, now: str, before: str | None, **o: Any) -> list[Any]:
        cells: list[Any] = [c(now, "FY2024", metric, unit, **o)]
        cells.append(None if before is None else c(before, "FY2023", metric, unit, **o))
        return cells

    cols = ["", "1H 2024", "1H 2023"]
    w.page("Half year")
    w.add(
        Heading("Six months to 30 June 2024", 2),
        Para(
            "The first column is the half to 30 June 2024 and the second the same half of "
            "2023. Rio Tinto reports in US dollars."
        ),
        table(
            w,
            "US$ millions",
            cols,
            [
                ("Sales, consolidated", halves("h1_revenue", "million", "26,802", "26,667")),
                (
                    "Earnings before interest, tax, D&A, excluding one-offs",
                    halves("h1_underlying_ebitda", "million", "12,093", "11,728"),
                ),
                (
                    "Net earnings for owners of the group",
                    halves("h1_statutory_npat", "million", "5,808", "5,117"),
                ),
                (
                    "Inflow from operating activities",
                    halves("h1_net_operating_cash_flow", "million", "7,056", "6,975"),
                ),
                (
                    "Left after capital and leases",
                    halves("h1_free_cash_flow", "million", "2,843", "3,769"),
                ),
            ],
            style="pipe",
        ),
        table(
            w,
            "US cents a share",
            cols,
            [
                ("Earned, basic", halves("h1_basic_eps", CPS, "355.8", "313.9")),
                ("Earned, one-offs excluded", halves("h1_underlying_eps", CPS, "354.3", "352.9")),
                (
                    "Declared for the half",
                    halves("interim_dps", CPS, "177", "177", dividend_kind="interim"),
                ),
            ],
            style="pipe",
        ),
        Para(
            "Earnings with one-off items excluded were US$"
            + say(
                w,
                "5.8 billion",
                "FY2024",
                "h1_underlying_npat",
                "billion",
                "earnings with one-off items excluded",
            )
            + ", against US$"
            + say(
                w,
                "5.7 billion",
                "FY2023",
                "h1_underlying_npat",
                "billion",
                "the same measure a year before",
                form="comparative",
            )
            + " in the first half of 2023, and the interim of 177 US cents returns "
            + say(
                w,
                "50%",
                "FY2024",
                "h1_payout_ratio_pct",
                "percent",
                "returned of the half's earnings",
            )
            + " of them,."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press)."""
    from evals.variant_dev.handwritten_twelfth_more import MORE
    from evals.variant_dev.handwritten_twelfth_press import PRESS

    return (
        bhp_results_at_a_glance_fy2025,
        min_results_fy2025,
        rio_june_half_2024,
        *MORE,
        *PRESS,
    )
