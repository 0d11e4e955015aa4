"""A site's volume named by a noun of volume after the site.

"The Pilbara Hub recorded FY25 shipments of 9.7 Mt", "Wodgina's output for the year was
201 kt". The site says what is mined (the hub: iron ore), the noun whether it was produced or
shipped. The extractor and the verifier read it here alike, so a site's figure is labelled
as that site's and a question about the whole company never takes it.
"""

from __future__ import annotations

import re

from mines.measures.sites import (
    COMMODITY_NAMED,
    SITE_COMMODITY,
    SITE_METRICS,
    VOLUME_METRICS,
    contributed_head,
    match_sites,
)
from mines.numbers import find_figures

_NOUN_BEFORE = re.compile(
    r"\b(?P<noun>production|output|shipments|exports)(?:\s+volumes?)?"
    r"(?:\s+(?:for|in|during|over|across)\s+the\s+(?:(?:full|financial|fiscal)[\s-]+)?"
    r"(?:year|half|period|six\s+months))?"
    r"\s+(?:of|was|were|totalled|totaled|reached|came\s+to|amounted\s+to|hit|"
    # "Pilbara exports held at", "shipments edged up 1 per cent to": the level it ended at
    r"(?:held|stood|steadied|were\s+steady|remained)(?:\s+steady)?\s+at|"
    r"(?:rose|fell|climbed|slipped|eased|dipped|grew|dropped|lifted|increased|decreased|"
    r"edged\s+(?:up|down|higher|lower))(?:\s+[\d.]+\s*(?:%|per\s*cent))?\s+to)\s+"
    r"(?:a\s+record\s+|record\s+|a\s+total\s+of\s+)?$",
    re.IGNORECASE,
)
"""A noun of volume and its verb or "of" right before a value ("shipments of 9.7mt")."""

_OTHER_CLAUSE = re.compile(r"\b(?:and|while|whereas|but|yet|although|though)\b", re.I)
"""A joint opening another clause between the site and the noun: its subject is another."""

_NOUN_AFTER = re.compile(
    r"(?:\s*\([^()]{0,20}\))?\s+(?:of|in)\s+(?:(?:iron\s+ore|ore|concentrate)\s+)?"
    r"(?:production|output|shipments|exports)\b",
    re.IGNORECASE,
)
"""A noun of volume right after the value ("the hub delivered 9.7 Mt of shipments")."""

_SITE_REACH = 80
"""How far before the noun the site may stand to be its subject."""


def site_noun_volume(sentence: str, value_start: int) -> tuple[str, int, str] | None:
    """The metric, label start and site of a volume a site and a noun of volume name.

    The noun may follow the value instead ("the hub delivered 9.7 Mt of shipments"). The
    nearest site before the noun (or the value), in its clause (no ";" and no other figure between
    them; a year may stand there: "recorded FY25 shipments"), must mine one commodity the
    registry names a volume of. None when not so.
    """
    noun = _NOUN_BEFORE.search(sentence, max(0, value_start - 80), value_start)
    value = find_figures(sentence[value_start:])[:1]
    after = _NOUN_AFTER.match(sentence, value_start + value[0].end) if value else None
    if noun is None and after is None:
        return None
    subject_end = noun.start() if noun is not None else value_start  # "9.7 Mt of shipments"
    said = noun or after
    head = said.group(0) if said is not None else ""
    lead_start = max(0, subject_end - _SITE_REACH)
    sites = match_sites(sentence[lead_start:subject_end])
    if not sites:
        return None
    start = lead_start + sites[-1][0]
    site = sites[-1][1]
    between = sentence[start:subject_end]
    if ";" in between or find_figures(between) or _OTHER_CLAUSE.search(between):
        return None
    named = {c for c, pattern in COMMODITY_NAMED.items() if pattern.search(between)}
    if named - {SITE_COMMODITY.get(site)}:
        return None  # "copper slipped at Escondida, yet iron ore output reached": not its
    metric = VOLUME_METRICS.get((SITE_COMMODITY.get(site, ""), contributed_head(head) or ""))
    if metric is None:
        return None
    return SITE_METRICS.get((site, metric), metric), start, site
