"""Later figure pages of the Rio Tinto Annual Report 2025 (:mod:`evals.variant_dev.annual_rio2025`).

Cash flow, capital spend and net debt, shareholder returns, operating volumes and prices
received, the incentive scorecard (outcomes beside worded targets) and the five-year
record, whose gaps are dashes.
"""

from __future__ import annotations

from collections.abc import Callable

from evals.realistic.model import Heading, Para
from evals.variant.writer import DASH, Cell, VTable, VWriter, trow
from evals.variant_dev.annual_rio2025 import BN, CPS, FY, PY, both, c, table_


def _cash(w: VWriter) -> None:
    w.page("Cash flow and capital", contents_entry=True)
    w.add(
        Heading("Cash flow and capital"),
        Para(
            "Cash from operations held up despite weaker iron ore prices. The extract "
            "below follows the order of the consolidated statement of cash flows."
        ),
        table_(
            w,
            "Summary of cash movements, years ended 31 December (US$bn)",
            ["", "2025", "2024"],
            [
                (
                    "Net cash from operating activities",
                    both("net_operating_cash_flow", BN, "16.8", "15.599"),
                ),
                (
                    "Purchases of property, plant and equipment and intangibles",
                    both("capex", BN, "12.3", "9.621"),
                ),
                ("Free cash flow", both("free_cash_flow", BN, "4.0", "5.553")),
                ("Acquisitions, net of cash acquired", [None, None]),
                ("Dividends paid to equity shareholders", [None, None]),
            ],
            notes=[f"{DASH} shown in the full cash flow statement only."],
            widths=[100, 24, 24],
        ),
    )


def _balance(w: VWriter) -> None:
    w.page("Balance sheet strength", contents_entry=True)
    w.add(
        Heading("Balance sheet strength"),
        Para(
            "Net debt rose sharply as we completed the lithium acquisition and funded "
            "Simandou and Oyu Tolgoi. Gearing remains within the range the Board has set."
        ),
        table_(
            w,
            "Movement in net debt, at 31 December (US$bn)",
            ["", "2025", "2024"],
            [
                ("Closing net debt", both("net_debt", BN, "14.4", "5.491")),
                ("Borrowings, gross", [None, None]),
                ("Cash and cash equivalents", [None, None]),
                ("Net gearing ratio", [None, None]),
            ],
            widths=[90, 24, 24],
        ),
    )


def _returns(w: VWriter) -> None:
    w.page("Shareholder returns", contents_entry=True)
    w.add(
        Heading("Shareholder returns"),
        Para(
            "Our policy is to return between two-fifths and three-fifths of underlying earnings "
            "over the cycle. The Board again chose the top of that range. Interim and final "
            "amounts are given in the dividend notices and are not repeated here."
        ),
        table_(
            w,
            "Dividends per share declared in respect of the year (US cents)",
            ["", "2025", "2024"],
            [
                ("Interim ordinary", [None, None]),
                ("Final ordinary", [None, None]),
                ("Special", [None, None]),
                (
                    "Full-year ordinary",
                    both("dividends_per_share", CPS, "402", "402", dividend_kind="total"),
                ),
                (
                    "Payout of underlying earnings (%)",
                    both("payout_ratio_pct", "percent", "60", "60", dividend_kind="total"),
                ),
            ],
            notes=[f"{DASH} see the dividend notices for the amounts of each half."],
            widths=[90, 24, 24],
        ),
        table_(
            w,
            "First half returns, six months to 30 June (%)",
            ["", "2025", "2024"],
            [
                (
                    "Interim payout of half-year underlying earnings",
                    [
                        c("50", FY, "h1_payout_ratio_pct", "percent", dividend_kind="interim"),
                        c(
                            "50",
                            PY,
                            "h1_payout_ratio_pct",
                            "percent",
                            dividend_kind="interim",
                            form="comparative",
                        ),
                    ],
                ),
            ],
            widths=[90, 24, 24],
        ),
    )


def _volumes(w: VWriter) -> None:
    w.page("Production and prices", contents_entry=True)
    title = "Metals and minerals produced, Rio Tinto share, years to 31 December"

    def row(label: str, unit: str, cells: list[Cell]) -> list[str]:
        out = trow(w, title, label, cells)
        return [out[0], unit, *out[1:]]

    w.add(
        Heading("Production and prices"),
        Para(
            "Volumes are our equity share unless stated. Pilbara iron ore is given as "
            "shipped, on a one hundred per cent basis."
        ),
        VTable(
            title,
            ["", "Unit", "2025", "2024"],
            [
                row(
                    "Pilbara iron ore shipped (100%)",
                    "Mt",
                    both("iron_ore_shipments_mt", "Mt", "326.2", "328.6", basis="100%"),
                ),
                row(
                    "Pilbara iron ore produced (100%)",
                    "Mt",
                    [
                        None,
                        c(
                            "328.0",
                            PY,
                            "iron_ore_production_pilbara_mt",
                            "Mt",
                            form="comparative",
                            basis="100%",
                        ),
                    ],
                ),
                row("Bauxite", "Mt", both("bauxite_production_mt", "Mt", "62.4", "58.7")),
                row(
                    "Aluminium",
                    "Mt",
                    [
                        c("3.38", FY, "aluminium_production_mt", "Mt"),
                        c("3.296", PY, "aluminium_production_kt", "Mt", form="comparative"),
                    ],
                ),
                row("Mined copper", "kt", both("copper_production_kt", "kt", "883", "697")),
                row(
                    "Lithium carbonate equivalent",
                    "kt",
                    [c("57", FY, "lithium_production_kt_lce", "kt"), None],
                ),
            ],
            widths=[78, 14, 24, 24],
        ),
        table_(
            w,
            "Average prices received, 2025",
            ["", "2025", "Unit"],
            [
                (
                    "Pilbara fines and lump",
                    [c("90", FY, "realised_price_pilbara_iron_ore_usd_dmt", "US$/dmt"), None],
                ),
                ("Copper", [c("4.57", FY, "realised_price_copper_usd_lb", "US$/lb"), None]),
                (
                    "Aluminium, including premiums",
                    [c("3,318", FY, "realised_price_aluminium_usd_t", "US$/t"), None],
                ),
                ("Lithium carbonate", [None, None]),
            ],
            notes=["Units: US$ per dry metric tonne, US$ per pound and US$ per tonne."],
            widths=[80, 24, 24],
        ),
    )


def _scorecard(w: VWriter) -> None:
    w.page("Short-term incentive outcomes", contents_entry=True)
    title = "Financial measures of the 2025 short-term incentive plan"
    rows = [
        trow(
            w,
            title,
            "Earnings before one-off items (US$bn)",
            [c("10.87", FY, "underlying_npat", BN)],
        ),
        trow(w, title, "Free cash flow (US$bn)", [c("4.0", FY, "free_cash_flow", BN)]),
    ]
    words = (["Below target"], ["Threshold"])
    w.add(
        Heading("Short-term incentive outcomes"),
        Para(
            "Half of the short-term incentive depends on financial results measured against "
            "the budget approved by the Board at the start of the year, after flexing for "
            "prices and exchange rates."
        ),
        VTable(
            title,
            ["Measure", "2025 outcome", "Assessment"],
            [r + words[i] for i, r in enumerate(rows)]
            + [["Operating cash costs", DASH, "Above target"]],
            widths=[80, 30, 40],
        ),
    )


def _record(w: VWriter) -> None:
    w.page("Five-year record", contents_entry=True)
    years = ("FY2025", "FY2024", "FY2023", "FY2022", "FY2021")

    def line(
        label: str, metric: str, unit: str, printed: tuple[str | None, ...], **kw: object
    ) -> list[str]:
        cells = [
            None if p is None else c(p, fy, metric, unit, form="five_year", **kw)
            for p, fy in zip(printed, years, strict=True)
        ]
        return trow(w, title, label, cells)

    title = "Financial record, years ended 31 December (US$ billion unless stated)"
    w.add(
        Heading("Five-year record"),
        Para(
            "Amounts are as reported in each year's accounts. A dash shows a measure not "
            "presented for that year in this record."
        ),
        VTable(
            title,
            ["", "2025", "2024", "2023", "2022", "2021"],
            [
                line(
                    "Gross sales revenue",
                    "revenue",
                    BN,
                    ("57.6", "53.658", "54.041", "55.554", "63.495"),
                ),
                line(
                    "EBITDA on an underlying basis",
                    "underlying_ebitda",
                    BN,
                    ("25.4", "23.314", "23.892", "26.272", "37.72"),
                ),
                line(
                    "Profit attributable to owners",
                    "statutory_npat",
                    BN,
                    ("9.966", "11.552", "10.058", "12.392", "21.094"),
                ),
                line(
                    "Earnings before one-off items",
                    "underlying_npat",
                    BN,
                    ("10.87", "10.9", "11.8", "13.3", "21.4"),
                ),
                line(
                    "Net cash from operating activities",
                    "net_operating_cash_flow",
                    BN,
                    ("16.8", "15.599", "15.16", "16.134", "25.345"),
                ),
                line(
                    "Capital expenditure", "capex", BN, ("12.3", "9.621", "7.086", "6.75", "7.384")
                ),
                line(
                    "Free cash flow",
                    "free_cash_flow",
                    BN,
                    ("4.0", "5.553", "7.657", "9.01", "17.664"),
                ),
                line("Net debt", "net_debt", BN, ("14.4", "5.491", "4.231", "4.188", None)),
                line(
                    "Underlying earnings per share (US cents)",
                    "underlying_eps",
                    CPS,
                    (None, "669.5", "725.0", "824.7", None),
                ),
                line(
                    "Ordinary dividends per share (US cents)",
                    "dividends_per_share",
                    CPS,
                    ("402", "402", "435", "492", "1,040"),
                    dividend_kind="total",
                ),
                line(
                    "Special dividend per share (US cents)",
                    "special_dps",
                    CPS,
                    (None, None, None, None, "247"),
                    dividend_kind="special",
                ),
                line(
                    "Payout ratio (%)",
                    "payout_ratio_pct",
                    "percent",
                    ("60", "60", "60", "60", "79"),
                    dividend_kind="total",
                ),
                line(
                    "Pilbara shipments (Mt, 100%)",
                    "iron_ore_shipments_mt",
                    "Mt",
                    ("326.2", "328.6", "331.8", "321.6", "321.6"),
                    basis="100%",
                ),
            ],
            widths=[70, 18, 18, 18, 18, 18],
        ),
    )


LATER: dict[int, Callable[[VWriter], None]] = {
    58: _cash,
    63: _balance,
    70: _returns,
    78: _volumes,
    92: _scorecard,
    143: _record,
}
