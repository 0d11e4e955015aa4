"""Dividends stated in words: a nil one, and a single dividend said to be the year's total.

A report says a dividend was not paid in words, with no number: "The Board has not declared
a final dividend", "No interim or final dividend was determined for the year", "Directors
resolved not to pay a final dividend", "The final dividend is nil". Each states a figure of
value 0 for the kind it names (a denial naming no kind, "no dividends were declared for the
year", is the year's total; at a half, the interim). Not a nil of the period:

- a dash or a blank (a figure the document does not state);
- a future or conditional word ("no dividend until net debt falls", "does not expect to
  pay", "will consider resuming"), or a period after the document's;
- a denial of something else about a dividend ("the final dividend was not franked").

:func:`nil_dividends` reads them in a sentence, :func:`nil_period` dates one;
:func:`said_to_be_total` tells a per-share value said to be the year's whole dividend
("the interim dividend of 20 cents ... is the total dividend for the year"). Read alike by
the extractor (:mod:`mines.figures.extract`), the verifier (:mod:`mines.figures.verify`)
and the number-level grounding check. Pure: regular expressions only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mines.figures.comparatives import heads_bracket
from mines.figures.labels import LabelHit
from mines.figures.model import Period
from mines.figures.period_forms import FY_MENTION
from mines.figures.period_mentions import period_mentions

__all__ = [
    "DERIVED_TOTAL",
    "SUMMED_TOTAL",
    "NilDividend",
    "nil_dividends",
    "nil_period",
    "prior_of_nil",
    "said_to_be_total",
    "states_nil_dividend",
]

_I = re.IGNORECASE

_KIND = r"(?:interim|final|special|ordinary|full[\s-]year|(?:fully\s+|un)?franked|cash)"
_KINDS = rf"(?P<kinds>(?:{_KIND}\s*(?:(?:,|or|and|nor|/)\s*)?)*)"
"""The kinds a denial names, listed ("interim or final", "interim, final or special")."""
_DIVIDEND = r"(?:dividends?|distributions?)\b"
_VERB = r"(?:declar\w*|determin\w*|pa(?:y|ys|id|ying)|propos\w*|recommend\w*|announc\w*)"
_PASSIVE = r"(?:declared|determined|paid|proposed|recommended|payable|announced)"
_AUX = r"(?:(?:was|were|has|have|had|will|is|are|be|been|being|to)\s+){0,3}"

_NO_KIND = re.compile(rf"\b(?:no|nil)\s+{_KINDS}{_DIVIDEND}", _I)
""""No final dividend", "no interim or final dividends", "a nil final dividend"."""
_STATED_AFTER = re.compile(
    rf"\s+(?:{_AUX}{_PASSIVE}\b|(?:for|in\s+respect\s+of)\s+(?:the\s+|its\s+)?"
    r"(?:year|half|period|financial|fy|20\d\d))",
    _I,
)
"""After "no final dividend": the verb that says it was not declared, or the period."""
_STATED_BEFORE = re.compile(
    rf"(?:\b{_VERB}|\bthere\s+(?:is|was|were|will\s+be|has\s+been|have\s+been))\s+$", _I
)
"""Before "no final dividend": "declared no", "there will be no"."""
_NOT_VERB = re.compile(
    rf"\b(?:(?:not|never)\s+(?:to\s+)?(?:yet\s+)?{_VERB}|(?:declined|refrained)\s+(?:to|from)\s+"
    rf"{_VERB}|decided\s+against\s+{_VERB})\s+(?:(?:a|an|any)\s+)?{_KINDS}{_DIVIDEND}",
    _I,
)
""""Has not declared a final dividend", "resolved not to determine any dividends"."""
_KIND_NOT = re.compile(
    rf"\b(?:a|an|the|any)\s+{_KINDS}{_DIVIDEND}\s+{_AUX}(?:not|never)\s+(?:been\s+|be\s+)?"
    rf"{_PASSIVE}\b",
    _I,
)
"""Passive: "A final dividend has not been determined", "the interim dividend was not paid"."""
_KIND_NIL = re.compile(
    rf"(?<![\w-]){_KINDS}{_DIVIDEND}(?:\s+per\s+share)?"
    rf"(?:\s+(?:for|in)\s+(?:the\s+)?(?:year|half|period|{FY_MENTION.pattern}|(?:19|20)\d\d))?"
    r"\s*(?::|–|—|-|\b(?:was|were|is|are|of|"
    r"at|came\s+to|totall?ed))\s*(?:was\s+|is\s+)?nil\b",
    _I,
)
""""Final dividend: nil", "the interim dividend was nil"."""
_PATTERNS = (_NO_KIND, _NOT_VERB, _KIND_NOT, _KIND_NIL)

_CONDITIONAL = re.compile(
    r"\b(?:until|unless|once|subject\s+to|expect\w*|intend\w*|anticipat\w*|resum\w*|"
    r"reinstat\w*|future|polic(?:y|ies)|consider\w*|may|might|could|would|should|if|"
    r"when|outlook|guidance|plans?|likely)\b",
    _I,
)
"""Words of a future or conditional denial: no nil of the period."""
_KIND_WORD = re.compile(r"\b(interim|final|special)\b", _I)
_AFTER_BALANCE_DATE = re.compile(
    r"[^.;]{0,40}?\bafter\s+(?:the\s+)?(?:balance|reporting)\s+date\b|"
    r"[^.;]{0,40}?\bafter\s+(?:the\s+)?(?:(?:financial\s+)?year|period)[\s-]end\b|"
    r"[^.;]{0,40}?\bafter\s+the\s+end\s+of\s+the\s+(?:financial\s+)?(?:year|period)\b",
    _I,
)
"""After an unnamed dividend: one determined after the balance date, the final dividend."""
_EXPLAINS_DASH = re.compile(
    r"^\W*(?:an?\s+)?(?:dash|hyphen|[–—-])\s*(?::|=|\b(?:denotes|means|indicates|shows|"
    r"signifies|marks|is\s+shown))|\b(?:a|the)\s+dash\s+(?:denotes|means|indicates|shows|signifies)\b",
    _I,
)
"""A note explaining a table's dash ("A dash: ...", "– denotes ..."): of a blank cell."""


@dataclass(frozen=True)
class NilDividend:
    """A dividend a sentence says was not paid: its kind and the words that say so."""

    kind: str
    start: int
    end: int


def nil_dividends(sentence: str, half: bool = False) -> list[NilDividend]:
    """The dividends ``sentence`` says were nil, one per kind named, in order.

    A denial naming no kind (or only "ordinary", "full-year") is the year's total, or the
    interim one at a ``half``. A conditional or future sentence states none.
    """
    if _CONDITIONAL.search(sentence):
        return []
    found: dict[str, NilDividend] = {}
    for pattern in _PATTERNS:
        for m in pattern.finditer(sentence):
            if pattern is _NO_KIND and not _denied_outright(sentence, m):
                continue
            kinds = [k.lower() for k in _KIND_WORD.findall(m.group("kinds") or "")]
            if not kinds and _AFTER_BALANCE_DATE.match(sentence, m.end()):
                kinds = ["final"]  # "no distribution after balance date": the final only
            elif not kinds and _EXPLAINS_DASH.search(sentence):
                continue  # a note explaining a table's dash states no total
            for kind in kinds or ["interim" if half else "total"]:
                found.setdefault(kind, NilDividend(kind, m.start(), m.end()))
    return sorted(found.values(), key=lambda n: (n.start, n.kind))


def _denied_outright(sentence: str, m: re.Match[str]) -> bool:
    """Whether "no final dividend" says none was declared, not only names it."""
    if m.group(0).lower().startswith("nil"):
        return True
    return bool(
        _STATED_AFTER.match(sentence, m.end())
        or _STATED_BEFORE.search(sentence, max(0, m.start() - 30), m.start())
        or re.match(r"\s*(?:no|nil)\b", sentence, _I)  # a sentence opened by it
    )


def nil_period(sentence: str, company: str, doc: Period | None) -> Period | None:
    """The period a nil dividend of ``sentence`` is for: the one it names, else the document's.

    None when it names several, one that cannot be told, an earlier one by a relative word
    ("the prior year": a comparative) or one after the document's (an outlook).
    """
    # "(2024: nil)", "(2024: 20 cents per share)": a bracketed comparative dates only itself
    named = [
        m
        for m in period_mentions(sentence, company, doc)
        if not heads_bracket(sentence, m.start, m.end)
        and not _COMPARED_BEFORE.search(sentence, 0, m.start)
    ]
    if any(m.period is None or m.relative for m in named):
        return None
    periods = {m.period for m in named if m.period is not None}
    if len(periods) > 1:
        return None
    period = periods.pop() if periods else doc
    if period is None or (doc is not None and period.year > doc.year):
        return None
    return period


_COMPARED_BEFORE = re.compile(
    r"\b(?:compared\s+(?:with|to)|versus|vs\.?|against|than|down\s+from|"
    r"after\s+(?:an?|the|its)\s+[^.;]{0,30}?\d)",
    _I,
)
"""Before a period mention: the value compared with, which that period dates ("nil,
compared with 20 cents in FY24", "after a 20 cent interim last year"), not the nil."""


def prior_of_nil(
    sentence: str, start: int, company: str, doc: Period | None
) -> tuple[LabelHit, str] | None:
    """The dividend a bracketed comparative at ``start`` states for an earlier period.

    "No interim dividend was determined (1H FY24: 20 cents per share)": a value inside a
    bracket headed by a period, right after a clause that denies one kind of dividend, is
    that kind's dividend for the bracket's period (the prior half's interim); the clause's
    own period keeps its nil; after a denied interim and final, a prior year's is its total.
    The label is that kind's dividend, placed at the value (the denial's words are not its
    label). None when the bracket heads no earlier period, or the clause before denies no
    dividend or several kinds.
    """
    opened = sentence.rfind("(", 0, start)
    if opened < 0 or ")" in sentence[opened:start]:
        return None
    headed = [
        m
        for m in period_mentions(sentence, company, doc)
        if opened < m.start and m.end <= start and heads_bracket(sentence, m.start, m.end)
    ]
    if len(headed) != 1 or headed[0].period is None:
        return None
    if doc is not None and headed[0].period.end(company) >= doc.end(company):
        return None  # the bracket dates no earlier period: not a comparative
    nils = nil_dividends(sentence[:opened], half=doc is not None and doc.kind == "H1")
    kinds = {n.kind for n in nils}
    if kinds == {"interim", "final"} and headed[0].period.kind == "FY":
        kinds = {"total"}  # "No interim or final dividend ... (FY24: 20 cents)": the year's
    if len(kinds) != 1 or sentence[nils[-1].end : opened].count(",") > 1:
        return None
    label = f"{kinds.pop()} dividend"
    return LabelHit(start, start, "dividends_per_share", None, False, label), label


def states_nil_dividend(text: str) -> bool:
    """Whether ``text`` says in words that some dividend was nil (for the grounding check)."""
    return any(nil_dividends(s) for s in re.split(r"(?<=[.!?;])\s+|\n+", text))


_TOTAL_AFTER = re.compile(
    r"(?P<gap>[^.;]{0,80}?)\b(?:is|was|represents|represented|constitutes|constituted|forms|formed|"
    r"makes\s+up|made\s+up|amounts\s+to|amounted\s+to|being|remains|remained)\s+"
    r"(?:the|its|their)\s+(?:(?:total|full[\s-]year|whole[\s-]year|entire|only)\s+)+"
    r"(?:ordinary\s+)?(?:dividends?|distributions?)\b(?:\s+(?:for|of|in\s+respect\s+of)\s+"
    r"(?:the\s+)?(?:(?:full|whole|financial)\s+)?year\b)?",
    _I,
)
"""After a value: "..., paid in March, is the total dividend for the year"."""
_ONLY_NEEDS_YEAR = re.compile(r"\bonly\b(?![^.;]*\b(?:year|full[\s-]year|fy\s?\d))", _I)
_ANOTHER_PART = re.compile(
    r"\b(?:interim|final|special|together|plus|along|including|combined|added)\b|\d", _I
)
"""In the gap: another dividend or part the value is added to ("with the final dividend")."""


def said_to_be_total(sentence: str, end: int) -> bool:
    """Whether the per-share value ending at ``end`` is said to be the year's whole dividend.

    "The interim dividend of 20 cents per share, paid in March, is the total dividend for
    the year": the interim is the year's total too. "The only dividend" says so only for
    the year ("the only dividend for the year").
    """
    m = _TOTAL_AFTER.match(sentence, end)
    return (
        m is not None
        and not _ANOTHER_PART.search(m.group("gap"))
        and not _ONLY_NEEDS_YEAR.search(m.group(0))
    )


DERIVED_TOTAL = "total: interim plus a nil final"
"""The note of a year's total read as its interim dividend with a final stated as nil."""
SUMMED_TOTAL = "total: interim plus final"
"""The note of a year's total summed from its interim and final dividends, neither nil, where
the text states both and no total (nor a special dividend of the year)."""
