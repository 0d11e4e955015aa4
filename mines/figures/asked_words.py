"""The question's own words for three measures the registry names another way.

* a result named by what it leaves out ("profit stripping out the write-down"): the
  measure is underlying (:func:`left_out_after`);
* a commodity's price asked with a price word ("what average price per pound did it
  receive for copper"): the commodity alone is no measure (:func:`price_words`);
* a margin asked as a share ("EBITDA as a share of income"): the user's words, not the
  registry's label, are matched against printed labels (:func:`ratio_words`).

Pure: compiled patterns over the normalised question.
"""

from __future__ import annotations

import re

from mines.figures.basis_words import UNDERLYING_WORDS
from mines.measures.words import MARGIN_PARTS, find_metric_spans
from mines.question.companies import company_spans


def left_out_after(words: str, start: int, phrase: str) -> str | None:
    """The phrase without a left-out clause starting inside or right after it, or None.

    "profit stripping out the Iron Bridge write-down" asks for the underlying profit: the
    measure's words are "profit", the clause only its basis.
    """
    at = words.find(phrase, max(0, start - len(phrase)))
    if at < 0:
        return None
    end = at + len(phrase)
    for m in UNDERLYING_WORDS.finditer(words):
        if at <= m.start() <= end + 1:
            return phrase[: max(0, m.start() - at)].strip() or phrase
    return None


_PRICE_ASKED = re.compile(
    r"\b(?:average\s+)?(?:realised\s+|realized\s+)?(?:prices?|fetch(?:ed|es)?|"
    r"receive[sd]?|achieved?)\b",
    re.IGNORECASE,
)
_AUXILIARY = re.compile(r"\b(?:did|does|do|was|were|is|are|what|how|much|the)\b\s*", re.IGNORECASE)


def price_words(words: str, start: int, end: int) -> str | None:
    """The asked price of a commodity in the user's words, when a price word names it.

    "What average price per pound did Rio Tinto receive for copper": the commodity alone
    is no measure; the words from the price word to it are ("average price per pound
    receive for copper"), company names and auxiliaries left out.
    """
    priced = _PRICE_ASKED.search(words)
    if priced is None:
        return None
    left, right = min(priced.start(), start), max(priced.end(), end)
    names = company_spans(words)
    kept = "".join(
        ch for i, ch in enumerate(words[left:right], left) if not any(a <= i < b for a, b in names)
    )
    kept = re.sub(r"['’]s\b", "", _AUXILIARY.sub("", kept))
    return " ".join(kept.split()) or None


_SHARE_OF = re.compile(
    r"\s+(?:as\s+a\s+)?(?:share|proportion|percentage|per\s*cent)\s+of\s+(?:\w+\s+)?"
    r"(?:revenues?|sales|income|turnover)\b",
    re.IGNORECASE,
)


def ratio_words(words: str, metric: str) -> str | None:
    """The user's own words for a margin asked as a share ("EBITDA as a share of income").

    The margin's numerator named right before "as a share of <revenue word>": the phrase
    runs from it to the end of the share, so a printed label in those words matches it.
    """
    parts = MARGIN_PARTS.get(metric)
    if parts is None:
        return None
    for start, end, found in find_metric_spans(words):
        share = _SHARE_OF.match(words, end) if found == parts[0] else None
        if share is not None:
            return words[start : share.end()]
    return None
