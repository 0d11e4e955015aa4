"""A heading's or a column header's words as the name of a part of the company, or None.

"Iron Ore", "Aluminium & Lithium", "Mining Services division", "Segment review: Iron Ore"
name a part (a division, a commodity's business, a site or asset); "Lithium market
outlook", "Copper production", "Financial review", "Group" name none. Read by the table
readers (:mod:`mines.figures.division_tables`, :mod:`mines.figures.part_headings`) and the
verifier alike; pure.
"""

from __future__ import annotations

import re

from mines.figures.part_measures import BRACKETED
from mines.figures.qualifiers import read_qualifiers, without_parts
from mines.measures.sites import SITE_ALIASES, find_sites
from mines.question.companies import company_spans

__all__ = ["PART_NOUNS", "part_name"]

PART_NOUNS = re.compile(
    r"\b(?:divisions?|segments?|business(?:es)?|operations?|assets?|units?|arms?|"
    r"products?\s+groups?|hubs?|mines?|sites?|projects?)\b|[&/,+]|\band\b",
    re.IGNORECASE,
)
"""Words a part's name may carry beside the part itself ("Copper division", "Iron Ore
operations", "Aluminium & Lithium")."""


_ABOUT_PART = re.compile(
    r"[\s:–—-]+(?:results|performance|overview|highlights|summary|review)\s*$", re.IGNORECASE
)
"""A report's words for a part's own section ("Copper performance"): the part's name is
before them."""
_REVIEW_LEAD = re.compile(
    r"^(?:(?:segment|segmental|operating|operational|operations|business|divisional|"
    r"product\s+group)\s+)?(?:review|performance|results|report|overview|summary|update)"
    r"(?:\s+(?:of|by)\s+(?:the\s+)?(?:operations|segments?|divisions?|business(?:es)?|"
    r"product\s+groups?))?\s*[:–—-]\s*(?=\S)",
    re.IGNORECASE,
)
"""Section words before a part's name: "Segment review: Iron Ore", "Review of operations — X"."""


def part_name(text: str) -> str | None:
    """``text`` as the name of a part of the company, when that is all it is, else None.

    A heading or a column header that *is* a division, commodity business, site or asset
    ("Iron Ore", "Aluminium & Lithium", "Mining Services", "Kalgoorlie", "Western Australia
    Iron Ore", "Mt Marion"), a bracketed unit or note aside, scopes what it heads. One that
    says anything else names no part: "Lithium market outlook" (an outlook), "Copper
    production" (a measure), "Financial review", "Group", "Total".
    """
    name = " ".join(BRACKETED.sub("", text).split()).strip(" :–—-#*_")
    name = _ABOUT_PART.sub("", name).strip(" :–—-")  # "Iron ore segment results"
    name = _REVIEW_LEAD.sub("", name)  # "Segment review: Iron Ore"
    if not name or len(name.split()) > 6 or any(ch.isdigit() for ch in name):
        return None
    read = read_qualifiers(name)
    parts = read.get("scope", frozenset()) - {"group", "segment"}
    sites = find_sites(name)
    if read.keys() - {"scope", "product"} or not (parts or sites):
        return None
    rest = name
    for start, end in company_spans(rest):
        rest = rest[:start] + " " * (end - start) + rest[end:]  # "BHP Copper"
    for site in sites:
        for alias in SITE_ALIASES[site]:
            rest = re.sub(rf"\b{re.escape(alias)}\b", " ", rest, flags=re.IGNORECASE)
    rest = PART_NOUNS.sub(" ", without_parts(rest))
    return name if not re.sub(r"[\W_]+", "", rest) else None
