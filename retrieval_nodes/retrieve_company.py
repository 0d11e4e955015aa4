"""Retrieve for one company: vector search with the company filter applied twice."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from graph.state import CompanySearch
from mines.context import Context, context_from
from mines.store import get_store

YEAR_K = 6
"""Chunks per company-year when the question names years: one report-year holds only a
handful of chunks, so taking most of them costs little and keeps recall high."""


def retrieve_company(search: CompanySearch, runtime: Runtime[Context]) -> dict[str, Any]:
    """Search one company's collection; drop anything that is not that company's.

    With years named, each year is searched on its own (a growth question must see every
    year, not the top-k of whichever years score highest), ``max(top_k, YEAR_K)`` deep.
    """
    ctx = context_from(runtime.context)
    store = get_store()
    years: list[str | None] = list(search["fiscal_years"]) or [None]
    k = max(ctx.top_k, YEAR_K) if search["fiscal_years"] else ctx.top_k
    chunks = [
        c
        for year in years
        for c in store.search(
            search["company"], search["query"], k=k, fiscal_years=[year] if year else None
        )
    ]
    kept = [c for c in chunks if c["company"] == search["company"]]
    # Recorded so tests can prove the run context reaches every Send branch.
    return {
        "documents": kept,
        "layers": {f"retrieve_company:{search['company']}": {"top_k": ctx.top_k}},
    }
