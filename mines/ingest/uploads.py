"""Checking an upload before anything is kept: its kind by content, its size, PDF safety.

An upload is checked before anything is kept (:func:`inspect_upload`): its type is read
from its content (a PDF's ``%PDF-`` header, else UTF-8 text with no NUL byte), never from
its name; a PDF must end with ``%%EOF``, open without a password, have at least one page and
at most :data:`MAX_PAGES`, and inflate to at most :data:`MAX_INFLATED_BYTES` (a
decompression bomb is refused before any reader touches it). The file name is kept only as
a label: the original is stored as ``<data dir>/documents/files/<id>.<pdf|md|txt>``.
"""

from __future__ import annotations

import os
import re
import unicodedata
import zlib
from pathlib import Path
from typing import Any, Literal

from mines.ingest.run import validate_overrides
from mines.question.companies import SUPPORTED_TICKERS

Kind = Literal["pdf", "md", "txt"]


MB = 1024 * 1024


MAX_PAGES = 1000
"""Pages of one PDF at most (a 300-page report ingests in about half a minute)."""


MAX_INFLATED_BYTES = 400 * MB
"""What a PDF's compressed streams may inflate to, in all; more is a decompression bomb."""


MAX_NAME = 120
"""Characters of a file name kept as the document's label."""


TEXT_SUFFIXES = {".md": "md", ".markdown": "md", ".txt": "txt", ".text": "txt"}


class UploadError(Exception):
    """An upload is refused: ``status`` is the HTTP status, the message names the file."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def _mb_env(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    try:
        return max(1, int(float(raw) * MB)) if raw else default * MB
    except ValueError:
        return default * MB


def max_file_bytes() -> int:
    """Largest upload of one file: ``MINES_UPLOAD_MAX_MB`` (default 50 MB)."""
    return _mb_env("MINES_UPLOAD_MAX_MB", 50)


def max_user_bytes() -> int:
    """Largest total of one user's originals: ``MINES_UPLOAD_USER_MB`` (default 500 MB)."""
    return _mb_env("MINES_UPLOAD_USER_MB", 500)


def display_name(filename: str) -> str:
    """A file name as a label: its last path part, printable, at most :data:`MAX_NAME`."""
    name = re.split(r"[\\/]", filename or "")[-1]
    name = "".join(ch for ch in unicodedata.normalize("NFC", name) if ch.isprintable())
    name = name.strip().lstrip(".") or "document"
    if len(name) > MAX_NAME:
        stem, dot, suffix = name.rpartition(".")
        name = (stem[: MAX_NAME - len(suffix) - 1] + dot + suffix) if dot else name[:MAX_NAME]
    return name


_STREAM = re.compile(rb"stream\r?\n")


_FLATE = re.compile(rb"/FlateDecode|/Fl\b")


def pdf_bomb_problem(data: bytes, limit: int = MAX_INFLATED_BYTES) -> str | None:
    """Why a PDF's streams inflate too far (a decompression bomb), or None.

    Every Flate stream is inflated in pieces, counting, and dropped: nothing beyond
    ``limit`` bytes in all is ever produced. Streams cannot sit inside object streams, so
    each one is in the file's own bytes.
    """
    total = 0
    for match in _STREAM.finditer(data):
        start = match.end()
        end = data.find(b"endstream", start)
        if end < 0:
            break
        header = data[max(0, match.start() - 400) : match.start()]
        if not _FLATE.search(header.rsplit(b"obj", 1)[-1]):
            continue
        inflater = zlib.decompressobj()
        chunk = data[start:end]
        try:
            while chunk and total <= limit:
                total += len(inflater.decompress(chunk, 1 * MB))
                chunk = inflater.unconsumed_tail
        except zlib.error:
            continue  # a damaged stream; the readers report it
        if total > limit:
            return f"its compressed content inflates beyond {limit // MB} MB (a decompression bomb)"
    return None


def _pdf_problem(data: bytes) -> str | None:
    """Why a PDF cannot be ingested (encrypted, broken, no pages, too many, a bomb), or None."""
    if b"%%EOF" not in data[-2048:]:
        return "is truncated or damaged (no end-of-file marker)"
    bomb = pdf_bomb_problem(data)
    if bomb:
        return bomb
    from pypdf import PdfReader

    try:
        reader = PdfReader(_bytes_io(data))
        if reader.is_encrypted and not reader.decrypt(""):
            return "is encrypted (password-protected); upload an unprotected copy"
        pages = len(reader.pages)
    except Exception as exc:  # noqa: BLE001 - any reader failure is a broken file
        return f"is not a readable PDF ({type(exc).__name__}: {' '.join(str(exc).split())[:200]})"
    if pages == 0:
        return "has no pages"
    if pages > MAX_PAGES:
        return f"has {pages} pages; at most {MAX_PAGES} are accepted"
    return None


def _bytes_io(data: bytes) -> Any:
    import io

    return io.BytesIO(data)


def inspect_upload(filename: str, data: bytes) -> Kind:
    """The kind of an upload, read from its content; refuse what cannot be ingested.

    Raises:
        UploadError: 413 over the size limit, 415 not a PDF, Markdown or text file (by
            content, or a ``.pdf`` name on other content), 422 an empty, encrypted,
            broken, page-less or bomb PDF. The message names the file.
    """
    name = display_name(filename)
    if len(data) > max_file_bytes():
        raise UploadError(
            413,
            f"{name} is {len(data) / MB:.1f} MB; a file may be at most "
            f"{max_file_bytes() // MB} MB (MINES_UPLOAD_MAX_MB)",
        )
    if not data.strip():
        raise UploadError(422, f"{name} is empty")
    suffix = Path(name).suffix.lower()
    if b"%PDF-" in data[:1024]:
        problem = _pdf_problem(data)
        if problem:
            raise UploadError(422, f"{name} {problem}")
        return "pdf"
    if suffix == ".pdf":
        raise UploadError(415, f"{name} is named .pdf but is not a PDF (no PDF header)")
    if b"\x00" in data:
        raise UploadError(415, f"{name} is not a PDF, Markdown or text file")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        raise UploadError(
            415, f"{name} is not a PDF, Markdown or text file (text must be UTF-8)"
        ) from None
    return "md" if TEXT_SUFFIXES.get(suffix) == "md" else "txt"


def check_overrides(company: str | None, period: str | None) -> tuple[str | None, str | None]:
    """Cleaned company and period overrides (None: detect); ValueError when not valid."""
    given = (company or "").strip()
    company = given.upper() or None
    period = " ".join((period or "").split()) or None
    if company is not None and company not in SUPPORTED_TICKERS:
        raise ValueError(
            f"unknown company {given!r}; expected one of {', '.join(SUPPORTED_TICKERS)}"
        )
    validate_overrides(company, None, period)
    return company, period
