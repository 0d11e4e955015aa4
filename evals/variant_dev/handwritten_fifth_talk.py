"""Slides and meeting addresses of the fifth hand-written set.

Two results presentations as slide text (terse bullets, figures beside arrows and
percentage moves, "US$bn", one slide a page) and two annual general meeting addresses in
a spoken style, where the measure is named a clause or a sentence away from its figure.
Part of :mod:`evals.variant_dev.handwritten_fifth`; every recorded figure goes through
:class:`VWriter` and is checked against the data as it is written.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Bullets, Document, Heading, Para
from evals.variant.writer import new_doc
from evals.variant_dev.kit import cell, say, table

CPS = "cents per share"
DPS = "dollars per share"
UP = "\u25b2"
DOWN = "\u25bc"


# --- Fortescue: FY24 results presentation (Markdown slides) -----------------------------------


def fmg_slides_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY24 results deck in Markdown: a heading a slide, figures beside arrows."""
    w = new_doc("Fortescue FY24 results presentation.md", "FMG", "", "FY2024", manifest)
    fy = "FY2024"
    w.page("Cover")
    w.add(
        Heading("FY24 full year results"),
        Para("Fortescue Ltd | Investor and analyst briefing | August 2024"),
        Para("All figures US$ unless noted. Arrows compare with FY23."),
    )
    w.add(
        Heading("FY24 snapshot", 2),
        Bullets(
            [
                "Top line "
                + say(w, "US$18.22bn", fy, "revenue", "billion", "top line")
                + f" {UP} 8%",
                "EBITDA before one-offs "
                + say(w, "US$10.7bn", fy, "underlying_ebitda", "billion", "EBITDA before one-offs")
                + f" {UP} 7%",
                "Bottom line, reported "
                + say(w, "US$5,664m", fy, "statutory_npat", "million", "bottom line, reported")
                + f" {UP} 18%",
                "Bottom line, ex one-offs "
                + say(w, "US$5.7bn", fy, "underlying_npat", "billion", "bottom line, ex one-offs")
                + f" {UP} 3%",
                "EPS " + say(w, "US$1.85", fy, "basic_eps", DPS, "EPS") + " (A$2.82)",
            ]
        ),
    )
    w.add(
        Heading("Cash generation and balance sheet", 2),
        Bullets(
            [
                say(
                    w,
                    "US$7.9bn",
                    fy,
                    "net_operating_cash_flow",
                    "billion",
                    "cash in from operating the business",
                )
                + f" cash in from operating the business {UP} 7%",
                say(
                    w,
                    "US$5.1bn",
                    fy,
                    "free_cash_flow",
                    "billion",
                    "cash left once capex is paid",
                )
                + f" cash left once capex is paid {UP} 18%",
                "Cash at bank "
                + say(w, "US$4.9bn", fy, "cash_and_equivalents", "billion", "cash at bank")
                + " | gross borrowings "
                + say(w, "US$5.4bn", fy, "gross_debt", "billion", "gross borrowings")
                + " | net "
                + say(w, "US$0.5bn", fy, "net_debt", "billion", "net of the two at 30 June"),
            ]
        ),
    )
    w.add(
        Heading("Returns to shareholders", 2),
        Bullets(
            [
                "Final "
                + say(
                    w,
                    "A$0.89",
                    fy,
                    "final_dps",
                    DPS,
                    "final, fully franked",
                    dividend_kind="final",
                )
                + " fully franked",
                "FY24 total "
                + say(
                    w,
                    "A$1.97",
                    fy,
                    "dividends_per_share",
                    DPS,
                    "FY total, fully franked",
                    dividend_kind="total",
                )
                + " ff",
                say(
                    w,
                    "70%",
                    fy,
                    "payout_ratio_pct",
                    "percent",
                    "of NPAT returned",
                    dividend_kind="total",
                )
                + " of NPAT returned",
            ]
        ),
    )
    w.add(
        Heading("Iron ore: volumes, costs, prices", 2),
        Bullets(
            [
                "Tonnes on ships "
                + say(w, "191.6Mt", fy, "iron_ore_shipments_mt", "Mt", "tonnes on ships")
                + " vs "
                + say(
                    w,
                    "192Mt",
                    "FY2023",
                    "iron_ore_shipments_mt",
                    "Mt",
                    "tonnes on ships, FY23",
                    form="comparative",
                )
                + " in FY23",
                "Hematite C1 "
                + say(w, "US$18.24/wmt", fy, "c1_cost_usd_wmt", "US$/wmt", "hematite C1")
                + f" {UP} 4%",
                "Hematite revenue "
                + say(
                    w,
                    "US$103.01/dmt",
                    fy,
                    "realised_price_hematite_usd_dmt",
                    "US$/dmt",
                    "hematite revenue a dry tonne",
                )
                + f" {UP} 9%",
            ]
        ),
    )
    return w.doc


# --- Rio Tinto: 2024 half-year results presentation (text slides) ------------------------------


def rio_slides_h1_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's half-year 2024 deck as text: one slide a page, US$bn with arrows."""
    w = new_doc(
        "Rio Tinto 2024 half year results presentation.txt",
        "RIO",
        "Rio Tinto | 2024 half year results",
        "H1 FY2024",
        manifest,
    )
    c = partial(cell, "RIO")
    w.page("Title")
    w.add(
        Heading("2024 half year results"),
        Para("Six months to 30 June 2024. US$ throughout; arrows against 1H 2023."),
    )
    w.page("Headline numbers")
    w.add(
        Heading("Headline numbers", 2),
        Bullets(
            [
                say(w, "$26.802bn", "FY2024", "h1_revenue", "billion", "group sales")
                + f" group sales {UP} 1%",
                say(
                    w,
                    "$12.093bn",
                    "FY2024",
                    "h1_underlying_ebitda",
                    "billion",
                    "EBITDA, adjusted",
                )
                + f" EBITDA, adjusted {UP} 3%",
                say(
                    w,
                    "$5.808bn",
                    "FY2024",
                    "h1_statutory_npat",
                    "billion",
                    "attributable profit, IFRS",
                )
                + f" attributable profit, IFRS {UP} 14%",
                say(
                    w,
                    "$5.8bn",
                    "FY2024",
                    "h1_underlying_npat",
                    "billion",
                    "earnings on the Group's adjusted measure",
                )
                + " earnings on our adjusted measure",
            ]
        ),
    )
    w.page("Cash")
    title = "Cash (US$bn)"
    w.add(
        Heading("Cash", 2),
        table(
            w,
            title,
            ["", "1H 2024", "1H 2023", ""],
            [
                (
                    "Operating cash inflow",
                    [
                        c("7.056", "FY2024", "h1_net_operating_cash_flow", "billion"),
                        c("6.975", "FY2023", "h1_net_operating_cash_flow", "billion"),
                    ],
                ),
                (
                    "Cash after capital investment",
                    [
                        c("2.843", "FY2024", "h1_free_cash_flow", "billion"),
                        c("3.769", "FY2023", "h1_free_cash_flow", "billion"),
                    ],
                ),
            ],
        ),
    )
    cash = w.doc.pages[-1].blocks[-1]
    assert hasattr(cash, "rows")
    cash.rows[0].append(f"{UP} 1%")
    cash.rows[1].append(f"{DOWN} 25%")
    w.page("Per share")
    w.add(
        Heading("Per share", 2),
        Bullets(
            [
                "EPS, IFRS " + say(w, "355.8c", "FY2024", "h1_basic_eps", CPS, "EPS, IFRS"),
                "EPS, adjusted "
                + say(w, "354.3c", "FY2024", "h1_underlying_eps", CPS, "EPS, adjusted"),
                "Interim "
                + say(
                    w,
                    "177c",
                    "FY2024",
                    "interim_dps",
                    CPS,
                    "interim, US cents",
                    dividend_kind="interim",
                )
                + " = "
                + say(
                    w,
                    "50%",
                    "FY2024",
                    "h1_payout_ratio_pct",
                    "percent",
                    "interim as a slice of adjusted earnings",
                    dividend_kind="interim",
                )
                + " of adjusted earnings",
            ]
        ),
    )
    return w.doc


# --- BHP: 2024 annual general meeting, chair's and CEO's addresses -----------------------------


def bhp_agm_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """BHP's AGM in the spoken style: measures named a clause or a sentence from the figure."""
    w = new_doc(
        "BHP 2024 Annual General Meeting - addresses.txt",
        "BHP",
        "BHP Group Limited | 2024 Annual General Meeting",
        "FY2024",
        manifest,
    )
    fy = "FY2024"
    w.page("Chair's address")
    w.add(
        Heading("Chair's address"),
        Para(
            "Good morning, and thank you for joining us, whether here in the room or online. "
            "I want to start with what most of you ask me about first, which is what the "
            "company returned to you. For the year that ended in June, and counting both the "
            "payment in March and the one in September, the Board determined "
            + say(
                w,
                "US$1.46",
                fy,
                "dividends_per_share",
                DPS,
                "what the Board determined for the year, both payments counted",
                dividend_kind="total",
            )
            + " a share. The September payment on its own, which we announced in August "
            "alongside the results, was "
            + say(
                w,
                "74 US cents",
                fy,
                "final_dps",
                CPS,
                "the September payment on its own",
                dividend_kind="final",
            )
            + ", and that represented, measured against the second half's underlying "
            "earnings, "
            + say(
                w,
                "53%",
                fy,
                "payout_ratio_pct",
                "percent",
                "the September payment measured against the second half's underlying earnings",
                dividend_kind="final",
            )
            + "."
        ),
        Para(
            "The accounting result, the one that carries the charges for Samarco and for "
            "Western Australia Nickel, and which therefore looks a great deal weaker than "
            "the business really was, came to "
            + say(
                w,
                "US$7,897 million",
                fy,
                "statutory_npat",
                "million",
                "the accounting result, charges included",
            )
            + ". When those items are set aside, the figure your Board uses to set "
            "dividends, which rose slightly on the year before, was "
            + say(
                w,
                "US$13.66 billion",
                fy,
                "underlying_npat",
                "billion",
                "the figure the Board uses to set dividends, items set aside",
            )
            + "."
        ),
        Para(
            "Expressed for each share you hold, and again before those items, we earned "
            + say(
                w,
                "269.5 US cents",
                fy,
                "underlying_basic_eps",
                CPS,
                "earned for each share held, before those items",
            )
            + "; after them, and this is the number you will find on the face of the income "
            "statement, it was "
            + say(
                w,
                "155.8 US cents",
                fy,
                "basic_eps",
                CPS,
                "the number on the face of the income statement, for each share",
            )
            + "."
        ),
    )
    w.page("Chief Executive Officer's address")
    w.add(
        Heading("Chief Executive Officer's address"),
        Para(
            "Thank you, Chair. Let me turn to the operations, because that is where our "
            "results are made. Copper, which is where we see the strongest growth in demand "
            "as the world electrifies, and where Escondida in Chile had a strong year, "
            "reached "
            + say(
                w,
                "1,865 kt",
                fy,
                "copper_production_kt",
                "kt",
                "copper, where the strongest growth in demand is seen",
            )
            + " for the year."
        ),
        Para(
            "In the Pilbara, where the team has worked hard on the reliability of the rail "
            "and port system, Western Australia Iron Ore delivered, on our share, a record "
            + say(
                w,
                "255 Mt",
                fy,
                "waio_production_bhp_share_mt",
                "Mt",
                "Western Australia Iron Ore, delivered on our share",
                basis="BHP share",
            )
            + ", and across the whole portfolio, iron ore came to "
            + say(
                w,
                "259.7 Mt",
                fy,
                "iron_ore_production_mt",
                "Mt",
                "iron ore across the whole portfolio",
                basis="BHP share",
            )
            + "."
        ),
        Para(
            "We also kept investing. What we put into new capacity, sustaining our assets and "
            "looking for the next deposits amounted over the year to "
            + say(
                w,
                "US$9.27 billion",
                fy,
                "capex",
                "billion",
                "what was put into capacity, sustaining assets and looking for deposits",
            )
            + ", and at the end of June the amount we owed, once you take away the cash we "
            "hold, stood at "
            + say(
                w,
                "US$9.12 billion",
                fy,
                "net_debt",
                "billion",
                "the amount owed once the cash held is taken away, end of June",
            )
            + ", comfortably within our target range."
        ),
    )
    return w.doc


# --- Northern Star: 2025 annual general meeting, managing director's address ------------------


def nst_agm_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's AGM address on FY25: long sentences, labels after their figures."""
    w = new_doc(
        "Northern Star 2025 AGM - Managing Director's address.txt",
        "NST",
        "Northern Star Resources Limited | Annual General Meeting 2025",
        "FY2025",
        manifest,
    )
    fy = "FY2025"
    w.page("Managing Director's address")
    w.add(
        Heading("Managing Director and Chief Executive Officer's address"),
        Para(
            "Thank you, Chair, and good morning to our shareholders. Financial year 2025, "
            "the twelve months to the end of June, was a record for Northern Star on almost "
            "every measure that matters. We poured and sold "
            + say(w, "1.634 million ounces", fy, "gold_sold_koz", "Moz", "poured and sold")
            + ", against "
            + say(
                w,
                "1.621 million",
                "FY2024",
                "gold_sold_koz",
                "Moz",
                "poured and sold the year before",
                form="comparative",
            )
            + " the year before, and for every one of those ounces, on average, the market "
            "paid us "
            + say(
                w,
                "A$3,922",
                fy,
                "realised_gold_price_aud_oz",
                "A$/oz",
                "what the market paid for every ounce, on average",
            )
            + "."
        ),
        Para(
            "That combination took the money coming in from our customers to "
            + say(w, "$6.4 billion", fy, "revenue", "billion", "money coming in from customers")
            + " and earnings before interest, tax, depreciation and amortisation, leaving "
            "aside the items we do not regard as part of running our mines, to "
            + say(
                w,
                "$3.5 billion",
                fy,
                "underlying_ebitda",
                "billion",
                "earnings before interest, tax, depreciation and amortisation, leaving aside "
                "items not part of running the mines",
            )
            + ". After tax, and on the same basis, profit more than doubled to "
            + say(
                w,
                "$1.4 billion",
                fy,
                "underlying_npat",
                "billion",
                "profit after tax, on the same basis",
            )
            + "."
        ),
        Para(
            "Most important for a business that is building, as we are at KCGM and in the "
            "Yandal, is what is left once all of that building is paid for, and here too we "
            "set a record, with "
            + say(
                w,
                "$536 million",
                fy,
                "underlying_free_cash_flow",
                "million",
                "what is left once the building is paid for, before one-off items",
            )
            + " remaining before one-off items, compared with "
            + say(
                w,
                "$462 million",
                "FY2024",
                "underlying_free_cash_flow",
                "million",
                "what was left the year before",
                form="comparative",
            )
            + " a year earlier."
        ),
        Para(
            "Shareholders shared in that: adding the final dividend the Board declared in "
            "August to the interim, you received "
            + say(
                w,
                "55 cents",
                fy,
                "dividends_per_share",
                CPS,
                "received for the year, the final and the interim added",
                dividend_kind="total",
            )
            + " a share for the year, of which the interim, on the first half, was "
            + say(
                w,
                "25 cents",
                fy,
                "interim_dps",
                CPS,
                "the interim, on the first half",
                dividend_kind="interim",
            )
            + "."
        ),
    )
    return w.doc


TALK: tuple[Callable[[list[dict[str, Any]]], Document], ...] = (
    fmg_slides_fy2024,
    rio_slides_h1_fy2024,
    bhp_agm_fy2024,
    nst_agm_fy2025,
)
