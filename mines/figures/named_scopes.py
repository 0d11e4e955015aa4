"""Names a question gives a part of the company: a division, asset or region.

A capitalised phrase inside the sentence ("Mining Services", "the Chilean Escondida
mine") scopes the measure asked; items named as charges ("the nickel charges") scope
nothing.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mines.figures.qualifiers import (
    read_qualifiers,
)
from mines.measures.sites import (
    SITE_ALIASES,
    find_sites,
    match_sites,
    regional_spans,
)
from mines.numbers import MONTH_NAME
from mines.question.companies import company_spans, find_companies
from mines.question.normalise import normalise_question

_I = re.IGNORECASE

_CHARGES_NAMED = re.compile(
    r"\bthe\s+(?:(?!(?:division|segment|arm|business|operations?|unit)\b)[\w'’-]+"
    r"\s*(?:\s(?:and|&)\s+|,\s*)?){1,3}(?:charges?|impairments?|write[\s-]?(?:downs?|offs?)|"
    r"provisions?|settlements?|one[\s-]?offs?|exceptional\s+items)\b",
    _I,
)
"""Items a result is given with or without ("with the Samarco and nickel charges
included"): what they are named by is no part of the company the result is of."""


_NAME = re.compile(
    r"(?<![.?!]\s)(?<!^)\b[A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|and|of)\b)*(?<!\band)(?<!\bof)"
)
_NOT_A_NAME = re.compile(
    rf"^(?:{MONTH_NAME}|Chinese|English)$|^(?:Tell|Show|Give|List|Compare|Ignore|Answer|Please|What|"
    r"Which|How|Who|When|Where|Why|Is|Was|Were|Did|Does|Do|Can|Could|Would|Should|And|The|"
    r"In|For|Of|Also|Then|Now|Next|Thanks?|Hi|Hello)\b"
)
_MONTH = re.compile(MONTH_NAME)


def _months_only(phrase: str) -> bool:
    """Whether a capitalised phrase is months alone ("July and December"): a span of time."""
    words = [w for w in phrase.split() if w not in ("and", "of")]
    return bool(words) and all(_MONTH.fullmatch(w) for w in words)


def _inside_site_name(question: str, start: int, end: int) -> bool:
    """Whether ``question[start:end]`` is part of a site's name ("Marion" of "Mt Marion")."""
    low = question.lower()
    return any(
        low.startswith(alias, pos) and pos <= start and end <= pos + len(alias)
        for pos, site in match_sites(question)
        for alias in SITE_ALIASES[site]
    )


def named_scopes(question: str) -> list[str]:
    """Names the question gives a part of the company: a division, asset or region.

    A capitalised phrase inside the sentence that is no company, month or measure word
    ("What EBITDA did Mining Services earn", "the Chilean Escondida mine"): the figure must
    be that part's, so its label must name it. Read once per question (every candidate
    figure asks it).
    """
    return list(_named_scopes(question))


@lru_cache(maxsize=256)
def _named_scopes(question: str) -> tuple[str, ...]:
    question = normalise_question(question)  # a misspelt company is still the company
    question = _CHARGES_NAMED.sub(lambda m: " " * len(m.group(0)), question)  # "the X charges"
    names = company_spans(question)
    regions = regional_spans(question, tuple(find_companies(question)))
    out = []
    for m in _NAME.finditer(question):
        if m.start() == 0 or any(a < m.end() and m.start() < b for a, b in names):
            continue
        phrase = m.group(0)
        read = read_qualifiers(phrase)
        if _NOT_A_NAME.match(phrase) or _months_only(phrase) or read.keys() - {"scope", "product"}:
            continue
        if read.get("scope") == frozenset({"group"}):
            continue  # "the Total Group row": the whole company, no part of it
        if re.match(r"\s+(?:dollars?|cents?|currency)\b", question[m.end() :], re.I):
            continue  # "in Australian dollars" names a currency, not a part of the company
        if find_sites(phrase) or _inside_site_name(question, m.start(), m.end()):
            continue  # a known site is matched by its own names (:func:`unasked_qualifiers`)
        if any(a <= m.start() and m.end() <= b for a, b in regions):
            continue  # "BHP's Pilbara joint venture": the region's asset, read as its site
        out.append(phrase)
    return tuple(out)
