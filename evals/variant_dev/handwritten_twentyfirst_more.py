"""Part of :mod:`evals.variant_dev.handwritten_twentyfirst`: press, a letter, summaries, a half.

A reporting-season wrap in Australian press shapes (headline against underlying profit,
"$US", "came in at", "down from ... a year earlier", a loss as "(A$896m)"); a wire on Rio
Tinto's record 2021 payout with its special part; a commodities column with prices "a dry
tonne", "a pound" and "a tonne" and two halves beside a full year; BHP's FY24 letter from the
chief executive (the headline result against underlying, earnings a share basic only); BHP's
five years with rows named in their own way and gaps ``n/a``; and Fortescue's half-year
report for the six months to 31 December 2024 beside two earlier December halves. Every
figure is checked against the data as written.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, VTable, new_doc
from evals.variant_dev.kit import cell, say, say_of, worded_rows

CPS = "cents per share"
DPS = "dollars per share"


# --- A reporting-season wrap: four miners, press shapes ------------------------------------


def reporting_season_wrap_fy25(manifest: list[dict[str, Any]]) -> Document:
    """A newspaper wrap of four June-year results, press figures in running sentences."""
    w = new_doc(
        "reporting-season-miners-count-the-cost-of-cheaper-ore.md",
        "BHP",
        "Miners count the cost of cheaper ore as gold shines",
        "FY2025",
        manifest,
    )
    b = partial(say_of, w, "BHP")
    f = partial(say_of, w, "FMG")
    n = partial(say_of, w, "NST")
    m = partial(say_of, w, "MIN")
    w.page("Story")
    w.add(
        Dateline("Resources reporter | Perth | August 2025"),
        Para(
            "It was a season of two halves for the big diggers as the June-year miners "
            "closed the books on the 12 months to June 30, 2025. BHP's headline number, the "
            "profit that belongs to shareholders after everything, came in at "
            + b("$US9.0 billion", "FY2025", "statutory_npat", "billion", "headline number")
            + ", while the figure the company prefers, which strips out the Samarco charges "
            "and other one-offs, was "
            + b("$US10.2 billion", "FY2025", "underlying_npat", "billion", "strips out")
            + ". Sales slipped to "
            + b("$US51.26 billion", "FY2025", "revenue", "billion", "sales slipped to")
            + "."
        ),
        Para(
            "Andrew Forrest's Fortescue felt the ore price most. Its bottom line for the "
            "2025 financial year came in at "
            + f("$US3.4 billion", "FY2025", "statutory_npat", "billion", "bottom line")
            + " and turnover at "
            + f("$US15.5 billion", "FY2025", "revenue", "billion", "turnover")
            + ", down from "
            + f(
                "$US18.22 billion",
                "FY2024",
                "revenue",
                "billion",
                "a year earlier",
                form="comparative",
            )
            + " a year earlier. Holders will still get "
            + f(
                "$1.10 a share",
                "FY2025",
                "dividends_per_share",
                DPS,
                "a share for the year",
                dividend_kind="total",
            )
            + " for the year, fully franked. The miner did not give a profit figure with "
            "one-offs taken out."
        ),
        Para(
            "Gold was the bright spot. Over the same twelve months Northern Star lifted "
            "sales to "
            + n("$6.4 billion", "FY2025", "revenue", "billion", "lifted sales to")
            + " and earnings before one-offs to "
            + n("$1.4 billion", "FY2025", "underlying_npat", "billion", "before one-offs")
            + " after selling "
            + n("1.634 million", "FY2025", "gold_sold_koz", "Moz", "ounces sold")
            + " ounces. It will pay "
            + n(
                "55 cents",
                "FY2025",
                "dividends_per_share",
                CPS,
                "cents for the year",
                dividend_kind="total",
            )
            + " a share for the year. The company did not spell out its reported bottom line "
            "in the release the market traded on."
        ),
        Para(
            "At the other end, Mineral Resources posted a statutory loss for FY25 of "
            + m("(A$896m)", "FY2025", "statutory_npat", "million", "statutory loss")
            + " and an underlying loss of "
            + m("(A$112m)", "FY2025", "underlying_npat", "million", "underlying loss")
            + ", with net debt out to "
            + m("$5.35 billion", "FY2025", "net_debt", "billion", "net debt out to")
            + ". There was no final dividend."
        ),
    )
    return w.doc


# --- Rio Tinto: the record 2021 payout, a wire ---------------------------------------------


def rio_record_payout_wire_2021(manifest: list[dict[str, Any]]) -> Document:
    """A wire story on Rio Tinto's 2021 result: the year's total and its special part."""
    w = new_doc(
        "rio-tinto-hands-back-record-payout-wire.txt",
        "RIO",
        "Rio Tinto hands back record payout on iron ore windfall",
        "FY2021",
        manifest,
    )
    w.page("Wire")
    w.add(
        Dateline("LONDON/MELBOURNE, February 2022 - Rio Tinto"),
        Para(
            "Rio Tinto will return "
            + say(
                w,
                "$US10.40 a share",
                "FY2021",
                "dividends_per_share",
                DPS,
                "return a share",
                dividend_kind="total",
            )
            + " for 2021, the most in its history, after iron ore prices lifted underlying "
            "earnings to "
            + say(w, "$US21.4 billion", "FY2021", "underlying_npat", "billion", "lifted to")
            + ". The payout includes a one-off top-up of "
            + say(
                w,
                "247 US cents",
                "FY2021",
                "special_dps",
                CPS,
                "one-off top-up",
                dividend_kind="special",
            )
            + " a share and represents "
            + say(w, "79%", "FY2021", "payout_ratio_pct", "percent", "represents")
            + " of underlying earnings."
        ),
        Para(
            "Underlying EBITDA came in at "
            + say(w, "$US37.72 billion", "FY2021", "underlying_ebitda", "billion", "came in at")
            + " and free cash flow at "
            + say(w, "$US17.7 billion", "FY2021", "free_cash_flow", "billion", "free cash flow")
            + ". The company did not break the payout into its two regular instalments in its "
            "statement to the exchange."
        ),
    )
    return w.doc


# --- A commodities column: prices a tonne, a pound; halves beside a year -------------------


def commodities_column_prices(manifest: list[dict[str, Any]]) -> Document:
    """A markets column: Rio's 2025 prices in prose, iron ore halves and a year in a table."""
    w = new_doc(
        "commodities-column-what-the-ships-were-worth.md",
        "RIO",
        "What the ships were worth",
        "FY2025",
        manifest,
    )
    w.page("Column")
    w.add(
        Dateline("Commodities | weekend edition"),
        Para(
            "Rio Tinto's Pilbara cargoes averaged "
            + say(
                w,
                "$US90 a dry tonne",
                "FY2025",
                "realised_price_pilbara_iron_ore_usd_dmt",
                "US$/dmt",
                "cargoes averaged",
            )
            + " over calendar 2025, but the red metal did the heavy lifting at "
            + say(
                w,
                "US$4.57/lb",
                "FY2025",
                "realised_price_copper_usd_lb",
                "US$/lb",
                "the red metal",
            )
            + ", and the smelters got "
            + say(
                w,
                "$US3,318 a tonne",
                "FY2025",
                "realised_price_aluminium_usd_t",
                "US$/t",
                "smelters got",
            )
            + " for their metal."
        ),
        Para(
            "Back in the 2022 financial year Fortescue's ore fetched "
            + say_of(
                w,
                "FMG",
                "$US99.8 a tonne",
                "FY2022",
                "realised_price_iron_ore_usd_t",
                "US$/dmt",
                "ore fetched",
            )
            + " on average. The table below sets the two Pilbara juniors' halves against "
            "each other."
        ),
    )
    title = "Ore receipts, US$ per dry metric tonne"
    w.add(
        VTable(
            title,
            ["Miner", "Jul-Dec 2023", "Jul-Dec 2024", "Year to June 2025"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Fortescue (hematite)",
                        [
                            None,
                            cell(
                                "FMG",
                                "85",
                                "FY2025",
                                "h1_realised_price_hematite_usd_dmt",
                                "US$/dmt",
                            ),
                            cell(
                                "FMG",
                                "84.79",
                                "FY2025",
                                "realised_price_hematite_usd_dmt",
                                "US$/dmt",
                            ),
                        ],
                        [],
                    ),
                    (
                        "Mineral Resources (all hubs)",
                        [
                            cell(
                                "MIN",
                                "111",
                                "FY2024",
                                "h1_realised_price_iron_ore_usd_dmt",
                                "US$/dmt",
                            ),
                            cell(
                                "MIN",
                                "83",
                                "FY2025",
                                "h1_realised_price_iron_ore_usd_dmt",
                                "US$/dmt",
                            ),
                            None,
                        ],
                        [],
                    ),
                ],
            ),
            style="pipe",
            notes=["A dash: not published for that period."],
        ),
    )
    return w.doc


# --- BHP: FY24 letter from the chief executive ---------------------------------------------


def bhp_ceo_letter_fy24(manifest: list[dict[str, Any]]) -> Document:
    """BHP's FY24 CEO letter: headline against underlying profit, basic EPS only."""
    w = new_doc(
        "BHP Annual Report 2024 - chief executive's letter.txt",
        "BHP",
        "BHP | Annual Report 2024 | From the Chief Executive",
        "FY2024",
        manifest,
    )
    s = partial(say, w)
    w.page("From the Chief Executive")
    w.add(
        Heading("From the Chief Executive"),
        Para("Dear shareholders,"),
        Para(
            "Our headline result for the year to 30 June 2024, profit after tax attributable "
            "to BHP's members, was "
            + s("US$7,897 million", "FY2024", "statutory_npat", "million", "headline result")
            + ", down from "
            + s(
                "US$12.921 billion",
                "FY2023",
                "statutory_npat",
                "billion",
                "down from",
                form="comparative",
            )
            + " the year before, after the charges for Western Australia Nickel and Samarco. "
            "Take those items out and underlying attributable profit was "
            + s("US$13.66 billion", "FY2024", "underlying_npat", "billion", "take out")
            + ", a little higher than last year."
        ),
        Para(
            "On each share that is "
            + s("155.8 US cents", "FY2024", "basic_eps", CPS, "on each share")
            + " of basic earnings, against "
            + s("255.2 US cents", "FY2023", "basic_eps", CPS, "against", form="comparative")
            + " in FY23, or "
            + s("269.5 US cents", "FY2024", "underlying_basic_eps", CPS, "before the charges")
            + " before the charges. Sales to customers totalled "
            + s("US$55,658 million", "FY2024", "revenue", "million", "sales totalled")
            + "."
        ),
        Para(
            "We put "
            + s("US$9.27 billion", "FY2024", "capex", "billion", "we put to work")
            + " to work in the business and ended the year with net debt of "
            + s("US$9.12 billion", "FY2024", "net_debt", "billion", "ended with net debt")
            + ". Copper output rose to "
            + s("1,865 kt", "FY2024", "copper_production_kt", "kt", "copper output rose to")
            + " and our share of Western Australia Iron Ore was "
            + s(
                "255 Mt",
                "FY2024",
                "waio_production_bhp_share_mt",
                "Mt",
                "our share of WAIO",
                basis="BHP share",
            )
            + "."
        ),
        Para(
            "The Board determined a final dividend of "
            + s("74 US cents", "FY2024", "final_dps", CPS, "final of", dividend_kind="final")
            + " a share, taking the year to "
            + s(
                "146 US cents",
                "FY2024",
                "dividends_per_share",
                CPS,
                "taking the year to",
                dividend_kind="total",
            )
            + "; the final alone is "
            + s("53 per cent", "FY2024", "payout_ratio_pct", "percent", "the final alone")
            + " of second-half underlying attributable profit."
        ),
        Para("Mike Henry, Chief Executive Officer"),
    )
    return w.doc


# --- BHP: five years with rows in their own words ------------------------------------------


def bhp_five_years_fy25(manifest: list[dict[str, Any]]) -> Document:
    """BHP's five years, newest first, each row named its own way, gaps ``n/a``."""
    w = new_doc(
        "BHP Annual Report 2025 - five years at a glance.md",
        "BHP",
        "BHP | Annual Report 2025 | Five years at a glance",
        "FY2025",
        manifest,
    )
    c = partial(cell, "BHP", form="five_year")
    years = ("FY2025", "FY2024", "FY2023", "FY2022", "FY2021")

    def run(metric: str, unit: str, *printed: str | None, **o: Any) -> list[Any]:
        return [
            None if p is None else c(p, fy, metric, unit, **o)
            for p, fy in zip(printed, years, strict=True)
        ]

    title = "Five years at a glance (years to 30 June)"
    w.page("Five years at a glance")
    w.add(
        Heading("Five years at a glance"),
        Para(
            "Newest year first. FY21 money lines are as first reported, with the petroleum "
            "business still inside. 'n/a': not carried in the year's results material."
        ),
        VTable(
            title,
            ["", "FY25", "FY24", "FY23", "FY22", "FY21"],
            worded_rows(
                w,
                title,
                [
                    (
                        "What customers paid us (US$bn)",
                        run("revenue", "billion", "51.26", "55.658", "53.82", "65.098", "60.817"),
                        [],
                    ),
                    (
                        "Operating earnings before D&A, exceptionals out (US$bn)",
                        run("underlying_ebitda", "billion", "26", None, "28.0", "40.6", "37.4"),
                        [],
                    ),
                    (
                        "What was left for members, as reported (US$bn)",
                        run(
                            "statutory_npat", "billion", "9.02", "7.897", "12.921", "30.9", "11.304"
                        ),
                        [],
                    ),
                    (
                        "What was left for members, exceptionals out (US$bn)",
                        run("underlying_npat", "billion", "10.16", "13.66", "13.4", "23.8", "17.1"),
                        [],
                    ),
                    (
                        "Owed less cash at 30 June (US$bn)",
                        run("net_debt", "billion", "12.92", "9.12", "11.2", "0.3", "4.0"),
                        [],
                    ),
                    (
                        "Put into the asset base (US$bn)",
                        run("capex", "billion", "9.79", "9.27", "7.1", "6.1", None),
                        [],
                    ),
                    (
                        "Handed back a share (US cents)",
                        run(
                            "dividends_per_share",
                            CPS,
                            "110",
                            "146",
                            "170",
                            "325",
                            "301",
                            dividend_kind="total",
                        ),
                        [],
                    ),
                    (
                        "Red metal won (kt)",
                        run("copper_production_kt", "kt", "2,000", "1,865", "1,700", "1,600", None),
                        [],
                    ),
                    (
                        "Ore won, all operations (Mt)",
                        run("iron_ore_production_mt", "Mt", "263", "259.7", "257.0", "253.0", None),
                        [],
                    ),
                ],
                blank="n/a",
            ),
            style="pipe",
        ),
    )
    return w.doc


# --- Fortescue: half-year report, six months to 31 December 2024 ----------------------------


def fmg_half_year_report_dec2024(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's December 2024 half beside the two December halves before it."""
    w = new_doc(
        "Fortescue half-year financial report - six months to 31 December 2024.txt",
        "FMG",
        "Fortescue Ltd | Half-year financial report | Six months ended 31 December 2024",
        "H1 FY2025",
        manifest,
    )
    c = partial(cell, "FMG")

    def three(
        metric: str,
        unit: str,
        now: str | None,
        then: str | None,
        older: str | None = None,
        **o: Any,
    ) -> list[Any]:
        out = []
        for p, fy, form in (
            (now, "FY2025", "table"),
            (then, "FY2024", "comparative"),
            (older, "FY2023", "comparative"),
        ):
            out.append(None if p is None else c(p, fy, metric, unit, form=form, **o))
        return out

    title = "The half in figures"
    w.page("Directors' report")
    w.add(
        Heading("Directors' report - the half in figures"),
        Para(
            "The columns are the six months to 31 December 2024, 2023 and 2022, each the "
            "first half of the financial year ending the following 30 June. A dash: not given "
            "for that half in this report."
        ),
        VTable(
            title,
            ["", "Unit", "Dec 2024", "Dec 2023", "Dec 2022"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Turnover, all operations",
                        three("h1_revenue", "billion", "7.6", None),
                        ["US$bn"],
                    ),
                    (
                        "Of which hematite and magnetite sales",
                        three("h1_iron_ore_revenue", "billion", None, "8.71"),
                        ["US$bn"],
                    ),
                    (
                        "Earnings before D&A, interest and tax, adjusted",
                        three("h1_underlying_ebitda", "billion", "3.6", "5.9"),
                        ["US$bn"],
                    ),
                    (
                        "Net result after tax",
                        three("h1_statutory_npat", "billion", "1.6", "3.34", "2.37"),
                        ["US$bn"],
                    ),
                    (
                        "Earned per share, basic",
                        three("h1_basic_eps", CPS, "51", None),
                        ["US cents"],
                    ),
                    (
                        "Cash thrown off by operating",
                        three("h1_net_operating_cash_flow", "billion", "2.4", None),
                        ["US$bn"],
                    ),
                    (
                        "Left after investing",
                        three("h1_free_cash_flow", "billion", "0.7", None),
                        ["US$bn"],
                    ),
                    (
                        "Tonnes over the ship's rail",
                        three("h1_iron_ore_shipments_mt", "Mt", "97.1", None),
                        ["Mt"],
                    ),
                    (
                        "Mine-gate cash cost, hematite",
                        three("h1_c1_cost_usd_wmt", "US$/wmt", "19.17", None),
                        ["US$/wmt"],
                    ),
                    (
                        "Half-year cheque to holders",
                        three("interim_dps", DPS, "0.50", "1.08", dividend_kind="interim"),
                        ["A$ a share"],
                    ),
                    (
                        "Portion of the half's profit handed back",
                        three("h1_payout_ratio_pct", "percent", "65", "65"),
                        ["%"],
                    ),
                ],
                lead=True,
            ),
            style="columns",
            notes=[
                "The December 2024 turnover line is as presented in the results material. "
                "Earnings per share on a diluted basis are in the condensed statements."
            ],
        ),
    )
    return w.doc


MORE = (
    reporting_season_wrap_fy25,
    rio_record_payout_wire_2021,
    commodities_column_prices,
    bhp_ceo_letter_fy24,
    bhp_five_years_fy25,
    fmg_half_year_report_dec2024,
)
