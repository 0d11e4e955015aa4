"""The twelfth set's report pages: a CEO letter, a five-year summary, a half-year report.

Part of :mod:`evals.variant_dev.handwritten_twelfth`: Fortescue's FY25 letter from its
chief executive, each figure set beside the year before in the same sentence; Northern
Star's five-year summary, the money table running over two pages (its second half under a
"continued" title) with dashes where a year was not reported; and Northern Star's report on the
December 2024 half, one small table per measure with the measure only in the title and
the halves as rows, then the money in A$ billions with the halves across.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import cell, say, table

CPS = "cents per share"

# --- Fortescue: FY25 letter from the chief executive ---------------------------------------


def fmg_ceo_letter_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY25 CEO letter: this year's figure and last year's in one sentence."""
    w = new_doc(
        "Fortescue Annual Report 2025 - letter from the CEO.txt",
        "FMG",
        "Fortescue Ltd  |  Annual Report 2025",
        "FY2025",
        manifest,
    )
    s = partial(say, w)

    def before(printed: str, metric: str, unit: str, label: str, **o: Any) -> str:
        return say(w, printed, "FY2024", metric, unit, label, form="comparative", **o)

    w.page("Letter from the CEO")
    w.add(
        Heading("A letter from our Chief Executive Officer"),
        Dateline("Perth, August 2025"),
        Para("Dear fellow shareholders,"),
        Para(
            "This was a year in which our people did more for less. We shipped "
            + s(
                "198.4 million tonnes",
                "FY2025",
                "iron_ore_shipments_mt",
                "Mt",
                "we shipped",
            )
            + " of iron ore, up from "
            + before("191.6 million tonnes", "iron_ore_shipments_mt", "Mt", "up from")
            + " the year before, and held the cost of getting a wet tonne onto a ship at US$"
            + s(
                "17.99",
                "FY2025",
                "c1_cost_usd_wmt",
                "US$/wmt",
                "the cost of getting a wet tonne onto a ship",
            )
            + ", below the US$"
            + before("18.24", "c1_cost_usd_wmt", "US$/wmt", "the year before's cost a wet tonne")
            + " of FY24. Iron Bridge, our magnetite operation, shipped "
            + s(
                "7.1 million tonnes",
                "FY2025",
                "iron_bridge_shipments_mt",
                "Mt",
                "the magnetite operation shipped",
                qualifier="Iron Bridge",
            )
            + " as it ramped up."
        ),
        Para(
            "Prices were another matter. Our hematite fetched US$"
            + s(
                "84.79",
                "FY2025",
                "realised_price_hematite_usd_dmt",
                "US$/dmt",
                "our hematite fetched",
            )
            + " a dry tonne on average, where a year earlier it had fetched US$"
            + before(
                "103.01",
                "realised_price_hematite_usd_dmt",
                "US$/dmt",
                "a year earlier it had fetched",
            )
            + ". So earnings before interest, tax, depreciation and amortisation came in at "
            "US$"
            + s(
                "7.9 billion",
                "FY2025",
                "underlying_ebitda",
                "billion",
                "earnings before interest, tax, depreciation and amortisation came in at",
            )
            + " against US$"
            + before(
                "10.7 billion",
                "underlying_ebitda",
                "billion",
                "against the year before's earnings before interest, tax and D&A",
            )
            + ", and the margin on them narrowed to "
            + s(
                "51%",
                "FY2025",
                "underlying_ebitda_margin_pct",
                "percent",
                "the margin on them narrowed to",
            )
            + " from "
            + before("59%", "underlying_ebitda_margin_pct", "percent", "margin narrowed from")
            + ". Net profit after tax was US$"
            + s("3.4 billion", "FY2025", "statutory_npat", "billion", "net profit after tax was")
            + ", down from US$"
            + before("5.664 billion", "statutory_npat", "billion", "net profit down from")
            + "."
        ),
        Para(
            "Our operations still brought in US$"
            + s(
                "6.5 billion",
                "FY2025",
                "net_operating_cash_flow",
                "billion",
                "our operations still brought in",
            )
            + " of cash (US$"
            + before(
                "7.9 billion",
                "net_operating_cash_flow",
                "billion",
                "cash the operations brought in the year before",
            )
            + " in FY24), which paid for US$"
            + s(
                "3.9 billion",
                "FY2025",
                "capex",
                "billion",
                "paid for, in mines, rail, port and decarbonisation",
            )
            + " of investment in our mines, rail, port and decarbonisation. We ended June "
            "with net debt of US$"
            + s("1.1 billion", "FY2025", "net_debt", "billion", "we ended June with net debt of")
            + ", compared with US$"
            + before("0.5 billion", "net_debt", "billion", "net debt a year earlier")
            + " a year earlier."
        ),
        Para(
            "The board has determined a fully franked final dividend of A$"
            + s(
                "0.60",
                "FY2025",
                "final_dps",
                "dollars per share",
                "final payment, fully franked",
                dividend_kind="final",
            )
            + " a share, taking the year to A$"
            + s(
                "1.10",
                "FY2025",
                "dividends_per_share",
                "dollars per share",
                "bringing the year's dividends to",
                dividend_kind="total",
            )
            + " (FY24: A$"
            + before(
                "1.97",
                "dividends_per_share",
                "dollars per share",
                "the year before's dividends together",
                dividend_kind="total",
            )
            + "). That returns "
            + s(
                "65%",
                "FY2025",
                "payout_ratio_pct",
                "percent",
                "returns of net profit after tax",
            )
            + " of net profit after tax to you, against "
            + before("70%", "payout_ratio_pct", "percent", "returned the year before")
            + " last year."
        ),
        Para("Thank you for your continued support."),
    )
    return w.doc


# --- Northern Star: five-year summary over two pages ----------------------------------------


def nst_five_year_summary_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's five years to FY25: the money table runs on to a second page."""
    w = new_doc(
        "Northern Star Annual Report 2025 - five year summary.txt",
        "NST",
        "Northern Star Resources Ltd  |  Annual Report 2025  |  Five year summary",
        "FY2025",
        manifest,
    )
    c = partial(cell, "NST")
    fys = ["FY2025", "FY2024", "FY2023", "FY2022", "FY2021"]
    years = ["", "FY25", "FY24", "FY23", "FY22", "FY21"]

    def row(metric: str, unit: str, printed: list[str | None], **o: Any) -> list[Any]:
        return [
            None
            if p is None
            else c(p, fy, metric, unit, form="table" if fy == "FY2025" else "five_year", **o)
            for p, fy in zip(printed, fys, strict=True)
        ]

    money = "Financial results (A$ billions, years to 30 June)"
    w.page("Five year summary")
    w.add(
        Heading("Five year summary"),
        Para(
            "FY21 includes the Saracen and Kalgoorlie Consolidated Gold Mines interests from "
            "the merger date. A dash means the figure was not reported on this basis."
        ),
        table(
            w,
            money,
            years,
            [
                (
                    "Income from gold and other sales",
                    row("revenue", "billion", ["6.4", "4.92", "4.131", "3.735", "2.761"]),
                ),
                (
                    "EBITDA excluding significant items",
                    row("underlying_ebitda", "billion", ["3.5", "2.19", None, "1.517", "1.159"]),
                ),
            ],
            notes=["Continued overleaf."],
        ),
    )
    w.page("Five year summary (continued)")
    w.add(
        table(
            w,
            money + " (continued)",
            years,
            [
                (
                    "Profit after tax excluding significant items",
                    row("underlying_npat", "billion", ["1.4", None, "0.301", "0.273", "0.372"]),
                ),
                (
                    "Profit after tax as reported",
                    row("statutory_npat", "billion", [None, "0.639", "0.585", None, "1.032"]),
                ),
                (
                    "Earnings in cash",
                    row("cash_earnings", "billion", [None, "1.81", "1.223", None, None]),
                ),
                (
                    "Free cash flow before one-off items",
                    row(
                        "underlying_free_cash_flow", "billion", ["0.536", "0.462", None, None, None]
                    ),
                ),
            ],
        ),
        table(
            w,
            "Operations and shareholders",
            years,
            [
                (
                    "Gold ounces sold to customers (koz)",
                    row("gold_sold_koz", "koz", ["1,634", "1,621", "1,563", "1,561", "1,595"]),
                ),
                (
                    "Sustaining cost per ounce, all in (A$/oz)",
                    row("aisc_aud_oz", "A$/oz", [None, "1,853", "1,759", "1,633", "1,483"]),
                ),
                (
                    "Gold price received (A$/oz)",
                    row(
                        "realised_gold_price_aud_oz", "A$/oz", ["3,922", None, "2,639", None, None]
                    ),
                ),
                (
                    "Paid and determined (cents a share)",
                    row(
                        "dividends_per_share",
                        CPS,
                        ["55", "40", "26.5", "21.5", "19"],
                        dividend_kind="total",
                    ),
                ),
            ],
            notes=["All-in sustaining cost for FY25 is given in the operating review, not here."],
        ),
    )
    return w.doc


# --- Northern Star: December 2024 half-year report ------------------------------------------


def nst_half_year_report_dec_2024(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's 1H FY25 report: one table a measure, measure only in the title."""
    w = new_doc(
        "Northern Star half-year report - six months to 31 December 2024.txt",
        "NST",
        "Northern Star Resources Ltd  |  Half-year operations and financial report",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "NST")
    now, then = "Six months to Dec 2024", "Six months to Dec 2023"

    def pair(title: str, metric: str, unit: str, a: str, b: str, **o: Any) -> Any:
        return table(
            w,
            title,
            ["", ""],
            [
                (now, [c(a, "FY2025", metric, unit, **o)]),
                (then, [c(b, "FY2024", metric, unit, form="comparative", **o)]),
            ],
        )

    w.page("Operations")
    w.add(
        Heading("Operations, first half of FY25"),
        Para(
            "Kalgoorlie, Yandal and Pogo together. Each table below gives one measure for the "
            "half and for the same half a year earlier."
        ),
        pair("Gold sold (koz)", "h1_gold_sold_koz", "koz", "804.14", "781"),
        pair("All-in sustaining cost (A$/oz)", "h1_aisc_aud_oz", "A$/oz", "2,105", "1,878"),
        pair(
            "Average price achieved (A$/oz)",
            "h1_realised_gold_price_aud_oz",
            "A$/oz",
            "3,562",
            "2,873",
        ),
    )
    w.page("Financials")
    half = ["", "1H FY25", "1H FY24"]

    def both(metric: str, a: str, b: str | None) -> list[Any]:
        return [
            c(a, "FY2025", metric, "billion"),
            None if b is None else c(b, "FY2024", metric, "billion", form="comparative"),
        ]

    w.add(
        Heading("Financials, first half of FY25"),
        table(
            w,
            "A$ billions",
            half,
            [
                ("Gold and other sales", both("h1_revenue", "2.87", "2.248")),
                (
                    "Earnings before interest, tax and D&A, significant items out",
                    both("h1_underlying_ebitda", "1.402", "0.889"),
                ),
                ("Cash-based earnings", both("h1_cash_earnings", "1.146", "0.702")),
                ("Cash generated by operations", both("h1_net_operating_cash_flow", "1.25", None)),
                ("Invested in mines and mills", both("h1_capex", "1.06", None)),
                ("Cash and bullion held", both("h1_cash_and_bullion", "1.22", None)),
            ],
            notes=["A dash: not reported in this form for the earlier half."],
        ),
        Para(
            "At 31 December 2024 cash and bullion exceeded borrowings by A$"
            + say(
                w,
                "265 million",
                "FY2025",
                "h1_net_debt",
                "million",
                "cash and bullion exceeded borrowings by",
            )
            + " (31 December 2023: A$"
            + say(
                w,
                "229 million",
                "FY2024",
                "h1_net_debt",
                "million",
                "cash and bullion over borrowings a year before",
                form="comparative",
            )
            + "). The board determined an interim dividend of "
            + say(
                w,
                "25 cents",
                "FY2025",
                "interim_dps",
                CPS,
                "interim dividend determined for the half",
                dividend_kind="interim",
            )
            + " a share, up from "
            + say(
                w,
                "15 cents",
                "FY2024",
                "interim_dps",
                CPS,
                "the interim a year earlier",
                dividend_kind="interim",
                form="comparative",
            )
            + ", and keeping to a payout of "
            + say(
                w,
                "25%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "keeping to a payout of",
            )
            + " of cash earnings."
        ),
    )
    return w.doc


MORE = (fmg_ceo_letter_fy2025, nst_five_year_summary_fy2025, nst_half_year_report_dec_2024)
