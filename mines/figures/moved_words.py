"""Ore moved on its way (railed, hauled) apart from ore shipped to customers.

A question's "how much did the hub rail" asks for shipments (:mod:`mines.figures.qualifier_axes`
reads "rail" and "haul" as the shipments head), but a printed row of ore "railed to port"
or "hauled to the crusher" is a tonnage moved within the operation: it names no shipment,
and answers a question of shipments only when that question speaks of railing too.

Pure: compiled patterns.
"""

from __future__ import annotations

import re

_MOVED = re.compile(r"\b(?:rail|haul)(?:s|ed|ing|age)?\b", re.IGNORECASE)
"""The verbs of moving ore within an operation."""
_SENT = re.compile(
    r"\bship(?:ments?|ped|ping|s)?\b|\bexport(?:s|ed|ing)?\b|\bsold\b|\bsales?\b|\bdeliver",
    re.IGNORECASE,
)
"""The words of ore leaving for customers."""


def moved_not_shipped(label: str, phrase: str) -> bool:
    """Whether ``label`` names ore moved, not shipped, and ``phrase`` never speaks of moving.

    "Pilbara iron ore railed to port" for "iron ore shipments": moved, never shipped.
    """
    return bool(_MOVED.search(label)) and not _SENT.search(label) and not _MOVED.search(phrase)
