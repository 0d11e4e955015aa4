"""Earnings a share told after a fronted "per share" frame, each amount with its own basis.

Results calls and shareholder reviews turn a profit just stated into a sum a share: "Per
share, that is 269.5 US cents before exceptionals and 155.8 US cents on the basic reported
measure"; "On a per-share basis, that is 18.3 US cents earned on the basic measure and 129.6
US cents underlying". The frame names no measure; the basis said after each amount does --
"basic" is said of earnings a share only, and a dividend is never "underlying" or "before
exceptionals". So an amount a share in such a frame is earnings per share when its own
basis follows it, on that basis; a diluted one is another measure and an amount with no
basis of its own is not read. Read alike by the prose reader and the verifier (both through
:func:`mines.figures.result_verbs.result_verb`).
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_FRAME = re.compile(
    r"(?:^|(?<=[.;:]\s))\s*(?:per\s+share|on\s+a\s+per[\s-]share\s+(?:basis|measure))\s*,?\s*"
    r"(?:that|this|it)\s+(?:is|was|were|comes?\s+to|came\s+to|works?\s+out\s+(?:at|to)|"
    r"worked\s+out\s+(?:at|to))\s+",
    _I,
)
"""A frame turning the profit just stated into a sum a share ("Per share, that is")."""
_BASIS_AFTER = re.compile(
    r"\s+(?:(?:earned|made)\s+)?(?:"
    r"(?P<before>before\s+(?:exceptionals|exceptional\s+items|significant\s+items))|"
    r"on\s+(?:an?|the)\s+(?P<on>basic|underlying|statutory|reported|diluted)"
    r"(?:\s+(?:reported|statutory))?\s+(?:basis|measure)|"
    r"(?P<bare>underlying|basic|diluted))\b",
    _I,
)
"""The basis said right after an amount in the frame."""
_CENTS = re.compile(r"\bcents?\b|\d\s?c\b|¢", _I)
"""A sum a share printed in cents ("269.5 US cents", "18.3c")."""
_ITEM_GAP = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|;\s*)", _I)
"""Between two amounts of the frame: a comma or "and"."""


def framed_per_share(sentence: str, start: int, end: int) -> tuple[str | None, int, str] | None:
    """``(basis, label_start, label)`` of earnings a share at ``sentence[start:end]``, else None.

    ``label_start`` is where the frame starts for its first amount, else where the words
    joining the amount to the one before start, so each amount keeps its own label.
    """
    if not _CENTS.search(sentence, start, end):
        return None
    frame = None
    for m in _FRAME.finditer(sentence, 0, start):
        frame = m
    if frame is None or re.search(r"[.;]\s", sentence[frame.end() : start]):
        return None
    tail = _BASIS_AFTER.match(sentence, end)
    if tail is None:
        return None
    word = (tail["on"] or tail["bare"] or "").lower()
    if word == "diluted":
        return None
    gap = sentence[frame.end() : start]
    if gap.strip():
        # a later amount: only amounts joined by commas or "and", each with its basis
        joined = re.search(r"\S(?=\s*(?:,\s*(?:and\s+)?|\s+and\s+)$)", gap)
        if joined is None or not _ITEM_GAP.search(gap):
            return None
        label_start = frame.end() + joined.end()
    else:
        label_start = frame.start() + len(frame.group(0)) - len(frame.group(0).lstrip())
    underlying = bool(tail["before"]) or word == "underlying"
    basis = "underlying" if underlying else None
    label = "underlying earnings per share" if underlying else "basic earnings per share"
    return basis, label_start, label
