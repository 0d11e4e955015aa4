"""The part a volume row names after its measure: "Copper produced - Spence".

A row of tonnes or ounces may name the operation it is of after the volume, set off by a
dash, a colon, "at" or "from" ("Ore hauled - Northern Pit", "Gold poured at Jundee"). A
known site is read as a site (:mod:`mines.figures.volume_rows`); a name the registry does
not know is still one operation's figure, never the group's: it becomes the row's
qualifier, so that a question of the group's volume is not answered by it.

Pure: compiled patterns.
"""

from __future__ import annotations

import re

_PART_AFTER = re.compile(
    r"^[^:()]+?\s*(?:\s[-–—]\s|:|\bat\b|\bfrom\b)\s*(?P<part>[A-Z][^,:()\d]*?)\s*$"
)
"""A volume, then a capitalised name after a dash, a colon, "at" or "from"."""

_NOT_A_PART = re.compile(
    r"^(?:total|group|consolidated|combined|overall|all|other|the\s+group|attributable|"
    r"equity|share|basis|managed|operated|(?:financial\s+)?year|half|quarter|full\s+year|"
    r"continuing|reported|statutory|underlying)\b",
    re.IGNORECASE,
)
"""Words after a dash that name a total, a basis or a period, not one operation."""


def part_after(label: str) -> str | None:
    """The operation a volume row names after its measure, else None."""
    m = _PART_AFTER.match(label.strip())
    if m is None or _NOT_A_PART.match(m.group("part")):
        return None
    return m.group("part")
