"""A company's sole commodity asked of its group figure: the same figure.

"Northern Star's revenue from selling gold": Northern Star sells gold alone, so its
revenue is the gold's, and the group's "Revenue" row answers; asked of a company selling
several commodities, the group's total is no one commodity's and the scope still conflicts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from mines.measures.sites import find_sites
from mines.question.companies import SOLE_COMMODITY

_GROUP_ALIKE = frozenset({"group"})
"""The scope a group-wide figure states (or none)."""
_MONEY_HEADS = frozenset({"revenue", "price"})
"""Heads whose group figure is the sole commodity's: what the company's sales made, and
the average price it received (a gold miner's group price an ounce is its gold's)."""


_PLACE = re.compile(
    r"\b(?:mines?|operations?|projects?|hubs?|sites?|pits?|deposits?|complex|centres?)\b", re.I
)
"""Words naming a place of the company: a mine's gold revenue is that mine's, no group's."""


def sole_commodity_asked(
    wanted: Mapping[str, frozenset[str]],
    stated: Mapping[str, frozenset[str]],
    company: str | None,
    label: str = "",
) -> dict[str, frozenset[str]]:
    """``wanted`` without its scope when that is all ``company`` sells, of group revenue.

    The other way too: the group's revenue or price asked, the sole commodity's stated by a
    ``label`` naming no place ("Thunderbox gold mine revenue" is one mine's).
    """
    sole = SOLE_COMMODITY.get(company or "")
    scope = wanted.get("scope", frozenset())
    own = stated.get("scope", _GROUP_ALIKE)
    if (
        sole is not None
        and scope <= _GROUP_ALIKE
        and own == {sole}
        and wanted.get("head", frozenset()) & _MONEY_HEADS
        and not _PLACE.search(label)
        and not find_sites(label)
    ):
        # "Income from gold and other sales" asked as Northern Star's revenue: its gold's
        # is the group's; a company selling several commodities never has this
        return {**wanted, "scope": own}
    if (
        sole is None
        or scope - _GROUP_ALIKE != {sole}
        or not wanted.get("head", frozenset()) & _MONEY_HEADS
        or stated.get("scope", _GROUP_ALIKE) - _GROUP_ALIKE
    ):
        return dict(wanted)
    return {axis: values for axis, values in wanted.items() if axis != "scope"}
