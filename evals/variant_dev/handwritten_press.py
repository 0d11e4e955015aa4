"""Hand-written press pieces of the development split, in the Australian financial press's voice.

"$US" before the number, "a share", "fetched" or "received an average of", per cent in
words, comparisons with the year before, and periods given only by the dateline (an
article dated August 2025 about "the year" means the year to June 2025). Every figure is
checked against the data as it is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say

CPS = "cents per share"
DPS = "dollars per share"


def fortescue_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's year to June 2025, the period given by the dateline only."""
    w = new_doc("fortescue-profit-sinks-as-ore-price-slides.md", "FMG", "", "FY2025", manifest)
    w.page("Article")
    w.add(
        Heading("Fortescue profit sinks as ore price slides"),
        Dateline("Perth | 20 August 2025 | Resources"),
        Para(
            "Fortescue's annual net profit fell 41 per cent to "
            + say(w, "$US3.4 billion", "FY2025", "statutory_npat", "billion", "annual net profit")
            + " as the price its ore fetched in China slumped, though the miner still rewarded "
            "shareholders with a fully franked final dividend of "
            + say(
                w,
                "60¢",
                "FY2025",
                "final_dps",
                CPS,
                "fully franked final dividend",
                dividend_kind="final",
            )
            + " a share."
        ),
        Para(
            "That takes the payout for the year to "
            + say(
                w,
                "$1.10",
                "FY2025",
                "dividends_per_share",
                DPS,
                "payout for the year",
                dividend_kind="total",
            )
            + " a share, or "
            + say(
                w,
                "65 per cent",
                "FY2025",
                "payout_ratio_pct",
                "percent",
                "share of net profit paid out",
                dividend_kind="total",
            )
            + " of net profit. Revenue slid 15 per cent to "
            + say(w, "$US15.5 billion", "FY2025", "revenue", "billion", "revenue")
            + " and earnings before interest, tax, depreciation and amortisation dropped to "
            + say(
                w,
                "$US7.9 billion",
                "FY2025",
                "underlying_ebitda",
                "billion",
                "earnings before interest, tax, depreciation and amortisation",
            )
            + ", a margin of "
            + say(
                w,
                "51 per cent",
                "FY2025",
                "underlying_ebitda_margin_pct",
                "percent",
                "margin",
            )
            + "."
        ),
        Para(
            "Fortescue's hematite received an average of "
            + say(
                w,
                "$US84.79",
                "FY2025",
                "realised_price_hematite_usd_dmt",
                "US$/dmt",
                "average received for hematite a dry tonne",
            )
            + " a dry tonne, while shipments rose to a record "
            + say(
                w,
                "198.4 million tonnes",
                "FY2025",
                "iron_ore_shipments_mt",
                "Mt",
                "shipments",
            )
            + " and the cost of getting hematite out of the ground eased to "
            + say(
                w,
                "$US17.99",
                "FY2025",
                "c1_cost_usd_wmt",
                "US$/wmt",
                "cost of getting hematite out of the ground a wet tonne",
            )
            + " a wet tonne."
        ),
        Para(
            "The miner finished the year with cash of "
            + say(w, "$US4.3 billion", "FY2025", "cash_and_equivalents", "billion", "cash")
            + " and net debt of "
            + say(w, "$US1.1 billion", "FY2025", "net_debt", "billion", "net debt")
            + " after spending heavily on its green energy and decarbonisation plans."
        ),
    )
    return w.doc


def minres_fy2022(manifest: list[dict[str, Any]]) -> Document:
    """Mineral Resources' year to June 2022 (text), a first-half loss and the year before."""
    w = new_doc(
        "MinRes profit dives on iron ore costs - August 2022.txt",
        "MIN",
        "Companies | Mining",
        "FY2022",
        manifest,
    )
    w.page("Article")
    w.add(
        Heading("Chris Ellison's MinRes sees profit dive as iron ore margins thin"),
        Dateline("Perth, August 2022"),
        Para(
            "Mineral Resources' statutory net profit dived 72 per cent to "
            + say(
                w,
                "$351 million",
                "FY2022",
                "statutory_npat",
                "million",
                "statutory net profit",
            )
            + " for the year, as higher costs and discounted prices for its lower-grade iron ore "
            "offset a lithium boom that is only starting to show in the accounts. A year ago "
            "the mining services group earned "
            + say(
                w,
                "$1.268 billion",
                "FY2021",
                "statutory_npat",
                "billion",
                "profit a year ago",
                form="comparative",
            )
            + "."
        ),
        Para(
            "Underlying earnings were "
            + say(w, "$400 million", "FY2022", "underlying_npat", "million", "underlying earnings")
            + ", down 64 per cent, after the company swung to an underlying loss of "
            + say(
                w,
                "$36 million",
                "FY2022",
                "h1_underlying_npat",
                "million",
                "underlying loss in the December half",
            )
            + " in the six months to December. Revenue slipped to "
            + say(w, "$3.4 billion", "FY2022", "revenue", "billion", "revenue")
            + " from "
            + say(
                w,
                "$3.734 billion",
                "FY2021",
                "revenue",
                "billion",
                "revenue the year before",
                form="comparative",
            )
            + ", and earnings before interest, tax, depreciation and amortisation fell 46 per "
            "cent to "
            + say(
                w,
                "$1.024 billion",
                "FY2022",
                "underlying_ebitda",
                "billion",
                "earnings before interest, tax, depreciation and amortisation",
            )
            + "."
        ),
        Para(
            "MinRes shipped a record "
            + say(
                w,
                "19.2 million tonnes",
                "FY2022",
                "iron_ore_shipments_mt",
                "Mt",
                "iron ore shipped",
            )
            + " of iron ore. Shareholders get a fully franked final dividend of "
            + say(
                w,
                "$1",
                "FY2022",
                "dividends_per_share",
                DPS,
                "dividends for the year",
                dividend_kind="total",
            )
            + " a share, the only dividend for the year, down from "
            + say(
                w,
                "$2.75",
                "FY2021",
                "dividends_per_share",
                DPS,
                "dividends the year before",
                form="comparative",
                dividend_kind="total",
            )
            + " a share the year before."
        ),
    )
    return w.doc


def rio_2022(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's calendar 2022, the year given by the dateline (February 2023) only."""
    w = new_doc("rio-tinto-earnings-fall-dividend-halves.md", "RIO", "", "FY2022", manifest)
    w.page("Article")
    w.add(
        Heading("Rio Tinto's dividend shrinks as earnings fall from the peak"),
        Dateline("London | 22 February 2023"),
        Para(
            "Rio Tinto's net earnings fell 41 per cent to "
            + say(w, "$US12.4 billion", "FY2022", "statutory_npat", "billion", "net earnings")
            + " for the year, as iron ore prices retreated from their peak and costs rose across "
            "its mines. Underlying earnings, the measure the board uses to set its dividend, "
            "came in at "
            + say(
                w, "$US13.3 billion", "FY2022", "underlying_npat", "billion", "underlying earnings"
            )
            + "."
        ),
        Para(
            "Shareholders will receive "
            + say(
                w,
                "$US4.92",
                "FY2022",
                "dividends_per_share",
                DPS,
                "dividends for the year",
                dividend_kind="total",
            )
            + " a share for the year, including the interim of "
            + say(
                w,
                "$US2.67",
                "FY2022",
                "interim_dps",
                DPS,
                "interim paid in September",
                dividend_kind="interim",
            )
            + " paid in September, a "
            + say(
                w,
                "60 per cent",
                "FY2022",
                "payout_ratio_pct",
                "percent",
                "share of underlying earnings paid out",
                dividend_kind="total",
            )
            + " payout. There is no repeat of the "
            + say(
                w,
                "$US2.47",
                "FY2021",
                "special_dps",
                DPS,
                "special dividend the year before",
                form="comparative",
                dividend_kind="special",
            )
            + " special dividend handed out a year earlier."
        ),
        Para(
            "Revenue dropped 13 per cent to "
            + say(w, "$US55.6 billion", "FY2022", "revenue", "billion", "revenue")
            + " and EBITDA on an underlying basis was "
            + say(
                w,
                "$US26.3 billion",
                "FY2022",
                "underlying_ebitda",
                "billion",
                "EBITDA on an underlying basis",
            )
            + ". Free cash flow was "
            + say(w, "$US9.01 billion", "FY2022", "free_cash_flow", "billion", "free cash flow")
            + " and the Pilbara mines shipped "
            + say(
                w,
                "321.6 million tonnes",
                "FY2022",
                "iron_ore_shipments_mt",
                "Mt",
                "tonnes shipped from the Pilbara",
                basis="100%",
            )
            + " on a 100 per cent basis, flat on the year before."
        ),
    )
    return w.doc


PRESS: tuple[Callable[[list[dict[str, Any]]], Document], ...] = (
    fortescue_fy2025,
    minres_fy2022,
    rio_2022,
)
