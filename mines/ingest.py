r"""Ingestion of annual reports (Markdown, text, PDF) into the vector store.

Reading:

* Markdown (``.md``): optional front matter between ``---`` lines (simple ``key: value``
  lines; ``company`` and ``fiscal_year`` are used), page markers ``<!-- page N -->`` on their
  own line, and ``#``/``##`` headings that start a section.
* Text (``.txt``): a form feed (``\f``) starts a new page; short title-case lines and lines
  starting with Highlights, Financial review, Operations, Dividends or Outlook are headings.
* PDF (``.pdf``, pypdf): one PDF page is one page; headings as for text.

Chunking keeps every chunk inside one page and one section, splits at sentence boundaries
(list items and table rows stay whole) and aims at 60-180 words. Only a section shorter than
60 words is merged with a neighbour, and only on the same page.

Company and fiscal year come from the override arguments, else the front matter, else the
title (and, for the company, the first page), else "year ended 30 June 2024" style phrases,
else the most frequent company and fiscal year of the text. All pattern matching is done by
:mod:`mines.slots`.

Writing is idempotent and atomic per document: unchanged content is skipped (by the hash of
the normalised text); changed content of a source is written first and the old chunks of that
source are deleted afterwards; a failed write deletes what it added.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import logging
import math
import re
import sys
import unicodedata
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Literal, TextIO

from mines.documents import StoredChunk
from mines.slots import (
    FISCAL_YEAR_END,
    SUPPORTED_FISCAL_YEARS,
    SUPPORTED_TICKERS,
    find_companies,
    find_unsupported_companies,
    find_years,
    normalise_fiscal_year,
)
from mines.store import Store, StoreError, default_data_dir, get_store

logger = logging.getLogger(__name__)

SUPPORTED_SUFFIXES = (".md", ".txt", ".pdf")
MIN_WORDS = 60
MAX_WORDS = 180
WRITE_BATCH = 64
"""Chunks per store write (about two embedding batches)."""
BUNDLED_CORPUS_DIR = Path(__file__).parent / "corpus" / "reports"

Status = Literal["added", "unchanged", "replaced", "error"]

_COMPANY_HINT = "pass --company " + "|".join(SUPPORTED_TICKERS)
_PAGE_MARKER = re.compile(r"<!--\s*page\s+(\d+)\s*-->", re.IGNORECASE)
_HTML_COMMENT = re.compile(r"<!--.*?-->")
_MD_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_LINE_ITEM = re.compile(r"^(?:[|*\-•]\s?|\d{1,2}[.)]\s)")
_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9])")
_ABBREVIATIONS = frozenset(
    "mr mrs ms dr prof no nos st co corp inc ltd pty vs etc e.g i.e approx fig ref".split()
)
_SECTION_KEYWORDS = ("highlights", "financial review", "operations", "dividends", "outlook")
_SMALL_WORDS = frozenset("a an and as at by for in of on or the to vs with".split())
_YEAR_ENDED = re.compile(r"\b(?:years?|period|half[\s-]year)\s+end(?:ed|ing)\b", re.IGNORECASE)
_MONTHS = (
    "january february march april may june july august september october november december"
).split()


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
        """Chunks written in this run."""
        return sum(f.chunks for f in self.files)

    def to_dict(self) -> dict[str, object]:
        """JSON-friendly form."""
        return {
            "ok": self.ok,
            "chunks_added": self.chunks_added,
            "files": [asdict(f) for f in self.files],
        }


# --- reading -----------------------------------------------------------------------------


def normalise_text(text: str) -> str:
    """Normalise text for hashing and chunking.

    Unicode NFKC, Unix newlines, no trailing spaces, at most one blank line in a row;
    form feeds (page breaks) are kept.

    Args:
        text: Raw text.

    Returns:
        The normalised text.
    """
    text = unicodedata.normalize("NFKC", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = text.lstrip("\ufeff")
    lines = [line.rstrip(" \t") for line in text.split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


CHUNKING_VERSION = "2"
"""Part of every document hash: bumping it makes unchanged files re-chunk on next ingest."""


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


def _parse_markdown(text: str) -> tuple[dict[str, str], list[Block], str]:
    meta, body = _split_front_matter(text)
    blocks: list[Block] = []
    page: int | None = None
    section = ""
    title = ""
    lines: list[str] = []

    def flush() -> None:
        joined = "\n".join(lines).strip()
        if joined:
            blocks.append(Block(page, section, joined))
        lines.clear()

    for line in body.split("\n"):
        marker = _PAGE_MARKER.fullmatch(line.strip())
        if marker:
            flush()
            page = int(marker.group(1))
            continue
        line = _HTML_COMMENT.sub("", line)
        heading = _MD_HEADING.match(line)
        if heading:
            name = heading.group(2).strip()
            title = title or name
            if len(heading.group(1)) <= 2:
                flush()
                section = name
            lines.extend([name, ""])  # a heading is a paragraph of its own
            continue
        lines.append(line)
    flush()
    if not title:
        title = next((ln.strip() for ln in body.split("\n") if ln.strip()), "")
    return meta, blocks, title


def looks_like_heading(line: str) -> bool:
    """Whether a line of plain text (or PDF text) looks like a section heading.

    A heading starts with a known section keyword (Highlights, Financial review,
    Operations, Dividends, Outlook), or is a short title-case or upper-case line without
    figures or a closing full stop.

    Args:
        line: One line.

    Returns:
        True for a heading.
    """
    text = line.strip().rstrip(":").strip()
    words = text.split()
    if not words or len(words) > 8 or len(text) > 60 or text[-1] in ".,;!?":
        return False
    if text.lower().startswith(_SECTION_KEYWORDS):
        return True
    if any(ch.isdigit() for ch in text) or not words[0][0].isupper():
        return False
    if text.isupper() and any(ch.isalpha() for ch in text):
        return True
    return all(w[0].isupper() or w.lower() in _SMALL_WORDS for w in words if w[0].isalpha())


def _blocks_from_pages(pages: Sequence[tuple[int | None, str]]) -> list[Block]:
    blocks: list[Block] = []
    section = ""
    for page, text in pages:
        lines: list[str] = []
        for line in text.split("\n"):
            if looks_like_heading(line):
                if "\n".join(lines).strip():
                    blocks.append(Block(page, section, "\n".join(lines).strip()))
                lines = [line.strip(), ""]
                section = line.strip().rstrip(":")
            else:
                lines.append(line)
        if "\n".join(lines).strip():
            blocks.append(Block(page, section, "\n".join(lines).strip()))
    return blocks


def _first_line(text: str) -> str:
    return next((ln.strip() for ln in text.split("\n") if ln.strip()), "")


def _read_pdf_pages(path: Path) -> list[str]:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise IngestError(f"cannot read {path.name}: {exc.strerror or exc}") from exc
    if b"%PDF-" not in data[:1024]:
        raise IngestError(f"{path.name} is not a PDF file (no PDF header)")
    if b"%%EOF" not in data[-2048:]:
        raise IngestError(f"{path.name} is truncated or damaged (no end-of-file marker)")
    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise IngestError(
                f"{path.name} is encrypted (password-protected); "
                "save an unprotected copy and ingest that"
            )
        return [page.extract_text() or "" for page in reader.pages]
    except IngestError:
        raise
    except Exception as exc:
        raise IngestError(f"{path.name} is not a readable PDF ({exc})") from exc


def read_document(path: Path) -> ParsedDocument:
    """Read a Markdown, text or PDF file into blocks.

    Args:
        path: The file.

    Returns:
        The parsed document.

    Raises:
        IngestError: The file cannot be read, is of an unsupported type or has no text.
    """
    suffix = path.suffix.lower()
    meta: dict[str, str] = {}
    if suffix == ".md":
        text = normalise_text(_read_text_file(path))
        meta, blocks, title = _parse_markdown(text)
    elif suffix == ".txt":
        text = normalise_text(_read_text_file(path))
        raw_pages = text.split("\f")
        numbered = len(raw_pages) > 1
        pages = [(i if numbered else None, p) for i, p in enumerate(raw_pages, start=1)]
        blocks = _blocks_from_pages(pages)
        title = _first_line(text.replace("\f", "\n"))
    elif suffix == ".pdf":
        page_texts = [normalise_text(p) for p in _read_pdf_pages(path)]
        text = "\f".join(page_texts)
        blocks = _blocks_from_pages(list(enumerate(page_texts, start=1)))
        title = _first_line(text.replace("\f", "\n"))
    else:
        raise IngestError(
            f"{path.name}: unsupported file type {suffix or '(none)'}; "
            f"expected one of {', '.join(SUPPORTED_SUFFIXES)}"
        )
    if not any(b.text.strip() for b in blocks):
        hint = " (a scanned PDF needs OCR first)" if suffix == ".pdf" else ""
        raise IngestError(f"{path.name} has no text to ingest{hint}")
    return ParsedDocument(path.name, _hash(f"{CHUNKING_VERSION}\n{text}"), blocks, meta, title)


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


def _fiscal_year_of_date(company: str, window: str) -> str | None:
    """FY of a balance date such as ``30 June 2024`` for ``company``'s financial calendar."""
    years = find_years(window)
    if not years:
        return None
    lowered = window.lower()
    months = [i for i, name in enumerate(_MONTHS, start=1) if name in lowered]
    year_end_month = _MONTHS.index(FISCAL_YEAR_END[company].split()[-1].lower()) + 1
    later = bool(months) and months[0] > year_end_month  # e.g. 31 December for a June FY
    return f"FY{years[0] + 1 if later else years[0]}"


def detect_fiscal_year(doc: ParsedDocument, company: str, override: str | None = None) -> str:
    """The fiscal year a document reports on (``FY2024``); RIO's is the calendar year.

    Args:
        doc: The document.
        company: Its ticker (for the balance date of "year ended ..." phrases).
        override: A fiscal year given by the user; wins over detection.

    Returns:
        ``FY`` and four digits.

    Raises:
        IngestError: An override or front-matter value is not a year, or none is found.
    """
    for given, origin in ((override, "--fiscal-year"), (doc.front_matter.get("fiscal_year"), None)):
        if given:
            fiscal_year = normalise_fiscal_year(given)
            if fiscal_year is None:
                where = origin or f"the front matter of {doc.source}"
                raise IngestError(f"{where} gives fiscal year {given!r}, which is not a year")
            return fiscal_year
    in_title = find_years(doc.title)
    if in_title:
        return f"FY{max(in_title)}"
    text = doc.text
    ended = [
        fy
        for m in _YEAR_ENDED.finditer(text)
        if (fy := _fiscal_year_of_date(company, text[m.end() : m.end() + 30]))
    ]
    best = _most_frequent(ended)
    if best:
        return best
    mentioned = [f"FY{y}" for line in text.split("\n") for y in find_years(line)]
    best = _most_frequent([fy for fy in mentioned if fy in SUPPORTED_FISCAL_YEARS])
    if best:
        return best
    raise IngestError(
        f"could not detect the fiscal year of {doc.source}; pass --fiscal-year FY2024 (say)"
    )


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


def _units(text: str) -> list[tuple[str, str]]:
    """Indivisible pieces of a block, each with the separator that goes before it."""
    units: list[tuple[str, str]] = []
    for paragraph in re.split(r"\n\s*\n", text):
        lines = [ln.strip() for ln in paragraph.split("\n") if ln.strip()]
        if not lines:
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


def build_chunks(doc: ParsedDocument, company: str, fiscal_year: str) -> list[StoredChunk]:
    """The chunks of a document, ready for :meth:`Store.add_chunks`.

    Args:
        doc: The document.
        company: Its ticker.
        fiscal_year: Its fiscal year.

    Returns:
        The chunks in document order; ids are derived from the content hash and index.
        A "Sources"/"References" section (a list of URLs) is not indexed.
    """
    return [
        StoredChunk(
            id=_hash(f"{doc.doc_hash}:{index}")[:32],
            text=block.text,
            company=company,
            fiscal_year=fiscal_year,
            section=block.section,
            page=block.page,
            source=doc.source,
            score=0.0,
            doc_hash=doc.doc_hash,
            chunk_index=index,
        )
        for index, block in enumerate(
            chunk_blocks([b for b in doc.blocks if not _REFERENCE_SECTION.match(b.section or "")])
        )
    ]


_REFERENCE_SECTION = re.compile(r"^\s*(sources|references|bibliography)\s*$", re.IGNORECASE)
"""Lists of source URLs: provenance for readers, noise for retrieval (not indexed)."""


# --- writing -------------------------------------------------------------------------------


def _write_document(store: Store, chunks: list[StoredChunk]) -> None:
    """Write all chunks of one document, or none of them.

    The first chunk goes last: its presence marks the document as complete.
    """
    ordered = chunks[1:] + chunks[:1]
    try:
        for start in range(0, len(ordered), WRITE_BATCH):
            store.add_chunks(ordered[start : start + WRITE_BATCH])
    except Exception:
        first = chunks[0]
        try:
            store.delete_document(first["doc_hash"], company=first["company"])
        except StoreError as exc:
            logger.error(
                "could not remove the partly written %s (the next ingestion removes it): %s",
                first["source"],
                exc,
            )
        raise


def _ingest_file(
    path: Path, company: str | None, fiscal_year: str | None, store: Store
) -> FileResult:
    result = FileResult(path=str(path), status="error")
    try:
        doc = read_document(path)
        result.company = ticker = detect_company(doc, company)
        result.fiscal_year = fy = detect_fiscal_year(doc, ticker, fiscal_year)
        chunks = build_chunks(doc, ticker, fy)
    except IngestError as exc:
        result.error = str(exc)
        return result
    try:
        stored = [
            d for d in store.documents() if d.doc_hash == doc.doc_hash or d.source == doc.source
        ]
        if any(
            d.doc_hash == doc.doc_hash and d.company == ticker and d.fiscal_year == fy
            for d in stored
        ):
            result.status = "unchanged"
            return result
        _write_document(store, chunks)
    except Exception as exc:
        logger.warning("storing %s failed: %s", path, exc)
        result.error = f"could not store {path.name}; nothing of it was written ({exc})"
        return result
    try:
        store.delete_source(doc.source, keep_doc_hash=doc.doc_hash)
        for moved in {d.company for d in stored if d.doc_hash == doc.doc_hash} - {ticker}:
            store.delete_document(doc.doc_hash, company=moved)
    except Exception as exc:
        # Keep exactly one version: take the new one out again, the earlier one stays.
        logger.warning("replacing the earlier version of %s failed: %s", path, exc)
        try:
            store.delete_document(doc.doc_hash, company=ticker)
        except StoreError as undo:
            logger.error("could not remove the new version of %s: %s", path, undo)
        result.error = (
            f"could not replace the earlier version of {path.name}; the earlier version is "
            f"kept ({exc})"
        )
        return result
    result.status = "replaced" if stored else "added"
    result.chunks = len(chunks)
    return result


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


def _check_overrides(company: str | None, fiscal_year: str | None) -> None:
    if company is not None and company.strip().upper() not in SUPPORTED_TICKERS:
        raise ValueError(f"unknown company {company!r}; expected one of {SUPPORTED_TICKERS}")
    if fiscal_year is not None and normalise_fiscal_year(fiscal_year) is None:
        raise ValueError(f"not a fiscal year: {fiscal_year!r} (expected e.g. FY2024)")


def _ingest(
    paths: Sequence[Path], company: str | None, fiscal_year: str | None, store: Store
) -> IngestReport:
    report = IngestReport()
    leftovers = store.delete_incomplete_documents()
    if leftovers:
        logger.warning("removed %d chunks of documents left partly ingested earlier", leftovers)
    sources: dict[str, Path] = {}
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
            report.files.append(_ingest_file(path, company, fiscal_year, store))
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
) -> IngestReport:
    """Ingest files and folders (walked for .md, .txt and .pdf; README.md is skipped).

    A file that cannot be ingested is reported with its error; the others still are.

    Args:
        paths: Files and folders.
        company: Ticker for every file, instead of detecting it.
        fiscal_year: Fiscal year for every file (``FY2024``), instead of detecting it.
        store: The store to write to (default: :func:`mines.store.get_store`).

    Returns:
        One result per file.

    Raises:
        ValueError: ``company`` or ``fiscal_year`` is not valid.
        StoreError: The store cannot be opened.
    """
    _check_overrides(company, fiscal_year)
    store = store or get_store()
    with _ingest_lock(store):
        return _ingest(paths, company, fiscal_year, store)


def bundled_report_paths() -> list[Path]:
    """The report files shipped with the product (``mines/corpus/reports/*.md``)."""
    return sorted(p for p in BUNDLED_CORPUS_DIR.glob("*.md") if p.name.lower() != "readme.md")


def _bundled_missing(store: Store, paths: Sequence[Path]) -> list[Path]:
    stored = {d.doc_hash for d in store.documents()}
    return [p for p in paths if read_document(p).doc_hash not in stored]


def ensure_bundled_corpus(store: Store | None = None) -> IngestReport | None:
    """Ingest the bundled reports that are missing or changed (content hash) in the store.

    Cheap once done (the bundled files are parsed, not embedded, to compare hashes). Safe
    when several processes start together.

    Args:
        store: The store (default: :func:`mines.store.get_store`).

    Returns:
        The report of the ingestion, or None when nothing had to be done.

    Raises:
        StoreError: The store cannot be used.
    """
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
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    return parser


def _summary_lines(report: IngestReport) -> list[str]:
    lines = []
    for f in report.files:
        if f.status == "error":
            lines.append(f"error      {f.path}: {f.error}")
        else:
            label = f"{f.company} {f.fiscal_year}"
            lines.append(f"{f.status:<10} {f.path}  ({label}, {f.chunks} chunks)")
    counts = Counter(f.status for f in report.files)
    lines.append(
        f"{len(report.files)} file(s): {counts['added']} added, {counts['replaced']} replaced, "
        f"{counts['unchanged']} unchanged, {counts['error']} failed; "
        f"{report.chunks_added} chunks written"
    )
    return lines


def main_ingest(argv: list[str]) -> int:
    """Run ``mines ingest PATH... [--company T] [--fiscal-year FY2024] [--json]``.

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
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 2
    try:
        report = ingest_paths(args.paths, args.company, fiscal_year)
    except StoreError as exc:
        sys.stderr.write(f"mines ingest: {exc}\n")
        return 1
    if args.json:
        sys.stdout.write(json.dumps(report.to_dict(), indent=2) + "\n")
    else:
        sys.stdout.write("\n".join(_summary_lines(report)) + "\n")
    return 0 if report.ok else 1
