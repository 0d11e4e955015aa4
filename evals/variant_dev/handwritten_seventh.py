"""A seventh hand-written set of the development split: scorecards, balance dates, asset tables.

Written without reading the product's reading code, in shapes the earlier six sets do not
use: a Markdown scorecard whose aligned columns stand in the page itself (no code fence),
an operations review by asset with a 100% column beside the company's interest and a total
only on one basis, a funding update whose columns are balance dates rather than years, a
dividend payment and reinvestment notice laid out as item and detail, a capital investment
summary that splits growth from an all-in total, and a summary of cash flows whose operating
line is after interest and tax. The newspaper wrap, the interview, the half-year commentary
and the price monitor are in :mod:`evals.variant_dev.handwritten_seventh_press`. Every
recorded figure goes through :class:`VWriter` and is checked against the data as it is
written; a figure the data does not hold is left out (a dash), never made up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Cell, VTable, VWriter, new_doc, trow
from evals.variant_dev.kit import cell, say, table, worded_rows

CPS = "cents per share"


def aligned(
    w: VWriter, title: str, header: list[str], rows: Sequence[tuple[str, list[Cell]]]
) -> Para:
    """Rows as aligned plain-text columns in a paragraph (no code fence), each cell recorded."""
    body = [header, *(trow(w, title, label, cells) for label, cells in rows)]
    first = max(len(r[0]) for r in body) + 2
    widths = [max(len(r[i]) for r in body) + 3 for i in range(1, len(header))]
    lines = [
        (
            r[0].ljust(first) + "".join(c.rjust(n) for c, n in zip(r[1:], widths, strict=True))
        ).rstrip()
        for r in body
    ]
    return Para("\n".join([title, "", *lines]))


# --- Fortescue: FY23 scorecard, aligned columns in Markdown without a fence ---------------------


def fmg_scorecard_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY23 scorecard: two years side by side, plain aligned columns in Markdown."""
    w = new_doc(
        "fortescue-fy23-scorecard.md", "FMG", "Fortescue | FY23 scorecard", "FY2023", manifest
    )
    c = partial(cell, "FMG")

    def pair(metric: str, unit: str, now: str | None, before: str | None, **o: Any) -> list[Cell]:
        return [
            None if now is None else c(now, "FY2023", metric, unit, **o),
            None if before is None else c(before, "FY2022", metric, unit, form="comparative", **o),
        ]

    title = "Twelve months to 30 June"
    w.page("Scorecard")
    w.add(
        Heading("FY23 at a glance"),
        Para(
            "US dollars unless marked; dividends in Australian cents a share. A dash means the "
            "figure was not published on this basis for that year."
        ),
        aligned(
            w,
            title,
            ["", "FY23", "FY22"],
            [
                ("Top line (US$bn)", pair("revenue", "billion", "16.87", "17.39")),
                (
                    "Earnings before interest, tax, D&A - underlying (US$bn)",
                    pair("underlying_ebitda", "billion", "10.0", "10.56"),
                ),
                (
                    "  as a share of the top line",
                    pair("underlying_ebitda_margin_pct", "percent", "59%", None),
                ),
                (
                    "Bottom line as reported (US$bn)",
                    pair("statutory_npat", "billion", "4.8", "6.2"),
                ),
                (
                    "Bottom line before one-off items (US$bn)",
                    pair("underlying_npat", "billion", "5.5", None),
                ),
                ("Ore on ships (Mt)", pair("iron_ore_shipments_mt", "Mt", "192", "189")),
                (
                    "Hematite C1 (US$ per wet tonne)",
                    pair("c1_cost_usd_wmt", "US$/wmt", "17.54", "15.91"),
                ),
                (
                    "Cash dividends (A cents a share)",
                    pair("dividends_per_share", CPS, "175", "207", dividend_kind="total"),
                ),
                (
                    "  paid after the December half",
                    pair("interim_dps", CPS, "75", "86", dividend_kind="interim"),
                ),
                (
                    "  declared with the full-year result",
                    pair("final_dps", CPS, "100", "121", dividend_kind="final"),
                ),
                (
                    "Cash and equivalents at year end (US$bn)",
                    pair("cash_and_equivalents", "billion", "4.3", "5.5"),
                ),
                (
                    "Borrowings outstanding, gross (US$bn)",
                    pair("gross_debt", "billion", "5.3", "6.1"),
                ),
                ("Borrowings net of cash (US$bn)", pair("net_debt", "billion", "1.0", "0.879")),
                (
                    "PP&E bought, per the cash flow statement (US$m)",
                    pair("capex_ppe_cashflow", "million", "2,901", "2,803"),
                ),
            ],
        ),
        Para(
            "C1 is quoted per wet tonne, the basis on which the ore is shipped; the scorecard does "
            "not restate it per dry tonne."
        ),
    )
    return w.doc


# --- BHP: FY23 operational review by asset, 100% beside BHP's interest ----------------------------


def bhp_assets_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """BHP's FY23 review by asset: WAIO on both bases, the group total only on BHP's interest."""
    w = new_doc(
        "BHP FY23 operational review - production by asset.txt",
        "BHP",
        "BHP | Operational review | Year ended 30 June 2023",
        "FY2023",
        manifest,
    )
    c = partial(cell, "BHP")
    assets = "Iron ore by asset, FY23 (million tonnes)"
    group = "Group output on BHP's interest"
    w.page("Production by asset")
    w.add(
        Heading("Production by asset"),
        Para(
            "The left-hand column shows everything an asset produced; the right-hand column only "
            "the tonnes BHP is entitled to. Where an asset is not operated by BHP only the "
            "entitlement is shown."
        ),
        table(
            w,
            assets,
            ["Asset", "Whole asset", "BHP entitlement"],
            [
                (
                    "Western Australia Iron Ore",
                    [
                        c("285", "FY2023", "waio_production_100pct_mt", "Mt", basis="100%"),
                        c("253", "FY2023", "waio_production_bhp_share_mt", "Mt", basis="BHP share"),
                    ],
                ),
                (
                    "All iron ore, Samarco included",
                    [None, c("257.0", "FY2023", "iron_ore_production_mt", "Mt", basis="BHP share")],
                ),
            ],
            notes=["Whole-asset tonnes are not added up across assets."],
        ),
        table(
            w,
            group,
            ["", "FY23", "FY22"],
            [
                (
                    "Iron ore (Mt)",
                    [
                        c("257.0", "FY2023", "iron_ore_production_mt", "Mt", basis="BHP share"),
                        c(
                            "253.0",
                            "FY2022",
                            "iron_ore_production_mt",
                            "Mt",
                            basis="BHP share",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "Copper (Mt)",
                    [
                        c("1.7", "FY2023", "copper_production_kt", "Mt"),
                        c("1.6", "FY2022", "copper_production_kt", "Mt", form="comparative"),
                    ],
                ),
            ],
        ),
    )
    return w.doc


# --- Mineral Resources: funding update at 31 December 2024, balance dates as columns -----------


def min_funding_update_h1_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's debt investor update: three balance dates as columns, borrowings in prose."""
    w = new_doc(
        "Mineral Resources - debt investor update February 2025.txt",
        "MIN",
        "Mineral Resources Limited | Debt investor update",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "MIN")
    s = partial(say, w)
    title = "Funding position at each balance date (A$ million)"
    w.page("Funding position")
    w.add(
        Heading("Funding position"),
        Para(
            "Prepared for holders of the Group's senior unsecured notes. The half-year accounts "
            "to 31 December 2024 have been reviewed, not audited."
        ),
        table(
            w,
            title,
            ["", "31 Dec 2024", "30 Jun 2024", "31 Dec 2023"],
            [
                (
                    "Cash on hand",
                    [
                        c("720", "FY2025", "h1_cash_and_equivalents", "million"),
                        c("908", "FY2024", "cash_and_equivalents", "million"),
                        c("1,383.1", "FY2024", "h1_cash_and_equivalents", "million"),
                    ],
                ),
                (
                    "Borrowings less cash on hand",
                    [
                        c("5,084", "FY2025", "h1_net_debt", "million"),
                        c("4,428", "FY2024", "net_debt", "million"),
                        c("3,546.7", "FY2024", "h1_net_debt", "million"),
                    ],
                ),
            ],
        ),
        Para(
            "Drawn debt. Notes and other drawn facilities came to "
            + s(
                "A$5.8 billion",
                "FY2025",
                "h1_total_borrowings",
                "billion",
                "notes and other drawn facilities at the balance date",
            )
            + " at 31 December 2024. Operations consumed "
            + s(
                "A$656 million",
                "FY2025",
                "h1_net_operating_cash_flow",
                "million",
                "cash the operations consumed in the half",
            )
            + " of cash in the half."
        ),
        Para(
            "Two years earlier. At 30 June 2023 borrowings less cash stood at "
            + s(
                "A$1.9 billion",
                "FY2023",
                "net_debt",
                "billion",
                "borrowings less cash, two years earlier",
                form="comparative",
            )
            + " with "
            + s(
                "A$1.4 billion",
                "FY2023",
                "cash_and_equivalents",
                "billion",
                "cash on hand, two years earlier",
                form="comparative",
            )
            + " on hand. The update gives no gearing ratio and no covenant headroom figures."
        ),
    )
    return w.doc


# --- BHP: interim dividend payment and reinvestment notice, February 2025 -----------------------


def bhp_payment_notice_h1_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's payment notice for the December 2024 half: item and detail rows, DRP wording."""
    w = new_doc(
        "BHP interim dividend - payment and reinvestment plan notice.txt",
        "BHP",
        "BHP Group Limited | Notice to shareholders",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "BHP")
    title = "Payment details"
    w.page("Notice")
    w.add(
        Heading("Interim dividend: payment details and Dividend Reinvestment Plan"),
        Para(
            "This notice relates to the half-year ended 31 December 2024. Amounts are determined "
            "in US currency; shareholders on the Australian register are paid in Australian "
            "dollars at the rate set on the record date."
        ),
        VTable(
            title,
            ["Item", "Detail"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Amount determined per ordinary share",
                        [c("50 US cents", "FY2025", "interim_dps", CPS, dividend_kind="interim")],
                        [],
                    ),
                    (
                        "Portion of the half's underlying attributable profit",
                        [
                            c(
                                "50%",
                                "FY2025",
                                "h1_payout_ratio_pct",
                                "percent",
                                dividend_kind="interim",
                            )
                        ],
                        [],
                    ),
                    (
                        "Same payment a year ago (December 2023 half)",
                        [
                            c(
                                "72 US cents",
                                "FY2024",
                                "interim_dps",
                                CPS,
                                dividend_kind="interim",
                                form="comparative",
                            )
                        ],
                        [],
                    ),
                    (
                        "Portion of profit then",
                        [
                            c(
                                "56%",
                                "FY2024",
                                "h1_payout_ratio_pct",
                                "percent",
                                dividend_kind="interim",
                                form="comparative",
                            )
                        ],
                        [],
                    ),
                ],
            ),
            style="pipe",
        ),
        Para(
            "Key dates. Ex-dividend 6 March 2025; record date 7 March 2025; last day to join or "
            "leave the Dividend Reinvestment Plan 10 March 2025; payment 27 March 2025. Shares "
            "under the plan are bought on market at the average price over the pricing period, "
            "which will be announced after it closes."
        ),
        Para(
            "The payment is funded from profit attributable to members for the half of "
            + say(
                w,
                "US$4,416 million",
                "FY2025",
                "h1_statutory_npat",
                "million",
                "profit attributable to members for the half",
            )
            + ". It is fully franked. No other amount is payable for the half."
        ),
    )
    return w.doc


# --- Northern Star: capital investment, growth apart from the all-in total ----------------------


def nst_capital_investment(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's capital investment page: growth for FY23, the all-in total for 1H FY25."""
    w = new_doc(
        "Northern Star - capital investment summary.txt",
        "NST",
        "Northern Star Resources | Investor briefing | Capital investment",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "NST")
    s = partial(say, w)
    title = "Capital investment (A$)"
    w.page("Capital investment")
    w.add(
        Heading("Where the capital went"),
        table(
            w,
            title,
            ["", "FY23 (12 months)", "1H FY25 (6 months)"],
            [
                (
                    "Growth: new mills, mine development, KCGM expansion (m)",
                    [c("752", "FY2023", "growth_capex", "million"), None],
                ),
                (
                    "All-in capital spend, exploration included (bn)",
                    [None, c("1.06", "FY2025", "h1_capex", "billion")],
                ),
            ],
            notes=[
                "Spend to keep existing operations going sits inside all-in sustaining cost and "
                "is not broken out on this page. FY23 was reported as growth capital only."
            ],
        ),
        Para(
            "Funding it. In the six months to 31 December 2024 the operations brought in "
            + s(
                "A$1.25 billion",
                "FY2025",
                "h1_net_operating_cash_flow",
                "billion",
                "cash the operations brought in over the six months",
            )
            + ", and the Company closed the half holding "
            + s(
                "A$1.22 billion",
                "FY2025",
                "h1_cash_and_bullion",
                "billion",
                "cash and bullion held at the close of the half",
            )
            + " of cash and bullion."
        ),
        Para(
            "Unit costs. All-in sustaining cost was "
            + s("A$1,759", "FY2023", "aisc_aud_oz", "A$/oz", "all-in sustaining cost per ounce")
            + " an ounce in FY23 on "
            + s("1,563", "FY2023", "gold_sold_koz", "koz", "thousand ounces sold")
            + " thousand ounces sold, and "
            + s("A$2,105", "FY2025", "h1_aisc_aud_oz", "A$/oz", "all-in sustaining cost per ounce")
            + " an ounce in 1H FY25."
        ),
    )
    return w.doc


# --- Fortescue: FY25 summary of cash flows, operating cash after interest and tax ---------------


def fmg_cash_summary_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY25 summary of cash flows: the operating line after interest and tax paid."""
    w = new_doc(
        "Fortescue FY25 - summary of cash flows.txt",
        "FMG",
        "Fortescue Ltd | FY25 results | Cash flow",
        "FY2025",
        manifest,
    )
    c = partial(cell, "FMG")
    title = "Summary of cash flows, years ended 30 June (US$ billion)"
    w.page("Cash flow")
    w.add(
        Heading("Summary of cash flows"),
        table(
            w,
            title,
            ["", "FY25", "FY24"],
            [
                (
                    "Cash from operations, after interest and income tax paid",
                    [
                        c("6.5", "FY2025", "net_operating_cash_flow", "billion"),
                        c(
                            "7.9",
                            "FY2024",
                            "net_operating_cash_flow",
                            "billion",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "Capital expenditure, company definition",
                    [c("(3.9)", "FY2025", "capex", "billion"), None],
                ),
                (
                    "Property, plant and equipment purchased, statutory line",
                    [
                        None,
                        c("(2.834)", "FY2024", "capex_ppe_cashflow", "billion", form="comparative"),
                    ],
                ),
                (
                    "Free cash flow",
                    [
                        c("2.6", "FY2025", "free_cash_flow", "billion"),
                        c("5.1", "FY2024", "free_cash_flow", "billion", form="comparative"),
                    ],
                ),
            ],
            notes=[
                "Outflows in brackets. The operating line is stated after interest and tax; cash "
                "generated before those payments is not reproduced here. FY24 capital expenditure "
                "on the company definition and the FY25 statutory line are in the annual report."
            ],
        ),
        Para(
            "First half. The six months to 31 December 2024 contributed "
            + say(
                w,
                "US$2.4 billion",
                "FY2025",
                "h1_net_operating_cash_flow",
                "billion",
                "operating cash in the first six months",
            )
            + " of operating cash and "
            + say(
                w,
                "US$0.7 billion",
                "FY2025",
                "h1_free_cash_flow",
                "billion",
                "free cash flow in the first six months",
            )
            + " of free cash flow."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press and talk)."""
    from evals.variant_dev.handwritten_seventh_press import PRESS

    return (
        fmg_scorecard_fy2023,
        bhp_assets_fy2023,
        min_funding_update_h1_fy2025,
        bhp_payment_notice_h1_fy2025,
        nst_capital_investment,
        fmg_cash_summary_fy2025,
        *PRESS,
    )
