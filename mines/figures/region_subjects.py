"""A region's mines as the subject of a volume verb: "The Pilbara mines shipped 328.6 Mt".

The region names no site but, where it names one commodity (the Pilbara: iron ore), what
its mines ship or produce; read alike by the prose extractor
(:mod:`mines.figures.prose_volumes`) and its verifier (:mod:`mines.figures.verify_volumes`).
Pure.
"""

from __future__ import annotations

import re

from mines.figures.printed import QUANTITY_NOUN
from mines.figures.qualifiers import read_qualifiers
from mines.figures.quantities import NOT_SITE_WORDS
from mines.measures.sites import (
    REGIONAL_SITES,
    SITE_COMMODITY,
    SITE_COMPANY,
    VOLUME_METRICS,
    find_sites,
    regional_spans,
)
from mines.numbers import find_figures
from mines.question.companies import company_spans

__all__ = [
    "money_site_subject",
    "FROM_REGION",
    "named_place",
    "place_subject",
    "region_after",
    "region_named",
    "region_subject",
    "regional_site",
    "subject_part",
]

_REGION_SUBJECT = re.compile(
    r"\b(?P<region>(?-i:[A-Z][a-z]+))\s+(?:mines?|operations?|assets?|sites?)"
    r"(?:\s+(?:together|again|also|once\s+more|\w+ly))?"
    r"(?:\s+(?:mined|railed|hauled|produced|crushed|processed)\s+(?:and|&))?\s*$",
    re.IGNORECASE,
)
"""A region's mines as a volume verb's subject ("the Pilbara mines shipped", "The Pilbara
operations again railed", "... railed and shipped"): the region's one commodity is what
they ship."""


_BARE_REGION = re.compile(
    r"\bthe\s+(?P<region>(?-i:[A-Z][a-z]+))(?:\s+(?:again|also|alone|\w+ly))?\s*$", re.IGNORECASE
)
"""A region alone as the subject ("while the Pilbara shipped 328.6Mt"): its mines."""


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
    m = m or (None if company in REGIONAL_SITES else _BARE_REGION.search(lead))
    if m and any(
        c == company and m["region"].lower() in s.lower() for s, c in SITE_COMPANY.items()
    ):
        m = None
    scope = read_qualifiers(m["region"]).get("scope", frozenset()) if m else frozenset()
    commodities = [c for c in scope if any(c == key for key, _ in VOLUME_METRICS)]
    return [(m.start(), commodities[0])] if m and len(scope) == len(commodities) == 1 else []


FROM_REGION = re.compile(
    rf"\s*(?:{QUANTITY_NOUN}|t)?(?:\s+of\s+(?:iron\s+)?ore)?\s+(?:from|out\s+of)\s+"
    r"(?P<where>(?:the\s+)?(?-i:[A-Z][a-z]+))(?=\s*(?:[,.;)]|\s+(?:and|in|for|during|over)\b|$))",
    re.IGNORECASE,
)
"""A region a volume left, right after the value ("328.6Mt from the Pilbara", "328.6 million
tonnes of ore out of the Pilbara"): the region's shipments, never another's."""


def region_after(
    sentence: str, lead_start: int, verb: tuple[int, int], company: str | None
) -> list[tuple[int, str]]:
    """``[(offset, commodity)]`` of a region naming one commodity after a verb's tonnage.

    ``verb``: where the verb starts and ends; the offset is the verb's from ``lead_start``.

    "shipped 328.6Mt from the Pilbara", "moved 328.6 million tonnes of ore out of the
    Pilbara": the tonnage right after the verb left that region (iron ore). None for a
    company whose mines there are one asset reported apart (BHP's WAIO).
    """
    verb_end = verb[1]
    value = find_figures(sentence[verb_end : verb_end + 40])[:1]
    if (
        company in REGIONAL_SITES
        or not value
        or sentence[verb_end : verb_end + value[0].start].strip()
    ):
        return []
    m = FROM_REGION.match(sentence, verb_end + value[0].end)
    if m and any(
        c == company and m["where"].split()[-1].lower() in s.lower()
        for s, c in SITE_COMPANY.items()
    ):
        return []  # MinRes' Pilbara Hub: which of its assets the region's mines are is unsure
    scope = read_qualifiers(m["where"]).get("scope", frozenset()) if m else frozenset()
    commodities = [c for c in scope if any(c == key for key, _ in VOLUME_METRICS)]
    return [(verb[0] - lead_start, commodities[0])] if len(scope) == len(commodities) == 1 else []


def region_named(
    sentence: str, lead_start: int, verb: tuple[int, int], company: str | None
) -> list[tuple[int, str]]:
    """The region of a verb's tonnage, as its subject or as where the tonnage left.

    "The Pilbara mines shipped 328.6 Mt", else "shipped 328.6Mt from the Pilbara".
    """
    lead = sentence[lead_start : verb[0]]
    return region_subject(lead, company) or region_after(sentence, lead_start, verb, company)


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


_PLACE = r"(?-i:[A-Z][A-Za-z'’-]+)(?:\s+(?-i:[A-Z][A-Za-z'’-]+)){0,2}"
_SITE_NOUN = (
    r"(?:(?:gold|copper|lithium|nickel|iron\s+ore|open[\s-]+pit|underground)\s+)?"
    r"(?:mines?|operations?|sites?|hubs?|projects?|complex|pits?|mills?|centres?|camps?)"
)
_PLACE_SUBJECT = re.compile(
    rf"(?:^|[\s(])(?:(?:the|its|our|their)\s+)?(?P<place>{_PLACE})(?:['’]s?)?\s+{_SITE_NOUN}"
    r"(?:\s+(?:alone|again|also|together|\w+ly))?\s*$",
    re.IGNORECASE,
)
"""An unlisted place's mine as the clause's subject: "the Jundee mine ", "The Kalgoorlie
operations again "."""

_FRONTED_PLACE = re.compile(
    rf"^\W*(?:(?:in|during|over|for)\s+[^,]{{1,25}},?\s+)?at\s+(?:the\s+)?(?P<place>{_PLACE})"
    rf"(?:\s+{_SITE_NOUN})?\s*,\s*",
    re.IGNORECASE,
)
"""An unlisted place fronted before its clause: "At Kalgoorlie, 512 koz was sold"."""

_NOT_PLACE = frozenset(
    "All Other Others Both Each Every Existing Core Key Main Major Remaining Continuing "
    "Owned Operated Company New Older Smaller Larger Domestic Offshore Overseas".split()
)
"""Capitalised words opening a subject that name no place ("All operations produced")."""


def place_subject(lead: str) -> str | None:
    """The place whose mine is the subject of ``lead``'s clause, unlisted as a site, else None.

    ``lead``: a volume's sentence up to its label or value. "In FY24 the Jundee mine " and
    "At Kalgoorlie, " name a part of the company by its place: the volume is that place's,
    never the company's. Pronouns, heading words and company names are no place.
    """
    start = ([m.end() for m in _OPEN.finditer(lead)] or [0])[-1]
    m = _PLACE_SUBJECT.search(lead, start) or _FRONTED_PLACE.match(lead, start)
    if m is None or (m.re is _FRONTED_PLACE and find_figures(lead[m.end() :])):
        return None
    return named_place(m["place"])


def named_place(place: str) -> str | None:
    """``place`` without a possessive when its capitalised words name a place, else None.

    Pronouns, heading words ("Total", "All") and company names name no place.
    """
    words = [re.sub(r"['’]s?$", "", w) for w in place.split()]
    if any(w in NOT_SITE_WORDS or w in _NOT_PLACE or company_spans(w) for w in words):
        return None
    return " ".join(words)


_MONEY_SUBJECT = re.compile(
    rf"^\W*(?:(?:the|its|our)\s+)?(?P<place>{_PLACE})(?:['’]s?)?(?P<noun>\s+{_SITE_NOUN})?"
    r"(?:\s*,[^,.;]{3,80},)?(?:\s+(?:again|also|still|alone|\w+ly))?\s+"
    r"(?:delivered|earned|generated|posted|reported|recorded|contributed|made|booked|returned|"
    r"achieved|added|brought\s+in|turned\s+in|[a-z]{2,}ed)\b"
    r"(?!(?:[^.;]|\.(?=\d))*\b(?:group|company|consolidated|total)\b)",
    re.IGNORECASE,
)
"""A site or a place's mine as the subject of a money verb ("WAIO delivered", "The Jundee
mine generated"): the amount is that site's, never the company's."""


def money_site_subject(before: str) -> str | None:
    """The site (known, or a place with a mine's noun) a clause opens with, else None.

    ``before``: the clause's words from its start up to a money figure. "Escondida
    generated $X of EBITDA", "The Jundee mine earned revenue of $X": the site's.
    """
    m = _MONEY_SUBJECT.match(before)
    if m is None:
        return None
    sites = find_sites(m["place"])
    if sites:
        return sites[0]
    place = named_place(m["place"]) if m["noun"] else None
    return f"{place}{m['noun']}" if place else None


def subject_part(sentence: str, label: int, value: int, company: str) -> str | None:
    """The part of ``company`` a volume's subject names by place, else None.

    ``label`` and ``value``: where the volume's label and value start. BHP's Pilbara mines
    (:func:`regional_site`), or an unlisted place's mine (:func:`place_subject`).
    """
    return regional_site(sentence[:value], company) or place_subject(sentence[: min(label, value)])
