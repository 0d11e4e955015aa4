"""A registry label that is only the object of a preposition inside a longer printed name.

"Profit for members after exceptional items of US$9.02 billion" names a profit: the
registry label "exceptional items" there is what the profit is counted after, not the
figure's measure. Read as the label's, the profit would answer a question about the
exceptional items themselves, a confidently wrong figure. The printed name then stands as
the figure's label (no registry metric), and is matched by its meaning.
"""

from __future__ import annotations

import re

_OBJECT_OF = re.compile(
    r"\b(?:after|before|including|excluding|inclusive\s+of|exclusive\s+of|net\s+of|less)"
    r"\s+(?:the\s+|all\s+|any\s+)?$",
    re.IGNORECASE,
)
"""A preposition that makes the label after it what another measure is counted with or
without ("after", "including", "net of"); "with" is left out ("ended with net debt of")."""

_HEAD = re.compile(r"[A-Za-z]{3,}")


def object_of_preposition(sentence: str, phrase: tuple[int, int], label_start: int) -> bool:
    """Whether the label starting at ``label_start`` is a preposition's object in ``phrase``.

    True when the printed phrase has words of its own before a preposition that leads
    straight into the label ("Profit *after* exceptional items", "Earnings *including*
    significant items"); a phrase that opens with the label, or a preposition with no words
    before it ("After exceptional items, profit was"), is not.
    """
    start, end = phrase
    if not start < label_start <= end:
        return False
    before = sentence[start:label_start]
    m = _OBJECT_OF.search(before)
    return m is not None and bool(_HEAD.search(before[: m.start()]))


_LED_BY = re.compile(
    r"\b(?:after|before|including|excluding|without|inclusive\s+of|exclusive\s+of|net\s+of|"
    r"less)\s+(?:(?:the|those|these|its|all|any|such)\s+)?$",
    re.IGNORECASE,
)


def led_by_preposition(sentence: str, label_start: int) -> bool:
    """Whether the label at ``label_start`` is what a result is counted with or without.

    "Without those impairments the loss was $X": the impairments are left out of the loss,
    so a value the words after only call "the loss" is never theirs.
    """
    return _LED_BY.search(sentence, max(0, label_start - 40), label_start) is not None
