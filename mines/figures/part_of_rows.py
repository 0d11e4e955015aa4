"""A table row naming one site as a part of the row above ("of which Escondida (kt)").

"| Copper production (kt) | 987 |" then "| of which Escondida (kt) | 644 |": the second row is
the first row's measure at that site, not a row of its own measure. The words that say so
("of which", "including", "thereof", "of this") open the row; the site after them is the
part. Read alike by the table reader and (through the figure's qualifier) the verifier.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.labels import label_metric
from mines.figures.quantities import OPERATIONAL_KINDS
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import find_sites

Hit = tuple[str | None, str | None, bool]

_PART_OF = re.compile(
    r"^\W*(?:of\s+(?:which|this|that|the\s+total)|thereof|within\s+(?:which|this)|"
    r"incl(?:uding|\.)?|comprising|whereof)\b[\s:,.-]*",
    re.IGNORECASE,
)


def part_of_site(core: str) -> str | None:
    """The one site a row names as a part of the row above ("of which Escondida"), else None."""
    m = _PART_OF.match(core)
    if m is None:
        return None
    sites = find_sites(core[m.end() :])
    return sites[0] if len(sites) == 1 else None


def parent_hit(hit: Hit | None) -> Hit | None:
    """``hit`` when a row of it may be broken down by site (a volume or unit cost), else None."""
    if hit is None or hit[0] not in METRIC_BY_KEY:
        return None
    return hit if METRIC_BY_KEY[hit[0] or ""].kind in OPERATIONAL_KINDS else None


_BRACKETS = re.compile(r"\s*[(\[][^()\[\]]*[)\]]")


def part_of_volume(rows: Sequence[Sequence[str]], core: str) -> tuple[Hit, str] | None:
    """``(hit, site)`` of a part-of row ``core`` read off the row it is part of, else None.

    For the verifier: the nearest row above that is no part-of row names the measure
    ("Copper production (kt)"), the row the site ("of which Escondida").
    """
    site = part_of_site(core)
    labels = [r[0] for r in rows if r]
    at = next(
        (i for i, label in enumerate(labels) if _BRACKETS.sub("", label).strip() == core), None
    )
    if site is None or at is None:
        return None
    for label in reversed(labels[:at]):
        if part_of_site(label) is None:
            hit = parent_hit(label_metric(_BRACKETS.sub("", label).strip(" :,-–—*")))
            return (hit, site) if hit is not None else None
    return None
