"""A label a fronted clause takes off, no name of the value after it.

"After capital spending, the half left US$3.8 billion of free cash": capital spending is
what was deducted; the value's own words follow it ("of free cash"). The verifier reads the
value by those words, as the reader does (:func:`mines.figures.cash_verbs.left_over`).
Pure.
"""

from __future__ import annotations

import re

from mines.numbers import Number

_DEDUCTION_LEAD = re.compile(r"(?:^|[,;]\s*)(?:after|before|excluding|less|net\s+of)\s+$", re.I)


def deducted(sentence: str, start: int, end: int, num: Number) -> bool:
    """Whether the label at ``sentence[start:end]`` is what a fronted clause takes off.

    The clause ends with a comma before the value, whose own words follow it ("$X of free
    cash"): the label deducted is no name of the value.
    """
    return bool(
        _DEDUCTION_LEAD.search(sentence, 0, start)
        and "," in sentence[end : num.start]
        and re.match(r"\s+(?:of|in)\s", sentence[num.end :])
    )
