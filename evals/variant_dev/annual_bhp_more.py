"""The later figure pages of the BHP Annual Report 2024 (:mod:`evals.variant_dev.annual_bhp`).

Cash flow and net debt extracts, the remuneration scorecard (worded thresholds, outcomes
that repeat results), guidance and sensitivities in words beside actual results, the income
statement, the earnings per share note and the five-year summary (FY2020 to FY2024, blank
where the data holds no figure).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from evals.realistic.model import Heading, Para, Table
from evals.variant.writer import DASH, Cell, VTable, VWriter, trow
from evals.variant_dev.annual_bhp import BN, CPS, FY, c, pair
from evals.variant_dev.kit import table


def _cash_flow(w: VWriter) -> None:
    w.page("Cash flow", contents_entry=True)
    w.add(
        Heading("Consolidated cash flow statement (extract)"),
        table(
            w,
            "Cash flows, year ended 30 June (US$ billion)",
            ["", "FY2024", "FY2023"],
            [
                ("Cash generated from operations, after interest and tax", [None, None]),
                ("Net operating cash flows", pair("net_operating_cash_flow", BN, None, "18.7")),
                ("Purchases of property, plant and equipment", [None, None]),
                ("Exploration and evaluation expenditure", [None, None]),
                ("Capital and exploration expenditure", pair("capex", BN, "9.27", "7.1")),
                ("Net investing cash flows", [None, None]),
                ("Free cash flow", pair("free_cash_flow", BN, None, "5.6")),
            ],
            notes=[
                f"{DASH} presented in the full statement in the financial statements section. "
                "Capital and exploration expenditure and free cash flow are non-IFRS measures."
            ],
            widths=[96, 26, 26],
        ),
    )


def _net_debt(w: VWriter) -> None:
    w.page("Net debt and gearing", contents_entry=True)
    w.add(
        Heading("Net debt and gearing"),
        Para(
            "Net debt is interest bearing liabilities and derivatives hedging them, less cash "
            "and cash equivalents. Our target range for net debt is set by the Board."
        ),
        table(
            w,
            "Net debt and gearing at 30 June (US$ billion unless stated)",
            ["", "2024", "2023"],
            [
                ("Interest bearing liabilities", [None, None]),
                ("Less: cash and cash equivalents", [None, None]),
                ("Net debt", pair("net_debt", BN, "9.12", "11.2")),
                ("Net assets", [None, None]),
                ("Gearing ratio (%)", [None, None]),
            ],
            notes=[f"{DASH} shown in the balance sheet and capital management note."],
        ),
    )


def _scorecard(w: VWriter) -> None:
    w.page("Remuneration report", contents_entry=True)
    title = "Chief Executive Officer short-term incentive scorecard, FY2024"
    levels = ["Below budget", "Budget", "Above budget"]

    def row(measure: str, outcome: list[Cell], words: list[str] | None = None) -> list[str]:
        first, *printed = trow(w, title, measure, outcome)
        return [first, *(words or levels), *printed]

    w.add(
        Heading("Remuneration report: performance outcomes"),
        Para(
            "The scorecard sets a threshold, target and stretch level for each measure at the "
            "start of the year. The levels are set in words here; the outcome column shows the "
            "result achieved."
        ),
        VTable(
            title,
            ["Measure", "Threshold", "Target", "Stretch", "Outcome"],
            [
                row(
                    "Underlying attributable profit (US$ billion)",
                    [c("13.66", FY, "underlying_npat", BN)],
                ),
                row("Underlying EBITDA (US$ billion)", [None]),
                row("Net operating cash flows (US$ billion)", [None]),
                row(
                    "Capital and exploration expenditure (US$ billion)",
                    [c("9.27", FY, "capex", BN)],
                    ["Above budget", "Budget", "Below budget"],
                ),
                row(
                    "Copper production (kt)",
                    [c("1,865", FY, "copper_production_kt", "kt")],
                    ["Below plan", "Plan", "Above plan"],
                ),
                row(
                    "Western Australia Iron Ore production, BHP share (Mt)",
                    [c("255", FY, "waio_production_bhp_share_mt", "Mt", basis="equity")],
                    ["Below plan", "Plan", "Above plan"],
                ),
                row("Safety and sustainability", [None], ["Committee", "assessment", "only"]),
            ],
            notes=["Threshold, target and stretch levels are commercially sensitive."],
            widths=[70, 24, 20, 24, 22],
        ),
        Table(
            "Long-term incentive performance conditions",
            ["Condition", "Threshold", "Target", "Stretch", "Outcome"],
            [
                [
                    "Relative total shareholder return",
                    "Median",
                    "Above median",
                    "Top quartile",
                    "Met",
                ],
                ["Underlying attributable profit", DASH, DASH, DASH, "Not a condition"],
                ["Net operating cash flows", DASH, DASH, DASH, "Not a condition"],
            ],
        ),
    )


def _sensitivity(w: VWriter) -> None:
    w.page("Commodity price sensitivity")
    w.add(
        Heading("Sensitivity of results to prices and exchange rates"),
        Para(
            "The table describes the direction in which a change in a price or rate moves our "
            "results. The size of each effect depends on volumes and costs and is not stated."
        ),
        Table(
            "Impact on underlying EBITDA and underlying attributable profit of a change in prices",
            ["Price or rate", "Change", "Underlying EBITDA", "Underlying attributable profit"],
            [
                [
                    "Iron ore price, per dry metric tonne",
                    "One US dollar higher",
                    "Higher",
                    "Higher",
                ],
                ["Copper price, per pound", "One US cent higher", "Higher", "Higher"],
                ["Metallurgical coal price, per tonne", "One US dollar higher", "Higher", "Higher"],
                ["Australian dollar against the US dollar", "One cent stronger", "Lower", "Lower"],
                ["Chilean peso against the US dollar", "Stronger", "Lower", "Lower"],
            ],
            notes=[f"{DASH} Sensitivities are estimates before hedging and are unaudited."],
        ),
    )


def _guidance(w: VWriter) -> None:
    w.page("Outlook", contents_entry=True)
    title = "Production and cost guidance for FY2025 beside FY2024 results"

    def row(label: str, guide: str, actual: list[Cell]) -> list[str]:
        first, *printed = trow(w, title, label, actual)
        return [first, *printed, guide]

    w.add(
        Heading("Outlook for FY2025"),
        Para(
            "Guidance is given as ranges in our operational reviews; here it is described in "
            "words against the result achieved in FY2024."
        ),
        VTable(
            title,
            ["", "FY2024 result", "FY2025 guidance"],
            [
                row(
                    "Copper production (kt)",
                    "Higher, with Escondida stronger",
                    [c("1,865", FY, "copper_production_kt", "kt")],
                ),
                row(
                    "Western Australia Iron Ore, BHP share (Mt)",
                    "Broadly in line",
                    [c("255", FY, "waio_production_bhp_share_mt", "Mt", basis="equity")],
                ),
                row("Western Australia Iron Ore, 100% basis (Mt)", "Broadly in line", [None]),
                row("Metallurgical coal (Mt)", "Lower, mine plan sequencing", [None]),
                row(
                    "Capital and exploration expenditure (US$ billion)",
                    "Higher, growth in copper and potash",
                    [c("9.27", FY, "capex", BN)],
                ),
                row("Unit costs", "Within guided ranges", [None]),
            ],
            widths=[80, 30, 60],
        ),
    )


def _statement(w: VWriter) -> None:
    w.page("Consolidated Income Statement", contents_entry=True)
    title = "Consolidated Income Statement for the year ended 30 June 2024 (US$M)"

    def row(label: str, note: str, cells: list[Cell]) -> list[str]:
        return [label, note, *trow(w, title, label, cells)[1:]]

    w.add(
        Heading("Consolidated Income Statement"),
        VTable(
            title,
            ["", "Notes", "2024"],
            [
                row("Revenue", "Note 1", [c("55,658", FY, "revenue", "million")]),
                row("Other income", "", [None]),
                row("Expenses excluding net finance costs", "", [None]),
                row("Profit from operations", "", [None]),
                row("Net finance costs", "Note 21", [None]),
                row("Total taxation expense", "Note 6", [None]),
                row(
                    "Profit after taxation attributable to BHP shareholders",
                    "",
                    [c("7,897", FY, "statutory_npat", "million")],
                ),
            ],
            notes=[
                "Comparative amounts are presented in the audited financial statements; "
                f"{DASH} indicates a line not reproduced in this extract."
            ],
            widths=[90, 18, 30],
        ),
    )


def _eps_note(w: VWriter) -> None:
    w.page("Notes to the financial statements", contents_entry=True)
    w.add(
        Heading("Note 7 Earnings per share"),
        table(
            w,
            "Earnings per ordinary share (US cents)",
            ["", "2024", "2023"],
            [
                ("Basic earnings per ordinary share", pair("basic_eps", CPS, "155.8", "255.2")),
                ("Diluted earnings per ordinary share", [None, None]),
                (
                    "Underlying basic earnings per ordinary share",
                    pair("underlying_basic_eps", CPS, "269.5", "265.0"),
                ),
            ],
            notes=["Underlying basic earnings per share is a non-IFRS measure."],
        ),
    )


def _five_year(w: VWriter) -> None:
    w.page("Five-year summary", contents_entry=True)
    years = ("FY2024", "FY2023", "FY2022", "FY2021")

    def record(metric: str, unit: str, printed: tuple[str | None, ...], **kw: Any) -> list[Cell]:
        cells: list[Cell] = [
            None if p is None else c(p, fy, metric, unit, form="five_year", **kw)
            for p, fy in zip(printed, years, strict=True)
        ]
        return [*cells, None]

    rows = [
        ("Revenue (US$ billion)", record("revenue", BN, ("55.658", "53.82", "65.098", "60.817"))),
        (
            "Underlying EBITDA (US$ billion)",
            record("underlying_ebitda", BN, (None, "28.0", "40.6", "37.4")),
        ),
        (
            "Underlying EBITDA margin (%)",
            record("underlying_ebitda_margin_pct", "percent", (None, "54", "65", None)),
        ),
        (
            "Attributable profit (US$ billion)",
            record("statutory_npat", BN, ("7.897", "12.921", "30.9", "11.304")),
        ),
        (
            "Underlying attributable profit (US$ billion)",
            record("underlying_npat", BN, ("13.66", "13.4", "23.8", "17.1")),
        ),
        (
            "Net operating cash flows (US$ billion)",
            record("net_operating_cash_flow", BN, (None, "18.7", "29.3", None)),
        ),
        (
            "Capital and exploration expenditure (US$ billion)",
            record("capex", BN, ("9.27", "7.1", "6.1", None)),
        ),
        ("Free cash flow (US$ billion)", record("free_cash_flow", BN, (None, "5.6", "24.3", None))),
        ("Net debt (US$ billion)", record("net_debt", BN, ("9.12", "11.2", "0.3", "4.0"))),
        (
            "Dividends per share (US cents)",
            record("dividends_per_share", CPS, ("146", "170", "325", "301"), dividend_kind="total"),
        ),
        (
            "Basic earnings per share (US cents)",
            record("basic_eps", CPS, ("155.8", "255.2", None, None)),
        ),
        (
            "Iron ore production, BHP share (Mt)",
            record(
                "iron_ore_production_mt", "Mt", ("259.7", "257.0", "253.0", None), basis="equity"
            ),
        ),
        (
            "Copper production (kt)",
            record("copper_production_kt", "kt", ("1,865", "1,700", "1,600", None)),
        ),
    ]
    w.add(
        Heading("Five-year summary"),
        Para(
            "The summary shows each measure as reported for the year; FY2021 includes the "
            "Petroleum business that was merged with Woodside in the following year."
        ),
        table(
            w,
            "Five-year financial and operating summary, years ended 30 June",
            ["", "FY2024", "FY2023", "FY2022", "FY2021", "FY2020"],
            rows,
            notes=[f"{DASH} not presented on a comparable basis."],
            widths=[64, 20, 20, 20, 20, 20],
        ),
    )


LATER: dict[int, Callable[[VWriter], None]] = {
    55: _cash_flow,
    63: _net_debt,
    76: _scorecard,
    84: _sensitivity,
    92: _guidance,
    108: _statement,
    116: _eps_note,
    141: _five_year,
}
"""Later figure pages by the page number each is printed on."""
