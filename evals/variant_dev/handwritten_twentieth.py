"""A twentieth hand-written set of the development split: tables whose row labels stray far.

Written without reading the product's reading code, for tables whose titles and row labels
use words a reader would not list for the measure they hold: an Appendix 4E results table
for Mineral Resources' FY24 with a unit column and the year before beside it; Rio Tinto's
2025 product group note with its groups across under nicknames; Northern Star's five years
to FY25 with each row named in its own way and gaps marked ``n/a``; Fortescue's dividends by
year with the half-year, year-end, one-off and whole-year payments across, some years in
dollars and some in cents; and BHP's iron ore and copper by asset on the whole operation and
on its own account. A half-year table, a price table, capital spending split by purpose, a
cash page and a December half are in :mod:`evals.variant_dev.handwritten_twentieth_more`.
Every figure goes through :class:`VWriter` and is checked against the data; a figure the
data lacks is a dash or ``n/a``, never made up.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from evals.realistic.model import Document, Heading, Para
from evals.variant.writer import VTable, new_doc
from evals.variant_dev.kit import cell, table, worded_rows

CPS = "cents per share"
DPS = "dollars per share"


# --- Mineral Resources: Appendix 4E for the year to 30 June 2024 ------------------------------


def min_appendix_4e_fy2024(manifest: list[dict[str, Any]]) -> Document:
    """MinRes FY24 Appendix 4E: a unit column, FY24 beside FY23, labels in its own words."""
    w = new_doc(
        "MinRes Appendix 4E - preliminary final report year to 30 June 2024.md",
        "MIN",
        "Mineral Resources Limited | Appendix 4E | Preliminary final report",
        "FY2024",
        manifest,
    )
    c = partial(cell, "MIN")

    def pair(metric: str, unit: str, now: str | None, then: str | None, **o: Any) -> list[Any]:
        return [
            None if now is None else c(now, "FY2024", metric, unit, **o),
            None if then is None else c(then, "FY2023", metric, unit, form="comparative", **o),
        ]

    title = "Results for announcement to the market - reporting period against prior period"
    w.page("Results for announcement to the market")
    w.add(
        Heading("Appendix 4E - Preliminary final report"),
        Para(
            "Reporting period: financial year ended 30 June 2024. Previous corresponding "
            "period: financial year ended 30 June 2023. Amounts are in Australian dollars; "
            "the unit of each line is given beside it."
        ),
        VTable(
            title,
            ["Line", "Unit", "Reporting period", "Previous period"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Takings under contracts with customers",
                        pair("revenue", "billion", "5.28", "4.8"),
                        ["A$bn"],
                    ),
                    (
                        "Earnings before interest, tax and write-downs of assets, normalised",
                        pair("underlying_ebitda", "billion", "1.06", "1.8"),
                        ["A$bn"],
                    ),
                    (
                        "What the year left for members of the parent entity",
                        pair("statutory_npat", "million", "114", "244"),
                        ["A$m"],
                    ),
                    (
                        "After-tax result with one-off items taken out",
                        pair("underlying_npat", "million", "158", "769"),
                        ["A$m"],
                    ),
                    (
                        "Borrowings less cash at balance date",
                        pair("net_debt", "billion", "4.428", "1.9"),
                        ["A$bn"],
                    ),
                ],
                lead=True,
            ),
            style="pipe",
        ),
    )
    dist = "Distributions to members (cents for each ordinary share)"
    w.add(
        Heading("Distributions", 2),
        VTable(
            dist,
            ["", "Reporting period", "Previous period"],
            worded_rows(
                w,
                dist,
                [
                    (
                        "Paid after the first six months",
                        [
                            c("20", "FY2024", "interim_dps", CPS, dividend_kind="interim"),
                            c(
                                "120",
                                "FY2023",
                                "interim_dps",
                                CPS,
                                dividend_kind="interim",
                                form="comparative",
                            ),
                        ],
                        [],
                    ),
                    (
                        "Determined after balance date",
                        [
                            None,
                            c(
                                "70",
                                "FY2023",
                                "final_dps",
                                CPS,
                                dividend_kind="final",
                                form="comparative",
                            ),
                        ],
                        [],
                    ),
                    (
                        "All distributions for the period",
                        pair("dividends_per_share", CPS, "20", "190", dividend_kind="total"),
                        [],
                    ),
                ],
            ),
            style="pipe",
            notes=[
                "All distributions are fully franked at 30%. A dash: the Board determined no "
                "distribution after balance date for the reporting period."
            ],
        ),
        Para(
            "Earnings per share and net tangible asset backing are set out in the financial "
            "report lodged with this announcement."
        ),
    )
    return w.doc


# --- Rio Tinto: 2025 product group note under nicknames --------------------------------------


def rio_group_note_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto 2025: product groups across under their own nicknames, aligned columns."""
    w = new_doc(
        "Rio Tinto 2025 - note on the business lines.txt",
        "RIO",
        "Rio Tinto | 2025 annual report | Notes to the accounts",
        "FY2025",
        manifest,
    )
    c = partial(cell, "RIO", fy="FY2025")
    title = "How the business lines performed, twelve months to 31 December 2025 (US$bn)"
    w.page("Business lines")
    w.add(
        Heading("Note 3. Business lines"),
        Para(
            "The Executive Committee looks at the business through the lines below. "
            "'Pilbara ferrous' is the Western Australian ore business; 'Red metal' the "
            "copper mines and smelters; 'Light metals & battery minerals' the aluminium "
            "chain and the lithium assets. The last column is the whole Group, after "
            "corporate items."
        ),
        table(
            w,
            title,
            ["", "Pilbara ferrous", "Red metal", "Light metals & battery minerals", "Whole Group"],
            [
                (
                    "Contribution before D&A, interest and tax (adjusted)",
                    [
                        c("15.2", metric="segment_underlying_ebitda_iron_ore", unit="billion"),
                        c("7.4", metric="segment_underlying_ebitda_copper", unit="billion"),
                        c(
                            "4.6",
                            metric="segment_underlying_ebitda_aluminium_lithium",
                            unit="billion",
                        ),
                        c("25.4", metric="underlying_ebitda", unit="billion"),
                    ],
                ),
                (
                    "Invoiced to outside customers",
                    [None, None, None, c("57.6", metric="revenue", unit="billion")],
                ),
            ],
            style="columns",
            notes=[
                "A dash: not split by business line in this note. The Minerals business is "
                "reported within the Group column and not shown on its own."
            ],
        ),
        Para(
            "Only 2025 is shown; the comparative split for 2024 is restated in the prior "
            "year's note and is not repeated here."
        ),
    )
    return w.doc


# --- Northern Star: five years to FY25 --------------------------------------------------------


def nst_five_years_fy2025(manifest: list[dict[str, Any]]) -> Document:
    """Northern Star's five years, oldest first, every row named its own way, gaps n/a."""
    w = new_doc(
        "Northern Star 2025 annual report - the five years in numbers.md",
        "NST",
        "Northern Star Resources | Annual Report 2025 | The five years in numbers",
        "FY2025",
        manifest,
    )
    c = partial(cell, "NST", form="five_year")
    years = ("FY2021", "FY2022", "FY2023", "FY2024", "FY2025")

    def run(metric: str, unit: str, *printed: str | None, **o: Any) -> list[Any]:
        return [
            None if p is None else c(p, fy, metric, unit, **o)
            for p, fy in zip(printed, years, strict=True)
        ]

    title = "The five years in numbers (years to 30 June)"
    w.page("The five years in numbers")
    w.add(
        Heading("The five years in numbers"),
        Para("Oldest year first. 'n/a' marks a line not carried in the year's report."),
        VTable(
            title,
            ["", "FY21", "FY22", "FY23", "FY24", "FY25"],
            worded_rows(
                w,
                title,
                [
                    (
                        "Money in from bullion sales (A$bn)",
                        run("revenue", "billion", "2.761", "3.735", "4.131", "4.92", "6.4"),
                        [],
                    ),
                    (
                        "Earnings before D&A, interest and tax, adjusted (A$bn)",
                        run("underlying_ebitda", "billion", "1.159", "1.517", None, "2.19", "3.5"),
                        [],
                    ),
                    (
                        "Bottom of the income statement (A$m)",
                        run("statutory_npat", "million", "1,032", None, "585", "639", None),
                        [],
                    ),
                    (
                        "After-tax earnings before one-offs (A$bn)",
                        run("underlying_npat", "billion", "0.372", "0.273", "0.301", None, "1.4"),
                        [],
                    ),
                    (
                        "Ounces handed to buyers (koz)",
                        run("gold_sold_koz", "koz", "1,595", "1,561", "1,563", "1,621", "1,634"),
                        [],
                    ),
                    (
                        "Cost to keep the lights on, per ounce (A$)",
                        run("aisc_aud_oz", "A$/oz", "1,483", "1,633", "1,759", "1,853", None),
                        [],
                    ),
                    (
                        "Returned to holders per share (cents)",
                        run(
                            "dividends_per_share",
                            CPS,
                            "19",
                            "21.5",
                            "26.5",
                            "40",
                            "55",
                            dividend_kind="total",
                        ),
                        [],
                    ),
                ],
                blank="n/a",
            ),
            style="pipe",
        ),
    )
    return w.doc


# --- Fortescue: dividends by year, dollars and cents ------------------------------------------


def fmg_dividend_section(manifest: list[dict[str, Any]]) -> Document:
    """Fortescue's dividend section: four payment columns, two years in A$, two in cents."""
    w = new_doc(
        "Fortescue shareholder returns - payments by year FY21 to FY25.txt",
        "FMG",
        "Fortescue Ltd | Shareholder returns | Payments by year",
        "FY2025",
        manifest,
    )
    c = partial(cell, "FMG")

    def kinds(fy: str, unit: str, interim: str | None, final: str | None, total: str) -> list[Any]:
        return [
            None
            if interim is None
            else c(interim, fy, "interim_dps", unit, dividend_kind="interim"),
            None if final is None else c(final, fy, "final_dps", unit, dividend_kind="final"),
            None,
            c(total, fy, "dividends_per_share", unit, dividend_kind="total"),
        ]

    title = "Payments to holders of ordinary shares, by year to 30 June"
    w.page("Shareholder returns")
    w.add(
        Heading("Shareholder returns"),
        Para(
            "All payments are fully franked. Years from FY24 are shown in Australian dollars "
            "a share; earlier years in Australian cents a share, as first announced."
        ),
        VTable(
            title,
            ["Year", "Per share in", "Half-year cheque", "Year-end cheque", "One-off", "Year"],
            worded_rows(
                w,
                title,
                [
                    ("FY25", kinds("FY2025", DPS, "0.50", "0.60", "1.10"), ["A$"]),
                    ("FY24", kinds("FY2024", DPS, "1.08", "0.89", "1.97"), ["A$"]),
                    ("FY23", kinds("FY2023", CPS, "75", "100", "175"), ["cents"]),
                    ("FY22", kinds("FY2022", CPS, "86", "121", "207"), ["cents"]),
                    ("FY21", kinds("FY2021", CPS, None, None, "358"), ["cents"]),
                ],
                lead=True,
            ),
            style="columns",
            notes=[
                "A dash: no amount is shown. The FY21 split between the two cheques is given "
                "in that year's report only."
            ],
        ),
    )
    ratio = "Share of net profit after tax returned"
    w.add(
        table(
            w,
            ratio,
            ["", "FY25", "FY24"],
            [
                (
                    "Portion of the year's earnings paid away",
                    [
                        c("65%", "FY2025", "payout_ratio_pct", "percent"),
                        c("70%", "FY2024", "payout_ratio_pct", "percent", form="comparative"),
                    ],
                )
            ],
            style="columns",
        ),
    )
    return w.doc


# --- BHP: iron ore and copper by asset, whole operation and own account --------------------


def bhp_output_by_asset(manifest: list[dict[str, Any]]) -> Document:
    """BHP's output by asset: the whole operation beside BHP's own account, FY25 and FY23."""
    w = new_doc(
        "BHP operations - tonnes by asset FY25 and FY23.txt",
        "BHP",
        "BHP | Operational performance | Tonnes by asset",
        "FY2025",
        manifest,
    )
    c = partial(cell, "BHP")

    def both(fy: str, whole: str | None, ours: str, form: str = "table") -> list[Any]:
        return [
            None
            if whole is None
            else c(whole, fy, "waio_production_100pct_mt", "Mt", basis="100%", form=form),
            c(ours, fy, "waio_production_bhp_share_mt", "Mt", basis="BHP share", form=form),
        ]

    title = "Tonnes won from the Pilbara, by asset (Mt)"
    w.page("Tonnes by asset")
    w.add(
        Heading("Tonnes by asset"),
        Para(
            "'Whole operation' counts every tonne of the joint ventures, whoever owns it; "
            "'Our account' counts only the tonnes that belong to BHP."
        ),
        table(
            w,
            title,
            ["", "Whole operation", "Our account"],
            [
                ("Pilbara joint ventures, year to June 2025", both("FY2025", "290", "256.6")),
                (
                    "Pilbara joint ventures, year to June 2023",
                    both("FY2023", "285", "253", "comparative"),
                ),
            ],
            style="columns",
            notes=["Samarco is not a Pilbara asset and is left out of this table."],
        ),
    )
    group = "Group totals on our account"
    w.add(
        table(
            w,
            group,
            ["", "FY25", "FY24", "FY23"],
            [
                (
                    "All iron ore, Samarco's share included (Mt)",
                    [
                        c("263", "FY2025", "iron_ore_production_mt", "Mt"),
                        c("259.7", "FY2024", "iron_ore_production_mt", "Mt", form="comparative"),
                        c("257.0", "FY2023", "iron_ore_production_mt", "Mt", form="comparative"),
                    ],
                ),
                (
                    "Red metal in concentrate and cathode (kt)",
                    [
                        c("2,000", "FY2025", "copper_production_kt", "kt"),
                        c("1,865", "FY2024", "copper_production_kt", "kt", form="comparative"),
                        c("1,700", "FY2023", "copper_production_kt", "kt", form="comparative"),
                    ],
                ),
            ],
            style="pipe",
        ),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order."""
    from evals.variant_dev.handwritten_twentieth_more import MORE

    return (
        min_appendix_4e_fy2024,
        rio_group_note_2025,
        nst_five_years_fy2025,
        fmg_dividend_section,
        bhp_output_by_asset,
        *MORE,
    )
