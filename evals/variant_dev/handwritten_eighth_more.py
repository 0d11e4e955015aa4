"""The eighth set's statements extract, operations, dividend and remuneration pages.

Part of :mod:`evals.variant_dev.handwritten_eighth`: Mineral Resources' FY25 extract of the
statements with a unit column, the loss and net debt in brackets and capital guidance in the
prose beside the spend; its FY25 operations table
by hub with a basis column (one joint venture on 100%, the others unstated), a half-year
column beside the year and last year's production rows beside this year's shipments;
Northern Star's dividend section of the FY24 annual report, cents in the table and dollars in
the prose, franking per payment, the prior year below; and Northern Star's FY23 short-term
incentive scorecard, whose guidance ranges sit beside the outcomes (a careless reader takes
the range). Every recorded figure is checked against the data as it is written.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, say, worded_rows

CPS = "cents per share"
DPS = "dollars per share"


# --- Mineral Resources: statements extract, FY2025, loss and net debt in brackets ----------------


def min_statements_extract_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's FY25 extract: a unit column, a loss and net debt in brackets, guidance beside."""
    w = new_doc(
        "Mineral Resources FY25 - financial statements extract.txt",
        "MIN",
        "Mineral Resources Limited | Annual Report 2025 | Financial statements (extract)",
        "FY2025",
        manifest,
    )
    c = partial(cell, "MIN")
    pl = "Profit or loss (extract)"
    cf = "Cash flows and net debt (extract)"

    def two(metric: str, unit: str, now: str | None, before: str | None) -> list[Any]:
        return [
            None if now is None else c(now, "FY2025", metric, unit),
            None if before is None else c(before, "FY2024", metric, unit, form="comparative"),
        ]

    w.page("Financial statements extract")
    w.add(
        Heading("Financial statements - extract"),
        Para("Years ended 30 June. Amounts in brackets are losses, outflows or net debt."),
        VTable(
            pl,
            ["", "Unit", "2025", "2024"],
            worded_rows(
                w,
                pl,
                [
                    ("Revenue", two("revenue", "billion", "4.45", "5.28"), ["A$bn"]),
                    (
                        "Underlying EBITDA",
                        two("underlying_ebitda", "million", "901", None),
                        ["A$m"],
                    ),
                    (
                        "Net (loss)/profit after tax attributable to members",
                        two("statutory_npat", "million", "(896)", "114"),
                        ["A$m"],
                    ),
                    (
                        "Underlying net (loss)/profit after tax",
                        two("underlying_npat", "million", "(112)", "158"),
                        ["A$m"],
                    ),
                ],
                lead=True,
            ),
            notes=["2024 underlying EBITDA is shown in the five-year summary."],
            style="columns",
        ),
        VTable(
            cf,
            ["", "Unit", "2025", "2024"],
            worded_rows(
                w,
                cf,
                [
                    (
                        "Payments for capital expenditure",
                        two("capex", "billion", "(1.9)", None),
                        ["A$bn"],
                    ),
                    (
                        "Net (debt)/cash at 30 June",
                        two("net_debt", "billion", "(5.35)", "(4.43)"),
                        ["A$bn"],
                    ),
                ],
                lead=True,
            ),
            style="columns",
        ),
        Para(
            "Capital expenditure guidance for the year had been lifted in February to about A$2.1 "
            "billion from A$1.945 billion; spending finished below it. The loss includes A$632 "
            "million of post-tax impairment charges."
        ),
        Para(
            "Dividends. No interim or final dividend was determined for the year, so the amount "
            "per share for 2025 is "
            + say(
                w,
                "0 cents",
                "FY2025",
                "dividends_per_share",
                CPS,
                "dividends for the year per share",
                dividend_kind="total",
            )
            + ", against "
            + say(
                w,
                "20 cents",
                "FY2024",
                "dividends_per_share",
                CPS,
                "dividends for the prior year per share",
                dividend_kind="total",
                form="comparative",
            )
            + " fully franked for 2024."
        ),
    )
    return w.doc


# --- Mineral Resources: operations by hub, FY2025 -------------------------------------------------


def min_operations_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's FY25 operations: a basis column, 1H beside the year, FY24 production rows."""
    w = new_doc(
        "MinRes FY25 operating performance by hub.md",
        "MIN",
        "Mineral Resources | FY25 operating performance",
        "FY2025",
        manifest,
    )
    c = partial(cell, "MIN")
    title = "Volumes by operation"
    w.page("Operations")
    w.add(
        Heading("Operating performance"),
        Para(
            "Tonnes shipped are wet metric tonnes for iron ore and dry metric tonnes of SC6 "
            "equivalent for spodumene. The basis column says whose tonnes are counted; where it "
            "is blank the operation reported without stating one."
        ),
        VTable(
            title,
            ["Operation", "Measure", "Basis", "1H FY25", "FY25"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Onslow Iron",
                        [
                            None,
                            c(
                                "14",
                                "FY2025",
                                "iron_ore_shipments_mt_onslow_100pct",
                                "Mt",
                                basis="100%",
                            ),
                        ],
                        ["Shipped (Mt)", "100% of the joint venture"],
                    ),
                    (
                        "Pilbara Hub",
                        [None, c("9.7", "FY2025", "iron_ore_shipments_mt_pilbara_hub", "Mt")],
                        ["Shipped (Mt)", ""],
                    ),
                    (
                        "Iron ore, all hubs",
                        [c("9.7", "FY2025", "h1_iron_ore_shipments_mt", "Mt"), None],
                        ["Shipped (Mt)", ""],
                    ),
                    (
                        "Mt Marion",
                        [None, c("203", "FY2025", "spodumene_shipments_kt_mt_marion", "kt")],
                        ["Shipped (kt SC6e)", ""],
                    ),
                    (
                        "Wodgina",
                        [None, c("214", "FY2025", "spodumene_shipments_kt_wodgina", "kt")],
                        ["Shipped (kt SC6e)", ""],
                    ),
                    (
                        "Lithium, both mines",
                        [c("261", "FY2025", "h1_lithium_shipments_kt_sc6", "kt"), None],
                        ["Shipped (kt SC6)", ""],
                    ),
                    (
                        "Mining Services",
                        [None, c("280", "FY2025", "mining_services_production_mt", "Mt")],
                        ["Volumes moved (Mt)", "contract and internal"],
                    ),
                ],
                lead=True,
            ),
            style="pipe",
        ),
        Para(
            "A year earlier the two lithium mines were reported by output rather than shipments: "
            "Mt Marion produced "
            + say(
                w,
                "218 kt",
                "FY2024",
                "spodumene_production_kt_mt_marion",
                "kt",
                "Mt Marion spodumene produced",
                form="comparative",
            )
            + " and Wodgina "
            + say(
                w,
                "201 kt",
                "FY2024",
                "spodumene_production_kt_wodgina",
                "kt",
                "Wodgina spodumene produced",
                form="comparative",
            )
            + " of concentrate in FY24. Wodgina's cost of A$849 a tonne sat at the middle of its "
            "guidance."
        ),
    )
    return w.doc


# --- Northern Star: dividend section of the FY2024 annual report ----------------------------------


def nst_dividends_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """NST's FY24 dividend section: cents in the table, dollars in prose, franking per payment."""
    w = new_doc(
        "Northern Star Annual Report 2024 - dividends.txt",
        "NST",
        "Northern Star Resources Limited | Annual Report 2024 | Capital management",
        "FY2024",
        manifest,
    )
    c = partial(cell, "NST")
    title = "Dividends to shareholders"
    w.page("Dividends")
    w.add(
        Heading("Dividends"),
        Para(
            "Our policy is to pay 20 to 30 per cent of cash earnings to shareholders each half. "
            "Cash earnings for the year were "
            + say(
                w,
                "A$1.81 billion",
                "FY2024",
                "cash_earnings",
                "billion",
                "cash earnings for the year",
            )
            + " (2023: "
            + say(
                w,
                "A$1,223 million",
                "FY2023",
                "cash_earnings",
                "million",
                "cash earnings for the prior year",
                form="comparative",
            )
            + ")."
        ),
        VTable(
            title,
            ["", "Cents per share", "Share of half's cash earnings", "Franking"],
            worded_rows(
                w,
                title,
                [
                    (
                        "2024 interim, paid March 2024",
                        [
                            c("15.0", "FY2024", "interim_dps", CPS, dividend_kind="interim"),
                            c(
                                "25%",
                                "FY2024",
                                "h1_payout_ratio_pct",
                                "percent",
                                dividend_kind="interim",
                            ),
                        ],
                        ["Unfranked"],
                    ),
                    (
                        "2024 final, payable September 2024",
                        [c("25.0", "FY2024", "final_dps", CPS, dividend_kind="final"), None],
                        ["Unfranked"],
                    ),
                    (
                        "2023 interim, paid March 2023",
                        [
                            c(
                                "11.0",
                                "FY2023",
                                "interim_dps",
                                CPS,
                                dividend_kind="interim",
                                form="comparative",
                            ),
                            c(
                                "27%",
                                "FY2023",
                                "h1_payout_ratio_pct",
                                "percent",
                                dividend_kind="interim",
                                form="comparative",
                            ),
                        ],
                        ["Fully franked"],
                    ),
                    (
                        "2023 final, paid September 2023",
                        [
                            c(
                                "15.5",
                                "FY2023",
                                "final_dps",
                                CPS,
                                dividend_kind="final",
                                form="comparative",
                            ),
                            None,
                        ],
                        ["Unfranked"],
                    ),
                ],
            ),
            style="columns",
        ),
        Para(
            "Franking: the 2023 interim was fully franked; the 2023 final and both 2024 payments "
            "carry no franking credits."
        ),
        Para(
            "In dollars, shareholders received "
            + say(
                w,
                "A$0.40",
                "FY2024",
                "dividends_per_share",
                DPS,
                "dividends for the 2024 year per share",
                dividend_kind="total",
            )
            + " a share for the 2024 year, against "
            + say(
                w,
                "A$0.265",
                "FY2023",
                "dividends_per_share",
                DPS,
                "dividends for the 2023 year per share",
                dividend_kind="total",
                form="comparative",
            )
            + " for 2023. No special or capital return was made; surplus capital went to the "
            "on-market buy-back."
        ),
    )
    return w.doc


# --- Northern Star: FY2023 short-term incentive scorecard -----------------------------------------


def nst_remuneration_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """NST's FY23 STI scorecard: guidance ranges as targets beside the outcomes achieved."""
    w = new_doc(
        "Northern Star FY23 remuneration report - STI outcomes.txt",
        "NST",
        "Northern Star Resources | Remuneration Report | Year ended 30 June 2023",
        "FY2023",
        manifest,
    )
    c = partial(cell, "NST")
    title = "FY23 short-term incentive: measures, targets and outcomes"
    w.page("Remuneration")
    w.add(
        Heading("Short-term incentive outcomes"),
        Para(
            "Each executive's short-term incentive is tested against the measures below. Targets "
            "were set from market guidance at the start of the year; the outcome is what the "
            "Group delivered."
        ),
        VTable(
            title,
            ["Measure", "Target (guidance)", "Outcome", "Assessment"],
            [
                [*r, verdict]
                for r, verdict in zip(
                    worded_rows(
                        w,
                        title,
                        [
                            (
                                "Gold sold (Moz)",
                                [c("1.563", "FY2023", "gold_sold_koz", "Moz")],
                                ["1.56 - 1.68"],
                            ),
                            (
                                "All-in sustaining cost (A$/oz)",
                                [c("1,759", "FY2023", "aisc_aud_oz", "A$/oz")],
                                ["1,730 - 1,760"],
                            ),
                            (
                                "Growth capital (A$m)",
                                [c("752", "FY2023", "growth_capex", "million")],
                                ["700 (revised)"],
                            ),
                        ],
                        lead=True,
                    ),
                    ["Threshold", "Within range", "Above budget"],
                    strict=True,
                )
            ],
            style="columns",
        ),
        Para(
            "Financial gateway. The gateway requires a statutory profit: net profit after tax was "
            + say(w, "A$585 million", "FY2023", "statutory_npat", "million", "net profit after tax")
            + " (underlying "
            + say(
                w,
                "A$301 million",
                "FY2023",
                "underlying_npat",
                "million",
                "net profit after tax, underlying",
            )
            + ") on revenue of "
            + say(w, "A$4,131 million", "FY2023", "revenue", "million", "revenue")
            + ", helped by an average price received of "
            + say(
                w,
                "A$2,639",
                "FY2023",
                "realised_gold_price_aud_oz",
                "A$/oz",
                "average price received per ounce",
            )
            + " an ounce."
        ),
        Para(
            "First half. The cost measure was also tested at the half, when all-in sustaining "
            "cost was "
            + say(
                w,
                "A$1,766",
                "FY2023",
                "h1_aisc_aud_oz",
                "A$/oz",
                "all-in sustaining cost per ounce at the half",
            )
            + " an ounce on "
            + say(w, "773", "FY2023", "h1_gold_sold_koz", "koz", "thousand ounces sold in the half")
            + " thousand ounces sold."
        ),
    )
    return w.doc


MORE = (
    min_statements_extract_fy2025,
    min_operations_fy2025,
    nst_dividends_fy2024,
    nst_remuneration_fy2023,
)
"""This module's writers of the eighth set, in a fixed order."""
