"""A dividend named by the half it rewards: the final one, whatever half it is paid in."""

from __future__ import annotations

import re

SECOND_HALF_DIVIDEND = re.compile(
    r"\b(?:second|2nd|latter)[\s-]half\s+(?:(?:cash|ordinary|base|fully[\s-]franked)\s+)?"
    r"(?:dividends?|distributions?|payouts?)\b|\b(?:h2|2h)\s+(?:dividends?|distributions?)\b|"
    r"\b(?:dividends?|distributions?|payouts?)\s+(?:[^.?!;]{0,25}?\b(?:declared?|determined?|"
    r"announced?|pa(?:id|y))\s+)?for\s+the\s+second\s+half\b(?!\s+of\s+calendar)",
    re.IGNORECASE,
)
"""A dividend named by the half it rewards ("second-half dividend", "the distribution for
the second half"): the final one, declared with the full year's result and reported for the
year. One paid *in* the second half is the interim (paid months after the first half)."""


_HALF = (
    r"(?:(?:first|1st|december|june|march|september)[\s-]+half(?:[\s-]+year)?|"
    r"half[\s-]+year(?:ly)?|six[\s-]+months?|h1|1h)"
)
_HALF_NAMED = re.compile(
    rf"\b{_HALF}(?:['’]s)?\s+(?:(?:cash|ordinary|base|fully[\s-]+franked|unfranked|franked)\s+)*"
    r"(?:dividends?|distributions?|payouts?)\b|"
    r"\b(?:dividends?|distributions?|payouts?)\s+(?:(?:declared|determined|announced)\s+)?"
    rf"for\s+the\s+(?:{_HALF}|half)\b",
    re.IGNORECASE,
)
"""A dividend named by the half it is declared for ("the December-half dividend", "a
first-half payout", "the dividend for the six months")."""
_FOR_THE_HALF_FRONTED = re.compile(rf"^\W*for\s+the\s+(?:{_HALF}|half)\b", re.IGNORECASE)
"""A sentence opened by the half its values are for ("For the six months to 31 December")."""
_DECLARED = re.compile(r"\b(?:declar|determin|announc)\w*", re.IGNORECASE)
_PAID_IN = re.compile(r"\b(?:paid|received|pa(?:ys|ying))\s+(?:in|during|over)\b", re.IGNORECASE)


def half_named_kind(before: str, kind: str | None) -> str | None:
    """The interim dividend, for a dividend of no kind named by the first half it is for.

    ``before`` is the sentence up to the value, ``kind`` the kind of period the value is
    dated to (the company's own halves: a June-year's "December half" is its first).
    "The December-half dividend, 50c fully franked", "For the six months to 31 December the
    board declared 50 cents a share": the first half's dividend is the interim. A dividend
    paid *in* a half ("paid during the December half") may be the year before's final, so
    is none; nor is any of a second half.
    """
    if kind != "H1" or _PAID_IN.search(before):
        return None
    if _HALF_NAMED.search(before):
        return "interim"
    if _FOR_THE_HALF_FRONTED.match(before) and _DECLARED.search(before):
        return "interim"
    return None


PAID_ROW = re.compile(r"\b(?:paid|pa(?:ys|ying|yments?)|received)\b", re.IGNORECASE)


def half_row_kind(dividend_row: bool, kind: str | None, label: str) -> str | None:
    """The interim dividend, for a printed dividend row of no kind in a first half's column.

    "| Ordinary dividends declared | HY25 |": what the first half declares is its interim
    dividend, as a "Dividend per share" row's is. ``dividend_row``: the row names a dividend
    a share (no payout ratio); a dividend *paid* in the first half is the year before's
    final, so is none.
    """
    if not dividend_row or kind != "H1" or PAID_ROW.search(label):
        return None
    return "interim"
