"""An amount the measure a percentage is a share of names: "25% of cash earnings of A$1.1bn".

"The payment is 25% of the half's cash earnings of A$1.146 billion": the words after "of"
name what the percentage is a share of, and the amount right after them ("... of A$X") is
that measure's own value. The measure is read as printed, without the "of" joining it to
the amount; a proper name ("50% of Escondida") is a stake, never a measure
(:func:`mines.figures.printed_shares.share_base`), and nothing is read for it.

Read by the prose reader (:mod:`mines.figures.prose_per_share`). Pure.
"""

from __future__ import annotations

import re

from mines.figures.labels import LabelHit
from mines.figures.printed_shares import share_base
from mines.figures.prose_labels import Reading
from mines.numbers import Number

_JOINING_OF = re.compile(r"\s+of\s*$", re.IGNORECASE)
_PERIOD_THEN_OF = re.compile(
    r"\s+(?:for|in|over)\s+the\s+(?:half(?:[\s-]year)?|year|period|six\s+months)\s+of\s+",
    re.IGNORECASE,
)
"""The period of the base between it and its amount: "... for the half of US$1.6bn"."""
_LEADING = re.compile(r"^(?:the|its|their|our)\s+", re.IGNORECASE)


def base_amount(
    sentence: str, num: Number, readings: list[tuple[Reading, str | None]]
) -> tuple[LabelHit, str] | None:
    """The label of an amount that the share base before it names, else None.

    The reading just before must be a percentage whose base runs up to the amount and
    ends in "of"; the amount must be money (no unit of its own).
    """
    if not readings or num.currency is None or num.unit is not None:
        return None
    before = readings[-1][0]
    if before.num.unit != "%":
        return None
    base = share_base(sentence, before.num.end)
    if base is None or base[1] > num.start:
        return None
    words = sentence[base[0] : base[1]]
    joined = _JOINING_OF.search(words)
    if joined is not None and not sentence[base[1] : num.start].strip():
        end = base[0] + joined.start()  # "... of the half's cash earnings of A$X"
    elif joined is None and _PERIOD_THEN_OF.fullmatch(sentence, base[1], num.start):
        end = base[1]  # "... of net profit after tax for the half of US$X"
    else:
        return None
    label = _LEADING.sub("", sentence[base[0] : end]).strip()
    if not label:
        return None
    start = end - len(label)
    return LabelHit(start, end, "", None, False, label), label
