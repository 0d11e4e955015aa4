"""The ninth set's press and speeches: a markets column on two miners and a chair's address.

Part of :mod:`evals.variant_dev.handwritten_ninth`: a daily markets column from the February
2024 reporting season that moves between BHP's December half and Rio Tinto's calendar year
in one piece ("$US", "a share", "the big Australian", "the iron ore major"), and the chair's
address to Mineral Resources' 2023 annual general meeting, spoken, with the year's results
in round-sounding words that are still the exact figures.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say
from evals.variant_dev.kit import say_of as _of

CPS = "cents per share"


# --- Markets column: BHP's half and Rio Tinto's year, February 2024 ----------------------------


def markets_column_feb_2024(manifest: list[dict[str, Any]]) -> Document:
    """A markets column: BHP's December half beside Rio Tinto's 2023, one story."""
    w = new_doc(
        "asx-markets-miners-drag-as-bhp-writes-down-nickel.md", "BHP", "", "H1 FY2024", manifest
    )
    bhp = partial(_of, w, "BHP")
    rio = partial(_of, w, "RIO")
    w.page("Markets")
    w.add(
        Heading("ASX edges lower as BHP's nickel write-down overshadows reporting season", 2),
        Dateline("Markets live | Sydney | 22 February 2024"),
        Para(
            "The local sharemarket slipped on Wednesday, with the big miners the heaviest drag "
            "a day after BHP revealed the cost of pausing its West Australian nickel business."
        ),
        Para(
            "The big Australian's attributable profit for the six months to December collapsed "
            "to "
            + bhp(
                "$US927 million",
                "FY2024",
                "h1_statutory_npat",
                "million",
                "attributable profit for the six months",
            )
            + " after impairments, although stripping those out it earned "
            + bhp(
                "$US6,569 million",
                "FY2024",
                "h1_underlying_npat",
                "million",
                "profit excluding impairments",
            )
            + ". Revenue for the period was "
            + bhp("$US27.23 billion", "FY2024", "h1_revenue", "billion", "revenue for the period")
            + ". Shareholders will receive an interim dividend of "
            + bhp(
                "72 US cents",
                "FY2024",
                "interim_dps",
                CPS,
                "interim dividend",
                dividend_kind="interim",
            )
            + " a share."
        ),
        Para(
            "Rio Tinto, which reports on the calendar year, posted underlying earnings of "
            + rio("$US11.8 billion", "FY2023", "underlying_npat", "billion", "underlying earnings")
            + " for 2023 on Wednesday night and cash from its operations of "
            + rio(
                "$US15.16 billion",
                "FY2023",
                "net_operating_cash_flow",
                "billion",
                "cash from operations",
            )
            + ". The iron ore major's dividends for the year came to "
            + rio(
                "435 US cents",
                "FY2023",
                "dividends_per_share",
                CPS,
                "dividends for the year",
                dividend_kind="total",
            )
            + " a share, "
            + rio(
                "60 per cent",
                "FY2023",
                "payout_ratio_pct",
                "percent",
                "share of underlying earnings paid out",
            )
            + " of underlying earnings."
        ),
        Para(
            "Shares in both miners closed lower; the broader market gave up early gains as "
            "energy stocks also fell."
        ),
    )
    return w.doc


# --- Mineral Resources: chair's address to the 2023 annual general meeting ---------------------


def min_agm_address_2023(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's 2023 AGM chair's address: the year to June 2023 told in speech."""
    w = new_doc(
        "Mineral Resources 2023 AGM - Chairman's address.txt",
        "MIN",
        "Mineral Resources Limited  |  Annual General Meeting 2023  |  Chairman's address",
        "FY2023",
        manifest,
    )
    s = partial(say, w)
    w.page("Address")
    w.add(
        Heading("Chairman's address"),
        Para("Check against delivery."),
        Para(
            "Good morning, ladies and gentlemen, and thank you for joining us. The 2023 "
            "financial year was the best in our Company's history. Revenue reached "
            + s("$4.8 billion", "FY2023", "revenue", "billion", "revenue reached")
            + " and underlying earnings before interest, tax, depreciation and amortisation a "
            "record "
            + s(
                "$1.8 billion",
                "FY2023",
                "underlying_ebitda",
                "billion",
                "record underlying earnings before interest, tax, depreciation and amortisation",
            )
            + ", a margin of "
            + s("37 per cent", "FY2023", "underlying_ebitda_margin_pct", "percent", "margin")
            + "."
        ),
        Para(
            "Lithium was the standout. The division's underlying earnings before interest, tax, "
            "depreciation and amortisation were "
            + s(
                "$1.3 billion",
                "FY2023",
                "segment_underlying_ebitda_lithium",
                "billion",
                "the lithium division's earnings",
            )
            + ", and Wodgina shipped "
            + s(
                "143 thousand tonnes",
                "FY2023",
                "spodumene_shipments_kt_wodgina",
                "kt",
                "Wodgina shipped",
            )
            + " of spodumene concentrate on an SC6 equivalent basis. Mining Services contributed "
            + s(
                "$484 million",
                "FY2023",
                "segment_underlying_ebitda_mining_services",
                "million",
                "Mining Services contributed",
            )
            + "."
        ),
        Para(
            "Underlying profit after tax was "
            + s(
                "$769 million",
                "FY2023",
                "underlying_npat",
                "million",
                "underlying profit after tax",
            )
            + ". After the non-cash items we explained in August, statutory profit was "
            + s("$244 million", "FY2023", "statutory_npat", "million", "statutory profit")
            + "."
        ),
        Para(
            "Your Board paid a final dividend of "
            + s(
                "$0.70",
                "FY2023",
                "final_dps",
                "dollars per share",
                "final dividend",
                dividend_kind="final",
            )
            + " per share, taking total fully franked dividends for the year to "
            + s(
                "$1.90",
                "FY2023",
                "dividends_per_share",
                "dollars per share",
                "total fully franked dividends for the year",
                dividend_kind="total",
            )
            + " per share. We ended June with "
            + s(
                "$1.4 billion",
                "FY2023",
                "cash_and_equivalents",
                "billion",
                "cash at the end of June",
            )
            + " of cash and net debt of "
            + s("$1.9 billion", "FY2023", "net_debt", "billion", "net debt")
            + " as we build Onslow Iron."
        ),
        Para("Thank you. I will now hand over to our Managing Director."),
    )
    return w.doc


PRESS = (markets_column_feb_2024, min_agm_address_2023)
