"""News agent: always calls the news source (the router already decided ``needs_news``)."""

from __future__ import annotations

import logging
from typing import Any

from langgraph.runtime import Runtime

from graph.state import MainState
from mines.context import Context, context_from
from mines.news import search_news
from mines.slots import Slots

log = logging.getLogger(__name__)


def news_agent(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Fetch the news items relevant to the question."""
    ctx = context_from(runtime.context)
    if not ctx.use_news:
        return {"news": [], "analysis": {"news": "disabled"}}
    slots = Slots.from_dict(state.get("slots"))
    try:
        items = search_news(state.get("enriched_query", ""), slots, ctx.news_feed_url)
    except Exception as exc:  # noqa: BLE001 - a failing feed means no news, said plainly
        log.warning("news source failed: %s", exc)
        return {"news": [], "analysis": {"news": f"source failed: {type(exc).__name__}"}}
    return {
        "news": items,
        "analysis": {"news": f"{len(items)} items", "news_feed": ctx.news_feed_url or "bundled"},
    }
