"""Question normalisation: misspelt company and metric words restored, shared nouns spelt out."""

from __future__ import annotations

import re

from mines.measures.statement_lines import LINE_ABBREVIATIONS
from mines.measures.words import METRIC_ALIASES, find_metrics
from mines.question.companies import _COMPANY_ALIASES
from mines.question.date_words import spell_dates
from mines.question.source_period import cited_periods
from mines.question.years import anchor_relative_years, pin_relative_years

_BASIS = r"statutory|underlying|reported|法定|基础|基本"
_SHARED_NOUN = re.compile(
    rf"\b({_BASIS})\s+(?:and|or|vs\.?|versus|&)\s+({_BASIS})\s+((?:[a-z]+\s*){{1,4}})",
    re.IGNORECASE,
)
_SHARED_NOUN_ZH = re.compile(
    r"(法定|基础|基本)(?:和|与|及|跟)(法定|基础|基本)(息税折旧摊销前利润|净利润|利润|盈利)"
)


def _expand_shared_nouns(text: str) -> str:
    """``statutory and underlying profit`` -> ``statutory profit and underlying profit``."""

    def english(m: re.Match[str]) -> str:
        words = m.group(3).split()
        for k in range(len(words), 0, -1):
            noun = " ".join(words[:k])
            if find_metrics(f"{m.group(2)} {noun}") and find_metrics(f"{m.group(1)} {noun}"):
                rest = " ".join(words[k:])
                tail = f" {rest} " if rest else " "
                return f"{m.group(1)} {noun} and {m.group(2)} {noun}{tail}"
        return m.group(0)

    text = _SHARED_NOUN.sub(english, text)
    return _SHARED_NOUN_ZH.sub(
        lambda m: f"{m.group(1)}{m.group(3)}和{m.group(2)}{m.group(3)}", text
    )


_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9\-]*")
_COMMON_WORDS: frozenset[str] = frozenset(
    {
        "divided",
        "divider",
        "copier",
        "probit",
        "skipped",
        "writerows",
        "playout",
        "mines",
        "miner",
        "miners",
        "cooper",
        "coppers",
        "revenge",
        "shopped",
        "slipped",  # "revenue slipped": a move, never "shipped"
        "payouts",
        "shipper",
        "shippers",
        "stars",
        "start",
        "starts",
        "resource",
        "borrowing",
        "ounce",
        "profile",
        "profiled",
        "output",
        "debts",
        "product",
        "products",
    }
)
"""Ordinary words within one edit of a metric or company word: never "corrected".

Found by running :func:`correct_typos` over every word of the corpus, the code and the
installed packages' sources and documentation (about 40,000 distinct words)."""


_QUESTION_WORDS: frozenset[str] = frozenset(
    """what which where when whose were does much many tell give show compare comparison
    about their there these those during between versus against difference change growth
    percentage percent highest lowest largest smallest biggest total combined annual report
    reported reports results result figure figures value values amount trend record years
    fiscal financial company companies miners mining please could would should shares""".split()
)
"""Frequent question words: never typos of an alias, so never compared with one."""


def _fuzzy_targets() -> list[tuple[str, ...]]:
    """Company and metric aliases (ASCII, as word tuples) that typo tolerance may restore."""
    aliases = [a for names in _COMPANY_ALIASES.values() for a in names]
    aliases += [a for names in METRIC_ALIASES.values() for a in names]
    targets = []
    for alias in aliases:
        if not alias.isascii() or "," in alias:
            continue
        words = tuple(alias.lower().split())
        if len(words) == 1 and len(words[0]) < 6:
            continue  # short single words (tickers, "capex", "sales") are matched exactly only
        targets.append(words)
    return sorted(set(targets), key=lambda w: (-len(w), w))


_FUZZY_TARGETS = _fuzzy_targets()
_KNOWN_WORDS: frozenset[str] = frozenset(w for t in _FUZZY_TARGETS for w in t) | LINE_ABBREVIATIONS
_FUZZY_LENGTHS: tuple[int, ...] = tuple(sorted({len(t) for t in _FUZZY_TARGETS}, reverse=True))


def _fuzzy_index() -> dict[tuple[int, str], list[tuple[tuple[str, ...], str, int]]]:
    index: dict[tuple[int, str], list[tuple[tuple[str, ...], str, int]]] = {}
    for target in _FUZZY_TARGETS:
        wanted = " ".join(target)
        limit = _allowed_edits(len(wanted))
        if limit:
            index.setdefault((len(target), target[0][:1]), []).append((target, wanted, limit))
    return index


def _allowed_edits(length: int) -> int:
    return 0 if length < 5 else 1 if length <= 9 else 2


_FUZZY_INDEX = _fuzzy_index()


def edit_distance(a: str, b: str, limit: int = 2) -> int:
    """Optimal-string-alignment distance (an adjacent swap is one edit), capped at ``limit + 1``.

    Args:
        a: First string.
        b: Second string.
        limit: Distances above this are reported as ``limit + 1``.

    Returns:
        The number of insertions, deletions, substitutions and adjacent swaps.
    """
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], prev2[j - 2] + 1)
        if min(row) > limit:
            return limit + 1
        prev2, prev = prev, row
    return min(prev[-1], limit + 1)


def correct_typos(text: str) -> str:
    """Restore misspelt company names and metric words (``revnue`` -> ``revenue``).

    A run of words is replaced by an alias of the same number of words when, word by word,
    each starts with the alias word's letter and the edits add up to at most one (two for
    aliases of ten letters or more), at least one word of a phrase is right, and a
    one-word alias has six letters or more and the word is not an ordinary word that
    happens to be close (``divided``). Tickers and other short words are never corrected.

    Args:
        text: A question.

    Returns:
        The question with the misspelt words replaced (unchanged when nothing is close).
    """
    tokens = list(_TOKEN.finditer(text))
    if not tokens:
        return text
    lowered = [t.group(0).lower() for t in tokens]
    unknown = [
        w not in _KNOWN_WORDS and w not in _COMMON_WORDS and w not in _QUESTION_WORDS
        for w in lowered
    ]
    if not any(u and len(w) >= 3 for u, w in zip(unknown, lowered, strict=True)):
        return text  # every word is a known alias word or too short to be a typo of one
    replacements: list[tuple[int, int, str]] = []
    i = 0
    while i < len(tokens):
        found = _closest_alias(lowered, unknown, i)
        if found is None:
            i += 1
            continue
        n, wanted = found
        replacements.append((tokens[i].start(), tokens[i + n - 1].end(), wanted))
        i += n
    for start, end, word in reversed(replacements):
        text = text[:start] + word + text[end:]
    return text


def _closest_alias(lowered: list[str], unknown: list[bool], i: int) -> tuple[int, str] | None:
    """``(word count, alias)`` of the first alias the words from ``i`` on are a typo of."""
    for n in _FUZZY_LENGTHS:
        window = lowered[i : i + n]
        if len(window) < n or not any(unknown[i : i + n]):
            continue
        odd = [w for w, u in zip(window, unknown[i : i + n], strict=True) if u]
        if any(w in _COMMON_WORDS or len(w) < 4 for w in odd):
            continue  # "profit after the sale" is no typo of "profit after tax"
        if n == 1 and len(window[0]) < 5:
            continue
        if n > 1 and len(odd) == n:
            continue  # at least one word of a phrase must be right
        phrase = " ".join(window)
        for target, wanted, limit in _FUZZY_INDEX.get((n, window[0][:1]), ()):
            if abs(len(phrase) - len(wanted)) > limit or window == list(target):
                continue
            if _words_within(window, target, limit):
                return n, wanted
    return None


def _words_within(window: list[str], target: tuple[str, ...], limit: int) -> bool:
    """Word by word, each starting with the right letter, at most ``limit`` edits in all."""
    spent = 0
    for word, want in zip(window, target, strict=True):
        if word == want:
            continue
        if word[:1] != want[:1] or abs(len(word) - len(want)) > limit - spent:
            return False
        spent += edit_distance(word, want, limit - spent)
        if spent > limit:
            return False
    return True


def normalise_question(text: str) -> str:
    """A question as the slot patterns read it.

    Typos restored, shared nouns spelt out, a relative year tied to a written one ("the
    year before FY2024") spelt out as that year, and one set after a written year ("FY2025
    and the previous year") spelt out beside it.
    """
    pinned = pin_relative_years(_expand_shared_nouns(correct_typos(spell_dates(text))))
    return _REFUSED_BASIS.sub(" ", anchor_relative_years(pinned, cited_periods(pinned)))


_REFUSED_BASIS = re.compile(
    r"\s*[,(]?\s*\b(?:not|rather\s+than|instead\s+of|as\s+opposed\s+to)\s+(?:the\s+)?"
    r"(?:statutory|reported|underlying)\b(?:\s+(?:figure|one|number|result))?\s*[,)]?",
    re.IGNORECASE,
)
"""A basis the asker refuses ("underlying (not statutory) NPAT", "underlying rather than
statutory"): no basis asked, and never the one the question reads."""
