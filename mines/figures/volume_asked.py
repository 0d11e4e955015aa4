"""A volume asked in words naming no head: "what volume did the business move".

"Volume", "tonnage" or "ounces" asks a physical quantity, though no word says produced,
shipped or sold; money ("Mining Services revenue") is never it, however many words of
the part's name the two share.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

_VOLUME_WORD = re.compile(r"\b(?:volumes?|tonnages?|tonnes|tons|ounces|throughput)\b", re.I)
_MONEY_WORD = re.compile(
    r"\b(?:revenues?|income|sales\s+revenue|profits?|earnings|ebitda|ebit|cash|costs?|"
    r"prices?|capex|expenditure|spend(?:ing)?|dividends?|money|dollars|value|margin)\b|[$%]",
    re.I,
)


def physical_asked(phrase: str, wanted: Mapping[str, frozenset[str]]) -> dict[str, frozenset[str]]:
    """``wanted`` with a physical quantity when ``phrase`` asks a volume and says no more."""
    if "quantity" in wanted or wanted.get("head") or wanted.get("form"):
        return dict(wanted)
    if not _VOLUME_WORD.search(phrase) or _MONEY_WORD.search(phrase):
        return dict(wanted)
    return {**wanted, "quantity": frozenset({"physical"})}
