"""Words that make a profit underlying without the word "underlying".

Reports and the press name an underlying result by what it leaves out: "excluding one-off
items", "before significant items", "EBITDA before one-offs", "stripping out the
writedown", "earnings stripped of one-off items". Both readings use this one pattern: the
extractor for a printed label or the clause before it, the question reader for the asked
measure. A result "as reported" or "on a statutory basis" is the other basis and is read
where the word "reported" is.

Pure: one compiled pattern.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.measures.words import find_metric_spans

_LEAVES_OUT = (
    r"(?:before|excluding|excludes?|excl\.?|ex|pre|exclusive\s+of|adjusted\s+for|"
    r"stripped\s+(?:of|out)|strip(?:ping)?\s+out|taking\s+out|removing|leaving\s+out|"
    r"setting\s+aside|outside)"
)
_LEFT_OUT = (
    r"(?:significant|exceptional|one[\s-]?offs?|non[\s-]?recurring|individually\s+material|"
    r"abnormal|special\s+items|write[\s-]?downs?|impairments?(?:\s+charges?)?|gains?)"
)
UNDERLYING_WORDS = re.compile(
    rf"\b{_LEAVES_OUT}[\s-]+(?:(?:the|its|all|an?)\s+)?(?:[\w'’-]+\s+){{0,3}}?{_LEFT_OUT}"
    r"(?:\s+items?)?(?![\w-])"
    # the items first: "once one-offs are taken out", "with the merger gain stripped out"
    rf"|\b{_LEFT_OUT}(?:\s+items?)?\s+(?:(?:are|is|were|was|been|being)\s+)?"
    r"(?:(?:taken|stripped|left|set)\s+(?:out|aside)|excluded|removed)\b",
    re.IGNORECASE,
)
"""An underlying result named by what it leaves out ("excluding one-off items")."""


def names_underlying(text: str) -> bool:
    """Whether ``text`` names a result by the one-off items it leaves out."""
    return bool(UNDERLYING_WORDS.search(text))


def left_out_leads(before: str) -> bool:
    """Whether ``before`` (the words before a label) ends in a left-out clause.

    "Stripping out the writedown, profit ...": the clause leads the label with at most a
    comma between them; one further back belongs to another figure.
    """
    last = None
    for m in UNDERLYING_WORDS.finditer(before):
        last = m
    return last is not None and not before[last.end() :].strip(" ,")


def as_basis_word(text: str) -> str:
    """``text`` with each left-out clause read as the word "underlying".

    "profit stripping out the Iron Bridge write-down" asks for underlying profit: the asset
    and the write-down it names are what the result leaves out, neither a measure nor a
    site asked for.
    """
    return UNDERLYING_WORDS.sub("underlying", text)


def left_out_metrics(text: str, metrics: Sequence[str]) -> tuple[str, ...]:
    """The metrics ``text`` names only inside a left-out clause.

    "net profit after tax before one-off items" names one-off items as what the profit
    leaves out: they are not asked for themselves.
    """
    clauses = [(m.start(), m.end()) for m in UNDERLYING_WORDS.finditer(text)]
    if not clauses:
        return ()
    inside: set[str] = set()
    outside: set[str] = set()
    for start, end, metric in find_metric_spans(text):
        within = any(a <= start and end <= b for a, b in clauses)
        (inside if within else outside).add(metric)
    return tuple(m for m in metrics if m in inside - outside)
