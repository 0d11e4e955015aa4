"""A sixteenth hand-written set of the development split: financial statements and their notes.

Written without reading the product's reading code, in the shape of the back half of a real
report: Mineral Resources' 2025 annual financial report as a PDF (a statement of profit or
loss whose loss attributable to owners is in brackets beside a dash for non-controlling
interests, an operating segment note with a column per division plus "Unallocated" and
"Consolidated", a net debt note and a distributions note with nothing declared); its
December 2024 half-year report (segment note for the half and a second table for the
comparative half, a cash flow extract with the operating outflow in brackets, a net debt
reconciliation); and its 2023 notes with the segments as row blocks and a dividends note
splitting amounts recognised in the year from those determined after balance date. Rio
Tinto's 2025 notes, Fortescue's FY24 cash flows and borrowings, Northern Star's December
2024 half and BHP's distributions note are in :mod:`evals.variant_dev.handwritten_sixteenth_more`.
Every recorded figure goes through :class:`VWriter` and is checked against the data; a
figure the data does not hold is a dash or words.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Contents, Document, Footnotes, Heading, Para
from evals.variant.writer import VWriter, new_doc
from evals.variant_dev.kit import cell, place, say, table

CPS = "cents per share"
M, B = "million", "billion"

# --- Mineral Resources: 2025 annual financial report (PDF) ------------------------------------

_SECTIONS = (
    ("Directors' declaration", "the directors' declaration on the financial statements"),
    ("Basis of preparation", "the basis on which the consolidated accounts are prepared"),
    ("Material accounting judgements", "estimates and judgements made by management"),
    ("Impairment of non-financial assets", "the carrying value of mine and plant assets"),
    ("Financial risk management", "foreign exchange, commodity price and interest rate risk"),
    ("Provisions", "rehabilitation and employee provisions"),
    ("Related party transactions", "dealings with key management personnel"),
    ("Events after the reporting period", "matters arising after 30 June 2025"),
)

_OPEN = (
    "In respect of {s}, the Group",
    "Regarding {s}, management",
    "For {s}, the consolidated entity",
    "As to {s}, the Board",
)
_MID = (
    "has applied the policies consistently with the preceding period",
    "reviews the underlying assumptions at each reporting date",
    "recognises changes prospectively once they become known",
    "relies on independent valuations where markets are thin",
    "has considered the effect of lower lithium prices on forecasts",
)
_END = (
    "No change in presentation resulted.",
    "The auditor has reviewed the relevant disclosures.",
    "Comparative information has not been restated.",
    "Further detail appears in the operating and financial review.",
)


def _prose(topic: str, i: int, n: int) -> str:
    return " ".join(
        f"{_OPEN[(i + j) % 4].format(s=topic)} {_MID[(i * 2 + j) % 5]}. {_END[(i + j * 3) % 4]}"
        for j in range(n)
    )


def _filler(w: VWriter, i: int) -> None:
    section, topic = _SECTIONS[min(i // 2, len(_SECTIONS) - 1)]
    listed = {t for t, _ in w.doc.sections}
    w.page(section, contents_entry=section not in listed)
    w.add(Heading(section), Para(_prose(topic, i, 4)), Para(_prose(topic, i + 5, 3)))


def _min25_pl(w: VWriter) -> None:
    c = partial(cell, "MIN")
    w.page("Consolidated statement of profit or loss", contents_entry=True)
    w.add(
        Heading("Consolidated statement of profit or loss for the year ended 30 June 2025"),
        Para("Amounts in A$ million. Losses and outflows are shown in brackets."),
        table(
            w,
            "Consolidated statement of profit or loss",
            ["", "2025", "2024"],
            [
                ("(Loss)/profit for the year attributable to:", []),
                (
                    "  Owners of Mineral Resources Limited",
                    [
                        c("(896)", "FY2025", "statutory_npat", M),
                        c("114", "FY2024", "statutory_npat", M),
                    ],
                ),
                ("  Non-controlling interests", [None, None]),
                (
                    "Underlying (loss)/profit after tax, owners",
                    [
                        c("(112)", "FY2025", "underlying_npat", M),
                        c("158", "FY2024", "underlying_npat", M),
                    ],
                ),
            ],
        ),
        Footnotes(
            [
                "Revenue and expense lines are presented in Note 4. The non-controlling",
                "interests' share is not separately presented in this extract.",
            ]
        ),
    )
    w.add(
        Heading("Headline measures", 2),
        table(
            w,
            "Headline measures (A$)",
            ["", "FY25", "FY24"],
            [
                (
                    "Revenue from contracts with customers",
                    [c("4.45bn", "FY2025", "revenue", B), c("5.28bn", "FY2024", "revenue", B)],
                ),
                (
                    "Underlying EBITDA",
                    [
                        c("901m", "FY2025", "underlying_ebitda", M),
                        c("1.06bn", "FY2024", "underlying_ebitda", B),
                    ],
                ),
            ],
        ),
    )


def _min25_segments(w: VWriter) -> None:
    c = partial(cell, "MIN")
    w.page("Note 3 Operating segments", contents_entry=True)
    w.add(
        Heading("Note 3 Operating segments"),
        Para(
            "The chief operating decision maker assesses the Group through four reportable "
            "segments: Mining Services, Iron Ore, Lithium and Energy. Items that are not "
            "allocated to a segment (head office costs, treasury and tax) are shown as "
            "Unallocated. The measure of segment performance is underlying EBITDA."
        ),
        table(
            w,
            "Segment information - year ended 30 June 2025 (A$m)",
            [
                "A$m",
                "Mining Services",
                "Iron Ore",
                "Lithium",
                "Energy",
                "Unallocated",
                "Consolidated",
            ],
            [
                ("Revenue from external customers", [None] * 6),
                ("Inter-segment revenue", [None] * 6),
                (
                    "Segment underlying EBITDA",
                    [
                        c("737", "FY2025", "segment_underlying_ebitda_mining_services", M),
                        None,
                        None,
                        None,
                        None,
                        c("901", "FY2025", "underlying_ebitda", M),
                    ],
                ),
                ("Depreciation and amortisation", [None] * 6),
            ],
            widths=[46, 22, 20, 20, 20, 22, 24],
        ),
        Footnotes(
            [
                "Divisional revenue and depreciation for 2025 are provided to the chief operating",
                "decision maker but are not reproduced in this summary;",
                "dashes denote amounts not presented.",
            ]
        ),
    )


def _min25_debt(w: VWriter) -> None:
    c = partial(cell, "MIN")
    w.page("Note 17 Net debt", contents_entry=True)
    w.add(
        Heading("Note 17 Interest-bearing liabilities and net debt"),
        Para(
            "Net debt comprises senior unsecured notes, bank facilities and lease liabilities "
            "less cash and cash equivalents. The 2024 balance is the audited comparative."
        ),
        table(
            w,
            "Net debt reconciliation (A$)",
            ["", "30 June 2025", "30 June 2024"],
            [
                ("Senior notes and bank debt (gross)", [None, None]),
                ("Lease liabilities", [None, None]),
                (
                    "Less: cash and cash equivalents",
                    [None, c("(908m)", "FY2024", "cash_and_equivalents", M)],
                ),
                (
                    "Net debt",
                    [c("5.35bn", "FY2025", "net_debt", B), c("4,428m", "FY2024", "net_debt", M)],
                ),
            ],
        ),
        Para(
            "Capital expenditure across the divisions for the year, on an accruals basis, was A$"
            + say(
                w,
                "1.9 billion",
                "FY2025",
                "capex",
                B,
                "capital expenditure across the divisions, accruals basis",
            )
            + ", much of it directed to the Onslow haul road and the transhipping fleet."
        ),
    )


def _min25_dividends(w: VWriter) -> None:
    c = partial(cell, "MIN")
    w.page("Note 22 Distributions", contents_entry=True)
    w.add(
        Heading("Note 22 Distributions to shareholders"),
        Para(
            "Given the statutory loss and the Group's leverage, the directors have neither "
            "paid nor determined any ordinary dividend in respect of the 2025 financial year. "
            "The total for the year was "
            + say(
                w,
                "0.0",
                "FY2025",
                "dividends_per_share",
                CPS,
                "ordinary dividends in respect of the year, cents a share",
            )
            + " cents a share."
        ),
        table(
            w,
            "Dividends in respect of the financial year (cents per share)",
            ["", "2025", "2024"],
            [
                (
                    "Interim - fully franked",
                    [None, c("20", "FY2024", "interim_dps", CPS, dividend_kind="interim")],
                ),
                ("Final", [None, None]),
                (
                    "Total in respect of the year",
                    [None, c("20", "FY2024", "dividends_per_share", CPS)],
                ),
            ],
        ),
    )


def min_annual_financial_report_2025(manifest: list[dict[str, Any]]) -> Document:
    """MinRes 2025 financial report, PDF: P&L, segment note, net debt and distributions notes."""
    w = new_doc(
        "Mineral Resources Annual Financial Report 2025.pdf",
        "MIN",
        "Mineral Resources Limited | Annual Financial Report | 30 June 2025",
        "FY2025",
        manifest,
    )
    w.page("Cover")
    w.add(
        Heading("Mineral Resources Limited"),
        Para("Annual Financial Report for the year ended 30 June 2025."),
    )
    w.page("Contents")
    w.add(Heading("Contents"), Contents())
    place(w, {4: _min25_pl, 7: _min25_segments, 12: _min25_debt, 17: _min25_dividends}, _filler, 21)
    w.page("Corporate directory")
    w.add(
        Heading("Corporate directory"),
        Para("Registered office: Osborne Park, Western Australia."),
    )
    return w.doc


# --- Mineral Resources: half-year report to 31 December 2024 ----------------------------------


def min_half_year_report_dec2024(manifest: list[dict[str, Any]]) -> Document:
    """MinRes half to December 2024: P&L, segments with the comparative half, cash, net debt."""
    w = new_doc(
        "MinRes Interim Financial Report 31 December 2024.txt",
        "MIN",
        "MINERAL RESOURCES LIMITED - INTERIM FINANCIAL REPORT - HALF-YEAR ENDED 31 DECEMBER 2024",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "MIN")
    w.page("Condensed statements")
    w.add(
        Heading("Condensed consolidated statement of profit or loss"),
        Para("A$m. Six months ended 31 December. Bracketed amounts are losses or outflows."),
        table(
            w,
            "Condensed consolidated statement of profit or loss",
            ["", "Dec 2024", "Dec 2023"],
            [
                (
                    "Revenue",
                    [
                        c("2,290", "FY2025", "h1_revenue", M),
                        c("2,514.7", "FY2024", "h1_revenue", M),
                    ],
                ),
                (
                    "Net loss after tax attributable to members of the parent",
                    [c("(807)", "FY2025", "h1_statutory_npat", M), None],
                ),
                ("Attributable to non-controlling interests", [None, None]),
                (
                    "Underlying NPAT attributable to members",
                    [
                        c("(196)", "FY2025", "h1_underlying_npat", M),
                        c("196", "FY2024", "h1_underlying_npat", M),
                    ],
                ),
            ],
        ),
        Heading("Condensed consolidated statement of cash flows (extract)"),
        table(
            w,
            "Condensed consolidated statement of cash flows",
            ["A$m", "Dec 2024", "Dec 2023"],
            [
                ("Receipts from customers", [None, None]),
                (
                    "Net cash (used in)/from operating activities",
                    [
                        c("(656)", "FY2025", "h1_net_operating_cash_flow", M),
                        c("624", "FY2024", "h1_net_operating_cash_flow", M),
                    ],
                ),
                ("Payments for property, plant and equipment", [None, None]),
            ],
        ),
    )
    w.page("Note 2 Segment information")
    seg = ["A$m", "Mining Services", "Iron Ore", "Lithium", "Energy", "Unallocated", "Consolidated"]
    w.add(
        Heading("Note 2 Segment information"),
        Para(
            "Segment results are reported on the basis of underlying EBITDA. The first table "
            "covers the current half; the second the comparative period."
        ),
        table(
            w,
            "Half-year ended 31 December 2024",
            seg,
            [
                (
                    "External sales",
                    [None, None, None, None, None, c("2,290", "FY2025", "h1_revenue", M)],
                ),
                ("Inter-segment sales", [None] * 6),
                (
                    "Underlying EBITDA",
                    [
                        c("379", "FY2025", "h1_segment_underlying_ebitda_mining_services", M),
                        None,
                        None,
                        None,
                        None,
                        c("302", "FY2025", "h1_underlying_ebitda", M),
                    ],
                ),
                ("Depreciation and amortisation", [None] * 6),
            ],
        ),
        table(
            w,
            "Half-year ended 31 December 2023",
            seg,
            [
                (
                    "External sales",
                    [None, None, None, None, None, c("2,514.7", "FY2024", "h1_revenue", M)],
                ),
                ("Inter-segment sales", [None] * 6),
                (
                    "Underlying EBITDA",
                    [
                        c("253.7", "FY2024", "h1_segment_underlying_ebitda_mining_services", M),
                        c("266.2", "FY2024", "h1_segment_underlying_ebitda_iron_ore", M),
                        c("271.4", "FY2024", "h1_segment_underlying_ebitda_lithium", M),
                        None,
                        None,
                        c("674.9", "FY2024", "h1_underlying_ebitda", M),
                    ],
                ),
                ("Depreciation and amortisation", [None] * 6),
            ],
        ),
        Footnotes(["Dashes: not disclosed for the half in this condensed report."]),
    )
    w.page("Note 9 Net debt")
    w.add(
        Heading("Note 9 Borrowings and net debt"),
        table(
            w,
            "Net debt",
            ["A$", "31 Dec 2024", "30 Jun 2024", "31 Dec 2023"],
            [
                ("Total borrowings", [c("5.8bn", "FY2025", "h1_total_borrowings", B), None, None]),
                ("of which lease liabilities", [None, None, None]),
                (
                    "Cash and cash equivalents",
                    [
                        c("720m", "FY2025", "h1_cash_and_equivalents", M),
                        c("908m", "FY2024", "cash_and_equivalents", M),
                        c("1,383.1m", "FY2024", "h1_cash_and_equivalents", M),
                    ],
                ),
                (
                    "Net debt",
                    [
                        c("5,084m", "FY2025", "h1_net_debt", M),
                        c("4,428m", "FY2024", "net_debt", M),
                        c("3,546.7m", "FY2024", "h1_net_debt", M),
                    ],
                ),
            ],
        ),
        Heading("Note 10 Dividends"),
        Para(
            "No interim dividend has been determined for the half. For the December 2023 half "
            "the Company determined a fully franked interim dividend of "
            + say(
                w,
                "20 cents",
                "FY2024",
                "interim_dps",
                CPS,
                "fully franked interim dividend, December 2023 half",
                dividend_kind="interim",
            )
            + " per share."
        ),
    )
    return w.doc


# --- BHP: dividends note ------------------------------------------------------------------


def bhp_distributions_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's distributions note: dividends determined in respect of FY25 and FY24, cash flow."""
    w = new_doc(
        "BHP FY2025 Note 19 Dividends.md",
        "BHP",
        "BHP Group Limited - Financial Statements 2025 - Note 19 Dividends",
        "FY2025",
        manifest,
    )
    c = partial(cell, "BHP")
    w.page("Note 19")
    w.add(
        Heading("19. Dividends", 2),
        Para(
            "US cents per share. Dividends determined after the reporting date are not "
            "recognised as a liability."
        ),
        table(
            w,
            "Dividends determined in respect of the period",
            ["", "2025", "2024"],
            [
                (
                    "Interim dividend (paid in March)",
                    [
                        c("50", "FY2025", "interim_dps", CPS, dividend_kind="interim"),
                        c("72", "FY2024", "interim_dps", CPS, dividend_kind="interim"),
                    ],
                ),
                (
                    "Final dividend (determined in August)",
                    [
                        c("60", "FY2025", "final_dps", CPS, dividend_kind="final"),
                        c("74", "FY2024", "final_dps", CPS, dividend_kind="final"),
                    ],
                ),
                (
                    "Total in respect of the year",
                    [
                        c("110", "FY2025", "dividends_per_share", CPS),
                        c("146", "FY2024", "dividends_per_share", CPS),
                    ],
                ),
            ],
            style="pipe",
        ),
        Para(
            "Dividends are fully franked. Net operating cash flows of US$"
            + say(
                w,
                "18.7 billion",
                "FY2025",
                "net_operating_cash_flow",
                B,
                "net operating cash flows",
            )
            + " funded capital and exploration expenditure of US$"
            + say(w, "9.79 billion", "FY2025", "capex", B, "capital and exploration expenditure")
            + "."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order."""
    from evals.variant_dev.handwritten_sixteenth_more import MORE

    return (
        min_annual_financial_report_2025,
        min_half_year_report_dec2024,
        *MORE,
        bhp_distributions_fy2025,
    )
