"""Offline checks on the bundled corpus (mines/corpus).

The corpus is what users' figures are traced to, so every number it states must come from the
verified fact table in evals/data (asx_facts.csv values and quotes, or asx_facts.md). These tests
also pin the report layout, the placement of the core figures and the news feed's shape.
"""

from __future__ import annotations

import csv
import json
import re
from datetime import date
from pathlib import Path

import pytest

from evals.facts import CORE_METRICS
from mines.measures.words import find_metrics
from mines.question.companies import COMPANY_NAMES, REPORTING_CURRENCY, SUPPORTED_TICKERS
from mines.question.years import SUPPORTED_FISCAL_YEARS

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "mines" / "corpus"
REPORTS = CORPUS / "reports"
NEWS = CORPUS / "news.jsonl"
DATA = ROOT / "evals" / "data"
FACTS_CSV = DATA / "asx_facts.csv"
FACTS_MD = DATA / "asx_facts.md"
SHARED_DATA = ROOT.parent / "shared" / "data"  # the checkout's sibling, as CI lays it out

FISCAL_YEARS = SUPPORTED_FISCAL_YEARS
NOT_REPORTED = "not reported in this summary edition"
NEWS_FIELDS = {
    "id",
    "company",
    "fiscal_year",
    "date",
    "date_precision",
    "headline",
    "summary",
    "source",
}

# A number: digits with optional thousands separators and decimals. Digits glued to a letter on
# the left are part of a name, not a figure (SC6, PEM50, ASX50, Q4, C1, FY26).
NUMBER = re.compile(r"(?<![A-Za-z0-9.,])(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?")
URL = re.compile(r"https?://\S+")
PAGE_MARKER = re.compile(r"<!--\s*page\s+\d+\s*-->")
ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
_MONTHS = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)"
)
DAY_MONTH_YEAR = re.compile(rf"\b\d{{1,2}}\s+{_MONTHS}\.?\s+\d{{4}}\b")
FY_TOKEN = re.compile(r"\bFY\s?'?\d{2,4}\b")
LIST_ORDINAL = re.compile(r"^(\s*)\d+[.)]\s", re.MULTILINE)
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+|\n+")


def _value(token: str) -> float:
    return round(float(token.replace(",", "")), 6)


def _numbers(text: str) -> list[str]:
    return NUMBER.findall(text)


def _fact_rows() -> list[dict[str, str]]:
    with FACTS_CSV.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def _allowed_numbers() -> set[float]:
    allowed: set[float] = set()
    for row in _fact_rows():
        value = _value(row["value"])
        allowed.update({value, abs(value)})
        allowed.update(_value(n) for n in _numbers(URL.sub(" ", row["quote"])))
    md = URL.sub(" ", FACTS_MD.read_text(encoding="utf-8"))
    allowed.update(_value(n) for n in _numbers(md))
    return allowed


def _split_front_matter(text: str) -> tuple[dict[str, str], str]:
    lines = text.split("\n")
    assert lines[0] == "---", "a report must start with YAML front matter"
    end = lines.index("---", 1)
    meta: dict[str, str] = {}
    for line in lines[1:end]:
        key, sep, value = line.partition(":")
        assert sep, f"bad front matter line: {line!r}"
        meta[key.strip()] = value.strip()
    return meta, "\n".join(lines[end + 1 :])


def _strip_ignorable(text: str) -> str:
    """Remove what the number check ignores: markers, URLs, dates, FY tokens, list ordinals."""
    text = PAGE_MARKER.sub(" ", text)
    text = URL.sub(" ", text)
    text = ISO_DATE.sub(" ", text)
    text = DAY_MONTH_YEAR.sub(" ", text)
    text = FY_TOKEN.sub(" ", text)
    return LIST_ORDINAL.sub(r"\1", text)


def _unknown_numbers(text: str, allowed: set[float]) -> list[str]:
    stripped = _strip_ignorable(text)
    bad = []
    for m in NUMBER.finditer(stripped):
        token = m.group(0)
        if re.fullmatch(r"20[0-3]\d", token):  # a four-digit year, 2000-2035
            continue
        if _value(token) not in allowed:
            context = stripped[max(0, m.start() - 40) : m.end() + 40].replace("\n", " ")
            bad.append(f"{token!r} in '...{context.strip()}...'")
    return bad


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE_BREAK.split(text) if s.strip()]


def _report_path(ticker: str, fiscal_year: str) -> Path:
    return REPORTS / f"{ticker}_{fiscal_year}.md"


def _period_end(ticker: str, fiscal_year: str) -> str:
    year = fiscal_year.removeprefix("FY")
    return f"{year}-12-31" if ticker == "RIO" else f"{year}-06-30"


def _format_number(raw: str) -> str:
    digits = raw.lstrip("-")
    whole, _, decimals = digits.partition(".")
    formatted = f"{int(whole):,}"
    return f"{formatted}.{decimals}" if decimals else formatted


def _expected_figure(row: dict[str, str]) -> str:
    """The figure exactly as the corpus must write it (sign dropped: see net cash / loss)."""
    if row["metric"] == "dividends_per_share":
        cents = {"USD": "US cents", "AUD": "Australian cents"}[row["currency"]]
        return f"{_format_number(row['value'])} {cents} per share"
    prefix = {"USD": "US$", "AUD": "A$"}[row["currency"]]
    return f"{prefix}{_format_number(row['value'])} {row['unit']}"


REPORT_KEYS = [(t, fy) for t in SUPPORTED_TICKERS for fy in FISCAL_YEARS]
CORE_ROWS = [r for r in _fact_rows() if r["metric"] in CORE_METRICS]


def test_exactly_the_25_reports_exist() -> None:
    expected = {_report_path(t, fy).name for t, fy in REPORT_KEYS}
    found = {p.name for p in REPORTS.glob("*.md")}
    assert found == expected, (
        f"missing: {sorted(expected - found)}; unexpected: {sorted(found - expected)}"
    )


@pytest.mark.parametrize(("ticker", "fiscal_year"), REPORT_KEYS)
def test_report_front_matter_and_pages(ticker: str, fiscal_year: str) -> None:
    meta, body = _split_front_matter(_report_path(ticker, fiscal_year).read_text("utf-8"))
    assert meta.get("company") == ticker
    assert meta.get("company_name") == COMPANY_NAMES[ticker]
    assert meta.get("fiscal_year") == fiscal_year
    assert meta.get("fiscal_year") in FISCAL_YEARS
    assert meta.get("period_end") == _period_end(ticker, fiscal_year)
    csv_ends = {
        r["period_end"]
        for r in _fact_rows()
        if r["ticker"] == ticker and r["fiscal_year"] == fiscal_year
    }
    assert csv_ends == {meta["period_end"]}, f"period_end disagrees with the CSV: {csv_ends}"
    assert meta.get("reporting_currency") == REPORTING_CURRENCY[ticker]
    title = meta.get("title", "")
    assert title, "front matter needs a title"
    assert f"\n# {title}\n" in body, "the H1 must repeat the title"

    lines = body.strip("\n").split("\n")
    assert lines[0] == "<!-- page 1 -->", "page 1 must open the body"
    pages = [int(m.group(1)) for m in re.finditer(r"^<!-- page (\d+) -->$", body, re.M)]
    assert pages == list(range(1, len(pages) + 1)), f"page markers out of order: {pages}"
    assert 3 <= len(pages) <= 5, f"expected 3-5 pages, found {len(pages)}"
    assert len(PAGE_MARKER.findall(body)) == len(pages), "page markers must be on their own lines"
    for section in ("Highlights", "Financial review", "Operations", "Dividends", "Outlook"):
        assert f"\n## {section}\n" in body, f"missing section: {section}"
    assert "\n## Sources\n" in body


@pytest.mark.parametrize(("ticker", "fiscal_year"), REPORT_KEYS)
def test_report_numbers_come_from_the_fact_table(ticker: str, fiscal_year: str) -> None:
    _, body = _split_front_matter(_report_path(ticker, fiscal_year).read_text("utf-8"))
    bad = _unknown_numbers(body, _allowed_numbers())
    assert not bad, f"{ticker}_{fiscal_year}.md states numbers not in evals/data:\n" + "\n".join(
        bad
    )


@pytest.mark.parametrize(("ticker", "fiscal_year"), REPORT_KEYS)
def test_report_has_no_negative_money_or_debt(ticker: str, fiscal_year: str) -> None:
    text = _report_path(ticker, fiscal_year).read_text("utf-8")
    assert not re.search(r"(?:US|A)\$\s*[-−]|[-−]\s*(?:US|A)\$", text), "negative money figure"
    assert not re.search(r"net debt[^.]*\bnegative\b", text, re.IGNORECASE)


@pytest.mark.parametrize(
    "row",
    CORE_ROWS,
    ids=[f"{r['ticker']}-{r['fiscal_year']}-{r['metric']}" for r in CORE_ROWS],
)
def test_core_figure_is_stated_in_its_report(row: dict[str, str]) -> None:
    ticker, fiscal_year, metric = row["ticker"], row["fiscal_year"], row["metric"]
    text = _report_path(ticker, fiscal_year).read_text("utf-8")
    figure = _expected_figure(row)
    pattern = re.compile(r"(?<![\d.,])" + re.escape(figure) + r"(?![\d])")
    sentences = [s for s in _sentences(text) if pattern.search(s)]
    assert sentences, f"{figure!r} ({metric}) not found in {ticker}_{fiscal_year}.md"

    negative = row["value"].startswith("-")

    def well_formed(sentence: str) -> bool:
        if metric not in find_metrics(sentence) or fiscal_year not in sentence:
            return False
        if metric == "net_debt":
            return ("net cash" if negative else "net debt") in sentence.lower()
        if negative:
            return "loss" in sentence.lower()
        return True

    assert any(well_formed(s) for s in sentences), (
        f"{figure!r} appears in {ticker}_{fiscal_year}.md but never in a sentence naming "
        f"{metric} and {fiscal_year}: {sentences}"
    )


@pytest.mark.parametrize(("ticker", "fiscal_year"), REPORT_KEYS)
def test_missing_core_figures_are_declared_absent(ticker: str, fiscal_year: str) -> None:
    text = _report_path(ticker, fiscal_year).read_text("utf-8")
    present = {
        r["metric"]
        for r in _fact_rows()
        if r["ticker"] == ticker and r["fiscal_year"] == fiscal_year
    }
    declared = [s for s in _sentences(text) if NOT_REPORTED in s]
    for metric in CORE_METRICS:
        if metric in present:
            continue
        assert any(metric in find_metrics(s) for s in declared), (
            f"{ticker}_{fiscal_year}.md must say that {metric} is {NOT_REPORTED!r}"
        )
        for s in declared:
            if metric in find_metrics(s):
                assert not NUMBER.search(_strip_ignorable(s)), (
                    f"a not-reported sentence must carry no figure: {s!r}"
                )


@pytest.mark.parametrize(("ticker", "fiscal_year"), REPORT_KEYS)
def test_report_lists_the_sources_of_its_figures(ticker: str, fiscal_year: str) -> None:
    text = _report_path(ticker, fiscal_year).read_text("utf-8")
    sources = text.split("\n## Sources\n", 1)[1]
    listed = set(URL.findall(sources))
    needed = {
        url.strip()
        for r in _fact_rows()
        if r["ticker"] == ticker and r["fiscal_year"] == fiscal_year
        for url in r["source"].split(" | ")
    }
    assert needed <= listed, f"source URLs missing from Sources: {sorted(needed - listed)}"


def _news_items() -> list[dict[str, str]]:
    items = []
    for n, line in enumerate(NEWS.read_text("utf-8").splitlines(), start=1):
        assert line.strip(), f"news.jsonl line {n} is blank"
        items.append(json.loads(line))
    return items


def test_news_items_are_well_formed() -> None:
    items = _news_items()
    assert 80 <= len(items) <= 110, f"expected 80-110 news items, found {len(items)}"
    md = FACTS_MD.read_text("utf-8")
    ids = [item.get("id") for item in items]
    assert len(ids) == len(set(ids)), "news ids must be unique"
    problems = []
    for item in items:
        if set(item) != NEWS_FIELDS:
            problems.append(f"{item.get('id')}: fields {sorted(item)}")
            continue
        if not all(isinstance(v, str) and v.strip() for v in item.values()):
            problems.append(f"{item['id']}: every field must be a non-empty string")
            continue
        ticker, fiscal_year = item["company"], item["fiscal_year"]
        if ticker not in SUPPORTED_TICKERS or fiscal_year not in FISCAL_YEARS:
            problems.append(f"{item['id']}: bad company or fiscal_year")
            continue
        if not re.fullmatch(rf"{ticker.lower()}-{fiscal_year.lower()}-\d{{2}}", item["id"]):
            problems.append(f"{item['id']}: id must look like bhp-fy2024-03")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", item["date"]):
            problems.append(f"{item['id']}: date is not an ISO date")
            continue
        when = date.fromisoformat(item["date"])
        period_end = date.fromisoformat(_period_end(ticker, fiscal_year))
        if item["date_precision"] == "period_end":
            if when != period_end:
                problems.append(f"{item['id']}: a period_end date must be {period_end}")
        elif item["date_precision"] == "day":
            if (
                not period_end.replace(year=period_end.year - 2)
                < when
                <= period_end.replace(year=period_end.year + 1)
            ):
                problems.append(f"{item['id']}: {when} is far from {fiscal_year}")
        else:
            problems.append(f"{item['id']}: date_precision must be 'day' or 'period_end'")
        if not item["source"].startswith("http") or item["source"] not in md:
            problems.append(f"{item['id']}: source must be a URL from asx_facts.md")
    assert not problems, "bad news items:\n" + "\n".join(problems)


def test_news_numbers_come_from_the_fact_table() -> None:
    allowed = _allowed_numbers()
    bad = []
    for item in _news_items():
        for field in ("headline", "summary"):
            bad += [f"{item['id']} {field}: {b}" for b in _unknown_numbers(item[field], allowed)]
    assert not bad, "news.jsonl states numbers not in evals/data:\n" + "\n".join(bad)


def test_number_check_catches_invented_figures() -> None:
    allowed = _allowed_numbers()
    assert _unknown_numbers("Revenue for FY2024 was US$55,658 million.", allowed) == []
    assert _unknown_numbers("Net debt at 30 June 2024 was US$9.12 billion.", allowed) == []
    bad = _unknown_numbers("Underlying EBITDA for FY2024 was about US$29.37 billion.", allowed)
    assert len(bad) == 1 and "29.37" in bad[0]


@pytest.mark.parametrize("name", ["asx_facts.csv", "asx_facts.md"])
def test_fact_copies_match_shared_data(name: str) -> None:
    shared = SHARED_DATA / name
    if not SHARED_DATA.exists():
        pytest.skip("shared data directory not available")
    assert (DATA / name).read_bytes() == shared.read_bytes(), (
        f"evals/data/{name} differs from {shared}; copy it again"
    )
