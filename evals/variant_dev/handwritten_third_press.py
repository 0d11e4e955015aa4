"""The press pieces of the third hand-written set: a wire story and a newspaper report.

A Reuters-style story (dateline in capitals, "A$", "a share", "lifted", analysts' view in
words, never their numbers) and an AFR-style piece ("$US", "came in at", a half-year set
against the year before it). Every figure is checked against the data as it is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say

CPS = "cents per share"
DPS = "dollars per share"


def min_wire_fy2021(manifest: list[dict[str, Any]]) -> Document:
    """Mineral Resources' year to June 2021 on the wire: record profit, iron ore and lithium."""
    w = new_doc("minres-profit-jumps-on-iron-ore-wire.txt", "MIN", "", "FY2021", manifest)
    w.page("Story")
    w.add(
        Heading("Australia's Mineral Resources lifts profit as iron ore boom pays off"),
        Dateline("PERTH, Aug 2021 (Reuters)"),
        Para(
            "Mineral Resources Ltd on Thursday reported a sharp rise in annual profit, helped by "
            "record iron ore prices, and rewarded investors with dividends of "
            + say(
                w,
                "A$2.75",
                "FY2021",
                "dividends_per_share",
                DPS,
                "dividends for the year",
                dividend_kind="total",
            )
            + " a share for the year to June."
        ),
        Para(
            "Net profit after tax lifted to "
            + say(
                w, "A$1.268 billion", "FY2021", "statutory_npat", "billion", "net profit after tax"
            )
            + ", while underlying profit, which strips out one-off items, came in at "
            + say(
                w,
                "A$1.103 billion",
                "FY2021",
                "underlying_npat",
                "billion",
                "underlying profit, stripping out one-off items",
            )
            + ", slightly ahead of what analysts had pencilled in."
        ),
        Para(
            "Revenue was "
            + say(w, "A$3.734 billion", "FY2021", "revenue", "billion", "revenue")
            + " and earnings before interest, tax, depreciation and amortisation excluding "
            "one-offs were "
            + say(
                w,
                "A$1.901 billion",
                "FY2021",
                "underlying_ebitda",
                "billion",
                "earnings before interest, tax, depreciation and amortisation excluding one-offs",
            )
            + ". The Perth-based miner and contractor shipped "
            + say(
                w,
                "17.3 million wet tonnes",
                "FY2021",
                "iron_ore_shipments_mt",
                "Mt",
                "iron ore shipped",
            )
            + " of iron ore and "
            + say(
                w,
                "485 kt",
                "FY2021",
                "spodumene_shipments_kt",
                "kt",
                "spodumene concentrate shipped",
            )
            + " (dry) of spodumene concentrate."
        ),
        Para(
            "Shares in the company rose in early trade. Analysts said the lithium price recovery "
            "would matter more than iron ore next year. (Reporting by a Perth newsroom; editing "
            "by the Asia desk)"
        ),
    )
    return w.doc


def rio_newspaper_h1_2022(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's six months to 30 June 2022 in the newspaper: "$US", halves and a year."""
    w = new_doc("rio-tinto-interim-payout-falls-july-2022.md", "RIO", "", "H1 FY2022", manifest)
    w.page("Article")
    w.add(
        Heading("Rio Tinto trims interim payout as iron ore cools"),
        Dateline("Melbourne | July 2022 | Companies and markets"),
        Para(
            "Rio Tinto will pay shareholders an interim dividend of "
            + say(
                w,
                "$US2.67",
                "FY2022",
                "interim_dps",
                DPS,
                "interim dividend",
                dividend_kind="interim",
            )
            + " a share, a long way short of the "
            + say(
                w,
                "$US10.40",
                "FY2021",
                "dividends_per_share",
                DPS,
                "dividends paid for 2021",
                form="comparative",
                dividend_kind="total",
            )
            + " it paid for all of 2021, which included a "
            + say(
                w,
                "$US2.47",
                "FY2021",
                "special_dps",
                DPS,
                "special dividend for 2021",
                form="comparative",
                dividend_kind="special",
            )
            + " special. Analysts had expected a bigger cheque."
        ),
        Para(
            "Net earnings for the six months to June came in at "
            + say(
                w,
                "$US8.943 billion",
                "FY2022",
                "h1_statutory_npat",
                "billion",
                "net earnings for the six months",
            )
            + ", while underlying earnings, the figure the miner's dividend policy follows, "
            "slumped to "
            + say(
                w,
                "$US8.6 billion",
                "FY2022",
                "h1_underlying_npat",
                "billion",
                "underlying earnings",
            )
            + ". Underlying EBITDA was "
            + say(
                w,
                "$US15.597 billion",
                "FY2022",
                "h1_underlying_ebitda",
                "billion",
                "underlying EBITDA",
            )
            + " on revenue of "
            + say(w, "$US29.775 billion", "FY2022", "h1_revenue", "billion", "revenue")
            + "."
        ),
        Para(
            "Profit before tax was "
            + say(
                w,
                "$US12.32 billion",
                "FY2022",
                "h1_profit_before_tax",
                "billion",
                "profit before tax",
            )
            + " and earnings per share were "
            + say(w, "549.0 US cents", "FY2022", "h1_basic_eps", CPS, "earnings per share")
            + ". Operations threw off "
            + say(
                w,
                "$US10.474 billion",
                "FY2022",
                "h1_net_operating_cash_flow",
                "billion",
                "cash thrown off by operations",
            )
            + " of cash, leaving "
            + say(
                w,
                "$US7.146 billion",
                "FY2022",
                "h1_free_cash_flow",
                "billion",
                "cash left after spending",
            )
            + " after capital spending."
        ),
    )
    return w.doc


PRESS: tuple[Callable[[list[dict[str, Any]]], Document], ...] = (
    min_wire_fy2021,
    rio_newspaper_h1_2022,
)
