"""Volumes named by a unit noun or by ounces alone, and a site set off by an apposition.

"Ounces sold slipped to 773,000" (the noun is the value's unit), "Northern Star poured and
sold 1,634koz" (ounces of a miner of gold alone), "Iron Bridge, the magnetite operation,
shipped". Part of the prose reader (:mod:`mines.figures.prose_volumes`).
"""

from __future__ import annotations

import re

from mines.figures.division_subjects import division_subject
from mines.figures.labels import LabelHit
from mines.figures.result_verbs import company_did
from mines.measures.sites import find_sites
from mines.measures.words import VERB_METRICS, VOLUME_VERBS
from mines.numbers import Number
from mines.question.companies import SOLE_COMMODITY

_UNIT_NOUN_LEAD = re.compile(
    r"(?:^|[;,:]\s*|\b(?:and|while|whereas)\s+)(?:the\s+)?(?:(?P<commodity>gold|iron\s+ore)\s+)?"
    r"(?P<unit>ounces|tonnes)\s+(?P<verb>sold|shipped|produced|mined|exported)\b"
    r"(?P<gap>[^\d;:]{1,40})$",
    re.IGNORECASE,
)
"""A unit noun and a participle leading the clause of the value after it, no figure
between ("Ounces sold slipped to", "Tonnes shipped rose to"): the noun is the value's unit."""


def _unit_noun_metric(before: str, company: str) -> tuple[re.Match[str], str] | None:
    """The unit noun leading ``before`` (its end) and the metric it names for ``company``."""
    m = _UNIT_NOUN_LEAD.search(before[-120:])
    if m is None:
        return None
    unit = m.group("unit").lower()
    commodity = " ".join((m.group("commodity") or SOLE_COMMODITY.get(company, "")).lower().split())
    if not commodity or (commodity == "gold") != (unit == "ounces"):
        return None
    metric = VERB_METRICS.get((m.group("verb").lower(), commodity.split()[0]))
    return (m, metric) if metric is not None else None


def implied_unit(before: str, company: str) -> str:
    """The unit a bare value takes from the unit noun naming it (" ounces", " tonnes"), or "".

    "Ounces sold slipped to 773,000": the value is ounces though printed with no unit.
    ``before`` is the sentence up to the value; a noun that names no metric of
    ``company`` (ounces of an iron ore miner) implies nothing.
    """
    found = _unit_noun_metric(before, company)
    return f" {found[0].group('unit').lower()}" if found else ""


def unit_noun_volume(sentence: str, num: Number, company: str) -> tuple[LabelHit, str] | None:
    """The label of a volume named by a unit noun and a participle before a bare value.

    "Ounces sold slipped to 773,000 from 778,815", "Tonnes shipped rose to 198.4 million":
    the first value after the label is that volume, of the commodity printed with the noun
    or, when none is, of the company's sole commodity (ounces only of gold, tonnes never of
    it). A value with its own unit or currency, a company of several commodities naming
    none, or a figure between the label and the value gives no label.
    """
    if num.unit in _OUNCE_UNITS and not num.currency:
        return _bare_ounces(sentence, num, company)
    if not num.currency and (num.unit in _TONNE_UNITS or _TONNES_AFTER.match(sentence, num.end)):
        return _bare_tonnes(sentence, num, company)
    if num.unit or num.currency:
        return None
    found = _unit_noun_metric(sentence[: num.start], company)
    if found is None:
        return None
    m, metric = found
    offset = max(0, num.start - 120)
    start, end = offset + m.start("unit"), offset + m.end("verb")
    label = sentence[start:end]
    return LabelHit(start, end, metric, None, False, label), label


_OUNCE_UNITS = frozenset({"koz", "Moz", "oz", "ounces"})
_OUNCES_VERB = re.compile(
    rf"\b(?P<verb>{VOLUME_VERBS})\s+(?:(?:a\s+)?record\s+|a\s+total\s+of\s+|some\s+)?$",
    re.IGNORECASE,
)
_OF_WHAT_AFTER = re.compile(r"\s*(?:\([^()]*\)\s*)?of\b", re.IGNORECASE)


def _bare_ounces(sentence: str, num: Number, company: str) -> tuple[LabelHit, str] | None:
    """Ounces after a verb of volume, no commodity printed, for a miner of gold alone.

    "Northern Star poured and sold 1,634koz over FY25": ounces are the gold the verb
    names. A company mining other metals (ounces of silver too), or ounces "of" something
    named after them (read by :func:`verb_hits`), gives no label here.
    """
    if SOLE_COMMODITY.get(company) != "gold" or _OF_WHAT_AFTER.match(sentence, num.end):
        return None
    m = _OUNCES_VERB.search(sentence, max(0, num.start - 40), num.start)
    metric = VERB_METRICS.get((m.group("verb").lower(), "gold")) if m else None
    if m is None or metric is None:
        return None
    label = f"gold {m.group('verb').lower()}"
    return LabelHit(m.start("verb"), m.end("verb"), metric, None, False, label), label


_TONNE_UNITS = frozenset({"mt", "Mt", "kt"})
_TONNES_AFTER = re.compile(
    r"\s*(?:(?:million|thousand)\s+)?(?:(?:wet|dry)\s+(?:metric\s+)?)?tonnes\b", re.I
)
_COMMODITY_SUBJECT = re.compile(
    r"(?:^|\s)(?:the|its|our|their)\s+(?P<commodity>iron\s+ore)\s+"
    r"(?:business|division|operations?|arm|unit|segment|mines)\s*$",
    re.IGNORECASE,
)
"""A part of the company named by its commodity, as a verb's subject ("the iron ore
business shipped 9.1 Mt"): the part's volume is the company's of that commodity."""


_SERVICES_PART = re.compile(
    r"(?:^|\s)(?:(?:the|its|our)\s+)?(?P<part>(?:contracting|contract\s+mining|mining\s+services)"
    r"(?:\s+(?:arm|business|division|unit|segment))?)\s*$",
    re.IGNORECASE,
)
"""The part of a miner that mines for others, as a verb's subject: what it moved is its
volume (no commodity of the company's own)."""


def _services_part(sentence: str, clause: str, verb: re.Match[str]) -> str | None:
    """The services part that moved the tonnes, else None.

    The clause's subject, or the division the sentence opens with when a pronoun stands for
    it ("The contracting arm was the bright spot: it moved ...").
    """
    part = _SERVICES_PART.search(clause)
    if part is None and re.fullmatch(r"\s*it\s*", clause.split(":")[-1]):
        division = division_subject(sentence[: verb.start()].split(":")[0] + " ") or ""
        part = _SERVICES_PART.search(division)
    return " ".join(part.group("part").split()) if part else None


_SERVICES_VERB = re.compile(
    r"\b(?P<verb>moved|hauled|shifted|handled|mined|railed|carted|transported|shipped)\s+"
    r"(?:(?:a\s+)?record\s+|a\s+total\s+of\s+|some\s+)?$",
    re.IGNORECASE,
)
_MATERIAL_AFTER = re.compile(
    r"\s*(?:of\s+(?:(?:the\s+)?(?:iron|client|clients['’]|customer|customers['’])\s+)?"
    r"(?:material|dirt|rock|earth|waste|ore|overburden)\b)?(?!\s*of\b)",
    re.I,
)
"""What a services part moves for others: tonnes of material or ore, even iron ore ("hauled
280 Mt of iron ore"): the part's tonnes, never the group's shipments."""


def _services_moved(sentence: str, num: Number, end: int) -> tuple[LabelHit, str] | None:
    """The tonnes a services part moved for others ("The contracting arm hauled 280 Mt")."""
    m = _SERVICES_VERB.search(sentence, max(0, num.start - 40), num.start)
    if m is None or not _MATERIAL_AFTER.match(sentence, end):
        return None
    clause = re.split(r"[,;:()]|\b(?:and|while|but|whereas)\b", sentence[: m.start()])[-1]
    part = _services_part(sentence, clause, m)
    if part is None:
        return None
    # its volume, whatever the verb: the tonnes it moved ("Mining Services arm volume moved")
    label = f"{part} volume moved" if "services" in part.lower() else f"{part} moved"
    return LabelHit(m.start("verb"), m.end("verb"), "", None, False, label), label


def _bare_tonnes(sentence: str, num: Number, company: str) -> tuple[LabelHit, str] | None:
    """Tonnes after a verb of volume, no commodity printed, where the subject names it.

    "The miner shipped a record 188 million tonnes" (a miner of iron ore alone), "the iron
    ore business shipped 9.1 Mt (wet)": tonnes of that commodity. What a contracting arm
    moved is its own volume, under its printed words ("contracting arm moved"). A site,
    another division not named by its commodity, a company of several commodities, or
    tonnes "of" something named after them give no label here.
    """
    after = _TONNES_AFTER.match(sentence, num.end)
    services = _services_moved(sentence, num, after.end() if after else num.end)
    if services is not None:
        return services  # "The contracting arm hauled 280 million tonnes of material"
    if _OF_WHAT_AFTER.match(sentence, after.end() if after else num.end):
        return None
    m = _OUNCES_VERB.search(sentence, max(0, num.start - 40), num.start)
    if m is None:
        return None
    clause = re.split(r"[,;:()]|\b(?:and|while|but|whereas)\b", sentence[: m.start()])[-1]
    named = _COMMODITY_SUBJECT.search(clause)
    if named is not None:
        commodity = " ".join(named.group("commodity").lower().split())
    elif m.group("verb").lower() == "moved" and (part := _services_part(sentence, clause, m)):
        label = f"{part} moved"  # "The contracting business moved 280 million wet tonnes"
        return LabelHit(m.start("verb"), m.end("verb"), "", None, False, label), label
    elif company_did(sentence, m.start()) and not find_sites(clause):
        commodity = SOLE_COMMODITY.get(company, "")
    else:
        return None
    metric = (
        VERB_METRICS.get((m.group("verb").lower(), commodity.split()[0])) if commodity else None
    )
    if metric is None or commodity == "gold":
        return None
    label = f"{commodity} {m.group('verb').lower()}"
    return LabelHit(m.start("verb"), m.end("verb"), metric, None, False, label), label


_APPOSED_SITE = re.compile(
    r"(?P<site>[A-Z][\w'’ -]{1,40}?),\s+(?:the|its|our|a|an)\s+[^,.;:]{2,60}?,\s*$"
)
"""A site set off by an apposition before its verb ("Iron Bridge, the magnetite operation,
shipped"): the site, and what the apposition says of it, name the volume."""


def apposed_site(before: str) -> str:
    """The site and its apposition ending ``before``, when a known site is named there.

    "Iron Bridge, the magnetite operation, ": those words; else an empty string.
    """
    m = _APPOSED_SITE.search(before)
    return m.group(0) if m is not None and find_sites(m.group("site")) else ""
