"""An amount of a balance that a verb moves: repaid, cleared, raised or drawn, not held.

"Fortescue cleared US$2.6 billion of debt", "the group repaid $500 million of borrowings",
"it drew down US$1 billion of its facilities": the amount is the movement the verb names,
never the balance the object names (gross or net debt at the year's end). The printed
label keeps the verb ("debt cleared"), so that a question for the debt held is refused
while the figure stays on record as printed. Pure: regular expressions only.
"""

from __future__ import annotations

import re

_MOVE_VERB = re.compile(
    r"\b(?P<verb>(?:re)?pa(?:id|ys?|ying)\s+(?:down|off|back)|repa(?:id|ys?|ying)|"
    r"clear(?:ed|s|ing)?|retir(?:ed|es?|ing)|reduc(?:ed|es?|ing)|cut(?:s|ting)?|"
    r"slash(?:ed|es|ing)|trim(?:med|s|ming)?|rais(?:ed|es?|ing)|issu(?:ed|es?|ing)|"
    r"borrow(?:ed|s|ing)?|(?:drew|draws?|drawn|drawing)(?:\s+down)?|refinanc(?:ed|es?|ing)|"
    r"(?:took|takes?|taking)\s+on|add(?:ed|s|ing)?|extinguish(?:ed|es|ing))"
    r"\s+(?:(?:a\s+further|another|some|about|around|nearly|almost|roughly|over|more\s+than)"
    r"\s+)*$",
    re.IGNORECASE,
)
"""Right before an amount: a verb that moves a balance ("repaid", "paid down", "drew")."""
_BALANCE_HEAD = re.compile(
    r"\b(?:debt|borrowings?|loans?|notes|bonds|liabilit(?:y|ies)|leases?|facilit(?:y|ies))$",
    re.IGNORECASE,
)
"""The last word of a label naming a balance owed."""


def moved_balance(sentence: str, number_start: int, floor: int, label: str) -> str | None:
    """``label`` with the verb that moved the balance it names ("debt cleared"), or None.

    None when the label names no balance owed or no such verb stands right before the
    amount (from ``floor``, the clause's start).
    """
    if not _BALANCE_HEAD.search(label.strip()):
        return None
    verb = _MOVE_VERB.search(sentence, max(floor, number_start - 60), number_start)
    if verb is None:
        return None
    return f"{label.strip()} {' '.join(verb.group('verb').lower().split())}"
