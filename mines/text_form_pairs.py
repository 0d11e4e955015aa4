"""A form printed one cell per line: each question on a line, its answer on the next.

A notice exported to plain text prints its two columns ("Question", "Answer") as a group of
two short headings, then one blank-line separated pair a row: "2A.1 Type of
dividend/distribution" over "Interim", "2A.9a Distribution amount per +security" over "50
US cents". Read as lines, each answer lost its question. :func:`form_pairs` reads such a
layout as a two-column table: a header group of two short headings (words, no figure), then
at least three groups of exactly two short lines that are no sentences (no full stop ends
either), at least one answer holding a figure. It ends at the first group that is no such pair.

Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_HEADING = re.compile(r"^[A-Za-z][A-Za-z'’ /&-]{0,30}$")
"""A column's heading of a form ("Question", "Answer", "Item", "Details")."""
_MAX_WORDS = 16
_MIN_PAIRS = 3


def _question(line: str) -> bool:
    """A question's or an answer's line: short, no sentence (no full stop ends it)."""
    return len(line.split()) <= _MAX_WORDS and not line.rstrip().endswith(".")


def form_pairs(
    groups: Sequence[tuple[list[str], int]],
) -> tuple[tuple[str, str], list[tuple[str, str]], int] | None:
    """``(header, rows, end)`` of a form laid out one cell per line, or None.

    ``groups`` are the blank-line separated groups of lines from where the form may start,
    each with the index after it.
    """
    if len(groups) < 1 + _MIN_PAIRS:
        return None
    head = groups[0][0]
    if len(head) != 2 or not all(_HEADING.match(h) and len(h.split()) <= 3 for h in head):
        return None
    rows: list[tuple[str, str]] = []
    end = groups[0][1]
    for group, after in groups[1:]:
        if len(group) != 2 or not all(_question(line) for line in group):
            break
        rows.append((group[0], group[1]))
        end = after
    if len(rows) < _MIN_PAIRS or not any(re.search(r"\d", answer) for _, answer in rows):
        return None
    return (head[0], head[1]), rows, end
