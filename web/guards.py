"""Request guards that wrap the whole server (both runtimes): they run before any route.

* :class:`RefuseV2Protocol` answers 404 for the Agent Protocol v2 routes
  (``POST /threads/{id}/commands``, ``/threads/{id}/stream/events`` over HTTP or
  WebSocket). Both runtimes serve them beside the REST API, but they build runs through
  paths our auth handlers do not check the same way: on Aegra a ``run.start`` never
  meets the run checks (a client wrote ``update`` into state, sent 50 messages, chose
  ``context.owner``), and on ``langgraph dev`` an ``input.respond`` could never resume a
  clarification. The product's clients use the REST API only.
* :class:`BoundedJsonBodies` refuses a request body over :data:`MAX_BODY_BYTES` (413)
  and a JSON body Python reads but the runtimes choke on or store as is (400): ``NaN`` or
  ``Infinity``, a lone UTF-16 surrogate (U+D800, escaped in a string), invalid JSON.
  Thread metadata, a resume or a store item of 8 MB was kept before. A multipart upload
  to ``POST /documents`` passes untouched: that route streams it under its own limit
  (:mod:`web.documents`).
"""

from __future__ import annotations

import json
import re
from typing import Any

from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

V2_ROUTES = re.compile(r"^/threads/[^/]+/(commands|stream/events)/?$")
V2_REFUSED = (
    "the Agent Protocol v2 routes (/threads/{id}/commands, /threads/{id}/stream/events) "
    "are not served: start and resume runs with /threads/{id}/runs"
)

MAX_BODY_BYTES = 256 * 1024
"""Largest request body (a run's messages are bounded far below: 16,000 characters)."""
BODY_TOO_LARGE = f"request body too large: at most {MAX_BODY_BYTES // 1024} KB"
DRAIN_BYTES = 64 * 1024 * 1024
"""A refused body is read and dropped up to this size (a client still sending it would
otherwise see a reset connection instead of the 413); beyond it the connection closes."""
WRITE_METHODS = frozenset({"POST", "PUT", "PATCH"})
UPLOAD_PATH = "/documents"
"""The one route whose body is a multipart upload with its own, larger limit."""


def replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that gives ``body`` (already read) once, then the real messages."""
    replayed = False

    async def receive_again() -> Message:
        nonlocal replayed
        if not replayed:
            replayed = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return receive_again


def _path(scope: Scope) -> str:
    path = str(scope.get("path", ""))
    root = str(scope.get("root_path", ""))
    return path[len(root) :] if root and path.startswith(root) else path


class RefuseV2Protocol:
    """Answer 404 (HTTP) or close the handshake (WebSocket) for the v2 routes."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Refuse a v2 route; pass everything else on."""
        if scope["type"] in {"http", "websocket"} and V2_ROUTES.match(_path(scope)):
            if scope["type"] == "websocket":
                await send({"type": "websocket.close", "code": 1008, "reason": "not served"})
                return
            await JSONResponse({"detail": V2_REFUSED}, status_code=404)(scope, receive, send)
            return
        await self.app(scope, receive, send)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def json_problem(body: bytes) -> str | None:
    """Why a JSON request body is refused (400), or None."""
    try:
        value = json.loads(body, parse_constant=_reject_constant)
    except RecursionError:
        return "invalid JSON: nested too deeply"
    except ValueError as exc:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        return f"invalid JSON: {exc}"
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return "invalid JSON: a string holds a lone UTF-16 surrogate (such as \\ud800)"
    return None


def _is_json(headers: Headers) -> bool:
    content_type = headers.get("content-type", "").lower()
    return not content_type or "json" in content_type


class BoundedJsonBodies:
    """Read a write request's body up to :data:`MAX_BODY_BYTES`, check it, then replay it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """413 for a body over the limit, 400 for a bad JSON body; the rest passes on."""
        if scope["type"] != "http" or scope.get("method") not in WRITE_METHODS:
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        if (
            scope.get("method") == "POST"
            and _path(scope).rstrip("/") == UPLOAD_PATH
            and "multipart/form-data" in headers.get("content-type", "").lower()
        ):
            await self.app(scope, receive, send)  # web.documents bounds it while it streams
            return
        chunks: list[bytes] = []
        size = 0
        more = True
        while more and size <= DRAIN_BYTES:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size <= MAX_BODY_BYTES:
                chunks.append(chunk)
            more = bool(message.get("more_body", False))
        if size > MAX_BODY_BYTES:  # read on (up to DRAIN_BYTES) so the client sees the 413
            await self._refuse(413, BODY_TOO_LARGE, scope, receive, send)
            return
        body = b"".join(chunks)
        problem = json_problem(body) if body.strip() and _is_json(headers) else None
        if problem:
            await self._refuse(400, problem, scope, receive, send)
            return
        await self.app(scope, replay(body, receive), send)

    @staticmethod
    async def _refuse(status: int, detail: str, scope: Scope, receive: Receive, send: Send) -> None:
        await JSONResponse({"detail": detail}, status_code=status)(scope, receive, send)
