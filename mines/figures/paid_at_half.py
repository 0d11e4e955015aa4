"""A payment a share said, right after it, to have been made at the half: the interim one.

"including the 177 cents it paid at the half", "the A$1.08 a share that was declared for
the December half"... a value a share whose own words after it say it was paid, declared
or handed back at (or with) the half-year is the interim dividend, though no dividend word
names it. Which half a month names depends on the company's year, so a month alone ("paid
in March") is not read here.
"""

from __future__ import annotations

import re

from mines.figures.labels import LabelHit
from mines.numbers import Number

_PAID_AT_HALF = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?,?\s+"
    r"(?:(?:it|they|that|which|the\s+board|directors)\s+)?(?:(?:was|were|had|has|have)\s+)?"
    r"(?:already\s+)?(?P<verb>paid|declared|determined|distributed|handed\s+back|returned)\s+"
    r"(?:out\s+)?(?:at|with|on)\s+the\s+(?:first\s+)?(?:half|half[\s-]year(?:\s+results?)?|"
    r"interim(?:\s+results?)?)\b",
    re.IGNORECASE,
)


def paid_at_the_half(sentence: str, num: Number) -> tuple[LabelHit, str] | None:
    """The interim dividend a value a share is, by its words after it, else None."""
    if not (num.unit or "").endswith("per share"):
        return None
    m = _PAID_AT_HALF.match(sentence, num.end)
    if m is None:
        return None
    label = "interim dividend"
    return LabelHit(m.start("verb"), m.end(), "dividends_per_share", None, False, label), label
