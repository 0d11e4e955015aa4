"""The nineteenth set's half-year call, interim newsletter and commodities column.

Part of :mod:`evals.variant_dev.handwritten_nineteenth`: Northern Star's call on the half to
December 2024 (an analyst's questions and management's answers: the price received against
the two earlier December halves in one answer, capital spent, cash and the interim); BHP's
interim newsletter across three December halves (basic and underlying earnings a share in
US cents, interim dividends in dollars and cents, reported profit against the half before);
and a commodities column on calendar 2025 and FY25 (three prices Rio Tinto received in one
sentence, what Fortescue got for its ore and what Iron Bridge shipped, capital outlays of
three miners). Every figure is checked against the data; a figure the data lacks is words.
"""

from __future__ import annotations

from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.handwritten_nineteenth import CPS, DPS, F, told
from evals.variant_dev.handwritten_nineteenth_press import (
    fmg_broker_note_fy24,
    fmg_newsletter_1h25,
    min_chair_letter_fy24,
    min_investor_qa_fy23,
)

# --- Northern Star: half-year call, December 2024 half ------------------------------------


def nst_half_call_1h25(manifest: list[dict[str, Any]]) -> Document:
    """NST's call on the December 2024 half: questions and answers, prices of three halves."""
    w = new_doc(
        "Northern Star 1H FY25 results call - transcript excerpt.txt",
        "NST",
        "Northern Star Resources | Half-year results call | February 2025",
        "H1 FY2025",
        manifest,
    )
    w.page("Transcript")
    w.add(
        Para(
            "ANALYST (Sydney broker): Congratulations on the half. Could you walk us through "
            "what you actually received for your gold, and how that compares?"
        ),
        Para(
            "CHIEF FINANCIAL OFFICER: "
            + told(
                w,
                "Sure. We sold {sold} in the half and averaged A${px} an ounce, against "
                "A${px1} in the December 2023 half and A${px2} two years ago, so the "
                "uplift in price is most of the story. All-in sustaining cost was A${aisc} "
                "an ounce.",
                sold=F("804.14 koz", "FY2025", "h1_gold_sold_koz", "koz", "we sold in the half"),
                px=F("3,562", "FY2025", "h1_realised_gold_price_aud_oz", "A$/oz", "averaged"),
                px1=F(
                    "2,873",
                    "FY2024",
                    "h1_realised_gold_price_aud_oz",
                    "A$/oz",
                    "against, December 2023 half",
                    form="comparative",
                ),
                px2=F(
                    "2,513",
                    "FY2023",
                    "h1_realised_gold_price_aud_oz",
                    "A$/oz",
                    "two years ago",
                    form="comparative",
                ),
                aisc=F("2,105", "FY2025", "h1_aisc_aud_oz", "A$/oz", "all-in sustaining cost"),
            )
        ),
        Para("ANALYST: And the spend? The market had you running hot on capital."),
        Para(
            "CHIEF FINANCIAL OFFICER: "
            + told(
                w,
                "We put A${capex} into the business in the six months, much of it at the "
                "KCGM mill expansion. Operating cash flow of A${cfo} covered it, and we "
                "ended December with cash and bullion of A${cb} and a net cash position of "
                "A${nc}.",
                capex=F("1.06 billion", "FY2025", "h1_capex", "billion", "we put into"),
                cfo=F("1.25 billion", "FY2025", "h1_net_operating_cash_flow", "billion", "covered"),
                cb=F(
                    "1.22 billion", "FY2025", "h1_cash_and_bullion", "billion", "cash and bullion"
                ),
                nc=F("265 million", "FY2025", "h1_net_debt", "million", "net cash position"),
            )
        ),
        Para("ANALYST: Last one -- the dividend."),
        Para(
            "MANAGING DIRECTOR: "
            + told(
                w,
                "We lifted the interim to {interim} cents a share, fully franked, from {i0} "
                "cents a year ago. That is {payout} of cash earnings, which were A${ce} for "
                "the half, on revenue of A${rev} and underlying EBITDA of A${e}.",
                interim=F(
                    "25",
                    "FY2025",
                    "interim_dps",
                    CPS,
                    "lifted the interim to",
                    dividend_kind="interim",
                ),
                i0=F(
                    "15",
                    "FY2024",
                    "interim_dps",
                    CPS,
                    "from, a year ago",
                    dividend_kind="interim",
                    form="comparative",
                ),
                payout=F("25%", "FY2025", "h1_payout_ratio_pct", "percent", "that is"),
                ce=F("1.146 billion", "FY2025", "h1_cash_earnings", "billion", "cash earnings"),
                rev=F("2.87 billion", "FY2025", "h1_revenue", "billion", "on revenue of"),
                e=F("1.402 billion", "FY2025", "h1_underlying_ebitda", "billion", "EBITDA of"),
            )
        ),
    )
    return w.doc


# --- BHP: interim newsletter across three December halves --------------------------------


def bhp_interim_newsletter(manifest: list[dict[str, Any]]) -> Document:
    """BHP's interim shareholder newsletter, February 2024, looking back two halves."""
    w = new_doc(
        "BHP shareholder review - interim 2024.md",
        "BHP",
        "BHP | Shareholder Review | Half year to 31 December 2023",
        "H1 FY2024",
        manifest,
    )
    w.page("Review")
    w.add(
        Heading("The half in numbers you can use", 2),
        Para(
            told(
                w,
                "BHP's revenue for the December 2023 half was US${rev}, against US${rev0} "
                "in the same half a year before. Profit attributable to members, as "
                "reported, fell to US${s} from US${s0}, weighed down by the write-down of "
                "Western Australia Nickel and a Samarco provision; before those items it was "
                "US${u}.",
                rev=F("27.23 billion", "FY2024", "h1_revenue", "billion", "revenue was"),
                rev0=F(
                    "25.71 billion",
                    "FY2023",
                    "h1_revenue",
                    "billion",
                    "against, same half a year before",
                    form="comparative",
                ),
                s=F(
                    "927 million", "FY2024", "h1_statutory_npat", "million", "as reported, fell to"
                ),
                s0=F(
                    "6,457 million",
                    "FY2023",
                    "h1_statutory_npat",
                    "million",
                    "from",
                    form="comparative",
                ),
                u=F("6,569 million", "FY2024", "h1_underlying_npat", "million", "before those"),
            )
        ),
        Para(
            told(
                w,
                "On a per-share basis, that is {eps} US cents earned on the basic reported "
                "measure and {ueps} US cents underlying. For comparison, in the December 2021 "
                "half BHP earned {eps2} US cents a share on the basic measure, and in the "
                "December 2022 half its underlying earnings were {ueps1} US cents a share.",
                eps=F("18.3", "FY2024", "h1_basic_eps", CPS, "basic reported measure"),
                ueps=F("129.6", "FY2024", "h1_underlying_basic_eps", CPS, "underlying"),
                eps2=F(
                    "186.6",
                    "FY2022",
                    "h1_basic_eps",
                    CPS,
                    "December 2021 half earned",
                    form="comparative",
                ),
                ueps1=F(
                    "130.3",
                    "FY2023",
                    "h1_underlying_basic_eps",
                    CPS,
                    "December 2022 half underlying earnings",
                    form="comparative",
                ),
            )
        ),
        Heading("Your interim dividend", 3),
        Para(
            told(
                w,
                "The Board determined an interim dividend of {i} US cents a share, a payout "
                "of {p} of underlying attributable profit. Shareholders received US${i1} a "
                "share at the 2023 interim and US${i2} at the 2022 interim.",
                i=F(
                    "72",
                    "FY2024",
                    "interim_dps",
                    CPS,
                    "determined an interim of",
                    dividend_kind="interim",
                ),
                p=F("56%", "FY2024", "h1_payout_ratio_pct", "percent", "a payout of"),
                i1=F(
                    "0.90",
                    "FY2023",
                    "interim_dps",
                    DPS,
                    "received at the 2023 interim",
                    dividend_kind="interim",
                    form="comparative",
                ),
                i2=F(
                    "1.50",
                    "FY2022",
                    "interim_dps",
                    DPS,
                    "at the 2022 interim",
                    dividend_kind="interim",
                    form="comparative",
                ),
            )
        ),
    )
    return w.doc


# --- A commodities column: calendar 2025 and FY25 ----------------------------------------


def commodities_column_2025(manifest: list[dict[str, Any]]) -> Document:
    """A weekend commodities column on what miners got paid and what they spent."""
    w = new_doc("price-tags-and-spending-the-miners-2025.md", "RIO", "", "FY2025", manifest)
    w.page("Column")

    def of(ticker: str, *spec: Any, **opt: Any) -> tuple[Any, ...]:
        return F(*spec, ticker=ticker, **opt)

    w.add(
        Heading("Prices paid, dollars spent: the miners' 2025 in one page", 2),
        Dateline("Commodities column | weekend edition"),
        Para(
            told(
                w,
                "Start with the price tags. Over calendar 2025 Rio Tinto was paid, on "
                "average, $US{fe} a dry metric tonne for its Pilbara iron ore, $US{cu} a "
                "pound for copper and $US{al} a tonne for aluminium. The iron ore "
                "business still did the heavy lifting, with $US{fe_e} of underlying EBITDA.",
                fe=of(
                    "RIO",
                    "90",
                    "FY2025",
                    "realised_price_pilbara_iron_ore_usd_dmt",
                    "US$/dmt",
                    "paid, on average, for Pilbara iron ore",
                ),
                cu=of("RIO", "4.57", "FY2025", "realised_price_copper_usd_lb", "US$/lb", "copper"),
                al=of("RIO", "3,318", "FY2025", "realised_price_aluminium_usd_t", "US$/t", "alu"),
                fe_e=of(
                    "RIO",
                    "15.2 billion",
                    "FY2025",
                    "segment_underlying_ebitda_iron_ore",
                    "billion",
                    "iron ore business EBITDA",
                ),
            )
        ),
        Para(
            told(
                w,
                "Fortescue, whose year ends in June, got $US{fmg} a dry tonne for its "
                "hematite in 2024-25, down from $US{fmg0} the year before. Its Iron Bridge "
                "magnetite project shipped {ib} over the year.",
                fmg=of(
                    "FMG",
                    "84.79",
                    "FY2025",
                    "realised_price_hematite_usd_dmt",
                    "US$/dmt",
                    "got for its hematite",
                ),
                fmg0=of(
                    "FMG",
                    "103.01",
                    "FY2024",
                    "realised_price_hematite_usd_dmt",
                    "US$/dmt",
                    "down from",
                    form="comparative",
                ),
                ib=of(
                    "FMG",
                    "7.1 Mt",
                    "FY2025",
                    "iron_bridge_shipments_mt",
                    "Mt",
                    "Iron Bridge shipped",
                    qualifier="Iron Bridge",
                ),
            )
        ),
        Para(
            told(
                w,
                "Now the spending. Rio's capital outlays came to $US{rio}, BHP spent $US{bhp} "
                "in the year to June 2025, and Fortescue put $US{fmg} into its mines and "
                "green energy projects. Mineral Resources, pulling back after Onslow, still "
                "spent $A{min}.",
                rio=of("RIO", "12.3 billion", "FY2025", "capex", "billion", "capital outlays"),
                bhp=of("BHP", "9.79 billion", "FY2025", "capex", "billion", "BHP spent"),
                fmg=of("FMG", "3.9 billion", "FY2025", "capex", "billion", "Fortescue put"),
                min=of("MIN", "1.9 billion", "FY2025", "capex", "billion", "still spent"),
            )
        ),
        Para(
            "None of the four broke out how much of that went on keeping existing mines "
            "running as against new growth, at least not in the headline numbers."
        ),
    )
    return w.doc


PRESS = (
    fmg_broker_note_fy24,
    fmg_newsletter_1h25,
    min_investor_qa_fy23,
    min_chair_letter_fy24,
    nst_half_call_1h25,
    bhp_interim_newsletter,
    commodities_column_2025,
)
