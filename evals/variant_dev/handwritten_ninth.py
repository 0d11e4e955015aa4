"""A ninth hand-written set of the development split: a report of look-alike tables, slides.

Written without reading the product's reading code, in shapes the earlier eight sets do not
use: a PDF annual report extract whose row labels recur across a group table, a five-year
table, an incentive scorecard of outcomes against targets and a price sensitivity table
(so only one table holds each asked figure, and the sensitivity table holds none), an
investor presentation's slide text with short bullets, arrows, "$US" and "bn" and a first
half beside the year, and a results announcement's key financial information with the prior
year's column first. Press, a half-year named only by its months, a quarterly with
year-to-date columns, a meeting address and a dividend page are in
:mod:`evals.variant_dev.handwritten_ninth_more` and
:mod:`evals.variant_dev.handwritten_ninth_press`. Every recorded figure goes through
:class:`VWriter` and is checked against the data as it is written; a figure the data does
not hold is left out (a dash or words), never made up.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, say, table

CPS = "cents per share"


# --- BHP: annual report 2024, financial review, five years, scorecard, sensitivities ----------


def bhp_report_sections_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """BHP's FY24 report extract: one set of row labels over four tables, one holding each."""
    w = new_doc(
        "BHP Annual Report 2024 - financial review extract.pdf",
        "BHP",
        "BHP Annual Report 2024",
        "FY2024",
        manifest,
    )
    c = partial(cell, "BHP")
    group = "Group results, years ended 30 June (US$ billion unless stated)"
    pershare = "Per share, years ended 30 June (US cents unless stated)"
    w.page("Financial review")
    w.add(
        Heading("Financial review"),
        Para(
            "The tables below are prepared on the Group's consolidated basis. Amounts for the "
            "prior year are presented as reported in the 2023 Annual Report."
        ),
        table(
            w,
            group,
            ["", "2024", "2023"],
            [
                (
                    "Revenue",
                    [
                        c("55.658", "FY2024", "revenue", "billion"),
                        c("53.82", "FY2023", "revenue", "billion", form="comparative"),
                    ],
                ),
                (
                    "Profit attributable to members of BHP",
                    [
                        c("7.897", "FY2024", "statutory_npat", "billion"),
                        c("12.921", "FY2023", "statutory_npat", "billion", form="comparative"),
                    ],
                ),
                (
                    "Underlying attributable profit",
                    [
                        c("13.66", "FY2024", "underlying_npat", "billion"),
                        c("13.4", "FY2023", "underlying_npat", "billion", form="comparative"),
                    ],
                ),
                (
                    "Net operating cash flow",
                    [
                        None,
                        c(
                            "18.7",
                            "FY2023",
                            "net_operating_cash_flow",
                            "billion",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "Capital and exploration expenditure",
                    [
                        c("9.27", "FY2024", "capex", "billion"),
                        c("7.1", "FY2023", "capex", "billion", form="comparative"),
                    ],
                ),
                (
                    "Net debt",
                    [
                        c("9.12", "FY2024", "net_debt", "billion"),
                        c("11.2", "FY2023", "net_debt", "billion", form="comparative"),
                    ],
                ),
            ],
            notes=[
                "Net operating cash flow for 2024 is presented in the consolidated cash flow "
                "statement and is not repeated in this summary."
            ],
        ),
        table(
            w,
            pershare,
            ["", "2024", "2023"],
            [
                (
                    "Basic earnings per ordinary share",
                    [
                        c("155.8", "FY2024", "basic_eps", CPS),
                        c("255.2", "FY2023", "basic_eps", CPS, form="comparative"),
                    ],
                ),
                (
                    "Underlying basic earnings per ordinary share",
                    [
                        c("269.5", "FY2024", "underlying_basic_eps", CPS),
                        c("265", "FY2023", "underlying_basic_eps", CPS, form="comparative"),
                    ],
                ),
                (
                    "Dividends determined in respect of the period",
                    [
                        c("146", "FY2024", "dividends_per_share", CPS, dividend_kind="total"),
                        c(
                            "170",
                            "FY2023",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "Dividend payout ratio (%)",
                    [
                        c("53", "FY2024", "payout_ratio_pct", "percent"),
                        c("59", "FY2023", "payout_ratio_pct", "percent", form="comparative"),
                    ],
                ),
            ],
        ),
    )
    w.page("Five-year summary")
    five = "Five-year summary, years ended 30 June (US$ billion unless stated)"
    years = ("FY2024", "FY2023", "FY2022", "FY2021")

    def row(metric: str, unit: str, *printed: str | None, **o: Any) -> list[Any]:
        return [
            None
            if p is None
            else c(p, fy, metric, unit, form="five_year" if fy != "FY2024" else "table", **o)
            for p, fy in zip(printed, years, strict=True)
        ]

    w.add(
        Heading("Five-year summary"),
        table(
            w,
            five,
            ["", "2024", "2023", "2022", "2021"],
            [
                ("Revenue", row("revenue", "billion", "55.658", "53.82", "65.098", "60.817")),
                (
                    "Profit attributable to members of BHP",
                    row("statutory_npat", "billion", "7.897", "12.921", "30.9", "11.304"),
                ),
                (
                    "Underlying attributable profit",
                    row("underlying_npat", "billion", "13.66", "13.4", "23.8", "17.1"),
                ),
                ("Net debt", row("net_debt", "billion", "9.12", "11.2", "0.3", "4.0")),
                (
                    "Dividends determined in respect of the period (US cents)",
                    row(
                        "dividends_per_share",
                        CPS,
                        "146",
                        "170",
                        "325",
                        "301",
                        dividend_kind="total",
                    ),
                ),
                (
                    "Copper production (kt)",
                    row("copper_production_kt", "kt", "1,865", "1,700", "1,600", None),
                ),
            ],
            notes=[
                "2021 revenue is as originally reported, including Petroleum. Copper production "
                "for 2021 is presented in that year's operational review."
            ],
        ),
    )
    w.page("Remuneration report")
    card = "Short-term incentive scorecard - outcome against target, 2024"
    w.add(
        Heading("Remuneration report: how the CEO's short-term incentive was assessed", 2),
        VTable(
            card,
            ["Measure", "Outcome", "Assessment against target"],
            [
                ["Underlying attributable profit", "Refer to Financial review", "Below target"],
                ["Net operating cash flow", "Refer to cash flow statement", "At target"],
                [
                    "Western Australia Iron Ore production, BHP share (Mt)",
                    w.fig(
                        "255",
                        ("BHP", "FY2024", "waio_production_bhp_share_mt"),
                        unit="Mt",
                        label=f"Western Australia Iron Ore production, BHP share (Mt) | {card}",
                        basis="equity",
                    ),
                    "Above target",
                ],
                ["Net debt", "Within the target range", "At target"],
            ],
            style="columns",
        ),
        Para(
            "Targets are set by the Remuneration Committee at the start of the year and are "
            "commercially sensitive; they are disclosed once the performance year has ended."
        ),
    )
    w.page("Key sensitivities")
    sens = "Impact of a 10% change in the average price on the year's results"
    w.add(
        Heading("Key sensitivities", 2),
        VTable(
            sens,
            ["Commodity price", "Underlying EBITDA", "Profit attributable to members of BHP"],
            [
                ["Copper", "Note 2", "Note 2"],
                ["Iron ore", "Note 2", "Note 2"],
                ["Metallurgical coal", "Note 2", "Note 2"],
            ],
            style="columns",
        ),
        Para(
            "Sensitivities assume each price moves on its own with all other factors held "
            "constant; the amounts are in the segment note to the financial statements."
        ),
    )
    return w.doc


# --- Rio Tinto: full-year results presentation, 2025 ------------------------------------------


def rio_slides_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2025 results slides: bullets, arrows, $US and bn, a half beside the year."""
    w = new_doc(
        "Rio Tinto 2025 full year results - investor presentation.txt",
        "RIO",
        "Rio Tinto  |  2025 full year results  |  Investor presentation",
        "FY2025",
        manifest,
    )
    s = partial(say, w)
    w.page("Slide 4")
    w.add(
        Heading("Slide 4 | Financial highlights, year to 31 December 2025"),
        Para(
            "\u2022 Underlying EBITDA "
            + s("$US25.4bn", "FY2025", "underlying_ebitda", "billion", "Underlying EBITDA")
            + " \u25b2 (1H25: "
            + s("$US11.5bn", "FY2025", "h1_underlying_ebitda", "billion", "1H25 underlying EBITDA")
            + ")"
        ),
        Para(
            "\u2022 Underlying earnings "
            + s("$US10.87bn", "FY2025", "underlying_npat", "billion", "Underlying earnings")
            + " (1H25: "
            + s("$US4.8bn", "FY2025", "h1_underlying_npat", "billion", "1H25 underlying earnings")
            + ")"
        ),
        Para(
            "\u2022 Operating cash flow "
            + s("$US16.8bn", "FY2025", "net_operating_cash_flow", "billion", "Operating cash flow")
            + " | free cash flow "
            + s("$US4.0bn", "FY2025", "free_cash_flow", "billion", "free cash flow")
            + " \u25bc"
        ),
        Para(
            "\u2022 Net debt "
            + s("$US14.4bn", "FY2025", "net_debt", "billion", "Net debt")
            + " at year end \u25b2 after the lithium acquisition"
        ),
        Para(
            "\u2022 Total dividend "
            + s(
                "402 USc",
                "FY2025",
                "dividends_per_share",
                CPS,
                "Total dividend",
                dividend_kind="total",
            )
            + " per share | "
            + s("60%", "FY2025", "payout_ratio_pct", "percent", "payout")
            + " payout of underlying earnings"
        ),
    )
    w.page("Slide 7")
    w.add(
        Heading("Slide 7 | EBITDA by product group (underlying, $US)"),
        Para(
            "\u2022 Iron Ore "
            + s("$US15.2bn", "FY2025", "segment_underlying_ebitda_iron_ore", "billion", "Iron Ore")
            + " \u25bc lower prices"
        ),
        Para(
            "\u2022 Copper "
            + s("$US7.4bn", "FY2025", "segment_underlying_ebitda_copper", "billion", "Copper")
            + " \u25b2 Oyu Tolgoi underground ramp-up"
        ),
        Para(
            "\u2022 Aluminium & Lithium "
            + s(
                "$US4.6bn",
                "FY2025",
                "segment_underlying_ebitda_aluminium_lithium",
                "billion",
                "Aluminium & Lithium",
            )
        ),
    )
    w.page("Slide 9")
    w.add(
        Heading("Slide 9 | Prices and volumes"),
        Para(
            "\u2022 Pilbara FOB "
            + s(
                "$US90/dmt",
                "FY2025",
                "realised_price_pilbara_iron_ore_usd_dmt",
                "US$/dmt",
                "Pilbara FOB",
            )
            + " | Cu "
            + s("$US4.57/lb", "FY2025", "realised_price_copper_usd_lb", "US$/lb", "Cu")
            + " | Al "
            + s("$US3,318/t", "FY2025", "realised_price_aluminium_usd_t", "US$/t", "Al")
            + " (all realised)"
        ),
        Para(
            "\u2022 Cu "
            + s("883kt", "FY2025", "copper_production_kt", "kt", "Cu mined")
            + " \u25b2 | bauxite "
            + s("62.4Mt", "FY2025", "bauxite_production_mt", "Mt", "bauxite")
            + " | Li "
            + s("57kt", "FY2025", "lithium_production_kt_lce", "kt", "Li, LCE")
            + " LCE"
        ),
        Para(
            "\u2022 Pilbara shipments "
            + s(
                "326.2Mt",
                "FY2025",
                "iron_ore_shipments_mt",
                "Mt",
                "Pilbara shipments",
                basis="100%",
            )
            + " (100%)"
        ),
    )
    return w.doc


# --- Northern Star: results announcement FY2024, prior year first ------------------------------


def nst_key_information_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's FY24 key financial information, the FY23 column first."""
    w = new_doc(
        "Northern Star Resources - FY24 results announcement.txt",
        "NST",
        "Northern Star Resources Limited  |  ASX announcement  |  Full-year results",
        "FY2024",
        manifest,
    )
    c = partial(cell, "NST")
    key = "Key financial information"
    prior = {"form": "comparative"}
    w.page("Announcement")
    w.add(
        Heading("Record cash earnings; final dividend lifted"),
        Para("Year ended 30 June 2024. The previous corresponding period is shown first."),
        table(
            w,
            key,
            ["", "FY23", "FY24"],
            [
                (
                    "Revenue (A$b)",
                    [
                        c("4.131", "FY2023", "revenue", "billion", **prior),
                        c("4.92", "FY2024", "revenue", "billion"),
                    ],
                ),
                (
                    "Earnings before interest, tax, depreciation and amortisation "
                    "(underlying) (A$b)",
                    [None, c("2.19", "FY2024", "underlying_ebitda", "billion")],
                ),
                (
                    "Cash earnings (A$b)",
                    [
                        c("1.223", "FY2023", "cash_earnings", "billion", **prior),
                        c("1.81", "FY2024", "cash_earnings", "billion"),
                    ],
                ),
                (
                    "Statutory profit after tax (A$m)",
                    [
                        c("585", "FY2023", "statutory_npat", "million", **prior),
                        c("639", "FY2024", "statutory_npat", "million"),
                    ],
                ),
                (
                    "Underlying profit after tax (A$m)",
                    [c("301", "FY2023", "underlying_npat", "million", **prior), None],
                ),
                (
                    "Underlying free cash flow (A$m)",
                    [None, c("462", "FY2024", "underlying_free_cash_flow", "million")],
                ),
                (
                    "Net debt / (net cash) (A$m)",
                    [None, c("(358)", "FY2024", "net_debt", "million")],
                ),
            ],
            notes=[
                "Underlying profit for FY24 is reconciled in the Operating and Financial Review; "
                "EBITDA for FY23 was presented on a different basis and is not shown."
            ],
        ),
        table(
            w,
            "Operating summary",
            ["", "FY23", "FY24"],
            [
                (
                    "Gold sold (koz)",
                    [
                        c("1,563", "FY2023", "gold_sold_koz", "koz", **prior),
                        c("1,621", "FY2024", "gold_sold_koz", "koz"),
                    ],
                ),
                (
                    "All-in sustaining cost (A$/oz)",
                    [
                        c("1,759", "FY2023", "aisc_aud_oz", "A$/oz", **prior),
                        c("1,853", "FY2024", "aisc_aud_oz", "A$/oz"),
                    ],
                ),
            ],
        ),
        table(
            w,
            "Return to shareholders (cents per share, fully franked)",
            ["", "FY23", "FY24"],
            [
                (
                    "Interim",
                    [
                        c("11", "FY2023", "interim_dps", CPS, dividend_kind="interim", **prior),
                        c("15", "FY2024", "interim_dps", CPS, dividend_kind="interim"),
                    ],
                ),
                (
                    "Final",
                    [
                        c("15.5", "FY2023", "final_dps", CPS, dividend_kind="final", **prior),
                        c("25", "FY2024", "final_dps", CPS, dividend_kind="final"),
                    ],
                ),
                (
                    "Full year",
                    [
                        c(
                            "26.5",
                            "FY2023",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            **prior,
                        ),
                        c("40", "FY2024", "dividends_per_share", CPS, dividend_kind="total"),
                    ],
                ),
            ],
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press)."""
    from evals.variant_dev.handwritten_ninth_more import MORE
    from evals.variant_dev.handwritten_ninth_press import PRESS

    return (
        bhp_report_sections_fy2024,
        rio_slides_2025,
        nst_key_information_fy2024,
        *MORE,
        *PRESS,
    )
