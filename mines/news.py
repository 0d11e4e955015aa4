"""The news source: the bundled dated news file, or an RSS/Atom feed by configuration."""

from __future__ import annotations

import json
import logging
import urllib.request
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path
from typing import Any

from mines.offline.text import keywords
from mines.slots import Slots, find_companies, find_years

log = logging.getLogger(__name__)

NEWS_FILE = Path(__file__).parent / "corpus" / "news.jsonl"


@lru_cache(maxsize=1)
def bundled_news() -> tuple[dict[str, Any], ...]:
    """Items of the bundled news file, newest first."""
    if not NEWS_FILE.exists():
        return ()
    items = [json.loads(line) for line in NEWS_FILE.read_text("utf-8").splitlines() if line.strip()]
    return tuple(sorted(items, key=lambda i: str(i.get("date", "")), reverse=True))


def feed_news(url: str, timeout_s: float = 5.0) -> list[dict[str, Any]]:
    """Items of an RSS or Atom feed, mapped to the news item shape."""
    with urllib.request.urlopen(url, timeout=timeout_s) as response:  # noqa: S310 - configured URL
        root = ET.fromstring(response.read())
    items = []
    for node in root.iter():
        if node.tag.split("}")[-1] not in {"item", "entry"}:
            continue
        fields = {child.tag.split("}")[-1]: (child.text or "").strip() for child in node}
        text = f"{fields.get('title', '')} {fields.get('description', fields.get('summary', ''))}"
        companies = find_companies(text)
        years = find_years(text)
        items.append(
            {
                "id": fields.get("guid") or fields.get("id") or fields.get("link", ""),
                "company": companies[0] if companies else "",
                "fiscal_year": f"FY{years[0]}" if years else "",
                "date": fields.get("pubDate") or fields.get("updated") or "",
                "headline": fields.get("title", ""),
                "summary": fields.get("description") or fields.get("summary", ""),
                "source": fields.get("link", url),
            }
        )
    return items


def search_news(
    query: str, slots: Slots, feed_url: str = "", limit: int = 5
) -> list[dict[str, Any]]:
    """The news items most relevant to the query: company and year filters, then word overlap."""
    items = list(feed_news(feed_url)) if feed_url else list(bundled_news())
    if slots.companies:
        items = [i for i in items if i.get("company") in slots.companies]
    if slots.fiscal_years:
        in_years = [i for i in items if i.get("fiscal_year") in slots.fiscal_years]
        items = in_years or items
    wanted = set(keywords(query))
    texts = [set(keywords(f"{i.get('headline', '')} {i.get('summary', '')}")) for i in items]
    frequency = {w: sum(w in t for t in texts) for w in wanted}
    scored = []
    for order, (item, words) in enumerate(zip(items, texts, strict=True)):
        # Rare words (a project's name) count for more than common ones ("iron").
        score = sum(1.0 / frequency[w] for w in wanted & words)
        scored.append((-score, order, item))
    scored.sort(key=lambda s: (s[0], s[1]))
    return [item for _, _, item in scored[:limit]]
