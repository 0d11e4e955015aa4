r"""Tables as text: one canonical rendering that ingestion writes and readers parse back.

A table read from a PDF (or a Markdown/text pipe table) is kept as a table in its chunk
text, so every chunk that holds rows of a table also holds the table's title and its
column headers (ingestion repeats them when a table is split across chunks)::

    Table: Consolidated income statement (extract) US$M
    | Year ended 30 June | 2024 | 2023 |
    | Revenue | 55,658 | 53,817 |
    | Profit/(loss) after tax¹ | (896) | 114 |
    Notes: ¹ Attributable to members.

* ``Table: <title>`` starts the table; the title keeps units written above the table
  ("US$M", "A$ million", "US cents").
* The first pipe row is the header row: multi-line headers are flattened into one cell
  per column ("Half year ended 31 December 2023"). Every later pipe row is a body row:
  the row label, then one cell per column, cells exactly as printed.
* ``Notes:`` lines (footnotes printed under the table) are optional.
* A table keeps the heading it sits under in its text (the nearest one-line paragraph above
  it that is no sentence, :func:`mines.figures.forward_context.is_heading`): a notice's
  "| Item | Detail |" rows under "Interim dividend: payment details" are read under it.

Pure: no I/O, no model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mines.figures.forward_context import is_heading

TABLE_PREFIX = "Table: "
NOTES_PREFIX = "Notes: "
_PIPE_ROW = re.compile(r"^\|(.*)\|\s*$")


@dataclass(frozen=True)
class Table:
    """A table: title, flattened column headers, body rows (label first), footnotes.

    ``heading``: the heading the table sits under in the text it was parsed from ("" when
    none), no part of the table as rendered.
    """

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    notes: tuple[str, ...] = field(default=())
    heading: str = field(default="", compare=False)


def _cell(text: str) -> str:
    return " ".join(text.replace("|", "/").split())


def render_row(cells: tuple[str, ...] | list[str]) -> str:
    """``| a | b | c |`` with whitespace collapsed and pipes inside cells replaced."""
    return "| " + " | ".join(_cell(c) for c in cells) + " |"


def render_table(table: Table, rows: tuple[tuple[str, ...], ...] | None = None) -> str:
    """The canonical text of ``table`` (or of some of its ``rows``, with title and header)."""
    lines = [TABLE_PREFIX + _cell(table.title), render_row(table.header)]
    lines += [render_row(r) for r in (table.rows if rows is None else rows)]
    lines += [NOTES_PREFIX + _cell(n) for n in table.notes if n.strip()]
    return "\n".join(lines)


def split_row(line: str) -> tuple[str, ...] | None:
    """The cells of one rendered pipe row, or None when ``line`` is not one."""
    m = _PIPE_ROW.match(line.strip())
    if not m:
        return None
    return tuple(c.strip() for c in m.group(1).split("|"))


_BULLET = re.compile(r"^\s*[-•*▪●]\s+")


def parse_tables(text: str) -> list[Table]:
    """Every table rendered in ``text`` (a chunk may hold prose around its tables)."""
    tables: list[Table] = []
    title: str | None = None
    header: tuple[str, ...] | None = None
    rows: list[tuple[str, ...]] = []
    notes: list[str] = []
    heading = ""  # the heading the next table sits under
    paragraph: list[str] = []  # the prose paragraph read so far

    def close() -> None:
        nonlocal title, header
        if title is not None and header is not None:
            tables.append(Table(title, header, tuple(rows), tuple(notes), heading))
        title, header = None, None
        rows.clear()
        notes.clear()

    def end_paragraph() -> None:
        nonlocal heading
        if len(paragraph) == 1 and is_heading(paragraph[0]) and not _BULLET.match(paragraph[0]):
            heading = paragraph[0]  # a short bullet ("- Contracts across haulage") is none
        paragraph.clear()

    for raw in text.split("\n"):
        line = raw.strip()
        if line.startswith(TABLE_PREFIX):
            close()
            end_paragraph()
            title = line[len(TABLE_PREFIX) :].strip()
            continue
        if title is None:
            if line:
                paragraph.append(line)
            else:
                end_paragraph()
            continue
        cells = split_row(line)
        if cells is not None:
            if header is None:
                header = cells
            else:
                rows.append(cells)
        elif line.startswith(NOTES_PREFIX) and header is not None:
            notes.append(line[len(NOTES_PREFIX) :].strip())
        elif line:
            close()
            paragraph.append(line)  # prose (or a heading) right under the table
    close()
    return tables
