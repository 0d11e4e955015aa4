"""A second verb of volume that names no commodity: it takes the one its sentence names.

"Wodgina produced 201 kt of spodumene in FY24 and shipped 214 kt in FY25", "the miner
mined X Mt and shipped Y Mt of iron ore": a verb of volume before a tonnage with no
commodity after it names the commodity of the one volume item (a tonnage "of" a
commodity) its sentence prints, before or after it. The verb still says which volume it
is: shipped, exported or sold is shipments, produced or mined production, never the
other (:data:`~mines.measures.words.VERB_METRICS`).

Nothing is inherited when the sentence names two commodities, when a commodity word or a
site of another commodity stands between the two verbs ("... and Escondida produced
1,100 kt" is copper), or when ounces would be tonnes of a mineral (or tonnes gold).

A verb whose subject is left out ("..., and shipped 214 kt") shares the clause it
follows: its site and ownership basis are the donor's when it states none of its own
(:func:`donor_site`, :func:`shared_basis_donor`). A verb with a subject of its own that
names no site ("and the operation shipped 214 kt") gives no figure when the donor states a
site or a basis: the tonnage may be the site's or the whole company's, and a wrong scope
is worse than none. Part of the prose reader (:mod:`mines.figures.prose_volumes`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mines.measures.sites import SITE_COMMODITY, match_sites
from mines.measures.words import VERB_METRICS, VOLUME_VERBS

_TONNAGE = (
    r"[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+|[kM]\s*)?(?:(?:wet|dry)\s+(?:metric\s+)?)?"
    r"(?P<unit>koz|Moz|oz|ounces|Mt|kt|wmt|dmt|tonnes|t)\b"
)
"""A tonnage or ounces as printed after a verb of volume ("214 kt", "9.7 million tonnes")."""

_OUNCES = frozenset({"koz", "moz", "oz", "ounces"})

_BARE = re.compile(
    rf"\b(?P<verb>{VOLUME_VERBS})\s+(?:a\s+record\s+|record\s+|a\s+total\s+of\s+|some\s+)?"
    rf"(?P<value>{_TONNAGE})(?!\s*(?:\([^()]{{0,20}}\)\s*)?of\b)",
    re.IGNORECASE,
)
"""A verb of volume before a tonnage that no "of ..." names the matter of."""

COMMODITY_WORDS = r"gold|iron\s+ore|copper|spodumene|lithium"
"""The commodities a volume is printed "of", as a regex alternation."""

MOISTURE_ASIDE = r"(?:\s*\((?:wet|dry|[dw]mt)\b[^()]{0,20}\))?"
"""A bracket after a tonnage saying wet or dry ("(dry)", "(dmt)", "(wmt, 100% basis)")."""

_ITEM = re.compile(
    rf"{_TONNAGE}{MOISTURE_ASIDE}\s+of\s+(?:the\s+)?"
    r"(?:SC6(?:[\s-]+equivalent)?\s+|(?:spodumene\s+)?concentrate\s+|payable\s+)?"
    r"(?:(?:Pilbara|hematite)\s+)?"
    rf"(?P<commodity>{COMMODITY_WORDS})\b",
    re.IGNORECASE,
)
"""A volume item naming its commodity ("201 kt of spodumene", "9.7 Mt of iron ore")."""

_ANY_COMMODITY = re.compile(rf"\b(?:{COMMODITY_WORDS})\b", re.IGNORECASE)

_DONOR_VERB = re.compile(
    rf"\b(?:{VOLUME_VERBS}|output|production|shipments|exports|sales)\b[^.;\d]{{0,30}}$",
    re.IGNORECASE,
)
"""The verb or noun of volume right before a donor item: where the donor's clause starts."""

_ELIDED = re.compile(
    r"(?:^|,|;|\b(?:and|but|while|then|having|after|before|also)\b)\s*"
    r"(?:(?:also|then|subsequently|later)\s+)?$",
    re.IGNORECASE,
)
"""What stands before a verb whose subject is left out: "..., and shipped", "having mined"."""


@dataclass(frozen=True)
class SharedVerb:
    """A bare verb of volume and the volume item of its sentence it takes a commodity from."""

    verb_start: int
    verb_end: int
    value_start: int
    value_end: int
    metric: str
    commodity: str
    """The commodity as its sentence prints it ("iron ore")."""
    donor_start: int
    """Where the donor's clause starts (its verb or noun of volume, else its tonnage)."""
    donor_value: int
    """Where the donor's tonnage starts."""
    elided: bool
    """The bare verb's subject is left out: it shares the donor's site and basis."""


def _commodity_key(text: str) -> str:
    first = text.lower().split()[0]
    return "spodumene" if first == "lithium" else first


def _donor_start(sentence: str, item_start: int) -> int:
    lead = _DONOR_VERB.search(sentence, max(0, item_start - 60), item_start)
    return lead.start() if lead else item_start


def shared_verbs(sentence: str) -> list[SharedVerb]:
    """Every bare verb of volume of ``sentence`` that takes its sentence's one commodity."""
    bare = list(_BARE.finditer(sentence))
    if not bare:
        return []
    items = list(_ITEM.finditer(sentence))
    commodities = {_commodity_key(m.group("commodity")) for m in items}
    if len(commodities) != 1:
        return []
    commodity = commodities.pop()
    printed = " ".join(items[0].group("commodity").lower().split())
    out: list[SharedVerb] = []
    for m in bare:
        donor = min(items, key=lambda i: abs(i.start() - m.start()))
        if donor.start() <= m.start() < donor.end():
            continue
        ounces = m.group("unit").lower() in _OUNCES
        if ounces != (commodity == "gold"):
            continue  # ounces are gold's, tonnes any other commodity's
        metric = VERB_METRICS.get((m.group("verb").lower(), commodity))
        if metric is None:
            continue
        low, high = sorted((donor.end(), m.start()))
        if donor.start() > m.start():
            low, high = m.end(), donor.start()
        between = sentence[low:high]
        if _ANY_COMMODITY.search(between):
            continue  # another commodity named between the verb and the donor
        start = _donor_start(sentence, donor.start())
        lead_from = donor.end() if donor.start() < m.start() else 0
        sites = match_sites(sentence[lead_from : m.start()])
        if any(_site_key(commodity) not in SITE_COMMODITY.get(s, commodity) for _, s in sites):
            continue  # "..., and Escondida produced 1,100 kt": the site names its own
        elided = donor.start() < m.start() and elided_before(sentence, m.start())
        out.append(
            SharedVerb(
                m.start("verb"),
                m.end("verb"),
                m.start("value"),
                m.end("value"),
                metric,
                printed,
                start,
                donor.start(),
                elided,
            )
        )
    return out


def _site_key(commodity: str) -> str:
    """The first word of the site commodity a verb's commodity is ("spodumene": lithium)."""
    return "lithium" if commodity == "spodumene" else commodity


def shared_verb_at(sentence: str, verb_start: int) -> SharedVerb | None:
    """The bare verb of volume of ``sentence`` starting at ``verb_start``, if one is read."""
    return next((s for s in shared_verbs(sentence) if s.verb_start == verb_start), None)


_PRICED_FOR = re.compile(
    r"(?:\s*\((?:FOB|CFR|dry|wet|[dw]mt)[^()]{0,12}\))?"  # "US$90/dmt (FOB) for its ore"
    r"\s+(?:for|on)\s+(?:its|the|their|our)\s+(?:(?:Pilbara|refined|mined)\s+)?"
    rf"(?:{COMMODITY_WORDS}|hematite|aluminium|aluminum)\b",
    re.IGNORECASE,
)
"""A commodity a sum is said to be for ("US$85 a dry tonne *for its hematite*")."""


PRICE_NAMED_AFTER = re.compile(
    r"\s+(?P<label>(?:(?:average|realised|realized|received|achieved)\s+){0,2}"
    r"(?:(?:Pilbara|hematite|refined)\s+)?(?:gold|copper|aluminium|aluminum|hematite|iron\s+ore|"
    r"lithium|spodumene)\s+(?:(?:average|realised|realized)\s+)?prices?)\b"
    # "a US$100/dmt iron ore price benchmark", "... price assumption": no price received
    r"(?!\s+(?:benchmarks?|index|indices|assumptions?|decks?|forecasts?|futures|outlook|"
    r"sensitivit\w*|scenarios?|curves?)\b)",
    re.IGNORECASE,
)
"""A price named by the words right after its sum a unit, the commodity among them ("a
US$4.57/lb *copper price*", "a record A$3,922/oz *realised gold price*"); a benchmark,
spot or index price names other words there and is none."""


KIND_NAMED_AFTER = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?\s+(?:(?:fully\s+|partly\s+)?(?:un)?franked\s+)?"
    r"(?:(?:interim|final|special)(?:\s+(?:cash|ordinary))?(?:\s+(?:dividends?|distributions?))?|"
    r"(?:(?:cash|ordinary)\s+)?(?:dividends?|distributions?))\b",
    re.IGNORECASE,
)
"""A dividend's kind, or the dividend itself, named right after its value ("a 90 cent
*interim dividend* for H1", "a $1.75 *dividend* for FY22")."""


def matter_end(sentence: str, value_start: int, value_end: int) -> int:
    """Where the matter printed after a volume or a price ends.

    "218 kt *of spodumene* in FY24", "US$85 a dry tonne *for its hematite* in the six
    months to December", "a 90 cent *interim dividend* for H1": a period after the matter
    or name dates the value as one right after it would; a value naming none after it ends
    where it ends. Read alike by the reader and the verifier.
    """
    m = _ITEM.match(sentence, value_start)
    if m is not None and m.end() > value_end:
        return m.end()
    # "A$3,562 an ounce realised gold price in the six months": the price's own name
    named = (
        _PRICED_FOR.match(sentence, value_end)
        or PRICE_NAMED_AFTER.match(sentence, value_end)
        or KIND_NAMED_AFTER.match(sentence, value_end)  # "$1.20 a share interim dividend for"
    )
    return named.end() if named is not None else value_end


def elided_before(sentence: str, verb_start: int) -> bool:
    """Whether the verb at ``verb_start`` follows a clause joint with no subject of its own."""
    before = sentence[max(0, verb_start - 40) : verb_start].rstrip()
    return bool(before) and bool(_ELIDED.search(before))
