"""Alias tables to regular expressions, and the longest-match scan the slot readers share."""

from __future__ import annotations

import re
from collections.abc import Iterable

_ASCII_WORD = re.compile(r"^[a-z0-9 .&'\-]+$")


def _alias_pattern(alias: str, plural: bool = False) -> str:
    escaped = re.escape(alias).replace(r"\ ", r"\s+")
    escaped = escaped.replace(r"cash\s+flow", r"cash\s*flow")  # "cashflow": one word or two
    if _ASCII_WORD.match(alias) or alias.isascii():
        # A metric word also matches its plural ("profits", "capital expenditures").
        suffix = "(?:s|es)?" if plural and alias[-1:].isalpha() else ""
        return rf"(?<![a-z0-9]){escaped}{suffix}(?![a-z0-9])"
    return escaped


def _build(
    table: dict[str, tuple[str, ...]], plural: bool = False
) -> list[tuple[re.Pattern[str], str, int]]:
    rows = [(alias, key) for key, aliases in table.items() for alias in aliases]
    rows.sort(key=lambda r: -len(r[0]))
    return [(re.compile(_alias_pattern(a, plural), re.IGNORECASE), k, len(a)) for a, k in rows]


def _ordered_unique(items: Iterable[tuple[int, str]]) -> tuple[str, ...]:
    seen: dict[str, int] = {}
    for pos, item in sorted(items):
        seen.setdefault(item, pos)
    return tuple(seen)


def _match_longest(
    text: str, patterns: list[tuple[re.Pattern[str], str, int]]
) -> list[tuple[int, str]]:
    taken: list[tuple[int, int]] = []
    found: list[tuple[int, str]] = []
    for pattern, key, _ in patterns:
        for m in pattern.finditer(text):
            if any(m.start() < end and start < m.end() for start, end in taken):
                continue
            taken.append((m.start(), m.end()))
            found.append((m.start(), key))
    return found
