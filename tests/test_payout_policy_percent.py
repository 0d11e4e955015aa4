"""A payout policy's percentage is no payout ratio of the period (issue 19).

A results page states the policy ("pay out at least half of underlying attributable
profit") beside the ratio achieved ("a 53% payout ratio"). Only the second is the year's
payout ratio; a policy, floor or target said with one value must not answer it. Figures
from the shared data: BHP's FY2024 final dividend of 74 US cents, a 53% payout ratio;
a 50% payout ratio (BHP's first half of FY2025).
"""

from __future__ import annotations

import pytest

from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures

_BHP = DocContext("BHP", Period(2024))


def _percentages(text: str) -> list[tuple[str, str, float]]:
    return [(f.metric, f.label, f.value) for f in prose_figures(text, _BHP) if f.unit == "%"]


@pytest.mark.parametrize(
    "text",
    [
        "The board's policy is to pay out a minimum of 50% of underlying attributable profit.",
        "The capital allocation framework includes a minimum payout ratio of 50%.",
        "Under the policy the board sets the payout ratio at 50% of underlying profit.",
        "The payout ratio under our policy is 50% of underlying attributable profit.",
        "The payout policy remains 50% of underlying attributable profit.",
        "In keeping with the policy, the payout ratio is 50%.",
    ],
)
def test_a_policy_floor_or_target_is_no_payout_ratio(text: str) -> None:
    assert _percentages(text) == [], _percentages(text)
    achieved = (
        "The board determined a final dividend of 74 US cents per share, which represents a "
        "payout ratio of 53% of underlying attributable profit."
    )
    found = _percentages(f"{achieved} {text} The payout ratio was 53%, above the 50% minimum.")
    assert [(m, v) for m, _, v in found] == [("payout_ratio", 53.0)] * 2, found
