"""Content words and sentences of a text: what search queries, grades and passages use."""

from __future__ import annotations

import re

from mines.sentences import split_sentences

STOPWORDS = frozenset(
    """a an and are as at be by did do does for from had has have how i in is it its me of
    on or our please show tell than that the their them there these they this to was were
    what when which who why will with you your about across between compare compared
    versus vs much many give get find report reported year years fiscal financial fy""".split()
)
_WORD = re.compile(r"[a-z][a-z0-9\-]+|[\u4e00-\u9fff]{2,}", re.IGNORECASE)


def keywords(text: str) -> list[str]:
    """Lower-case content words of ``text``, in order, without stopwords or duplicates."""
    seen: dict[str, None] = {}
    for w in _WORD.findall(text.lower()):
        if w not in STOPWORDS:
            seen.setdefault(w, None)
    return list(seen)


def sentences(text: str) -> list[str]:
    """Split prose into sentences (:mod:`mines.sentences`; headings and bullet lines stay whole)."""
    out: list[str] = []
    for line in text.splitlines():
        line = line.strip().lstrip("-*• ").strip()
        if not line or line.startswith("#") or line.startswith("<!--"):
            continue
        out.extend(split_sentences(line))
    return out
