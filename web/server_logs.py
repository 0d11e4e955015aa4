"""A quiet server log: the URLs at start-up, then requests and real problems only.

An idle ``langgraph dev`` logged every minute (``Worker stats``, ``Queue stats``), every
request (``Resolved authentication handler``), every outgoing HTTP call (``httpx``) and,
on MCP calls (stateless runs), langgraph's ``durability has no effect`` warning.
:func:`quiet_runtime_logs` drops exactly those records; warnings and errors of every
logger still show. The reloader's ``N changes detected`` lines come from the parent
process: ``scripts/langgraph_dev.py`` quiets them there.
"""

from __future__ import annotations

import logging
import warnings

QUIET_LOGGERS = ("httpx", "httpcore")
"""Libraries whose INFO lines are internal traffic, not requests to this server."""
ROUTINE_EVENTS = frozenset({"Resolved authentication handler", "Worker stats", "Queue stats"})
"""The runtime's per-request and periodic INFO events."""


def _event(record: logging.LogRecord) -> str:
    msg = record.msg
    if isinstance(msg, dict):  # structlog's event dict (langgraph_api's formatter)
        return str(msg.get("event", ""))
    return str(msg)


class DropRoutine(logging.Filter):
    """Drop the runtime's routine INFO events (never a warning or an error)."""

    def filter(self, record: logging.LogRecord) -> bool:
        """False for a routine event."""
        return record.levelno > logging.INFO or _event(record) not in ROUTINE_EVENTS


def quiet_runtime_logs() -> None:
    """Install the filter on the root handlers and quiet the internal HTTP client."""
    for name in QUIET_LOGGERS:
        logging.getLogger(name).setLevel(logging.WARNING)
    for handler in logging.getLogger().handlers:
        if not any(isinstance(f, DropRoutine) for f in handler.filters):
            handler.addFilter(DropRoutine())
    # MCP's tool calls are stateless runs (no checkpointer) given the runtime's durability.
    warnings.filterwarnings("ignore", message="`durability` has no effect")
