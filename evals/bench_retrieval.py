"""Benchmark ingestion throughput and per-company search latency of the vector store.

Run: ``.venv/bin/python -m evals.bench_retrieval [--sizes 1000,10000,100000]``.

1. Ingestion: ~300 synthetic chunks of ~120 words (~200 tokens, number-heavy) through
   ``Store.add_chunks`` (real model embedding plus Chroma write), and the embedding alone;
   then the bundled reports end to end through ``ingest_paths`` (read, chunk, embed,
   write) into an empty store, and their chunks through the embedding alone.
2. Search latency at each size N (N chunks spread over the five companies), comparing:

   * ``per_company``: one collection per company (the product's layout), searched through
     ``Store.search`` end to end (query embedding, query, company check, dedup) and as a raw
     Chroma query with a precomputed query vector;
   * ``one_collection_where``: all N in one collection, raw query with
     ``where={"company": ...}``;
   * ``one_collection_unfiltered``: the same collection without a filter (reference).

   To stay fast, N vectors are made from ~500 really embedded texts plus small Gaussian noise
   (then re-normalised), so the index holds N distinct, realistically clustered vectors.

3. With ``--pdf-pages 300``: only a synthetic report of that many pages (ruled tables on
   two pages in three, prose, running header and footer) through reading (pdfplumber),
   chunking, and ``ingest_paths`` end to end; pages/s and chunks/s are printed and written to
   ``evals/results/bench_pdf_ingestion.json``. Measured on 2 cores (load average 1.5): 300
   pages (200 ruled tables) read in 11.9 s (25 pages/s, pdfplumber), chunked in 0.16 s into
   500 chunks; end to end (read, chunk, embed, write) 28.7 s, 10.5 pages/s, 17.4 chunks/s
   (39.7 s CPU; embedding in batches of 32 instead of 8: 34.2 s and 49.9 s CPU). At load
   average 12-16 (six agents at work) reading took 63-79 s of wall time for 14 s of CPU.

Results are printed as a table and written to ``evals/results/bench_retrieval.json``.
``make bench`` runs sizes 1,000 and 10,000; 100,000 takes about 6 minutes more
(``make bench BENCH_100K=1``).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from evals.common import machine_info, save_json
from mines.documents import StoredChunk
from mines.embeddings import get_encoder
from mines.question.companies import COMPANY_NAMES, SUPPORTED_TICKERS
from mines.question.years import SUPPORTED_FISCAL_YEARS
from mines.store import Store, collection_name

RESULTS = Path(__file__).parent / "results" / "bench_retrieval.json"
PDF_RESULTS = Path(__file__).parent / "results" / "bench_pdf_ingestion.json"
BASE_TEXTS = 500
QUERIES = (
    "What was revenue in FY2024?",
    "How much were dividends per share?",
    "What is the net debt at year end?",
    "Copper production for the year",
    "Iron ore shipments and C1 cost",
    "All-in sustaining cost per ounce",
    "Capital expenditure guidance",
    "Underlying EBITDA margin",
    "Safety performance and injuries",
    "Decarbonisation targets and emissions",
)
_METRICS = (
    ("revenue", "US$", "million"),
    ("underlying EBITDA", "US$", "million"),
    ("statutory net profit after tax", "US$", "million"),
    ("capital expenditure", "US$", "billion"),
    ("net debt", "US$", "billion"),
    ("iron ore shipments", "", "Mt"),
    ("copper production", "", "kt"),
    ("gold sold", "", "koz"),
)
_FILLER = (
    "The Board remains focused on disciplined capital allocation and shareholder returns.",
    "Safety performance improved, with fewer recordable injuries across the operations.",
    "Operating costs were affected by inflation in labour, fuel and contractor rates.",
    "The company progressed its decarbonisation plan and renewable energy projects.",
    "Shipments to customers in China remained the largest share of sales volumes.",
    "Exploration spending increased as drilling continued near existing operations.",
    "Maintenance shutdowns at the processing plants were completed on schedule.",
    "Cash flow from operations funded both growth projects and dividends.",
    "Realised prices were lower than in the prior period because of softer markets.",
    "Workforce numbers grew as new projects moved from construction into operation.",
    "The balance sheet remains strong and liquidity is ample for planned investment.",
    "Community and heritage commitments were reviewed with traditional owners.",
)


def synthetic_text(rng: random.Random, words: int = 120) -> tuple[str, str, str]:
    """A report-like passage of about ``words`` words: (ticker, fiscal year, text)."""
    ticker = rng.choice(SUPPORTED_TICKERS)
    fiscal_year = rng.choice(SUPPORTED_FISCAL_YEARS)
    sentences: list[str] = []
    while sum(len(s.split()) for s in sentences) < words:
        if rng.random() < 0.5:
            metric, currency, unit = rng.choice(_METRICS)
            value = f"{rng.uniform(1, 60000):,.1f}"
            change = rng.choice(("up", "down"))
            sentences.append(
                f"{COMPANY_NAMES[ticker]} reported {metric} of {currency}{value} {unit} in "
                f"{fiscal_year}, {change} {rng.randint(1, 40)}% on the prior year."
            )
        else:
            sentences.append(rng.choice(_FILLER))
    return ticker, fiscal_year, " ".join(sentences)


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) of values, linear interpolation."""
    return float(np.percentile(np.asarray(values), q))


def timed_ms(call: Callable[[], object], repeats: int) -> dict[str, float]:
    """p50/p95/mean latency of ``call`` in milliseconds, after two warm-up calls."""
    for _ in range(2):
        call()
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        samples.append((time.perf_counter() - start) * 1000)
    return {
        "p50_ms": round(percentile(samples, 50), 2),
        "p95_ms": round(percentile(samples, 95), 2),
        "mean_ms": round(statistics.fmean(samples), 2),
    }


def bench_ingestion(folder: Path, chunks: int = 300) -> dict[str, Any]:
    """Chunks per second through ``Store.add_chunks`` and through the encoder alone."""
    rng = random.Random(7)
    rows = [synthetic_text(rng) for _ in range(chunks)]
    encoder = get_encoder()
    encoder.encode(["warm up"])
    start = time.perf_counter()
    encoder.encode([text for _, _, text in rows])
    embed_seconds = time.perf_counter() - start

    store = Store(path=folder / "ingest")
    batch: list[StoredChunk] = [
        StoredChunk(
            id=f"c{i}",
            text=text,
            company=ticker,
            fiscal_year=fiscal_year,
            section="Financial review",
            page=1 + i % 20,
            source=f"synthetic_{ticker}.md",
            score=0.0,
            doc_hash=f"doc{i // 50}",
            chunk_index=i % 50,
        )
        for i, (ticker, fiscal_year, text) in enumerate(rows)
    ]
    start = time.perf_counter()
    for first in range(0, len(batch), 64):
        store.add_chunks(batch[first : first + 64])
    store_seconds = time.perf_counter() - start
    return {
        "chunks": chunks,
        "mean_words": round(statistics.fmean(len(t.split()) for _, _, t in rows), 1),
        "mean_tokens": _mean_tokens([t for _, _, t in rows]),
        "embed_only_chunks_per_s": round(chunks / embed_seconds, 1),
        "add_chunks_per_s": round(chunks / store_seconds, 1),
        "bundled_corpus": bench_bundled_ingestion(folder),
    }


def _mean_tokens(texts: list[str]) -> float:
    """Mean number of real (unpadded, after truncation) tokens the encoder sees per text."""
    encoder = get_encoder()
    encoder.load()
    tokenizer: Any = encoder._tokenizer  # the encoder's own tokenizer (truncates at 256)
    counts = [sum(e.attention_mask) for e in tokenizer.encode_batch(texts)]
    return round(statistics.fmean(counts), 1) if counts else 0.0


def bench_bundled_ingestion(folder: Path) -> dict[str, Any]:
    """The bundled reports through ``ingest_paths`` into an empty store, then embedding only."""
    from mines.ingest.bundled import bundled_report_paths
    from mines.ingest.run import ingest_paths

    store = Store(path=folder / "bundled")
    paths = bundled_report_paths()
    start = time.perf_counter()
    report = ingest_paths(paths, store=store)
    seconds = time.perf_counter() - start
    texts: list[str] = []
    for ticker in SUPPORTED_TICKERS:
        got = store.collection(collection_name(ticker)).get(include=["documents"])
        texts += [t for t in got["documents"] or [] if t]
    start = time.perf_counter()
    get_encoder().encode(texts)
    embed_seconds = time.perf_counter() - start
    chunks = report.chunks_added
    return {
        "files": len(paths),
        "chunks": chunks,
        "ok": report.ok,
        "mean_words": round(statistics.fmean(len(t.split()) for t in texts), 1) if texts else 0,
        "mean_tokens": _mean_tokens(texts),
        "seconds": round(seconds, 2),
        "ingest_chunks_per_s": round(chunks / seconds, 1) if seconds else 0.0,
        "embed_only_chunks_per_s": round(len(texts) / embed_seconds, 1) if embed_seconds else 0.0,
    }


def write_report_pdf(path: Path, pages: int) -> Path:
    """A synthetic annual report of ``pages`` pages: headings, prose, ruled tables, furniture.

    Two pages in three hold a 12-row table with two year columns (losses in parentheses,
    footnoted labels); every page has a running header and a page-number footer.
    """
    from fpdf import FPDF

    class Report(FPDF):  # type: ignore[misc]
        def header(self) -> None:
            self.set_font("Helvetica", size=7)
            self.cell(0, 4, "BHP Group Limited | Annual Report 2024", new_x="LMARGIN", new_y="NEXT")
            self.ln(3)

        def footer(self) -> None:
            self.set_y(-12)
            self.set_font("Helvetica", size=7)
            self.cell(0, 5, f"Page {self.page_no()}", align="C")

    rng = random.Random(pages)
    pdf = Report(format="A4")
    pdf.core_fonts_encoding = "windows-1252"
    pdf.set_auto_page_break(False)
    for number in range(1, pages + 1):
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 14)
        pdf.multi_cell(0, 8, f"Section {number}", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", size=10)
        text = " ".join(rng.choice(_FILLER) for _ in range(5))
        if number == 1:
            text = "Annual report for the year ended 30 June 2024. " + text
        pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)
        if number % 3:
            pdf.set_font("Helvetica", "B", 9)
            pdf.multi_cell(0, 5, f"Segment results {number} (US$M)", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("Helvetica", size=9)
            with pdf.table(col_widths=(80, 30, 30), width=140, line_height=5, align="LEFT") as t:
                for cells in [("Year ended 30 June", "2024", "2023")] + [
                    (
                        f"{rng.choice(_METRICS)[0].capitalize()}\u00b9",
                        f"{rng.randint(100, 60000):,}",
                        f"({rng.randint(1, 999)})",
                    )
                    for _ in range(12)
                ]:
                    row = t.row()
                    for cell in cells:
                        row.cell(cell)
            pdf.ln(3)
        pdf.set_font("Helvetica", size=10)
        text = " ".join(rng.choice(_FILLER) for _ in range(4))
        pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path))
    return path


def bench_pdf_ingestion(folder: Path, pages: int) -> dict[str, Any]:
    """Reading, chunking and end-to-end ingestion of a synthetic ``pages``-page PDF report."""
    from mines.ingest.chunking import build_chunks
    from mines.ingest.detection import detect_company, detect_period
    from mines.ingest.reading import read_document
    from mines.ingest.run import ingest_paths

    path = write_report_pdf(folder / f"BHP_Annual_Report_2024_{pages}p.pdf", pages)
    start, cpu = time.perf_counter(), time.process_time()
    doc = read_document(path)
    read_s, read_cpu = time.perf_counter() - start, time.process_time() - cpu
    start = time.perf_counter()
    company = detect_company(doc)
    period = detect_period(doc, company)
    chunks = build_chunks(doc, company, period.fiscal_year if period else "", period)
    chunk_s = time.perf_counter() - start
    tables = sum(c["text"].count("Table: ") for c in chunks)
    from mines.figure_index import chunk_figures

    start = time.perf_counter()
    figures = [f for c in chunks for f in chunk_figures(c)]
    figure_s = time.perf_counter() - start
    from mines.figures.extract import _extract_figures

    _extract_figures.cache_clear()  # ingestion reads them again, as it would cold
    store = Store(path=folder / "pdf_store")
    start, cpu = time.perf_counter(), time.process_time()
    report = ingest_paths([path], store=store)
    total_s, total_cpu = time.perf_counter() - start, time.process_time() - cpu
    return {
        "pages": pages,
        "bytes": path.stat().st_size,
        "chunks": len(chunks),
        "table_pieces": tables,
        "period": period.label if period else "undated",
        "read_seconds": round(read_s, 2),
        "read_pages_per_s": round(pages / read_s, 1),
        "read_cpu_seconds": round(read_cpu, 2),
        "chunk_seconds": round(chunk_s, 3),
        "figures": len(figures),
        "figures_without_registry_metric": sum(1 for f in figures if not f.metric),
        "figure_seconds": round(figure_s, 2),
        "end_to_end_seconds": round(total_s, 2),
        "end_to_end_pages_per_s": round(pages / total_s, 1),
        "end_to_end_chunks_per_s": round(report.chunks_added / total_s, 1),
        "end_to_end_cpu_seconds": round(total_cpu, 2),
        "ok": report.ok,
    }


def _noisy_copies(base: np.ndarray, n: int, rng: np.random.Generator) -> np.ndarray:
    picks = base[np.arange(n) % len(base)]
    noisy = picks + rng.normal(0.0, 0.02, size=picks.shape).astype(np.float32)
    normalised: np.ndarray = noisy / np.linalg.norm(noisy, axis=1, keepdims=True)
    return normalised


def _add(
    collection: Any,
    ids: list[str],
    vectors: np.ndarray,
    metas: list[dict[str, Any]],
    docs: list[str],
) -> None:
    step = 5000
    for first in range(0, len(ids), step):
        last = first + step
        collection.add(
            ids=ids[first:last],
            embeddings=vectors[first:last],
            metadatas=metas[first:last],
            documents=docs[first:last],
        )


def bench_size(
    folder: Path,
    size: int,
    base_texts: list[tuple[str, str, str]],
    base: np.ndarray,
    query_vectors: np.ndarray,
    repeats: int,
) -> dict[str, Any]:
    """Build both layouts with ``size`` chunks and time searches in each."""
    rng = np.random.default_rng(size)
    vectors = _noisy_copies(base, size, rng)
    tickers = [SUPPORTED_TICKERS[i % len(SUPPORTED_TICKERS)] for i in range(size)]
    metas: list[dict[str, Any]] = [
        {
            "company": tickers[i],
            "fiscal_year": base_texts[i % len(base_texts)][1],
            "section": "Financial review",
            "source": f"synthetic_{tickers[i]}.md",
            "doc_hash": f"doc{i // 50}",
            "chunk_index": i % 50,
            "page": 1 + i % 20,
        }
        for i in range(size)
    ]
    docs = [base_texts[i % len(base_texts)][2] for i in range(size)]
    ids = [f"v{i}" for i in range(size)]

    start = time.perf_counter()
    store = Store(path=folder / f"per_company_{size}")
    for ticker in SUPPORTED_TICKERS:
        rows = [i for i in range(size) if tickers[i] == ticker]
        _add(
            store.collection(collection_name(ticker)),
            [ids[i] for i in rows],
            vectors[rows],
            [metas[i] for i in rows],
            [docs[i] for i in rows],
        )
    per_company_build = time.perf_counter() - start

    start = time.perf_counter()
    single = Store(path=folder / f"single_{size}").collection("mines_all")
    _add(single, ids, vectors, metas, docs)
    single_build = time.perf_counter() - start

    counter = iter(range(10**9))

    def next_query() -> tuple[str, np.ndarray, str]:
        i = next(counter)
        return SUPPORTED_TICKERS[i % 5], query_vectors[i % len(query_vectors)], QUERIES[i % 10]

    def store_search() -> object:
        ticker, _, text = next_query()
        return store.search(ticker, text, k=4)

    def raw_per_company() -> object:
        ticker, vector, _ = next_query()
        return store.collection(collection_name(ticker)).query(
            query_embeddings=[vector], n_results=4
        )

    def raw_where() -> object:
        ticker, vector, _ = next_query()
        return single.query(query_embeddings=[vector], n_results=4, where={"company": ticker})

    def raw_unfiltered() -> object:
        _, vector, _ = next_query()
        return single.query(query_embeddings=[vector], n_results=4)

    return {
        "size": size,
        "build_seconds": {
            "per_company": round(per_company_build, 1),
            "one_collection": round(single_build, 1),
        },
        "per_company_store_search": timed_ms(store_search, repeats),
        "per_company_raw_query": timed_ms(raw_per_company, repeats),
        "one_collection_where": timed_ms(raw_where, repeats),
        "one_collection_unfiltered": timed_ms(raw_unfiltered, repeats),
    }


def main_pdf(pages: int) -> int:
    """Time a synthetic ``pages``-page PDF report through reading, chunking and ingestion."""
    with tempfile.TemporaryDirectory(prefix="mines-bench-pdf-") as tmp:
        row = bench_pdf_ingestion(Path(tmp), pages)
    row["machine"] = machine_info(
        note="process CPU seconds beside wall time: the machine may be shared"
    )
    print(
        f"pdf: {row['pages']} pages ({row['bytes'] // 1024} KiB), period {row['period']}: "
        f"read in {row['read_seconds']} s ({row['read_pages_per_s']} pages/s, "
        f"{row['read_cpu_seconds']} s CPU), chunked in "
        f"{row['chunk_seconds']} s into {row['chunks']} chunks ({row['table_pieces']} table "
        f"pieces); {row['figures']} figures read in {row['figure_seconds']} s "
        f"({row['figures_without_registry_metric']} under a label the registry lacks); "
        f"end to end (read, chunk, embed, write) {row['end_to_end_seconds']} s: "
        f"{row['end_to_end_pages_per_s']} pages/s, {row['end_to_end_chunks_per_s']} chunks/s "
        f"({row['end_to_end_cpu_seconds']} s CPU; "
        f"load average {row['machine']['loadavg_1m_after']})"
    )
    save_json(PDF_RESULTS, row)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and write the JSON results."""
    parser = argparse.ArgumentParser(prog="python -m evals.bench_retrieval")
    parser.add_argument("--sizes", default="1000,10000,100000", help="comma-separated sizes")
    parser.add_argument("--repeats", type=int, default=200, help="queries timed per layout")
    parser.add_argument("--out", type=Path, default=RESULTS)
    parser.add_argument(
        "--pdf-pages",
        type=int,
        default=0,
        help="only time reading, chunking and ingesting a synthetic PDF report of this many "
        f"pages (results in {PDF_RESULTS.name})",
    )
    args = parser.parse_args(argv)
    if args.pdf_pages:
        return main_pdf(args.pdf_pages)
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]

    results: dict[str, Any] = {
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "loadavg_1m_before": round(os.getloadavg()[0], 2),
        },
        "sizes": [],
    }
    with tempfile.TemporaryDirectory(prefix="mines-bench-") as tmp:
        folder = Path(tmp)
        results["ingestion"] = ingestion = bench_ingestion(folder)
        print(
            f"ingestion: {ingestion['chunks']} chunks of ~{ingestion['mean_words']} words: "
            f"{ingestion['add_chunks_per_s']} chunks/s through Store.add_chunks, "
            f"{ingestion['embed_only_chunks_per_s']} chunks/s embedding only "
            f"(~{ingestion['mean_tokens']} tokens per chunk)"
        )
        bundled = ingestion["bundled_corpus"]
        print(
            f"ingestion: bundled corpus, {bundled['files']} reports -> {bundled['chunks']} chunks "
            f"of ~{bundled['mean_words']} words (~{bundled['mean_tokens']} tokens) in "
            f"{bundled['seconds']} s: {bundled['ingest_chunks_per_s']} chunks/s end to end, "
            f"{bundled['embed_only_chunks_per_s']} chunks/s embedding only"
        )
        rng = random.Random(11)
        base_texts = [synthetic_text(rng) for _ in range(BASE_TEXTS)]
        encoder = get_encoder()
        base = encoder.encode([t for _, _, t in base_texts])
        query_vectors = encoder.encode(list(QUERIES))
        results["query_embedding"] = timed_ms(lambda: encoder.encode([QUERIES[0]]), 50)

        header = f"{'size':>7} | {'layout':<34} | {'p50 ms':>7} | {'p95 ms':>7} | {'build s':>7}"
        print(header)
        print("-" * len(header))
        for size in sizes:
            row = bench_size(folder, size, base_texts, base, query_vectors, args.repeats)
            results["sizes"].append(row)
            for key, build in (
                ("per_company_store_search", row["build_seconds"]["per_company"]),
                ("per_company_raw_query", row["build_seconds"]["per_company"]),
                ("one_collection_where", row["build_seconds"]["one_collection"]),
                ("one_collection_unfiltered", row["build_seconds"]["one_collection"]),
            ):
                print(
                    f"{size:>7} | {key:<34} | {row[key]['p50_ms']:>7} | "
                    f"{row[key]['p95_ms']:>7} | {build:>7}"
                )
        print(f"query embedding alone: p50 {results['query_embedding']['p50_ms']} ms")

    save_json(args.out, results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
