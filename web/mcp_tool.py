"""The ``mines_financial`` MCP tool as an MCP client needs it (``/mcp``, both runtimes).

The runtime's MCP endpoint runs the graph statelessly and answered a ``tools/call`` with
``repr()`` of the whole final state (single quotes, ``None``, the internal ``analysis``
block); a clarification came back with no way to answer it; ``tools/list`` said
``messages`` is a string while the graph takes a list; wrong arguments ran the graph on
nothing. :class:`McpAnswers` wraps the endpoint:

* ``tools/list``: ``messages`` is described as a list of ``{"role", "content"}`` messages;
* ``tools/call`` of ``mines_financial``: the arguments are checked first (a JSON-RPC
  ``-32602`` error says what to send; a bare string is taken as one user message), and
  the reply's text is the answer with its sources and confidence, or the clarification
  question and how to answer it (a stateless call has no run to resume: ask again with
  the details).
"""

from __future__ import annotations

import ast
import json
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from web.guards import replay

TOOL = "mines_financial"
INVALID_PARAMS = -32602
MAX_MESSAGES = 50
MESSAGES_SCHEMA: dict[str, Any] = {
    "type": "array",
    "title": "Messages",
    "description": (
        'The conversation, oldest first; the last one is the question: [{"role": "user", '
        '"content": "What was BHP\'s revenue in FY2024?"}].'
    ),
    "minItems": 1,
    "items": {
        "type": "object",
        "properties": {
            "role": {"type": "string", "enum": ["user", "assistant"]},
            "content": {"type": "string"},
        },
        "required": ["role", "content"],
    },
}
USAGE = (
    'arguments must be {"messages": [{"role": "user", "content": "your question"}]} '
    "(a list of messages, the last one from the user)"
)


def checked_arguments(arguments: Any) -> dict[str, Any]:
    """The tool's arguments as the graph takes them; ValueError says what is wrong."""
    if not isinstance(arguments, dict) or "messages" not in arguments:
        raise ValueError(f"missing 'messages': {USAGE}")
    unknown = sorted(set(arguments) - {"messages"})
    if unknown:
        raise ValueError(f"unknown argument(s) {', '.join(unknown)}: {USAGE}")
    messages = arguments["messages"]
    if isinstance(messages, str):  # what the runtime's own schema used to ask for
        messages = [{"role": "user", "content": messages}]
    if not isinstance(messages, list) or not 1 <= len(messages) <= MAX_MESSAGES:
        raise ValueError(f"'messages' must be a list of 1 to {MAX_MESSAGES} messages: {USAGE}")
    for message in messages:
        if not (
            isinstance(message, dict)
            and message.get("role") in {"user", "assistant", "human", "ai"}
            and isinstance(message.get("content"), str)
        ):
            raise ValueError(f"each message needs a role and a text content: {USAGE}")
    if messages[-1]["role"] not in {"user", "human"} or not messages[-1]["content"].strip():
        raise ValueError(f"the last message must be the user's question: {USAGE}")
    return {"messages": messages}


def _interrupt_question(state: dict[str, Any]) -> str | None:
    for interrupt in state.get("__interrupt__") or []:
        value = interrupt.get("value") if isinstance(interrupt, dict) else None
        if isinstance(value, dict) and isinstance(value.get("question"), str):
            return str(value["question"])
    return None


def answer_text(state: Any) -> str | None:
    """The reply's text for the graph's final state; None when it is not one."""
    if not isinstance(state, dict):
        return None
    question = _interrupt_question(state)
    if question:
        return (
            f"{question}\n\n(The question needs more detail. To answer, call {TOOL} again "
            "with the question restated with those details, for example "
            '"What was BHP\'s revenue in FY2024?".)'
        )
    answer = state.get("answer")
    if not isinstance(answer, str) or not answer.strip():
        return None
    text = answer.strip()
    if state.get("confidence"):
        grounded = f", grounded: {state['grounded']}" if state.get("grounded") else ""
        text += f"\n\nConfidence: {state['confidence']}{grounded}"
    return text


def _rewrite_call_result(reply: dict[str, Any]) -> dict[str, Any]:
    result = reply.get("result")
    if not isinstance(result, dict) or result.get("isError"):
        return reply
    content = result.get("content") or []
    if len(content) != 1 or not isinstance(content[0], dict) or content[0].get("type") != "text":
        return reply
    try:  # the runtime's repr() of the JSON state it received: Python literals only
        state = ast.literal_eval(str(content[0].get("text", "")))
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return reply
    text = answer_text(state)
    if text is None:
        return reply
    return {**reply, "result": {"content": [{"type": "text", "text": text}]}}


def _rewrite_tools(reply: dict[str, Any]) -> dict[str, Any]:
    for tool in (reply.get("result") or {}).get("tools") or []:
        schema = tool.get("inputSchema") if isinstance(tool, dict) else None
        if tool.get("name") == TOOL and isinstance(schema, dict):
            schema.setdefault("properties", {})["messages"] = MESSAGES_SCHEMA
            schema["required"] = ["messages"]
    return reply


async def _json_reply(send: Send, body: dict[str, Any]) -> None:
    data = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(data)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": data})


class McpAnswers:
    """Check ``mines_financial``'s arguments and give its replies as text (see module)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass everything but a JSON ``tools/list`` or ``tools/call`` on ``/mcp``."""
        if (
            scope["type"] != "http"
            or scope.get("method") != "POST"
            or not str(scope.get("path", "")).rstrip("/").endswith("/mcp")
        ):
            await self.app(scope, receive, send)
            return
        chunks = []
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                break
        body = b"".join(chunks)
        try:
            rpc = json.loads(body)
        except ValueError:
            rpc = None
        method = rpc.get("method") if isinstance(rpc, dict) else None
        params = rpc.get("params") if isinstance(rpc, dict) else None
        rewrite = None
        if method == "tools/list":
            rewrite = _rewrite_tools
        elif method == "tools/call" and isinstance(params, dict) and params.get("name") == TOOL:
            try:
                params["arguments"] = checked_arguments(params.get("arguments"))
            except ValueError as exc:
                error = {"code": INVALID_PARAMS, "message": f"{TOOL}: {exc}"}
                await _json_reply(send, {"jsonrpc": "2.0", "id": rpc.get("id"), "error": error})
                return
            body = json.dumps(rpc).encode()
            rewrite = _rewrite_call_result
        await self._forward(scope, body, receive, send, rewrite)

    async def _forward(
        self, scope: Scope, body: bytes, receive: Receive, send: Send, rewrite: Any
    ) -> None:
        if rewrite is None:
            await self.app(scope, replay(body, receive), send)
            return
        start: Message | None = None
        parts: list[bytes] = []

        async def capture(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                start = message
            elif message["type"] == "http.response.body":
                parts.append(message.get("body", b""))
            else:
                await send(message)

        await self.app(scope, replay(body, receive), capture)
        if start is None:
            return
        data = b"".join(parts)
        headers = [(k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"]
        content_type = dict(start.get("headers", [])).get(b"content-type", b"")
        if start.get("status") == 200 and b"json" in content_type:
            try:
                data = json.dumps(rewrite(json.loads(data))).encode()
            except (ValueError, TypeError, AttributeError):
                pass
        headers.append((b"content-length", str(len(data)).encode()))
        await send({**start, "headers": headers})
        await send({"type": "http.response.body", "body": data})
