"""An eighteenth hand-written set of the development split: charts, cards, exports, bridges.

Written without reading the product's reading code, in shapes sets one to seventeen do not
use, for the measures the product reads worst (divisions, losses, output by site and basis,
dividends, prices received, capital spending and cash): Mineral Resources' December 2023
half as results-deck charts exported to text (bars of block characters with the value at the
bar's end, one bar per operating segment); Rio Tinto's 2025 fact sheet of cards, one per
product group, whose rows repeat the same words and whose group is named only by the card's
banner; BHP's FY25 data workbook exported as comma-separated lines (measure, asset, basis,
period, value, unit); and, in :mod:`evals.variant_dev.handwritten_eighteenth_cash`,
Fortescue's FY24 cash bridge and Mineral Resources' December 2024 half with its losses under
a minus sign. Shareholder
information, a reader Q&A column, a feature on spending and a volumes page with the basis
only in footnote markers are in :mod:`evals.variant_dev.handwritten_eighteenth_more`. Every
figure goes through :class:`VWriter` and is checked against the data; a figure the data does
not hold is a dash or words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from evals.realistic.model import Bullets, Document, Footnotes, Heading, Para
from evals.variant.writer import VTable, VWriter, new_doc

CPS = "cents per share"
DPS = "dollars per share"
MINUS = "\u2212"


def fig(w: VWriter, printed: str, fy: str, metric: str, unit: str, label: str, **opt: Any) -> str:
    """A figure of the document's company (a table figure unless ``form`` says otherwise)."""
    return w.fig(printed, (w.doc.company, fy, metric), unit=unit, label=label, **opt)


# --- Mineral Resources: December 2023 half as deck charts -------------------------------


def _bar(length: int) -> str:
    return "\u2588" * length


def min_half_charts_1h24(manifest: list[dict[str, Any]]) -> Document:
    """MinRes 1H FY24 results deck, charts exported to text: one bar per segment."""
    w = new_doc(
        "MinRes 1H FY24 results deck - charts (text export).txt",
        "MIN",
        "Mineral Resources Limited | Half-year results presentation | February 2024",
        "H1 FY2024",
        manifest,
    )
    w.page("Chart pages")
    title = "EBITDA by operating segment, underlying, A$m (July to December 2023)"
    bars = [
        ("Mining Services", 25, "253.7", "h1_segment_underlying_ebitda_mining_services"),
        ("Lithium", 27, "271.4", "h1_segment_underlying_ebitda_lithium"),
        ("Iron Ore", 26, "266.2", "h1_segment_underlying_ebitda_iron_ore"),
    ]
    rows = [
        [name, _bar(length), fig(w, v, "FY2024", metric, "million", f"{name} | {title}")]
        for name, length, v, metric in bars
    ]
    rows.append(
        [
            "Group, after central costs",
            _bar(60),
            fig(w, "674.9", "FY2024", "h1_underlying_ebitda", "million", f"Group | {title}"),
        ]
    )
    w.add(
        Heading("Where the half's earnings came from", 2),
        VTable(title, ["", "", "A$m"], rows, style="columns"),
        Para(
            "Chart note: bars are drawn to scale within the chart. Central costs, "
            "eliminations and the Energy and Other segments are not drawn; the group bar is "
            "after them. Segment revenue is charted on the appendix slide and not repeated."
        ),
    )
    cash = "Cash and returns (A$m unless stated)"
    w.add(
        Heading("Cash and returns", 2),
        VTable(
            cash,
            ["", "", "1H FY24"],
            [
                [
                    "Sales",
                    _bar(40),
                    fig(w, "2,514.7", "FY2024", "h1_revenue", "million", f"Sales | {cash}"),
                ],
                [
                    "Operating cash in",
                    _bar(10),
                    fig(
                        w,
                        "624",
                        "FY2024",
                        "h1_net_operating_cash_flow",
                        "million",
                        f"Operating cash in | {cash}",
                    ),
                ],
                [
                    "EBITDA as % of sales",
                    "",
                    fig(
                        w,
                        "27%",
                        "FY2024",
                        "h1_underlying_ebitda_margin_pct",
                        "percent",
                        f"EBITDA as % of sales | {cash}",
                    ),
                ],
            ],
            style="columns",
        ),
        Bullets(
            [
                "Iron ore sold for an average of US$"
                + fig(
                    w,
                    "111",
                    "FY2024",
                    "h1_realised_price_iron_ore_usd_dmt",
                    "US$/dmt",
                    "iron ore sold for an average of",
                    form="sentence",
                )
                + " a dry tonne across the half (callout on the price chart)",
                "Interim dividend: A$"
                + fig(
                    w,
                    "0.20",
                    "FY2024",
                    "interim_dps",
                    DPS,
                    "interim dividend",
                    form="sentence",
                    dividend_kind="interim",
                )
                + " per share, fully franked",
            ]
        ),
    )
    return w.doc


# --- Rio Tinto: 2025 fact sheet of product group cards -----------------------------------


CARDS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    # banner, card, rows of "row words|before|printed|after|metric|unit|basis"
    (
        "GROUP",
        "Group",
        (
            "EBITDA (underlying)|$|25.4bn||underlying_ebitda|billion|",
            "Cash from operations|$|16.8bn||net_operating_cash_flow|billion|",
            "Net borrowings|$|14.4bn||net_debt|billion|",
        ),
    ),
    (
        "IRON ORE",
        "Iron Ore",
        (
            "EBITDA (underlying)|$|15.2bn||segment_underlying_ebitda_iron_ore|billion|",
            "Price achieved|$|90| /dmt FOB|realised_price_pilbara_iron_ore_usd_dmt|US$/dmt|",
            "Tonnes dispatched (100%)||326.2 Mt||iron_ore_shipments_mt|Mt|100%",
        ),
    ),
    (
        "COPPER",
        "Copper",
        (
            "EBITDA (underlying)|$|7.4bn||segment_underlying_ebitda_copper|billion|",
            "Price achieved|$|4.57| /lb|realised_price_copper_usd_lb|US$/lb|",
            "Metal output (Rio Tinto share)||883 kt||copper_production_kt|kt|",
        ),
    ),
    (
        "ALUMINIUM & LITHIUM",
        "Aluminium & Lithium",
        (
            "EBITDA (underlying)|$|4.6bn||segment_underlying_ebitda_aluminium_lithium|billion|",
            "Price achieved|$|3,318| /t (aluminium)|realised_price_aluminium_usd_t|US$/t|",
            "Metal output (aluminium)||3.38 Mt||aluminium_production_mt|Mt|",
            "Lithium carbonate equivalent||57 kt||lithium_production_kt_lce|kt|",
        ),
    ),
)


def rio_fact_sheet_2025(manifest: list[dict[str, Any]]) -> Document:
    """Rio Tinto's 2025 fact sheet: a card per product group, the same row words in each."""
    w = new_doc(
        "Rio Tinto 2025 full year - fact sheet.md",
        "RIO",
        "Rio Tinto | Full year 2025 | Fact sheet",
        "FY2025",
        manifest,
    )
    w.page("Fact sheet")
    w.add(
        Heading("Rio Tinto at a glance: year to 31 December 2025", 1),
        Para("All amounts US$. Each card below shows one product group; the first the Group."),
    )
    for banner, card, specs in CARDS:
        rows = []
        for spec in specs:
            row, pre, v, post, metric, unit, basis = spec.split("|")
            label = f"{row} | {card}"
            printed = fig(w, v, "FY2025", metric, unit, label, basis=basis or None)
            rows.append([row, pre + printed + post])
        w.add(Heading(f"[ {banner} ]", 3), VTable("", ["", "2025"], rows, style="pipe"))
    w.add(
        Footnotes(
            [
                "EBITDA (underlying) is a non-IFRS measure. Product group revenue and margins "
                "appear in the financial statements and are not shown on the cards.",
            ]
        )
    )
    return w.doc


# --- BHP: FY25 data workbook exported as comma-separated lines -------------------------

EXPORT = (
    # group|measure|asset|ownership|period|fiscal year|metric|printed|unit|unit shown
    "ops|Ore mined and railed|WAIO|100%|FY25|FY2025|waio_production_100pct_mt|290|Mt|Mt",
    "ops|Ore mined and railed|WAIO|Own share|FY25|FY2025|waio_production_bhp_share_mt|256.6|Mt|Mt",
    "ops|Ore mined and railed|WAIO|Own share|FY24|FY2024|waio_production_bhp_share_mt|255|Mt|Mt",
    "ops|Ore mined and railed|WAIO|100%|FY23|FY2023|waio_production_100pct_mt|285|Mt|Mt",
    "ops|Ore mined and railed|WAIO|Own share|FY23|FY2023|waio_production_bhp_share_mt|253|Mt|Mt",
    "ops|Copper produced|Escondida|100%|H1 FY25|FY2025|h1_copper_production_kt_escondida|644|kt|kt",
    "ops|Copper produced|All operations||H1 FY25|FY2025|h1_copper_production_kt|987|kt|kt",
    "ops|Copper produced|All operations||FY25|FY2025|copper_production_kt|2000|kt|kt",
    "fin|Capital and exploration outlay|Group||FY25|FY2025|capex|9.79|billion|US$bn",
    "fin|Capital and exploration outlay|Group||FY24|FY2024|capex|9.27|billion|US$bn",
    "fin|Cash left after investing|Group||FY23|FY2023|free_cash_flow|5.6|billion|US$bn",
    "fin|Cash left after investing|Group||FY22|FY2022|free_cash_flow|24.3|billion|US$bn",
    "fin|Reported attributable profit|Group||H1 FY25|FY2025|h1_statutory_npat|4416|million|US$m",
    "cap|Ordinary dividend - interim|Group||H1 FY25|FY2025|interim_dps|0.50|DPS|US$/sh",
    "cap|Ordinary dividend - full year|Group||FY25|FY2025|dividends_per_share|1.10|DPS|US$/sh",
    "cap|Paid out of underlying profit|Group||H1 FY25|FY2025|h1_payout_ratio_pct|50|percent|%",
)
_KIND = {"interim_dps": "interim", "dividends_per_share": "total"}
_BASIS = {"100%": "100%", "Own share": "BHP share"}


def bhp_data_export_fy25(manifest: list[dict[str, Any]]) -> Document:
    """BHP's FY25 data workbook as CSV lines: measure, asset, basis, period, value, unit."""
    w = new_doc("BHP FY25 data workbook - export.txt", "BHP", "", "FY2025", manifest)
    w.page("Export")
    lines = ["group,measure,asset,ownership,period,value,unit"]
    for spec in EXPORT:
        group, measure, asset, own, period, fy, metric, v, unit, shown = spec.split("|")
        printed = fig(
            w,
            v,
            fy,
            metric,
            DPS if unit == "DPS" else unit,
            f"{measure} {asset}",
            basis=_BASIS.get(own),
            qualifier="Escondida" if asset == "Escondida" else None,
            dividend_kind=_KIND.get(metric),
        )
        lines.append(",".join([group, measure, asset, own, period, printed, shown]))
    w.add(
        Para("# BHP Group Limited - FY25 operational and financial data (workbook export)"),
        Para("# values as published; blank ownership = BHP's reported basis"),
        Para("\n".join(lines)),
        Para("# end of export"),
    )
    return w.doc


def documents() -> tuple[Callable[[list[dict[str, Any]]], Document], ...]:
    """This set's document writers in a fixed order."""
    from evals.variant_dev.handwritten_eighteenth_cash import CASH
    from evals.variant_dev.handwritten_eighteenth_more import MORE

    return (
        min_half_charts_1h24,
        rio_fact_sheet_2025,
        bhp_data_export_fy25,
        *CASH,
        *MORE,
    )
