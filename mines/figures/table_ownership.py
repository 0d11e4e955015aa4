"""The ownership basis of a table cell, wherever the table prints it.

A production or shipments figure is on a 100% basis or the company's share, and a table
may say which in one place only: the row's own words ("Copper (our share)"), a cell under
a "Basis" column, the cell's column heading ("Attributable", "Equity share", "Whole of
operation (100%)"), the heading of the label column, the title ("Volumes, BHP share"), or
a footnote printed under the table, reached by a marker on the row, the column, the label
heading or the title ("Production¹" with "¹ On a 100% basis") or, with no marker, said of
the whole table ("Note: all figures on a 100% basis"). :func:`cell_ownership` reads them
in that order, nearest first; the extractor and the verifier both read a cell's basis
here, so a figure is stored and checked with the same basis.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.ownership_words import ownership_of
from mines.figures.tables import Table

_SUPERSCRIPTS = "¹²³⁴⁵⁶⁷⁸⁹⁰"
_NOTE = re.compile(
    r"^\s*(?:(?P<sup>[" + _SUPERSCRIPTS + r"]+)|\((?P<paren>[a-z]|\d{1,2}|[ivx]{1,4})\)"
    r"|(?P<sym>[*†‡]+)|(?P<digit>\d{1,2})(?=\s+[A-Za-z]))\s*(?P<text>\S.*)$",
    re.IGNORECASE,
)
"""A footnote line: its marker ("¹", "(a)", "*", "1 ") and what it says."""
_NOTE_WORD = re.compile(r"^\s*notes?\s*[:.-]\s*", re.IGNORECASE)


def _marked(text: str, marker: str) -> bool:
    """Whether ``text`` carries footnote ``marker`` (a glued digit: "Production1")."""
    if marker.isascii() and marker.isdigit():
        return bool(re.search(r"[A-Za-z)]" + marker + r"(?!\d)", text)) or f"({marker})" in text
    return marker in text


def _notes(notes: Sequence[str]) -> tuple[list[tuple[str, str]], list[str]]:
    """``([(marker, ownership), ...], [ownership of unmarked notes, ...])``."""
    marked: list[tuple[str, str]] = []
    unmarked: list[str] = []
    for note in notes:
        text = _NOTE_WORD.sub("", note)
        m = _NOTE.match(text)
        owner = ownership_of(m.group("text") if m else text)
        if owner is None:
            continue
        if m is None:
            unmarked.append(owner)
            continue
        paren = m.group("paren")
        marker = m.group("sup") or (f"({paren})" if paren else None)
        marked.append((marker or m.group("sym") or m.group("digit"), owner))
    return marked, unmarked


def _one(found: Sequence[str]) -> str | None:
    kinds = set(found)
    return found[0] if len(kinds) == 1 else None


def cell_ownership(table: Table, row_label: str, column: int, basis: str = "") -> str | None:
    """The ownership basis of the cell of ``row_label`` under ``table.header[column]``.

    ``basis`` is the row's cell under a "Basis" column, if any. None when the table says
    neither basis for the cell, or says both for it.
    """
    heading = table.header[column] if 0 <= column < len(table.header) else ""
    label_heading = table.header[0] if table.header else ""
    marked, unmarked = _notes(table.notes)
    near = (row_label, heading)
    far = (label_heading, table.title)
    for text in (row_label, basis, heading, _undated(heading)):
        found = ownership_of(text)
        if found:
            return found
    noted = _one([owner for marker, owner in marked if any(_marked(t, marker) for t in near)])
    if noted:
        return noted
    for text in far:
        found = ownership_of(text)
        if found:
            return found
    noted = _one([owner for marker, owner in marked if any(_marked(t, marker) for t in far)])
    return noted or _one(unmarked)


_DATED_WORD = re.compile(r"\S*\d\S*")


def _undated(heading: str) -> str:
    """A column heading without its period words: "FY23 attributable" is "attributable"."""
    return " ".join(_DATED_WORD.sub(" ", heading).split())
