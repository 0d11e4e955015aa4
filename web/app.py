"""Custom HTTP routes of the LangGraph server: the chat page, and corpus ingestion at start.

Loaded by ``langgraph dev`` from ``langgraph.json`` (``"http": {"app": "./web/app.py:app"}``)
and merged with the server's own API routes; in production mode Aegra loads it from
``aegra.json`` and adds its API to it (Aegra mounts only FastAPI apps, hence FastAPI). It serves:

* ``GET /chat`` - the chat page (an HTML shell; the script talks to the REST API with the
  LangGraph JS SDK). ``/ui`` is reserved by the server, hence ``/chat``.
* ``GET /chat/static/...`` - the page bundle built by esbuild into ``web/dist/``.
* ``GET /`` - a redirect to ``/chat`` (``/ok`` stays the health check).
* ``/documents...`` - the documents API (:mod:`web.documents`): your own reports.

At start-up the lifespan ingests the bundled annual reports when the store is empty, in a
worker thread, so the first question does not pay for it. The server answers ``/ok`` only
after that; a failure is logged and the server still starts (questions then report that the
store is unavailable). Then it freezes the start-up heap (``gc.freeze``), so full garbage
collections stop re-scanning the graphs, the model and the libraries.

Under ``langgraph dev`` it also keeps the runtime's periodic flush writing the real
checkpoints (:mod:`web.dev_persistence`); under Aegra it makes a run's stream send the
events published while it subscribed (:mod:`web.aegra_streams`). With
``MINES_RETENTION_DAYS`` set, the lifespan also runs the retention task: every
``MINES_RETENTION_INTERVAL_S`` seconds (default 3600) it deletes the threads last updated
before the retention period, and their cached answers (:mod:`mines.retention`): through
the server's own API under ``langgraph dev``, in the database under Aegra (one instance at
a time).

The app's middleware applies to every route of the server (it is outermost). It refuses
cross-origin requests unless ``MINES_CORS_ORIGINS`` lists the origin
(:class:`web.origins.SameOriginOnly`), it serves ``/docs`` itself as a script-free page with a CSP
(:class:`SafeDocs`), and it answers 404 for the in-memory runtime's development routes
(``/internal/...``: wipe every thread, read any thread raw; ``/deploy``: start a
deployment subprocess), which the server mounts without authentication and which the
product never uses. The guards of ``web/guards.py`` refuse the Agent Protocol v2 routes
and oversized or malformed JSON bodies.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import importlib.util
import json
import logging
import os
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from html import escape
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from starlette.applications import Starlette
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send

from mines.ingest.run import ensure_bundled_corpus
from mines.retention import (
    PurgeReport,
    interval_seconds,
    purge_postgres_threads,
    purge_server_threads,
    retention_days,
)
from mines.store import get_store
from web.aegra_streams import install as catch_up_aegra_streams
from web.dev_persistence import keep_first_registration
from web.documents import ROUTES as DOCUMENT_ROUTES
from web.documents import resume_jobs
from web.guards import BoundedJsonBodies, RefuseV2Protocol
from web.mcp_tool import McpAnswers
from web.origins import (
    LoopbackHostsWhenOpen,
    SameOriginOnly,
    SameOriginWebSockets,
    route_path,
)
from web.server_logs import quiet_runtime_logs

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
    """Ingest the bundled reports if missing, then warm the store (blocking; in a thread)."""
    try:
        report = ensure_bundled_corpus()
        get_store().warm_up()
    except Exception:  # noqa: BLE001 - the server must start; questions report the store error
        log.exception("could not prepare the bundled corpus; questions will report the store error")
        return
    if report is not None:
        log.info("ingested the bundled annual reports (%d files)", len(report.files))


def _freeze_startup_heap() -> None:
    """Take everything loaded at start-up out of the garbage collector's full scans.

    The graphs, the embedding model and the libraries live as long as the process, yet a
    full collection re-scanned all of them: in-process, one ~150 ms pause every ~100 runs
    (1.6 ms per run on average, 0.03 ms once frozen; measured). Garbage is collected first,
    so none of it is frozen in.
    """
    gc.collect()
    gc.freeze()


def _purge_function(days: float) -> Callable[[], Awaitable[PurgeReport]] | None:
    """How this runtime deletes expired threads, or None (logged) when it cannot."""
    if importlib.util.find_spec("langgraph_api") is not None:  # langgraph dev
        from langgraph_sdk import get_client

        from web.auth import purge_dev_checkpoints

        client = get_client(api_key=None)  # in-process: the server's own API, every thread

        async def purge_dev() -> PurgeReport:
            return await purge_server_threads(client, days, before_delete=purge_dev_checkpoints)

        return purge_dev
    database_url = os.environ.get("DATABASE_URL", "")
    if importlib.util.find_spec("aegra_api") is not None and database_url:

        async def purge_postgres() -> PurgeReport:
            return await purge_postgres_threads(database_url, days)

        return purge_postgres
    log.warning("retention: MINES_RETENTION_DAYS needs langgraph dev or Aegra on Postgres")
    return None


async def _retention_loop(purge: Callable[[], Awaitable[PurgeReport]], interval_s: float) -> None:
    """Apply the retention period now and then, for as long as the server runs."""
    await asyncio.sleep(min(interval_s, 5.0))  # let the server finish starting
    while True:
        try:
            report = await purge()
        except Exception:  # noqa: BLE001 - try again next time; the server keeps serving
            log.exception("retention: could not delete expired threads")
        else:
            if report.threads or report.cache_entries:
                log.info("retention: %s", report.summary())
        await asyncio.sleep(interval_s)


@asynccontextmanager
async def lifespan(_: Starlette) -> AsyncIterator[None]:
    """Ingest the corpus before the server reports itself ready; run the retention task."""
    quiet_runtime_logs()
    keep_first_registration()  # langgraph dev: checkpoints keep reaching disk every 10 s
    catch_up_aegra_streams()  # Aegra: a stream gets the events published as it subscribes
    await asyncio.to_thread(_prepare_corpus)
    await asyncio.to_thread(resume_jobs)  # uploads a stopped server left half-way
    _freeze_startup_heap()
    days = retention_days()
    purge = _purge_function(days) if days is not None else None
    task = None
    if purge is not None:
        log.info("retention: threads expire %g days after their last update", days)
        task = asyncio.create_task(_retention_loop(purge, interval_seconds()))
    try:
        yield
    finally:
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task


DOCS_SECURITY_HEADERS = {
    "Content-Security-Policy": "; ".join(
        [
            "default-src 'none'",
            "style-src 'self'",
            "base-uri 'none'",
            "form-action 'none'",
            "frame-ancestors 'none'",
        ]
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-cache",
}
"""``/docs`` runs no script at all: nothing on it can read the page's token."""


METHODS = ("get", "post", "put", "patch", "delete")


def _load_spec() -> dict[str, Any]:
    try:
        from langgraph_api.api.openapi import get_openapi_spec
    except ImportError:  # Aegra: this app is the whole server, its spec is the API's
        try:
            return dict(app.openapi())
        except Exception:  # noqa: BLE001 - the page still links the raw spec
            log.exception("could not build the OpenAPI spec for /docs")
            return {}
    try:
        raw = get_openapi_spec()
        return json.loads(raw) if isinstance(raw, str | bytes) else dict(raw or {})
    except Exception:  # noqa: BLE001 - the page still links the raw spec
        log.exception("could not read the OpenAPI spec for /docs")
        return {}


def render_docs(spec: dict[str, Any]) -> str:
    """The API reference as plain HTML, rendered here: no script, no CDN, every text escaped."""
    rows = []
    for path, operations in sorted((spec.get("paths") or {}).items()):
        if not isinstance(operations, dict):
            continue
        for method in METHODS:
            operation = operations.get(method)
            if not isinstance(operation, dict):
                continue
            summary = str(operation.get("summary") or operation.get("description") or "")
            rows.append(
                f"<tr><td><code>{method.upper()}</code></td><td><code>{escape(path)}</code></td>"
                f"<td>{escape(summary.splitlines()[0] if summary else '')}</td></tr>"
            )
    title = escape(str((spec.get("info") or {}).get("title") or "API"))
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>Mines Financial API ({title})</title></head><body>"
        "<h1>Mines Financial API</h1>"
        '<p>The full specification: <a href="/openapi.json">/openapi.json</a>. Clients use the '
        'LangGraph SDK; the chat page is at <a href="/chat">/chat</a>.</p>'
        "<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th></tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table></body></html>\n"
    )


class SafeDocs:
    """Serve ``/docs`` ourselves: a static reference page with a CSP, and no script.

    ``langgraph dev``'s ``/docs`` (a route the app cannot shadow, hence a middleware) loads
    an unpinned renderer from a CDN without integrity and sends no CSP; being the same
    origin as ``/chat``, that script could read the API token the page keeps. This page
    is rendered from ``/openapi.json`` on the server and runs no script.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Answer ``/docs`` and ``/docs/``; pass everything else on."""
        if scope["type"] == "http" and route_path(scope) in {"/docs", "/docs/"}:
            if scope.get("method") not in {"GET", "HEAD"}:
                await JSONResponse({"detail": "Method Not Allowed"}, status_code=405)(
                    scope, receive, send
                )
                return
            page = render_docs(await asyncio.to_thread(_load_spec))
            await HTMLResponse(page, headers=DOCS_SECURITY_HEADERS)(scope, receive, send)
            return
        await self.app(scope, receive, send)


BLOCKED_PREFIXES = ("/internal", "/deploy")
"""Development routes of ``langgraph dev``'s in-memory runtime, served without auth."""


class NoUiBundle:
    """``GET /ui/...`` answers 404: no generative-UI bundle is built for these graphs.

    ``langgraph dev`` mounts its UI asset directory without checking that it exists, so
    any ``GET /ui/<name>`` failed with a 500.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Answer 404 for the missing UI assets; pass everything else on."""
        if (
            scope["type"] == "http"
            and scope.get("method") in {"GET", "HEAD"}
            and (route_path(scope) == "/ui" or route_path(scope).startswith("/ui/"))
            and not _ui_bundle_exists()
        ):
            await JSONResponse({"detail": "Not Found"}, status_code=404)(scope, receive, send)
            return
        await self.app(scope, receive, send)


def _ui_bundle_exists() -> bool:
    try:
        from langgraph_api.js.ui import UI_PUBLIC_DIR
    except ImportError:  # Aegra serves no /ui
        return False
    return Path(UI_PUBLIC_DIR).is_dir()


class BlockDevRoutes:
    """Answer 404 for :data:`BLOCKED_PREFIXES` on every request, before any route runs."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Refuse a blocked path; pass everything else on."""
        if scope["type"] == "http":
            path = route_path(scope)
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


async def ok(_: Request) -> Response:
    """Health check. ``langgraph dev`` answers ``/ok`` itself; Aegra has no ``/ok``."""
    return JSONResponse({"ok": True})


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


app = FastAPI(
    title="Mines Financial",
    docs_url=None,  # /docs is SafeDocs' page; no CDN-loaded Swagger or ReDoc page
    redoc_url=None,
    routes=[
        Route("/", root, methods=["GET"]),
        Route("/ok", ok, methods=["GET"]),
        Route("/chat", chat_page, methods=["GET"]),
        Route("/chat/", chat_page, methods=["GET"]),
        Mount("/chat/static", app=_StaticFiles(directory=DIST_DIR, check_dir=False)),
        *DOCUMENT_ROUTES,  # web/documents.py: upload, list, change, delete, download
    ],
    middleware=[
        Middleware(LoopbackHostsWhenOpen),
        Middleware(SameOriginOnly),
        Middleware(SameOriginWebSockets),
        Middleware(BlockDevRoutes),
        Middleware(NoUiBundle),
        Middleware(SafeDocs),
        Middleware(RefuseV2Protocol),  # web/guards.py
        Middleware(BoundedJsonBodies),
        Middleware(McpAnswers),  # web/mcp_tool.py
    ],
    lifespan=lifespan,
)


# Under langgraph dev this app becomes the server and keeps its own exception handlers, so
# FastAPI's HTTPException handler would replace the server's: use Starlette's default.
app.exception_handlers.pop(StarletteHTTPException, None)


_fastapi_openapi = app.openapi


def _openapi() -> dict[str, Any] | None:
    """The API's spec under Aegra; None under ``langgraph dev``.

    ``langgraph dev`` builds its spec from a FastAPI app's own ``openapi()``, and from the
    route table for any other app (which lists more of the server's routes); None keeps
    the latter, as when this app was a Starlette app.
    """
    if importlib.util.find_spec("langgraph_api") is not None:
        return None
    return _fastapi_openapi()


app.openapi = _openapi  # type: ignore[method-assign, assignment]  # FastAPI types it as never None
