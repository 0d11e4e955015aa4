"""The news source: the bundled dated news file, or an RSS/Atom feed set by the operator.

The feed is operator configuration, never a run setting: ``MINES_NEWS_FEED_URL`` (read when
news is searched) names it, and a run's context cannot (``mines.context`` refuses
``news_feed_url``). The fetch is fenced (:func:`feed_news`):

* ``http`` or ``https`` only, to a host on the allow-list ``MINES_NEWS_HOSTS`` (comma
  separated host names; when unset, only the configured feed's own host);
* redirects are followed by hand, at most :data:`MAX_REDIRECTS`, each target checked
  against the same scheme, host and port rules (no redirect to ``file:``, another host,
  another port of the same host, or from ``https`` down to ``http``); the ports allowed
  are the feed URL's own and the schemes' default ones (80, 443);
* a total timeout (:data:`TIMEOUT_S`) and a size cap (:data:`MAX_FEED_BYTES`, read in
  chunks, so ``/dev/zero``-like bodies stop at the cap);
* XML with a ``DOCTYPE`` or entity declarations is refused.

Every failure raises :class:`NewsUnavailable` with the same message, whatever went wrong
(unknown host, refused connection, bad XML, too large), so a caller learns nothing about
the network or the file system from it; the cause is only logged.
"""

from __future__ import annotations

import json
import logging
import os
import time
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import httpx

from mines.documents import bundled_corpus_enabled
from mines.question.companies import find_companies
from mines.question.years import find_years
from mines.slots import Slots
from mines.words import keywords

log = logging.getLogger(__name__)

NEWS_FILE = Path(__file__).parent / "corpus" / "news.jsonl"
FEED_URL_ENV = "MINES_NEWS_FEED_URL"
HOSTS_ENV = "MINES_NEWS_HOSTS"
DEFAULT_PORTS = {"http": 80, "https": 443}
ALLOWED_SCHEMES = frozenset(DEFAULT_PORTS)
MAX_FEED_BYTES = 2 * 1024 * 1024
"""Largest feed body read, in bytes; a longer one is refused, not truncated."""
TIMEOUT_S = 5.0
"""Total time allowed for fetching the feed, redirects included."""
MAX_REDIRECTS = 3
UNAVAILABLE = "the news feed is unavailable"
"""The one message of every feed failure."""


class NewsUnavailable(Exception):
    """The configured news feed could not be used (the cause is logged, never shown)."""

    def __init__(self) -> None:
        super().__init__(UNAVAILABLE)


@lru_cache(maxsize=1)
def bundled_news() -> tuple[dict[str, Any], ...]:
    """Items of the bundled news file, newest first."""
    if not NEWS_FILE.exists():
        return ()
    items = [json.loads(line) for line in NEWS_FILE.read_text("utf-8").splitlines() if line.strip()]
    return tuple(sorted(items, key=lambda i: str(i.get("date", "")), reverse=True))


def configured_feed_url() -> str:
    """The operator's feed URL (``MINES_NEWS_FEED_URL``); empty: the bundled news file."""
    return os.environ.get(FEED_URL_ENV, "").strip()


def allowed_hosts(feed_url: str) -> frozenset[str]:
    """``MINES_NEWS_HOSTS``, lower-cased; when unset, only the feed URL's own host."""
    configured = {h.strip().lower() for h in os.environ.get(HOSTS_ENV, "").split(",")}
    configured.discard("")
    if configured:
        return frozenset(configured)
    host = (urlsplit(feed_url).hostname or "").lower()
    return frozenset({host} if host else set())


def _port(url: str) -> int:
    """The port ``url`` reaches (its scheme's default when none is given)."""
    parts = urlsplit(url)
    return parts.port or DEFAULT_PORTS.get(parts.scheme.lower(), 0)


def _check_url(url: str, hosts: frozenset[str], ports: frozenset[int]) -> None:
    parts = urlsplit(url)
    if parts.scheme.lower() not in ALLOWED_SCHEMES:
        raise ValueError(f"scheme {parts.scheme!r} is not allowed")
    host = (parts.hostname or "").lower()
    if not host or host not in hosts:
        raise ValueError(f"host {host!r} is not on the news allow-list")
    if _port(url) not in ports:
        raise ValueError(f"port {_port(url)} is not the feed's port")
    if parts.username or parts.password:
        raise ValueError("credentials in the feed URL are not allowed")


def fetch_feed(
    url: str,
    hosts: frozenset[str],
    *,
    timeout_s: float = TIMEOUT_S,
    max_bytes: int = MAX_FEED_BYTES,
    transport: httpx.BaseTransport | None = None,
) -> bytes:
    """The feed's body, fetched within the fences of this module.

    Raises:
        ValueError: a refused URL, redirect, status or size (the message says which;
            callers turn it into :class:`NewsUnavailable`).
        httpx.HTTPError: the network failed or timed out.
    """
    deadline = time.monotonic() + timeout_s
    ports = frozenset({*DEFAULT_PORTS.values(), _port(url)})
    secure = urlsplit(url).scheme.lower() == "https"
    with httpx.Client(follow_redirects=False, transport=transport, trust_env=False) as client:
        for _ in range(MAX_REDIRECTS + 1):
            _check_url(url, hosts, ports)
            if secure and urlsplit(url).scheme.lower() != "https":
                raise ValueError("redirect from https to http")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise httpx.TimeoutException("news feed deadline passed")
            with client.stream("GET", url, timeout=httpx.Timeout(remaining)) as response:
                if response.is_redirect:
                    url = urljoin(url, response.headers.get("location", ""))
                    continue
                if response.status_code != 200:
                    raise ValueError(f"status {response.status_code}")
                declared = response.headers.get("content-length", "")
                if declared.isdigit() and int(declared) > max_bytes:
                    raise ValueError("feed larger than the cap")
                body = bytearray()
                for chunk in response.iter_bytes():
                    body += chunk
                    if len(body) > max_bytes:
                        raise ValueError("feed larger than the cap")
                    if time.monotonic() > deadline:
                        raise httpx.TimeoutException("news feed deadline passed")
                return bytes(body)
    raise ValueError("too many redirects")


def parse_feed(data: bytes, url: str = "") -> list[dict[str, Any]]:
    """Items of an RSS or Atom document, mapped to the news item shape.

    Raises:
        ValueError: a document with a DOCTYPE or entity declaration, or not XML.
    """
    head = data[:4096].upper()
    if b"<!DOCTYPE" in head or b"<!ENTITY" in data.upper():
        raise ValueError("feeds with a DOCTYPE or entities are refused")
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise ValueError("not XML") from exc
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


def feed_news(url: str, transport: httpx.BaseTransport | None = None) -> list[dict[str, Any]]:
    """Items of the operator's feed at ``url``.

    Raises:
        NewsUnavailable: for every failure, with the same message.
    """
    try:
        return parse_feed(fetch_feed(url, allowed_hosts(url), transport=transport), url)
    except Exception as exc:  # noqa: BLE001 - one answer for every cause (no oracle)
        log.warning("news feed %s failed: %s: %s", url, type(exc).__name__, str(exc)[:200])
        raise NewsUnavailable from None


def search_news(query: str, slots: Slots, limit: int = 5) -> list[dict[str, Any]]:
    """The news items most relevant to the query: company and year filters, then word overlap.

    Without a configured feed the bundled news file is searched, unless the bundled corpus
    is off (``MINES_BUNDLED_CORPUS=0``): then there is no news.

    Raises:
        NewsUnavailable: the configured feed failed.
    """
    feed_url = configured_feed_url()
    if feed_url:
        items = list(feed_news(feed_url))
    else:
        items = list(bundled_news()) if bundled_corpus_enabled() else []
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
