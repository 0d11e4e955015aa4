"""Labels as printed: the words a document uses to name a figure.

The metric registry (:mod:`mines.figures.metrics`) only *hints* which metric a figure is;
whether a number is a figure at all never depends on it. A number the registry cannot name
is still a figure, with ``metric`` empty (``""``) and its printed label:

* in prose, :func:`naming_phrase` finds the phrase that names a number: the noun phrase
  right before a linking word ("Cash earnings **were** A$1.2 billion", "the final dividend
  **to** $US0.74", "a payout ratio **of** 56%"), cut after any verb or clause word before
  it ("BHP *lifted* the final dividend") and without its determiners;
* in a table, :func:`table_label` joins the row label and the table's title (the section,
  when the table has no title of its own).

:func:`extends_label` tells a registry label inside a longer printed phrase apart from the
phrase itself: "Net cash from operations" is not net cash (net debt), "profit before tax"
not profit; a period ("for the year") or the owners ("attributable to members") after the
label change nothing.

This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re

_LINK = re.compile(
    r"(?:\b(?:was|were|is|are|of|at|to|totalled|totaled|totalling|totaling|reached|averaged|"
    r"amounted\s+to|came\s+in\s+at|stood\s+at|climbed\s+to|rose\s+to|fell\s+to|grew\s+to|"
    r"increased\s+to|decreased\s+to|declined\s+to|improved\s+to|lifted\s+to|eased\s+to|"
    r"(?:rose|fell|increased|decreased|grew|declined|climbed|jumped|lifted|dropped|slipped|eased|"
    r"(?:was\s+)?up|(?:was\s+)?down)\s+(?:by\s+)?[\d.,]+\s*(?:%|per\s*cent)\s+to)"
    r"|[:=])"
    r"(?:\s+(?:a|an|the|record|a\s+record|some|about))?\s*\(?\s*$",
    re.IGNORECASE,
)
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’&/.%-]*")
_STOP = frozenset(
    """lifted raised cut lowered reported reports posted posts declared declares delivered
    delivers paid pays recorded records announced announces said says achieved achieves
    generated generates returned returns lifting raising cutting reporting posting declaring
    delivering paying recording announcing saying achieving generating and or but while with
    which that who as when where than because also has have had will would was were is are
    been being up down rose fell increased decreased grew declined compared versus set sets
    took take takes brought bring brings included includes including reflects reflected
    reflecting between taking pay swung swings turned slumped surged plunged soared jumped
    climbed slipped dropped eased""".split()
)
_LEADING = frozenset("the a an its their our this that these those for in of on at to".split())
_PERIOD_WORDS = re.compile(
    r"(?:\s+(?:for|in|during|over|across|of)\s+(?:the\s+)?"
    r"(?:(?:full|financial|fiscal|half|first|second|current|reporting)[\s-]+)*"
    r"(?:year|half|period|quarter|six\s+months|twelve\s+months|FY\s*'?\d{2,4}|"
    r"[12]H\s*(?:FY)?\s*\d{2,4}|H[12]\s*(?:FY)?\s*\d{2,4}|(?:19|20)\d\d)\b.*)$",
    re.IGNORECASE,
)
_SITE_TAIL = r"(?:at|from)\s+(?:the\s+)?(?-i:(?:Mt\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})"
_OWNERS = re.compile(
    r"^\s*(?:,\s*)?(?:attributable\s+to\s+(?:the\s+)?(?:members|shareholders|equity\s+holders|"
    r"owners|the\s+group|[A-Z][\w ]{0,30}?(?:shareholders|members))\b.*|"
    r"\((?:underlying|statutory|reported)\)|on\s+an?\s+(?:underlying|statutory|reported)\s+basis|"
    + _SITE_TAIL
    + r")\s*$",
    re.IGNORECASE,
)
_PERIOD_ONLY = re.compile(
    r"^(?:(?:the\s+)?(?:prior|previous|last|preceding|comparative|corresponding|current|same)"
    r"(?:\s+(?:corresponding|financial|fiscal|full|half))*\s+(?:year|period|half)|pcp|"
    r"(?:the\s+)?(?:full\s+)?year|(?:the\s+)?half(?:\s+year)?|FY\s*'?\d{2,4}|[12]H\s*\S*|H[12]\s*\S*)$",
    re.IGNORECASE,
)
_GENERIC_HEADS = frozenset(  # no name of a figure; a change is none either
    "measure measures figure figures number numbers result results amount amounts total "
    "difference gap level levels one ones it this that increase increases decrease decreases "
    "rise fall growth change changes movement reduction improvement decline".split()
)
_MAX_WORDS = 8
_BASIS_WORD = re.compile(r"\b(underlying|statutory|reported|attributable|headline)\b", re.I)
_KIND_WORD = re.compile(r"\b(interim|final|special|total)\b", re.I)


def trim_label(text: str) -> str:
    """A printed label without a trailing period ("Revenue for the year" -> "Revenue")."""
    return _PERIOD_WORDS.sub("", " ".join(text.split())).strip(" ,;:")


def naming_phrase(sentence: str, number_start: int, floor: int = 0) -> tuple[int, int] | None:
    """``(start, end)`` of the phrase naming the number at ``number_start``, or None.

    Only the text after ``floor`` (the end of the number before) is read, so a phrase
    never reaches back over another figure. The phrase must end in a linking word right
    before the number; it starts after the last verb, clause word or punctuation mark and
    holds at most eight words.
    """
    before = sentence[floor:number_start]
    link = _LINK.search(before)
    if link is None:
        return None
    window_end = floor + link.start()
    words = list(_WORD.finditer(sentence, floor, window_end))
    kept: list[re.Match[str]] = []
    for w in reversed(words):
        gap = sentence[w.end() : kept[-1].start() if kept else window_end]
        if any(ch in gap for ch in ',;:()[]"“”—') or w.group().lower() in _STOP:
            break
        if any(ch.isdigit() for ch in w.group()) and not kept:
            break  # "up 5% to": the phrase ends at a figure, not a label
        kept.append(w)
        if len(kept) >= _MAX_WORDS:
            break
    kept.reverse()
    owner = max((i for i, w in enumerate(kept) if w.group().endswith(("'s", "’s"))), default=-1)
    kept = kept[owner + 1 :]  # "Rio Tinto's underlying earnings": the owner is no label
    while kept and kept[0].group().lower() in _LEADING:
        kept.pop(0)
    if not kept or not any(len(w.group()) >= 3 and w.group().isalpha() for w in kept):
        return None
    start, end = kept[0].start(), kept[-1].end()
    printed = trim_label(sentence[start:end])
    if not printed or _PERIOD_ONLY.match(printed):
        return None  # "the pcp of X", "FY2023 of X": a period, not a label
    if printed.split()[-1].lower() in _GENERIC_HEADS:
        return None  # "the two measures is X": no name of its own
    return start, end


_AFTER_LEAD = re.compile(r"\s+(?:of|in)\s+(?:the\s+|its\s+|their\s+)?")
_AFTER_STOP = frozenset(
    """to at for during in on with by and or as which that while than compared versus up
    down a an the was were is are this its their after before over since""".split()
)


def phrase_after(sentence: str, number_end: int) -> tuple[int, int] | None:
    """``(start, end)`` of the phrase naming a number from after it, or None.

    "US$2.1bn *of cash earnings*", "US$6.1 billion *in net cash from operations*".

    The phrase follows "of" or "in" right after the number and runs to the first
    punctuation mark, verb or clause word; "from" and "of" inside it are kept.
    """
    lead = _AFTER_LEAD.match(sentence, number_end)
    if lead is None:
        return None
    kept: list[re.Match[str]] = []
    for w in _WORD.finditer(sentence, lead.end()):
        gap = sentence[kept[-1].end() if kept else lead.end() : w.start()]
        word = w.group().lower()
        if gap.strip() or word in _AFTER_STOP or word in _STOP or any(c.isdigit() for c in word):
            break
        kept.append(w)
        if len(kept) >= _MAX_WORDS:
            break
    if not kept or not any(len(w.group()) >= 3 and w.group().isalpha() for w in kept):
        return None
    start, end = kept[0].start(), kept[-1].start() + len(kept[-1].group().rstrip("."))
    printed = trim_label(sentence[start:end])
    if _PERIOD_ONLY.match(printed) or printed.split()[-1].lower() in _GENERIC_HEADS:
        return None
    return start, end


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
    tail = _PERIOD_WORDS.sub("", " " + tail.strip())
    return bool(tail.strip()) and not _OWNERS.match(tail)


def label_basis(label: str) -> str | None:
    """The basis a printed label names ("Underlying EBITDA" -> underlying), if exactly one."""
    found = {m.group(1).lower() for m in _BASIS_WORD.finditer(label)}
    found = {"statutory" if b == "reported" else b for b in found}
    return found.pop() if len(found) == 1 else None


def label_dividend_kind(label: str) -> str | None:
    """The dividend kind a printed dividend label names ("Special dividend" -> special)."""
    if "dividend" not in label.lower():
        return None
    found = {m.group(1).lower() for m in _KIND_WORD.finditer(label)}
    return found.pop() if len(found) == 1 else None


_SEGMENT_WORD = re.compile(
    r"\b(iron\s+ore|copper|coal|gold|lithium|spodumene|nickel|aluminium|potash|hematite|"
    r"magnetite|energy|mining\s+services)\b",
    re.IGNORECASE,
)


def label_segment(label: str) -> str | None:
    """The commodity or segment a printed label names ("Iron ore EBITDA" -> "Iron ore")."""
    m = _SEGMENT_WORD.search(label)
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
