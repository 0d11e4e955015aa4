"""A nineteenth hand-written set of the development split: figures told in sentences.

Written without reading the product's reading code, for the measures the product reads
worst when they sit in running prose rather than in tables: prices received, dividends a
share in dollars and in cents, half-year earnings a share, divisions and sites, capital
spending and headline results told beside the year before. Here: Northern Star's FY24
letter from the managing director (a year's dividends as a pair of cheques and a total,
the December half's gold price, net cash and revenue set against the year before); BHP's
FY24 results-call remarks (basic and underlying earnings a share in US cents, statutory
against underlying profit, the year-end dividend, the ore railed from the Pilbara on BHP's
share, capital outlays against the prior year); and a wire story on Rio Tinto's calendar
2023 (EBITDA, cash and dividends each with the 2022 figure in the same sentence). Broker
notes, a newsletter, an investor Q&A and a half-year call are in
:mod:`evals.variant_dev.handwritten_nineteenth_press`. Every figure goes through
:class:`VWriter` and is checked against the data; a figure the data lacks is left to words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, VWriter, new_doc

CPS = "cents per share"
DPS = "dollars per share"

Spec = tuple[Any, ...]


def F(printed: str, fy: str, metric: str, unit: str, label: str, **opt: Any) -> Spec:
    """A figure to print in a sentence: text, fiscal year, metric, unit, label, options."""
    return (printed, fy, metric, unit, label, opt)


def told(w: VWriter, text: str, **specs: Spec) -> str:
    """``text`` with each ``{name}`` replaced by its figure, recorded in order of reading.

    Options: ``ticker`` (another company), ``form`` (default ``sentence``), and any option of
    :meth:`VWriter.fig`.
    """
    printed: dict[str, str] = {}
    for name in re.findall(r"\{(\w+)\}", text):
        value, fy, metric, unit, label, opt = specs[name]
        opt = dict(opt)
        ticker = opt.pop("ticker", w.doc.company)
        form = opt.pop("form", "sentence")
        printed[name] = w.fig(value, (ticker, fy, metric), unit=unit, label=label, form=form, **opt)
    return text.format(**printed)


def before(printed: str, fy: str, metric: str, unit: str, label: str, **opt: Any) -> Spec:
    """A prior-period figure told in the same sentence as the current one."""
    return F(printed, fy, metric, unit, label, form="comparative", **opt)


# --- Northern Star: FY24 letter from the managing director ------------------------------


def nst_md_letter_fy24(manifest: list[dict[str, Any]]) -> Document:
    """NST's FY24 letter: revenue against FY23, a half's price, dividends as two cheques."""
    w = new_doc(
        "Northern Star Annual Report 2024 - letter from the Managing Director.md",
        "NST",
        "Northern Star Resources Ltd | Annual Report 2024",
        "FY2024",
        manifest,
    )
    w.page("Managing Director's letter")
    w.add(
        Heading("Dear fellow shareholders", 2),
        Para(
            told(
                w,
                "The 2024 financial year was the strongest in our history. We sold {sold} of "
                "gold, and sales revenue climbed to A${rev}, from A${rev0} the year before, "
                "as both volumes and the Australian dollar gold price moved our way.",
                sold=F("1,621 koz", "FY2024", "gold_sold_koz", "koz", "we sold"),
                rev=F("4.92 billion", "FY2024", "revenue", "billion", "sales revenue climbed to"),
                rev0=before(
                    "4,131 million", "FY2023", "revenue", "million", "from the year before"
                ),
            )
        ),
        Para(
            told(
                w,
                "Across the six months to 31 December 2023 our ounces fetched an average of "
                "A${px} each, with all-in sustaining costs for the half held to A${aisc} an "
                "ounce. For the full year all-in sustaining costs came in at A${aisc_y} an ounce.",
                px=F("2,873", "FY2024", "h1_realised_gold_price_aud_oz", "A$/oz", "ounces fetched"),
                aisc=F("1,878", "FY2024", "h1_aisc_aud_oz", "A$/oz", "costs for the half held to"),
                aisc_y=F("1,853", "FY2024", "aisc_aud_oz", "A$/oz", "full year costs came in at"),
            )
        ),
        Para(
            told(
                w,
                "Earnings before interest, tax, depreciation and amortisation, before "
                "one-off items, rose to A${ebitda}, and the profit we report after tax was "
                "A${npat}. Underlying free cash flow, after funding both sustaining work and "
                "our growth pipeline, was A${fcf}.",
                ebitda=F("2.19 billion", "FY2024", "underlying_ebitda", "billion", "rose to"),
                npat=F("639 million", "FY2024", "statutory_npat", "million", "profit we report"),
                fcf=F("462 million", "FY2024", "underlying_free_cash_flow", "million", "free cash"),
            )
        ),
        Para(
            told(
                w,
                "We finished June with A${cash} more cash and bullion than debt, up on the "
                "A${cash_h} we held at the half-year.",
                cash=F("358 million", "FY2024", "net_debt", "million", "more cash than debt"),
                cash_h=F("229 million", "FY2024", "h1_net_debt", "million", "held at the half"),
            )
        ),
        Para(
            told(
                w,
                "Your Board paid {interim} a share in March and has determined a year-end "
                "dividend of {final} a share for September, both fully franked, so you receive "
                "{total} for the year, against {total0} for FY23.",
                interim=F(
                    "15 cents",
                    "FY2024",
                    "interim_dps",
                    CPS,
                    "paid in March",
                    dividend_kind="interim",
                ),
                final=F(
                    "25 cents",
                    "FY2024",
                    "final_dps",
                    CPS,
                    "a further, for September",
                    dividend_kind="final",
                ),
                total=F(
                    "40 cents",
                    "FY2024",
                    "dividends_per_share",
                    CPS,
                    "for the year",
                    dividend_kind="total",
                ),
                total0=before(
                    "26.5 cents",
                    "FY2023",
                    "dividends_per_share",
                    CPS,
                    "against, for FY23",
                    dividend_kind="total",
                ),
            )
        ),
        Para(
            "I thank our people across Kalgoorlie, Yandal and Pogo for a safe and productive "
            "year. -- Stuart, Managing Director & CEO"
        ),
    )
    return w.doc


# --- BHP: FY24 results-call remarks --------------------------------------------------------


def bhp_results_call_fy24(manifest: list[dict[str, Any]]) -> Document:
    """BHP's FY24 results call: EPS in US cents, statutory against underlying, capex."""
    w = new_doc(
        "BHP FY24 results call - prepared remarks.txt",
        "BHP",
        "BHP Group | Results for the year ended 30 June 2024 | Analyst and investor call",
        "FY2024",
        manifest,
    )
    w.page("Prepared remarks")
    w.add(
        Dateline("Transcript of prepared remarks, Melbourne, 27 August 2024"),
        Para(
            "CHIEF EXECUTIVE: Good morning, and thank you for joining us. "
            + told(
                w,
                "Our Western Australia Iron Ore business ran at record rates and railed "
                "{waio} for BHP's share over the year, and copper output rose to {cu}.",
                waio=F(
                    "255 Mt",
                    "FY2024",
                    "waio_production_bhp_share_mt",
                    "Mt",
                    "railed for BHP's share",
                    basis="BHP share",
                ),
                cu=F("1,865 kt", "FY2024", "copper_production_kt", "kt", "copper output rose to"),
            )
        ),
        Para(
            "CHIEF FINANCIAL OFFICER: Thanks. "
            + told(
                w,
                "Attributable profit, excluding exceptional items, came to US${u} -- on a "
                "reported basis, after the Samarco and nickel charges, we booked US${s}. "
                "Per share, that is {ueps} US cents before exceptionals and {eps} US cents "
                "on the basic reported measure.",
                u=F(
                    "13.66 billion", "FY2024", "underlying_npat", "billion", "excluding exceptional"
                ),
                s=F(
                    "7,897 million", "FY2024", "statutory_npat", "million", "reported basis, booked"
                ),
                ueps=F("269.5", "FY2024", "underlying_basic_eps", CPS, "before exceptionals"),
                eps=F("155.8", "FY2024", "basic_eps", CPS, "basic reported measure"),
            )
        ),
        Para(
            told(
                w,
                "We invested US${capex} in capital and exploration, compared with US${capex0} "
                "in the prior year, and closed June with net debt of US${nd}, down from "
                "US${nd0} twelve months earlier.",
                capex=F("9.27 billion", "FY2024", "capex", "billion", "we invested"),
                capex0=before("7.1 billion", "FY2023", "capex", "billion", "compared with prior"),
                nd=F("9.12 billion", "FY2024", "net_debt", "billion", "closed June with"),
                nd0=before(
                    "11.2 billion", "FY2023", "net_debt", "billion", "twelve months earlier"
                ),
            )
        ),
        Para(
            told(
                w,
                "The Board has declared a final dividend of US${final} a share, which with the "
                "interim of US${interim} brings the year to US${total}, a payout of {payout} of "
                "underlying attributable profit.",
                final=F(
                    "0.74",
                    "FY2024",
                    "final_dps",
                    DPS,
                    "declared a final dividend of",
                    dividend_kind="final",
                ),
                interim=F(
                    "0.72",
                    "FY2024",
                    "interim_dps",
                    DPS,
                    "with the interim of",
                    dividend_kind="interim",
                ),
                total=F(
                    "1.46",
                    "FY2024",
                    "dividends_per_share",
                    DPS,
                    "brings the year to",
                    dividend_kind="total",
                ),
                payout=F("53%", "FY2024", "payout_ratio_pct", "percent", "a payout of"),
            )
        ),
        Para("OPERATOR: We will now take questions from the line."),
    )
    return w.doc


# --- Rio Tinto: a wire story on calendar 2023 -------------------------------------------


def rio_wire_2023(manifest: list[dict[str, Any]]) -> Document:
    """A wire on Rio's 2023 year: each measure set against 2022 in the same sentence."""
    w = new_doc("rio-tinto-trims-payout-as-earnings-ease.txt", "RIO", "", "FY2023", manifest)
    w.page("Wire")
    w.add(
        Heading("Rio Tinto trims payout as earnings ease from 2022 peak", 2),
        Dateline("LONDON/MELBOURNE, 21 February 2024 (Newswire)"),
        Para(
            told(
                w,
                "Rio Tinto said on Wednesday its underlying EBITDA slipped to ${e} for 2023 "
                "from ${e0} a year earlier, as weaker prices for aluminium and lower "
                "iron ore values in the first half weighed on the world's biggest iron ore "
                "producer.",
                e=F("23,892 million", "FY2023", "underlying_ebitda", "million", "slipped to"),
                e0=before(
                    "26,272 million", "FY2022", "underlying_ebitda", "million", "a year earlier"
                ),
            )
        ),
        Para(
            told(
                w,
                "Underlying earnings came to {ueps} U.S. cents a share, against {ueps0} cents "
                "in 2022. The miner will pay a full-year dividend of {total} cents a share, "
                "including the {interim} cents it paid at the half, down from {total0} cents.",
                ueps=F("725.0", "FY2023", "underlying_eps", CPS, "underlying earnings came to"),
                ueps0=before("824.7", "FY2022", "underlying_eps", CPS, "against, in 2022"),
                total=F(
                    "435",
                    "FY2023",
                    "dividends_per_share",
                    CPS,
                    "full-year dividend of",
                    dividend_kind="total",
                ),
                interim=F(
                    "177",
                    "FY2023",
                    "interim_dps",
                    CPS,
                    "paid at the half",
                    dividend_kind="interim",
                ),
                total0=before(
                    "492",
                    "FY2022",
                    "dividends_per_share",
                    CPS,
                    "down from",
                    dividend_kind="total",
                ),
            )
        ),
        Para(
            told(
                w,
                "Cash from operations fell to ${cfo} from ${cfo0}, and after spending "
                "${capex} on plant and projects -- up on the ${capex0} outlaid in 2022 -- "
                "free cash flow was ${fcf}, compared with ${fcf0}.",
                cfo=F("15,160 million", "FY2023", "net_operating_cash_flow", "million", "fell to"),
                cfo0=before(
                    "16,134 million", "FY2022", "net_operating_cash_flow", "million", "from"
                ),
                capex=F("7,086 million", "FY2023", "capex", "million", "after spending"),
                capex0=before("6,750 million", "FY2022", "capex", "million", "outlaid in 2022"),
                fcf=F("7,657 million", "FY2023", "free_cash_flow", "million", "free cash flow was"),
                fcf0=before(
                    "9,010 million", "FY2022", "free_cash_flow", "million", "compared with"
                ),
            )
        ),
        Para(
            told(
                w,
                "Net debt edged up to ${nd} at the end of December from ${nd0}. Pilbara "
                "shipments reached {ship} on a 100% basis, the company added.",
                nd=F("4,231 million", "FY2023", "net_debt", "million", "edged up to"),
                nd0=before("4,188 million", "FY2022", "net_debt", "million", "from"),
                ship=F(
                    "331.8 Mt",
                    "FY2023",
                    "iron_ore_shipments_mt",
                    "Mt",
                    "Pilbara shipments",
                    basis="100%",
                ),
            )
        ),
        Para("(Reporting by the resources desk; editing by the markets desk)"),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order."""
    from evals.variant_dev.handwritten_nineteenth_calls import PRESS

    return (nst_md_letter_fy24, bhp_results_call_fy24, rio_wire_2023, *PRESS)
