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

With ``MINES_RETENTION_DAYS`` set, the lifespan also runs the retention task: every
``MINES_RETENTION_INTERVAL_S`` seconds (default 3600) it deletes the threads last updated
before the retention period, and their cached answers (:mod:`mines.retention`).

The app's middleware applies to every route of the server. It answers 404 for the
in-memory runtime's development routes (``/internal/...``: wipe every thread, read any
thread raw; ``/deploy``: start a deployment subprocess), which the server mounts without
authentication and which the product never uses.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send

from mines.ingest import ensure_bundled_corpus
from mines.retention import interval_seconds, purge_server_threads, retention_days

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


async def _retention_loop(days: float, interval_s: float) -> None:
    """Apply the retention period now and then, for as long as the server runs."""
    from langgraph_sdk import get_client

    from web.auth import purge_dev_checkpoints

    client = get_client(api_key=None)  # in-process: the server's own API, every thread
    await asyncio.sleep(min(interval_s, 5.0))  # let the server finish starting
    while True:
        try:
            report = await purge_server_threads(client, days, before_delete=purge_dev_checkpoints)
        except Exception:  # noqa: BLE001 - try again next time; the server keeps serving
            log.exception("retention: could not delete expired threads")
        else:
            if report.threads or report.cache_entries:
                log.info("retention: %s", report.summary())
        await asyncio.sleep(interval_s)


@asynccontextmanager
async def lifespan(_: Starlette) -> AsyncIterator[None]:
    """Ingest the corpus before the server reports itself ready; run the retention task."""
    await asyncio.to_thread(_prepare_corpus)
    days = retention_days()
    task = None
    if days is not None:
        interval = interval_seconds()
        log.info("retention: threads expire %g days after their last update", days)
        task = asyncio.create_task(_retention_loop(days, interval))
    try:
        yield
    finally:
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task


BLOCKED_PREFIXES = ("/internal", "/deploy")
"""Development routes of ``langgraph dev``'s in-memory runtime, served without auth."""


class BlockDevRoutes:
    """Answer 404 for :data:`BLOCKED_PREFIXES` on every request, before any route runs."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Refuse a blocked path; pass everything else on."""
        if scope["type"] == "http":
            path = str(scope.get("path", ""))
            root = str(scope.get("root_path", ""))
            if root and path.startswith(root):
                path = path[len(root) :]
            if any(path == p or path.startswith(p + "/") for p in BLOCKED_PREFIXES):
                await JSONResponse({"detail": "Not Found"}, status_code=404)(scope, receive, send)
                return
        await self.app(scope, receive, send)


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
    middleware=[Middleware(BlockDevRoutes)],
    lifespan=lifespan,
)
