"""A seventeenth hand-written set of the development split: ASX announcements and their press.

Shapes the earlier sets use little, each written in fresh words: Northern Star's first page
of its December 2024 half results (headline bullets with a percentage move, a "key metrics"
grid with the half and the prior corresponding period, a chair's quote, net cash in
brackets); Fortescue's June 2025 quarterly activities report with the quarter's columns in
words and dashes beside the year-to-date figures and the December half; BHP's FY25 investor
presentation as slide text in terse fragments with arrows; and two Appendix 3A.1 dividend
notices (Fortescue's FY25 final, BHP's December 2024 half interim). The press -- a wire on
Mineral Resources' loss, a newspaper piece on Rio Tinto's 2025 and a broker's note on
Fortescue's December half -- is in :mod:`evals.variant_dev.handwritten_seventeenth_press`.
Every figure goes through :class:`VWriter` and is checked against the data as written; a
figure the data does not hold is a dash or words.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Bullets, Document, Footnotes, Heading, Para, Table
from evals.variant.writer import DASH, VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows

CPS = "cents per share"
UP, DOWN = "\u25b2", "\u25bc"

# --- Northern Star: first page of the December 2024 half ---------------------------------


def nst_half_first_page_1h25(manifest: list[dict[str, Any]]) -> Document:
    """NST's 1H FY25 announcement: bullets with moves, a key metrics grid, the chair's quote."""
    w = new_doc(
        "NST ASX release - 1H FY25 financial results.txt",
        "NST",
        "ASX ANNOUNCEMENT | Northern Star Resources Ltd (ASX: NST)",
        "H1 FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "NST")
    w.page("Release")
    changes = [
        "+3%",
        "+24%",
        "+12%",
        "+28%",
        "+58%",
        "+63%",
        "n.m.",
        "n.m.",
        "n.m.",
        "+67%",
        "flat",
    ]
    w.add(
        Heading("Record half as gold price lifts margins"),
        Para(
            "PERTH -- Northern Star Resources Ltd releases its financial results for the half "
            "year ended 31 December 2024 (1H FY25). Comparisons are to the prior corresponding "
            "period, the half year ended 31 December 2023 (1H FY24). All currency in A$."
        ),
        Heading("Highlights", 2),
        Bullets(
            [
                "Sales revenue up 28% to A$"
                + s("2.87 billion", "FY2025", "h1_revenue", "billion", "sales revenue up to"),
                "Underlying EBITDA up 58% to A$"
                + s(
                    "1.402 billion",
                    "FY2025",
                    "h1_underlying_ebitda",
                    "billion",
                    "underlying EBITDA up to",
                )
                + ", the strongest half in the Company's history",
                "Cash earnings of A$"
                + s("1.146 billion", "FY2025", "h1_cash_earnings", "billion", "cash earnings of")
                + ", up 63%",
                "Gold sold "
                + s("804.14 koz", "FY2025", "h1_gold_sold_koz", "koz", "gold sold")
                + " at an average realised price of A$"
                + s(
                    "3,562/oz",
                    "FY2025",
                    "h1_realised_gold_price_aud_oz",
                    "A$/oz",
                    "average realised price",
                ),
                "Group all-in sustaining cost of A$"
                + s("2,105/oz", "FY2025", "h1_aisc_aud_oz", "A$/oz", "group all-in sustaining cost")
                + ", in line with guidance",
                "Cash and bullion of A$"
                + s("1.22 billion", "FY2025", "h1_cash_and_bullion", "billion", "cash and bullion")
                + "; investment in property, plant, equipment and mine development of A$"
                + s(
                    "1.06 billion",
                    "FY2025",
                    "h1_capex",
                    "billion",
                    "investment in PP&E and mine development",
                ),
                "Interim dividend of "
                + s(
                    "25 cents",
                    "FY2025",
                    "interim_dps",
                    CPS,
                    "interim dividend of",
                    dividend_kind="interim",
                )
                + " per share, fully franked, up 67%",
            ]
        ),
        table(
            w,
            "Key metrics",
            ["", "1H FY25", "1H FY24", "Change"],
            [
                (
                    "Gold sold (koz)",
                    [
                        c("804.14", "FY2025", "h1_gold_sold_koz", "koz"),
                        c("781", "FY2024", "h1_gold_sold_koz", "koz"),
                    ],
                ),
                (
                    "Realised price (A$/oz)",
                    [
                        c("3,562", "FY2025", "h1_realised_gold_price_aud_oz", "A$/oz"),
                        c("2,873", "FY2024", "h1_realised_gold_price_aud_oz", "A$/oz"),
                    ],
                ),
                (
                    "AISC (A$/oz)",
                    [
                        c("2,105", "FY2025", "h1_aisc_aud_oz", "A$/oz"),
                        c("1,878", "FY2024", "h1_aisc_aud_oz", "A$/oz"),
                    ],
                ),
                (
                    "Revenue (A$)",
                    [
                        c("2.87bn", "FY2025", "h1_revenue", "billion"),
                        c("2,248m", "FY2024", "h1_revenue", "million"),
                    ],
                ),
                (
                    "Underlying EBITDA (A$)",
                    [
                        c("1.402bn", "FY2025", "h1_underlying_ebitda", "billion"),
                        c("889m", "FY2024", "h1_underlying_ebitda", "million"),
                    ],
                ),
                (
                    "Cash earnings (A$)",
                    [
                        c("1.146bn", "FY2025", "h1_cash_earnings", "billion"),
                        c("702m", "FY2024", "h1_cash_earnings", "million"),
                    ],
                ),
                (
                    "Net cash flow from operating activities (A$)",
                    [c("1.25bn", "FY2025", "h1_net_operating_cash_flow", "billion"), None],
                ),
                (
                    "Underlying free cash flow (A$M)",
                    [None, c("131", "FY2024", "h1_underlying_free_cash_flow", "million")],
                ),
                (
                    "Net debt / (net cash) at period end (A$M)",
                    [
                        c("(265)", "FY2025", "h1_net_debt", "million"),
                        c("(229)", "FY2024", "h1_net_debt", "million"),
                    ],
                ),
                (
                    "Interim dividend (cps, fully franked)",
                    [
                        c("25", "FY2025", "interim_dps", CPS, dividend_kind="interim"),
                        c("15", "FY2024", "interim_dps", CPS, dividend_kind="interim"),
                    ],
                ),
                (
                    "Dividend as share of cash earnings (%)",
                    [
                        c("25", "FY2025", "h1_payout_ratio_pct", "percent"),
                        c("25", "FY2024", "h1_payout_ratio_pct", "percent"),
                    ],
                ),
            ],
            notes=[
                "n.m. = not meaningful or not reported for both halves.",
                "bn = billion, m = million; A$M rows in millions. Net cash shown in brackets. "
                "Underlying free cash flow for 1H FY25 is reported in the Appendix 4D "
                "commentary and is not repeated on this page.",
            ],
        ),
    )
    metrics = w.doc.pages[-1].blocks[-1]
    assert isinstance(metrics, Table)
    for row, change in zip(metrics.rows, changes, strict=True):
        row.append(change)
    w.add(
        Para(
            "Chair Michael Chaney said: \u201cOur people delivered a clean half. With the "
            "realised price well above the prior corresponding period and costs held to plan, "
            "the Board was pleased to lift the interim dividend while keeping the balance "
            "sheet in a net cash position.\u201d"
        ),
        Footnotes(
            [
                "This announcement is authorised for release to the ASX by the Board.",
                "Non-IFRS measures (underlying EBITDA, cash earnings, AISC) are unaudited.",
            ]
        ),
    )
    return w.doc


# --- Fortescue: June 2025 quarterly activities report -------------------------------------


def fmg_june_quarter_2025(manifest: list[dict[str, Any]]) -> Document:
    """FMG's June quarter report: quarter columns in words, year-to-date figures beside them."""
    w = new_doc(
        "FMG June quarter 2025 - activities report to the ASX.txt",
        "FMG",
        "Fortescue Ltd | Quarterly Production and Activities Report | June 2025",
        "FY2025",
        manifest,
    )
    c = partial(cell, "FMG")
    s = partial(say, w)
    w.page("Summary")
    title = "Operations and costs by reporting period"
    rows = worded_rows(
        w,
        title,
        [
            (
                "Ore shipped, all operations (Mt)",
                [
                    c("198.4", "FY2025", "iron_ore_shipments_mt", "Mt"),
                    c("191.6", "FY2024", "iron_ore_shipments_mt", "Mt"),
                    c("97.1", "FY2025", "h1_iron_ore_shipments_mt", "Mt"),
                ],
                [],
            ),
            (
                "  of which Iron Bridge magnetite concentrate (Mt)",
                [
                    c(
                        "7.1",
                        "FY2025",
                        "iron_bridge_shipments_mt",
                        "Mt",
                        qualifier="Iron Bridge",
                    ),
                    None,
                    None,
                ],
                [],
            ),
            (
                "Hematite revenue received (US$/dmt)",
                [
                    c("84.79", "FY2025", "realised_price_hematite_usd_dmt", "US$/dmt"),
                    c("103.01", "FY2024", "realised_price_hematite_usd_dmt", "US$/dmt"),
                    c("85", "FY2025", "h1_realised_price_hematite_usd_dmt", "US$/dmt"),
                ],
                [],
            ),
            (
                "Hematite C1 cost (US$/wmt)",
                [
                    c("17.99", "FY2025", "c1_cost_usd_wmt", "US$/wmt"),
                    c("18.24", "FY2024", "c1_cost_usd_wmt", "US$/wmt"),
                    c("19.17", "FY2025", "h1_c1_cost_usd_wmt", "US$/wmt"),
                ],
                [],
            ),
            (
                "Capital expenditure (US$ bn)",
                [c("3.9", "FY2025", "capex", "billion"), None, None],
                [],
            ),
        ],
    )
    body = [[r[0], "see note", "see note", *r[1:]] for r in rows]
    w.add(
        Heading("June 2025 quarter -- key points"),
        Para(
            "Full-year shipments reached "
            + s(
                "198.4 million tonnes",
                "FY2025",
                "iron_ore_shipments_mt",
                "Mt",
                "full-year shipments reached",
            )
            + ", a record, with Iron Bridge contributing "
            + s(
                "7.1 Mt",
                "FY2025",
                "iron_bridge_shipments_mt",
                "Mt",
                "Iron Bridge contributing",
                qualifier="Iron Bridge",
            )
            + " of concentrate (100% basis) as the plant continued its ramp-up. Hematite C1 "
            "cost for the year came in at US$"
            + s(
                "17.99/wmt", "FY2025", "c1_cost_usd_wmt", "US$/wmt", "hematite C1 cost for the year"
            )
            + ", below the prior year."
        ),
        VTable(
            title,
            ["", "Jun-25 qtr", "Mar-25 qtr", "FY25 YTD", "FY24 YTD", "1H FY25"],
            body,
            notes=[
                "Quarterly tonnages, prices and costs are set out in the attached production "
                "tables for each hub (Chichester, Solomon, Western) and are not repeated here; "
                f"{DASH} means not reported on this basis.",
                "Iron Bridge is a joint venture and is shown on a 100% basis.",
            ],
            style="columns",
        ),
        Para(
            "Shipping into the June quarter was described as steady, with the Western hub at "
            "nameplate for most of the period and the Chichester hub affected by planned "
            "maintenance in April."
        ),
    )
    return w.doc


# --- BHP: FY25 investor presentation (slide text) ------------------------------------------


def bhp_results_slides_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's FY25 investor slides: terse fragments with arrows, no sentences."""
    w = new_doc(
        "BHP FY25 results presentation - slides.txt",
        "BHP",
        "BHP | Financial results for the year ended 30 June 2025 | Investor presentation",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    w.page("Slide 3")
    w.add(
        Heading("Slide 3 | FY25: safe, reliable, disciplined", 2),
        Bullets(
            [
                "Revenue US$"
                + s("51.3 bn", "FY2025", "revenue", "billion", "revenue")
                + f" {DOWN} 8%",
                "Underlying EBITDA US$"
                + s("26 bn", "FY2025", "underlying_ebitda", "billion", "underlying EBITDA")
                + " | margin "
                + s("53%", "FY2025", "underlying_ebitda_margin_pct", "percent", "margin"),
                "Underlying attributable profit US$"
                + s(
                    "10.16 bn",
                    "FY2025",
                    "underlying_npat",
                    "billion",
                    "underlying attributable profit",
                )
                + f" {DOWN} 26%",
                "Attributable profit US$"
                + s("9.02 bn", "FY2025", "statutory_npat", "billion", "attributable profit")
                + f" {UP} 14%",
                "Net operating cash flow US$"
                + s(
                    "18.7 bn",
                    "FY2025",
                    "net_operating_cash_flow",
                    "billion",
                    "net operating cash flow",
                ),
            ]
        ),
    )
    w.page("Slide 7")
    w.add(
        Heading("Slide 7 | Volumes", 2),
        Bullets(
            [
                "Copper "
                + s("2.0 Mt", "FY2025", "copper_production_kt", "Mt", "copper")
                + f" {UP} 7% -- record",
                "WAIO (100%) "
                + s(
                    "290 Mt",
                    "FY2025",
                    "waio_production_100pct_mt",
                    "Mt",
                    "WAIO (100%)",
                    basis="100%",
                )
                + " -- record",
                "WAIO (BHP share) "
                + s(
                    "256.6 Mt",
                    "FY2025",
                    "waio_production_bhp_share_mt",
                    "Mt",
                    "WAIO (BHP share)",
                    basis="BHP share",
                )
                + f" {UP} 1% vs FY24 "
                + say(
                    w,
                    "255 Mt",
                    "FY2024",
                    "waio_production_bhp_share_mt",
                    "Mt",
                    "WAIO (BHP share) vs FY24",
                    form="comparative",
                    basis="BHP share",
                ),
                "Iron ore, total group share "
                + s(
                    "263 Mt",
                    "FY2025",
                    "iron_ore_production_mt",
                    "Mt",
                    "iron ore, total group share",
                ),
            ]
        ),
    )
    w.page("Slide 12")
    w.add(
        Heading("Slide 12 | Capital allocation", 2),
        Bullets(
            [
                "Capital & exploration US$"
                + s("9.79 bn", "FY2025", "capex", "billion", "capital & exploration")
                + f" {UP} 6%",
                "Net debt US$"
                + s("12.92 bn", "FY2025", "net_debt", "billion", "net debt")
                + " -- within the target range",
                "Final dividend US"
                + s(
                    "60c",
                    "FY2025",
                    "final_dps",
                    CPS,
                    "final dividend",
                    dividend_kind="final",
                )
                + f" {DOWN} 19% | full year US"
                + s(
                    "110c",
                    "FY2025",
                    "dividends_per_share",
                    CPS,
                    "full year",
                    dividend_kind="total",
                )
                + f" {DOWN} 25%",
                "Minimum 50% payout policy maintained",
            ]
        ),
        Footnotes(["Percentage moves vs FY24. Figures rounded; see the results announcement."]),
    )
    return w.doc


# --- Dividend notices (Appendix 3A.1) ----------------------------------------------------


def _notice(
    manifest: list[dict[str, Any]],
    name: str,
    ticker: str,
    entity: str,
    period: str,
    fy: str,
    metric: str,
    kind: str,
    printed: str,
    currency: str,
    lines: list[tuple[str, str]],
) -> Document:
    w = new_doc(
        name, ticker, "Appendix 3A.1 - Notification of dividend / distribution", period, manifest
    )
    w.page("Notice")
    amount = say(
        w,
        printed,
        fy,
        metric,
        CPS,
        "distribution amount per security",
        form="table",
        dividend_kind=kind,
    )
    body = [
        ["1.1 Name of entity", entity],
        ["1.6 Announcement type", "New announcement"],
        ["2A.1 Type of dividend/distribution", kind.capitalize()],
        *[[a, b] for a, b in lines[:4]],
        ["2A.9 Currency in which the dividend is paid", currency],
        ["2A.9a Distribution amount per +security", amount],
        *[[a, b] for a, b in lines[4:]],
    ]
    w.add(
        Heading("Notification of dividend / distribution"),
        VTable("Part 1 and Part 2A - details", ["Question", "Answer"], body, style="cells"),
        Footnotes(["Amounts per security are expressed in cents unless stated."]),
    )
    return w.doc


def fmg_final_notice_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """FMG's Appendix 3A.1 for the FY25 final dividend (A$, fully franked)."""
    return _notice(
        manifest,
        "FMG Appendix 3A.1 - final dividend FY25.txt",
        "FMG",
        "FORTESCUE LTD",
        "FY2025",
        "FY2025",
        "final_dps",
        "final",
        "60.0 cents",
        "AUD - Australian Dollar",
        [
            ("2A.2 The dividend relates to a period of", "12 months ending 30 June 2025"),
            ("2A.4 +Record date", "Monday 1 September 2025"),
            ("2A.5 Ex date", "Friday 29 August 2025"),
            ("2A.6 Payment date", "Wednesday 24 September 2025"),
            ("3A.1a Is the ordinary dividend franked?", "Yes -- 100% franked"),
            ("3A.4 Percentage of dividend that is unfranked", "0.0000%"),
        ],
    )


def bhp_interim_notice_1h25(manifest: list[dict[str, Any]]) -> Document:
    """BHP's Appendix 3A.1 for the interim declared on the December 2024 half (US cents)."""
    return _notice(
        manifest,
        "BHP Appendix 3A.1 - interim dividend half year to 31 Dec 2024.txt",
        "BHP",
        "BHP GROUP LIMITED",
        "H1 FY2025",
        "FY2025",
        "interim_dps",
        "interim",
        "50 US cents",
        "USD - US Dollar (paid in AUD, NZD, GBP or ZAR by election)",
        [
            ("2A.2 The dividend relates to a period of", "six months ending 31 December 2024"),
            ("2A.4 +Record date", "Friday 7 March 2025"),
            ("2A.5 Ex date", "Thursday 6 March 2025"),
            ("2A.6 Payment date", "Thursday 27 March 2025"),
            ("3A.1a Is the ordinary dividend franked?", "Yes -- fully franked at 30%"),
            ("3A.2 Is the dividend conduit foreign income?", "No"),
        ],
    )


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press)."""
    from evals.variant_dev.handwritten_seventeenth_press import PRESS

    return (
        nst_half_first_page_1h25,
        fmg_june_quarter_2025,
        bhp_results_slides_fy2025,
        fmg_final_notice_fy2025,
        bhp_interim_notice_1h25,
        *PRESS,
    )
