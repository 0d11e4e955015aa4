"""The classes of asset a line of capital spending names, and a line wider than the asked one.

"Payments for property, plant and equipment" is money for plant alone. A line that adds
another class of asset ("... and mine development", "... and intangible assets", "... and
capitalised exploration", "... and evaluation") is a wider total: it never answers what
was paid for plant and equipment alone, unless the question names the added class too.

Pure: compiled patterns.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_CLASSES = {
    "development": re.compile(
        r"\b(?:mine|mining|project|deferred)\s+development\b|\bdevelopment\s+"
        r"(?:assets?|expenditure|costs?|properties)\b|\band\s+development\b",
        _I,
    ),
    "intangibles": re.compile(r"\bintangible(?:s|\s+assets)?\b|\bsoftware\b", _I),
    "exploration": re.compile(r"\bexploration\b|\bevaluation\b", _I),
    "stripping": re.compile(r"\b(?:deferred|capitali[sz]ed)\s+(?:waste\s+)?stripping\b", _I),
}
"""The classes of asset beyond property, plant and equipment a spending line may add."""


def asset_classes(text: str) -> frozenset[str]:
    """The asset classes beyond plant and equipment ``text`` names."""
    return frozenset(name for name, words in _CLASSES.items() if words.search(text))


def wider_than_plant(phrase: str, label: str) -> frozenset[str]:
    """The asset classes ``label`` adds to plant and equipment that ``phrase`` never names."""
    return asset_classes(label) - asset_classes(phrase)
