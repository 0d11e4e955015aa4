"""What a volume's sales made in money, as a question asks it: that commodity's revenue.

"What did Northern Star's gold sales bring in", "how much money did it make from selling
gold", "what did its shipments come to in dollars": the money the sales made, never the
ounces or tonnes sold. Read alike by the question's measures
(:mod:`mines.figures.asked`) and its metric slots (:mod:`mines.slots`).
"""

from __future__ import annotations

import re

from mines.question.companies import without_companies

_MONEY_BROUGHT_IN = re.compile(
    # what a volume's sales made in money: "bring in", "earn", "fetch", "rake in", "generate"
    r"\s*(?:(?:[\w'’]+\s+){0,2}?)"
    r"(?:br(?:ing|ings|ought|inging)\s+in|rak(?:e|es|ed|ing)\s+in|"
    r"earn(?:s|ed|ing)?|fetch(?:es|ed|ing)?|generat(?:e|es|ed|ing)|worth)\b"
    r"(?!\s+(?:per|a|an|each)\s+(?:share|tonne|ounce|pound)\b)",
    re.IGNORECASE,
)


def money_brought_in(words: str, start: int, end: int) -> bool:
    """Whether a volume named at ``words[start:end]`` is asked for the money it made.

    "What did Northern Star's gold sales bring in", "what did its iron ore shipments earn":
    the money those sales made (the commodity's revenue), never the ounces or tonnes sold.
    The words must name the volume itself (sales, shipments, output), not a commodity
    alone ("what did its copper division earn" asks a division's result); only a verb of
    making money right after them counts, with at most two words between (the company's
    name, "in FY24"); "how many tonnes" asks the volume.
    """
    if _HOW_MANY.search(words) or not _VOLUME_NOUN.search(words[start:end]):
        return False
    plain = without_companies(words)
    return bool(
        _MONEY_BROUGHT_IN.match(plain, end)
        or _IN_MONEY.match(plain, end)  # "gold sales total in dollars"
        or _MONEY_FROM.search(plain[:start])  # "what money did it make from selling gold"
    )


_IN_MONEY = re.compile(
    r"\s*(?:[\w'’]+\s+){0,2}?in\s+(?:dollars|(?:US|A|AU)?\$|value|money)(?![\w$])", re.I
)
"""A volume's sales counted in money after it: "total in dollars", "in value"."""
_MONEY_FROM = re.compile(
    r"\b(?:earn\w*|ma(?:de|ke|kes|king)|generat\w*|br(?:ing|ings|ought)\s+in|money|"
    r"revenues?|income|receipts|dollars)\b(?:\s+[\w'’]+){0,4}?\s+(?:from|on|through)\s+"
    r"(?:(?:its|the|their)\s+)?(?:(?:selling|sales?\s+of)\s+)?$",
    re.I,
)
"""Money made from a volume's sales, named before it: "earn from gold sales", "make from
selling gold"."""
_SOLD_VERB = re.compile(r"\b(?:selling|sales?|shipping|shipments?|exports?)\b", re.I)
_MONEY_BY_SELLING = re.compile(
    r"\b(?:earn\w*|ma(?:de|ke|kes|king)|generat\w*|br(?:ing|ings|ought)\s+in|pull(?:ed)?\s+in|"
    r"rak(?:e|ed|es)\s+in|bank\w*|pocket\w*)\s+(?:by\s+)?$",
    re.I,
)
"""Money made by selling, the verb right before the gerund: "make selling gold", "earn by
selling iron ore" (no "from" between)."""


def money_from_selling(words: str) -> bool:
    """Whether ``words`` ask the money made from selling ("make from selling gold")."""
    plain = without_companies(words)
    return any(
        _MONEY_FROM.search(plain[: m.start()])
        or (m.group(0).lower() == "selling" and _MONEY_BY_SELLING.search(plain[: m.start()]))
        for m in _SOLD_VERB.finditer(plain)
    )


_SOLD_BEFORE = re.compile(r"\s+(?:(?:its|the|their|of|some|all)\s+)*$", re.IGNORECASE)
"""Words between the selling and what is sold ("selling its copper")."""


def money_made_of(words: str, start: int, end: int) -> bool:
    """Whether a volume or commodity named at ``words[start:end]`` is asked for its money.

    :func:`money_brought_in`, or the commodity named right after a verb of making money by
    selling ("what did BHP bring in from selling copper": copper's revenue, never the
    group's, nor the copper sold).
    """
    if money_brought_in(words, start, end):
        return True
    plain = words[:start]
    return any(
        _SOLD_BEFORE.fullmatch(plain, m.end()) is not None and money_from_selling(plain[: m.end()])
        for m in _SOLD_VERB.finditer(plain)
        if m.group(0).lower() in {"selling", "sale", "sales"}
    )


_HOW_MANY = re.compile(r"\bhow\s+many\b|\bvolumes?\b", re.IGNORECASE)
_VOLUME_NOUN = re.compile(
    r"\b(?:sales|shipments|exports|output|production|sold|shipped|produced|exported)\b",
    re.IGNORECASE,
)


def money_made_asked(words: str) -> bool:
    """Whether ``words`` ask what some volume's sales made in money, wherever it is named."""
    if _HOW_MANY.search(words):
        return False
    plain = without_companies(words)
    return money_from_selling(words) or any(
        _MONEY_BROUGHT_IN.match(plain, m.end()) or _IN_MONEY.match(plain, m.end())
        for m in _VOLUME_NOUN.finditer(plain)
    )
