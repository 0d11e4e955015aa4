"""Key-figure lines of a plain-text page: a figure of their own, never run into the line before.

"Interim dividend      50 cents, fully franked" (a label, two spaces, its value in words)
and "US$19.5bn Profit from operations in FY2025" (a short line led by its amount) each
print one figure; :func:`mines.text_reading.text_items` keeps them apart from the lines
around them.
"""

from __future__ import annotations

import re

_LABEL_VALUE = re.compile(
    r"^(?P<label>[A-Za-z][A-Za-z'’&/,() -]{2,60}?[A-Za-z)])\s{2,}"
    r"(?P<value>(?:[(\-–]?\s*(?:US|A)?\$\s*)?[(\-–]?\d[\d,.]*.*)$"
)
"""A line of a label and, two or more spaces on, its value in words ("Interim dividend
50 cents, fully franked"): a key figure of its own, never glued to the line before."""


def label_value_line(line: str) -> str | None:
    """``"Label: value"`` for a line printing a label and its value apart, else None."""
    found = _LABEL_VALUE.match(line.strip())
    if found is None or len(found.group("label").split()) > 10:
        return None
    return f"{found.group('label')}: {found.group('value')}"


_VALUE_LED = re.compile(
    r"^\s*(?:[-•*▪●]\s+)?(?:(?:US|A)?\$|\$(?:US|A))\s?\d[\d,.]*\s*(?:bn|billion|m|million|b)?"
    r"\s+[A-Za-z][^.!?]{2,70}$",
    re.IGNORECASE,
)
"""A short line led by its amount, then the amount's label ("US$19.5bn Profit from operations
in FY2025"), as a slide's key figures print it: one figure per line."""


def value_led_after(line: str, before: str | None) -> bool:
    """Whether ``line`` is a key figure of its own, never glued to the line before.

    After a short heading-like line ("Key figures"), another such line or a sentence's end;
    a line of wrapped prose that happens to open on an amount stays in its sentence.
    """
    if _VALUE_LED.match(line) is None:
        return False
    prior = (before or "").strip()
    if _OPEN_CLAUSE.search(prior):
        return False  # "Revenue for the year was" / "US$51.26 billion, ...": one sentence
    return (
        not prior or len(prior) <= 40 or prior[-1] in ".:!?" or _VALUE_LED.match(prior) is not None
    )


_OPEN_CLAUSE = re.compile(
    r"\b(?:was|were|is|are|of|to|at|by|from|with|and|or|reached|totalled|totaling|hit|rose|"
    r"fell|the|a|an|for|in|on|than|about|around|nearly|almost)$",
    re.IGNORECASE,
)
