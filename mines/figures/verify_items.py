"""The verifier's reading of a slide's item: the words that name its value, no linking word.

"- Top line US$18.22bn ▲ 8%", "- US$7.9bn cash in from operations ▲ 7%", "Cash at bank
US$4.9bn | gross borrowings US$5.4bn | net US$0.5bn", "- Final A$0.89 fully franked". The
item's words before the value name it, else (a value leading its item) those after it, up
to an arrow, a comparison, a bracket or the divider; a period's name is the period's. Two
items' words say little alone and are completed as the extractor completes them, by the
verifier's own reading: a bare "net" after a cash and a debt item is net debt or net cash by
the sums themselves (:func:`netted_words`), and words before a franked value a dividend's.
The vocabulary (which words are debt, cash, franking) is the extractor's
(:mod:`mines.figures.slide_items`), the reading is this module's.
"""

from __future__ import annotations

import re

from mines.figures.printed import is_period_only
from mines.figures.slide_items import (
    AFTER_END,
    BARE_NET,
    CASH_WORDS,
    DEBT_WORDS,
    DIVIDEND_WORD,
    FRANKED,
    KIND_ONLY,
    NOTE_TAIL,
    PERIOD_WORD,
)
from mines.numbers import Number, find_figures
from mines.sentences import ITEM_BULLET, ITEM_DIVIDER


def _bounds(sentence: str, num: Number) -> tuple[int, int] | None:
    """Where the item holding ``num`` starts and ends, or None in a sentence of prose."""
    bullet = ITEM_BULLET.match(sentence)
    if bullet is None and ITEM_DIVIDER.search(sentence) is None and not _line_of_words(sentence):
        return None
    start = bullet.end() if bullet else 0
    for divider in ITEM_DIVIDER.finditer(sentence, 0, num.start):
        start = max(start, divider.end())
    for other in find_figures(sentence[start : num.start]):
        if start + other.end <= num.start:
            start = start + other.end  # the figure before's words are its own
    after = ITEM_DIVIDER.search(sentence, num.end)
    return start, after.start() if after else len(sentence)


_MAX_ITEM_WORDS = 14


def _line_of_words(sentence: str) -> bool:
    """A short line that no full stop ends: a slide's item whose bullet the reader took off."""
    text = sentence.strip()
    return (
        bool(text) and not text.endswith((".", "!", "?")) and len(text.split()) <= _MAX_ITEM_WORDS
    )


def _words(text: str) -> str:
    """``text``'s words without a period's name at either edge."""
    words = text.replace("|", " ").split()
    while words and PERIOD_WORD.match(words[0].strip(".,")):
        words.pop(0)
    while words and PERIOD_WORD.match(words[-1].strip(".,")):
        words.pop()
    return " ".join(words).strip(" ,;:-")


def item_words(sentence: str, num: Number) -> str | None:
    """The words naming the value ``num`` of a slide's item, completed; None in prose."""
    bounds = _bounds(sentence, num)
    if bounds is None:
        return None
    start, end = bounds
    before = _words(sentence[start : num.start])
    if before and is_period_only(before):
        return None  # "| full year 150c": a period, the item before's measure
    if before:
        if BARE_NET.match(before):
            return netted_words(sentence, num)
        tail = sentence[num.end : end]
        franked = FRANKED.search(tail) or (KIND_ONLY.match(before) and FRANKED.search(sentence))
        if franked and not DIVIDEND_WORD.search(before):
            return f"{before} dividend"  # only a dividend is franked
        return before
    if sentence[start : num.start].strip():
        return None
    cut = AFTER_END.search(sentence, num.end, end)
    after = NOTE_TAIL.sub("", sentence[num.end : cut.start() if cut else end])
    return _words(after) or None


def netted_words(sentence: str, num: Number) -> str:
    """The net debt or net cash a bare "net" item is, by the line's cash and debt items.

    "net debt" (the debt less the cash) or "net cash" (the cash less the debt); "" when the line
    holds no one cash and one debt item whose difference is the value.
    """
    cash: list[float] = []
    debt: list[float] = []
    start = 0
    for divider in [*ITEM_DIVIDER.finditer(sentence), None]:
        end = divider.start() if divider else len(sentence)
        item = sentence[start:end]
        figures = find_figures(item)
        if figures and figures[0].start + start < num.start:
            words = item[: figures[0].start]
            if DEBT_WORDS.search(words):
                debt.append(figures[0].base_value)
            elif CASH_WORDS.search(words):
                cash.append(figures[0].base_value)
        start = divider.end() if divider else end
    if len(cash) != 1 or len(debt) != 1:
        return ""
    value = num.base_value
    near = max(abs(value) * 0.02, num.scale * 0.051)
    if abs(debt[0] - cash[0] - value) <= near:
        return "net debt"
    if abs(cash[0] - debt[0] - value) <= near:
        return "net cash"
    return ""


def is_bare_net(words: str) -> bool:
    """Whether ``words`` are a bare "net", naming no figure alone."""
    return BARE_NET.match(words.strip()) is not None


TRAILING_BASIS = re.compile(
    r"\s*,\s*(?P<basis>adjusted|underlying|statutory|reported|IFRS)\s*$", re.IGNORECASE
)
"""A basis word set after a slide line's label by a comma ("EBITDA, adjusted")."""


def basis_fronted(words: str) -> str:
    """An item's words with a basis set after a comma put first ("reported net result")."""
    m = TRAILING_BASIS.search(words)
    return f"{m.group('basis')} {words[: m.start()].strip()}" if m else words


def since_figure(sentence: str, num: Number) -> int:
    """Where the words after the figure before ``num`` (or the sentence) start."""
    before = [f for f in find_figures(sentence[: num.start]) if f.end <= num.start]
    return before[-1].end if before else 0
