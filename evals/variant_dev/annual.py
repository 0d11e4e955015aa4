"""The development split's long report: a Rio Tinto 2024 annual report (PDF, ~50 pages).

A handful of pages state figures (performance at a glance, the first half, operations,
dividends, a five-year summary); the rest is narrative and look-alike tables with the same
row labels and year columns that carry no figures (dashes, note references, words), so
retrieval must find the right table. Filler text holds no numbers other than years.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from evals.realistic.model import Bullets, Contents, Document, Heading, Para, Table
from evals.variant.writer import DASH, Cell, VTable, VWriter, new_doc, trow
from evals.variant_dev.kit import cell, place, prose, say, table, yoy

c = partial(cell, "RIO")
CPS = "cents per share"

GLANCE = (
    ("Sales of products to customers", "revenue"),
    (
        "Underlying earnings before interest, tax, depreciation and amortisation",
        "underlying_ebitda",
    ),
    ("Net earnings attributable to the owners of Rio Tinto", "statutory_npat"),
    ("Cash flows from operations after interest and tax", "net_operating_cash_flow"),
    ("Capital expenditure on property, plant and intangibles", "capex"),
    ("Free cash after sustaining and growth investment", "free_cash_flow"),
    ("Net borrowings at 31 December", "net_debt"),
)
"""Row labels of the figure tables, reused by the look-alike tables."""

SECTIONS = (
    ("Chair's statement", "the Group"),
    ("Chief Executive's review", "our operations"),
    ("Our strategy", "our portfolio"),
    ("Markets", "our commercial team"),
    ("Iron Ore", "the Pilbara business"),
    ("Aluminium", "the aluminium business"),
    ("Copper", "the copper business"),
    ("Minerals", "the minerals business"),
    ("Exploration and evaluation", "our exploration programme"),
    ("Sustainability", "our sustainability work"),
    ("Climate and energy", "our decarbonisation programme"),
    ("Our people", "our workforce"),
    ("Risk management", "risk management"),
    ("Governance", "the Board and its committees"),
    ("Remuneration report", "the Remuneration Committee"),
    ("Directors' report", "the directors"),
    ("Shareholder information", "shareholder services"),
    ("Notes to the financial statements", "the finance function"),
)
"""Filler sections in report order, each with the topic its prose speaks of."""

_OPENINGS = (
    "During the year {s} concentrated on safe, reliable operations",
    "The work of {s} is shaped by the expectations of communities and investors",
    "The Board reviewed the priorities of {s} at several meetings during the year",
    "Across {s}, we continued to simplify how work is planned and delivered",
    "Progress for {s} depended on close partnership with Traditional Owners",
)
_MIDDLES = (
    "and we strengthened the systems that let front-line teams stop work when something "
    "looks wrong",
    "while productivity improvements in the Pilbara and at the Canadian smelters lifted "
    "utilisation",
    "and the business kept investing in the growth options that matter most for the "
    "energy transition",
    "with particular attention to water stewardship, tailings governance and land rehabilitation",
    "as the group worked through volatile markets and persistent inflation in labour and materials",
)
_ENDINGS = (
    "We will report on these commitments again next year.",
    "Further detail is set out in the sustainability fact book published alongside this report.",
    "The measures used to assess this work are described in the glossary.",
    "These matters are discussed further in the Directors' report.",
    "Management continues to refine these practices with the guidance of the Board.",
)


def _prose(topic: str, start: int, count: int) -> str:
    """A paragraph of ``count`` filler sentences (no numbers) about ``topic``."""
    return prose(topic, start, count, (_OPENINGS, _MIDDLES, _ENDINGS), (2, 1, 3, 2))


def _lookalike(kind: int, section: str) -> Table:
    """A table that looks like a figure table but states no figure."""
    labels = [label for label, _ in GLANCE]
    if kind == 0:
        return Table(
            f"{section}: reconciliation of reported measures (US$ millions)",
            ["Year to 31 December", "2024", "2023"],
            [[label, DASH, DASH] for label in labels[:5]],
            notes=[f"{DASH} not applicable to this reconciliation; see the consolidated tables."],
        )
    if kind == 1:
        return Table(
            f"{section}: where each measure is defined",
            ["Measure", "Basis", "Reference"],
            [
                [label, "Non-IFRS" if "Underlying" in label else "IFRS", f"Note {n}"]
                for n, label in enumerate(labels, start=2)
            ],
        )
    if kind == 2:
        return Table(
            f"{section}: sensitivity of earnings to prices",
            ["Price or rate", "Direction", "Effect on results"],
            [
                ["Pilbara iron ore price", "Higher", "Increase"],
                ["London Metal Exchange aluminium price", "Higher", "Increase"],
                ["Copper price", "Higher", "Increase"],
                ["Australian dollar against US dollar", "Stronger", "Decrease"],
                ["Oil price", "Higher", "Decrease"],
            ],
        )
    return Table(
        f"{section}: performance against targets",
        ["Measure", "2024 outcome", "2023 outcome"],
        [[label, "At target", "Below target"] for label in labels[:4]]
        + [["Ordinary distributions per share (US cents)", "Met policy", "Met policy"]],
    )


def _filler(w: VWriter, i: int) -> None:
    """Filler page ``i``: two pages per section in report order, the last takes the rest."""
    section, topic = SECTIONS[min(i // 2, len(SECTIONS) - 1)]
    listed = {title for title, _ in w.doc.sections}
    w.page(section, contents_entry=section not in listed)
    w.add(Heading(section), Para(_prose(topic, i, 3)))
    if i % 2 == 0:
        w.add(_lookalike(i // 2 % 4, section))
    w.add(Para(_prose(topic, i + 3, 2)))


def _glance(w: VWriter) -> None:
    w.page("Performance at a glance", contents_entry=True)
    y = partial(yoy, "RIO", "FY2024")
    printed = [
        ("53,658", "54,041"),
        ("23,314", "23,892"),
        ("11,552", "10,058"),
        ("15,599", "15,160"),
        ("9,621", "7,086"),
        ("5,553", "7,657"),
        ("5,491", "4,231"),
    ]
    w.add(
        Heading("Performance at a glance"),
        table(
            w,
            "Financial performance, year to 31 December (US$ millions)",
            ["", "2024", "2023"],
            [
                (label, y(metric, "million", now, before))
                for (label, metric), (now, before) in zip(GLANCE, printed, strict=True)
            ],
        ),
        table(
            w,
            "Per share and distributions",
            ["", "2024", "2023"],
            [
                (
                    "Earnings per share before exceptional items (US cents)",
                    y("underlying_eps", CPS, "669.5", "725.0"),
                ),
                (
                    "Ordinary distributions per share (US cents)",
                    y("dividends_per_share", CPS, "402.0", "435.0", dividend_kind="total"),
                ),
                (
                    "Proportion of underlying earnings distributed (%)",
                    y("payout_ratio_pct", "percent", "60", "60"),
                ),
            ],
        ),
        Para(
            "Earnings before exceptional items were "
            + say(
                w,
                "US$10.9 billion",
                "FY2024",
                "underlying_npat",
                "billion",
                "earnings before exceptional items",
            )
            + " for 2024. All figures are in US dollars unless stated otherwise."
        ),
    )


def _first_half(w: VWriter) -> None:
    w.page("Six months to 30 June 2024", contents_entry=True)

    def half(metric: str, unit: str, printed: str) -> list[Cell]:
        return [c(printed, "FY2024", metric, unit)]

    w.add(
        Heading("The first half of 2024"),
        Para(
            "Our half-year results were released in July 2024. The table repeats the "
            "headline measures for the six months to 30 June 2024; they are not "
            "full-year figures."
        ),
        table(
            w,
            "First-half results, six months to 30 June 2024 (US$ millions unless stated)",
            ["", "Six months to 30 June 2024"],
            [
                (GLANCE[0][0], half("h1_revenue", "million", "26,802")),
                (GLANCE[1][0], half("h1_underlying_ebitda", "million", "12,093")),
                (GLANCE[2][0], half("h1_statutory_npat", "million", "5,808")),
                (GLANCE[3][0], half("h1_net_operating_cash_flow", "million", "7,056")),
                (GLANCE[5][0], half("h1_free_cash_flow", "million", "2,843")),
                ("Basic earnings per share (US cents)", half("h1_basic_eps", CPS, "355.8")),
                (
                    "Earnings per share before exceptional items (US cents)",
                    half("h1_underlying_eps", CPS, "354.3"),
                ),
            ],
        ),
        Para(
            "Earnings before exceptional items for the half were "
            + say(
                w,
                "US$5.8 billion",
                "FY2024",
                "h1_underlying_npat",
                "billion",
                "first-half earnings before exceptional items",
            )
            + "."
        ),
    )


def _production(w: VWriter) -> None:
    w.page("Production and shipments", contents_entry=True)
    title = "Production and shipments, Rio Tinto share unless stated"
    y = partial(yoy, "RIO", "FY2024")

    def row(label: str, unit: str, cells: list[Cell]) -> list[str]:
        out = trow(w, title, label, cells)
        return [out[0], unit, *out[1:]]

    w.add(
        Heading("Production and shipments"),
        VTable(
            title,
            ["", "Unit", "2024", "2023"],
            [
                row(
                    "Pilbara ore mined and processed, 100% basis",
                    "Mt",
                    y("iron_ore_production_pilbara_mt", "Mt", "328.0", None, basis="100%"),
                ),
                row(
                    "Pilbara ore railed and shipped, 100% basis",
                    "Mt",
                    y("iron_ore_shipments_mt", "Mt", "328.6", "331.8", basis="100%"),
                ),
                row("Bauxite mined", "Mt", y("bauxite_production_mt", "Mt", "58.7", None)),
                row(
                    "Primary aluminium cast",
                    "kt",
                    y("aluminium_production_kt", "kt", "3,296", None),
                ),
                row(
                    "Copper mined, consolidated", "kt", y("copper_production_kt", "kt", "697", None)
                ),
            ],
            widths=[70, 16, 24, 24],
        ),
        Para(
            "Pilbara volumes are reported on a 100% basis; other lines show our share. "
            "The smelters in Canada ran close to capacity through the year."
        ),
    )


def _dividends(w: VWriter) -> None:
    w.page("Distributions to shareholders", contents_entry=True)
    y = partial(yoy, "RIO", "FY2024")
    w.add(
        Heading("Distributions to shareholders"),
        Para(
            "Our policy is to return a consistent share of underlying earnings to "
            "shareholders through the cycle. For 2024 the Board again chose the top of "
            "the range it has set."
        ),
        table(
            w,
            "Ordinary distributions declared (US cents per share)",
            ["", "2024", "2023"],
            [
                (
                    "Declared with the half-year result",
                    y("interim_dps", CPS, "177", "177.0", dividend_kind="interim"),
                ),
                (
                    "Declared for the full year",
                    y("dividends_per_share", CPS, "402.0", "435.0", dividend_kind="total"),
                ),
                ("Supplementary or special distribution", [None, None]),
            ],
            notes=["The share of first-half earnings distributed is shown in the text."],
        ),
        Para(
            "The distribution declared with the half-year result returned "
            + say(
                w,
                "50%",
                "FY2024",
                "h1_payout_ratio_pct",
                "percent",
                "share of first-half earnings returned",
                dividend_kind="interim",
            )
            + " of first-half underlying earnings."
        ),
    )


def _five_year(w: VWriter) -> None:
    w.page("Five-year record", contents_entry=True)
    history = {
        "revenue": ("53,658", "54,041", "55,554", "63,495"),
        "underlying_ebitda": ("23,314", "23,892", "26,272", "37,720"),
        "statutory_npat": ("11,552", "10,058", "12,392", "21,094"),
        "net_operating_cash_flow": ("15,599", "15,160", "16,134", "25,345"),
        "capex": ("9,621", "7,086", "6,750", "7,384"),
        "free_cash_flow": ("5,553", "7,657", "9,010", "17,664"),
        "net_debt": ("5,491", "4,231", "4,188", None),
    }
    years = ("FY2024", "FY2023", "FY2022", "FY2021")

    def record(metric: str, unit: str, printed: tuple[str | None, ...], **kw: Any) -> list[Cell]:
        cells = [
            None if p is None else c(p, fy, metric, unit, form="five_year", **kw)
            for p, fy in zip(printed, years, strict=True)
        ]
        return [*cells, None]

    rows = [(label, record(metric, "million", history[metric])) for label, metric in GLANCE]
    rows += [
        (
            "Ordinary distributions per share (US cents)",
            record(
                "dividends_per_share",
                CPS,
                ("402.0", "435.0", "492", "1,040"),
                dividend_kind="total",
            ),
        ),
        (
            "Pilbara ore railed and shipped, 100% basis (Mt)",
            record(
                "iron_ore_shipments_mt", "Mt", ("328.6", "331.8", "321.6", "321.6"), basis="100%"
            ),
        ),
    ]
    w.add(
        Heading("Five-year record"),
        table(
            w,
            "Financial record, year to 31 December (US$ millions unless stated)",
            ["", "2024", "2023", "2022", "2021", "2020"],
            rows,
            notes=[f"{DASH} not presented on the current basis of preparation."],
            widths=[62, 21, 21, 21, 21, 21],
        ),
    )


def _statement(w: VWriter) -> None:
    w.page("Income statement extract", contents_entry=True)
    title = "Consolidated income statement, year to 31 December (US$ millions)"
    y = partial(yoy, "RIO", "FY2024")

    def row(label: str, note: str, cells: list[Cell]) -> list[str]:
        return [label, note, *trow(w, title, label, cells)[1:]]

    w.add(
        Heading("Consolidated income statement (extract)"),
        VTable(
            title,
            ["", "Note", "2024", "2023"],
            [
                row(GLANCE[0][0], "Note 5", y("revenue", "million", "53,658", "54,041")),
                row(GLANCE[2][0], "Note 9", y("statutory_npat", "million", "11,552", "10,058")),
                row("Profit before taxation", "Note 8", [None, None]),
            ],
            notes=[
                "The full statement is in the financial statements section; profit "
                "before taxation is presented there."
            ],
            widths=[80, 18, 24, 24],
        ),
    )


def long_report(manifest: list[dict[str, Any]]) -> Document:
    """The Rio Tinto 2024 annual report: figure pages placed among look-alike filler."""
    w = new_doc(
        "Rio Tinto Annual Report 2024.pdf",
        "RIO",
        "Rio Tinto Annual Report 2024",
        "FY2024",
        manifest,
    )
    w.page("Cover")
    w.add(
        Heading("Rio Tinto Annual Report 2024"),
        Para("Finding better ways to provide the materials the world needs."),
        Para("Rio Tinto plc and Rio Tinto Limited, reporting for the year ended 31 December 2024."),
    )
    w.page("Contents")
    w.add(Heading("Contents"), Contents())
    figure_pages = {
        3: _glance,
        12: _first_half,
        19: _production,
        26: _dividends,
        37: _statement,
        44: _five_year,
    }
    place(w, figure_pages, _filler, 48)
    w.page("Glossary")
    w.add(
        Heading("Glossary"),
        Bullets(
            [
                "Underlying measures exclude items the directors consider not part of "
                "normal operations.",
                "Free cash is cash from operations less capital expenditure, lease "
                "payments and sales of assets.",
                "Net borrowings are borrowings and lease liabilities less cash and "
                "liquid resources.",
                "Pilbara volumes are stated on a one hundred per cent basis.",
            ]
        ),
        Table(
            "Measures and their page",
            ["Measure", "Where to find it"],
            [[label, "Performance at a glance"] for label, _ in GLANCE[:3]],
        ),
    )
    return w.doc
