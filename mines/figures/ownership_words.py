"""One reading of ownership wording: a figure on a 100% basis or the company's share.

A production or shipments figure may be printed for the whole operation ("100% basis",
"100% terms", "on a 100 per cent basis", "whole-of-operation", "total operation") or for
the company's part of it ("BHP share", "our interest", "its portion", "attributable",
"equity share", "own account", "shipments attributable to the company", a column headed
"Attributable" alone). The ingest side
(a table row's label) and the question side (what a question asks, a label's qualifier
axes) read the same words here, so a figure stored as one basis is found by a question
asking for it and refused by one asking for the other.
"""

from __future__ import annotations

import re

from mines.question.companies import company_spans

FULL = "100% basis"
SHARE = "share"

_I = re.IGNORECASE
_PART = r"(?:operations?|venture|joint[\s-]+venture|jv|assets?|mines?|project)"
# words after "share" that make it a share of stock, not of an operation
_NOT_STOCK = (
    r"(?![\s-]*(?:price|buy|capital|count|register|based|options?|plans?|issue|holders?|"
    r"market|rights|purchase|split|consolidation|sale\s+facility)\b)"
)
_PARTNERS = (
    r"(?:the\s+|its\s+|our\s+|their\s+)?(?:joint[\s-]+venture\s+|jv\s+)?partners?(?:['’]s?)?"
    r"(?:\s+(?:shares?|interests?|portions?|stakes?))?\b"
)
"""The other owners of an operation ("joint venture partners' shares"): a figure including
them is the whole operation's, one excluding them the company's part."""
_FULL_WORDS = re.compile(
    r"(?<![\d.,])100\s*(?:%|per\s*cent|percent)(?![\s-]*(?:owned|ownership|interest|stake))"
    r"(?:\s+(?:basis|terms|of\s+(?:the\s+)?" + _PART + r"))?"
    r"|\bone\s+hundred\s+per\s*cent\b"
    r"|\b(?:whole|entire)[\s-]+(?:of[\s-]+)?(?:the[\s-]+)?" + _PART + r"\b"
    r"|\btotal[\s-]+(?:operation|venture|joint[\s-]+venture|jv|asset)\b"
    r"|\b(?:including|incl\.?|before\s+deducting)\s+"
    + _PARTNERS  # the partners' part kept
    + r"|全口径",
    _I,
)
_STAKE = r"(?:(?<![\d.,])\d{1,2}(?:\.\d+)?\s*(?:%|per\s*cent|percent)\s+)?"
"""The size of a part said before it ("its 57.5% share", "BHP's 60 per cent interest"): the
part is still the company's, whatever its size (a whole 100% is :data:`_FULL_WORDS`')."""
_PORTION = _STAKE + r"(?:share|interest|portion|stake)\b" + _NOT_STOCK
_SHARE_WORDS = re.compile(
    r"\b(?:our|its|their|equity|attributable|own|(?:the\s+)?(?:group|company)(?:'s|’s)?)\s+"
    + _PORTION
    + r"|\b(?:equity|attributable)\s+(?:basis|terms)\b"
    r"|\battributable(?=\s+(?:[a-z]+\s+){0,2}(?:production|output|shipments|sales|volumes?|"
    r"tonnes|ounces|oz)\b)"
    r"|\b(?:production|output|shipments|sales|volumes?|tonnes|ounces|oz)\s+attributable\b"
    r"|\(\s*attributable\s*\)|[-–—,:]\s*attributable\s*[?.!]?\s*$"
    r"|^\s*attributable\s*(?:\([^()]*\))?\s*$"  # a column headed "Attributable" alone
    r"|\b(?:own|our|its|their)\s+account\b"  # "on own account", a column "Our account"
    r"|\bRT\s+share\b"  # Rio Tinto's own shorthand in its operating tables
    r"|\b(?:excluding|excl\.?|net\s+of|less)\s+"
    + _PARTNERS  # the partners' part out
    + r"|权益",
    _I,
)
_AFTER_COMPANY = re.compile(r"(?:'s|’s|’|')?\s+" + _PORTION, _I)


_ONE_SHARE = re.compile(r"\b(?:each|every|per|a|one)\s+$", _I)
"""Words before "BHP share" that make it one share of stock: "what did each BHP share earn"."""
_AS_BASIS = re.compile(r"\s+basis\b", _I)
"""A portion said as a basis ("on a Rio Tinto share basis"): the company's part, even after "a"."""


def _company_share(text: str) -> re.Match[str] | None:
    """A company name followed by its portion ("BHP share", "Rio Tinto's interest")."""
    for start, end in company_spans(text):
        m = _AFTER_COMPANY.match(text, end)
        if m and (
            _AS_BASIS.match(text, m.end()) or not _ONE_SHARE.search(text, max(0, start - 12), start)
        ):
            return m
    return None


def ownership_kinds(text: str) -> tuple[str, ...]:
    """The ownership bases ``text`` names, :data:`FULL` before :data:`SHARE` (none: ``()``)."""
    found = []
    if _FULL_WORDS.search(text):
        found.append(FULL)
    if _SHARE_WORDS.search(text) or _company_share(text):
        found.append(SHARE)
    return tuple(found)


def ownership_of(text: str) -> str | None:
    """The one ownership basis ``text`` names; None when it names neither or both."""
    # "attributable (equity) share" read unbracketed; "(attributable)" alone as printed
    kinds = set(ownership_kinds(_BRACKETED_WORD.sub(r"\1", text))) | set(ownership_kinds(text))
    return kinds.pop() if len(kinds) == 1 else None


_BRACKETED_WORD = re.compile(r"\(\s*([A-Za-z-]+)\s*\)")


_SEGMENT_FILLER = re.compile(
    r"\b(?:on|in|at|an?|the|basis|terms|of|for|figures?|reported)\b|[\s%-]", _I
)


def _only_ownership(segment: str) -> bool:
    """True when ``segment`` says nothing but an ownership basis ("on a 100% basis")."""
    if not ownership_kinds(segment):
        return False
    rest = _FULL_WORDS.sub(" ", segment)
    rest = _SHARE_WORDS.sub(" ", rest)
    company = _company_share(rest)
    while company:
        spans = [s for s, e in company_spans(rest) if e == company.start()]
        start = spans[0] if spans else company.start()
        rest = rest[:start] + " " + rest[company.end() :]
        company = _company_share(rest)
    return not _SEGMENT_FILLER.sub("", rest).strip()


_PAREN = re.compile(r"\s*\(([^()]{1,60})\)")
_TRAILING = re.compile(r"(?:,|:|\s[-–—]|[–—])\s*([^,:()–—]{1,60})$")
_LAST_PAREN = re.compile(r"\s*\([^()]*\)\s*$")
_LEAD_IN = re.compile(r"\s*(?:\b(?:on|at|in|for)\s+(?:an?\s+|the\s+)?)?$", _I)


def _ends_with_ownership(text: str) -> int | None:
    """Where a closing ownership phrase ("... on own account") starts, else None."""
    for pattern in (_FULL_WORDS, _SHARE_WORDS):
        for m in pattern.finditer(text):
            tail = text[m.end() :].strip()
            if m.start() > 0 and (not tail or tail.lower() in {"basis", "terms"}):
                lead = _LEAD_IN.search(text[: m.start()])
                return lead.start() if lead else m.start()
    for start, end in company_spans(text):  # "Western Australia Iron Ore BHP share"
        portion = _AFTER_COMPANY.match(text, end)
        tail = text[portion.end() :].strip().lower() if portion else "-"
        if portion and start > 0 and tail in {"", "basis", "terms"}:
            if not _ONE_SHARE.search(text, max(0, start - 12), start):
                lead = _LEAD_IN.search(text[:start])
                return lead.start() if lead else start
    return None


def without_ownership(label: str) -> str:
    """``label`` without the ownership basis it states; the basis is kept as a qualifier.

    "Copper (our share)", "Attributable gold production", "Shipments, whole-of-operation".
    """
    out = _PAREN.sub(lambda m: "" if _only_ownership(m.group(1)) else m.group(0), label)
    unit = _LAST_PAREN.search(out)  # "Copper, our interest (kt)": the basis before the unit
    tail = unit.group(0) if unit and out[: unit.start()].strip() else ""
    out = out[: len(out) - len(tail)]
    m = _TRAILING.search(out)
    if m and _only_ownership(m.group(1)):
        out = out[: m.start()]
    cut = _ends_with_ownership(out)
    if cut is not None and out[:cut].strip():
        out = out[:cut]
    lead = _LEADING.match(out)
    if lead and out[lead.end() :].strip():
        out = out[lead.end() :]
    return (out.strip() + tail).strip()


_LEADING = re.compile(
    r"\s*(?:100\s*%|equity\s+share|attributable|(?:our|its|the\s+group's)\s+share)\s+(?=\w)", _I
)
