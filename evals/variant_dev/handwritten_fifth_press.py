"""The broker note and the newspaper piece of the fifth hand-written set.

A sell-side result review with its own shorthand ("FY24A", "adj.", "rep.", A$bn with the
unit stated once, a change column only where a move was reported) and an Australian
newspaper report on a half-year ("$US", "a share", "cents a share", "per cent", a figure
first given in words beside its exact statement). Part of
:mod:`evals.variant_dev.handwritten_fifth`; every recorded figure goes through
:class:`VWriter` and is checked against the data as it is written.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, VTable, new_doc
from evals.variant_dev.kit import cell, say, worded_rows

CPS = "cents per share"


def min_broker_note_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """A broker's review of MinRes's year to June 2024: shorthand labels, A$bn once."""
    w = new_doc(
        "MIN FY24 result review - equity research note.txt",
        "MIN",
        "Equities research | Australia | Metals & Mining",
        "FY2024",
        manifest,
    )
    c = partial(cell, "MIN")
    title = "Key metrics (A$bn unless stated; June year-end)"
    w.page("Result review")
    w.add(
        Heading("Mineral Resources (MIN): FY24 result - the balance sheet is the story"),
        Para(
            "Result in brief. Lithium pricing did the damage: the earnings line fell hard and "
            "leverage rose as Onslow Iron was built. Our view is unchanged pending the "
            "strategy update; see the disclosures at the end of this note."
        ),
        VTable(
            title,
            ["", "FY24A", "FY23A", "chg"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Sales",
                        [
                            c("5.28", "FY2024", "revenue", "billion"),
                            c("4.8", "FY2023", "revenue", "billion"),
                        ],
                        ["+10%"],
                    ),
                    (
                        "Adj. EBITDA",
                        [
                            c("1.06", "FY2024", "underlying_ebitda", "billion"),
                            c("1.8", "FY2023", "underlying_ebitda", "billion"),
                        ],
                        ["-40%"],
                    ),
                    (
                        "Rep. NPAT",
                        [
                            c("0.114", "FY2024", "statutory_npat", "billion"),
                            c("0.244", "FY2023", "statutory_npat", "billion"),
                        ],
                        [""],
                    ),
                    (
                        "Adj. NPAT",
                        [
                            c("0.158", "FY2024", "underlying_npat", "billion"),
                            c("0.769", "FY2023", "underlying_npat", "billion"),
                        ],
                        ["-79%"],
                    ),
                    (
                        "Closing ND",
                        [
                            c("4.428", "FY2024", "net_debt", "billion"),
                            c("1.9", "FY2023", "net_debt", "billion"),
                        ],
                        [""],
                    ),
                    (
                        "Declared per share (Ac)",
                        [
                            c("20", "FY2024", "dividends_per_share", CPS, dividend_kind="total"),
                            c("190", "FY2023", "dividends_per_share", CPS, dividend_kind="total"),
                        ],
                        [""],
                    ),
                ],
            ),
            notes=["A = actual. ND = net debt. Ac = Australian cents."],
        ),
        Para(
            "What we liked: Mining Services volumes and the Onslow ramp-up. What we did not: "
            "the cash burn. Liquidity is adequate, with "
            + say(
                w,
                "$908m",
                "FY2024",
                "cash_and_equivalents",
                "million",
                "liquidity in the till at balance date",
            )
            + " in the till at balance date, but the interim was the only distribution for "
            "the year and we do not expect the board to resume payments until gearing falls."
        ),
        Para(
            "Disclosures: this note is general advice only and was prepared without regard "
            "to any investor's objectives, financial situation or needs."
        ),
    )
    return w.doc


def bhp_newspaper_h1_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """BHP's half to December 2023 in an Australian newspaper: "$US", "a share", words."""
    w = new_doc(
        "bhp-half-year-profit-plunges-on-nickel-and-samarco.md", "BHP", "", "H1 FY2024", manifest
    )
    w.page("Article")
    w.add(
        Heading("BHP profit plunges on nickel writedown and Samarco bill"),
        Dateline("Business | Resources", extra=["February 2024"]),
        Para(
            "BHP's profit for the December half has collapsed to a little under a billion US "
            "dollars after the world's biggest miner wrote down its West Australian nickel "
            "business and set aside more money for the Samarco dam disaster in Brazil."
        ),
        Para(
            "The miner, which reports in US dollars, said profit attributable to its "
            "shareholders for the six months to December 31 came to "
            + say(
                w,
                "$US927 million",
                "FY2024",
                "h1_statutory_npat",
                "million",
                "profit attributable to its shareholders for the six months",
            )
            + ", or "
            + say(
                w,
                "18.3 US cents",
                "FY2024",
                "h1_basic_eps",
                CPS,
                "profit attributable a share",
            )
            + " a share, down from "
            + say(
                w,
                "$US6.46 billion",
                "FY2023",
                "h1_statutory_npat",
                "billion",
                "profit attributable a year earlier",
                form="comparative",
            )
            + " a year earlier."
        ),
        Para(
            "Stripping out the nickel and Samarco charges, the company's preferred earnings "
            "yardstick came in at "
            + say(
                w,
                "$US6.569 billion",
                "FY2024",
                "h1_underlying_npat",
                "billion",
                "the company's preferred earnings yardstick, charges stripped out",
            )
            + ", or "
            + say(
                w,
                "129.6 US cents",
                "FY2024",
                "h1_underlying_basic_eps",
                CPS,
                "the preferred yardstick a share",
            )
            + " a share. Revenue rose to "
            + say(w, "$US27.23bn", "FY2024", "h1_revenue", "billion", "revenue")
            + " from "
            + say(
                w,
                "$US25.71bn",
                "FY2023",
                "h1_revenue",
                "billion",
                "revenue the year before",
                form="comparative",
            )
            + " as iron ore prices held up."
        ),
        Para(
            "Shareholders will receive "
            + say(
                w,
                "72 US cents",
                "FY2024",
                "interim_dps",
                CPS,
                "what shareholders will receive at the half",
                dividend_kind="interim",
            )
            + " a share, fully franked, in March, which the company said was "
            + say(
                w,
                "56 per cent",
                "FY2024",
                "h1_payout_ratio_pct",
                "percent",
                "what the March payment is of the half's earnings on the preferred yardstick",
                dividend_kind="interim",
            )
            + " of the half's earnings on its preferred yardstick."
        ),
        Para(
            "Nickel prices have slumped as low-cost supply from Indonesia has grown, and the "
            "company has said it will review the future of the West Australian operations."
        ),
    )
    return w.doc


PRESS: tuple[Callable[[list[dict[str, Any]]], Document], ...] = (
    min_broker_note_fy2024,
    bhp_newspaper_h1_fy2024,
)
