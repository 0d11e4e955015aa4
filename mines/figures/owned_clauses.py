"""A company's share stated in a clause after the whole volume: the same measure, its share.

Operational reviews give a joint venture's volume and then, in the same sentence, the
company's part of it: "WAIO produced 285 Mt on a 100% basis, of which BHP's share was
253 Mt", "..., while BHP's share came to 253 Mt", "... (our share: 253 Mt)". The second
amount's own words name only a share; its measure and site are the amount's just before.
Part of the prose reader (:mod:`mines.figures.prose`). Pure.
"""

from __future__ import annotations

import re

from mines.figures.labels import LabelHit
from mines.figures.ownership_words import FULL, SHARE
from mines.figures.prose_labels import Reading
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import SITE_COMMODITY, VOLUME_METRICS, contributed_head
from mines.numbers import Number

_OWNED = re.compile(
    r"(?:\bof\s+which|\bwhile|\bwhereas|\bwith|\band|[,;(])\s+"
    r"(?P<words>(?:(?:the\s+)?[A-Z][\w&.\- ]{0,30}?['’]s?|its|our|the\s+company['’]s)\s+"
    r"(?:own\s+|equity\s+|attributable\s+)?(?:share|portion|interest)\b)"
    r"(?:\s+of\s+(?:it|that|this|the\s+total|output|production|volumes?))?"
    r"\s*(?::|\bwas|\bwere|\bcame\s+(?:in\s+)?(?:to|at)|\bamounted\s+to|\btotall?ed|\bstood\s+at|"
    r"\breached|\bbeing|\bat)?\s*$",
)
"""The words between the whole amount and the share: a link, an owner's share, a verb."""

_VOLUME_KINDS = frozenset({"tonnes", "ounces"})
_VOLUME_UNITS = frozenset({"t", "kt", "mt", "wmt", "dmt", "oz", "koz", "moz"})


def owned_share(
    sentence: str,
    hit: LabelHit,
    num: Number,
    nums: list[Number],
    readings: list[tuple[Reading, str | None]],
) -> tuple[LabelHit, str] | None:
    """The label of ``num``, whose own words name only a share: the whole's measure.

    ``hit``: the label ``num`` was given, which names no metric; ``readings``: the
    sentence's readings so far, with their qualifiers; the last must be the whole (a
    volume). The share's label names the whole's site ("WAIO output, BHP's share"). None
    unless :func:`owned_whole` finds the clause between them.
    """
    if hit.metric or not readings or not _volume(readings[-1][0]):
        return None
    before, qualifier = readings[-1]
    owned = owned_whole(sentence, num, nums)
    if owned is None or owned[0].start != before.num.start:
        return None
    m = owned[1]
    words = " ".join(m.group("words").split())
    site = (qualifier or "").split(", ")[0]
    named = site and site not in {FULL, SHARE} and site.lower() not in before.label.lower()
    label = f"{site} {before.label}, {words}" if named else f"{before.label}, {words}"
    metric = before.hit.metric or _site_metric(site, before.label)
    return LabelHit(m.start("words"), num.start, metric, None, False, label), label


def _site_metric(site: str, label: str) -> str:
    """The volume a site's label counts ("WAIO output": iron ore production), or ""."""
    head = contributed_head(label)
    return VOLUME_METRICS.get((SITE_COMMODITY.get(site, ""), head or ""), "")


def owned_whole(
    sentence: str, num: Number, nums: list[Number]
) -> tuple[Number, re.Match[str]] | None:
    """The whole volume whose share ``num`` is, and the clause between them, else None.

    "285 Mt on a 100% basis, of which BHP's share was 253 Mt": 285 Mt, of one unit, with
    only percentages between ("100%" is wording). The verifier reads the clause here too.
    """
    before = [n for n in nums if n.end <= num.start and n.unit != "%"]
    if not before or before[-1].unit != num.unit:
        return None
    m = _OWNED.search(sentence, before[-1].end, num.start)
    return (before[-1], m) if m is not None else None


def _volume(reading: Reading) -> bool:
    """Whether ``reading`` is a tonnage or ounces (of a known measure, or one its label names)."""
    if reading.hit.metric:
        return METRIC_BY_KEY[reading.hit.metric].kind in _VOLUME_KINDS
    return reading.quantity.unit.lower() in _VOLUME_UNITS
