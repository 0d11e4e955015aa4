"""The nineteenth set's notes, letters and calls: figures in running sentences.

Part of :mod:`evals.variant_dev.handwritten_nineteenth`: a broker's note on Fortescue's FY24
(the price received a dry tonne, profit and EBITDA against FY23, cash spent on plant, a pair
of dividends in Australian cents); Fortescue's investor newsletter on the December 2024 half
(earnings a share in US cents, the interim in dollars, a payout share); Mineral Resources'
FY23 investor Q&A (what the lithium division and the contracting arm earned, the interim and
final cheques, spodumene shipped from two mines, one on the attributable basis); Mineral
Resources' FY24 chair's letter (underlying against statutory profit, each beside FY23, mine
output in words); Northern Star's half-year call for the December 2024 half (three prices in
one answer, capital spent, the interim); BHP's interim newsletter across three December
halves (earnings a share in US cents, interim dividends); and a commodities column on
calendar 2025 and FY25 (three prices received in one sentence, Iron Bridge's shipments and
capital outlays). Every figure is checked against the data; a figure the data lacks is
words.
"""

from __future__ import annotations

from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import new_doc
from evals.variant_dev.handwritten_nineteenth import CPS, DPS, F, before, told

# --- Fortescue: a broker's note on FY24 ---------------------------------------------------


def fmg_broker_note_fy24(manifest: list[dict[str, Any]]) -> Document:
    """A broker's note on Fortescue's year to June 2024, prose under a rating line."""
    w = new_doc("FMG FY24 result - broker note.txt", "FMG", "", "FY2024", manifest)
    w.page("Note")
    w.add(
        Para("EQUITY RESEARCH | Metals & Mining | Australia | Rating: HOLD (unchanged)"),
        Heading("Fortescue: a clean year, a thinner final", 2),
        Para(
            told(
                w,
                "The result was in line. Hematite realised US${px}/dmt across the year on "
                "{ship} shipped, with C1 costs of US${c1}/wmt. Net profit after tax printed "
                "at US${npat}, ahead of US${npat0} in FY23, and underlying EBITDA of "
                "US${e} compared with US${e0} the year before.",
                px=F("103.01", "FY2024", "realised_price_hematite_usd_dmt", "US$/dmt", "realised"),
                ship=F("191.6 Mt", "FY2024", "iron_ore_shipments_mt", "Mt", "shipped"),
                c1=F("18.24", "FY2024", "c1_cost_usd_wmt", "US$/wmt", "C1 costs of"),
                npat=F("5,664 million", "FY2024", "statutory_npat", "million", "printed at"),
                npat0=before("4.8 billion", "FY2023", "statutory_npat", "billion", "in FY23"),
                e=F("10.7 billion", "FY2024", "underlying_ebitda", "billion", "underlying EBITDA"),
                e0=before(
                    "10.0 billion", "FY2023", "underlying_ebitda", "billion", "the year before"
                ),
            )
        ),
        Para(
            told(
                w,
                "Basic EPS was {eps} US cents. Cash paid for property, plant and equipment "
                "was US${ppe}m against US${ppe0}m last year, leaving free cash flow of "
                "US${fcf}; net debt closed at US${nd}, half the US${nd0} of June 2023.",
                eps=F("185", "FY2024", "basic_eps", CPS, "basic EPS was"),
                ppe=F("2,834", "FY2024", "capex_ppe_cashflow", "million", "cash paid for PP&E"),
                ppe0=before("2,901", "FY2023", "capex_ppe_cashflow", "million", "last year"),
                fcf=F("5.1 billion", "FY2024", "free_cash_flow", "billion", "free cash flow of"),
                nd=F("0.5 billion", "FY2024", "net_debt", "billion", "net debt closed at"),
                nd0=before("1.0 billion", "FY2023", "net_debt", "billion", "of June 2023"),
            )
        ),
        Para(
            told(
                w,
                "The board declared a fully franked final of {final} Australian cents, taking "
                "FY24 to {total} cents with the {interim}-cent interim, or {payout} of NPAT.",
                final=F("89", "FY2024", "final_dps", CPS, "final of", dividend_kind="final"),
                total=F(
                    "197",
                    "FY2024",
                    "dividends_per_share",
                    CPS,
                    "taking FY24 to",
                    dividend_kind="total",
                ),
                interim=F(
                    "108", "FY2024", "interim_dps", CPS, "cent interim", dividend_kind="interim"
                ),
                payout=F("70%", "FY2024", "payout_ratio_pct", "percent", "or, of NPAT"),
            )
        ),
        Para("Valuation and risks: see the disclosures at the end of this note."),
    )
    return w.doc


# --- Fortescue: investor newsletter, December 2024 half -----------------------------------


def fmg_newsletter_1h25(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's shareholder newsletter on the half to December 2024."""
    w = new_doc(
        "Fortescue shareholder newsletter - March 2025.md",
        "FMG",
        "Fortescue | Shareholder update | March 2025",
        "H1 FY2025",
        manifest,
    )
    w.page("Newsletter")
    w.add(
        Heading("Your half-year in brief", 2),
        Para(
            told(
                w,
                "In the six months to 31 December 2024 we shipped {ship} of iron ore and "
                "received an average of US${px} for every dry metric tonne of hematite, "
                "while C1 cost held at US${c1} a wet tonne.",
                ship=F("97.1 Mt", "FY2025", "h1_iron_ore_shipments_mt", "Mt", "we shipped"),
                px=F(
                    "85",
                    "FY2025",
                    "h1_realised_price_hematite_usd_dmt",
                    "US$/dmt",
                    "received an average of",
                ),
                c1=F("19.17", "FY2025", "h1_c1_cost_usd_wmt", "US$/wmt", "C1 cost held at"),
            )
        ),
        Para(
            told(
                w,
                "Revenue was US${rev} and underlying EBITDA US${e}. Net profit after tax was "
                "US${npat}, or {eps} US cents for each share on issue.",
                rev=F("7.6 billion", "FY2025", "h1_revenue", "billion", "revenue was"),
                e=F("3.6 billion", "FY2025", "h1_underlying_ebitda", "billion", "EBITDA"),
                npat=F("1.6 billion", "FY2025", "h1_statutory_npat", "billion", "net profit"),
                eps=F("51", "FY2025", "h1_basic_eps", CPS, "for each share on issue"),
            )
        ),
        Para(
            told(
                w,
                "Operations brought in US${cfo} of cash, and US${fcf} was left once capital "
                "projects were paid for.",
                cfo=F(
                    "2.4 billion", "FY2025", "h1_net_operating_cash_flow", "billion", "brought in"
                ),
                fcf=F("0.7 billion", "FY2025", "h1_free_cash_flow", "billion", "was left"),
            )
        ),
        Heading("Your dividend", 3),
        Para(
            told(
                w,
                "Directors have declared an interim dividend of A${interim} per share, fully "
                "franked, which returns {payout} of the half's net profit to shareholders.",
                interim=F(
                    "0.50",
                    "FY2025",
                    "interim_dps",
                    DPS,
                    "declared an interim dividend of",
                    dividend_kind="interim",
                ),
                payout=F("65%", "FY2025", "h1_payout_ratio_pct", "percent", "returns"),
            )
        ),
    )
    return w.doc


# --- Mineral Resources: FY23 investor Q&A -------------------------------------------------


def min_investor_qa_fy23(manifest: list[dict[str, Any]]) -> Document:
    """MinRes investor relations Q&A on FY23: divisions, the two cheques, two mines."""
    w = new_doc(
        "MinRes FY23 investor questions and answers.txt",
        "MIN",
        "Mineral Resources | FY23 results | Questions from investors",
        "FY2023",
        manifest,
    )
    w.page("Q&A")
    w.add(
        Para("Q. Which part of the business did the heavy lifting this year?"),
        Para(
            told(
                w,
                "A. Lithium. The lithium division generated underlying EBITDA of A${li}, while "
                "Mining Services, our contracting business, delivered A${ms}. Group underlying "
                "EBITDA was A${grp} on revenue of A${rev}, a margin of {m}.",
                li=F(
                    "1.3 billion",
                    "FY2023",
                    "segment_underlying_ebitda_lithium",
                    "billion",
                    "lithium division generated",
                ),
                ms=F(
                    "484 million",
                    "FY2023",
                    "segment_underlying_ebitda_mining_services",
                    "million",
                    "contracting business delivered",
                ),
                grp=F("1.8 billion", "FY2023", "underlying_ebitda", "billion", "group EBITDA"),
                rev=F("4.8 billion", "FY2023", "revenue", "billion", "on revenue of"),
                m=F("37%", "FY2023", "underlying_ebitda_margin_pct", "percent", "a margin of"),
            )
        ),
        Para("Q. Why is statutory profit so far below the underlying number?"),
        Para(
            told(
                w,
                "A. Underlying net profit after tax was A${u}; after impairments and other "
                "one-off items, statutory profit was A${s}.",
                u=F("769 million", "FY2023", "underlying_npat", "million", "underlying net profit"),
                s=F("244 million", "FY2023", "statutory_npat", "million", "statutory profit was"),
            )
        ),
        Para("Q. What did shareholders get paid for the year?"),
        Para(
            told(
                w,
                "A. A fully franked interim of {interim} cents went out in March and a final "
                "of {final} cents in September, {total} cents in all -- compared with "
                "{total0} cents for 2021-22.",
                interim=F(
                    "120",
                    "FY2023",
                    "interim_dps",
                    CPS,
                    "interim went out",
                    dividend_kind="interim",
                ),
                final=F("70", "FY2023", "final_dps", CPS, "a final of", dividend_kind="final"),
                total=F(
                    "190", "FY2023", "dividends_per_share", CPS, "in all", dividend_kind="total"
                ),
                total0=before(
                    "100",
                    "FY2022",
                    "dividends_per_share",
                    CPS,
                    "compared with, 2021-22",
                    dividend_kind="total",
                ),
            )
        ),
        Para("Q. How much spodumene did the two lithium mines ship?"),
        Para(
            told(
                w,
                "A. On an SC6-equivalent basis, Mt Marion shipped {mm} for our attributable "
                "share and Wodgina {wd}. Iron ore shipments were {fe}.",
                mm=F(
                    "149 kt",
                    "FY2023",
                    "spodumene_shipments_kt_mt_marion",
                    "kt",
                    "Mt Marion shipped, attributable",
                    qualifier="Mt Marion",
                    basis="attributable",
                ),
                wd=F(
                    "143 kt",
                    "FY2023",
                    "spodumene_shipments_kt_wodgina",
                    "kt",
                    "Wodgina",
                    qualifier="Wodgina",
                ),
                fe=F("17.5 Mt", "FY2023", "iron_ore_shipments_mt", "Mt", "iron ore shipments"),
            )
        ),
    )
    return w.doc


# --- Mineral Resources: FY24 chair's letter -----------------------------------------------


def min_chair_letter_fy24(manifest: list[dict[str, Any]]) -> Document:
    """MinRes's FY24 chair's letter: underlying and statutory profit, each beside FY23."""
    w = new_doc(
        "Mineral Resources Annual Report 2024 - Chair's letter.md",
        "MIN",
        "Mineral Resources Limited | Annual Report 2024",
        "FY2024",
        manifest,
    )
    w.page("Chair's letter")
    w.add(
        Heading("A message from the Chair", 2),
        Para(
            told(
                w,
                "Lithium prices fell sharply through the year, and our results show it. "
                "Revenue rose to A${rev}, but underlying EBITDA fell to A${e} from A${e0}, "
                "and underlying profit after tax dropped to A${u}, against A${u0} in FY23.",
                rev=F("5.28 billion", "FY2024", "revenue", "billion", "revenue rose to"),
                e=F("1.06 billion", "FY2024", "underlying_ebitda", "billion", "EBITDA fell to"),
                e0=before("1.8 billion", "FY2023", "underlying_ebitda", "billion", "from"),
                u=F("158 million", "FY2024", "underlying_npat", "million", "dropped to"),
                u0=before("769 million", "FY2023", "underlying_npat", "million", "against FY23"),
            )
        ),
        Para(
            told(
                w,
                "The statutory result, a profit of A${s}, compares with A${s0} a year "
                "earlier. Net debt stood at A${nd} at 30 June 2024 as we finished building "
                "Onslow Iron, with A${cash} in cash on hand.",
                s=F("114 million", "FY2024", "statutory_npat", "million", "a profit of"),
                s0=before("244 million", "FY2023", "statutory_npat", "million", "a year earlier"),
                nd=F("4,428 million", "FY2024", "net_debt", "million", "net debt stood at"),
                cash=F("908 million", "FY2024", "cash_and_equivalents", "million", "cash on hand"),
            )
        ),
        Para(
            told(
                w,
                "Mt Marion produced {mm} of concentrate and Wodgina {wd}. The Board paid an "
                "interim dividend of {interim} cents a share and, to protect the balance "
                "sheet, did not add a final, so the year's dividend is {total} cents.",
                mm=F(
                    "218 kt",
                    "FY2024",
                    "spodumene_production_kt_mt_marion",
                    "kt",
                    "Mt Marion produced",
                    qualifier="Mt Marion",
                ),
                wd=F(
                    "201 kt",
                    "FY2024",
                    "spodumene_production_kt_wodgina",
                    "kt",
                    "Wodgina",
                    qualifier="Wodgina",
                ),
                interim=F(
                    "20",
                    "FY2024",
                    "interim_dps",
                    CPS,
                    "paid an interim dividend of",
                    dividend_kind="interim",
                ),
                total=F(
                    "20",
                    "FY2024",
                    "dividends_per_share",
                    CPS,
                    "the year's dividend is",
                    dividend_kind="total",
                ),
            )
        ),
        Para("-- James, Chair, on behalf of the Board"),
    )
    return w.doc
