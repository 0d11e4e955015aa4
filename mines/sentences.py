"""Sentence ends in prose: the one splitter the readers of a document share.

A sentence ends at ``.``, ``!``, ``?`` or ``;`` followed by white space and a capital, a
digit, an opening bracket or quote, a currency sign, a bullet, a dash or a CJK character;
never after a common abbreviation ("Mr.", "vs.", "Ltd.", "U.S.", a month's "Dec." before
its day) or inside a figure
("4.5%", "US$1.2 billion"). Figure extraction (:mod:`mines.figures.prose`), chunking
(:mod:`mines.ingest.chunking`) and the offline model's passages (:mod:`mines.words`) cut
sentences here. The verifier (:mod:`mines.figures.verify`) keeps a reading of its own, so
that a claim is checked by other code than the code that read the figure; the instruction
filter (:mod:`mines.inputs`) cuts at every sentence end, whatever follows, so that no
instruction hides behind a reader's rule.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mines.figures.division_names import continues_list
from mines.numbers import MONTH_SHORT

_SENT_END = re.compile(r"(?<=[.!?;])\s+(?=[A-Z0-9(\"'“$•\-\u4e00-\u9fff])")
LEAD_ENTRY = re.compile(r"^\s*[A-Z][\w&'’ -]{0,40}?:\s+\S")
"""A line led by a short name and a colon ("Lithium: underlying EBITDA $X"): an entry of
a list printed without bullets, never the wrapped end of the line before (the chunker keeps
such lines apart and the prose reader starts a paragraph at each)."""
ITEM_DIVIDER = re.compile(r"\s\|\s")
"""A slide line's divider between two items ("Final dividend 60c | full year 110c"): the
words after it name the next item, not the one before."""
ITEM_BULLET = re.compile(r"\s*[-•*▪●]\s+")
"""The bullet that opens a slide's item ("- Top line US$18.2bn ▲ 8%")."""
MOVE_MARK = re.compile(r"[▲▼△▽↑↓]")
"""A slide's arrow: the percentage after it is how far the figure moved, never a value."""
_ABBREV_END = re.compile(r"(?:\b(?:vs|No|Mr|Ms|Dr|approx|incl|excl|Ltd|Co|Inc|U\.S)\.)$")
MONTH_ABBREV_END = re.compile(rf"\b{MONTH_SHORT}\.$")
"""A month cut short before the day or year it dates ("ended Dec. 31", "in Sept. 2024")."""


def sentence_bounds(text: str, start: int = 0, end: int | None = None) -> Iterator[tuple[int, int]]:
    """``(start, end)`` in ``text`` of every sentence of the paragraph ``text[start:end]``.

    Args:
        text: The text.
        start: Where the paragraph starts.
        end: Where it ends (default: the end of ``text``).

    Yields:
        Offsets into ``text``; a sentence may keep white space at its end.
    """
    end = len(text) if end is None else end
    chunk = text[start:end]
    cut = 0
    for m in _SENT_END.finditer(chunk):
        if _ABBREV_END.search(chunk[max(cut, m.start() - 8) : m.start()]):
            continue
        if chunk[m.end() : m.end() + 1].isdigit() and MONTH_ABBREV_END.search(
            chunk[max(cut, m.start() - 6) : m.start()]
        ):
            continue  # "the six months ended Dec. 31 fell to": a date, not a sentence end
        if continues_list(chunk, m.end()):
            continue  # "copper US$4.57/lb; Pilbara iron ore US$90/dmt": one list
        if chunk[cut : m.start()].strip():
            yield start + cut, start + m.start()
        cut = m.end()
    if chunk[cut:].strip():
        yield start + cut, end


def split_sentences(text: str) -> list[str]:
    """The sentences of one paragraph, stripped.

    Args:
        text: One paragraph.

    Returns:
        The sentences, in order.
    """
    return [text[a:b].strip() for a, b in sentence_bounds(text)]
