"""The eleventh set's statements: a cash flow history, a half beside its year, four halves.

Part of :mod:`evals.variant_dev.handwritten_eleventh`: Fortescue's four-year history of
payments for property, plant and equipment (outflows in brackets) beside the company's own
capital expenditure measure, which it gives for two years only, then the year's operating
and free cash flow and its balance sheet in prose; Northern Star's FY24 summary of the
December half beside the full year, the half in A$ millions and the year in A$ billions
(the unit in the column heading, so one row mixes units), its net cash printed bare under
a net cash label; and Mineral Resources' four December halves side by side, named the way
the press names them, with losses and outflows in brackets, then spodumene by mine with
shipped and produced columns of different years.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import new_doc
from evals.variant_dev.kit import cell, say, table

CPS = "cents per share"

# --- Fortescue: FY24 annual report, cash flow history ------------------------------------


def fmg_cash_flow_history_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's PP&E payments for four years, the company capex measure for two."""
    w = new_doc(
        "Fortescue FY24 annual report - investing cash flows and funding.txt",
        "FMG",
        "Fortescue Ltd  |  Annual Report 2024  |  Investing cash flows and funding",
        "FY2024",
        manifest,
    )
    c = partial(cell, "FMG")
    years = ["", "FY24", "FY23", "FY22", "FY21"]
    w.page("Investing cash flows")
    w.add(
        Heading("Investing cash flows and funding"),
        Para(
            "Figures in brackets are cash paid out. Years end 30 June. The statement line is "
            "the cash actually paid in the year; the company's own capital expenditure "
            "measure is defined differently, so the two do not agree."
        ),
        table(
            w,
            "From the statement of cash flows (US$ millions)",
            years,
            [
                (
                    "Payments for property, plant and equipment",
                    [
                        c("(2,834)", "FY2024", "capex_ppe_cashflow", "million"),
                        c("(2,901)", "FY2023", "capex_ppe_cashflow", "million", form="comparative"),
                        c("(2,803)", "FY2022", "capex_ppe_cashflow", "million", form="comparative"),
                        c("(3,382)", "FY2021", "capex_ppe_cashflow", "million", form="comparative"),
                    ],
                ),
            ],
        ),
        table(
            w,
            "Capital expenditure, company measure (US$ billions)",
            years,
            [
                (
                    "Sustaining, development and growth, all projects",
                    [
                        None,
                        None,
                        c("3.1", "FY2022", "capex", "billion", form="comparative"),
                        c("3.6", "FY2021", "capex", "billion", form="comparative"),
                    ],
                ),
            ],
            notes=[
                "A dash: the company measure for that year is set out in the operating and "
                "financial review and is not repeated in this section."
            ],
        ),
        table(
            w,
            "Net debt / (net cash) at 30 June (US$ billions)",
            years,
            [
                (
                    "Borrowings and leases less cash",
                    [
                        c("0.5", "FY2024", "net_debt", "billion"),
                        c("1.0", "FY2023", "net_debt", "billion", form="comparative"),
                        c("0.879", "FY2022", "net_debt", "billion", form="comparative"),
                        c("(2.7)", "FY2021", "net_debt", "billion", form="comparative"),
                    ],
                ),
            ],
        ),
        Heading("Funding in FY24", 2),
        Para(
            "Operating activities brought in US$"
            + say(
                w,
                "7.9 billion",
                "FY2024",
                "net_operating_cash_flow",
                "billion",
                "operating activities brought in",
            )
            + " during the year. After investment, US$"
            + say(w, "5.1 billion", "FY2024", "free_cash_flow", "billion", "left after investment")
            + " was left to fund dividends and other uses. The year closed with cash of US$"
            + say(
                w,
                "4.9 billion",
                "FY2024",
                "cash_and_equivalents",
                "billion",
                "cash at year end",
            )
            + " and borrowings and leases of US$"
            + say(w, "5.4 billion", "FY2024", "gross_debt", "billion", "borrowings and leases")
            + "."
        ),
    )
    return w.doc


# --- Northern Star: FY24, the December half beside the year ---------------------------------


def nst_half_and_year_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's FY24: the December half in A$M beside the year in A$B."""
    w = new_doc(
        "Northern Star FY24 results - the December half and the full year.md",
        "NST",
        "Northern Star Resources | FY24 results | Half and year",
        "FY2024",
        manifest,
    )
    c = partial(cell, "NST")
    cols = ["", "Dec-23 half", "Year to Jun-24"]
    w.page("Half and year")
    w.add(
        Heading("The December half and the full year", 2),
        Para(
            "The first column is the six months to 31 December 2023, the second the twelve "
            "months to 30 June 2024. Money in the first column is in A$ millions and in the "
            "second in A$ billions."
        ),
        table(
            w,
            "Gold",
            cols,
            [
                (
                    "Ounces sold (koz)",
                    [
                        c("781", "FY2024", "h1_gold_sold_koz", "koz"),
                        c("1,621", "FY2024", "gold_sold_koz", "koz"),
                    ],
                ),
                (
                    "Sustaining cost, all in (A$/oz)",
                    [
                        c("1,878", "FY2024", "h1_aisc_aud_oz", "A$/oz"),
                        c("1,853", "FY2024", "aisc_aud_oz", "A$/oz"),
                    ],
                ),
                (
                    "Average price received (A$/oz)",
                    [c("2,873", "FY2024", "h1_realised_gold_price_aud_oz", "A$/oz"), None],
                ),
            ],
            style="pipe",
        ),
        table(
            w,
            "Money (A$M for the half, A$B for the year)",
            cols,
            [
                (
                    "Sales",
                    [
                        c("2,248", "FY2024", "h1_revenue", "million"),
                        c("4.92", "FY2024", "revenue", "billion"),
                    ],
                ),
                (
                    "EBITDA before significant items",
                    [
                        c("889", "FY2024", "h1_underlying_ebitda", "million"),
                        c("2.19", "FY2024", "underlying_ebitda", "billion"),
                    ],
                ),
                (
                    "Cash earnings",
                    [
                        c("702", "FY2024", "h1_cash_earnings", "million"),
                        c("1.81", "FY2024", "cash_earnings", "billion"),
                    ],
                ),
                (
                    "Profit after tax, as reported",
                    [None, c("0.639", "FY2024", "statutory_npat", "billion")],
                ),
                (
                    "Free cash flow before one-offs",
                    [
                        c("131", "FY2024", "h1_underlying_free_cash_flow", "million"),
                        c("0.462", "FY2024", "underlying_free_cash_flow", "billion"),
                    ],
                ),
                (
                    "Net cash at period end",
                    [
                        c("229", "FY2024", "h1_net_debt", "million"),
                        c("0.358", "FY2024", "net_debt", "billion"),
                    ],
                ),
            ],
            style="pipe",
            notes=[
                "A dash: not given for that period in this summary. Net cash is cash and "
                "bullion less borrowings; there was no net debt at either date."
            ],
        ),
        Para(
            "Shareholders received an unfranked "
            + say(
                w,
                "15 cents",
                "FY2024",
                "interim_dps",
                CPS,
                "unfranked payment for the December half",
                dividend_kind="interim",
            )
            + " a share for the December half, "
            + say(
                w,
                "25%",
                "FY2024",
                "h1_payout_ratio_pct",
                "percent",
                "of that half's cash earnings",
            )
            + " of that half's cash earnings, and the board has determined a further "
            + say(
                w,
                "25 cents",
                "FY2024",
                "final_dps",
                CPS,
                "a further payment for the June half",
                dividend_kind="final",
            )
            + " for the June half, also unfranked, taking the year to "
            + say(
                w,
                "40 cents",
                "FY2024",
                "dividends_per_share",
                CPS,
                "taking the year to",
                dividend_kind="total",
            )
            + "."
        ),
    )
    return w.doc


# --- Mineral Resources: four December halves, then spodumene by mine ------------------------


def min_four_halves(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's four December halves with losses in brackets, then spodumene by mine."""
    w = new_doc(
        "Mineral Resources - four December halves and output by mine.txt",
        "MIN",
        "MINERAL RESOURCES LIMITED  -  Investor fact sheet  -  February 2025",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "MIN")
    comp = {"form": "comparative"}
    w.page("Four December halves")
    w.add(
        Heading("Four December halves"),
        Para(
            "Each column is the six months to 31 December of the year shown. A$ millions; "
            "brackets are losses or outflows. A dash: not given in this fact sheet."
        ),
        table(
            w,
            "Six months to December (A$M)",
            ["", "Dec-24 half", "Dec-23 half", "Dec-22 half", "Dec-21 half"],
            [
                (
                    "Sales",
                    [
                        c("2,290", "FY2025", "h1_revenue", "million"),
                        c("2,514.7", "FY2024", "h1_revenue", "million", **comp),
                        None,
                        None,
                    ],
                ),
                (
                    "EBITDA, underlying",
                    [
                        c("302", "FY2025", "h1_underlying_ebitda", "million"),
                        c("674.9", "FY2024", "h1_underlying_ebitda", "million", **comp),
                        c("939", "FY2023", "h1_underlying_ebitda", "million", **comp),
                        None,
                    ],
                ),
                (
                    "Result after tax, underlying",
                    [
                        c("(196)", "FY2025", "h1_underlying_npat", "million"),
                        c("196", "FY2024", "h1_underlying_npat", "million", **comp),
                        c("387", "FY2023", "h1_underlying_npat", "million", **comp),
                        c("(36)", "FY2022", "h1_underlying_npat", "million", **comp),
                    ],
                ),
                (
                    "Result after tax, statutory",
                    [
                        c("(807)", "FY2025", "h1_statutory_npat", "million"),
                        None,
                        c("390", "FY2023", "h1_statutory_npat", "million", **comp),
                        None,
                    ],
                ),
                (
                    "Cash from operations",
                    [
                        c("(656)", "FY2025", "h1_net_operating_cash_flow", "million"),
                        c("624", "FY2024", "h1_net_operating_cash_flow", "million", **comp),
                        c("281", "FY2023", "h1_net_operating_cash_flow", "million", **comp),
                        None,
                    ],
                ),
            ],
        ),
        Para(
            "Dividends for the halves were "
            + say(
                w,
                "20 cents",
                "FY2024",
                "interim_dps",
                CPS,
                "paid for the Dec-23 half",
                dividend_kind="interim",
                form="comparative",
            )
            + " for the Dec-23 half and "
            + say(
                w,
                "120 cents",
                "FY2023",
                "interim_dps",
                CPS,
                "paid for the Dec-22 half",
                dividend_kind="interim",
                form="comparative",
            )
            + " for the Dec-22 half, both fully franked; none was determined for the Dec-24 "
            "half. Borrowings net of cash stood at $"
            + say(w, "5,084", "FY2025", "h1_net_debt", "million", "borrowings net of cash")
            + " million at 31 December 2024, with $"
            + say(w, "720", "FY2025", "h1_cash_and_equivalents", "million", "cash on hand")
            + " million on hand."
        ),
    )
    w.page("Output by mine")
    w.add(
        Heading("Spodumene concentrate by mine"),
        Para(
            "Thousand dry metric tonnes, SC6 equivalent. The columns are not like for like: the "
            "latest year is tonnes shipped, the year before tonnes produced, and the year "
            "before that tonnes shipped again (Mt Marion on an attributable basis)."
        ),
        table(
            w,
            "Spodumene concentrate (k dmt)",
            ["", "FY25 shipped", "FY24 produced", "FY23 shipped"],
            [
                (
                    "Mt Marion",
                    [
                        c("203", "FY2025", "spodumene_shipments_kt_mt_marion", "kt"),
                        c("218", "FY2024", "spodumene_production_kt_mt_marion", "kt", **comp),
                        c(
                            "149",
                            "FY2023",
                            "spodumene_shipments_kt_mt_marion",
                            "kt",
                            basis="equity",
                            **comp,
                        ),
                    ],
                ),
                (
                    "Wodgina",
                    [
                        c("214", "FY2025", "spodumene_shipments_kt_wodgina", "kt"),
                        c("201", "FY2024", "spodumene_production_kt_wodgina", "kt", **comp),
                        c("143", "FY2023", "spodumene_shipments_kt_wodgina", "kt", **comp),
                    ],
                ),
            ],
        ),
        Para(
            "Across both mines "
            + say(
                w,
                "261 thousand tonnes",
                "FY2025",
                "h1_lithium_shipments_kt_sc6",
                "kt",
                "shipped across both mines in the Dec-24 half",
            )
            + " were shipped in the Dec-24 half. In iron ore, the Onslow Iron joint venture "
            "shipped "
            + say(
                w,
                "14 Mt",
                "FY2025",
                "iron_ore_shipments_mt_onslow_100pct",
                "Mt",
                "the Onslow Iron joint venture shipped",
                basis="100%",
            )
            + " in FY25 counting every partner's share, and the Pilbara Hub "
            + say(
                w,
                "9.7 Mt",
                "FY2025",
                "iron_ore_shipments_mt_pilbara_hub",
                "Mt",
                "the Pilbara Hub shipped",
            )
            + ". The contracting business moved "
            + say(
                w,
                "280 million wet tonnes",
                "FY2025",
                "mining_services_production_mt",
                "Mt",
                "the contracting business moved",
            )
            + " for clients and for the group's own mines in FY25."
        ),
    )
    return w.doc


MORE = (fmg_cash_flow_history_fy2024, nst_half_and_year_fy2024, min_four_halves)
