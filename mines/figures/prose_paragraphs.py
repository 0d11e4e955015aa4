"""Prose paragraphs and sentences of a text, as the prose reader takes them.

Lines of one paragraph are joined (PDF text wraps mid-sentence); a blank line, a page
break, a bullet, a table line, or a line that starts a new paragraph though no blank line
precedes it (a results row printed as text, a column header, a heading) ends one. Part of
the prose reader (:mod:`mines.figures.prose`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mines.figures.tables import NOTES_PREFIX, TABLE_PREFIX
from mines.sentences import LEAD_ENTRY, sentence_bounds

_BULLET = re.compile(r"^\s*(?:[-•*▪●]|\d{1,2}[.)])\s+")


_NEWLINE_SPLIT = re.compile(r"\n|\f")


def _is_table_line(line: str) -> bool:
    s = line.strip()
    return s.startswith(("|", TABLE_PREFIX, NOTES_PREFIX)) or s.endswith("|")


def sentence_spans(text: str) -> Iterator[tuple[int, int]]:
    """``(start, end)`` of every prose sentence of ``text``; table lines are not prose.

    Lines of one paragraph are joined (PDF text wraps mid-sentence); a blank line, a page
    break, a bullet or a table ends a paragraph.
    """
    para_start: int | None = None
    para_end = 0
    pos = 0
    for m in _NEWLINE_SPLIT.finditer(text + "\n"):
        line = text[pos : m.start()]
        line_start, pos = pos, m.end()
        blank = not line.strip()
        table = not blank and _is_table_line(line)
        if para_start is not None and (
            blank or table or _BULLET.match(line) or _line_break(text[para_start:para_end], line)
        ):
            yield from sentence_bounds(text, para_start, para_end)
            para_start = None
        if blank or table:
            continue
        if para_start is None:
            para_start = line_start
        para_end = line_start + len(line)
        if m.group() == "\f":
            yield from sentence_bounds(text, para_start, para_end)
            para_start = None
    if para_start is not None:
        yield from sentence_bounds(text, para_start, para_end)


_ENDS_LIKE_ROW = re.compile(
    r"(?:[0-9)%|–—-]|\bn/a|\d\s*(?:million|billion|m|bn)\b)\s*$", re.IGNORECASE
)  # "Revenue ...   up 10%   to   $5,280 million": a results line, not a wrapped sentence


_STARTS_UPPER = re.compile(r"^\s*[A-Z]")


_STARTS_CURRENCY = re.compile(r"^\s*(?:US|A|AU)?\$")


_SENTENCE_END = re.compile(r"[.!?]\s+\S")


_CONTINUES = frozenset(
    "to of and or the a an in for with from by at on as than was were is are its their".split()
)


def _line_break(previous: str, line: str) -> bool:
    """Whether ``line`` starts a new paragraph although no blank line precedes it.

    A wrapped sentence continues on the next line; a table row printed as text ("Revenue
    65,098 60,817"), a column header ("FY2024 FY2023") or a heading does not run on into
    the next line when that line starts with a capital.
    """
    if not _STARTS_UPPER.match(line) or _STARTS_CURRENCY.match(line):
        return False
    if LEAD_ENTRY.match(line):
        return True
    last = previous.rsplit("\n", 1)[-1]
    if _ENDS_LIKE_ROW.search(last):
        return True
    if not any(ch.islower() for ch in last):
        return True
    words = last.split()
    # a heading is one short first line holding no sentence end ("Revenue fell. Underlying"
    # wraps a sentence onto the next line)
    heading = "\n" not in previous and len(last.strip()) < 40 and not _SENTENCE_END.search(last)
    return heading and bool(words) and words[-1].lower() not in _CONTINUES
