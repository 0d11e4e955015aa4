"""Ingestion: parsing, detection, chunking, idempotency, replacement, errors, CLI."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from fpdf import FPDF
from pypdf import PdfWriter

from mines.documents import StoredChunk
from mines.embeddings import BATCH_SIZE, EmbeddingError, MiniLMEncoder
from mines.ingest import bundled, writing
from mines.ingest.chunking import MAX_WORDS, build_chunks, split_sentences
from mines.ingest.command import main_ingest
from mines.ingest.detection import detect_company, detect_period
from mines.ingest.reading import ParsedDocument, read_document
from mines.ingest.results import IngestReport
from mines.ingest.run import ensure_bundled_corpus, ingest_paths
from mines.page_lines import looks_like_heading
from mines.store import Store, clear_store_cache, get_store


def _fiscal_year(doc: ParsedDocument, company: str) -> str | None:
    """The fiscal year of the period a document reports on (``FY2024``)."""
    period = detect_period(doc, company)
    return period.fiscal_year if period is not None else None


def sentences(subject: str, n: int) -> str:
    return " ".join(
        f"{subject} sentence number {i} adds a few more words about the year." for i in range(n)
    )


MARKDOWN = f"""---
company: BHP
fiscal_year: FY2024
title: BHP Group Annual Report 2024
---
<!-- page 1 -->
# BHP Group Annual Report 2024

{sentences("Introduction", 8)}

## Highlights

- Revenue for FY2024: US$55,658 million.
- Total dividends per share for FY2024: 146 US cents per share.

<!-- page 2 -->
## Financial review

{sentences("Review", 30)}

<!-- page 3 -->
## Dividends

{sentences("Dividend", 3)}

## Outlook

{sentences("Outlook", 3)}
"""

PDF_PAGES = [
    "Northern Star Resources Annual Report\n\n"
    "This report covers the year ended 30 June 2024. Northern Star Resources sold 1,613 koz "
    "of gold.\n\nHighlights\n\n" + sentences("Gold", 2),
    "Financial review\n\nRevenue was A$4,921 million, up 19%. Net profit after tax was "
    "A$1,269 million. " + sentences("Profit", 3),
    "Outlook\n\nGuidance for the next year is 1,750 to 1,850 koz at an AISC of A$1,850 to "
    "A$2,100 per ounce. " + sentences("Guidance", 1),
]


def write_pdf(path: Path, pages: Sequence[str] = PDF_PAGES) -> Path:
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    for text in pages:
        pdf.add_page()
        pdf.multi_cell(0, 6, text)
    pdf.output(str(path))
    return path


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(path=tmp_path / "chroma")


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    return folder


def stored(store: Store, company: str) -> list[dict[str, object]]:
    result = store.collection(f"mines_{company.lower()}").get(include=["metadatas", "documents"])
    rows: list[dict[str, object]] = []
    for meta, text in zip(result["metadatas"] or [], result["documents"] or [], strict=True):
        rows.append({**meta, "text": text})
    return sorted(rows, key=lambda r: int(str(r["chunk_index"])))


def test_markdown_pages_sections_and_chunk_sizes(docs: Path) -> None:
    path = docs / "bhp.md"
    path.write_text(MARKDOWN)
    doc = read_document(path)
    chunks = build_chunks(doc, detect_company(doc), _fiscal_year(doc, "BHP"))
    assert [c["chunk_index"] for c in chunks] == list(range(len(chunks)))
    by_section = {(c["page"], c["section"]) for c in chunks}
    assert (1, "BHP Group Annual Report 2024 / Highlights") in by_section  # tiny merged, page 1
    assert {s for p, s in by_section if p == 2} == {"Financial review"}
    assert (3, "Dividends / Outlook") in by_section
    review = [c for c in chunks if c["section"] == "Financial review"]
    assert len(review) >= 2  # 30 sentences do not fit one chunk
    assert all(c["text"].rstrip().endswith(".") for c in review)  # cut at sentence ends
    assert all(60 <= len(c["text"].split()) <= MAX_WORDS for c in review)
    assert all(len(c["text"].split()) <= MAX_WORDS for c in chunks)
    assert all(c["company"] == "BHP" and c["fiscal_year"] == "FY2024" for c in chunks)
    assert all(c["source"] == "bhp.md" and c["doc_hash"] == doc.doc_hash for c in chunks)
    assert len({c["id"] for c in chunks}) == len(chunks)
    assert "Revenue for FY2024: US$55,658 million." in chunks[0]["text"]


def test_pdf_is_ingested_page_by_page(docs: Path, store: Store) -> None:
    pdf = write_pdf(docs / "annual.pdf")
    report = ingest_paths([pdf], store=store)
    [result] = report.files
    assert (result.status, result.company, result.fiscal_year) == ("added", "NST", "FY2024")
    rows = stored(store, "NST")
    assert result.chunks == len(rows) > 0
    assert {r["page"] for r in rows} == {1, 2, 3}
    assert {r["section"] for r in rows if r["page"] == 2} == {"Financial review"}
    assert any("A$4,921 million" in str(r["text"]) for r in rows if r["page"] == 2)
    hits = store.search("NST", "Guidance for next year and AISC per ounce", k=1)
    assert hits[0]["page"] == 3 and hits[0]["source"] == "annual.pdf"


def test_text_file_pages_and_headings(docs: Path) -> None:
    path = docs / "rio.txt"
    path.write_text(
        "Rio Tinto 2024 Annual Report\n\nFinancial review\n"
        + sentences("Revenue", 3)
        + "\fOPERATIONS\n"
        + sentences("Iron ore", 3)
        + "\n\nthe year ended 31 December 2024 was busy.\n"
    )
    doc = read_document(path)
    assert detect_company(doc) == "RIO"
    assert _fiscal_year(doc, "RIO") == "FY2024"
    assert [(b.page, b.section) for b in doc.blocks] == [
        (1, ""),
        (1, "Financial review"),
        (2, "OPERATIONS"),
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Financial review", True),
        ("Dividends and capital management", True),
        ("Chief Executive Officer's Report", True),
        ("OUTLOOK", True),
        ("Revenue 55,658 53,817", False),
        ("The Board declared a final dividend.", False),
        ("and the result was strong", False),
        ("", False),
    ],
)
def test_heading_detection(line: str, expected: bool) -> None:
    assert looks_like_heading(line) is expected


def test_sentence_split_respects_figures_and_abbreviations() -> None:
    text = "Revenue rose 4.5% to US$1.2 billion. Mr. Henry said so. Net debt fell. 2025 is next."
    assert split_sentences(text) == [
        "Revenue rose 4.5% to US$1.2 billion.",
        "Mr. Henry said so.",
        "Net debt fell.",
        "2025 is next.",
    ]


@pytest.mark.parametrize(
    ("company", "body", "expected"),
    [
        ("RIO", "Results for the year ended 31 December 2023 are set out here.", "FY2023"),
        ("BHP", "Results for the year ended 30 June 2023 are set out here.", "FY2023"),
        ("BHP", "Results for the half year ended 31 December 2023 are here.", "FY2024"),
        ("FMG", "FY2022 was compared with FY2022 targets and FY2021 actuals.", "FY2022"),
    ],
)
def test_fiscal_year_detection(docs: Path, company: str, body: str, expected: str) -> None:
    path = docs / "report.md"
    path.write_text(f"# Annual report\n\n{body}\n")
    assert _fiscal_year(read_document(path), company) == expected


def test_company_detection_order(docs: Path) -> None:
    path = docs / "report.md"
    path.write_text("# Fortescue annual report\n\nCompared with BHP, BHP and BHP again.\n")
    assert detect_company(read_document(path)) == "FMG"  # the title wins
    path.write_text("# Annual report\n\nBHP did this. Rio Tinto did that. BHP again.\n")
    assert detect_company(read_document(path)) == "BHP"  # most frequent
    path.write_text("---\ncompany: Northern Star\n---\n# Rio Tinto\n\ntext\n")
    assert detect_company(read_document(path)) == "NST"  # front matter wins
    assert detect_company(read_document(path), override="min") == "MIN"  # override wins


def test_a_file_name_names_the_company_and_period_the_text_leaves_out(docs: Path) -> None:
    body = "# Group\n\nEarnings before interest rose to $1.8 billion on stronger pricing.\n"
    path = docs / "minres-fy23-full-year-results.md"
    path.write_text(body)
    document = read_document(path)
    assert detect_company(document) == "MIN"
    assert _fiscal_year(document, "MIN") == "FY2023"
    path = docs / "bhp-vs-fortescue.md"  # two companies named: the text decides
    path.write_text(body + "Rio Tinto said so.\n")
    assert detect_company(read_document(path)) == "RIO"
    path = docs / "nst-results.md"  # the text's own period wins over the name's
    path.write_text("# Results for the year ended 30 June 2024\n\nGold sold rose.\n")
    assert _fiscal_year(read_document(docs / "nst-results.md"), "NST") == "FY2024"


def test_overrides(docs: Path, store: Store) -> None:
    path = docs / "notes.md"
    path.write_text("# Notes\n\n" + sentences("Plain", 10))
    report = ingest_paths([path], company="fmg", fiscal_year="2022", store=store)
    [result] = report.files
    assert (result.status, result.company, result.fiscal_year) == ("added", "FMG", "FY2022")
    assert {(r["company"], r["fiscal_year"]) for r in stored(store, "FMG")} == {("FMG", "FY2022")}
    with pytest.raises(ValueError, match="unknown company"):
        ingest_paths([path], company="AAPL", store=store)


def test_reingest_is_idempotent_and_changes_replace(docs: Path, store: Store) -> None:
    path = docs / "bhp.md"
    path.write_text(MARKDOWN)
    first = ingest_paths([docs], store=store)
    assert first.files[0].status == "added"
    count, version = store.count(), store.corpus_version()

    again = ingest_paths([path], store=store)
    assert (again.files[0].status, again.chunks_added) == ("unchanged", 0)
    # An unchanged file says what is stored (a job re-run after a crash that came just
    # after the write reported an empty document).
    assert (again.files[0].chunks, again.files[0].figures) == (
        first.files[0].chunks,
        first.files[0].figures,
    )
    assert again.files[0].chunks > 0
    assert (store.count(), store.corpus_version()) == (count, version)

    path.write_text(MARKDOWN.replace("US$55,658 million", "US$55,700 million"))
    changed = ingest_paths([path], store=store)
    assert changed.files[0].status == "replaced"
    assert store.corpus_version() != version
    rows = stored(store, "BHP")
    assert len(rows) == store.count() == changed.files[0].chunks
    assert {r["doc_hash"] for r in rows} == {read_document(path).doc_hash}
    assert any("US$55,700 million" in str(r["text"]) for r in rows)


def test_changing_the_company_moves_the_document(docs: Path, store: Store) -> None:
    path = docs / "notes.md"
    path.write_text("# Notes\n\n" + sentences("Plain", 10))
    ingest_paths([path], company="BHP", fiscal_year="FY2024", store=store)
    moved = ingest_paths([path], company="RIO", fiscal_year="FY2024", store=store)
    assert moved.files[0].status == "replaced"
    assert (store.count("BHP"), store.count("RIO")) == (0, moved.files[0].chunks)


def test_malformed_files_fail_alone(docs: Path, store: Store) -> None:
    good = docs / "good.md"
    good.write_text(MARKDOWN)
    (docs / "random.pdf").write_bytes(os.urandom(3000))
    full = write_pdf(docs / "full.pdf.tmp").read_bytes()
    (docs / "truncated.pdf").write_bytes(full[: len(full) // 2])
    writer = PdfWriter(clone_from=str(docs / "full.pdf.tmp"))
    writer.encrypt(user_password="secret", owner_password="owner", algorithm="AES-256")
    with (docs / "encrypted.pdf").open("wb") as handle:
        writer.write(handle)
    (docs / "empty.txt").write_text("  \n")
    (docs / "binary.txt").write_bytes(b"\x00\x01\x02 BHP")
    (docs / "nobody.md").write_text("# Minutes\n\nThe meeting opened at ten in 2024.\n")
    (docs / "README.md").write_text("# Not a report\n")

    report = ingest_paths([docs, docs / "missing.md"], store=store)
    results = {Path(f.path).name: f for f in report.files}
    assert "README.md" not in results and not report.ok
    assert results["good.md"].status == "added" and store.count("BHP") > 0
    errors = {name: str(f.error) for name, f in results.items() if f.status == "error"}
    assert set(errors) == {
        "random.pdf",
        "truncated.pdf",
        "encrypted.pdf",
        "empty.txt",
        "binary.txt",
        "nobody.md",
        "missing.md",
    }
    for name, error in errors.items():
        assert name in error
    assert "not a PDF" in errors["random.pdf"]
    assert "truncated" in errors["truncated.pdf"]
    assert "encrypted" in errors["encrypted.pdf"]
    assert "could not detect the company of nobody.md" in errors["nobody.md"]
    assert "--company BHP|RIO|FMG|MIN|NST" in errors["nobody.md"]


def test_unsupported_company_in_front_matter(docs: Path, store: Store) -> None:
    path = docs / "woodside.md"
    path.write_text("---\ncompany: Woodside\n---\n# Woodside Energy\n\nLNG.\n")
    [result] = ingest_paths([path], store=store).files
    assert result.status == "error" and "'Woodside'" in str(result.error)


def test_failure_midway_leaves_nothing(
    docs: Path, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = docs / "bhp.md"
    path.write_text(MARKDOWN)
    monkeypatch.setattr(writing, "WRITE_BATCH", 2)
    calls: list[int] = []
    real_add = Store.add_chunks

    def failing_add(
        self: Store, chunks: Sequence[StoredChunk], embeddings: Sequence[Any] | None = None
    ) -> int:
        calls.append(len(chunks))
        if len(calls) > 1:
            raise RuntimeError("disk full")
        return real_add(self, chunks, embeddings)

    monkeypatch.setattr(Store, "add_chunks", failing_add)
    [result] = ingest_paths([path], store=store).files
    assert result.status == "error" and "disk full" in str(result.error)
    assert "bhp.md" in str(result.error)
    assert calls == [2, 2]  # the first batch was written, then rolled back
    assert store.count() == 0
    assert not store.has_document(read_document(path).doc_hash)

    monkeypatch.setattr(Store, "add_chunks", real_add)
    assert ingest_paths([path], store=store).files[0].status == "added"


def three_reports(docs: Path) -> list[Path]:
    paths = []
    for ticker, year in (("BHP", "FY2024"), ("RIO", "FY2023"), ("FMG", "FY2024")):
        path = docs / f"{ticker.lower()}.md"
        path.write_text(
            MARKDOWN.replace("company: BHP", f"company: {ticker}").replace(
                "fiscal_year: FY2024", f"fiscal_year: {year}"
            )
        )
        paths.append(path)
    return paths


def test_documents_are_embedded_together_and_written_one_by_one(
    docs: Path, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = three_reports(docs)
    batches: list[int] = []
    real_batch = MiniLMEncoder._encode_batch

    def counted(self: MiniLMEncoder, texts: list[str]) -> Any:
        batches.append(len(texts))
        return real_batch(self, texts)

    monkeypatch.setattr(MiniLMEncoder, "_encode_batch", counted)
    report = ingest_paths(paths, store=store)
    assert [f.status for f in report.files] == ["added"] * 3
    per_document = report.files[0].chunks
    # Full batches across the three documents, not one small batch each.
    assert per_document < BATCH_SIZE < 3 * per_document
    assert batches == [BATCH_SIZE, 3 * per_document - BATCH_SIZE]
    for path, ticker in zip(paths, ("BHP", "RIO", "FMG"), strict=True):
        doc_hash = read_document(path).doc_hash
        assert store.has_document(doc_hash)
        rows = stored(store, ticker)
        assert [r["chunk_index"] for r in rows] == list(range(per_document))
    # The vectors written are those of the texts: each chunk finds itself first.
    text = str(stored(store, "RIO")[2]["text"])
    [best] = store.search("RIO", text, k=1)
    assert best["text"] == text


def test_a_failed_group_embedding_falls_back_to_each_document(
    docs: Path, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = three_reports(docs)

    def broken(self: Store, texts: Sequence[str]) -> list[Any]:
        raise EmbeddingError("model busy")

    monkeypatch.setattr(Store, "embed", broken)
    report = ingest_paths(paths, store=store)
    assert [f.status for f in report.files] == ["added"] * 3
    assert store.count() == 3 * report.files[0].chunks


def test_one_failed_write_in_a_group_leaves_the_others_written(
    docs: Path, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = three_reports(docs)
    real_add = Store.add_chunks

    def no_rio(
        self: Store, chunks: Sequence[StoredChunk], embeddings: Sequence[Any] | None = None
    ) -> int:
        if chunks[0]["company"] == "RIO":
            raise RuntimeError("disk full")
        return real_add(self, chunks, embeddings)

    monkeypatch.setattr(Store, "add_chunks", no_rio)
    report = ingest_paths(paths, store=store)
    assert [f.status for f in report.files] == ["added", "error", "added"]
    assert (store.count("RIO"), store.count("BHP") > 0, store.count("FMG") > 0) == (0, True, True)


def test_a_copy_in_the_same_run_is_unchanged_and_small_groups_flush(
    docs: Path, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    (docs / "a.md").write_text(MARKDOWN)
    (docs / "b.md").write_text(MARKDOWN)  # the same content under another name
    report = ingest_paths([docs / "a.md", docs / "b.md"], store=store)
    assert [f.status for f in report.files] == ["added", "unchanged"]
    assert store.count() == report.files[0].chunks

    monkeypatch.setattr(writing, "EMBED_GROUP", 1)  # every document is its own group
    again = ingest_paths(three_reports(docs), store=store)
    assert [f.status for f in again.files] == ["unchanged", "added", "added"]


def test_same_file_name_twice_in_one_run(docs: Path, store: Store) -> None:
    (docs / "a").mkdir()
    (docs / "b").mkdir()
    (docs / "a" / "r.md").write_text(MARKDOWN)
    (docs / "b" / "r.md").write_text(MARKDOWN.replace("FY2024", "FY2023"))
    report = ingest_paths([docs], store=store)
    assert [f.status for f in report.files] == ["added", "error"]
    assert "same file name" in str(report.files[1].error)


@pytest.fixture
def env_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.delenv("CHROMA_HOST", raising=False)
    monkeypatch.setenv("MINES_DATA_DIR", str(tmp_path / "data"))
    clear_store_cache()
    yield tmp_path / "data"
    clear_store_cache()


def test_bundled_corpus_is_ingested_once(
    tmp_path: Path, env_store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "BHP_FY2024.md").write_text(MARKDOWN)
    (corpus / "README.md").write_text("# About these files\n")
    monkeypatch.setattr(bundled, "BUNDLED_CORPUS_DIR", corpus)
    monkeypatch.delenv("MINES_BUNDLED_CORPUS", raising=False)
    report = ensure_bundled_corpus()
    assert isinstance(report, IngestReport) and report.ok
    assert [Path(f.path).name for f in report.files] == ["BHP_FY2024.md"]
    store = get_store()
    assert {(d.origin, d.period) for d in store.documents()} == {("bundled", "FY2024")}
    monkeypatch.setenv("MINES_BUNDLED_CORPUS", "0")
    (corpus / "NST_FY2024.md").write_text(MARKDOWN.replace("company: BHP", "company: NST"))
    assert ensure_bundled_corpus() is None  # turned off: nothing is added
    assert {d.company for d in store.documents()} == {"BHP"}
    (corpus / "NST_FY2024.md").unlink()
    monkeypatch.delenv("MINES_BUNDLED_CORPUS")
    assert ensure_bundled_corpus() is None
    assert (env_store / "ingest.lock").exists()
    (corpus / "BHP_FY2024.md").write_text(MARKDOWN.replace("FY2024", "FY2024 (edited)", 1))
    again = ensure_bundled_corpus()  # an edited bundled report is picked up, not skipped
    assert again is not None and [f.status for f in again.files] == ["replaced"]


def test_sources_section_is_not_indexed(tmp_path: Path) -> None:
    path = tmp_path / "BHP_FY2024.md"
    path.write_text(
        MARKDOWN + "\n## Sources\n- https://example.com/results/7356 — revenue, dividends\n"
    )
    chunks = build_chunks(read_document(path), "BHP", "FY2024")
    assert chunks and not any("example.com" in c["text"] for c in chunks)


def test_real_bundled_reports_parse(tmp_path: Path) -> None:
    """Every shipped report yields its company and year from its own text (no store)."""
    for path in bundled.bundled_report_paths():
        doc = read_document(path)
        company = detect_company(doc)
        assert path.name.startswith(company), path.name
        assert _fiscal_year(doc, company) in path.name
        assert build_chunks(doc, company, "FY2024")


def test_cli(docs: Path, env_store: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = docs / "bhp.md"
    good.write_text(MARKDOWN)
    assert main_ingest([str(good)]) == 0
    assert "added" in capsys.readouterr().out

    (docs / "bad.pdf").write_bytes(b"not a pdf")
    assert main_ingest([str(docs), "--json"]) == 1
    payload = json.loads(capsys.readouterr().out)
    assert payload["ok"] is False
    assert {f["status"] for f in payload["files"]} == {"unchanged", "error"}

    assert main_ingest([]) == 2
    assert main_ingest([str(good), "--company", "AAPL"]) == 2
    assert main_ingest([str(good), "--fiscal-year", "soon"]) == 2
    assert main_ingest([str(good), "--company", "bhp", "--fiscal-year", "fy24"]) == 0
    assert "--fiscal-year" in capsys.readouterr().err
    assert main_ingest([str(good), "--period", "later"]) == 2
    assert "--period" in capsys.readouterr().err
    assert main_ingest([str(good), "--period", "H1 FY2024", "--json"]) == 0
    [result] = json.loads(capsys.readouterr().out)["files"]
    assert (result["status"], result["fiscal_year"], result["period"]) == (
        "replaced",
        "FY2024",
        "H1 FY2024",
    )


def test_bundled_corpus_off_means_no_bundled_news(monkeypatch: pytest.MonkeyPatch) -> None:
    from mines.news import bundled_news, search_news
    from mines.slots import Slots

    monkeypatch.delenv("MINES_NEWS_FEED_URL", raising=False)
    monkeypatch.delenv("MINES_BUNDLED_CORPUS", raising=False)
    assert bundled_news(), "the bundled news file ships with the product"
    assert search_news("iron ore news", Slots(companies=("BHP",)))
    monkeypatch.setenv("MINES_BUNDLED_CORPUS", "0")
    assert search_news("iron ore news", Slots(companies=("BHP",))) == []


def test_a_document_with_no_reporting_period_is_ingested_undated(docs: Path, store: Store) -> None:
    # A press item that names no period: once refused ("could not detect the fiscal
    # year"), which made the whole ingest exit 1.
    path = docs / "bhp_note.md"
    path.write_text(
        "# BHP note to investors\n\n"
        "BHP said its iron ore business performed well and cash earnings were strong.\n"
    )
    [result] = ingest_paths([path], store=store).files
    assert result.status == "added", result.error
    assert (result.fiscal_year, result.period) == ("", "")
    assert {r["fiscal_year"] for r in stored(store, "BHP")} == {""}


def test_figure_index_finds_a_figure_by_its_printed_label(docs: Path, store: Store) -> None:
    from mines import figure_index

    path = docs / "bhp_summary.md"
    path.write_text(
        "# BHP results for the year ended 30 June 2024\n\n"
        f"{sentences('Opening', 12)}\n\n"
        "## Cash flow\n\n"
        "| US$ million | 2024 | 2023 |\n|---|---:|---:|\n"
        "| Net cash from operations | 20,665 | 18,701 |\n"
        "| Revenue | 55,658 | 53,817 |\n"
    )
    assert ingest_paths([path], store=store).ok
    records = figure_index.figure_records(store, "BHP", ["FY2023"])
    printed = {(r["label"], r["value"]) for r in records if not r["metric"]}
    assert ("Net cash from operations — Cash flow", 18701.0) in printed
    assert not [r for r in records if r["metric"] == "net_debt"]  # never net debt
    [chunk_id] = figure_index.chunk_ids_for_label(store, "BHP", ["net", "cash", "operations"])
    assert "Net cash from operations" in store.get_chunks("BHP", [chunk_id])[0]["text"]
    assert figure_index.chunk_ids_for_label(store, "BHP", ["cash", "earnings"]) == []
