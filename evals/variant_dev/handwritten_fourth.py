"""A fourth hand-written set of the development split: letters, statements, long summaries.

Written by someone who has not read the product's reading code, in shapes the earlier sets
use least: a chair's letter that gives the statutory and the underlying result and the
year's dividends in sentences only; a two-column income statement and cash-flow statement
with a note column and outflows in brackets (PDF); a dividend section listing what was
determined in respect of the year with franking, record and payment dates and the payout
share; an asset table with a 100% and an attributable column. Its tables of output by
basis, the five-year summary and the one-cell-a-line review are in
:mod:`evals.variant_dev.handwritten_fourth_tables`, its press pieces in
:mod:`evals.variant_dev.handwritten_fourth_press`. Every figure goes through
:class:`VWriter` and is checked against the data as it is written.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import NoteRef, VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows, yoy

CPS = "cents per share"
DPS = "dollars per share"
COPPER = "copper_production_kt"
IRON = "iron_ore_production_mt"


# --- BHP --------------------------------------------------------------------------------------


def bhp_chair_letter_fy2021(manifest: list[dict[str, Any]]) -> Document:
    """BHP's 2021 annual report: the chair's review, figures in sentences only."""
    w = new_doc(
        "BHP Annual Report 2021 - Chair's review.txt",
        "BHP",
        "BHP Group Limited | Annual Report 2021",
        "FY2021",
        manifest,
    )
    w.page("Chair's review")
    w.add(
        Heading("Chair's review"),
        Para("Dear Shareholder,"),
        Para(
            "The twelve months to 30 June 2021 were among the strongest in our history, and "
            "also a year of hard choices about the shape of the portfolio. On a statutory basis, "
            "profit after taxation attributable to members of the BHP Group was "
            + say(
                w,
                "US$11,304 million",
                "FY2021",
                "statutory_npat",
                "million",
                "profit after taxation attributable to members of the Group, statutory",
            )
            + ". That result carries exceptional items, including asset impairments. Setting "
            "those items aside, attributable profit was "
            + say(
                w,
                "US$17.1 billion",
                "FY2021",
                "underlying_npat",
                "billion",
                "attributable profit setting exceptional items aside",
            )
            + ", the measure the Board looks to when it decides what to return to you."
        ),
        Para(
            "Sales of our products brought in "
            + say(w, "US$60,817 million", "FY2021", "revenue", "million", "sales of our products")
            + ", and earnings before interest, tax, depreciation and amortisation, again before "
            "exceptional items, rose to "
            + say(
                w,
                "US$37.4 billion",
                "FY2021",
                "underlying_ebitda",
                "billion",
                "earnings before interest, tax, depreciation and amortisation before exceptional "
                "items",
            )
            + ". Borrowings less cash stood at "
            + say(
                w,
                "US$4.0 billion",
                "FY2021",
                "net_debt",
                "billion",
                "borrowings less cash at the end of June",
            )
            + " at the end of June, giving us room to invest through the cycle."
        ),
        Para(
            "With the record final dividend the Board has determined, shareholders will have "
            "received "
            + say(
                w,
                "301 US cents",
                "FY2021",
                "dividends_per_share",
                CPS,
                "amounts received by shareholders for the year, a share",
                dividend_kind="total",
            )
            + " a share for the year, fully franked, the most we have ever paid."
        ),
        Para(
            "During the year we agreed to merge our petroleum business with Woodside, approved "
            "the first stage of the Jansen potash project and proposed to unify our corporate "
            "structure under a single Australian parent."
        ),
        Para("Ken MacKenzie, Chair"),
    )
    return w.doc


def bhp_returns_operations_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """BHP's 2023 annual report: dividends determined, dates and payout; output by basis."""
    w = new_doc(
        "BHP Annual Report 2023 - shareholder returns and operations.txt",
        "BHP",
        "BHP Annual Report 2023",
        "FY2023",
        manifest,
    )
    c = partial(cell, "BHP", fy="FY2023")
    w.page("Shareholder returns")
    title = "Dividends determined in respect of the period"
    w.add(
        Heading("Shareholder returns"),
        Para("Financial year ended 30 June 2023. Dividends are declared in US cents per share."),
        VTable(
            title,
            ["", "US cents per share", "Franking", "Record date", "Payment date"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Interim dividend",
                        [c("90", metric="interim_dps", unit=CPS, dividend_kind="interim")],
                        ["Fully franked", "10 March 2023", "30 March 2023"],
                    ),
                    (
                        "Final dividend",
                        [c("80", metric="final_dps", unit=CPS, dividend_kind="final")],
                        ["Fully franked", "8 September 2023", "28 September 2023"],
                    ),
                    (
                        "Total in respect of the year",
                        [
                            c(
                                "170",
                                metric="dividends_per_share",
                                unit=CPS,
                                dividend_kind="total",
                            )
                        ],
                        ["", "", ""],
                    ),
                ],
            ),
        ),
        Para(
            "The final dividend equates to "
            + say(
                w,
                "59%",
                "FY2023",
                "payout_ratio_pct",
                "percent",
                "share of second-half underlying attributable profit the final dividend equates to",
                dividend_kind="final",
            )
            + " of underlying attributable profit for the second half, above the 50% minimum "
            "of our capital allocation framework. Dividends paid in cash during the year also "
            "included the final dividend for the 2022 financial year."
        ),
    )
    w.page("Operations")
    title = "Production by asset, year ended 30 June 2023"
    w.add(
        Heading("Operations"),
        Para(
            "Joint-venture assets are shown on a 100% basis and at BHP's share; group totals "
            "are at BHP's share only."
        ),
        VTable(
            title,
            ["", "Unit", "100% basis", "BHP share"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Western Australia Iron Ore",
                        [
                            c("285", metric="waio_production_100pct_mt", unit="Mt", basis="100%"),
                            c(
                                "253",
                                metric="waio_production_bhp_share_mt",
                                unit="Mt",
                                basis="BHP share",
                            ),
                        ],
                        ["Mt"],
                    ),
                    (
                        "Iron ore, group",
                        [None, c("257.0", metric=IRON, unit="Mt", basis="BHP share")],
                        ["Mt"],
                    ),
                    ("Copper, group", [None, c("1.7", metric=COPPER, unit="Mt")], ["Mt"]),
                ],
                lead=True,
            ),
        ),
        Para(
            "Underlying EBITDA of "
            + say(
                w, "US$28.0 billion", "FY2023", "underlying_ebitda", "billion", "underlying EBITDA"
            )
            + " was earned at a margin of "
            + say(
                w,
                "54%",
                "FY2023",
                "underlying_ebitda_margin_pct",
                "percent",
                "margin at which underlying EBITDA was earned",
            )
            + ". After capital and exploration spending, the business generated free cash of "
            + say(
                w,
                "US$5.6 billion",
                "FY2023",
                "free_cash_flow",
                "billion",
                "free cash generated after capital and exploration spending",
            )
            + "."
        ),
    )
    return w.doc


# --- Rio Tinto --------------------------------------------------------------------------------


def rio_statements_2022(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2022 annual report (PDF): income and cash-flow statements, two columns."""
    w = new_doc(
        "Rio Tinto 2022 Annual Report - financial statements extract.pdf",
        "RIO",
        "Rio Tinto 2022 Annual Report",
        "FY2022",
        manifest,
    )
    y = partial(yoy, "RIO", "FY2022")
    w.page("Cover")
    w.add(
        Heading("Rio Tinto 2022 Annual Report"),
        Para("Financial statements (extract) for the year ended 31 December 2022."),
        Para("Rio Tinto plc and Rio Tinto Limited. All amounts in US$ millions unless stated."),
    )
    w.page("Group income statement", contents_entry=True)
    w.add(
        Heading("Group income statement"),
        table(
            w,
            "Years ended 31 December",
            ["", "Note", "2022 US$m", "2021 US$m"],
            [
                (
                    "Consolidated sales revenue",
                    [NoteRef(6), *y("revenue", "million", "55,554", "63,495")],
                ),
                (
                    "Profit for the year attributable to owners of Rio Tinto (net earnings)",
                    [NoteRef(11), *y("statutory_npat", "million", "12,392", "21,094")],
                ),
            ],
            notes=["Extract: other lines of the statement are not reproduced."],
            widths=[86, 18, 27, 27],
        ),
    )
    w.page("Group cash flow statement", contents_entry=True)
    w.add(
        Heading("Group cash flow statement"),
        table(
            w,
            "Years ended 31 December",
            ["", "Note", "2022 US$m", "2021 US$m"],
            [
                (
                    "Net cash generated from operating activities",
                    [NoteRef(23), *y("net_operating_cash_flow", "million", "16,134", "25,345")],
                ),
                (
                    "Purchases of property, plant and equipment and intangible assets",
                    [NoteRef(13), *y("capex", "million", "(6,750)", "(7,384)")],
                ),
            ],
            notes=["Bracketed amounts are cash outflows."],
            widths=[86, 18, 27, 27],
        ),
    )
    w.page("Alternative performance measures", contents_entry=True)
    w.add(
        Heading("Alternative performance measures"),
        Para(
            "These measures are not defined under IFRS; the Directors use them to assess "
            "underlying performance."
        ),
        table(
            w,
            "Years ended 31 December (US$m)",
            ["", "2022", "2021"],
            [
                ("Underlying EBITDA", y("underlying_ebitda", "million", "26,272", "37,720")),
                ("Free cash flow", y("free_cash_flow", "million", "9,010", "17,664")),
            ],
            widths=[86, 36, 36],
        ),
        Para(
            "Underlying earnings, which exclude items the Directors do not regard as reflecting "
            "the year's performance, were "
            + say(
                w, "US$13.3 billion", "FY2022", "underlying_npat", "billion", "underlying earnings"
            )
            + " (2021: "
            + say(
                w,
                "US$21.4 billion",
                "FY2021",
                "underlying_npat",
                "billion",
                "underlying earnings, 2021",
                form="comparative",
            )
            + "), or "
            + say(
                w,
                "824.7 US cents",
                "FY2022",
                "underlying_eps",
                CPS,
                "underlying earnings a share",
            )
            + " a share. Net debt at 31 December 2022 was "
            + say(w, "US$4,188 million", "FY2022", "net_debt", "million", "net debt at 31 December")
            + "."
        ),
        Para(
            "Dividends determined for 2022 total "
            + say(
                w,
                "492 US cents",
                "FY2022",
                "dividends_per_share",
                CPS,
                "dividends determined for the year, a share",
                dividend_kind="total",
            )
            + " a share, "
            + say(
                w,
                "60%",
                "FY2022",
                "payout_ratio_pct",
                "percent",
                "portion of underlying earnings paid out",
                dividend_kind="total",
            )
            + " of underlying earnings, in line with our policy."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press)."""
    from evals.variant_dev.handwritten_fourth_press import PRESS
    from evals.variant_dev.handwritten_fourth_tables import (
        fmg_review_fy2021,
        min_five_year_fy2025,
        rio_operations_2024,
    )

    return (
        bhp_chair_letter_fy2021,
        bhp_returns_operations_fy2023,
        rio_statements_2022,
        rio_operations_2024,
        min_five_year_fy2025,
        fmg_review_fy2021,
        *PRESS,
    )
