"""A region's mines as the subject of a volume verb: "The Pilbara mines shipped 328.6 Mt".

The region names no site but, where it names one commodity (the Pilbara: iron ore), what
its mines ship or produce; read alike by the prose extractor
(:mod:`mines.figures.prose_volumes`) and its verifier (:mod:`mines.figures.verify_volumes`).
Pure.
"""

from __future__ import annotations

import re

from mines.figures.qualifiers import read_qualifiers
from mines.measures.sites import (
    REGIONAL_SITES,
    SITE_COMMODITY,
    SITE_COMPANY,
    VOLUME_METRICS,
    regional_spans,
)
from mines.numbers import find_figures

__all__ = ["region_subject", "regional_site"]

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
    :data:`REGIONAL_SITES`) gets that asset's commodity, the asset being the figure's site
    (:func:`regional_site`); one with an asset named after the region (MinRes' Pilbara
    Hub) gets none: which of its assets the region's mines are is unsure.
    """
    regional = _regional(lead, company)
    if regional is not None:
        return [(regional[0], SITE_COMMODITY[regional[1]])]
    m = None if company in REGIONAL_SITES else _REGION_SUBJECT.search(lead)
    if m and any(
        c == company and m["region"].lower() in s.lower() for s, c in SITE_COMPANY.items()
    ):
        m = None
    scope = read_qualifiers(m["region"]).get("scope", frozenset()) if m else frozenset()
    commodities = [c for c in scope if any(c == key for key, _ in VOLUME_METRICS)]
    return [(m.start(), commodities[0])] if m and len(scope) == len(commodities) == 1 else []


_OPEN = re.compile(r";|\s(?:and|while|whereas|but|yet|although|though)\s", re.IGNORECASE)
"""Where the clause of a region's subject starts (a comma may not end it: "In FY24, ...")."""

_APART = re.compile(
    r"\b(?:including|excluding|besides|beyond|outside|except|other\s+than|apart\s+from|"
    r"plus|total|overall|group|of\s+which)\b",
    re.IGNORECASE,
)
"""Words that set the region's mines apart from the figure ("outside the Pilbara mines",
"total output, including the Pilbara mines"): the figure is not the region's alone."""


def regional_site(lead: str, company: str | None) -> str | None:
    """The asset a region's mines in ``lead`` are, for ``company``, else None.

    ``lead``: a volume's clause up to its label or value ("The Pilbara mines ", "In FY24
    BHP's Western Australian operations "). BHP's Pilbara mines are one asset reported apart
    (:data:`REGIONAL_SITES`): what they produce is WAIO's, never the company's total. No
    figure may stand between the region and the volume, nor a word setting them apart.
    """
    regional = _regional(lead, company)
    return regional[1] if regional else None


def _regional(lead: str, company: str | None) -> tuple[int, str] | None:
    """``(offset, asset)`` of a region's mines in ``lead`` (:func:`regional_site`)."""
    if company not in REGIONAL_SITES:
        return None
    start = ([m.end() for m in _OPEN.finditer(lead)] or [0])[-1]
    spans = regional_spans(lead[start:], (company,))
    if not spans or _APART.search(lead, start) or find_figures(lead[start + spans[-1][0] :]):
        return None
    return start + spans[-1][0], REGIONAL_SITES[company]
