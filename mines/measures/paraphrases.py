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

from mines.measures.statement_lines import CASH_HELD_ASKED, EBIT_ASKED, PBT_ASKED

_I = re.IGNORECASE
_GAP = r"[^.?!;]{0,40}?"
_INVESTMENT = r"(?:invest\w*|capex|capital\s+(?:spending|spend|expenditure)|spending|capital)"
_OPERATIONS = (
    r"(?:operations|operating\s+activities|(?:the\s+|its\s+)?business(?:es)?|mines|"
    r"operating\s+assets)"
)
_BROUGHT_IN = (
    r"(?:br(?:ing|ings|inging|ought)\s+in|generat\w*|produc\w*|thr(?:ow|ows|ew|own)\s+off|"
    r"deliver\w*|yield\w*)"
)
_CASH = r"(?<!free\s)\bcash\b(?!\s+flows?)"
_NOT_AFTER_INVESTMENT = (
    rf"(?![^.?!;]*\b(?:after|less|net\s+of|minus|once)\b[^.?!;]*\b{_INVESTMENT}\b)"
)
"""Cash from operations "after capex" is free cash flow, not operating cash flow."""
_PPE = (
    r"(?:property,?\s+plant,?\s*(?:and|&)\s*equipment|plant\s*(?:and|&)\s*equipment|"
    r"pp\s*&\s*e\b|ppe\b|fixed\s+assets)"
)

_D_AND_A = r"(?:d\s*&\s*a|d&a|depreciation,?\s+(?:and|&)\s+amorti[sz]ation)(?![\w&])"
"""Depreciation and amortisation, spelt out or as "D&A"."""

_PARAPHRASES: tuple[tuple[str | None, str, re.Pattern[str]], ...] = (
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
    (
        "operating_cash_flow",
        "",
        re.compile(
            # "how much cash did its operations bring in", "what did the business generate
            # in cash", "cash thrown off by the mines": the year's cash from operating
            rf"(?:{_CASH}{_GAP}\b{_OPERATIONS}\b{_GAP}\b{_BROUGHT_IN}|"
            rf"\b{_OPERATIONS}\b{_GAP}\b{_BROUGHT_IN}\b{_GAP}{_CASH}|"
            rf"{_CASH}{_GAP}\b{_BROUGHT_IN}\s+(?:by|from|through|in)\s+(?:[\w'’]+\s+){{0,3}}?"
            rf"{_OPERATIONS})\b" + _NOT_AFTER_INVESTMENT,
            _I,
        ),
    ),
    (
        "capex_ppe_cashflow",
        "purchases of property, plant and equipment",
        re.compile(
            # the cash-flow line: "payments for plant and equipment", "how much cash went on
            # plant and equipment", "what it spent on plant"
            rf"\b(?:payments?|purchases?|acquisitions?|spend(?:ing)?|outlays?)\s+(?:for|of|on|in)"
            rf"\s+(?:new\s+)?{_PPE}|"
            r"\b(?:spen[dt]|spending|spends|pa(?:id|ys?)|went|go(?:es)?|going|used|"
            r"invest(?:ed|s)?|put)\b(?:\s+(?:out|away))?\s+(?:on|into|for|in)\s+(?:new\s+)?"
            rf"(?:{_PPE}|plant\b(?!\s+(?:at|in|of|for)\b))",
            _I,
        ),
    ),
    # Named lines of the statements no registry metric is (:mod:`mines.measures.statement_lines`):
    # the question's words are matched against printed labels naming the same line.
    (None, "", EBIT_ASKED),
    (None, "profit before tax", PBT_ASKED),
    (None, "cash and cash equivalents", CASH_HELD_ASKED),
)
"""Per metric (None: a named line no registry metric is): the measure's phrase, and the
wording that names it.

The phrase is the registry's label where the user's words name the measure only as a whole
("cash left over after investment" is free cash flow); empty where they are a label a
document prints too ("income from ordinary activities", "net result attributable to
members"): the user's words are then the phrase."""


@dataclass(frozen=True)
class Paraphrase:
    """One measure named by a wording: where it is, its metric and its registry label."""

    start: int
    end: int
    metric: str | None
    phrase: str


def paraphrased_measures(text: str) -> tuple[Paraphrase, ...]:
    """The measures ``text`` names by a wording of their meaning, in order of mention."""
    found: list[Paraphrase] = []
    for metric, phrase, pattern in _PARAPHRASES:
        for m in pattern.finditer(text):
            if not any(m.start() < p.end and p.start < m.end() for p in found):
                found.append(Paraphrase(m.start(), m.end(), metric, phrase or m.group(0)))
    return tuple(sorted(found, key=lambda p: p.start))


def names_a_line(text: str) -> bool:
    """Whether ``text`` names a line of the statements no registry metric is ("EBIT").

    Such a question names its measure: no metric is described for it from other words
    (a described "operating cash flow" would answer "result from operating activities").
    """
    return any(p.metric is None for p in paraphrased_measures(text))


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
