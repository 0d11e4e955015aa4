"""The twelfth set's press: two wire stories written with "$US" and "a share".

Part of :mod:`evals.variant_dev.handwritten_twelfth`: a wire story on BHP's December 2024
half that sets each figure beside the year-earlier half in the same sentence ("to $US4.416
billion from $US927 million") and names copper by mine; and a newspaper story on Rio
Tinto's calendar 2024, its dividend given as a year's total and the interim only, so the
final is never printed. Every figure is checked against the data as it is written.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say

CPS = "cents per share"

# --- Press: BHP's December 2024 half -------------------------------------------------------


def bhp_half_wire_feb_2025(manifest: list[dict[str, Any]]) -> Document:
    """A wire story on BHP's half to December 2024, comparatives in the same sentence."""
    w = new_doc("bhp-half-profit-jumps-copper-carries-load.txt", "BHP", "", "H1 FY2025", manifest)
    s = partial(say, w)

    def earlier(printed: str, metric: str, unit: str, label: str, **o: Any) -> str:
        return say(w, printed, "FY2024", metric, unit, label, form="comparative", **o)

    w.page("Wire")
    w.add(
        Heading("BHP half profit jumps as copper carries the load"),
        Dateline("MELBOURNE, Feb 18, 2025 (Wire)"),
        Para(
            "BHP Group said profit attributable to shareholders for the six months to "
            "December rose to $US"
            + s(
                "4.416 billion",
                "FY2025",
                "h1_statutory_npat",
                "billion",
                "profit attributable to shareholders rose to",
            )
            + " from $US"
            + earlier(
                "927 million",
                "h1_statutory_npat",
                "million",
                "from, in the half a year earlier",
            )
            + " a year earlier, when writedowns on its Western Australian nickel business and "
            "the Samarco settlement hit the result."
        ),
        Para(
            "Revenue slipped 8 per cent to $US"
            + s("25.176 billion", "FY2025", "h1_revenue", "billion", "revenue slipped to")
            + " from $US"
            + earlier("27.23 billion", "h1_revenue", "billion", "revenue slipped from")
            + " as iron ore prices fell, and the world's biggest miner cut its interim "
            "dividend to "
            + s(
                "50 US cents",
                "FY2025",
                "interim_dps",
                CPS,
                "cut its interim dividend to",
                dividend_kind="interim",
            )
            + " a share from "
            + earlier(
                "72 US cents",
                "interim_dps",
                CPS,
                "interim dividend cut from",
                dividend_kind="interim",
            )
            + " a share. The payout equals "
            + s(
                "50 per cent",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "the payout equals",
            )
            + " of underlying earnings, down from "
            + earlier("56 per cent", "h1_payout_ratio_pct", "percent", "payout down from")
            + "."
        ),
        Para(
            "Copper did the heavy lifting. BHP mined "
            + s(
                "987 kt",
                "FY2025",
                "h1_copper_production_kt",
                "kt",
                "BHP mined, copper",
            )
            + " of the metal in the half, "
            + s(
                "644 kt",
                "FY2025",
                "h1_copper_production_kt_escondida",
                "kt",
                "came from the Chilean mine",
                qualifier="Escondida",
            )
            + " of it from Escondida in Chile, where output jumped 22 per cent on higher "
            "grades."
        ),
        Para("Its shares closed slightly lower in Sydney."),
    )
    return w.doc


# --- Press: Rio Tinto's 2024 -------------------------------------------------------------------


def rio_full_year_story_feb_2025(manifest: list[dict[str, Any]]) -> Document:
    """A newspaper story on Rio Tinto's 2024: $US figures, 'a share', the final not given."""
    w = new_doc("rio-tinto-holds-payout-as-copper-climbs.txt", "RIO", "", "FY2024", manifest)
    s = partial(say, w)

    def earlier(printed: str, metric: str, unit: str, label: str, **o: Any) -> str:
        return say(w, printed, "FY2023", metric, unit, label, form="comparative", **o)

    w.page("Business")
    w.add(
        Heading("Rio Tinto holds its payout as copper climbs"),
        Dateline("Business | London and Melbourne | 20 February 2025"),
        Para(
            "Rio Tinto made underlying earnings of $US"
            + s(
                "10.9 billion",
                "FY2024",
                "underlying_npat",
                "billion",
                "made underlying earnings of",
            )
            + " in 2024, down from $US"
            + earlier("11.8 billion", "underlying_npat", "billion", "underlying earnings down from")
            + " the year before, or "
            + s(
                "669.5 US cents",
                "FY2024",
                "underlying_eps",
                CPS,
                "underlying earnings, or",
            )
            + " a share. On the bottom line the miner earned $US"
            + s("11.552 billion", "FY2024", "statutory_npat", "billion", "on the bottom line")
            + " on revenue of $US"
            + s("53.658 billion", "FY2024", "revenue", "billion", "on revenue of")
            + "."
        ),
        Para(
            "Earnings before interest, tax, depreciation and amortisation, stripped of one-off "
            "items, were $US"
            + s(
                "23.314 billion",
                "FY2024",
                "underlying_ebitda",
                "billion",
                "stripped of one-off items, were",
            )
            + " against $US"
            + earlier(
                "23.892 billion",
                "underlying_ebitda",
                "billion",
                "stripped of one-off items, a year earlier",
            )
            + " in 2023."
        ),
        Para(
            "Shareholders will receive "
            + s(
                "402 US cents",
                "FY2024",
                "dividends_per_share",
                CPS,
                "shareholders will receive for the year",
                dividend_kind="total",
            )
            + " a share for the year, including the "
            + s(
                "177 US cents",
                "FY2024",
                "interim_dps",
                CPS,
                "including the interim paid in September",
                dividend_kind="interim",
            )
            + " interim paid in September, a payout of "
            + s("60 per cent", "FY2024", "payout_ratio_pct", "percent", "a payout of")
            + " of underlying earnings, in line with its policy."
        ),
        Para(
            "Capital spending climbed to $US"
            + s("9.621 billion", "FY2024", "capex", "billion", "capital spending climbed to")
            + ", leaving free cash of $US"
            + s("5.553 billion", "FY2024", "free_cash_flow", "billion", "leaving free cash of")
            + ", and borrowings net of cash rose to $US"
            + s("5.491 billion", "FY2024", "net_debt", "billion", "borrowings net of cash rose to")
            + " at the end of December from $US"
            + earlier("4.231 billion", "net_debt", "billion", "net borrowings rose from")
            + "."
        ),
        Para(
            "Copper output lifted to "
            + s("697 kt", "FY2024", "copper_production_kt", "kt", "copper output lifted to")
            + " as Oyu Tolgoi's underground mine ramped up, while the smelters poured "
            + s(
                "3,296 kt",
                "FY2024",
                "aluminium_production_kt",
                "kt",
                "the smelters poured",
            )
            + " of aluminium and the Pilbara shipped "
            + s(
                "328.6 million tonnes",
                "FY2024",
                "iron_ore_shipments_mt",
                "Mt",
                "the Pilbara shipped",
                basis="100%",
            )
            + " of iron ore."
        ),
    )
    return w.doc


PRESS = (bhp_half_wire_feb_2025, rio_full_year_story_feb_2025)
