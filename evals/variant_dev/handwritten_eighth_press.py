"""The eighth set's press: Fortescue's December half and Northern Star's year, newspaper style.

Part of :mod:`evals.variant_dev.handwritten_eighth`: two pieces in the Australian financial
press manner ("$US", "a share", "the miner", "the Perth-based producer"), figures named in
passing with the prior period's beside them. The Fortescue piece covers the six months to
December 2024 of a June-year company without ever calling it a half-year; the only prior
revenue figure it gives is for iron ore alone. The Northern Star piece covers the year to
June 2025 and gives no statutory profit.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say

CPS = "cents per share"
DPS = "dollars per share"


# --- Fortescue: the six months to December 2024 ---------------------------------------------------


def fmg_press_h1_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """A newspaper piece on Fortescue's December-half result, never called a half-year."""
    w = new_doc("fortescue-profit-slumps-as-ore-price-falls.md", "FMG", "", "H1 FY2025", manifest)
    s = partial(say, w)
    w.page("Article")
    w.add(
        Heading("Forrest's Fortescue profit halves as ore price slides, dividend cut", 2),
        Dateline("Mining | Perth | 20 February 2025"),
        Para(
            "Fortescue has slashed its payout to shareholders after softer Chinese demand dragged "
            "on the price of its ore in the closing months of calendar 2024."
        ),
        Para(
            "The Perth-based producer posted net profit after tax of "
            + s("$US1.6 billion", "FY2025", "h1_statutory_npat", "billion", "net profit after tax")
            + " for the six months to December 31, down from "
            + s(
                "$US3.34 billion",
                "FY2024",
                "h1_statutory_npat",
                "billion",
                "net profit after tax a year earlier",
                form="comparative",
            )
            + " a year earlier, or "
            + s("51 US cents", "FY2025", "h1_basic_eps", CPS, "earnings per share")
            + " a share. Revenue slid to "
            + s("$US7.6 billion", "FY2025", "h1_revenue", "billion", "revenue")
            + "; a year earlier iron ore alone had brought in "
            + s(
                "$US8.71 billion",
                "FY2024",
                "h1_iron_ore_revenue",
                "billion",
                "iron ore revenue a year earlier",
                form="comparative",
            )
            + "."
        ),
        Para(
            "Underlying earnings before interest, tax, depreciation and amortisation fell to "
            + s("$US3.6 billion", "FY2025", "h1_underlying_ebitda", "billion", "underlying EBITDA")
            + " from "
            + s(
                "$US5.9 billion",
                "FY2024",
                "h1_underlying_ebitda",
                "billion",
                "EBITDA a year earlier",
                form="comparative",
            )
            + ". The miner received an average of "
            + s(
                "$US85",
                "FY2025",
                "h1_realised_price_hematite_usd_dmt",
                "US$/dmt",
                "average received per dry tonne of hematite",
            )
            + " a dry tonne for its hematite, while the cost of digging, processing and railing a "
            "wet tonne (C1) rose to "
            + s("$US19.17", "FY2025", "h1_c1_cost_usd_wmt", "US$/wmt", "C1 cost per wet tonne")
            + ". It shipped "
            + s("97.1 million tonnes", "FY2025", "h1_iron_ore_shipments_mt", "Mt", "tonnes shipped")
            + ", up 3 per cent."
        ),
        Para(
            "Shareholders will be handed back "
            + s(
                "50¢",
                "FY2025",
                "interim_dps",
                CPS,
                "fully franked dividend per share",
                dividend_kind="interim",
            )
            + " a share, fully franked, down from "
            + s(
                "$1.08",
                "FY2024",
                "interim_dps",
                DPS,
                "dividend per share a year earlier",
                dividend_kind="interim",
                form="comparative",
            )
            + ", keeping to "
            + s(
                "65 per cent",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "share of profit paid out",
                dividend_kind="interim",
            )
            + " of profit."
        ),
    )
    return w.doc


# --- Northern Star: the year to June 2025 ---------------------------------------------------------


def nst_press_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """A newspaper piece on Northern Star's FY25 year: record gold price, no statutory profit."""
    w = new_doc("northern-star-rides-gold-boom-to-record-year.md", "NST", "", "FY2025", manifest)
    s = partial(say, w)
    w.page("Article")
    w.add(
        Heading("Gold boom lifts Northern Star to a record, dividend up by more than a third", 2),
        Dateline("Companies | 21 August 2025"),
        Para(
            "Northern Star Resources has ridden the gold price to the best year in its history, "
            "though heavy spending on its mills will keep a lid on cash for another year."
        ),
        Para(
            "The Perth-based producer lifted revenue to "
            + s("$6.4 billion", "FY2025", "revenue", "billion", "revenue")
            + " in the 12 months to June 30, from "
            + s(
                "$4.92 billion",
                "FY2024",
                "revenue",
                "billion",
                "revenue a year earlier",
                form="comparative",
            )
            + ", as the price it received jumped to "
            + s(
                "$3,922",
                "FY2025",
                "realised_gold_price_aud_oz",
                "A$/oz",
                "average price received per ounce",
            )
            + " an ounce. It sold "
            + s("1.63 million ounces", "FY2025", "gold_sold_koz", "Moz", "gold sold")
            + " of gold, barely more than the "
            + s(
                "1.621 million",
                "FY2024",
                "gold_sold_koz",
                "Moz",
                "gold sold a year earlier",
                form="comparative",
            )
            + " a year earlier."
        ),
        Para(
            "Earnings before interest, tax, depreciation and amortisation, stripped of one-offs, "
            "surged to "
            + s("$3.5 billion", "FY2025", "underlying_ebitda", "billion", "underlying EBITDA")
            + " and underlying profit more than doubled to "
            + s("$1.4 billion", "FY2025", "underlying_npat", "billion", "underlying profit")
            + ". After the building bill, underlying free cash flow was "
            + s(
                "$536 million",
                "FY2025",
                "underlying_free_cash_flow",
                "million",
                "underlying free cash flow",
            )
            + ", against "
            + s(
                "$462 million",
                "FY2024",
                "underlying_free_cash_flow",
                "million",
                "underlying free cash flow a year earlier",
                form="comparative",
            )
            + "."
        ),
        Para(
            "Investors will pocket "
            + s(
                "55¢",
                "FY2025",
                "dividends_per_share",
                CPS,
                "dividends for the year per share",
                dividend_kind="total",
            )
            + " a share for the year, including the "
            + s(
                "25¢",
                "FY2025",
                "interim_dps",
                CPS,
                "dividend paid in March per share",
                dividend_kind="interim",
            )
            + " paid in March, up from "
            + s(
                "40¢",
                "FY2024",
                "dividends_per_share",
                CPS,
                "dividends for the previous year per share",
                dividend_kind="total",
                form="comparative",
            )
            + "."
        ),
    )
    return w.doc


PRESS = (fmg_press_h1_fy2025, nst_press_fy2025)
"""The press writers of the eighth set, in a fixed order."""
