"""Narrative pages of the BHP Annual Report 2024 and their look-alike tables.

The sections follow a BHP annual report (strategy, operations by asset, sustainability,
governance, remuneration, financial statements). Every second page carries a table with
the figure pages' row labels and year columns but no figures: reconciliations, where each
measure is defined, key performance indicators in words, and half-year and segment
templates. Filler text holds no numbers other than years.
"""

from __future__ import annotations

from evals.realistic.model import Bullets, Heading, Para, Table
from evals.variant.writer import DASH, VWriter
from evals.variant_dev.kit import prose

LABELS = (
    "Group revenue",
    "Underlying EBITDA",
    "Profit after taxation attributable to BHP shareholders",
    "Underlying attributable profit",
    "Net operating cash flows",
    "Capital and exploration expenditure",
    "Free cash flow",
    "Net debt",
)
"""The figure pages' row labels, repeated by the look-alike tables."""

SECTIONS = (
    ("Chair's review", "the Board"),
    ("Chief Executive Officer's review", "our operated assets"),
    ("Our purpose and strategy", "our portfolio"),
    ("Our business model", "our operating model"),
    ("Market outlook", "our marketing team"),
    ("Copper", "the copper business"),
    ("Escondida", "the Escondida team"),
    ("Copper South Australia", "Copper South Australia"),
    ("Western Australia Iron Ore", "Western Australia Iron Ore"),
    ("Samarco", "the Samarco joint venture"),
    ("Coal", "the coal business"),
    ("Potash", "the Jansen project"),
    ("Nickel West", "Western Australia Nickel"),
    ("Exploration", "our exploration programme"),
    ("Sustainability", "our sustainability work"),
    ("Climate change", "our decarbonisation programme"),
    ("People and culture", "our workforce"),
    ("Indigenous peoples", "our partnerships with Traditional Owners"),
    ("Risk factors", "risk management"),
    ("Corporate governance statement", "the Board and its committees"),
    ("Remuneration report", "the People and Remuneration Committee"),
    ("Directors' report", "the directors"),
    ("Financial statements", "the finance function"),
    ("Notes to the financial statements", "the finance function"),
    ("Independent auditor's report", "the external auditor"),
    ("Additional information", "shareholder services"),
)
"""Filler sections in report order, each with the topic its prose speaks of."""

_OPENINGS = (
    "Throughout the year {s} put the safety of our people first",
    "The priorities of {s} were reviewed with the Executive Leadership Team",
    "For {s}, the year brought both operational records and cost pressure",
    "Stakeholders expect {s} to act with transparency and care",
    "In its work with host communities, {s} listened before it acted",
    "The performance of {s} reflects the BHP Operating System in practice",
)
_MIDDLES = (
    "and we continued to reduce fatality risk through critical control verification",
    "while inflation in labour, diesel and contractor rates weighed on unit costs",
    "and we invested in the growth options that suit a world of electrification",
    "with careful attention to water, tailings storage facilities and land rehabilitation",
    "as markets moved with Chinese steel demand and the pace of the energy transition",
    "and we worked to simplify the portfolio and strengthen the balance sheet",
)
_ENDINGS = (
    "These commitments will be reported on again next year.",
    "More detail is available in the ESG Standards and Databook published with this report.",
    "Definitions of the measures used are set out in the glossary.",
    "The Directors' report discusses these matters further.",
    "Management keeps refining these practices under the oversight of the Board.",
    "Alternative performance measures are reconciled in the financial statements.",
)


def _prose(topic: str, start: int, count: int) -> str:
    """A paragraph of ``count`` filler sentences (no numbers) about ``topic``."""
    return prose(topic, start, count, (_OPENINGS, _MIDDLES, _ENDINGS), (5, 1, 7, 2))


def _lookalike(kind: int, section: str) -> Table:
    """A table that looks like a figure table but states no figure."""
    if kind == 0:
        return Table(
            f"{section}: reconciliation to statutory measures (US$ billion)",
            ["Year ended 30 June", "FY2024", "FY2023"],
            [[label, DASH, DASH] for label in LABELS],
            notes=[f"{DASH} see the alternative performance measures section."],
        )
    if kind == 1:
        return Table(
            f"{section}: alternative performance measures and their definitions",
            ["Measure", "IFRS or non-IFRS", "Where reconciled"],
            [
                [label, "IFRS" if n in (0, 2, 4) else "Non-IFRS", f"Note {n + 2}"]
                for n, label in enumerate(LABELS)
            ],
        )
    if kind == 2:
        return Table(
            f"{section}: key performance indicators",
            ["Indicator", "FY2024", "FY2023", "Trend"],
            [[label, "Reported", "Reported", "See page reference"] for label in LABELS[:5]]
            + [["Total dividends per share (US cents)", "Determined", "Determined", "Stable"]],
        )
    if kind == 3:
        return Table(
            f"{section}: half year and full year presentation",
            ["", "H1 FY2024", "H2 FY2024", "FY2024"],
            [[label, DASH, DASH, DASH] for label in LABELS[:4]]
            + [["Interim dividend per share (US cents)", DASH, "n/a", "n/a"]],
            notes=["Half-year amounts are shown on the half-year results page."],
        )
    if kind == 4:
        return Table(
            f"{section}: contribution by segment",
            ["", "Copper", "Iron Ore", "Coal", "Total Group"],
            [[label, DASH, DASH, DASH, DASH] for label in LABELS[:3]]
            + [["Capital and exploration expenditure", DASH, DASH, DASH, DASH]],
        )
    return Table(
        f"{section}: production on each basis",
        ["", "Basis", "FY2024", "FY2023"],
        [
            ["Western Australia Iron Ore", "100%", DASH, DASH],
            ["Western Australia Iron Ore", "BHP share", DASH, DASH],
            ["Copper, total", "BHP share", DASH, DASH],
            ["Metallurgical coal", "BHP share", DASH, DASH],
        ],
        notes=["Volumes are presented on the production page."],
    )


def filler(w: VWriter, i: int) -> None:
    """Filler page ``i``: sections of about five pages each, every third one on the contents."""
    n = min(i // 5, len(SECTIONS) - 1)
    section, topic = SECTIONS[n]
    listed = {title for title, _ in w.doc.sections}
    w.page(section, contents_entry=n % 3 == 0 and section not in listed)
    w.add(Heading(section), Para(_prose(topic, i, 3)))
    if i % 2 == 0:
        w.add(_lookalike(i // 2 % 6, section))
    w.add(Para(_prose(topic, i + 3, 2)))


def glossary(w: VWriter) -> None:
    """The closing glossary page."""
    w.page("Glossary", contents_entry=True)
    w.add(
        Heading("Glossary"),
        Bullets(
            [
                "Underlying attributable profit excludes exceptional items.",
                "Underlying EBITDA is earnings before net finance costs, taxation, "
                "depreciation, amortisation and impairments, and exceptional items.",
                "Free cash flow is net operating cash flows less net investing cash flows.",
                "Net debt is interest bearing liabilities less cash and cash equivalents, "
                "adjusted for hedging derivatives.",
                "Western Australia Iron Ore volumes are stated on a 100 per cent basis and as "
                "BHP's share.",
            ]
        ),
        Table(
            "Measures and where they are reported",
            ["Measure", "Page"],
            [[label, "FY2024 at a glance"] for label in LABELS[:4]],
        ),
    )
