"""The verified fact table (``evals/data/asx_facts.csv``) and its list of missing core metrics.

Pure and light: no graph, no store, no model, so unit tests and the question generator
can import it cheaply.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"
FACTS_CSV = DATA_DIR / "asx_facts.csv"
FACTS_MD = DATA_DIR / "asx_facts.md"

CORE_METRICS: tuple[str, ...] = (
    "revenue",
    "underlying_ebitda",
    "statutory_npat",
    "underlying_npat",
    "dividends_per_share",
    "capex",
    "net_debt",
)
"""The seven core financial metric keys of the fact table."""

OPERATING_METRICS: tuple[str, ...] = (
    "copper_production_kt",
    "iron_ore_production_mt",
    "iron_ore_shipments_mt",
    "gold_sold_koz",
    "aisc_aud_oz",
    "c1_cost_usd_wmt",
)
"""Operating metric keys the answer suite asks about (one basis each, see asx_facts.md)."""

TICKERS: tuple[str, ...] = ("BHP", "RIO", "FMG", "MIN", "NST")
FISCAL_YEARS: tuple[str, ...] = ("FY2021", "FY2022", "FY2023", "FY2024", "FY2025")


@dataclass(frozen=True)
class Fact:
    """One row of the fact table."""

    ticker: str
    fiscal_year: str
    metric: str
    value: float
    value_text: str
    unit: str
    currency: str
    confidence: str
    quote: str

    @property
    def key(self) -> tuple[str, str, str]:
        """``(ticker, fiscal_year, metric)``."""
        return (self.ticker, self.fiscal_year, self.metric)


@lru_cache(maxsize=1)
def load_facts() -> tuple[Fact, ...]:
    """Every row of ``asx_facts.csv``, in file order."""
    with FACTS_CSV.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    return tuple(
        Fact(
            ticker=r["ticker"].strip(),
            fiscal_year=r["fiscal_year"].strip(),
            metric=r["metric"].strip(),
            value=float(r["value"]),
            value_text=r["value"].strip(),
            unit=r["unit"].strip(),
            currency=r["currency"].strip(),
            confidence=r["confidence"].strip(),
            quote=r["quote"],
        )
        for r in rows
    )


@lru_cache(maxsize=1)
def fact_index() -> dict[tuple[str, str, str], Fact]:
    """Facts by ``(ticker, fiscal_year, metric)`` (the first row wins on duplicates)."""
    index: dict[tuple[str, str, str], Fact] = {}
    for fact in load_facts():
        index.setdefault(fact.key, fact)
    return index


def get_fact(ticker: str, fiscal_year: str, metric: str) -> Fact | None:
    """The fact for one company, year and metric, or None when the table has none."""
    return fact_index().get((ticker, fiscal_year, metric))


_MISSING_LINE = re.compile(r"^- (BHP|RIO|FMG|MIN|NST) (FY20\d\d): ([a-z_, ]+)$")


@lru_cache(maxsize=1)
def missing_core_metrics() -> tuple[tuple[str, str, str], ...]:
    """``(ticker, fiscal_year, metric)`` listed under "Core metrics still missing"."""
    text = FACTS_MD.read_text(encoding="utf-8")
    section = text.split("### Core metrics still missing", 1)[1].split("\n## ", 1)[0]
    found: list[tuple[str, str, str]] = []
    for line in section.splitlines():
        m = _MISSING_LINE.match(line.strip())
        if not m:
            continue
        for metric in m.group(3).split(","):
            metric = metric.strip()
            if metric in CORE_METRICS:
                found.append((m.group(1), m.group(2), metric))
    return tuple(found)
