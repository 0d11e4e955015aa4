"""Dividends a share named by the words right beside a plain amount.

Press copy often drops "a share" and the reporting currency from a dividend: "BHP paid a
$1.75 dividend for FY22", "the final of $0.70 a share came on top of the $1.20 interim".
The amount is a dividend a share when the words beside it say so:

- a dividend noun right after it, then a year it is for ("a $1.75 dividend for FY22", "an
  80c fully franked dividend for the year"): that year's total, as "its dividend for the
  year" is (a kind word after the amount is read by ``dividend_phrases.kind_named_after``);
- a bare kind word after a plain dollar amount ("the $1.20 interim") where a dividend a
  share is named before it in the sentence: that kind, a share;
- a bare kind word opening the amount's list item or clause ("Interim A$1.47, Final
  A$2.11"; ``kind_item_before``).

Read alike by the extractor and the verifier (both through ``dividend_phrases``).
Pure: regular expressions only.
"""

from __future__ import annotations

import re

from mines.figures.comparatives import STATED_AT
from mines.figures.labels import LabelHit
from mines.figures.prose_per_share import FOR_A_NAMED_YEAR, FOR_THE_YEAR
from mines.figures.qualifiers import DIVIDEND_WORDS
from mines.numbers import Number, find_figures

_DIVIDEND_NOUN = re.compile(
    r"\s*(?:,\s*)?(?:(?:fully|partly)\s+)?(?:(?:un)?franked\s+)?(?:(?:ordinary|cash)\s+)?"
    r"(?:dividends?|distributions?)(?:\s+(?:a|per|each)\s+share)?"
    r"(?:\s+(?:was\s+|were\s+)?(?:declared|determined|paid|announced))?",
    re.IGNORECASE,
)
"""Right after an amount: the dividend it is ("$1.75 dividend", "19c fully franked
dividend", "80 cents a share ordinary dividend declared")."""
_NO_PAYMENT = re.compile(
    r"\b(?:offer\w*|bid|takeover|placement|buy[\s-]?backs?|price[ds]?|consideration|"
    r"earn\w*|eps)\b",
    re.IGNORECASE,
)
"""Words of a price paid for shares or of earnings: the amount is no dividend."""
_KINDED = re.compile(r"\b(?:interim|final|special|total|one[\s-]off)\b", re.IGNORECASE)


def _dividend_sized(num: Number) -> bool:
    """A sum a share, or a plain dollar amount small enough to be one (no millions)."""
    if (num.unit or "").endswith("per share"):
        return True
    return num.currency is not None and num.unit is None and num.scale == 1 and num.value < 50


def dividend_for_a_year(sentence: str, num: Number) -> tuple[LabelHit, str] | None:
    """The year's total a dividend noun after ``num`` says it is, with its label, or None.

    "BHP paid a $1.75 dividend for FY22", "holders get a 19c fully franked dividend for the
    year": a dividend of no kind said to be a year's is that year's total. A kind word
    before the noun ("a $1.75 final dividend") is the kind reader's.
    """
    if not _dividend_sized(num):
        return None
    noun = _DIVIDEND_NOUN.match(sentence, num.end)
    if noun is None or _KINDED.search(noun.group(0)):
        return None
    year = FOR_A_NAMED_YEAR.match(sentence, noun.end()) or FOR_THE_YEAR.match(sentence, noun.end())
    if year is None or _NO_PAYMENT.search(sentence, max(0, num.start - 40), year.end()):
        return None
    if _KINDED.search(sentence, max(0, num.start - 25), num.start):
        return None  # "the final, a $1.75 dividend for FY22": the kind said before is its own
    label = "total dividends"
    return LabelHit(noun.start(), noun.end(), "dividends_per_share", None, False, label), label


def per_share_dividend_before(sentence: str, num: Number) -> bool:
    """Whether a dividend a share is named before ``num`` in ``sentence``.

    "The final of $0.70 a share came on top of the $1.20 interim": the plain amount the
    kind word follows is a dividend a share, as the one before is.
    """
    before = [n for n in find_figures(sentence[: num.start]) if (n.unit or "").endswith("share")]
    if not before or _NO_PAYMENT.search(sentence, 0, num.start):
        return False
    lead = sentence[: before[-1].start]
    return bool(DIVIDEND_WORDS.search(lead) or _KINDED.search(lead))


NOT_A_DIVIDEND = re.compile(
    r"\b(?:acqui\w*|takeover|bid|offer\w*|placement|rais(?:e|ed|ing)|buy[\s-]?backs?|"
    r"purchas\w*|consideration|price[ds]?|priced|subscri\w*|issue[ds]?|bought|tax(?:es)?|"
    r"royalt\w*|earn\w*|profit\w*|eps)\b",
    re.IGNORECASE,
)
"""A sentence about a price paid for shares, or a per-share measure that is no payment."""


_KIND_ITEM_BEFORE = re.compile(
    r"(?:^|[,;:(]\s*|\s[–—-]\s*|\s+and\s+|\n\s*)(?P<kind>interim|final|special)"
    r"(?:\s*\([^()]{0,30}\))?\s*(?:[:–—-]\s*)?$",
    re.IGNORECASE,
)
"""Right before a value: a bare kind word opening a list item ("Interim A$1.47, Final
A$2.11")."""
_KIND_SUBJECT = re.compile(
    r"\b(?:the|its|their|our)\s+(?P<kind>interim|final|special)(?:\s*,[^,\d]{1,40},)?"
    rf"\s+(?:was|were|is|will\s+be|{STATED_AT})\s+(?:a\s+|an\s+)?$",
    re.IGNORECASE,
)
"""Right before a value: a bare kind word as the subject saying it ("while the interim, on
the first half, was 25 cents"), an aside maybe between."""
_SCALE_AFTER = re.compile(r"\s*(?:bn|b|m|mn|million|billion)\b", re.IGNORECASE)


def kind_item_before(sentence: str, num: Number) -> tuple[LabelHit, str] | None:
    """The dividend a value is, named by a bare kind word opening its list item or clause.

    "Dividends: Interim A$1.47, Final A$2.11, Total A$3.58", "the final dividend was 40
    cents, while the interim, for the half, was 25 cents": in a sentence that names
    dividends, "Interim" right before a value a share (or a plain dollar amount, no
    sum in millions) is the interim dividend. A kind word of a result ("final results")
    is no list item's label.
    """
    per_share = (num.unit or "").endswith("per share")
    if not per_share and (num.currency is None or num.unit is not None or num.scale != 1):
        return None
    if _SCALE_AFTER.match(sentence, num.end) or not DIVIDEND_WORDS.search(sentence):
        return None
    m = _KIND_ITEM_BEFORE.search(sentence, max(0, num.start - 40), num.start)
    m = m or _KIND_SUBJECT.search(sentence, max(0, num.start - 80), num.start)
    if m is None or NOT_A_DIVIDEND.search(sentence, max(0, m.start() - 30), num.start):
        return None
    label = f"{m.group('kind').lower()} dividend"
    return LabelHit(
        m.start("kind"), m.end("kind"), "dividends_per_share", None, False, label
    ), label
