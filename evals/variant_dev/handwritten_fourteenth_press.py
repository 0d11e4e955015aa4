"""The fourteenth set's press: a loss story, a calendar-year story and a dividend column.

Part of :mod:`evals.variant_dev.handwritten_fourteenth`: a newspaper story on Mineral
Resources' FY25 that "slumped to a loss of" with the year before in the same sentence and an
older half's loss recalled; a wire story on Rio Tinto's calendar 2025 in "$US" with its cash
flow, capital spending and net debt against 2024, the dividend given only as the year's
total; and an income column on Fortescue's and Northern Star's dividends for 2022-23 with
the interim, final and total "a share". Every figure is checked as it is written.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say, say_of

CPS = "cents per share"

# --- Press: Mineral Resources' FY25 ---------------------------------------------------------


def min_loss_story_aug_2025(manifest: list[dict[str, Any]]) -> Document:
    """A newspaper story on MinRes's FY25: 'slumped to a loss of', the year before alongside."""
    w = new_doc("minres-slumps-to-loss-as-lithium-bites.txt", "MIN", "", "FY2025", manifest)
    s = partial(say, w)

    def before(printed: str, metric: str, unit: str, label: str, **o: Any) -> str:
        return say(w, printed, "FY2024", metric, unit, label, form="comparative", **o)

    w.page("Business")
    w.add(
        Heading("MinRes slumps into the red as lithium bites"),
        Dateline("Perth | Business Day | 30 August 2025"),
        Para(
            "Mineral Resources slumped to a loss of $"
            + s("896 million", "FY2025", "statutory_npat", "million", "slumped to a loss of")
            + " for the year to June, from a profit of $"
            + before("114 million", "statutory_npat", "million", "from a profit of")
            + " the year before, as writedowns on its lithium mines and the closed Yilgarn "
            "iron ore hub hit the books."
        ),
        Para(
            "Stripping out those charges the miner still lost $"
            + s(
                "112 million",
                "FY2025",
                "underlying_npat",
                "million",
                "stripping out those charges the miner still lost",
            )
            + ", against an underlying profit of $"
            + before("158 million", "underlying_npat", "million", "against an underlying profit of")
            + " in 2023-24. Revenue eased to $"
            + s("4.45 billion", "FY2025", "revenue", "billion", "revenue eased to")
            + " from $"
            + before("5.28 billion", "revenue", "billion", "revenue eased from")
            + ", and group earnings before interest, tax, depreciation and amortisation came "
            "in at $"
            + s("901 million", "FY2025", "underlying_ebitda", "million", "group EBITDA came in at")
            + "."
        ),
        Para(
            "The contracting business was the bright spot, its EBITDA coming in at $"
            + s(
                "737 million",
                "FY2025",
                "segment_underlying_ebitda_mining_services",
                "million",
                "the contracting business's EBITDA came in at",
            )
            + ". It was the first annual loss for a company that last reported red ink at the "
            "underlying line in the December 2021 half, a loss of $"
            + say(
                w,
                "36 million",
                "FY2022",
                "h1_underlying_npat",
                "million",
                "last reported red ink at the underlying line, a loss of",
                form="comparative",
            )
            + "."
        ),
        Para(
            "Net debt climbed to $"
            + s("5.35 billion", "FY2025", "net_debt", "billion", "net debt climbed to")
            + " after $"
            + s("1.9 billion", "FY2025", "capex", "billion", "capital spending of")
            + " of capital spending, mostly on the Onslow haul road. Shareholders go without: "
            "the board declared no final dividend, leaving the year's payout at "
            + s(
                "0",
                "FY2025",
                "dividends_per_share",
                CPS,
                "leaving the year's payout at",
                dividend_kind="total",
            )
            + " cents against "
            + before(
                "20",
                "dividends_per_share",
                CPS,
                "year's payout against",
                dividend_kind="total",
            )
            + " cents a share a year earlier."
        ),
    )
    return w.doc


# --- Press: Rio Tinto's calendar 2025 -------------------------------------------------------


def rio_calendar_2025_wire(manifest: list[dict[str, Any]]) -> Document:
    """A wire story on Rio Tinto's 2025: cash, capex and net debt against 2024, total dividend."""
    w = new_doc("rio-tinto-2025-profit-dips-debt-rises.txt", "RIO", "", "FY2025", manifest)
    s = partial(say, w)

    def before(printed: str, metric: str, unit: str, label: str, **o: Any) -> str:
        return say(w, printed, "FY2024", metric, unit, label, form="comparative", **o)

    w.page("Wire")
    w.add(
        Heading("Rio Tinto profit dips, debt rises after lithium buy"),
        Dateline("LONDON, Feb 19, 2026 (Wire)"),
        Para(
            "Rio Tinto said net earnings for 2025 came in at $US"
            + s("9.966 billion", "FY2025", "statutory_npat", "billion", "net earnings came in at")
            + ", while underlying earnings, which exclude impairments and other one-offs, "
            "were $US"
            + s(
                "10.87 billion",
                "FY2025",
                "underlying_npat",
                "billion",
                "underlying earnings, which exclude one-offs",
            )
            + "."
        ),
        Para(
            "Cash from operations rose to $US"
            + s(
                "16.8 billion",
                "FY2025",
                "net_operating_cash_flow",
                "billion",
                "cash from operations rose to",
            )
            + " from $US"
            + before(
                "15,599 million",
                "net_operating_cash_flow",
                "million",
                "cash from operations rose from",
            )
            + ", but free cash flow shrank to $US"
            + s("4.0 billion", "FY2025", "free_cash_flow", "billion", "free cash flow shrank to")
            + " from $US"
            + before("5,553 million", "free_cash_flow", "million", "free cash flow shrank from")
            + " as capital spending climbed to $US"
            + s("12.3 billion", "FY2025", "capex", "billion", "capital spending climbed to")
            + " from $US"
            + before("9,621 million", "capex", "million", "capital spending climbed from")
            + "."
        ),
        Para(
            "Net debt nearly tripled to $US"
            + s("14.4 billion", "FY2025", "net_debt", "billion", "net debt nearly tripled to")
            + " from $US"
            + before("5,491 million", "net_debt", "million", "net debt nearly tripled from")
            + " after the Arcadium Lithium acquisition. Shareholders will receive "
            + s(
                "402 US cents",
                "FY2025",
                "dividends_per_share",
                CPS,
                "shareholders will receive for the year",
                dividend_kind="total",
            )
            + " a share for the year in all, "
            + s(
                "60 per cent",
                "FY2025",
                "payout_ratio_pct",
                "percent",
                "share of underlying earnings paid out",
            )
            + " of underlying earnings, in line with its policy."
        ),
        Para(
            "Mined copper rose to "
            + s("883 kt", "FY2025", "copper_production_kt", "kt", "mined copper rose to")
            + "."
        ),
    )
    return w.doc


# --- Press: an income column on two dividend payers -----------------------------------------


def income_column_fmg_nst_2023(manifest: list[dict[str, Any]]) -> Document:
    """An income column: Fortescue's and Northern Star's 2022-23 payments, 'a share'."""
    w = new_doc("income-investor-two-miners-two-payout-stories.md", "FMG", "", "FY2023", manifest)
    s = partial(say, w)
    w.page("Column")
    w.add(
        Heading("Income investor: two miners, two payout stories", 2),
        Dateline("Weekend Money | 2 September 2023"),
        Para(
            "Fortescue holders banked a fully franked final of "
            + s(
                "100 cents",
                "FY2023",
                "final_dps",
                CPS,
                "holders banked a fully franked final of",
                dividend_kind="final",
            )
            + " a share this week. Add the "
            + s(
                "75 cents",
                "FY2023",
                "interim_dps",
                CPS,
                "add the interim of",
                dividend_kind="interim",
            )
            + " paid in March and the 2022-23 haul is "
            + s(
                "175 cents",
                "FY2023",
                "dividends_per_share",
                CPS,
                "the 2022-23 haul is",
                dividend_kind="total",
            )
            + ", well short of the "
            + say(
                w,
                "207 cents",
                "FY2022",
                "dividends_per_share",
                CPS,
                "well short of the year before",
                dividend_kind="total",
                form="comparative",
            )
            + " of 2021-22, which had included a final of "
            + say(
                w,
                "121 cents",
                "FY2022",
                "final_dps",
                CPS,
                "which had included a final of",
                dividend_kind="final",
                form="comparative",
            )
            + "."
        ),
        Para(
            "Gold miner Northern Star pays far less but the trend is up. Its final of "
            + say_of(
                w,
                "NST",
                "15.5 cents",
                "FY2023",
                "final_dps",
                CPS,
                "gold miner's final of",
                dividend_kind="final",
            )
            + " a share follows an interim of "
            + say_of(
                w,
                "NST",
                "11 cents",
                "FY2023",
                "interim_dps",
                CPS,
                "follows an interim of",
                dividend_kind="interim",
            )
            + ", for "
            + say_of(
                w,
                "NST",
                "26.5 cents",
                "FY2023",
                "dividends_per_share",
                CPS,
                "gold miner's total for the year",
                dividend_kind="total",
            )
            + " in the year to June. The interim handed out "
            + say_of(
                w,
                "NST",
                "27 per cent",
                "FY2023",
                "h1_payout_ratio_pct",
                "percent",
                "the interim handed out of cash earnings",
            )
            + " of the half's cash earnings, which came to $"
            + say_of(
                w,
                "NST",
                "467 million",
                "FY2023",
                "h1_cash_earnings",
                "million",
                "the half's cash earnings came to",
            )
            + "."
        ),
    )
    return w.doc


PRESS = (min_loss_story_aug_2025, rio_calendar_2025_wire, income_column_fmg_nst_2023)
