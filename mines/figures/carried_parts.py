"""The part of the company a paragraph is about, carried to a sentence that only points back.

"Our lithium business had a standout year. It delivered underlying EBITDA of $X": the
second sentence names no part, its subject ("It", "The division", "The business", "Its
underlying EBITDA", "the division's EBITDA") points back to the part an earlier sentence of
the same paragraph names: its subject ("Mining Services kept ..."), a part fronted before
its clause ("Turning to the Iron Ore business, ..."), or the whole sentence when it is only
a part's name ("Aluminium & Lithium."). The amount is that part's, never the group's.

A sentence naming the group or the company ends the search: "It" after "The group had a
strong year" is the group. Read alike by the prose extractor (:mod:`mines.figures.prose`)
and its verifier (:mod:`mines.figures.verify_prose`,
:mod:`mines.figures.verify_printed_label`). Pure.
"""

from __future__ import annotations

import re

from mines.figures.division_subjects import PERIOD_LEAD, division_subject, subject_at
from mines.figures.part_names import part_name
from mines.figures.qualifiers import read_qualifiers
from mines.measures.sites import find_sites, match_sites
from mines.question.companies import find_companies

__all__ = [
    "carried_owner",
    "carried_part_of",
    "carried_site",
    "names_no_owner",
    "paragraph_part",
    "points_back",
]

_GROUP = re.compile(r"\b(?:group|company|consolidated|we|our\s+(?:results|earnings))\b", re.I)
"""Words that make a sentence the group's: the paragraph's part is no longer carried."""

_POINTER = re.compile(
    r"(?:\bit\b(?!\s+(?:is|was)\s+(?:worth|expected|likely|important))|\bits\b|"
    r"\b(?:the|this|that)\s+(?:division|segment|business|unit|arm|product\s+group)"
    r"(?:['’]s)?\b)",
    re.IGNORECASE,
)
"""A subject pointing back to a part: "It", "Its", "The division('s)", "This business"."""

_SITE_LEAD = re.compile(r"\W*(?:(?:the|our|its)\s+)?")
"""Words before a site opening a sentence as its subject ("The Escondida mine ...")."""

_CLAUSE_OPENING = re.compile(
    r"(?:^\W*|[,;]\s*(?:(?:and|but|while|whereas|although|yet)\s+)?|"
    r"\s(?:and|but|while|whereas|although|yet)\s+)$",
    re.IGNORECASE,
)
"""What stands right before a clause's subject: the sentence's start or a conjunction
("..., and its underlying EBITDA was", "moved 248 Mt and the division's EBITDA")."""


def _named(part: str) -> bool:
    return bool(read_qualifiers(part).get("scope", frozenset()) - {"group", "segment"})


def _sentence_part(sentence: str) -> str | None:
    """The part a sentence is about: its subject, a fronted part, or the sentence itself."""
    heading = part_name(sentence.strip().rstrip("."))  # "Aluminium & Lithium."
    if heading is not None:
        return heading
    own = subject_at(sentence)
    if own is not None and _named(own):
        return own
    lead = _SITE_LEAD.match(sentence)
    sites = match_sites(sentence[lead.end() :]) if lead else []
    return sites[0][1] if sites and sites[0][0] == 0 else None  # "Escondida was ..."


def paragraph_part(earlier: list[str]) -> str | None:
    """The part the paragraph's sentences so far (``earlier``) are about, else None.

    The latest sentence naming a part as its subject wins; one naming the group or a
    company first (walking back) leaves nothing carried.
    """
    for sentence in reversed(earlier):
        part = _sentence_part(sentence)
        if part is not None:
            return " ".join(part.split())
        if _GROUP.search(sentence) or find_companies(sentence):
            return None
    return None


def points_back(before: str) -> bool:
    """Whether the clause holding a label has a subject pointing back.

    ``before``: the sentence's words up to the label ("It delivered", "The business
    generated", "For the half it generated", "... and its underlying EBITDA").
    """
    lead = PERIOD_LEAD.match(before)
    start = lead.end() if lead else 0
    for m in _POINTER.finditer(before, start):
        opened = _CLAUSE_OPENING.search(before[start : m.start()]) is not None
        if opened and not _GROUP.search(before, m.end()):
            return True
    return False


def names_no_owner(before: str) -> bool:
    """Whether a clause up to its figure names no owner at all: no part, site or company.

    "Mining Services had a record year. Underlying EBITDA rose 34% to $X": the second
    sentence's measure names no one's, so it is the paragraph's part's, as "It" would be.
    """
    lead = PERIOD_LEAD.match(before)
    words = before[lead.end() :] if lead else before
    scope = read_qualifiers(words).get("scope", frozenset()) - {"group"}
    return not (scope or _GROUP.search(words) or find_companies(words) or match_sites(words))


_BUSINESS = frozenset({"segment", "services"})
"""Scopes naming a business ("the lithium division", "Mining Services"), not a commodity."""


def _carries(before: str, owner: str | None, carried: str | None) -> bool:
    named = owner is not None and _named(owner)
    if carried is None or named:
        return False
    if points_back(before):
        return True
    # a measure naming no one's, after a sentence about a business: the business's. After
    # a commodity ("Hematite realised US$103/dmt. Net profit ..., and EBITDA of") the
    # amount is still the company's, as a commodity is no business of its own words
    business = read_qualifiers(carried).get("scope", frozenset()) & _BUSINESS
    return bool(business) and names_no_owner(before)


def carried_owner(before: str, owner: str | None, carried: str | None) -> str | None:
    """The part an amount is of, its sentence's or its paragraph's.

    ``owner`` (what its own sentence names), unless that names no part and the clause
    points back (:func:`points_back`): then the paragraph's part ``carried``
    (:func:`paragraph_part`).
    """
    return carried if _carries(before, owner, carried) else owner


def carried_part_of(earlier: list[str], before: str, money: bool = True) -> str | None:
    """The paragraph's part a figure is of, else None.

    ``earlier``: the paragraph's sentences before; ``before``: the figure's sentence up to
    it, which must point back and name no part of its own. A part owns a sum of money
    (``money``); any other figure only a site's (:func:`carried_site`), as the reader reads.
    """
    carried = paragraph_part(earlier)
    if not _carries(before, division_subject(before), carried):
        return None
    return carried if money or find_sites(carried or "") else None


def carried_site(before: str, carried: str | None, qualifier: str | None) -> str | None:
    """A volume's qualifier with the site its paragraph is about, when the clause points back.

    "Escondida was again the standout. It produced 644 kt of copper": Escondida's. Only
    when the volume's own words (``qualifier``) name no site; else ``qualifier``.
    """
    sites = find_sites(carried or "")
    if not sites or find_sites(qualifier or "") or not points_back(before):
        return qualifier
    return ", ".join([sites[0], *([qualifier] if qualifier else [])])
