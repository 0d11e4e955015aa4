"""News agent: always calls the news source (the router already decided ``needs_news``).

The source is the operator's (``MINES_NEWS_FEED_URL``), never the run's; its URL and any
failure's cause stay out of the state the caller reads.
"""

from __future__ import annotations

import logging
from typing import Any

from langgraph.runtime import Runtime

from mines.context import Context, context_from
from mines.news import UNAVAILABLE, configured_feed_url, search_news
from mines.request import request_of
from mines.state import MainState

log = logging.getLogger(__name__)


def news_agent(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Fetch the news items relevant to the question."""
    ctx = context_from(runtime.context)
    if not ctx.use_news:
        return {"news": [], "analysis": {"news": "disabled"}}
    request = request_of(state)
    try:
        items = search_news(request.text, request.slots)
    except Exception as exc:  # noqa: BLE001 - a failing feed means no news, said plainly
        # The same words whatever failed: the cause is in the server log only.
        log.warning("news source failed: %s", exc)
        return {"news": [], "analysis": {"news": UNAVAILABLE}}
    return {
        "news": items,
        "analysis": {
            "news": f"{len(items)} items",
            "news_feed": "configured feed" if configured_feed_url() else "bundled",
        },
    }
