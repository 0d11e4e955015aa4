"""Ingesting files and folders, and the bundled corpus: read, detect, chunk, then write."""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from mines.chroma_client import default_data_dir
from mines.documents import bundled_corpus_enabled
from mines.ingest.bundled import bundled_report_paths, origin_of
from mines.ingest.chunking import build_chunks
from mines.ingest.detection import detect_company, detect_period, parse_period
from mines.ingest.pieces import Piece, split_by_company
from mines.ingest.reading import SUPPORTED_SUFFIXES, IngestError, content_hash, read_document
from mines.ingest.results import FileResult, IngestReport, ProgressCallback
from mines.ingest.writing import Options, Pending, add_to_group, write_group
from mines.question.companies import SUPPORTED_TICKERS
from mines.question.years import normalise_fiscal_year
from mines.store import Store, get_store

logger = logging.getLogger(__name__)


def _read_file(
    path: Path,
    company: str | None,
    fiscal_year: str | None,
    period_override: str | None,
    options: Options | None = None,
) -> Pending | FileResult:
    """Read and chunk a file; a file that cannot be read comes back as its error.

    With ``options``, the document is stored under the source name given for its path
    (an upload's stored file is named by its id) and, for a private upload, under a
    content hash of its own owner, so two users' copies of one report never meet.
    """
    options = options or Options({})
    result = FileResult(path=str(path), status="error")
    origin = origin_of(path)
    try:
        doc = read_document(path, lambda done, total: options.tell(path, "reading", done, total))
        source = options.sources.get(path)
        if source:
            doc = replace(doc, source=source)
        if options.owner:
            doc = replace(doc, doc_hash=content_hash(f"{options.owner}\n{doc.doc_hash}"))
        result.pages = len({b.page for b in doc.blocks if b.page is not None})
        options.tell(path, "reading", result.pages, result.pages)
        result.company = ticker = detect_company(doc, company)
        period = detect_period(doc, ticker, fiscal_year, period_override)
        if period is None:  # undated: each figure keeps the period it states
            logger.warning("%s states no reporting period; its chunks are undated", path.name)
        result.fiscal_year = fy = period.fiscal_year if period is not None else ""
        result.period = period.label if period is not None else ""
        own, pieces = doc, list[Piece]()
        if company is None and fiscal_year is None and period_override is None:
            own, pieces = split_by_company(doc, ticker)  # a wrap: each company its paragraphs
        chunks = build_chunks(own, ticker, fy, period, origin, options.owner)
        for piece in pieces:
            chunks += build_chunks(
                piece.doc,
                piece.company,
                piece.period.fiscal_year if piece.period is not None else "",
                piece.period,
                origin,
                options.owner,
            )
        result.doc_hash = doc.doc_hash
    except IngestError as exc:
        result.error = str(exc)
        return result
    return Pending(result, path, doc.doc_hash, doc.source, chunks, origin)


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


def validate_overrides(company: str | None, fiscal_year: str | None, period: str | None) -> None:
    """Refuse a company, fiscal year or period override that is not valid (ValueError)."""
    if company is not None and company.strip().upper() not in SUPPORTED_TICKERS:
        raise ValueError(f"unknown company {company!r}; expected one of {SUPPORTED_TICKERS}")
    if fiscal_year is not None and normalise_fiscal_year(fiscal_year) is None:
        raise ValueError(f"not a fiscal year: {fiscal_year!r} (expected e.g. FY2024)")
    if period is not None and parse_period(period) is None:
        raise ValueError(f"not a period: {period!r} (expected e.g. FY2024 or H1 FY2024)")


def _ingest(
    paths: Sequence[Path],
    company: str | None,
    fiscal_year: str | None,
    store: Store,
    period: str | None = None,
    options: Options | None = None,
) -> IngestReport:
    options = options or Options({})
    report = IngestReport()
    leftovers = store.delete_incomplete_documents()
    if leftovers:
        logger.warning("removed %d chunks of documents left partly ingested earlier", leftovers)
    sources: dict[str, Path] = {}
    group: list[Pending] = []
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
            group = add_to_group(store, group, read, options)
    write_group(store, group, options)
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
    validate_overrides(company, fiscal_year, period)
    store = store or get_store()
    options = Options(sources or {}, owner, progress)
    with _ingest_lock(store):
        return _ingest(paths, company, fiscal_year, store, period, options)


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
