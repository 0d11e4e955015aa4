"""The measure a line led by its value names right after it ("- US$5.1bn free cash flow").

Read for the verifier of prose (:mod:`mines.figures.verify_prose`), as the reader reads a
line whose value comes first.
"""

from __future__ import annotations

import re

from mines.figures.basis_words import is_basis_clause
from mines.figures.verify_items import TRAILING_BASIS
from mines.figures.verify_reasons import _metric_with_basis, _nearest_label
from mines.measures.paraphrases import printed_paraphrase
from mines.numbers import Number, find_figures
from mines.sentences import MOVE_MARK

_VALUE_LEADS = re.compile(r"\s*(?:[-•*▪●]\s*)?")
"""What may come before a value that leads its line: a bullet."""


def led_line_metric(sentence: str, num: Number) -> tuple[str | None, str | None] | None:
    """The metric and basis of a line's label printed right after the value leading it.

    "- US$5.1bn free cash flow ▲ 18%", "- US$5.1bn cash left once capex is paid": the words
    up to the next figure or mark of movement, when they are wholly a label or a wording of
    a measure's meaning. None for any other line.
    """
    if _VALUE_LEADS.fullmatch(sentence[: num.start]) is None:
        return None
    after = [f for f in find_figures(sentence[num.end :])]
    end = num.end + after[0].start if after else len(sentence)
    mark = MOVE_MARK.search(sentence, num.end, end)
    words = sentence[num.end : mark.start() if mark else end].strip(" ,;:")
    if not words:
        return None
    meant = printed_paraphrase(words)
    if meant:
        return meant, None
    trailing = TRAILING_BASIS.search(words)  # "$12.1bn EBITDA, adjusted ▲ 3%"
    label = words[: trailing.start()] if trailing else words
    named = _nearest_label(label, len(label))
    if named is None or named.start != 0:
        return None
    if named.end != len(label) and not is_basis_clause(label[named.end :]):
        return None  # "$X EBITDA before one-off items": the underlying EBITDA, no other
    return _metric_with_basis(named, words)
