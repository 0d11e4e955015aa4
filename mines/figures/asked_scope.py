"""The part of a company a question asks about: a division, segment or commodity business.

"What EBITDA did the copper division earn", "how much of its EBITDA came from iron ore":
the division is no measure of its own but the scope of the measures asked beside it
(:func:`scoped`, applied by :func:`mines.figures.asked.asked_measures`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.asked_measure import AskedMeasure
from mines.figures.division_names import NAME as DIVISION_NAME
from mines.figures.named_scopes import _CHARGES_NAMED, named_scopes
from mines.figures.qualifier_axes import COMMODITY_BUSINESS, COMMODITY_OPERATIONS
from mines.figures.qualifiers import read_qualifiers
from mines.measures.registry import METRIC_BY_KEY
from mines.question.companies import company_spans

_I = re.IGNORECASE

_CONTRIBUTES = re.compile(
    r"\b(?:add(?:ed|s)?|contribut(?:e|ed|es)|chip(?:ped)?\s+in|make|made|earn(?:ed)?|"
    r"deliver(?:ed)?|generated?)$",
    _I,
)
"""A commodity that adds to or earns a measure ("copper contributed", "lithium together
add", "what EBITDA did lithium make"): the business of that commodity, whose share of the
measure is asked."""

_SEGMENT_WORD = re.compile(
    r"\b(?:division|segment|arm|side|business\s+unit|products?\s+group)\b|"
    + COMMODITY_BUSINESS
    + "|"
    + COMMODITY_OPERATIONS,
    _I,
)


_SOURCE_PART = (
    rf"\b(?:c[ao]mes?|was|were|derived|earned)\s+from\s+(?:the\s+|its\s+)?(?:{DIVISION_NAME})\b"
)
_EARNER = re.compile(
    rf"\b(?:{DIVISION_NAME})\s+(?:make|earn|deliver|generate|contribute|add|bring\s+in)\b|"
    + _SOURCE_PART,
    _I,
)
"""A commodity's business as the subject of a verb of earning ("did iron ore deliver"), or
as the source of a part of a measure ("how much of its EBITDA came from iron ore")."""
_SOURCE = re.compile(_SOURCE_PART, _I)


_SEGMENT_TABLE = re.compile(
    r"\bsegment(?:al)?\s+(?:note|table|report(?:ing)?|disclosures?|information|breakdown)\b", _I
)
"""The segment words of a table's name ("the segment note"): where a figure is printed."""


_CORPORATE = frozenset(
    "limited ltd group plc inc corporation corp holdings resources metals billiton mining".split()
)
"""Words that go on naming the company ("Rio Tinto Limited"), never a part of it."""
_PART_AFTER = re.compile(
    r"\s+(?P<part>[A-Z][a-z]+(?:\s+(?:(?:and|&)\s+)?[A-Z][a-z]+)?)"
    r"(?=['’]s\b|\s+(?:division|segment|arm|business|unit)\b)"
)
"""A capitalised name right after the company's, owning the measure ("Fortescue Energy's")."""


def company_parts(question: str) -> frozenset[str]:
    """Parts of a company named right after it: "Fortescue Energy's", "Rio Tinto Copper's".

    The name is a division's, not the company's ("Fortescue Metals Group" is the company,
    and "Rio Tinto Limited" too): the measures asked are that division's.
    """
    spans = company_spans(question)
    parts: set[str] = set()
    for start, end in spans:
        if any(a <= start and b > end for a, b in spans):
            continue  # "Fortescue" inside "Fortescue Metals Group"
        m = _PART_AFTER.match(question, end)
        if m and m["part"].split()[0].lower() not in _CORPORATE:
            parts.add(m["part"].lower())
    return frozenset(parts)


def _is_money(metric: str | None) -> bool:
    known = METRIC_BY_KEY.get(metric or "")
    return known is not None and known.kind == "money"


def scoped(measures: list[AskedMeasure], question: str) -> list[AskedMeasure]:
    """A division the question names ("copper division", "contracting arm") scopes it all.

    "What EBITDA did the copper division earn" asks for the copper segment's EBITDA: the
    division phrase is no measure of its own but the scope of the others, so the group's
    EBITDA conflicts with it. Items named as charges ("the nickel charges") scope nothing.
    """
    question = _CHARGES_NAMED.sub(" ", question)
    sources = [m.group(0) for m in _SOURCE.finditer(question)]
    parts = company_parts(question)
    divisions = [
        m
        for m in measures
        if set(m.stated) - {"product"} == {"scope"}
        and (
            "segment" in m.stated["scope"]
            # "Rio Tinto Copper's EBITDA": no copper volume
            or any(re.search(rf"\b{re.escape(m.phrase.lower())}\b", part) for part in parts)
            or re.search(COMMODITY_OPERATIONS, m.phrase, _I)
            or _CONTRIBUTES.search(m.phrase)
            or any(m.phrase in source for source in sources)  # "came from copper"
        )
    ]
    if len(divisions) == len(measures):
        return measures
    scope = frozenset().union(*(m.stated["scope"] for m in divisions))
    for m in divisions:
        if _CONTRIBUTES.search(m.phrase) and (at := question.find(m.phrase)) >= 0:
            # "what did aluminium and lithium together add to its EBITDA": every
            # commodity named before the verb is the contributing business
            scope |= read_qualifiers(question[: at + len(m.phrase)]).get("scope", frozenset())
    for part in parts:  # "Fortescue Energy's EBITDA": the energy segment's
        scope |= read_qualifiers(part).get("scope", frozenset()) or frozenset({part})
    scope = scope | {"segment"} if scope else scope  # "the copper operations": a segment
    named = read_qualifiers(question).get("scope", frozenset())
    if "group" in named and _SEGMENT_TABLE.search(question):
        named = frozenset({"group"})  # "the segment note ... across the group": a table's name
    # "the segment note's Total Group row" asks the group: the segment words name a table
    if not scope and named != frozenset({"group"}):
        earned = _EARNER.search(question) and any(_is_money(m.metric) for m in measures)
        if _SEGMENT_WORD.search(question) or named_scopes(question) or earned:
            # "the lithium division", "Mining Services", "the coal arm": a segment, and the
            # commodity it is named by
            scope = frozenset({"segment"}) | (named - {"group"})
    if not scope:
        return measures
    return [
        replace(m, stated={**m.stated, "scope": m.stated.get("scope", frozenset()) | scope})
        for m in measures
        if m not in divisions
    ]
