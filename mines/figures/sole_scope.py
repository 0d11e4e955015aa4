"""A company's sole commodity asked of its group figure: the same figure.

"Northern Star's revenue from selling gold": Northern Star sells gold alone, so its
revenue is the gold's, and the group's "Revenue" row answers; asked of a company selling
several commodities, the group's total is no one commodity's and the scope still conflicts.
"""

from __future__ import annotations

from collections.abc import Mapping

from mines.question.companies import SOLE_COMMODITY

_GROUP_ALIKE = frozenset({"group"})
"""The scope a group-wide figure states (or none)."""
_MONEY_HEADS = frozenset({"revenue"})
"""Heads whose group total is the sole commodity's: what the company's sales made."""


def sole_commodity_asked(
    wanted: Mapping[str, frozenset[str]],
    stated: Mapping[str, frozenset[str]],
    company: str | None,
) -> dict[str, frozenset[str]]:
    """``wanted`` without its scope when that is all ``company`` sells, of group revenue."""
    sole = SOLE_COMMODITY.get(company or "")
    scope = wanted.get("scope", frozenset())
    if (
        sole is None
        or scope - _GROUP_ALIKE != {sole}
        or not wanted.get("head", frozenset()) & _MONEY_HEADS
        or stated.get("scope", _GROUP_ALIKE) - _GROUP_ALIKE
    ):
        return dict(wanted)
    return {axis: values for axis, values in wanted.items() if axis != "scope"}
