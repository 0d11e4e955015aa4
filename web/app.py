"""Custom HTTP routes of the LangGraph server: the chat page, and corpus ingestion at start.

Loaded by ``langgraph dev`` from ``langgraph.json`` (``"http": {"app": "./web/app.py:app"}``)
and merged with the server's own API routes. It serves:

* ``GET /chat`` - the chat page (an HTML shell; the script talks to the REST API with the
  LangGraph JS SDK). ``/ui`` is reserved by the server, hence ``/chat``.
* ``GET /chat/static/...`` - the page bundle built by esbuild into ``web/dist/``.
* ``GET /`` - a redirect to ``/chat`` (``/ok`` stays the health check).

At start-up the lifespan ingests the bundled annual reports when the store is empty, in a
worker thread, so the first question does not pay for it. The server answers ``/ok`` only
after that; a failure is logged and the server still starts (questions then report that the
store is unavailable).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from mines.ingest import ensure_bundled_corpus

log = logging.getLogger("mines.web")

WEB_DIR = Path(__file__).resolve().parent
DIST_DIR = WEB_DIR / "dist"
PAGE = WEB_DIR / "index.html"

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
    ]
)
"""The page loads only its own bundle and talks only to this server."""

SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-cache",
}

NOT_BUILT = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mines Financial</title></head>
<body><h1>The chat page is not built yet</h1>
<p>Run <code>scripts/serve.sh</code>, or <code>npm ci &amp;&amp; npm run build</code> in
<code>web/</code>, then reload this page.
<a href="/docs">The API docs</a> are served already.</p>
</body></html>
"""


def _prepare_corpus() -> None:
    """Ingest the bundled reports if the store is empty (blocking; runs in a thread)."""
    try:
        report = ensure_bundled_corpus()
    except Exception:  # noqa: BLE001 - the server must start; questions report the store error
        log.exception("could not prepare the bundled corpus; questions will report the store error")
        return
    if report is not None:
        log.info("ingested the bundled annual reports (%d files)", len(report.files))


@asynccontextmanager
async def lifespan(_: Starlette) -> AsyncIterator[None]:
    """Make sure the corpus is ingested before the server reports itself ready."""
    await asyncio.to_thread(_prepare_corpus)
    yield


def _read_page() -> str | None:
    """The page shell, or None while the bundle has not been built."""
    if not (DIST_DIR / "app.js").is_file():
        return None
    return PAGE.read_text(encoding="utf-8")


async def chat_page(_: Request) -> Response:
    """The chat page shell, or a readable note when the bundle has not been built."""
    html = await asyncio.to_thread(_read_page)
    if html is None:
        return HTMLResponse(NOT_BUILT, status_code=503, headers=SECURITY_HEADERS)
    return HTMLResponse(html, headers=SECURITY_HEADERS)


async def root(_: Request) -> Response:
    """Send a browser that opens the server's root to the chat page."""
    return RedirectResponse("/chat", status_code=307)


class _StaticFiles(StaticFiles):
    """The bundle, with the page's security headers; 404 (not 500) while it is not built."""

    async def check_config(self) -> None:
        if self.directory is not None and Path(self.directory).is_dir():
            await super().check_config()

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        response.headers.update(
            {k: v for k, v in SECURITY_HEADERS.items() if k != "Content-Security-Policy"}
        )
        return response


app = Starlette(
    routes=[
        Route("/", root, methods=["GET"]),
        Route("/chat", chat_page, methods=["GET"]),
        Route("/chat/", chat_page, methods=["GET"]),
        Mount("/chat/static", app=_StaticFiles(directory=DIST_DIR, check_dir=False)),
    ],
    lifespan=lifespan,
)
