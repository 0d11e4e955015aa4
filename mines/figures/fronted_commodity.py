"""A bare noun of volume whose commodity the sentence names up front.

"In copper, the Group passed a milestone: output reached 2.0 Mt": "output" alone names no
commodity, yet the sentence is about copper, said before anything else ("In copper,",
"For iron ore,", "Copper:"). The value is copper output, never a volume of any commodity
(an iron ore question must not take it). A second commodity, or another figure, between
the fronting words and the value leaves the noun unread.

Read by the extractor (:mod:`mines.figures.prose`) and the verifier
(:mod:`mines.figures.verify_prose`) alike.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from mines.figures.labels import LabelHit, label_metric
from mines.measures.registry import METRIC_BY_KEY

_COMMODITY = r"copper|iron\s+ore|gold|spodumene|lithium|aluminium|bauxite|alumina"

_FRONT = re.compile(
    r"^\s*(?:(?:in|for|across|within|turning\s+to|on|over\s+in)\s+(?:the\s+)?)?"
    rf"(?P<commodity>{_COMMODITY})"
    r"(?:\s+(?:business|division|segment|operations?|assets?|portfolio|side))?\s*(?:[,:–—]|\s-\s)",
    re.IGNORECASE,
)
"""A sentence led by its commodity: "In copper,", "For iron ore,", "Copper:", "Gold —"."""

_NOUN_BEFORE = re.compile(
    r"\b(?P<noun>output|production|volumes?)\s+"
    r"(?:(?:for|in|over)\s+the\s+(?:year|half|period)\s+)?"
    r"(?:(?:was|were|reached|totalled|totaled|hit|came\s+to|came\s+in\s+at|rose|climbed|grew|"
    r"increased|lifted|jumped|fell|eased|declined|slipped|improved|of|at|to|by|a|record|"
    r"new|high|of)\s+){1,4}$",
    re.IGNORECASE,
)
"""A bare noun of volume and the linking words between it and its value."""

_OPERATIONAL = frozenset({"tonnes", "ounces"})


class FrontedVolume(NamedTuple):
    """The metric, where its noun starts and ends, and the label as read."""

    metric: str
    start: int
    end: int
    label: str


def fronted_volume(sentence: str, value_start: int) -> FrontedVolume | None:
    """The volume a bare noun right before ``value_start`` names by its fronted commodity.

    None when the sentence fronts no commodity, when the words before the value are not a
    bare noun of volume ("output", "production", "volumes") and linking words, when a
    figure or another commodity stands between them, or when the registry names no
    production of that commodity.
    """
    front = _FRONT.match(sentence)
    if front is None:
        return None
    between = sentence[front.end() : value_start]
    noun = _NOUN_BEFORE.search(between)
    if noun is None or any(ch.isdigit() for ch in between):
        return None
    said = re.search(rf"\b(?:{_COMMODITY})\b", between[: noun.start()], re.IGNORECASE)
    if said is not None:
        return None  # another commodity named after the fronting words: whose is it?
    commodity = " ".join(front.group("commodity").lower().split())
    hit = label_metric(f"{commodity} production")
    metric = hit[0] if hit else None
    if not metric or metric not in METRIC_BY_KEY:
        return None
    if METRIC_BY_KEY[metric].kind not in _OPERATIONAL:
        return None
    start = front.end() + noun.start("noun")
    end = front.end() + noun.end("noun")
    return FrontedVolume(metric, start, end, f"{commodity} {noun.group('noun').lower()}")


def fronted_hit(sentence: str, value_start: int, hit: LabelHit, label: str) -> tuple[LabelHit, str]:
    """``hit`` and ``label``, or the fronted commodity's volume when ``hit`` names no metric."""
    fronted = None if hit.metric else fronted_volume(sentence, value_start)
    if fronted is None:
        return hit, label
    return LabelHit(fronted.start, fronted.end, fronted.metric, None, False, fronted.label), (
        fronted.label
    )
