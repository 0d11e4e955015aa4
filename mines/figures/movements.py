"""Amounts printed as a movement, not as the figure: "an increase of US$970 million to ...".

A results announcement prints each line as a move and a level: "Revenue from ordinary
activities up 10% to $5,280 million", "Net profit ... increase of US$970 million to
US$3,340 million". The level after "to" is the figure; the percentage or the amount right
after the movement word is only how far it moved, and must never answer for the measure.
:func:`is_movement` tells such an amount (the extractor skips it, the verifier refuses a
claim citing it); :func:`moves_to` tells whether the value after it is the level it moved to.

Pure: no I/O.
"""

from __future__ import annotations

import re

__all__ = ["is_movement", "moves_to"]

_MOVE_WORDS = (
    r"by|(?<!dug\s)(?<!digging\s)up|down|rose|fell|increased?|decreased?|grew|declined?|climbed|jumped|slipped|"
    r"(?:an?\s+)?(?:increase|decrease|rise|fall|improvement|reduction|growth|"
    r"decline|change|movement|uplift)\s+of"
)
_MOVE_BEFORE = re.compile(rf"(?:(?<![\w-])(?:{_MOVE_WORDS})|[▲▼△▽↑↓])\s*(?:of\s+)?$", re.IGNORECASE)
"""The words that make the amount right after them a movement ("increase of", "up", "by")."""

_TO_LEVEL = re.compile(
    r"\s*,?\s*to\s+(?:a\s+|an\s+)?(?:(?:new\s+)?(?:record|high|low)\s+(?:of\s+)?)?"
    r"(?=[-(−]?\s*(?:US|A)?\$?\s*(?:US|A)?\$?\d)",
    re.IGNORECASE,
)
"""" to " and then the level it moved to ("to US$3,340 million", "to a record $5bn")."""

_WINDOW = 30


def moves_to(text: str, end: int) -> bool:
    """Whether the amount ending at ``end`` is followed by "to" and the level it moved to."""
    return _TO_LEVEL.match(text, end) is not None


def is_movement(text: str, start: int, end: int) -> bool:
    """Whether the amount at ``text[start:end]`` is printed as how far a figure moved.

    A movement word right before it ("increase of US$970 million", "up $1.2bn", "fell by
    5 Mt") makes it one whether or not the level follows ("to US$3,340 million"): the
    level, if printed, is a figure of its own.
    """
    return _MOVE_BEFORE.search(text, max(0, start - _WINDOW), start) is not None


CHANGE_AFTER = re.compile(
    r"^\s*(?:increase|decrease|higher|lower|rise|fall|improvement|reduction|growth|up|down|"
    r"percentage\s+points?|pts?|year[\s-]on[\s-]year)\b",
    re.IGNORECASE,
)
"""Words right after a value saying it is a change ("12% higher"), as prose reads them."""
