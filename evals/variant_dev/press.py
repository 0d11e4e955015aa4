"""Press articles of the development split, in the Australian financial press's register.

"$US" before the number, "a share", "came in at", comparisons with the prior year, targets
and release dates beside the reporting period, and companies named as journalists name
them. One page each (Markdown or text); every figure checked against the data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc
from evals.variant_dev.kit import say


def bhp_first_half_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's half to December 2024 (H1 FY2025), with the prior half and a 2030 target."""
    w = new_doc("bhp-copper-lifts-first-half-profit.md", "BHP", "", "H1 FY2025", manifest)
    w.page("Article")
    w.add(
        Heading("Copper carries BHP as first-half profit jumps"),
        Dateline("By a resources reporter | 18 February 2025"),
        Para(
            "BHP's bet on copper paid off in the December half, with the Big Australian "
            "reporting attributable profit of "
            + say(
                w,
                "$US4.416 billion",
                "FY2025",
                "h1_statutory_npat",
                "billion",
                "attributable profit for the December half",
            )
            + " for the six months to December 31, up sharply from the "
            + say(
                w,
                "$US927 million",
                "FY2024",
                "h1_statutory_npat",
                "million",
                "attributable profit a year earlier",
                form="comparative",
            )
            + " it booked a year earlier when writedowns hit the result."
        ),
        Para(
            "Sales came in at "
            + say(w, "$US25.176 billion", "FY2025", "h1_revenue", "billion", "sales for the half")
            + ", down from "
            + say(
                w,
                "$US27.23 billion",
                "FY2024",
                "h1_revenue",
                "billion",
                "sales in the prior half",
                form="comparative",
            )
            + " as iron ore prices eased. Shareholders will receive an interim payout of "
            + say(
                w,
                "$US0.50",
                "FY2025",
                "interim_dps",
                "dollars per share",
                "interim payout",
                dividend_kind="interim",
            )
            + " a share, equal to "
            + say(
                w,
                "50 per cent",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "share of half-year earnings handed back",
                dividend_kind="interim",
            )
            + " of underlying earnings, against 72 US cents last time."
        ),
        Para(
            "Copper output for the half reached "
            + say(
                w, "987kt", "FY2025", "h1_copper_production_kt", "kt", "copper output for the half"
            )
            + ", with the Escondida mine in Chile alone producing "
            + say(
                w,
                "644kt",
                "FY2025",
                "h1_copper_production_kt_escondida",
                "kt",
                "Escondida copper output",
                qualifier="Escondida",
            )
            + ". Chief executive Mike Henry said the company was on track to grow copper "
            "further by FY2030 and would keep capital spending disciplined."
        ),
    )
    return w.doc


def rio_record_2021(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2021 calendar year: a record dividend with a special component."""
    w = new_doc(
        "Rio Tinto record dividend 2021 - press.txt",
        "RIO",
        "Markets | Mining",
        "FY2021",
        manifest,
    )
    w.page("Article")
    w.add(
        Heading("Rio Tinto shareholders share in iron ore windfall"),
        Dateline("Melbourne, 17 February 2022"),
        Para(
            "Rio Tinto will hand investors its biggest ever payout after soaring iron ore "
            "prices lifted the miner's full-year earnings to a record. Net profit for the "
            "year to December 31 came in at "
            + say(
                w, "$US21.1 billion", "FY2021", "statutory_npat", "billion", "full-year net profit"
            )
            + ", while earnings stripped of one-off items were "
            + say(
                w,
                "$US21.4 billion",
                "FY2021",
                "underlying_npat",
                "billion",
                "earnings stripped of one-off items",
            )
            + "."
        ),
        Para(
            "Sales rose to "
            + say(w, "$US63.5 billion", "FY2021", "revenue", "billion", "sales for the year")
            + " and EBITDA before exceptional items reached "
            + say(
                w,
                "$US37.72 billion",
                "FY2021",
                "underlying_ebitda",
                "billion",
                "EBITDA before exceptional items",
            )
            + ". The board declared total distributions of "
            + say(
                w,
                "$US10.40",
                "FY2021",
                "dividends_per_share",
                "dollars per share",
                "total distributions for the year",
                dividend_kind="total",
            )
            + " a share, which includes a one-off top-up of "
            + say(
                w,
                "$US2.47",
                "FY2021",
                "special_dps",
                "dollars per share",
                "one-off top-up",
                dividend_kind="special",
            )
            + " a share and hands back "
            + say(
                w,
                "79 per cent",
                "FY2021",
                "payout_ratio_pct",
                "percent",
                "portion of earnings handed back",
            )
            + " of earnings."
        ),
        Para(
            "Cash from operations came in at "
            + say(
                w,
                "$US25.345 billion",
                "FY2021",
                "net_operating_cash_flow",
                "billion",
                "cash from operations",
            )
            + " and cash left over after investment at "
            + say(
                w,
                "$US17.7 billion",
                "FY2021",
                "free_cash_flow",
                "billion",
                "cash left over after investment",
            )
            + ", even after the group spent "
            + say(
                w,
                "$US7.384 billion",
                "FY2021",
                "capex",
                "billion",
                "spending on plant and equipment",
            )
            + " on plant and equipment. Pilbara shipments slipped to "
            + say(
                w,
                "321.6 million tonnes",
                "FY2021",
                "iron_ore_shipments_mt",
                "Mt",
                "Pilbara shipments",
                basis="100%",
            )
            + " on a 100 per cent basis. The company next reports to the market in July 2022, "
            "with its half-year results."
        ),
    )
    return w.doc


def rio_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2025 year: divisions, realised prices, output, and the first half."""
    w = new_doc("rio-tinto-copper-offsets-iron-ore-2025.md", "RIO", "", "FY2025", manifest)
    w.page("Article")
    w.add(
        Heading("Copper surge offsets iron ore slide for Rio Tinto"),
        Dateline("Business | 19 February 2026"),
        Para(
            "Rio Tinto's after-tax profits fell to "
            + say(w, "$US9.966bn", "FY2025", "statutory_npat", "billion", "after-tax profits")
            + " in calendar 2025, although earnings excluding one-off items held at "
            + say(
                w,
                "$US10.87bn",
                "FY2025",
                "underlying_npat",
                "billion",
                "earnings excluding one-off items",
            )
            + ". Sales rose to "
            + say(w, "$US57.6bn", "FY2025", "revenue", "billion", "sales")
            + " and EBITDA before exceptional items came in at "
            + say(
                w,
                "$US25.4bn",
                "FY2025",
                "underlying_ebitda",
                "billion",
                "EBITDA before exceptional items",
            )
            + "."
        ),
        Para(
            "The copper division's EBITDA more than doubled to "
            + say(
                w,
                "$US7.4bn",
                "FY2025",
                "segment_underlying_ebitda_copper",
                "billion",
                "copper division EBITDA",
                qualifier="Copper",
            )
            + ", while iron ore EBITDA eased to "
            + say(
                w,
                "$US15.2bn",
                "FY2025",
                "segment_underlying_ebitda_iron_ore",
                "billion",
                "iron ore division EBITDA",
                qualifier="Iron Ore",
            )
            + " and the aluminium and lithium arm added "
            + say(
                w,
                "$US4.6bn",
                "FY2025",
                "segment_underlying_ebitda_aluminium_lithium",
                "billion",
                "aluminium and lithium EBITDA",
                qualifier="Aluminium & Lithium",
            )
            + ". Rio received an average "
            + say(
                w,
                "$US4.57",
                "FY2025",
                "realised_price_copper_usd_lb",
                "US$/lb",
                "average copper price received",
            )
            + " a pound for its copper and "
            + say(
                w,
                "$US3,318",
                "FY2025",
                "realised_price_aluminium_usd_t",
                "US$/t",
                "average aluminium price received",
            )
            + " a tonne for aluminium, while Pilbara ore fetched "
            + say(
                w,
                "$US90",
                "FY2025",
                "realised_price_pilbara_iron_ore_usd_dmt",
                "US$/dmt",
                "price fetched by Pilbara ore",
            )
            + " a dry tonne."
        ),
        Para(
            "Investors get a final payout of "
            + say(
                w,
                "$US0.254",
                "FY2025",
                "final_dps",
                "dollars per share",
                "final payout",
                dividend_kind="final",
            )
            + " a share, taking the year's total to "
            + say(
                w,
                "$US4.02",
                "FY2025",
                "dividends_per_share",
                "dollars per share",
                "the year's total payout",
                dividend_kind="total",
            )
            + ", which is "
            + say(
                w,
                "60%",
                "FY2025",
                "payout_ratio_pct",
                "percent",
                "share of earnings paid out for the year",
            )
            + " of earnings. Cash from operations rose to "
            + say(
                w,
                "$US16.8bn",
                "FY2025",
                "net_operating_cash_flow",
                "billion",
                "cash from operations",
            )
            + ", but heavier spending of "
            + say(w, "$US12.3bn", "FY2025", "capex", "billion", "heavier spending")
            + " cut cash left after investment to "
            + say(
                w, "$US4.0bn", "FY2025", "free_cash_flow", "billion", "cash left after investment"
            )
            + ". Borrowings net of cash climbed to "
            + say(w, "$US14.4bn", "FY2025", "net_debt", "billion", "borrowings net of cash")
            + " after the Arcadium purchase."
        ),
        Para(
            "On volumes, Pilbara shipments were "
            + say(
                w,
                "326.2 million tonnes",
                "FY2025",
                "iron_ore_shipments_mt",
                "Mt",
                "Pilbara shipments",
                basis="100%",
            )
            + ", mined copper "
            + say(w, "883kt", "FY2025", "copper_production_kt", "kt", "mined copper")
            + ", bauxite a record "
            + say(w, "62.4Mt", "FY2025", "bauxite_production_mt", "Mt", "bauxite output")
            + ", aluminium "
            + say(w, "3.38Mt", "FY2025", "aluminium_production_mt", "Mt", "aluminium output")
            + " and lithium "
            + say(
                w,
                "57kt",
                "FY2025",
                "lithium_production_kt_lce",
                "kt",
                "lithium output, carbonate equivalent",
            )
            + " of carbonate equivalent."
        ),
        Para(
            "In the six months to June 30, 2025, Rio had booked net earnings of "
            + say(
                w,
                "$US4.5bn",
                "FY2025",
                "h1_statutory_npat",
                "billion",
                "net earnings for the six months to June",
            )
            + " and EBITDA before exceptional items of "
            + say(
                w,
                "$US11.5bn",
                "FY2025",
                "h1_underlying_ebitda",
                "billion",
                "first-half EBITDA before exceptional items",
            )
            + ", and paid out "
            + say(
                w,
                "50%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "share of first-half earnings paid out",
                dividend_kind="interim",
            )
            + " of first-half earnings. The miner is targeting higher copper output by 2028."
        ),
    )
    return w.doc


def fortescue_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY23 (no ticker): a profit fall set against FY22, dividends, balance sheet."""
    w = new_doc("fortescue-profit-slides-on-iron-bridge.md", "FMG", "", "FY2023", manifest)
    w.page("Article")
    w.add(
        Heading("Fortescue profit slides as Iron Bridge writedown bites"),
        Dateline("Perth | 28 August 2023"),
        Para(
            "Andrew Forrest's Fortescue Metals Group posted a net profit after tax of "
            + say(
                w,
                "$US4.8 billion",
                "FY2023",
                "statutory_npat",
                "billion",
                "net profit after tax for the year",
            )
            + " for the year to June 30, down from "
            + say(
                w,
                "$US6.2 billion",
                "FY2022",
                "statutory_npat",
                "billion",
                "last year's net profit",
                form="comparative",
            )
            + " a year earlier. Stripping out the Iron Bridge writedown, profit came in at "
            + say(
                w,
                "$US5.5 billion",
                "FY2023",
                "underlying_npat",
                "billion",
                "profit stripping out the writedown",
            )
            + "."
        ),
        Para(
            "Sales eased to "
            + say(w, "$US16.87 billion", "FY2023", "revenue", "billion", "sales")
            + ", while EBITDA before one-offs was "
            + say(
                w,
                "$US10.0 billion",
                "FY2023",
                "underlying_ebitda",
                "billion",
                "EBITDA before one-offs",
            )
            + ", a margin of "
            + say(
                w,
                "59 per cent",
                "FY2023",
                "underlying_ebitda_margin_pct",
                "percent",
                "margin on EBITDA before one-offs",
            )
            + ". The miner shipped a record "
            + say(
                w, "192 million tonnes", "FY2023", "iron_ore_shipments_mt", "Mt", "tonnes shipped"
            )
            + " at a cash cost of "
            + say(w, "$US17.54", "FY2023", "c1_cost_usd_wmt", "US$/wmt", "cash cost per wet tonne")
            + " a wet tonne."
        ),
        Para(
            "Shareholders will receive a fully franked final payment of "
            + say(
                w,
                "A$1.00",
                "FY2023",
                "final_dps",
                "dollars per share",
                "fully franked final payment",
                dividend_kind="final",
            )
            + " a share, lifting the total for the year to "
            + say(
                w,
                "A$1.75",
                "FY2023",
                "dividends_per_share",
                "dollars per share",
                "total for the year",
                dividend_kind="total",
            )
            + ". Fortescue ended June with cash of "
            + say(
                w,
                "$US4.3 billion",
                "FY2023",
                "cash_and_equivalents",
                "billion",
                "cash at the end of June",
            )
            + " and borrowings of "
            + say(w, "$US5.3 billion", "FY2023", "gross_debt", "billion", "borrowings before cash")
            + ", leaving it "
            + say(
                w, "$US1.0 billion", "FY2023", "net_debt", "billion", "borrowings in excess of cash"
            )
            + " in the red after cash. Spending on property, plant and equipment was "
            + say(
                w,
                "$US2.901 billion",
                "FY2023",
                "capex_ppe_cashflow",
                "billion",
                "spending on property, plant and equipment",
            )
            + ". The company still aims to reach real zero emissions by FY2030."
        ),
    )
    return w.doc


def minres_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """MinRes' FY25 loss, written as the press writes it: no ticker, sites and bases."""
    w = new_doc("minres-slumps-to-loss-onslow.md", "MIN", "", "FY2025", manifest)
    w.page("Article")
    w.add(
        Heading("MinRes slumps to $896m loss as lithium rout bites"),
        Dateline("Companies | 29 August 2025"),
        Para(
            "Chris Ellison's Mineral Resources swung to a statutory net loss of "
            + say(w, "$896 million", "FY2025", "statutory_npat", "million", "statutory net loss")
            + " in the year to June 30 after writing down lithium assets, and an underlying "
            "loss of "
            + say(
                w,
                "$112 million",
                "FY2025",
                "underlying_npat",
                "million",
                "loss before one-off items",
            )
            + ". Sales fell to "
            + say(w, "$4.45 billion", "FY2025", "revenue", "billion", "sales")
            + " and EBITDA before one-offs came in at "
            + say(
                w,
                "$901 million",
                "FY2025",
                "underlying_ebitda",
                "million",
                "EBITDA before one-offs",
            )
            + ". No dividend was declared."
        ),
        Para(
            "Borrowings net of cash rose to "
            + say(w, "$5.35 billion", "FY2025", "net_debt", "billion", "borrowings net of cash")
            + " after the company spent "
            + say(w, "$1.9 billion", "FY2025", "capex", "billion", "spending on projects")
            + " on its projects. The Onslow Iron venture shipped "
            + say(
                w,
                "14mt",
                "FY2025",
                "iron_ore_shipments_mt_onslow_100pct",
                "Mt",
                "Onslow Iron tonnes shipped, whole venture",
                basis="100%",
                qualifier="Onslow Iron",
            )
            + " on a 100 per cent basis, and the older Pilbara Hub "
            + say(
                w,
                "9.7mt",
                "FY2025",
                "iron_ore_shipments_mt_pilbara_hub",
                "Mt",
                "Pilbara Hub tonnes shipped",
                qualifier="Pilbara Hub",
            )
            + "."
        ),
        Para(
            "In lithium, Mt Marion shipped "
            + say(
                w,
                "203kt",
                "FY2025",
                "spodumene_shipments_kt_mt_marion",
                "kt",
                "Mt Marion concentrate shipped",
                qualifier="Mt Marion",
            )
            + " of SC6-equivalent concentrate and Wodgina "
            + say(
                w,
                "214kt",
                "FY2025",
                "spodumene_shipments_kt_wodgina",
                "kt",
                "Wodgina concentrate shipped",
                qualifier="Wodgina",
            )
            + ". The contracting arm was the bright spot: it moved a record "
            + say(
                w,
                "280 million wet tonnes",
                "FY2025",
                "mining_services_production_mt",
                "Mt",
                "contracting volumes moved",
                qualifier="Mining Services",
            )
            + " and lifted its EBITDA to "
            + say(
                w,
                "$737 million",
                "FY2025",
                "segment_underlying_ebitda_mining_services",
                "million",
                "contracting arm EBITDA",
                qualifier="Mining Services",
            )
            + ". The company wants to cut borrowings by FY2027."
        ),
    )
    return w.doc


def northern_star_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's FY25 in the press (text with a dateline): gold price and cash flow."""
    w = new_doc(
        "Northern Star gold windfall FY25.txt",
        "NST",
        "Gold | Company results",
        "FY2025",
        manifest,
    )
    w.page("Article")
    w.add(
        Heading("Northern Star banks record gold price"),
        Dateline("Kalgoorlie, 21 August 2025"),
        Para(
            "Northern Star Resources has doubled its earnings on the back of record gold "
            "prices, with net profit after tax before one-off items of "
            + say(
                w,
                "$1.4 billion",
                "FY2025",
                "underlying_npat",
                "billion",
                "net profit after tax before one-off items",
            )
            + " for the year to June 30. Sales came in at "
            + say(w, "$6.4 billion", "FY2025", "revenue", "billion", "sales")
            + " and EBITDA before significant items at "
            + say(
                w,
                "$3.5 billion",
                "FY2025",
                "underlying_ebitda",
                "billion",
                "EBITDA before significant items",
            )
            + "."
        ),
        Para(
            "The Perth-based miner sold "
            + say(w, "1,634koz", "FY2025", "gold_sold_koz", "koz", "ounces sold")
            + " at an average price of "
            + say(
                w,
                "$3,922",
                "FY2025",
                "realised_gold_price_aud_oz",
                "A$/oz",
                "average price received per ounce",
            )
            + " an ounce. Underlying free cash flow rose to "
            + say(
                w,
                "$536 million",
                "FY2025",
                "underlying_free_cash_flow",
                "million",
                "underlying free cash flow",
            )
            + " from "
            + say(
                w,
                "$462 million",
                "FY2024",
                "underlying_free_cash_flow",
                "million",
                "prior-year underlying free cash flow",
                form="comparative",
            )
            + "."
        ),
        Para(
            "Investors will receive total distributions of "
            + say(
                w,
                "55 cents",
                "FY2025",
                "dividends_per_share",
                "cents per share",
                "total distributions for the year",
                dividend_kind="total",
            )
            + " a share for the year, including the "
            + say(
                w,
                "25 cent",
                "FY2025",
                "interim_dps",
                "cents per share",
                "interim distribution",
                dividend_kind="interim",
            )
            + " interim paid in March. Over the December half the company had generated "
            "cash earnings of "
            + say(
                w,
                "A$1.146 billion",
                "FY2025",
                "h1_cash_earnings",
                "billion",
                "cash earnings for the December half",
            )
            + ". Management expects output to keep rising into FY2026."
        ),
    )
    return w.doc


ARTICLES: tuple[Callable[[list[dict[str, Any]]], Document], ...] = (
    bhp_first_half_fy2025,
    rio_record_2021,
    rio_2025,
    fortescue_fy2023,
    minres_fy2025,
    northern_star_fy2025,
)
