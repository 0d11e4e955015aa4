"""Press-style articles (Australian financial press): Markdown and plain text, one page each.

Each article is written in a journalist's register -- "came in at", "$US1.46 a share",
"up from", "lifted the full-year dividend" -- and names the company as the press does, never
by a ticker header line. Every figure goes through :meth:`VWriter.fig`.
"""

from __future__ import annotations

from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, new_doc


def fmg_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue FY2024 result, Markdown press article."""
    w = new_doc("fortescue-record-shipments-dividend.md", "FMG", "", "FY2024", manifest)
    k = "FMG", "FY2024"
    p = "FMG", "FY2023"
    w.page("Article")
    f = w.fig
    w.add(
        Heading("Fortescue rewards investors as ore keeps flowing out of the Pilbara"),
        Dateline("By our resources reporter, Perth | 28 August 2024"),
        Para(
            "Andrew Forrest's iron ore miner has lifted its dividends for the full year to "
            + f(
                "A$1.97",
                (*k, "dividends_per_share"),
                unit="dollars per share",
                label="dividends for the full year",
                form="sentence",
                dividend_kind="total",
            )
            + " a share, up from "
            + f(
                "A$1.75",
                (*p, "dividends_per_share"),
                unit="dollars per share",
                label="dividends for the full year (prior year)",
                form="comparative",
                dividend_kind="total",
            )
            + ", after after-tax profit came in at "
            + f(
                "$US5664 million",
                (*k, "statutory_npat"),
                unit="million",
                label="after-tax profit",
                form="sentence",
            )
            + " for the twelve months to June, an improvement of 18 per cent on the "
            + f(
                "$US4.8 billion",
                (*p, "statutory_npat"),
                unit="billion",
                label="after-tax profit (prior year)",
                form="comparative",
            )
            + " it booked a year earlier."
        ),
        Para(
            "Sales income for the period rose to "
            + f(
                "$US18.22 billion",
                (*k, "revenue"),
                unit="billion",
                label="sales income",
                form="sentence",
            )
            + " from "
            + f(
                "$US16.87 billion",
                (*p, "revenue"),
                unit="billion",
                label="sales income (prior year)",
                form="comparative",
            )
            + ", while earnings before interest, tax, depreciation and amortisation on an "
            "underlying basis reached "
            + f(
                "$US10.7 billion",
                (*k, "underlying_ebitda"),
                unit="billion",
                label="earnings before interest, tax, depreciation and amortisation on an "
                "underlying basis",
                form="sentence",
            )
            + ". Stripping out one-off items, profit was "
            + f(
                "$US5.7 billion",
                (*k, "underlying_npat"),
                unit="billion",
                label="profit stripping out one-off items",
                form="sentence",
            )
            + "."
        ),
        Para(
            "The final payment is "
            + f(
                "89 Australian cents",
                (*k, "final_dps"),
                unit="cents per share",
                label="final payment",
                form="sentence",
                dividend_kind="final",
            )
            + ", fully franked, on top of the "
            + f(
                "A$1.08",
                (*k, "interim_dps"),
                unit="dollars per share",
                label="interim handed out in February",
                form="sentence",
                dividend_kind="interim",
            )
            + " interim handed out in February. Together they return "
            + f(
                "70 per cent",
                (*k, "payout_ratio_pct"),
                unit="percent",
                label="share of net profit returned",
                form="sentence",
            )
            + " of net profit to shareholders, near the top of the miner's policy range."
        ),
        Para(
            "Fortescue shipped "
            + f(
                "191.6 million",
                (*k, "iron_ore_shipments_mt"),
                unit="Mt",
                label="tonnes shipped",
                form="sentence",
            )
            + " wet tonnes over the year. Its cost to dig, haul and rail a tonne of hematite -- "
            "the C1 measure the market watches -- crept up to "
            + f(
                "$US18.24",
                (*k, "c1_cost_usd_wmt"),
                unit="US$/wmt",
                label="cost to dig, haul and rail a tonne of hematite (C1)",
                form="sentence",
            )
            + " a wet tonne, while each dry tonne it sold fetched an average of "
            + f(
                "$US103.01",
                (*k, "realised_price_hematite_usd_dmt"),
                unit="US$/dmt",
                label="average fetched per dry tonne sold",
                form="sentence",
            )
            + "."
        ),
        Para(
            "Cash generation stayed strong: operations threw off "
            + f(
                "$US7.9 billion",
                (*k, "net_operating_cash_flow"),
                unit="billion",
                label="cash thrown off by operations",
                form="sentence",
            )
            + " and, after spending on projects, "
            + f(
                "$US5.1 billion",
                (*k, "free_cash_flow"),
                unit="billion",
                label="cash left after spending on projects",
                form="sentence",
            )
            + " was left over. The company finished June holding "
            + f(
                "$US4.9 billion",
                (*k, "cash_and_equivalents"),
                unit="billion",
                label="cash held",
                form="sentence",
            )
            + " in the bank against gross borrowings of "
            + f(
                "$US5.4 billion",
                (*k, "gross_debt"),
                unit="billion",
                label="gross borrowings",
                form="sentence",
            )
            + ", leaving it "
            + f(
                "$US0.5 billion",
                (*k, "net_debt"),
                unit="billion",
                label="in the red once cash is netted off",
                form="sentence",
            )
            + " in the red once cash is netted off."
        ),
        Para(
            "Analysts had flagged softer Chinese steel demand as the biggest risk to the "
            "outlook, and the green energy push remains the part of the story investors find "
            "hardest to value. Management reiterated that the Iron Bridge magnetite project is "
            "still ramping up."
        ),
    )
    return w.doc


def bhp_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """BHP FY2024 result, plain-text press article."""
    w = new_doc("bhp-writedowns-hit-bottom-line.txt", "BHP", "", "FY2024", manifest)
    k, p = ("BHP", "FY2024"), ("BHP", "FY2023")
    f = w.fig
    w.page("Article")
    w.add(
        Heading("Big Australian trims payout as nickel writedown bites", level=1),
        Dateline("MARKETS DESK | Melbourne, 27 August 2024"),
        Para(
            "BHP, the world's largest listed miner, will pay shareholders "
            + f(
                "$US1.46 a share",
                (*k, "dividends_per_share"),
                unit="dollars per share",
                label="pay shareholders ... a share (full year)",
                form="sentence",
                dividend_kind="total",
            )
            + " for the year to June, down from "
            + f(
                "$US1.70",
                (*p, "dividends_per_share"),
                unit="dollars per share",
                label="full-year payment (prior year)",
                form="comparative",
                dividend_kind="total",
            )
            + ", after charges on its Western Australian nickel business dragged the headline "
            "result lower."
        ),
        Para(
            "Profit attributable to shareholders came in at "
            + f(
                "$US7.897 billion",
                (*k, "statutory_npat"),
                unit="billion",
                label="profit attributable to shareholders",
                form="sentence",
            )
            + ", a drop of 39 per cent. The figure the company prefers, which excludes "
            "exceptional items, rose to "
            + f(
                "$US13.66 billion",
                (*k, "underlying_npat"),
                unit="billion",
                label="figure the company prefers, which excludes exceptional items",
                form="sentence",
            )
            + " from "
            + f(
                "$US13.4 billion",
                (*p, "underlying_npat"),
                unit="billion",
                label="profit excluding exceptional items (prior year)",
                form="comparative",
            )
            + "."
        ),
        Para(
            "Revenue climbed to "
            + f(
                "$US55.658 billion",
                (*k, "revenue"),
                unit="billion",
                label="revenue",
                form="sentence",
            )
            + ", up from "
            + f(
                "$US53.82 billion",
                (*p, "revenue"),
                unit="billion",
                label="revenue (prior year)",
                form="comparative",
            )
            + " a year earlier, helped by firmer copper prices."
        ),
        Para(
            "The board declared a final dividend of "
            + f(
                "74 US cents",
                (*k, "final_dps"),
                unit="cents per share",
                label="final dividend",
                form="sentence",
                dividend_kind="final",
            )
            + ", which it said was equivalent to "
            + f(
                "53 per cent",
                (*k, "payout_ratio_pct"),
                unit="percent",
                label="final dividend payout",
                form="sentence",
                qualifier="final dividend basis",
            )
            + " of second-half underlying earnings, against a policy floor of 50 per cent."
        ),
        Para(
            "Borrowings net of cash rose to "
            + f(
                "$US9.12 billion",
                (*k, "net_debt"),
                unit="billion",
                label="borrowings net of cash",
                form="sentence",
            )
            + " while spending on capital and exploration reached "
            + f(
                "$US9.27 billion",
                (*k, "capex"),
                unit="billion",
                label="spending on capital and exploration",
                form="sentence",
            )
            + "."
        ),
        Para(
            "On the ground, the company dug up "
            + f(
                "1.865 million tonnes",
                (*k, "copper_production_kt"),
                unit="Mt",
                label="copper dug up",
                form="sentence",
            )
            + " of copper and "
            + f(
                "259.7 million tonnes",
                (*k, "iron_ore_production_mt"),
                unit="Mt",
                label="iron ore (its share)",
                form="sentence",
                basis="BHP share",
            )
            + " of iron ore as its share. Chief executive Mike Henry said the group was in "
            "good shape to grow its copper business over the coming decade."
        ),
    )
    return w.doc


def bhp_h1_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """BHP first half of FY2023 (six months to 31 December 2022), Markdown article."""
    w = new_doc("bhp-first-half-profit-falls.md", "BHP", "", "H1 FY2023", manifest)
    k, p = ("BHP", "FY2023"), ("BHP", "FY2022")
    f = w.fig
    w.page("Article")
    w.add(
        Heading("BHP's interim profit slides as prices and costs bite"),
        Dateline("Sydney | 21 February 2023"),
        Para(
            "BHP Group has cut its interim dividend to "
            + f(
                "90 US cents",
                (*k, "interim_dps"),
                unit="cents per share",
                label="interim dividend",
                form="sentence",
                dividend_kind="interim",
            )
            + " a share from "
            + f(
                "US$1.50",
                (*p, "interim_dps"),
                unit="dollars per share",
                label="interim dividend (prior corresponding period)",
                form="comparative",
                dividend_kind="interim",
            )
            + " after profit attributable to members for the six months to 31 December 2022 fell "
            "to "
            + f(
                "US$6.457 billion",
                (*k, "h1_statutory_npat"),
                unit="billion",
                label="profit attributable to members, six months",
                form="sentence",
            )
            + " from "
            + f(
                "US$9.44 billion",
                (*p, "h1_statutory_npat"),
                unit="billion",
                label="profit attributable to members, six months (previous first half)",
                form="comparative",
            )
            + "."
        ),
        Para(
            "Revenue for the half came in at "
            + f(
                "US$25.71 billion",
                (*k, "h1_revenue"),
                unit="billion",
                label="revenue for the half",
                form="sentence",
            )
            + ", compared with "
            + f(
                "US$30.53 billion",
                (*p, "h1_revenue"),
                unit="billion",
                label="revenue (previous first half)",
                form="comparative",
            )
            + ". Stripping out exceptional items, attributable profit was "
            + f(
                "US$6.6 billion",
                (*k, "h1_underlying_npat"),
                unit="billion",
                label="attributable profit stripping out exceptional items",
                form="sentence",
            )
            + ", against "
            + f(
                "US$9.72 billion",
                (*p, "h1_underlying_npat"),
                unit="billion",
                label="attributable profit stripping out exceptional items (previous first half)",
                form="comparative",
            )
            + " in the first half of the prior financial year."
        ),
        Para(
            "On a per-share basis, the miner earned "
            + f(
                "127.5 US cents",
                (*k, "h1_basic_eps"),
                unit="cents per share",
                label="earned per share (basic)",
                form="sentence",
            )
            + " on a basic measure, down from "
            + f(
                "186.6 cents",
                (*p, "h1_basic_eps"),
                unit="cents per share",
                label="earned per share (basic, previous first half)",
                form="comparative",
            )
            + ", and "
            + f(
                "130.3 US cents",
                (*k, "h1_underlying_basic_eps"),
                unit="cents per share",
                label="earned per share before exceptional items",
                form="sentence",
            )
            + " before exceptional items."
        ),
        Para(
            "Management pointed to inflation in labour and diesel, and to lower realised prices "
            "for metallurgical coal, as the main drags. The company kept its production "
            "guidance for the full year unchanged and flagged that China's reopening should "
            "support demand in the second half."
        ),
    )
    return w.doc


def nst_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star FY2025 result, Markdown article."""
    w = new_doc("northern-star-record-year.md", "NST", "", "FY2025", manifest)
    k, p = ("NST", "FY2025"), ("NST", "FY2024")
    f = w.fig
    w.page("Article")
    w.add(
        Heading("Gold price windfall doubles Northern Star's earnings"),
        Dateline("Kalgoorlie and Perth | Resources"),
        Para(
            "Northern Star Resources has posted the best result in its history for the 2025 "
            "financial year, with underlying "
            "net profit after tax reaching "
            + f(
                "$1.4 billion",
                (*k, "underlying_npat"),
                unit="billion",
                label="underlying net profit after tax",
                form="sentence",
            )
            + ", up 105 per cent, on the back of a gold price that kept setting records."
        ),
        Para(
            "The Kalgoorlie Super Pit owner's revenue jumped 30 per cent to "
            + f("$6.4 billion", (*k, "revenue"), unit="billion", label="revenue", form="sentence")
            + " from "
            + f(
                "$4.92 billion",
                (*p, "revenue"),
                unit="billion",
                label="revenue (a year ago)",
                form="comparative",
            )
            + ", and earnings before interest, tax, depreciation and amortisation excluding "
            "significant items came in at "
            + f(
                "$3.5 billion",
                (*k, "underlying_ebitda"),
                unit="billion",
                label="earnings before interest, tax, depreciation and amortisation excluding "
                "significant items",
                form="sentence",
            )
            + ", up 60 per cent on the "
            + f(
                "$2.19 billion",
                (*p, "underlying_ebitda"),
                unit="billion",
                label="earnings before interest, tax, depreciation and amortisation excluding "
                "significant items (prior year)",
                form="comparative",
            )
            + " of the year before."
        ),
        Para(
            "The miner sold "
            + f(
                "1.634 million ounces",
                (*k, "gold_sold_koz"),
                unit="Moz",
                label="ounces of gold the miner sold",
                form="sentence",
            )
            + " of gold, a touch above the "
            + f(
                "1,621 thousand ounces",
                (*p, "gold_sold_koz"),
                unit="koz",
                label="ounces of gold the miner sold (previous year)",
                form="comparative",
            )
            + " of the previous year, and received an average of "
            + f(
                "$3,922 an ounce",
                (*k, "realised_gold_price_aud_oz"),
                unit="A$/oz",
                label="received an average of ... an ounce",
                form="sentence",
            )
            + ". Underlying free cash flow, after growth spending, was a record "
            + f(
                "$536 million",
                (*k, "underlying_free_cash_flow"),
                unit="million",
                label="underlying free cash flow, after growth spending",
                form="sentence",
            )
            + "."
        ),
        Para(
            "Shareholders will receive "
            + f(
                "55 cents",
                (*k, "dividends_per_share"),
                unit="cents per share",
                label="dividends for the year",
                form="sentence",
                dividend_kind="total",
            )
            + " a share in dividends for the year, against "
            + f(
                "40 cents",
                (*p, "dividends_per_share"),
                unit="cents per share",
                label="dividends for the year (prior year)",
                form="comparative",
                dividend_kind="total",
            )
            + " a year earlier. The company still has its sights on 2 million ounces a year "
            "by FY26, the ambition it first set out after the Saracen merger, and the De Grey "
            "acquisition adds the Hemi project to its pipeline."
        ),
    )
    return w.doc


def min_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Mineral Resources FY2025 loss, plain-text article."""
    w = new_doc("minres-slumps-to-loss.txt", "MIN", "", "FY2025", manifest)
    k, p = ("MIN", "FY2025"), ("MIN", "FY2024")
    f = w.fig
    w.page("Article")
    w.add(
        Heading("MinRes sinks into the red as lithium rout and writedowns bite"),
        Dateline("Perth | Companies and markets"),
        Para(
            "Mineral Resources, the mining services and commodities group founded by Chris "
            "Ellison, has swung to a reported net loss of "
            + f(
                "$896 million",
                (*k, "statutory_npat"),
                unit="million",
                label="reported net loss",
                form="sentence",
            )
            + " for the 2025 financial year after writing down the value of its lithium assets. "
            "Even before those charges the group lost money, posting an underlying net loss of "
            + f(
                "$112 million",
                (*k, "underlying_npat"),
                unit="million",
                label="underlying net loss",
                form="sentence",
            )
            + ", compared with a reported profit after tax of "
            + f(
                "$114 million",
                (*p, "statutory_npat"),
                unit="million",
                label="reported profit after tax (a year earlier)",
                form="comparative",
            )
            + " a year earlier."
        ),
        Para(
            "Revenue slipped 15 per cent to "
            + f("$4.45 billion", (*k, "revenue"), unit="billion", label="revenue", form="sentence")
            + " from "
            + f(
                "$5.28 billion",
                (*p, "revenue"),
                unit="billion",
                label="revenue (prior year)",
                form="comparative",
            )
            + ", and EBITDA before significant items fell to "
            + f(
                "$901 million",
                (*k, "underlying_ebitda"),
                unit="million",
                label="EBITDA before significant items",
                form="sentence",
            )
            + ". Net borrowings rose to "
            + f(
                "$5.35 billion",
                (*k, "net_debt"),
                unit="billion",
                label="net borrowings",
                form="sentence",
            )
            + " after the group spent "
            + f(
                "$1.9 billion",
                (*k, "capex"),
                unit="billion",
                label="spent (capital)",
                form="sentence",
            )
            + " on its projects, and no dividend was declared."
        ),
        Para(
            "The bright spot was the contracting arm: the mining services division moved a "
            "record "
            + f(
                "280 million",
                (*k, "mining_services_production_mt"),
                unit="Mt",
                label="mining services volumes (wet tonnes moved)",
                form="sentence",
            )
            + " wet tonnes and lifted its earnings before interest, tax, depreciation and "
            "amortisation to "
            + f(
                "$737 million",
                (*k, "segment_underlying_ebitda_mining_services"),
                unit="million",
                label="mining services earnings before interest, tax, depreciation and "
                "amortisation",
                form="sentence",
            )
            + "."
        ),
        Para(
            "In iron ore, the new Onslow operation shipped "
            + f(
                "14 million tonnes",
                (*k, "iron_ore_shipments_mt_onslow_100pct"),
                unit="Mt",
                label="tonnes shipped by the Onslow operation (whole of joint venture)",
                form="sentence",
                basis="100% basis",
            )
            + " counted on a whole-of-joint-venture basis, and the older Pilbara Hub sent out "
            + f(
                "9.7 million tonnes",
                (*k, "iron_ore_shipments_mt_pilbara_hub"),
                unit="Mt",
                label="tonnes the Pilbara Hub sent out",
                form="sentence",
            )
            + ". The Onslow haul road, damaged by a cyclone earlier in the year, has been "
            "rebuilt, and the board has been renewed after an investigation into the "
            "founder's conduct."
        ),
    )
    return w.doc


def rio_2024(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto calendar 2024 result, Markdown article."""
    w = new_doc("rio-tinto-holds-payout-ratio.md", "RIO", "", "FY2024", manifest)
    k, p = ("RIO", "FY2024"), ("RIO", "FY2023")
    f = w.fig
    w.page("Article")
    w.add(
        Heading("Rio Tinto keeps paying out three-fifths as iron ore earnings ease"),
        Dateline("London and Melbourne | 19 February 2025"),
        Para(
            "Rio Tinto will hand shareholders "
            + f(
                "$US4.02 a share",
                (*k, "dividends_per_share"),
                unit="dollars per share",
                label="ordinary dividend for the year",
                form="sentence",
                dividend_kind="total",
            )
            + " for calendar 2024, down from "
            + f(
                "$US4.35",
                (*p, "dividends_per_share"),
                unit="dollars per share",
                label="ordinary dividend (2023)",
                form="comparative",
                dividend_kind="total",
            )
            + ", keeping to a payout of "
            + f(
                "60 per cent",
                (*k, "payout_ratio_pct"),
                unit="percent",
                label="payout of underlying earnings",
                form="sentence",
            )
            + " of underlying earnings, which came in at "
            + f(
                "$US10.9 billion",
                (*k, "underlying_npat"),
                unit="billion",
                label="underlying earnings",
                form="sentence",
            )
            + " against "
            + f(
                "$US11.8 billion",
                (*p, "underlying_npat"),
                unit="billion",
                label="underlying earnings (2023)",
                form="comparative",
            )
            + " a year earlier."
        ),
        Para(
            "Net earnings -- the bottom line attributable to owners -- rose to "
            + f(
                "$US11.552 billion",
                (*k, "statutory_npat"),
                unit="billion",
                label="bottom line attributable to owners",
                form="sentence",
            )
            + " on consolidated sales of "
            + f(
                "$US53.658 billion",
                (*k, "revenue"),
                unit="billion",
                label="consolidated sales",
                form="sentence",
            )
            + ". Underlying EBITDA slipped to "
            + f(
                "$US23.314 billion",
                (*k, "underlying_ebitda"),
                unit="billion",
                label="underlying EBITDA",
                form="sentence",
            )
            + "."
        ),
        Para(
            "Net cash generated by the operations was "
            + f(
                "$US15.599 billion",
                (*k, "net_operating_cash_flow"),
                unit="billion",
                label="net cash generated by the operations",
                form="sentence",
            )
            + ", but heavier spending on growth -- "
            + f(
                "$US9.621 billion",
                (*k, "capex"),
                unit="billion",
                label="spending on property, plant, equipment and intangibles",
                form="sentence",
            )
            + " went into property, plant, equipment and intangibles -- cut free cash flow to "
            + f(
                "$US5.553 billion",
                (*k, "free_cash_flow"),
                unit="billion",
                label="free cash flow",
                form="sentence",
            )
            + ". The balance sheet ended December with net debt of "
            + f(
                "$US5.491 billion",
                (*k, "net_debt"),
                unit="billion",
                label="net debt",
                form="sentence",
            )
            + "."
        ),
        Para(
            "The Pilbara operations shipped "
            + f(
                "328.6 million tonnes",
                (*k, "iron_ore_shipments_mt"),
                unit="Mt",
                label="tonnes the Pilbara operations shipped (100% basis)",
                form="sentence",
                basis="100% basis",
            )
            + " on a 100 per cent basis and produced "
            + f(
                "328.0 million tonnes",
                (*k, "iron_ore_production_pilbara_mt"),
                unit="Mt",
                label="tonnes the Pilbara operations produced (100% basis)",
                form="sentence",
                basis="100% basis",
            )
            + ". Mined copper rose to "
            + f(
                "697 thousand tonnes",
                (*k, "copper_production_kt"),
                unit="kt",
                label="mined copper",
                form="sentence",
            )
            + ", while the group produced "
            + f(
                "3,296 thousand tonnes",
                (*k, "aluminium_production_kt"),
                unit="kt",
                label="aluminium produced",
                form="sentence",
            )
            + " of aluminium and "
            + f(
                "58.7 million tonnes",
                (*k, "bauxite_production_mt"),
                unit="Mt",
                label="bauxite",
                form="sentence",
            )
            + " of bauxite."
        ),
    )
    return w.doc


def rio_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto calendar 2025 result, plain-text article."""
    w = new_doc("rio-copper-lifts-as-iron-ore-softens.txt", "RIO", "", "FY2025", manifest)
    k = "RIO", "FY2025"
    f = w.fig
    w.page("Article")
    w.add(
        Heading("Copper carries Rio as iron ore earnings fade"),
        Dateline("19 February 2026 | Mining"),
        Para(
            "Rio Tinto's earnings from copper more than doubled last year, offsetting a weaker "
            "iron ore division. The company reported full-year revenue of "
            + f(
                "$US57.6bn",
                (*k, "revenue"),
                unit="billion",
                label="full-year revenue",
                form="sentence",
            )
            + " for the twelve months to 31 December 2025, and underlying EBITDA of "
            + f(
                "$US25.4bn",
                (*k, "underlying_ebitda"),
                unit="billion",
                label="underlying EBITDA",
                form="sentence",
            )
            + "."
        ),
        Para(
            "By division, iron ore contributed "
            + f(
                "$US15.2bn",
                (*k, "segment_underlying_ebitda_iron_ore"),
                unit="billion",
                label="iron ore division EBITDA",
                form="sentence",
                qualifier="iron ore",
            )
            + " of EBITDA, copper "
            + f(
                "$US7.4bn",
                (*k, "segment_underlying_ebitda_copper"),
                unit="billion",
                label="copper division EBITDA",
                form="sentence",
                qualifier="copper",
            )
            + " and the combined aluminium and lithium business "
            + f(
                "$US4.6bn",
                (*k, "segment_underlying_ebitda_aluminium_lithium"),
                unit="billion",
                label="aluminium and lithium EBITDA",
                form="sentence",
                qualifier="aluminium and lithium",
            )
            + "."
        ),
        Para(
            "Profit after tax attributable to owners -- net earnings in Rio's language -- fell "
            "to "
            + f(
                "$US9.966bn",
                (*k, "statutory_npat"),
                unit="billion",
                label="profit after tax attributable to owners (net earnings)",
                form="sentence",
            )
            + ", while underlying earnings were "
            + f(
                "$US10.87bn",
                (*k, "underlying_npat"),
                unit="billion",
                label="underlying earnings",
                form="sentence",
            )
            + ". The operations generated net cash of "
            + f(
                "$US16.8bn",
                (*k, "net_operating_cash_flow"),
                unit="billion",
                label="net cash the operations generated",
                form="sentence",
            )
            + ", but a capital bill of "
            + f(
                "$US12.3bn",
                (*k, "capex"),
                unit="billion",
                label="capital bill",
                form="sentence",
            )
            + " left free cash flow at "
            + f(
                "$US4.0bn",
                (*k, "free_cash_flow"),
                unit="billion",
                label="free cash flow",
                form="sentence",
            )
            + ". Net debt climbed to "
            + f("$US14.4bn", (*k, "net_debt"), unit="billion", label="net debt", form="sentence")
            + " after the Arcadium lithium acquisition."
        ),
        Para(
            "The ordinary dividend for the year totals "
            + f(
                "402 US cents",
                (*k, "dividends_per_share"),
                unit="cents per share",
                label="ordinary dividend for the year",
                form="sentence",
                dividend_kind="total",
            )
            + ", handing back "
            + f(
                "60%",
                (*k, "payout_ratio_pct"),
                unit="percent",
                label="share of underlying earnings handed back",
                form="sentence",
            )
            + " of underlying earnings, the tenth year in a row at the top of its range."
        ),
        Para(
            "Prices were mixed. Pilbara ore sold for an average "
            + f(
                "$US90",
                (*k, "realised_price_pilbara_iron_ore_usd_dmt"),
                unit="US$/dmt",
                label="average Pilbara price per dry tonne",
                form="sentence",
            )
            + " a dry tonne, copper "
            + f(
                "$US4.57",
                (*k, "realised_price_copper_usd_lb"),
                unit="US$/lb",
                label="average copper price per pound",
                form="sentence",
            )
            + " a pound and aluminium "
            + f(
                "$US3,318",
                (*k, "realised_price_aluminium_usd_t"),
                unit="US$/t",
                label="average aluminium price per tonne",
                form="sentence",
            )
            + " a tonne."
        ),
        Para(
            "Shipments out of the Pilbara came to "
            + f(
                "326.2 million tonnes",
                (*k, "iron_ore_shipments_mt"),
                unit="Mt",
                label="shipments out of the Pilbara",
                form="sentence",
                basis="100% basis",
            )
            + ". Its copper tally rose to "
            + f(
                "883 kt",
                (*k, "copper_production_kt"),
                unit="kt",
                label="copper tally",
                form="sentence",
            )
            + ", aluminium to "
            + f(
                "3.38 Mt",
                (*k, "aluminium_production_mt"),
                unit="Mt",
                label="aluminium output",
                form="sentence",
            )
            + " and bauxite to a record "
            + f(
                "62.4 Mt",
                (*k, "bauxite_production_mt"),
                unit="Mt",
                label="bauxite output",
                form="sentence",
            )
            + ", and the newly acquired lithium business produced "
            + f(
                "57 kt",
                (*k, "lithium_production_kt_lce"),
                unit="kt",
                label="lithium carbonate equivalent produced",
                form="sentence",
            )
            + " of lithium carbonate equivalent."
        ),
    )
    return w.doc


def fmg_fy2022(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue FY2022 result, plain-text press article."""
    w = new_doc("fortescue-profit-falls-as-prices-retreat.txt", "FMG", "", "FY2022", manifest)
    k, p = ("FMG", "FY2022"), ("FMG", "FY2021")
    f = w.fig
    w.page("Article")
    w.add(
        Heading("Fortescue profit retreats from record as iron ore prices cool"),
        Dateline("Perth | Mining and energy"),
        Para(
            "Fortescue Metals Group's net profit after tax for the 2022 financial year came in at "
            + f(
                "$US6.2 billion",
                (*k, "statutory_npat"),
                unit="billion",
                label="net profit after tax",
                form="sentence",
            )
            + ", down 40 per cent from the record "
            + f(
                "$US10.295 billion",
                (*p, "statutory_npat"),
                unit="billion",
                label="net profit after tax (record prior year)",
                form="comparative",
            )
            + " a year earlier, as the price it received for its ore slid to an average of "
            + f(
                "$US99.8 a tonne",
                (*k, "realised_price_iron_ore_usd_t"),
                unit="US$/t",
                label="average price received for its ore",
                form="sentence",
            )
            + "."
        ),
        Para(
            "Revenue fell to "
            + f(
                "$US17.39 billion",
                (*k, "revenue"),
                unit="billion",
                label="revenue",
                form="sentence",
            )
            + " from "
            + f(
                "$US22.284 billion",
                (*p, "revenue"),
                unit="billion",
                label="revenue (prior year)",
                form="comparative",
            )
            + " and underlying EBITDA to "
            + f(
                "$US10.56 billion",
                (*k, "underlying_ebitda"),
                unit="billion",
                label="underlying EBITDA",
                form="sentence",
            )
            + ". Earnings per share were "
            + f(
                "201 US cents",
                (*k, "basic_eps"),
                unit="cents per share",
                label="earnings per share (basic)",
                form="sentence",
            )
            + "."
        ),
        Para(
            "Directors declared a final dividend of "
            + f(
                "A$1.21",
                (*k, "final_dps"),
                unit="dollars per share",
                label="final dividend",
                form="sentence",
                dividend_kind="final",
            )
            + " a share, taking the total for the year to "
            + f(
                "A$2.07",
                (*k, "dividends_per_share"),
                unit="dollars per share",
                label="total dividend for the year",
                form="sentence",
                dividend_kind="total",
            )
            + " against "
            + f(
                "A$3.58",
                (*p, "dividends_per_share"),
                unit="dollars per share",
                label="total dividend for the year (prior year)",
                form="comparative",
                dividend_kind="total",
            )
            + " the year before. The company shipped a record "
            + f(
                "189 million tonnes",
                (*k, "iron_ore_shipments_mt"),
                unit="Mt",
                label="record shipments",
                form="sentence",
            )
            + " while its C1 cost rose to "
            + f(
                "$US15.91",
                (*k, "c1_cost_usd_wmt"),
                unit="US$/wmt",
                label="C1 cost per wet metric tonne",
                form="sentence",
            )
            + " a wet metric tonne."
        ),
        Para(
            "It ended June with "
            + f(
                "$US5.5 billion",
                (*k, "cash_and_equivalents"),
                unit="billion",
                label="cash",
                form="sentence",
            )
            + " in cash against gross debt of "
            + f(
                "$US6.1 billion",
                (*k, "gross_debt"),
                unit="billion",
                label="gross debt",
                form="sentence",
            )
            + ", leaving net debt of "
            + f("$879 million", (*k, "net_debt"), unit="million", label="net debt", form="sentence")
            + "."
        ),
    )
    return w.doc


ARTICLES = (
    fmg_fy2024,
    bhp_fy2024,
    bhp_h1_fy2023,
    nst_fy2025,
    min_fy2025,
    rio_2024,
    rio_2025,
    fmg_fy2022,
)
