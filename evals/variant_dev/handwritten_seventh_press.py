"""The seventh set's press and talk: a reporting-week wrap, a CFO interview, a half, prices.

Part of :mod:`evals.variant_dev.handwritten_seventh`: a newspaper wrap of the August 2024
reporting week naming three miners in one story (BHP, Fortescue, Mineral Resources), an
interview with Northern Star's finance chief on FY24 in question-and-answer form, a
half-year commentary on BHP's six months to December 2022 (HY23 beside HY22) and a price
monitor with commodity rows, producers and units but no year column, its only period in
the title. Figures of another company than the document's go through :meth:`VWriter.fig`
with that company's key.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows
from evals.variant_dev.kit import say_of as _of

CPS = "cents per share"
DPS = "dollars per share"


# --- Press: the August 2024 reporting week, three miners in one story ----------------------------


def reporting_week_wrap_august_2024(manifest: list[dict[str, Any]]) -> Document:
    """A market wrap: BHP, Fortescue and MinRes results for the year to June 2024."""
    w = new_doc("miners-reporting-week-wrap-august-2024.md", "BHP", "", "FY2024", manifest)
    f = partial(_of, w)
    w.page("Article")
    w.add(
        Heading("Big miners keep cheques flowing as lithium bites MinRes", 2),
        Dateline("Markets wrap | Friday 30 August 2024"),
        Para(
            "It was the week the iron ore heavyweights reported their June-year numbers, and "
            "for shareholders of the two biggest the news was better than the headlines."
        ),
        Para(
            "BHP's bottom line was cut to "
            + f(
                "BHP",
                "$US7.897 billion",
                "FY2024",
                "statutory_npat",
                "billion",
                "BHP's bottom line after writedowns",
            )
            + " by writedowns on its nickel mines, but profit before those items rose to "
            + f(
                "BHP",
                "$US13.66 billion",
                "FY2024",
                "underlying_npat",
                "billion",
                "BHP's profit before the writedowns",
            )
            + ". A final payment of "
            + f(
                "BHP",
                "74 US cents",
                "FY2024",
                "final_dps",
                CPS,
                "BHP's final payment per share",
                dividend_kind="final",
            )
            + " takes the year's dividends to "
            + f(
                "BHP",
                "$US1.46",
                "FY2024",
                "dividends_per_share",
                DPS,
                "BHP's dividends for the year per share",
                dividend_kind="total",
            )
            + " a share. Net debt finished June at "
            + f("BHP", "$US9.12 billion", "FY2024", "net_debt", "billion", "BHP's net debt in June")
            + "."
        ),
        Para(
            "Fortescue, reporting a day earlier, lifted net profit to "
            + f(
                "FMG",
                "$US5,664 million",
                "FY2024",
                "statutory_npat",
                "million",
                "Fortescue's net profit",
            )
            + " on shipments of "
            + f(
                "FMG",
                "191.6 million tonnes",
                "FY2024",
                "iron_ore_shipments_mt",
                "Mt",
                "Fortescue's shipments",
            )
            + ". Its fully franked final dividend of "
            + f(
                "FMG",
                "$A0.89",
                "FY2024",
                "final_dps",
                DPS,
                "Fortescue's final dividend",
                dividend_kind="final",
            )
            + " brings the year to "
            + f(
                "FMG",
                "$A1.97",
                "FY2024",
                "dividends_per_share",
                DPS,
                "Fortescue's dividends for the year",
                dividend_kind="total",
            )
            + " a share."
        ),
        Para(
            "Mineral Resources had the hardest week. Statutory profit fell to "
            + f(
                "MIN",
                "$A114 million",
                "FY2024",
                "statutory_npat",
                "million",
                "MinRes's statutory profit",
            )
            + " from "
            + f(
                "MIN",
                "$A244 million",
                "FY2023",
                "statutory_npat",
                "million",
                "MinRes's statutory profit a year earlier",
                form="comparative",
            )
            + " and underlying profit to "
            + f(
                "MIN",
                "$A158 million",
                "FY2024",
                "underlying_npat",
                "million",
                "MinRes's underlying profit",
            )
            + ". With no final dividend, the "
            + f(
                "MIN",
                "20 cents",
                "FY2024",
                "dividends_per_share",
                CPS,
                "MinRes's dividend for the year, all paid at the half",
                dividend_kind="total",
            )
            + " paid at the half is the year's whole dividend, while net debt climbed to "
            + f("MIN", "$A4,428 million", "FY2024", "net_debt", "million", "MinRes's net debt")
            + "."
        ),
    )
    return w.doc


# --- Talk: Northern Star's finance chief interviewed on FY24 -------------------------------------


def nst_cfo_interview_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """An interview with Northern Star's CFO on FY24, question and answer, figures spoken."""
    w = new_doc(
        "Northern Star CFO interview - FY24 result.txt",
        "NST",
        "Boardroom conversations | Northern Star Resources | August 2024",
        "FY2024",
        manifest,
    )
    s = partial(say, w)
    w.page("Interview")
    w.add(
        Heading("Five minutes with the CFO: Northern Star's year to June 2024"),
        Para(
            "Q: Start with the number you care about most. "
            "A: Cash. We define cash earnings as EBITDA less interest, tax and the capital we "
            "spend to sustain the mines, and this year it was "
            + s(
                "A$1.81 billion", "FY2024", "cash_earnings", "billion", "cash earnings for the year"
            )
            + ", after "
            + s(
                "A$702 million",
                "FY2024",
                "h1_cash_earnings",
                "million",
                "cash earnings in the December half",
            )
            + " in the December half. Underlying EBITDA was "
            + s("A$2.19 billion", "FY2024", "underlying_ebitda", "billion", "underlying EBITDA")
            + " on revenue of "
            + s("A$4.92 billion", "FY2024", "revenue", "billion", "revenue")
            + "."
        ),
        Para(
            "Q: And after all that building? "
            "A: We still had "
            + s(
                "A$462 million",
                "FY2024",
                "underlying_free_cash_flow",
                "million",
                "what was left after the building, underlying",
            )
            + " left over on an underlying basis, and we finished June with net cash of "
            + s("A$358 million", "FY2024", "net_debt", "million", "net cash at the end of June")
            + ". The reported profit after tax, "
            + s("A$639 million", "FY2024", "statutory_npat", "million", "reported profit after tax")
            + ", carries non-cash amortisation from the merger, so we steer people to cash."
        ),
        Para(
            "Q: Ounces and costs? "
            "A: We sold "
            + s("1.621 million ounces", "FY2024", "gold_sold_koz", "Moz", "ounces sold")
            + " at an all-in sustaining cost of "
            + s("A$1,853", "FY2024", "aisc_aud_oz", "A$/oz", "all-in sustaining cost per ounce")
            + " an ounce, inside guidance."
        ),
        Para(
            "Q: What do shareholders get? "
            "A: A final of "
            + s(
                "25 cents",
                "FY2024",
                "final_dps",
                CPS,
                "the final payment per share",
                dividend_kind="final",
            )
            + " a share, unfranked, which with the interim makes "
            + s(
                "40 cents",
                "FY2024",
                "dividends_per_share",
                CPS,
                "payments for the year per share",
                dividend_kind="total",
            )
            + " for the year. Q: Any capital return on top? A: Not this year; the buy-back is "
            "how we handle surplus capital."
        ),
    )
    return w.doc


# --- Half-year commentary: BHP's six months to 31 December 2022 ---------------------------------


def bhp_half_commentary_h1_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """BHP's HY23 commentary: the half to December 2022 beside HY22, a June-year company."""
    w = new_doc(
        "BHP HY23 half-year commentary.txt",
        "BHP",
        "BHP | Half-year commentary | Six months ended 31 December 2022",
        "H1 FY2023",
        manifest,
    )
    c = partial(cell, "BHP")
    title = "Half-year comparison (US$ billion unless stated)"
    w.page("Commentary")
    w.add(
        Heading("Half-year commentary"),
        Para(
            "BHP's financial year ends on 30 June, so HY23 is the six months from July to "
            "December 2022 and HY22 the same months of 2021."
        ),
        table(
            w,
            title,
            ["", "HY23", "HY22"],
            [
                (
                    "Income from sales",
                    [
                        c("25.71", "FY2023", "h1_revenue", "billion"),
                        c("30.53", "FY2022", "h1_revenue", "billion", form="comparative"),
                    ],
                ),
                (
                    "Profit attributable to BHP shareholders",
                    [
                        c("6.457", "FY2023", "h1_statutory_npat", "billion"),
                        c("9.44", "FY2022", "h1_statutory_npat", "billion", form="comparative"),
                    ],
                ),
                (
                    "Same, excluding exceptional items",
                    [
                        c("6.6", "FY2023", "h1_underlying_npat", "billion"),
                        c("9.72", "FY2022", "h1_underlying_npat", "billion", form="comparative"),
                    ],
                ),
                (
                    "Same, per share, excluding exceptional items (US cents)",
                    [c("130.3", "FY2023", "h1_underlying_basic_eps", CPS), None],
                ),
                (
                    "Interim payment per share (US cents)",
                    [
                        c("90", "FY2023", "interim_dps", CPS, dividend_kind="interim"),
                        c(
                            "150",
                            "FY2022",
                            "interim_dps",
                            CPS,
                            dividend_kind="interim",
                            form="comparative",
                        ),
                    ],
                ),
            ],
            notes=["HY22 per-share profit excluding exceptional items is not repeated here."],
        ),
        Para(
            "Lower iron ore and copper prices and cost inflation took the shine off the half; "
            "the Board kept to its minimum payout policy for the interim."
        ),
    )
    return w.doc


# --- Price monitor: one reporting year, commodity rows, no year column --------------------------


def price_monitor_2025(manifest: list[dict[str, Any]]) -> Document:
    """A sector price monitor: what each producer received, the year only in the title."""
    w = new_doc("sector-price-monitor-reporting-year-2025.md", "RIO", "", "FY2025", manifest)
    title = "What the producers received: reporting year 2025"
    w.page("Monitor")
    rows = [
        (
            "Iron ore, hematite",
            [cell("FMG", "84.79", "FY2025", "realised_price_hematite_usd_dmt", "US$/dmt")],
            ["Fortescue", "US$ per dry metric tonne"],
        ),
        (
            "Iron ore, Pilbara products",
            [cell("RIO", "90", "FY2025", "realised_price_pilbara_iron_ore_usd_dmt", "US$/dmt")],
            ["Rio Tinto", "US$ per dry metric tonne"],
        ),
        (
            "Copper",
            [cell("RIO", "4.57", "FY2025", "realised_price_copper_usd_lb", "US$/lb")],
            ["Rio Tinto", "US$ per pound"],
        ),
        (
            "Aluminium",
            [cell("RIO", "3,318", "FY2025", "realised_price_aluminium_usd_t", "US$/t")],
            ["Rio Tinto", "US$ per tonne"],
        ),
        (
            "Gold",
            [cell("NST", "3,922", "FY2025", "realised_gold_price_aud_oz", "A$/oz")],
            ["Northern Star", "A$ per ounce"],
        ),
    ]
    w.add(
        Heading("Price monitor"),
        Para(
            "Average prices realised on sales, as each producer reported them. Reporting year: "
            "the twelve months to 30 June 2025 for Fortescue and Northern Star, calendar 2025 "
            "for Rio Tinto."
        ),
        VTable(
            title,
            ["Commodity", "Producer", "Unit", "Received"],
            worded_rows(w, title, rows, lead=True),
            style="pipe",
        ),
        Para(
            "Mineral Resources, which gives an achieved price only at the half, got "
            + _of(
                w,
                "MIN",
                "US$83",
                "FY2025",
                "h1_realised_price_iron_ore_usd_dmt",
                "US$/dmt",
                "MinRes's achieved iron ore price for the half",
            )
            + " a dry tonne in the six months to 31 December 2024. Northern Star does not "
            "convert its gold price into US dollars."
        ),
    )
    return w.doc


PRESS = (
    reporting_week_wrap_august_2024,
    nst_cfo_interview_fy2024,
    bhp_half_commentary_h1_fy2023,
    price_monitor_2025,
)
"""The press and talk writers of the seventh set, in a fixed order."""
