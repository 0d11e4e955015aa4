"""What the words around an amount a result verb names leave it: another measure, or a basis.

A press sentence tells the bottom line with a verb ("Fortescue banked $US5.7 billion") and
goes on to other things. Whether the amount is the result depends on what else the
sentence names:

- a measure named in the verb's own clause, before the verb or right after the amount
  ("earned $X on revenue of $Y", "Revenue rose and the group earned $X") leaves which
  measure the amount is unsaid: not read;
- a measure named in a later clause that states its own amount ("..., as its ore fetched
  $US103 a dry tonne", "..., after pouring $US9.8 billion into its mines") names that
  amount, never the earlier one: the earned amount stays the result.

Words right after the amount may also say its basis: for whom it was earned ("for its
shareholders", "for owners": the attributable result) or what it leaves out ("before
one-offs", "excluding significant items": the underlying result). Tax is no such item
("made $X before tax" is another measure and stays unread).

Read by :mod:`mines.figures.result_verbs` (the extractor's and the verifier's reading).
Pure: compiled patterns.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from mines.figures.basis_words import UNDERLYING_WORDS
from mines.measures.words import find_metric_spans

_I = re.IGNORECASE

OTHER_MEASURE = re.compile(
    r"\b(?:cash|revenues?|sales|turnover|takings|ebitda|ebit|margins?|dividends?|income|"
    r"interest|royalt\w*|fees?|pre-tax|before\s+tax|per\s+share|a\s+share)\b",
    _I,
)
_APPOSED_FIGURE = re.compile(
    r"^\s*,\s+(?:the|a)\s+(?:figure|measure|number|yardstick|one)\b[^.;]*", _I
)
"""An apposition right after the amount saying what it is to whom ("..., the figure
management prefers and the one the dividend is built on"): no other amount's measure."""
_PARTS_OF_RESULT = frozenset({"impairments", "exceptional_items"})
"""Measures a sentence may name as what the result took in ("after write-downs"): an
amount earned is never one of them."""
RESULT_KEYS = frozenset({"statutory_npat", "underlying_npat"})

_LATER_CLAUSE = re.compile(
    r"(?:,\s*|\s+)(?:and\s+)?(?:as|after|while|whereas|when|with|getting|taking|leaving|"
    r"sending|pouring|spending|shipping|selling)\b|;",
    _I,
)
"""Where a later clause of its own starts after the amount: a comma or a joining word."""
_AMOUNT = re.compile(r"\d")


def names_another_measure(sentence: str, start: int, end: int) -> bool:
    """Whether the sentence names a measure other than the result, outside the verb's words.

    ``sentence[start:end]`` is the verb through the amount and its tail. A later clause
    stating its own amount is that amount's and is left out of the search.
    """
    after = _APPOSED_FIGURE.sub("", sentence[end:])  # ", the figure management prefers"
    outside = f"{sentence[:start]} {_without_own_amount_clauses(after)}"
    if OTHER_MEASURE.search(outside):
        return True
    named = {key for _, _, key in find_metric_spans(outside)} - _PARTS_OF_RESULT
    return any(key not in RESULT_KEYS for key in named)


def _without_own_amount_clauses(after: str) -> str:
    """``after`` up to the first later clause that states an amount of its own.

    "..., up 18 per cent, as the iron ore it shipped fetched $US103 a tonne": from "as" on
    the words name the price's amount. A clause with no amount of its own ("..., on
    revenue of ...", "as sales rose") may name what the earlier amount is, and stays.
    """
    starts = [m.start() for m in _LATER_CLAUSE.finditer(after)] + [len(after)]
    for here, nxt in zip(starts, starts[1:], strict=False):
        if _AMOUNT.search(after, here, nxt):
            return after[:here]
    return after


@dataclass(frozen=True)
class AmountBasis:
    """Words right after an earned amount that say its basis."""

    end: int
    basis: str


_FOR_HOLDERS = re.compile(
    r"\s+(?:for|to)\s+(?:its\s+|their\s+|the\s+)?(?:share)?(?:holders|owners|members)\b"
    r"(?!\s+(?:in|as)\s+(?:dividends?|distributions?|buy[\s-]?backs?|returns?))",
    _I,
)
"""The owners the amount was earned for: "pocketed $X for its shareholders"."""


def basis_after(sentence: str, end: int) -> AmountBasis | None:
    """The basis the words right after an earned amount at ``end`` name, else None.

    "for its shareholders" -> attributable; "before one-offs", "excluding significant
    items" -> underlying ("before tax" names no left-out item and is not read here).
    """
    m = _FOR_HOLDERS.match(sentence, end)
    if m is not None:
        return AmountBasis(m.end(), "attributable")
    lead = re.match(r"\s+(?=before\b|excluding\b|ex\b)", sentence[end:], _I)
    if lead is None:
        return None
    left = UNDERLYING_WORDS.match(sentence, end + lead.end())
    if left is None:
        return None
    return AmountBasis(left.end(), "underlying")


_APPOSITIVE = re.compile(r"\s*(?:the|a|an)\s+[^,;:()\d]{2,60}", _I)
"""A noun phrase set off by commas after a name: ", the Kalgoorlie Super Pit owner,"."""


def appositive_subject(
    sentence: str, marks: list[re.Match[str]], names_company: Callable[[str], bool]
) -> int | None:
    """Where the company named before an apposition starts, when it is the verb's subject.

    "Northern Star, the Kalgoorlie gold miner, made $X": ``marks`` are the clause marks
    before the verb; the last two must be the commas around the apposition, and the words
    before the first of them the company alone.
    """
    if len(marks) < 2 or marks[-1].group() != "," or marks[-2].group() != ",":
        return None
    if not _APPOSITIVE.fullmatch(sentence, marks[-2].end(), marks[-1].start()):
        return None
    start = marks[-3].end() if len(marks) > 2 else 0
    who = sentence[start : marks[-2].start()]
    if not who.strip() or not names_company(who.strip()):
        return None
    return start + len(who) - len(who.lstrip())
