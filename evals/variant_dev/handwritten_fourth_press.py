"""The press pieces of the fourth hand-written set: a wire story and two newspaper reports.

Each is dated its own way: a Reuters-style dateline with an abbreviated month and no year
(the story names "the first half of fiscal 2023"), a newspaper report whose only period is
"the 12 months to June 30" under a month-and-year date line, and an online piece with a
"Published" line about a half-year ("the six months to December 31"). Prior-half
comparatives sit in the same sentences as the reported half. Every figure is checked against
the data as it is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say

CPS = "cents per share"
DPS = "dollars per share"


def bhp_wire_h1_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """BHP's half to 31 December 2022 on the wire: dateline "Feb 21", no year in it."""
    w = new_doc("bhp-first-half-profit-falls-wire.txt", "BHP", "", "H1 FY2023", manifest)
    w.page("Story")
    w.add(
        Heading("BHP first-half profit falls 32% on weaker prices, interim payout cut"),
        Dateline("MELBOURNE, Feb 21 (Reuters)"),
        Para(
            "BHP Group Ltd on Tuesday reported a 32% drop in attributable profit for the first "
            "half of fiscal 2023, hurt by lower prices for iron ore and copper and by rising "
            "costs, and cut its interim dividend. The miner reports in U.S. dollars."
        ),
        Para(
            "Attributable profit for the six months ended Dec. 31 fell to "
            + say(
                w,
                "$6.46 billion",
                "FY2023",
                "h1_statutory_npat",
                "billion",
                "attributable profit for the six months",
            )
            + " from "
            + say(
                w,
                "$9.44 billion",
                "FY2022",
                "h1_statutory_npat",
                "billion",
                "attributable profit a year earlier",
                form="comparative",
            )
            + " a year earlier. Underlying attributable profit, which strips out one-off items, "
            "was "
            + say(
                w,
                "$6.6 billion",
                "FY2023",
                "h1_underlying_npat",
                "billion",
                "underlying attributable profit, stripping out one-off items",
            )
            + ", or "
            + say(
                w,
                "130.3 U.S. cents",
                "FY2023",
                "h1_underlying_basic_eps",
                CPS,
                "underlying attributable profit a share",
            )
            + " a share."
        ),
        Para(
            "Revenue slipped to "
            + say(w, "$25.71 billion", "FY2023", "h1_revenue", "billion", "revenue")
            + " from "
            + say(
                w,
                "$30.53 billion",
                "FY2022",
                "h1_revenue",
                "billion",
                "revenue a year earlier",
                form="comparative",
            )
            + ". The world's biggest listed miner will pay an interim dividend of "
            + say(
                w,
                "90 U.S. cents",
                "FY2023",
                "interim_dps",
                CPS,
                "interim dividend",
                dividend_kind="interim",
            )
            + " a share, down from "
            + say(
                w,
                "$1.50",
                "FY2022",
                "interim_dps",
                DPS,
                "interim dividend a year earlier",
                form="comparative",
                dividend_kind="interim",
            )
            + " a year earlier."
        ),
        Para(
            "The company pointed to China's reopening as a support for commodity demand in the "
            "months ahead. (Reporting by a Melbourne newsroom; Editing by the Asia desk)"
        ),
    )
    return w.doc


def nst_newspaper_fy2022(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's year to June 2022 in a newspaper: "the 12 months to June 30" only."""
    w = new_doc(
        "northern-star-profit-falls-despite-record-revenue.md", "NST", "", "FY2022", manifest
    )
    w.page("Article")
    w.add(
        Heading("Northern Star's profit slides despite record revenue"),
        Dateline("Companies | Mining", extra=["August 2022"]),
        Para(
            "Gold miner Northern Star Resources has reported a 27 per cent fall in underlying net "
            "profit to "
            + say(
                w,
                "$273 million",
                "FY2022",
                "underlying_npat",
                "million",
                "underlying net profit",
            )
            + " for the 12 months to June 30, despite a 35 per cent jump in revenue to "
            + say(w, "$3.735 billion", "FY2022", "revenue", "billion", "revenue")
            + "."
        ),
        Para(
            "Earnings before interest, tax, depreciation and amortisation, on the company's "
            "underlying measure, rose 31 per cent to "
            + say(
                w,
                "$1.517 billion",
                "FY2022",
                "underlying_ebitda",
                "billion",
                "earnings before interest, tax, depreciation and amortisation, underlying measure",
            )
            + ", but depreciation charges climbed after last year's merger with Saracen. The "
            "company sold "
            + say(
                w,
                "1.561 million ounces",
                "FY2022",
                "gold_sold_koz",
                "Moz",
                "ounces the company sold",
            )
            + " at an all-in sustaining cost of "
            + say(
                w,
                "$1,633",
                "FY2022",
                "aisc_aud_oz",
                "A$/oz",
                "all-in sustaining cost an ounce",
            )
            + " an ounce."
        ),
        Para(
            "Shareholders will receive a fully franked final dividend, taking payouts for the "
            "year to "
            + say(
                w,
                "21.5 cents",
                "FY2022",
                "dividends_per_share",
                CPS,
                "payouts for the year, a share",
                dividend_kind="total",
            )
            + " a share. Statutory profit also fell, the company said, because last year's "
            "result had been lifted by a one-off gain on the merger."
        ),
        Para(
            "In the first half, to December 31, underlying profit had come in at "
            + say(
                w,
                "$124 million",
                "FY2022",
                "h1_underlying_npat",
                "million",
                "underlying profit in the first half",
            )
            + " and the miner had received an average of "
            + say(
                w,
                "$2,388",
                "FY2022",
                "h1_realised_gold_price_aud_oz",
                "A$/oz",
                "average received an ounce in the first half",
            )
            + " an ounce for its gold."
        ),
    )
    return w.doc


def min_online_h1_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """Mineral Resources' half to 31 December 2022 online, under a "Published" line."""
    w = new_doc("minres-half-year-profit-lithium.md", "MIN", "", "H1 FY2023", manifest)
    w.page("Article")
    w.add(
        Heading("Lithium windfall lifts MinRes half-year profit"),
        Dateline("Published February 2023 · Markets"),
        Para(
            "Mineral Resources has posted a statutory net profit after tax of "
            + say(
                w,
                "$390 million",
                "FY2023",
                "h1_statutory_npat",
                "million",
                "statutory net profit after tax for the six months",
            )
            + " for the six months to December 31, up $370 million on the previous "
            "corresponding period, as lithium prices soared."
        ),
        Para(
            "Group underlying earnings after tax came to "
            + say(
                w,
                "$387 million",
                "FY2023",
                "h1_underlying_npat",
                "million",
                "group underlying earnings after tax",
            )
            + ", while earnings before interest, tax, depreciation and amortisation, before "
            "one-off items, were "
            + say(
                w,
                "$939 million",
                "FY2023",
                "h1_underlying_ebitda",
                "million",
                "earnings before interest, tax, depreciation and amortisation, before one-off "
                "items",
            )
            + ", up 503 per cent. Operations brought in "
            + say(
                w,
                "$281 million",
                "FY2023",
                "h1_net_operating_cash_flow",
                "million",
                "cash the operations brought in",
            )
            + " of cash."
        ),
        Para(
            "The board declared a fully franked interim dividend of "
            + say(
                w,
                "$1.20",
                "FY2023",
                "interim_dps",
                DPS,
                "fully franked interim dividend",
                dividend_kind="interim",
            )
            + " a share."
        ),
    )
    return w.doc


PRESS: tuple[Callable[[list[dict[str, Any]]], Document], ...] = (
    bhp_wire_h1_fy2023,
    nst_newspaper_fy2022,
    min_online_h1_fy2023,
)
