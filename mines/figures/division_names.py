"""Names of a company's parts that scope a figure: a division, a commodity, a site.

"iron ore", "Aluminium & Lithium", "Pilbara iron ore", "Escondida", "the copper business":
only such a name scopes a figure listed beside others (:mod:`mines.figures.prose_enumerations`),
never "Highlights" or "FY25". :data:`LIST_ITEM_NEXT` is a list's next item right after a
semicolon ("; Pilbara iron ore US$90/dmt"), which continues the sentence rather than
starting one (:mod:`mines.sentences`, :mod:`mines.figures.verify`). Pure.
"""

from __future__ import annotations

import re

from mines.measures.sites import SITE_ALIASES

_COMMODITY = (
    r"iron\s+ore|copper|coal|gold|lithium|spodumene|nickel|alumini?um|potash|hematite|"
    r"magnetite|bauxite|alumina|uranium|zinc|silver|met(?:allurgical)?\s+coal|"
    r"mining\s+services|(?:fortescue\s+)?energy"
)
_SITES = "|".join(
    sorted(
        (
            re.escape(a).replace(r"\ ", r"\s+")
            for v in SITE_ALIASES.values()
            for a in v
            if a.isascii()
        ),
        key=len,
        reverse=True,
    )
)
_REGION = r"pilbara|kalgoorlie|yandal|western\s+australian?|chilean?|canadian|australian"
_PART_WORD = r"division|segment|business|operations|product\s+group|unit|arm|assets?"
NAME = (
    rf"(?:(?:{_REGION})\s+)?(?:{_COMMODITY})(?:\s+(?:and|&)\s+(?:{_COMMODITY}))?"
    rf"(?:\s+(?:{_PART_WORD}))?|(?:{_SITES}|{_REGION})(?:\s+(?:{_PART_WORD}))?"
)
"""A division's, commodity's or site's name (a regex, matched case-insensitively)."""

LIST_ITEM_NEXT = re.compile(
    rf"(?:the\s+)?(?:{NAME})\s*(?:[:–—]\s*)?(?:US|A|AU|C)?\$\s?\d", re.IGNORECASE
)
"""A list's next item after a semicolon: a name, then right away its amount."""


def continues_list(text: str, pos: int) -> bool:
    """Whether a semicolon break before ``pos`` runs on into a list's next item."""
    return text[:pos].rstrip().endswith(";") and LIST_ITEM_NEXT.match(text, pos) is not None
