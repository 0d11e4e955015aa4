"""Which company each paragraph of a piece is about, so each company's period is its own.

A results wrap covers several companies at once: "Northern Star's December-half result
..." then "Rio Tinto posted its annual profit ...". Each paragraph speaks of the company it
names (the only one of the five it names); a paragraph naming none continues the story
before it -- of the last company a paragraph turned the piece to by stating a figure or
asking about it, not one named in passing -- and one naming several, the headline ("Big
miners keep paying as lithium bites MinRes") or one coming before any company is named (the
dateline, "Results season rolled on") speaks for all of them. The period of one company is
then read from its own paragraphs and the shared ones
(:func:`mines.figures.periods.document_period`): in February a June-year company's cue is
its half to December, RIO's its calendar year just closed.

Pure; a paragraph is read once, and only in a piece naming two of the five or more.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mines.figures.company_rows import company_tables
from mines.numbers import find_figures
from mines.question.companies import find_companies
from mines.sentences import sentence_bounds

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n|\f")


PIECE_CHARS = 40_000
"""Longest text read as a piece that may cover several companies (a wrap is a few pages)."""


@dataclass(frozen=True)
class Paragraph:
    """A paragraph's span in the text and the company it is about (None: all of them)."""

    start: int
    end: int
    company: str | None
    named: bool = False
    """Whether the paragraph names its company itself (else it continues the one before)."""
    printed: str | None = None
    """The paragraph's text when it is not ``text[start:end]`` (a company's rows of a table
    with the table's title and header, :func:`mines.figures.company_rows.company_tables`)."""

    def text_in(self, text: str) -> str:
        """The paragraph's text, ``text`` being the piece's."""
        return self.printed if self.printed is not None else text[self.start : self.end]


def paragraphs(text: str) -> list[Paragraph]:
    """The paragraphs of ``text``, each with the one company it is about, if any."""
    found: list[Paragraph] = []
    start = 0
    subject: str | None = None
    bounds = [(m.start(), m.end()) for m in _PARAGRAPH_BREAK.finditer(text)]
    for end, next_start in [*bounds, (len(text), len(text))]:
        if not found and text[start:end].strip():
            found.append(Paragraph(start, end, None))  # the headline speaks for the piece
        elif text[start:end].strip():
            named = find_companies(text[start:end])
            tables = company_tables(text, start, end) if len(named) > 1 else None
            if tables is not None:
                found.extend(Paragraph(s, e, c, True, t) for s, e, c, t in tables)
                subject = None
                start = next_start
                continue
            if len(named) > 1:
                found.extend(sentence_runs(text, start, end))
                subject = None
                start = next_start
                continue
            if named and (subject is None or _opens_story(text[start:end])):
                subject = named[0]  # the paragraphs after it naming none are its story
            found.append(Paragraph(start, end, named[0] if named else subject, len(named) == 1))
        start = next_start
    return found


def _opens_story(paragraph: str) -> bool:
    """Whether a paragraph naming a company turns the piece to it: it states a figure or asks.

    "Fortescue reports its own numbers next week." names a peer in passing: the paragraphs
    after it go on with the story before; "*Did Mineral Resources pay more at the half?*"
    (a reader's question) or "Fortescue's half: profit US$3.34 billion" turn it.
    """
    return "?" in paragraph or any(n.currency or n.unit for n in find_figures(paragraph))


def sentence_runs(text: str, start: int, end: int) -> list[Paragraph]:
    """A paragraph naming several companies cut into runs of sentences, one company each.

    "Rio Tinto's earnings rose. Mineral Resources' interim cheque was $1.20 a share and
    the final one 70 cents. Holders got ...": a sentence is about the company it names, and
    one naming none ("Holders got", "It shipped") continues the company named before it in
    the paragraph. A sentence naming several, or none before any is named, speaks for all
    (company None), and the sentences after it name their own again.
    """
    runs: list[Paragraph] = []
    subject: str | None = None
    for s, e in sentence_bounds(text, start, end):
        named = find_companies(text[s:e])
        if named:
            subject = named[0] if len(named) == 1 else None
        if runs and runs[-1].company == subject:
            runs[-1] = Paragraph(runs[-1].start, e, subject, subject is not None)
        else:
            runs.append(Paragraph(s, e, subject, subject is not None))
    return runs


def subjects(text: str) -> tuple[str, ...]:
    """The companies a piece gives paragraphs of their own, in order of first paragraph."""
    return tuple(dict.fromkeys(p.company for p in paragraphs(text) if p.company is not None))


def own_text(text: str, company: str) -> str:
    """``text`` with the paragraphs about other companies blanked (same length and lines).

    A piece that gives paragraphs of its own to one company at most comes back whole, and
    so does a report (longer than :data:`PIECE_CHARS`): reports are each one company's.
    """
    if len(text) > PIECE_CHARS or len(find_companies(text)) < 2:
        return text
    found = paragraphs(text)
    if len({p.company for p in found if p.company is not None}) < 2:
        return text
    pieces: list[str] = []
    done = 0
    for p in found:
        if p.company is None or p.company == company:
            continue
        pieces.append(text[done : p.start])
        pieces.append(re.sub(r"[^\n\f]", " ", text[p.start : p.end]))
        done = p.end
    pieces.append(text[done:])
    return "".join(pieces)
