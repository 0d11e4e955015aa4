"""Two sites as one subject: a volume they state together is neither site's alone.

"Wodgina and Mt Marion together shipped 485 kt", "Mt Marion and Wodgina combined produced":
the amount is the two operations' sum. Read as the nearer site's, it would answer a question
about that site with the pair's total. Part of the prose reader's site reading
(:mod:`mines.figures.prose_volumes`). Pure.
"""

from __future__ import annotations

import re

from mines.measures.sites import SITE_PATTERNS

_JOIN = re.compile(r"\s*(?:,|&|\band\b|\bplus\b)\s*", re.IGNORECASE)
"""Between two sites of one subject: "and", "&", "plus", a comma."""

_TOGETHER = re.compile(
    r"(?:['’]s?)?\s*(?:\b(?:together|combined|jointly|between\s+them|in\s+total|collectively)\b\s*"
    r",?\s*)?(?:\b(?:operations?|mines?|sites?|assets?|projects?)\b\s*)?$",
    re.IGNORECASE,
)
"""After the second site up to the verb: "together", "combined", "operations", or nothing."""


def joined_sites(before: str) -> str | None:
    """The pair of sites ``before`` (a clause up to its verb) ends with as one subject.

    "Wodgina and Mt Marion together " -> "Wodgina and Mt Marion"; None when the text does
    not end with two different known sites joined by "and" (or "&", "plus", a comma).
    """
    spans = _site_spans(before)
    if len(spans) < 2:
        return None
    (_, first_end, first), (second_start, second_end, second) = spans[-2], spans[-1]
    if first == second or not _JOIN.fullmatch(before, first_end, second_start):
        return None
    return f"{first} and {second}" if _TOGETHER.fullmatch(before, second_end) else None


def _site_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, site)`` of each known site named in ``text``, longest names first."""
    taken: list[tuple[int, int, str]] = []
    for pattern, site, _ in SITE_PATTERNS:
        for m in pattern.finditer(text):
            if not any(m.start() < end and start < m.end() for start, end, _ in taken):
                taken.append((m.start(), m.end(), site))
    return sorted(taken)
