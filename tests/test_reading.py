"""Reading real report layouts: periods, pages, sections, tables, signs, footnote markers.

Every PDF here is built in the test with fpdf2 (``pdf.table()`` draws real ruled tables).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from fpdf import FPDF

from mines.figures.model import Period
from mines.figures.tables import parse_tables, render_table
from mines.ingest.bundled import BUNDLED_CORPUS_DIR, origin_of
from mines.ingest.chunking import MAX_WORDS, build_chunks
from mines.ingest.detection import detect_company, detect_period
from mines.ingest.reading import read_document
from mines.ingest.run import ensure_bundled_corpus, ingest_paths
from mines.page_lines import (
    furniture_lines,
    is_furniture,
    looks_like_heading,
    normalise_text,
    pick_title,
)
from mines.pdf_reading import table_from_rows
from mines.store import Store

FILLER = (
    "The Board remains focused on disciplined capital allocation and shareholder returns. "
    "Operating costs were affected by inflation in labour, fuel and contractor rates."
)

Row = Sequence[str]


def make_pdf(
    path: Path,
    pages: Sequence[Callable[[FPDF], None]],
    header: str = "",
    footer: bool = True,
    title: str = "",
) -> Path:
    """A PDF whose pages are drawn by ``pages``; running header and page-number footer."""

    class Report(FPDF):
        def header(self) -> None:
            if header:
                self.set_font("Helvetica", size=7)
                self.cell(0, 4, header, new_x="LMARGIN", new_y="NEXT")
                self.ln(3)

        def footer(self) -> None:
            if footer:
                self.set_y(-12)
                self.set_font("Helvetica", size=7)
                self.cell(0, 5, f"Page {self.page_no()}", align="C")

    pdf = Report(format="A4")
    pdf.core_fonts_encoding = "windows-1252"
    if title:
        pdf.set_title(title)
    for draw in pages:
        pdf.add_page()
        draw(pdf)
    pdf.output(str(path))
    return path


def heading(pdf: FPDF, text: str) -> None:
    pdf.set_font("Helvetica", "B", 14)
    pdf.multi_cell(0, 8, text, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)


def para(pdf: FPDF, text: str) -> None:
    pdf.set_font("Helvetica", size=10)
    pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)


def table(
    pdf: FPDF, title: str, rows: Sequence[Row], headings: int = 1, notes: Sequence[str] = ()
) -> None:
    pdf.set_font("Helvetica", "B", 9)
    pdf.multi_cell(0, 5, title, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)
    pdf.set_font("Helvetica", size=9)
    n = len(rows[0])
    with pdf.table(
        col_widths=(70,) + (30,) * (n - 1),
        width=70 + 30 * (n - 1),
        num_heading_rows=headings,
        line_height=5,
        align="LEFT",
    ) as out:
        for cells in rows:
            row = out.row()
            for text in cells:
                row.cell(text)
    pdf.set_font("Helvetica", size=7)
    for note in notes:
        pdf.multi_cell(0, 4, note, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)


def page(*parts: Callable[[FPDF], None]) -> Callable[[FPDF], None]:
    def draw(pdf: FPDF) -> None:
        for part in parts:
            part(pdf)

    return draw


def h(text: str) -> Callable[[FPDF], None]:
    return lambda pdf: heading(pdf, text)


def p(text: str) -> Callable[[FPDF], None]:
    return lambda pdf: para(pdf, text)


def t(
    title: str, rows: Sequence[Row], headings: int = 1, notes: Sequence[str] = ()
) -> Callable[[FPDF], None]:
    return lambda pdf: table(pdf, title, rows, headings, notes)


INCOME = [
    ["Year ended 30 June", "2024", "2023"],
    ["Revenue", "55,658", "53,817"],
    ["Profit/(loss) after tax¹", "(896)", "114"],
    ["Exceptional items", "–", "(1,203)"],
]

HALF = [
    ["US$M", "Half year ended", "Half year ended"],
    ["", "31 December 2023", "31 December 2022"],
    ["Revenue", "27,232", "25,713"],
    ["Net debt¹", "(807)", "11,150"],
]


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    return folder


def annual_pdf(folder: Path) -> Path:
    return make_pdf(
        folder / "bhp_annual_report_2024.pdf",
        [
            page(
                h("BHP Group Limited Annual Report 2024"),
                p("Released 21 February 2025. For the year ended 30 June 2024. " + FILLER),
            ),
            page(
                h("Financial statements"),
                p(FILLER),
                t(
                    "Consolidated income statement US$M",
                    INCOME,
                    notes=["¹ Attributable to members."],
                ),
                p("Net debt¹ was US$9.1 billion. " + FILLER),
            ),
            page(h("Outlook"), p(FILLER + " " + FILLER)),
        ],
        header="BHP Group Limited | Annual Report 2024",
    )


# --- tables ---------------------------------------------------------------------------------


def test_pdf_table_is_kept_as_a_table(docs: Path) -> None:
    doc = read_document(annual_pdf(docs))
    chunks = build_chunks(doc, "BHP", "FY2024")
    with_table = [c for c in chunks if "Table: " in c["text"]]
    assert len(with_table) == 1
    [parsed] = parse_tables(with_table[0]["text"])
    assert parsed.title == "Consolidated income statement US$M"
    assert parsed.header == ("Year ended 30 June", "2024", "2023")
    assert parsed.rows[0] == ("Revenue", "55,658", "53,817")
    assert parsed.rows[1] == ("Profit/(loss) after tax¹", "(896)", "114")  # sign kept
    assert parsed.rows[2] == ("Exceptional items", "–", "(1,203)")
    assert parsed.notes == ("¹ Attributable to members.",)  # the footnote under the table
    assert with_table[0]["page"] == 2
    assert with_table[0]["section"].endswith("Financial statements")
    # the table's title line is not left behind as prose, the table text is canonical
    assert with_table[0]["text"].count("Consolidated income statement US$M") == 1
    assert render_table(parsed) in with_table[0]["text"]


def test_two_line_pdf_header_is_flattened(docs: Path) -> None:
    path = make_pdf(
        docs / "fmg_half_year.pdf", [page(h("Half-year report"), t("Summary", HALF, 2))]
    )
    [parsed] = parse_tables(read_document(path).text)
    assert parsed.header == (
        "US$M",
        "Half year ended 31 December 2023",
        "Half year ended 31 December 2022",
    )
    assert parsed.rows == (("Revenue", "27,232", "25,713"), ("Net debt¹", "(807)", "11,150"))


def test_table_from_rows_header_rules() -> None:
    merged = table_from_rows(
        "T", [["", "Half year ended", None], ["", "Dec 2023", "Dec 2022"], ["A", "1", "2"]]
    )
    assert merged is not None
    assert merged.header == ("", "Half year ended Dec 2023", "Half year ended Dec 2022")
    body_row = table_from_rows("T", [["", "2024", "2023"], ["", "(5)", "6"]])
    assert body_row is not None and body_row.rows == (("", "(5)", "6"),)  # values: a body row
    assert table_from_rows("T", [["only one column"], ["x"]]) is None
    assert table_from_rows("T", [["a", "b"]]) is None


def test_markdown_and_text_pipe_tables(docs: Path) -> None:
    md = docs / "rio.md"
    md.write_text(
        "# Rio Tinto 2023 annual report\n\nFor the year ended 31 December 2023.\n\n"
        "Financial summary US$ millions\n\n| | 2023 | 2022 |\n|---|---:|---:|\n"
        "| Net earnings | 10,058 | 12,392 |\n| Impairment | (1,230) | (150) |\n"
    )
    txt = docs / "rio.txt"
    txt.write_text(
        "Rio Tinto 2023 annual report\n\nFinancial summary US$ millions\n| | 2023 | 2022 |\n"
        "| Net earnings | 10,058 | 12,392 |\n\nThe year ended 31 December 2023.\n"
    )
    for path in (md, txt):
        [parsed] = parse_tables(read_document(path).text)
        assert parsed.title == "Financial summary US$ millions"
        assert parsed.header == ("", "2023", "2022")
        assert parsed.rows[0] == ("Net earnings", "10,058", "12,392")
    assert parse_tables(read_document(md).text)[0].rows[1] == ("Impairment", "(1,230)", "(150)")


def test_long_table_is_split_with_title_and_header_in_every_piece(docs: Path) -> None:
    rows = [["Five-year summary", "2024", "2023", "2022", "2021", "2020"]]
    rows += [[f"Metric number {i}", "1,234", "(56)", "7.8", "910", "11"] for i in range(60)]
    md = docs / "nst.md"
    body = "\n".join("| " + " | ".join(r) + " |" for r in rows)
    md.write_text(
        f"# Northern Star annual report 2024\n\n{FILLER}\n\nFive-year summary A$M\n\n{body}\n"
    )
    chunks = build_chunks(read_document(md), "NST", "FY2024")
    pieces = [c for c in chunks if "Table: " in c["text"]]
    assert len(pieces) > 1
    seen: list[tuple[str, ...]] = []
    for chunk in pieces:
        [parsed] = parse_tables(chunk["text"])
        assert parsed.title == "Five-year summary A$M"
        assert parsed.header == tuple(rows[0])
        assert len(chunk["text"].split()) <= MAX_WORDS + 5
        seen.extend(parsed.rows)
        lines = chunk["text"].split("\n")
        start = lines.index("Table: Five-year summary A$M")
        assert all(ln.startswith("|") for ln in lines[start + 1 : start + 2 + len(parsed.rows)])
    assert seen == [tuple(r) for r in rows[1:]]  # every row once, in order


# --- periods --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "company", "text", "expected"),
    [
        (
            "annual.txt",
            "BHP",
            "BHP Annual Report\n\nFor the year ended 30 June 2024 revenue rose.\n",
            Period(2024),
        ),
        (
            "half.txt",
            "BHP",
            "BHP Group Limited\nHalf-year report\n\nFor the half year ended 31 December 2023, "
            "profit rose. The balance sheet at 30 June 2023 is shown for comparison.\n",
            Period(2024, "H1"),
        ),
        (
            "rio.txt",
            "RIO",
            "Rio Tinto | 2023 full year results\n\n21 February 2024 - Rio Tinto today "
            "reported its results.\n",
            Period(2023),
        ),
        (
            "release.txt",
            "RIO",
            "Released 21 February 2024\nRio Tinto results\n\nFor the year ended 31 December "
            "2023 net earnings fell.\n",
            Period(2023),
        ),
        (
            "url.txt",
            "FMG",
            "https://example.com/asx/fmg/2025-02-19/fy2025-half-year\nFortescue Appendix 4D\n\n"
            "Results for the half-year ended 31 December 2023.\n",
            Period(2024, "H1"),
        ),
    ],
)
def test_period_from_the_documents_own_statements(
    docs: Path, name: str, company: str, text: str, expected: Period
) -> None:
    path = docs / name
    path.write_text(text)
    doc = read_document(path)
    assert detect_period(doc, company) == expected
    assert not doc.title.startswith(("http", "Released"))
    chunks = build_chunks(doc, company, expected.fiscal_year, expected)
    assert {(c["fiscal_year"], c["period"]) for c in chunks} == {
        (expected.fiscal_year, expected.label)
    }


def test_period_priority(docs: Path) -> None:
    path = docs / "report.md"
    path.write_text(
        "---\nfiscal_year: FY2023\n---\n# BHP report\n\nFor the year ended 30 June 2024.\n"
    )
    doc = read_document(path)
    assert detect_period(doc, "BHP") == Period(2023)  # front matter beats the text
    assert detect_period(doc, "BHP", "FY2022") == Period(2022)  # the argument beats both
    assert detect_period(doc, "BHP", None, "H2 FY2024") == Period(2024, "H2")
    half = docs / "half.txt"
    half.write_text("Appendix 4D\nHalf year ended 31 December 2023\n")
    assert detect_period(read_document(half), "BHP", "FY2024") == Period(2024, "H1")


def test_pdf_period_ignores_the_release_date(docs: Path) -> None:
    doc = read_document(annual_pdf(docs))
    assert detect_company(doc) == "BHP"
    assert detect_period(doc, "BHP") == Period(2024)


# --- pages, sections, titles ----------------------------------------------------------------


def test_pdf_pages_sections_and_furniture(docs: Path) -> None:
    doc = read_document(annual_pdf(docs))
    assert {b.page for b in doc.blocks} == {1, 2, 3}
    sections = {b.page: b.section for b in doc.blocks}
    assert sections[2] == "Financial statements"
    assert sections[3] == "Outlook"
    later = "\n".join(b.text for b in doc.blocks if b.page != 1)
    assert "Annual Report 2024" not in later  # the running header is furniture
    assert "Page 2" not in later and "Page 3" not in later  # so are page numbers


def test_text_form_feeds_are_pages_and_furniture_is_not_a_section(docs: Path) -> None:
    furniture = "Basic MaterialsBalancedLarge Cap"
    pages = [
        f"https://news.example.com/nst/2024\n{furniture}\n\nNorthern Star results\n\n"
        "For the year ended 30 June 2024 gold sales rose.\n\nPage 1",
        f"{furniture}\n\nFinancial Review\n\n{FILLER}\n\nPage 2",
        f"{furniture}\n\nSustainability\n\n{FILLER}\n\nPage 3",
    ]
    path = docs / "nst.txt"
    path.write_text("\f".join(pages))
    doc = read_document(path)
    assert [b.page for b in doc.blocks] == [1, 2, 3]
    assert doc.title == furniture or doc.title == "Northern Star results"
    assert not doc.title.startswith("https")
    assert {b.section for b in doc.blocks} == {"", "Financial Review", "Sustainability"}
    assert all(furniture not in b.text for b in doc.blocks if b.page != 1)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Financial Review", True),
        ("DIRECTORS' REPORT", True),
        ("Basic MaterialsBalancedLarge Cap", False),
        ("Page 12", False),
        ("12", False),
        ("https://example.com/report", False),
        ("Revenue rose strongly.", False),
    ],
)
def test_heading_or_not(line: str, expected: bool) -> None:
    assert looks_like_heading(line) is expected


def test_titles_are_never_urls_or_dates() -> None:
    lines = ["https://asx.example.com/x.pdf", "21 February 2024", "Rio Tinto 2023 results"]
    assert pick_title(lines) == "Rio Tinto 2023 results"
    keys = furniture_lines([["Header | p", "a"], ["Header | p", "b"], ["Header | p", "c"]])
    assert is_furniture("Header | p", keys)


def test_one_cell_per_line_table_is_a_table_and_its_labels_not_sections(docs: Path) -> None:
    path = docs / "rio.txt"
    path.write_text(
        "Rio Tinto 2023 full year results\n\nFINANCIAL SUMMARY\n\n"
        "Summary of results (US$ millions)\nYear ended 31 December\n2023\n2022\n\n"
        "Underlying EBITDA\n23,892\n26,272\n\nNet Debt\n(4,231)\n4,188\n\n"
        "Operations\n2023\n2022\n\nPilbara shipments (Mt)\n331.8\n321.6\n"
    )
    doc = read_document(path)
    assert {b.section for b in doc.blocks} == {"", "FINANCIAL SUMMARY"}
    first, second = parse_tables(doc.text)
    assert first.title == "Summary of results (US$ millions)"
    assert first.header == ("Year ended 31 December", "2023", "2022")
    assert first.rows == (
        ("Underlying EBITDA", "23,892", "26,272"),
        ("Net Debt", "(4,231)", "4,188"),
    )
    assert (second.title, second.header) == ("Operations", ("", "2023", "2022"))
    assert second.rows == (("Pilbara shipments (Mt)", "331.8", "321.6"),)


def test_aligned_column_table_in_text_is_a_table(docs: Path) -> None:
    path = docs / "bhp.txt"
    path.write_text(
        "BHP results for the year ended 30 June 2022\n\nSummary of results (US$ millions)\n"
        "Year ended 30 June                      2022     2021\n"
        "Revenue                               65,098   60,817\n"
        "Loss from discontinued operations¹     (896)        –\n"
        "¹ Petroleum, merged with Woodside.\n\n"
        "Revenue  rose  strongly  in the year.\n"
    )
    doc = read_document(path)
    [parsed] = parse_tables(doc.text)
    assert parsed.title == "Summary of results (US$ millions)"
    assert parsed.header == ("Year ended 30 June", "2022", "2021")
    assert parsed.rows == (
        ("Revenue", "65,098", "60,817"),
        ("Loss from discontinued operations¹", "(896)", "–"),
    )
    assert parsed.notes == ("¹ Petroleum, merged with Woodside.",)
    assert "Revenue  rose" not in doc.text or "rose  strongly" in doc.text  # prose stays prose
    assert "Revenue rose strongly" in doc.text.replace("  ", " ")


def _figures_of(path: Path) -> list[tuple[str, str, str, float]]:
    """(metric, period, label, value) of every figure the ingested chunks of ``path`` state."""
    from mines.figure_index import chunk_figures

    doc = read_document(path)
    company = detect_company(doc)
    period = detect_period(doc, company)
    assert period is not None
    return [
        (f.metric, f.period.label, f.label, f.value)
        for chunk in build_chunks(doc, company, period.fiscal_year, period)
        for f in chunk_figures(chunk)
    ]


def test_text_tables_in_a_users_own_layouts_read_every_column(docs: Path) -> None:
    # Issue 19: pipe tables and aligned columns headed "2024 / 2023" never produced an
    # answer, and the prior-year column was never read. The layouts are our own; the figures
    # are the shared facts' (BHP's revenue, MinRes' and Northern Star's as named below).
    # The facts hold cash earnings for Northern Star only: BHP's table carries Northern
    # Star's FY2024 and FY2023 cash earnings as its row of a label we never wrote.
    pipe = docs / "bhp_pipe.md"
    pipe.write_text(
        "# BHP results for the year ended 30 June 2024\n\n## Summary\n\n"
        "| US$ million | 2024 | 2023 |\n|---|---:|---:|\n"
        "| Revenue | 55,658 | 53,820 |\n| Cash earnings | 1,810 | 1,223 |\n"
    )
    figs = _figures_of(pipe)
    assert ("revenue", "FY2023", "Revenue — Summary", 53820.0) in figs  # the prior year
    assert ("", "FY2023", "Cash earnings — Summary", 1223.0) in figs  # a label we never wrote

    # Mineral Resources' first halves of FY2024 and FY2023 (underlying EBITDA, operating cash
    # flow, interim dividends of 20 and 120 A cents)
    aligned = docs / "min_half.txt"
    aligned.write_text(
        "Mineral Resources results for the half year ended 31 December 2023\n\n"
        "Key figures\n"
        "A$ million                           H1 FY24     H1 FY23\n"
        "Underlying EBITDA                      674.9         939\n"
        "Net cash from operating activities 624         281\n\n"
        "Dividends\n"
        "                                  Dec 2023 half    Dec 2022 half\n"
        "Interim dividend (A$ per share)       0.20             1.20\n"
    )
    figs = _figures_of(aligned)
    assert ("operating_cash_flow", "H1 FY2023", "Net cash from operating activities — Key figures",
            281.0) in figs  # fmt: skip
    assert ("dividends_per_share", "H1 FY2024", "Interim dividend (A$ per share) — Dividends",
            0.20) in figs  # fmt: skip
    assert not [f for f in figs if f[0] == "net_debt"]

    # Northern Star's FY2024 and FY2023 revenue and cash earnings
    stacked = docs / "nst_cells.txt"
    stacked.write_text(
        "Northern Star results for the year ended 30 June 2024\n\n"
        "Group summary (A$M)\nFY24\nFY23\nRevenue\n4,920\n4,131\nCash earnings\n1,810\n1,223\n\n"
        "The report goes on in prose here.\n"
    )
    figs = _figures_of(stacked)
    assert ("revenue", "FY2023", "Revenue — Group summary (A$M)", 4131.0) in figs
    assert ("", "FY2023", "Cash earnings — Group summary (A$M)", 1223.0) in figs


# --- characters -----------------------------------------------------------------------------


def test_footnote_markers_stay_apart_and_signs_and_units_are_kept(docs: Path) -> None:
    assert normalise_text("Net debt¹ of US$9.1bn²") == "Net debt¹ of US$9.1bn²"
    assert normalise_text("ﬁnance\u00a0costs") == "finance costs"  # other folding still done
    path = docs / "min.txt"
    path.write_text(
        "Mineral Resources FY2024 results\n\nNet debt¹ was ($807M) at 30 June 2024. The "
        "dividend was 20 U.S. cents per share.\n\n¹ Excluding leases.\n"
    )
    text = read_document(path).text
    assert "Net debt¹" in text and "Net debt1" not in text
    assert "($807M)" in text
    assert "20 U.S. cents per share" in text
    pdf_text = read_document(annual_pdf(docs)).text
    assert "Net debt¹ was" in pdf_text and "after tax¹ | (896)" in pdf_text


def test_raised_small_digit_in_a_pdf_is_a_footnote_marker(docs: Path) -> None:
    def draw(pdf: FPDF) -> None:
        pdf.set_font("Helvetica", size=10)
        pdf.write(5, "Northern Star net debt")
        pdf.char_vpos = "SUP"
        pdf.write(5, "2")
        pdf.char_vpos = "LINE"
        pdf.write(5, " was A$1.2 billion for the year ended 30 June 2024.")

    text = read_document(make_pdf(docs / "nst.pdf", [draw])).text
    assert "net debt² was A$1.2 billion" in text
    assert "debt2" not in text


# --- origin, bundled corpus -----------------------------------------------------------------


def test_origin_and_period_reach_the_store(docs: Path, tmp_path: Path) -> None:
    store = Store(path=tmp_path / "chroma")
    report = ingest_paths([annual_pdf(docs)], store=store)
    [result] = report.files
    assert (result.status, result.period) == ("added", "FY2024"), result.error
    hits = store.search("BHP", "revenue income statement", k=3)
    assert hits and all(h.get("period") == "FY2024" and h.get("origin") == "user" for h in hits)
    assert {d.origin for d in store.documents()} == {"user"}
    bundled = sorted(BUNDLED_CORPUS_DIR.glob("*.md"))[0]
    assert origin_of(bundled) == "bundled"
    assert origin_of(docs / "x.md") == "user"


def test_bundled_corpus_can_be_turned_off(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    store = Store(path=tmp_path / "chroma")
    monkeypatch.setenv("MINES_BUNDLED_CORPUS", "0")
    assert ensure_bundled_corpus(store) is None
    assert store.count() == 0


# --- speed ----------------------------------------------------------------------------------


def test_a_table_heavy_pdf_reads_quickly(docs: Path) -> None:
    rows = [["Year ended 30 June", "2024", "2023"]] + [
        [f"Line item {i}", f"{i},123", f"({i})"] for i in range(12)
    ]
    pages = [page(h(f"Section {i}"), p(FILLER), t(f"Table {i} US$M", rows)) for i in range(10)]
    path = make_pdf(docs / "bhp_big_report_2024.pdf", pages, header="BHP Annual Report 2024")
    start = time.perf_counter()
    doc = read_document(path)
    elapsed = time.perf_counter() - start
    assert len(parse_tables(doc.text)) == 10
    assert elapsed < 10  # generous: about 0.05 s a page on a shared 2-core machine
