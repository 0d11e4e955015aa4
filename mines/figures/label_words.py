"""The content words of a label or an asked phrase, and how much two of them share.

Words are compared stemmed, with one stem for plain English words of one concept
("earnings" and "profit", "distributions" and "dividends") and abbreviations spelt out
("EPS"); filler and neutral words (linking words, owners, a balance date's month) and
company names name no measure. :func:`lexical_overlap`, :func:`coverage` and
:func:`label_word_score` score a printed label against the asked phrase on these words
alone: retrieval and the answer's scoring (:mod:`mines.figures.similarity`) both use them.
Pure: no embedding model.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mines.figures.basis_words import as_basis_word
from mines.figures.figure_measure import printed_row
from mines.figures.linking_words import LINKING_WORDS
from mines.figures.prices import price_words
from mines.figures.qualifiers import read_qualifiers
from mines.figures.report_words import as_revenue
from mines.measures.words import SHARE_OF_EARNINGS, SHARE_OF_REVENUE
from mines.question.companies import company_spans

_I = re.IGNORECASE

_CONTENT = re.compile(r"[a-z0-9%]+")
_FILLER = frozenset(
    "the a an of for to in and total group from on at as per by with year fy".split()
)


_SAME_WORD = {
    "earn": "profit",
    "distribution": "dividend",
    "payout": "dividend",
    "borrowing": "debt",
    "borrow": "debt",  # "borrowings", stemmed
    "output": "production",
    "produc": "production",
    "distribut": "dividend",
    "shipment": "ship",
    "export": "ship",
    "expenditur": "spend",  # "expenditure", stemmed
    "spent": "spend",
    "fetch": "price",
    "realis": "receiv",
    "realiz": "receiv",
    "achiev": "receiv",
    "operation": "operat",  # "cash from operations" is operating cash
    "inflow": "flow",  # "operating cash inflow" is the operating cash flow (a net inflow)
    "outlay": "spend",  # "Outlay on expansion projects": money laid out
    "expansion": "growth",  # "expansion projects", "expansionary capital": growth spending
    "expansionary": "growth",
    "despatch": "ship",  # "concentrate despatched to customers" left the site
    "dispatch": "ship",
    "turnover": "revenu",  # the top line, as "revenue" stems
}
"""Plain English words for one financial concept, after stemming ("earnings" and "profit",
"distributions" and "dividends", "borrowings" and "debt", "output" and "production")."""


def _stem(word: str) -> str:
    if word.endswith("ation") and len(word) > 7:
        word = word[:-5]  # taxation -> tax
    word = word.rstrip("s") if len(word) > 3 else word
    if word.endswith("ing") and len(word) > 6:
        word = word[:-3]  # earnings, earn -> earn
    elif word.endswith("ed") and len(word) > 5:
        word = word[:-2]  # generated -> generat
    elif word.endswith("e") and len(word) > 5:
        word = word[:-1]  # generate -> generat
    return _SAME_WORD.get(word, word)


_SPELLED_OUT = {
    "eps": ("earnings", "share"),
    "capex": ("capital", "expenditure"),
    "dmt": ("dry", "metric", "tonne"),
    "wmt": ("wet", "metric", "tonne"),
}
"""Abbreviations a label prints for words a question spells out ("EPS, basic")."""


def content_words(text: str) -> set[str]:
    """The stemmed content words of ``text`` (filler and words with digits dropped)."""
    found = _CONTENT.findall(text.lower())
    words = {_stem(w) for word in found for w in _SPELLED_OUT.get(word, (word,))}
    if "debt" in words:
        words.discard(_stem("gross"))  # gross debt is what is borrowed: "Borrowings and leases"
    return {w for w in words if w not in _FILLER and not any(ch.isdigit() for ch in w)}


def lexical_overlap(a: str, b: str) -> float:
    """Share of the content words of the two texts they have in common (Dice)."""
    x, y = content_words(a), content_words(b)
    if not x or not y:
        return 0.0
    return 2 * len(x & y) / (len(x) + len(y))


_NEUTRAL = frozenset(
    _stem(w)
    for w in LINKING_WORDS
    | frozenset(
        """the for in and total group year ended reported fy its landed settled will receive
        members shareholders owners equity holders parent company end june december march
        september""".split()
    )
)
"""Words naming no measure (stemmed as labels are): linking words and other verbs, the
owners a profit belongs to, and a balance date's month ("Borrowings less cash, at 30 June")."""


_OF_REVENUE = re.compile(rf"\s*{SHARE_OF_REVENUE}", _I)
_OF_EARNINGS = re.compile(SHARE_OF_EARNINGS, _I)
_SHARE_HEAD = re.compile(r"^\w+(?:\s*cent)?\s+of\s+", _I)


def ratio_named(text: str) -> str:
    """``text`` with a percentage of revenue or of earnings named as the ratio it is.

    A share of revenue is a margin ("EBITDA as a share of income" is an EBITDA margin); a
    share of earnings is a payout ratio ("proportion of first-half profit returned" is the
    payout ratio of first-half profit). Printed labels and questions word these ratios
    each their own way; named so, their words meet.
    """
    text = _OF_REVENUE.sub(" margin", text)
    return _OF_EARNINGS.sub(lambda m: "payout ratio of " + _SHARE_HEAD.sub("", m.group(0)), text)


@lru_cache(maxsize=8192)
def measure_words(text: str) -> frozenset[str]:
    """Content words naming a measure (company names and neutral words dropped).

    A percentage of revenue or of earnings counts as the ratio it is (:func:`ratio_named`).
    A basis named by the items it leaves out ("excluding exceptional items", "before
    significant items") counts as the word "underlying" it means, on either side.
    Cached: retrieval scores every indexed label of a company against the asked phrase.
    """
    return plain_words(as_revenue(as_basis_word(ratio_named(text))))  # "income from sales"


def plain_words(text: str) -> frozenset[str]:
    """Content words of ``text`` that name a measure, as printed (nothing renamed).

    Company names ("attributable to BHP shareholders") and neutral words (linking words,
    owners, a balance date's month) are dropped, and single letters.
    """
    names = company_spans(text)
    kept = "".join(" " if any(a <= i < b for a, b in names) else ch for i, ch in enumerate(text))
    return frozenset(w for w in content_words(kept) if w not in _NEUTRAL and len(w) > 1)


def coverage(phrase: str, label: str) -> float:
    """How much of the asked phrase a label names, with a lesser weight on its extra words.

    Half the share of the phrase's words the label holds, half their Dice overlap: "Turnover
    from contracts with clients" names all of "turnover" (0.75); a label naming half the
    phrase scores at most 0.5. What the extra words may not say is checked apart
    (:func:`~mines.figures.similarity.unasked_qualifiers`).
    """
    asked, printed = measure_words(phrase), measure_words(printed_row(label))
    if not asked or not printed:
        return 0.0
    shared = len(asked & printed)
    return 0.5 * shared / len(asked) + shared / (len(asked) + len(printed))


def priced_coverage(phrase: str, label: str, unit: str) -> float:
    """:func:`coverage` of a price asked by a price printed with its ``unit`` ("per dmt").

    0 unless both are prices: the unit a price row prints apart from its words names it too
    (:func:`~mines.figures.prices.price_words`), for retrieval as for the answer.
    """
    row = printed_row(label)
    heads = read_qualifiers(phrase).get("head", frozenset()), read_qualifiers(row).get("head", ())
    if not all("price" in h for h in heads):
        return 0.0
    return coverage(*price_words(phrase, row, unit))


def label_word_score(phrase: str, label: str) -> float:
    """How well a printed label's words name the asked phrase (0: they name different things).

    One side's content words must all be the other's (the label "Net cash from operating
    activities" for "net cash from operating activities"; "Cash earnings" for "underlying
    cash earnings" and the reverse); the score is then their Dice overlap. A label sharing
    only some words ("Net debt" for "net cash from operations") scores 0.
    """
    asked, printed = measure_words(phrase), measure_words(printed_row(label))
    if not asked or not printed or not (asked <= printed or printed <= asked):
        return 0.0
    return 2 * len(asked & printed) / (len(asked) + len(printed))
