"""What a printed label states beside its measure, and the label of a table's row.

:func:`extends_label` tells a registry label inside a longer printed phrase apart from the
phrase itself: "Net cash from operations" is not net cash (net debt), "profit before tax"
not profit; a period ("for the year") or the owners ("attributable to members") after the
label change nothing. :func:`label_basis` and :func:`label_segment` read the basis and the
segment a label prints; :func:`table_label` joins a row label and its table's title.

This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re

from mines.figures.basis_words import (
    is_basis_clause,
    names_underlying,
)
from mines.figures.printed import BASIS_WORD, OWNERS, PERIOD_WORDS
from mines.figures.region_subjects import named_place
from mines.measures.sites import find_sites
from mines.question.companies import company_spans

_MOVE_TAIL = re.compile(
    r"^\s*(?:by\s+)?(?:some\s+|about\s+|around\s+|nearly\s+|almost\s+)?\d+(?:\.\d+)?\s*"
    r"(?:%|per\s*cent|pc|percent)\s*$",
    re.IGNORECASE,
)
"""A phrase's tail after its label that only says how far the value moved ("by 29 per cent")."""

_BALANCE_TAIL = re.compile(r"^\s*(?:balance|position)\s*$", re.IGNORECASE)
"""A phrase's tail that only calls the labelled amount a balance ("net cash balance")."""


def extends_label(sentence: str, phrase: tuple[int, int], hit_start: int, hit_end: int) -> bool:
    """Whether the printed phrase names more than the registry label inside it.

    True when words other than a period or the owners follow the label inside the phrase
    ("Net cash *from operations*", "profit *before tax*").
    """
    start, end = phrase
    if not (start <= hit_start and hit_end <= end):
        return False
    tail = sentence[hit_end:end]
    if not tail.strip():
        return False
    if is_basis_clause(tail):
        return False  # "Attributable profit, excluding exceptional items": its basis only
    if _MOVE_TAIL.match(tail):
        return False  # "lifted its EBITDA by 29 per cent to": how far it moved, no new name
    if _BALANCE_TAIL.match(tail):
        return False  # "a net cash balance of", "its net debt position of": the same balance
    tail = PERIOD_WORDS.sub("", " " + tail.strip())
    return bool(tail.strip()) and not OWNERS.match(tail) and not names_company(tail)


_COMPANY_TAIL = re.compile(
    r"^\s*(?:for|by|of|across)\s+(?:the\s+)?(?P<who>[^\d,;()]+?)\s*$", re.IGNORECASE
)
_WHOLE_COMPANY = frozenset({"group", "company", "consolidated group"})


def names_company(tail: str) -> bool:
    """Whether ``tail`` only says whose figure it is: "for BHP", "by the Group".

    "Total iron ore production for BHP was 259.7 Mt" is the company's production, not
    another measure's.
    """
    m = _COMPANY_TAIL.match(tail)
    if m is None:
        return False
    who = m.group("who").strip()
    if who.lower() in _WHOLE_COMPANY:
        return True
    spans = company_spans(who)
    return bool(spans) and spans[0][0] == 0 and who[spans[-1][1] :].strip(" '’s") == ""


_SUBJECT_BEFORE = re.compile(
    r"\b(?:division|segment|business|arm|unit|group|company|miner|it|we|services|operations|"
    r"hub|mine)\s+$",
    re.IGNORECASE,
)
"""A subject right before "reported": the verb ("the division reported"), no basis."""


def label_basis(label: str) -> str | None:
    """The basis a printed label names ("Underlying EBITDA" -> underlying), if exactly one."""
    found = {
        m.group(1).lower()
        for m in BASIS_WORD.finditer(label)
        if not _SUBJECT_BEFORE.search(label, 0, m.start())  # "the division reported EBITDA of"
        or m.group(1).lower() != "reported"
    }
    found = {"statutory" if b == "reported" else b for b in found}
    if names_underlying(label):  # "EBITDA excluding one-off items", "before one-offs"
        found = (found - {"attributable"}) | {"underlying"}
    return found.pop() if len(found) == 1 else None


_SEGMENT_WORD = re.compile(
    r"\b(iron\s+ore|copper|coal|gold|lithium|spodumene|nickel|aluminium|potash|hematite|"
    r"magnetite|energy|mining\s+services)\b",
    re.IGNORECASE,
)


_PLACE_LABEL = re.compile(
    r"^(?P<place>(?-i:[A-Z][A-Za-z'’-]+)(?:\s+(?-i:[A-Z][A-Za-z'’-]+)){0,2})"
    r"(?P<noun>\s+(?:mines?|hubs?|mills?|complex|projects?|operations?))?\b",
    re.IGNORECASE,
)


def label_place(label: str) -> str | None:
    """The site a money label made from its subject opens with, else None.

    "Escondida underlying EBITDA", "Jundee mine revenue": the figure is that site's, never
    the group's.
    """
    m = _PLACE_LABEL.match(label)
    if m is None:
        return None
    sites = find_sites(m["place"])
    if sites:
        return sites[0]
    return named_place(m["place"]) if m["noun"] else None


_ORE_FORM_GLOSS = re.compile(r"\b(iron\s+ore)\s*\(\s*(hematite|magnetite)\s*\)", re.IGNORECASE)


def ore_form_named(label: str) -> str:
    """``label`` with an ore's form out of its brackets: "iron ore (hematite)" names hematite."""
    return _ORE_FORM_GLOSS.sub(lambda m: f"{m.group(2)} {m.group(1)}", label)


def label_segment(label: str) -> str | None:
    """The commodity or segment a printed label names ("Iron ore EBITDA" -> "Iron ore")."""
    m = _SEGMENT_WORD.search(ore_form_named(label))  # "iron ore (hematite)": hematite
    return m.group(1)[0].upper() + " ".join(m.group(1).split())[1:].lower() if m else None


def table_label(row_label: str, title: str) -> str:
    """``row label — table title`` (an empty or placeholder title left out).

    Ingestion titles an untitled table with its section, so the title carries the section
    when the table has no title of its own; a chunk's section is not added, as a chunk may
    join two sections and name the wrong one.
    """
    parts: list[str] = []
    for part in (row_label, title):
        text = " ".join(part.split())
        if text and text.lower() not in {p.lower() for p in parts} and text != "Table":
            parts.append(text)
    return " — ".join(parts)
