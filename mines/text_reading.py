r"""Reading plain text and Markdown into lines and tables.

:func:`text_items` turns lines into :class:`~mines.pdf_reading.Line` items and
:class:`~mines.figures.tables.Table` objects: a pipe table (``| a | b |`` rows, an optional
``|---|`` rule), and in plain text a table printed in aligned columns (cells two or more
spaces apart, a header row of periods) or one cell per line (a header group, then a label
and its figures per group), is a table; its title is the line just above it (or the first
lines of a one-cell-per-line header group). What a line of any page is (furniture, a
heading, the title), and text normalised, are :mod:`mines.page_lines`'s.

Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from mines.figures.tables import Table
from mines.page_lines import PIPE_ROW, looks_like_heading
from mines.pdf_reading import NOTE_LINE, Line, PageContent
from mines.period_spans import split_by_measure, split_by_period
from mines.text_bars import unbarred
from mines.text_bullet_rows import bullet_table, segment_table
from mines.text_cells import (
    BASIS_CELL,
    COLUMN_GAP,
    DIRECTION_CELL,
    WORD_COLUMN,
    WORDED_CHANGE,
    YEAR_CELL,
    all_movements,
    holds_values,
    is_header_cell,
    is_unit_cell,
    is_value,
)
from mines.text_form_pairs import form_pairs
from mines.text_key_lines import label_value_line, value_led_after
from mines.text_named_columns import named_columns
from mines.text_period_led import period_led_rows
from mines.text_period_lines import period_lines
from mines.text_records import record_table
from mines.text_worded_cells import worded_row

_RULE_ROW = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_MD_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")


def _pipe_cells(line: str) -> list[str]:
    inner = line.strip()[1:-1]
    return [" ".join(c.split()) for c in inner.split("|")]


def _aligned_fields(line: str) -> list[str] | None:
    """Cells of a line printed in columns (two or more spaces apart), or None."""
    stripped = line.strip()
    if not stripped or PIPE_ROW.match(line):
        return None
    fields = COLUMN_GAP.split(stripped)
    lead = fields[0]
    if line[:2] == "  " and (
        is_header_cell(lead) or is_value(lead) or DIRECTION_CELL.match(lead) or is_unit_cell(lead)
    ):
        # an empty label column ("      FY23" over one column); an indented row led by
        # words ("  of which hedged   12   9") is a row of its own with its label
        fields = ["", *fields]
    # "Revenue   up   3%   to   55,658" under "Direction   Change   US$M": the words of a
    # movement are no cells
    fields = [fields[0], *(c for c in fields[1:] if not DIRECTION_CELL.match(c))]
    if len(fields) < 2:
        return None
    # "Aluminium (kt)   RT share   3,296": a basis column's words beside the values
    rest = [c for c in fields[1:] if not is_unit_cell(c) and not BASIS_CELL.match(c)]
    if len(rest) > 1 and WORDED_CHANGE.match(rest[-1]) and is_value(rest[-2]):
        rest = rest[:-1]  # "NPAT   1.60   3.34   about halved": a change column in words
    if not rest:
        # "Results for announcement to the market   US$ million": a heading over its amounts
        lead = fields[0]
        if not lead:
            # "                 A$M": the unit heading the amounts of an announcement's block
            return fields if len(fields) == 2 else None
        return fields if not is_value(lead) and not is_unit_cell(lead) else None
    if all(is_value(c) for c in rest) or all(is_header_cell(c) or is_value(c) for c in rest):
        return fields
    periods, last = rest[:-1], rest[-1]  # "FY24   FY25   Franking": a column of words last
    worded = len(periods) > 1 and all(is_header_cell(c) for c in periods)
    return fields if worded and WORD_COLUMN.match(last) else None


def _unit_row(line: str) -> list[str] | None:
    """The cells of a line printing only units in columns ("US$bn    US$bn"), or None."""
    cells = COLUMN_GAP.split(line.strip()) if line.strip() else []
    return cells if cells and all(is_unit_cell(c) for c in cells) else None


_TABLE_UNIT = re.compile(
    r"^\(\s*(?:(?:US|A)\$|US\s+dollars?|A\s+dollars?)\s*(?:m|millions?|bn|billions?)\s*\)$", re.I
)
"""A line naming the whole table's unit in brackets under its headings ("(US$ millions)")."""


_WRAPPED_LABEL = re.compile(r"^[A-Za-z(][\w$'’&/,() -]{0,80}$")
"""The first line of a row label printed over two lines, with no figures of its own."""


def _wrapped_row(lines: Sequence[str], j: int) -> list[str] | None:
    """A row whose label wraps onto the line below, where its figures are, or None.

    "Net cash generated from operating activities" over "(US$ millions)   7,056   6,975":
    one row, its label the two lines' words.
    """
    head = lines[j].strip()
    if j + 1 >= len(lines) or not _WRAPPED_LABEL.match(head) or COLUMN_GAP.search(head):
        return None
    below = _aligned_fields(lines[j + 1])
    if below is None or not below[0] or not any(is_value(c) for c in below[1:]):
        return None
    return [f"{head} {below[0]}", *below[1:]]


_NO_PERIOD_HEADING = re.compile(r"^(?:%|change|movement|variance|note)", re.IGNORECASE)


def _inherited_header(page: PageContent, width: int) -> tuple[str, ...] | None:
    """The period headings of the table just above, for rows continuing it with none.

    "Dividends" over "  Interim dividend (US cents)   90   150" a few lines under a table
    headed "2023   2022   Change": the rows' first columns are that table's periods. Only
    sub-headings may stand between (two short lines at most), and each column taken must be
    a period, never a change column.
    """
    between = 0
    for item in reversed(page.items):
        if isinstance(item, Table):
            taken = item.header[1:width]
            if len(taken) != width - 1 or not all(
                is_header_cell(h) and not _NO_PERIOD_HEADING.match(h.strip()) for h in taken
            ):
                return None
            return (item.header[0], *taken)
        between += 1
        if between > 2 or not isinstance(item, Line) or len(item.text.split()) > 6:
            return None
    return None


def _aligned_table(lines: Sequence[str], start: int, page: PageContent) -> tuple[Table, int] | None:
    """A table printed in aligned columns starting at ``start``: (table, next index)."""
    rows: list[list[str]] = []
    j = start
    while j < len(lines):
        if len(rows) == 1 and not lines[j].strip() and j + 1 < len(lines):
            if not any(is_value(c) for c in rows[0][1:]) and _aligned_fields(lines[j + 1]):
                j += 1  # a blank line between the headings and the rows under them
                continue
        # "Ore shipped   see note   see note   198.4": words in a quarter's column
        fields = (worded_row(lines[j], rows[0]) if rows else None) or _aligned_fields(lines[j])
        units = _unit_row(lines[j]) if len(rows) == 1 else None
        if fields is None and len(rows) == 1 and _TABLE_UNIT.match(lines[j].strip()):
            # "(US$ millions)" alone under the year headings: the unit of every amount below,
            # read with the label column's heading
            rows[0] = [f"{rows[0][0]} {lines[j].strip()}".strip(), *rows[0][1:]]
            j += 1
            continue
        if units is not None and len(units) == len(rows[0]) - 1:
            # "FY23  FY22" over "US$bn  US$bn": each unit belongs to its period heading
            rows[0] = [rows[0][0], *(f"{h} {u}" for h, u in zip(rows[0][1:], units, strict=True))]
            j += 1
            continue
        if fields is None and rows:
            fields = _wrapped_row(lines, j)
            j += 1 if fields is not None else 0
        if fields is None:
            break
        rows.append(fields)
        j += 1
    if len(rows) > 2 and len(rows[0]) == len(rows[1]) and not holds_values(rows[0]):
        if not holds_values(rows[1]) and all(is_header_cell(c) for c in rows[1][1:]):
            # "Half-year ended" over "31 Dec 2023": one heading printed on two lines
            rows = [[" ".join(p) for p in zip(rows[0], rows[1], strict=True)], *rows[2:]]
    if len(rows) < 2:
        return None
    header = rows[0]
    if header[0] and any(is_value(c) and not is_header_cell(c) for c in header[1:]):
        inherited = _inherited_header(page, max(len(r) for r in rows))
        if inherited is None:
            return None  # no header row: not recognisably a table
        rows = [list(inherited), *rows]
        header = rows[0]
    width = max(len(r) for r in rows)
    rows = [rows[0], *(_unglue(r, width) for r in rows[1:])]
    body = [r for r in rows[1:] if any(is_value(c) for c in r[1:])]
    if not body:
        return None
    if len(header) < width and all(is_unit_cell(c) for c in header[1:]):
        # the unit heads the amounts, the last column: "up 3%" before it is the change
        header = [header[0], *[""] * (width - len(header)), *header[1:]]
    if len(header) == width - 1 and all_movements([r[-1] for r in body if len(r) == width]):
        header = [*header, "Change"]  # "7.056   6.975   ▲ 1%": the change last, no period's
    header = [""] * (width - len(header)) + header if len(header) < width else header
    header = [
        "Change" if not h and j and all_movements([r[j] for r in body if j < len(r)]) else h
        for j, h in enumerate(header)
    ]
    title = _take_title(page)
    padded = [tuple(r + [""] * (width - len(r))) for r in rows[1:]]
    notes: list[str] = []
    while j < len(lines) and NOTE_LINE.match(lines[j]):
        notes.append(lines[j].strip())
        j += 1
    return Table(title=title, header=tuple(header), rows=tuple(padded), notes=tuple(notes)), j


_WORDED_HEADER = re.compile(r"^[A-Za-z][A-Za-z$'’ -]{0,30}$")
"""A column heading in words: "Cents", "Amount a share", "Franked amount"."""
_TEXT_CELL = re.compile(r"^(?:\d{1,3}(?:\.\d+)?%\s+)?[A-Za-z][\w$'’ ()-]{0,30}$")
"""A short worded cell beside the values: "Fully franked", "Nil (unfranked)", "100% franked"."""


_OWN_UNIT = re.compile(r"[$%¢]|\bcents?\b|\d\s*c$", re.IGNORECASE)
"""A value printing its own unit or currency, which a lone line of words and a number is not."""


def _worded_table(lines: Sequence[str], start: int, page: PageContent) -> tuple[Table, int] | None:
    """Aligned columns under headings in words, each row a label and a value first.

    "Cents   Franked amount" over "Final dividend, payable September   15.5   Nil
    (unfranked)": a value column, and beside it words that qualify the row. A heading line
    printed from the margin heads the label column too ("Dividend   Cents   Franking" over
    "FY2024 final   25.0   unfranked").
    """
    head = COLUMN_GAP.split(lines[start].strip())
    if not 1 <= len(head) <= 3 or not all(_WORDED_HEADER.match(c) for c in head):
        return None
    if lines[start][:1] != " ":  # the label column's heading first
        if len(head) < 2:
            return None
        labelled, head = head[0], head[1:]
    else:
        labelled = ""
    rows: list[list[str]] = []
    j = start + 1
    while j < len(lines) and lines[j].strip() and lines[j][:1] != " ":
        fields = COLUMN_GAP.split(lines[j].strip())
        unit_first = len(fields) > 2 and is_unit_cell(fields[1]) and is_value(fields[2])
        if not 2 <= len(fields) <= len(head) + 1 or not (is_value(fields[1]) or unit_first):
            break  # a value first, or a units column's cell then one ("US$ a pound   4.57")
        if not all(is_value(c) or _TEXT_CELL.match(c) for c in fields[2:]):
            break
        rows.append(fields)
        j += 1
    if len(rows) < 2 and not (rows and _OWN_UNIT.search(rows[0][1])):
        return None  # one row: only when its value prints its own unit ("50 US cents")
    width = len(head) + 1
    title = _take_title(page)
    padded = [tuple(r + [""] * (width - len(r))) for r in rows]
    return Table(title=title, header=(labelled, *head), rows=tuple(padded)), j


_GLUED_VALUE = re.compile(r"^(?P<label>.*[A-Za-z)%].*?)\s(?P<value>\S+)$")


def _unglue(row: list[str], width: int) -> list[str]:
    """A row whose long label left one space before its first figure, cells apart again.

    "Net cash from operating activities 2,804     2,101" is three cells, not two.
    """
    while len(row) < width:
        m = _GLUED_VALUE.match(row[0])
        if m is None or not is_value(m.group("value")):
            break
        row = [m.group("label"), m.group("value"), *row[1:]]
    return row


def _groups_from(lines: Sequence[str], start: int) -> list[tuple[list[str], int]]:
    """Blank-line separated groups of lines from ``start``, each with the index after it."""
    groups: list[tuple[list[str], int]] = []
    i = start
    while i < len(lines) and len(groups) < 200:
        while i < len(lines) and not lines[i].strip():
            i += 1
        group: list[str] = []
        while i < len(lines) and lines[i].strip():
            group.append(lines[i].strip())
            i += 1
        if not group:
            break
        groups.append((group, i))
    return groups


def _stacked_table(lines: Sequence[str], start: int, page: PageContent) -> tuple[Table, int] | None:
    """A table printed one cell per line at ``start``: (table, next index), or None.

    A header group (optional title and label-column header, then one line per column
    header: "2023", "FY2024", "Half year ended 31 December 2023") followed by groups of a
    label and one figure per column ("Net debt", "4,231", "4,188").
    """
    groups = _groups_from(lines, start)
    if groups and len(groups[0][0]) > 2:
        dense = _dense_stacked(groups[0][0], groups[0][1], page)
        if dense is not None:
            return dense
    if len(groups) < 2:
        return None
    head = groups[0][0]
    k = len(groups[1][0]) - 1
    if k < 1 or k >= len(head) + 1 or not all(is_header_cell(c) for c in head[len(head) - k :]):
        return None
    if any(len(c.split()) > 16 for c in head):
        return None
    body: list[tuple[str, ...]] = []
    end = groups[0][1]
    for group, after in groups[1:]:
        if len(group) != k + 1 or is_value(group[0]) or not all(is_value(c) for c in group[1:]):
            break
        if all(YEAR_CELL.match(c) for c in group[1:]):
            break  # the header group of the next table
        body.append(tuple(group))
        end = after
    if not body:
        return None
    rest = head[: len(head) - k]
    label = rest[-1] if len(rest) >= 2 else ""
    title = " ".join(rest[:-1]) if len(rest) >= 2 else (rest[0] if rest else _take_title(page))
    return Table(title=title, header=(label, *head[len(head) - k :]), rows=tuple(body)), end


def _dense_stacked(group: list[str], end: int, page: PageContent) -> tuple[Table, int] | None:
    """One cell per line with no blank lines: title lines, k period headers, then rows.

    ``Group summary (A$M) / FY24 / FY23 / Revenue / 4,922 / 4,132 / ...``: each row is a
    label followed by exactly k figures; anything else means it is not such a table.
    """
    first = next((i for i, c in enumerate(group) if is_header_cell(c) and not is_value(c)), None)
    if first is None or first == len(group):
        first = next((i for i, c in enumerate(group) if YEAR_CELL.match(c)), None)
    if first is None:
        return None
    k = 0
    while first + k < len(group) and is_header_cell(group[first + k]):
        k += 1
    rest = group[first + k :]
    if k < 1 or not rest or len(rest) % (k + 1):
        return None
    body = [tuple(rest[i : i + k + 1]) for i in range(0, len(rest), k + 1)]
    if any(is_value(r[0]) or not all(is_value(c) for c in r[1:]) for r in body):
        return None
    head = group[:first]
    if any(len(c.split()) > 16 for c in head):
        return None
    title = " ".join(head) if head else _take_title(page)
    return Table(title=title, header=("", *group[first : first + k]), rows=tuple(body)), end


def _form_table(lines: Sequence[str], start: int, page: PageContent) -> tuple[Table, int] | None:
    """A form printed one cell per line: its two headings, then a question over each answer."""
    found = form_pairs(_groups_from(lines, start))
    if found is None:
        return None
    header, rows, end = found
    return Table(title=_take_title(page), header=header, rows=tuple(rows)), end


def _named_table(lines: Sequence[str], start: int, page: PageContent) -> tuple[Table, int] | None:
    """Aligned columns headed by names ("Lithium   Iron Ore   Total"), a period line over them."""
    found = named_columns(lines, start, _aligned_fields, is_value, is_header_cell, is_unit_cell)
    if found is None:
        return None
    period, header, rows, end = found
    title = _take_title(page)
    title = f"{title} — {period}" if title and period else title or period
    return Table(title=title, header=header, rows=tuple(rows)), end


def _period_led_table(
    lines: Sequence[str], start: int, page: PageContent
) -> tuple[Table, int] | None:
    """Aligned columns headed by names over rows each led by a period ("FY23   75   100")."""
    found = period_led_rows(lines, start, is_value, is_header_cell, is_unit_cell)
    if found is None:
        return None
    header, rows, end, units = found
    title = _take_title(page)
    title = f"{title} ({units})" if title and units else title or units
    return Table(title=title, header=header, rows=tuple(rows)), end


def _period_lines_table(
    lines: Sequence[str], start: int, page: PageContent
) -> tuple[Table, int] | None:
    """A measure's heading over a line a period ("Six months to Dec 2024   3,562")."""
    found = period_lines(lines, start, _aligned_fields, is_header_cell, is_value)
    if found is None:
        return None
    title = _take_title(page)
    if not title:
        return None
    periods, values, end = found
    # the heading is the row: no title over it makes it a commodity of a table of prices
    return Table(title="", header=("", *periods), rows=((title, *values),)), end


def _records_table(lines: Sequence[str], start: int, page: PageContent) -> tuple[Table, int] | None:
    """Comma-separated records under a header line naming their fields, as a wide table."""
    found = record_table(lines, start, is_value, _is_period_cell, is_unit_cell)
    if found is None:
        return None
    header, rows, end = found
    return Table(title=_take_title(page), header=header, rows=tuple(rows)), end


def _is_period_cell(cell: str) -> bool:
    return is_header_cell(cell) and not is_unit_cell(cell)


def _take_title(page: PageContent) -> str:
    previous = page.items[-1] if page.items else None
    if isinstance(previous, Line) and not previous.text.endswith("."):
        if len(previous.text.split()) <= 16 and not PIPE_ROW.match(previous.text):
            if not (previous.heading or looks_like_heading(previous.text)):
                page.items.pop()  # the title line belongs to the table
            return previous.text.strip("*_ ").strip()  # "**Volumes**": emphasis, not words
    return ""


_FENCE = re.compile(r"^\s*(?:```|~~~)")
"""A Markdown code fence: the aligned columns between two are a table printed as text."""


def text_items(number: int | None, lines: Sequence[str], markdown: bool = False) -> PageContent:
    """One page of plain text or Markdown as lines and pipe tables.

    Args:
        number: The page number (None when the text has no pages).
        lines: The page's lines.
        markdown: Read ``#``/``##`` lines as section headings (``###`` and deeper as
            paragraphs of their own); aligned columns are a table inside a code fence or
            out of one.

    Returns:
        The page: pipe tables as :class:`Table` (title: the non-blank line just above,
        when it is not itself a table row or a sentence), other lines as :class:`Line`
        (a blank line before one starts a paragraph).
    """
    page = PageContent(number)
    lines = [unbarred(ln) for ln in lines]  # a chart's bars drawn in glyphs: its rows
    i = 0
    blank = True
    fenced = False  # inside a Markdown code fence: preformatted text, read as plain text
    while i < len(lines):
        line = lines[i]
        if markdown and _FENCE.match(line):
            fenced, blank = not fenced, True
            i += 1
            continue
        plain = not markdown or fenced
        if PIPE_ROW.match(line):
            j = i
            rows: list[list[str]] = []
            while j < len(lines) and (PIPE_ROW.match(lines[j]) or _RULE_ROW.match(lines[j])):
                if not _RULE_ROW.match(lines[j]):
                    rows.append(_pipe_cells(lines[j]))
                j += 1
            tables = _pipe_tables(rows, page)
            if tables:
                notes, j = _notes_under(lines, j, tables[-1])
                page.items.extend(tables[:-1])
                page.items.append(replace(tables[-1], notes=notes) if notes else tables[-1])
                i, blank = j, True
                continue
        found = None
        if plain and line.strip():
            found = _stacked_table(lines, i, page) if blank else None
            if found is None and blank:
                found = _form_table(lines, i, page)  # "Question" / "Answer", then pairs
            if found is None and blank:
                found = _period_lines_table(lines, i, page)  # a heading, a line a period
            if found is None and blank:
                found = _records_table(lines, i, page)  # "measure,period,value,unit"
            if found is None and _aligned_fields(line):
                found = _aligned_table(lines, i, page)
            if found is None and COLUMN_GAP.search(line.rstrip()):
                found = _period_led_table(lines, i, page)  # "Year   Interim   Final"
            if found is None and COLUMN_GAP.search(line.rstrip()):
                found = _named_table(lines, i, page)  # "Lithium   Iron Ore   Total"
            if found is None and (line[:2] == "  " or (blank and COLUMN_GAP.search(line))):
                found = _worded_table(lines, i, page)
        elif line.strip() and not _MD_HEADING.match(line) and _aligned_fields(line):
            # Markdown outside a fence: columns two spaces apart under period headings are
            # a table as in plain text (a one-cell-per-line layout stays Markdown lines)
            found = _aligned_table(lines, i, page)
        if found is None and blank and line.strip():
            found = bullet_table(lines, i, lambda: _take_title(page))  # "• Copper $US7.4bn"
            found = found or segment_table(lines, i, lambda: _take_title(page))  # "Cu $4/lb | ..."
        if found is not None:
            page.items.append(found[0])
            i, blank = found[1], True
            continue
        heading = _MD_HEADING.match(line) if not plain else None
        if heading:
            page.items.append(Line(heading.group(2).strip(), len(heading.group(1)) <= 2, True))
            blank = True
        elif not line.strip():
            blank = True
        elif plain and (pair := label_value_line(line)) is not None:
            page.items.append(Line(pair, None, paragraph=True))
            blank = True
        elif value_led_after(line, lines[i - 1] if i else None):
            page.items.append(Line(line.strip(), None, paragraph=True))
            blank = True  # "US$19.5bn Profit from operations": the next line is no part of it
        else:
            page.items.append(Line(line.strip(), None, paragraph=blank))
            blank = False
        i += 1
    return page


def _notes_under(lines: Sequence[str], start: int, table: Table) -> tuple[tuple[str, ...], int]:
    """The footnotes printed under a pipe table from ``start``, and the index after them.

    A "Note:" line, or a line opening with a marker the table carries ("Production¹" over
    "¹ On a 100% basis"), is the table's note, right under it or after one blank line; a
    list item ("* Revenue rose") whose marker the table does not carry is not.
    """
    cells = " ".join((table.title, *table.header, *(c for r in table.rows for c in r)))
    j = start + 1 if start < len(lines) and not lines[start].strip() else start
    notes: list[str] = []
    while j < len(lines):
        m = NOTE_LINE.match(lines[j])
        marker = lines[j][: m.end() - 1].strip() if m else ""  # "¹", "(1)", "*", "Note:"
        if m is None or not (marker.startswith("Note") or marker in cells):
            break
        notes.append(lines[j].strip())
        j += 1
    return (tuple(notes), j) if notes else ((), start)


def _is_part(cell: str) -> bool:
    from mines.figures.part_names import part_name  # the figure readers' names of parts

    return part_name(cell) is not None


def _units_into_header(rows: list[list[str]]) -> list[list[str]]:
    """A pipe table whose first body row prints only units ("| | US$m | US$m |"), folded.

    One unit for every column goes to the empty corner cell, as a table's unit; else each
    joins its column's heading ("FY23 US$bn"), as under aligned columns.
    """
    if len(rows) < 3 or rows[1][0].strip():
        return rows
    units = [c.strip() for c in rows[1][1:]]
    if not any(units) or not all(not u or is_unit_cell(u) for u in units):
        return rows
    header = list(rows[0])
    if len(set(units)) == 1 and not header[0].strip():
        header[0] = units[0]
    else:
        header = [header[0], *(f"{h} {u}".strip() for h, u in zip(header[1:], units, strict=True))]
    return [header, *rows[2:]]


def _pipe_tables(rows: list[list[str]], page: PageContent) -> list[Table]:
    """A pipe table; one per period when a period row spans the parts' names below it."""
    width = max((len(r) for r in rows), default=0)
    if width < 2 or len(rows) < 2:
        return []
    title = _take_title(page)
    padded = _units_into_header([r + [""] * (width - len(r)) for r in rows])
    measures = split_by_measure(padded, is_header_cell, is_value, _is_part)
    if measures is not None:
        # "| US$m | Underlying EBITDA | | Capex | |" over "| | 2025 | 2024 | 2025 | 2024 |"
        return [
            Table(
                title=(f"{title} — {word}" if is_header_cell(word) else f"{word} — {title}")
                if title
                else word,
                header=tuple(part[0]),
                rows=tuple(tuple(r) for r in part[1:]),
            )
            for word, part in measures
        ]
    spans = split_by_period(padded, is_header_cell, is_value)
    if spans is not None:
        # "| | Year ended 31 December 2025 | | |" over "| US$m | Iron Ore | Copper | Total |"
        return [
            Table(
                title=f"{title} — {period}" if title else period,
                header=tuple(part[0]),
                rows=tuple(tuple(r) for r in part[1:]),
            )
            for period, part in spans
        ]
    return [Table(title=title, header=tuple(padded[0]), rows=tuple(tuple(r) for r in padded[1:]))]
