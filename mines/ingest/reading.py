r"""Reading a report file (Markdown, text, PDF) into blocks of text by page and section.

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
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from mines.figures.tables import Table, render_table
from mines.ingest.continued_tables import continued
from mines.ingest.page_units import (
    page_currency,
    page_declaration,
    page_per_share,
    with_declared_unit,
    with_per_share_unit,
)
from mines.page_lines import (
    furniture_lines,
    is_date_line,
    is_furniture,
    is_page_number,
    is_url_line,
    looks_like_heading,
    normalise_text,
    pick_title,
)
from mines.pdf_reading import (
    Line,
    PageContent,
    PageProgress,
    PdfReadError,
    is_encrypted,
    pdf_title,
    read_pdf,
)
from mines.text_reading import text_items

SUPPORTED_SUFFIXES = (".md", ".txt", ".pdf")


_PAGE_MARKER = re.compile(r"<!--\s*page\s+(\d+)\s*-->", re.IGNORECASE)


_HTML_COMMENT = re.compile(r"<!--.*?-->")


_CONTINUED = re.compile(r"\s*\((?:continued|cont'?d?\.?)\)\s*$", re.IGNORECASE)


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


CHUNKING_VERSION = "5"
"""Part of every document hash: bumping it makes unchanged files re-chunk on next ingest.
4: instruction sentences are no longer stored (:func:`build_chunks`).
5: more plain-text tables are read as tables (one period column, "First half 2023" headers,
a units column, cells with footnote marks)."""


def content_hash(text: str) -> str:
    """sha256 of ``text`` in hex: document hashes and chunk ids."""
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
    bottom of a page: elsewhere it may be a figure). A money unit a line declares for the
    page ("US$ millions unless stated") goes into the titles of the tables below it
    (:mod:`mines.ingest.page_units`). A line whose heading flag is
    unknown (plain text) is a heading when it looks like one and starts a paragraph that is
    not a row of a table printed one cell per line (a label followed by figures).
    """
    furniture = furniture_lines([[ln.text for ln in p.lines] for p in pages])
    blocks: list[Block] = []
    section = ""
    previous: Table | None = None  # the last table read, whose header a continuation takes
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
        declared: str | None = None  # "US$ millions unless stated": for the tables below
        per_share: str | None = None  # "US cents per share.": for the dividend tables below

        for i, item in enumerate(kept):
            if isinstance(item, Table):
                item = continued(item, previous)  # a page's continuation with no header
                previous = item
                if not item.title.strip():  # "Table: " needs a title to be read back
                    item = replace(item, title=section or "Table")
                item = with_per_share_unit(with_declared_unit(item, declared), per_share)
                parts.append("\n\n" + render_table(item) + "\n\n")
                continue
            declared = page_declaration(item.text) or page_currency(item.text) or declared
            per_share = page_per_share(item.text) or per_share
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
        content_hash(f"{CHUNKING_VERSION}\n{text}"),
        blocks,
        meta,
        title,
        period_text=f"{title}\n{period_text}",
    )
