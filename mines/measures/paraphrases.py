"""Measures a question names by what they mean, not by a registry alias.

An analyst asks for free cash flow as "the cash left over after investment", for revenue
as "income from ordinary activities" (the statutory heading of a results release), for the
bottom line as "the net result attributable to members", for dividends per share as "cash
returns per share". The words inside such a wording ("cash", "income", "result") would each
hint at another metric or none; the wording as a whole names one.

Questions are read so (:func:`paraphrased_measures`); a document's printed label is read
so only when the wording is the whole label (:func:`printed_paraphrase`: a row or phrase
"cash left over after investment"), never for a wording inside a longer label.
Pure: compiled patterns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_I = re.IGNORECASE
_GAP = r"[^.?!;]{0,40}?"
_INVESTMENT = r"(?:invest\w*|capex|capital\s+(?:spending|spend|expenditure)|spending|capital)"

_D_AND_A = r"(?:d\s*&\s*a|d&a|depreciation,?\s+(?:and|&)\s+amorti[sz]ation)(?![\w&])"
"""Depreciation and amortisation, spelt out or as "D&A"."""

_PARAPHRASES: tuple[tuple[str, str, re.Pattern[str]], ...] = (
    (
        "free_cash_flow",
        "free cash flow",
        re.compile(
            rf"\bcash\b{_GAP}\b(?:left(?:\s+over)?|remaining|spare)\b{_GAP}"
            rf"\b(?:after|once|net\s+of|less)\b{_GAP}\b{_INVESTMENT}\b",
            _I,
        ),
    ),
    (
        "dividends_per_share",
        "dividends per share",
        re.compile(
            # "what did it determine per share on its full-year result", "cash returns per
            # share": what a company pays its owners per share is its dividend
            r"\b(?:determine[sd]?|declare[sd]?)\b[^.?!;]{0,30}?\b(?:per|each|a)\s+share\b|"
            r"\bcash\s+returns?\s+(?:per|for\s+each|a)\s+share\b",
            _I,
        ),
    ),
    (
        "revenue",
        "",
        re.compile(r"\b(?:income|revenues?|sales)\s+from\s+ordinary\s+activities\b", _I),
    ),
    (
        "underlying_ebitda",
        "EBITDA",
        re.compile(
            # the definition asked with a verb: "what did it earn / make before interest,
            # tax, depreciation and amortisation" (the noun form is an alias)
            r"\b(?:earn(?:s|ed|ing)?|ma[dk]e|generat\w*|deliver\w*)\b[^.?!;]{0,20}?"
            r"\bbefore\s+interest,?\s+tax(?:es|ation)?,?\s+depreciation,?\s+and\s+"
            r"amorti[sz]ation\b|"
            # the noun form short of interest and tax: "operating earnings before D&A",
            # "profit before depreciation and amortisation" (operating earnings are pre-tax)
            rf"\b(?:operating\s+)?(?:earnings|profits?|results?)\s+before\s+{_D_AND_A}",
            _I,
        ),
    ),
    (
        "statutory_npat",
        "",
        re.compile(
            # "net result after tax excluding one-off items" is left to the words around it
            r"\b(?:statutory\s+|reported\s+)?net\s+result\b"
            r"(?!\s+(?:from\s+operations|(?:after|before)\s+tax\b(?!\s+attributable)))"
            r"(?:\s+(?:after\s+tax\s+)?attributable\s+to\s+(?:members|shareholders|owners))?",
            _I,
        ),
    ),
    (
        "underlying_npat",
        "",
        re.compile(r"\bunderlying\s+(?:net\s+)?result\b(?!\s+from\s+operations)", _I),
    ),
)
"""Per metric: the measure's phrase, and the wording that names it.

The phrase is the registry's label where the user's words name the measure only as a whole
("cash left over after investment" is free cash flow); empty where they are a label a
document prints too ("income from ordinary activities", "net result attributable to
members"): the user's words are then the phrase."""


@dataclass(frozen=True)
class Paraphrase:
    """One measure named by a wording: where it is, its metric and its registry label."""

    start: int
    end: int
    metric: str
    phrase: str


def paraphrased_measures(text: str) -> tuple[Paraphrase, ...]:
    """The measures ``text`` names by a wording of their meaning, in order of mention."""
    found: list[Paraphrase] = []
    for metric, phrase, pattern in _PARAPHRASES:
        for m in pattern.finditer(text):
            if not any(m.start() < p.end and p.start < m.end() for p in found):
                found.append(Paraphrase(m.start(), m.end(), metric, phrase or m.group(0)))
    return tuple(sorted(found, key=lambda p: p.start))


_LABEL_TAIL = re.compile(r"[\s:,.;()-]*$")
_LABEL_LEAD = re.compile(r"^(?:(?:the|its|our|their|a|an)\s+)+", re.I)


def printed_paraphrase(label: str) -> str | None:
    """The metric a printed label names when one wording of its meaning is the whole label.

    "cash left over after investment" is free cash flow; "Income from ordinary
    activities" revenue; "cash left over after investment in the port" names no metric.
    """
    text = _LABEL_TAIL.sub("", _LABEL_LEAD.sub("", label.strip()))
    found = paraphrased_measures(text)
    if len(found) != 1 or found[0].start != 0 or found[0].end != len(text):
        return None
    return found[0].metric
