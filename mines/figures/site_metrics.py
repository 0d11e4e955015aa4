"""A site's own registry metric for a volume, on the ownership basis the figure states.

The registry names some sites' volumes apart, on one ownership basis (Onslow's shipments
on a 100% basis). A volume stated for such a site on the other basis ("our share was ...")
is the site's volume under the commodity's metric, never the 100% metric: its basis said
in its own words must agree. Read alike for table rows (:mod:`mines.figures.table_figures`)
and sentences (:mod:`mines.figures.prose`). Pure.
"""

from __future__ import annotations

import re

from mines.figures.ownership_words import FULL, SHARE, ownership_of
from mines.figures.qualifier_conflicts import implied
from mines.measures.sites import SITE_METRICS

__all__ = ["site_metric"]

_SHARE_WORDING = re.compile(r"(?:^|,\s*)share$")
"""The basis a sentence's qualifier states as the prose reader words it ("Onslow, share")."""

_BASE = {own: (site, base) for (site, base), own in SITE_METRICS.items()}


def site_metric(site: str, metric: str, printed: str, unstated: bool = False) -> str:
    """``site``'s own metric for a volume of ``metric``, or ``metric``.

    ``printed``: the figure's words (a row with its title, or a sentence's qualifier). A
    site metric of one ownership basis needs that basis printed; with ``unstated`` (a
    sentence naming the site and no basis) it is kept unless another basis is printed.
    """
    base = _BASE.get(metric)
    if base is not None and base[0] == site:  # the site's metric, read by its verb already
        metric = base[1]
    own = SITE_METRICS.get((site, metric))
    basis = implied(own).get("ownership") if own else None
    said = ownership_of(printed) or (SHARE if _SHARE_WORDING.search(printed) else None)
    if own is None or (basis and said != FULL and not (unstated and said is None)):
        return metric
    return own
