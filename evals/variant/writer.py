"""Writing variant documents: figures checked against the data, text and Markdown output.

:class:`VWriter` extends the realistic corpus's :class:`DocWriter`: a figure is named by
its data key (ticker, fiscal year, metric) and the text to print; the printed number is
checked against the data (:func:`evals.variant.facts.check_printed`) before it is recorded,
with the label as printed. Text documents are written here (pipe tables or aligned
columns, Markdown headings); PDFs go through :func:`evals.realistic.render.write_pdf`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from evals.realistic.model import (
    Bullets,
    Contents,
    Document,
    DocWriter,
    Footnotes,
    Form,
    Heading,
    Para,
    Table,
)
from evals.realistic.render import write_pdf
from evals.variant.facts import check_printed, lookup

Style = Literal["pipe", "columns", "cells"]


@dataclass
class VTable(Table):
    """A table with a text style: ``pipe`` (Markdown), ``columns`` (aligned) or ``cells``."""

    style: Style = "columns"


@dataclass
class Dateline(Para):
    """A byline/dateline paragraph, printed in italics in Markdown."""

    extra: list[str] = field(default_factory=list)


class VWriter(DocWriter):
    """A :class:`DocWriter` whose figures name their data key and are checked on the spot."""

    def fig(
        self,
        printed: str,
        key: tuple[str, str, str],
        *,
        unit: str,
        label: str,
        period: str | None = None,
        form: Form = "table",
        index: int = 0,
        qualifier: str | None = None,
        dividend_kind: str | None = None,
        basis: str | None = None,
    ) -> str:
        """Record ``printed`` (e.g. ``"US$55.658 billion"``, ``"(896)"``) and return it.

        ``key`` is (ticker, fiscal year, metric) of the data; ``period`` defaults to the
        fiscal year, or ``H1 <fiscal year>`` for half-year keys (``h1_*``, ``interim_dps``).
        """
        ticker, fiscal_year, metric = key
        row = lookup(ticker, fiscal_year, metric, index)
        value, backing = check_printed(row, printed, unit)
        if period is None:
            half = metric.startswith("h1_") or metric == "interim_dps"
            period = f"H1 {fiscal_year}" if half else fiscal_year
        signed = -value if row.value < 0 else value
        self.manifest.append(
            {
                "doc": self.doc.name,
                "page": self.page_no,
                "company": ticker,
                "metric": metric,
                "period": period,
                "basis": basis,
                "dividend_kind": dividend_kind,
                "value": float(signed),
                "unit": unit,
                "currency": (row.currency or None) if unit not in ("percent",) else None,
                "qualifier": qualifier,
                "form": form,
                "text": printed,
                "label": label,
                "source": row.source(index),
                "backing": backing,
            }
        )
        return printed


# --- text and Markdown ------------------------------------------------------------------------


def _pipe(table: Table) -> list[str]:
    rows = [table.header, *table.rows]
    lines = ["| " + " | ".join(r) + " |" for r in rows[:1]]
    lines.append("|" + "|".join("---" if i == 0 else "---:" for i in range(len(rows[0]))) + "|")
    lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
    return lines


def _columns(table: Table) -> list[str]:
    rows = [table.header, *table.rows]
    width0 = max(len(r[0]) for r in rows) + 2
    widths = [max(len(r[i]) for r in rows if i < len(r)) + 3 for i in range(1, len(table.header))]
    return [
        (
            r[0].ljust(width0) + "".join(c.rjust(w) for c, w in zip(r[1:], widths, strict=False))
        ).rstrip()
        for r in rows
    ]


def _cells(table: Table) -> list[str]:
    lines: list[str] = []
    for cells in [table.header, *table.rows]:
        lines += [c for c in cells if c] + [""]
    return lines


def _table_lines(table: Table, markdown: bool) -> list[str]:
    style = table.style if isinstance(table, VTable) else "columns"
    title = f"**{table.title}**" if markdown and table.title else table.title
    body = {"pipe": _pipe, "columns": _columns, "cells": _cells}[style](table)
    if markdown and style == "columns":
        body = ["```", *body, "```"]
    return ([title, ""] if title else []) + body + ([""] + table.notes if table.notes else [])


def text_of(doc: Document, *, header: bool = True) -> str:
    """A text or Markdown file: pages joined by form feeds (text) or rules (Markdown)."""
    markdown = doc.name.endswith(".md")
    pages = []
    for number, page in enumerate(doc.pages, start=1):
        lines: list[str] = [doc.title, ""] if header and doc.title else []
        notes: list[str] = []
        for block in page.blocks:
            if isinstance(block, Heading):
                if markdown:
                    lines += ["#" * block.level + " " + block.text, ""]
                else:
                    lines += [block.text.upper() if block.level == 1 else block.text, ""]
            elif isinstance(block, Dateline):
                lines += [f"*{block.text}*" if markdown else block.text, *block.extra, ""]
            elif isinstance(block, Para):
                lines += [block.text, ""]
            elif isinstance(block, Bullets):
                lines += [f"- {item}" for item in block.items] + [""]
            elif isinstance(block, Table):
                lines += _table_lines(block, markdown) + [""]
            elif isinstance(block, Contents):
                lines += [f"{t} {'.' * max(3, 50 - len(t))} {n}" for t, n in doc.sections] + [""]
            elif isinstance(block, Footnotes):
                notes += block.lines
        if len(doc.pages) > 1 and not markdown:
            notes += ["", f"Page {number}"]
        pages.append("\n".join(lines + notes).rstrip() + "\n")
    body = ("\n---\n\n" if markdown else "\f").join(pages)
    return (doc.first_line + "\n\n" + body) if doc.first_line else body


def write(doc: Document, folder: Path, *, header: bool = True) -> Path:
    """Write ``doc`` into ``folder`` (PDF by fpdf2, else text/Markdown); return its path."""
    path = folder / doc.name
    if doc.kind == "pdf":
        write_pdf(doc, path)
    else:
        path.write_text(text_of(doc, header=header), encoding="utf-8")
    return path


def new_doc(
    name: str, ticker: str, title: str, period: str, manifest: list[dict[str, Any]]
) -> VWriter:
    """A writer for a new document (PDF when ``name`` ends in ``.pdf``)."""
    kind: Literal["pdf", "txt"] = "pdf" if name.endswith(".pdf") else "txt"
    return VWriter(
        Document(name=name, company=ticker, title=title, kind=kind, period=period), manifest
    )


@dataclass(frozen=True)
class NoteRef:
    """A cell holding a note reference (``Note 6``): words, not a figure."""

    number: int


Cell = tuple[Any, ...] | NoteRef | None
"""A table cell: None (a dash), a note reference, or (printed, key, unit[, fig options])."""

DASH = "\u2013"


def trow(w: VWriter, title: str, label: str, cells: list[Cell]) -> list[str]:
    """One table row: the label, then each cell recorded as a figure (or a dash)."""
    out = [label]
    for cell in cells:
        if cell is None:
            out.append(DASH)
            continue
        if isinstance(cell, NoteRef):
            out.append(f"Note {cell.number}")
            continue
        printed, key, unit, *rest = cell
        options = dict(rest[0]) if rest else {}
        form = options.pop("form", "table")
        out.append(w.fig(printed, key, unit=unit, label=f"{label} | {title}", form=form, **options))
    return out
