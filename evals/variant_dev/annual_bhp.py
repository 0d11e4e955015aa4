"""The development split's second long report: a BHP Annual Report 2024 (PDF, ~150 pages).

Unlike the Rio Tinto report (:mod:`evals.variant_dev.annual`), many pages here carry real
figures in tables that look alike: the year at a glance beside its prior-year column, the
half to 31 December 2023, a segment note whose segment rows are blank and whose total row
is not, production on a 100% basis beside BHP's share, dividends by kind, cash flow and
net debt extracts, a remuneration scorecard whose outcome column repeats results beside
worded thresholds, guidance and sensitivities in words, an income statement and an
earnings-per-share note, and a five-year summary. Where a real report would print a figure
the data lacks, the cell is a dash. The narrative pages and their look-alike tables are in
:mod:`evals.variant_dev.annual_bhp_filler`; the later statement pages in
:mod:`evals.variant_dev.annual_bhp_more`.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Contents, Document, Heading, Para
from evals.variant.writer import DASH, Cell, VTable, VWriter, new_doc, trow
from evals.variant_dev.kit import cell, place, prior, say, table

c = partial(cell, "BHP")
FY = "FY2024"
BN = "billion"
CPS = "cents per share"


def pair(metric: str, unit: str, now: str | None, before: str | None, **kw: Any) -> list[Cell]:
    """FY2024 and its prior-year comparative (marked ``comparative``); None prints a dash."""
    return [
        None if now is None else c(now, FY, metric, unit, **kw),
        None if before is None else c(before, prior(FY), metric, unit, form="comparative", **kw),
    ]


def _glance(w: VWriter) -> None:
    w.page("FY2024 at a glance", contents_entry=True)
    w.add(
        Heading("FY2024 at a glance"),
        Para(
            "A summary of our financial results for the year ended 30 June 2024, with the "
            "year before for comparison. Where a measure is not presented in this summary "
            f"the cell shows {DASH}."
        ),
        table(
            w,
            "Financial highlights, year ended 30 June (US$ billion)",
            ["", "FY2024", "FY2023"],
            [
                ("Group revenue", pair("revenue", BN, "55.658", "53.82")),
                ("Underlying EBITDA", pair("underlying_ebitda", BN, None, "28.0")),
                (
                    "Profit after taxation attributable to BHP shareholders",
                    pair("statutory_npat", BN, "7.897", "12.921"),
                ),
                ("Underlying attributable profit", pair("underlying_npat", BN, "13.66", "13.4")),
                ("Net operating cash flows", pair("net_operating_cash_flow", BN, None, "18.7")),
                ("Capital and exploration expenditure", pair("capex", BN, "9.27", "7.1")),
                ("Free cash flow", pair("free_cash_flow", BN, None, "5.6")),
                ("Net debt at period end", pair("net_debt", BN, "9.12", "11.2")),
            ],
            widths=[90, 28, 28],
        ),
        table(
            w,
            "Per share measures, year ended 30 June (US cents)",
            ["", "FY2024", "FY2023"],
            [
                ("Basic earnings per ordinary share", pair("basic_eps", CPS, "155.8", "255.2")),
                (
                    "Underlying basic earnings per ordinary share",
                    pair("underlying_basic_eps", CPS, "269.5", "265.0"),
                ),
                (
                    "Cash dividends determined per share",
                    pair("dividends_per_share", CPS, "146", "170", dividend_kind="total"),
                ),
            ],
            widths=[90, 28, 28],
        ),
    )


def _cfo_review(w: VWriter) -> None:
    w.page("Chief Financial Officer's review", contents_entry=True)
    say_ = partial(say, w, fy=FY)
    w.add(
        Heading("Chief Financial Officer's review"),
        Para(
            "Underlying attributable profit rose to "
            + say_(
                "US$13.66 billion",
                metric="underlying_npat",
                unit=BN,
                label="underlying attributable profit",
            )
            + ", while profit attributable to our shareholders fell to "
            + say_(
                "US$7,897 million",
                metric="statutory_npat",
                unit="million",
                label="profit attributable to our shareholders",
            )
            + " after exceptional items, chiefly the impairment of Western Australia Nickel "
            "and charges relating to the Samarco dam failure."
        ),
        Para(
            "Revenue for the year was "
            + say_("US$55.66 billion", metric="revenue", unit=BN, label="revenue for the year")
            + ", helped by higher realised prices for iron ore and copper that more than "
            "offset weaker metallurgical coal prices. Capital and exploration spending was "
            + say_(
                "US$9.27 billion",
                metric="capex",
                unit=BN,
                label="capital and exploration spending",
            )
            + " and net debt closed the year at "
            + say_("US$9.12 billion", metric="net_debt", unit=BN, label="net debt closed the year")
            + ", within our target range."
        ),
        Para(
            "We do not repeat operating cash flow or free cash flow in this review; the "
            "consolidated cash flow statement and its notes present the cash measures in full."
        ),
    )


def _half(w: VWriter) -> None:
    w.page("Half-year results", contents_entry=True)

    w.add(
        Heading("Results for the half year ended 31 December 2023"),
        Para(
            "Our interim results were released in February 2024. The table repeats them for "
            "the six months ended 31 December 2023 beside the same half a year earlier. These "
            "are half-year figures, not results for the full year."
        ),
        table(
            w,
            "Half year ended 31 December (US$ billion unless stated)",
            ["", "H1 FY2024", "H1 FY2023"],
            [
                ("Group revenue", pair("h1_revenue", BN, "27.23", "25.71")),
                ("Underlying EBITDA", [None, None]),
                (
                    "Profit after taxation attributable to BHP shareholders",
                    pair("h1_statutory_npat", BN, "0.927", "6.457"),
                ),
                (
                    "Underlying attributable profit",
                    pair("h1_underlying_npat", BN, "6.569", "6.6"),
                ),
                ("Net operating cash flows", [None, None]),
                (
                    "Basic earnings per ordinary share (US cents)",
                    pair("h1_basic_eps", CPS, "18.3", None),
                ),
                (
                    "Underlying basic earnings per ordinary share (US cents)",
                    pair("h1_underlying_basic_eps", CPS, "129.6", "130.3"),
                ),
                (
                    "Interim dividend per share (US cents)",
                    pair("interim_dps", CPS, "72", "90", dividend_kind="interim"),
                ),
                (
                    "Interim dividend as a share of underlying attributable profit (%)",
                    pair("h1_payout_ratio_pct", "percent", "56", None, dividend_kind="interim"),
                ),
            ],
            widths=[96, 26, 26],
        ),
    )


def _segments(w: VWriter) -> None:
    w.page("Segment information", contents_entry=True)
    names = ("Copper", "Iron Ore", "Coal", "Group and unallocated items")

    def note(fy: str, revenue: str, ebitda: str | None, capex: str) -> VTable:
        title = f"Operating segments, year ended 30 June {fy[2:]} (US$ billion)"
        form = "table" if fy == FY else "comparative"
        rows = [[name, DASH, DASH, DASH] for name in names]
        total: list[Cell] = [
            c(revenue, fy, "revenue", BN, form=form),
            None if ebitda is None else c(ebitda, fy, "underlying_ebitda", BN, form=form),
            c(capex, fy, "capex", BN, form=form),
        ]
        rows.append(trow(w, title, "Total Group", total))
        return VTable(
            title,
            ["", "Revenue", "Underlying EBITDA", "Capital and exploration expenditure"],
            rows,
            notes=[
                f"{DASH} segment amounts are presented in the segment note of the financial "
                "statements and are not repeated in this summary."
            ],
            widths=[62, 28, 32, 40],
        )

    w.add(
        Heading("Segment information"),
        Para(
            "We report three operating segments: Copper, Iron Ore and Coal. Items not "
            "allocated to a segment, including Potash and Western Australia Nickel, are "
            "shown as Group and unallocated items."
        ),
        note(FY, "55.658", None, "9.27"),
        note(prior(FY), "53.82", "28.0", "7.1"),
    )


def _production(w: VWriter) -> None:
    w.page("Production", contents_entry=True)
    title = "Production summary, year ended 30 June"

    def row(label: str, unit: str, cells: list[Cell]) -> list[str]:
        out = trow(w, title, label, cells)
        return [out[0], unit, *out[1:]]

    w.add(
        Heading("Production"),
        Para(
            "Western Australia Iron Ore is reported both on a 100 per cent basis and as "
            "BHP's share; total iron ore adds our share of Samarco. Copper is BHP's share "
            "of payable copper across the portfolio."
        ),
        VTable(
            title,
            ["", "Unit", "FY2024", "FY2023"],
            [
                row(
                    "Western Australia Iron Ore, 100% basis",
                    "Mt",
                    pair("waio_production_100pct_mt", "Mt", None, "285", basis="100%"),
                ),
                row(
                    "Western Australia Iron Ore, BHP share",
                    "Mt",
                    pair("waio_production_bhp_share_mt", "Mt", "255", "253", basis="equity"),
                ),
                row(
                    "Iron ore, total BHP share",
                    "Mt",
                    pair("iron_ore_production_mt", "Mt", "259.7", "257.0", basis="equity"),
                ),
                row("Copper, total", "kt", pair("copper_production_kt", "kt", "1,865", "1,700")),
                row("Metallurgical coal", "Mt", [None, None]),
                row("Energy coal", "Mt", [None, None]),
            ],
            widths=[82, 16, 24, 24],
        ),
        VTable(
            "Copper production by asset, BHP share (kt)",
            ["", "FY2024", "FY2023"],
            [
                [asset, DASH, DASH]
                for asset in ("Escondida", "Pampa Norte", "Copper South Australia", "Antamina")
            ],
            notes=["Asset volumes are given in the quarterly operational reviews."],
        ),
    )


def _dividends(w: VWriter) -> None:
    w.page("Dividends", contents_entry=True)
    title = "Dividends determined for the year (US cents per share)"
    w.add(
        Heading("Dividends"),
        Para(
            "Our capital allocation framework sets a minimum payout of half of underlying "
            "attributable profit at each reporting period. Dividends are fully franked."
        ),
        table(
            w,
            title,
            ["", "FY2024", "FY2023"],
            [
                ("Interim dividend", pair("interim_dps", CPS, "72", "90", dividend_kind="interim")),
                ("Final dividend", pair("final_dps", CPS, "74", "80", dividend_kind="final")),
                ("Special dividend", [None, None]),
                (
                    "Total dividends",
                    pair("dividends_per_share", CPS, "146", "170", dividend_kind="total"),
                ),
            ],
        ),
        table(
            w,
            "Payout ratio (% of underlying attributable profit)",
            ["", "FY2024", "FY2023"],
            [
                (
                    "Final dividend, second half",
                    pair("payout_ratio_pct", "percent", "53", "59", dividend_kind="final"),
                ),
                (
                    "Interim dividend, first half",
                    [c("56", FY, "h1_payout_ratio_pct", "percent", dividend_kind="interim"), None],
                ),
                ("Full year", [None, None]),
            ],
            notes=[f"{DASH} not presented for the period."],
        ),
    )


def long_report(manifest: list[dict[str, Any]]) -> Document:
    """The BHP Annual Report 2024: figure pages placed among narrative look-alike pages."""
    from evals.variant_dev.annual_bhp_filler import filler, glossary
    from evals.variant_dev.annual_bhp_more import LATER

    w = new_doc("BHP Annual Report 2024.pdf", "BHP", "BHP Annual Report 2024", FY, manifest)
    w.page("Cover")
    w.add(
        Heading("BHP Annual Report 2024"),
        Para("Bringing people and resources together to build a better world."),
        Para("BHP Group Limited, reporting for the year ended 30 June 2024."),
    )
    w.page("Contents")
    w.add(Heading("Contents"), Contents())
    figure_pages = {
        5: _glance,
        11: _cfo_review,
        18: _half,
        27: _segments,
        36: _production,
        44: _dividends,
        **LATER,
    }
    place(w, figure_pages, filler, 149)
    glossary(w)
    return w.doc


__all__ = ["BN", "CPS", "FY", "c", "long_report", "pair"]
