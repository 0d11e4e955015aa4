"""The sixteenth set's other notes: Rio Tinto 2025, Fortescue FY24, Northern Star's half, BHP.

Rio Tinto's 2025 product group note with a column per group plus "Other operations and
central" and "Group", a second table for 2024 in US$ millions, a cash flow extract and a
dividends note by year; Fortescue's FY24 statement of cash flows with payments for plant in
brackets, a capex-to-cash reconciliation over four years, a borrowings note (gross debt,
leases, cash, net debt) and a dividends note splitting declared from paid; Northern Star's
December 2024 half with its net cash shown as negative net debt; BHP's distributions note
with the dividends determined after each year end. See
:mod:`evals.variant_dev.handwritten_sixteenth`.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Footnotes, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, say, table

CPS = "cents per share"
M, B = "million", "billion"


# --- Mineral Resources: 2023 notes, segments as row blocks ---------------------------------------


def min_notes_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """MinRes FY23 notes: segment blocks down the page, dividends recognised vs determined."""
    w = new_doc(
        "Mineral Resources FY2023 notes to the accounts.md",
        "MIN",
        "Mineral Resources Limited - Notes to the consolidated financial statements, 30 June 2023",
        "FY2023",
        manifest,
    )
    c = partial(cell, "MIN")
    w.page("Segments")
    w.add(
        Heading("5. Segment reporting", 2),
        Para("Each reportable segment is shown as a block. Figures in Australian dollars."),
        VTable(
            "Segment performance, 2022-23",
            ["Segment / line item", "A$"],
            [
                ["Lithium", ""],
                *[
                    r
                    for r in table(
                        w,
                        "Segment performance, 2022-23",
                        ["", "A$"],
                        [
                            (
                                "  EBITDA (underlying) - Lithium",
                                [c("1.3bn", "FY2023", "segment_underlying_ebitda_lithium", B)],
                            ),
                            ("  Sales revenue - Lithium", [None]),
                        ],
                    ).rows
                ],
                ["Mining Services", ""],
                *table(
                    w,
                    "Segment performance, 2022-23",
                    ["", "A$"],
                    [
                        (
                            "  EBITDA (underlying) - Mining Services",
                            [c("484m", "FY2023", "segment_underlying_ebitda_mining_services", M)],
                        ),
                        ("  Sales revenue - Mining Services", [None]),
                    ],
                ).rows,
                ["Iron Ore", ""],
                ["  EBITDA (underlying) - Iron Ore", "\u2013"],
                ["Group", ""],
                *table(
                    w,
                    "Segment performance, 2022-23",
                    ["", "A$"],
                    [
                        ("  Revenue - Group", [c("4.8bn", "FY2023", "revenue", B)]),
                        (
                            "  EBITDA (underlying) - Group",
                            [c("1.8bn", "FY2023", "underlying_ebitda", B)],
                        ),
                    ],
                ).rows,
            ],
            style="pipe",
        ),
        Para(
            "Statutory net profit after tax attributable to members was A$"
            + say(
                w,
                "244 million",
                "FY2023",
                "statutory_npat",
                M,
                "statutory net profit after tax attributable to members",
            )
            + "; excluding impairments and one-off items it was A$"
            + say(
                w,
                "769 million",
                "FY2023",
                "underlying_npat",
                M,
                "net profit after tax excluding impairments and one-off items",
            )
            + ". Operating cash inflow for the December 2022 half was A$"
            + say(
                w,
                "281 million",
                "FY2023",
                "h1_net_operating_cash_flow",
                M,
                "operating cash inflow for the December 2022 half",
            )
            + "."
        ),
    )
    w.add(
        Heading("26. Dividends", 2),
        table(
            w,
            "Dividends - cents per ordinary share, fully franked",
            ["", "Cents"],
            [
                (
                    "(a) Recognised during the year: interim for 2023",
                    [c("120", "FY2023", "interim_dps", CPS, dividend_kind="interim")],
                ),
                (
                    "(b) Determined after balance date: final for 2023",
                    [c("70", "FY2023", "final_dps", CPS, dividend_kind="final")],
                ),
                ("Total in respect of 2023", [c("190", "FY2023", "dividends_per_share", CPS)]),
            ],
            style="pipe",
        ),
        Para(
            "The final dividend was determined after balance date and has not been provided "
            "for. The amount payable will depend on the number of shares at the record date."
        ),
        Heading("18. Net debt", 2),
        table(
            w,
            "Net debt at 30 June 2023",
            ["", "A$"],
            [
                ("Gross borrowings", [None]),
                ("Cash and cash equivalents", [c("1.4bn", "FY2023", "cash_and_equivalents", B)]),
                ("Net debt", [c("1.9bn", "FY2023", "net_debt", B)]),
            ],
            style="pipe",
        ),
    )
    return w.doc


def rio_notes_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto 2025: product group note, comparative year, cash flows, dividends, net debt."""
    w = new_doc(
        "Rio Tinto 2025 financial statements - selected notes.txt",
        "RIO",
        "Rio Tinto Group - Financial statements 2025 - selected notes",
        "FY2025",
        manifest,
    )
    c = partial(cell, "RIO")
    groups = [
        "US$bn",
        "Iron Ore",
        "Aluminium & Lithium",
        "Copper",
        "Other ops & central",
        "Rio Tinto Group",
    ]
    w.page("Note 2 Product group information")
    w.add(
        Heading("2. Product group information"),
        Para(
            "Year ended 31 December 2025. The Group's reportable segments are its product "
            "groups. Underlying EBITDA is the measure the Chief Executive uses to allocate "
            "resources; central costs and other operations sit in their own column."
        ),
        table(
            w,
            "Product group results 2025",
            groups,
            [
                (
                    "Consolidated sales revenue",
                    [None, None, None, None, c("57.6", "FY2025", "revenue", B)],
                ),
                ("Inter-segment transactions", [None] * 5),
                (
                    "Underlying EBITDA",
                    [
                        c("15.2", "FY2025", "segment_underlying_ebitda_iron_ore", B),
                        c("4.6", "FY2025", "segment_underlying_ebitda_aluminium_lithium", B),
                        c("7.4", "FY2025", "segment_underlying_ebitda_copper", B),
                        None,
                        c("25.4", "FY2025", "underlying_ebitda", B),
                    ],
                ),
                ("Capital expenditure", [None, None, None, None, c("12.3", "FY2025", "capex", B)]),
                ("Depreciation and amortisation", [None] * 5),
            ],
        ),
        table(
            w,
            "Product group results 2024 (comparative, US$ millions)",
            ["US$m", *groups[1:]],
            [
                (
                    "Consolidated sales revenue",
                    [None, None, None, None, c("53,658", "FY2024", "revenue", M)],
                ),
                (
                    "Underlying EBITDA",
                    [None, None, None, None, c("23,314", "FY2024", "underlying_ebitda", M)],
                ),
                ("Capital expenditure", [None, None, None, None, c("9,621", "FY2024", "capex", M)]),
            ],
        ),
        Footnotes(["Product group detail for the comparative year is in the 2024 Annual Report."]),
    )
    w.page("Cash flows and distributions")
    w.add(
        Heading("Consolidated cash flow statement (extract)"),
        table(
            w,
            "Cash flow statement extract",
            ["", "2025 US$bn", "H1 2025 US$bn"],
            [
                ("Cash receipts from customers", [None, None]),
                (
                    "Net cash generated from operating activities",
                    [
                        c("16.8", "FY2025", "net_operating_cash_flow", B),
                        c("6.9", "FY2025", "h1_net_operating_cash_flow", B),
                    ],
                ),
                ("Purchases of property, plant and equipment and intangibles", [None, None]),
                ("Free cash flow", [c("4.0", "FY2025", "free_cash_flow", B), None]),
            ],
        ),
        Para(
            "In 2024 net cash generated from operating activities was US$"
            + say(
                w,
                "15,599 million",
                "FY2024",
                "net_operating_cash_flow",
                M,
                "net cash generated from operating activities, 2024",
            )
            + " and free cash flow US$"
            + say(w, "5,553 million", "FY2024", "free_cash_flow", M, "free cash flow, 2024")
            + "."
        ),
        Heading("Dividends"),
        Para(
            "Ordinary dividends declared in respect of 2025 total "
            + say(
                w,
                "402",
                "FY2025",
                "dividends_per_share",
                CPS,
                "ordinary dividends declared in respect of 2025, US cents a share",
            )
            + " US cents a share, a "
            + say(
                w, "60%", "FY2025", "payout_ratio_pct", "percent", "payout of underlying earnings"
            )
            + " payout of underlying earnings (first half: "
            + say(
                w,
                "50%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "first-half payout of underlying earnings",
            )
            + "). For 2024 the interim was "
            + say(
                w,
                "177",
                "FY2024",
                "interim_dps",
                CPS,
                "interim dividend for 2024, US cents",
                dividend_kind="interim",
            )
            + " cents. Cash dividends paid during the year appear in the statement of "
            "changes in equity."
        ),
        Heading("Profit attributable"),
        Para(
            "Net earnings attributable to owners of Rio Tinto were US$"
            + say(
                w,
                "9.966 billion",
                "FY2025",
                "statutory_npat",
                B,
                "net earnings attributable to owners of Rio Tinto",
            )
            + " (underlying: US$"
            + say(w, "10.87 billion", "FY2025", "underlying_npat", B, "underlying earnings")
            + "). Net debt at 31 December 2025 was US$"
            + say(w, "14.4 billion", "FY2025", "net_debt", B, "net debt at 31 December 2025")
            + ", against US$"
            + say(w, "5,491 million", "FY2024", "net_debt", M, "net debt a year earlier")
            + " a year earlier."
        ),
    )
    return w.doc


def fmg_cash_and_debt_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue FY24: cash flows, PP&E in brackets, capex vs cash paid, debt, dividends."""
    w = new_doc(
        "Fortescue FY24 cash flows, borrowings and dividends notes.md",
        "FMG",
        "Fortescue Ltd - Financial Report 2024 - cash, debt and distributions",
        "FY2024",
        manifest,
    )
    c = partial(cell, "FMG")
    w.page("Cash flows")
    w.add(
        Heading("Consolidated statement of cash flows (investing, extract)", 2),
        Para("US$ millions, years ended 30 June. Outflows in brackets."),
        table(
            w,
            "Cash flows from investing activities",
            ["", "FY24", "FY23"],
            [
                (
                    "Payments for property, plant and equipment",
                    [
                        c("(2,834)", "FY2024", "capex_ppe_cashflow", M),
                        c("(2,901)", "FY2023", "capex_ppe_cashflow", M),
                    ],
                ),
                ("Payments for exploration and evaluation", [None, None]),
            ],
            style="pipe",
        ),
        Para(
            "Net cash flow from operating activities for the year was US$"
            + say(
                w,
                "7.9 billion",
                "FY2024",
                "net_operating_cash_flow",
                B,
                "net cash flow from operating activities",
            )
            + ", leaving free cash flow of US$"
            + say(w, "5.1 billion", "FY2024", "free_cash_flow", B, "free cash flow")
            + "."
        ),
        Heading("Capital expenditure compared with cash paid", 2),
        table(
            w,
            "Capital expenditure (accruals) and cash paid for plant",
            ["Year to 30 June", "Capex, accruals basis", "Cash paid for PP&E"],
            [
                (
                    "2021",
                    [
                        c("US$3.6bn", "FY2021", "capex", B),
                        c("US$3,382m", "FY2021", "capex_ppe_cashflow", M),
                    ],
                ),
                (
                    "2022",
                    [
                        c("US$3.1bn", "FY2022", "capex", B),
                        c("US$2,803m", "FY2022", "capex_ppe_cashflow", M),
                    ],
                ),
            ],
            style="pipe",
        ),
    )
    w.add(
        Heading("Note 14 Borrowings and net debt", 2),
        table(
            w,
            "Net debt (US$bn) at 30 June",
            ["", "2024", "2023"],
            [
                (
                    "Gross debt (borrowings)",
                    [c("5.4", "FY2024", "gross_debt", B), c("5.3", "FY2023", "gross_debt", B)],
                ),
                ("Lease liabilities", [None, None]),
                (
                    "Cash and cash equivalents",
                    [
                        c("(4.9)", "FY2024", "cash_and_equivalents", B),
                        c("(4.3)", "FY2023", "cash_and_equivalents", B),
                    ],
                ),
                (
                    "Net debt",
                    [c("0.5", "FY2024", "net_debt", B), c("1.0", "FY2023", "net_debt", B)],
                ),
            ],
            style="pipe",
        ),
        Heading("Note 21 Dividends", 2),
        table(
            w,
            "Dividends per share (A cents, fully franked)",
            ["", "Declared for FY24", "Declared for FY23"],
            [
                (
                    "Interim",
                    [
                        c("108", "FY2024", "interim_dps", CPS, dividend_kind="interim"),
                        c("75", "FY2023", "interim_dps", CPS, dividend_kind="interim"),
                    ],
                ),
                (
                    "Final (declared after 30 June)",
                    [
                        c("89", "FY2024", "final_dps", CPS, dividend_kind="final"),
                        c("100", "FY2023", "final_dps", CPS, dividend_kind="final"),
                    ],
                ),
                (
                    "Full year",
                    [
                        c("197", "FY2024", "dividends_per_share", CPS),
                        c("175", "FY2023", "dividends_per_share", CPS),
                    ],
                ),
            ],
            style="pipe",
        ),
        Para(
            "The FY24 final was declared in August 2024 and is not a liability at 30 June 2024. "
            "The FY24 dividends represent "
            + say(
                w,
                "70%",
                "FY2024",
                "payout_ratio_pct",
                "percent",
                "share of net profit after tax paid out",
            )
            + " of net profit after tax."
        ),
    )
    return w.doc


def nst_half_cash_dec2024(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's December 2024 half: cash flows, capex, net cash as negative net debt."""
    w = new_doc(
        "Northern Star half-year financial report December 2024 - cash and net debt.txt",
        "NST",
        "Northern Star Resources Ltd | Half-year financial report | 31 December 2024",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "NST")
    w.page("Cash flows")
    w.add(
        Heading("Condensed statement of cash flows - six months to 31 December 2024"),
        table(
            w,
            "Condensed statement of cash flows (A$)",
            ["", "1H FY25"],
            [
                ("Receipts from gold sales", [None]),
                (
                    "Net operating cash flow",
                    [c("1.25bn", "FY2025", "h1_net_operating_cash_flow", B)],
                ),
                (
                    "Capital expenditure (sustaining and growth)",
                    [c("1.06bn", "FY2025", "h1_capex", B)],
                ),
                ("Payments for property, plant and equipment", [None]),
            ],
        ),
        Heading("Net debt / (net cash)"),
        Para("A negative amount (in brackets) means cash and bullion exceed corporate borrowings."),
        table(
            w,
            "Net debt / (net cash), A$m",
            ["", "31 Dec 2024", "30 Jun 2024", "31 Dec 2023"],
            [
                ("Cash and bullion", [c("1.22bn", "FY2025", "h1_cash_and_bullion", B), None, None]),
                ("Corporate bank debt and notes", [None, None, None]),
                (
                    "Net debt / (net cash)",
                    [
                        c("(265)", "FY2025", "h1_net_debt", M),
                        c("(358)", "FY2024", "net_debt", M),
                        c("(229)", "FY2024", "h1_net_debt", M),
                    ],
                ),
            ],
        ),
        Para(
            "An interim dividend of "
            + say(
                w,
                "25 cents",
                "FY2025",
                "interim_dps",
                CPS,
                "interim dividend, 1H FY25",
                dividend_kind="interim",
            )
            + " a share was declared, up from "
            + say(
                w,
                "15 cents",
                "FY2024",
                "interim_dps",
                CPS,
                "interim dividend, 1H FY24",
                dividend_kind="interim",
            )
            + " for the December 2023 half."
        ),
    )
    return w.doc


MORE = (
    min_notes_fy2023,
    rio_notes_2025,
    fmg_cash_and_debt_fy2024,
    nst_half_cash_dec2024,
)
