"""Scripted OpenAI-compatible chat-completions server for tests (stdlib only).

Usage::

    with OpenAIStub() as stub:
        stub.queue(Reply.tool_call("Route", {"retrieve": True}), Reply.http_error(500))
        llm = ChatOpenAI(model="stub", base_url=stub.base_url, api_key="sk-test", max_retries=0)
        ...
        assert stub.requests[0]["tool_choice"]["function"]["name"] == "Route"

Each ``POST /v1/chat/completions`` takes the next queued :class:`Reply`; when the queue is
empty it asks ``script(body)`` (which may return ``None``), and otherwise falls back to
:func:`default_reply`. Bodies with ``"stream": true`` are answered as SSE
(``chat.completion.chunk`` events, chunked transfer encoding, ``data: [DONE]``), all
others with a single ``chat.completion`` JSON object, both shaped like the real API.
``GET /v1/models`` lists ``models``.
"""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

__all__ = [
    "OpenAIStub",
    "Reply",
    "ToolCall",
    "default_reply",
    "placeholder_from_schema",
]

ReplyKind = Literal["content", "tool_calls", "http_error", "delay", "cut_stream", "drop"]

_DEFAULT_ERRORS: dict[int, tuple[str, str, str | None]] = {
    400: ("Invalid request.", "invalid_request_error", None),
    401: ("Incorrect API key provided.", "invalid_request_error", "invalid_api_key"),
    404: ("The model does not exist.", "invalid_request_error", "model_not_found"),
    429: (
        "Rate limit reached for requests. Please try again later.",
        "requests",
        "rate_limit_exceeded",
    ),
    500: ("The server had an error while processing your request.", "server_error", None),
    503: ("The engine is currently overloaded, please try again later.", "server_error", None),
}


@dataclass(frozen=True)
class ToolCall:
    """One function call in an assistant reply (``arguments`` is the raw JSON text)."""

    name: str
    arguments: str
    id: str | None = None


def _args_text(arguments: dict[str, Any] | str) -> str:
    return arguments if isinstance(arguments, str) else json.dumps(arguments)


@dataclass(frozen=True)
class Reply:
    """What the stub sends back for one chat-completions request.

    Build instances with the constructors (``Reply.content``, ``Reply.tool_call``,
    ``Reply.http_error``, ``Reply.delay``, ``Reply.cut_stream``, ``Reply.drop_connection``)
    rather than directly.
    """

    kind: ReplyKind
    text: str | None = None
    calls: tuple[ToolCall, ...] = ()
    finish_reason: str | None = None
    chunk_size: int | None = None  # streamed fragment size; None = word-ish content, 8-char args
    chunk_delay: float = 0.0  # seconds to sleep between streamed chunks
    usage: dict[str, int] | None = None  # overrides the computed token counts
    status: int = 200
    body: Any = None
    headers: tuple[tuple[str, str], ...] = ()
    seconds: float = 0.0
    then: Reply | None = None
    after_chunks: int = 0
    clean: bool = False

    # ----- normal replies -------------------------------------------------------------
    @classmethod
    def content(
        cls,
        text: str,
        *,
        finish_reason: str = "stop",
        chunk_size: int | None = None,
        chunk_delay: float = 0.0,
        usage: dict[str, int] | None = None,
    ) -> Reply:
        """Assistant message with text content (plain text or JSON text)."""
        return cls(
            "content",
            text=text,
            finish_reason=finish_reason,
            chunk_size=chunk_size,
            chunk_delay=chunk_delay,
            usage=usage,
        )

    @classmethod
    def tool_call(
        cls,
        name: str,
        arguments: dict[str, Any] | str,
        *,
        id: str | None = None,
        chunk_size: int | None = None,
        chunk_delay: float = 0.0,
        usage: dict[str, int] | None = None,
    ) -> Reply:
        """Assistant message with a single function call; a ``str`` is sent verbatim."""
        return cls.tool_calls(
            ToolCall(name, _args_text(arguments), id),
            chunk_size=chunk_size,
            chunk_delay=chunk_delay,
            usage=usage,
        )

    @classmethod
    def tool_calls(
        cls,
        *calls: ToolCall | tuple[str, dict[str, Any] | str],
        chunk_size: int | None = None,
        chunk_delay: float = 0.0,
        usage: dict[str, int] | None = None,
    ) -> Reply:
        """Assistant message with several (parallel) function calls."""
        normalised = tuple(
            c if isinstance(c, ToolCall) else ToolCall(c[0], _args_text(c[1])) for c in calls
        )
        if not normalised:
            raise ValueError("Reply.tool_calls needs at least one call")
        return cls(
            "tool_calls",
            calls=normalised,
            finish_reason="tool_calls",
            chunk_size=chunk_size,
            chunk_delay=chunk_delay,
            usage=usage,
        )

    # ----- faults ----------------------------------------------------------------------
    @classmethod
    def http_error(
        cls,
        status: int,
        body: dict[str, Any] | str | None = None,
        *,
        retry_after: float | None = None,
        headers: dict[str, str] | None = None,
    ) -> Reply:
        """HTTP error with an OpenAI-style ``{"error": {...}}`` JSON body (or ``body``)."""
        hdrs = dict(headers or {})
        if retry_after is not None:
            hdrs["retry-after"] = f"{retry_after:g}"
        return cls("http_error", status=status, body=body, headers=tuple(hdrs.items()))

    @classmethod
    def delay(cls, seconds: float, then: Reply | None = None) -> Reply:
        """Wait ``seconds`` before sending anything, then answer with ``then`` (or default)."""
        return cls("delay", seconds=seconds, then=then)

    @classmethod
    def cut_stream(
        cls, after_chunks: int, then: Reply | None = None, *, clean: bool = False
    ) -> Reply:
        """Send ``after_chunks`` SSE chunk events of ``then`` (or default) and stop.

        No ``finish_reason`` chunk and no ``data: [DONE]`` follow. With ``clean=False``
        (default) the socket is closed mid-body, without the terminating zero-length HTTP
        chunk, as when a connection dies; with ``clean=True`` the HTTP response is ended
        properly, so only the SSE-level end is missing. For a non-streaming request the
        headers promise the full ``Content-Length`` but only half the JSON body is sent.
        If ``after_chunks`` covers the whole stream, ``[DONE]`` is sent before the close.
        """
        return cls("cut_stream", after_chunks=after_chunks, then=then, clean=clean)

    @classmethod
    def drop_connection(cls) -> Reply:
        """Read the request, then close the socket without sending any response."""
        return cls("drop")


# ----- default replies ------------------------------------------------------------------


def placeholder_from_schema(
    schema: dict[str, Any], root: dict[str, Any] | None = None, _depth: int = 0
) -> Any:
    """Build a value matching a JSON schema with type-appropriate placeholders.

    ``const``/``default`` if given, else the first ``enum`` value, ``false``, ``""``, ``0``,
    ``[]`` (or ``minItems`` placeholders), ``null``; objects get every property. ``$ref``
    (``#/$defs/...``/``#/definitions/...``), ``anyOf``/``oneOf`` (first non-null branch) and
    ``allOf`` (merged) are followed.
    """
    root = schema if root is None else root
    if _depth > 20 or not isinstance(schema, dict):
        return None
    if "$ref" in schema:
        target: Any = root
        for part in schema["$ref"].lstrip("#/").split("/"):
            target = target.get(part, {}) if part else target
        return placeholder_from_schema(target, root, _depth + 1)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema and schema["enum"]:
        return schema["enum"][0]
    for key in ("anyOf", "oneOf"):
        if key in schema:
            branches = [b for b in schema[key] if b.get("type") != "null"] or schema[key]
            return placeholder_from_schema(branches[0], root, _depth + 1)
    if "allOf" in schema:
        merged: dict[str, Any] = {}
        for part in schema["allOf"]:
            resolved = part
            if "$ref" in part:
                resolved = root
                for seg in part["$ref"].lstrip("#/").split("/"):
                    resolved = resolved.get(seg, {}) if seg else resolved
            merged.update(resolved)
        return placeholder_from_schema(merged, root, _depth + 1)
    typ = schema.get("type")
    if isinstance(typ, list):
        typ = next((t for t in typ if t != "null"), "null")
    if typ is None and "properties" in schema:
        typ = "object"
    if typ == "object":
        props = schema.get("properties", {})
        return {k: placeholder_from_schema(v, root, _depth + 1) for k, v in props.items()}
    if typ == "array":
        items = schema.get("items", {})
        return [placeholder_from_schema(items, root, _depth + 1)] * int(schema.get("minItems", 0))
    if typ == "boolean":
        return False
    if typ == "integer":
        return int(schema.get("minimum", 0))
    if typ == "number":
        return schema.get("minimum", 0)
    if typ == "string":
        return "x" * int(schema.get("minLength", 0))
    return None


def default_reply(body: dict[str, Any]) -> Reply:
    """The reply sent when nothing is queued and the script (if any) returns ``None``.

    - ``tools`` with a forced ``tool_choice`` (a function name, or ``"required"`` -> first
      tool): a call to that tool with placeholder arguments from its JSON schema;
    - ``response_format`` json_schema: JSON content built from the schema;
    - ``response_format`` json_object: ``"{}"``;
    - otherwise the text ``"stub reply"``.
    """
    tools = body.get("tools") or []
    choice = body.get("tool_choice")
    forced: str | None = None
    if isinstance(choice, dict):
        forced = (choice.get("function") or {}).get("name")
    elif choice == "required" and tools:
        forced = tools[0].get("function", {}).get("name")
    if forced:
        for tool in tools:
            fn = tool.get("function", {})
            if fn.get("name") == forced:
                params = fn.get("parameters") or {"type": "object", "properties": {}}
                return Reply.tool_call(forced, placeholder_from_schema(params) or {})
        return Reply.tool_call(forced, {})
    fmt = body.get("response_format") or {}
    if fmt.get("type") == "json_schema":
        schema = (fmt.get("json_schema") or {}).get("schema") or {}
        return Reply.content(json.dumps(placeholder_from_schema(schema)))
    if fmt.get("type") == "json_object":
        return Reply.content("{}")
    return Reply.content("stub reply")


# ----- wire helpers ---------------------------------------------------------------------


def _split(text: str, size: int | None, *, words: bool) -> list[str]:
    if not text:
        return []
    if size is None and words:
        pieces = re.findall(r"\s*\S+\s*|\s+", text)
        out: list[str] = []
        for p in pieces:
            out.extend(p[i : i + 12] for i in range(0, len(p), 12))
        return out
    step = max(1, size or 8)
    return [text[i : i + step] for i in range(0, len(text), step)]


def _count_tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0


def _prompt_tokens(body: dict[str, Any]) -> int:
    return sum(_count_tokens(json.dumps(m.get("content"))) for m in body.get("messages") or [])


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    allow_reuse_address = True

    def __init__(self, stub: OpenAIStub) -> None:
        self.stub = stub
        super().__init__(("127.0.0.1", 0), _Handler)

    def handle_error(self, request: Any, client_address: Any) -> None:  # quiet on disconnects
        pass


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "openai-stub/1.0"
    timeout = 30  # idle keep-alive connections give up eventually
    server: _Server

    # ---- plumbing ----
    def setup(self) -> None:
        super().setup()
        # Send small writes at once: Nagle + delayed ACK cost ~40 ms per reply otherwise.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.server.stub._track(self.connection, add=True)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.server.stub._track(self.connection, add=False)

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _send_json(
        self, status: int, payload: Any, extra: tuple[tuple[str, str], ...] = ()
    ) -> None:
        ctype = "application/json"
        if isinstance(payload, str):
            data, ctype = payload.encode(), "text/plain; charset=utf-8"
        else:
            data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("x-request-id", self.server.stub._next_id("req_stub"))
        for k, v in extra:
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)
        self.wfile.flush()

    def _error(self, status: int, message: str, typ: str, code: str | None = None) -> None:
        err = {"message": message, "type": typ, "param": None, "code": code}
        self._send_json(status, {"error": err})

    # ---- routes ----
    def do_GET(self) -> None:
        stub = self.server.stub
        path = self.path.split("?")[0].rstrip("/")
        if path in ("/v1/models", "/models"):
            data = [
                {"id": m, "object": "model", "created": 0, "owned_by": "openai-stub"}
                for m in stub.models
            ]
            self._send_json(200, {"object": "list", "data": data})
        elif path.startswith(("/v1/models/", "/models/")):
            mid = path.rsplit("/", 1)[1]
            if mid in stub.models:
                self._send_json(
                    200, {"id": mid, "object": "model", "created": 0, "owned_by": "openai-stub"}
                )
            else:
                self._error(404, f"The model '{mid}' does not exist", "invalid_request_error")
        else:
            self._error(404, f"Unknown path {path}", "invalid_request_error")

    def do_POST(self) -> None:
        stub = self.server.stub
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        path = self.path.split("?")[0].rstrip("/")
        if path not in ("/v1/chat/completions", "/chat/completions"):
            self._error(404, f"Unknown path {path}", "invalid_request_error")
            return
        try:
            body = json.loads(raw or b"null")
            if not isinstance(body, dict):
                raise ValueError("body is not a JSON object")
        except ValueError as exc:
            self._error(400, f"We could not parse the JSON body: {exc}", "invalid_request_error")
            return
        stub._record(body, {k.lower(): v for k, v in self.headers.items()})
        headers_sent = False
        try:
            reply = stub._next_reply(body)
            headers_sent = True  # from here on a failure may be mid-response
            self._serve(reply, body)
        except (ConnectionError, TimeoutError, OSError):
            self.close_connection = True
        except Exception as exc:  # bug in a script or in the stub: surface it
            stub._errors.append(exc)
            if not headers_sent:
                self._error(500, f"openai-stub error: {exc!r}", "server_error")
            else:
                self.close_connection = True

    # ---- replies ----
    def _serve(self, reply: Reply, body: dict[str, Any], cut: Reply | None = None) -> None:
        stub = self.server.stub
        if reply.kind == "http_error":
            payload: Any = reply.body
            if payload is None:
                msg, typ, code = _DEFAULT_ERRORS.get(
                    reply.status, (f"HTTP {reply.status}", "server_error", None)
                )
                payload = {"error": {"message": msg, "type": typ, "param": None, "code": code}}
            self._send_json(reply.status, payload, reply.headers)
        elif reply.kind == "delay":
            if stub._stopping.wait(reply.seconds):
                self.close_connection = True
                return
            self._serve(reply.then or default_reply(body), body, cut)
        elif reply.kind == "drop":
            self.close_connection = True
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        elif reply.kind == "cut_stream":
            self._serve(reply.then or default_reply(body), body, reply)
        elif body.get("stream"):
            self._stream(reply, body, cut)
        else:
            payload = self._completion(reply, body)
            if cut is None:
                self._send_json(200, payload)
            else:
                data = json.dumps(payload).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data[: len(data) // 2])
                self.wfile.flush()
                self.close_connection = True

    def _usage(self, reply: Reply, body: dict[str, Any]) -> dict[str, Any]:
        if reply.usage is not None:
            u = dict(reply.usage)
            u.setdefault("total_tokens", u.get("prompt_tokens", 0) + u.get("completion_tokens", 0))
            return u
        completion = _count_tokens(reply.text or "") + sum(
            _count_tokens(c.name + c.arguments) for c in reply.calls
        )
        prompt = _prompt_tokens(body)
        return {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
            "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
            "completion_tokens_details": {
                "reasoning_tokens": 0,
                "audio_tokens": 0,
                "accepted_prediction_tokens": 0,
                "rejected_prediction_tokens": 0,
            },
        }

    def _call_ids(self, reply: Reply) -> list[str]:
        return [c.id or self.server.stub._next_id("call_stub") for c in reply.calls]

    def _completion(self, reply: Reply, body: dict[str, Any]) -> dict[str, Any]:
        stub = self.server.stub
        message: dict[str, Any] = {
            "role": "assistant",
            "content": reply.text if reply.kind == "content" else None,
            "refusal": None,
            "annotations": [],
        }
        if reply.calls:
            message["tool_calls"] = [
                {
                    "id": cid,
                    "type": "function",
                    "function": {"name": c.name, "arguments": c.arguments},
                }
                for cid, c in zip(self._call_ids(reply), reply.calls, strict=True)
            ]
        return {
            "id": stub._next_id("chatcmpl-stub"),
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "stub"),
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "logprobs": None,
                    "finish_reason": reply.finish_reason or "stop",
                }
            ],
            "usage": self._usage(reply, body),
            "service_tier": "default",
            "system_fingerprint": "fp_stub",
        }

    def _chunks(self, reply: Reply, body: dict[str, Any]) -> Iterator[dict[str, Any]]:
        stub = self.server.stub
        cid = stub._next_id("chatcmpl-stub")
        created = int(time.time())
        include_usage = bool((body.get("stream_options") or {}).get("include_usage"))

        def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
            c: dict[str, Any] = {
                "id": cid,
                "object": "chat.completion.chunk",
                "created": created,
                "model": body.get("model", "stub"),
                "service_tier": "default",
                "system_fingerprint": "fp_stub",
                "choices": [
                    {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}
                ],
            }
            if include_usage:
                c["usage"] = None
            return c

        if reply.kind == "content":
            yield chunk({"role": "assistant", "content": "", "refusal": None})
            for piece in _split(reply.text or "", reply.chunk_size, words=True):
                yield chunk({"content": piece})
        else:
            ids = self._call_ids(reply)
            for index, (call_id, call) in enumerate(zip(ids, reply.calls, strict=True)):
                head = {
                    "index": index,
                    "id": call_id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": ""},
                }
                if index == 0:
                    delta = {
                        "role": "assistant",
                        "content": None,
                        "tool_calls": [head],
                        "refusal": None,
                    }
                else:
                    delta = {"tool_calls": [head]}
                yield chunk(delta)
                for frag in _split(call.arguments, reply.chunk_size, words=False):
                    yield chunk({"tool_calls": [{"index": index, "function": {"arguments": frag}}]})
        yield chunk({}, reply.finish_reason or "stop")
        if include_usage:
            final = chunk({})
            final["choices"] = []
            final["usage"] = self._usage(reply, body)
            yield final

    def _write_chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    def _stream(self, reply: Reply, body: dict[str, Any], cut: Reply | None) -> None:
        stub = self.server.stub
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("x-request-id", stub._next_id("req_stub"))
        self.end_headers()
        self.wfile.flush()
        for n, event in enumerate(self._chunks(reply, body)):
            if cut is not None and n >= cut.after_chunks:
                break
            if n and reply.chunk_delay and stub._stopping.wait(reply.chunk_delay):
                self.close_connection = True
                return
            self._write_chunk(b"data: " + json.dumps(event).encode() + b"\n\n")
        else:
            self._write_chunk(b"data: [DONE]\n\n")
        if cut is not None and not cut.clean:
            self.close_connection = True
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()
        if cut is not None:
            self.close_connection = True


# ----- public server object ------------------------------------------------------------


@dataclass
class _State:
    queue: deque[Reply] = field(default_factory=deque)
    bodies: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)


class OpenAIStub:
    """Scripted OpenAI-compatible server on ``127.0.0.1:<free port>`` in a daemon thread.

    Args:
        script: called with each request body once the queue is empty; returns the
            :class:`Reply` to send, or ``None`` for :func:`default_reply`.
        models: model ids listed by ``GET /v1/models``.
    """

    def __init__(
        self,
        script: Callable[[dict[str, Any]], Reply | None] | None = None,
        *,
        models: tuple[str, ...] = ("stub",),
    ) -> None:
        self.script = script
        self.models = models
        self._lock = threading.Lock()
        self._state = _State()
        self._errors: list[BaseException] = []
        self._stopping = threading.Event()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._conns: set[socket.socket] = set()

    # ---- lifecycle ----
    def start(self) -> OpenAIStub:
        """Bind a free loopback port and serve in a background daemon thread."""
        if self._server is not None:
            return self
        self._stopping.clear()
        self._server = _Server(self)
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": 0.05},
            name=f"openai-stub:{self.port}",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving, wake delayed handlers and close open connections (idempotent)."""
        server, self._server = self._server, None
        if server is None:
            return
        self._stopping.set()
        server.shutdown()
        server.server_close()
        with self._lock:
            conns = list(self._conns)
        for conn in conns:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        if self._thread is not None:
            self._thread.join(timeout=2)
            self._thread = None

    def __enter__(self) -> OpenAIStub:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # ---- addresses ----
    @property
    def port(self) -> int:
        """TCP port the server listens on."""
        if self._server is None:
            raise RuntimeError("OpenAIStub is not started")
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/v1``, for ``ChatOpenAI(base_url=...)``."""
        return f"http://127.0.0.1:{self.port}/v1"

    # ---- scripting & inspection ----
    def queue(self, *replies: Reply) -> None:
        """Append replies, consumed one per chat request before ``script``/default."""
        with self._lock:
            self._state.queue.extend(replies)

    @property
    def pending(self) -> int:
        """Number of queued replies not yet consumed."""
        with self._lock:
            return len(self._state.queue)

    @property
    def requests(self) -> list[dict[str, Any]]:
        """Snapshot of every chat request body received, in order."""
        with self._lock:
            return list(self._state.bodies)

    @property
    def request_headers(self) -> list[dict[str, str]]:
        """HTTP headers (names lower-cased) of each request in :attr:`requests`."""
        with self._lock:
            return list(self._state.headers)

    @property
    def errors(self) -> list[BaseException]:
        """Exceptions raised by ``script`` or the stub itself (answered with HTTP 500)."""
        return list(self._errors)

    def reset(self) -> None:
        """Forget recorded requests and drop queued replies."""
        with self._lock:
            self._state.queue.clear()
            self._state.bodies.clear()
            self._state.headers.clear()

    def wait_for_requests(self, n: int, timeout: float = 5.0) -> list[dict[str, Any]]:
        """Block until at least ``n`` requests arrived; raise ``TimeoutError`` otherwise."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            got = self.requests
            if len(got) >= n:
                return got
            time.sleep(0.01)
        raise TimeoutError(f"expected {n} requests, got {len(self.requests)}")

    # ---- internals used by the handler ----
    def _record(self, body: dict[str, Any], headers: dict[str, str]) -> None:
        with self._lock:
            self._state.bodies.append(body)
            self._state.headers.append(headers)

    def _next_reply(self, body: dict[str, Any]) -> Reply:
        with self._lock:
            queued = self._state.queue.popleft() if self._state.queue else None
        if queued is not None:
            return queued
        if self.script is not None:
            scripted = self.script(body)
            if scripted is not None:
                return scripted
        return default_reply(body)

    def _next_id(self, prefix: str) -> str:
        with self._lock:
            n = self._state.counters.get(prefix, 0) + 1
            self._state.counters[prefix] = n
        return f"{prefix}{n:06d}"

    def _track(self, conn: socket.socket, *, add: bool) -> None:
        with self._lock:
            (self._conns.add if add else self._conns.discard)(conn)
