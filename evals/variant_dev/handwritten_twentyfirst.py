"""A twenty-first hand-written set of the development split: dividends, sites, prices, press.

Written without reading the product's reading code, from the verified data and the shapes of
real announcements: Northern Star's FY25 Appendix 4E dividends section with the years down
the side and the kinds across, franking in words, a payment timetable whose dates are not
periods and each half's payout of cash earnings; BHP's shareholder returns with the kinds
down the side in US dollars a share, the record and payment dates of each dividend, the
final dividend determined after 30 June 2025 that belongs to FY25, and first-half copper by
asset beside the group; Mineral Resources' FY25 segment note under nicknames defined in
prose, with a Group column that must not answer a division; Mineral Resources' volumes by
operation with the ownership basis in a column; and Northern Star's gold price realised by
half and by year side by side, the second halves left as dashes. Press pieces, a CEO letter,
a five-year summary and a half-year report are in
:mod:`evals.variant_dev.handwritten_twentyfirst_more`. Every figure goes through
:class:`VWriter` and is checked against the data; a figure the data lacks is a dash or
``n/a``, never made up.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows

CPS = "cents per share"
DPS = "dollars per share"


# --- Northern Star: FY25 Appendix 4E, dividends section ---------------------------------------


def nst_appendix_4e_dividends(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's FY25 dividends: years down, kinds across, franking and dates in words."""
    w = new_doc(
        "Northern Star Appendix 4E FY25 - dividends and distributions.md",
        "NST",
        "Northern Star Resources Ltd | Appendix 4E | Year ended 30 June 2025",
        "FY2025",
        manifest,
    )
    c = partial(cell, "NST")

    def kinds(fy: str, interim: str, final: str | None, whole: str) -> list[Any]:
        return [
            c(interim, fy, "interim_dps", CPS, dividend_kind="interim"),
            None if final is None else c(final, fy, "final_dps", CPS, dividend_kind="final"),
            None,
            c(whole, fy, "dividends_per_share", CPS, dividend_kind="total"),
        ]

    title = "Distributions to shareholders by financial year (Australian cents a share)"
    w.page("Dividends")
    w.add(
        Heading("Dividends and distributions"),
        Para(
            "The table lists, for each financial year to 30 June, the amount paid on the "
            "December half, the amount declared once the year's accounts were settled, any "
            "one-off amount and the year's whole distribution. A dash: no amount for that "
            "column in the material this section draws on."
        ),
        VTable(
            title,
            [
                "Financial year",
                "On the December half",
                "After the 30 June close",
                "One-off",
                "Whole year",
                "Franking",
            ],
            worded_rows(
                w,
                title,
                [
                    ("FY25", kinds("FY2025", "25", None, "55"), ["see timetable"]),
                    ("FY24", kinds("FY2024", "15", "25", "40"), ["unfranked"]),
                    (
                        "FY23",
                        kinds("FY2023", "11", "15.5", "26.5"),
                        ["first fully franked; second unfranked"],
                    ),
                    ("FY22", kinds("FY2022", "10", None, "21.5"), ["\u2013"]),
                ],
            ),
            style="pipe",
        ),
    )
    whole = say(w, "A$0.55", "FY2025", "dividends_per_share", DPS, "A$ a share for FY25")
    w.add(
        Para(
            f"Expressed in dollars, holders received {whole} a share in respect of FY25. "
            "The second payment for FY25 was determined by the Board in August 2025, after "
            "the balance date, and is not a liability in the 30 June 2025 accounts; it is "
            "nonetheless a distribution for the year to 30 June 2025 and is counted in the "
            "whole-year column."
        ),
        Heading("Timetable for the payment determined in August 2025", 2),
        VTable(
            "Key dates",
            ["Event", "Date"],
            [
                ["Shares trade ex-entitlement", "2 September 2025"],
                ["Record date", "3 September 2025"],
                ["Payment date", "25 September 2025"],
            ],
            style="pipe",
            notes=["The payment is fully franked at 30%. A reinvestment plan operates."],
        ),
    )
    share = "Share of the half's cash earnings paid on the December half"
    w.add(
        Heading("How much of the half's cash earnings went back", 2),
        table(
            w,
            share,
            ["", "Dec-24 half", "Dec-23 half", "Dec-22 half"],
            [
                (
                    "Proportion returned",
                    [
                        c("25%", "FY2025", "h1_payout_ratio_pct", "percent"),
                        c("25%", "FY2024", "h1_payout_ratio_pct", "percent", form="comparative"),
                        c("27%", "FY2023", "h1_payout_ratio_pct", "percent", form="comparative"),
                    ],
                )
            ],
            style="pipe",
            notes=[
                "The policy is to return 20-30% of cash earnings. No whole-year ratio is given."
            ],
        ),
    )
    return w.doc


# --- BHP: shareholder returns FY25 with dates, and first-half copper by asset ------------------


def bhp_shareholder_returns_fy25(manifest: list[dict[str, Any]]) -> Document:
    """BHP's dividends with kinds down and years across in US$ a share, dates, copper by asset."""
    w = new_doc(
        "BHP Annual Report 2025 - returning cash to shareholders.txt",
        "BHP",
        "BHP Group Limited | Annual Report 2025 | Returning cash to shareholders",
        "FY2025",
        manifest,
    )
    c = partial(cell, "BHP")
    years = ("FY2025", "FY2024", "FY2023")

    def across(metric: str, unit: str, *printed: str | None, **o: Any) -> list[Any]:
        return [
            None
            if p is None
            else c(p, fy, metric, unit, form="table" if fy == "FY2025" else "comparative", **o)
            for p, fy in zip(printed, years, strict=True)
        ]

    title = "Cash per share determined for each year (US$ a share)"
    w.page("Returning cash to shareholders")
    w.add(
        Heading("Returning cash to shareholders"),
        Para(
            "Each year's first payment is determined in February, when the half to 31 "
            "December is reported; the second in August, after the books for the year to 30 "
            "June are closed. Both belong to the year they are determined for, not to the "
            "year in which they are paid. Every payment shown is fully franked."
        ),
        table(
            w,
            title,
            ["", "2025", "2024", "2023"],
            [
                (
                    "Determined in February",
                    across("interim_dps", DPS, "0.50", "0.72", "0.90", dividend_kind="interim"),
                ),
                (
                    "Determined in August",
                    across("final_dps", DPS, "0.60", "0.74", "0.80", dividend_kind="final"),
                ),
                ("Additional amount", [None, None, None]),
                (
                    "For the year",
                    across(
                        "dividends_per_share", DPS, "1.10", "1.46", "1.70", dividend_kind="total"
                    ),
                ),
                (
                    "Taken from underlying attributable profit (%)",
                    across("payout_ratio_pct", "percent", "55", "53", "59"),
                ),
            ],
            style="columns",
            notes=[
                "Years to 30 June. A dash: no additional amount was determined. The 2023 and "
                "2024 percentages relate to the August determination."
            ],
        ),
    )
    final = say(w, "60 US cents", "FY2025", "final_dps", CPS, "August determination, FY25")
    w.add(
        Para(
            f"On results day in August 2025 the Board determined {final} a share for the year "
            "to 30 June 2025. Holders on the register at the record date below receive it; "
            "the payment date falls in the following financial year, but the amount is "
            "reported with FY25."
        ),
        VTable(
            "Dividend timetable",
            ["", "February determination", "August determination"],
            [
                ["Ex-dividend (ASX)", "6 March 2025", "\u2013"],
                ["Record date", "7 March 2025", "5 September 2025"],
                ["Payment date", "27 March 2025", "25 September 2025"],
            ],
            style="columns",
        ),
    )
    red = "Red metal in the six months to 31 December 2024 (kt)"
    w.page("Copper by asset")
    w.add(
        Heading("Copper by asset, first half"),
        Para(
            "The Chilean operation led the half. The group line adds every copper asset and "
            "is not a figure for any one of them."
        ),
        table(
            w,
            red,
            ["", "Dec-24 half"],
            [
                (
                    "Escondida, Chile",
                    [c("644", "FY2025", "h1_copper_production_kt_escondida", "kt")],
                ),
                ("Escondida, BHP's share", [None]),
                ("All copper assets", [c("987", "FY2025", "h1_copper_production_kt", "kt")]),
            ],
            style="columns",
            notes=["A dash: not split by ownership in this table."],
        ),
    )
    return w.doc


# --- Mineral Resources: FY25 segment note under nicknames ---------------------------------------


def min_segment_note_fy25(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's segment note: divisions across under nicknames, the Group column beside them."""
    w = new_doc(
        "Mineral Resources Annual Report 2025 - note 2 operating segments.md",
        "MIN",
        "Mineral Resources Limited | Annual Report 2025 | Notes to the financial statements",
        "FY2025",
        manifest,
    )
    c = partial(cell, "MIN")
    title = "Note 2. Operating segments (A$ billion)"
    w.page("Operating segments")
    w.add(
        Heading("Note 2. Operating segments"),
        Para(
            "Management runs the business through three divisions, called here by the names "
            "used inside the company: 'Contracting' is the crushing, haulage and site services "
            "business (reported externally as Mining Services); 'Spodumene' holds the "
            "interests in the hard-rock lithium mines; 'Bulk ore' is the iron ore business in "
            "the Pilbara and at Onslow. 'Group' adds the divisions, central costs and "
            "eliminations, and is not a division's figure."
        ),
        VTable(
            title,
            ["", "Contracting", "Spodumene", "Bulk ore", "Group"],
            worded_rows(
                w,
                title,
                [
                    (
                        "FY25 - earnings before interest, tax, D&A and one-offs",
                        [
                            c(
                                "0.737",
                                "FY2025",
                                "segment_underlying_ebitda_mining_services",
                                "billion",
                            ),
                            None,
                            None,
                            c("0.901", "FY2025", "underlying_ebitda", "billion"),
                        ],
                        [],
                    ),
                    (
                        "FY25 - sales to third parties",
                        [None, None, None, c("4.45", "FY2025", "revenue", "billion")],
                        [],
                    ),
                    (
                        "FY23 - earnings before interest, tax, D&A and one-offs",
                        [
                            c(
                                "0.484",
                                "FY2023",
                                "segment_underlying_ebitda_mining_services",
                                "billion",
                                form="comparative",
                            ),
                            c(
                                "1.3",
                                "FY2023",
                                "segment_underlying_ebitda_lithium",
                                "billion",
                                form="comparative",
                            ),
                            None,
                            c("1.8", "FY2023", "underlying_ebitda", "billion", form="comparative"),
                        ],
                        [],
                    ),
                    (
                        "FY23 - sales to third parties",
                        [
                            None,
                            None,
                            None,
                            c("4.8", "FY2023", "revenue", "billion", form="comparative"),
                        ],
                        [],
                    ),
                ],
            ),
            style="pipe",
            notes=[
                "A dash: the division's amount is not carried in this extract. FY24 is "
                "presented in the prior year's report."
            ],
        ),
    )
    moved = say(
        w, "280 million", "FY2025", "mining_services_production_mt", "Mt", "wet tonnes moved"
    )
    w.add(
        Para(
            f"Contracting moved a record {moved} wet tonnes for its own mines and for "
            "external clients during FY25."
        )
    )
    return w.doc


# --- Mineral Resources: volumes by operation with a basis column -----------------------------


def min_volumes_by_operation(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's volumes by mine and hub, each row's basis in words, a group total below."""
    w = new_doc(
        "MinRes operations - volumes by operation FY23 to FY25.txt",
        "MIN",
        "Mineral Resources | Operations data book | Volumes by operation",
        "FY2025",
        manifest,
    )
    c = partial(cell, "MIN")
    title = "Volumes by operation (dry kt of concentrate; Mt of ore, wet)"
    w.page("Volumes by operation")
    w.add(
        Heading("Volumes by operation"),
        Para(
            "Each line states what is counted and on what footing. 'Ours' is the company's "
            "share of a joint venture; 'whole JV' counts every tonne of the venture; 'not "
            "stated' means the source gave no footing."
        ),
        VTable(
            title,
            ["Operation and what is counted", "Footing", "FY23", "FY24", "FY25"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Mt Marion - concentrate over the wharf (SC6 eq.)",
                        [
                            c(
                                "149",
                                "FY2023",
                                "spodumene_shipments_kt_mt_marion",
                                "kt",
                                basis="attributable",
                            ),
                            None,
                            c("203", "FY2025", "spodumene_shipments_kt_mt_marion", "kt"),
                        ],
                        ["ours (FY23); not stated (FY25)"],
                    ),
                    (
                        "Mt Marion - concentrate out of the plant",
                        [
                            None,
                            c("218", "FY2024", "spodumene_production_kt_mt_marion", "kt"),
                            None,
                        ],
                        ["not stated"],
                    ),
                    (
                        "Wodgina - concentrate over the wharf (SC6 eq.)",
                        [
                            c("143", "FY2023", "spodumene_shipments_kt_wodgina", "kt"),
                            None,
                            c("214", "FY2025", "spodumene_shipments_kt_wodgina", "kt"),
                        ],
                        ["not stated"],
                    ),
                    (
                        "Wodgina - concentrate out of the plant",
                        [None, c("201", "FY2024", "spodumene_production_kt_wodgina", "kt"), None],
                        ["not stated"],
                    ),
                    (
                        "Onslow Iron - ore onto ships",
                        [
                            None,
                            None,
                            c(
                                "14",
                                "FY2025",
                                "iron_ore_shipments_mt_onslow_100pct",
                                "Mt",
                                basis="100%",
                            ),
                        ],
                        ["whole JV"],
                    ),
                    (
                        "Pilbara Hub - ore onto ships",
                        [
                            None,
                            None,
                            c("9.7", "FY2025", "iron_ore_shipments_mt_pilbara_hub", "Mt"),
                        ],
                        ["not stated"],
                    ),
                ],
                lead=True,
            ),
            style="columns",
            notes=["A dash: not given for that year. Onslow Iron is not split by owner here."],
        ),
    )
    group = "All iron ore shipped, every hub together (Mt, wet)"
    w.add(
        table(
            w,
            group,
            ["", "FY21", "FY22", "FY23"],
            [
                (
                    "Company total",
                    [
                        c("17.3", "FY2021", "iron_ore_shipments_mt", "Mt", form="comparative"),
                        c("19.2", "FY2022", "iron_ore_shipments_mt", "Mt", form="comparative"),
                        c("17.5", "FY2023", "iron_ore_shipments_mt", "Mt"),
                    ],
                )
            ],
            style="columns",
            notes=["A total of all hubs; not a figure for any single hub."],
        ),
    )
    return w.doc


# --- Northern Star: gold price realised by half and by year -------------------------------------


def nst_gold_price_realised(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's realised gold price: July-December, January-June and year side by side."""
    w = new_doc(
        "Northern Star investor presentation - price realisation.txt",
        "NST",
        "Northern Star Resources | Investor presentation | What an ounce fetched",
        "FY2025",
        manifest,
    )
    c = partial(cell, "NST")

    def row(fy: str, first: str, year: str | None) -> list[Any]:
        return [
            c(first, fy, "h1_realised_gold_price_aud_oz", "A$/oz"),
            None,
            None if year is None else c(year, fy, "realised_gold_price_aud_oz", "A$/oz"),
        ]

    title = "What an ounce fetched (A$ an ounce, after hedging)"
    w.page("What an ounce fetched")
    w.add(
        Heading("What an ounce fetched"),
        Para(
            "The first column covers July to December, the second January to June, the last "
            "the whole year to 30 June. A dash: not given in the results this page draws on; "
            "a whole-year figure is not the average of the two columns beside it."
        ),
        table(
            w,
            title,
            ["Year to 30 June", "Jul-Dec", "Jan-Jun", "Twelve months"],
            [
                ("FY25", row("FY2025", "3,562", "3,922")),
                ("FY24", row("FY2024", "2,873", None)),
                ("FY23", row("FY2023", "2,513", "2,639")),
                ("FY22", row("FY2022", "2,388", None)),
            ],
            style="columns",
        ),
    )
    year = say(w, "A$3,922 an ounce", "FY2025", "realised_gold_price_aud_oz", "A$/oz", "an ounce")
    w.add(
        Para(
            f"Across FY25 the group banked {year}, a record, as the spot price kept climbing "
            "through the June half."
        )
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order."""
    from evals.variant_dev.handwritten_twentyfirst_more import MORE

    return (
        nst_appendix_4e_dividends,
        bhp_shareholder_returns_fy25,
        min_segment_note_fy25,
        min_volumes_by_operation,
        nst_gold_price_realised,
        *MORE,
    )
