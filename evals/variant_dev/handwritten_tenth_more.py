"""The tenth set's statements: a cash flow statement, a dividend note, a production review.

Part of :mod:`evals.variant_dev.handwritten_tenth`: Rio Tinto's consolidated cash flow
statement for three calendar years with outflows in brackets and a capital management
paragraph below it (the dividends paid line is left to the full statement, so only the
dividend declared per share is stated); Northern Star's FY24 dividend note, a table of
amount per share, franking, total amount and when paid, whose rows are the dividends paid
in the year (last year's final and this year's interim) and the final declared after the
balance date, with the prior year's rows beneath; and Rio Tinto's fourth-quarter 2024
operations review with an empty quarter column beside the full year and last year, each
row saying its own basis (100%, Rio Tinto share, consolidated).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows

CPS = "cents per share"

# --- Rio Tinto: cash flow statement, three calendar years ------------------------------------


def rio_cash_flow_statement_2024(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2024 cash flow statement extract with brackets, then capital management."""
    w = new_doc(
        "Rio Tinto 2024 financial statements - cash flow extract.txt",
        "RIO",
        "Rio Tinto Group  -  Financial statements 2024",
        "FY2024",
        manifest,
    )
    c = partial(cell, "RIO")
    w.page("Cash flow statement")
    w.add(
        Heading("Group cash flow statement (extract)"),
        Para("Years ended 31 December. US$ millions. Bracketed amounts are cash outflows."),
        table(
            w,
            "Group cash flow statement",
            ["", "2024", "2023", "2022"],
            [
                (
                    "Net cash generated from operating activities",
                    [
                        c("15,599", "FY2024", "net_operating_cash_flow", "million"),
                        c(
                            "15,160",
                            "FY2023",
                            "net_operating_cash_flow",
                            "million",
                            form="comparative",
                        ),
                        c(
                            "16,134",
                            "FY2022",
                            "net_operating_cash_flow",
                            "million",
                            form="comparative",
                        ),
                    ],
                ),
                (
                    "Purchases of property, plant & equipment and intangible assets",
                    [
                        c("(9,621)", "FY2024", "capex", "million"),
                        c("(7,086)", "FY2023", "capex", "million", form="comparative"),
                        c("(6,750)", "FY2022", "capex", "million", form="comparative"),
                    ],
                ),
                (
                    "Free cash flow (see alternative performance measures)",
                    [
                        c("5,553", "FY2024", "free_cash_flow", "million"),
                        c("7,657", "FY2023", "free_cash_flow", "million", form="comparative"),
                        c("9,010", "FY2022", "free_cash_flow", "million", form="comparative"),
                    ],
                ),
            ],
            notes=[
                "Cash flows from investing activities other than purchases of property, plant "
                "and equipment and intangible assets, and all cash flows from financing "
                "activities, including equity dividends paid to owners of Rio Tinto, are set "
                "out in the full statement on page 160."
            ],
        ),
        Heading("Capital management", 2),
        Para(
            "Our capital allocation framework puts essential sustaining capital first, then "
            "ordinary dividends, then the choice between growth, debt reduction and further "
            "returns. Net debt stood at US$"
            + say(w, "5,491", "FY2024", "net_debt", "million", "net debt at 31 December 2024")
            + " million at 31 December 2024, compared with US$"
            + say(
                w,
                "4,231",
                "FY2023",
                "net_debt",
                "million",
                "net debt at 31 December 2023",
                form="comparative",
            )
            + " million a year earlier. The Board declared ordinary dividends for the year of "
            + say(
                w,
                "402",
                "FY2024",
                "dividends_per_share",
                CPS,
                "ordinary dividends per share for the year",
                dividend_kind="total",
            )
            + " US cents a share, a payout of "
            + say(
                w,
                "60%",
                "FY2024",
                "payout_ratio_pct",
                "percent",
                "ordinary dividend payout of underlying earnings",
            )
            + " of underlying earnings, of which "
            + say(
                w,
                "177",
                "FY2024",
                "interim_dps",
                CPS,
                "interim ordinary dividend",
                dividend_kind="interim",
            )
            + " US cents was paid as the interim in September."
        ),
    )
    return w.doc


# --- Northern Star: FY24 dividend note, paid in the year and declared after it ----------------


def nst_dividend_note_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's FY24 dividend note: per share, franking, total amount, when paid."""
    w = new_doc(
        "Northern Star Resources Annual Report 2024 - note 6 dividends.md",
        "NST",
        "Northern Star Resources Ltd - 2024 Annual Report",
        "FY2024",
        manifest,
    )
    c = partial(cell, "NST")
    header = ["", "Cents per share", "Franking", "Total amount", "Paid"]
    now = "Dividends - year ended 30 June 2024"
    before = "Dividends - year ended 30 June 2023"
    w.page("Notes to the financial statements")
    w.add(
        Heading("6. Dividends", 2),
        Para(
            "Dividends recognised in the year are those paid; a dividend determined after the "
            "balance date is not recognised as a liability and is shown separately. Total "
            "amounts are given in the statement of changes in equity and are not repeated "
            "below."
        ),
        VTable(
            now,
            header,
            worded_rows(
                w,
                now,
                [
                    (
                        "Paid: final dividend for the year ended 30 June 2023",
                        [
                            c(
                                "15.5",
                                "FY2023",
                                "final_dps",
                                CPS,
                                dividend_kind="final",
                                form="comparative",
                            )
                        ],
                        ["Unfranked", "see equity", "In the year"],
                    ),
                    (
                        "Paid: interim dividend for the half-year ended 31 December 2023",
                        [c("15", "FY2024", "interim_dps", CPS, dividend_kind="interim")],
                        ["Unfranked", "see equity", "In the year"],
                    ),
                    (
                        "Not recognised: final dividend for the year ended 30 June 2024",
                        [c("25", "FY2024", "final_dps", CPS, dividend_kind="final")],
                        ["Unfranked", "see equity", "After year end"],
                    ),
                ],
            ),
            style="pipe",
        ),
        VTable(
            before,
            header,
            worded_rows(
                w,
                before,
                [
                    (
                        "Paid: interim dividend for the half-year ended 31 December 2022",
                        [
                            c(
                                "11",
                                "FY2023",
                                "interim_dps",
                                CPS,
                                dividend_kind="interim",
                                form="comparative",
                            )
                        ],
                        ["Fully franked", "see equity", "In the year"],
                    ),
                    (
                        "Not recognised: final dividend for the year ended 30 June 2023",
                        [
                            c(
                                "15.5",
                                "FY2023",
                                "final_dps",
                                CPS,
                                dividend_kind="final",
                                form="comparative",
                            )
                        ],
                        ["Unfranked", "see equity", "After year end"],
                    ),
                ],
            ),
            style="pipe",
        ),
        Para(
            "Dividends determined in respect of the 2024 financial year therefore total "
            + say(
                w,
                "40",
                "FY2024",
                "dividends_per_share",
                CPS,
                "dividends determined in respect of the year",
                dividend_kind="total",
            )
            + " cents per share, against "
            + say(
                w,
                "26.5",
                "FY2023",
                "dividends_per_share",
                CPS,
                "dividends determined in respect of the prior year",
                dividend_kind="total",
                form="comparative",
            )
            + " cents for 2023. The interim represented "
            + say(
                w,
                "25%",
                "FY2024",
                "h1_payout_ratio_pct",
                "percent",
                "interim payout of cash earnings",
            )
            + " of the half's cash earnings, inside the policy range."
        ),
    )
    return w.doc


# --- Rio Tinto: fourth quarter 2024 operations review ---------------------------------------


def rio_q4_operations_2024(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's Q4 2024 operations review: quarter column empty, year and prior year."""
    w = new_doc(
        "Rio Tinto fourth quarter operations review 2024.txt",
        "RIO",
        "RIO TINTO  |  Fourth quarter operations review  |  Quarter and year to 31 December 2024",
        "FY2024",
        manifest,
    )
    c = partial(cell, "RIO")
    title = "Production and shipments"
    w.page("Operations review")
    w.add(
        Heading("Production and shipments"),
        Para(
            "Quarterly volumes by site are in the attached operating statistics; this page "
            "gives the years to 31 December. Each line states the basis on which it is "
            "reported."
        ),
        VTable(
            title,
            ["", "Basis", "Q4 2024", "Year 2024", "Year 2023"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Pilbara iron ore shipped (Mt)",
                        [
                            None,
                            c("328.6", "FY2024", "iron_ore_shipments_mt", "Mt", basis="100%"),
                            c(
                                "331.8",
                                "FY2023",
                                "iron_ore_shipments_mt",
                                "Mt",
                                basis="100%",
                                form="comparative",
                            ),
                        ],
                        ["100%"],
                    ),
                    (
                        "Pilbara iron ore produced (Mt)",
                        [
                            None,
                            c(
                                "328.0",
                                "FY2024",
                                "iron_ore_production_pilbara_mt",
                                "Mt",
                                basis="100%",
                            ),
                            None,
                        ],
                        ["100%"],
                    ),
                    (
                        "Bauxite (Mt)",
                        [
                            None,
                            c("58.7", "FY2024", "bauxite_production_mt", "Mt", basis="equity"),
                            None,
                        ],
                        ["RT share"],
                    ),
                    (
                        "Aluminium (kt)",
                        [
                            None,
                            c("3,296", "FY2024", "aluminium_production_kt", "kt", basis="equity"),
                            None,
                        ],
                        ["RT share"],
                    ),
                    (
                        "Mined copper (kt)",
                        [None, c("697", "FY2024", "copper_production_kt", "kt"), None],
                        ["Consolidated"],
                    ),
                ],
                lead=True,
            ),
        ),
    )
    w.add(
        Para(
            "Pilbara shipments in 2022 were "
            + say(
                w,
                "321.6",
                "FY2022",
                "iron_ore_shipments_mt",
                "Mt",
                "Pilbara shipments in 2022",
                form="comparative",
                basis="100%",
            )
            + " million tonnes on the same 100% basis. Guidance for 2025 is given in the "
            "outlook section; unit costs are reported with the full-year results in February."
        ),
    )
    return w.doc


MORE = (rio_cash_flow_statement_2024, nst_dividend_note_fy2024, rio_q4_operations_2024)
