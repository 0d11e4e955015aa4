"""Divisions the miners name by words no commodity says: the scope each one is.

A company's reporting segments are often named by a brand ("Fortescue Energy"), a group of
metals ("Metals") or a production centre ("Yandal"). Each key is the scope value a figure
or question naming that division gets (:mod:`mines.figures.qualifiers`); a production
centre is a scope of its own, so one centre's figure never answers another's. The words
are regular expressions read case-insensitively; a bare word that also names other things
("energy", "metals") counts only as a division's name: alone (a table row), before
"division", "segment", "business", "arm" or "unit", or right before a result that only a
part of the company earns ("energy EBITDA", "Metals revenue"). Data only.
"""

from __future__ import annotations

_PART = r"(?=\s+(?:division|segment|business|arm|unit)\b)"
_ALONE = r"^\W*{}\W*$"
_RESULT = r"(?=\s+(?:underlying\s+)?(?:ebitda|ebit|revenue|earnings|profit|loss)\b)"

DIVISION_WORDS: dict[str, tuple[str, ...]] = {
    "energy": (
        r"\bfortescue\s+energy\b",
        r"\bfortescue\s+future\s+industries\b",
        r"\bFFI\b",
        rf"\benergy{_PART}",
        rf"\benergy{_RESULT}",
        _ALONE.format("energy"),
    ),
    "iron ore": (rf"\bmetals{_PART}", rf"\bmetals{_RESULT}", _ALONE.format("metals")),
    "kalgoorlie": (r"\bkalgoorlie\b", r"\bkcgm\b", r"\bsuper\s+pit\b"),
    "yandal": (r"\byandal\b",),
    "pogo": (r"\bpogo\b",),
}
"""Scope value -> the words naming that division (Fortescue's Energy and Metals segments,
Northern Star's production centres)."""
