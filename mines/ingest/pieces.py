"""A piece on several miners: each other company's paragraphs filed under that company too.

A results wrap names three companies at once ("Northern Star's December-half result ...",
"Fortescue's interim numbers ...", "Rio Tinto posted annual profit ..."). The document is
filed under the company it is mostly about (:func:`mines.ingest.detection.detect_company`),
with its own paragraphs and the shared ones only: a sentence of another company's paragraph
that names no company ("Statutory profit was US$3.34 billion") is never read as its figure.
Every other company the piece
gives paragraphs of its own (:mod:`mines.figures.company_paragraphs`) gets a piece of the
document: those paragraphs alone, under that company and the period its own paragraphs
name (:func:`mines.ingest.detection.detect_period`: in February a June-year company's half
to December, RIO's calendar year just closed), with its own content hash derived from the
document's. A piece shares the document's source: deleting or replacing the file removes
its pieces too. A company or period given by the user or the front matter keeps the
document whole under that company.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from mines.figures.company_paragraphs import PIECE_CHARS, Paragraph, paragraphs, subjects
from mines.figures.model import Period
from mines.ingest.detection import detect_period
from mines.ingest.reading import Block, ParsedDocument, content_hash


@dataclass(frozen=True)
class Piece:
    """One other company's paragraphs of a document, as a document of its own."""

    company: str
    period: Period | None
    doc: ParsedDocument


def split_by_company(doc: ParsedDocument, company: str) -> tuple[ParsedDocument, list[Piece]]:
    """``doc`` without other companies' paragraphs, and their pieces, one per company.

    The document loses the paragraphs of another company, those naming it and those naming
    none that continue them ("*Did Mineral Resources pay more at the half?*" then "More at
    the half. The interim cheque was $1.20 a share"), and keeps its content hash; a piece
    takes that company's paragraphs: a paragraph naming none after another company's is that
    company's, never the document's. A document whose
    front matter names its company or period, a report (longer than a piece) and a piece
    on one company only come back whole, with no pieces.
    """
    meta = doc.front_matter
    if any(meta.get(k) for k in ("company", "period", "fiscal_year")):
        return doc, []
    text = doc.text
    if len(text) > PIECE_CHARS:
        return doc, []
    others = [c for c in subjects(text) if c != company]
    if not others:
        return doc, []
    starts: list[int] = []
    offset = 0
    for block in doc.blocks:
        starts.append(offset)
        offset += len(block.text) + 2  # blocks are joined by a blank line
    found = paragraphs(text)

    def blocks_of(keep: Callable[[Paragraph], bool]) -> list[Block]:
        texts: dict[int, list[str]] = {}
        for p in found:
            if keep(p):
                index = max(i for i, s in enumerate(starts) if s <= p.start)
                texts.setdefault(index, []).append(p.text_in(text).strip())
        return [
            Block(doc.blocks[i].page, doc.blocks[i].section, "\n\n".join(parts))
            for i, parts in sorted(texts.items())
        ]

    def named_by(ticker: str) -> Callable[[Paragraph], bool]:
        return lambda p: p.company == ticker  # its own paragraphs and those continuing them

    pieces = [
        Piece(
            other,
            detect_period(doc, other),
            replace(
                doc,
                blocks=blocks_of(named_by(other)),
                doc_hash=content_hash(f"{doc.doc_hash}:{other}"),
            ),
        )
        for other in others
    ]
    own = blocks_of(lambda p: p.company in (None, company))
    return replace(doc, blocks=own), pieces
