"""The measure a table of divisions reads in its headings.

A segment note names its measure in the label column's header ("| Underlying EBITDA by
segment, US$ million | 2025 | 2024 |"), in its title ("Segment revenue (A$m)") or beside
each period ("| Segment | FY23 underlying EBITDA | FY22 underlying EBITDA |"); the patterns
naming a table of divisions live here, for the readers of such tables
(:mod:`mines.figures.division_tables`) and their verifier.
"""

from __future__ import annotations

import re

from mines.figures.labels import find_labels, label_metric
from mines.figures.tables import Table

PART_HEADER = re.compile(
    r"^\s*(?:divisions?|segments?|business(?:es)?(?:\s+units?)?|operating\s+segments?)\s*$",
    re.IGNORECASE,
)
"""A label column's header naming its rows as divisions ("Segment", "Business units")."""
PART_TITLE = re.compile(
    r"\bby\s+(?:(?:reportable|operating)\s+)?(?:division|segment|business|product\s+group)\b|"
    r"\bdivisional\b|\bproducts?\s+groups?\b|"
    r"\b(?:(?:reportable|operating)\s+)?(?:segment(?:s|al)?|divisions?)(?:\s+and\s+\w+)?\s+"
    r"(?:results?|information|reporting|note|analysis|performance|earnings|summary|disclosures?)\b|"
    r"\b(?:reportable|operating)\s+segments?\b",
    re.IGNORECASE,
)
"""A title naming a table of divisions: "EBITDA by segment", "Segment results for the
year", "Note 4 Operating segments", "Divisional earnings", "Product groups"."""
BY_PART = re.compile(
    r"\s*\bby\s+(?:(?:reportable|operating)\s+)?(?:segments?|divisions?|products?\s+groups?|"
    r"business(?:es)?|commodity|commodities)\b",
    re.I,
)
"""The words of a title naming its rows as divisions ("EBITDA by product group")."""
_PART_LEAD = re.compile(
    r"^\s*(?:(?:reportable|operating)\s+)?(?:segment(?:al)?|divisional)\s+(?!results?\b|information\b)",
    re.IGNORECASE,
)
"""A measure named as the divisions' own ("Segment revenue", "Divisional EBITDA")."""
_MEASURE_END = re.compile(r"\s*(?:[,;:/|–—(]|\b(?:US|A)?\$|\bfor\s+the\b)")
"""Where a title's measure ends: its unit, its period, a note after a comma."""
BRACKETED = re.compile(r"\s*\([^()]*\)")


def part_measure(text: str) -> str | None:
    """The measure a heading of a table of divisions names, else None.

    "Underlying EBITDA by segment, US$ million" -> "Underlying EBITDA"; "Segment revenue
    (A$m)" -> "revenue". A heading naming divisions but no measure ("Segment results for
    the year") or no divisions ("Revenue, US$ million") gives None.
    """
    if not (PART_TITLE.search(text) or _PART_LEAD.search(text)):
        return None
    words = _PART_LEAD.sub("", BY_PART.sub("", BRACKETED.sub("", text)))
    measure = " ".join(_MEASURE_END.split(words, maxsplit=1)[0].split())
    return measure if measure and label_metric(measure) else None


def periods_measure(table: Table) -> str | None:
    """The measure of a table listing divisions down its rows, one column per period.

    Named by the label column's header ("| Underlying EBITDA by segment, US$ million |
    2025 | 2024 |"), else by the title over it; None when neither names one.
    """
    return (
        part_measure(table.header[0])
        or part_measure(table.title)
        or _columns_measure(table)
        or _corner_measure(table)
    )


def _corner_measure(table: Table) -> str | None:
    """The measure a divisions table's corner cell names, its rows naming none.

    "Divisional results" over "| Underlying EBITDA ($m) | FY23 |" and "| Lithium | ... |".
    """
    corner = " ".join(BRACKETED.sub("", table.header[0]).split())
    labels = [BRACKETED.sub("", r[0]) for r in table.rows if r and r[0].strip()]
    if not corner or not label_metric(corner) or not PART_TITLE.search(table.title):
        return None
    return corner if labels and not any(label_metric(c) for c in labels) else None


def _columns_measure(table: Table) -> str | None:
    """The one measure every period column prints beside its period, under a parts table.

    "| Segment | FY23 underlying EBITDA | FY22 underlying EBITDA |": each division's row
    is that measure, whatever the title ("Segment performance") names.
    """
    if not (PART_TITLE.search(table.title) or PART_HEADER.match(table.header[0])):
        return None
    named = [_PERIOD_WORDS.sub(" ", BRACKETED.sub("", c)) for c in table.header[1:]]
    measures = {" ".join(m.split()).lower() for m in named}
    measure = " ".join(named[0].split())
    return measure if len(measures) == 1 and measure and label_metric(measure) else None


_PERIOD_WORDS = re.compile(r"\b(?:FY\s*'?\d{2}(?:\d{2})?|[12]H|H[12]|(?:19|20)\d\d)\b", re.I)


def named_measure(*texts: str) -> str | None:
    """The measure the first of ``texts`` naming one names, its longest label as printed.

    "Segment information — underlying EBITDA, half year (A$m)": "underlying EBITDA" -- the
    measure of a divisional table's rows when its label column or value column names none.
    """
    for text in texts:
        hits = [h for h in find_labels(text) if h.metric]
        if hits:
            return max(hits, key=lambda h: len(h.text)).text
    return None
