"""Whose a sentence's amount is: the division a sentence (or its clause) is about.

"The contracting arm ... lifted its EBITDA to $X", "Iron ore is still the engine room,
contributing $X", "Copper's underlying EBITDA": the words naming a division before a money
label make the amount that division's, never the group's. Read alike by the prose extractor
(:mod:`mines.figures.prose`) and its verifier (:mod:`mines.figures.verify_prose`).

Pure.
"""

from __future__ import annotations

import re

from mines.figures.division_names import NAME
from mines.figures.labels import find_labels, label_metric
from mines.figures.period_forms import FY_MENTION
from mines.figures.qualifiers import read_qualifiers, without_parts
from mines.figures.region_subjects import money_site_subject
from mines.measures.registry import METRIC_BY_KEY
from mines.numbers import MONTH_PATTERN, find_figures

_DIVISION_SUBJECT = re.compile(
    r"^\W*(?:the|its|our|(?:[A-Z][\w.&-]*\s+){0,2}[A-Z][\w.&-]*['’]s?)\s+"
    r"((?:[\w&'’-]+\s+){0,4}?(?P<word>division|segment|arm|business|unit|operations|"
    r"product\s+group))\b"
    r"(?!\s+(?:of|to|in)\b)(?!(?:[^.;]|\.(?=\d))*\b(?:group|company|consolidated|total)\b)",
    re.IGNORECASE,
)
"""A sentence whose subject is a division ("The contracting arm was ...; it lifted its
EBITDA"; "MinRes's lithium arm earned $X of EBITDA"; "The Pilbara operations delivered"):
its amounts are that division's, unless the group is named on the way. "Operations" is a
division only when a commodity or a site names it ("our operations" are the group's)."""

SEGMENT_BEFORE = re.compile(
    r"\b(iron\s+ore|copper|coal|gold(?:\s+sales)?|lithium|spodumene|nickel|"
    r"alumini?um(?:\s+(?:and|&)\s+lithium)?|potash|hematite|magnetite|segment|divisional|"
    r"Pilbara|Escondida|Onslow|mining\s+services|(?:Fortescue\s+)?Energy|Kalgoorlie|Yandal|Pogo)"
    r"(?:\s+(?:division|segment|arm|business|unit|operations|product\s+group))?(?:['’]s)?"
    r"(?:\s*[:–—(]\s*|\s+)(?:(?:underlying|statutory|sales)\s+)?$",
    re.IGNORECASE,
)
"""A segment's name right before a money label ("Iron ore revenue", "Copper's underlying
EBITDA", "Lithium: underlying EBITDA", "iron ore (underlying EBITDA US$X)", "the Aluminium &
Lithium product group's EBITDA"):
the segment's figure, not the group's. Searched up to the label (``SEGMENT_WINDOW`` back)."""
SEGMENT_WINDOW = 45


_COMMODITY_SUBJECT = re.compile(
    r"^\W*((?:iron\s+ore|copper|alumini?um(?:\s+(?:and|&)\s+lithium)?|lithium|coal|nickel|"
    r"potash|mining\s+services|contracting|contract\s+mining|(?:fortescue\s+)?energy|"
    r"fortescue\s+future\s+industries|hematite|"
    r"metals|kalgoorlie|yandal|pogo)"
    r"(?:\s+(?:operations|assets|business|division|segment|unit|arm))?)"
    r"(?:\s*,[^,.;]{3,80},)?(?:\s+(?:again|also|still|once\s+again|\w+ly))?"
    r"\s+(?:is|was|remains|remained|has\s+been|did|does|"
    r"contributed|added|posted|reported|recorded|achieved|booked|made|returned|"
    r"delivered|earned|generated|grew|rose|fell|saw|had|won|kept|held|[a-z]{2,}ed)\b"
    r"(?!(?:[^.;]|\.(?=\d))*\b(?:group|company|consolidated|total)\b)",
    re.IGNORECASE,
)
"""A sentence whose subject is a commodity's business ("Iron ore is still the engine room,
contributing $X of EBITDA"; "Mining Services, our contracting arm, earned $X"): its amounts
are that business's, unless the group is named after the verb."""


_CLAUSE_START = re.compile(
    r"(?:(?:^\W*|,\s*)(?:but|and|while|whereas|although|though|yet)|;|\bsaid|\bsays|\breported|"
    # "Of that, the ...", "By product group, copper ..."
    r"^\W*(?:of|within|in|across|by|among|elsewhere|meanwhile)\b[^,.;:]{0,30},|"
    r"\bannounced|\btold\s+(?:the\s+)?\w+)(?:\s+(?:on\s+)?(?:today|yesterday|(?:mon|tues|wednes|thurs|fri)day))?"
    r"(?:\s+that)?\s+",
    re.IGNORECASE,
)
"""Where a clause with its own subject starts inside a sentence ("Prices fell, but the lithium
segment still generated ..."; "Rio said on Thursday its iron ore business delivered ...")."""
_RELATIVE = (
    r",\s+(?:which|whose|where)\s+(?:[^,;]|,(?!\s*(?:and|but|while|whereas|although|yet)\b))*$"
)
_WHICH_CLAUSE = re.compile(
    r"\b(?:the|its|our)\s+((?:[\w&'’-]+\s+){0,4}?(?:division|segment|arm|business|unit|"
    r"product\s+group))" + _RELATIVE,
    re.IGNORECASE,
)
"""A division a relative clause describes up to the figure ("lifted the Iron Ore division,
which reported underlying EBITDA of"; "the contracting arm, whose earnings before interest,
tax, depreciation and amortisation came to"): the clause's amounts are the division's. A
comma inside the clause (a measure's own name) keeps it; one opening another clause ends it."""

_NAMED_WHICH = re.compile(rf"\b({NAME})" + _RELATIVE, re.IGNORECASE)
"""A business named without an article before its relative clause ("Growth came from
Mining Services, which lifted underlying EBITDA to"; "a strong year for Mining Services,
where EBITDA rose"): a commodity so described is no business, only a named one is."""


PERIOD_LEAD = re.compile(
    r"^\W*(?:(?:a|one)\s+year\s+(?:ago|earlier|before)|"
    rf"(?:in|for|during|over|across|between)\s+(?:the\s+)?(?:{FY_MENTION.pattern}|20\d\d|"
    # "In the December 2021 half": a month named before the year
    rf"(?:(?:{MONTH_PATTERN})\s+)?"
    r"(?:20\d\d\s+)?(?:(?:financial|fiscal|full|first|second)[\s-]+)*(?:year|half|period)|"
    r"six\s+months|"
    r"(?-i:[A-Z][a-z]+)\s+and\s+(?-i:[A-Z][a-z]+)\s+20\d\d)"
    # "For the year to 30 June 2023", "In the six months to December 31, 2024"
    r"(?:\s+(?:to|ended|ending)\s+(?:\d{1,2}\s+)?(?-i:[A-Z][a-z]+)\.?(?:\s+\d{1,2})?"
    r"(?:,?\s+20\d\d)?)?)\s*,?\s+",
    re.IGNORECASE,
)
"""A period leading the sentence before its subject ("For FY25 the Mining Services
division posted", "A year ago the group earned", "Between July and December 2024 the
iron ore business shipped"): the subject after it still opens the clause."""


_FRONTED_PART = re.compile(
    rf"^\W*(?:in|for|at|within|across|turning\s+to|as\s+for)\s+(?:the\s+|its\s+|our\s+)?"
    rf"(?P<part>{NAME})\s*,\s+"
    r"(?!(?:[^.;]|\.(?=\d))*\b(?:group|company|consolidated|total)\b)",
    re.IGNORECASE,
)
"""A part fronted before the clause ("In Iron Ore, EBITDA fell to", "For the copper business,
revenue rose"): the clause's amounts are that part's, unless the group is named after it."""


def subject_at(before: str) -> str | None:
    """The part a clause opens with, else None.

    ``before``: the clause's words from its start. A fronted part ("In Iron Ore, ..."), a
    division ("The lithium arm ...") or a commodity's business as subject ("Copper was").
    """
    lead = PERIOD_LEAD.match(before)
    before = before[lead.end() :] if lead else before
    fronted = _FRONTED_PART.match(before)
    if fronted and read_qualifiers(fronted["part"]).get("scope", frozenset()) - {
        "group",
        "segment",
    }:
        return " ".join(fronted["part"].split())
    m = _DIVISION_SUBJECT.match(before)
    if m and m.group("word").lower() == "operations":
        named = read_qualifiers(m.group(1)).get("scope", frozenset()) - {"group", "segment"}
        m = m if named else None  # "the Pilbara operations", never "our operations"
    m = m or _COMMODITY_SUBJECT.match(before)
    return m.group(1) if m else money_site_subject(before)  # "Escondida generated $X"


def division_subject(before: str) -> str | None:
    """The division a sentence, or the clause holding its figure, opens with.

    ``before``: the sentence's words up to the figure; they must name no group after the
    division. The clause is the last one opened by a conjunction, a semicolon or a
    reporting verb ("..., but the Lithium segment still generated"), or a relative clause
    describing a division ("the Iron Ore division, which reported").
    """
    own = subject_at(before)
    if own is not None:
        return own
    starts = list(_CLAUSE_START.finditer(before))
    if starts and (own := subject_at(before[starts[-1].end() :])) is not None:
        return own
    m = _WHICH_CLAUSE.search(before)
    if m is None and (named := _NAMED_WHICH.search(before)):
        business = read_qualifiers(named[1]).get("scope", frozenset()) & {"segment", "services"}
        m = named if business else None
    if m and not re.search(r"\b(?:group|company|consolidated|total)\b", before[m.end(1) :], re.I):
        return m.group(1)
    return None


_PART_AFTER = re.compile(
    r"\s*(?:(?:came|comes|was\s+derived|derived|arose|was\s+(?:generated|earned|contributed))"
    r"\s+(?:from|by|in)|for|from|at|in)"
    rf"\s+(?:the\s+|its\s+|our\s+)?(?P<part>{NAME})(?!\s+(?:prices?|"
    r"markets?|sales|demand|shipments|volumes|production|price|equivalent)\b)(?=[\s,.;:)]|$)",
    re.IGNORECASE,
)
"""A division named right after a money label ("Underlying EBITDA for copper more than
doubled", "EBITDA from the iron ore segment", "$X of EBITDA came from copper"): whose the
amount is; "revenue from copper
sales" or "EBITDA at copper prices" names a commodity sold, not the division."""


def part_after(sentence: str, label_end: int) -> str | None:
    """The division named right after a label ending at ``label_end``, else None."""
    m = _PART_AFTER.match(sentence, label_end)
    if m is None:
        return None
    part = m.group("part")
    named = read_qualifiers(part).get("scope", frozenset()) - {"group", "segment"}
    return " ".join(part.split()) if named else None


_PART_BETWEEN = re.compile(
    rf"(?:[,;]|\b(?:with|while|whereas|and)\b)\s+(?:the\s+|its\s+|our\s+)?(?P<part>{NAME})"
    r"(?:['’]s)?\s+(?!(?:prices?|markets?|sales|demand)\b)",
    re.IGNORECASE,
)
"""A clause naming its own division between a label and the amount ("... underlying EBITDA,
with aluminium and lithium adding US$4.6 billion"): the amount is that division's."""


def part_between(sentence: str, label_end: int, num_start: int) -> str | None:
    """The division a clause names between a label and its amount after it, else None."""
    found = [m.group("part") for m in _PART_BETWEEN.finditer(sentence, label_end, num_start)]
    named = [p for p in found if read_qualifiers(p).get("scope", frozenset()) - {"group"}]
    return " ".join(named[-1].split()) if named else None


_PART_IN_CLAUSE = re.compile(
    rf"\b(?:from|for|at|in|of|by)\s+(?:the\s+|its\s+|our\s+)?(?P<part>{NAME})",
    re.IGNORECASE,
)
_PART_NOUN_END = re.compile(r"\b(?:division|segment|business|arm|unit|product\s+group)$", re.I)


def clause_part(sentence: str, num_start: int) -> str | None:
    """A division the amount's own clause names with its noun, else None.

    "Earnings from the iron ore segment came in at $X": the iron ore segment's. The clause
    runs from the last clause opening before the amount (:data:`_CLAUSE_START`); the
    division must be named as one ("the iron ore segment", "the copper business"), never a
    bare commodity ("from higher copper prices").
    """
    starts = [m.end() for m in _CLAUSE_START.finditer(sentence, 0, num_start)]
    start = starts[-1] if starts else 0
    for m in reversed(list(_PART_IN_CLAUSE.finditer(sentence, start, num_start))):
        part = " ".join(m.group("part").split())
        if _PART_NOUN_END.search(part) and read_qualifiers(part).get("scope", frozenset()):
            return part
    return None


def segment_before(sentence: str, label_start: int) -> re.Match[str] | None:
    """The segment named right before a label ("Iron ore revenue"), within the window."""
    return SEGMENT_BEFORE.search(sentence, max(0, label_start - SEGMENT_WINDOW), label_start)


def division_owner(sentence: str, label_start: int, label_end: int, num_start: int) -> str | None:
    """The division a money label's amount is of, else None.

    One a clause between the label and the amount names, else the subject before the label,
    else one named right after it, else one the clause before both names as a division,
    else one named right after the amount ("EBITDA of $X came from the lithium business").
    """
    if label_end <= num_start and (between := part_between(sentence, label_end, num_start)):
        return between
    owner = _division_owner(sentence, label_start, label_end, num_start)
    named = _scope(sentence[label_start:label_end])  # ", ahead of aluminium and lithium at"
    return None if owner and named and not named & _scope(owner) else owner


def _scope(words: str) -> frozenset[str]:
    return read_qualifiers(words).get("scope", frozenset()) - {"group", "segment"}


def _division_owner(sentence: str, label_start: int, label_end: int, num_start: int) -> str | None:
    return (
        part_with(sentence[:label_start])
        or division_subject(sentence[:label_start])
        or part_after(sentence, label_end)
        or clause_part(sentence, min(label_start, num_start))
        or (part_after_value(sentence, num_start) if label_end <= num_start else None)
    )


_PART_WITH = re.compile(
    rf"\b(?P<part>{NAME})(?:['’]s)?\s*,?\s+with\s+(?:(?:its|an?|the|record|higher|lower)\s+)*$",
    re.IGNORECASE,
)
"""A part the label is told "with" ("The standout was copper, with underlying EBITDA of $X",
"iron ore, with EBITDA of"): the amount is that part's."""


def part_with(before: str) -> str | None:
    """The part named right before "with" and the label (``before`` ends at it), else None."""
    m = _PART_WITH.search(before)
    if m is None:
        return None
    part = m.group("part")
    named = read_qualifiers(part).get("scope", frozenset()) - {"group", "segment"}
    return " ".join(part.split()) if named else None


def part_after_value(sentence: str, num_start: int) -> str | None:
    """The division named right after the amount starting at ``num_start``, else None.

    "Underlying EBITDA of $1.3 billion came from the lithium business", "revenue of $X from
    the copper division": the amount is that division's, never the group's.
    """
    figures = find_figures(sentence[num_start : num_start + 40])
    if not figures or figures[0].start != 0:
        return None
    return part_after(sentence, num_start + figures[0].end)


def part_money_label(label: str) -> bool:
    """Whether a part's label names a sum of money ("Copper underlying EBITDA"), no rate.

    Its percent ("Copper underlying EBITDA climbed 114%") is how far it moved, never its
    value; "Copper EBITDA margin" is a rate and keeps its percent.
    """
    if not read_qualifiers(label).get("scope", frozenset()) - {"group"}:
        return False  # no part named: "Revenue growth" may well be a percent
    rest = without_parts(label)
    hit = label_metric(rest)
    metrics = [hit[0]] if hit else [h.metric for h in find_labels(rest) if h.metric]
    kinds = {METRIC_BY_KEY[m].kind for m in metrics if m in METRIC_BY_KEY}
    return kinds == {"money"}
