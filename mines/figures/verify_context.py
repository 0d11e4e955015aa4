"""The verifier's own reading of a value's surroundings that make it no reported figure.

Read with expressions of its own (the extractor's are :mod:`mines.figures.prose_labels`'s):

- one end of a range ("US$3.2 billion to US$3.8 billion", "195-205 Mt", "between 284 and
  296 Mt") is a span of guidance, never a result — unless the words before it move a
  measure ("rose from X to Y", "increased by X to Y"), where the second value is the result;
- a value said to be what a change in a price would do ("an impact on profit after
  taxation of US$150 million", "a US$1/t change in the iron ore price would ...") is a
  sensitivity.
"""

from __future__ import annotations

import re

from mines.figures.moved_on import MOVED_ON
from mines.figures.movements import is_movement
from mines.numbers import Number

_I = re.IGNORECASE

_NUMBER = r"(?<![\w.,$¢])(?:(?:US|A|AU)?\$\s?|US¢\s?)?\d[\d,]*(?:\.\d+)?"

_SCALE = (
    r"(?:billion|million|bn|b|m|mt|kt|koz|moz|oz|%|per\s+cent|(?:us\s+)?cents?|c|"
    r"(?:/|per\s+)\w{1,5})(?![a-z])"
)
"""What may stand between a range's low end and "to": its scale or unit, no other word."""

_MONTHS = r"jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*"

_RANGE_AFTER = re.compile(
    rf"^\s*(?:{_SCALE}\s*)?(?:to|-|–|—)\s*{_NUMBER}(?![\d.,])(?!\s*(?:{_MONTHS}))",
    _I,
)
"""After a range's low end: "to"/a dash, then the high end ("3.2 billion to US$3.8")."""

_RANGE_BEFORE = re.compile(
    rf"{_NUMBER}\s*(?:{_SCALE}\s*)?(?:to|-|–|—)\s*$|"
    rf"\bbetween\s+{_NUMBER}\s*(?:{_SCALE}\s*)?and\s*$",
    _I,
)
"""Before a range's high end: the low end and "to"/a dash, or "between X and"."""

_MOVE = (
    r"\b(?:from|rose|fell|grew|climbed|jumped|slipped|dropped|declined|increased|decreased|"
    r"lifted|lowered|raised|improved|eased|edged|gained|surged|slumped|moved|went|changed|"
    r"slid|sank|shrank|dipped|tumbled|plunged|soared|leapt|rallied|retreated|advanced|"
    r"rebounded|recovered|skidded|dived|contracted|expanded|"
    r"up|down|higher|lower)"
)

_MOVED_BEFORE_LOW = re.compile(rf"{_MOVE}\s+(?:by\s+)?$", _I)
"""A change leading a range's first value: "rose from X to Y", "increased by X to Y"."""

_SENSITIVITY = re.compile(
    r"\bsensitivit(?:y|ies)\b|\b(?:impact|effect)\s+(?:on|of)\b|"
    r"\b(?:change|movement|increase|decrease)\s+in\s+the\s+[\w\s:/]{0,30}?"
    r"\b(?:price|rate|exchange\s+rate)\b",
    _I,
)
"""Words saying what a change in a price or rate would do."""

_YEAR_LOW = re.compile(r"(?:19|20)\d\d\s*(?:to|-|–|—)\s*$")
"""A year before "to" ("for 2022 to"): the period of the value, never a range's low end."""

_SENTENCE_REACH = 80


def range_end(sentence: str, num: Number) -> bool:
    """Whether ``num`` is one end of a range of values (guidance), not a result."""
    before = sentence[max(0, num.start - 40) : num.start]
    if _RANGE_AFTER.match(sentence, num.end):  # the low end
        moved = is_movement(sentence, num.start, num.end)
        return not moved and not _MOVED_BEFORE_LOW.search(before) and not MOVED_ON.search(before)
    low = _RANGE_BEFORE.search(before)  # the high end
    if low is None:
        return False
    if low.group().lower().startswith("between"):
        return True
    if _YEAR_LOW.match(low.group()):
        return False  # "taking dividends for 2022 to $US4.92": a year, no low end
    low_start = num.start - (len(before) - low.start())
    if is_movement(sentence, low_start, low_start + 1):
        return False  # "an increase of US$970 million to ...": a move, not a span
    lead = sentence[max(0, low_start - 40) : low_start]
    return not _MOVED_BEFORE_LOW.search(lead) and not MOVED_ON.search(lead)


def sensitivity(sentence: str, num: Number, label_start: int) -> bool:
    """Whether the words leading ``num`` (from before its label) say it is a sensitivity."""
    start = max(0, min(label_start, num.start) - _SENTENCE_REACH)
    return bool(_SENSITIVITY.search(sentence, start, num.start))
