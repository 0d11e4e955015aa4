"""What a sum of money a unit is, and whether a percentage is the first half's.

Part of the prose reader (:mod:`mines.figures.prose`): "Hematite average revenue of
US$103.01/dmt" is a sum a unit named as printed, "the average was A$X an ounce" the price
the sentence before states or nothing; "25% of the half's cash earnings" is the first
half's share in a report of the year.
"""

from __future__ import annotations

import re

from mines.figures.dividend_phrases import half_year_payout
from mines.figures.label_parts import ore_form_named
from mines.figures.labels import LabelHit
from mines.figures.period_mentions import HALF_SHARE, HALF_WORDS
from mines.figures.prices import bare_average, unit_words_end
from mines.figures.prose_labels import unlabelled
from mines.measures.registry import METRIC_BY_KEY
from mines.numbers import Number

_AVERAGE_BEFORE = re.compile(r"\b(?:weighted\s+)?average\s+$", re.IGNORECASE)
_NO_NAME = frozenset({"average", "an average", "the average", "on average"})
"""A naming phrase that names nothing ("the average was $X an ounce"): a sum a unit under it
is the price the sentence before states, or no figure."""


def per_unit_label(
    sentence: str,
    num: Number,
    hit: LabelHit,
    label: str,
    phrase: tuple[int, int] | None,
    floor: int,
    priced_before: tuple[str, str] | None,
) -> tuple[LabelHit, str] | None:
    """The label of a sum of money a unit (a ton, an ounce, a pound), or None: no figure.

    Under a registry label of a total ("Hematite average revenue of US$103.01/dmt") it is
    no total but a sum a unit, named as printed. Under a bare "the average" it is the price
    the sentence before states for the same unit, or nothing: a neighbour's measure is never
    guessed.
    """
    if hit.metric and METRIC_BY_KEY[hit.metric].kind == "money":
        start = phrase[0] if phrase is not None and phrase[0] <= hit.start else hit.start
        end = unit_words_end(sentence, num)
        if end is not None and hit.end <= end <= num.start:  # "revenue per dmt of its ore"
            start = min(start, hit.start)
            average = _AVERAGE_BEFORE.search(sentence, 0, start)
            start = average.start() if average is not None else start
            label = ore_form_named(" ".join(sentence[start:end].split()))
        return unlabelled(LabelHit(start, hit.end, "", None, False, label), label), label
    if hit.metric or label.lower() not in _NO_NAME:
        return hit, label
    if priced_before is None or priced_before[1] != num.unit:
        return None
    if not bare_average(sentence[floor : num.start]):
        return None  # "the miner spent an average of A$X an ounce": a cost, no price
    carried = priced_before[0]
    return LabelHit(hit.start, hit.end, "", None, False, carried), carried


def half_share(metric: str, label: str, num: Number, sentence: str) -> bool:
    """Whether a percentage is the first half's, though the document reports the year.

    A payout of the interim dividend ("56% payout"), or a share its label says is of the
    half ("25% of the half's cash earnings", "first-half margin of 51%"). A share its label
    says is of the second half ("53% of the second half's earnings", the final's) is not.
    """
    if _second_half(label):
        return False
    if metric == "payout_ratio":
        return half_year_payout(sentence)
    if metric or num.unit != "%":
        return False
    if HALF_WORDS.search(label) or HALF_SHARE.search(label):
        return True
    return " share of " in label and half_year_payout(sentence)


def _second_half(label: str) -> bool:
    """Whether ``label`` names the second half ("second-half earnings", "2H profit")."""
    return any(m.group("second") for m in HALF_WORDS.finditer(label))
