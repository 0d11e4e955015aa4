"""More hand-written spoken and press pieces of the development split.

Results-call transcripts (speakers' names, questions from analysts, figures said aloud with
"a pound", "an ounce", "cents a share", the period given once at the start) and a newspaper
piece ("$US", "a share", per cent in words, the year given by the dateline and "the year to
June"). Every figure is checked against the data as it is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say

CPS = "cents per share"
DPS = "dollars per share"


def rio_briefing_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2025 full-year results call: divisions and prices said aloud."""
    w = new_doc(
        "Rio Tinto full year 2025 results - analyst call transcript.txt",
        "RIO",
        "Rio Tinto | Full year 2025 results | Transcript",
        "FY2025",
        manifest,
    )
    w.page("Transcript")
    w.add(
        Heading("Full year 2025 results presentation: edited transcript"),
        Dateline("London, February 2026", extra=["Results for the year ended 31 December 2025."]),
        Para(
            "CHIEF EXECUTIVE: Good morning, everyone, and thank you for joining us. Let me start "
            "with the headline: underlying EBITDA rose to "
            + say(
                w,
                "$25.4 billion",
                "FY2025",
                "underlying_ebitda",
                "billion",
                "underlying EBITDA for the group",
            )
            + ", and every dollar I mention this morning is a US dollar. Underlying earnings were "
            + say(
                w,
                "$10.87 billion",
                "FY2025",
                "underlying_npat",
                "billion",
                "underlying earnings",
            )
            + "."
        ),
        Para(
            "CHIEF FINANCIAL OFFICER: Turning to the businesses. Iron ore is still the engine "
            "room, contributing "
            + say(
                w,
                "$15.2 billion",
                "FY2025",
                "segment_underlying_ebitda_iron_ore",
                "billion",
                "iron ore contribution to EBITDA",
            )
            + " of EBITDA, although our Pilbara product realised "
            + say(
                w,
                "$90",
                "FY2025",
                "realised_price_pilbara_iron_ore_usd_dmt",
                "US$/dmt",
                "Pilbara product realised a dry metric tonne",
            )
            + " a dry metric tonne, free on board. Copper more than doubled its contribution to "
            + say(
                w,
                "$7.4 billion",
                "FY2025",
                "segment_underlying_ebitda_copper",
                "billion",
                "copper contribution to EBITDA",
            )
            + ", helped by a realised price of "
            + say(
                w,
                "$4.57",
                "FY2025",
                "realised_price_copper_usd_lb",
                "US$/lb",
                "realised copper price a pound",
            )
            + " a pound, and Aluminium and Lithium together brought in "
            + say(
                w,
                "$4.6 billion",
                "FY2025",
                "segment_underlying_ebitda_aluminium_lithium",
                "billion",
                "aluminium and lithium EBITDA",
            )
            + " with aluminium averaging "
            + say(
                w,
                "$3,318",
                "FY2025",
                "realised_price_aluminium_usd_t",
                "US$/t",
                "aluminium average a tonne",
            )
            + " a tonne including premiums."
        ),
        Para(
            "ANALYST: Thanks. Can you talk to the dividend, and whether there is room for anything "
            "on top of the ordinary payout?"
        ),
        Para(
            "CHIEF FINANCIAL OFFICER: We have kept to the policy. Ordinary dividends for the year "
            "add up to "
            + say(
                w,
                "402 US cents",
                "FY2025",
                "dividends_per_share",
                CPS,
                "ordinary dividends for the year",
                dividend_kind="total",
            )
            + " a share, which is "
            + say(
                w,
                "60%",
                "FY2025",
                "payout_ratio_pct",
                "percent",
                "share of underlying earnings paid as ordinary dividends",
                dividend_kind="total",
            )
            + " of underlying earnings. With net debt at "
            + say(w, "$14.4 billion", "FY2025", "net_debt", "billion", "net debt")
            + " and capital spending of "
            + say(w, "$12.3 billion", "FY2025", "capex", "billion", "capital spending")
            + " this year, we did not think a top-up was the right call."
        ),
    )
    return w.doc


def nst_call_h1_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's half to 31 December 2023 (H1 FY2024): the results call."""
    w = new_doc(
        "Northern Star 1H FY24 results webcast transcript.txt",
        "NST",
        "Northern Star Resources | Half-year results webcast",
        "H1 FY2024",
        manifest,
    )
    w.page("Transcript")
    w.add(
        Heading("Half-year results webcast, six months ended 31 December 2023"),
        Dateline("Perth, February 2024", extra=["All figures in Australian dollars."]),
        Para(
            "MANAGING DIRECTOR: Thanks for dialling in. In the first half of the 2024 financial "
            "year we sold "
            + say(w, "781koz", "FY2024", "h1_gold_sold_koz", "koz", "gold sold in the half")
            + " of gold at an all-in sustaining cost of "
            + say(
                w,
                "$1,878",
                "FY2024",
                "h1_aisc_aud_oz",
                "A$/oz",
                "all-in sustaining cost an ounce",
            )
            + " an ounce. We averaged "
            + say(
                w,
                "$2,873",
                "FY2024",
                "h1_realised_gold_price_aud_oz",
                "A$/oz",
                "average gold price received an ounce",
            )
            + " an ounce for our gold, up from "
            + say(
                w,
                "$2,513",
                "FY2023",
                "h1_realised_gold_price_aud_oz",
                "A$/oz",
                "average gold price an ounce in the December 2022 half",
                form="comparative",
            )
            + " in the same half a year earlier."
        ),
        Para(
            "CHIEF FINANCIAL OFFICER: Revenue for the half came to "
            + say(w, "$2,248 million", "FY2024", "h1_revenue", "million", "revenue for the half")
            + ". Underlying EBITDA was "
            + say(
                w,
                "$889 million",
                "FY2024",
                "h1_underlying_ebitda",
                "million",
                "underlying EBITDA for the half",
            )
            + " and cash earnings, which is what we pay dividends from, were "
            + say(
                w,
                "$702 million",
                "FY2024",
                "h1_cash_earnings",
                "million",
                "cash earnings for the half",
            )
            + ". Underlying free cash flow was "
            + say(
                w,
                "$131 million",
                "FY2024",
                "h1_underlying_free_cash_flow",
                "million",
                "underlying free cash flow for the half",
            )
            + " after a heavy investment period at KCGM."
        ),
        Para("ANALYST: Could you confirm the interim dividend and the franking?"),
        Para(
            "CHIEF FINANCIAL OFFICER: The board has determined an interim dividend of "
            + say(
                w,
                "15 cents",
                "FY2024",
                "interim_dps",
                CPS,
                "interim dividend determined",
                dividend_kind="interim",
            )
            + " a share, unfranked this time, which is "
            + say(
                w,
                "25%",
                "FY2024",
                "h1_payout_ratio_pct",
                "percent",
                "share of cash earnings paid as the interim",
                dividend_kind="interim",
            )
            + " of cash earnings, the same policy as before. A year ago the interim was "
            + say(
                w,
                "11 cents",
                "FY2023",
                "interim_dps",
                CPS,
                "interim dividend a year ago",
                form="comparative",
                dividend_kind="interim",
            )
            + " fully franked."
        ),
    )
    return w.doc


def bhp_press_fy2022(manifest: list[dict[str, Any]]) -> Document:
    """BHP's year to June 2022 in the press: a record dividend, "$US" and "a share"."""
    w = new_doc("bhp-record-profit-coal-windfall-2022.md", "BHP", "", "FY2022", manifest)
    w.page("Article")
    w.add(
        Heading("BHP shareholders share in coal and iron ore windfall"),
        Dateline("Melbourne | August 2022 | Mining"),
        Para(
            "BHP has handed investors total dividends of "
            + say(
                w,
                "$US3.25",
                "FY2022",
                "dividends_per_share",
                DPS,
                "total dividends for the year",
                dividend_kind="total",
            )
            + " a share for the year to June, after soaring coal prices pushed its attributable "
            "profit to "
            + say(
                w,
                "$US30.9 billion",
                "FY2022",
                "statutory_npat",
                "billion",
                "attributable profit",
            )
            + ". Earlier in the year the miner had paid an interim of "
            + say(
                w,
                "$US1.50",
                "FY2022",
                "interim_dps",
                DPS,
                "interim dividend",
                dividend_kind="interim",
            )
            + " a share."
        ),
        Para(
            "Stripping out one-off items, profit was a record "
            + say(
                w,
                "$US23.8 billion",
                "FY2022",
                "underlying_npat",
                "billion",
                "profit stripping out one-off items",
            )
            + ". Revenue climbed to "
            + say(w, "$US65.1 billion", "FY2022", "revenue", "billion", "revenue")
            + " and earnings before interest, tax, depreciation and amortisation hit "
            + say(
                w,
                "$US40.6 billion",
                "FY2022",
                "underlying_ebitda",
                "billion",
                "earnings before interest, tax, depreciation and amortisation",
            )
            + ", a margin of "
            + say(
                w,
                "65 per cent",
                "FY2022",
                "underlying_ebitda_margin_pct",
                "percent",
                "margin",
            )
            + "."
        ),
        Para(
            "The company generated "
            + say(w, "$US24.3 billion", "FY2022", "free_cash_flow", "billion", "free cash")
            + " in free cash and ended June with net debt of just "
            + say(w, "$US0.3 billion", "FY2022", "net_debt", "billion", "net debt")
            + ". Iron ore output was "
            + say(
                w,
                "253 million tonnes",
                "FY2022",
                "iron_ore_production_mt",
                "Mt",
                "iron ore output",
            )
            + " and copper "
            + say(w, "1.6 million tonnes", "FY2022", "copper_production_kt", "Mt", "copper output")
            + "."
        ),
    )
    return w.doc


TALK: tuple[Callable[[list[dict[str, Any]]], Document], ...] = (
    rio_briefing_2025,
    nst_call_h1_fy2024,
    bhp_press_fy2022,
)
