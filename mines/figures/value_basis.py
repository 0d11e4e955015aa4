"""The basis a clause right after a result's value names ("US$X before exceptional items").

"Attributable profit was US$13,660 million before exceptional items", "Earnings per share
were 269.5 US cents before exceptionals": the words after the amount say which result it
is -- here the underlying one, though the label before it names no basis (or a statutory
one). Read as the label alone, the value would answer the statutory question with the
underlying figure. "... of US$7,897 million after exceptional items" names the statutory
result the same way. A clause naming the other basis than the label's own makes the value
no figure of that label.
"""

from __future__ import annotations

import re

from mines.figures.basis_words import CLAUSE_ADVERB, STATUTORY_WORDS, UNDERLYING_WORDS
from mines.figures.labels import LabelHit, with_basis

_UNIT_TAIL = re.compile(
    r"(?:\s+(?:(?:US|A|AU)\s*)?cents?)?(?:\s+(?:a|per)\s+(?:ordinary\s+)?share)?"
    rf"\s*[,(]?\s*{CLAUSE_ADVERB}",
    re.IGNORECASE,
)
"""The amount's own unit words and a comma or bracket before the basis clause."""
_BEFORE_EXCEPTIONALS = re.compile(r"(?:before|excluding|ex)\s+exceptionals\b", re.IGNORECASE)
"""The items as one plural noun ("269.5 US cents before exceptionals")."""
_BASIS_METRICS = frozenset(
    {"statutory_npat", "underlying_npat", "underlying_ebitda", "statutory_ebitda"}
    | {"earnings_per_share"}
)
"""Results a basis clause can turn: profits, EBITDA and earnings a share."""


def basis_after_value(sentence: str, value_end: int) -> str | None:
    """``"underlying"`` or ``"statutory"`` when a basis clause follows the value, else None."""
    gap = _UNIT_TAIL.match(sentence, value_end)
    start = gap.end() if gap else value_end
    if UNDERLYING_WORDS.match(sentence, start) or _BEFORE_EXCEPTIONALS.match(sentence, start):
        return "underlying"
    if STATUTORY_WORDS.match(sentence, start):
        return "statutory"
    return None


def turned_basis(
    sentence: str, metric: str | None, basis: str | None, value_end: int
) -> tuple[str | None, str | None]:
    """``(metric, basis)`` turned to the basis named right after the value at ``value_end``.

    ``(None, None)`` when the clause names another basis than the label's own.
    """
    if metric not in _BASIS_METRICS:
        return metric, basis
    named = basis_after_value(sentence, value_end)
    if named is None:
        return metric, basis
    if basis not in {None, "attributable", named}:
        return None, None  # "statutory profit of US$X before exceptional items": no one result
    return with_basis(metric, named)


def with_value_basis(sentence: str, hit: LabelHit, value_end: int) -> LabelHit | None:
    """``hit`` turned to the basis named right after its value; None when they conflict.

    Only a label before the value is turned (one after it is the value's own name).
    """
    if hit.end > value_end:
        return hit
    metric, basis = turned_basis(sentence, hit.metric, hit.basis, value_end)
    if metric is None and hit.metric is not None:
        return None
    if (metric, basis) == (hit.metric, hit.basis):
        return hit
    return LabelHit(hit.start, hit.end, metric, basis, hit.negate, hit.text)
