"""An eighth hand-written set of the development split: 4E lines, a five-year table, a letter.

Written without reading the product's reading code, in shapes the earlier seven sets do not
use: an Appendix 4E "results for announcement to the market" page whose lines read
"up 8% to" with the figure last and a dividend table of amount and franked amount per
security, a five-year summary of calendar years as columns with rows that look alike
(net earnings beside underlying earnings, total beside special dividends per share), a
chair and chief executive's letter stating statutory and underlying profit, a payout ratio
and a margin in one breath. The statements extract, operations, dividends, remuneration and
the press are in
:mod:`evals.variant_dev.handwritten_eighth_more` and
:mod:`evals.variant_dev.handwritten_eighth_press`. Every recorded figure goes through
:class:`VWriter` and is checked against the data as it is written; a figure the data does
not hold is left out (a dash or words), never made up.
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


# --- Fortescue: Appendix 4E for the year to 30 June 2024 -----------------------------------------


def fmg_appendix_4e_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY24 preliminary final report: 'up 8% to' lines, amount and franked amount."""
    w = new_doc(
        "FMG Appendix 4E - preliminary final report FY2024.txt",
        "FMG",
        "Fortescue Ltd  ABN 57 002 594 872  |  Appendix 4E  |  Preliminary final report",
        "FY2024",
        manifest,
    )
    c = partial(cell, "FMG")
    results = "Results for announcement to the market"
    divs = "Dividends"  # the amount and the franked amount: each cell recorded on its own
    w.page("Appendix 4E")
    w.add(
        Heading("Appendix 4E - Preliminary final report"),
        Para(
            "Reporting period: year ended 30 June 2024. Previous corresponding period: year "
            "ended 30 June 2023. Amounts in US$ millions unless stated. Listing Rule 4.3A."
        ),
        VTable(
            results,
            ["", "Change", "", "US$m"],
            worded_rows(
                w,
                results,
                [
                    (
                        "Revenue from ordinary activities",
                        [c("18,220", "FY2024", "revenue", "million")],
                        ["up 8%", "to"],
                    ),
                    (
                        "Profit from ordinary activities after tax attributable to members",
                        [c("5,664", "FY2024", "statutory_npat", "million")],
                        ["up 18%", "to"],
                    ),
                ],
                lead=True,
            ),
            style="columns",
        ),
        VTable(
            divs,
            ["", "Amount per security", "Franked amount per security"],
            worded_rows(
                w,
                divs,
                [
                    (
                        "Final dividend (determined after year end)",
                        [c("A$0.89", "FY2024", "final_dps", DPS, dividend_kind="final")] * 2,
                        [],
                    ),
                    (
                        "Interim dividend (paid March 2024)",
                        [c("A$1.08", "FY2024", "interim_dps", DPS, dividend_kind="interim")] * 2,
                        [],
                    ),
                    (
                        "Previous corresponding period - final",
                        [
                            c(
                                "A$1.00",
                                "FY2023",
                                "final_dps",
                                DPS,
                                dividend_kind="final",
                                form="comparative",
                            )
                        ]
                        * 2,
                        [],
                    ),
                ],
            ),
            style="columns",
        ),
        Para(
            "Ex-dividend date 4 September 2024. Record date 5 September 2024. Payment date "
            "27 September 2024. The Dividend Reinvestment Plan operates for the final dividend "
            "with no discount; the last date for election is the business day after the record "
            "date."
        ),
        Para(
            "Net tangible asset backing per ordinary security: disclosed in note 31 of the "
            "Annual Report lodged with this document, not repeated here."
        ),
        Heading("Commentary on the results", 2),
        Para(
            "Earnings per share were "
            + say(w, "185", "FY2024", "basic_eps", CPS, "earnings per share, US cents")
            + " US cents. Underlying EBITDA was "
            + say(
                w, "US$10.7 billion", "FY2024", "underlying_ebitda", "billion", "underlying EBITDA"
            )
            + " and underlying net profit after tax "
            + say(
                w,
                "US$5.7 billion",
                "FY2024",
                "underlying_npat",
                "billion",
                "underlying net profit after tax",
            )
            + ". Together the interim and final come to "
            + say(
                w,
                "A$1.97",
                "FY2024",
                "dividends_per_share",
                DPS,
                "interim and final together, per share",
                dividend_kind="total",
            )
            + " a share, "
            + say(
                w,
                "70 per cent",
                "FY2024",
                "payout_ratio_pct",
                "percent",
                "share of net profit after tax distributed",
            )
            + " of net profit after tax. The interim on its own distributed "
            + say(
                w,
                "65 per cent",
                "FY2024",
                "h1_payout_ratio_pct",
                "percent",
                "share of first-half net profit distributed by the interim",
                dividend_kind="interim",
            )
            + " of the first half's profit."
        ),
        Para(
            "Prior year. Revenue for the previous corresponding period was "
            + say(
                w,
                "US$16.87 billion",
                "FY2023",
                "revenue",
                "billion",
                "revenue, previous corresponding period",
                form="comparative",
            )
            + ". This report is based on accounts which have been audited; the audit report is "
            "unmodified."
        ),
    )
    return w.doc


# --- Rio Tinto: five-year summary, calendar 2021 to 2025 ------------------------------------------


def rio_five_year_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's five-year summary: years as columns, look-alike rows, a special dividend."""
    w = new_doc(
        "Rio Tinto 2025 annual report - five year summary.txt",
        "RIO",
        "Rio Tinto  |  Annual Report 2025  |  Five-year summary",
        "FY2025",
        manifest,
    )
    years = ("FY2025", "FY2024", "FY2023", "FY2022", "FY2021")

    def row(metric: str, unit: str, *printed: str | None, **o: Any) -> list[Any]:
        return [
            None
            if p is None
            else cell(
                "RIO", p, fy, metric, unit, form="five_year" if fy != "FY2025" else "table", **o
            )
            for p, fy in zip(printed, years, strict=True)
        ]

    money = "Financial record, years ended 31 December (US$ billion)"
    share = "Per share (US cents) and returns"
    volume = "Operating record"
    header = ["", "2025", "2024", "2023", "2022", "2021"]
    w.page("Five-year summary")
    w.add(
        Heading("Five-year summary"),
        table(
            w,
            money,
            header,
            [
                (
                    "Consolidated sales revenue",
                    row("revenue", "billion", "57.6", "53.658", "54.041", "55.554", "63.495"),
                ),
                (
                    "Underlying EBITDA",
                    row(
                        "underlying_ebitda",
                        "billion",
                        "25.4",
                        "23.314",
                        "23.892",
                        "26.272",
                        "37.72",
                    ),
                ),
                (
                    "Net earnings (profit after tax attributable to owners)",
                    row(
                        "statutory_npat", "billion", "9.966", "11.552", "10.058", "12.392", "21.094"
                    ),
                ),
                (
                    "Underlying earnings",
                    row("underlying_npat", "billion", "10.87", "10.9", "11.8", "13.3", "21.4"),
                ),
                (
                    "Net cash generated from operating activities",
                    row(
                        "net_operating_cash_flow",
                        "billion",
                        "16.8",
                        "15.599",
                        "15.16",
                        "16.134",
                        "25.345",
                    ),
                ),
                (
                    "Purchases of property, plant, equipment and intangibles",
                    row("capex", "billion", "12.3", "9.621", "7.086", "6.75", "7.384"),
                ),
                (
                    "Free cash flow",
                    row("free_cash_flow", "billion", "4.0", "5.553", "7.657", "9.01", "17.664"),
                ),
                (
                    "Net debt at 31 December",
                    row("net_debt", "billion", "14.4", "5.491", "4.231", "4.188", None),
                ),
            ],
            notes=[
                "2025 and underlying earnings are shown to the precision published; the rest to "
                "the nearest US$ million. Net debt was not reported on this basis for 2021."
            ],
        ),
        table(
            w,
            share,
            header,
            [
                (
                    "Underlying earnings per share",
                    row("underlying_eps", CPS, None, "669.5", "725.0", "824.7", None),
                ),
                (
                    "Dividends declared per share, all kinds",
                    row(
                        "dividends_per_share",
                        CPS,
                        "402",
                        "402",
                        "435",
                        "492",
                        "1,040",
                        dividend_kind="total",
                    ),
                ),
                (
                    "  of which special",
                    row("special_dps", CPS, None, None, None, None, "247", dividend_kind="special"),
                ),
                (
                    "Ordinary dividends as % of underlying earnings",
                    row("payout_ratio_pct", "percent", "60", "60", "60", "60", None),
                ),
            ],
            notes=[
                "2021 dividends include the special; the 2021 payout on all dividends was "
                + say(
                    w,
                    "79%",
                    "FY2021",
                    "payout_ratio_pct",
                    "percent",
                    "payout on all dividends declared for 2021",
                    form="five_year",
                )
                + " of underlying earnings."
            ],
        ),
        table(
            w,
            volume,
            header,
            [
                (
                    "Pilbara iron ore shipped, 100% basis (Mt)",
                    row(
                        "iron_ore_shipments_mt",
                        "Mt",
                        "326.2",
                        "328.6",
                        "331.8",
                        "321.6",
                        "321.6",
                        basis="100%",
                    ),
                ),
                (
                    "Bauxite mined (Mt)",
                    row("bauxite_production_mt", "Mt", "62.4", "58.7", None, None, None),
                ),
                (
                    "Mined copper, consolidated basis (kt)",
                    row("copper_production_kt", "kt", "883", "697", None, None, None),
                ),
            ],
            notes=[
                "Production before 2024 is in the operating review of each year's report. "
                "Pilbara tonnes include the partners' shares of joint ventures."
            ],
        ),
    )
    return w.doc


# --- BHP: chair and chief executive's letter, FY2025 ----------------------------------------------


def bhp_letter_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's FY25 letter to shareholders: statutory and underlying profit, payout, margin."""
    w = new_doc(
        "BHP Annual Report 2025 - letter to shareholders.txt",
        "BHP",
        "BHP Annual Report 2025",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    w.page("Letter to shareholders")
    w.add(
        Heading("A letter from our Chair and our Chief Executive Officer"),
        Para("Dear fellow shareholder,"),
        Para(
            "It was a year in which prices for what we sell came off and our mines ran harder. "
            "Attributable profit was "
            + s("US$9.0 billion", "FY2025", "statutory_npat", "billion", "attributable profit")
            + ". Once exceptional items are set aside, underlying attributable profit came to "
            + s(
                "US$10.2 billion",
                "FY2025",
                "underlying_npat",
                "billion",
                "underlying attributable profit",
            )
            + ". Underlying EBITDA of "
            + s("US$26 billion", "FY2025", "underlying_ebitda", "billion", "underlying EBITDA")
            + " was earned at a margin of "
            + s(
                "53 per cent",
                "FY2025",
                "underlying_ebitda_margin_pct",
                "percent",
                "underlying EBITDA margin",
            )
            + ", and profit from operations was "
            + s(
                "US$19.5 billion",
                "FY2025",
                "profit_from_operations",
                "billion",
                "profit from operations",
            )
            + "."
        ),
        Para(
            "Your Board has determined a final dividend of "
            + s("60 US cents", "FY2025", "final_dps", CPS, "final dividend", dividend_kind="final")
            + " per share. With the interim, shareholders receive "
            + s(
                "110 US cents",
                "FY2025",
                "dividends_per_share",
                CPS,
                "dividends for the year",
                dividend_kind="total",
            )
            + " a share for the year, a payout ratio of "
            + s(
                "55 per cent",
                "FY2025",
                "payout_ratio_pct",
                "percent",
                "payout ratio for the year",
            )
            + " of underlying attributable profit, above our 50 per cent minimum."
        ),
        Para(
            "We generated net operating cash flow of "
            + s(
                "US$18.7 billion",
                "FY2025",
                "net_operating_cash_flow",
                "billion",
                "net operating cash flow",
            )
            + " and invested "
            + s(
                "US$9.8 billion",
                "FY2025",
                "capex",
                "billion",
                "capital and exploration expenditure",
            )
            + " in capital and exploration. Net debt ended June at "
            + s("US$12.92 billion", "FY2025", "net_debt", "billion", "net debt at the end of June")
            + ", inside our target range."
        ),
        Para(
            "Copper output passed "
            + s("2.0 million tonnes", "FY2025", "copper_production_kt", "Mt", "copper output")
            + " for the first time, and Western Australia Iron Ore delivered "
            + s(
                "290 million tonnes",
                "FY2025",
                "waio_production_100pct_mt",
                "Mt",
                "Western Australia Iron Ore, whole operation",
                basis="100%",
            )
            + " on a 100 per cent basis, a record."
        ),
        Para("Yours sincerely, the Chair and the Chief Executive Officer"),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press)."""
    from evals.variant_dev.handwritten_eighth_more import MORE
    from evals.variant_dev.handwritten_eighth_press import PRESS

    return (
        fmg_appendix_4e_fy2024,
        rio_five_year_2025,
        bhp_letter_fy2025,
        *MORE,
        *PRESS,
    )
