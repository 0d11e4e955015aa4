"""A dividend named by the day it was paid, declared or determined, spelt as the half it rewards.

"The dividend paid on 27 March 2025" is no dividend of calendar 2025, and never the year's
total: a company pays (and its board determines) each dividend a few months after the half
it rewards closes. So a dividend dated in January to June rewards the half that closed the
December before, one dated in July to December the half that closed that June. Spelt as
that half ("for the December 2024 half"), each company's own calendar reads it as it reads
any half written outright: the December 2024 half is the first half of FY2025 for a
June-year company (its interim dividend) and the second half of 2024 for a calendar-year
one (its final dividend, reported with the year); the June 2025 half is a June-year
company's second half (the final dividend of FY2025, paid in its next year).

A month without a year ("the FY2025 dividend paid in March") is spelt as the half's month
alone ("for the December half"), read with the year the question names.

Pure: regular expressions over the question's words.
"""

from __future__ import annotations

import re

from mines.numbers import MONTH

_DIVIDEND = re.compile(
    r"\b(?:dividends?|distributions?|payouts?|dps)\b|\b(?:per|a|each)\s+share\b", re.IGNORECASE
)
"""Words naming a dividend, or an amount a share (a payment "a share" is a dividend)."""
_DATED_BY = (
    r"(?:pa(?:y|ys|id|ying)|payable|declar(?:e|es|ed|ing)|determin(?:e|es|ed|ing)|"
    r"announc(?:e|es|ed|ing)|distribut(?:e|es|ed|ing)|hand(?:s|ed)?\s+(?:out|back|over)|"
    r"return(?:s|ed)?|(?:went|go(?:es)?)\s+out|credited|set|fix(?:es|ed)?|approv(?:e|es|ed))"
)
"""Verbs that date a dividend by the day money moved or the board set it."""
_DATE_NOUN = r"(?:payment|record|ex[\s-]?(?:dividend|date))(?:\s+date)?"
"""Nouns whose date names the dividend ("with a payment date of", "record date on")."""
_DAY = r"(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?"
_FILLER = r"(?!(?:on|in|during|for|at|by)\b)[\w'’]+"
"""A word between the verb and its date ("paid its shareholders on"): no other preposition."""
_DATED = re.compile(
    rf"\b(?:{_DATED_BY}(?:\s+{_FILLER}){{0,4}}?\s+(?P<at>(?:on|in|during)\s+(?:the\s+)?)"
    rf"|{_DATED_BY}\s+|{_DATE_NOUN}(?:\s+(?:of|was|is|fell|on))?\s+)"
    rf"(?P<date>{_DAY}(?P<m>{MONTH})\.?"
    r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+(?P<y>(?:19|20)\d\d))?)(?![\w-])",
    re.IGNORECASE,
)
_NO_DATE_AFTER = re.compile(r"\s*[-–]?\s*half\b|\s+(?:quarter|year)\b", re.IGNORECASE)
"""A month naming a period, not a day ("paid for the December 2024 half")."""


_LINKING = re.compile(r"(?:\s+(?:of|was|is|fell|on))?\s*$", re.IGNORECASE)
"""The word joining a date noun to its date ("payment date of"), dropped with the date."""


def _month_number(word: str) -> int:
    stems = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
    return stems.index(word[:3].lower()) + 1


def _rewarded_half(month: int, year: int | None) -> str:
    """The half a dividend dated in ``month`` of ``year`` rewards ("December 2024 half")."""
    if month <= 6:
        return "December half" if year is None else f"December {year - 1} half"
    return "June half" if year is None else f"June {year} half"


def spell_dividend_dates(text: str) -> str:
    """``text`` with each dividend named by its date spelt as the half it rewards.

    "What dividend did it pay on 27 March 2025?" becomes "What dividend did it pay for
    the December 2024 half?"; "determined in August 2025" becomes "determined for the June
    2025 half". A question naming no dividend is left as it is ("net debt on 31 March").
    """
    if not _DIVIDEND.search(text):
        return text

    def spelt(m: re.Match[str]) -> str:
        if _NO_DATE_AFTER.match(text, m.end()):
            return m.group(0)  # "paid for the December 2024 half": a period, read as one
        if m.group("at") is None and m.group("y") is None:
            return m.group(0)  # "paid March": too little to read as a day
        half = _rewarded_half(_month_number(m.group("m")), int(m["y"]) if m["y"] else None)
        cut = m.start("at") if m.group("at") else m.start("date")
        lead = _LINKING.sub("", text[m.start() : cut])
        return f"{lead} for the {half}"

    return _DATED.sub(spelt, text)
