"""A result named by whom it is owed to: the members' (attributable) profit or loss.

Five-year summaries and Appendix 4E tables name the bottom line by the owners it goes to:
"Net result accruing to members", "Half's outcome owing to members", "What the year left
for members of the parent entity", "Loss after tax owing to members". What such a label
holds is the profit (or loss) attributable to the parent's owners, though no word of it is
"profit": the result, outcome or what is left, said to be the members'. Cash left for owners
and lenders is free cash, never this (no cash is the members' result); a dividend, equity or
capital returned to members is no result either (none of those words make one).
"""

from __future__ import annotations

import re

_MEMBERS = r"(?:members|(?:share|equity)\s*holders|owners\s+of\s+the\s+(?:parent|company))\b"
"""The parent's owners (bare "owners" may be "owners and lenders")."""

OWNED_BY_MEMBERS = re.compile(
    r"\battributable\b|\b(?:to|of|for)\s+(?:the\s+)?(?:BHP\s+|Rio\s+Tinto\s+|group\s+)?"
    rf"{_MEMBERS}|归属",
    re.IGNORECASE,
)
"""Words making a result the parent's members' ("attributable", "to members", "left for
shareholders")."""

RESULT_OWED = (
    r"(?<!cash\s)\b(?:result|outcome|left|loss(?:es)?)\b"
    rf"(?=(?:\s+[\w'’-]+){{0,4}}?\s+(?:to|for)\s+(?:the\s+)?{_MEMBERS})"
)
"""A result, outcome, loss or what was left, said to be the members' ("outcome owing to
members", "what the year left for members"): a profit's head, as a pattern's text."""
