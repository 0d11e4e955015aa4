"""Places a question names in words, less the names of measures.

A question may name a place no list of sites holds ("the Gruyere operation"); a name that
is a measure's ("contribute at the EBITDA line") is no place. Sites are read below the
measure words (:mod:`mines.measures.words` reads the sites' regions), so the two meet here.
"""

from __future__ import annotations

from functools import lru_cache

from mines.measures.sites import worded_sites
from mines.measures.words import METRIC_ALIASES


@lru_cache(maxsize=1)
def _measure_names() -> frozenset[str]:
    """Every name of a measure ("EBITDA", "NPAT"), lower case."""
    return frozenset(n.lower() for names in METRIC_ALIASES.values() for n in names)


def worded_places(text: str) -> tuple[str, ...]:
    """:func:`~mines.measures.sites.worded_sites` of ``text`` that name no measure."""
    return tuple(name for name in worded_sites(text) if name.lower() not in _measure_names())
