"""Two full-length annual reports as PDF (150+ pages each): BHP 2025 and Fortescue 2025.

A handful of pages state figures (performance at a glance, per-share measures, operations,
the half year, five-year summaries, the primary statements and a few notes); the rest is
what fills a real annual report -- strategy, operating review by asset, sustainability,
risk, governance, remuneration, notes, resources, shareholder information -- with tables
that look like the figure tables (same row labels, same year columns) but hold dashes, note
references or words. Retrieval has to find the right table among hundreds. Filler carries
no figure: only words, dashes, years, dates, note and page numbers.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from evals.realistic.model import Contents, Document, Footnotes, Heading, Para, Table
from evals.variant.writer import DASH, Cell, NoteRef, VWriter, new_doc, trow

# --- filler ----------------------------------------------------------------------------------

_OPENERS = (
    "During the year {co} continued its work on {topic} across the business.",
    "{topic} remained a priority for the Board and for management throughout the period.",
    "This section describes how {co} approaches {topic} and what changed in the year.",
    "{co} reviews its approach to {topic} regularly against its purpose and values.",
    "Our work on {topic} is overseen by the relevant Board committee and reported each quarter.",
)
_MIDDLES = (
    "Responsibility sits with the operating leadership teams, supported by central "
    "functions that set standards and test that they are applied.",
    "Where a standard was not met, the matter was investigated, the cause recorded and the "
    "lessons shared across sites.",
    "External assurance providers reviewed selected disclosures and their reports are "
    "available on the website.",
    "The approach reflects the expectations of host communities, Traditional Owners, "
    "employees, customers and investors.",
    "Progress is measured against objectives agreed at the start of the year and discussed "
    "with the Board at each scheduled meeting.",
    "Contractors are held to the same expectations as employees and are included in "
    "audits and site inspections.",
    "Decisions on capital are tested against a range of commodity price and currency "
    "scenarios before they are approved.",
    "Material changes to the way the work is done are communicated to the workforce before "
    "they take effect.",
    "The Audit and Risk Committee received regular reports on this area and questioned "
    "management on the controls in place.",
    "Information in this section should be read together with the financial statements and "
    "the notes that follow them.",
    "Forward-looking statements in this section are subject to risks and uncertainties and "
    "are not guarantees of future performance.",
    "Where amounts are not separately disclosed, the tables show a dash rather than an estimate.",
)
_CLOSERS = (
    "Further detail is given in the notes to the financial statements.",
    "The Board is satisfied that the arrangements in place are appropriate.",
    "We will report on progress again in next year's report.",
    "Stakeholders can contact the company secretary with questions on this section.",
    "This approach will be reviewed again during the coming year.",
)


def _pick(options: tuple[str, ...], seed: str) -> str:
    digest = hashlib.sha256(seed.encode()).digest()
    return options[digest[0] % len(options)]


def _paragraph(co: str, topic: str, seed: str, sentences: int = 4) -> Para:
    parts = [_pick(_OPENERS, seed + "o").format(co=co, topic=topic)]
    used: set[str] = set()
    for i in range(sentences):
        s = _pick(_MIDDLES, f"{seed}m{i}")
        if s not in used:
            used.add(s)
            parts.append(s)
    parts.append(_pick(_CLOSERS, seed + "c"))
    return Para(" ".join(parts))


def _lookalike(kind: str, subject: str, years: tuple[str, str], note: int) -> Table:
    """A table shaped like the figure tables, holding dashes, note references or words."""
    cur, pri = years
    if kind == "segment":
        rows = [
            [label, DASH, DASH]
            for label in (
                "Revenue",
                "Underlying EBITDA",
                "Depreciation and amortisation",
                "Profit from operations",
                "Capital expenditure",
                "Net operating assets",
            )
        ]
        return Table(
            f"{subject} -- segment summary",
            ["", cur, pri],
            rows,
            notes=[f"Amounts for {subject} are included in the group totals in Note {note}."],
        )
    if kind == "sensitivity":
        rows = [
            [f"{subject} price", "Underlying EBITDA", DASH, DASH],
            [f"{subject} price", "Profit after tax", DASH, DASH],
            ["Australian dollar", "Underlying EBITDA", DASH, DASH],
            ["Australian dollar", "Profit after tax", DASH, DASH],
        ]
        return Table(
            f"Sensitivity of earnings -- {subject}",
            ["Variable", "Measure", cur, pri],
            rows,
            widths=[45, 45, 30, 30],
        )
    if kind == "reconciliation":
        rows = [
            [label, f"Note {note}", DASH, DASH]
            for label in (
                "Profit after taxation",
                "Exceptional items",
                "Net finance costs",
                "Depreciation and amortisation",
                "Underlying EBITDA",
            )
        ]
        return Table(
            f"Reconciliation of underlying measures -- {subject}",
            ["", "Note", cur, pri],
            rows,
            widths=[70, 25, 30, 30],
        )
    if kind == "remuneration":
        rows = [
            ["Fixed remuneration", "Attract and retain", "Cash and superannuation"],
            ["Short-term incentive", "Reward annual performance", "Cash and deferred shares"],
            ["Long-term incentive", "Align with shareholders", "Performance rights"],
            ["Minimum shareholding", "Ownership", "Shares held"],
        ]
        return Table(
            f"Remuneration framework -- {subject}",
            ["Element", "Purpose", "Delivery"],
            rows,
            widths=[50, 55, 55],
        )
    if kind == "guidance":
        rows = [
            [label, "Refer to quarterly report", DASH]
            for label in ("Production", "Unit costs", "Capital expenditure", "Exploration")
        ]
        return Table(
            f"{cur} outlook -- {subject}", ["Item", "Guidance", "Actual"], rows, widths=[55, 60, 40]
        )
    if kind == "capital":
        rows = [
            ["Ordinary shares", "Fully paid", "ASX", "Yes"],
            ["Performance rights", "Unlisted", DASH, "No"],
            ["Options", "Unlisted", DASH, "No"],
        ]
        return Table(
            f"Share capital -- {subject}",
            ["Class", "Status", "Exchange", "Voting"],
            rows,
            widths=[45, 40, 35, 30],
        )
    if kind == "risk":
        rows = [
            ["Operational", subject, "Stable"],
            ["Financial", "Prices and currency", "Increasing"],
            ["Strategic", "Capital allocation", "Stable"],
            ["Regulatory", "Approvals and tenure", "Decreasing"],
        ]
        return Table(
            f"Principal risks -- {subject}",
            ["Category", "Risk", "Trend"],
            rows,
            widths=[45, 70, 40],
        )
    if kind == "governance":
        rows = [
            ["Audit and Risk", "Independent", "Financial reporting and risk"],
            ["People and Remuneration", "Independent", "Reward and culture"],
            ["Nomination", "Board Chair", "Board composition"],
            ["Sustainability", "Independent", "Health, safety and environment"],
        ]
        return Table(
            f"Board committees -- {subject}",
            ["Committee", "Chaired by", "Focus"],
            rows,
            widths=[50, 40, 70],
        )
    if kind == "resources":
        rows = [
            [grade, DASH, DASH, DASH]
            for grade in ("Measured", "Indicated", "Inferred", "Proved", "Probable")
        ]
        return Table(
            f"Mineral Resources and Ore Reserves -- {subject}",
            ["Category", "Tonnes", "Grade", "Contained"],
            rows,
            widths=[45, 35, 35, 35],
        )
    # "five_year" look-alike with all dashes (e.g. a discontinued measure)
    rows = [
        [label, DASH, DASH, DASH, DASH, DASH]
        for label in (
            "Revenue",
            "Underlying EBITDA",
            "Profit after tax",
            "Net debt",
            "Dividends per share",
        )
    ]
    return Table(
        f"Historical information -- {subject}",
        ["", "FY2021", "FY2022", "FY2023", "FY2024", "FY2025"],
        rows,
        widths=[55, 22, 22, 22, 22, 22],
    )


@dataclass(frozen=True)
class Section:
    """A filler section: title (contents entry), pages, topics and table kinds to cycle."""

    title: str
    pages: int
    topics: tuple[str, ...]
    tables: tuple[str, ...]


FILLER = (
    Section(
        "Strategy and business model",
        8,
        (
            "our strategy",
            "capital allocation",
            "the operating model",
            "our markets",
            "technology",
            "decarbonisation",
            "exploration",
            "partnerships",
        ),
        ("guidance", "risk", "five_year", "segment"),
    ),
    Section(
        "Operating and financial review",
        16,
        (
            "iron ore",
            "copper",
            "port and rail",
            "processing",
            "maintenance",
            "logistics",
            "contractors",
            "marketing",
        ),
        ("segment", "sensitivity", "guidance", "reconciliation"),
    ),
    Section(
        "Sustainability",
        14,
        (
            "safety",
            "health",
            "water",
            "biodiversity",
            "closure",
            "community",
            "heritage",
            "human rights",
            "climate",
        ),
        ("risk", "governance", "guidance"),
    ),
    Section(
        "Risk management",
        10,
        (
            "operational risk",
            "financial risk",
            "market risk",
            "cyber security",
            "licence to operate",
        ),
        ("risk", "sensitivity"),
    ),
    Section(
        "Corporate governance",
        14,
        (
            "Board composition",
            "independence",
            "committees",
            "ethics",
            "disclosure",
            "diversity",
            "shareholder engagement",
        ),
        ("governance", "capital"),
    ),
    Section(
        "Remuneration report",
        14,
        (
            "executive pay",
            "incentive outcomes",
            "non-executive fees",
            "shareholding",
            "malus and clawback",
        ),
        ("remuneration", "five_year"),
    ),
    Section(
        "Directors report",
        6,
        (
            "principal activities",
            "review of operations",
            "events after the period",
            "indemnities",
            "non-audit services",
        ),
        ("capital", "governance"),
    ),
    Section(
        "Notes to the financial statements",
        40,
        (
            "basis of preparation",
            "segment reporting",
            "revenue recognition",
            "taxation",
            "property, plant and equipment",
            "impairment",
            "provisions",
            "leases",
            "financial instruments",
            "related parties",
            "contingencies",
            "subsidiaries",
        ),
        ("segment", "reconciliation", "sensitivity", "capital"),
    ),
    Section(
        "Resources and reserves",
        10,
        ("estimation", "competent persons", "governance of estimates", "reconciliation"),
        ("resources",),
    ),
    Section(
        "Shareholder information",
        6,
        (
            "the share register",
            "annual general meeting",
            "dividend reinvestment",
            "electronic communications",
        ),
        ("capital",),
    ),
    Section("Glossary", 4, ("terms used in this report",), ("governance",)),
)


@dataclass(frozen=True)
class Report:
    """What differs between the two long reports."""

    name: str
    ticker: str
    company: str
    title: str
    abn: str
    period_line: str
    period: str
    """The fiscal year the report covers (``FY2025``)."""
    years: tuple[str, str]
    subjects: tuple[str, ...]
    figure_pages: tuple[Callable[[VWriter], None], ...]


def _filler_page(w: VWriter, report: Report, section: Section, i: int, note: int) -> None:
    topic = section.topics[i % len(section.topics)]
    subject = report.subjects[(i + note) % len(report.subjects)]
    kind = section.tables[i % len(section.tables)]
    if kind in ("governance", "remuneration", "capital"):
        subject = topic
    seed = f"{report.name}|{section.title}|{i}"
    heading = (
        f"Note {note} {topic.capitalize()}"
        if section.title.startswith("Notes")
        else (topic[0].upper() + topic[1:])
    )
    w.add(
        Heading(heading, level=2),
        _paragraph(report.company, topic, seed, 4),
        _lookalike(kind, subject, report.years, note),
        _paragraph(report.company, topic, seed + "b", 3),
    )


def long_report(report: Report, manifest: list[dict[str, Any]]) -> Document:
    """The whole report: cover, contents, figure pages, then the filler sections."""
    w = new_doc(report.name, report.ticker, report.title, report.period, manifest)
    w.page("Cover")
    w.add(
        Heading(report.company),
        Para(report.abn),
        Heading(report.title, level=2),
        Para(report.period_line),
    )
    w.page("Contents")
    w.add(Heading("Contents"), Contents())
    for fn in report.figure_pages:
        fn(w)
    note = 1
    for section in FILLER:
        for i in range(section.pages):
            w.page(section.title, contents_entry=i == 0)
            if i == 0:
                w.add(Heading(section.title))
            _filler_page(w, report, section, i, note)
            if section.title.startswith("Notes"):
                note += 1
    w.page("Corporate directory", contents_entry=True)
    w.add(
        Heading("Corporate directory"),
        Para(report.company),
        Para(report.abn),
        Para(
            "Registered office, share registry and auditor details are available on the "
            "company's website."
        ),
    )
    return w.doc


# --- BHP 2025 ---------------------------------------------------------------------------------

_B, _B1 = ("BHP", "FY2025"), ("BHP", "FY2024")


def _bhp_letters(w: VWriter) -> None:
    w.page("Chair's review", contents_entry=True)
    w.add(
        Heading("Chair's review"),
        Para(
            "Dear shareholders, this was a year in which our copper business grew while iron "
            "ore prices eased. The Board determined total cash dividends of "
            + w.fig(
                "110 US cents",
                (*_B, "dividends_per_share"),
                unit="cents per share",
                label="total cash dividends (Chair's review)",
                form="sentence",
                dividend_kind="total",
            )
            + " per share for the year, and attributable profit before exceptional items was "
            + w.fig(
                "US$10.16 billion",
                (*_B, "underlying_npat"),
                unit="billion",
                label="attributable profit before exceptional items (Chair's review)",
                form="sentence",
            )
            + ". We remain committed to a disciplined capital allocation framework with a "
            "minimum payout of 50% of underlying attributable profit."
        ),
        _paragraph("BHP", "our purpose", "bhp-chair", 5),
    )
    w.page("Chief Executive Officer's review", contents_entry=True)
    w.add(
        Heading("Chief Executive Officer's review"),
        Para(
            "Our copper mines and smelters produced "
            + w.fig(
                "2.0 Mt",
                (*_B, "copper_production_kt"),
                unit="Mt",
                label="copper our mines and smelters produced (CEO review)",
                form="sentence",
            )
            + " for the first time, and Western Australia Iron Ore produced "
            + w.fig(
                "290 Mt",
                (*_B, "waio_production_100pct_mt"),
                unit="Mt",
                label="Western Australia Iron Ore production, 100% basis (CEO review)",
                form="sentence",
                basis="100% basis",
            )
            + " on a 100 per cent basis. Net cash from operating activities, after tax and "
            "interest, of "
            + w.fig(
                "US$18.7 billion",
                (*_B, "net_operating_cash_flow"),
                unit="billion",
                label="net cash from operating activities, after tax and interest (CEO review)",
                form="sentence",
            )
            + " funded our investment programme and the dividend."
        ),
        _paragraph("BHP", "operational excellence", "bhp-ceo", 5),
    )


def _bhp_glance(w: VWriter) -> None:
    w.page("Performance at a glance", contents_entry=True)
    t = "Financial performance (US$ billion unless stated) -- year ended 30 June"
    w.add(
        Heading("Performance at a glance"),
        Table(
            t,
            ["", "2025", "2024"],
            [
                trow(
                    w,
                    t,
                    "Revenue",
                    [
                        ("51.26", (*_B, "revenue"), "billion"),
                        ("55.658", (*_B1, "revenue"), "billion"),
                    ],
                ),
                trow(
                    w, t, "Underlying EBITDA", [("26", (*_B, "underlying_ebitda"), "billion"), None]
                ),
                trow(
                    w,
                    t,
                    "Underlying EBITDA margin (%)",
                    [("53", (*_B, "underlying_ebitda_margin_pct"), "percent"), None],
                ),
                trow(
                    w,
                    t,
                    "Profit from operations",
                    [("19.5", (*_B, "profit_from_operations"), "billion"), None],
                ),
                trow(
                    w,
                    t,
                    "Net profit attributable to the members of BHP",
                    [
                        ("9.02", (*_B, "statutory_npat"), "billion"),
                        ("7.897", (*_B1, "statutory_npat"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Underlying attributable profit",
                    [
                        ("10.16", (*_B, "underlying_npat"), "billion"),
                        ("13.66", (*_B1, "underlying_npat"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Operating cash flow, net of tax and interest",
                    [("18.7", (*_B, "net_operating_cash_flow"), "billion"), None],
                ),
                trow(
                    w,
                    t,
                    "Capital and exploration outlays",
                    [("9.79", (*_B, "capex"), "billion"), ("9.27", (*_B1, "capex"), "billion")],
                ),
                trow(
                    w,
                    t,
                    "Net debt",
                    [
                        ("12.92", (*_B, "net_debt"), "billion"),
                        ("9.12", (*_B1, "net_debt"), "billion"),
                    ],
                ),
            ],
            widths=[100, 30, 30],
        ),
        Footnotes(["A dash means the measure is not presented for that year in this report."]),
    )
    w.page("Shareholder returns", contents_entry=True)
    t = "Per share information and payout (US cents per share unless stated)"
    w.add(
        Heading("Shareholder returns"),
        Table(
            t,
            ["", "2025", "2024"],
            [
                trow(
                    w,
                    t,
                    "Basic earnings per ordinary share",
                    [None, ("155.8", (*_B1, "basic_eps"), "cents per share")],
                ),
                trow(w, t, "Diluted earnings per share", [None, None]),
                trow(
                    w,
                    t,
                    "Underlying basic earnings per share",
                    [None, ("269.5", (*_B1, "underlying_basic_eps"), "cents per share")],
                ),
                trow(
                    w,
                    t,
                    "Interim dividend",
                    [
                        (
                            "50",
                            (*_B, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                        (
                            "72",
                            (*_B1, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Final dividend",
                    [
                        ("60", (*_B, "final_dps"), "cents per share", {"dividend_kind": "final"}),
                        ("74", (*_B1, "final_dps"), "cents per share", {"dividend_kind": "final"}),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Total dividends determined",
                    [
                        (
                            "110",
                            (*_B, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                        (
                            "146",
                            (*_B1, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Payout ratio for the year (%)",
                    [
                        ("55", (*_B, "payout_ratio_pct"), "percent", {"qualifier": "full year"}),
                        None,
                    ],
                ),
                trow(
                    w,
                    t,
                    "Payout ratio, final dividend (%)",
                    [
                        (
                            "60",
                            (*_B, "payout_ratio_pct"),
                            "percent",
                            {"qualifier": "final dividend basis", "index": 1},
                        ),
                        (
                            "53",
                            (*_B1, "payout_ratio_pct"),
                            "percent",
                            {"qualifier": "final dividend basis"},
                        ),
                    ],
                ),
            ],
            widths=[100, 30, 30],
        ),
        _paragraph("BHP", "shareholder returns", "bhp-returns", 3),
    )


def _bhp_operations(w: VWriter) -> None:
    w.page("Production summary", contents_entry=True)
    t = "Production -- year ended 30 June"
    w.add(
        Heading("Production summary"),
        Table(
            t,
            ["", "2025", "2024"],
            [
                trow(
                    w,
                    t,
                    "Payable copper (kt)",
                    [
                        ("2,000", (*_B, "copper_production_kt"), "kt"),
                        ("1,865", (*_B1, "copper_production_kt"), "kt"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Iron ore, BHP share (Mt)",
                    [
                        ("263", (*_B, "iron_ore_production_mt"), "Mt", {"basis": "BHP share"}),
                        ("259.7", (*_B1, "iron_ore_production_mt"), "Mt", {"basis": "BHP share"}),
                    ],
                ),
                trow(
                    w,
                    t,
                    "WAIO, BHP share (Mt)",
                    [
                        (
                            "256.6",
                            (*_B, "waio_production_bhp_share_mt"),
                            "Mt",
                            {"basis": "BHP share"},
                        ),
                        (
                            "255",
                            (*_B1, "waio_production_bhp_share_mt"),
                            "Mt",
                            {"basis": "BHP share"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t,
                    "WAIO, 100% basis (Mt)",
                    [
                        ("290", (*_B, "waio_production_100pct_mt"), "Mt", {"basis": "100% basis"}),
                        None,
                    ],
                ),
                trow(w, t, "Metallurgical coal (Mt)", [None, None]),
                trow(w, t, "Nickel (kt)", [None, None]),
            ],
            widths=[100, 30, 30],
        ),
        _paragraph("BHP", "production", "bhp-prod", 4),
    )
    w.page("Half year in review", contents_entry=True)
    t = "Half year ended 31 December"
    w.add(
        Heading("Half year in review"),
        Para(
            "The interim result covers the six months to 31 December 2024, the first half of "
            "the 2025 financial year, compared with the six months to 31 December 2023."
        ),
        Table(
            t,
            ["", "H1 FY2025", "H1 FY2024"],
            [
                trow(
                    w,
                    t,
                    "Revenue (US$ billion)",
                    [
                        ("25.176", (*_B, "h1_revenue"), "billion"),
                        ("27.23", (*_B1, "h1_revenue"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Attributable profit (US$ million)",
                    [
                        ("4,416", (*_B, "h1_statutory_npat"), "million"),
                        ("927", (*_B1, "h1_statutory_npat"), "million"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Underlying attributable profit (US$ million)",
                    [None, ("6,569", (*_B1, "h1_underlying_npat"), "million")],
                ),
                trow(
                    w,
                    t,
                    "Basic earnings per share (US cents)",
                    [None, ("18.3", (*_B1, "h1_basic_eps"), "cents per share")],
                ),
                trow(
                    w,
                    t,
                    "Underlying basic earnings per share (US cents)",
                    [None, ("129.6", (*_B1, "h1_underlying_basic_eps"), "cents per share")],
                ),
                trow(
                    w,
                    t,
                    "Interim dividend (US cents)",
                    [
                        (
                            "50",
                            (*_B, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                        (
                            "72",
                            (*_B1, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Interim payout ratio (%)",
                    [
                        ("50", (*_B, "h1_payout_ratio_pct"), "percent"),
                        ("56", (*_B1, "h1_payout_ratio_pct"), "percent"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Copper production (kt)",
                    [("987", (*_B, "h1_copper_production_kt"), "kt"), None],
                ),
                trow(
                    w,
                    t,
                    "  of which Escondida (kt)",
                    [
                        (
                            "644",
                            (*_B, "h1_copper_production_kt_escondida"),
                            "kt",
                            {"qualifier": "Escondida"},
                        ),
                        None,
                    ],
                ),
            ],
            widths=[100, 30, 30],
        ),
    )


def _bhp_five_year(w: VWriter) -> None:
    w.page("Five year summary", contents_entry=True)
    years = ("FY2021", "FY2022", "FY2023", "FY2024", "FY2025")
    t = "Five year financial summary (US$ billion unless stated)"

    def row(
        label: str, metric: str, printed: tuple[str | None, ...], unit: str, **options: Any
    ) -> list[str]:
        cells: list[Cell] = [
            None if p is None else (p, ("BHP", y, metric), unit, {"form": "five_year", **options})
            for p, y in zip(printed, years, strict=True)
        ]
        return trow(w, t, label, cells)

    w.add(
        Heading("Five year summary"),
        Table(
            t,
            ["", *years],
            [
                row(
                    "Revenue",
                    "revenue",
                    ("60.817", "65.098", "53.82", "55.658", "51.26"),
                    "billion",
                ),
                row(
                    "Underlying EBITDA",
                    "underlying_ebitda",
                    ("37.4", "40.6", "28.0", None, "26"),
                    "billion",
                ),
                row(
                    "Profit from operations",
                    "profit_from_operations",
                    (None, "34.1", "22.9", None, "19.5"),
                    "billion",
                ),
                row(
                    "Attributable profit",
                    "statutory_npat",
                    ("11.304", "30.9", "12.921", "7.897", "9.02"),
                    "billion",
                ),
                row(
                    "Underlying attributable profit",
                    "underlying_npat",
                    ("17.1", "23.8", "13.4", "13.66", "10.16"),
                    "billion",
                ),
                row(
                    "Net operating cash generated",
                    "net_operating_cash_flow",
                    (None, "29.3", "18.7", None, "18.7"),
                    "billion",
                ),
                row(
                    "Free cash flow", "free_cash_flow", (None, "24.3", "5.6", None, None), "billion"
                ),
                row(
                    "Capital and exploration",
                    "capex",
                    (None, "6.1", "7.1", "9.27", "9.79"),
                    "billion",
                ),
                row("Net debt", "net_debt", ("4.0", "0.3", "11.2", "9.12", "12.92"), "billion"),
                row(
                    "Dividends determined in respect of the year (US cents per share)",
                    "dividends_per_share",
                    ("301", "325", "170", "146", "110"),
                    "cents per share",
                    dividend_kind="total",
                ),
                row(
                    "Underlying EBITDA margin (%)",
                    "underlying_ebitda_margin_pct",
                    (None, "65", "54", None, "53"),
                    "percent",
                ),
            ],
            widths=[55, 23, 23, 23, 23, 23],
        ),
        Footnotes(["FY2021 revenue is as originally reported, including Petroleum."]),
    )
    t = "Five year operational summary"
    w.add(
        Table(
            t,
            ["", *years],
            [
                row(
                    "Copper production (kt)",
                    "copper_production_kt",
                    (None, "1,600", "1,700", "1,865", "2,000"),
                    "kt",
                ),
                row(
                    "Iron ore production, BHP share (Mt)",
                    "iron_ore_production_mt",
                    (None, "253.0", "257.0", "259.7", "263"),
                    "Mt",
                    basis="BHP share",
                ),
            ],
            widths=[55, 23, 23, 23, 23, 23],
        ),
    )


def _bhp_statements(w: VWriter) -> None:
    w.page("Consolidated income statement", contents_entry=True)
    t = "Consolidated Income Statement for the year ended 30 June 2025 (US$ billion)"
    w.add(
        Heading("Consolidated Income Statement"),
        Table(
            t,
            ["", "Notes", "2025", "2024"],
            [
                trow(
                    w,
                    t,
                    "Revenue",
                    [
                        NoteRef(2),
                        ("51.26", (*_B, "revenue"), "billion"),
                        ("55.658", (*_B1, "revenue"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Profit from operations",
                    [NoteRef(3), ("19.5", (*_B, "profit_from_operations"), "billion"), None],
                ),
                trow(w, t, "Net finance costs", [NoteRef(4), None, None]),
                trow(w, t, "Income tax expense", [NoteRef(5), None, None]),
                trow(
                    w,
                    t,
                    "Profit attributable to BHP shareholders",
                    [
                        None,
                        ("9.02", (*_B, "statutory_npat"), "billion"),
                        ("7.897", (*_B1, "statutory_npat"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Basic earnings per ordinary share (US cents)",
                    [NoteRef(6), None, ("155.8", (*_B1, "basic_eps"), "cents per share")],
                ),
                trow(
                    w, t, "Diluted earnings per ordinary share (US cents)", [NoteRef(6), None, None]
                ),
            ],
            widths=[85, 25, 25, 25],
        ),
    )
    w.page("Consolidated cash flow statement", contents_entry=True)
    t = "Consolidated Cash Flow Statement for the year ended 30 June 2025 (US$ billion)"
    w.add(
        Heading("Consolidated Cash Flow Statement"),
        Table(
            t,
            ["", "2025", "2024"],
            [
                trow(
                    w,
                    t,
                    "Net operating cash inflows",
                    [("18.7", (*_B, "net_operating_cash_flow"), "billion"), None],
                ),
                trow(
                    w,
                    t,
                    "Investment in capital projects and exploration",
                    [("(9.79)", (*_B, "capex"), "billion"), ("(9.27)", (*_B1, "capex"), "billion")],
                ),
                trow(w, t, "Net investing cash flows", [None, None]),
                trow(w, t, "Dividends paid", [None, None]),
                trow(
                    w,
                    t,
                    "Net debt at the end of the year",
                    [
                        ("12.92", (*_B, "net_debt"), "billion"),
                        ("9.12", (*_B1, "net_debt"), "billion"),
                    ],
                ),
            ],
            widths=[100, 30, 30],
        ),
        Para("Outflows are shown in brackets."),
    )


BHP_2025 = Report(
    name="BHP Annual Report 2025.pdf",
    ticker="BHP",
    company="BHP Group Limited",
    title="Annual Report 2025",
    abn="BHP Group Limited ABN 49 004 028 077",
    period_line="For the year ended 30 June 2025.",
    period="FY2025",
    years=("2025", "2024"),
    subjects=("Copper", "Iron Ore", "Coal", "Potash", "Nickel", "Group and unallocated"),
    figure_pages=(_bhp_letters, _bhp_glance, _bhp_operations, _bhp_five_year, _bhp_statements),
)

# --- Fortescue 2025 ---------------------------------------------------------------------------

_F, _F1 = ("FMG", "FY2025"), ("FMG", "FY2024")


def _fmg_letters(w: VWriter) -> None:
    w.page("Chair's letter", contents_entry=True)
    w.add(
        Heading("Chair's letter"),
        Para(
            "Our hematite operations shipped a record "
            + w.fig(
                "198.4 million tonnes",
                (*_F, "iron_ore_shipments_mt"),
                unit="Mt",
                label="record shipments (Chair's letter)",
                form="sentence",
            )
            + " this year, and the Board declared fully franked dividends totalling "
            + w.fig(
                "A$1.10",
                (*_F, "dividends_per_share"),
                unit="dollars per share",
                label="fully franked dividends totalling (Chair's letter)",
                form="sentence",
                dividend_kind="total",
            )
            + " per share, a payout of "
            + w.fig(
                "65 per cent",
                (*_F, "payout_ratio_pct"),
                unit="percent",
                label="payout of net profit after tax (Chair's letter)",
                form="sentence",
            )
            + " of net profit after tax."
        ),
        _paragraph("Fortescue", "our decarbonisation plan", "fmg-chair", 5),
    )
    w.page("Chief Executive Officer's report", contents_entry=True)
    w.add(
        Heading("Chief Executive Officer's report, Metals and Operations"),
        Para(
            "Hematite C1 cost came in at "
            + w.fig(
                "US$17.99",
                (*_F, "c1_cost_usd_wmt"),
                unit="US$/wmt",
                label="hematite C1 cost per wet metric tonne (CEO report)",
                form="sentence",
            )
            + " per wet metric tonne while average revenue fell to "
            + w.fig(
                "US$84.79",
                (*_F, "realised_price_hematite_usd_dmt"),
                unit="US$/dmt",
                label="average hematite revenue per dry metric tonne (CEO report)",
                form="sentence",
            )
            + " per dry metric tonne. Iron Bridge shipped "
            + w.fig(
                "7.1 million tonnes",
                (*_F, "iron_bridge_shipments_mt"),
                unit="Mt",
                label="Iron Bridge shipments (CEO report)",
                form="sentence",
                qualifier="Iron Bridge",
            )
            + " of magnetite concentrate as the ramp-up continued."
        ),
        _paragraph("Fortescue", "the Pilbara operations", "fmg-ceo", 5),
    )


def _fmg_glance(w: VWriter) -> None:
    w.page("Year at a glance", contents_entry=True)
    t = "Key financial metrics (US$ billion unless stated) -- year ended 30 June"
    w.add(
        Heading("Year at a glance"),
        Table(
            t,
            ["", "FY25", "FY24"],
            [
                trow(
                    w,
                    t,
                    "Revenue",
                    [
                        ("15.5", (*_F, "revenue"), "billion"),
                        ("18.22", (*_F1, "revenue"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Underlying EBITDA",
                    [
                        ("7.9", (*_F, "underlying_ebitda"), "billion"),
                        ("10.7", (*_F1, "underlying_ebitda"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Underlying EBITDA margin (%)",
                    [
                        ("51", (*_F, "underlying_ebitda_margin_pct"), "percent"),
                        ("59", (*_F1, "underlying_ebitda_margin_pct"), "percent"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Profit for the year attributable to members of the parent",
                    [
                        ("3.4", (*_F, "statutory_npat"), "billion"),
                        ("5.664", (*_F1, "statutory_npat"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Underlying net profit after tax",
                    [None, ("5.7", (*_F1, "underlying_npat"), "billion")],
                ),
                trow(
                    w,
                    t,
                    "Net cash flow from operating activities",
                    [
                        ("6.5", (*_F, "net_operating_cash_flow"), "billion"),
                        ("7.9", (*_F1, "net_operating_cash_flow"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Free cash flow",
                    [
                        ("2.6", (*_F, "free_cash_flow"), "billion"),
                        ("5.1", (*_F1, "free_cash_flow"), "billion"),
                    ],
                ),
                trow(w, t, "Capital expenditure", [("3.9", (*_F, "capex"), "billion"), None]),
                trow(
                    w,
                    t,
                    "Cash on hand",
                    [
                        ("4.3", (*_F, "cash_and_equivalents"), "billion"),
                        ("4.9", (*_F1, "cash_and_equivalents"), "billion"),
                    ],
                ),
                trow(w, t, "Gross debt", [None, ("5.4", (*_F1, "gross_debt"), "billion")]),
                trow(
                    w,
                    t,
                    "Net debt",
                    [("1.1", (*_F, "net_debt"), "billion"), ("0.5", (*_F1, "net_debt"), "billion")],
                ),
            ],
            widths=[100, 30, 30],
        ),
    )
    w.page("Returns to shareholders", contents_entry=True)
    t = "Earnings and dividends per share"
    w.add(
        Heading("Returns to shareholders"),
        Table(
            t,
            ["", "FY25", "FY24"],
            [
                trow(
                    w,
                    t,
                    "Earnings per share (US cents)",
                    [None, ("185", (*_F1, "basic_eps"), "cents per share")],
                ),
                trow(w, t, "Diluted earnings per share (US cents)", [None, None]),
                trow(
                    w,
                    t,
                    "Interim dividend (A cents, fully franked)",
                    [
                        (
                            "50",
                            (*_F, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                        (
                            "108",
                            (*_F1, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Final dividend (A cents, fully franked)",
                    [
                        ("60", (*_F, "final_dps"), "cents per share", {"dividend_kind": "final"}),
                        ("89", (*_F1, "final_dps"), "cents per share", {"dividend_kind": "final"}),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Dividends for the year, interim plus final (A cents)",
                    [
                        (
                            "110",
                            (*_F, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                        (
                            "197",
                            (*_F1, "dividends_per_share"),
                            "cents per share",
                            {"dividend_kind": "total"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Payout of NPAT (%)",
                    [
                        ("65", (*_F, "payout_ratio_pct"), "percent"),
                        ("70", (*_F1, "payout_ratio_pct"), "percent"),
                    ],
                ),
            ],
            widths=[100, 30, 30],
        ),
        Para("Fortescue reports in US dollars; dividends are determined in Australian cents."),
    )


def _fmg_operations(w: VWriter) -> None:
    w.page("Operating performance", contents_entry=True)
    t = "Metals operations -- year ended 30 June"
    w.add(
        Heading("Operating performance"),
        Table(
            t,
            ["", "FY25", "FY24"],
            [
                trow(
                    w,
                    t,
                    "Ore shipped (million wet tonnes)",
                    [
                        ("198.4", (*_F, "iron_ore_shipments_mt"), "Mt"),
                        ("191.6", (*_F1, "iron_ore_shipments_mt"), "Mt"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "C1 unit cost, hematite (US$/wmt)",
                    [
                        ("17.99", (*_F, "c1_cost_usd_wmt"), "US$/wmt"),
                        ("18.24", (*_F1, "c1_cost_usd_wmt"), "US$/wmt"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Average hematite revenue (US$/dmt)",
                    [
                        ("84.79", (*_F, "realised_price_hematite_usd_dmt"), "US$/dmt"),
                        ("103.01", (*_F1, "realised_price_hematite_usd_dmt"), "US$/dmt"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Iron Bridge concentrate shipped (Mt)",
                    [
                        (
                            "7.1",
                            (*_F, "iron_bridge_shipments_mt"),
                            "Mt",
                            {"qualifier": "Iron Bridge"},
                        ),
                        None,
                    ],
                ),
            ],
            widths=[100, 30, 30],
        ),
    )
    w.page("First half", contents_entry=True)
    t = "Half year ended 31 December 2024 (H1 FY25) and 31 December 2023 (H1 FY24)"
    w.add(
        Heading("First half"),
        Table(
            t,
            ["", "H1 FY25", "H1 FY24"],
            [
                trow(
                    w, t, "Revenue (US$ billion)", [("7.6", (*_F, "h1_revenue"), "billion"), None]
                ),
                trow(
                    w,
                    t,
                    "Underlying EBITDA (US$ billion)",
                    [
                        ("3.6", (*_F, "h1_underlying_ebitda"), "billion"),
                        ("5.9", (*_F1, "h1_underlying_ebitda"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Net profit after tax, statutory (US$ billion)",
                    [
                        ("1.6", (*_F, "h1_statutory_npat"), "billion"),
                        ("3.34", (*_F1, "h1_statutory_npat"), "billion"),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Operating cash flow (US$ billion)",
                    [("2.4", (*_F, "h1_net_operating_cash_flow"), "billion"), None],
                ),
                trow(
                    w,
                    t,
                    "Free cash flow (US$ billion)",
                    [("0.7", (*_F, "h1_free_cash_flow"), "billion"), None],
                ),
                trow(
                    w,
                    t,
                    "Interim dividend (A cents)",
                    [
                        (
                            "50",
                            (*_F, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                        (
                            "108",
                            (*_F1, "interim_dps"),
                            "cents per share",
                            {"dividend_kind": "interim"},
                        ),
                    ],
                ),
                trow(
                    w,
                    t,
                    "Hematite shipped (Mt)",
                    [("97.1", (*_F, "h1_iron_ore_shipments_mt"), "Mt"), None],
                ),
            ],
            widths=[100, 30, 30],
        ),
    )


def _fmg_five_year(w: VWriter) -> None:
    w.page("Five year history", contents_entry=True)
    years = ("FY2021", "FY2022", "FY2023", "FY2024", "FY2025")
    t = "Five year history (US$ billion unless stated)"

    def row(
        label: str, metric: str, printed: tuple[str | None, ...], unit: str, **options: Any
    ) -> list[str]:
        cells: list[Cell] = [
            None if p is None else (p, ("FMG", y, metric), unit, {"form": "five_year", **options})
            for p, y in zip(printed, years, strict=True)
        ]
        return trow(w, t, label, cells)

    w.add(
        Heading("Five year history"),
        Table(
            t,
            ["", *years],
            [
                row("Revenue", "revenue", ("22.284", "17.39", "16.87", "18.22", "15.5"), "billion"),
                row(
                    "Underlying EBITDA",
                    "underlying_ebitda",
                    ("16.375", "10.56", "10.0", "10.7", "7.9"),
                    "billion",
                ),
                row(
                    "Net profit after tax",
                    "statutory_npat",
                    ("10.295", "6.2", "4.8", "5.664", "3.4"),
                    "billion",
                ),
                row(
                    "Underlying net profit after tax",
                    "underlying_npat",
                    (None, None, "5.5", "5.7", None),
                    "billion",
                ),
                row(
                    "Net debt / (net cash)",
                    "net_debt",
                    ("(2.7)", "0.879", "1.0", "0.5", "1.1"),
                    "billion",
                ),
                row("Capital expenditure", "capex", ("3.6", "3.1", None, None, "3.9"), "billion"),
                row(
                    "Cash on hand",
                    "cash_and_equivalents",
                    (None, "5.5", "4.3", "4.9", "4.3"),
                    "billion",
                ),
                row("Gross debt", "gross_debt", (None, "6.1", "5.3", "5.4", None), "billion"),
                row(
                    "Earnings per share (US cents)",
                    "basic_eps",
                    ("335", "201", None, "185", None),
                    "cents per share",
                ),
                row(
                    "Dividends declared in respect of the year (A cents per share)",
                    "dividends_per_share",
                    ("358", "207", "175", "197", "110"),
                    "cents per share",
                    dividend_kind="total",
                ),
                row(
                    "Underlying EBITDA margin (%)",
                    "underlying_ebitda_margin_pct",
                    (None, None, "59", "59", "51"),
                    "percent",
                ),
            ],
            widths=[55, 23, 23, 23, 23, 23],
        ),
    )
    t = "Five year operating history"
    w.add(
        Table(
            t,
            ["", *years],
            [
                row(
                    "Tonnes of ore shipped (Mt)",
                    "iron_ore_shipments_mt",
                    ("182.2", "189", "192", "191.6", "198.4"),
                    "Mt",
                ),
                row(
                    "Hematite C1 cash cost (US$/wmt)",
                    "c1_cost_usd_wmt",
                    ("13.93", "15.91", "17.54", "18.24", "17.99"),
                    "US$/wmt",
                ),
            ],
            widths=[55, 23, 23, 23, 23, 23],
        ),
        Footnotes(["Net cash is shown in brackets."]),
    )


FMG_2025 = Report(
    name="Fortescue_FY25_Annual_Report.pdf",
    ticker="FMG",
    company="Fortescue Ltd",
    title="Annual Report 2025",
    abn="Fortescue Ltd ABN 57 002 594 872",
    period_line="For the financial year ended 30 June 2025.",
    period="FY2025",
    years=("FY25", "FY24"),
    subjects=("Hematite", "Iron Bridge", "Energy", "Exploration", "Corporate"),
    figure_pages=(_fmg_letters, _fmg_glance, _fmg_operations, _fmg_five_year),
)

REPORTS = (BHP_2025, FMG_2025)
