"""Optional bearer-token authentication for the LangGraph server (off by default).

Set ``MINES_API_TOKENS`` to ``user:token`` pairs separated by commas (for example
``alice:tokA,bob:tokB``) to turn it on. Then every API request needs
``Authorization: Bearer <token>`` (401 otherwise), and each user sees only their own
threads, runs and cron jobs: a thread is stamped with ``metadata.owner`` when it is
created and every later read, run, update, search or delete is filtered on that owner, so
another user's thread answers 404. Assistants stay readable by everyone (the server creates
one per graph); assistants a user creates are theirs to change.

When ``MINES_API_TOKENS`` is unset or empty, every request is accepted as the single local
user and no handler filters or stamps anything: the server behaves as if there were no
auth at all. The variable is read on every request, never at import time.

The health and documentation routes (``/ok``, ``/info``, ``/docs``, ``/openapi.json``) and
the chat page (``/chat``) are public; the page sends the token with each API call.
"""

from __future__ import annotations

import hmac
import os
from typing import Any

from langgraph_sdk import Auth

TOKENS_ENV = "MINES_API_TOKENS"
LOCAL_USER = "local"

auth = Auth()


def configured_tokens() -> dict[str, str]:
    """Token -> user from ``MINES_API_TOKENS``; empty when auth is off.

    Malformed entries (no ``:``, empty user or token) are ignored.
    """
    tokens: dict[str, str] = {}
    for entry in os.environ.get(TOKENS_ENV, "").split(","):
        user, sep, token = entry.strip().partition(":")
        if sep and user.strip() and token.strip():
            tokens[token.strip()] = user.strip()
    return tokens


def _user_for(token: str, tokens: dict[str, str]) -> str | None:
    """The user owning ``token``, compared in constant time against every known token."""
    found = None
    for known, user in tokens.items():
        if hmac.compare_digest(known.encode(), token.encode()):
            found = user
    return found


@auth.authenticate
async def authenticate(authorization: str | None) -> Auth.types.MinimalUserDict:
    """Resolve the caller from ``Authorization: Bearer <token>``.

    Raises:
        Auth.exceptions.HTTPException: 401 when auth is on and the token is missing or
            unknown.
    """
    tokens = configured_tokens()
    if not tokens:
        return {"identity": LOCAL_USER, "is_authenticated": True}
    scheme, _, token = (authorization or "").strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Auth.exceptions.HTTPException(status_code=401, detail="missing bearer token")
    user = _user_for(token.strip(), tokens)
    if user is None:
        raise Auth.exceptions.HTTPException(status_code=401, detail="invalid bearer token")
    return {"identity": user, "is_authenticated": True}


def _owner_filter(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str] | None:
    """Stamp the owner on anything created, and filter everything on it.

    A no-op (``None`` allows the request unfiltered) when auth is off.
    """
    if not configured_tokens():
        return None
    owner = ctx.user.identity
    if isinstance(value, dict) and ctx.action in {"create", "create_run"}:
        metadata = value.get("metadata")
        if not isinstance(metadata, dict):
            metadata = {}
            value["metadata"] = metadata
        metadata["owner"] = owner
    return {"owner": owner}


@auth.on.threads
async def on_threads(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str] | None:
    """Threads and their runs belong to whoever created them."""
    return _owner_filter(ctx, value)


@auth.on.crons
async def on_crons(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str] | None:
    """Cron jobs belong to whoever created them."""
    return _owner_filter(ctx, value)


@auth.on.assistants
async def on_assistants(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str] | None:
    """Everyone reads assistants (the per-graph defaults included); creators change theirs."""
    if ctx.action in {"read", "search"}:
        return None
    return _owner_filter(ctx, value)


@auth.on.store
async def on_store(ctx: Auth.types.AuthContext, value: Any) -> None:
    """Store items live under the caller's own namespace prefix."""
    if not configured_tokens() or not isinstance(value, dict):
        return
    namespace = tuple(value.get("namespace") or ())
    if namespace[:1] != (ctx.user.identity,):
        value["namespace"] = (ctx.user.identity, *namespace)
