"""Cutting a document's blocks into chunks for the store.

Chunking keeps every chunk inside one page and one section, splits at sentence boundaries
(list items stay whole) and aims at 60-180 words. A table is one piece; a longer one is split
by rows and every piece repeats the ``Table:`` title line and the header row. Only a section
shorter than 60 words is merged with a neighbour, and only on the same page.

Every chunk records ``period`` and ``origin`` (``"bundled"`` for the bundled corpus in
``mines/corpus/reports``, ``"user"`` otherwise).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import replace

from mines.documents import Origin, StoredChunk
from mines.figures.model import Period
from mines.figures.signs import bracket_notes
from mines.figures.tables import TABLE_PREFIX, parse_tables, render_row, render_table
from mines.ingest.reading import Block, ParsedDocument, content_hash
from mines.inputs import remove_injections
from mines.sentences import LEAD_ENTRY, split_sentences

MIN_WORDS = 60


MAX_WORDS = 180


_LINE_ITEM = re.compile(r"^(?:[|*\-•]\s?|\d{1,2}[.)]\s)")
_COLUMN_LINE = re.compile(r"\S {2,}\S.*\d(?:\s*(?:%|million|billion|m|bn))?\s*$", re.IGNORECASE)
"""A line printed in columns that ends in its figure ("Revenue ...   up 10%   to   $5,280
million"): a results line, never wrapped prose."""


def _word_count(text: str) -> int:
    return len(text.split())


def _table_units(paragraph: str, notes: Sequence[str] = ()) -> list[tuple[str, str]] | None:
    """A rendered table as units of at most MAX_WORDS words, each a complete table.

    Every piece repeats the ``Table:`` title line, the header row and the notes (``notes``
    adds those printed under the table); rows are spread as evenly as possible over the
    pieces. None when the paragraph is not exactly a table.
    """
    tables = parse_tables(paragraph)
    if len(tables) != 1 or not paragraph.lstrip().startswith(TABLE_PREFIX):
        return None
    table = tables[0]
    if render_table(table).count("\n") != paragraph.strip().count("\n"):
        return None  # something else is in the paragraph; keep it as text
    table = replace(table, notes=(*table.notes, *notes))
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
    paragraphs = [p for p in re.split(r"\n\s*\n", text) if p.strip()]
    moved: set[str] = set()
    for index, paragraph in enumerate(paragraphs):
        lines = [ln.strip() for ln in paragraph.split("\n") if ln.strip()]
        table_units = None
        if lines[0].startswith(TABLE_PREFIX):
            following = paragraphs[index + 1] if index + 1 < len(paragraphs) else ""
            notes = _bracket_notes(following)
            table_units = _table_units(paragraph, notes)
            if table_units is not None:
                moved = set(notes)
        if table_units is not None:
            units.extend(table_units)
            continue
        if (
            any(_LINE_ITEM.match(ln) for ln in lines)
            or any(LEAD_ENTRY.match(ln) for ln in lines[1:])
            or (len(lines) > 1 and all(_COLUMN_LINE.search(ln) for ln in lines))
        ):
            pieces, joiner = lines, "\n"  # lists ("Copper: ...") and tables stay line by line
        else:
            pieces = [s for s in split_sentences(" ".join(lines)) if s not in moved]
            joiner = " "
        moved = set()
        for i, piece in enumerate(pieces):
            words = piece.split()
            for start in range(0, len(words), MAX_WORDS):  # an over-long sentence is cut
                sep = joiner if (i or start) else "\n\n"
                units.append((sep, " ".join(words[start : start + MAX_WORDS])))
    return units


def _bracket_notes(paragraph: str) -> tuple[str, ...]:
    """The sentences of the prose paragraph under a table that say what its brackets mean.

    "Net debt is shown in brackets." printed under a table is the table's note: it goes
    into the table's ``Notes:`` so every piece of the table carries it, even when the
    paragraph falls into the next chunk. Only sentences with no figure of their own move.
    """
    lines = [ln.strip() for ln in paragraph.split("\n") if ln.strip()]
    if not lines or lines[0].startswith(TABLE_PREFIX) or any(_LINE_ITEM.match(ln) for ln in lines):
        return ()
    return tuple(
        s
        for s in split_sentences(" ".join(lines))
        if bracket_notes(s) and not any(ch.isdigit() for ch in s)
    )


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
            id=content_hash(f"{doc.doc_hash}:{index}")[:32],
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
