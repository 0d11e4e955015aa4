"""A question over every company and year held keeps one chunk of each pair in its context.

Five companies over five years are 25 (company, year) pairs: a fixed twelve-document context
had left thirteen of them "not found" in a ranking over the past five years although each
year's report states the figure.
"""

from __future__ import annotations

from typing import Any

from retrieval_nodes.synthesize import MAX_DOCS, budget

COMPANIES = ("BHP", "RIO", "FMG", "MIN", "NST")
YEARS = ("FY2021", "FY2022", "FY2023", "FY2024", "FY2025")


def _chunk(company: str, year: str, score: float, n: int) -> dict[str, Any]:
    return {
        "company": company,
        "fiscal_year": year,
        "score": score,
        "text": f"{company} {year} passage {n}. " + "words " * 150,
        "source": f"{company}_{year}.md",
    }


def test_every_company_and_year_keeps_a_chunk() -> None:
    chunks = [
        _chunk(co, fy, 1.0 - 0.01 * n, n)
        for co in COMPANIES
        for fy in YEARS
        for n in range(2)  # two chunks of each pair
    ]
    kept = budget(chunks)  # type: ignore[arg-type]
    assert {(c["company"], c["fiscal_year"]) for c in kept} == {
        (co, fy) for co in COMPANIES for fy in YEARS
    }
    assert all(len(c["text"]) > 200 for c in kept)  # each long enough to state its figure


def test_a_few_pairs_keep_the_usual_context() -> None:
    chunks = [_chunk("BHP", "FY2024", 1.0 - 0.01 * n, n) for n in range(20)]
    assert len(budget(chunks)) <= MAX_DOCS  # type: ignore[arg-type]
