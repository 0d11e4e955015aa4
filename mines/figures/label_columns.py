"""Row labels printed across several leading columns of words, read as one label.

An operations table may print what a row is in more than one column ahead of its figures:
the item, then what was measured and how ("| Operation | Measure | Basis | 1H FY25 | FY25 |"
over "| Wodgina | Shipped (kt SC6e) | | – | 214 |"). Read alone, the first cell names a
site and no measure, and the unit in the second cell's brackets is lost. Such descriptor
columns (no period of their own, words in every row, no value) are folded into the row
label: the item's head, the descriptor's words, the item's comma tail, then the brackets
("Iron ore shipped, all hubs (Mt)", "Wodgina shipped (kt SC6e)"). A "Unit" or "Basis"
column is left where it is: the unit and ownership readers read those cells themselves.

Shared by the extractor (:mod:`mines.figures.table_figures`) and the verifier
(:mod:`mines.figures.verify_tables`), as the table's shape is no reading of a figure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.column_periods import CHANGE_HEADER, UNIT_HEADER
from mines.figures.table_cells import parse_cell
from mines.figures.volume_rows import BASIS_HEADER

__all__ = ["descriptor_columns", "folded_label"]

_BRACKETS = re.compile(r"\s*\([^()]*\)")
_WORDS = re.compile(r"[A-Za-z]{2,}")
_DIGIT = re.compile(r"\d")


def descriptor_columns(
    header: Sequence[str], rows: Sequence[Sequence[str]], periods: Sequence[object]
) -> tuple[int, ...]:
    """Indices (into a row) of the word columns between the label and the first figure.

    ``periods`` are the value columns' periods (``header[1:]``'s). A descriptor column has
    no period, is no "Unit" or "Basis" column, and holds no value in any row but words in
    at least one; only those ahead of the first period column count.
    """
    first = next((j for j, p in enumerate(periods) if p is not None), None)
    if first is None:
        return ()
    found: list[int] = []
    for j in range(first):
        name = header[j + 1]
        if UNIT_HEADER.match(name) or BASIS_HEADER.match(name):
            continue
        cells = [row[j + 1] for row in rows if j + 1 < len(row)]
        if CHANGE_HEADER.match(name) or any(
            parse_cell(cell) is not None or _DIGIT.search(_BRACKETS.sub("", cell)) for cell in cells
        ):
            return ()  # a value or a change ("up 3%") before the periods: no label's words
        if any(_WORDS.search(cell) for cell in cells):
            found.append(j + 1)
    return tuple(found)


def _lower_first(words: str) -> str:
    """A capitalised word in lower case ("Shipped"); an acronym ("EBITDA", "SC6") kept."""
    if len(words) > 1 and words[0].isupper() and words[1].islower():
        return words[0].lower() + words[1:]
    return words


def folded_label(row: Sequence[str], columns: Sequence[int]) -> str:
    """The row's label with the words of its descriptor ``columns`` folded in.

    "Iron ore, all hubs" and "Shipped (Mt)" read "Iron ore shipped, all hubs (Mt)";
    "Wodgina" and "Shipped (kt SC6e)" read "Wodgina shipped (kt SC6e)". A row whose
    descriptor cells are blank keeps its label.
    """
    item = row[0] if row else ""
    words: list[str] = []
    brackets: list[str] = []
    for j in columns:
        cell = " ".join(row[j].split()) if j < len(row) else ""
        brackets += [b.strip() for b in _BRACKETS.findall(cell)]
        rest = _BRACKETS.sub("", cell).strip()
        if rest:
            words.append(_lower_first(rest))
    if not words and not brackets:
        return item
    head, comma, tail = item.partition(",")
    head_brackets = _BRACKETS.findall(head)
    head = _BRACKETS.sub("", head).strip()
    label = " ".join((head, *words))
    if comma and tail.strip():
        label += f", {tail.strip()}"
    return " ".join((label, *(b.strip() for b in head_brackets), *brackets))
