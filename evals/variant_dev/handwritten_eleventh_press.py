"""The eleventh set's press and histories: a December-half column, a price table, dividends.

Part of :mod:`evals.variant_dev.handwritten_eleventh`: a newspaper column on the December
2024 half of three miners that names the half only the press's way ("the six months to
Christmas", "the December half", "first-half fiscal 2025") and its measures by what was
done with the money; a long-format table of prices the miners were paid, one row per
company, product and period with the period in words in its own column; and BHP's five
years of dividends with the halves as rows, a special dividend row that is all dashes and
the payout stated on the half's basis, then output on BHP's share and on a 100% basis.
Figures of another company than the document's go through :meth:`VWriter.fig` with that
company's key; every figure is checked against the data as it is written.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Dateline, VTable, new_doc
from evals.variant_dev.kit import cell, say, table, worded_rows
from evals.variant_dev.kit import say_of as _of

CPS = "cents per share"

# --- Press: the December 2024 half of three miners ---------------------------------------


def december_half_column_feb_2025(manifest: list[dict[str, Any]]) -> Document:
    """A column on the half to December 2024: Fortescue, Northern Star, MinRes."""
    w = new_doc("christmas-half-gold-glitters-iron-ore-rusts.md", "FMG", "", "H1 FY2025", manifest)
    fmg = partial(_of, w, "FMG")
    nst = partial(_of, w, "NST")
    mrl = partial(_of, w, "MIN")
    w.page("Markets column")
    w.add(
        Heading("Gold glitters, iron ore rusts: what the Christmas half told us", 2),
        Dateline("Markets | Perth | 22 February 2025"),
        Para(
            "Three West Australian miners have now shown their books for the six months to "
            "Christmas, and the gap between them has rarely been wider."
        ),
        Para(
            "Fortescue cleared "
            + fmg("$US1.6 billion", "FY2025", "h1_statutory_npat", "billion", "cleared")
            + " after tax in the December half, as its hematite sold for "
            + fmg(
                "$US85 a dry tonne",
                "FY2025",
                "h1_realised_price_hematite_usd_dmt",
                "US$/dmt",
                "hematite sold for",
            )
            + " on average. It loaded "
            + fmg(
                "97.1 million tonnes",
                "FY2025",
                "h1_iron_ore_shipments_mt",
                "Mt",
                "loaded onto ships",
            )
            + " onto ships, and only "
            + fmg(
                "$US0.7 billion",
                "FY2025",
                "h1_free_cash_flow",
                "billion",
                "left over once the bills were paid",
            )
            + " was left over once the bills and the building were paid for. Holders will get "
            + fmg(
                "50 Australian cents",
                "FY2025",
                "interim_dps",
                CPS,
                "holders will get",
                dividend_kind="interim",
            )
            + " a share, fully franked."
        ),
        Para(
            "Northern Star, by contrast, booked first-half fiscal 2025 cash earnings of "
            + nst(
                "$1.146 billion",
                "FY2025",
                "h1_cash_earnings",
                "billion",
                "booked cash earnings",
            )
            + ", even while pouring "
            + nst(
                "$1.06 billion", "FY2025", "h1_capex", "billion", "pouring into its mills and mines"
            )
            + " into a mill expansion at Kalgoorlie and its other mines. Each ounce cost "
            + nst(
                "$2,105",
                "FY2025",
                "h1_aisc_aud_oz",
                "A$/oz",
                "each ounce cost, all in",
            )
            + " to produce, all in, and the miner finished the half with "
            + nst(
                "$265 million",
                "FY2025",
                "h1_net_debt",
                "million",
                "more cash than debt",
            )
            + " more cash than debt. Its interim payout is "
            + nst(
                "25 cents",
                "FY2025",
                "interim_dps",
                CPS,
                "interim payout",
                dividend_kind="interim",
            )
            + " a share."
        ),
        Para(
            "Mineral Resources went the other way: the Ellison-led group owed "
            + mrl("$5,084 million", "FY2025", "h1_net_debt", "million", "owed, net of cash")
            + " net of its cash at the end of December and posted a bottom-line loss of "
            + mrl("$807 million", "FY2025", "h1_statutory_npat", "million", "bottom-line loss")
            + ". It will not pay a dividend for the half."
        ),
    )
    return w.doc


# --- Press: price table, one row per company, product and period -----------------------------


def price_table_2025(manifest: list[dict[str, Any]]) -> Document:
    """A long-format table of prices received: company, product, unit, period, price."""
    w = new_doc("what-the-miners-were-actually-paid.md", "NST", "", "FY2025", manifest)
    title = "Prices received"
    w.page("Prices")
    w.add(
        Heading("What the miners were actually paid", 2),
        Dateline("Resources desk | Data | March 2026"),
        Para(
            "Benchmarks make the headlines, but what a miner banks is the price its own cargoes "
            "and bars fetch. Below, one line per company, product and period as each company "
            "reported it; the fiscal years of the Australian-dollar reporters end in June."
        ),
        VTable(
            title,
            ["Company", "Product", "Unit", "Period", "Price"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Fortescue",
                        [
                            cell(
                                "FMG",
                                "103.01",
                                "FY2024",
                                "realised_price_hematite_usd_dmt",
                                "US$/dmt",
                            )
                        ],
                        ["Hematite", "US$/dmt", "Year to June 2024"],
                    ),
                    (
                        "Fortescue",
                        [
                            cell(
                                "FMG",
                                "85",
                                "FY2025",
                                "h1_realised_price_hematite_usd_dmt",
                                "US$/dmt",
                            )
                        ],
                        ["Hematite", "US$/dmt", "December 2024 half"],
                    ),
                    (
                        "Fortescue",
                        [
                            cell(
                                "FMG",
                                "84.79",
                                "FY2025",
                                "realised_price_hematite_usd_dmt",
                                "US$/dmt",
                            )
                        ],
                        ["Hematite", "US$/dmt", "Year to June 2025"],
                    ),
                    (
                        "Mineral Resources",
                        [
                            cell(
                                "MIN",
                                "83",
                                "FY2025",
                                "h1_realised_price_iron_ore_usd_dmt",
                                "US$/dmt",
                            )
                        ],
                        ["Iron ore, all hubs", "US$/dmt", "December 2024 half"],
                    ),
                    (
                        "Northern Star",
                        [cell("NST", "2,388", "FY2022", "h1_realised_gold_price_aud_oz", "A$/oz")],
                        ["Gold", "A$/oz", "December 2021 half"],
                    ),
                    (
                        "Northern Star",
                        [cell("NST", "2,513", "FY2023", "h1_realised_gold_price_aud_oz", "A$/oz")],
                        ["Gold", "A$/oz", "December 2022 half"],
                    ),
                    (
                        "Northern Star",
                        [cell("NST", "2,639", "FY2023", "realised_gold_price_aud_oz", "A$/oz")],
                        ["Gold", "A$/oz", "Year to June 2023"],
                    ),
                    (
                        "Northern Star",
                        [cell("NST", "3,562", "FY2025", "h1_realised_gold_price_aud_oz", "A$/oz")],
                        ["Gold", "A$/oz", "December 2024 half"],
                    ),
                    (
                        "Rio Tinto",
                        [cell("RIO", "4.57", "FY2025", "realised_price_copper_usd_lb", "US$/lb")],
                        ["Copper", "US$/lb", "Calendar 2025"],
                    ),
                ],
                lead=True,
            ),
            style="pipe",
        ),
        Para(
            "Rows are left out where a company did not give a price for that period, and no "
            "price is worked out from revenue and volumes."
        ),
    )
    return w.doc


# --- BHP: five years of dividends, then output on two bases ---------------------------------


def bhp_dividends_and_bases(manifest: list[dict[str, Any]]) -> Document:
    """BHP's dividends FY21-FY25 with halves as rows and a dashed special row; then bases."""
    w = new_doc(
        "BHP shareholder information - dividends FY2021 to FY2025 and output.txt",
        "BHP",
        "BHP Group Limited  |  Shareholder information",
        "FY2025",
        manifest,
    )
    c = partial(cell, "BHP")
    comp = {"form": "comparative"}
    years = ["US cents a share", "FY25", "FY24", "FY23", "FY22", "FY21"]
    w.page("Dividends")
    w.add(
        Heading("Dividends determined, by half"),
        Para(
            "Each year's first-half dividend is determined in February and its second-half "
            "dividend in August. Dividends are determined in US cents and paid in the currency "
            "of the register."
        ),
        table(
            w,
            "Dividends determined",
            years,
            [
                (
                    "First half",
                    [
                        c("50", "FY2025", "interim_dps", CPS, dividend_kind="interim"),
                        c("72", "FY2024", "interim_dps", CPS, dividend_kind="interim", **comp),
                        c("90", "FY2023", "interim_dps", CPS, dividend_kind="interim", **comp),
                        c("150", "FY2022", "interim_dps", CPS, dividend_kind="interim", **comp),
                        None,
                    ],
                ),
                (
                    "Second half",
                    [
                        c("60", "FY2025", "final_dps", CPS, dividend_kind="final"),
                        c("74", "FY2024", "final_dps", CPS, dividend_kind="final", **comp),
                        c("80", "FY2023", "final_dps", CPS, dividend_kind="final", **comp),
                        None,
                        None,
                    ],
                ),
                ("Special", [None, None, None, None, None]),
                (
                    "Year",
                    [
                        c("110", "FY2025", "dividends_per_share", CPS, dividend_kind="total"),
                        c(
                            "146",
                            "FY2024",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            **comp,
                        ),
                        c(
                            "170",
                            "FY2023",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            **comp,
                        ),
                        c(
                            "325",
                            "FY2022",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            **comp,
                        ),
                        c(
                            "301",
                            "FY2021",
                            "dividends_per_share",
                            CPS,
                            dividend_kind="total",
                            **comp,
                        ),
                    ],
                ),
                (
                    "Paid out of the half's underlying attributable profit, first half (%)",
                    [
                        c("50", "FY2025", "h1_payout_ratio_pct", "percent"),
                        c("56", "FY2024", "h1_payout_ratio_pct", "percent", **comp),
                        None,
                        None,
                        None,
                    ],
                ),
                (
                    "Paid out of the half's underlying attributable profit, second half (%)",
                    [
                        None,
                        c("53", "FY2024", "payout_ratio_pct", "percent", **comp),
                        c("59", "FY2023", "payout_ratio_pct", "percent", **comp),
                        None,
                        None,
                    ],
                ),
            ],
            notes=[
                "A dash: not shown on this page (the per-half split for earlier years is in the "
                "annual reports of those years), or, on the Special line, none shown."
            ],
        ),
    )
    w.page("Output")
    title = "Iron ore and copper output"
    w.add(
        Heading("Output on BHP's share and on a 100% basis"),
        VTable(
            title,
            ["", "Basis", "FY25", "FY24", "FY23", "FY22"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Western Australia Iron Ore (Mt)",
                        [
                            c("290", "FY2025", "waio_production_100pct_mt", "Mt", basis="100%"),
                            None,
                            c(
                                "285",
                                "FY2023",
                                "waio_production_100pct_mt",
                                "Mt",
                                basis="100%",
                                **comp,
                            ),
                            None,
                        ],
                        ["100%"],
                    ),
                    (
                        "Western Australia Iron Ore (Mt)",
                        [
                            c(
                                "256.6",
                                "FY2025",
                                "waio_production_bhp_share_mt",
                                "Mt",
                                basis="equity",
                            ),
                            c(
                                "255",
                                "FY2024",
                                "waio_production_bhp_share_mt",
                                "Mt",
                                basis="equity",
                                **comp,
                            ),
                            c(
                                "253",
                                "FY2023",
                                "waio_production_bhp_share_mt",
                                "Mt",
                                basis="equity",
                                **comp,
                            ),
                            None,
                        ],
                        ["BHP share"],
                    ),
                    (
                        "Iron ore, all assets (Mt)",
                        [
                            c("263", "FY2025", "iron_ore_production_mt", "Mt", basis="equity"),
                            c(
                                "259.7",
                                "FY2024",
                                "iron_ore_production_mt",
                                "Mt",
                                basis="equity",
                                **comp,
                            ),
                            c(
                                "257.0",
                                "FY2023",
                                "iron_ore_production_mt",
                                "Mt",
                                basis="equity",
                                **comp,
                            ),
                            c(
                                "253.0",
                                "FY2022",
                                "iron_ore_production_mt",
                                "Mt",
                                basis="equity",
                                **comp,
                            ),
                        ],
                        ["BHP share"],
                    ),
                    (
                        "Copper, all assets (Mt)",
                        [
                            c("2.0", "FY2025", "copper_production_kt", "Mt"),
                            c("1.865", "FY2024", "copper_production_kt", "Mt", **comp),
                            c("1.7", "FY2023", "copper_production_kt", "Mt", **comp),
                            c("1.6", "FY2022", "copper_production_kt", "Mt", **comp),
                        ],
                        ["As reported"],
                    ),
                ],
                lead=True,
            ),
        ),
        Para(
            "In the December 2024 half, copper output was "
            + say(
                w, "987 kt", "FY2025", "h1_copper_production_kt", "kt", "copper output in the half"
            )
            + ", of which Escondida in Chile gave "
            + say(
                w,
                "644 kt",
                "FY2025",
                "h1_copper_production_kt_escondida",
                "kt",
                "of which Escondida gave",
            )
            + "."
        ),
    )
    return w.doc


PRESS = (december_half_column_feb_2025, price_table_2025, bhp_dividends_and_bases)
