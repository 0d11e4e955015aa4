"""A dividend named by the half it rewards: the final one, whatever half it is paid in."""

from __future__ import annotations

import re

SECOND_HALF_DIVIDEND = re.compile(
    r"\b(?:second|2nd|latter)[\s-]half\s+(?:(?:cash|ordinary|base|fully[\s-]franked)\s+)?"
    r"(?:dividends?|distributions?|payouts?)\b|\b(?:h2|2h)\s+(?:dividends?|distributions?)\b|"
    r"\b(?:dividends?|distributions?|payouts?)\s+(?:[^.?!;]{0,25}?\b(?:declared?|determined?|"
    r"announced?|pa(?:id|y))\s+)?for\s+the\s+second\s+half\b(?!\s+of\s+calendar)",
    re.IGNORECASE,
)
"""A dividend named by the half it rewards ("second-half dividend", "the distribution for
the second half"): the final one, declared with the full year's result and reported for the
year. One paid *in* the second half is the interim (paid months after the first half)."""
