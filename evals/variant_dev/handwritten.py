"""Hand-written filings of the development split: Appendix 4E pages, half-years, report extracts.

Shapes as ASX filers print them, each in its own wording: the "results for announcement to
the market" block (direction, percentage, "to", amount), current-against-prior columns,
five-year summaries with five period columns, output by asset on a 100% and an equity basis,
dividend sections (interim, final, total; cents or dollars a share; franking in words), a
chief executive's letter with statutory and underlying profit in prose, outflows, net debt
and losses in brackets, margins and payout shares as percentages, and half-years of June-year
companies (six months to 31 December = first half of the next fiscal year). Every figure
goes through :class:`VWriter` and is checked against the data as it is written; the press
pieces of this set are in :mod:`evals.variant_dev.handwritten_press`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import Cell, Dateline, Style, VTable, VWriter, new_doc, trow
from evals.variant_dev.kit import cell, say, table, yoy

CPS = "cents per share"
DPS = "dollars per share"


def announcement(
    w: VWriter,
    title: str,
    header: list[str],
    rows: Sequence[tuple[str, str, str, Cell]],
    *,
    style: Style = "columns",
    notes: list[str] | None = None,
) -> VTable:
    """The 'results for announcement to the market' block: label, direction, change, to, amount."""
    body = []
    for label, direction, change, amount in rows:
        printed = trow(w, title, label, [amount])[1]
        body.append([label, direction, change, "to", printed])
    return VTable(title, header, body, notes=notes or [], style=style)


def dividends(
    w: VWriter,
    title: str,
    header: list[str],
    rows: Sequence[tuple[str, Cell, str]],
    *,
    style: Style = "columns",
) -> VTable:
    """A dividend table: label, amount a share, then franking (or other words) as printed."""
    body = [[*trow(w, title, label, [amount]), words] for label, amount, words in rows]
    return VTable(title, header, body, style=style)


def series(
    ticker: str,
    metric: str,
    unit: str,
    years: Sequence[str],
    printed: Sequence[str | None],
    **kw: Any,
) -> list[Cell]:
    """One row of a multi-year summary: a five-year cell per year (None prints a dash)."""
    return [
        None if p is None else cell(ticker, p, fy, metric, unit, form="five_year", **kw)
        for p, fy in zip(printed, years, strict=True)
    ]


# --- BHP --------------------------------------------------------------------------------------


def bhp_4e_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """BHP's preliminary final report for the year to 30 June 2024 (Appendix 4E, text)."""
    w = new_doc(
        "BHP Appendix 4E preliminary final report FY2024.txt",
        "BHP",
        "BHP Group Limited | Appendix 4E | Preliminary final report",
        "FY2024",
        manifest,
    )
    c = partial(cell, "BHP")
    y = partial(yoy, "BHP", "FY2024")
    w.page("Results for announcement to the market")
    w.add(
        Heading("Appendix 4E: preliminary final report"),
        Para(
            "Reporting period: the financial year ended 30 June 2024. Previous corresponding "
            "period: the financial year ended 30 June 2023. Amounts are in US dollars."
        ),
        announcement(
            w,
            "Results for announcement to the market (US$M)",
            ["", "Direction", "Change", "", "US$M"],
            [
                (
                    "Income from ordinary activities",
                    "up",
                    "3%",
                    c("55,658", "FY2024", "revenue", "million"),
                ),
                (
                    "Net result after tax attributable to members of the Group",
                    "down",
                    "39%",
                    c("7,897", "FY2024", "statutory_npat", "million"),
                ),
            ],
        ),
        Para(
            "Excluding exceptional items, earnings attributable to members rose 2% to "
            + say(
                w,
                "US$13.66 billion",
                "FY2024",
                "underlying_npat",
                "billion",
                "earnings attributable to members excluding exceptional items",
            )
            + "."
        ),
        Heading("Distributions", level=2),
        table(
            w,
            "Distributions for the year (US cents a share)",
            ["", "Amount a share"],
            [
                (
                    "Paid on the half-year result",
                    [c("72", "FY2024", "interim_dps", CPS, dividend_kind="interim")],
                ),
                (
                    "Determined on the full-year result",
                    [c("74", "FY2024", "final_dps", CPS, dividend_kind="final")],
                ),
                (
                    "Distributions for the year, combined",
                    [c("146", "FY2024", "dividends_per_share", CPS, dividend_kind="total")],
                ),
            ],
        ),
        Para(
            "The amount determined on the full-year result returns "
            + say(
                w,
                "53%",
                "FY2024",
                "payout_ratio_pct",
                "percent",
                "portion of second-half earnings returned",
                dividend_kind="final",
            )
            + " of second-half attributable earnings excluding exceptional items."
        ),
    )
    w.page("Comparison with the prior year")
    w.add(
        Heading("Comparison with the prior year"),
        table(
            w,
            "Selected figures, year ended 30 June",
            ["", "2024", "2023"],
            [
                ("Earnings a share, basic (US cents)", y("basic_eps", CPS, "155.8", "255.2")),
                (
                    "Earnings a share excluding exceptional items (US cents)",
                    y("underlying_basic_eps", CPS, "269.5", "265.0"),
                ),
                (
                    "Spending on capital and exploration (US$bn)",
                    y("capex", "billion", "(9.27)", "(7.1)"),
                ),
                ("Debt after cash at 30 June (US$bn)", y("net_debt", "billion", "9.12", "11.2")),
            ],
            notes=["Bracketed amounts are cash paid out."],
        ),
        Heading("Operations", level=2),
        table(
            w,
            "Volumes, BHP share",
            ["", "2024", "2023"],
            [
                (
                    "All iron ore (Mt)",
                    y("iron_ore_production_mt", "Mt", "259.7", "257.0", basis="BHP share"),
                ),
                (
                    "Western Australia Iron Ore (Mt)",
                    y("waio_production_bhp_share_mt", "Mt", "255", "253", basis="BHP share"),
                ),
                ("All copper (kt)", y("copper_production_kt", "kt", "1,865", "1,700")),
            ],
        ),
    )
    return w.doc


def bhp_annual_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """BHP's 2025 annual report extract (PDF): letter, assets by basis, returns, five years."""
    w = new_doc(
        "BHP Annual Report 2025 extract.pdf",
        "BHP",
        "BHP Annual Report 2025 (extract)",
        "FY2025",
        manifest,
    )
    c = partial(cell, "BHP")
    w.page("Cover")
    w.add(
        Heading("BHP Annual Report 2025"),
        Para("Extract: the Chief Executive's letter, asset review, returns and five-year record."),
        Para("BHP Group Limited, for the year ended 30 June 2025."),
    )
    w.page("Letter from the Chief Executive", contents_entry=True)
    w.add(
        Heading("Letter from the Chief Executive"),
        Para("Dear fellow shareholders,"),
        Para(
            "This was a year in which our operations again did the heavy lifting. Profit "
            "attributable to shareholders came to "
            + say(
                w,
                "US$9.02 billion",
                "FY2025",
                "statutory_npat",
                "billion",
                "profit attributable to shareholders",
            )
            + ", while attributable profit before exceptional items was "
            + say(
                w,
                "US$10.16 billion",
                "FY2025",
                "underlying_npat",
                "billion",
                "attributable profit before exceptional items",
            )
            + ", lower than the year before as iron ore and coal prices eased."
        ),
        Para(
            "Earnings before interest, tax, depreciation and amortisation, excluding exceptional "
            "items, were "
            + say(
                w,
                "US$26 billion",
                "FY2025",
                "underlying_ebitda",
                "billion",
                "earnings before interest, tax, depreciation and amortisation",
            )
            + ", and we kept "
            + say(
                w,
                "53 per cent",
                "FY2025",
                "underlying_ebitda_margin_pct",
                "percent",
                "share of revenue kept as earnings before interest, tax, depreciation",
            )
            + " of revenue at that level. Our operations generated "
            + say(
                w,
                "US$18.7 billion",
                "FY2025",
                "net_operating_cash_flow",
                "billion",
                "cash our operations generated",
            )
            + " of cash, net of tax and interest."
        ),
        Para(
            "We closed the year with debt net of cash of "
            + say(
                w,
                "US$12.92 billion",
                "FY2025",
                "net_debt",
                "billion",
                "debt net of cash at year end",
            )
            + ", within our target range, as we invested in copper and potash growth. Thank you "
            "for your continued support."
        ),
        Para("Mike Henry, Chief Executive Officer"),
    )
    w.page("Asset review", contents_entry=True)
    title = "Output by asset, year ended 30 June 2025"

    def asset(label: str, unit: str, whole: Cell, ours: Cell) -> list[str]:
        out = trow(w, title, label, [whole, ours])
        return [out[0], unit, *out[1:]]

    w.add(
        Heading("Asset review"),
        Para(
            "Western Australia Iron Ore is reported both on a 100% basis and at our share of "
            "the joint ventures; group lines show our share only."
        ),
        VTable(
            title,
            ["", "Unit", "Whole of operation (100%)", "Our interest"],
            [
                asset(
                    "Western Australia Iron Ore",
                    "Mt",
                    c("290", "FY2025", "waio_production_100pct_mt", "Mt", basis="100%"),
                    c("256.6", "FY2025", "waio_production_bhp_share_mt", "Mt", basis="BHP share"),
                ),
                asset(
                    "Iron ore, all assets",
                    "Mt",
                    None,
                    c("263", "FY2025", "iron_ore_production_mt", "Mt", basis="BHP share"),
                ),
                asset(
                    "Copper, all assets",
                    "kt",
                    None,
                    c("2,000", "FY2025", "copper_production_kt", "kt"),
                ),
            ],
            widths=[62, 14, 46, 36],
        ),
        Para("Copper is reported for the group as a whole in this extract."),
    )
    w.page("Returns to shareholders", contents_entry=True)
    w.add(
        Heading("Returns to shareholders"),
        table(
            w,
            "Cash returns determined for 2025 (US cents a share)",
            ["", "US cents"],
            [
                (
                    "First-half cash return",
                    [c("50", "FY2025", "interim_dps", CPS, dividend_kind="interim")],
                ),
                (
                    "Second-half cash return",
                    [c("60", "FY2025", "final_dps", CPS, dividend_kind="final")],
                ),
                (
                    "Cash returns for the year",
                    [c("110", "FY2025", "dividends_per_share", CPS, dividend_kind="total")],
                ),
            ],
        ),
        Para(
            "Cash returns for the year amount to "
            + say(
                w,
                "55 per cent",
                "FY2025",
                "payout_ratio_pct",
                "percent",
                "proportion of the year's earnings returned",
                dividend_kind="total",
            )
            + " of attributable profit before exceptional items. Spending on capital and "
            "exploration was "
            + say(
                w,
                "(9.79)",
                "FY2025",
                "capex",
                "billion",
                "spending on capital and exploration (US$bn)",
            )
            + " US$bn in the cash flow statement."
        ),
    )
    w.page("Five-year record", contents_entry=True)
    five = ("FY2025", "FY2024", "FY2023", "FY2022", "FY2021")
    s = partial(series, "BHP")
    w.add(
        Heading("Five-year record"),
        table(
            w,
            "Five-year record, years ended 30 June (US$bn unless stated)",
            ["", "2025", "2024", "2023", "2022", "2021"],
            [
                (
                    "Group turnover",
                    s("revenue", "billion", five, ("51.26", "55.658", "53.82", "65.098", "60.817")),
                ),
                (
                    "Earnings before interest, tax, depreciation and amortisation, pre-exceptional",
                    s("underlying_ebitda", "billion", five, ("26", None, "28.0", "40.6", "37.4")),
                ),
                (
                    "Profit attributable to shareholders",
                    s(
                        "statutory_npat",
                        "billion",
                        five,
                        ("9.02", "7.897", "12.921", "30.9", "11.304"),
                    ),
                ),
                (
                    "Attributable profit before exceptional items",
                    s(
                        "underlying_npat",
                        "billion",
                        five,
                        ("10.16", "13.66", "13.4", "23.8", "17.1"),
                    ),
                ),
                (
                    "Debt net of cash at 30 June",
                    s("net_debt", "billion", five, ("12.92", "9.12", "11.2", "0.3", "4.0")),
                ),
                (
                    "Cash returns a share (US cents)",
                    s(
                        "dividends_per_share",
                        CPS,
                        five,
                        ("110", "146", "170", "325", "301"),
                        dividend_kind="total",
                    ),
                ),
                (
                    "Iron ore, our share (Mt)",
                    s(
                        "iron_ore_production_mt",
                        "Mt",
                        five,
                        ("263", "259.7", "257.0", "253.0", None),
                        basis="BHP share",
                    ),
                ),
            ],
            notes=[
                "Turnover for 2021 is as first reported, including petroleum. A dash: not "
                "presented on this basis."
            ],
            widths=[64, 21, 21, 21, 21, 21],
        ),
    )
    return w.doc


# --- Fortescue -------------------------------------------------------------------------------


def fmg_4e_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY24 Appendix 4E as Markdown (pipe tables), with the FY23 column."""
    w = new_doc("fortescue-appendix-4e-fy24.md", "FMG", "", "FY2024", manifest)
    c = partial(cell, "FMG")
    y = partial(yoy, "FMG", "FY2024")
    w.page("Appendix 4E")
    w.add(
        Heading("Fortescue Ltd: Appendix 4E for the year ended 30 June 2024"),
        Dateline("Lodged with ASX | 28 August 2024"),
        announcement(
            w,
            "Results for announcement to the market",
            ["US$ millions", "Movement", "%", "", "FY24"],
            [
                (
                    "Sales from ordinary activities",
                    "up",
                    "8%",
                    c("18,220", "FY2024", "revenue", "million"),
                ),
                (
                    "Profit after tax attributable to owners of the parent",
                    "up",
                    "18%",
                    c("5,664", "FY2024", "statutory_npat", "million"),
                ),
            ],
            style="pipe",
        ),
        Para(
            "Earnings before interest, tax, depreciation and amortisation on an underlying "
            "basis rose 7% to "
            + say(
                w,
                "US$10.7 billion",
                "FY2024",
                "underlying_ebitda",
                "billion",
                "earnings before interest, tax, depreciation and amortisation, underlying basis",
            )
            + ", equal to "
            + say(
                w,
                "59%",
                "FY2024",
                "underlying_ebitda_margin_pct",
                "percent",
                "that earnings measure as a share of sales",
            )
            + " of sales. Profit after tax on an underlying basis increased 3% to "
            + say(
                w,
                "US$5.7 billion",
                "FY2024",
                "underlying_npat",
                "billion",
                "profit after tax on an underlying basis",
            )
            + "."
        ),
        dividends(
            w,
            "Dividends (A$ a share)",
            ["", "Amount", "Franking"],
            [
                (
                    "Interim, paid March 2024",
                    c("1.08", "FY2024", "interim_dps", DPS, dividend_kind="interim"),
                    "Fully franked",
                ),
                (
                    "Final, payable September 2024",
                    c("0.89", "FY2024", "final_dps", DPS, dividend_kind="final"),
                    "Fully franked",
                ),
                (
                    "Total for FY24",
                    c("1.97", "FY2024", "dividends_per_share", DPS, dividend_kind="total"),
                    "",
                ),
            ],
            style="pipe",
        ),
        Para(
            "All dividends for the year are fully franked. Total dividends represent "
            + say(
                w,
                "70%",
                "FY2024",
                "payout_ratio_pct",
                "percent",
                "proportion of profit after tax distributed",
                dividend_kind="total",
            )
            + " of profit after tax."
        ),
    )
    w.add(*_fmg_fy2024_two_year(w, y, c))
    return w.doc


def _fmg_fy2024_two_year(
    w: VWriter, y: Callable[..., list[Cell]], c: Callable[..., Cell]
) -> list[Any]:
    years = ["", "FY24", "FY23"]
    return [
        Heading("Operating and cash flow comparison", level=2),
        table(
            w,
            "Iron ore operations",
            years,
            [
                ("Tonnes shipped (Mt)", y("iron_ore_shipments_mt", "Mt", "191.6", "192")),
                (
                    "Hematite cash production cost (US$ per wet tonne)",
                    y("c1_cost_usd_wmt", "US$/wmt", "18.24", "17.54"),
                ),
                (
                    "Hematite revenue per dry tonne (US$)",
                    y("realised_price_hematite_usd_dmt", "US$/dmt", "103.01", None),
                ),
            ],
            style="pipe",
        ),
        table(
            w,
            "Cash flow and per share (US$ billion unless stated)",
            years,
            [
                (
                    "Net cash inflow from operating activities",
                    y("net_operating_cash_flow", "billion", "7.9", None),
                ),
                ("Free cash after investing", y("free_cash_flow", "billion", "5.1", None)),
                (
                    "Payments for property, plant and equipment",
                    y("capex_ppe_cashflow", "billion", "(2.834)", "(2.901)"),
                ),
                ("Earnings per share (US cents)", [c("185", "FY2024", "basic_eps", CPS), None]),
            ],
            style="pipe",
            notes=["Bracketed: cash paid."],
        ),
        table(
            w,
            "Funding position at 30 June (US$ billion)",
            years,
            [
                ("Cash on hand", y("cash_and_equivalents", "billion", "4.9", "4.3")),
                ("Borrowings and leases", y("gross_debt", "billion", "(5.4)", "(5.3)")),
                ("Net borrowings", y("net_debt", "billion", "(0.5)", "(1.0)")),
            ],
            style="pipe",
            notes=["Borrowings are shown in brackets; net borrowings are borrowings less cash."],
        ),
    ]


def fmg_half_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's half to 31 December 2024 (H1 FY2025) against 1H FY24, aligned columns."""
    w = new_doc(
        "Fortescue half-year report 31 December 2024.txt",
        "FMG",
        "Fortescue Ltd | Half-year financial report",
        "H1 FY2025",
        manifest,
    )
    y = partial(yoy, "FMG", "FY2025")
    c = partial(cell, "FMG")
    w.page("Half-year")
    w.add(
        Heading("Half-year ended 31 December 2024"),
        Para(
            "The half-year ended 31 December 2024 is the first half of Fortescue's 2025 "
            "financial year. Comparatives are the half-year ended 31 December 2023."
        ),
        table(
            w,
            "Half-year highlights (US$ billion unless stated)",
            ["", "1H FY25", "1H FY24"],
            [
                (
                    "Revenue from contracts with customers",
                    [c("7.6", "FY2025", "h1_revenue", "billion"), None],
                ),
                ("EBITDA, underlying", y("h1_underlying_ebitda", "billion", "3.6", "5.9")),
                ("Profit after income tax", y("h1_statutory_npat", "billion", "1.6", "3.34")),
                (
                    "Net cash from operating activities",
                    [c("2.4", "FY2025", "h1_net_operating_cash_flow", "billion"), None],
                ),
                ("Free cash flow", [c("0.7", "FY2025", "h1_free_cash_flow", "billion"), None]),
                ("Earnings per share (US cents)", [c("51", "FY2025", "h1_basic_eps", CPS), None]),
            ],
        ),
        table(
            w,
            "Metals operations, half-year",
            ["", "1H FY25", "1H FY24"],
            [
                ("Ore shipped (Mt)", [c("97.1", "FY2025", "h1_iron_ore_shipments_mt", "Mt"), None]),
                (
                    "Hematite C1 cost (US$/wmt)",
                    [c("19.17", "FY2025", "h1_c1_cost_usd_wmt", "US$/wmt"), None],
                ),
                (
                    "Hematite average revenue (US$/dmt)",
                    [c("85", "FY2025", "h1_realised_price_hematite_usd_dmt", "US$/dmt"), None],
                ),
            ],
        ),
        Heading("Interim dividend", level=2),
        table(
            w,
            "Interim dividend, fully franked",
            ["", "1H FY25", "1H FY24"],
            [
                ("A$ a share", y("interim_dps", DPS, "0.50", "1.08", dividend_kind="interim")),
                (
                    "Share of half-year profit after tax (%)",
                    y("h1_payout_ratio_pct", "percent", "65", "65", dividend_kind="interim"),
                ),
            ],
        ),
    )
    return w.doc


def fmg_annual_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's FY25 annual report extract: chair's letter and a five-year summary (cells)."""
    w = new_doc(
        "Fortescue FY25 annual report - chair letter and five year summary.txt",
        "FMG",
        "Fortescue Ltd | Annual Report 2025",
        "FY2025",
        manifest,
    )
    w.page("Chair's letter")
    w.add(
        Heading("Letter from the Executive Chair"),
        Para(
            "Dear shareholders, our metals business stayed safe and productive through a year "
            "of softer prices. The Board declared a fully franked final dividend of "
            + say(
                w,
                "A$0.60",
                "FY2025",
                "final_dps",
                DPS,
                "fully franked final dividend",
                dividend_kind="final",
            )
            + " a share, and capital expenditure of "
            + say(w, "US$3.9 billion", "FY2025", "capex", "billion", "capital expenditure")
            + " went largely into decarbonising our operations. Cash flow from operating "
            "activities was "
            + say(
                w,
                "US$6.5 billion",
                "FY2025",
                "net_operating_cash_flow",
                "billion",
                "cash flow from operating activities",
            )
            + "."
        ),
    )
    w.page("Five year summary")
    five = ("FY2025", "FY2024", "FY2023", "FY2022", "FY2021")
    s = partial(series, "FMG")
    w.add(
        Heading("Five year summary"),
        table(
            w,
            "Five year summary (US$ billion unless stated)",
            ["Year ended 30 June", "FY25", "FY24", "FY23", "FY22", "FY21"],
            [
                (
                    "Total operating sales",
                    s("revenue", "billion", five, ("15.5", "18.22", "16.87", "17.39", "22.284")),
                ),
                (
                    "Underlying earnings before interest, tax and D&A",
                    s(
                        "underlying_ebitda",
                        "billion",
                        five,
                        ("7.9", "10.7", "10.0", "10.56", "16.375"),
                    ),
                ),
                (
                    "Margin on that measure (%)",
                    s(
                        "underlying_ebitda_margin_pct",
                        "percent",
                        five,
                        ("51", "59", "59", None, None),
                    ),
                ),
                (
                    "Profit after tax for the year",
                    s("statutory_npat", "billion", five, ("3.4", "5.664", "4.8", "6.2", "10.295")),
                ),
                (
                    "Borrowings net of cash (net cash in brackets)",
                    s("net_debt", "billion", five, ("1.1", "0.5", "1.0", "0.879", "(2.7)")),
                ),
                (
                    "Dividends declared (A$ cents a share)",
                    s(
                        "dividends_per_share",
                        CPS,
                        five,
                        ("110", "197", "175", "207", "358"),
                        dividend_kind="total",
                    ),
                ),
                (
                    "Ore shipped (Mt)",
                    s(
                        "iron_ore_shipments_mt",
                        "Mt",
                        five,
                        ("198.4", "191.6", "192", "189", "182.2"),
                    ),
                ),
                (
                    "C1 cost (US$/wmt)",
                    s(
                        "c1_cost_usd_wmt",
                        "US$/wmt",
                        five,
                        ("17.99", "18.24", "17.54", "15.91", "13.93"),
                    ),
                ),
            ],
            style="cells",
        ),
    )
    return w.doc


# --- Mineral Resources ------------------------------------------------------------------------


def min_4e_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """MinRes' FY25 Appendix 4E (text): a loss in brackets, hubs and mines by volume."""
    w = new_doc(
        "Mineral Resources Appendix 4E year to 30 June 2025.txt",
        "MIN",
        "Mineral Resources Limited | Appendix 4E",
        "FY2025",
        manifest,
    )
    c = partial(cell, "MIN")
    y = partial(yoy, "MIN", "FY2025")
    w.page("Results for announcement")
    w.add(
        Heading("Preliminary final report for the year ended 30 June 2025"),
        announcement(
            w,
            "Results for announcement to the market",
            ["", "Change", "", "", "Amount"],
            [
                (
                    "Revenue from ordinary activities",
                    "down",
                    "15%",
                    c("$4.45 billion", "FY2025", "revenue", "billion"),
                ),
                (
                    "Net result attributable to members",
                    "down",
                    "n/m",
                    c("($896 million)", "FY2025", "statutory_npat", "million"),
                ),
                (
                    "Underlying net result after tax",
                    "down",
                    "n/m",
                    c("($112 million)", "FY2025", "underlying_npat", "million"),
                ),
            ],
            notes=["n/m: not meaningful. Bracketed amounts are losses."],
        ),
        Para(
            "Dividends: the directors have not declared a final dividend for the year, and no "
            "interim dividend was paid, as the group reduces its borrowings."
        ),
        table(
            w,
            "Group summary (A$ billion)",
            ["", "FY25", "FY24"],
            [
                ("Sales revenue", y("revenue", "billion", "4.45", "5.28")),
                ("EBITDA before one-off items", y("underlying_ebitda", "billion", "0.901", "1.06")),
                ("Result after tax, statutory", y("statutory_npat", "billion", "(0.896)", "0.114")),
                (
                    "Result after tax, underlying",
                    y("underlying_npat", "billion", "(0.112)", "0.158"),
                ),
                ("Capital spend", [c("(1.9)", "FY2025", "capex", "billion"), None]),
                ("Borrowings less cash at 30 June", y("net_debt", "billion", "5.35", "4.428")),
            ],
            notes=["Bracketed: a loss, or cash spent."],
        ),
    )
    w.page("Operations")
    w.add(
        Heading("Operations by hub and mine"),
        table(
            w,
            "Volumes, year to 30 June 2025",
            ["", "FY25"],
            [
                (
                    "Onslow Iron exports, whole joint venture (Mt wet)",
                    [
                        c(
                            "14",
                            "FY2025",
                            "iron_ore_shipments_mt_onslow_100pct",
                            "Mt",
                            basis="100%",
                        )
                    ],
                ),
                (
                    "Pilbara Hub exports (Mt)",
                    [c("9.7", "FY2025", "iron_ore_shipments_mt_pilbara_hub", "Mt")],
                ),
                (
                    "Mt Marion concentrate exported, SC6 equivalent (kt)",
                    [c("203", "FY2025", "spodumene_shipments_kt_mt_marion", "kt")],
                ),
                (
                    "Wodgina concentrate exported, SC6 equivalent (kt)",
                    [c("214", "FY2025", "spodumene_shipments_kt_wodgina", "kt")],
                ),
                (
                    "Contract mining and crushing volumes (Mt wet)",
                    [c("280", "FY2025", "mining_services_production_mt", "Mt")],
                ),
            ],
        ),
        Para(
            "The contracting business earned "
            + say(
                w,
                "$737 million",
                "FY2025",
                "segment_underlying_ebitda_mining_services",
                "million",
                "earnings of the contracting business before one-off items",
            )
            + " before interest, tax, depreciation and one-off items, a record."
        ),
    )
    return w.doc


def min_half_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """MinRes' half to 31 December 2023 (H1 FY2024): segments, brackets, pipe tables."""
    w = new_doc("mineral-resources-half-year-december-2023.md", "MIN", "", "H1 FY2024", manifest)
    y = partial(yoy, "MIN", "FY2024")
    c = partial(cell, "MIN")
    w.page("Half-year")
    w.add(
        Heading("Mineral Resources: half-year report, six months to 31 December 2023"),
        Dateline("Perth | February 2024"),
        Para(
            "This report covers the first half of the 2024 financial year. Comparatives are the "
            "six months to 31 December 2022."
        ),
        table(
            w,
            "Group results (A$ million)",
            ["", "Dec 2023 half", "Dec 2022 half"],
            [
                ("Revenue", [c("2,514.7", "FY2024", "h1_revenue", "million"), None]),
                (
                    "EBITDA excluding one-off items",
                    y("h1_underlying_ebitda", "million", "674.9", "939"),
                ),
                (
                    "Net profit after tax, as reported",
                    y("h1_statutory_npat", "million", "518.0", "390"),
                ),
                (
                    "Net profit after tax excluding one-off items",
                    y("h1_underlying_npat", "million", "196", "387"),
                ),
                (
                    "Cash from operations",
                    y("h1_net_operating_cash_flow", "million", "624", "281"),
                ),
                (
                    "Cash on hand at period end",
                    [c("1,383.1", "FY2024", "h1_cash_and_equivalents", "million"), None],
                ),
                (
                    "Net debt at period end",
                    [c("(3,546.7)", "FY2024", "h1_net_debt", "million"), None],
                ),
            ],
            style="pipe",
            notes=["Net debt is shown in brackets."],
        ),
        Para(
            "EBITDA excluding one-off items was "
            + say(
                w,
                "27 per cent",
                "FY2024",
                "h1_underlying_ebitda_margin_pct",
                "percent",
                "EBITDA excluding one-off items as a share of revenue",
            )
            + " of revenue for the half."
        ),
        table(
            w,
            "Earnings by division before one-off items, Dec 2023 half (A$ million)",
            ["Division", "EBITDA"],
            [
                (
                    "Lithium",
                    [c("271.4", "FY2024", "h1_segment_underlying_ebitda_lithium", "million")],
                ),
                (
                    "Iron ore",
                    [c("266.2", "FY2024", "h1_segment_underlying_ebitda_iron_ore", "million")],
                ),
                (
                    "Mining services",
                    [
                        c(
                            "253.7",
                            "FY2024",
                            "h1_segment_underlying_ebitda_mining_services",
                            "million",
                        )
                    ],
                ),
            ],
            style="pipe",
        ),
        Para(
            "Iron ore sold for an average of "
            + say(
                w,
                "US$111",
                "FY2024",
                "h1_realised_price_iron_ore_usd_dmt",
                "US$/dmt",
                "average iron ore price achieved per dry tonne",
            )
            + " a dry tonne. The directors declared a fully franked interim dividend of "
            + say(
                w,
                "$0.20",
                "FY2024",
                "interim_dps",
                DPS,
                "fully franked interim dividend",
                dividend_kind="interim",
            )
            + " a share, against "
            + say(
                w,
                "$1.20",
                "FY2023",
                "interim_dps",
                DPS,
                "interim dividend a year earlier",
                form="comparative",
                dividend_kind="interim",
            )
            + " for the December 2022 half."
        ),
    )
    return w.doc


# --- Northern Star ----------------------------------------------------------------------------


def nst_4e_fy2023(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's FY23 Appendix 4E (text): movements, franking in words, growth spend."""
    w = new_doc(
        "Northern Star Resources Appendix 4E FY23.txt",
        "NST",
        "Northern Star Resources Ltd | Appendix 4E | 30 June 2023",
        "FY2023",
        manifest,
    )
    c = partial(cell, "NST")
    y = partial(yoy, "NST", "FY2023")
    w.page("Appendix 4E")
    w.add(
        Heading("Results for announcement to the market"),
        Para("Current period: year ended 30 June 2023. Prior period: year ended 30 June 2022."),
        announcement(
            w,
            "Key results (A$M)",
            ["", "", "Movement", "", "A$M"],
            [
                (
                    "Revenue from ordinary activities",
                    "up",
                    "9%",
                    c("4,131", "FY2023", "revenue", "million"),
                ),
                (
                    "Profit after tax attributable to members",
                    "up",
                    "29%",
                    c("585", "FY2023", "statutory_npat", "million"),
                ),
                (
                    "Profit after tax before significant items",
                    "up",
                    "2%",
                    c("301", "FY2023", "underlying_npat", "million"),
                ),
            ],
        ),
        dividends(
            w,
            "Dividends (cents per share)",
            ["", "Cents", "Franked amount"],
            [
                (
                    "Interim dividend, paid March 2023",
                    c("11", "FY2023", "interim_dps", CPS, dividend_kind="interim"),
                    "Fully franked",
                ),
                (
                    "Final dividend, payable September 2023",
                    c("15.5", "FY2023", "final_dps", CPS, dividend_kind="final"),
                    "Nil (unfranked)",
                ),
                (
                    "Total dividends for the year",
                    c("26.5", "FY2023", "dividends_per_share", CPS, dividend_kind="total"),
                    "",
                ),
            ],
        ),
    )
    w.page("Year in review")
    w.add(
        Heading("Year in review"),
        table(
            w,
            "Operating and financial review",
            ["Year to 30 June", "2023", "2022"],
            [
                ("Revenue (A$M)", y("revenue", "million", "4,131", "3,735")),
                (
                    "EBITDA before significant items (A$M)",
                    y("underlying_ebitda", "million", None, "1,517"),
                ),
                (
                    "Profit after tax before significant items (A$M)",
                    y("underlying_npat", "million", "301", "273"),
                ),
                (
                    "Cash earnings (A$M)",
                    [c("1,223", "FY2023", "cash_earnings", "million"), None],
                ),
                (
                    "Growth capital spent (A$M)",
                    [c("(752)", "FY2023", "growth_capex", "million"), None],
                ),
                ("Gold sold (koz)", y("gold_sold_koz", "koz", "1,563", "1,561")),
                ("All-in sustaining cost (A$/oz)", y("aisc_aud_oz", "A$/oz", "1,759", "1,633")),
                (
                    "Average gold price realised (A$/oz)",
                    [c("2,639", "FY2023", "realised_gold_price_aud_oz", "A$/oz"), None],
                ),
                (
                    "Dividends for the year (cents per share)",
                    y("dividends_per_share", CPS, "26.5", "21.5", dividend_kind="total"),
                ),
            ],
            notes=["Bracketed: cash spent. A dash: not reported in this release."],
        ),
    )
    return w.doc


def nst_half_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's half to 31 December 2024 (H1 FY2025): net cash and spend in brackets."""
    w = new_doc("northern-star-half-year-to-december-2024.md", "NST", "", "H1 FY2025", manifest)
    y = partial(yoy, "NST", "FY2025")
    c = partial(cell, "NST")
    w.page("Half-year")
    w.add(
        Heading("Northern Star Resources: financial results for the half-year to 31 December 2024"),
        Para(
            "The six months to 31 December 2024 are the first half of the 2025 financial year "
            "(1H FY25); 1H FY24 is the six months to 31 December 2023."
        ),
        table(
            w,
            "Half-year summary (A$ billion unless stated)",
            ["", "1H FY25", "1H FY24"],
            [
                ("Revenue", y("h1_revenue", "billion", "2.87", "2.248")),
                (
                    "EBITDA before significant items",
                    y("h1_underlying_ebitda", "billion", "1.402", "0.889"),
                ),
                ("Cash earnings", y("h1_cash_earnings", "billion", "1.146", "0.702")),
                (
                    "Operating cash flow",
                    [c("1.25", "FY2025", "h1_net_operating_cash_flow", "billion"), None],
                ),
                (
                    "Capital expenditure incl. exploration",
                    [c("(1.06)", "FY2025", "h1_capex", "billion"), None],
                ),
                (
                    "Free cash flow before significant items",
                    [None, c("0.131", "FY2024", "h1_underlying_free_cash_flow", "billion")],
                ),
                (
                    "Cash and bullion at period end",
                    [c("1.22", "FY2025", "h1_cash_and_bullion", "billion"), None],
                ),
                ("Net cash at period end", y("h1_net_debt", "billion", "(0.265)", "(0.229)")),
            ],
            style="pipe",
            notes=[
                "Net cash (cash and bullion above borrowings) and capital spent are shown in "
                "brackets."
            ],
        ),
        table(
            w,
            "Gold",
            ["", "1H FY25", "1H FY24"],
            [
                ("Ounces sold (koz)", y("h1_gold_sold_koz", "koz", "804.14", "781")),
                ("All-in sustaining cost (A$/oz)", y("h1_aisc_aud_oz", "A$/oz", "2,105", "1,878")),
                (
                    "Average realised price (A$/oz)",
                    y("h1_realised_gold_price_aud_oz", "A$/oz", "3,562", "2,873"),
                ),
            ],
            style="pipe",
        ),
        table(
            w,
            "Interim dividend",
            ["", "1H FY25", "1H FY24"],
            [
                ("Cents per share", y("interim_dps", CPS, "25", "15", dividend_kind="interim")),
                (
                    "Share of cash earnings (%)",
                    y("h1_payout_ratio_pct", "percent", "25", "25", dividend_kind="interim"),
                ),
            ],
            style="pipe",
        ),
    )
    return w.doc


# --- Rio Tinto --------------------------------------------------------------------------------


def rio_half_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's six months to 30 June 2025 (H1 FY2025; a calendar-year company)."""
    w = new_doc(
        "Rio Tinto interim results six months to 30 June 2025.txt",
        "RIO",
        "Rio Tinto | Interim results 2025",
        "H1 FY2025",
        manifest,
    )
    y = partial(yoy, "RIO", "FY2025")
    c = partial(cell, "RIO")
    w.page("Interim results")
    w.add(
        Heading("Interim results for the six months to 30 June 2025"),
        Dateline("London and Melbourne, July 2025"),
        Para(
            "Rio Tinto reports on the calendar year: these are the first six months of 2025, "
            "compared with the first six months of 2024."
        ),
        table(
            w,
            "Six months to 30 June (US$ billion)",
            ["", "2025", "2024"],
            [
                (
                    "Revenue from product sales",
                    [None, c("26.802", "FY2024", "h1_revenue", "billion")],
                ),
                ("EBITDA, underlying", y("h1_underlying_ebitda", "billion", "11.5", "12.093")),
                ("Net earnings", y("h1_statutory_npat", "billion", "4.5", "5.808")),
                ("Underlying earnings", y("h1_underlying_npat", "billion", "4.8", "5.8")),
                (
                    "Cash generated from operating activities",
                    y("h1_net_operating_cash_flow", "billion", "6.9", "7.056"),
                ),
            ],
            notes=["Revenue for the 2025 half is presented in the full financial statements."],
        ),
        Para(
            "The Board declared an interim ordinary dividend equal to "
            + say(
                w,
                "50%",
                "FY2025",
                "h1_payout_ratio_pct",
                "percent",
                "part of underlying earnings declared as the interim",
                dividend_kind="interim",
            )
            + " of underlying earnings, in line with the practice of recent years."
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order (filings, then the press pieces)."""
    from evals.variant_dev.handwritten_press import PRESS

    return (
        bhp_4e_fy2024,
        bhp_annual_fy2025,
        fmg_4e_fy2024,
        fmg_half_fy2025,
        fmg_annual_fy2025,
        min_4e_fy2025,
        min_half_fy2024,
        nst_4e_fy2023,
        nst_half_fy2025,
        rio_half_2025,
        *PRESS,
    )
