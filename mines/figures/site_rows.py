"""Tables with one row per site and the measure in the value column's heading.

"| Operation | Spodumene concentrate produced (kt dmt) |" under "Year to 30 June 2024",
with rows "Mt Marion | 218" and "Wodgina | 201": the one value column names the measure
(its period is the title's), each row the site it was measured at. A row is a site when it
names a known site of the company (:mod:`mines.measures.sites`), or when the label column
is headed by a word for where a company digs ("Operation", "Mine", "Site", "Asset", "Hub",
"Project") and the row is a proper name. A total row ("Total", "Group") is the company's
figure of the measure; a row naming several sites together is no one site's.

Read by the extractor (:mod:`mines.figures.table_figures`) and the verifier
(:mod:`mines.figures.verify_tables`) alike.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.labels import label_metric
from mines.figures.ownership_words import ownership_of
from mines.figures.period_mentions import period_mentions
from mines.figures.quantities import NOT_SITE_WORDS, OPERATIONAL_KINDS
from mines.figures.volume_rows import names_no_site, worded_volume
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import SITE_COMPANY, find_sites

_I = re.IGNORECASE
_SITES_HEADER = re.compile(
    r"^\s*(?:(?:our|the)\s+)?(?:operations?|mines?|mine\s+sites?|sites?|assets?|hubs?|"
    r"projects?|operating\s+sites?)(?:\s*/\s*\w+)?\s*$",
    _I,
)
"""A label column heading saying each row is a place the company mines."""
_PROPER_NAME = re.compile(r"^(?:Mt\.?\s+|Mount\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}$")
_TOTAL_ROW = re.compile(r"^(?:total|group|group\s+total|consolidated)$", _I)
_SEVERAL = re.compile(
    r"\b(?:hubs|sites|mines|operations|assets)\b|\b(?:together|combined|both|other)\b|&|\band\b",
    _I,
)
_UNIT_BRACKETS = re.compile(r"\s*[(\[][^()\[\]]*[)\]]")
_CHANGE = re.compile(r"\b(?:change|movement|variance|vs\.?|growth|guidance|target|forecast)\b", _I)

Hit = tuple[str | None, str | None, bool]


def measure_words(cell: str, company: str) -> str:
    """A value column's heading without its unit bracket and its period ("FY25 gold sold")."""
    words = _UNIT_BRACKETS.sub("", cell).strip(" :")
    for m in reversed(period_mentions(words, company, None)):
        words = " ".join(f"{words[: m.start]} {words[m.end :]}".split())
    return words


def column_measure(cell: str, company: str) -> Hit | None:
    """The operational metric a value column's heading names, else None.

    "Spodumene concentrate produced (kt dmt)", "Gold sold (koz)", "Iron ore shipments
    (Mt)": the words without their unit bracket are a registry label of a volume, or a
    commodity and a verb of making or sending it. A change, a target or a heading naming
    no measure gives None.
    """
    words = measure_words(cell, company)
    if not words or _CHANGE.search(words):
        return None
    hit = label_metric(words)
    if hit is not None and hit[0] in METRIC_BY_KEY:
        return hit if METRIC_BY_KEY[hit[0] or ""].kind in OPERATIONAL_KINDS else None
    worded = worded_volume(words, company)
    if worded is None or worded[2] is not None:
        return None
    commodity, head, _ = worded
    name = {"iron ore": "Iron ore", "copper": "Copper", "lithium": "Spodumene"}.get(commodity)
    hit = label_metric(f"{name} {head}") if name else None
    return hit if hit is not None and hit[0] in METRIC_BY_KEY else None


def measure_column(header: Sequence[str], periods: Sequence[object]) -> int | None:
    """The index (in ``header``) of the one value column, when only one holds a period."""
    dated = [j for j, period in enumerate(periods, start=1) if period is not None]
    return dated[0] if len(dated) == 1 else None


_LISTED = re.compile(r"\s*(?:,|&|\band\b)\s*", _I)


def names_several(core: str) -> bool:
    """Whether a row label lists two or more names of places, joined by commas or "and".

    "WAIO and Samarco, equity share", "Escondida, Pampa Norte, Copper South Australia,
    Antamina": the sum of those operations, never the one site the registry knows among
    them. A commodity, a measure or a basis after a comma ("Western Australia Iron Ore,
    100% basis", "Iron ore, Pilbara") is no second place.
    """
    names = [
        part
        for part in _LISTED.split(_UNIT_BRACKETS.sub("", core))
        if _PROPER_NAME.match(part.strip())
        and ownership_of(part) is None
        and not names_no_site(part)
        and not _TOTAL_ROW.match(part.strip())
    ]
    return len(names) > 1


def site_of_row(core: str, label_header: str, company: str) -> str | None:
    """The site a row label names alone, else None ("Total" is ``""``: the company's).

    A known site of ``company`` ("Mt Marion", "Western Australia Iron Ore"), or a proper
    name under a label column headed "Operation", "Mine", "Site", "Asset", "Hub" or
    "Project". A row naming sites together, or a word that names no site, is none.
    """
    name = _UNIT_BRACKETS.sub("", core).strip(" :,")
    if _TOTAL_ROW.match(name):
        return ""
    if not name or _SEVERAL.search(name):
        return None
    known = find_sites(name)
    if known:
        return known[0] if len(known) == 1 and SITE_COMPANY.get(known[0]) == company else None
    if not _SITES_HEADER.match(label_header) or not _PROPER_NAME.match(name):
        return None
    return None if name.split()[0] in NOT_SITE_WORDS else name
