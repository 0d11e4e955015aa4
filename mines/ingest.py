r"""Ingestion of annual reports (Markdown, text, PDF) into the vector store.

Reading (pages of lines and tables; see :mod:`mines.pdf_reading` and
:mod:`mines.text_reading`):

* Markdown (``.md``): optional front matter between ``---`` lines (simple ``key: value``
  lines; ``company``, ``fiscal_year`` and ``period`` are used), page markers
  ``<!-- page N -->`` on their own line, ``#``/``##`` headings that start a section, pipe
  tables.
* Text (``.txt``): a form feed (``\f``) starts a new page; a short title-case line, or one
  starting with Highlights, Financial review, Operations, Dividends or Outlook, that starts
  a paragraph is a heading; pipe tables, tables in aligned columns and tables printed one
  cell per line are tables.
* PDF (``.pdf``, pdfplumber; pypdf's plain text when pdfplumber fails): one PDF page is one
  page; ruled tables are tables; larger or bold short lines are headings.

Every table reaches the chunk text in the canonical rendering of
:func:`mines.figures.tables.render_table`. Running headers and footers (the same line on most
pages) and page numbers are dropped after the first page and never head a section; the title
is never a URL or a date line. Footnote markers stay as printed ("Net debt¹").

Chunking keeps every chunk inside one page and one section, splits at sentence boundaries
(list items stay whole) and aims at 60-180 words. A table is one piece; a longer one is split
by rows and every piece repeats the ``Table:`` title line and the header row. Only a section
shorter than 60 words is merged with a neighbour, and only on the same page.

Company comes from the override argument, else the front matter, else the title, else the
most frequent company of the first page and then the text. The reporting period (``FY``,
``H1`` or ``H2`` of a fiscal year; RIO's fiscal year is the calendar year) comes from the
override arguments, else the front matter, else the document's own statements
(:func:`mines.figures.periods.document_period`: "year ended 30 June 2024", "half year ended
31 December 2023", "2023 full year"; the cover and first pages weigh most; a release date or
a URL never decides; a results item that names no period is the latest half or year ended
before its date). A document that states no period is
still ingested, undated (chunks with an empty fiscal year); each of its figures keeps the
period it states. Ticker patterns live in :mod:`mines.question.companies`, fiscal-year patterns in
:mod:`mines.question.years`.

Every chunk records ``period`` and ``origin`` (``"bundled"`` for the bundled corpus in
``mines/corpus/reports``, ``"user"`` otherwise). ``MINES_BUNDLED_CORPUS=0`` turns
:func:`ensure_bundled_corpus` off, so the product uses only what the user ingested.

Writing is idempotent and atomic per document: unchanged content is skipped (by the hash of
the normalised text); changed content of a source is written first and the old chunks of that
source are deleted afterwards; a failed write deletes what it added.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import math
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Literal, TextIO

from mines import figure_index
from mines.documents import Origin, StoredChunk, bundled_corpus_enabled
from mines.figures.model import Period
from mines.figures.periods import document_period
from mines.figures.tables import TABLE_PREFIX, Table, parse_tables, render_row, render_table
from mines.inputs import remove_injections
from mines.pdf_reading import (
    Line,
    PageContent,
    PageProgress,
    PdfReadError,
    is_encrypted,
    pdf_title,
    read_pdf,
)
from mines.question.companies import SUPPORTED_TICKERS, find_companies, find_unsupported_companies
from mines.question.years import normalise_fiscal_year
from mines.store import DocumentInfo, Store, StoreError, default_data_dir, get_store
from mines.text_reading import (
    furniture_lines,
    is_date_line,
    is_furniture,
    is_page_number,
    is_url_line,
    looks_like_heading,
    normalise_text,
    pick_title,
    text_items,
)

if TYPE_CHECKING:
    from chromadb.api.types import Embedding as Vector

logger = logging.getLogger(__name__)

SUPPORTED_SUFFIXES = (".md", ".txt", ".pdf")
MIN_WORDS = 60
MAX_WORDS = 180
WRITE_BATCH = 64
"""Chunks per store write (about two embedding batches)."""
EMBED_GROUP = 256
"""Chunks embedded together across documents before they are written."""
BUNDLED_CORPUS_DIR = Path(__file__).parent / "corpus" / "reports"

Status = Literal["added", "unchanged", "replaced", "error"]

_COMPANY_HINT = "pass --company " + "|".join(SUPPORTED_TICKERS)
_PAGE_MARKER = re.compile(r"<!--\s*page\s+(\d+)\s*-->", re.IGNORECASE)
_HTML_COMMENT = re.compile(r"<!--.*?-->")
_CONTINUED = re.compile(r"\s*\((?:continued|cont'?d?\.?)\)\s*$", re.IGNORECASE)
_LINE_ITEM = re.compile(r"^(?:[|*\-•]\s?|\d{1,2}[.)]\s)")
_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9])")
_ABBREVIATIONS = frozenset(
    "mr mrs ms dr prof no nos st co corp inc ltd pty vs etc e.g i.e approx fig ref".split()
)


class IngestError(Exception):
    """One file cannot be ingested; the message names the file and what to do."""


@dataclass(frozen=True)
class Block:
    """A run of text on one page under one section heading."""

    page: int | None
    section: str
    text: str


@dataclass(frozen=True)
class ParsedDocument:
    """A source file read into page- and section-aware blocks."""

    source: str
    doc_hash: str
    blocks: list[Block]
    front_matter: dict[str, str]
    title: str
    period_text: str = ""
    """Title and all page text (furniture included, pages apart by form feeds): what the
    reporting period is read from."""

    @property
    def text(self) -> str:
        """All text of the document, blocks separated by blank lines."""
        return "\n\n".join(b.text for b in self.blocks)

    @property
    def first_page(self) -> str:
        """Text of the first page (the first 2,000 characters when there are no pages)."""
        if not self.blocks or self.blocks[0].page is None:
            return self.text[:2000]
        first = self.blocks[0].page
        return "\n\n".join(b.text for b in self.blocks if b.page == first)


@dataclass
class FileResult:
    """The outcome for one file."""

    path: str
    status: Status
    chunks: int = 0
    company: str | None = None
    fiscal_year: str | None = None
    error: str | None = None
    period: str | None = None
    pages: int = 0
    figures: int = 0
    doc_hash: str = ""


@dataclass(frozen=True)
class Progress:
    """How far the ingestion of one file is.

    ``stage`` is reading (``done`` pages of ``total``), embedding (chunks) or written.
    """

    path: str
    stage: Literal["reading", "embedding", "written"]
    done: int
    total: int


ProgressCallback = Callable[[Progress], None]


@dataclass
class IngestReport:
    """The outcome of one ingestion run, file by file."""

    files: list[FileResult] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when no file failed."""
        return all(f.status != "error" for f in self.files)

    @property
    def chunks_added(self) -> int:
        """Chunks written in this run (an unchanged file's are already stored)."""
        return sum(f.chunks for f in self.files if f.status in ("added", "replaced"))

    def to_dict(self) -> dict[str, object]:
        """JSON-friendly form."""
        return {
            "ok": self.ok,
            "chunks_added": self.chunks_added,
            "files": [asdict(f) for f in self.files],
        }


# --- reading -----------------------------------------------------------------------------


CHUNKING_VERSION = "5"
"""Part of every document hash: bumping it makes unchanged files re-chunk on next ingest.
4: instruction sentences are no longer stored (:func:`build_chunks`).
5: more plain-text tables are read as tables (one period column, "First half 2023" headers,
a units column, cells with footnote marks)."""


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _read_text_file(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise IngestError(f"cannot read {path.name}: {exc.strerror or exc}") from exc
    if b"\x00" in data:
        raise IngestError(f"{path.name} looks like a binary file, not text")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise IngestError(f"{path.name} is not UTF-8 text; save it as UTF-8 and retry") from exc


def _split_front_matter(text: str) -> tuple[dict[str, str], str]:
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return {}, text
    for end in range(1, len(lines)):
        if lines[end].strip() == "---":
            meta: dict[str, str] = {}
            for line in lines[1:end]:
                key, sep, value = line.partition(":")
                if sep and key.strip():
                    meta[key.strip().lower()] = value.strip().strip("'\"")
            return meta, "\n".join(lines[end + 1 :])
    return {}, text


def _markdown_pages(body: str) -> list[PageContent]:
    pages: list[tuple[int | None, list[str]]] = [(None, [])]
    for line in body.split("\n"):
        marker = _PAGE_MARKER.fullmatch(line.strip())
        if marker:
            pages.append((int(marker.group(1)), []))
            continue
        pages[-1][1].append(_HTML_COMMENT.sub("", line))
    return [
        text_items(n, lines, markdown=True) for n, lines in pages if any(ln.strip() for ln in lines)
    ]


def _page_text(page: PageContent) -> str:
    """The page as text: paragraphs apart, tables in their canonical rendering."""
    out: list[str] = []
    for item in page.items:
        if isinstance(item, Table):
            out.append("\n\n" + render_table(item) + "\n\n")
        else:
            out.append(("\n\n" if item.paragraph or item.heading else "\n") + item.text)
    return re.sub(r"\n{3,}", "\n\n", "".join(out)).strip()


def _section_name(text: str) -> str:
    return _CONTINUED.sub("", text.strip().rstrip(":").strip())


def _is_cell_line(text: str) -> bool:
    """A short line holding a figure: a cell of a table printed one cell per line."""
    return len(text.split()) <= 3 and any(ch.isdigit() for ch in text) or text.strip() in "-–—"


def _flush(blocks: list[Block], page: int | None, section: str, parts: list[str]) -> None:
    text = re.sub(r"\n{3,}", "\n\n", "".join(parts)).strip()
    if text:
        blocks.append(Block(page, section, text))
    parts.clear()


def _blocks_from_contents(pages: Sequence[PageContent]) -> list[Block]:
    """Blocks (page and section) from pages of lines and tables; page furniture dropped.

    Running headers and footers (lines on most pages) are dropped after the first page and
    never start a section; page-number lines are dropped (a bare number only at the top or
    bottom of a page: elsewhere it may be a figure). A line whose heading flag is
    unknown (plain text) is a heading when it looks like one and starts a paragraph that is
    not a row of a table printed one cell per line (a label followed by figures).
    """
    furniture = furniture_lines([[ln.text for ln in p.lines] for p in pages])
    blocks: list[Block] = []
    section = ""
    for index, page in enumerate(pages):
        lines = page.lines
        edges = {id(ln) for ln in lines[:2] + lines[-2:]}
        kept = [
            item
            for item in page.items
            if isinstance(item, Table)
            or not (
                (is_page_number(item.text) and _page_number_here(item.text, id(item) in edges))
                or (index and is_furniture(item.text, furniture, id(item) in edges))
            )
        ]
        parts: list[str] = []

        for i, item in enumerate(kept):
            if isinstance(item, Table):
                if not item.title.strip():  # "Table: " needs a title to be read back
                    item = replace(item, title=section or "Table")
                parts.append("\n\n" + render_table(item) + "\n\n")
                continue
            heading = item.heading
            if heading is None:
                following = kept[i + 1] if i + 1 < len(kept) else None
                alone = item.paragraph and (
                    following is None
                    or isinstance(following, Table)
                    or following.paragraph
                    or not _is_cell_line(following.text)
                )
                heading = alone and looks_like_heading(item.text)
            if heading and is_furniture(item.text, furniture, id(item) in edges):
                heading = False
            if heading:
                _flush(blocks, page.number, section, parts)
                section = _section_name(item.text)
                parts.append(item.text + "\n\n")
            else:
                parts.append(("\n\n" if item.paragraph else "\n") + item.text)
        _flush(blocks, page.number, section, parts)
    return blocks


def _page_number_here(text: str, edge: bool) -> bool:
    """Whether a page-number-like line is one here: "Page 3" anywhere, "927" only at an edge.

    Mid-page, a bare number may be a figure of a table printed one cell per line.
    """
    return edge or not text.strip().isdigit()


def _read_pdf_bytes(path: Path) -> bytes:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise IngestError(f"cannot read {path.name}: {exc.strerror or exc}") from exc
    if b"%PDF-" not in data[:1024]:
        raise IngestError(f"{path.name} is not a PDF file (no PDF header)")
    if b"%%EOF" not in data[-2048:]:
        raise IngestError(f"{path.name} is truncated or damaged (no end-of-file marker)")
    return data


def _read_pdf(path: Path, on_page: PageProgress | None = None) -> list[PageContent]:
    data = _read_pdf_bytes(path)
    if is_encrypted(data):
        raise IngestError(
            f"{path.name} is encrypted (password-protected); "
            "save an unprotected copy and ingest that"
        )
    try:
        pages = read_pdf(data, path.name, on_page)
    except PdfReadError as exc:
        raise IngestError(f"{path.name} is not a readable PDF ({exc})") from exc
    return [
        PageContent(
            p.number,
            [
                it
                if isinstance(it, Table)
                else Line(normalise_text(it.text), it.heading, it.paragraph)
                for it in p.items
            ],
        )
        for p in pages
    ]


def read_document(path: Path, on_page: PageProgress | None = None) -> ParsedDocument:
    """Read a Markdown, text or PDF file into blocks.

    Args:
        path: The file.
        on_page: Told (pages read, pages in all) as a PDF is read.

    Returns:
        The parsed document.

    Raises:
        IngestError: The file cannot be read, is of an unsupported type or has no text.
    """
    suffix = path.suffix.lower()
    meta: dict[str, str] = {}
    title = ""
    if suffix == ".md":
        text = normalise_text(_read_text_file(path))
        meta, body = _split_front_matter(text)
        pages = _markdown_pages(body)
        title = next(
            (ln.text for p in pages for ln in p.lines if ln.heading is not None), ""
        ) or pick_title(body.split("\n", 40)[:40])
    elif suffix == ".txt":
        text = normalise_text(_read_text_file(path))
        raw_pages = text.split("\f")
        numbered = len(raw_pages) > 1
        pages = [
            text_items(i if numbered else None, p.split("\n"))
            for i, p in enumerate(raw_pages, start=1)
        ]
    elif suffix == ".pdf":
        pages = _read_pdf(path, on_page)
        text = "\f".join(_page_text(p) for p in pages)
        title = pdf_title(_read_pdf_bytes(path))
        if is_url_line(title) or is_date_line(title):
            title = ""
    else:
        raise IngestError(
            f"{path.name}: unsupported file type {suffix or '(none)'}; "
            f"expected one of {', '.join(SUPPORTED_SUFFIXES)}"
        )
    blocks = _blocks_from_contents(pages)
    if not any(b.text.strip() for b in blocks):
        hint = " (a scanned PDF needs OCR first)" if suffix == ".pdf" else ""
        raise IngestError(f"{path.name} has no text to ingest{hint}")
    if not title:
        first = [ln.text for p in pages[:2] for ln in p.lines][:40]
        furniture = furniture_lines([[ln.text for ln in p.lines] for p in pages])
        title = pick_title(first, furniture)
    period_text = "\f".join(_page_text(p) for p in pages)
    return ParsedDocument(
        path.name,
        _hash(f"{CHUNKING_VERSION}\n{text}"),
        blocks,
        meta,
        title,
        period_text=f"{title}\n{period_text}",
    )


# --- company and fiscal year --------------------------------------------------------------


def _as_ticker(value: str) -> str | None:
    if value.strip().upper() in SUPPORTED_TICKERS:
        return value.strip().upper()
    found = find_companies(value)
    return found[0] if found else None


def _most_frequent(items: Sequence[str]) -> str | None:
    return Counter(items).most_common(1)[0][0] if items else None


def detect_company(doc: ParsedDocument, override: str | None = None) -> str:
    """The ticker of the company a document reports on.

    Args:
        doc: The document.
        override: A ticker or name given by the user; wins over detection.

    Returns:
        One of ``SUPPORTED_TICKERS``.

    Raises:
        IngestError: It names another company, or none can be found.
    """
    for given, origin in ((override, "--company"), (doc.front_matter.get("company"), None)):
        if given:
            ticker = _as_ticker(given)
            if ticker is None:
                where = origin or f"the front matter of {doc.source}"
                raise IngestError(
                    f"{where} names company {given!r}, which is not one of "
                    f"{', '.join(SUPPORTED_TICKERS)}"
                )
            return ticker
    in_title = find_companies(doc.title)
    if in_title:
        return in_title[0]
    other = find_unsupported_companies(doc.title)
    if other:
        raise IngestError(
            f"{doc.source} is about {other[0]}, which is not one of the five companies "
            f"covered ({', '.join(SUPPORTED_TICKERS)})"
        )
    for text in (doc.first_page, doc.text):
        mentions = [t for line in text.split("\n") for t in find_companies(line)]
        best = _most_frequent(mentions)
        if best:
            return best
    raise IngestError(f"could not detect the company of {doc.source}; {_COMPANY_HINT}")


def _parse_period(given: str) -> Period | None:
    """``FY2024``, ``H1 FY2024``, ``1H FY24``, ``FY24`` or ``2024`` as a period."""
    text = " ".join(given.upper().replace("HY", "H1").split())
    half = re.match(r"^(?:([12])H|H([12]))\s*(.+)$", text)
    kind = "FY"
    if half:
        kind = f"H{half.group(1) or half.group(2)}"
        text = half.group(3)
    fiscal_year = normalise_fiscal_year(text)
    if fiscal_year is None:
        return None
    return Period(int(fiscal_year[2:]), kind)  # type: ignore[arg-type]


def _own_period(doc: ParsedDocument, company: str) -> Period | None:
    return document_period(doc.period_text or f"{doc.title}\n{doc.text}", company)


def detect_period(
    doc: ParsedDocument,
    company: str,
    override: str | None = None,
    period_override: str | None = None,
) -> Period | None:
    """The reporting period of a document: ``FY``, ``H1`` or ``H2`` of a fiscal year.

    Priority: ``period_override`` (``"H1 FY2024"``), then ``override`` (a fiscal year: the
    document's own half of that year if it states one, else the full year), then the front
    matter (``period``, else ``fiscal_year``), then the document's own statements ("year
    ended 30 June 2024", "half year ended 31 December 2023", "2023 full year"; the title
    and first page weigh most; comparisons, targets, a release date or a URL never decide,
    see :func:`mines.figures.periods.document_period`).

    Args:
        doc: The document.
        company: Its ticker (RIO's fiscal year is the calendar year).
        override: A fiscal year given by the user.
        period_override: A period given by the user.

    Returns:
        The period, or None when the document states none: it is then ingested undated
        (its chunks have no fiscal year) and each figure keeps the period it states.

    Raises:
        IngestError: An override or front-matter value is not a period.
    """
    sources = (
        (period_override, "--period"),
        (override, "--fiscal-year"),
        (doc.front_matter.get("period"), None),
        (doc.front_matter.get("fiscal_year"), None),
    )
    for given, origin in sources:
        if given:
            period = _parse_period(given)
            if period is None:
                where = origin or f"the front matter of {doc.source}"
                raise IngestError(f"{where} gives period {given!r}, which is not a year or half")
            if period.kind == "FY" and origin == "--fiscal-year":
                own = _own_period(doc, company)
                if own is not None and own.year == period.year:
                    return own  # a half-year report of the given year stays a half
            return period
    return _own_period(doc, company)


# --- chunking ------------------------------------------------------------------------------


def _word_count(text: str) -> int:
    return len(text.split())


def split_sentences(text: str) -> list[str]:
    """Split a paragraph at sentence ends (not after common abbreviations or inside figures).

    Args:
        text: One paragraph.

    Returns:
        The sentences, stripped.
    """
    sentences: list[str] = []
    start = 0
    for m in _SENTENCE_END.finditer(text):
        before = text[start : m.start() + 1].split()
        if before and before[-1].lower().rstrip(".") in _ABBREVIATIONS:
            continue
        sentences.append(text[start : m.end()].strip())
        start = m.end()
    if text[start:].strip():
        sentences.append(text[start:].strip())
    return sentences


def _table_units(paragraph: str) -> list[tuple[str, str]] | None:
    """A rendered table as units of at most MAX_WORDS words, each a complete table.

    Every piece repeats the ``Table:`` title line and the header row; rows are spread as
    evenly as possible over the pieces. None when the paragraph is not exactly a table.
    """
    tables = parse_tables(paragraph)
    if len(tables) != 1 or not paragraph.lstrip().startswith(TABLE_PREFIX):
        return None
    table = tables[0]
    if render_table(table).count("\n") != paragraph.strip().count("\n"):
        return None  # something else is in the paragraph; keep it as text
    whole = render_table(table)
    if _word_count(whole) <= MAX_WORDS or len(table.rows) <= 1:
        return [("\n\n", whole)]
    fixed = _word_count(render_table(table, rows=()))
    room = max(1, MAX_WORDS - fixed)
    sizes = [_word_count(render_row(r)) for r in table.rows]
    pieces = max(1, math.ceil(sum(sizes) / room))
    target = sum(sizes) / pieces
    units: list[tuple[str, str]] = []
    batch: list[tuple[str, ...]] = []
    words = 0
    for row, size in zip(table.rows, sizes, strict=True):
        if batch and (words + size > room or words >= target):
            units.append(("\n\n", render_table(table, rows=tuple(batch))))
            batch, words = [], 0
        batch.append(row)
        words += size
    if batch:
        units.append(("\n\n", render_table(table, rows=tuple(batch))))
    return units


def _units(text: str) -> list[tuple[str, str]]:
    """Indivisible pieces of a block, each with the separator that goes before it.

    A table (its canonical rendering) is one unit, or several when it is too long, each
    with the title and header; the unit after a table always starts a new paragraph.
    """
    units: list[tuple[str, str]] = []
    for paragraph in re.split(r"\n\s*\n", text):
        lines = [ln.strip() for ln in paragraph.split("\n") if ln.strip()]
        if not lines:
            continue
        table_units = _table_units(paragraph) if lines[0].startswith(TABLE_PREFIX) else None
        if table_units is not None:
            units.extend(table_units)
            continue
        if any(_LINE_ITEM.match(ln) for ln in lines):
            pieces, joiner = lines, "\n"  # lists and tables stay line by line
        else:
            pieces, joiner = split_sentences(" ".join(lines)), " "
        for i, piece in enumerate(pieces):
            words = piece.split()
            for start in range(0, len(words), MAX_WORDS):  # an over-long sentence is cut
                sep = joiner if (i or start) else "\n\n"
                units.append((sep, " ".join(words[start : start + MAX_WORDS])))
    return units


def _pack(units: list[tuple[str, str]]) -> list[str]:
    """Group units into chunks of at most MAX_WORDS words, as even in size as possible."""
    total = sum(_word_count(u) for _, u in units)
    target = total / max(1, math.ceil(total / MAX_WORDS))
    chunks: list[str] = []
    current = ""
    words = 0
    for sep, unit in units:
        size = _word_count(unit)
        if current and (words + size > MAX_WORDS or words >= target):
            chunks.append(current)
            current, words = "", 0
        current = f"{current}{sep}{unit}" if current else unit
        words += size
    if current:
        chunks.append(current)
    return chunks


def _join_sections(first: str, second: str) -> str:
    if not first or first == second:
        return second
    return f"{first} / {second}" if second else first


def chunk_blocks(blocks: Sequence[Block]) -> list[Block]:
    """Cut blocks into chunks within page and section; merge tiny ones on the same page.

    Args:
        blocks: The document's blocks, in order.

    Returns:
        One block per chunk.
    """
    pieces = [Block(b.page, b.section, text) for b in blocks for text in _pack(_units(b.text))]
    merged: list[Block] = []
    for piece in pieces:
        previous = merged[-1] if merged else None
        if (
            previous is not None
            and previous.page == piece.page
            and min(_word_count(previous.text), _word_count(piece.text)) < MIN_WORDS
            and _word_count(previous.text) + _word_count(piece.text) <= MAX_WORDS
        ):
            merged[-1] = Block(
                piece.page,
                _join_sections(previous.section, piece.section),
                f"{previous.text}\n\n{piece.text}",
            )
        else:
            merged.append(piece)
    return merged


def origin_of(path: Path) -> Origin:
    """``"bundled"`` for a file of the bundled corpus, ``"user"`` for any other file."""
    try:
        path.resolve().relative_to(BUNDLED_CORPUS_DIR.resolve())
    except ValueError:
        return "user"
    return "bundled"


def build_chunks(
    doc: ParsedDocument,
    company: str,
    fiscal_year: str,
    period: Period | None = None,
    origin: Origin = "user",
    owner: str = "",
) -> list[StoredChunk]:
    """The chunks of a document, ready for :meth:`Store.add_chunks`.

    Args:
        doc: The document.
        company: Its ticker.
        fiscal_year: Its fiscal year ("" for an undated document).
        period: Its reporting period (default: the full fiscal year).
        origin: ``"bundled"`` or ``"user"``.
        owner: The user a private upload belongs to (``""``: shared).

    Returns:
        The chunks in document order; ids are derived from the content hash and index.
        A "Sources"/"References" section (a list of URLs) is not indexed. Sentences that
        instruct the reader (:func:`mines.inputs.remove_injections`, the same filter every
        prompt applies) are not stored, so neither the store nor a run's sources show them;
        a chunk left empty by that is dropped.
    """
    label = period.label if period is not None else fiscal_year
    blocks = chunk_blocks([b for b in doc.blocks if not _REFERENCE_SECTION.match(b.section or "")])
    kept = [Block(b.page, b.section, remove_injections(b.text)) for b in blocks]
    chunks = [
        StoredChunk(
            id=_hash(f"{doc.doc_hash}:{index}")[:32],
            text=block.text,
            company=company,
            fiscal_year=fiscal_year,
            section=block.section,
            page=block.page,
            source=doc.source,
            score=0.0,
            period=label,
            origin=origin,
            doc_hash=doc.doc_hash,
            chunk_index=index,
        )
        for index, block in enumerate(b for b in kept if b.text.strip())
    ]
    if owner:
        for chunk in chunks:
            chunk["owner"] = owner
    return chunks


_REFERENCE_SECTION = re.compile(r"^\s*(sources|references|bibliography)\s*$", re.IGNORECASE)
"""Lists of source URLs: provenance for readers, noise for retrieval (not indexed)."""


# --- writing -------------------------------------------------------------------------------


def _write_document(
    store: Store, chunks: list[StoredChunk], vectors: Sequence[Vector] | None = None
) -> int:
    """Write all chunks of one document, or none of them; return the figures indexed.

    The figures the chunks state are indexed first (:mod:`mines.figure_index`); the first
    chunk goes last: its presence marks the document as complete. ``vectors`` are the
    chunks' embeddings in order (the store embeds the texts when None).
    """
    ordered = chunks[1:] + chunks[:1]
    ordered_vectors = None if vectors is None else [*vectors[1:], *vectors[:1]]
    try:
        figures = figure_index.index_chunks(store, chunks)
        for start in range(0, len(ordered), WRITE_BATCH):
            batch = slice(start, start + WRITE_BATCH)
            store.add_chunks(
                ordered[batch], None if ordered_vectors is None else ordered_vectors[batch]
            )
        return figures
    except Exception:
        first = chunks[0]
        try:
            figure_index.delete_document(store, first["doc_hash"])
            store.delete_document(first["doc_hash"], company=first["company"])
        except StoreError as exc:
            logger.error(
                "could not remove the partly written %s (the next ingestion removes it): %s",
                first["source"],
                exc,
            )
        raise


@dataclass
class _Pending:
    """A document read and chunked, waiting to be embedded and written."""

    result: FileResult
    path: Path
    doc_hash: str
    source: str
    chunks: list[StoredChunk]
    origin: Origin
    stored: list[DocumentInfo] = field(default_factory=list)
    """The versions in the store with the same content or the same source."""


@dataclass(frozen=True)
class _Options:
    """What :func:`ingest_paths` applies to every file besides the overrides."""

    sources: Mapping[Path, str]
    owner: str = ""
    progress: ProgressCallback | None = None

    def tell(
        self, path: Path, stage: Literal["reading", "embedding", "written"], done: int, total: int
    ) -> None:
        if self.progress is not None:
            self.progress(Progress(str(path), stage, done, total))


def _read_file(
    path: Path,
    company: str | None,
    fiscal_year: str | None,
    period_override: str | None,
    options: _Options | None = None,
) -> _Pending | FileResult:
    """Read and chunk a file; a file that cannot be read comes back as its error.

    With ``options``, the document is stored under the source name given for its path
    (an upload's stored file is named by its id) and, for a private upload, under a
    content hash of its own owner, so two users' copies of one report never meet.
    """
    options = options or _Options({})
    result = FileResult(path=str(path), status="error")
    origin = origin_of(path)
    try:
        doc = read_document(path, lambda done, total: options.tell(path, "reading", done, total))
        source = options.sources.get(path)
        if source:
            doc = replace(doc, source=source)
        if options.owner:
            doc = replace(doc, doc_hash=_hash(f"{options.owner}\n{doc.doc_hash}"))
        result.pages = len({b.page for b in doc.blocks if b.page is not None})
        options.tell(path, "reading", result.pages, result.pages)
        result.company = ticker = detect_company(doc, company)
        period = detect_period(doc, ticker, fiscal_year, period_override)
        if period is None:  # undated: each figure keeps the period it states
            logger.warning("%s states no reporting period; its chunks are undated", path.name)
        result.fiscal_year = fy = period.fiscal_year if period is not None else ""
        result.period = period.label if period is not None else ""
        chunks = build_chunks(doc, ticker, fy, period, origin, options.owner)
        result.doc_hash = doc.doc_hash
    except IngestError as exc:
        result.error = str(exc)
        return result
    return _Pending(result, path, doc.doc_hash, doc.source, chunks, origin)


def _needs_writing(store: Store, pending: _Pending) -> bool:
    """False when this exact version is stored already (or the store cannot be read)."""
    result = pending.result
    try:
        pending.stored = [
            d
            for d in store.documents()
            if d.doc_hash == pending.doc_hash or d.source == pending.source
        ]
    except Exception as exc:
        logger.warning("storing %s failed: %s", pending.path, exc)
        result.error = f"could not store {pending.path.name}; nothing of it was written ({exc})"
        return False
    if any(
        d.doc_hash == pending.doc_hash
        and d.company == result.company
        and d.fiscal_year == result.fiscal_year
        and d.period == result.period
        and d.origin == pending.origin
        and d.owner == str(pending.chunks[0].get("owner", "") if pending.chunks else "")
        for d in pending.stored
    ):
        # Already stored in full: say what is there (a job re-run after a crash that came
        # just after the write must not report an empty document).
        result.status = "unchanged"
        result.chunks = len(pending.chunks)
        result.figures = sum(len(figure_index.chunk_figures(c)) for c in pending.chunks)
        return False
    return True


def _write_file(store: Store, pending: _Pending, vectors: Sequence[Vector] | None) -> None:
    """Write a document and retire its earlier version; the outcome goes in its result."""
    path, result, ticker = pending.path, pending.result, str(pending.result.company)
    try:
        result.figures = _write_document(store, pending.chunks, vectors)
    except Exception as exc:
        logger.warning("storing %s failed: %s", path, exc)
        result.error = f"could not store {path.name}; nothing of it was written ({exc})"
        return
    try:
        store.delete_source(pending.source, keep_doc_hash=pending.doc_hash)
        for moved in {d.company for d in pending.stored if d.doc_hash == pending.doc_hash} - {
            ticker
        }:
            store.delete_document(pending.doc_hash, company=moved)
    except Exception as exc:
        # Keep exactly one version: take the new one out again, the earlier one stays.
        logger.warning("replacing the earlier version of %s failed: %s", path, exc)
        try:
            store.delete_document(pending.doc_hash, company=ticker)
        except StoreError as undo:
            logger.error("could not remove the new version of %s: %s", path, undo)
        result.error = (
            f"could not replace the earlier version of {path.name}; the earlier version is "
            f"kept ({exc})"
        )
        return
    result.status = "replaced" if pending.stored else "added"
    result.chunks = len(pending.chunks)


def _embed_group(store: Store, group: list[_Pending], options: _Options) -> list[Vector]:
    """The vectors of every chunk of the group, in order, EMBED_GROUP at a time.

    Each slice is sorted by length by the embedding function; after each one every
    document of the group is told how many of its chunks are embedded.
    """
    texts = [c["text"] for p in group for c in p.chunks]
    vectors: list[Vector] = []
    for start in range(0, len(texts), EMBED_GROUP):
        vectors.extend(store.embed(texts[start : start + EMBED_GROUP]))
        offset = 0
        for pending in group:
            size = len(pending.chunks)
            done = min(size, max(0, len(vectors) - offset))
            options.tell(pending.path, "embedding", done, size)
            offset += size
    return vectors


def _write_group(store: Store, group: list[_Pending], options: _Options | None = None) -> None:
    """Embed the chunks of several documents together, then write each document alone.

    A report has a handful of chunks: embedded alone they make one small batch, padded
    to its longest chunk. Together they fill length-sorted batches. If embedding them
    together fails, each document is embedded as it is written, and fails alone.
    """
    if not group:
        return
    options = options or _Options({})
    vectors: list[Vector] | None
    try:
        vectors = _embed_group(store, group, options)
    except Exception as exc:
        logger.warning("embedding %d documents together failed: %s", len(group), exc)
        vectors = None
    offset = 0
    for pending in group:
        size = len(pending.chunks)
        _write_file(store, pending, None if vectors is None else vectors[offset : offset + size])
        options.tell(pending.path, "written", size, size)
        offset += size


def _expand(paths: Sequence[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(
                p
                for p in sorted(path.rglob("*"))
                if p.is_file()
                and p.suffix.lower() in SUPPORTED_SUFFIXES
                and p.name.lower() != "readme.md"
                and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
        else:
            files.append(path)
    unique: dict[Path, Path] = {}
    for f in files:
        unique.setdefault(f.resolve(), f)
    return list(unique.values())


def _check_overrides(company: str | None, fiscal_year: str | None, period: str | None) -> None:
    if company is not None and company.strip().upper() not in SUPPORTED_TICKERS:
        raise ValueError(f"unknown company {company!r}; expected one of {SUPPORTED_TICKERS}")
    if fiscal_year is not None and normalise_fiscal_year(fiscal_year) is None:
        raise ValueError(f"not a fiscal year: {fiscal_year!r} (expected e.g. FY2024)")
    if period is not None and _parse_period(period) is None:
        raise ValueError(f"not a period: {period!r} (expected e.g. FY2024 or H1 FY2024)")


def _ingest(
    paths: Sequence[Path],
    company: str | None,
    fiscal_year: str | None,
    store: Store,
    period: str | None = None,
    options: _Options | None = None,
) -> IngestReport:
    options = options or _Options({})
    report = IngestReport()
    leftovers = store.delete_incomplete_documents()
    if leftovers:
        logger.warning("removed %d chunks of documents left partly ingested earlier", leftovers)
    sources: dict[str, Path] = {}
    group: list[_Pending] = []
    for path in _expand(paths):
        if not path.exists():
            report.files.append(
                FileResult(str(path), "error", error=f"{path}: no such file or folder")
            )
        elif path.name in sources:
            error = (
                f"{path} has the same file name as {sources[path.name]}; documents are "
                "identified by file name, so rename one of them"
            )
            report.files.append(FileResult(str(path), "error", error=error))
        else:
            sources[path.name] = path
            read = _read_file(path, company, fiscal_year, period, options)
            if isinstance(read, FileResult):
                report.files.append(read)
                continue
            report.files.append(read.result)
            if any(p.doc_hash == read.doc_hash for p in group):
                _write_group(store, group, options)  # a copy waits: compare with it written
                group = []
            if _needs_writing(store, read):
                group.append(read)
            if sum(len(p.chunks) for p in group) >= EMBED_GROUP:
                _write_group(store, group, options)
                group = []
    _write_group(store, group, options)
    return report


@contextmanager
def _ingest_lock(store: Store) -> Iterator[None]:
    """Hold an exclusive lock so that two processes never ingest at the same time."""
    folder = store.path.parent if store.path is not None else default_data_dir()
    handle: TextIO | None = None
    try:
        import fcntl

        folder.mkdir(parents=True, exist_ok=True)
        handle = (folder / "ingest.lock").open("a")
    except (ImportError, OSError) as exc:  # no lock possible; ingestion is idempotent anyway
        logger.warning("ingesting without a lock file in %s: %s", folder, exc)
    if handle is None:
        yield
        return
    with handle:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def ingest_paths(
    paths: Sequence[Path],
    company: str | None = None,
    fiscal_year: str | None = None,
    store: Store | None = None,
    period: str | None = None,
    *,
    sources: Mapping[Path, str] | None = None,
    owner: str = "",
    progress: ProgressCallback | None = None,
) -> IngestReport:
    """Ingest files and folders (walked for .md, .txt and .pdf; README.md is skipped).

    A file that cannot be ingested is reported with its error; the others still are.
    The documents API (:mod:`mines.ingest_jobs`) and ``mines ingest`` both come here.

    Args:
        paths: Files and folders.
        company: Ticker for every file, instead of detecting it.
        fiscal_year: Fiscal year for every file (``FY2024``), instead of detecting it.
        store: The store to write to (default: :func:`mines.store.get_store`).
        period: Reporting period for every file (``H1 FY2024``), instead of detecting it.
        sources: The source name (what citations show) of a file, instead of its name.
        owner: The user the documents belong to (``""``: shared with every user).
        progress: Told how far each file is (pages read, chunks embedded, written).

    Returns:
        One result per file.

    Raises:
        ValueError: ``company``, ``fiscal_year`` or ``period`` is not valid.
        StoreError: The store cannot be opened.
    """
    _check_overrides(company, fiscal_year, period)
    store = store or get_store()
    options = _Options(sources or {}, owner, progress)
    with _ingest_lock(store):
        return _ingest(paths, company, fiscal_year, store, period, options)


def bundled_report_paths() -> list[Path]:
    """The report files shipped with the product (``mines/corpus/reports/*.md``)."""
    return sorted(p for p in BUNDLED_CORPUS_DIR.glob("*.md") if p.name.lower() != "readme.md")


def _bundled_missing(store: Store, paths: Sequence[Path]) -> list[Path]:
    stored = {d.doc_hash for d in store.documents()}
    return [p for p in paths if read_document(p).doc_hash not in stored]


def ensure_bundled_corpus(store: Store | None = None) -> IngestReport | None:
    """Ingest the bundled reports that are missing or changed (content hash) in the store.

    Cheap once done (the bundled files are parsed, not embedded, to compare hashes). Safe
    when several processes start together. Does nothing when ``MINES_BUNDLED_CORPUS=0``
    (the product then uses only the documents the user ingested; bundled documents already
    in the store stay until removed).

    Args:
        store: The store (default: :func:`mines.store.get_store`).

    Returns:
        The report of the ingestion, or None when nothing had to be done.

    Raises:
        StoreError: The store cannot be used.
    """
    if not bundled_corpus_enabled():
        return None
    store = store or get_store()
    paths = bundled_report_paths()
    if not paths or not _bundled_missing(store, paths):
        return None
    with _ingest_lock(store):
        missing = _bundled_missing(store, paths)  # another process may have done it
        if not missing:
            return None
        report = _ingest(missing, None, None, store)
    for failed in (f for f in report.files if f.status == "error"):
        logger.error("bundled report not ingested: %s", failed.error)
    return report


# --- command line ----------------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mines ingest",
        description="Add annual reports (.md, .txt, .pdf files or folders) to the vector store.",
    )
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="files or folders")
    parser.add_argument(
        "--company",
        type=str.upper,
        choices=SUPPORTED_TICKERS,
        help="company of every file (default: detected from each file)",
    )
    parser.add_argument(
        "--fiscal-year", help="fiscal year of every file, e.g. FY2024 (default: detected)"
    )
    parser.add_argument(
        "--period",
        help="reporting period of every file, e.g. FY2024 or 'H1 FY2024' (default: detected)",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    return parser


def _summary_lines(report: IngestReport) -> list[str]:
    lines = []
    for f in report.files:
        if f.status == "error":
            lines.append(f"error      {f.path}: {f.error}")
        else:
            label = f"{f.company} {f.period or f.fiscal_year or 'undated'}"
            lines.append(f"{f.status:<10} {f.path}  ({label}, {f.chunks} chunks)")
    counts = Counter(f.status for f in report.files)
    lines.append(
        f"{len(report.files)} file(s): {counts['added']} added, {counts['replaced']} replaced, "
        f"{counts['unchanged']} unchanged, {counts['error']} failed; "
        f"{report.chunks_added} chunks written"
    )
    return lines


class ProgressBar:
    """``mines ingest``'s progress on a terminal: one line per file, redrawn in place."""

    WIDTH = 24

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.current = ""

    def __call__(self, event: Progress) -> None:
        """Redraw the line of the file the event is about (a new line for a new file)."""
        name = Path(event.path).name
        if self.current and name != self.current:
            self.out.write("\n")
        self.current = name
        share = event.done / event.total if event.total else 0.0
        filled = round(self.WIDTH * share)
        unit = "pages" if event.stage == "reading" else "chunks"
        stage = (
            "written"
            if event.stage == "written"
            else f"{event.stage} {event.done}/{event.total} {unit}"
        )
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        self.out.write(f"\r{name[:40]:<40} [{bar}] {stage:<28}")
        if event.stage == "written":
            self.out.write("\n")
            self.current = ""
        self.out.flush()


def main_ingest(argv: list[str]) -> int:
    """Run ``mines ingest PATH... [--company T] [--fiscal-year FY2024] [--period P] [--json]``.

    Args:
        argv: The arguments after ``ingest``.

    Returns:
        0 when every file was ingested or unchanged, 1 when a file failed (the others are
        still ingested) or the store cannot be used, 2 for a usage error.
    """
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        fiscal_year = None
        if args.fiscal_year is not None:
            fiscal_year = normalise_fiscal_year(args.fiscal_year)
            if fiscal_year is None:
                parser.error(f"--fiscal-year: not a fiscal year: {args.fiscal_year!r}")
        if args.period is not None and _parse_period(args.period) is None:
            parser.error(f"--period: not a period: {args.period!r} (e.g. FY2024, H1 FY2024)")
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 2
    bar = ProgressBar(sys.stderr) if sys.stderr.isatty() and not args.json else None
    try:
        report = ingest_paths(
            args.paths, args.company, fiscal_year, period=args.period, progress=bar
        )
    except StoreError as exc:
        sys.stderr.write(f"mines ingest: {exc}\n")
        return 1
    if args.json:
        sys.stdout.write(json.dumps(report.to_dict(), indent=2) + "\n")
    else:
        sys.stdout.write("\n".join(_summary_lines(report)) + "\n")
    return 0 if report.ok else 1
