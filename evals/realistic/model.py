"""The document model of the realistic corpus: documents, pages, blocks, manifest entries.

A document is written once, as a list of pages of blocks; every figure it states is
written through :meth:`DocWriter.figure`, which returns the text to print AND records the
manifest entry (document, page, company, metric, period, basis, dividend kind, value, unit,
currency, qualifier, form). The PDF and text renderers print exactly one output page per
spec page, so the manifest's page numbers are the printed ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Form = Literal["table", "sentence", "comparative", "five_year"]


@dataclass
class Heading:
    """A section heading (level 1) or sub-heading (level 2)."""

    text: str
    level: int = 1


@dataclass
class Para:
    """A paragraph of prose."""

    text: str
    small: bool = False


@dataclass
class Bullets:
    """A bulleted list."""

    items: list[str]


@dataclass
class Table:
    """A bordered table: title above, header row, body rows (label first), notes below."""

    title: str
    header: list[str]
    rows: list[list[str]]
    notes: list[str] = field(default_factory=list)
    widths: list[float] | None = None
    one_cell_per_line: bool = False
    """Text renderer only: print every cell on its own line (as copied from a PDF viewer)."""


@dataclass
class Contents:
    """The contents page: section titles and their page numbers (filled at render time)."""


@dataclass
class Footnotes:
    """Footnote text printed at the bottom of the page."""

    lines: list[str]


Block = Heading | Para | Bullets | Table | Contents | Footnotes


@dataclass
class Page:
    """One printed page."""

    section: str
    blocks: list[Block] = field(default_factory=list)


@dataclass
class Document:
    """One file of the corpus."""

    name: str
    """File name, e.g. ``BHP_Annual_Report_2024.pdf``."""
    company: str
    title: str
    """Running header text (company and report name)."""
    kind: Literal["pdf", "txt"]
    pages: list[Page] = field(default_factory=list)
    first_line: str = ""
    """Text files: a line printed before the first page (e.g. the URL it was saved from)."""
    categories: tuple[str, ...] = ()
    """The sidebar-like line of category words printed on every page (page furniture)."""
    sections: list[tuple[str, int]] = field(default_factory=list)
    """(section title, page number) for the contents page."""
    period: str = ""
    """The period the document reports on (``FY2023``, ``H1 FY2024``)."""


class DocWriter:
    """Builds one document page by page and records every figure it states."""

    def __init__(self, doc: Document, manifest: list[dict[str, Any]]) -> None:
        self.doc = doc
        self.manifest = manifest

    @property
    def page_no(self) -> int:
        """The current page number (1-based)."""
        return len(self.doc.pages)

    def page(self, section: str, *, contents_entry: bool = False) -> Page:
        """Start a new page in ``section``; optionally list it on the contents page."""
        page = Page(section)
        self.doc.pages.append(page)
        if contents_entry:
            self.doc.sections.append((section, self.page_no))
        return page

    def add(self, *blocks: Block) -> None:
        """Append blocks to the current page."""
        self.doc.pages[-1].blocks.extend(blocks)

    def figure(
        self,
        text: str,
        *,
        metric: str,
        period: str,
        value: float,
        unit: str,
        currency: str | None,
        form: Form,
        source: str,
        basis: str | None = None,
        dividend_kind: str | None = None,
        qualifier: str | None = None,
        label: str = "",
    ) -> str:
        """Record one stated figure on the current page and return ``text`` unchanged."""
        self.manifest.append(
            {
                "doc": self.doc.name,
                "page": self.page_no,
                "company": self.doc.company,
                "metric": metric,
                "period": period,
                "basis": basis,
                "dividend_kind": dividend_kind,
                "value": value,
                "unit": unit,
                "currency": currency,
                "qualifier": qualifier,
                "form": form,
                "text": text,
                "label": label,
                "source": source,
            }
        )
        return text
