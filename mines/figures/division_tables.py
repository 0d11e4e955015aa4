"""A divisional table: one row per division, one column per measure, one period for all.

"| Division | EBITDA |" under a title naming the period ("Earnings by division, Dec 2023
half (A$ million)") states each division's figure of the column's measure: no column is a
period, so :mod:`mines.figures.table_figures` reads nothing from it. Each cell is a figure
labelled "<division> <measure>" (the row names the part, the column the measure), for the
title's period (else the document's), with the division as its qualifier. The registry
names no segment metric: the figure is matched to a question by its printed label.

This module belongs to the extractor; pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from mines.figures.column_periods import column_period, names_part_of_year
from mines.figures.heading_rows import completed_rows
from mines.figures.label_parts import label_basis, table_label
from mines.figures.labels import find_labels, label_metric
from mines.figures.model import DocContext, Figure, Period, Span
from mines.figures.part_measures import (
    BRACKETED,
    PART_HEADER,
    PART_TITLE,
    named_measure,
    periods_measure,
)
from mines.figures.part_names import part_name
from mines.figures.qualifiers import read_qualifiers
from mines.figures.quantities import Unit, basis_of, cell_quantity, declared_unit
from mines.figures.table_cells import cell_money
from mines.figures.tables import Table, render_row, render_table
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import find_sites

_GROUP_COLUMN = re.compile(
    r"^\s*(?:total|group|consolidated|other|corporate|unallocated|eliminations?|"
    r"inter-?segment|adjustments?)\b|\bunallocated\b|\btotal\s*$",
    re.IGNORECASE,
)
"""A column of a segment note that is no division: the group's total, what no division
holds ("Other operations and unallocated"), the eliminations between divisions."""
_TOTAL_COLUMN = re.compile(
    r"^\s*(?:(?:group|consolidated)\s+)?total(?:\s+(?:group|consolidated))?\s*$|"
    r"^\s*(?:group|consolidated)\s*$",
    re.IGNORECASE,
)
"""The group's own column or row of a segment note ("Total", "Group total", "Total Group"):
the group's figure, read under the row's (or column's) measure alone."""
_GROUP_ROW = re.compile(r"^\s*(?:total|group|consolidated|other|corporate)\b", re.IGNORECASE)

CellReader = Callable[[str], "tuple[float, int, int, bool, str | None] | None"]
"""Reads a cell: ``(value, start, end, percent, currency prefix)``, None for no number."""


_UNIT_ONLY = re.compile(
    r"\b(?:US|A|AU)?\$\s?(?:m|M|bn|b|million|billion)?\b|\$|\b(?:m|bn|millions?|billions?)\b"
)
"""A column heading's unit words ("A$m", "US$ million"): a heading of nothing else names no
measure."""
_BARE_UNIT = re.compile(r"\s+(?:US|A|AU)?\$\s?(?:m|M|bn|million|billion)$")


def _measure(header: str) -> str:
    """A column header or title without its unit ("EBITDA (A$M)", "EBITDA US$m" -> "EBITDA").

    Emphasis is no part of it ("**Copper**").
    """
    return _BARE_UNIT.sub("", BRACKETED.sub("", header).strip(" *_"))


def parts_under_measure(table: Table) -> str | None:
    """The title of a table of divisions down its rows under a money measure, else None.

    "Underlying EBITDA (A$ million)" over "| Lithium | 271.4 |", "| Iron Ore | 266.2 |",
    "| Group | 674.9 |": two or more rows name parts, the others the group, and the title
    is one money measure; the title is then read as a divisions table's (the group row the
    group's figure of it, each part's row that part's).
    """
    labels = [r[0].strip("*_ ") for r in table.rows if r]
    measure = table.title
    if not _money_measure(measure) and labels and _money_measure(labels[-1]):
        # "| Lithium | 271.4 |" ... "| **Underlying EBITDA** | **674.9** |": the last row is
        # the group's total of the measure its parts' rows break down
        measure, labels = labels[-1], labels[:-1]
    if not _money_measure(measure):
        return None
    parts = [c for c in labels if part_name(c)]
    rest = [c for c in labels if not part_name(c)]
    if len(parts) < 2 or not all(_GROUP_ROW.match(c) for c in rest):
        return None
    return measure


def _money_measure(words: str) -> bool:
    hit = label_metric(BRACKETED.sub("", words))
    return hit is not None and hit[0] in METRIC_BY_KEY and METRIC_BY_KEY[hit[0]].kind == "money"


def title_lends_part(title: str) -> bool:
    """Whether the part a table's title names is the part its rows' figures are of.

    A title that is a part's name ("Copper", "Pilbara operations"), names a segment ("Iron
    ore segment results") or a measure of the part ("Iron ore revenue and shipments")
    scopes its rows; one naming a part only in passing, as a topic, does not: "Lithium
    market outlook", "Copper market update".
    """
    read = read_qualifiers(title)
    scope = read.get("scope", frozenset())
    if not scope - {"group"}:
        return True  # nothing to lend, or the group's
    return "segment" in scope or bool(read.keys() & {"head", "line"}) or bool(part_name(title))


def _parts_named_across(table: Table) -> bool:
    """Whether every column but the group's names a part of the company, and two or more do.

    "| US$ billion | Iron Ore | Aluminium & Lithium | Copper |", "| | Mt Marion | Wodgina |":
    whatever the title, each cell is its column's part's figure of the row's measure. A
    column naming a part by a word no list knows ("Minerals" beside "Iron Ore" and "Copper")
    is a part too when the rows are measures and no column is one.
    """
    columns = [c for c in table.header[1:] if not _GROUP_COLUMN.search(_measure(c))]
    named = [c for c in columns if part_name(c)]
    if len(columns) < 2 or len(named) < 2:
        return False
    return len(named) == len(columns) or (
        _measures_down(table) and all(_names_something(c) for c in columns)
    )


_NAME_CELL = re.compile(r"^[A-Z][\w&'’.-]*(?:\s+(?:[\w&'’.-]+|&)){0,3}$")
"""A column heading that may be a part's name: a capitalised word or few, no figures."""


def _names_something(header: str) -> bool:
    """Whether a column heading is a name, never a measure, a period or a unit."""
    cell = _measure(header)
    return (
        bool(_NAME_CELL.match(cell))
        and not _reads_measure(cell)
        and not (
            declared_unit(cell, "") or column_period(cell, "", None) or names_part_of_year(cell)
        )
    )


def _measures_down(table: Table) -> bool:
    """Whether the rows name measures and the columns none: "| Underlying EBITDA | ... |".

    A row label reads as a measure, none names a part of the company, and no column heading
    reads as a measure: the columns are then what each row's measure is of (the parts), not
    measures. Rows our lists do not name ("Depreciation and amortisation") may sit between.
    """
    labels = [_measure(r[0]) for r in table.rows if r and r[0].strip()]
    if not any(_reads_measure(c) for c in labels) or any(part_name(c) for c in labels):
        return False
    return not any(_reads_measure(_measure(c)) for c in table.header[1:] if c.strip())


def _reads_measure(words: str) -> bool:
    """Whether words name a measure our lists know ("Underlying EBITDA of operations")."""
    return label_metric(words) is not None or any(h.metric for h in find_labels(words))


def is_division_table(table: Table) -> bool:
    """Whether ``table`` lists divisions down its rows or across its columns.

    Its label column or title says so, or each of its columns names a part of the company.
    """
    return bool(
        PART_HEADER.match(table.header[0])
        or PART_TITLE.search(own_title(table))
        or _parts_named_across(table)
    )


def _parts_across(table: Table) -> bool:
    """Whether the divisions head the columns ("| | Iron Ore | Copper | Group |").

    A title naming divisions over columns each naming a commodity, a services business or
    the group ("Total", "Other operations and unallocated"): each row is then one measure of
    every division, and the group's columns are no division's.
    """
    if _parts_named_across(table):
        return True
    if not PART_TITLE.search(own_title(table)):
        return False
    named = [c for c in table.header[1:] if not _GROUP_COLUMN.search(_measure(c))]
    if named and all(read_qualifiers(c).get("scope") for c in named):
        return True
    # "Note 3 Operating segments" over "| US$ million | Iron Ore | Minerals | Group |" and
    # rows of measures: the columns are the segments, whatever words name them
    return bool(named) and _measures_down(table) and all(_names_something(c) for c in named)


def _cells(table: Table) -> list[tuple[str, str, int, tuple[str, ...]]]:
    """Each division's cell as ``(division, measure as printed, column, row)``, bar the group's.

    Divisions across the columns: the group's total column is read too, as division "".

    Divisions down the rows: the row names the part, the column the measure; divisions
    across the columns: the other way round. A part's description in brackets ("Iron Ore
    (Pilbara, Mt, 100%)") is no part of its name.
    """
    across = _parts_across(table)
    out = []
    for row in table.rows:
        if not row:
            continue
        total_row = not across and _TOTAL_COLUMN.match(_measure(row[0])) is not None
        if not across and not total_row and _GROUP_ROW.match(row[0]):
            continue  # "Other", "Corporate": no division, nor the group's total
        for j in range(1, min(len(row), len(table.header))):
            part, measure = (table.header[j], row[0]) if across else (row[0], table.header[j])
            if total_row or (across and _TOTAL_COLUMN.match(_measure(part))):
                part = ""  # the group's: the measure alone names it
            elif across and _GROUP_COLUMN.search(_measure(part)):
                continue
            out.append((" ".join(_measure(part).split()), measure, j, row))
    return out


def division_figures(table: Table, ctx: DocContext, read_cell: CellReader) -> list[Figure]:
    """The figures of a divisional table whose columns name measures, not periods.

    Empty when any column names a period (the period table reader's), when the period
    cannot be told, or when a column has no currency or unit to read its cells in.
    """
    header = table.header
    if len(header) < 2 or not is_division_table(table):
        return []
    if any(column_period(c, ctx.company, ctx.period) or names_part_of_year(c) for c in header[1:]):
        return []
    period: Period | None = table_period(table, ctx.company, ctx.period)
    if period is None:
        return []
    # "| US$ billion | Iron Ore | Copper |": the label column's header, else the title
    title_unit = declared_unit(header[0], ctx.company) or declared_unit(table.title, ctx.company)
    measure_of = _measure(table.title)
    across = _parts_across(table)
    title_names = named_measure(table.title)
    out: list[Figure] = []
    for part, printed, j, row in _cells(table):
        measure = _measure(printed)  # its unit is read below
        if not re.sub(r"[\W\d_]+", "", _UNIT_ONLY.sub("", measure)) and title_names:
            measure = title_names  # "| Segment | A$m |" under "Underlying EBITDA by segment"
        parsed = read_cell(row[j])
        unit: Unit | None = (
            cell_money(row[j], ctx.company)  # "$484m"
            or declared_unit(row[0] if across else header[j], ctx.company)
            or title_unit
        )
        if parsed is not None and parsed[3]:  # "27%": only a rate's row or column reads it
            rate = label_metric(measure)
            ok = rate and rate[0] in METRIC_BY_KEY and METRIC_BY_KEY[rate[0]].kind == "percent"
            unit = Unit("percent", 1.0, None, "%") if ok else None
        if parsed is None or unit is None:
            continue
        own = bool(part) and _row_names_part(measure, across)
        hit = None if part else label_metric(measure)  # the total column: the group's
        metric = hit[0] if hit and hit[0] in METRIC_BY_KEY else ""
        if unit.kind == "money" and unit.currency is None:
            continue
        quantity = cell_quantity(
            parsed[0], unit, METRIC_BY_KEY[metric].kind if metric else unit.kind
        )
        if quantity is None:
            continue
        out.append(
            Figure(
                company=ctx.company,
                metric=metric,
                period=period,
                value=-parsed[0] if hit and hit[2] else parsed[0],
                scale=quantity.scale,
                unit=quantity.unit,
                currency=quantity.currency,
                span=_span(table, row, j, parsed, ctx),
                basis=basis_of(label_basis(f"{measure} {measure_of}")),  # type: ignore[arg-type]
                # a row naming its own commodity ("Aluminium produced") is that one's, not
                # the column's product group ("Aluminium & Lithium")
                qualifier=None if own else part or None,
                # the group's total: the title's "segment" is no scope of it
                label=table_label(f"{part} {measure}", table.title)
                if part and not own
                else measure,
            )
        )
    return out


def table_period(table: Table, company: str, doc: Period | None) -> Period | None:
    """The one period of a table whose columns name no period.

    Its corner cell's ("| 2025 | Iron Ore | Copper |"), else its title's, else the heading's
    over it, else the document's.
    """
    return (
        (column_period(table.header[0], company, doc) if table.header else None)
        or column_period(table.title, company, doc)
        or (column_period(table.heading, company, doc) if table.heading else None)
        or doc
    )


def _span(
    table: Table,
    row: tuple[str, ...],
    column: int,
    parsed: tuple[float, int, int, bool, str | None],
    ctx: DocContext,
) -> Span:
    """The cell's place in the rendered row (title, header and that row)."""
    text = render_table(table, rows=(row,))
    row_offset = text.index("\n", text.index("\n") + 1) + 1
    cells = text[row_offset:].split("\n", 1)[0]
    pos = 0
    for _ in range(column + 1):
        pos = cells.index("|", pos) + 1
    quote = " ".join(row[column][parsed[1] : parsed[2]].split())
    start = row_offset + cells.index(quote, pos) if quote in cells[pos:] else row_offset + pos
    return Span(
        source=ctx.source,
        page=ctx.page,
        text=text,
        start=start,
        end=start + len(quote),
        row=row[0],
        column=table.header[column],
        chunk_id=ctx.chunk_id,
    )


def as_period_table(table: Table, company: str, doc: Period | None) -> Table:
    """A divisional table turned to the period layout: one "<division> <measure>" row each.

    A table of divisions already in periods (:func:`_parts_by_period`) keeps its columns.
    The reader of period tables (the verifier's) then finds each cell under its division
    and measure, in one column headed by the period the title (else the document) names.
    Any other table is returned as it is.
    """
    header = table.header
    if len(header) < 2:
        return table
    if any(column_period(c, company, doc) or names_part_of_year(c) for c in header[1:]):
        return _parts_by_period(table)
    if not is_division_table(table):
        return table
    if column_period(header[0], company, doc) is not None:
        column = header[0]  # "| 2025 | Iron Ore | Copper |": the corner dates the cells
    elif column_period(table.title, company, doc) is not None:
        column = table.title
    elif table.heading and column_period(table.heading, company, doc) is not None:
        column = table.heading
    elif doc is not None:
        column = doc.label
    else:
        return table
    # a row naming its own commodity or part ("Aluminium produced") is that one's, not the
    # column's product group ("Aluminium & Lithium", whose other commodity it is not)
    across = _parts_across(table)
    rows = tuple(
        (
            _unit_bracketed(
                measure if _row_names_part(measure, across) else f"{part} {measure}".strip()
            ),
            row[j],
        )
        for part, measure, j, row in _cells(table)
        if _row_names_part(measure, across) or not _shared_rate(part, measure)
    )
    # the label column's header keeps a unit printed there ("US$ billion")
    return Table(table.title, (table.header[0], column), rows, table.notes, table.heading)


def _shared_rate(part: str, measure: str) -> bool:
    """Whether a row's price or volume sits under a part of two commodities, naming neither.

    "Average realised price, US$ per tonne" under "Aluminium & Lithium" is one commodity's
    price, the row does not say which: the verifier confirms it for neither.
    """
    named = read_qualifiers(part).get("scope", frozenset()) - {"group", "segment"}
    unit = declared_unit(measure, "")
    return len(named) > 1 and unit is not None and unit.kind != "money"


_UNIT_TAIL = re.compile(r"(?:,\s*|\s+(?=(?:US|A|AU)?\$\s?[A-Za-z]+$))(?P<unit>[^,()]+)$")


def _unit_bracketed(label: str) -> str:
    """A row label whose unit follows its last comma (or ends it: "EBITDA US$m"), bracketed.

    "Average realised price, US$ per dry tonne" reads as "Average realised price (US$ per
    dry tonne)": the unit :func:`division_figures` reads from the whole label, where the
    reader of period tables looks for it.
    """
    label = label.strip()
    m = _UNIT_TAIL.search(label)
    if m is None or "(" in label or declared_unit(m.group("unit"), "") is None:
        return label
    return f"{label[: m.start()]} ({m.group('unit').strip()})"


def _parts_by_period(table: Table) -> Table:
    """Divisions down the rows under period columns, each row named "<division> <measure>".

    "| Underlying EBITDA by segment, US$ million | 2025 |" over "| Copper | 7,400 |": the
    row reads "Copper Underlying EBITDA"; the group's total row the measure alone. A row
    naming its own measure, or a table whose headings name no measure, is left as it is.
    """
    measure = periods_measure(table)
    if measure is None:
        return table
    rows = []
    for row in table.rows:
        name = " ".join(row[0].split()) if row else ""
        if not name or label_metric(_measure(name)):
            rows.append(row)
        elif _TOTAL_COLUMN.match(_measure(name)):
            rows.append((measure, *row[1:]))  # the group's
        else:
            rows.append((f"{name} {measure}", *row[1:]))
    return Table(table.title, table.header, tuple(rows), table.notes)


def heading_part(table: Table) -> str | None:
    """The part of the company a table's title or the heading over it *is*, else None.

    "## Lithium" over "| | FY23 |" (ingestion titles an untitled table with its heading):
    the table is the lithium division's; so is a table whose corner cell names the part
    ("| Lithium | FY23 | FY22 |"). A title naming anything else scopes nothing, nor lets
    the heading above it scope; a title naming no part leaves the corner or the heading to.
    """
    title = own_title(table)
    part = part_name(title)
    if part is None and table.header and table.header[0].strip():
        part = part_name(table.header[0])  # "| Mining Services | 1H FY25 | FY25 |": its corner
    if (
        part is None
        and table.heading
        and not read_qualifiers(title).get("scope", {"segment"}) - {"segment"}
    ):
        # "Financial performance of the product group" under "Copper": the heading's part
        part = part_name(table.heading)
    return part


_BORROWED_TITLE = re.compile(r"^\s*[-•*▪●]\s+")


def own_title(table: Table) -> str:
    """The table's title, or "" when it is a bullet of the prose above it.

    An untitled table takes the line before it as its title; a bullet there ("- Volumes grew
    on the Onslow haul road") titles nothing, so the heading over both scopes the table and
    its words name no table of divisions.
    """
    return "" if _BORROWED_TITLE.match(table.title) else table.title


def _row_names_part(measure: str, across: bool) -> bool:
    """Whether a cell's measure names the part its figure is of, not its column's.

    Parts across the columns: only a part's own name in the row does ("Aluminium
    produced"); "Consolidated sales revenue" is each column's revenue of its consolidated
    operations, no group's figure. Parts down the rows: :func:`names_own_part`.
    """
    if not across:
        return names_own_part(measure)
    scope = read_qualifiers(measure).get("scope", frozenset()) - {"segment", "group"}
    return bool(scope or find_sites(measure))


def names_own_part(label: str) -> bool:
    """Whether a row names the part (or the group) its figure is of.

    "Copper revenue", "Group total", "Mt Marion shipments" keep their own names.
    """
    scope = read_qualifiers(label).get("scope", frozenset()) - {"segment"}
    return bool(scope or find_sites(label) or _GROUP_ROW.match(label))


def scoped_rows(table: Table) -> Table:
    """A table under a part's heading, each row naming no part renamed "<part> <row>".

    Figures as printed: under "Mining Services", "| Underlying EBITDA ($m) | 484 |" is the
    Mining Services division's EBITDA, never the group's, and the row then says so for the
    extractor and the verifier alike. A table of divisions keeps its rows.
    """
    table = completed_rows(table)  # "attributable to:" over "| Owners of the Company | X |"
    corner = None if is_division_table(table) else _corner_money(table)
    if corner is not None:  # "| Underlying EBITDA ($m) | FY23 |" over "| Mining Services |"
        rows = tuple(
            (f"{row[0]} {corner}", *row[1:]) if row and row[0].strip() else row
            for row in table.rows
        )
        return Table(table.title, table.header, rows, table.notes, table.heading)
    part = heading_part(table)
    divisions = is_division_table(table) and (
        _parts_across(table) or any(part_name(r[0]) for r in table.rows if r)
    )  # "Performance of the product group" over rows of measures lists no divisions
    if part is None or len(table.header) < 2 or divisions:
        return table
    rows = tuple(
        row
        if not row or not row[0].strip() or names_own_part(row[0])
        else (f"{part} {row[0]}", *row[1:])
        for row in table.rows
    )
    # a bullet borrowed as the title titles nothing: the part's heading does; nor does a
    # title naming the part only as "the product group" ("Results of the product group")
    title = own_title(table)
    if read_qualifiers(title).get("scope") == frozenset({"segment"}) and not part_name(title):
        title = part
    return Table(title, table.header, rows, table.notes, table.heading)


def _corner_money(table: Table) -> str | None:
    """The money measure a corner cell names over rows of parts, else None.

    "| Underlying EBITDA ($m) | FY23 | FY22 |" over "| Mining Services | 484 |": each row is
    its part's figure of the corner's measure. Every row must name a part, none a measure.
    """
    if len(table.header) < 2:
        return None
    corner = _measure(table.header[0])
    labels = [r[0].strip("*_ ") for r in table.rows if r and r[0].strip()]
    if not corner or not _money_measure(corner) or not labels:
        return None
    if any(_reads_measure(c) for c in labels) or not any(part_name(c) for c in labels):
        return None
    # the group's row is left to the title's reading: a title naming parts ("Mining Services
    # and Lithium") would lend them to it
    return corner if all(part_name(c) for c in labels) else None


def as_printed(figure: Figure, scoped: Table, printed: Table) -> Figure:
    """A figure read from :func:`scoped_rows`'s table, quoted as its row is printed.

    The row's label and the cell's offsets are those of the printed row ("Underlying EBITDA
    ($m)"), the part it is of stays in the figure's label and qualifier.
    """
    span = figure.span
    for own, row in zip(scoped.rows, printed.rows, strict=True):
        if own is row or own[0] != span.row:
            continue
        was, now = render_row(own), render_row(row)
        at = span.text.find(was)
        if at < 0 or span.start < at + len(was) - len(render_row(own[1:])):
            return figure
        shift = len(was) - len(now)
        text = span.text[:at] + now + span.text[at + len(was) :]
        return replace(
            figure,
            span=replace(
                span, text=text, start=span.start - shift, end=span.end - shift, row=row[0]
            ),
        )
    return figure
