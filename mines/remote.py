"""``mines ask`` / ``mines resume`` through a running LangGraph Server (stdlib only).

Importing the graph (LangGraph, LangChain, Chroma, the embedding model) costs several
seconds of CPU per command; a server has them loaded already. So when a server is up the
command line sends the question to it and prints the same result (the ``--json`` keys of
``mines.cli``), using nothing but the standard library: about 0.1 s of CPU.

Which server: ``--server URL`` or ``MINES_SERVER_URL``; otherwise, only when
``MINES_DATA_DIR`` is unset (the default data folder ``make run``'s server uses too),
``http://127.0.0.1:$MINES_PORT`` (8123) if it answers ``/ok`` within 0.3 s. ``--local``
never uses a server. Threads live where they were created: a server's thread ids are
UUIDs, the command line's own are not, and a ``--thread`` that is not a UUID always runs
locally. ``MINES_API_TOKEN`` is sent as the bearer token when the server has auth on.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
import uuid
from typing import Any

ASSISTANT = "mines_financial"
PROBE_TIMEOUT_S = 0.3
RUN_TIMEOUT_S = 600.0


class RemoteError(RuntimeError):
    """The server refused or failed the request; the message says what it answered."""


def is_server_thread(thread_id: str | None) -> bool:
    """Server threads are UUIDs (the command line's own ids are not)."""
    if not thread_id:
        return True
    try:
        uuid.UUID(thread_id)
    except ValueError:
        return False
    return True


def server_url(explicit: str | None = None, local: bool = False) -> str | None:
    """The server to use, or None to run in-process (see the module docstring)."""
    if local:
        return None
    url = explicit or os.environ.get("MINES_SERVER_URL")
    if url:
        return url.rstrip("/")
    if os.environ.get("MINES_DATA_DIR"):
        return None  # another data folder than the default server's
    candidate = f"http://127.0.0.1:{os.environ.get('MINES_PORT', '8123')}"
    try:
        with urllib.request.urlopen(f"{candidate}/ok", timeout=PROBE_TIMEOUT_S) as response:
            return candidate if response.status == 200 else None
    except (OSError, ValueError):
        return None


class Remote:
    """A minimal client of the LangGraph Server REST API."""

    def __init__(self, url: str, token: str | None = None) -> None:
        self.url = url
        self.token = token if token is not None else os.environ.get("MINES_API_TOKEN")

    def _request(self, method: str, path: str, body: Any = None) -> urllib.request.Request:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        data = json.dumps(body).encode() if body is not None else None
        return urllib.request.Request(self.url + path, data=data, headers=headers, method=method)

    def call(self, method: str, path: str, body: Any = None) -> Any:
        """One JSON request; raises :class:`RemoteError` on an HTTP error."""
        try:
            with urllib.request.urlopen(
                self._request(method, path, body), timeout=RUN_TIMEOUT_S
            ) as response:
                raw = response.read()
        except urllib.error.HTTPError as exc:
            detail = exc.read().decode("utf-8", "replace")[:300]
            raise RemoteError(
                f"the server answered {exc.code} to {method} {path}: {detail}"
            ) from exc
        return json.loads(raw) if raw else None

    def stream_steps(self, thread_id: str, payload: dict[str, Any]) -> list[str]:
        """Run on the thread, streaming ``updates``; the node names in execution order."""
        body = {
            "assistant_id": ASSISTANT,
            "stream_mode": ["updates"],
            "stream_subgraphs": True,
            "multitask_strategy": "reject",
            **payload,
        }
        steps: list[str] = []
        event = ""
        request = self._request("POST", f"/threads/{thread_id}/runs/stream", body)
        request.add_header("Accept", "text/event-stream")
        try:
            with urllib.request.urlopen(request, timeout=RUN_TIMEOUT_S) as response:
                for raw in response:
                    line = raw.decode("utf-8", "replace").rstrip("\r\n")
                    if line.startswith("event:"):
                        event = line[6:].strip()
                    elif line.startswith("data:"):
                        data = json.loads(line[5:].strip() or "null")
                        if event == "error":
                            raise RemoteError(f"the run failed: {data}")
                        if event.split("|")[0] == "updates" and isinstance(data, dict):
                            steps += [node for node in data if node != "__interrupt__"]
        except urllib.error.HTTPError as exc:
            detail = exc.read().decode("utf-8", "replace")[:300]
            raise RemoteError(f"the server answered {exc.code}: {detail}") from exc
        return steps

    def run(
        self, thread_id: str | None, payload: dict[str, Any], title: str = ""
    ) -> dict[str, Any]:
        """Run one turn (``input`` or ``command``); the result in ``mines.cli``'s shape."""
        if thread_id is None:
            metadata = {"title": title[:60], "graph_id": ASSISTANT}
            thread_id = str(self.call("POST", "/threads", {"metadata": metadata})["thread_id"])
        steps = self.stream_steps(thread_id, payload)
        state = self.call("GET", f"/threads/{thread_id}/state")
        values = state.get("values") or {}
        interrupts = [i for task in state.get("tasks") or [] for i in task.get("interrupts") or []]
        value = interrupts[0].get("value") if interrupts else None
        return turn_result(thread_id, values, value if interrupts else None, steps)

    def pending_question(self, thread_id: str) -> bool:
        """Whether the thread waits for a clarification reply."""
        return str(self.call("GET", f"/threads/{thread_id}").get("status")) == "interrupted"


def turn_result(
    thread_id: str, values: dict[str, Any], interrupt: Any, steps: list[str]
) -> dict[str, Any]:
    """One turn in the CLI's ``--json`` shape, from the thread's values and its interrupt.

    ``interrupt`` is the pending interrupt's value (None when the turn was answered); the
    in-process CLI and the server client both report through here.
    """
    interrupted = interrupt is not None
    return {
        "thread_id": thread_id,
        "status": "interrupted" if interrupted else "answered",
        "answer": None if interrupted else values.get("answer"),
        "question": interrupt.get("question") if isinstance(interrupt, dict) else None,
        "confidence": None if interrupted else values.get("confidence"),
        "grounded": None if interrupted else values.get("grounded"),
        "route": values.get("route"),
        "cache": values.get("cache", "miss"),
        "sources": [
            {k: s.get(k) for k in ("company", "fiscal_year", "source", "page")}
            for s in ([] if interrupted else values.get("sources", []))
        ],
        "steps": steps,
        "model_calls": values.get("model_calls", 0),
    }
