"""A dividend kind named inside a sum of kinds: the year's total, not that kind.

"The combined interim and final dividend a share": the alias found is "final dividend",
but the words add the two kinds (:func:`mines.question.operations.combines_dividend_kinds`),
so the measure asked is the total dividend for the year, named as such in the answer.
"""

from __future__ import annotations

import re

from mines.figures.asked import AskedMeasure

_ADDED_KINDS = frozenset({"interim", "final"})
_KIND_WORD = re.compile(r"\b(?:interim|final)\b", re.IGNORECASE)


def as_year_total(measure: AskedMeasure) -> AskedMeasure:
    """``measure`` as the year's total dividend when it is one of the kinds added up."""
    kinds = measure.stated.get("dividend", frozenset())
    if measure.metric != "dividends_per_share" or not kinds or not kinds <= _ADDED_KINDS:
        return measure
    phrase = _KIND_WORD.sub("total", measure.phrase, count=1)
    total = {**measure.stated, "dividend": frozenset({"total"})}
    return AskedMeasure(phrase, measure.metric, total)
