"""Who may call the server: origins, hosts and WebSocket handshakes (the app's middleware).

A cross-origin request is refused unless ``MINES_CORS_ORIGINS`` lists its origin
(:class:`SameOriginOnly`); with the server open on every interface only loopback host
names are answered (:class:`LoopbackHostsWhenOpen`); a WebSocket handshake from another
origin is refused (:class:`SameOriginWebSockets`). Used by :mod:`web.app`.
"""

from __future__ import annotations

import os
import re
from urllib.parse import urlsplit

from starlette.datastructures import Headers, MutableHeaders
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from web.auth import configured_tokens


def route_path(scope: Scope) -> str:
    """The request path without the server's root path."""
    path = str(scope.get("path", ""))
    root = str(scope.get("root_path", ""))
    if root and path.startswith(root):
        path = path[len(root) :]
    return path


CORS_ENV = "MINES_CORS_ORIGINS"


CROSS_ORIGIN_REFUSED = "cross-origin request refused (MINES_CORS_ORIGINS lists the allowed origins)"


def cors_origins() -> frozenset[str]:
    """Origins allowed besides the server's own: ``MINES_CORS_ORIGINS`` (comma separated).

    Read on every request. ``*`` is not special: it is never a valid origin, so it opens
    nothing.
    """
    raw = os.environ.get(CORS_ENV, "")
    return frozenset(o.strip().rstrip("/").lower() for o in raw.split(",") if o.strip())


LOCAL_CLIENT_ORIGINS = frozenset(
    {"https://smith.langchain.com", "http://localhost:3000", "http://127.0.0.1:3000"}
)
"""LangGraph Studio and agent-chat-ui on its usual port: allowed on a loopback connection."""


LOOPBACK_ADDRESSES = frozenset({"127.0.0.1", "::1"})


def _on_loopback(scope: Scope) -> bool:
    """Whether the request came in on a loopback address (the browser is on this machine)."""
    server = scope.get("server")
    return server is not None and str(server[0]) in LOOPBACK_ADDRESSES


def origin_allowed(origin: str, scope: Scope) -> bool:
    """Whether the server answers a foreign ``origin`` (normalized).

    Yes for ``MINES_CORS_ORIGINS``, and for a known local client
    (:data:`LOCAL_CLIENT_ORIGINS`) when the request came in on loopback.
    """
    if origin in cors_origins():
        return True
    return origin in LOCAL_CLIENT_ORIGINS and _on_loopback(scope)


BASE_ALLOWED_HEADERS = ("authorization", "content-type", "x-api-key")


_HEADER_NAME = re.compile(r"^[a-z0-9-]{1,64}$")


def allowed_headers(requested: str) -> str:
    """The request headers an allowed origin may send.

    Ours, plus those its preflight asks for (Studio and the SDKs add their own ``x-...``
    headers); only well-formed names, at most 32.
    """
    names = [n.strip().lower() for n in requested.split(",")]
    extra = [n for n in names if _HEADER_NAME.match(n) and n not in BASE_ALLOWED_HEADERS]
    return ", ".join([*BASE_ALLOWED_HEADERS, *dict.fromkeys(extra)][:32])


def _same_origin(origin: str, host: str) -> bool:
    parts = urlsplit(origin)
    return bool(parts.scheme in {"http", "https"} and parts.netloc and parts.netloc == host)


class SameOriginOnly:
    """CORS closed by default: a request from another origin is refused outright.

    ``langgraph dev`` answers every route with ``access-control-allow-origin: *`` and
    ``access-control-allow-private-network: true``, so any web page could drive the API
    of a server on the user's machine. This middleware wraps the whole server (the app's
    middleware is outermost) and:

    * passes requests without an ``Origin`` header (curl, the SDK) and same-origin ones
      (the chat page), removing every ``access-control-*`` header from the response;
    * refuses (403, preflight included) a request whose ``Origin`` is neither the server
      itself nor allowed (:func:`origin_allowed`: listed in ``MINES_CORS_ORIGINS``, or
      Studio or agent-chat-ui on localhost:3000 over a loopback connection); refusing
      rather than only withholding the CORS headers also stops "simple" cross-site POSTs,
      whose response a browser hides but which the server would otherwise execute;
    * for an allowed origin, answers with that exact origin (never ``*``) and ``Vary:
      Origin``; the private-network allowance (Chrome asks it of a public page calling a
      loopback server) only for a known local client on loopback.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Refuse a foreign origin; rewrite the CORS headers of everything else."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        origin = headers.get("origin")
        allowed = None
        if origin is not None:
            normalized = origin.strip().rstrip("/").lower()
            host = headers.get("host", "").lower()
            if origin_allowed(normalized, scope):
                allowed = origin
            elif not _same_origin(normalized, host):
                await JSONResponse({"detail": CROSS_ORIGIN_REFUSED}, status_code=403)(
                    scope, receive, send
                )
                return

        async def send_rewritten(message: Message) -> None:
            if message["type"] == "http.response.start":
                response = MutableHeaders(scope=message)
                for name in [k for k in response if k.lower().startswith("access-control-")]:
                    del response[name]
                if allowed is not None:
                    response["access-control-allow-origin"] = allowed
                    response["access-control-allow-credentials"] = "true"
                    response.append("vary", "Origin")
                    if scope.get("method") == "OPTIONS":
                        response["access-control-allow-methods"] = (
                            "GET, POST, PUT, PATCH, DELETE, OPTIONS"
                        )
                        response["access-control-allow-headers"] = allowed_headers(
                            headers.get("access-control-request-headers", "")
                        )
                        response["access-control-max-age"] = "600"
                        if (
                            headers.get("access-control-request-private-network") == "true"
                            and normalized in LOCAL_CLIENT_ORIGINS
                            and _on_loopback(scope)
                        ):
                            response["access-control-allow-private-network"] = "true"
            await send(message)

        await self.app(scope, receive, send_rewritten)


ALLOWED_HOSTS_ENV = "MINES_ALLOWED_HOSTS"


LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})


HOST_REFUSED = (
    "host not allowed: without MINES_API_TOKENS the server answers only to loopback names "
    "(MINES_ALLOWED_HOSTS lists more)"
)


def _host_name(host: str) -> str:
    """The name part of a ``Host`` header (no port, no IPv6 brackets), lower-cased."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:].partition("]")[0]
    return host.rpartition(":")[0] if host.count(":") == 1 else host


def allowed_hosts(scope: Scope) -> frozenset[str]:
    """Host names an open server answers to.

    Loopback, the address the server was reached on, and ``MINES_ALLOWED_HOSTS`` (comma
    separated; read on every request).
    """
    configured = {_host_name(h) for h in os.environ.get(ALLOWED_HOSTS_ENV, "").split(",")}
    server = scope.get("server")
    if server and server[0]:
        configured.add(str(server[0]).lower())
    return LOOPBACK_HOSTS | frozenset(h for h in configured if h)


async def _refuse_scope(scope: Scope, receive: Receive, send: Send, detail: str) -> None:
    """403 for an HTTP request; a WebSocket is closed before it is accepted (a 403 too)."""
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 1008, "reason": detail[:120]})
        return
    await JSONResponse({"detail": detail}, status_code=403)(scope, receive, send)


class LoopbackHostsWhenOpen:
    """Without auth, answer only to loopback host names: no DNS rebinding.

    A page on ``attacker.example`` whose name is re-pointed at 127.0.0.1 is, for the
    browser, same-origin with itself: its ``Origin`` equals the ``Host`` it sends, so the
    same-origin check alone passes it. With ``MINES_API_TOKENS`` unset (every caller is
    the local user), a request or WebSocket whose ``Host`` is not ``127.0.0.1``,
    ``localhost``, ``[::1]``, the address the server was reached on or a name listed in
    ``MINES_ALLOWED_HOSTS`` is refused (403). With auth on, a token is needed anyway.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Refuse a foreign ``Host`` while auth is off; pass everything else on."""
        if scope["type"] in {"http", "websocket"} and not configured_tokens():
            host = Headers(scope=scope).get("host")
            if host is not None and _host_name(host) not in allowed_hosts(scope):
                await _refuse_scope(scope, receive, send, HOST_REFUSED)
                return
        await self.app(scope, receive, send)


class SameOriginWebSockets:
    """The same-origin rule of :class:`SameOriginOnly`, for WebSockets.

    Browsers let any page open a WebSocket to any server, sending its own ``Origin``;
    ``langgraph dev`` serves ``/threads/{id}/stream/events`` over WebSocket, through which
    a page could start runs and read the answers. A WebSocket whose ``Origin`` is neither
    the server itself nor allowed (:func:`origin_allowed`) is closed before it is accepted
    (the handshake answers 403).
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Refuse a WebSocket from a foreign origin; pass everything else on."""
        if scope["type"] == "websocket":
            headers = Headers(scope=scope)
            origin = headers.get("origin")
            if origin is not None:
                normalized = origin.strip().rstrip("/").lower()
                host = headers.get("host", "").lower()
                if not origin_allowed(normalized, scope) and not _same_origin(normalized, host):
                    await _refuse_scope(scope, receive, send, CROSS_ORIGIN_REFUSED)
                    return
        await self.app(scope, receive, send)
