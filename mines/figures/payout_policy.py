"""A payout policy's percentage: no payout ratio of the period.

"The board's policy is to pay out a minimum of 50% of underlying attributable profit",
"the policy sets the payout ratio at 50%", "a framework including a minimum payout ratio
of 50%", "in line with the policy, the payout ratio is 50%": the percentage is what the
policy, floor or target says, never the ratio the period's dividends came to. A ratio
achieved is said as one: "which represents a payout ratio of 53%", "equating to a payout
ratio of 56%", "the payout ratio was 53%, above the 50% minimum" (the 53% is the year's,
the 50% the floor's), or named after a dividend amount in its sentence ("a final dividend
of 74 US cents, a 53% payout").

A percentage is a policy's when a policy, framework, floor or target word governs it — in
its clause before it, with no other figure and no word of an outcome ("represents",
"equating", "was", "came to") between them — or names it right after it ("a 50% minimum",
"50% payout policy"), and its sentence is about paying shareholders. Part of the prose
reader (:mod:`mines.figures.prose`).
"""

from __future__ import annotations

import re

from mines.numbers import Number

_PAYOUT_WORDS = re.compile(
    r"\b(?:payouts?|pay(?:s|ing)?\s+out|paid\s+out|dividends?|distributions?|"
    r"returns?\s+to\s+shareholders)\b",
    re.IGNORECASE,
)
"""A sentence about paying shareholders."""

_POLICY_WORDS = re.compile(
    r"\b(?:polic(?:y|ies)|framework|minimum|floor|at\s+least|no\s+less\s+than|"
    r"targets?|targeted|targeting|range|commitment|committed\s+to)\b",
    re.IGNORECASE,
)
"""What sets a payout rather than reports one."""

_OUTCOME_WORDS = re.compile(
    r"\b(?:represent(?:s|ed|ing)?|equat(?:es|ed|ing)|equivalent|equal(?:led|s)?|was|were|"
    r"came|amounted|reached|delivered|achieved|result(?:s|ed|ing)|bringing|taking)\b",
    re.IGNORECASE,
)
"""Words saying what the period's payout came to."""

_POLICY_AFTER = re.compile(
    r"\s*(?:(?:payout|pay-out|dividend)\s+)?(?:ratio\s+)?"
    r"(?:minimum|floor|target|polic(?:y|ies)|framework|range)\b",
    re.IGNORECASE,
)
"""Right after a percentage: "50% minimum", "a 50% payout policy"."""

_CLAUSE = re.compile(r"[;:]|\.\s")

_REACH = 90
"""How far before a percentage a policy word may govern it."""


def policy_percent(sentence: str, num: Number, nums: list[Number]) -> bool:
    """Whether the percentage ``num`` is what a payout policy, floor or target states.

    ``nums`` are the sentence's figures: a figure between the policy word and ``num``
    (a dividend amount, another ratio) leaves ``num`` to its own words.
    """
    if num.unit != "%" or not _PAYOUT_WORDS.search(sentence):
        return False
    if _POLICY_AFTER.match(sentence, num.end):
        return True
    floor = max(0, num.start - _REACH)
    for n in nums:
        if n.end <= num.start and n.start != num.start:
            floor = max(floor, n.end)
    clause = [m.end() for m in _CLAUSE.finditer(sentence, floor, num.start)]
    lead = sentence[max([floor, *clause]) : num.start]
    words = list(_POLICY_WORDS.finditer(lead))
    if not words:
        return False
    return not _OUTCOME_WORDS.search(lead, words[-1].end())
