"""Narrative pages of the Rio Tinto Annual Report 2025 and their look-alike tables.

Sections run in the order of a Rio Tinto report (strategic report, markets, product
groups, sustainability, governance, remuneration, financial statements, shareholder
information). Every second page carries a table reusing the figure pages' row labels,
product group names and year columns with no figures: where each measure is reconciled,
targets met or missed, segment and half-year templates, sensitivities and guidance in
words. The prose holds no numbers.
"""

from __future__ import annotations

from evals.realistic.model import Bullets, Heading, Para, Table
from evals.variant.writer import DASH, VWriter
from evals.variant_dev.kit import prose

LABELS = (
    "Gross sales revenue",
    "EBITDA on an underlying basis",
    "Profit attributable to owners of Rio Tinto",
    "Earnings before one-off items",
    "Net cash from operating activities",
    "Spend on property, plant and equipment",
    "Free cash flow",
    "Net debt",
)
"""Row labels of the figure pages, repeated without figures."""

GROUPS = ("Iron Ore", "Copper", "Aluminium & Lithium", "Minerals")

SECTIONS = (
    ("Strategic report", "the leadership team"),
    ("Our strategy and purpose", "our portfolio of assets"),
    ("How we create value", "our value chain"),
    ("Market review", "our commercial team in Singapore"),
    ("Iron ore markets", "the seaborne iron ore trade"),
    ("Copper markets", "the copper concentrate market"),
    ("Aluminium markets", "the primary aluminium market"),
    ("Pilbara operations", "the Pilbara operations"),
    ("Simandou", "the Simandou project in Guinea"),
    ("Oyu Tolgoi", "Oyu Tolgoi in Mongolia"),
    ("Kennecott and Escondida", "the copper operations in the Americas"),
    ("Smelting and refining", "the Pacific and Atlantic smelters"),
    ("Lithium", "the lithium operations in Argentina"),
    ("Minerals", "the Minerals product group"),
    ("Exploration and technology", "our exploration and technology teams"),
    ("Principal risks", "the Risk Management Committee"),
    ("Sustainability", "our sustainability programme"),
    ("Decarbonisation", "our climate work"),
    ("Communities and cultural heritage", "our partnerships with Traditional Owners"),
    ("Board of directors", "the Board"),
    ("Governance report", "the Nominations Committee"),
    ("Remuneration report", "the People & Remuneration Committee"),
    ("Directors' report", "the directors"),
    ("Consolidated financial statements", "the group finance team"),
    ("Notes to the accounts", "the group finance team"),
    ("Auditors' reports", "the statutory auditors"),
    ("Share capital and shareholders", "our registrars"),
    ("Alternative performance measures", "our investor relations team"),
)
"""Filler sections in report order, each with the subject its prose speaks of."""

_OPEN = (
    "Over the course of the year {s} kept safety at the centre of every decision",
    "During the year {s} worked closely with host governments and partners",
    "Looking back on the year, {s} faced both weather disruption and record output",
    "Investors and communities rightly ask {s} to explain its choices plainly",
    "In its dealings with suppliers and customers, {s} stressed reliability",
    "The work of {s} shows what the Safe Production System can achieve",
    "As part of the new operating structure, {s} took on clearer accountabilities",
)
_MID = (
    "and we made further progress on removing the most serious hazards from our sites",
    "while higher energy and labour costs squeezed margins across several assets",
    "and we kept investing in copper and lithium for the energy transition",
    "with careful stewardship of water, tailings and land we hold in trust",
    "as demand from Chinese steel mills softened and property construction stayed weak",
    "and we sought to keep the balance sheet strong through the investment cycle",
    "while partnering with Traditional Owners on the protection of cultural heritage",
)
_END = (
    "Progress on these commitments will be reported again next year.",
    "Our climate action plan and sustainability fact book give more detail.",
    "Terms used here are defined in the glossary at the back of this report.",
    "The directors' report covers these matters in further detail.",
    "The Board oversees this work through its committees.",
    "Non-IFRS measures are reconciled in the alternative performance measures section.",
    "Further information is available on our website.",
)


def _prose(topic: str, start: int, count: int) -> str:
    """A paragraph of ``count`` number-free sentences about ``topic``."""
    return prose(topic, start, count, (_OPEN, _MID, _END), (3, 2, 5, 1))


def _lookalike(kind: int, section: str) -> Table:
    """A table shaped like a figure table that states no figure."""
    if kind == 0:
        return Table(
            f"{section}: reconciliation to IFRS measures (US$bn)",
            ["Year to 31 December", "2025", "2024"],
            [[label, DASH, DASH] for label in LABELS],
            notes=[f"{DASH} see the alternative performance measures section."],
        )
    if kind == 1:
        return Table(
            f"{section}: underlying EBITDA by product group (US$bn)",
            ["", "2025", "2024"],
            [[g, DASH, DASH] for g in GROUPS] + [["Group", DASH, DASH]],
            notes=["Segment amounts appear in Note 2 to the financial statements."],
        )
    if kind == 2:
        return Table(
            f"{section}: how our financial targets were met",
            ["Measure", "2025", "2024", "Direction"],
            [
                [label, "Met", "Met", "Lower is better" if n == 7 else "Higher is better"]
                for n, label in enumerate(LABELS)
            ],
        )
    if kind == 3:
        return Table(
            f"{section}: product group summary",
            ["", *GROUPS],
            [[label, DASH, DASH, DASH, DASH] for label in LABELS[:2]]
            + [["Spend on property, plant and equipment", DASH, DASH, DASH, DASH]],
        )
    if kind == 4:
        return Table(
            f"{section}: first half and full year",
            ["", "Six months to 30 June 2025", "Year to 31 December 2025"],
            [[label, DASH, DASH] for label in LABELS[:5]]
            + [["Ordinary dividend per share (US cents)", DASH, DASH]],
            notes=["Half-year amounts were reported in the interim results."],
        )
    if kind == 5:
        return Table(
            f"{section}: sensitivity of underlying EBITDA to a change in prices",
            ["Commodity", "Change assumed", "Effect on 2025 underlying EBITDA"],
            [
                ["Iron ore", "A dollar a tonne", "Material"],
                ["Copper", "A cent a pound", "Modest"],
                ["Aluminium", "A hundred dollars a tonne", "Moderate"],
                ["Australian dollar", "A cent against the US dollar", "Moderate"],
            ],
        )
    if kind == 6:
        return Table(
            f"{section}: guidance for 2026",
            ["Item", "2026 guidance", "2025 outcome"],
            [
                [
                    "Pilbara iron ore shipped (100%)",
                    "Given in the quarterly report",
                    "Page reference",
                ],
                ["Mined copper", "Higher", "Page reference"],
                ["Capital expenditure", "Broadly similar", "Page reference"],
                ["Lithium carbonate equivalent", "Higher", "Page reference"],
            ],
        )
    return Table(
        f"{section}: where each measure is reported",
        ["Measure", "IFRS or non-IFRS", "Reference"],
        [
            [label, "IFRS" if n in (0, 2, 4) else "Non-IFRS", f"Note {n + 3}"]
            for n, label in enumerate(LABELS)
        ],
    )


def filler(w: VWriter, i: int) -> None:
    """Filler page ``i``: sections of five pages each, every other one in the contents."""
    n = min(i // 5, len(SECTIONS) - 1)
    section, topic = SECTIONS[n]
    listed = {title for title, _ in w.doc.sections}
    w.page(section, contents_entry=n % 2 == 0 and section not in listed)
    w.add(Heading(section), Para(_prose(topic, i, 3)))
    if i % 2 == 0:
        w.add(_lookalike(i // 2 % 8, section))
    w.add(Para(_prose(topic, i + 4, 2)))


def glossary(w: VWriter) -> None:
    """The closing glossary page."""
    w.page("Glossary", contents_entry=True)
    w.add(
        Heading("Glossary"),
        Bullets(
            [
                "Underlying EBITDA: profit before net finance items, taxation, depreciation "
                "and amortisation, adjusted for items excluded from underlying earnings.",
                "Underlying earnings: net earnings attributable to owners excluding items "
                "that by their size or nature do not reflect the run of the business.",
                "Free cash flow: net cash from operating activities less purchases of "
                "property, plant and equipment and intangibles and lease payments.",
                "Net debt: borrowings and lease liabilities less cash, short-term deposits "
                "and certain derivatives.",
                "LCE: lithium carbonate equivalent. Mt: million tonnes. kt: thousand tonnes.",
                "Product groups: Iron Ore, Copper, Aluminium & Lithium and Minerals.",
            ]
        ),
        Table(
            "Measures and where they appear",
            ["Measure", "Section"],
            [[label, "2025 in brief"] for label in LABELS[:4]],
        ),
    )
