"""Volume rows of a table: a commodity or a site printed alone, with a tonnes or ounces unit.

An operations table often names no measure in its rows: "Output by asset" with a row
"Western Australia Iron Ore | Mt | 290 | 256.6", "Volumes, BHP share" with "All copper
(kt)". The unit says the row is a physical volume; the title says whether it is production
("output", "production", "volumes", "mined") or shipments ("shipments", "exports", "sales";
"Operations" alone says neither); the label is a commodity ("Iron ore", "Copper, all
assets") or a known site of the company ("Western Australia Iron Ore", "Escondida").
Such a row is that commodity's (that site's) production or shipments. A title naming
reserves, guidance, capacity or costs is no volume table; a row naming anything beyond
the commodity or site is left to the registry.

The ownership basis of such a row may be printed in its column heading ("Whole of
operation (100%)", "Our interest") or the table's title ("Volumes, BHP share"), not in the
row: :func:`cell_ownership` reads them in that order after the row's own words.

This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re

from mines.figures.labels import label_metric
from mines.figures.ownership_words import ownership_of
from mines.measures.sites import SITE_ALIASES, SITE_COMMODITY, SITE_COMPANY, find_sites

_I = re.IGNORECASE
_SHIPMENTS_TITLE = re.compile(r"\b(?:shipments?|shipped|exports?|exported|sales|sold|railed)\b", _I)
_PRODUCTION_TITLE = re.compile(
    r"\b(?:output|production|produced|volumes?|mined)\b",
    _I,
)
_NOT_VOLUME_TITLE = re.compile(
    r"\b(?:reserves?|resources?|guidance|outlook|forecasts?|targets?|capacity|costs?|prices?|"
    r"revenue|ebitda|margin|sensitivit\w*|grades?)\b",
    _I,
)
_COMMODITY = re.compile(
    r"^(?:(?:all|total|group)\s+)?(?P<c>iron\s+ore|copper|gold|lithium|spodumene|nickel|"
    r"alumini?um|alumina|bauxite|(?:metallurgical\s+|energy\s+|thermal\s+)?coal|potash|"
    r"uranium|zinc|silver)$",
    _I,
)
_PRODUCT = re.compile(r"\b(?:concentrate|spodumene|sc6)\b", _I)
"""What a lithium site ships: "Wodgina concentrate", "Mt Marion spodumene"."""
_OWN_HEAD = {"iron ore": "Iron ore", "copper": "Copper", "lithium": "Spodumene"}
"""Commodities whose production and shipments are registry metrics ("Iron ore shipments")."""
PHYSICAL_UNITS = frozenset({"tonnes", "ounces"})


def volume_head(title: str) -> str | None:
    """``"shipments"`` or ``"production"`` as a table's title names its volumes, else None.

    A title naming both ("Production and shipments") leaves a bare row undecided: None.
    """
    if not title or _NOT_VOLUME_TITLE.search(title):
        return None
    shipped = _SHIPMENTS_TITLE.search(title)
    produced = _PRODUCTION_TITLE.search(title)
    if shipped and produced and produced.group(0).lower() not in {"volume", "volumes"}:
        return None  # "Production and shipments": a bare row could be either
    if shipped:
        return "shipments"
    return "production" if produced else None


def _commodity(core: str) -> str | None:
    """The commodity a row label is, alone ("Iron ore", "Copper, all assets", "All copper")."""
    first = core.split(",", 1)[0].strip()
    m = _COMMODITY.match(first)
    return " ".join(m.group("c").lower().split()) if m else None


_VOLUME_FILLER = re.compile(r"\b(?:tonnes?|tonnage|ounces?|volumes?|ore|total)\b", _I)


def _measure_row(core: str) -> str | None:
    """``"shipments"`` or ``"production"`` when a row label is that volume alone.

    "Tonnes exported, both hubs" or "Production": the words before the first comma name
    the volume and nothing else (a cost, a grade or a price is no volume).
    """
    first = core.split(",", 1)[0]
    head = volume_head(first)
    if head is None:
        return None
    rest = _VOLUME_FILLER.sub(" ", _SHIPMENTS_TITLE.sub(" ", _PRODUCTION_TITLE.sub(" ", first)))
    return head if not rest.strip() else None


def _site(core: str, company: str) -> str | None:
    """The known site of ``company`` a row label names alone ("Western Australia Iron Ore")."""
    first = core.split(",", 1)[0].strip()
    sites = find_sites(first)
    if len(sites) != 1 or SITE_COMPANY.get(sites[0]) != company:
        return None
    rest = re.sub(r"\b(?:mine|operations?|asset|hub|joint\s+venture|jv)\b", "", first, flags=_I)
    # "Wodgina concentrate exported": the site's product and the volume's own verb
    rest = _SHIPMENTS_TITLE.sub("", _PRODUCTION_TITLE.sub("", _PRODUCT.sub("", rest)))
    for name in (sites[0], *sorted(SITE_ALIASES.get(sites[0], ()), key=len, reverse=True)):
        rest = re.sub(re.escape(name), "", rest, flags=_I)
    return sites[0] if not re.sub(r"[\s,()'’.-]+", "", rest) else None


def volume_row(
    core: str, title: str, company: str
) -> tuple[tuple[str | None, str | None, bool], str | None] | None:
    """``(hit, site)`` of a volume row, or None when ``core`` is no commodity or site alone.

    The caller has checked the row's unit is tonnes or ounces. ``hit`` is the registry
    metric of the commodity's production or shipments (metric None when the registry has
    none, e.g. aluminium); ``site`` the site named, else None.
    """
    head = volume_head(title)
    site = _site(core, company)
    commodity = SITE_COMMODITY.get(site or "") if site else _commodity(core)
    if head is None and commodity is None and not _NOT_VOLUME_TITLE.search(title):
        # "Tonnes exported" under "Iron ore, million wet metric tonnes": the title names the
        # commodity, the row the volume
        head, commodity = _measure_row(core), _commodity(title)
    if head is None or commodity is None:
        return None
    said = volume_head(core.split(",", 1)[0])
    if said is not None and said != head:
        return None  # "Wodgina concentrate produced" under a title of shipments
    name = _OWN_HEAD.get(commodity)
    hit = label_metric(f"{name} {head}") if name else None
    return (hit or (None, None, False)), site


def cell_ownership(row_label: str, column: str, title: str) -> str | None:
    """The ownership basis of a volume cell: the row's words, its column's, the title's."""
    for text in (row_label, column, title):
        found = ownership_of(text)
        if found:
            return found
    return None
