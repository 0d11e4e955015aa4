"""More hand-written filings of the development split: prices, divisions and dividends.

Where annual reports are hardest to read: an operations review with one row a product group
(output, realised price and divisional EBITDA side by side, each in its own unit), a segment
note with several like columns, a half-year release of a calendar-year company in pipe
tables, a divisional review in prose, and dividend history pages (interim, final, total;
cents or dollars; franked or unfranked; payout shares for the year and the half). Every
figure goes through :class:`VWriter` and is checked against the data as it is written; the
transcripts and the newspaper piece of this set are in
:mod:`evals.variant_dev.handwritten_more_talk`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.handwritten import dividends
from evals.variant_dev.kit import cell, say, table, yoy

CPS = "cents per share"
DPS = "dollars per share"


def rio_annual_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2025 annual report (PDF): operations review by product group, segment note."""
    w = new_doc(
        "Rio Tinto 2025 annual report - operations review and segments.pdf",
        "RIO",
        "Rio Tinto | Annual Report 2025",
        "FY2025",
        manifest,
    )
    c = partial(cell, "RIO", fy="FY2025")
    w.page("Operations review", contents_entry=True)
    w.add(
        Heading("Operations review: the year ended 31 December 2025"),
        table(
            w,
            "Product groups at a glance",
            ["", "Volume", "Average price achieved", "Underlying EBITDA (US$bn)"],
            [
                (
                    "Iron Ore (Pilbara shipments, Mt, 100%; price US$/dry tonne, FOB)",
                    [
                        c("326.2", metric="iron_ore_shipments_mt", unit="Mt", basis="100%"),
                        c("90", metric="realised_price_pilbara_iron_ore_usd_dmt", unit="US$/dmt"),
                        c("15.2", metric="segment_underlying_ebitda_iron_ore", unit="billion"),
                    ],
                ),
                (
                    "Copper (mined, kt, consolidated; price US$/lb)",
                    [
                        c("883", metric="copper_production_kt", unit="kt"),
                        c("4.57", metric="realised_price_copper_usd_lb", unit="US$/lb"),
                        c("7.4", metric="segment_underlying_ebitda_copper", unit="billion"),
                    ],
                ),
                (
                    "Aluminium & Lithium (aluminium, Mt; price US$/t)",
                    [
                        c("3.38", metric="aluminium_production_mt", unit="Mt"),
                        c("3,318", metric="realised_price_aluminium_usd_t", unit="US$/t"),
                        c(
                            "4.6",
                            metric="segment_underlying_ebitda_aluminium_lithium",
                            unit="billion",
                        ),
                    ],
                ),
            ],
            notes=[
                "Prices are the average achieved on sales in the year, including provisional "
                "pricing; aluminium includes market premiums."
            ],
        ),
        Para(
            "Copper led the year: each pound sold fetched on average "
            + say(
                w,
                "US$4.57",
                "FY2025",
                "realised_price_copper_usd_lb",
                "US$/lb",
                "average achieved per pound of copper",
            )
            + ", while our Pilbara fines and lump averaged "
            + say(
                w,
                "US$90",
                "FY2025",
                "realised_price_pilbara_iron_ore_usd_dmt",
                "US$/dmt",
                "average achieved per dry tonne of Pilbara ore",
            )
            + " a dry tonne, a weaker market than a year earlier. Bauxite output reached "
            + say(w, "62.4 Mt", "FY2025", "bauxite_production_mt", "Mt", "bauxite output")
            + " and lithium carbonate equivalent output was "
            + say(
                w,
                "57 kt",
                "FY2025",
                "lithium_production_kt_lce",
                "kt",
                "lithium carbonate equivalent output",
            )
            + "."
        ),
    )
    w.page("Notes to the financial statements", contents_entry=True)
    w.add(
        Heading("Note 2. Operating segments"),
        Para(
            "The Group's reportable segments are its product groups. Underlying EBITDA is the "
            "measure the chief operating decision maker uses to assess them."
        ),
        table(
            w,
            "Underlying EBITDA by reportable segment, 2025 (US$ billion)",
            ["", "Iron Ore", "Aluminium & Lithium", "Copper", "Group"],
            [
                (
                    "Underlying EBITDA",
                    [
                        c("15.2", metric="segment_underlying_ebitda_iron_ore", unit="billion"),
                        c(
                            "4.6",
                            metric="segment_underlying_ebitda_aluminium_lithium",
                            unit="billion",
                        ),
                        c("7.4", metric="segment_underlying_ebitda_copper", unit="billion"),
                        c("25.4", metric="underlying_ebitda", unit="billion"),
                    ],
                ),
            ],
            notes=[
                "The Group column also includes Minerals and central items, which are not "
                "shown separately in this extract."
            ],
        ),
        table(
            w,
            "Group (US$ billion unless stated)",
            ["", "2025"],
            [
                ("Consolidated sales revenue", [c("57.6", metric="revenue", unit="billion")]),
                (
                    "Profit attributable to owners (net earnings)",
                    [c("9.966", metric="statutory_npat", unit="billion")],
                ),
                ("Underlying earnings", [c("10.87", metric="underlying_npat", unit="billion")]),
                (
                    "Ordinary dividends for the year (US cents a share)",
                    [
                        c(
                            "402",
                            metric="dividends_per_share",
                            unit=CPS,
                            dividend_kind="total",
                        )
                    ],
                ),
                (
                    "Share of underlying earnings paid out (%)",
                    [
                        c(
                            "60",
                            metric="payout_ratio_pct",
                            unit="percent",
                            dividend_kind="total",
                        )
                    ],
                ),
            ],
        ),
    )
    return w.doc


def rio_half_2024(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's six months to 30 June 2024 (H1 FY2024) in pipe tables, 2023 alongside."""
    w = new_doc(
        "Rio Tinto half-year results to 30 June 2024.txt",
        "RIO",
        "Rio Tinto | 2024 half-year results",
        "H1 FY2024",
        manifest,
    )
    y = partial(yoy, "RIO", "FY2024")
    w.page("Half-year results")
    w.add(
        Heading("2024 half-year results"),
        Dateline("Melbourne and London, July 2024"),
        Para(
            "Rio Tinto's financial year is the calendar year. The columns below compare the six "
            "months ended 30 June 2024 with the six months ended 30 June 2023."
        ),
        table(
            w,
            "Six months ended 30 June (US$ millions unless stated)",
            ["", "H1 2024", "H1 2023"],
            [
                ("Consolidated sales revenue", y("h1_revenue", "million", "26,802", "26,667")),
                ("Underlying EBITDA", y("h1_underlying_ebitda", "million", "12,093", "11,728")),
                (
                    "Profit attributable to owners of Rio Tinto (net earnings)",
                    y("h1_statutory_npat", "million", "5,808", "5,117"),
                ),
                (
                    "Net cash generated from operating activities",
                    y("h1_net_operating_cash_flow", "million", "7,056", "6,975"),
                ),
                ("Free cash flow", y("h1_free_cash_flow", "million", "2,843", "3,769")),
                ("Basic earnings per share (US cents)", y("h1_basic_eps", CPS, "355.8", "313.9")),
                (
                    "Underlying earnings per share (US cents)",
                    y("h1_underlying_eps", CPS, "354.3", "352.9"),
                ),
            ],
            style="pipe",
        ),
        table(
            w,
            "Shareholder returns",
            ["", "H1 2024", "H1 2023"],
            [
                (
                    "Interim ordinary dividend (US cents a share)",
                    y("interim_dps", CPS, "177", "177", dividend_kind="interim"),
                ),
                (
                    "Interim as a share of underlying earnings (%)",
                    y("h1_payout_ratio_pct", "percent", "50", None, dividend_kind="interim"),
                ),
            ],
            style="pipe",
        ),
        Para(
            "Underlying earnings for the half were "
            + say(
                w,
                "$5.8 billion",
                "FY2024",
                "h1_underlying_npat",
                "billion",
                "underlying earnings for the half",
            )
            + " against "
            + say(
                w,
                "$5.7 billion",
                "FY2023",
                "h1_underlying_npat",
                "billion",
                "underlying earnings in the first half of 2023",
                form="comparative",
            )
            + " a year earlier, all amounts in US dollars."
        ),
    )
    return w.doc


def min_review_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """Mineral Resources' year to June 2023: divisional review in prose, group and dividends."""
    w = new_doc(
        "MinRes annual report FY23 - review of divisions.txt",
        "MIN",
        "Mineral Resources Limited | Annual Report 2023 | Operating and financial review",
        "FY2023",
        manifest,
    )
    c = partial(cell, "MIN", fy="FY2023")
    w.page("Review of divisions")
    w.add(
        Heading("Operating and financial review: our divisions in the year to 30 June 2023"),
        Para(
            "Mining Services, the contracting business on which the company was founded, earned "
            + say(
                w,
                "$484 million",
                "FY2023",
                "segment_underlying_ebitda_mining_services",
                "million",
                "Mining Services earnings before interest, tax, depreciation and amortisation",
            )
            + " in EBITDA before one-off items."
        ),
        Para(
            "The lithium division had its best year: with strong spodumene prices and higher "
            "volumes from Mt Marion and Wodgina it delivered underlying EBITDA of "
            + say(
                w,
                "$1.3 billion",
                "FY2023",
                "segment_underlying_ebitda_lithium",
                "billion",
                "lithium division underlying EBITDA",
            )
            + ". Mt Marion shipped "
            + say(
                w,
                "149 kt",
                "FY2023",
                "spodumene_shipments_kt_mt_marion",
                "kt",
                "Mt Marion shipments of SC6 equivalent, our share",
                basis="attributable",
            )
            + " of SC6 equivalent concentrate for our account."
        ),
        table(
            w,
            "Group performance (A$ billion)",
            ["", "FY23"],
            [
                ("Revenue", [c("4.8", metric="revenue", unit="billion")]),
                (
                    "EBITDA before one-off items",
                    [c("1.8", metric="underlying_ebitda", unit="billion")],
                ),
                ("Net debt at 30 June", [c("1.9", metric="net_debt", unit="billion")]),
                ("Cash at 30 June", [c("1.4", metric="cash_and_equivalents", unit="billion")]),
            ],
        ),
        Para(
            "Group EBITDA before one-off items was "
            + say(
                w,
                "37 per cent",
                "FY2023",
                "underlying_ebitda_margin_pct",
                "percent",
                "EBITDA before one-off items as a share of revenue",
            )
            + " of revenue. Profit after tax as reported was "
            + say(w, "$244 million", "FY2023", "statutory_npat", "million", "profit as reported")
            + ", and "
            + say(
                w,
                "$769 million",
                "FY2023",
                "underlying_npat",
                "million",
                "profit after tax before one-off items",
            )
            + " before one-off items. All amounts are in Australian dollars."
        ),
        dividends(
            w,
            "Dividends for FY23 (A$ a share)",
            ["", "Amount", "Franking"],
            [
                (
                    "Interim",
                    c("$1.20", metric="interim_dps", unit=DPS, dividend_kind="interim"),
                    "100% franked",
                ),
                (
                    "Final",
                    c("$0.70", metric="final_dps", unit=DPS, dividend_kind="final"),
                    "100% franked",
                ),
                (
                    "FY23 in total",
                    c("$1.90", metric="dividends_per_share", unit=DPS, dividend_kind="total"),
                    "",
                ),
            ],
        ),
    )
    return w.doc


def fmg_dividend_history(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's investor-centre dividend history (Markdown): four years side by side."""
    w = new_doc("fortescue-investors-dividend-history.md", "FMG", "", "FY2025", manifest)
    c = partial(cell, "FMG")
    years = ("FY2022", "FY2023", "FY2024", "FY2025")

    def across(metric: str, unit: str, printed: tuple[str | None, ...], kind: str) -> list[Any]:
        return [
            None if p is None else c(p, fy, metric, unit, dividend_kind=kind)
            for p, fy in zip(printed, years, strict=True)
        ]

    w.page("Dividend history")
    w.add(
        Heading("Investors: dividend history"),
        Para(
            "Fortescue's financial year ends on 30 June. All dividends below are in Australian "
            "cents a share and were fully franked. The interim dividend is declared with the "
            "half-year result; the final with the full-year result."
        ),
        table(
            w,
            "Dividends declared (A cents a share, fully franked)",
            ["", "FY22", "FY23", "FY24", "FY25"],
            [
                ("Interim", across("interim_dps", CPS, ("86", "75", "108", "50"), "interim")),
                ("Final", across("final_dps", CPS, ("121", "100", "89", "60"), "final")),
                (
                    "Year",
                    across("dividends_per_share", CPS, ("207", "175", "197", "110"), "total"),
                ),
                (
                    "Paid out of NPAT, full year (%)",
                    across("payout_ratio_pct", "percent", (None, None, "70", "65"), "total"),
                ),
                (
                    "Paid out of NPAT, first half (%)",
                    across("h1_payout_ratio_pct", "percent", (None, None, "65", "65"), "interim"),
                ),
            ],
            style="pipe",
            notes=["A dash: no ratio published on this page for that year."],
        ),
        Para(
            "The record remains FY21, when shareholders received "
            + say(
                w,
                "A$3.58",
                "FY2021",
                "dividends_per_share",
                DPS,
                "dividends for the year to June 2021",
                dividend_kind="total",
            )
            + " a share across the interim and final dividends."
        ),
    )
    return w.doc


def nst_dividend_history(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's dividend history (text): one row a payment, franking in words."""
    w = new_doc(
        "Northern Star Resources - dividend history.txt",
        "NST",
        "Northern Star Resources Limited | Shareholder information",
        "FY2025",
        manifest,
    )
    c = partial(cell, "NST")
    w.page("Dividends")
    w.add(
        Heading("Dividend history"),
        Para(
            "Northern Star's financial year runs to 30 June. Amounts are Australian cents a "
            "share. The interim is set at a share of cash earnings for the six months to 31 "
            "December."
        ),
        dividends(
            w,
            "Selected dividend payments (A cents a share)",
            ["Dividend", "Cents", "Franking"],
            [
                (
                    f"{fy} {kind}",
                    c(printed, fy, f"{kind}_dps", CPS, dividend_kind=kind),
                    franking,
                )
                for printed, fy, kind, franking in (
                    ("25.0", "FY2025", "interim", "see the payment notice"),
                    ("25.0", "FY2024", "final", "unfranked"),
                    ("15.0", "FY2024", "interim", "unfranked"),
                    ("15.5", "FY2023", "final", "unfranked"),
                    ("11.0", "FY2023", "interim", "fully franked"),
                    ("10.0", "FY2022", "interim", "fully franked"),
                )
            ],
        ),
        table(
            w,
            "Dividends for each financial year (A cents a share)",
            ["", "FY21", "FY22", "FY23", "FY24", "FY25"],
            [
                (
                    "Total for the year",
                    [
                        c(p, fy, "dividends_per_share", CPS, dividend_kind="total")
                        for p, fy in (
                            ("19.0", "FY2021"),
                            ("21.5", "FY2022"),
                            ("26.5", "FY2023"),
                            ("40.0", "FY2024"),
                            ("55.0", "FY2025"),
                        )
                    ],
                ),
                (
                    "Interim as % of first-half cash earnings",
                    [
                        None,
                        None,
                        c(
                            "27",
                            "FY2023",
                            "h1_payout_ratio_pct",
                            "percent",
                            dividend_kind="interim",
                        ),
                        c(
                            "25",
                            "FY2024",
                            "h1_payout_ratio_pct",
                            "percent",
                            dividend_kind="interim",
                        ),
                        c(
                            "25",
                            "FY2025",
                            "h1_payout_ratio_pct",
                            "percent",
                            dividend_kind="interim",
                        ),
                    ],
                ),
            ],
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then transcripts and press)."""
    from evals.variant_dev.handwritten_more_talk import TALK

    return (
        rio_annual_2025,
        rio_half_2024,
        min_review_fy2023,
        fmg_dividend_history,
        nst_dividend_history,
        *TALK,
    )
