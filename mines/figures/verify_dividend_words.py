"""Dividends the verifier reads by the words before them: a generic total, a sum in all.

"a final of 258 cents, lifting the year's total to 435 cents" (the total of the dividends
named before it) and "an interim dividend of 72 US cents per share, a total of US$3.6
billion" (that dividend's sum in all), read as the extractor reads them.
"""

from __future__ import annotations

import re

from mines.figures.printed_dividends import dividend_in_all, dividend_sum, is_dividend_label
from mines.figures.verify_tokens import root, tokens
from mines.numbers import Number

_TOTAL_BEFORE = re.compile(
    r"\btotal\b(?:\s+[\w'’-]+){0,4}?\s+(?:to|of|at|was|is|came\s+to)\s*$", re.I
)


def names_total(label: str, sentence: str, num: Number) -> bool:
    """Whether a value labelled "total <head>" is a generic total of a head named before it.

    "a final payment of 74 US cents, taking the total for the year to 146 US cents": the
    extractor names the total by the figure before it; the verifier reads it the same way.
    """
    words = label.lower().split()
    if "total" not in words[:2] or words[-1] == "total":
        return False
    before = sentence[max(0, num.start - 60) : num.start]
    m = _TOTAL_BEFORE.search(before)
    if m is None:
        return False
    lead = sentence[: num.start - len(before) + m.start()]
    rest = words[words.index("total") + 1 :]
    if [w for w in rest if w not in ("per", "share")] == ["dividends"] and _KIND_WORD.search(lead):
        return True  # "a final of 258 cents, lifting the year's total to": the dividends
    head = {root(w) for w in tokens(lead)}
    return all(root(w) in head for w in tokens(" ".join(rest)))


_KIND_WORD = re.compile(r"\b(?:interim|final|special)\b", re.IGNORECASE)


def names_dividend_in_all(label: str, sentence: str, num: Number) -> bool:
    """Whether a value labelled "<dividend> amount" is that dividend a share's sum in all.

    "an interim dividend of 72 US cents per share, a total of US$3.6 billion": the
    extractor names the money by the dividend before it; the verifier reads it alike
    (:func:`dividend_in_all`), the dividend's words printed before its sum a share.
    """
    words = label.lower().split()
    if len(words) < 2 or words[-1] != "amount" or num.currency is None or num.unit:
        return False
    each = dividend_in_all(sentence, num.start)
    if each is None:
        # "a full year ordinary dividend of $7.1 billion": the dividend named right before
        if not dividend_sum("dividends_per_share", num):
            return False
        lead = _SUM_LEAD.search(sentence, max(0, num.start - 80), num.start)
        if lead is None or not is_dividend_label(lead.group(1)):
            return False
        each = lead.end(1)
    head = {root(w) for w in tokens(sentence[max(0, each - 80) : each])}
    return all(root(w) in head for w in tokens(" ".join(words[:-1])))


_SUM_LEAD = re.compile(
    r"(\w+)\s+(?:of|was|were|is|totall?ing|amounting\s+to|came\s+to|at)?\s*$", re.IGNORECASE
)
"""The word right before a sum, past a linking word: "dividend of", "dividends were"."""
