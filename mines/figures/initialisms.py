"""Initialisms read as the words whose initials they spell, against the asked names.

A report prints "Closing ND", "PP&E bought" or "Earnings before interest, tax, D&A" where a
question says "net debt", "property, plant and equipment" or "EBITDA". No list of
initialisms is kept: an initialism in one text stands for a run of words in the other
whose first letters spell it ("ND" is "net debt", "PP&E" is "property, plant and
equipment", "D&A" is "depreciation and amortisation"), and a run of words in a label
spelling an initialism the question uses is that initialism ("earnings before interest,
tax, D&A" is "EBITDA"). Linking words ("and", "of", "the") may be passed over, as
initialisms pass over them. :func:`spelled_alike` rewrites a printed label so, before its
words are compared with the asked phrase and its other names
(:func:`~mines.figures.similarity.match_score`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from mines.figures.qualifier_axes import Qualifiers
from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers

INITIALISM = re.compile(r"(?<![\w&])[A-Z](?:&?[A-Z]){1,6}(?![\w&$])")
"""Two to seven capitals, maybe joined by "&" ("ND", "PP&E", "D&A", "NPAT", "EBITDA"); a
currency's ("US$") is none."""
_UNIT = re.compile(r"[A-Z](?:&?[A-Z])+(?![\w&$])|[A-Za-z]+|,|&")
_PASSED_OVER = frozenset({"and", "of", "the", "&", ","})
"""Linking words an initialism may leave out ("property, plant and equipment": PP&E)."""


def _letters(unit: str) -> str:
    """What one word or initialism contributes to an initialism: its initial, or its letters."""
    if INITIALISM.fullmatch(unit):
        return unit.replace("&", "").lower()
    return unit[0].lower()


def _spells(letters: str, units: Sequence[str], start: int) -> int | None:
    """The end of a run of ``units`` from ``start`` whose initials spell ``letters``, if any.

    The run starts and ends on a word that gives letters; a linking word between is passed
    over ("D&A" is "depreciation and amortisation", never "depreciation and").
    """
    if not letters:
        return start
    if start >= len(units):
        return None
    unit = units[start]
    if unit.lower() in _PASSED_OVER:
        return _spells(letters, units, start + 1)
    own = _letters(unit)
    if not letters.startswith(own):
        return None
    return _spells(letters[len(own) :], units, start + 1)


def _run_spelling(letters: str, units: Sequence[str]) -> tuple[int, int] | None:
    """The first run of ``units`` (start, end) spelling ``letters``, one word a letter or more.

    The run is a whole phrase: one a list goes on from ("earnings before interest, tax,
    D&A") spells no shorter initialism ("EBIT").
    """
    for start, unit in enumerate(units):
        if unit.lower() in _PASSED_OVER:
            continue
        end = _spells(letters, units, start)
        # an initialism is more than a word's own letters ("ND" is no word "nd"): two units
        if end is not None and end - start >= 2 and not _list_goes_on(units, end):
            return start, end
    return None


def _list_goes_on(units: Sequence[str], end: int) -> bool:
    return end < len(units) and (units[end] == "," or units[end].lower() in {"and", "&"})


def _initialisms(text: str) -> list[str]:
    """The initialisms a text prints; none when it is all capitals (a heading's words)."""
    if not re.search(r"[a-z]", text):
        return []
    return INITIALISM.findall(text)


def spelled_alike(label: str, phrase: str, others: Iterable[str] = ()) -> str:
    """``label`` with each initialism it shares with ``names`` written as they write it.

    An initialism the label prints becomes the words of a name spelling it ("Closing ND"
    for "net debt" reads "Closing net debt"); a run of the label's words spelling an
    initialism a name prints becomes that initialism ("Earnings before interest, tax, D&A"
    for "EBITDA" reads "EBITDA"). The names are the asked ``phrase`` and ``others`` (its
    metric's other names); an initialism the phrase prints itself stays as printed. Names
    sharing none leave the label as printed.
    """
    names = [n for n in (phrase, *others) if n and n.isascii()]
    own = {word.lower() for word in re.findall(r"[\w&]+", phrase)}
    out, contracted = label, set()
    for name in names[:1]:  # the phrase's own initialisms ("EBITDA"), never its other names'
        for initialism in INITIALISM.findall(name):
            units = [(m.start(), m.end(), m.group(0)) for m in _UNIT.finditer(out)]
            found = _run_spelling(initialism.replace("&", "").lower(), [u for *_, u in units])
            if found:
                start, end = units[found[0]][0], units[found[1] - 1][1]
                out = f"{out[:start]}{initialism}{out[end:]}"
                contracted.add(initialism)
    for initialism in dict.fromkeys(_initialisms(out)):
        if initialism in contracted or initialism.lower() in own:  # written alike already
            continue
        out = _spelled_by(out, initialism, names)
    return out


def _spelled_by(text: str, initialism: str, names: Iterable[str]) -> str:
    """``text`` with ``initialism`` written as the words of the first name spelling it."""
    for name in names:
        words = _UNIT.findall(name)
        found = _run_spelling(initialism.replace("&", "").lower(), words)
        if found:
            spelled = " ".join(words[found[0] : found[1]])
            return re.sub(rf"(?<![\w&]){re.escape(initialism)}(?![\w&])", spelled, text)
    return text


def label_alike(label: str, phrase: str, stated: Qualifiers, others: Iterable[str] = ()) -> str:
    """:func:`spelled_alike`, or "" when the label spelled out states what ``stated`` denies.

    "Closing ND" read as "Closing net debt" may be compared with "net debt"; an initialism
    whose words clash with the asked phrase's ("NPAT, underlying" spelled out for a
    statutory result) leaves nothing to compare.
    """
    alike = spelled_alike(label, phrase, others)
    if alike != label and conflicts(dict(stated), read_qualifiers(alike)):
        return ""
    return alike


@lru_cache(maxsize=4096)
def measure_spelled(label: str) -> str:
    """``label`` with each initialism a measure's name spells written as that name.

    "Closing ND" reads "Closing net debt" by the registry's names, with no question asked:
    a row printing a measure's initials names that measure, never a site ("Closing ND" is
    no mine). The first name (in the registry's order) whose initials spell it is taken.
    """
    out = label
    for initialism in dict.fromkeys(_initialisms(label)):
        out = _spelled_by(out, initialism, _measure_names())
    return out


@lru_cache(maxsize=1)
def _measure_names() -> tuple[str, ...]:
    from mines.measures.registry import METRIC_LABELS
    from mines.measures.words import METRIC_ALIASES

    names = [*METRIC_LABELS.values(), *(n for ns in METRIC_ALIASES.values() for n in ns)]
    return tuple(dict.fromkeys(n for n in names if n.isascii()))
