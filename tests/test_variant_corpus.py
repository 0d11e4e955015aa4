"""The label-variant corpus (evals/variant): every number traced to the data, questions too.

Every number a generated document prints must come from the verified fact tables
(``asx_facts.csv`` and ``asx_facts_more.csv`` values or numbers in their quotes, or the two
``.md`` notes); page numbers, years, dates, note numbers and ABN lines are exempt. A value
may also be printed exactly in a coarser unit (millions as billions, kt as Mt, koz as Moz,
cents as dollars) -- never a finer one. The manifest must agree with the tables, the two long
reports must have 150+ pages, the build must be deterministic, and every question's expected
answer must be a stated figure of the manifest (or, for not-found questions, truly absent).
"""

from __future__ import annotations

import csv
import re
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from evals.variant.build import DATA_FILES, QUESTIONS, build_corpus, load
from tests.test_realistic_corpus import (
    GLUED_CURRENCY,
    NUMBER,
    URL,
    document_pages,
    strip_exempt,
    unprinted,
)

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "evals" / "data"
SHARED = ROOT.parent / "shared" / "data"
ABN = re.compile(r"\bABN(?: \d{2,3}){4}\b")
LONG_CONTENTS = re.compile(r"^[A-Z][A-Za-z' ,&-]+?(?: \.{3,})? \d{1,3}$", re.MULTILINE)
SCALE = {"million": Decimal(10) ** 6, "billion": Decimal(10) ** 9, "Mt": Decimal(10) ** 6}
SCALE |= {"kt": Decimal(1000), "koz": Decimal(1000), "Moz": Decimal(10) ** 6}
SCALE |= {"cents per share": Decimal(1), "dollars per share": Decimal(100)}
LONG_REPORTS = ("BHP Annual Report 2025.pdf", "Fortescue_FY25_Annual_Report.pdf")


def _value(token: str) -> Decimal:
    return Decimal(token.replace(",", "")).normalize()


def _rows() -> list[dict[str, str]]:
    rows = []
    for name in ("asx_facts.csv", "asx_facts_more.csv"):
        with (DATA / name).open(encoding="utf-8", newline="") as f:
            rows += [dict(r, table=name) for r in csv.DictReader(f)]
    return rows


def _quote_numbers(row: dict[str, str]) -> set[Decimal]:
    return {
        _value(n) for n in NUMBER.findall(GLUED_CURRENCY.sub(r"\1 ", URL.sub(" ", row["quote"])))
    }


def allowed_numbers() -> set[Decimal]:
    """Every number the data states, with its exact coarser-unit forms."""
    allowed: set[Decimal] = set()
    for row in _rows():
        v = abs(_value(row["value"]))
        allowed.update({v, (v / 1000).normalize()})
        if row["unit"].startswith("cents"):
            allowed.add((v / 100).normalize())  # 146 US cents -> US$1.46
        allowed |= _quote_numbers(row)
    for name in ("asx_facts.md", "asx_facts_more.md"):
        md = URL.sub(" ", (DATA / name).read_text(encoding="utf-8"))
        allowed.update(_value(n) for n in NUMBER.findall(md))
    return allowed


def unknown_numbers(text: str, allowed: set[Decimal]) -> list[str]:
    """Numbers of ``text`` the data does not state (years 2000-2035 exempt)."""
    text = LONG_CONTENTS.sub(" ", ABN.sub(" ", text))
    stripped = strip_exempt(text)
    bad = []
    for m in NUMBER.finditer(stripped):
        token = m.group(0)
        if re.fullmatch(r"20[0-3]\d", token) or _value(token) in allowed:
            continue
        bad.append(f"{token!r} in '...{stripped[max(0, m.start() - 50) : m.end() + 30]}...'")
    return bad


def corpus_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.suffix in (".pdf", ".txt", ".md"))


def pages_of(path: Path) -> list[str]:
    return [path.read_text(encoding="utf-8")] if path.suffix == ".md" else document_pages(path)


@pytest.fixture(scope="module")
def corpus_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_corpus(tmp_path_factory.mktemp("variant") / "corpus")


@pytest.fixture(scope="module")
def manifest(corpus_dir: Path) -> dict[str, Any]:
    return dict(load(corpus_dir))


@pytest.fixture(scope="module")
def pages(corpus_dir: Path) -> dict[str, list[str]]:
    return {p.name: pages_of(p) for p in corpus_files(corpus_dir)}


def test_data_copies_are_byte_identical_to_shared() -> None:
    if not SHARED.is_dir():
        pytest.skip("no shared data folder beside the repository")
    for name in DATA_FILES:
        assert (DATA / name).read_bytes() == (SHARED / name).read_bytes(), name


def test_every_printed_number_comes_from_the_data(pages: dict[str, list[str]]) -> None:
    allowed = allowed_numbers()
    problems = []
    assert len(pages) >= 15
    for name, texts in pages.items():
        for number, text in enumerate(texts, start=1):
            problems += [f"{name} p{number}: {b}" for b in unknown_numbers(text, allowed)]
    assert not problems, "\n".join(problems[:40])


def test_the_number_check_catches_an_invented_figure(pages: dict[str, list[str]]) -> None:
    allowed = allowed_numbers()
    glance = next(t for t in pages[LONG_REPORTS[0]] if "Financial performance (US$ billion" in t)
    assert "51.26" in glance and not unknown_numbers(glance, allowed)
    assert unknown_numbers(glance.replace("51.26", "51.27"), allowed)
    assert unknown_numbers(glance + "\nUnderlying EBITDA was US$29.1 billion.", allowed)
    filler = pages[LONG_REPORTS[1]][-5]
    assert not unknown_numbers(filler, allowed)
    assert unknown_numbers(filler + "\nThe Board held 8,761 meetings.", allowed)


def test_manifest_values_equal_the_fact_tables(manifest: dict[str, Any]) -> None:
    rows: dict[tuple[str, ...], list[dict[str, str]]] = {}
    for r in _rows():
        prefix = "csv" if r["table"] == "asx_facts.csv" else "more"
        rows.setdefault((prefix, r["ticker"], r["fiscal_year"], r["metric"]), []).append(r)
    problems = []
    figures = manifest["figures"]
    assert len(figures) >= 300
    for e in figures:
        table, _, key = e["source"].partition(":")
        key, _, index = key.partition("#")
        ticker, fy, metric = key.split("/")
        row = rows[(table, ticker, fy, metric)][int(index or 0)]
        assert (e["company"], e["metric"]) == (ticker, metric), e
        assert e["period"] in (fy, f"H1 {fy}"), e
        assert e["period"].startswith("H1") == (metric.startswith("h1_") or metric == "interim_dps")
        value = Decimal(repr(e["value"]))
        csv_unit = (
            row["unit"].split(" (")[0] if row["unit"].startswith(("Mt", "kt")) else row["unit"]
        )
        want = Decimal(row["value"]) * SCALE.get(csv_unit, Decimal(1))
        got = value * SCALE.get(e["unit"], Decimal(1))
        coarser_or_same = SCALE.get(e["unit"], Decimal(1)) >= SCALE.get(csv_unit, Decimal(1))
        in_quote = abs(value).normalize() in _quote_numbers(row)
        same_sign = (value < 0) == (Decimal(row["value"]) < 0)
        if not ((want == got and coarser_or_same) or (in_quote and same_sign)):
            problems.append(f"{e['doc']} p{e['page']} {e['text']!r}: {got} vs {row['value']}")
        if e["unit"] != "percent":
            assert e["currency"] == (row["currency"] or None), e
        assert e["label"] and e["text"], e
    assert not problems, "\n".join(problems[:30])


def test_manifest_figures_are_printed_on_their_page(
    manifest: dict[str, Any], pages: dict[str, list[str]]
) -> None:
    missing = unprinted(manifest["figures"], pages)
    assert not missing, "\n".join(missing[:20])


def test_long_reports_have_150_pages(corpus_dir: Path, manifest: dict[str, Any]) -> None:
    from pypdf import PdfReader

    stated = {d["doc"]: d["pages"] for d in manifest["documents"]}
    for name in LONG_REPORTS:
        assert stated[name] >= 150
        assert len(PdfReader(corpus_dir / name).pages) == stated[name]
        figure_pages = {e["page"] for e in manifest["figures"] if e["doc"] == name}
        assert 5 <= len(figure_pages) < stated[name] // 10, "figures sit among many look-alikes"


def test_shapes_the_split_must_have(manifest: dict[str, Any], pages: dict[str, list[str]]) -> None:
    figures = manifest["figures"]
    kinds = {d["kind"] for d in manifest["documents"]}
    assert all(re.fullmatch(r"(H1 )?FY20\d\d", d["period"]) for d in manifest["documents"])
    assert kinds == {"pdf", "txt", "md"}
    assert {e["period"].split()[0] for e in figures} >= {"H1"}
    assert {e["dividend_kind"] for e in figures} >= {"interim", "final", "special", "total"}
    assert any(e["text"] == "(2.7)" and e["value"] == -2.7 for e in figures), "net cash"
    assert any(e["value"] == -896 for e in figures), "a loss"
    assert any(e["unit"] == "percent" for e in figures)
    assert any(e["text"].startswith("$US") for e in figures), "press style"
    assert any("|" in t for t in pages["rio-tinto-2022-full-year-results.md"])
    rio_h1 = pages["Rio Tinto interim results 2024.txt"][0]
    assert "six months to 30 June 2024" in rio_h1
    fmg_half = pages["Fortescue half-year report December 2024.txt"][0]
    assert "half year ended 31 December 2024" in fmg_half
    for name in ("fortescue-record-shipments-dividend.md", "Fortescue_FY25_Annual_Report.pdf"):
        assert not any(re.search(r"\bFMG\b", t) for t in pages[name]), name
    assert any("ABN" in t for t in pages["Fortescue_FY25_Annual_Report.pdf"][:1])


def test_build_is_deterministic(tmp_path: Path, corpus_dir: Path) -> None:
    again = build_corpus(tmp_path / "again", force=True)
    for path in [*corpus_files(corpus_dir), corpus_dir / "manifest.json", corpus_dir / QUESTIONS]:
        assert (again / path.name).read_bytes() == path.read_bytes(), path.name


def test_every_question_is_answered_by_the_manifest(
    corpus_dir: Path, manifest: dict[str, Any], most: int = 260
) -> None:
    questions = load(corpus_dir, QUESTIONS)
    absent = [q for q in questions if q["expected"] is None]
    assert 120 <= len(questions) <= most and len(absent) >= 20
    assert len({q["id"] for q in questions}) == len(questions)
    held = {(r["ticker"], r["fiscal_year"], r["metric"]) for r in _rows()}
    for q in questions:
        assert q["measure"] and q["text"].endswith("?"), q
        stated = [
            e
            for e in manifest["figures"]
            if (e["company"], e["period"], e["metric"]) == (q["company"], q["period"], q["metric"])
            and (q["qualifier"] is None or e["qualifier"] == q["qualifier"])
        ]
        if q["expected"] is None:
            assert not stated, q
            assert (q["company"], q["period"].split()[-1], q["metric"]) not in held, q
            continue
        exp = q["expected"]
        assert any(
            (e["value"], e["unit"], e["currency"], e["doc"], e["page"])
            == (exp["value"], exp["unit"], exp["currency"], exp["doc"], exp["page"])
            for e in stated
        ), q
    categories = {q["category"] for q in questions}
    assert categories >= {
        "half_year",
        "dividend_kind",
        "payout",
        "per_share",
        "segment",
        "price",
        "production_basis",
        "five_year",
        "net_cash",
        "loss_parentheses",
    }


def test_resolve_refuses_a_not_found_question_that_is_stated(manifest: dict[str, Any]) -> None:
    from evals.variant import questions as qmod

    stated = qmod.Q(
        "not_found", "What was BHP's revenue in FY2025?", "revenue", "BHP", "FY2025", "revenue"
    )
    saved = qmod.QUESTIONS
    try:
        qmod.QUESTIONS = (stated,)
        with pytest.raises(ValueError, match="not-found question"):
            qmod.resolve(manifest)
    finally:
        qmod.QUESTIONS = saved


def test_printed_figures_are_checked_when_written() -> None:
    from evals.variant.facts import check_printed, lookup

    revenue = lookup("BHP", "FY2024", "revenue")
    assert check_printed(revenue, "55,658", "million")[1] == "value"
    assert check_printed(revenue, "US$55.658 billion", "billion")[1] == "value"
    with pytest.raises(ValueError):
        check_printed(revenue, "55,659", "million")
    with pytest.raises(ValueError):  # billions printed as false-precision millions
        check_printed(lookup("BHP", "FY2023", "revenue"), "53,820", "million")
    assert (
        check_printed(lookup("FMG", "FY2021", "statutory_npat"), "$US10.3 billion", "billion")[1]
        == "quote"
    )


# --- vocabulary kept apart from the product's --------------------------------------------
# The split measures reading, not our lists: at least 80% of its printed labels (the row
# label, or the phrase naming a prose figure) and of its questions' measure phrases must
# be absent from the metric registry's labels, document labels, blocking labels and the
# question aliases. Compared after folding case, footnote markers and bracketed units.
VOCABULARY_APART = 0.80
_FOOTNOTE_MARKS = re.compile(r"[\u00b9\u00b2\u00b3\u2070-\u2079*†‡]")
_BRACKETED = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_WORD = re.compile(r"[a-z0-9%$]+")


def vocabulary_key(phrase: str) -> str:
    """A label or phrase folded for comparison: lower case, words only, no units in brackets."""
    text = _BRACKETED.sub(" ", _FOOTNOTE_MARKS.sub("", phrase.lower()))
    return " ".join(_WORD.findall(text))


def registry_vocabulary() -> set[str]:
    """Every label and alias the product knows a measure by (folded)."""
    from mines.measures.registry import BLOCKING_LABELS, METRICS
    from mines.measures.words import METRIC_ALIASES

    words = {vocabulary_key(m.label) for m in METRICS}
    words |= {vocabulary_key(label) for m in METRICS for label in m.doc_labels}
    words |= {vocabulary_key(label) for label in BLOCKING_LABELS}
    words |= {vocabulary_key(a) for aliases in METRIC_ALIASES.values() for a in aliases}
    return words


def split_vocabulary(corpus_dir: Path, manifest: dict[str, Any]) -> set[str]:
    """The split's printed row labels / prose phrases and its questions' measure phrases."""
    labels = {vocabulary_key(str(f["label"]).split(" | ")[0]) for f in manifest["figures"]}
    labels |= {vocabulary_key(str(q["measure"])) for q in load(corpus_dir, QUESTIONS)}
    return {label for label in labels if label}


def test_the_vocabulary_check_sees_a_registry_label() -> None:
    assert vocabulary_key("Underlying EBITDA¹ (US$M)") in registry_vocabulary()
    assert vocabulary_key("takings from the ground, all in") not in registry_vocabulary()


def test_the_split_speaks_apart_from_the_registry(
    corpus_dir: Path, manifest: dict[str, Any]
) -> None:
    split = split_vocabulary(corpus_dir, manifest)
    known = sorted(split & registry_vocabulary())
    apart = 1 - len(known) / len(split)
    assert apart >= VOCABULARY_APART, (
        f"only {apart:.0%} of {len(split)} labels and measure phrases are absent from the "
        f"registry (need {VOCABULARY_APART:.0%}); known: {known}"
    )
