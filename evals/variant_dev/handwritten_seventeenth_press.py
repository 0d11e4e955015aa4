"""The seventeenth set's press: a wire, a newspaper piece and a broker's note.

Part of :mod:`evals.variant_dev.handwritten_seventeenth`: a wire story on Mineral Resources'
FY25 loss with the figure in its headline and Fortescue named for context; a newspaper
story on Rio Tinto's calendar 2025 with BHP's copper beside Rio's; and an analyst's note on
Fortescue's December 2024 half, its numbers against the prior corresponding half and its
views in words (no estimates are printed). Every figure is checked against the data.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Bullets, Document, Heading, Para, Table
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import cell, say, say_of, table

CPS = "cents per share"

# --- Wire: Mineral Resources' FY25 --------------------------------------------------------


def min_loss_wire_aug_2025(manifest: list[dict[str, Any]]) -> Document:
    """A wire story on MinRes' year to June 2025: a loss in the headline, a rival for context."""
    w = new_doc("minres-posts-896m-loss-skips-dividend.txt", "MIN", "", "FY2025", manifest)
    s = partial(say, w)

    def before(printed: str, metric: str, unit: str, label: str) -> str:
        return say(w, printed, "FY2024", metric, unit, label, form="comparative")

    w.page("Wire")
    w.add(
        Heading(
            "MinRes sinks to $"
            + s("896m", "FY2025", "statutory_npat", "million", "sinks to a loss of")
            + " loss, skips dividend as lithium bites",
            2,
        ),
        Dateline("PERTH, Aug 21, 2025 (Wire)"),
        Para(
            "Mineral Resources on Thursday reported a net loss after tax of $"
            + s(
                "896 million",
                "FY2025",
                "statutory_npat",
                "million",
                "reported a net loss after tax of",
            )
            + " for the year to June 30, swinging from a profit of $"
            + before("114 million", "statutory_npat", "million", "swinging from a profit of")
            + " a year earlier, after writedowns on its lithium assets and higher interest on "
            "its debt."
        ),
        Para(
            "Stripping out impairments and other one-off items, the Perth-based miner and "
            "contractor lost $"
            + s(
                "112 million",
                "FY2025",
                "underlying_npat",
                "million",
                "stripping out impairments, lost",
            )
            + ", against underlying earnings of $"
            + before("158 million", "underlying_npat", "million", "against underlying earnings of")
            + " the year before. Revenue fell 16 per cent to $"
            + s("4.45 billion", "FY2025", "revenue", "billion", "revenue fell to")
            + " and underlying EBITDA slid to $"
            + s(
                "901 million", "FY2025", "underlying_ebitda", "million", "underlying EBITDA slid to"
            )
            + " from $"
            + before("1.06 billion", "underlying_ebitda", "billion", "underlying EBITDA slid from")
            + "."
        ),
        Para(
            "The board declared no final dividend, leaving the payout for the year at "
            + s(
                "0 cents",
                "FY2025",
                "dividends_per_share",
                CPS,
                "payout for the year",
                dividend_kind="total",
            )
            + " a share, against "
            + say(
                w,
                "20 cents",
                "FY2024",
                "dividends_per_share",
                CPS,
                "payout for the year, against",
                form="comparative",
                dividend_kind="total",
            )
            + " in the prior year. Net debt climbed to $"
            + s("5.35 billion", "FY2025", "net_debt", "billion", "net debt climbed to")
            + " at balance date, from $"
            + before("4.428 billion", "net_debt", "billion", "net debt climbed from")
            + ", while capital spending for the year was trimmed to $"
            + s("1.9 billion", "FY2025", "capex", "billion", "capital spending for the year")
            + "."
        ),
        Para(
            "Managing director Chris Ellison said the mining services division, which earned $"
            + s(
                "737 million",
                "FY2025",
                "segment_underlying_ebitda_mining_services",
                "million",
                "mining services division earned",
                qualifier="Mining Services",
            )
            + " of EBITDA, was the \u201cengine room\u201d of the group and that the Onslow Iron "
            "haul road would be fixed before the end of the year. Onslow shipped "
            + s(
                "14 million tonnes",
                "FY2025",
                "iron_ore_shipments_mt_onslow_100pct",
                "Mt",
                "Onslow shipped",
                basis="100%",
                qualifier="Onslow Iron",
            )
            + " on a 100 per cent basis in its first full year; MinRes did not break out its "
            "own share in the release."
        ),
        Para(
            "The result contrasts with iron ore rival Fortescue, which last week posted a net "
            "profit of $US"
            + say_of(
                w,
                "FMG",
                "3.4 billion",
                "FY2025",
                "statutory_npat",
                "billion",
                "rival Fortescue posted a net profit of",
            )
            + " for the same year. MinRes shares fell 4 per cent to close in Sydney."
        ),
    )
    return w.doc


# --- Newspaper: Rio Tinto's 2025 -------------------------------------------------------


def rio_copper_story_feb_2026(manifest: list[dict[str, Any]]) -> Document:
    """A newspaper story on Rio's calendar 2025: copper volume in the headline, BHP beside."""
    w = new_doc("rio-tinto-copper-output-jumps-27pc.txt", "RIO", "", "FY2025", manifest)
    s = partial(say, w)

    def before(printed: str, metric: str, unit: str, label: str, **o: Any) -> str:
        return say(w, printed, "FY2024", metric, unit, label, form="comparative", **o)

    w.page("Business")
    w.add(
        Heading(
            "Rio's copper pile hits "
            + s("883kt", "FY2025", "copper_production_kt", "kt", "copper pile hits")
            + " but iron ore still pays the bills",
            2,
        ),
        Dateline("Mining | Melbourne | 19 February 2026"),
        Para(
            "Rio Tinto has kept its shareholder returns steady for calendar 2025, declaring "
            "dividends totalling "
            + s(
                "402 US cents",
                "FY2025",
                "dividends_per_share",
                CPS,
                "dividends totalling",
                dividend_kind="total",
            )
            + " a share -- the same as the year before -- equal to "
            + s("60 per cent", "FY2025", "payout_ratio_pct", "percent", "equal to")
            + " of underlying earnings."
        ),
        Para(
            "Underlying earnings, the figure the miner uses to set its dividend, were $US"
            + s("10.87 billion", "FY2025", "underlying_npat", "billion", "underlying earnings were")
            + ", barely changed from $US"
            + before("10.9 billion", "underlying_npat", "billion", "barely changed from")
            + " in 2024. Net earnings attributable to owners fell 14 per cent to $US"
            + s(
                "9.966 billion",
                "FY2025",
                "statutory_npat",
                "billion",
                "net earnings attributable to owners fell to",
            )
            + " after impairments, on revenue that rose to $US"
            + s("57.6 billion", "FY2025", "revenue", "billion", "revenue that rose to")
            + "."
        ),
        Para(
            "Copper output climbed 27 per cent from "
            + before("697kt", "copper_production_kt", "kt", "copper output climbed from")
            + " as Oyu Tolgoi's underground mine ramped up, and the company received an "
            "average $US"
            + s(
                "4.57 a pound",
                "FY2025",
                "realised_price_copper_usd_lb",
                "US$/lb",
                "received an average, copper",
            )
            + ". The copper division's underlying EBITDA came to $US"
            + s(
                "7.4 billion",
                "FY2025",
                "segment_underlying_ebitda_copper",
                "billion",
                "copper division's underlying EBITDA",
                qualifier="Copper",
            )
            + ", still about half what the Pilbara earned: iron ore delivered $US"
            + s(
                "15.2 billion",
                "FY2025",
                "segment_underlying_ebitda_iron_ore",
                "billion",
                "iron ore delivered",
                qualifier="Iron Ore",
            )
            + " on a realised price of $US"
            + s(
                "90 a dry tonne",
                "FY2025",
                "realised_price_pilbara_iron_ore_usd_dmt",
                "US$/dmt",
                "realised price, Pilbara",
            )
            + " (free on board)."
        ),
        Para(
            "Chief executive Simon Trott told analysts the company would \u201crun the "
            "business harder\u201d and keep a lid on costs after capital expenditure jumped "
            "to $US"
            + s("12.3 billion", "FY2025", "capex", "billion", "capital expenditure jumped to")
            + " and net debt rose to $US"
            + s("14.4 billion", "FY2025", "net_debt", "billion", "net debt rose to")
            + ", from $US"
            + before("5.491 billion", "net_debt", "billion", "net debt rose from")
            + " a year earlier, following the Arcadium Lithium takeover."
        ),
        Para(
            "Rio remains well behind BHP in copper: the larger rival produced "
            + say_of(
                w,
                "BHP",
                "2 million tonnes",
                "FY2025",
                "copper_production_kt",
                "Mt",
                "the larger rival produced, copper",
            )
            + " in its year to June 2025. Rio shares rose 1.2 per cent in Sydney."
        ),
    )
    return w.doc


# --- Broker note: Fortescue's December 2024 half ---------------------------------------------


def fmg_broker_note_1h25(manifest: list[dict[str, Any]]) -> Document:
    """An analyst's note on FMG's 1H25: a result summary beside the pcp, views in words."""
    w = new_doc(
        "Equity research - FMG 1H25 result first take.txt",
        "FMG",
        "Australian Resources | Equity Research | 19 February 2025",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "FMG")
    s = partial(say, w)
    w.page("First take")
    w.add(
        Heading("Fortescue (FMG): 1H25 -- softer price, cleaner costs; dividend at the floor"),
        Para("Rating: Underweight (unchanged). Price target: under review."),
        Heading("Our take", 2),
        Bullets(
            [
                "Headline NPAT of US$"
                + s("1.6bn", "FY2025", "h1_statutory_npat", "billion", "headline NPAT of")
                + " roughly halved on pcp as the realised hematite price fell to US$"
                + s(
                    "85/dmt",
                    "FY2025",
                    "h1_realised_price_hematite_usd_dmt",
                    "US$/dmt",
                    "realised hematite price fell to",
                ),
                "C1 of US$"
                + s("19.17/wmt", "FY2025", "h1_c1_cost_usd_wmt", "US$/wmt", "C1 of")
                + " -- above the full-year run-rate; management held guidance",
                "Interim of A"
                + s(
                    "50c",
                    "FY2025",
                    "interim_dps",
                    CPS,
                    "interim of",
                    dividend_kind="interim",
                )
                + " fully franked = "
                + s("65%", "FY2025", "h1_payout_ratio_pct", "percent", "interim payout")
                + " of NPAT, bottom of the 50-80% range",
                "FCF of only US$"
                + s("0.7bn", "FY2025", "h1_free_cash_flow", "billion", "FCF of only")
                + " after Fortescue Energy spend and decarbonisation capex",
            ]
        ),
        table(
            w,
            "Result summary (US$ unless stated)",
            ["", "1H25A", "1H24A", "pcp chg"],
            [
                (
                    "Revenue (bn)",
                    [c("7.6", "FY2025", "h1_revenue", "billion"), None],
                ),
                (
                    "Underlying EBITDA (bn)",
                    [
                        c("3.6", "FY2025", "h1_underlying_ebitda", "billion"),
                        c("5.9", "FY2024", "h1_underlying_ebitda", "billion"),
                    ],
                ),
                (
                    "Reported NPAT (bn)",
                    [
                        c("1.60", "FY2025", "h1_statutory_npat", "billion"),
                        c("3.34", "FY2024", "h1_statutory_npat", "billion"),
                    ],
                ),
                (
                    "EPS, basic (USc)",
                    [c("51", "FY2025", "h1_basic_eps", CPS), None],
                ),
                (
                    "Operating cash flow (bn)",
                    [c("2.4", "FY2025", "h1_net_operating_cash_flow", "billion"), None],
                ),
                (
                    "Shipments (Mt)",
                    [c("97.1", "FY2025", "h1_iron_ore_shipments_mt", "Mt"), None],
                ),
                (
                    "DPS (A cents, ff)",
                    [
                        c("50", "FY2025", "interim_dps", CPS, dividend_kind="interim"),
                        c("108", "FY2024", "interim_dps", CPS, dividend_kind="interim"),
                    ],
                ),
                (
                    "Payout (% NPAT)",
                    [
                        c("65", "FY2025", "h1_payout_ratio_pct", "percent"),
                        c("65", "FY2024", "h1_payout_ratio_pct", "percent"),
                    ],
                ),
            ],
            notes=[
                "1H24A items not shown were not in our published model. A = actual. "
                "ff = fully franked. n/a = not available.",
            ],
        ),
    )
    summary = w.doc.pages[-1].blocks[-1]
    assert isinstance(summary, Table)
    changes = ["n/a", "down 39%", "about halved", "n/a", "n/a", "n/a", "down 54%", "flat"]
    for row, change in zip(summary.rows, changes, strict=True):
        row.append(change)
    w.add(
        Para(
            "Against peers, the half looks weak: Rio Tinto's June half and BHP's December "
            "half both benefited from copper, which Fortescue does not produce. We see little "
            "room for the payout to rise while Green Energy spending continues, and keep our "
            "rating. Analyst certification and disclosures follow on the next page."
        ),
    )
    return w.doc


PRESS = (min_loss_wire_aug_2025, rio_copper_story_feb_2026, fmg_broker_note_1h25)
