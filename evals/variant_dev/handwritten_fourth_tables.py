"""Tables of the fourth hand-written set: output with its basis, long summaries, PDF copies.

A production-against-shipments page with a basis column (100% or the company's share), a
five-year summary with its years oldest first, "n/a" cells and a loss in brackets, and an
operating and financial review copied from a PDF viewer, one cell a line, where the
cash-flow line for plant and equipment sits beside the company's own capital expenditure
figure. Part of :mod:`evals.variant_dev.handwritten_fourth`; every figure goes through
:class:`VWriter` and is checked against the data as it is written.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Cell, VTable, new_doc, trow
from evals.variant_dev.handwritten import series
from evals.variant_dev.kit import cell, say, table, worded_rows

CPS = "cents per share"
DPS = "dollars per share"
OURS = "Rio Tinto share"


def rio_operations_2024(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's operations review for 2024: production and shipments, each with its basis."""
    w = new_doc("rio-tinto-2024-production-and-shipments.md", "RIO", "", "FY2024", manifest)
    c = partial(cell, "RIO", fy="FY2024")
    title = "Twelve months to 31 December 2024"
    w.page("Operations review")
    w.add(
        Heading("Rio Tinto fourth quarter and full year 2024 operations review"),
        Para(
            "Production is Rio Tinto's share unless the basis column says otherwise; Pilbara "
            "iron ore is reported for the whole of the Pilbara operations."
        ),
        VTable(
            title,
            ["", "Basis", "Full year"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Pilbara iron ore mined and railed (Mt)",
                        [
                            c(
                                "328.0",
                                metric="iron_ore_production_pilbara_mt",
                                unit="Mt",
                                basis="100%",
                            )
                        ],
                        ["100%"],
                    ),
                    (
                        "Pilbara iron ore loaded onto ships (Mt)",
                        [c("328.6", metric="iron_ore_shipments_mt", unit="Mt", basis="100%")],
                        ["100%"],
                    ),
                    (
                        "Bauxite (Mt)",
                        [c("58.7", metric="bauxite_production_mt", unit="Mt")],
                        [OURS],
                    ),
                    (
                        "Aluminium (kt)",
                        [c("3,296", metric="aluminium_production_kt", unit="kt")],
                        [OURS],
                    ),
                    (
                        "Mined copper, consolidated (kt)",
                        [c("697", metric="copper_production_kt", unit="kt")],
                        [OURS],
                    ),
                ],
                lead=True,
            ),
            style="pipe",
        ),
        Para(
            "Pilbara shipments eased from "
            + say(
                w,
                "331.8 Mt",
                "FY2023",
                "iron_ore_shipments_mt",
                "Mt",
                "Pilbara shipments in 2023, 100% basis",
                form="comparative",
                basis="100%",
            )
            + " in 2023. Pilbara tonnes are not split between Rio Tinto and its joint-venture "
            "partners on this page."
        ),
    )
    return w.doc


# --- Mineral Resources ------------------------------------------------------------------------


def min_five_year_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Mineral Resources' 2025 annual report: five years, oldest first, n/a cells, a loss."""
    w = new_doc(
        "Mineral Resources Annual Report 2025 - five year financial summary.md",
        "MIN",
        "Mineral Resources Limited | Annual Report 2025",
        "FY2025",
        manifest,
    )
    years = ("FY2021", "FY2022", "FY2023", "FY2024", "FY2025")
    s = partial(series, "MIN", years=years)
    title = "Five-year financial summary (A$ billion unless stated)"
    rows: list[tuple[str, list[Cell], list[str]]] = [
        (
            "Sales revenue",
            s("revenue", "billion", printed=("3.734", "3.418", "4.8", "5.28", "4.45")),
            [],
        ),
        (
            "EBITDA, underlying",
            s("underlying_ebitda", "billion", printed=("1.901", "1.024", "1.8", "1.06", "0.901")),
            [],
        ),
        (
            "EBITDA margin, underlying (%)",
            s("underlying_ebitda_margin_pct", "percent", printed=(None, None, "37", None, None)),
            [],
        ),
        (
            "Profit/(loss) after tax attributable to members",
            s("statutory_npat", "billion", printed=("1.268", "0.351", "0.244", "0.114", "(0.896)")),
            [],
        ),
        (
            "Profit/(loss) after tax, underlying",
            s("underlying_npat", "billion", printed=("1.103", "0.4", "0.769", "0.158", "(0.112)")),
            [],
        ),
        (
            "Net debt at 30 June",
            s("net_debt", "billion", printed=(None, None, "1.9", "4.428", "5.35")),
            [],
        ),
        (
            "Iron ore exported (Mt, wet)",
            s("iron_ore_shipments_mt", "Mt", printed=("17.3", "19.2", "17.5", None, None)),
            [],
        ),
    ]
    body = worded_rows(w, title, rows, "n/a")
    cents = trow(
        w,
        title,
        "Dividends declared (cents a share)",
        s(
            "dividends_per_share",
            CPS,
            years=years[:4],
            printed=("275", "100", "190", "20"),
            dividend_kind="total",
        ),
    )
    w.page("Five-year financial summary")
    w.add(
        Heading("Five-year financial summary"),
        Para(
            "Years ended 30 June, oldest first. Losses are shown in brackets. n/a: not reported "
            "on a comparable basis for that year."
        ),
        VTable(
            title,
            ["", "FY21", "FY22", "FY23", "FY24", "FY25"],
            [*body, [*cents, "nil"]],
            style="pipe",
        ),
        Para(
            "From FY24 iron ore is reported by hub (Onslow Iron on a 100% basis, the Pilbara Hub "
            "and the Yilgarn Hub), so no group total is shown for FY24 or FY25."
        ),
    )
    return w.doc


# --- Fortescue --------------------------------------------------------------------------------


def fmg_review_fy2021(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY21 operating and financial review as copied from a PDF: one cell a line."""
    w = new_doc(
        "Fortescue FY21 annual report - operating and financial review.txt",
        "FMG",
        "Fortescue Metals Group Ltd | Annual Report 2021",
        "FY2021",
        manifest,
    )
    c = partial(cell, "FMG", fy="FY2021")
    w.page("Operating and financial review")
    w.add(
        Heading("Operating and financial review"),
        Para("Year ended 30 June 2021. US$ millions unless stated."),
        table(
            w,
            "Financial highlights",
            ["", "FY21"],
            [
                ("Revenue", [c("22,284", metric="revenue", unit="million")]),
                ("Underlying EBITDA", [c("16,375", metric="underlying_ebitda", unit="million")]),
                (
                    "Profit after tax attributable to members",
                    [c("10,295", metric="statutory_npat", unit="million")],
                ),
                ("Earnings per share, basic (US cents)", [c("335", metric="basic_eps", unit=CPS)]),
            ],
            style="cells",
        ),
        table(
            w,
            "Summarised cash flows",
            ["", "FY21"],
            [
                (
                    "Payments for property, plant and equipment",
                    [c("(3,382)", metric="capex_ppe_cashflow", unit="million")],
                ),
            ],
            style="cells",
            notes=["Bracketed amounts are cash outflows."],
        ),
        Para(
            "Capital expenditure for the year, as Fortescue reports it, was "
            + say(
                w,
                "US$3.6 billion",
                "FY2021",
                "capex",
                "billion",
                "capital expenditure as the company defines it",
            )
            + ". Ore shipped reached "
            + say(
                w,
                "182.2 million tonnes",
                "FY2021",
                "iron_ore_shipments_mt",
                "Mt",
                "ore shipped",
            )
            + " at a C1 cost of "
            + say(
                w,
                "US$13.93",
                "FY2021",
                "c1_cost_usd_wmt",
                "US$/wmt",
                "C1 cost a wet tonne",
            )
            + " a wet metric tonne."
        ),
        Para(
            "The balance sheet closed the year with cash exceeding borrowings by "
            + say(
                w,
                "US$2.7 billion",
                "FY2021",
                "net_debt",
                "billion",
                "cash exceeding borrowings at year end",
            )
            + ". Dividends for the year total "
            + say(
                w,
                "A$3.58",
                "FY2021",
                "dividends_per_share",
                DPS,
                "dividends for the year, a share",
                dividend_kind="total",
            )
            + " a share, fully franked."
        ),
    )
    return w.doc
