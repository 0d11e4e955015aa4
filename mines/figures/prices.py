"""Realised prices as the press states them: a per-unit amount a company received.

"received an average $US4.57 a pound for its copper", "Pilbara ore fetched $US90 a dry
tonne", "achieved an average of A$2,513 an ounce", "and $US3,318 a tonne for aluminium"
(a second price of the same verb). No linking word ("was", "of") precedes such a figure,
so the naming-phrase reader finds no label: this one names it by the verb and what was
sold -- "average price received for copper" -- so a question about a realised price can
match it and one about production or costs cannot. Any verb of getting money for what was
sold names it ("banked", "got", "collected", "sold its gold for"); a sum a unit the company
spent or that something cost ("spent A$2,105 an ounce", "averaged A$2,105 an ounce in
all-in costs") is a cost and never a price.

Pure: compiled patterns, one pass per figure.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from mines.figures.comparatives import compared_gap
from mines.figures.prose_shared_verbs import PRICE_NAMED_AFTER
from mines.numbers import Number, find_figures
from mines.question.companies import company_spans

PRICE_LABEL = "average price received"
PER_UNIT = frozenset(
    {"per ounce", "per tonne", "per wmt", "per dmt", "per pound"}
    | {"cents per pound", "cents per ounce", "cents per tonne"}
)
"""A sum a unit sold: in dollars, or in cents ("457 US cents per pound")."""
UNIT_WORDS = {
    "per dmt": "per dry metric tonne",
    "per wmt": "per wet metric tonne",
    "per tonne": "per tonne",
    "per ounce": "per ounce",
    "per pound": "per pound",
    "cents per pound": "cents per pound",
    "cents per ounce": "cents per ounce",
    "cents per tonne": "cents per tonne",
}
"""What a price per unit is per, in words: a row prints it in brackets or a units column."""
_AVERAGE = re.compile(r"\baverag(?:e|es|ed|ing)\b", re.IGNORECASE)
_REVENUE_WORD = re.compile(r"\b(?:revenues?|sales)\b", re.IGNORECASE)
_UNIT_NAMED = re.compile(r"\b(?:tonnes?|tons?|ounces?|oz|pounds?|lbs?|dmt|wmt)\b", re.IGNORECASE)
RECEIVED_VERBS = (
    r"received|receiving|receives|fetched|fetching|fetches|achieved|achieving|achieves|"
    r"realised|realized|realising|realizing|averaged|banked|banking|banks|got|gets|getting|"
    r"earned|earning|earns|"
    r"collected|collecting|collects|pocketed|pocketing|secured|securing|commanded|commanding|"
    r"(?:was|were|is|are|been|being)\s+paid|(?:went|goes|go|going|gone)\s+for|"
    r"sold(?:\s+(?:its|the|their|our))?(?P<sold>(?:\s+[A-Za-z][\w-]*){0,2}?)\s+(?:at|for)"
)
"""Verbs of getting money for what was sold: a sum a unit after one is a price received
(the verifier reads its own sentences with the same words)."""
_VERB = re.compile(
    rf"\b(?P<verb>{RECEIVED_VERBS})"
    r"(?:\s*,?\s*on\s+average\s*,?)?\s+"
    r"(?:(?:an?|the)\s+)?(?:average\s+(?:(?:realised\s+|realized\s+)?price\s+)?(?:of\s+)?)?$",
    re.IGNORECASE,
)
_COST_AFTER = re.compile(
    r"\s+(?:in|of|on|as)\s+(?:(?:the|its|their|our)\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:costs?|AISC|C1|spend(?:ing)?|expenditure|margins?|royalt(?:y|ies)|charges?|"
    r"expenses?|outlays?)\b",
    re.IGNORECASE,
)
"""A cost the sum a unit is of, named after it: the verb before averaged a cost."""
_PERIOD_ASIDE = (
    r"(?:\s*(?:in|during|over|across)\s+(?:the\s+)?(?:FY\s*'?\d{2,4}|(?:19|20)\d\d|year|half))"
)
"""A period said between a price and what follows it ("in FY24", "over the year")."""
_AND = re.compile(
    r"^\s*(?:for\s+(?:its\s+|the\s+)?[A-Za-z][\w\s-]{0,30}?)?"
    # "US$3.92 a pound in FY24, and US$99.58 a wet tonne for iron ore": the list's period
    rf"{_PERIOD_ASIDE}?"
    r"\s*(?:,\s*)?(?:,|and"
    # "US$3,318 a tonne in 2025 and its copper US$4.57 a pound": the next item's goods
    r"(?:\s+(?:(?:its|the|their|our)\s+)?(?P<what>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?))?)\s*$",
    re.IGNORECASE,
)
_NOT_GOODS = re.compile(
    r"\b(?:costs?|AISC|AIC|C1|spent|spend\w*|paid|expenditure|margins?|revenues?|sales|"
    r"production|output|shipments?|earnings|EBITDA|profit|dividends?|debt|cash|capex|prices?|"
    r"was|were|is|are|at|of|for|in|by|to|from|against|versus|vs|than|compared|up|down|"
    r"higher|lower|more|less|a|an|year|half|period|earlier|before|prior|previous|last)\b",
    re.IGNORECASE,
)
"""Words naming a measure or linking one to its value: a list's next item names no goods."""
_COMPARED_ASIDE = re.compile(
    r",\s*(?:(?:up|down)\s+)?\d[\d.]*\s*(?:%|per\s*cent)"
    r"(?:\s+(?:more|less|higher|lower|above|below|up|down|better|weaker))?"
    r"(?:\s+(?:than|on|from|against)\s+[^,;$\d]{0,40}(?:(?:19|20)\d\d)?)?(?=\s*,)",
    re.IGNORECASE,
)
"""How far the price before moved, between two prices of a list ("US$4.57 a pound for copper,
8% more than a year earlier, and US$3,318 a tonne for aluminium"): no part of either label."""
_FOR_WHAT = re.compile(
    # "US$90/dmt (FOB) for Pilbara iron ore", "US$83 per dry tonne on its iron ore"
    r"(?:\s*\((?:FOB|CFR|dry|wet|[dw]mt)[^()]{0,12}\))?"
    r"\s+(?:for\s+(?:its\s+|the\s+|their\s+)?|on\s+(?:its|the|their)\s+)"
    r"(?P<what>[A-Za-z][\w\s-]{0,30}?)"
    r"(?=\s*(?:[,.;)]|$|\s+(?:and|while|but|in|during|over)\b))",
    re.IGNORECASE,
)
_SUBJECT = re.compile(r"(?P<what>(?:[A-Za-z][\w-]*\s+){0,3}?[A-Za-z][\w-]*)\s+$")
_AUXILIARY = frozenset("was were is are been being be has have had".split())
_LEAD = frozenset("while and but as the its their our whereas although though".split())
_NOT_WHAT = frozenset(
    "it they he she we the company miner group rio tinto bhp fortescue minres mineral "
    "resources northern star".split()
)


_COMMODITY_HEAD = re.compile(r"\b(?:prices?|average|weighted|realised|realized)\b", re.I)
_PARTICIPLE = re.compile(
    r"(?:^|(?<=\W))(?P<head>(?:[A-Za-z][\w-]*\s+){0,3}?)prices?\s+"
    r"(?:realised|realized|received|achieved|obtained)"
    r"(?:\s+(?:for|on)\s+(?:its\s+|the\s+|our\s+|their\s+)?"
    r"(?P<what>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2}?))?"
    r"(?:\s+(?:in|for|during|over|across)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:half|year|period|quarter|months))?"
    r"\s*,?\s*(?:was|were|is|of|at|came\s+in\s+at|stood\s+at|averaged|:)\s*"
    r"(?:an?\s+average\s+(?:of\s+)?|some\s+|about\s+)?$",
    re.IGNORECASE,
)
"""A price named by a participle after it: "the weighted average price achieved was",
"Price realised for copper in the year:": the sum a unit that follows is the price received."""
_VOLUME_SOLD_AT = re.compile(
    r"^\s*(?:of\s+(?:its\s+|the\s+|our\s+)?(?P<what>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+)?"
    rf"(?:{_PERIOD_ASIDE}\s*,?\s+)?(?:at|for)\s+(?:(?:an?|the)\s+)?(?:average\s+(?:(?:realised\s+|realized\s+)?price\s+)?"
    r"(?:of\s+)?)?$",
    re.IGNORECASE,
)
"""The words between a volume sold and its price: "sold 1,634koz *of gold at* A$3,922 an
ounce", "shipped 198.4Mt *at an average of* US$84.79/dmt"."""
SOLD_VOLUME = re.compile(
    r"\b(?:sold|shipped|delivered|exported|selling|shipping|sells|ships)\s+"
    r"(?:(?:a\s+)?(?:record|total\s+of|some|about)\s+)?$",
    re.IGNORECASE,
)
"""A verb of selling right before a volume: the sum a unit after it "at" is its price."""


def participle_price(before: str) -> str | None:
    """What a price named by a participle after it was for ("average price achieved was").

    "" when the words name no commodity, None when ``before`` names no such price.
    """
    m = _PARTICIPLE.search(before)
    if m is None:
        return None
    what = m.group("what")
    if not what:
        head = [w for w in m.group("head").split() if not _COMMODITY_HEAD.fullmatch(w)]
        while head and head[0].lower() in _LEAD | {"a", "an", "this", "that"}:
            head = head[1:]
        what = " ".join(head) if head and head[-1].lower() not in _NOT_WHAT else None
    return " ".join(what.split()) if what else ""


def volume_sold_at(sentence: str, num: Number, volume: Number | None) -> str | None:
    """The label of the price a volume sold was sold at, or None.

    "sold 1,634koz of gold at A$3,922 an ounce": ``volume`` is the figure right before,
    which a verb of selling leads.
    """
    if volume is None or volume.currency or volume.unit in PER_UNIT:
        return None
    at = _VOLUME_SOLD_AT.match(sentence[volume.end : num.start])
    if at is None or not SOLD_VOLUME.search(sentence[max(0, volume.start - 40) : volume.start]):
        return None
    what = at.group("what") or _for_what(sentence, num.end)
    return f"{PRICE_LABEL} for {' '.join(what.split())}" if what else PRICE_LABEL


def sold_at_price(sentence: str, num: Number) -> bool:
    """Whether ``num`` is the price the volume sold just before it was sold at.

    The verifier's reading of :func:`volume_sold_at` ("sold 1,634koz of gold at A$3,922").
    """
    volume = _figure_before(sentence, num)
    return bool(num.currency) and volume_sold_at(sentence, num, volume) is not None


def _figure_before(sentence: str, num: Number) -> Number | None:
    before = [f for f in find_figures(sentence) if f.end <= num.start]
    return before[-1] if before else None


def price_named_after(sentence: str, num: Number) -> str | None:
    """The label of a price printed right after its value ("US$4.57/lb copper price")."""
    if num.unit not in PER_UNIT or not num.currency:
        return None
    m = PRICE_NAMED_AFTER.match(sentence, num.end)
    return " ".join(m.group("label").split()) if m is not None else None


def price_label(
    sentence: str,
    num: Number,
    floor: int,
    previous: Number | None,
    volume: Number | None = None,
    named: bool = False,
) -> str | None:
    """The label of a realised price stated by a verb, or None.

    ``floor`` is where this figure's own words start (the end of the figure before);
    ``previous`` is that figure, when it was itself such a price (a list of prices), and
    ``volume`` that figure whatever it is (a volume sold the price is of). ``named`` when
    the words before name a measure themselves ("Copper prices averaged"): a verb does not
    rename it, only a participle of receiving ("the average price realised on gold sold was").
    """
    if num.unit not in PER_UNIT or not num.currency:
        return None
    before = sentence[floor : num.start]
    if _COST_AFTER.match(sentence, num.end) or _COST_WORDS.search(before):
        participle = None  # "the price realised, net of C1 costs of": a cost is never a price
    else:
        participle = participle_price(before)
    if participle is not None:
        what = _goods(participle) or _for_what(sentence, num.end)
        return f"{PRICE_LABEL} for {what}" if what else PRICE_LABEL
    if named:
        return None
    after = price_named_after(sentence, num)
    if after is not None and not _COST_WORDS.search(before):
        return after  # "a US$4.57/lb copper price helped": the words after name it
    if volume is None:
        volume = _figure_before(sentence, num)
    sold_at = volume_sold_at(sentence, num, volume)
    if sold_at is not None and not _COST_AFTER.match(sentence, num.end):
        return sold_at
    verb = _VERB.search(before)
    between = sentence[previous.end : num.start] if previous is not None else ""
    item = (
        (_AND.match(before) or _AND.match(_COMPARED_ASIDE.sub("", between))) if previous else None
    )
    goods = item.group("what") if item is not None else None
    if goods and _NOT_GOODS.search(goods):
        item = None  # "US$90 a tonne and C1 costs of US$18": a cost, never a list's price
    listed = item is not None
    if verb is None and not listed:
        return None
    if verb is not None and _COST_AFTER.match(sentence, num.end):
        return None  # "averaged A$2,105 an ounce in all-in sustaining costs": a cost
    what = _for_what(sentence, num.end) or (goods if item is not None and verb is None else None)
    if what is None and verb is not None and (verb.group("sold") or "").strip():
        what = " ".join(verb.group("sold").split())  # "sold its gold for A$3,922 an ounce"
    if what is None and verb is not None:
        own = re.sub(r"['’]s\b", " ", sentence[: floor + verb.start()])  # "Fortescue's ore"
        subject = _SUBJECT.search(own)
        words = (subject.group("what") if subject else "").split()
        while words and words[-1].lower() in _AUXILIARY:
            words = words[:-1]  # "Each ounce was sold for": the verb's helper is no subject
        if any(w.lower() in {"each", "every"} for w in words):
            words = []  # "Each ounce was sold for A$X": the unit it is per, not what was sold
        what = _subject_sold(words)
    return f"{PRICE_LABEL} for {what}" if what else PRICE_LABEL


_CLAUSE_JOINS = frozenset("while whereas but and when where as".split())
_SOLD_NOUNS = frozenset("sales sold".split())
_PREPOSITIONS = frozenset("in of for during over across at on from".split())
_DIGIT = re.compile(r"\d")


def _goods(what: str) -> str:
    """The goods sold, not their sales: "gold sales", "iron ore sold", "sales of gold"."""
    words = what.split()
    if len(words) == 1 and words[0].lower() in _SOLD_NOUNS:
        return ""  # "Sales averaged A$X an ounce": no goods named
    if len(words) > 1 and words[-1].lower() in _SOLD_NOUNS:
        return " ".join(words[:-1])  # "Gold sales", "Iron ore sold"
    if len(words) > 2 and words[0].lower() in _SOLD_NOUNS and words[1].lower() == "of":
        return " ".join(words[2:])  # "Sales of gold"
    return what


def _subject_sold(words: list[str]) -> str | None:
    """What was sold, from the words before a verb of selling, or None for none.

    Only the verb's own clause ("US$80 a wet tonne *while copper* realised": copper), never
    a period or a number ("In FY25 BHP's iron ore fetched": iron ore), and the goods, not
    their sales ("Gold sales averaged A$X an ounce", "Sales of gold averaged": gold).
    """
    cuts = [i for i, w in enumerate(words) if w.lower() in _CLAUSE_JOINS or _DIGIT.search(w)]
    words = words[cuts[-1] + 1 if cuts else 0 :]
    words = _goods(" ".join(words)).split()
    while len(words) > 1 and words[0].lower() in _LEAD | _NOT_WHAT | _PREPOSITIONS:
        words = words[1:]
    if words and words[-1].lower() not in _NOT_WHAT | _LEAD | _PREPOSITIONS:
        return " ".join(words)
    return None


def names_product(label: str) -> bool:
    """Whether a price's label names what was sold ("average price received for copper").

    Its product is its own: a commodity named earlier in the sentence ("aluminium realised
    US$X/t; copper realised US$Y/lb") is another price's, never this one's segment.
    """
    return label.startswith(f"{PRICE_LABEL} for ")


def cost_after(sentence: str, end: int) -> bool:
    """Whether the words right after a sum a unit name a cost it is ("... in all-in costs")."""
    return _COST_AFTER.match(sentence, end) is not None


_A_PERIOD = re.compile(
    r"^(?:(?:full|financial|fiscal|first|second|last|past|whole|twelve|six|\d+)[\s-]+)*"
    r"(?:year|half|period|quarter|months?|FY\s*\d{2,4}|[12]H\s*\S*|H[12]\s*\S*)\b",
    re.IGNORECASE,
)
"""A time after "for" ("for the year", "for the half"): what a price is over, not what was sold."""


_PRICE_NAMED = re.compile(r"\bprices?\b", re.IGNORECASE)
_FOR_NAMED = re.compile(r"\bfor\s+\w", re.IGNORECASE)


def priced_for(reading: Any) -> bool:
    """Whether a reading is a price a unit its label names (a list of prices may follow)."""
    return reading.num.unit in PER_UNIT and bool(_PRICE_NAMED.search(reading.label))


def last_price(last: Any) -> Number | None:
    """The reading before's figure, when it was a price read by its verb (a list of prices).

    "Average realised prices were $X for ...": the next figure is a price too.
    """
    priced = last is not None and (last.label.startswith(PRICE_LABEL) or priced_for(last))
    return last.num if last is not None and priced else None


def priced_product(sentence: str, num: Number, label: str) -> str:
    """A price's label with the product it is "for" right after its unit, when it names none.

    "Average realised prices were US$90 a dry tonne for Pilbara iron ore, US$4.57 a pound
    for copper": each price is its product's ("Average realised prices for copper").
    """
    if num.unit not in PER_UNIT or not _PRICE_NAMED.search(label) or _FOR_NAMED.search(label):
        return label
    what = _for_what(sentence, num.end)
    return f"{label} for {what}" if what else label


def product_cut(label: str, joint: str) -> str:
    """``label`` without its last " for ..." (or ``joint``) phrase, if it has one."""
    at = label.rfind(f" {joint} ")
    return label[:at] if at > 0 else label


def _for_what(sentence: str, end: int) -> str | None:
    """What a price is "for" right after its unit, or None for a time or a seller.

    "Copper averaged US$4.57/lb for Rio Tinto", "... a tonne for the miner": the one paid,
    never what was sold (the subject before the verb names that).
    """
    m = _FOR_WHAT.match(sentence, end)
    if m is None or _A_PERIOD.match(m.group("what")):
        return None
    what = " ".join(m.group("what").split())
    if company_spans(what) or all(w in _NOT_WHAT for w in what.lower().split()):
        return None
    return what


def price_words(phrase: str, label: str, unit: str) -> tuple[str, str]:
    """An asked price and a price's printed label, in the words they are compared by.

    A price row prints its unit apart from its words ("Ore price received (US$ a dry
    tonne)", "| Aluminium | US$ per tonne | 3,318 |"), and the label drops it: when the
    question names a unit, the one the price is per is said in words beside the label, so
    "per dry metric tonne" asked is named by it. A price received over a year is an average
    of its sales: "average" asked is named by any price received ("price achieved").
    Words are only added to the label, never taken from either side, but for a revenue
    or sales word of money a unit, which is read as the price received it is.
    """
    # "Iron ore average revenue" a dry tonne: the revenue a unit sold is the price received
    label = _REVENUE_WORD.sub("price received", label) if unit in PER_UNIT else label
    extra = []
    if _AVERAGE.search(phrase) and not _AVERAGE.search(label):
        extra.append("average")
    if _UNIT_NAMED.search(phrase):
        extra.append(UNIT_WORDS.get(unit, ""))
    return phrase, " ".join((label, *extra)).strip()


_RECEIVED_WORDS = re.compile(
    r"\b(?:realised|realized|received|achieved|selling|sales?|sold|fetched)\b", re.IGNORECASE
)
_PRICE_WORD = re.compile(r"\bprices?\b", re.IGNORECASE)
_COST_WORDS = re.compile(
    r"\b(?:costs?|AISC|AIC|C1|spent|spend(?:ing)?|paid|expenditure|margins?)\b", re.IGNORECASE
)


def received_price(label: str, unit: str | None) -> bool:
    """Whether a figure's label and unit state a price the company received for a unit.

    "average price received for gold" (read by a verb), or a printed "average realised gold
    price" a unit; never a cost ("cost of gold sold per ounce") nor a market price.
    """
    if unit not in PER_UNIT or _COST_WORDS.search(label):
        return False
    if label.startswith(PRICE_LABEL):
        return True
    return bool(_PRICE_WORD.search(label) and _RECEIVED_WORDS.search(label))


_BARE_AVERAGE = re.compile(
    r"\b(?:the|an|its)\s+average\s+(?:was|is|of|came\s+in\s+at|stood\s+at|at)\s*$",
    re.IGNORECASE,
)
_COST_VERB = re.compile(
    r"\b(?:spent|spend(?:s|ing)?|cost(?:s|ing)?|paid|pa(?:y|ys|ying)|outlays?)\b", re.IGNORECASE
)


def bare_average(own_words: str) -> bool:
    """Whether a value's own words are only "the average was" (no verb of spending).

    "In the first half the average was $3,562 per ounce": what was averaged is the measure
    of the sentence before; "the miner spent an average of" is a cost, never a price.
    """
    return bool(_BARE_AVERAGE.search(own_words)) and not _COST_VERB.search(own_words)


_UNIT_BEFORE = re.compile(
    r"\b(?:revenues?|sales|prices?|costs?|AISC|C1)(?P<words>\s+per\s+"
    r"(?P<unit>(?:dry|wet)\s+(?:metric\s+)?tonne|dmt|wmt|ounce|oz|tonne|pound|lb)\b"
    r"(?:\s*\((?:dmt|wmt)\))?[^\d;$]{0,60}?)"
    r"(?:\s+(?:fell|dropped|declined|slipped|eased|rose|climbed|increased|lifted|jumped))?"
    r"\s+(?:to|of|was|were|is|at|stood\s+at|:)\s*$",
    re.IGNORECASE,
)
_UNIT_KEYS = {"dmt": "per dmt", "wmt": "per wmt", "oz": "per ounce", "lb": "per pound"}


def unit_words_end(sentence: str, num: Number) -> int | None:
    """Where the words naming the unit before ``num`` end ("per dmt of its ore| fell to")."""
    m = _UNIT_BEFORE.search(sentence, max(0, num.start - 160), num.start)
    return m.end("words") if m is not None and num.unit in PER_UNIT else None


def unit_before(sentence: str, num: Number) -> Number:
    """``num`` as a sum a unit when its own words name the unit before it.

    "the average revenue per dry metric tonne of its ore fell to US$84.79": the money
    after "to" is per dry tonne, though no unit follows it. Any other figure is returned
    as read. The extractor and the verifier both read a sentence's figures through this.
    """
    if not num.currency or num.unit or num.scale != 1:
        return num
    m = _UNIT_BEFORE.search(sentence, max(0, num.start - 160), num.start)
    if m is None:
        return num
    word = m.group("unit").lower()
    unit = (
        "per dmt"
        if word.startswith("dry")
        else "per wmt"
        if word.startswith("wet")
        else _UNIT_KEYS.get(word, f"per {word}")
    )
    return replace(num, unit=unit)


_COMPARED_PRICE = compared_gap(
    # "A$3,562 per ounce in the half, up from A$2,873": the period may come between, or
    # what was sold ("$2,873 an ounce for our gold, up from $2,513")
    lead=r"(?:\s+for\s+(?:(?:its|the|their|our)\s+)?[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)?"
    r"(?:\s+(?:in|for|over|during|across)\s+the\s+(?:[\w-]+\s+){0,2}?(?:year|half|period)"
    rf"|{_PERIOD_ASIDE})?",  # "US$84.79 a dry tonne in FY25, against US$103.01"
    adverbs="steeply|sharply",
)
_COUNTED = frozenset({"oz", "koz", "moz", "t", "kt", "mt"})
"""Units of an amount counted (ounces, tonnes) that a comparative printed bare may take."""


def compared_units(sentence: str, nums: list[Number]) -> list[Number]:
    """``nums`` with a price's or a count's comparative printed bare taking its unit.

    "averaged A$3,562 per ounce in the half, up from A$2,873": the earlier price is per
    ounce too, though no unit follows it; "A$0.41 a share, against A$0.27" is a share's.
    Only a sum in the same currency, printed with no
    unit or scale, joined to the price by a comparative's words. Likewise "sold 1.634
    million ounces, against 1.621 million": a number with no currency and no unit, at the
    same scale as the count before it, is ounces too. The extractor and the verifier both
    read a sentence's figures through this.
    """
    out = list(nums)
    for i in range(1, len(out)):
        prev, num = out[i - 1], out[i]
        if num.unit or not _COMPARED_PRICE.fullmatch(sentence, prev.end, num.start):
            continue
        # "A$0.41 a share for the year, against A$0.27": a dividend's too, per share
        each = prev.unit in PER_UNIT or prev.unit == "per share"
        priced = each and num.currency == prev.currency and num.scale == 1
        counted = (
            prev.unit in _COUNTED
            and prev.currency is None
            and num.currency is None
            and num.scale == prev.scale
        )
        if priced or counted:
            out[i] = replace(num, unit=prev.unit)
    return out
