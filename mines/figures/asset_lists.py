"""Capital spent on a list of the company's assets: "into mines, smelters and a new project".

A results story often says where the year's capital went by listing what it bought:
"poured US$X into mines, smelters and the Simandou project", "spending $X on plant and
projects", "reinvested in mines, mills and the KCGM expansion". A list naming the
company's assets at large (mines, mills, plant, projects; no commodity, division or site
on them) is the whole year's spending even when a named project is one of its items. A
list whose every item is named (a site, a division's mines, one project) is the spending
on those parts, and nothing is read. Pure: compiled patterns.
"""

from __future__ import annotations

import re

from mines.figures.qualifiers import read_qualifiers
from mines.measures.sites import find_sites

_I = re.IGNORECASE

OBJECT_TAIL = (
    r"(?!\s+(?:of|at|in|for)\b(?!\s+(?:the\s+)?(?:(?:full|financial|fiscal|first|second|last|past)"
    r"[\s-]+)*(?:calendar\s+)?(?:year|half|six\s+months|twelve\s+months|period|FY\s?\d|[12]H|H[12]|"
    r"(?:19|20)\d\d)))"
    r"(?!\s+(?:maintenance|repairs?|upkeep|hire|leases?|rentals?)\b)"
)
"""After a capital object: "in the business of", "on development at Mt Holland" name a part,
not the year's spending ("on new plant in 2024" is dated); "plant maintenance" is no
capital at all."""

_ASSET = (
    r"(?:mines?|pits?|shafts?|mills?|smelters?|refiner(?:y|ies)|concentrators?|plants?|"
    r"equipment|fleets?|trucks?|rail(?:ways?|roads?)?|roads?|ports?|pipelines?|hubs?|"
    r"infrastructure|facilities|projects?|assets?|operations|expansions?|developments?)"
)
_ITEM = (
    r"(?:(?:the|its|their|a|an|new|other|existing)\s+){0,2}"
    rf"(?:[A-Za-z][A-Za-z-]*\s+){{0,2}}?{_ASSET}\b"
)
_LIST = re.compile(
    rf"\s+(?:on|in|into)\s+(?P<first>{_ITEM})"
    rf"(?P<rest>(?:\s*,\s*(?:and\s+)?{_ITEM}|\s+(?:and|&)\s+(?:on\s+|in\s+)?{_ITEM}){{1,4}})"
    + OBJECT_TAIL,
    _I,
)
_SPLIT = re.compile(r"\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+(?:on\s+|in\s+)?", _I)
_NAMED_KIND = re.compile(r"\b(?:expansions?|developments?)\b", _I)
"""An expansion or a development is one project's spending, never the assets at large."""


def _at_large(item: str) -> bool:
    """Whether a listed item is the company's assets at large: no name, site or division."""
    return (
        item == item.lower()
        and not _NAMED_KIND.search(item)
        and not find_sites(item)
        and not set(read_qualifiers(item).get("scope", frozenset())) - {"group"}
    )


def asset_list_end(sentence: str, at: int) -> tuple[int, str] | None:
    """Where a list of assets the amount went on ends and its words, when one starts at ``at``.

    At least two items, one of them the assets at large ("mines", "plant", "its projects");
    the words keep those items only: a site or project named beside them ("and the KCGM
    expansion") is one of the things bought, not the part of the company the amount is of.
    None when no such list starts at ``at``.
    """
    found = _LIST.match(sentence, at)
    if found is None:
        return None
    items = [found.group("first"), *_SPLIT.split(found.group("rest"))]
    large = [i.strip() for i in items if i.strip() and _at_large(i.strip())]
    if not large:
        return None
    on = sentence[at : found.start("first")].strip()
    return found.end(), f"{on} {' and '.join(large)}"
