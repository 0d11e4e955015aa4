"""Retrieve for one company: vector search with the company filter applied twice."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from graph.state import CompanySearch
from mines.context import Context, context_from
from mines.store import get_store


def retrieve_company(search: CompanySearch, runtime: Runtime[Context]) -> dict[str, Any]:
    """Search one company's collection; drop anything that is not that company's."""
    ctx = context_from(runtime.context)
    store = get_store()
    years = search["fiscal_years"]
    if len(years) > 1:
        # One search per year, so a multi-year question (growth, CAGR) sees every year
        # rather than the top-k of whichever years score highest.
        chunks = [
            c
            for year in years
            for c in store.search(
                search["company"], search["query"], k=ctx.top_k, fiscal_years=[year]
            )
        ]
    else:
        chunks = store.search(
            search["company"], search["query"], k=ctx.top_k, fiscal_years=years or None
        )
    kept = [c for c in chunks if c["company"] == search["company"]]
    # Recorded so tests can prove the run context reaches every Send branch.
    return {
        "documents": kept,
        "layers": {f"retrieve_company:{search['company']}": {"top_k": ctx.top_k}},
    }
