"""The verifier's reading of a site's volume and of a value restated on another basis.

"The venture at Onslow shipped 14mt", "with WAIO contributing 256.6 Mt", "the hub recorded
shipments of 9.7 Mt": the site names what is mined and whose the value is; "256.6 Mt (290
Mt on a 100% basis)": each value's basis, as the extractor reads them; ", mined copper
883kt and lithium 57kt": a later item of a list of volumes, its own. Part of the verifier
(:mod:`mines.figures.verify_prose`).
"""

from __future__ import annotations

import re

from mines.figures.draft_claims import Claim
from mines.figures.prose_enumerations import volume_item
from mines.figures.prose_volumes import value_basis
from mines.figures.region_subjects import region_after, region_subject, regional_site
from mines.figures.restated_values import other_basis
from mines.figures.similarity import same_measure_words
from mines.figures.site_metrics import site_metric
from mines.figures.site_nouns import site_noun_volume
from mines.figures.verify_reasons import _qualifier_reason
from mines.measures.sites import (
    CONTRIBUTING_VERB,
    SITE_COMMODITY,
    SITE_METRICS,
    VOLUME_METRICS,
    VOLUME_VERB,
    contributed_head,
    find_sites,
    match_sites,
)
from mines.numbers import Number, find_figures

_VOLUME_VERB_BEFORE = re.compile(rf"(?s:.*)\b{VOLUME_VERB}\s+(?:[\w-]+\s+){{0,3}}$", re.I)
"""The last verb of volume before a tonnage ("mined and shipped 331.8 Mt": shipped)."""
_CONTRIBUTING_BEFORE = re.compile(rf"\b{CONTRIBUTING_VERB}\s+$", re.I)


def site_volume_at(
    sentence: str, num: Number, company: str | None = None
) -> tuple[str, int, str] | None:
    """The metric a site and its verb name for the tonnage after them, where, and the site.

    "the venture at Onslow shipped 14mt": the nearest site before the verb, with no other
    figure between them, mines one commodity; the verb says produced or shipped. "The
    Pilbara mines shipped 328.6 Mt": a region's mines of one commodity (of ``company``,
    :func:`region_subject`) name it too, no site (""), unless they are one asset of the
    company (BHP's: WAIO, :func:`regional_site`).
    """
    verb = _VOLUME_VERB_BEFORE.search(sentence, 0, num.start)
    part = None if verb else _CONTRIBUTING_BEFORE.search(sentence, 0, num.start)
    if verb is None and part is None:
        return site_noun_volume(sentence, num.start)  # "the hub recorded shipments of"
    verb_start = verb.start(verb.lastgroup or 0) if verb else part.start() if part else 0
    lead_start = max(0, verb_start - 80)
    sites = match_sites(sentence[lead_start:verb_start])
    region = (
        [] if sites or verb is None else region_subject(sentence[lead_start:verb_start], company)
    )
    if not sites and not region and verb is not None:  # "shipped 328.6Mt from the Pilbara"
        region = region_after(sentence, lead_start, (verb_start, verb.end()), company)
    if not sites and not region:
        return None
    start = lead_start + (sites or region)[-1][0]
    lead = sentence[lead_start:verb_start]
    site = sites[-1][1] if sites else regional_site(lead, company) or ""  # BHP's Pilbara: WAIO
    if any(ch.isdigit() or ch == ";" for ch in sentence[start:verb_start]):
        return None
    if verb is not None:
        head = "production" if verb.group("made") else "shipments"
    else:  # "production reached 263 Mt, with WAIO contributing": the total's noun says
        head = contributed_head(sentence[:start]) or ""
    metric = VOLUME_METRICS.get((SITE_COMMODITY.get(site, "") if sites else region[-1][1], head))
    if metric is None:
        return None
    return site_metric_at(site, metric, sentence, num), start, site


def site_metric_at(site: str, metric: str, sentence: str, num: Number) -> str:
    """``site``'s own metric for the volume ``num``, on the basis ``sentence`` states it.

    "Onslow shipped 14 Mt on a 100% basis; our share was 8.1 Mt": 8.1 Mt is Onslow's iron
    ore shipments, never its 100% metric (:func:`site_metric`), as the extractor reads it.
    """
    basis = value_basis(sentence, num, [n for n in find_figures(sentence) if n.unit != "%"])
    return site_metric(site, metric, f"{site}, {basis}" if basis else site, unstated=True)


def whole_metric(metric: str, qualifier: str) -> str:
    """The metric of the whole a share of a site's volume is checked against.

    "Onslow shipped 14 Mt on a 100% basis; our share was 8.1 Mt", claimed as Onslow's iron
    ore shipments: the whole is read under Onslow's own (100%) metric.
    """
    sites = find_sites(qualifier)
    return SITE_METRICS.get((sites[0], metric), metric) if sites else metric


BASES = ("100% basis", "share")


def restated_reason(claim: Claim, sentence: str, num: Number) -> str | None:
    """A value's own basis, or a restatement's site: "WAIO 256.6 Mt (290 Mt on a 100% basis)".

    The extractor reads 256.6 Mt as the share and 290 Mt as WAIO's on a 100% basis; a value
    stating no basis of its own is checked against the sentence's basis words.
    """
    nums = [n for n in find_figures(sentence) if n.unit != "%"]
    basis = value_basis(sentence, num, nums)
    asked = (claim.qualifier or "").lower()
    if basis and ("100%" in asked or "share" in asked) and ("100%" in asked) != ("100%" in basis):
        return f"the cited value is stated on the {basis}, not the basis claimed"
    if basis is None and (reason := _qualifier_reason(claim, sentence)):
        return reason  # no basis of its own: the sentence's words
    prev = [n for n in nums if n.end <= num.start][-1:]
    site = (
        site_volume_at(sentence, prev[0]) if prev and other_basis(sentence, prev[0], num) else None
    )
    if site and site[2] not in find_sites(f"{claim.qualifier or ''} {claim.label or ''}"):
        return f"the cited value is for {site[2]}"
    return None


_JOINT = re.compile(r"(?:;|,?\s+(?:yet|but|while|whereas|although|though))\s+", re.I)
_VOLUME_NOUN = re.compile(r"\b(?:output|production|shipments|exports)\b", re.I)


def volume_clause(sentence: str, label_end: int, value: int) -> int:
    """Where the value's own clause starts when it names a volume of its own, else 0.

    "Copper production slipped, yet the group's iron ore output reached 257.0 Mt": the
    label before the joint is the other clause's; the value's is "iron ore output".
    """
    joints = list(_JOINT.finditer(sentence, label_end, value))
    if not joints or find_figures(sentence[joints[-1].end() : value]):
        return 0
    return joints[-1].end() if _VOLUME_NOUN.search(sentence, joints[-1].end(), value) else 0


def listed_volume(
    claim: Claim, sentence: str, num: Number, label_end: int
) -> tuple[str | None, int] | None:
    """``(metric, where its name starts)`` of a later item of a list of volumes, else None.

    "Pilbara shipments reached 326Mt, mined copper 883kt, ... and lithium 57kt": each later
    item is its own commodity's or site's, split where the reader splits the list
    (:func:`mines.figures.prose_enumerations.volume_item`), never the first label's. An item
    whose own label is printed ("..., and copper production 883kt", a label ending at
    ``label_end`` past the item's name) is read by that label.
    An item the registry has no metric for ("lithium production") is the claim's metric
    only when the claim's words name it; otherwise no metric (a neighbour's value).
    """
    item = volume_item(sentence, num)
    if item is None or label_end > item.name_start:
        return None
    if item.metric:
        return item.metric, item.name_start
    named_so = same_measure_words(claim.label or "", None, item.label)
    return (claim.metric if named_so else None), item.name_start
