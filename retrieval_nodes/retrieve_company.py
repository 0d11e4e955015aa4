"""Retrieve for one company: vector search plus the figure index, company filter applied twice.

Vector search finds the passages that read like the question. The figure index adds the
chunks that state a figure of the asked metric for the asked years, wherever they sit: a
table row of a long report, or the prior-year column of the next year's report, which a
search filtered on the document's own year would never reach; and the chunks stating a
figure whose printed label names the asked measure phrase ("Net cash from operating
activities" for "net cash from operating activities", "Cash earnings" for "cash
earnings"), whatever metric the registry gave it, if any.
"""

from __future__ import annotations

import logging
from typing import Any

from langgraph.runtime import Runtime

from mines import figure_index
from mines.context import Context, context_from, document_viewer
from mines.state import CompanySearch
from mines.store import get_store

log = logging.getLogger(__name__)

YEAR_K = 6
"""Chunks per company-year when the question names years: one report-year holds only a
handful of chunks, so taking most of them costs little and keeps recall high."""


def retrieve_company(search: CompanySearch, runtime: Runtime[Context]) -> dict[str, Any]:
    """Search one company's collection and its figures; drop anything not that company's.

    With years named, each year is searched on its own (a growth question must see every
    year, not the top-k of whichever years score highest), ``max(top_k, YEAR_K)`` deep.
    """
    ctx = context_from(runtime.context)
    viewer = document_viewer(ctx)  # another user's uploads are never read
    store = get_store()
    years: list[str | None] = list(search["fiscal_years"]) or [None]
    k = max(ctx.top_k, YEAR_K) if search["fiscal_years"] else ctx.top_k
    chunks = [
        c
        for year in years
        for c in store.search(
            search["company"],
            search["query"],
            k=k,
            fiscal_years=[year] if year else None,
            viewer=viewer,
        )
    ]
    metrics = list(search.get("metrics") or ())  # the request's, never re-read from the query
    indexed: list[Any] = []
    asked = {"periods": search.get("periods") or (), "scope": search.get("scope") or ()}
    ids: list[str] = []
    try:
        named = list(search["fiscal_years"])
        ids = figure_index.chunk_ids_for(store, search["company"], metrics, named, viewer, **asked)
        phrases = search.get("measures") or []
        if phrases:
            labelled = figure_index.chunk_ids_for_phrases(
                store, search["company"], phrases, named, viewer, **asked
            )
            ids = list(dict.fromkeys(labelled + ids))
        wanted = set(ids)
        # A chunk stating an asked figure ranks first, whether search found it or not.
        chunks = [{**c, "score": 1.0} if c["id"] in wanted else c for c in chunks]
        known = {c["id"] for c in chunks}
        indexed = store.get_chunks(
            search["company"], [i for i in ids if i not in known], viewer=viewer
        )
    except Exception as exc:  # noqa: BLE001 - the index adds recall; search alone still answers
        log.warning("figure index lookup failed for %s: %s", search["company"], exc)
    kept = [c for c in indexed + chunks if c["company"] == search["company"]]
    # the index's chunks in its order (the asked period's and part's figures first), the
    # store returning them in its own; the search's other chunks after, as they came
    rank = {chunk_id: i for i, chunk_id in enumerate(ids)}
    kept.sort(key=lambda c: rank.get(c["id"], len(rank)))
    # Recorded so tests can prove the run context reaches every Send branch.
    return {
        "documents": kept,
        "layers": {
            f"retrieve_company:{search['company']}": {"top_k": ctx.top_k, "indexed": len(indexed)}
        },
    }
