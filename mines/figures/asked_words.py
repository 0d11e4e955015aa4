"""The question's own words for three measures the registry names another way.

* a result named by what it leaves out ("profit stripping out the write-down"): the
  measure is underlying (:func:`left_out_after`);
* a commodity's price asked with a price word ("what average price per pound did it
  receive for copper"): the commodity alone is no measure (:func:`price_words`);
* a margin asked as a share ("EBITDA as a share of income"): the user's words, not the
  registry's label, are matched against printed labels (:func:`ratio_words`).

Pure: compiled patterns over the normalised question.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from mines.figures.basis_words import UNDERLYING_WORDS
from mines.figures.printed_dividends import ORDINARY_WITH_SPECIAL, SPECIAL_COUNTED
from mines.figures.qualifiers import read_qualifiers, spend_kinds
from mines.measures.words import MARGIN_PARTS, find_metric_spans
from mines.question.companies import company_spans, without_companies


def left_out_after(words: str, start: int, phrase: str) -> str | None:
    """The phrase without a left-out clause starting inside or right after it, or None.

    "profit stripping out the Iron Bridge write-down" asks for the underlying profit: the
    measure's words are "profit", the clause only its basis.
    """
    at = words.find(phrase, max(0, start - len(phrase)))
    if at < 0:
        return None
    end = at + len(phrase)
    for m in UNDERLYING_WORDS.finditer(words):
        if at <= m.start() <= end + 1:
            return phrase[: max(0, m.start() - at)].strip() or phrase
    return None


_PRICE_ASKED = re.compile(
    r"\b(?:average\s+)?(?:realised\s+|realized\s+)?(?:prices?|fetch(?:ed|es)?|"
    r"receive[sd]?|achieved?)\b",
    re.IGNORECASE,
)
_AUXILIARY = re.compile(r"\b(?:did|does|do|was|were|is|are|what|how|much|the)\b\s*", re.IGNORECASE)


def price_words(words: str, start: int, end: int) -> str | None:
    """The asked price of a commodity in the user's words, when a price word names it.

    "What average price per pound did Rio Tinto receive for copper": the commodity alone
    is no measure; the words from the price word to it are ("average price per pound
    receive for copper"), company names and auxiliaries left out.
    """
    priced = _PRICE_ASKED.search(words)
    if priced is None:
        return None
    left, right = min(priced.start(), start), max(priced.end(), end)
    names = company_spans(words)
    kept = "".join(
        ch for i, ch in enumerate(words[left:right], left) if not any(a <= i < b for a, b in names)
    )
    kept = re.sub(r"['’]s\b", "", _AUXILIARY.sub("", kept))
    return " ".join(kept.split()) or None


_SHARE_OF = re.compile(
    r"\s+(?:as\s+a\s+)?(?:share|proportion|percentage|per\s*cent)\s+of\s+(?:\w+\s+)?"
    r"(?:revenues?|sales|income|turnover)\b",
    re.IGNORECASE,
)


def ratio_words(words: str, metric: str) -> str | None:
    """The user's own words for a margin asked as a share ("EBITDA as a share of income").

    The margin's numerator named right before "as a share of <revenue word>": the phrase
    runs from it to the end of the share, so a printed label in those words matches it.
    """
    parts = MARGIN_PARTS.get(metric)
    if parts is None:
        return None
    for start, end, found in find_metric_spans(words):
        share = _SHARE_OF.match(words, end) if found == parts[0] else None
        if share is not None:
            return words[start : share.end()]
    return None


_SOLD_FOR = re.compile(
    r"\b(?:receiv(?:e|es|ed|ing)|fetch(?:es|ed|ing)?|achiev(?:e|es|ed|ing)|"
    r"reali[sz](?:e|es|ed|ing)|t(?:ake|akes|ook|aking)\s+in|g(?:et|ets|ot)|"
    r"s(?:ell|ells|old)\s+(?:at|for)|command(?:s|ed)?|earn(?:s|ed|ing)?)\b",
    re.IGNORECASE,
)
"""Verbs of getting money for what was sold: "earn per ounce of gold sold" is its price."""
_NOT_PRICE = re.compile(
    r"\b(?:margins?|profits?|earnings|ebitda|cash|revenues?|shares?|"
    r"per\s+(?:cent|share))\b",
    re.IGNORECASE,
)
"""Words asking a margin, a profit, cash or a sum per share: never the money a unit sold earned."""
_UNIT = r"(?:(?:dry|wet)\s+(?:metric\s+)?)?(?:tonne|ton|ounce|oz|pound|lb|dmt|wmt)"
"""A unit a price or a cost is per: "dry metric tonne", "ounce", "dmt"."""
_PER_UNIT = re.compile(rf"\b(?:per|a|an|each)\s+(?P<unit>{_UNIT})\b", re.IGNORECASE)
_UNIT_PRICE = re.compile(
    r"\b(?P<unit>(?:(?:dry|wet)[\s-]+(?:metric[\s-]+)?)?(?:tonne|ton|ounce|pound))[\s-]+prices?\b",
    re.IGNORECASE,
)
"""A price named by its unit ("the dry-tonne price", "its per-ounce price")."""
_PRICE = re.compile(r"\bprices?\b", re.IGNORECASE)
_COST = re.compile(r"\b(?:costs?|aisc|c1|expenses?|spen[dt]\w*)\b", re.IGNORECASE)
_ON_AVERAGE = re.compile(r"\b(?:on\s+)?average\b", re.IGNORECASE)
_COMMODITY = re.compile(
    r"\b(?:hematite|iron\s+ore|ore|gold|copper|lithium|spodumene|nickel|coal|"
    r"alumini?um|silver|uranium)\b",
    re.IGNORECASE,
)


def realised_price(words: str) -> str | None:
    """The realised price a question asks for by a verb of selling, in the registry's words.

    "What average price did X receive per tonne of ore", "what did X take in per dry tonne
    of hematite", "what gold price did X realise on average": a price the company got for
    what it sold, per unit. Read as "average price received for <commodity> per <unit>"
    (the wording a verb-stated price is recorded under, :mod:`mines.figures.prices`), so
    labels such as "Average realised price (A$/oz)" match it and a cost per tonne does not.
    None when the words ask for no price received (a price word without a verb of selling
    or a unit, "the iron ore price outlook", is a market price).
    """
    if _COST.search(words):
        return None  # "what AISC per ounce did it achieve": a cost, not a price
    verb = _SOLD_FOR.search(words)
    if verb is not None and verb.group(0).lower().startswith("earn") and _NOT_PRICE.search(words):
        return None  # "what margin did it earn per ounce": a margin, never the price
    unit = _PER_UNIT.search(words) or _UNIT_PRICE.search(words)
    priced = _PRICE.search(words)
    if verb is None and unit is not None and priced is not None and not _market(words):
        verb = unit  # "Fortescue's dry-tonne price": the company's own price a unit
    if verb is None or not (unit or priced or _ON_AVERAGE.search(words)):
        return None
    if priced is None and unit is None:
        return None  # "what did it get on average" names no price
    what = sold_commodity(words)
    phrase = "average price received" + (f" for {what}" if what else "")
    per = " ".join(unit.group("unit").lower().replace("-", " ").split()) if unit else ""
    return phrase + (f" per {per}" if per else "")


def per_unit_sold(words: str, start: int, stated: Mapping[str, frozenset[str]]) -> bool:
    """Whether a volume sold is asked only as the unit a price received is per.

    "How much did it earn per ounce of gold sold": the ounces sold name what the money is
    a unit of (the price received, :func:`realised_price`), never the volume itself; the
    volume's words start at ``start``.
    """
    heads = stated.get("head", frozenset())
    return (
        bool(heads)
        and heads <= {"sales", "shipments"}
        and set(stated) <= {"head", "scope", "product"}
        and is_unit_sold(words, start)
    )


_PER_UNIT_LATER = re.compile(rf"(?P<between>(?:\s+[\w'’]+){{0,5}}?)\s+{_PER_UNIT.pattern}", re.I)
_BETWEEN = re.compile(
    r"^(?:did|does|do|was|were|is|are|it|they|the|company|group|miner|make|made|makes|earn|"
    r"earns|earned|bring|brings|brought|in|generate|generated|book|booked|take|took|get|got)$",
    re.IGNORECASE,
)
"""Words between an amount and its unit that name no other measure: the company, a verb."""
_UNIT_SOLD = re.compile(rf"{_PER_UNIT.pattern}(?:\s+of\s+(?:[\w-]+\s+){{0,2}}?)?\s*$", re.I)


def per_unit_after(words: str, end: int) -> str | None:
    """The unit an amount asked at ``words[:end]`` is per, said after it ("per tonne").

    "How much revenue did Fortescue make per tonne shipped": the revenue asked is a sum
    each tonne brought in, a price, never the year's revenue. Only the company's name and a
    verb may stand between the amount and its unit. Returns the unit ("tonne"), else None.
    """
    m = _PER_UNIT_LATER.match(without_companies(words), end)
    if m is None:
        return None
    between = re.sub(r"['’]s\b", " ", m.group("between")).split()
    if not all(_BETWEEN.match(w) for w in between):
        return None
    return " ".join(m.group("unit").lower().split())


def is_unit_sold(words: str, start: int) -> bool:
    """Whether a volume word at ``start`` only names what a unit is of ("per tonne shipped").

    "per tonne shipped", "an ounce of gold sold": the tonnes shipped are what the price is
    per, not a measure asked beside it.
    """
    return bool(_UNIT_SOLD.search(words[:start]))


def _market(words: str) -> bool:
    """Whether ``words`` name a market's price (benchmark, index, spot) or an outlook."""
    said = read_qualifiers(words)
    return "market" in said.get("price_kind", ()) or bool(said.get("outlook"))


_PRODUCT = re.compile(
    r"\b(?:magnetite|lump(?![\s-]+sums?\b)|fines(?!\s+(?:and|&|or)\s+penalt))\b", re.IGNORECASE
)
"""A form of iron ore sold apart from the rest: its price is no average of the ore sold."""


def sold_commodity(words: str) -> str:
    """The commodity a question names ("hematite", "gold"; a bare "ore" is iron ore).

    A form of it sold apart ("magnetite", "lump", "fines") is named before the commodity:
    "its iron ore fines" asks the fines' price, never the ore's average.
    """
    product = _PRODUCT.search(words)
    if product is not None:
        return product.group(0).lower()
    commodity = _COMMODITY.search(words)
    what = commodity.group(0).lower() if commodity else ""
    return "iron ore" if what == "ore" else what


_PER_SHARE_WORDS = re.compile(
    r"\b(?:per|a|an|each)\s+(?:ordinary\s+|stapled\s+)?(?:share|security|unit)\b|\bdps\b|"
    r"\bcents?\b|每股",
    re.IGNORECASE,
)
_MONEY_PAID = re.compile(
    r"\bhow\s+much\s+(?:cash|money)\b|\bcash\s+(?:paid|returned|distributed|handed)\b|"
    r"\b(?:total|dollar|cash)\s+amount\b|\bamount\s+(?:paid|distributed|returned)\b|"
    r"\bdollar\s+(?:value|total|terms)\b|\btotal\s+value\b|"
    r"\bin\s+(?:total\s+)?dollars?\s+terms\b|\bin\s+total\s+dollars\b|"
    r"(?:\bus|\ba)?\$\s*(?:m|mn|bn|million|billion)\b|\bin\s+(?:millions|billions)\b|"
    r"\bhow\s+many\s+(?:millions|billions|dollars)\b|"
    r"\bdividend\s+(?:bill|cheque|check|outlay)\b",
    re.IGNORECASE,
)
_KIND_PAID_IN_ALL = re.compile(
    r"\b(?:pa(?:y|ys|id|ying)|hand(?:s|ed|ing)?|distribut(?:e|es|ed|ing))\s+(?:out\s+)?"
    r"(?:[\w'’]+\s+){0,5}?(?:interim|final|special)\s+dividends?\s+"
    r"(?:[\w'’]+\s+){0,3}?in\s+(?:total|all|aggregate)\b|"
    r"\bin\s+(?:total|all|aggregate)\b[^?.]{0,40}?\b(?:pa(?:y|ys|id|ying)|hand(?:s|ed|ing)?)\s+"
    r"(?:out\s+)?(?:[\w'’]+\s+){0,4}?(?:interim|final|special)\s+dividends?\b",
    re.IGNORECASE,
)
"""A kind of dividend paid "in total": "How much did BHP pay in interim dividends in
total", "How much in total did it pay for its final dividend". The kind is named, so the
total is no year's total dividend: it is the sum paid."""
_KIND_SUM = re.compile(
    r"\b(?:interim|final|special)\s+dividends?\s+(?:total|sum)\b|"
    r"\b(?:interim|final|special)\s+dividends?\b[^?.]{0,40}?\b(?:amount(?:s|ed)?|"
    r"add(?:s|ed)?\s+up|c[ao]mes?)\s+to\s+in\s+(?:total|all|aggregate)\b|"
    r"\bpa(?:y|ys|id|ying)\s+(?:out\s+)?in\s+(?:total|all|aggregate)\s+(?:for|on|in|as|through)"
    r"\s+(?:[\w'’]+\s+){0,3}?(?:interim|final|special)\s+dividends?\b|"
    r"\btotal\s+(?:interim|final|special)\s+dividends?\b[^?.]{0,60}?\bin\s+"
    r"(?:(?:us|u\.s\.|australian)\s+)?dollars\b",
    re.IGNORECASE,
)
"""Other words for the sum one kind of dividend came to: "the interim dividend total",
"what did its final dividend amount to in total", "pay out in total for its interim
dividend", "the total interim dividend, in dollars"."""


def dividend_amount_asked(words: str) -> bool:
    """Whether a dividend question asks for the money paid in all, not a sum per share.

    "How much cash did BHP pay out in dividends", "the total amount of dividends paid",
    "dividends in US$ million": the company's outlay, which a dividend per share (US cents
    a share) never answers. Words naming a share or cents keep it per share.
    """
    paid = _MONEY_PAID.search(words) or _KIND_PAID_IN_ALL.search(words) or _KIND_SUM.search(words)
    return bool(paid) and not _PER_SHARE_WORDS.search(words)


def specials_counted(
    metric: str | None, stated: Mapping[str, frozenset[str]], words: str
) -> dict[str, frozenset[str]]:
    """The ordinary and special dividends summed, when a dividend asked counts the specials in.

    "What did it pay per share for 2021, special included": the sum, never one kind alone
    (a question listing kinds side by side keeps them).
    """
    listed = len(stated.get("dividend", ())) > 1
    if metric != "dividends_per_share" or listed or not SPECIAL_COUNTED.search(words):
        return {}
    return {"dividend": ORDINARY_WITH_SPECIAL}


_PART_OF = re.compile(
    r"\bhow\s+much\s+of\b[^?]*?\b(?:was|were|went\s+(?:to|on|into)|(?:was|were)\s+spent\s+on)\s+"
    r"(?P<part>[^?]+)",
    re.IGNORECASE,
)
"""A part of a measure asked by "how much of": "how much of its capital spending was
sustaining capital", "how much of capex went to growth projects"."""


def spend_part(
    metric: str | None, stated: Mapping[str, frozenset[str]], words: str
) -> dict[str, frozenset[str]]:
    """The kind of spending a "how much of" question asks of its capital spending.

    "How much of its capital spending was sustaining capital": sustaining capital, never the
    whole; nothing for another measure, or when the measure's own words name the kind.
    """
    m = _PART_OF.search(words)
    if metric != "capex" or m is None or "spend" in stated:
        return {}
    spend = spend_kinds(m.group("part"))
    return {"spend": spend} if spend else {}


def parts_asked(
    metric: str | None, stated: Mapping[str, frozenset[str]], words: str
) -> dict[str, frozenset[str]]:
    """What a question's words ask beside its measure: specials summed, a part of spending.

    See :func:`specials_counted` and :func:`spend_part`.
    """
    return specials_counted(metric, stated, words) | spend_part(metric, stated, words)
