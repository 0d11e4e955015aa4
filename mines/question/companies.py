"""The companies: tickers, names, aliases and the companies the corpus does not cover.

The one place that knows the ticker and company-name patterns.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mines.alias_patterns import _alias_pattern, _build, _match_longest, _ordered_unique

SUPPORTED_TICKERS: tuple[str, ...] = ("BHP", "RIO", "FMG", "MIN", "NST")
"""The five companies the product covers, in display order."""

COMPANY_NAMES: dict[str, str] = {
    "BHP": "BHP Group",
    "RIO": "Rio Tinto",
    "FMG": "Fortescue",
    "MIN": "Mineral Resources",
    "NST": "Northern Star Resources",
}
"""Display name per ticker."""

REPORTING_CURRENCY: dict[str, str] = {
    "BHP": "USD",
    "RIO": "USD",
    "FMG": "USD",
    "MIN": "AUD",
    "NST": "AUD",
}
"""Currency of the financial statements (FMG pays dividends in A$ although it reports in US$)."""

SOLE_COMMODITY: dict[str, str] = {"FMG": "iron ore", "NST": "gold"}
"""What a company sells when it sells one commodity: its price or unit cost is that one's."""

# Case-insensitive aliases, longest first when matched. Chinese names need no word boundary.
_COMPANY_ALIASES: dict[str, tuple[str, ...]] = {
    "BHP": ("bhp group limited", "bhp group", "bhp billiton", "bhp", "必和必拓"),
    "RIO": ("rio tinto group", "rio tinto", "rio", "力拓"),
    "FMG": (
        "fortescue metals group",
        "fortescue metals",
        "fortescue ltd",
        "fortescue",
        "fmg",
        "福蒂斯丘",
        "福特斯克",
    ),
    "MIN": ("mineral resources limited", "mineral resources", "minres", "矿产资源"),
    "NST": ("northern star resources", "northern star", "nst", "北方之星"),
}
# "MIN" is also an ordinary word ("min" = minimum/minutes): only the upper-case ticker counts.
_CASE_SENSITIVE_TICKERS: dict[str, str] = {"MIN": "MIN"}

UNSUPPORTED_COMPANIES: tuple[str, ...] = (
    "apple",
    "microsoft",
    "google",
    "alphabet",
    "amazon",
    "tesla",
    "nvidia",
    "meta",
    "woodside",
    "south32",
    "newcrest",
    "newmont",
    "vale",
    "glencore",
    "anglo american",
    "evolution mining",
    "pilbara minerals",
    "igo",
    "lynas",
    "santos",
    "commonwealth bank",
    "westpac",
    "telstra",
    "wesfarmers",
    "csl",
    "苹果",
    "特斯拉",
    "微软",
)
"""Companies people ask about that the corpus does not cover (a cheap deterministic exit)."""

_COMPANY_PATTERNS = _build({k: v for k, v in _COMPANY_ALIASES.items()})

_UNSUPPORTED_PATTERNS = [
    re.compile(_alias_pattern(name), re.IGNORECASE) for name in UNSUPPORTED_COMPANIES
]
_CASE_SENSITIVE_PATTERNS = [
    (re.compile(rf"(?<![A-Za-z0-9]){word}(?![A-Za-z0-9])"), ticker)
    for word, ticker in _CASE_SENSITIVE_TICKERS.items()
]

_NEGATION = re.compile(
    r"(?:\bnot|\binstead of|\brather than|\bas opposed to|\bexcept|不是|而不是)\s*$",
    re.IGNORECASE,
)


def negated(text: str, start: int) -> bool:
    """Whether the words just before ``start`` refuse what follows.

    "not Rio", "as opposed to shipments": a name or measure the asker sets aside.
    """
    return bool(_NEGATION.search(text[max(0, start - 16) : start]))


def find_companies(text: str) -> tuple[str, ...]:
    """Supported tickers named in ``text``, in order of first mention.

    A negated mention ("I meant Fortescue, not Rio") does not count.
    """
    found = _match_longest(text, _COMPANY_PATTERNS)
    for pattern, ticker in _CASE_SENSITIVE_PATTERNS:
        found.extend((m.start(), ticker) for m in pattern.finditer(text))
    return _ordered_unique((pos, t) for pos, t in found if not negated(text, pos))


def company_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every company name in ``text``, supported or not.

    Used to keep company names out of a question's measure phrase ("Mineral Resources
    revenue" asks for revenue, not resources).
    """
    return list(_company_spans(text))


@lru_cache(maxsize=4096)
def _company_spans(text: str) -> tuple[tuple[int, int], ...]:
    patterns = [p for p, _, _ in _COMPANY_PATTERNS] + _UNSUPPORTED_PATTERNS
    patterns += [p for p, _ in _CASE_SENSITIVE_PATTERNS]
    return tuple(sorted((m.start(), m.end()) for p in patterns for m in p.finditer(text)))


def find_unsupported_companies(text: str) -> tuple[str, ...]:
    """Names of companies outside the corpus mentioned in ``text``."""
    found = []
    for pattern in _UNSUPPORTED_PATTERNS:
        m = pattern.search(text)
        if m:
            found.append((m.start(), m.group(0).strip().title()))
    return _ordered_unique(found)


@lru_cache(maxsize=256)
def without_companies(words: str) -> str:
    """``words`` with every company name blanked out, offsets kept (once per question)."""
    chars = list(words)
    for a, b in company_spans(words):
        chars[a:b] = " " * (b - a)
    return "".join(chars)
