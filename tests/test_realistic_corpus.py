"""The realistic evaluation corpus (evals/realistic): every number traced to the data.

Every number a generated document prints must come from the verified fact table
(``asx_facts.csv`` values or numbers in its quotes, or ``asx_facts.md``); page numbers,
years, dates, note numbers and footnote markers are exempt. A value may also be printed
exactly in the next coarser unit (US$55,658 million as US$55.658 billion, 1,865 kt as
1.865 Mt) or a dividend in dollars as cents (US$0.80 as 80 US cents) -- never the other
way, which would invent precision. The manifest must agree with the table, the two long
reports must be long, tables must be drawn as tables, and the build must be deterministic.
"""

from __future__ import annotations

import csv
import re
from decimal import Decimal
from pathlib import Path

import pytest

from evals.realistic.build import build_corpus, corpus_files, load_manifest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "evals" / "data"
FACTS_CSV = DATA / "asx_facts.csv"
FACTS_MD = DATA / "asx_facts.md"

NUMBER = re.compile(r"(?<![A-Za-z0-9.,])(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?")
URL = re.compile(r"https?://\S+")
_MONTHS = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)"
)
DAY_MONTH_YEAR = re.compile(rf"\b\d{{1,2}}\s+{_MONTHS}\.?\s+\d{{4}}\b")
FY_TOKEN = re.compile(r"\b[12]?H?\s?FY\s?'?\d{2,4}\b")
PAGE_NUMBER = re.compile(r"\bPage \d+\b")
NOTE_REF = re.compile(r"\bNote \d+\b")
APPENDIX = re.compile(r"\bAppendix 4[ED]\b")
CONTENTS_LINE = re.compile(r"^(?P<title>[A-Z][A-Za-z' ,&-]+?)(?: \.{3,})? (?P<page>\d{1,2})$")
TABLE_NOTE_CELL = re.compile(r"^(Revenue|Profit/\(loss\) after tax[^\d]*?) (\d) ")
UNIT_NUMBERS = re.compile(r"\b(?:SC6|PEM50|ASX50|Q\d|C1)\b")
GLUED_CURRENCY = re.compile(r"\b(US|USD|AU|AUD)(?=\d)")
"""``$US2.54`` / ``USD9.79`` in a quote: the number is the quote's, the letters are not."""


def _value(token: str) -> Decimal:
    return Decimal(token.replace(",", "")).normalize()


def _fact_rows() -> list[dict[str, str]]:
    with FACTS_CSV.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def allowed_numbers() -> set[Decimal]:
    """Every number the data states, plus its exact coarser-unit and cents forms."""
    allowed: set[Decimal] = set()
    for row in _fact_rows():
        v = abs(_value(row["value"]))
        allowed.update({v, (v / 1000).normalize()})
        for n in NUMBER.findall(GLUED_CURRENCY.sub(r"\1 ", URL.sub(" ", row["quote"]))):
            q = _value(n)
            allowed.add(q)
            if row["metric"] == "dividends_per_share" and "." in n:
                allowed.add((q * 100).normalize())  # US$0.80 -> 80 US cents
    md = URL.sub(" ", FACTS_MD.read_text(encoding="utf-8"))
    allowed.update(_value(n) for n in NUMBER.findall(md))
    return allowed


def strip_exempt(text: str) -> str:
    """Remove what the check exempts: URLs, dates, FY tokens, page numbers, note numbers."""
    lines = []
    for line in text.splitlines():
        line = line.strip()
        m = CONTENTS_LINE.match(line)
        if m and not NUMBER.search(m.group("title")):
            lines.append(m.group("title"))
            continue
        line = TABLE_NOTE_CELL.sub(r"\1 ", line)
        lines.append(line)
    text = "\n".join(lines)
    for pattern in (URL, DAY_MONTH_YEAR, FY_TOKEN, PAGE_NUMBER, NOTE_REF, APPENDIX, UNIT_NUMBERS):
        text = pattern.sub(" ", text)
    return text


def unknown_numbers(text: str, allowed: set[Decimal]) -> list[str]:
    """Numbers of ``text`` the data does not state (years 2000-2035 exempt)."""
    stripped = strip_exempt(text)
    bad = []
    for m in NUMBER.finditer(stripped):
        token = m.group(0)
        if re.fullmatch(r"20[0-3]\d", token):
            continue
        if _value(token) not in allowed:
            context = stripped[max(0, m.start() - 50) : m.end() + 30].replace("\n", " ")
            bad.append(f"{token!r} in '...{context}...'")
    return bad


def document_pages(path: Path) -> list[str]:
    """The text of each page: pypdf for PDF, form-feed pages for text files."""
    if path.suffix == ".pdf":
        from pypdf import PdfReader

        return [p.extract_text() or "" for p in PdfReader(path).pages]
    return path.read_text(encoding="utf-8").split("\f")


@pytest.fixture(scope="module")
def corpus_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_corpus(tmp_path_factory.mktemp("realistic") / "corpus")


@pytest.fixture(scope="module")
def manifest(corpus_dir: Path) -> dict:  # type: ignore[type-arg]
    return load_manifest(corpus_dir)


def test_every_printed_number_comes_from_the_data(corpus_dir: Path) -> None:
    allowed = allowed_numbers()
    problems = []
    files = corpus_files(corpus_dir)
    assert len(files) >= 15
    for path in files:
        for number, page in enumerate(document_pages(path), start=1):
            problems += [f"{path.name} p{number}: {b}" for b in unknown_numbers(page, allowed)]
    assert not problems, "\n".join(problems[:40])


def test_the_number_check_catches_an_invented_figure(corpus_dir: Path) -> None:
    allowed = allowed_numbers()
    page = document_pages(corpus_dir / "BHP_Annual_Report_2024.pdf")[5]
    assert not unknown_numbers(page, allowed)
    assert unknown_numbers(page.replace("55,658", "55,659"), allowed)
    assert unknown_numbers(page + "\nUnderlying EBITDA was US$29.1 billion.", allowed)
    assert unknown_numbers("Revenue (US$M) 53,820", allowed)  # billions as false-precision millions


def test_manifest_values_equal_the_fact_table(manifest: dict) -> None:  # type: ignore[type-arg]
    rows = {(r["ticker"], r["fiscal_year"], r["metric"]): r for r in _fact_rows()}
    md_numbers = {_value(n) for n in NUMBER.findall(FACTS_MD.read_text(encoding="utf-8"))}
    scale = {"million": Decimal(10) ** 6, "billion": Decimal(10) ** 9, "Mt": Decimal(10) ** 6}
    scale |= {"kt": Decimal(1000), "koz": Decimal(1000), "cents per share": Decimal(1)}
    scale["dollars per share"] = Decimal(100)
    problems = []
    figures = manifest["figures"]
    assert len(figures) >= 300
    for e in figures:
        value = Decimal(repr(e["value"]))
        kind, _, key = e["source"].partition(":")
        if kind == "csv":
            row = rows[tuple(key.split("/"))]  # type: ignore[index]
            csv_unit = (
                row["unit"].split(" (")[0].split(" ")[0]
                if row["unit"].startswith(("Mt", "kt"))
                else row["unit"]
            )
            want = Decimal(row["value"]) * scale.get(csv_unit, Decimal(1))
            got = value * scale.get(e["unit"], Decimal(1))
            if want != got:
                problems.append(f"{e['doc']} p{e['page']} {e['text']!r}: {got} != csv {want}")
        elif kind == "quote":
            quote = rows[tuple(key.split("/"))]["quote"]  # type: ignore[index]
            stated = {_value(n) for n in NUMBER.findall(GLUED_CURRENCY.sub(r"\1 ", quote))}
            ok = abs(value) in stated or (
                e["unit"] == "cents per share" and (abs(value) / 100).normalize() in stated
            )
            nil = re.search(rf"\bNo (?:{e['dividend_kind']} )?dividend", quote)
            ok = ok or (value == 0 and nil is not None)
            if not ok:
                problems.append(f"{e['doc']} {e['text']!r}: {value} not in quote of {key}")
        elif kind == "md":
            if abs(value).normalize() not in md_numbers:
                problems.append(f"{e['doc']} {e['text']!r}: {value} not in asx_facts.md")
        else:
            problems.append(f"unknown source {e['source']}")
        assert e["form"] in {"table", "sentence", "comparative", "five_year"}
        assert re.fullmatch(r"(H[12] )?FY20\d\d", e["period"]), e["period"]
    assert not problems, "\n".join(problems[:30])


def unprinted(figures: list[dict], pages: dict[str, list[str]]) -> list[str]:  # type: ignore[type-arg]
    """Manifest figures whose text is not on their page (whitespace-insensitive)."""
    missing = []
    for e in figures:
        text = pages[e["doc"]][e["page"] - 1]
        if e["text"] not in " ".join(text.split()) and e["text"] not in text:
            missing.append(f"{e['doc']} p{e['page']}: {e['text']!r}")
    return missing


def test_manifest_figures_are_printed_on_their_page(corpus_dir: Path, manifest: dict) -> None:  # type: ignore[type-arg]
    pages = {p.name: document_pages(p) for p in corpus_files(corpus_dir)}
    missing = unprinted(manifest["figures"], pages)
    assert not missing, "\n".join(missing[:20])


def test_long_reports_and_traps(corpus_dir: Path, manifest: dict) -> None:  # type: ignore[type-arg]
    pages = {d["doc"]: d["pages"] for d in manifest["documents"]}
    assert pages["BHP_Annual_Report_2024.pdf"] >= 20
    assert pages["RIO_Annual_Report_2023.pdf"] >= 20
    rio = (corpus_dir / "RIO_2023_results_announcement.txt").read_text(encoding="utf-8")
    assert rio.splitlines()[0].startswith("https://")
    assert "21 February 2024" in rio and "\f" in rio
    cover = document_pages(corpus_dir / "RIO_Annual_Report_2023.pdf")[0]
    assert "21 February 2024" in cover and "year ended 31 December 2023" in cover
    figures = manifest["figures"]
    assert any(e["text"] == "(896)" for e in figures), "MIN FY2025 loss in parentheses"
    assert any(e["text"] == "(358)" for e in figures), "NST FY2024 net cash in parentheses"
    assert any(e["period"].startswith("H1") for e in figures)
    assert {e["dividend_kind"] for e in figures} >= {"interim", "final", "special", "total"}
    assert {e["form"] for e in figures} == {"table", "sentence", "comparative", "five_year"}
    assert any("¹" in e["label"] for e in figures), "a footnoted label"
    assert any(e["qualifier"] == "WAIO, 100% basis" for e in figures)
    assert not any(e["text"].replace(",", "") == "53820" for e in figures)


def test_tables_are_drawn_as_tables(corpus_dir: Path) -> None:
    try:
        import pdfplumber  # type: ignore[import-not-found]
    except ImportError:
        pytest.skip("pdfplumber is not installed (another change adds it)")
    with pdfplumber.open(corpus_dir / "BHP_Annual_Report_2024.pdf") as pdf:
        tables = [t for page in pdf.pages for t in page.find_tables()]
    assert len(tables) >= 5


def test_pdf_tables_have_cell_borders(corpus_dir: Path) -> None:
    """Without pdfplumber: the PDF draws table cell rectangles (``re`` operators)."""
    from pypdf import PdfReader

    page = PdfReader(corpus_dir / "BHP_Annual_Report_2024.pdf").pages[4]
    content = page.get_contents()
    assert content is not None
    data = content.get_data()
    assert data.count(b" re") >= 8


def test_build_is_deterministic(tmp_path: Path, corpus_dir: Path) -> None:
    again = build_corpus(tmp_path / "again", force=True)
    for path in corpus_files(corpus_dir):
        assert (again / path.name).read_bytes() == path.read_bytes(), path.name
    assert (again / "manifest.json").read_bytes() == (corpus_dir / "manifest.json").read_bytes()


def test_suite_questions_come_from_the_manifest(manifest: dict) -> None:  # type: ignore[type-arg]
    from evals.suites.realistic_questions import generate

    questions = generate(manifest)
    answerable = [q for q in questions if not q.absent]
    absent = [q for q in questions if q.absent]
    assert len(questions) >= 150 and len(absent) >= 20
    assert len({q.id for q in questions}) == len(questions)
    stated = {(e["company"], e["period"], e["metric"]) for e in manifest["figures"]}
    for q in absent:
        assert (q.company, q.period, q.metric) not in stated, q.key
    values = {round(e["value"], 6) for e in manifest["figures"]}
    scale = {"money": (1e6, 1e9), "cps": (1.0, 100.0), "mass_t": (1e6, 1e3), "oz": (1e3,)}
    for q in answerable:
        assert q.expected is not None
        factors = scale.get(q.expected.kind, (1.0,))
        assert any(round(q.expected.value / f, 6) in values for f in factors), q.key
    categories = {q.category for q in questions}
    assert categories >= {
        "half_year",
        "dividend_kind",
        "production_basis",
        "five_year_cell",
        "loss_parentheses",
        "net_cash",
        "footnoted_label",
        "basis",
        "prior_year_same_row",
        "currency",
        "not_found",
    }


def test_suite_scoring_separates_confidently_wrong_from_missed(manifest: dict) -> None:  # type: ignore[type-arg]
    from evals.suites.realistic import score
    from evals.suites.realistic_questions import generate

    questions = generate(manifest)
    q = next(q for q in questions if q.key == "BHP revenue FY2024")
    right = "BHP's revenue for FY2024 was US$55,658 million."
    prior = "BHP's revenue for FY2024 was US$53.82 billion."
    assert score(q, right, "high").outcome == "correct"
    wrong = score(q, prior, "high")
    assert wrong.outcome == "confidently_wrong" and wrong.trap_taken
    assert score(q, prior, "medium").outcome == "confidently_wrong"
    assert score(q, prior, "low").outcome == "missed"
    assert score(q, "Not found: revenue is not stated.", None).outcome == "missed"
    loss = next(q for q in questions if q.key == "MIN statutory_npat FY2025 statutory")
    assert score(
        loss, "MinRes reported a net loss after tax of A$896 million.", "high"
    ).outcome == ("correct")
    assert score(loss, "MinRes reported a profit of A$896 million.", "high").outcome == (
        "confidently_wrong"
    )
    absent = next(q for q in questions if q.absent)
    assert score(absent, "Not found: not stated in the documents.", None).outcome == (
        "correct_not_found"
    )
    assert score(absent, "It was US$29 billion.", "medium").outcome == "confidently_wrong"
