"""Shares as printed: the label of a percentage of something.

"returning 65 per cent of first-half profit", "which is 60% of earnings": :func:`share_base`
finds what the percentage is a share of, :func:`share_label` builds its label from the verb
before it. The phrase reading it builds on is :mod:`mines.figures.printed`'s.
"""

from __future__ import annotations

import re

from mines.figures.printed import (
    _AFTER_STOP,
    _LEADING,
    _MAX_WORDS,
    _PERIOD_ONLY,
    _STOP,
    _WORD,
    _is_word,
    _words_after,
    trim_label,
)

_OF_LEAD = re.compile(r"\s+of\s+(?:the\s+|its\s+|their\s+|our\s+|this\s+)?")
_OF_STOP = _AFTER_STOP - {"after", "before"}
_COPULAS = frozenset(
    """is was were are be been being represented represents representing represent equalled
    equaled equals equalling equaling made makes making comprised comprises comprising""".split()
)
_TWO_WORD_COPULAS = frozenset(
    "equal to|equivalent to|amount to|amounted to|amounts to|amounting to|accounted for|"
    "account for|accounts for|"
    "accounting for|made up".split("|")
)
_PARTICLES = frozenset("back out over away up".split())
_LINKING_PREPOSITIONS = frozenset("to at into".split())
_IRREGULAR = {
    "pay": "paid",
    "giv": "given",
    "give": "given",
    "keep": "kept",
    "spend": "spent",
    "send": "sent",
    "mak": "made",
    "make": "made",
    "tak": "taken",
    "take": "taken",
    "paid": "paid",
    "given": "given",
    "kept": "kept",
    "spent": "spent",
    "sent": "sent",
}
_NOT_VERBS = frozenset("its this his has as us plus less thus was is of".split())
_SUBJECT_NONE = frozenset("which that it this what who".split())


def _participle(word: str) -> str | None:
    """The past participle of a verb form ("returning" -> "returned"), None for no verb."""
    w = word.lower()
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if w in _NOT_VERBS or not w.isalpha() or len(w) < 3:
        return None
    if w.endswith("ed"):
        return w
    if w.endswith("ing") and len(w) > 5:
        stem = w[:-3]
        return _IRREGULAR.get(stem, stem + "ed")
    if w.endswith("s") and not w.endswith("ss"):
        stem = w[:-1]
        if stem in _IRREGULAR:
            return _IRREGULAR[stem]
        return stem + "d" if stem.endswith("e") else stem + "ed"
    return None


_MEASURE_LEADS = frozenset(
    {"underlying", "attributable", "statutory", "reported", "adjusted", "profit", "earnings"}
)
"""First words of a measure a percentage may be a share of, whatever their case."""


def share_base(sentence: str, number_end: int) -> tuple[int, int] | None:
    """``(start, end)`` of what a percentage is a share of: "65% *of first-half profit*".

    A proper name after "of" ("80% of Escondida") is an ownership stake, not a measure.
    """
    lead = _OF_LEAD.match(sentence, number_end)
    if lead is None:
        return None
    kept = _words_after(sentence, lead.end(), _OF_STOP, taxed=True)
    if not kept or not any(_is_word(w.group()) for w in kept):
        return None
    if kept[0].group()[0].isupper() and kept[0].group().lower() not in _MEASURE_LEADS:
        # "50% of Escondida", "80% of BMC": a stake in a named asset; "56 per cent of
        # Underlying attributable profit" is a measure printed with a capital
        return None
    start, end = kept[0].start(), kept[-1].start() + len(kept[-1].group().rstrip("."))
    printed = trim_label(sentence[start:end])
    if not printed or _PERIOD_ONLY.match(printed):
        return None
    return start, start + len(printed)


def share_label(
    sentence: str, number_start: int, base: tuple[int, int], floor: int = 0
) -> tuple[int, int, int, str, bool] | None:
    """The label of a percentage "of" something, built from the verb before it.

    Returns ``(start, verb_start, end, label, linking)``: where the naming words before
    the number start, where its verb starts, where they end, the label, and whether the
    verb only links ("is", "represented"), so that the figure is a share of the subject.
    "returning 65 per cent of first-half profit" -> "share of first-half profit returned";
    "EBITDA represented 37 per cent of income" -> "EBITDA as a share of income"; None when
    no verb leads the number ("the sale of 80% of ...").
    """
    words = list(_WORD.finditer(sentence, floor, number_start))
    if not words or any(ch in sentence[words[-1].end() : number_start] for ch in ",;:()"):
        return None
    of = " ".join(sentence[base[0] : base[1]].split())
    last = words[-1].group().lower()
    pair = f"{words[-2].group().lower()} {last}" if len(words) >= 2 else ""
    verb_start = words[-1].start()
    # any verb that comes "to" or "at" a share links it: "equates to", "works out at"
    linked = last in _LINKING_PREPOSITIONS and len(words) >= 2 and words[-2].group().isalpha()
    if linked or pair in _TWO_WORD_COPULAS or last in _COPULAS:
        if linked or pair in _TWO_WORD_COPULAS:
            verb_start = words[-2].start()
            if linked and len(words) >= 3 and words[-2].group().lower() in _PARTICLES:
                verb_start = words[-3].start()  # "works out at"
        subject = _subject(sentence, floor, verb_start)
        if subject is None:
            return verb_start, verb_start, words[-1].end(), f"share of {of}", True
        s_start, s_end = subject
        label = f"{' '.join(sentence[s_start:s_end].split())} as a share of {of}"
        return s_start, verb_start, words[-1].end(), label, True
    particle = ""
    verb = last
    if last in _PARTICLES and len(words) >= 2:
        particle, verb = last, words[-2].group().lower()
        verb_start = words[-2].start()
    done = _participle(verb)
    if done is None:
        return None
    label = f"share of {of} {done}" + (f" {particle}" if particle else "")
    return verb_start, verb_start, words[-1].end(), label, False


_FOR_THE_PERIOD = re.compile(
    r"\s+for\s+the\s+(?:full\s+|first\s+|second\s+)?(?:year|half(?:[\s-]year)?|period)\s*$", re.I
)


def _subject(sentence: str, floor: int, verb_start: int) -> tuple[int, int] | None:
    """The noun phrase right before a linking verb, or None ("which is ...")."""
    period = _FOR_THE_PERIOD.search(sentence, floor, verb_start)
    if period is not None:
        verb_start = period.start()  # "Cash returns for the year amount to": the returns
    words = list(_WORD.finditer(sentence, floor, verb_start))
    kept: list[re.Match[str]] = []
    for w in reversed(words):
        gap = sentence[w.end() : kept[-1].start() if kept else verb_start]
        if any(ch in gap for ch in ',;:()[]"“”—') or w.group().lower() in _STOP:
            break
        if any(ch.isdigit() for ch in w.group()):
            break
        kept.append(w)
        if len(kept) >= _MAX_WORDS:
            break
    kept.reverse()
    while kept and kept[0].group().lower() in _LEADING:
        kept.pop(0)
    if not kept or kept[0].group().lower() in _SUBJECT_NONE:
        return None
    if not any(_is_word(w.group()) for w in kept):
        return None
    return kept[0].start(), kept[-1].end()
