"""A fourteenth hand-written set of the development split: divisions, dividends, cash, losses.

Written without reading the product's reading code: Mineral Resources' segment note for the
December 2023 half with a column per division and the 2023 year told in a sentence; its
divisional review of FY25 with a heading per division, the half's losses in brackets and
borrowings beside net debt; a Fortescue notice to shareholders on the FY25 final dividend
with franking in words; and Northern Star's capital returns and cash page, net cash in
brackets. BHP's and Fortescue's cash flow pages are in
:mod:`evals.variant_dev.handwritten_fourteenth_more`, the press in
:mod:`evals.variant_dev.handwritten_fourteenth_press`. Every recorded figure goes through
:class:`VWriter` and is checked against the data as it is written; a figure the data does
not hold is a dash or words, never made up.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Bullets, Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows

CPS = "cents per share"

# --- Mineral Resources: segment note, half to 31 December 2023 -------------------------------


def min_segment_note_h1_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's interim segment note: one column per division, the prior year in prose."""
    w = new_doc(
        "Mineral Resources interim financial report Dec 2023 - note 3 operating segments.md",
        "MIN",
        "Mineral Resources Limited | Interim financial report | 31 December 2023",
        "H1 FY2024",
        manifest,
    )
    c = partial(cell, "MIN")
    w.page("Note 3")
    w.add(
        Heading("Note 3. Operating segments", 2),
        Para(
            "The chief operating decision maker looks at the business through three reportable "
            "divisions: Mining Services (crushing, haulage and contract mining for clients and "
            "for the Group's own mines), Lithium (the Mt Marion and Wodgina joint ventures) and "
            "Iron Ore (the Pilbara and Yilgarn operations and the Onslow Iron development). "
            "Divisional performance is judged on earnings before interest, tax, depreciation "
            "and amortisation with one-off items taken out."
        ),
        table(
            w,
            "Six months to 31 December 2023 - divisional EBITDA excluding one-off items (A$m)",
            ["", "Mining Services", "Lithium", "Iron Ore", "Consolidated"],
            [
                (
                    "Divisional earnings before interest, tax, D&A",
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
            ],
            style="pipe",
            notes=[
                "The consolidated column carries central overheads and eliminations between "
                "divisions, so it is less than the sum of the three divisions. Sales by "
                "division are not disclosed in this note."
            ],
        ),
        Para(
            "Consolidated revenue for the half came to A$"
            + say(w, "2,514.7 million", "FY2024", "h1_revenue", "million", "consolidated revenue")
            + ", and the group's EBITDA margin before one-offs was "
            + say(
                w,
                "27%",
                "FY2024",
                "h1_underlying_ebitda_margin_pct",
                "percent",
                "group's EBITDA margin before one-offs",
            )
            + ". Iron ore was sold at an average of US$"
            + say(
                w,
                "111",
                "FY2024",
                "h1_realised_price_iron_ore_usd_dmt",
                "US$/dmt",
                "iron ore was sold at an average of",
            )
            + " a dry tonne."
        ),
        Heading("Comparative year", 3),
        Para(
            "For the year to 30 June 2023 the Lithium division earned A$"
            + say(
                w,
                "1.3 billion",
                "FY2023",
                "segment_underlying_ebitda_lithium",
                "billion",
                "the Lithium division earned",
                form="comparative",
            )
            + " before interest, tax, D&A and one-offs, and Mining Services A$"
            + say(
                w,
                "484 million",
                "FY2023",
                "segment_underlying_ebitda_mining_services",
                "million",
                "and Mining Services",
                form="comparative",
            )
            + ". The Iron Ore division's result for that year is not restated in this note."
        ),
    )
    return w.doc


# --- Mineral Resources: divisional review, FY25 ---------------------------------------------


def min_divisional_review_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's FY25 review: a heading per division, the December half's losses in brackets."""
    w = new_doc(
        "MinRes 2025 annual report - review of divisions.txt",
        "MIN",
        "Mineral Resources | Annual Report 2025 | Review of divisions",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "MIN")
    w.page("Divisions")
    w.add(
        Heading("Review of divisions", 1),
        Heading("Mining Services", 2),
        Para(
            "The contracting arm was again the steadiest part of the Group. It delivered "
            "divisional EBITDA (one-offs excluded) of A$"
            + s(
                "737 million",
                "FY2025",
                "segment_underlying_ebitda_mining_services",
                "million",
                "the contracting arm delivered divisional EBITDA",
            )
            + " for the twelve months, of which A$"
            + s(
                "379 million",
                "FY2025",
                "h1_segment_underlying_ebitda_mining_services",
                "million",
                "contracting arm's EBITDA in the first half",
            )
            + " came in the half to December 2024. Volumes handled across crushing, screening "
            "and haulage reached "
            + s(
                "280 Mt",
                "FY2025",
                "mining_services_production_mt",
                "Mt",
                "volumes handled across crushing, screening and haulage",
            )
            + "."
        ),
        Heading("Lithium", 2),
        Para(
            "Prices for spodumene stayed near cyclical lows and Bald Hill was placed on care "
            "and maintenance. The division's earnings are not broken out in this review. "
            "Concentrate dispatched in the first half totalled "
            + s(
                "261 kt",
                "FY2025",
                "h1_lithium_shipments_kt_sc6",
                "kt",
                "concentrate dispatched in the first half",
            )
            + " on an SC6 basis."
        ),
        Heading("Iron Ore", 2),
        Para(
            "Onslow Iron ramped up through the year while the Yilgarn Hub closed. In the "
            "December half the division dispatched "
            + s("9.7 Mt", "FY2025", "h1_iron_ore_shipments_mt", "Mt", "the division dispatched")
            + " and realised an average of US$"
            + s(
                "83",
                "FY2025",
                "h1_realised_price_iron_ore_usd_dmt",
                "US$/dmt",
                "realised an average of",
            )
            + " per dry tonne. No divisional EBITDA is given for Iron Ore here."
        ),
        Heading("Group: first half in brief", 2),
        table(
            w,
            "Half to 31 December 2024, A$m (bracketed amounts are losses or outflows)",
            ["", "1H FY25"],
            [
                (
                    "Loss after tax owing to members",
                    [c("(807)", "FY2025", "h1_statutory_npat", "million")],
                ),
                (
                    "Loss with one-off items removed",
                    [c("(196)", "FY2025", "h1_underlying_npat", "million")],
                ),
                (
                    "Cash from / (used in) operations",
                    [c("(656)", "FY2025", "h1_net_operating_cash_flow", "million")],
                ),
                (
                    "Group EBITDA, one-offs removed",
                    [c("302", "FY2025", "h1_underlying_ebitda", "million")],
                ),
            ],
            style="columns",
        ),
        VTable(
            "Funding position at 31 December 2024",
            ["", "Scale", "31 Dec 2024"],
            worded_rows(
                w,
                "Funding position at 31 December 2024",
                [
                    (
                        "Cash at bank and on deposit",
                        [c("720", "FY2025", "h1_cash_and_equivalents", "million")],
                        ["A$m"],
                    ),
                    (
                        "Borrowings drawn (bonds and facilities)",
                        [c("5.8", "FY2025", "h1_total_borrowings", "billion")],
                        ["A$bn"],
                    ),
                    (
                        "Borrowings less cash",
                        [c("5,084", "FY2025", "h1_net_debt", "million")],
                        ["A$m"],
                    ),
                ],
                lead=True,
            ),
            style="columns",
            notes=["Borrowings are stated before lease liabilities are deducted or added."],
        ),
    )
    return w.doc


# --- Fortescue: notice of the FY25 final dividend ------------------------------------------


def fmg_dividend_notice_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's notice: the final, the interim and the year, franking in words."""
    w = new_doc(
        "Fortescue - notice to shareholders - FY25 final dividend.txt",
        "FMG",
        "Fortescue Ltd | Notice to shareholders | August 2025",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    c = partial(cell, "FMG")
    w.page("Notice")
    w.add(
        Heading("Final dividend for the year ended 30 June 2025", 1),
        Para(
            "Dear Shareholder, the Board has resolved to pay a fully franked final dividend of "
            + s(
                "60",
                "FY2025",
                "final_dps",
                CPS,
                "fully franked final dividend of",
                dividend_kind="final",
            )
            + " Australian cents per ordinary share, to be paid on the last business day of "
            "September to holders on the register at the record date. The dividend "
            "reinvestment plan remains open."
        ),
        VTable(
            "Amounts per ordinary share (Australian cents)",
            ["", "FY24", "FY25", "Franking"],
            worded_rows(
                w,
                "Amounts per ordinary share (Australian cents)",
                [
                    (
                        "Paid after the December half",
                        [
                            c(
                                "108",
                                "FY2024",
                                "interim_dps",
                                CPS,
                                dividend_kind="interim",
                                form="comparative",
                            ),
                            c("50", "FY2025", "interim_dps", CPS, dividend_kind="interim"),
                        ],
                        ["100%"],
                    ),
                    (
                        "Paid after the June year end",
                        [
                            c(
                                "89",
                                "FY2024",
                                "final_dps",
                                CPS,
                                dividend_kind="final",
                                form="comparative",
                            ),
                            c("60", "FY2025", "final_dps", CPS, dividend_kind="final"),
                        ],
                        ["100%"],
                    ),
                    (
                        "Declared for the whole year",
                        [
                            c(
                                "197",
                                "FY2024",
                                "dividends_per_share",
                                CPS,
                                dividend_kind="total",
                                form="comparative",
                            ),
                            c("110", "FY2025", "dividends_per_share", CPS, dividend_kind="total"),
                        ],
                        ["100%"],
                    ),
                ],
            ),
            style="columns",
        ),
        Para(
            "Together the two payments for FY25 hand back "
            + s(
                "65%",
                "FY2025",
                "payout_ratio_pct",
                "percent",
                "together the two payments hand back",
            )
            + " of net profit after tax, at the upper end of the 50 to 80 per cent policy range; "
            "the interim alone distributed "
            + s("65%", "FY2025", "h1_payout_ratio_pct", "percent", "the interim alone distributed")
            + " of the half's profit. For FY24 the equivalent share of profit returned was "
            + s(
                "70%",
                "FY2024",
                "payout_ratio_pct",
                "percent",
                "equivalent share of profit returned",
                form="comparative",
            )
            + ". No special dividend accompanies this payment."
        ),
        Bullets(
            [
                "Ex-dividend date: early September 2025",
                "Record date: the following business day",
                "Franking: full, at the 30 per cent corporate rate",
            ]
        ),
    )
    return w.doc


# --- Northern Star: capital returns and cash ------------------------------------------------


def nst_capital_returns_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's dividends by half, free cash and net cash bracketed as negative net debt."""
    w = new_doc(
        "Northern Star - capital management and returns FY25.md",
        "NST",
        "Northern Star Resources | Capital management",
        "FY2025",
        manifest,
    )
    c = partial(cell, "NST")
    w.page("Returns")
    w.add(
        Heading("Dividends", 2),
        Para(
            "Our policy distributes 20 to 30 per cent of cash earnings each half. Every payment "
            "shown is fully franked."
        ),
        table(
            w,
            "Cents per share, by year to 30 June",
            ["", "2024", "2025"],
            [
                (
                    "December-half payment",
                    [
                        c("15", "FY2024", "interim_dps", CPS, dividend_kind="interim"),
                        c("25", "FY2025", "interim_dps", CPS, dividend_kind="interim"),
                    ],
                ),
                (
                    "June-half payment",
                    [c("25", "FY2024", "final_dps", CPS, dividend_kind="final"), None],
                ),
                (
                    "Full-year distribution",
                    [
                        c("40", "FY2024", "dividends_per_share", CPS, dividend_kind="total"),
                        c("55", "FY2025", "dividends_per_share", CPS, dividend_kind="total"),
                    ],
                ),
                (
                    "Half's cash earnings paid out (%)",
                    [
                        c("25", "FY2024", "h1_payout_ratio_pct", "percent"),
                        c("25", "FY2025", "h1_payout_ratio_pct", "percent"),
                    ],
                ),
            ],
            style="pipe",
            notes=["A dash: the June-half amount for 2025 is announced separately."],
        ),
        Heading("Cash generation", 2),
        table(
            w,
            "A$ million",
            ["", "1H FY24", "FY24", "1H FY25", "FY25"],
            [
                (
                    "Free cash after growth spend, bullion and tax adjusted",
                    [
                        c("131", "FY2024", "h1_underlying_free_cash_flow", "million"),
                        c("462", "FY2024", "underlying_free_cash_flow", "million"),
                        None,
                        c("536", "FY2025", "underlying_free_cash_flow", "million"),
                    ],
                ),
                (
                    "Cash earnings",
                    [
                        c("702", "FY2024", "h1_cash_earnings", "million"),
                        None,
                        None,
                        None,
                    ],
                ),
                (
                    "Net debt / (net cash), period end",
                    [
                        c("(229)", "FY2024", "h1_net_debt", "million"),
                        c("(358)", "FY2024", "net_debt", "million"),
                        c("(265)", "FY2025", "h1_net_debt", "million"),
                        None,
                    ],
                ),
            ],
            style="pipe",
            notes=[
                "Bracketed net debt means cash and bullion exceed borrowings. A dash: not "
                "given in this table (cash earnings for FY24 and 1H FY25 are in the text below)."
            ],
        ),
        Para(
            "Cash earnings for the year to June 2024 were A$"
            + say(
                w,
                "1.81 billion",
                "FY2024",
                "cash_earnings",
                "billion",
                "cash earnings for the year",
            )
            + ", and for the December 2024 half A$"
            + say(
                w,
                "1.146 billion",
                "FY2025",
                "h1_cash_earnings",
                "billion",
                "and for the December 2024 half",
            )
            + ". In the half to 31 December 2024 operations generated A$"
            + say(
                w,
                "1.25 billion",
                "FY2025",
                "h1_net_operating_cash_flow",
                "billion",
                "operations generated",
            )
            + " of cash, of which A$"
            + say(
                w, "1.06 billion", "FY2025", "h1_capex", "billion", "reinvested in mines and mills"
            )
            + " was reinvested in mines, mills and the KCGM expansion. Cash and bullion on hand "
            "at the half-year balance date stood at A$"
            + say(
                w,
                "1.22 billion",
                "FY2025",
                "h1_cash_and_bullion",
                "billion",
                "cash and bullion on hand",
            )
            + "."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press)."""
    from evals.variant_dev.handwritten_fourteenth_more import MORE
    from evals.variant_dev.handwritten_fourteenth_press import PRESS

    return (
        min_segment_note_h1_fy2024,
        min_divisional_review_fy2025,
        fmg_dividend_notice_fy2025,
        nst_capital_returns_fy2025,
        *MORE,
        *PRESS,
    )
