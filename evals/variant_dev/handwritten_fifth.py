"""A fifth hand-written set of the development split: quarterlies, 4D pages, data packs, FAQs.

Written by someone who has not read the product's reading code, in shapes the earlier four
sets use least: a quarterly activities report whose tables put the quarter beside the
year-to-date and prior-year columns (only the year-to-date and prior-year cells are
recorded; the quarter's own tonnes come from the data's quotes and are asked about by no
question); an Appendix 4D page with "up"/"down" lines and the previous corresponding
half in a sentence; a sustainability data pack whose "Economic contribution" table names
the measures as a reporting framework does; a shareholders' question-and-answer page on
dividends. Its slides and meeting addresses are in
:mod:`evals.variant_dev.handwritten_fifth_talk`, its broker note and newspaper piece in
:mod:`evals.variant_dev.handwritten_fifth_press`. Every recorded figure goes through
:class:`VWriter` and is checked against the data as it is written.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Bullets, Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows

CPS = "cents per share"
DPS = "dollars per share"


# --- Mineral Resources: quarterly activities report, June 2023 --------------------------------


def min_june_quarter_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's June 2023 quarter: quarter, year-to-date and prior-year columns side by side."""
    w = new_doc(
        "Mineral Resources quarterly activities report - June 2023.txt",
        "MIN",
        "Mineral Resources Limited | Quarterly Activities Report",
        "FY2023",
        manifest,
    )
    c = partial(cell, "MIN")
    ore = "Iron ore, million wet metric tonnes"
    lithium = "Spodumene concentrate, SC6 equivalent, thousand dry metric tonnes"
    w.page("Quarterly activities report")
    w.add(
        Heading("Quarterly activities report: three months to 30 June 2023"),
        Para(
            "The quarter column covers April to June 2023. The year-to-date column runs from "
            "1 July 2022 and so closes the financial year; the right-hand column repeats the "
            "whole of the previous financial year for comparison."
        ),
        VTable(
            ore,
            ["", "Jun Qtr", "YTD FY23", "FY22"],
            worded_rows(
                w,
                ore,
                [
                    (
                        "Tonnes exported, Yilgarn and Pilbara hubs together",
                        [
                            c("17.5", "FY2023", "iron_ore_shipments_mt", "Mt"),
                            c("19.2", "FY2022", "iron_ore_shipments_mt", "Mt", form="comparative"),
                        ],
                        ["4.3"],
                    ),
                ],
                lead=True,
            ),
        ),
        VTable(
            lithium,
            ["", "Jun Qtr", "YTD FY23"],
            worded_rows(
                w,
                lithium,
                [
                    (
                        "Mt Marion, MinRes interest",
                        [c("149", "FY2023", "spodumene_shipments_kt_mt_marion", "kt")],
                        ["39"],
                    ),
                    (
                        "Wodgina",
                        [c("143", "FY2023", "spodumene_shipments_kt_wodgina", "kt")],
                        ["34"],
                    ),
                ],
                lead=True,
            ),
            notes=["Mt Marion tonnes are the Group's attributable share of the joint venture."],
        ),
        Heading("Corporate", 2),
        Para(
            "Money in the bank when the quarter closed on 30 June was "
            + say(
                w,
                "$1.4 billion",
                "FY2023",
                "cash_and_equivalents",
                "billion",
                "money in the bank when the quarter closed",
            )
            + ". Financial results for the year will be released in August."
        ),
    )
    return w.doc


# --- BHP: Appendix 4D for the half to 31 December 2024 ----------------------------------------


def bhp_appendix_4d_h1_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's Appendix 4D: "down 8% to" lines in US$ billion, the prior half in prose."""
    w = new_doc(
        "BHP Appendix 4D half-year report 31 December 2024.txt",
        "BHP",
        "BHP Group Limited ABN 49 004 028 077 | Appendix 4D",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "BHP", fy="FY2025")
    title = "Results for announcement to the market (US$ billion)"
    dividends = "Dividends"
    w.page("Appendix 4D")
    w.add(
        Heading("Appendix 4D: half-year report"),
        Para(
            "Reporting period: half-year ended 31 December 2024. Previous corresponding "
            "period: half-year ended 31 December 2023."
        ),
        VTable(
            title,
            ["", "", "Movement", "Half-year"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Operating revenue for the half",
                        [c("25.176", metric="h1_revenue", unit="billion")],
                        ["down", "8%"],
                    ),
                    (
                        "Net result for the period accruing to members of BHP",
                        [c("4.416", metric="h1_statutory_npat", unit="billion")],
                        ["up", "376%"],
                    ),
                ],
                lead=True,
            ),
        ),
        Para(
            "Previous corresponding period: operating revenue of "
            + say(
                w,
                "US$27.23 billion",
                "FY2024",
                "h1_revenue",
                "billion",
                "operating revenue, previous corresponding period",
                form="comparative",
            )
            + " and a net result accruing to members of "
            + say(
                w,
                "US$927 million",
                "FY2024",
                "h1_statutory_npat",
                "million",
                "net result accruing to members, previous corresponding period",
                form="comparative",
            )
            + "."
        ),
        VTable(
            dividends,
            ["", "Amount per security", "Franked amount per security"],
            worded_rows(
                w,
                dividends,
                [
                    (
                        "Interim, determined 18 February 2025",
                        [c("50 US cents", metric="interim_dps", unit=CPS, dividend_kind="interim")],
                        ["fully franked"],
                    ),
                ],
            ),
        ),
        Para(
            "The amount determined is "
            + say(
                w,
                "50%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "portion of the half's earnings the amount determined hands back",
                dividend_kind="interim",
            )
            + " of the half's earnings, the minimum set by the capital allocation framework. "
            "Net tangible assets per share are given in the half-year financial report."
        ),
        Para(
            "Commentary on results. Copper volumes for the half came to "
            + say(
                w,
                "987 kt",
                "FY2025",
                "h1_copper_production_kt",
                "kt",
                "copper volumes for the half",
            )
            + ", of which the Escondida operation in Chile provided "
            + say(
                w,
                "644 kt",
                "FY2025",
                "h1_copper_production_kt_escondida",
                "kt",
                "what the Escondida operation provided",
            )
            + "."
        ),
    )
    return w.doc


# --- Northern Star: sustainability data pack FY23 ---------------------------------------------


def nst_data_pack_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's FY23 ESG data pack: an "Economic contribution" table, A$m stated once."""
    w = new_doc(
        "Northern Star Sustainability Data Pack FY23.md",
        "NST",
        "Northern Star Resources | Sustainability Report 2023 | Data pack",
        "FY2023",
        manifest,
    )
    c = partial(cell, "NST")
    money = "Economic contribution (A$m)"
    mine = "Production and unit costs"
    w.page("Economic contribution")
    w.add(
        Heading("Sustainability data pack: performance data"),
        Para(
            "Reporting period 1 July 2022 to 30 June 2023 (FY23), with FY22 where it was "
            "reported on the same basis. A dash means not disclosed on that basis."
        ),
        table(
            w,
            money,
            ["Indicator", "FY23", "FY22"],
            [
                (
                    "Economic value generated: gold and other sales",
                    [
                        c("4,131", "FY2023", "revenue", "million"),
                        c("3,735", "FY2022", "revenue", "million"),
                    ],
                ),
                (
                    "Net profit after income tax, as reported",
                    [c("585", "FY2023", "statutory_npat", "million"), None],
                ),
                (
                    "After-tax profit excluding non-recurring items",
                    [
                        c("301", "FY2023", "underlying_npat", "million"),
                        c("273", "FY2022", "underlying_npat", "million"),
                    ],
                ),
                (
                    "Cash generated for reinvestment and distribution",
                    [c("1,223", "FY2023", "cash_earnings", "million"), None],
                ),
                (
                    "Capital invested in growth projects",
                    [c("752", "FY2023", "growth_capex", "million"), None],
                ),
            ],
            style="pipe",
            notes=[
                "Cash generated for reinvestment and distribution is the Group's cash earnings "
                "measure: EBITDA less tax paid and sustaining capital."
            ],
        ),
        table(
            w,
            "Returns to shareholders (Australian cents a share)",
            ["Indicator", "FY23", "FY22"],
            [
                (
                    "Declared in respect of the financial year",
                    [
                        c("26.5", "FY2023", "dividends_per_share", CPS, dividend_kind="total"),
                        c("21.5", "FY2022", "dividends_per_share", CPS, dividend_kind="total"),
                    ],
                ),
            ],
            style="pipe",
        ),
        VTable(
            mine,
            ["Indicator", "Unit", "FY23", "FY22"],
            worded_rows(
                w,
                mine,
                [
                    (
                        "Ounces poured and sold",
                        [
                            c("1,563", "FY2023", "gold_sold_koz", "koz"),
                            c("1,561", "FY2022", "gold_sold_koz", "koz"),
                        ],
                        ["koz"],
                    ),
                    (
                        "Sustaining cost, all-in",
                        [
                            c("1,759", "FY2023", "aisc_aud_oz", "A$/oz"),
                            c("1,633", "FY2022", "aisc_aud_oz", "A$/oz"),
                        ],
                        ["A$/oz"],
                    ),
                    (
                        "Price achieved on gold sold",
                        [c("2,639", "FY2023", "realised_gold_price_aud_oz", "A$/oz"), None],
                        ["A$/oz"],
                    ),
                ],
                lead=True,
            ),
            style="pipe",
        ),
    )
    w.add(
        Bullets(
            [
                "Safety, emissions, water and workforce indicators follow on the next pages of "
                "the data pack and are not reproduced in this extract.",
                "Economic value generated is reported on the same basis as the audited "
                "financial statements.",
            ]
        )
    )
    return w.doc


# --- Rio Tinto: shareholder questions on dividends --------------------------------------------


def rio_dividend_faq_2024(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's shareholder Q&A page on dividends: amounts in answers, years in questions."""
    w = new_doc("rio-tinto-shareholder-questions-dividends.md", "RIO", "", "FY2024", manifest)
    w.page("Frequently asked questions")
    w.add(
        Heading("Shareholder information: frequently asked questions about dividends"),
        Heading("How does Rio Tinto decide how much to pay?", 2),
        Para(
            "The Board looks at underlying earnings for each half and, across the cycle, "
            "returns 40 to 60% of them as ordinary dividends. For the 2024 year the ordinary "
            "dividends came to "
            + say(
                w,
                "60%",
                "FY2024",
                "payout_ratio_pct",
                "percent",
                "proportion of underlying earnings returned as ordinary dividends",
                dividend_kind="total",
            )
            + " of underlying earnings, the top of that range."
        ),
        Heading("How much was paid for 2024?", 2),
        Para(
            "Two payments are made for each year: one after the half-year result, paid in "
            "September, and one after the full-year result, paid in April. The one paid after "
            "the 2024 half-year result was "
            + say(
                w,
                "177 US cents",
                "FY2024",
                "interim_dps",
                CPS,
                "the payment made after the half-year result",
                dividend_kind="interim",
            )
            + " a share. Taken together, what was declared for 2024 comes to "
            + say(
                w,
                "402 US cents",
                "FY2024",
                "dividends_per_share",
                CPS,
                "what was declared for the year, taken together",
                dividend_kind="total",
            )
            + " a share."
        ),
        Heading("What was paid after earlier half-year results?", 2),
        Bullets(
            [
                "Six months to 30 June 2023: "
                + say(
                    w,
                    "177 US cents",
                    "FY2023",
                    "interim_dps",
                    CPS,
                    "September payment for the first six months",
                    form="table",
                    dividend_kind="interim",
                )
                + " a share.",
                "Six months to 30 June 2022: "
                + say(
                    w,
                    "267 US cents",
                    "FY2022",
                    "interim_dps",
                    CPS,
                    "September payment for the first six months",
                    form="table",
                    dividend_kind="interim",
                )
                + " a share.",
            ]
        ),
        Heading("Has Rio Tinto paid anything on top of the ordinary dividend?", 2),
        Para(
            "Yes, for 2021. Alongside that year's ordinary dividends the Board added "
            + say(
                w,
                "247 US cents",
                "FY2021",
                "special_dps",
                CPS,
                "amount added alongside the ordinary dividends",
                dividend_kind="special",
            )
            + " a share, so that what shareholders received for 2021 came to "
            + say(
                w,
                "1,040 US cents",
                "FY2021",
                "dividends_per_share",
                CPS,
                "what shareholders received for the year, extra payment included",
                dividend_kind="total",
            )
            + " a share."
        ),
        Heading("Which currency will I be paid in?", 2),
        Para(
            "Dividends are determined in US cents. Rio Tinto Limited shareholders are paid in "
            "Australian dollars and Rio Tinto plc shareholders in pounds sterling unless they "
            "elect otherwise; the exchange rate is fixed shortly before payment."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, talks, then the press)."""
    from evals.variant_dev.handwritten_fifth_press import PRESS
    from evals.variant_dev.handwritten_fifth_talk import TALK

    return (
        min_june_quarter_fy2023,
        bhp_appendix_4d_h1_fy2025,
        nst_data_pack_fy2023,
        rio_dividend_faq_2024,
        *TALK,
        *PRESS,
    )
