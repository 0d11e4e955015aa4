"""Volumes in prose: labels made of a verb, and the site and ownership basis a figure states.

A verb or a noun of volume names a metric ("sold 1,621 koz of gold", "output of 218 kt of
spodumene concentrate"), for each item of a list it governs; a known site before a verb of
production or shipment names the commodity ("Escondida alone producing 644kt"). The site
and ownership basis ("Rio Tinto's share", "on a 100% basis") a sentence states for an
operational figure are read here too. Part of the prose reader (:mod:`mines.figures.prose`).
"""

from __future__ import annotations

import re

from mines.figures.labels import LabelHit
from mines.figures.ownership_words import ownership_of
from mines.figures.quantities import (
    NOT_SITE_WORDS,
    OPERATIONAL_KINDS,
    OWNERSHIP,
)
from mines.measures.sites import (
    SITE_COMMODITY,
    VOLUME_METRICS,
    VOLUME_VERB,
    find_sites,
    match_sites,
)
from mines.measures.words import VERB_METRICS, VOLUME_NOUNS, VOLUME_VERBS
from mines.numbers import Number

# A tonnage or ounces and the commodity after it: "17.3 million wet tonnes of iron ore",
# "485 kt (dry) of spodumene concentrate", "1,621 koz of gold".
_VOLUME_ITEM = (
    r"[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+|[kM]\s*)?(?:(?:wet|dry)\s+(?:metric\s+)?)?"
    r"(?:koz|Moz|oz|ounces|Mt|kt|wmt|dmt|tonnes|t)\b(?:\s*\((?:wet|dry)[^()]{0,20}\))?"
    r"\s+(?:of\s+)?(?:SC6\s+(?:equivalent\s+)?)?(?:(?:spodumene\s+)?concentrate\s+|payable\s+)?"
    r"(?:(?:the\s+)?(?:Pilbara|hematite)\s+)?"  # "331.8 Mt of Pilbara iron ore"
    r"(?P<commodity>gold|iron\s+ore|copper|spodumene|lithium)\b"
)


_VERB = re.compile(
    rf"\b(?:(?P<verb>{VOLUME_VERBS})|(?P<noun>{'|'.join(VOLUME_NOUNS)})\s+(?:of|was|were|"
    r"totalled|totaled|reached))\s+(?:a\s+record\s+|record\s+|a\s+total\s+of\s+)?" + _VOLUME_ITEM,
    re.IGNORECASE,
)
"""A verb, or a noun of volume ("output of 218 kt of spodumene concentrate"), before a
tonnage and its commodity."""


_NEXT_ITEM = re.compile(r"(?P<join>\s*,\s*(?:and\s+)?|\s+and\s+)" + _VOLUME_ITEM, re.IGNORECASE)
"""The next item of a list the verb governs: "shipped 17 Mt of iron ore and 485 kt of
spodumene" (the verb is not printed again)."""


_VOLUME_VERB = re.compile(
    rf"\b{VOLUME_VERB}\s+(?:a\s+record\s+|record\s+|a\s+total\s+of\s+|some\s+)?"
    r"(?=[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+)?(?:Mt|kt|wmt|dmt|tonnes|t)\b)",
    re.IGNORECASE,
)
"""A verb of production or shipment right before a tonnage ("Escondida alone producing
644kt", "the venture shipped 14mt"): the site it follows names the commodity."""


_SUBJECT_REACH = 80
"""How far before its verb a site may stand to be the verb's subject."""


_SITE_AT = re.compile(
    r"\b(?:at|from)\s+(?:the\s+)?(?P<site>(?:[A-Z][A-Za-z'’-]+|Mt)(?:\s+(?:[A-Z][A-Za-z'’-]+|Iron|Hub))"
    r"{0,3})"
)


_NOT_SITE = re.compile(
    r"^(?:FY|H[12]|January|February|March|April|May|June|July|August|September|October|"
    r"November|December|US|A|The|Group|BHP|Rio|Fortescue|Northern|Mineral|Minerals|Our)\b"
)


_SITE_BEFORE = re.compile(r"(?P<site>(?:[A-Z][A-Za-z'’-]+\s+){1,3})$")


_CLAUSE_END = re.compile(r"[,;]|\s(?:and|while|with)\s")


_CLAUSE_OPEN = re.compile(r";|\s(?:and|while|whereas|with)\s")
"""Where a clause starts that a basis said before a label may belong to (a comma may not)."""


def site_qualifier(sentence: str, hit: LabelHit, num: Number, kind: str) -> str | None:
    """The site and ownership basis the sentence states for ``num`` (``None``: none)."""
    parts: list[str] = []
    own = OWNERSHIP.search(sentence)
    clause = _CLAUSE_END.search(sentence, num.end)
    end = clause.start() if clause else len(sentence)
    stated = ownership_of(sentence[hit.start : end])
    if stated is None and kind in OPERATIONAL_KINDS:
        # the basis may open the clause before the label: "Rio Tinto's share of copper
        # production was 697 kt", "On a 100% basis, WAIO produced 290 Mt"
        opens = [m.end() for m in _CLAUSE_OPEN.finditer(sentence, 0, hit.start)]
        stated = ownership_of(sentence[opens[-1] if opens else 0 : end])
    if own is None and stated and kind in OPERATIONAL_KINDS:
        parts.append(stated)  # a tonnage "shipped 14mt on a 100 per cent basis"
    elif own:
        if own.group("full"):
            parts.append("100% basis")
        elif own.group("attr"):
            parts.append("attributable basis")
        else:
            co = own.group("co") or ""
            parts.append(f"{co.strip()} share" if co.lower() not in {"our", "equity"} else "share")
    if kind in OPERATIONAL_KINDS:
        before = _SITE_BEFORE.search(sentence[max(0, hit.start - 60) : hit.start])
        site = None
        if before:
            words = [w for w in before.group("site").split() if w not in NOT_SITE_WORDS]
            if words and len(words) == len(before.group("site").split()):
                site = " ".join(words)
        if site is None:
            at = _SITE_AT.search(sentence, hit.end, num.start)
            if at and not _NOT_SITE.match(at.group("site")):
                site = at.group("site")
        if site is None:  # the label itself names the site ("WAIO production")
            named = find_sites(sentence[hit.start : hit.end])
            site = named[0] if named else None
        if site is None:  # its clause's subject does: "Mt Marion recorded output of 218 kt"
            site = _subject_site(sentence, hit.start)
        if site:
            parts.insert(0, site)
    return ", ".join(parts) if parts else None


def _subject_site(sentence: str, start: int) -> str | None:
    """The one known site named in the clause before ``start``, no figure between them."""
    opens = [m.end() for m in _CLAUSE_OPEN.finditer(sentence, 0, start)]
    lead = sentence[opens[-1] if opens else 0 : start]
    named = match_sites(lead)
    if len({site for _, site in named}) != 1 or any(ch.isdigit() for ch in lead[named[0][0] :]):
        return None
    return named[0][1]


def verb_hits(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
    """Labels made of a verb: "sold 1,621 koz of gold", "shipped 191.6 Mt of iron ore"."""
    extra: list[LabelHit] = []
    for m in _VERB.finditer(sentence):
        commodity = " ".join(m.group("commodity").lower().split())
        word = "verb" if m.group("verb") else "noun"
        verb = VOLUME_NOUNS.get(m.group(word).lower(), m.group(word).lower())
        metric = VERB_METRICS.get((verb, commodity.split()[0]))
        if metric is None or any(h.start < m.end() and m.start() < h.end for h in hits):
            continue
        extra.append(LabelHit(m.start(word), m.end(word), metric, None, False, m.group(0)))
        item = _NEXT_ITEM.match(sentence, m.end())
        while item is not None:
            commodity = " ".join(item.group("commodity").lower().split())
            metric = VERB_METRICS.get((verb, commodity.split()[0]))
            if metric is None:
                break
            text = f"{verb} {item.group(0)[item.end('join') - item.start() :]}"
            extra.append(LabelHit(item.start(), item.end("join"), metric, None, False, text))
            item = _NEXT_ITEM.match(sentence, item.end())
    return sorted(hits + extra, key=lambda h: h.start) if extra else hits


def site_verb_hits(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
    """Labels made of a site and its verb: "the Escondida mine alone producing 644kt".

    The site (the nearest one before the verb, with no figure between them) says what is
    mined ("Escondida": copper) and the verb whether it was produced or shipped; the label
    runs from the site to the verb. A commodity printed after the tonnage is read by
    :func:`verb_hits`; a site of no single commodity, or one whose volume the registry
    does not name, gives no label.
    """
    extra: list[LabelHit] = []
    for m in _VOLUME_VERB.finditer(sentence):
        lead_start = max(0, m.start() - _SUBJECT_REACH)
        lead = sentence[lead_start : m.start()]
        named = [(pos, site) for pos, site in match_sites(lead)]
        if not named or any(h.start < m.end() and m.start() < h.end for h in hits):
            continue
        pos, site = named[-1]
        start = lead_start + pos
        if any(ch.isdigit() for ch in sentence[start : m.start()]) or ";" in lead[pos:]:
            continue  # the site belongs to an earlier figure or clause
        head = "production" if m.group("made") else "shipments"
        metric = VOLUME_METRICS.get((SITE_COMMODITY.get(site, ""), head))
        if metric is None:
            continue
        text = sentence[start : m.end()].strip()
        extra.append(LabelHit(start, start + len(text), metric, None, False, text))
    return sorted(hits + extra, key=lambda h: h.start) if extra else hits
