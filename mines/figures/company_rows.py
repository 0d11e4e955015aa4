"""A table in a piece on several miners with one company a row: each company's rows apart.

A price monitor prints "| Commodity | Producer | Unit | Received |" over one row a company
and product ("| Copper | Rio Tinto | US$ per pound | 4.57 |"). No single company's reading
of the table is right: the row of another producer is never this one's figure, and the
column of names is no words of a measure. Each company gets the table's title and header
with its own rows, the column of names left out, as a table of its own
(:func:`mines.figures.company_paragraphs.paragraphs` files them as its paragraphs).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.tables import render_row, split_row
from mines.question.companies import company_spans, find_companies

_RULE = re.compile(r"^\s*\|[\s:|-]*\|\s*$")
"""A markdown table's rule under its header ("|---|---:|")."""


def company_column(rows: Sequence[Sequence[str]]) -> int | None:
    """The column of a table's body whose every cell names one company, two or more in all."""
    width = min((len(r) for r in rows), default=0)
    for j in range(width):
        named = [find_companies(r[j]) for r in rows]
        if all(len(n) == 1 for n in named) and len({n[0] for n in named}) > 1:
            return j
    return None


def _rest(label: str) -> str:
    """A row label without the company it names ("Fortescue (hematite)": "hematite")."""
    for start, end in reversed(company_spans(label)):
        label = label[:start] + label[end:]
    return " ".join(_BRACKET_MARKS.sub(" ", label).split()).strip(" ,;:-")


_BRACKET_MARKS = re.compile(r"[()\[\]]|['’]s\b")


def company_tables(text: str, start: int, end: int) -> list[tuple[int, int, str, str]] | None:
    """``(start, end, company, table text)`` for each run of one company's rows, or None.

    None when ``text[start:end]`` holds no table with a column of companies. A run's text
    is the lines before the header (the table's title), the header and the run's rows,
    each without the column of names (a label naming its company keeps its other words);
    its span is the run's rows in ``text``.
    """
    lines: list[tuple[int, int, tuple[str, ...] | None]] = []
    at = start
    for line in text[start:end].split("\n"):
        lines.append((at, at + len(line), split_row(line)))
        at += len(line) + 1
    cells = [i for i, (_, _, c) in enumerate(lines) if c is not None]
    if len(cells) < 3:
        return None
    head = cells[0]
    while head + 1 in cells and _RULE.match(text[lines[head + 1][0] : lines[head + 1][1]]):
        head += 1  # "|---|---:|" under the header: still the header
    body = [i for i in cells if i > head]
    rows = [lines[i][2] or () for i in body]
    column = company_column(rows)
    if column is None or body != list(range(head + 1, head + 1 + len(body))):
        return None
    lead = [text[s:e] for s, e, _ in lines[:head]]

    # "| Fortescue (hematite) | 85 |": a label naming more than its company is what is left
    worded = column == 0 and all(_rest(r[0]) for r in rows)

    def without(row: Sequence[str]) -> str:
        if worded:
            return render_row((_rest(row[0]), *row[1:]))
        return render_row([c for j, c in enumerate(row) if j != column])

    header = "\n".join(without(lines[i][2] or ()) for i in cells if i <= head)
    runs: list[tuple[int, int, str, list[str]]] = []
    for i, row in zip(body, rows, strict=True):
        company = find_companies(row[column])[0]
        if runs and runs[-1][2] == company:
            runs[-1] = (runs[-1][0], lines[i][1], company, [*runs[-1][3], without(row)])
        else:
            runs.append((lines[i][0], lines[i][1], company, [without(row)]))
    return [(s, e, c, "\n".join((*lead, header, *own))) for s, e, c, own in runs]
