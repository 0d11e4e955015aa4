"""A site's part of a total, named right after "including" or "of which".

"Copper production for the half was 983 kt, including Escondida at 100% of 649 kt": the
part is the site's volume of the total's measure (produced or shipped), on the basis its own
words state. Read by :mod:`mines.figures.prose_volumes`; pure.
"""

from __future__ import annotations

import re

from mines.figures.labels import LabelHit
from mines.measures.sites import SITE_COMMODITY, VOLUME_METRICS, contributed_head, match_sites
from mines.numbers import find_figures

__all__ = ["INCLUDING", "included_hit", "included_value_hit"]

INCLUDING = re.compile(r"\b(?:including|incl\.|of\s+which)\s+", re.IGNORECASE)
"""A site's part of the total before it, named next ("983 kt, including Escondida at 100%
of 649 kt")."""
_SITE_LINK = re.compile(
    r"^(?:\s*(?:\(?(?:at\s+|on\s+an?\s+)?100\s*(?:%|per\s*cent)(?:\s+basis)?\)?|"
    r"\(?(?:at\s+)?(?:BHP|our|its|the\s+group['’]s)\s+share\)?|of|at|with|on|alone|['’]s))*\s*$",
    re.IGNORECASE,
)
"""What may stand between the site and its value: its ownership basis and a linking word."""
_PROPER_RUN = re.compile(r"(?:(?:the\s+)?[A-Z][\w'’.-]*(?:\s+|$))+")


def included_hit(sentence: str, m: re.Match[str], hits: list[LabelHit]) -> LabelHit | None:
    """The label of a site's part of a total, the site right after "including".

    "Copper production was 983 kt, including Escondida at 100% of 649 kt": Escondida's
    copper production (the total's noun says produced or shipped); the label runs from the
    site to the value and keeps the basis it states.
    """
    named = match_sites(sentence[m.end() : m.end() + 40])
    value = [n for n in find_figures(sentence[m.end() :]) if n.unit != "%"][:1]  # not "100%"
    if not named or named[0][0] != 0 or not value:
        return None
    name = _PROPER_RUN.match(sentence, m.end())
    site, site_end = named[0][1], name.end() if name else m.end()
    value_start = m.end() + value[0].start
    if not _SITE_LINK.match(sentence[site_end:value_start]):
        return None
    if any(h.start < value_start and m.start() < h.end for h in hits):
        return None
    head = contributed_head(sentence[: m.start()]) or ""
    metric = VOLUME_METRICS.get((SITE_COMMODITY.get(site, ""), head))
    if metric is None:
        return None
    text = sentence[m.end() : value_start].strip()
    return LabelHit(m.end(), m.end() + len(text), metric, None, False, text)


_VALUE_THEN_SITE = re.compile(
    r"\s*(?:an?\s+)?(?:(?:record|further)\s+)?(?P<value>[\d.,]+\s*[A-Za-z]{1,4})"
    r"\s+(?:(?:came|come|was|were)\s+)?(?:from|at|by)\s+"
    r"(?:the\s+)?",
    re.IGNORECASE,
)
"""The part's value printed right before its site: "including 7.1 Mt from Iron Bridge", "of
which 644 kt (was) at Escondida". A product named between them ("7.1 Mt of magnetite
concentrate from Iron Bridge") is read by the label its own words make."""


def included_value_hit(sentence: str, m: re.Match[str]) -> LabelHit | None:
    """The label of a site's part of a total whose value comes before the site.

    "Fortescue shipped 198.4 Mt of iron ore, including 7.1 Mt from Iron Bridge": the
    site's volume of the total's measure (the total's noun or verb says produced or
    shipped); the label is the linking word, so it governs the value right after it, and
    the site after the value is read as the value's own.
    """
    link = _VALUE_THEN_SITE.match(sentence, m.end())
    if link is None:
        return None
    named = match_sites(sentence[link.end() : link.end() + 40])
    if not named or named[0][0] != 0:
        return None
    site = named[0][1]
    head = contributed_head(sentence[: m.start()]) or ""
    metric = VOLUME_METRICS.get((SITE_COMMODITY.get(site, ""), head))
    if metric is None:
        return None
    return LabelHit(m.start(), m.end(), metric, None, False, f"{site} {head}")
