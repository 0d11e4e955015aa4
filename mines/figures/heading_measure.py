"""A table row naming no measure of its own, read with the heading that names one.

A table often names its measure once, in its title, and only the parts of it in its rows:

    Wodgina - spodumene concentrate (kt, dry)
    |                          | FY24 |
    | Produced                 |  201 |
    | Shipped, SC6 equivalent  |  214 |

"Produced" names how (a tonnage produced), not what; "Jul-Dec" under "What an ounce fetched"
names a period, "all hubs" under "Ore receipts, US$ per dry metric tonne" a total of places,
"Cash outflow, investing activities" under "Payments for property, plant and equipment" the
section of the cash flow statement. Such a row is scored with the words of the nearest
heading naming a measure (:func:`scored_row`), its own words kept: they still narrow it
("Sustaining" under "Capital deployed" stays sustaining, and is refused as unasked when the
total is asked). A row naming a measure of its own ("Cash and cash equivalents" under "Net
debt reconciliation", "Dividends" under "Cash flow summary") keeps its own words alone: a
title's measure never answers for it. Pure: words only.
"""

from __future__ import annotations

import re

from mines.figures.basis_words import as_basis_word
from mines.figures.figure_measure import BRACKETS, figure_label, printed_row
from mines.figures.label_words import content_words
from mines.figures.model import Figure
from mines.figures.qualifiers import DIVIDEND_WORDS, read_qualifiers
from mines.measures.sites import find_sites, match_sites
from mines.numbers import MONTH_STEM
from mines.question.companies import company_spans

_I = re.IGNORECASE

_FLOW_SECTION = re.compile(
    r"\b(?:net\s+)?cash\s+(?:in|out)flows?\b|\b(?:operating|investing|financing)\s+activit\w*",
    _I,
)
"""The section of the cash flow statement a row names ("Cash outflow, investing activities"):
the kind of flow, not what the cash went on."""
_MONTHS = re.compile(rf"\b{MONTH_STEM}(?=\W|$)", _I)
_FRAMING = frozenset(
    content_words(
        """same ditto likewise above which all every everything whole entire overall combined
        together sum rest remainder hub hubs asset assets operation operations mine mines site
        sites project projects equivalent half halves quarter months six twelve first second
        year period ended ending account interest share our own"""
    )
)
"""Words naming which part, place, period or row (anaphor) a figure is, never what it is."""
_HOW = frozenset(content_words("equivalent basis dry wet interim final special ordinary"))
"""Words naming how a measure is counted or which kind it is ("SC6 equivalent", "special")."""
_FRAME_AXES = frozenset(
    {
        "scope",
        "product",
        "ownership",
        "basis",
        "owners",
        "form",
        "per",
        "dividend",
        "franking",
        "quarter",
        "currency",
        "price_kind",
        "quantity",
    }
)
"""Axes that narrow a measure (a part, a basis, a form, a kind) without naming one."""
_PARTICIPLE = re.compile(r"^[a-z]{3,}ed$|^(?:paid|spent|sold|won|dug|shipped|made|put)$", _I)
"""A verb's participle alone ("Produced", "Deployed", "Paid"): how, never what."""


def _word_kind(word: str, first: bool) -> str | None:
    """What one printed word of a row says, or None when it names a measure.

    "which": a part, place, period or anaphor; "how": a participle, a kind or a basis,
    which narrows the measure.
    """
    if DIVIDEND_WORDS.search(word):
        return None  # "Dividends" names a measure, whatever axis it reads
    if _MONTHS.fullmatch(word) or find_sites(word):
        return "which"
    if _PARTICIPLE.match(word):
        return "how"  # "Produced", "Shipped": the head of what the heading names
    axes = set(read_qualifiers(word))
    if axes - _FRAME_AXES:
        return None  # "C1", "EBITDA", "Revenue": a measure's own word
    stems = content_words(word)
    if axes or (stems and stems <= _HOW):
        return "how"  # "special", "SC6", "Contracting", "attributable", "equivalent"
    if not stems or stems <= _FRAMING:
        return "which"
    # a place's proper name after the first word ("Escondida, Chile"): a name, no measure
    return "which" if not first and word[:1].isupper() else None


def _row_words(row: str) -> list[tuple[str, str | None]]:
    """Each word of a row with its :func:`_word_kind`.

    Sites, owners and a cash flow statement's section go first: they frame, whatever
    their words.
    """
    text = _FLOW_SECTION.sub(" ", as_basis_word(row))
    names = company_spans(text) + [(a, a + len(site)) for a, site in match_sites(text)]
    text = "".join(" " if any(a <= i < b for a, b in names) else ch for i, ch in enumerate(text))
    found = [m for m in re.finditer(r"[A-Za-z][A-Za-z0-9%]*|\d+%", text) if len(m[0]) > 1]
    words = [m[0] for m in found]
    start = len(text) - len(text.lstrip())  # the row's first word, before a site went
    kinds = [_word_kind(m[0], m.start() == start) for m in found]
    for i in range(len(words) - 1):  # "Iron Ore", "Mining Services": a part in two words
        pair = words[i : i + 2]
        if any(read_qualifiers(w) or DIVIDEND_WORDS.search(w) for w in pair):
            continue  # each word says what it says alone ("Dividends, Group")
        axes = set(read_qualifiers(" ".join(pair)))
        if axes and axes <= _FRAME_AXES:
            kinds[i] = kinds[i + 1] = "how"
    return list(zip(words, kinds, strict=True))


def names_no_measure(row: str) -> bool:
    """Whether a table row's printed words name no measure of their own.

    Its words only frame a measure: a period ("Jul-Dec"), a place or part ("all hubs",
    "Escondida, Chile", "Iron Ore"), a basis or an anaphor ("Same, excluding exceptional
    items"), a verb's participle ("Produced", "Everything deployed") or the section of the
    cash flow statement ("Cash outflow, investing activities"). Any noun of a measure
    ("Dividends", "Cash and cash equivalents", "Depreciation") makes the row name its own.
    """
    return bool(row.strip()) and all(kind for _, kind in _row_words(row))


_TIME = frozenset(
    content_words("half halves quarter month months six twelve three nine period ended ending")
)


def _names_time_only(heading: str) -> bool:
    """Whether a heading names only a period ("Twelve months to 31 December 2024")."""
    return not content_words(_MONTHS.sub(" ", heading)) - _TIME - {"june", "december"}


def heading_measure(label: str) -> str:
    """The nearest heading of a ``row — title — ...`` label naming more than a period.

    "Wodgina - spodumene concentrate (kt, dry)" names the product measured; "Year to 30
    June" names only the time, and the next heading out is tried.
    """
    for heading in label.split(" — ")[1:]:
        words = BRACKETS.sub("", heading).strip()
        if words and not _names_time_only(words):
            return words
    return ""


def scored_row(label: str) -> str:
    """The words a table figure is scored by: its row, with its heading when it names none.

    "Produced — Wodgina - spodumene concentrate (kt, dry)" is scored as "Wodgina -
    spodumene concentrate produced" (the row's words saying which part, place or period
    go: the qualifier gates read them); "Net debt — Cash flow summary" as "Net debt".
    """
    row = printed_row(label)
    if " — " not in label or not names_no_measure(row):
        return row
    heading = heading_measure(label)
    if not heading:
        return row
    how = " ".join(w for w, kind in _row_words(row) if kind == "how")
    return f"{heading} {how}".strip()


def own_words(figure: Figure) -> str:
    """The words a figure names its measure with (:func:`scored_row` for a table's)."""
    label = figure_label(figure)
    return scored_row(label) if figure.span.row is not None else printed_row(label)


def printed_with_heading(figure: Figure) -> str:
    """The words an answer names a table figure with: its row, and its heading if needed.

    A row naming no measure is named with its heading too ("Cash outflow, investing
    activities, Payments for property, plant and equipment"): alone it names nothing asked.
    """
    label = figure_label(figure)
    row = printed_row(label)
    if figure.span.row is None or " — " not in label or not names_no_measure(row):
        return row
    heading = heading_measure(label)
    return f"{row} — {heading}" if heading else row
