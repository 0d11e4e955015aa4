"""An asked measure in the user's own words that a registry metric's figure states whole.

"What statutory result after tax did BHP post": no alias names "result after tax", but
its words state a profit, after tax, on the statutory basis -- every defining axis of
statutory net profit after tax, each as that metric has it. A row the registry reads as
that metric ("Profit after taxation") is then the figure asked, not merely the closest
stated, though the two share few words. A conflict on any axis (another basis, before
tax, another part of the company) is judged apart and still refuses it.
"""

from __future__ import annotations

from mines.figures.asked import AskedMeasure
from mines.figures.model import Figure
from mines.figures.qualifier_conflicts import implied

_DEFINING = ("head", "tax", "line", "cash_flow", "gross_net", "dilution")
"""The axes that say what a measure is (a profit, after tax, net); not its form or scope."""
_SAID_APART = ("basis", "dividend", "price_kind")
"""Axes a metric has that a phrase must state when the metric's value is not the plain one."""


def asked_states_metric(asked: AskedMeasure, figure: Figure) -> bool:
    """Whether the asked words, naming no metric, state ``figure``'s registry metric whole.

    Two of the metric's defining axes (its only one, when it has one) are stated, each as
    the metric has it, and none the metric has is stated otherwise; a basis other than the
    statutory one (an underlying result) must be stated to be meant.
    """
    if asked.metric is not None or not figure.metric:
        return False
    own = implied(figure.metric)
    defining = [axis for axis in _DEFINING if axis in own]
    said = [axis for axis in defining if asked.stated.get(axis)]
    if not defining or len(said) < min(2, len(defining)):
        return False
    if any(not asked.stated[axis] <= own[axis] for axis in said):
        return False
    if any(axis in own and axis not in asked.stated for axis in _DEFINING if axis != "gross_net"):
        return False  # "profit" alone is no EBITDA: the metric's line is not stated
    for axis in _SAID_APART:
        values = own.get(axis, frozenset()) - {"statutory"}
        if values and not values <= asked.stated.get(axis, frozenset()):
            return False
    return True
