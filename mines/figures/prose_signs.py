"""The sign of an amount read from a sentence, in that amount's own words.

"($807m)" is negative, "lithium ($271.4m)" a division's amount; "a loss of", "a US$807
million loss" and "operations consumed A$656 million" make the value negative. The
extractor (:mod:`mines.figures.prose`) signs its readings here; the verifier shares the
loss words. Pure: no I/O.
"""

from __future__ import annotations

import re

from mines.figures.prose_enumerations import named_aside
from mines.figures.prose_labels import Reading
from mines.figures.signs import CASH_USED, NET_FLOWS, SAID_NEGATIVE
from mines.measures.words import SIGNED_METRICS

LOSS_WORDS = re.compile(r"(?<![/(])\b(?:loss|losses|deficit)\b(?!\s*\))", re.IGNORECASE)
"""A loss named before the value ("a net loss of")."""
LOSS_AFTER = re.compile(
    r"\s*(?:(?:net|statutory|underlying|reported|after[- ]tax|half[- ]year|full[- ]year|annual)"
    r"\s+){0,2}loss\b",
    re.I,
)
"""A loss named right after the value, its basis words between ("a US$807 million loss",
"a $896 million statutory loss", "an A$196 million underlying net loss")."""
_DIGIT = re.compile(r"\d")
PER_SHARE_BEFORE = re.compile(r"\b(?:per|a|each)\s+(?:ordinary\s+)?share\s*$", re.I)
"""Words ending just before a bracketed amount that make it the same sum in all."""
_OPERATING = re.compile(r"\boperating\s+activities\b|\boperations\b", re.I)


def signed_value(sentence: str, reading: Reading) -> float:
    """The reading's value with its sign in its own words: brackets, a loss, cash used."""
    value = reading.quantity.value
    num, hit = reading.num, reading.hit
    before = sentence[num.start - 1 : num.start] if num.start else ""
    after = sentence[num.end : num.end + 1]
    if (
        value > 0
        and before == "("
        and after == ")"
        and not named_aside(sentence, num.start)
        and not PER_SHARE_BEFORE.search(sentence, 0, num.start - 1)
    ):
        # "($807m)", never "lithium ($271.4m)" (a division's amount) nor "80 US cents per
        # share (US$4.1 billion)" (that dividend in all)
        value = -value
    if (
        value > 0
        and hit.metric in SIGNED_METRICS
        and LOSS_WORDS.search(sentence, reading.gap_start, num.start)
    ):
        value = -value  # "a loss of ...", in this value's own words
    if value > 0 and hit.metric in SIGNED_METRICS and LOSS_AFTER.match(sentence, num.end):
        value = -value  # "a US$807 million loss"
    flow = hit.metric in NET_FLOWS or (not hit.metric and _OPERATING.search(hit.text))
    used = list(CASH_USED.finditer(sentence, min(hit.start, num.start), num.start))
    if value > 0 and flow and used and not _DIGIT.search(sentence, used[-1].end(), num.start):
        # "operations consumed A$656 million", "cash used in operations was": this value's
        # own words (an earlier amount's verb is that amount's)
        value = -value
    if value > 0 and SAID_NEGATIVE.search(sentence, 0, num.start):
        value = -value  # "net operating cash flow was negative $656 million"
    if hit.negate:
        value = -value
    return value
