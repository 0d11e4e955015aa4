"""A region's mines as the subject of a volume verb: "The Pilbara mines shipped 328.6 Mt".

The region names no site but, where it names one commodity (the Pilbara: iron ore), what
its mines ship or produce; read alike by the prose extractor
(:mod:`mines.figures.prose_volumes`) and its verifier (:mod:`mines.figures.verify_volumes`).
Pure.
"""

from __future__ import annotations

import re

from mines.figures.qualifiers import read_qualifiers
from mines.measures.sites import REGIONAL_SITES, SITE_COMPANY, VOLUME_METRICS

__all__ = ["region_subject"]

_REGION_SUBJECT = re.compile(
    r"\b(?P<region>(?-i:[A-Z][a-z]+))\s+(?:mines?|operations?|assets?|sites?)"
    r"(?:\s+(?:together|again|also|once\s+more|\w+ly))?\s*$",
    re.IGNORECASE,
)
"""A region's mines as a volume verb's subject ("the Pilbara mines shipped", "The Pilbara
operations again railed"): the region's one commodity is what they ship."""


def region_subject(lead: str, company: str | None) -> list[tuple[int, str]]:
    """``[(offset, commodity)]`` of a region's mines ending ``lead``, else [].

    ``lead``: the words before a volume verb; the region must name one commodity (the
    Pilbara: iron ore).

    A ``company`` whose mines in a region are one asset reported apart (BHP's are WAIO,
    :data:`REGIONAL_SITES`), or one with an asset named after the region (MinRes' Pilbara
    Hub), gets none: which of its assets the region's mines are is unsure.
    """
    m = None if company in REGIONAL_SITES else _REGION_SUBJECT.search(lead)
    if m and any(
        c == company and m["region"].lower() in s.lower() for s, c in SITE_COMPANY.items()
    ):
        m = None
    scope = read_qualifiers(m["region"]).get("scope", frozenset()) if m else frozenset()
    commodities = [c for c in scope if any(c == key for key, _ in VOLUME_METRICS)]
    return [(m.start(), commodities[0])] if m and len(scope) == len(commodities) == 1 else []
