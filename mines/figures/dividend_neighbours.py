"""Dividends a share named by the words right beside a plain amount.

Press copy often drops "a share" and the reporting currency from a dividend: "BHP paid a
$1.75 dividend for FY22", "the final of $0.70 a share came on top of the $1.20 interim".
The amount is a dividend a share when the words beside it say so:

- a dividend noun right after it, then a year it is for ("a $1.75 dividend for FY22", "an
  80c fully franked dividend for the year"): that year's total, as "its dividend for the
  year" is (a kind word after the amount is read by ``dividend_phrases.kind_named_after``);
- a bare kind word after a plain dollar amount ("the $1.20 interim") where a dividend a
  share is named before it in the sentence: that kind, a share.

Read alike by the extractor and the verifier (both through ``dividend_phrases``).
Pure: regular expressions only.
"""

from __future__ import annotations

import re

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
