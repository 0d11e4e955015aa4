"""Reading PDF pages into lines and tables (pdfplumber, with pypdf as the fallback).

Each page becomes a :class:`PageContent`: its prose lines in reading order (each marked as
a heading or not, and whether a paragraph starts there) and its tables as
:class:`mines.figures.tables.Table` objects, placed where they are printed.

* Tables are the ones ``page.find_tables()`` finds (ruled tables), looked for only on pages
  that draw lines or rectangles. A table keeps its title (the nearest line above it,
  including units written there such as "US$M"; the line above that too when the nearest
  one only names units), one flattened header cell per column ("Half year ended 31
  December 2023"), its body rows label first, every cell exactly as printed, and the
  footnote lines printed right under it ("¹ Excludes leases.") as its notes.
* The text outside the tables stays prose. A line is a heading when it is printed larger
  than the body text or all in bold, and is short and not a sentence; smaller text never
  is; for body-size text the words decide (see ``mines.ingest``).
* When pdfplumber cannot read a file, pypdf's plain text is used (no tables; headings are
  then guessed from the words alone).

Pure apart from reading the given bytes; no model.
"""

from __future__ import annotations

import io
import logging
import re
import statistics
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from mines.figures.tables import Table

logger = logging.getLogger(__name__)

_UNITS_ONLY = re.compile(
    r"^[\s(]*(?:(?:US|A|AU|C)?\$\s*(?:M|m|bn|b|million|billion|000|'000)?|"
    r"(?:US|A|AU)?\s*cents(?:\s+per\s+share)?|%|Mt|kt|koz|oz|units?|"
    r"(?:in\s+)?(?:US\$|A\$)?\s*millions?|unless\s+(?:otherwise\s+)?stated)"
    r"(?:[\s,;/)]+(?:(?:US|A|AU|C)?\$\s*(?:M|m|bn|million|billion)?|unless\s+(?:otherwise\s+)?"
    r"stated|cents|%))*[\s)]*$",
    re.IGNORECASE,
)
_HEADER_VALUE = re.compile(r"[\d,.]*\d[\d,.]*|\(\s*[\d,.]+\s*\)|[-–—]")
_YEARISH = re.compile(r"^(?:FY\s*)?'?(?:19|20)?\d\d(?:\s*restated)?$", re.IGNORECASE)
_SENTENCE = re.compile(r"[.;!?]\s*$")
NOTE_LINE = re.compile(r"^\s*(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\(\d{1,2}\)|\*+|Notes?:)\s*\S")
"""A footnote line printed under a table: a marker ("¹", "(1)", "*") or "Note:" first."""


@dataclass(frozen=True)
class Line:
    """One printed line of prose.

    Attributes:
        text: The line's text.
        heading: True when printed as a heading, False when not, None when unknown
            (plain text: the reader guesses from the words).
        paragraph: True when a new paragraph starts at this line.
    """

    text: str
    heading: bool | None = None
    paragraph: bool = False


@dataclass
class PageContent:
    """One page: its number (None when the source has no pages) and items in order."""

    number: int | None
    items: list[Line | Table] = field(default_factory=list)

    @property
    def lines(self) -> list[Line]:
        """The prose lines of the page."""
        return [item for item in self.items if isinstance(item, Line)]


PageProgress = Callable[[int, int], None]
"""Told (pages read, pages in all) as a PDF is read."""


class PdfReadError(Exception):
    """The PDF cannot be read by either library."""


def _cell(text: object) -> str:
    return " ".join(str(text).split()) if text is not None else ""


def _looks_like_value(cell: str) -> bool:
    return (
        bool(cell)
        and bool(_HEADER_VALUE.fullmatch(cell.replace(" ", "")))
        and not (_YEARISH.match(cell))
    )


def table_from_rows(title: str, raw_rows: Sequence[Sequence[object]]) -> Table | None:
    """A :class:`Table` from extracted rows (None cells are merged cells), or None.

    The first row is the header; following rows with an empty first cell and no value
    cells ("US$M", "31 December 2023") are more header lines, flattened into one cell per
    column. A merged header cell spans the columns to its right.

    Args:
        title: The table's title.
        raw_rows: The rows as extracted (cells may be None or hold line breaks).

    Returns:
        The table, or None when it is not a table of at least two columns and one body row.
    """
    width = max((len(r) for r in raw_rows), default=0)
    rows: list[list[str | None]] = []
    for raw in raw_rows:
        cells: list[str | None] = [None if c is None else _cell(c) for c in raw]
        cells += [""] * (width - len(cells))
        if any(c for c in cells):
            rows.append(cells)
    if width < 2 or len(rows) < 2:
        return None
    header_rows = 1
    while header_rows < len(rows) - 1:
        row = rows[header_rows]
        if row[0] or any(_looks_like_value(c or "") for c in row[1:]):
            break
        header_rows += 1
    columns: list[list[str]] = [[] for _ in range(width)]
    for row in rows[:header_rows]:
        last = ""
        for j, cell in enumerate(row):
            text = last if (cell is None and j > 0) else (cell or "")
            last = text
            if text and (not columns[j] or columns[j][-1] != text):
                columns[j].append(text)
    header = tuple(" ".join(parts) for parts in columns)
    body = tuple(tuple(c or "" for c in row) for row in rows[header_rows:])
    if not body:
        return None
    return Table(title=title, header=header, rows=body)


def _inside(obj: dict[str, Any], boxes: Sequence[tuple[float, float, float, float]]) -> bool:
    x = (obj["x0"] + obj["x1"]) / 2
    y = (obj["top"] + obj["bottom"]) / 2
    return any(
        x0 - 1 <= x <= x1 + 1 and top - 1 <= y <= bottom + 1 for x0, top, x1, bottom in boxes
    )


def _outside(boxes: Sequence[tuple[float, float, float, float]]) -> Any:
    """A filter keeping every object but the characters inside ``boxes``."""

    def keep(obj: dict[str, Any]) -> bool:
        return obj.get("object_type") != "char" or not _inside(obj, boxes)

    return keep


_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def _is_raised(char: dict[str, Any], size: float, bottom: float) -> bool:
    """A digit printed smaller and above the baseline: a footnote marker."""
    return (
        str(char.get("text", "")).isdigit()
        and float(char.get("size", size)) < 0.8 * size
        and float(char["bottom"]) < bottom - 0.12 * size
    )


def _with_markers(text: str, chars: Sequence[dict[str, Any]]) -> str:
    """``text`` of a line with raised small digits written as superscripts ("debt¹").

    The line's characters are matched to its text in order (spaces the extraction inserted
    have no character); when they cannot be matched the text is returned unchanged.
    """
    sized = [c for c in chars if str(c.get("text", "")).strip()]
    if not sized:
        return text
    size = max(float(c.get("size", 0)) for c in sized)
    bottom = statistics.median(float(c["bottom"]) for c in sized)
    if not any(_is_raised(c, size, bottom) for c in sized):
        return text
    out: list[str] = []
    j = 0
    for ch in text:
        while j < len(chars) and not str(chars[j].get("text", "")).strip() and ch.strip():
            j += 1  # a space character of the PDF that the text does not show
        if j < len(chars) and chars[j].get("text") == ch:
            out.append(ch.translate(_SUPERSCRIPT) if _is_raised(chars[j], size, bottom) else ch)
            j += 1
        elif ch.isspace():
            out.append(ch)
        else:
            return text
    return "".join(out)


def _cell_text(chars: list[dict[str, Any]]) -> str:
    """A cell's text from its characters: lines top to bottom, superscripts kept."""
    lines: list[list[dict[str, Any]]] = []
    for c in sorted(chars, key=lambda c: (float(c["bottom"]), float(c["x0"]))):
        mid = (float(c["top"]) + float(c["bottom"])) / 2
        for line in lines:
            if (
                min(float(x["top"]) for x in line) - 1
                <= mid
                <= max(float(x["bottom"]) for x in line) + 1
            ):
                line.append(c)
                break
        else:
            lines.append([c])
    texts: list[str] = []
    for line in lines:
        line.sort(key=lambda c: float(c["x0"]))
        parts: list[str] = []
        previous: dict[str, Any] | None = None
        for c in line:
            gap = float(c["x0"]) - float(previous["x1"]) if previous is not None else 0.0
            if previous is not None and gap > 0.2 * float(c.get("size", 10)):
                parts.append(" ")
            parts.append(str(c.get("text", "")))
            previous = c
        texts.append(_with_markers("".join(parts), line))
    return " ".join(" ".join(texts).split())


def _table_rows(table: Any, page: Any) -> list[list[str | None]]:
    """The rows of a found table; cells read from characters when it has small print."""
    x0, top, x1, bottom = table.bbox
    chars = [
        c
        for c in page.chars
        if x0 - 1 <= (c["x0"] + c["x1"]) / 2 <= x1 + 1
        and top - 1 <= (c["top"] + c["bottom"]) / 2 <= bottom + 1
    ]
    sizes = [float(c.get("size", 0)) for c in chars]
    if not sizes or min(sizes) >= 0.8 * max(sizes):
        rows: list[list[str | None]] = table.extract()
        return rows
    out: list[list[str | None]] = []
    for row in table.rows:
        cells: list[str | None] = []
        for box in row.cells:
            if box is None:
                cells.append(None)
                continue
            inside = [c for c in chars if _inside(c, [box])]
            cells.append(_cell_text(inside))
        out.append(cells)
    return out


def _line_size(line: dict[str, Any]) -> float:
    sizes = [float(c.get("size", 0)) for c in line.get("chars", []) if str(c.get("text")).strip()]
    return statistics.median(sizes) if sizes else 0.0


def _line_bold(line: dict[str, Any]) -> bool:
    chars = [c for c in line.get("chars", []) if str(c.get("text")).strip()]
    return bool(chars) and all("bold" in str(c.get("fontname", "")).lower() for c in chars)


def _title_for(
    table_top: float, table_x0: float, table_x1: float, lines: list[dict[str, Any]], used: set[int]
) -> str:
    """The nearest line(s) above a table (consumed: their indices go into ``used``)."""
    above = [
        i
        for i, ln in enumerate(lines)
        if i not in used
        and ln["bottom"] <= table_top + 1
        and ln["x0"] < table_x1
        and ln["x1"] > table_x0
    ]
    if not above:
        return ""
    nearest = max(above, key=lambda i: lines[i]["bottom"])
    height = max(4.0, lines[nearest]["bottom"] - lines[nearest]["top"])
    if table_top - lines[nearest]["bottom"] > 3 * height or _SENTENCE.search(
        lines[nearest]["text"]
    ):
        return ""  # too far, or a sentence of the prose above
    picked = [nearest]
    text = lines[nearest]["text"].strip()
    if _UNITS_ONLY.match(text) or len(text.split()) <= 1:
        previous = [i for i in above if lines[i]["bottom"] <= lines[nearest]["top"] + 1]
        if previous:
            prev = max(previous, key=lambda i: lines[i]["bottom"])
            if lines[nearest]["top"] - lines[prev]["bottom"] <= 2 * height:
                picked.insert(0, prev)
    used.update(picked)
    return " ".join(lines[i]["text"].strip() for i in picked)


def _notes_below(bottom: float, lines: list[dict[str, Any]], used: set[int]) -> tuple[str, ...]:
    """Footnote lines printed right under a table ("¹ Excludes leases."); consumed."""
    notes: list[str] = []
    edge = bottom
    for i in sorted(
        (i for i, ln in enumerate(lines) if i not in used and ln["top"] >= bottom - 1),
        key=lambda i: lines[i]["top"],
    ):
        line = lines[i]
        height = max(4.0, line["bottom"] - line["top"])
        if line["top"] - edge > 2 * height or not NOTE_LINE.match(line["text"]):
            break
        notes.append(line["text"].strip())
        used.add(i)
        edge = line["bottom"]
    return tuple(notes)


@dataclass
class _RawLine:
    text: str
    top: float
    bottom: float
    size: float
    bold: bool


def _read_with_pdfplumber(
    data: bytes, on_page: PageProgress | None = None
) -> list[list[_RawLine | tuple[float, Table]]]:
    import pdfplumber

    pages: list[list[_RawLine | tuple[float, Table]]] = []
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for number, page in enumerate(pdf.pages, start=1):
            found = page.find_tables() if (page.lines or page.rects) else []
            boxes = [t.bbox for t in found]
            source = page.filter(_outside(boxes)) if boxes else page
            lines = source.extract_text_lines(strip=True, return_chars=True)
            lines = [
                {**ln, "text": _with_markers(ln["text"], ln.get("chars", [])).strip()}
                for ln in lines
                if ln["text"].strip()
            ]
            used: set[int] = set()
            items: list[_RawLine | tuple[float, Table]] = []
            for t in sorted(found, key=lambda t: t.bbox[1]):
                x0, top, x1, bottom = t.bbox
                title = _title_for(top, x0, x1, lines, used)
                table = table_from_rows(title, _table_rows(t, page))
                if table is not None:
                    notes = _notes_below(bottom, lines, used)
                    items.append((top, replace(table, notes=notes) if notes else table))
            for i, ln in enumerate(lines):
                if i not in used:
                    items.append(
                        _RawLine(
                            ln["text"],
                            ln["top"],
                            ln["bottom"],
                            _line_size(ln),
                            _line_bold(ln),
                        )
                    )
            items.sort(key=lambda it: it.top if isinstance(it, _RawLine) else it[0])
            pages.append(items)
            page.flush_cache()
            if on_page is not None:
                on_page(number, len(pdf.pages))
    return pages


def _is_heading_text(text: str) -> bool:
    words = text.split()
    if not words or len(words) > 12 or len(text) > 90 or _SENTENCE.search(text):
        return False
    if not any(ch.isalpha() for ch in text) or re.search(r"[a-z][A-Z]", text):
        return False
    return not sum(ch.isdigit() for ch in text) > len(text) / 4


def _pages_from_raw(raw_pages: list[list[_RawLine | tuple[float, Table]]]) -> list[PageContent]:
    sizes: Counter[float] = Counter()
    for items in raw_pages:
        for it in items:
            if isinstance(it, _RawLine) and it.size:
                sizes[round(it.size * 2) / 2] += len(it.text)
    body = sizes.most_common(1)[0][0] if sizes else 0.0
    pages: list[PageContent] = []
    for number, items in enumerate(raw_pages, start=1):
        content = PageContent(number)
        previous: _RawLine | None = None
        after_table = False
        for it in items:
            if isinstance(it, tuple):
                content.items.append(it[1])
                after_table, previous = True, None
                continue
            larger = body > 0 and it.size >= body * 1.12
            styled = larger or (it.bold and it.size >= body * 0.95)
            heading: bool | None = None  # body-size text: guessed from the words
            if styled and _is_heading_text(it.text):
                heading = True
            elif styled or (body > 0 and it.size < body * 0.9):
                heading = False
            gap = it.top - previous.bottom if previous is not None else 0.0
            paragraph = after_table or previous is None or gap > 0.8 * max(it.size, 1.0)
            content.items.append(Line(it.text, heading=heading, paragraph=paragraph))
            previous, after_table = it, False
        pages.append(content)
    return pages


def _read_with_pypdf(data: bytes) -> list[PageContent]:
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    if reader.is_encrypted and not reader.decrypt(""):
        raise PdfReadError("encrypted")
    return [
        PageContent(n, [Line(t) for t in (page.extract_text() or "").split("\n")])
        for n, page in enumerate(reader.pages, start=1)
    ]


def pdf_title(data: bytes) -> str:
    """The title in a PDF's metadata, or ``""``."""
    try:
        from pypdf import PdfReader

        meta = PdfReader(io.BytesIO(data)).metadata
        return str(meta.title or "").strip() if meta is not None else ""
    except Exception:  # noqa: BLE001 - a title is optional
        return ""


def is_encrypted(data: bytes) -> bool:
    """Whether a PDF needs a password (an empty user password counts as none)."""
    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(data))
        return bool(reader.is_encrypted) and not reader.decrypt("")
    except Exception:  # noqa: BLE001 - unreadable files are reported by the readers
        return False


def read_pdf(data: bytes, name: str = "", on_page: PageProgress | None = None) -> list[PageContent]:
    """Read a PDF's pages into lines and tables.

    Args:
        data: The PDF file's bytes.
        name: The file name, for log messages.
        on_page: Called with (pages read, pages in all) after each page pdfplumber reads.

    Returns:
        One :class:`PageContent` per page, numbered from 1.

    Raises:
        PdfReadError: Neither pdfplumber nor pypdf can read the file (the message says why).
    """
    try:
        return _pages_from_raw(_read_with_pdfplumber(data, on_page))
    except Exception as exc:  # noqa: BLE001 - any failure falls back to pypdf
        logger.warning("pdfplumber could not read %s (%s); reading its text with pypdf", name, exc)
    try:
        return _read_with_pypdf(data)
    except PdfReadError:
        raise
    except Exception as exc:
        raise PdfReadError(str(exc)) from exc
