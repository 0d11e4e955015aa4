"""Cash flows said with a verb: what operations brought in, and what was left after investing.

A results story often names a cash flow by what happened to the money rather than by a
label:

- operations (or operating activities, the business) *brought in*, *generated* or *threw
  off* an amount, with no object after it: the cash they bring in, operating cash flow
  ("The operations brought in A$1.1 billion during the year");
- an amount was *left* once investment was paid for: free cash flow ("leaving US$6 billion
  after capital spending", "After paying for new plant, the group was left with $X",
  "After investment, $X was left over").

What was left is free cash flow only when the sentence says it was left after investment
(the clause read as one wording of free cash flow's meaning, :mod:`mines.measures.paraphrases`):
"leaving $X after dividends", "was left with $X of cash at year end" or "leaving net debt at
$X" are no free cash flow, and nothing is read. Read by the extractor
(:mod:`mines.figures.prose`) and the verifier alike. Pure: compiled patterns.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.printed import doer_label
from mines.figures.spend_verbs import VERB_COMPARED
from mines.measures.paraphrases import paraphrased_measures, printed_paraphrase
from mines.numbers import Number

_I = re.IGNORECASE

_LEFT_BEFORE = re.compile(
    r"\b(?:leaving|leaves|left\s+with|(?:was|were|is|are|been)\s+left\s+with)\s+"
    r"(?:(?:a|an|some|about|around|roughly|nearly|almost)\s+)?$",
    _I,
)
"""The verb of what was left, right before the amount: "leaving $X", "was left with $X"."""
_OWN_CASH = re.compile(r"(?:\s+(?:of|in)\s+(?:free\s+)?cash\b)?", _I)
_LEFT_AFTER = re.compile(
    r"\s+(?:(?:was|were|is|are|has\s+been|had\s+been)\s+(?:left(?:\s+over)?|spare|free)|"
    r"remained|remains)\b",
    _I,
)
"""The verb of what was left, right after the amount: "$X was left over", "$X remained"."""
_AFTER_CLAUSE = re.compile(r"\b(?:after|once|net\s+of)\b[^,.;:()]*", _I)
"""A clause saying what was paid first: "after capital spending", "once ... was paid for"."""
_OUTFLOW = re.compile(r"\b(?:consumed|absorbed|used)\b", _I)
_NEAR = 30
"""How far the clause after the amount may start (a period may come between)."""


def left_over(sentence: str, start: int, end: int) -> tuple[str, str] | None:
    """``(metric, label)`` when the amount is what was left once investment was paid for."""
    verb = _LEFT_BEFORE.search(sentence, max(0, start - 40), start)
    own_end = _OWN_CASH.match(sentence, end)
    own = own_end.end() if own_end else end
    after = _LEFT_AFTER.match(sentence, own)
    if verb is None and after is None:
        return None
    verb_start = verb.start() if verb else start
    for clause in _AFTER_CLAUSE.finditer(sentence):
        gap = sentence[clause.end() : verb_start] if clause.end() <= verb_start else ""
        leads = clause.end() <= verb_start and not re.search(r"\d", gap)
        close_after = own <= clause.start() <= own + _NEAR
        follows = close_after and not re.search(r"[,.;:()]", sentence[own : clause.start()])
        if after is not None and clause.start() >= after.end():
            follows = not re.search(r"[,.;:()\d]", sentence[after.end() : clause.start()])
        if not (leads or follows):
            continue
        words = " ".join(clause.group(0).split()).lower()
        found = paraphrased_measures(f"cash left {words}")
        if found and found[0].metric == "free_cash_flow" and found[0].start == 0:
            return "free_cash_flow", f"cash left {words}"
    return None


def left_at(sentence: str, num: Number, before: Sequence[Number]) -> tuple[str, str] | None:
    """What was left at ``num``, or at the amount ``before`` it that it compares with.

    "was left with $X in 2024, against $Y in 2023": $Y is what was left the year before.
    """
    found = left_over(sentence, num.start, num.end)
    if found is None and before:
        prior = before[-1]
        if VERB_COMPARED.fullmatch(sentence, prior.end, num.start):
            found = left_over(sentence, prior.start, prior.end)
    return found


def brought_in(sentence: str, start: int, end: int, floor: int = 0) -> tuple[str, str] | None:
    """``(metric, label)`` when operations brought in the amount, of cash or of nothing named.

    "The operations brought in A$1.1 billion during the year": what operations bring in is
    cash (:func:`mines.figures.printed.doer_label` with the object understood).
    """
    doer = doer_label(sentence, start, end, floor, implied="cash")
    if doer is None or _OUTFLOW.search(doer):
        return None  # "Operations consumed $X of cash": an outflow, read with its sign
    metric = printed_paraphrase(doer)
    return (metric, doer) if metric else None
