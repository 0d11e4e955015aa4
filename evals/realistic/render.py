"""Print spec documents: PDF with fpdf2 (bordered tables, core fonts) or text with form feeds.

One spec page is exactly one printed page (the PDF writer checks it), so the manifest's
page numbers are the printed ones. Output is deterministic: fixed creation date, no
random identifiers.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from evals.realistic.model import (
    Bullets,
    Contents,
    Document,
    Footnotes,
    Heading,
    Page,
    Para,
    Table,
)

FIXED_DATE = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)


class LayoutError(RuntimeError):
    """A spec page did not fit on one printed page."""


def _contents_lines(doc: Document) -> list[tuple[str, int]]:
    return [(title, page) for title, page in doc.sections]


# --- PDF --------------------------------------------------------------------------------------


def _pdf_class() -> Any:
    from fpdf import FPDF

    class ReportPDF(FPDF):  # type: ignore[misc]
        """Running header, category line and page-number footer on every page."""

        doc: Document
        section: str = ""

        def header(self) -> None:
            self.set_font("Helvetica", size=7)
            self.set_text_color(90, 90, 90)
            self.cell(120, 4, self.doc.title)
            self.cell(0, 4, self.section, align="R", new_x="LMARGIN", new_y="NEXT")
            if self.doc.categories:
                self.set_font("Helvetica", size=6)
                self.cell(0, 4, "   ".join(self.doc.categories), new_x="LMARGIN", new_y="NEXT")
            self.set_text_color(0, 0, 0)
            self.ln(4)

        def footer(self) -> None:
            self.set_y(-12)
            self.set_font("Helvetica", size=7)
            self.set_text_color(90, 90, 90)
            self.cell(0, 5, f"{self.doc.title} | Page {self.page_no()}", align="C")
            self.set_text_color(0, 0, 0)

    return ReportPDF


def _pdf_table(pdf, table: Table) -> None:  # type: ignore[no-untyped-def]
    from fpdf.fonts import FontFace

    pdf.set_font("Helvetica", "B", 8.5)
    pdf.multi_cell(0, 5, table.title, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)
    pdf.set_font("Helvetica", size=8)
    n = len(table.header)
    widths = table.widths or [70] + [max(18, 100 // max(1, n - 1))] * (n - 1)
    align = ["LEFT"] + ["RIGHT"] * (n - 1)
    heading = FontFace(emphasis="BOLD", fill_color=(225, 230, 238))
    with pdf.table(
        col_widths=tuple(widths[:n]),
        width=sum(widths[:n]),
        text_align=tuple(align),
        headings_style=heading,
        line_height=5,
        align="LEFT",
    ) as out:
        for cells in [table.header, *table.rows]:
            row = out.row()
            for text in cells:
                row.cell(text)
    for note in table.notes:
        pdf.set_font("Helvetica", size=7)
        pdf.multi_cell(0, 4, note, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)


def _pdf_page(pdf, doc: Document, page: Page) -> None:  # type: ignore[no-untyped-def]
    pdf.section = page.section
    pdf.add_page()
    footnotes: list[str] = []
    for block in page.blocks:
        if isinstance(block, Heading):
            pdf.set_font("Helvetica", "B", 15 if block.level == 1 else 11)
            pdf.multi_cell(
                0, 8 if block.level == 1 else 6, block.text, new_x="LMARGIN", new_y="NEXT"
            )
            pdf.ln(1)
        elif isinstance(block, Para):
            pdf.set_font("Helvetica", size=7 if block.small else 9.5)
            pdf.multi_cell(0, 4 if block.small else 5, block.text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        elif isinstance(block, Bullets):
            pdf.set_font("Helvetica", size=9.5)
            for item in block.items:
                pdf.multi_cell(0, 5, f"\u2022 {item}", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        elif isinstance(block, Table):
            _pdf_table(pdf, block)
        elif isinstance(block, Contents):
            pdf.set_font("Helvetica", size=10)
            for title, number in _contents_lines(doc):
                pdf.cell(150, 7, title)
                pdf.cell(0, 7, str(number), align="R", new_x="LMARGIN", new_y="NEXT")
        elif isinstance(block, Footnotes):
            footnotes.extend(block.lines)
    if footnotes:
        pdf.set_y(-14 - 4 * len(footnotes) - 4)
        pdf.set_font("Helvetica", size=7)
        for line in footnotes:
            pdf.multi_cell(0, 4, line, new_x="LMARGIN", new_y="NEXT")


def write_pdf(doc: Document, path: Path) -> None:
    """Write ``doc`` as a PDF; raise :class:`LayoutError` if a page overflows."""
    pdf = _pdf_class()(format="A4")
    pdf.doc = doc
    pdf.core_fonts_encoding = "windows-1252"
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_title(doc.title)
    pdf.set_author(doc.company)
    pdf.set_creator("evals.realistic")
    pdf.set_producer("evals.realistic")
    pdf.set_margins(18, 12, 18)
    pdf.set_auto_page_break(True, margin=18)
    for number, page in enumerate(doc.pages, start=1):
        _pdf_page(pdf, doc, page)
        if pdf.page_no() != number:
            raise LayoutError(f"{doc.name}: spec page {number} ({page.section}) overflows")
    pdf.output(str(path))


# --- text -------------------------------------------------------------------------------------


def _text_table(table: Table) -> list[str]:
    lines = [table.title]
    if table.one_cell_per_line:
        for cells in [table.header, *table.rows]:
            lines += [c for c in cells if c] + [""]
        return lines
    rows = [table.header, *table.rows]
    width0 = max(len(r[0]) for r in rows) + 2
    widths = [max(len(r[i]) for r in rows if i < len(r)) + 3 for i in range(1, len(table.header))]
    for r in rows:
        line = r[0].ljust(width0) + "".join(c.rjust(w) for c, w in zip(r[1:], widths, strict=False))
        lines.append(line.rstrip())
    lines += table.notes
    return lines


def text_of(doc: Document) -> str:
    """The text file content: optional first line, pages joined by form feeds."""
    pages = []
    for number, page in enumerate(doc.pages, start=1):
        lines = [doc.title, ""]
        footnotes: list[str] = []
        for block in page.blocks:
            if isinstance(block, Heading):
                lines += [block.text.upper() if block.level == 1 else block.text, ""]
            elif isinstance(block, Para):
                lines += [block.text, ""]
            elif isinstance(block, Bullets):
                lines += [f"- {item}" for item in block.items] + [""]
            elif isinstance(block, Table):
                lines += _text_table(block) + [""]
            elif isinstance(block, Contents):
                lines += [f"{t} {'.' * max(3, 60 - len(t))} {n}" for t, n in _contents_lines(doc)]
            elif isinstance(block, Footnotes):
                footnotes += block.lines
        lines += footnotes + ["", f"Page {number}"]
        pages.append("\n".join(lines))
    body = "\n\f".join(pages) + "\n"
    return (doc.first_line + "\n" + body) if doc.first_line else body


def write_text(doc: Document, path: Path) -> None:
    """Write ``doc`` as UTF-8 text with form feeds between pages."""
    path.write_text(text_of(doc), encoding="utf-8")


def write(doc: Document, folder: Path) -> Path:
    """Write ``doc`` into ``folder``; return its path."""
    path = folder / doc.name
    if doc.kind == "pdf":
        write_pdf(doc, path)
    else:
        write_text(doc, path)
    return path
