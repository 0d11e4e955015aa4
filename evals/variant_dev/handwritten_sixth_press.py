"""The sixth set's spoken and announced pieces: a results call, dividend notices, a wire story.

Part of :mod:`evals.variant_dev.handwritten_sixth`: Fortescue's FY24 results call as a
transcript (prices, cash and dividends spoken, "shareholders will receive"), Northern Star's
notice of its interim dividend for the half to December 2024, Rio Tinto's 2021 dividend
statement (a special payment beside the year's total, the final and interim amounts left
out) and a wire story on BHP's year to June 2023 whose only year is in its dateline.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say

CPS = "cents per share"
DPS = "dollars per share"


def fmg_results_call_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY24 results call: figures spoken by the chief executive and the CFO."""
    w = new_doc(
        "Fortescue FY24 full year results - call transcript.txt",
        "FMG",
        "Fortescue Ltd | Full year results FY24 | Transcript of the investor call",
        "FY2024",
        manifest,
    )
    s = partial(say, w)
    w.page("Transcript")
    w.add(
        Heading("Prepared remarks"),
        Para(
            "Chief Executive, Metals and Operations: Thank you all for joining us for the "
            "twelve months to the end of June. Our hematite sold for an average of "
            + s(
                "US$103.01",
                "FY2024",
                "realised_price_hematite_usd_dmt",
                "US$/dmt",
                "average our hematite sold for, per dry tonne",
            )
            + " for every dry metric tonne, a better outcome than the year before."
        ),
        Para(
            "Chief Financial Officer: The business turned "
            + s(
                "US$7.9 billion",
                "FY2024",
                "net_operating_cash_flow",
                "billion",
                "cash the business turned out of its operations",
            )
            + " of cash out of its operations, and once we had paid for our capital programme "
            + s(
                "US$5.1 billion",
                "FY2024",
                "free_cash_flow",
                "billion",
                "cash remaining once the capital programme was paid for",
            )
            + " was free to return or to invest."
        ),
        Para(
            "Chief Financial Officer (continued): On returns, shareholders will receive "
            + s(
                "A$0.89",
                "FY2024",
                "final_dps",
                DPS,
                "what shareholders will receive at the end of the year",
                dividend_kind="final",
            )
            + " a share, fully franked, in September. Together with the "
            + s(
                "A$1.08",
                "FY2024",
                "interim_dps",
                DPS,
                "amount paid in March for the December half",
                dividend_kind="interim",
            )
            + " paid in March for the December half, that is "
            + s(
                "A$1.97",
                "FY2024",
                "dividends_per_share",
                DPS,
                "the two payments for the year together",
                dividend_kind="total",
            )
            + " for the year, or "
            + s(
                "70 per cent",
                "FY2024",
                "payout_ratio_pct",
                "percent",
                "share of the year's net profit handed back",
                dividend_kind="total",
            )
            + " of net profit after tax. The March payment itself handed back "
            + s(
                "65 per cent",
                "FY2024",
                "h1_payout_ratio_pct",
                "percent",
                "share of the December half's profit handed back in March",
                dividend_kind="interim",
            )
            + " of the December half's profit."
        ),
        Heading("Questions", 2),
        Para(
            "Analyst: Can you give us the price on a wet basis as well? Chief Financial "
            "Officer: We report realised prices per dry tonne only; our costs are the ones we "
            "quote per wet tonne."
        ),
    )
    return w.doc


def nst_interim_dividend_h1_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's notice of its interim dividend: per share, as a share of cash earnings."""
    w = new_doc(
        "northern-star-interim-dividend-notice-february-2025.md",
        "NST",
        "Northern Star Resources Ltd | ASX announcement",
        "H1 FY2025",
        manifest,
    )
    s = partial(say, w)
    w.page("Interim dividend")
    w.add(
        Heading("Record interim dividend for the half-year ended 31 December 2024"),
        Para(
            "The Board has declared an interim dividend for 1H FY25. Shareholders on the "
            "register at the record date will receive "
            + s(
                "25 cents",
                "FY2025",
                "interim_dps",
                CPS,
                "what shareholders on the register will receive",
                dividend_kind="interim",
            )
            + " per share. This compares with "
            + s(
                "15 cents",
                "FY2024",
                "interim_dps",
                CPS,
                "the half-year payment a year earlier",
                form="comparative",
                dividend_kind="interim",
            )
            + " per share, unfranked, for 1H FY24."
        ),
        Para(
            "The amount is "
            + s(
                "25%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "portion of the half's cash earnings it represents",
                dividend_kind="interim",
            )
            + " of the half's cash earnings of "
            + s(
                "A$1.146 billion",
                "FY2025",
                "h1_cash_earnings",
                "billion",
                "the half's cash earnings",
            )
            + ", within the policy of paying out 20 to 30 per cent of cash earnings."
        ),
        Para(
            "Context. Every ounce sold in the half fetched on average "
            + s(
                "A$3,562",
                "FY2025",
                "h1_realised_gold_price_aud_oz",
                "A$/oz",
                "what every ounce sold fetched on average",
            )
            + ", against "
            + s(
                "A$2,873",
                "FY2024",
                "h1_realised_gold_price_aud_oz",
                "A$/oz",
                "what every ounce fetched, same half a year before",
                form="comparative",
            )
            + " in 1H FY24. No other distribution has been declared for the half."
        ),
    )
    return w.doc


def rio_dividend_statement_2021(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2021 dividend statement: the total and the special payment, no final."""
    w = new_doc(
        "Rio Tinto 2021 full year results - dividend statement.txt",
        "RIO",
        "Rio Tinto | 2021 full year results | Shareholder returns",
        "FY2021",
        manifest,
    )
    s = partial(say, w)
    w.page("Shareholder returns")
    w.add(
        Heading("Shareholder returns for the year ended 31 December 2021"),
        Para(
            "Operating activities generated "
            + s(
                "US$25,345 million",
                "FY2021",
                "net_operating_cash_flow",
                "million",
                "what operating activities generated",
            )
            + " of cash and free cash flow was "
            + s(
                "US$17,664 million",
                "FY2021",
                "free_cash_flow",
                "million",
                "free cash flow",
            )
            + ", which allows the Board to return more than the ordinary policy calls for."
        ),
        Para(
            "The Board has therefore added a one-off payment of "
            + s(
                "247 US cents",
                "FY2021",
                "special_dps",
                CPS,
                "one-off payment added by the Board",
                dividend_kind="special",
            )
            + " a share. With it, the dividends for 2021 come to "
            + s(
                "1,040 US cents",
                "FY2021",
                "dividends_per_share",
                CPS,
                "dividends for the year, one-off payment included",
                dividend_kind="total",
            )
            + " a share, the highest the Group has paid, and "
            + s(
                "79%",
                "FY2021",
                "payout_ratio_pct",
                "percent",
                "share of underlying earnings the year's dividends amount to",
                dividend_kind="total",
            )
            + " of underlying earnings. The split between the payment after the half-year "
            "and the one after the full year is set out in the dividend notice."
        ),
    )
    return w.doc


def bhp_wire_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """A wire story on BHP's year to June 2023: the year only in the dateline."""
    w = new_doc("bhp-cuts-payout-as-cash-flow-slides-wire.md", "BHP", "", "FY2023", manifest)
    s = partial(say, w)
    w.page("Story")
    w.add(
        Heading("BHP trims dividend as cash flow slides, spending climbs", 2),
        Dateline("MELBOURNE, 22 August 2023 (Mines Wire)"),
        Para(
            "BHP Group will pay shareholders "
            + s(
                "80 US cents",
                "FY2023",
                "final_dps",
                CPS,
                "what BHP will pay shareholders at the end of the year",
                dividend_kind="final",
            )
            + " a share at the end of its year to June 30, bringing the payout for the full "
            "twelve months to "
            + s(
                "US$1.70",
                "FY2023",
                "dividends_per_share",
                DPS,
                "payout for the full twelve months, per share",
                dividend_kind="total",
            )
            + " a share. The end-of-year payment alone returns "
            + s(
                "59%",
                "FY2023",
                "payout_ratio_pct",
                "percent",
                "portion of earnings the end-of-year payment alone returns",
                dividend_kind="final",
            )
            + " of earnings, the company said."
        ),
        Para(
            "Cash produced by the mines fell to "
            + s(
                "US$18.7 billion",
                "FY2023",
                "net_operating_cash_flow",
                "billion",
                "cash produced by the mines",
            )
            + " and cash left after investment shrank to "
            + s(
                "US$5.6 billion",
                "FY2023",
                "free_cash_flow",
                "billion",
                "cash left after investment",
            )
            + " from "
            + s(
                "US$24.3 billion",
                "FY2022",
                "free_cash_flow",
                "billion",
                "cash left after investment, prior year",
                form="comparative",
            )
            + ", as spending on projects and exploration rose to "
            + s(
                "US$7.1 billion",
                "FY2023",
                "capex",
                "billion",
                "spending on projects and exploration",
            )
            + "."
        ),
        Para(
            "The miner gave no breakdown of how much of that spending went on keeping existing "
            "mines running. There was no extra payment on top of the ordinary dividend this time."
        ),
    )
    return w.doc


PRESS = (
    fmg_results_call_fy2024,
    nst_interim_dividend_h1_fy2025,
    rio_dividend_statement_2021,
    bhp_wire_fy2023,
)
"""The talk and press writers of the sixth set, in a fixed order."""
