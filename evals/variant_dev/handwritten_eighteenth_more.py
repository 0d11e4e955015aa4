"""The eighteenth set's back pages and press: holders' page, a reader Q&A, spending, volumes.

Part of :mod:`evals.variant_dev.handwritten_eighteenth`: Northern Star's FY25 shareholder
information page (a dividend history in dollars a share, three years across, the latest
year's total alone) with a year in review; a newspaper's reader Q&A column on five miners'
dividends (questions in italics, answers naming interim, final, special and total in the
column's own words); a feature on the miners' capital spending in "$US" with growth
spending named and sustaining spending left in words; and Mineral Resources' FY25 volumes
page whose ownership basis sits only in footnote markers. Every figure is checked against
the data; a figure the data does not hold is a dash or words.
"""

from __future__ import annotations

from typing import Any

from evals.realistic.model import Document, Footnotes, Heading, Para
from evals.variant.writer import DASH, Dateline, VTable, new_doc
from evals.variant_dev.handwritten_eighteenth import DPS, fig

# --- Northern Star: FY25 shareholder information -----------------------------------------


def nst_shareholder_information_fy25(manifest: list[dict[str, Any]]) -> Document:
    """NST's holders' page: dividends in A$ a share, three years across; a year in review."""
    w = new_doc(
        "Northern Star Annual Report 2025 - shareholder information.txt",
        "NST",
        "Northern Star Resources Ltd | Annual Report 2025",
        "FY2025",
        manifest,
    )
    w.page("Shareholder information")
    title = "Dividend record (A$ per share, fully franked)"

    def d(v: str, fy: str, metric: str, kind: str, row: str) -> str:
        return fig(w, v, fy, metric, DPS, f"{row} | {title}", dividend_kind=kind)

    rows = [
        [
            "Paid with the half-year result",
            d("0.11", "FY2023", "interim_dps", "interim", "Paid with the half-year result"),
            d("0.15", "FY2024", "interim_dps", "interim", "Paid with the half-year result"),
            DASH,
        ],
        [
            "Paid with the full-year result",
            d("0.155", "FY2023", "final_dps", "final", "Paid with the full-year result"),
            d("0.25", "FY2024", "final_dps", "final", "Paid with the full-year result"),
            DASH,
        ],
        [
            "For the year",
            d("0.265", "FY2023", "dividends_per_share", "total", "For the year"),
            d("0.40", "FY2024", "dividends_per_share", "total", "For the year"),
            d("0.55", "FY2025", "dividends_per_share", "total", "For the year"),
        ],
    ]
    w.add(
        Heading("Information for shareholders", 2),
        Para(
            "Shareholders can elect to receive payments by direct credit to an Australian "
            "bank account. Holding statements, tax statements and payment advices are "
            "available from the share registry's investor centre."
        ),
        VTable(
            title,
            ["", "FY23", "FY24", "FY25"],
            rows,
            style="columns",
            notes=[
                f"{DASH} The split of the FY25 amount between the two payments is set out in "
                "the Directors' Report and the payment advices.",
            ],
        ),
        Heading("The year in review", 2),
        Para(
            "In the twelve months to 30 June 2025 the Company sold "
            + fig(
                w,
                "1,634 koz",
                "FY2025",
                "gold_sold_koz",
                "koz",
                "the Company sold",
                form="sentence",
            )
            + " of gold at an average of A$"
            + fig(
                w,
                "3,922",
                "FY2025",
                "realised_gold_price_aud_oz",
                "A$/oz",
                "gold sold at an average of",
                form="sentence",
            )
            + " an ounce. Sales reached A$"
            + fig(
                w, "6.4 billion", "FY2025", "revenue", "billion", "sales reached", form="sentence"
            )
            + ", EBITDA before significant items A$"
            + fig(
                w,
                "3.5 billion",
                "FY2025",
                "underlying_ebitda",
                "billion",
                "EBITDA before significant items",
                form="sentence",
            )
            + ", and cash left after sustaining and growth investment, on the underlying "
            "measure, A$"
            + fig(
                w,
                "536 million",
                "FY2025",
                "underlying_free_cash_flow",
                "million",
                "cash left after sustaining and growth investment, underlying",
                form="sentence",
            )
            + ". At 30 June 2024 the Company held net cash of A$"
            + fig(
                w,
                "358 million",
                "FY2024",
                "net_debt",
                "million",
                "held net cash of",
                form="sentence",
            )
            + "."
        ),
    )
    return w.doc


# --- Press: a reader Q&A column on dividends ----------------------------------------------


def dividend_reader_qa(manifest: list[dict[str, Any]]) -> Document:
    """A newspaper reader Q&A on five miners' dividends, each answer in the column's words."""
    w = new_doc("ask-the-income-column-miners-payouts.md", "RIO", "", "FY2021", manifest)

    def of(ticker: str, v: str, fy: str, metric: str, unit: str, label: str, kind: str) -> str:
        return w.fig(
            v, (ticker, fy, metric), unit=unit, label=label, form="sentence", dividend_kind=kind
        )

    w.page("Column")
    w.add(
        Heading("Your money: which miner's payout was the real thing?", 2),
        Dateline("The Income Column | Saturday edition"),
        Para(
            "*I held Rio Tinto through 2021 and remember a bonus on top of the normal "
            "dividend. How big was it? -- G.P., Mosman*"
        ),
        Para(
            "Rio's board added a special payment of $US"
            + of("RIO", "2.47", "FY2021", "special_dps", DPS, "special payment of", "special")
            + " a share for the 2021 year, on top of its ordinary dividends; all up, "
            "shareholders received $US"
            + of(
                "RIO",
                "10.40",
                "FY2021",
                "dividends_per_share",
                DPS,
                "all up, shareholders received",
                "total",
            )
            + " a share for the year. The split between the ordinary half-year and year-end "
            "payments is in the company's annual report, which I do not have to hand."
        ),
        Para(
            "*Fortescue paid me twice in the 2022 financial year. What were the two "
            "cheques? -- M.L., Geraldton*"
        ),
        Para(
            "The March payment -- the interim -- was $"
            + of(
                "FMG",
                "0.86",
                "FY2022",
                "interim_dps",
                DPS,
                "the March payment -- the interim -- was",
                "interim",
            )
            + " a share and the September one, the final, $"
            + of("FMG", "1.21", "FY2022", "final_dps", DPS, "the September one, the final", "final")
            + ", both fully franked."
        ),
        Para(
            "*Did Mineral Resources pay more at the half or at the year-end in 2022-23? "
            "-- A.T., Hobart*"
        ),
        Para(
            "More at the half. The interim cheque was $"
            + of("MIN", "1.20", "FY2023", "interim_dps", DPS, "the interim cheque was", "interim")
            + " a share and the year-end one only "
            + of(
                "MIN",
                "70 cents",
                "FY2023",
                "final_dps",
                "cents per share",
                "the year-end one only",
                "final",
            )
            + ", for "
            + of("MIN", "$1.90", "FY2023", "dividends_per_share", DPS, "for the year", "total")
            + " across the year."
        ),
        Para("*And BHP's first-half payout for 2021-22? -- R.S., Toowoomba*"),
        Para(
            "BHP declared $US"
            + of("BHP", "1.50", "FY2022", "interim_dps", DPS, "BHP declared at the half", "interim")
            + " a share with its December 2021 half result, on the way to $US"
            + of(
                "BHP",
                "3.25",
                "FY2022",
                "dividends_per_share",
                DPS,
                "on the way to, for the year",
                "total",
            )
            + " for the full year."
        ),
        Para(
            "*This column is general information only and not advice. Send questions to the "
            "Income Column desk.*"
        ),
    )
    return w.doc


# --- Press: the miners' capital spending ----------------------------------------------------


def capex_feature(manifest: list[dict[str, Any]]) -> Document:
    """A feature on the miners' spending: "$US", growth spending named, sustaining in words."""
    w = new_doc("miners-open-the-chequebook-capex.md", "RIO", "", "FY2025", manifest)

    def of(ticker: str, v: str, fy: str, metric: str, unit: str, label: str) -> str:
        return w.fig(v, (ticker, fy, metric), unit=unit, label=label, form="sentence")

    w.page("Feature")
    w.add(
        Heading("Digging deeper: the miners open the chequebook", 2),
        Dateline("Resources | Analysis"),
        Para(
            "Rio Tinto poured $US"
            + of(
                "RIO",
                "12.3 billion",
                "FY2025",
                "capex",
                "billion",
                "Rio Tinto poured into its assets",
            )
            + " into mines, smelters and the Simandou project in calendar 2025, up from $US"
            + of("RIO", "9,621 million", "FY2024", "capex", "million", "up from, the year before")
            + " a year earlier. The bill has eaten into what is left for shareholders: the "
            "cash the company had over after investing came to $US"
            + of(
                "RIO",
                "4.0 billion",
                "FY2025",
                "free_cash_flow",
                "billion",
                "cash over after investing came to",
            )
            + ", against $US"
            + of(
                "RIO",
                "5,553 million",
                "FY2024",
                "free_cash_flow",
                "million",
                "cash over after investing, against",
            )
            + " in 2024."
        ),
        Para(
            "Elsewhere in the sector, BHP's capital and exploration bill "
            "for the year to June 2025 was $US"
            + of(
                "BHP", "9.79 billion", "FY2025", "capex", "billion", "capital and exploration bill"
            )
            + ", and Fortescue spent $US"
            + of("FMG", "3.9 billion", "FY2025", "capex", "billion", "Fortescue spent")
            + " as it pushed on with its green energy and Iron Bridge projects. Mineral "
            "Resources, under pressure from lenders, cut its outlay to $"
            + of("MIN", "1.9 billion", "FY2025", "capex", "billion", "cut its outlay to")
            + " in the same year."
        ),
        Para(
            "Gold miners are spending too. Northern Star put $"
            + of(
                "NST",
                "752 million",
                "FY2023",
                "growth_capex",
                "million",
                "put into growth projects",
            )
            + " into growth projects -- chiefly the KCGM mill expansion -- in 2022-23. The "
            "company does not split out the money spent simply keeping its mines running in "
            "the figures it highlighted that year."
        ),
    )
    return w.doc


# --- Mineral Resources: FY25 volumes with the basis in footnote markers ----------------------


def min_volumes_fy25(manifest: list[dict[str, Any]]) -> Document:
    """MinRes' FY25 volumes: the ownership basis only in footnote markers on the labels."""
    w = new_doc(
        "Mineral Resources FY25 operations - volumes.txt",
        "MIN",
        "Mineral Resources Limited | Operations review | Year ended 30 June 2025",
        "FY2025",
        manifest,
    )
    w.page("Volumes")
    title = "Volumes by operation"

    specs = (
        # row words (marker)|printed|fiscal year|metric|unit|site|basis|column (0 FY25, 1 FY24)
        "Onslow Iron, ore shipped (Mt, wet)\u00b9|14|FY2025|iron_ore_shipments_mt_onslow_100pct"
        "|Mt|Onslow Iron|100%|0",
        "Pilbara Hub, ore shipped (Mt, wet)\u00b2|9.7|FY2025|iron_ore_shipments_mt_pilbara_hub"
        "|Mt|Pilbara Hub||0",
        "Mt Marion, concentrate shipped (kt)\u00b3|203|FY2025|spodumene_shipments_kt_mt_marion"
        "|kt|Mt Marion||0",
        "Mt Marion, concentrate produced (kt)\u00b3|218|FY2024|spodumene_production_kt_mt_marion"
        "|kt|Mt Marion||1",
        "Wodgina, concentrate shipped (kt)\u00b3|214|FY2025|spodumene_shipments_kt_wodgina"
        "|kt|Wodgina||0",
        "Wodgina, concentrate produced (kt)\u00b3|201|FY2024|spodumene_production_kt_wodgina"
        "|kt|Wodgina||1",
        "Contracting, material moved for clients and own sites (Mt)|280|FY2025"
        "|mining_services_production_mt|Mt|||0",
    )
    rows = []
    for spec in specs:
        words, printed, fy, metric, unit, site, basis, col = spec.split("|")
        label = words.split(" (")[0]
        value = fig(
            w,
            printed,
            fy,
            metric,
            unit,
            f"{label} | {title}",
            qualifier=site or None,
            basis=basis or None,
        )
        rows.append([words, DASH, DASH])
        rows[-1][1 + int(col)] = value
    w.add(
        Heading("Operations at a glance", 2),
        VTable(title, ["", "FY25", "FY24"], rows, style="columns"),
        Para(
            "The Onslow Iron haul road was resealed during the year, and both lithium mines "
            "were placed on a lower-cost operating plan."
        ),
        Footnotes(
            [
                "\u00b9 Whole of the joint venture, not MinRes' interest.",
                "\u00b2 As reported by MinRes for its own hub.",
                "\u00b3 SC6 equivalent; the ownership basis follows each operation's joint "
                "venture reporting and is not restated.",
                f"{DASH} not reported for that year on this page.",
            ]
        ),
    )
    return w.doc


MORE = (nst_shareholder_information_fy25, dividend_reader_qa, capex_feature, min_volumes_fy25)
