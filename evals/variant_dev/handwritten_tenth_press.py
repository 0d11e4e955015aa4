"""The tenth set's press and talk: a sector wrap, an analyst briefing, a results story.

Part of :mod:`evals.variant_dev.handwritten_tenth`: a weekend sector wrap of the August 2025
reporting season quoting four miners in one article, each measure named only by what the
miner did with the money or the ore ("pocketed", "poured into its mines", "dug up",
"handed back", "lost", "sent through the port"); an analyst briefing on BHP's half to
December 2024 as a transcript of a chief financial officer answering named analysts, the
half given once by the moderator; and a newspaper story on Fortescue's year to June 2024
("banked", "fetched", "returning" to shareholders) whose prior-half payment sits beside the
final. Figures of another company than the document's go through :meth:`VWriter.fig` with
that company's key; every figure is checked against the data as it is written.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say
from evals.variant_dev.kit import say_of as _of

CPS = "cents per share"
DPS = "dollars per share"


# --- Sector wrap: four miners, August 2025 ---------------------------------------------------


def sector_wrap_aug_2025(manifest: list[dict[str, Any]]) -> Document:
    """A weekend wrap of the reporting season: BHP, Fortescue, Northern Star, MinRes."""
    w = new_doc("weekend-wrap-who-made-money-in-the-mining-patch.md", "BHP", "", "FY2025", manifest)
    bhp = partial(_of, w, "BHP")
    fmg = partial(_of, w, "FMG")
    nst = partial(_of, w, "NST")
    mrl = partial(_of, w, "MIN")
    w.page("Weekend wrap")
    w.add(
        Heading("Copper, gold and a lot of debt: who made money in the mining patch", 2),
        Dateline("Resources | Weekend edition | 30 August 2025"),
        Para(
            "The results season that wrapped up on Friday split the big resources names "
            "neatly in two: those digging copper or gold, and those still paying for the iron "
            "ore slump and the lithium bust."
        ),
        Para(
            "BHP pocketed "
            + bhp("$US9.02 billion", "FY2025", "statutory_npat", "billion", "pocketed")
            + " for its shareholders in the twelve months to June, after pouring "
            + bhp("$US9.79 billion", "FY2025", "capex", "billion", "poured into its mines")
            + " into its mines and projects. It dug up "
            + bhp(
                "2 million tonnes",
                "FY2025",
                "copper_production_kt",
                "Mt",
                "copper dug up",
            )
            + " of copper for the first time, and will send shareholders "
            + bhp(
                "60 US cents",
                "FY2025",
                "final_dps",
                CPS,
                "will send shareholders",
                dividend_kind="final",
            )
            + " a share in September."
        ),
        Para(
            "Andrew Forrest's Fortescue banked "
            + fmg("$US3.4 billion", "FY2025", "statutory_npat", "billion", "banked")
            + ", down sharply as its ore fetched less, even after sending a record "
            + fmg(
                "198.4 million tonnes",
                "FY2025",
                "iron_ore_shipments_mt",
                "Mt",
                "sent through Port Hedland",
            )
            + " through Port Hedland. It is handing back "
            + fmg(
                "60 Australian cents",
                "FY2025",
                "final_dps",
                CPS,
                "handing back",
                dividend_kind="final",
            )
            + " a share for the second half, taking the year's handouts to "
            + fmg(
                "$1.10",
                "FY2025",
                "dividends_per_share",
                DPS,
                "the year's handouts",
                dividend_kind="total",
            )
            + "."
        ),
        Para(
            "The gold miners were the season's winners. Northern Star, the Kalgoorlie "
            "Super Pit owner, made "
            + nst(
                "$1.4 billion",
                "FY2025",
                "underlying_npat",
                "billion",
                "made, before one-offs",
            )
            + " before one-offs, getting "
            + nst(
                "$3,922",
                "FY2025",
                "realised_gold_price_aud_oz",
                "A$/oz",
                "getting for every ounce",
            )
            + " for every ounce it sold and kept "
            + nst(
                "$536 million",
                "FY2025",
                "underlying_free_cash_flow",
                "million",
                "kept after paying for its mines",
            )
            + " after paying for its mines."
        ),
        Para(
            "At the other end, Chris Ellison's Mineral Resources lost "
            + mrl("$896 million", "FY2025", "statutory_npat", "million", "lost")
            + " after writing down its lithium mines, while still spending "
            + mrl("$1.9 billion", "FY2025", "capex", "billion", "still spending")
            + " on them and on the Onslow Iron project, which moved "
            + mrl(
                "14 million tonnes",
                "FY2025",
                "iron_ore_shipments_mt_onslow_100pct",
                "Mt",
                "Onslow Iron moved, whole joint venture",
                basis="100%",
            )
            + " for the whole joint venture. The bright spot was the contracting arm, whose "
            "earnings before interest, tax, depreciation and amortisation came to "
            + mrl(
                "$737 million",
                "FY2025",
                "segment_underlying_ebitda_mining_services",
                "million",
                "the contracting arm's earnings",
            )
            + "."
        ),
        Para(
            "Analysts expect the split to persist into next year while the gold price holds "
            "and the copper growth projects come through."
        ),
    )
    return w.doc


# --- BHP: analyst briefing on the half to December 2024 -------------------------------------


def bhp_briefing_h1_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's half-year analyst briefing: the CFO answers named analysts, period said once."""
    w = new_doc(
        "BHP half-year analyst briefing - transcript - February 2025.txt",
        "BHP",
        "BHP Group Limited - Analyst and investor briefing - Transcript",
        "H1 FY2025",
        manifest,
    )
    w.page("Transcript")
    w.add(
        Heading("Analyst and investor briefing"),
        Para(
            "MODERATOR: Good morning and welcome to the briefing on BHP's results for the half "
            "year ended 31 December 2024. Our Chief Financial Officer will take questions "
            "after a short introduction."
        ),
        Para(
            "CHIEF FINANCIAL OFFICER: Thanks. Briefly on the numbers: revenue came in at "
            + say(w, "US$25.176 billion", "FY2025", "h1_revenue", "billion", "revenue")
            + ", down on the prior half as iron ore and coal prices eased, and profit "
            "attributable to our members was "
            + say(
                w,
                "US$4,416 million",
                "FY2025",
                "h1_statutory_npat",
                "million",
                "profit attributable to members",
            )
            + ". The Board has determined an interim dividend of "
            + say(
                w,
                "50 US cents",
                "FY2025",
                "interim_dps",
                CPS,
                "interim dividend",
                dividend_kind="interim",
            )
            + " per share, which is a "
            + say(
                w,
                "50%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "payout ratio of the interim dividend",
            )
            + " payout, the minimum under our policy."
        ),
        Para(
            "ANALYST (Glyn, broker): Can you talk to the copper volumes? How much of the "
            "group number is Escondida?"
        ),
        Para(
            "CHIEF FINANCIAL OFFICER: Group copper was "
            + say(
                w,
                "987 thousand tonnes",
                "FY2025",
                "h1_copper_production_kt",
                "kt",
                "group copper production",
            )
            + " for the six months, and Escondida on its own produced "
            + say(
                w,
                "644 thousand tonnes",
                "FY2025",
                "h1_copper_production_kt_escondida",
                "kt",
                "Escondida copper production",
            )
            + " on higher grades and record concentrator throughput. We'd expect grades there "
            "to ease in the second half, as we flagged in guidance."
        ),
        Para(
            "ANALYST (Paul, bank): On cash: anything you'd call out on working capital or the "
            "tax payments through the half?"
        ),
        Para(
            "CHIEF FINANCIAL OFFICER: Nothing unusual. The cash flow detail and the "
            "reconciliation of our underlying result are in the half-year report rather than "
            "in my remarks today; net debt remains within our target range."
        ),
        Para("MODERATOR: That concludes today's briefing. Thank you."),
    )
    return w.doc


# --- Fortescue: year to June 2024, newspaper story -------------------------------------------


def fmg_story_aug_2024(manifest: list[dict[str, Any]]) -> Document:
    """A newspaper story on Fortescue's FY24: banked, fetched, returning; interim beside."""
    w = new_doc(
        "fortescue-banks-second-best-result-as-china-keeps-buying.md",
        "FMG",
        "",
        "FY2024",
        manifest,
    )
    w.page("Business")
    w.add(
        Heading("Fortescue banks one of its best years as China keeps buying", 2),
        Dateline("Business | Perth | 27 August 2024"),
        Para(
            "Fortescue banked "
            + say(w, "$US5,664 million", "FY2024", "statutory_npat", "million", "banked")
            + " in the year to June 30, up 18 per cent, as the iron ore it shipped fetched "
            + say(
                w,
                "$US103.01",
                "FY2024",
                "realised_price_hematite_usd_dmt",
                "US$/dmt",
                "fetched a dry tonne",
            )
            + " a dry tonne on average, up from the year before."
        ),
        Para(
            "The miner sent "
            + say(w, "191.6 million tonnes", "FY2024", "iron_ore_shipments_mt", "Mt", "sent")
            + " of ore to its customers, virtually flat, and its operations threw off "
            + say(
                w,
                "$US7.9 billion",
                "FY2024",
                "net_operating_cash_flow",
                "billion",
                "operations threw off",
            )
            + " in cash, leaving "
            + say(
                w,
                "$US5.1 billion",
                "FY2024",
                "free_cash_flow",
                "billion",
                "left after investment",
            )
            + " once its spending on mines and the green energy push was paid for."
        ),
        Para(
            "Shareholders, led by founder Andrew Forrest, will receive "
            + say(
                w,
                "89 cents",
                "FY2024",
                "final_dps",
                CPS,
                "shareholders will receive",
                dividend_kind="final",
            )
            + " a share, fully franked, on top of the "
            + say(
                w,
                "$1.08",
                "FY2024",
                "interim_dps",
                DPS,
                "paid in March",
                dividend_kind="interim",
            )
            + " paid in March, returning "
            + say(
                w,
                "$1.97",
                "FY2024",
                "dividends_per_share",
                DPS,
                "returning for the year",
                dividend_kind="total",
            )
            + " a share for the year, or "
            + say(w, "70 per cent", "FY2024", "payout_ratio_pct", "percent", "of net profit")
            + " of net profit."
        ),
        Para(
            "Chief executive Dino Otranto said the company would keep its costs under tight "
            "control as new supply comes into the seaborne market."
        ),
    )
    return w.doc


PRESS = (sector_wrap_aug_2025, bhp_briefing_h1_fy2025, fmg_story_aug_2024)
