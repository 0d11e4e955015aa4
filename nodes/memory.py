"""Memory: deterministic slots, follow-up enrichment and the semantic cache.

Slots are extracted before any model sees the query. A follow-up that lacks a company,
a year or a metric gets only the missing slots appended as a hint from the last six
messages, newest first (so a correction replaces the old company). The user's words are
never rewritten.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from langchain_core.messages import AnyMessage, HumanMessage
from langgraph.runtime import Runtime

from graph.state import MainState
from mines import cache
from mines.context import Context, context_from
from mines.inputs import MAX_QUESTION_CHARS
from mines.slots import METRIC_LABELS, Slots, extract_slots

log = logging.getLogger(__name__)

HISTORY_WINDOW = 6
FOLLOW_UP = re.compile(
    r"\b(their|its|it|they|them|those|same|also|too|what about|how about|actually|instead|"
    r"i meant|previous|prior|that year|that company)\b|^\s*(and|or|but|so)\b|"
    r"那|它|他们|其|同样|改成",
    re.IGNORECASE,
)


def enrich(query: str, history: list[AnyMessage]) -> tuple[str, Slots]:
    """Append the slots the query lacks, taken newest-first from the recent user messages."""
    slots = extract_slots(query)
    has_any = bool(slots.companies or slots.fiscal_years or slots.metrics)
    if slots.companies and slots.fiscal_years and slots.metrics:
        return query, slots
    follow_up = bool(FOLLOW_UP.search(query))
    if not follow_up and (slots.companies or not has_any):
        return query, slots  # a new, self-contained question (or no question at all)
    missing = {
        "companies": not slots.companies and not slots.unsupported_companies,
        "fiscal_years": not slots.fiscal_years and not slots.out_of_range_years,
        "metrics": not slots.metrics,
    }
    hint: dict[str, tuple[str, ...]] = {}
    recent = [m for m in history[-HISTORY_WINDOW:] if isinstance(m, HumanMessage)]
    for message in reversed(recent):
        # Capped: a refused over-long message stays in the history and must not slow
        # every later turn down.
        earlier = extract_slots(message.text[:MAX_QUESTION_CHARS])
        for name, lacking in missing.items():
            value = getattr(earlier, name)
            if lacking and value and name not in hint:
                hint[name] = value
        if len(hint) == sum(missing.values()):
            break
    if not hint:
        return query, slots
    parts = [v for name in ("companies", "fiscal_years", "metrics") for v in hint.get(name, ())]
    labels = [METRIC_LABELS.get(p, p) for p in parts]
    enriched = f"{query} [{', '.join(labels)}]"
    return enriched, extract_slots(enriched)


def memory(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Extract slots, enrich follow-ups and consult the semantic cache."""
    ctx = context_from(runtime.context)
    query = state.get("query", "")
    history = state.get("messages", [])[:-1]
    enriched, slots = enrich(query, history)
    update: dict[str, Any] = {
        "enriched_query": enriched,
        "slots": slots.as_dict(),
        "cache": "miss",
        "cache_answer": None,
    }
    if ctx.use_cache and query:
        try:
            found = cache.lookup(enriched, slots, ctx.owner)
        except Exception as exc:  # noqa: BLE001 - a broken cache is a miss, never an error
            log.warning("semantic cache lookup failed: %s", exc)
            found = cache.CacheLookup("miss")
        update["cache"] = found.status
        update["cache_answer"] = found.entry if found.status != "miss" else None
        update["analysis"] = {"cache": {"status": found.status, "similarity": found.similarity}}
    update.setdefault("analysis", {})
    update["analysis"] = {
        **update["analysis"],
        "slots": slots.as_dict(),
        "enriched_query": enriched,
    }
    return update
