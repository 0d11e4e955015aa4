"""Optional bearer-token authentication for the LangGraph server (off by default).

Set ``MINES_API_TOKENS`` to ``user:token`` pairs separated by commas (for example
``alice:tokA,bob:tokB``) to turn it on. Then every API request needs
``Authorization: Bearer <token>`` or ``X-Api-Key: <token>`` (401 otherwise), and each user
sees only their own
threads, runs and cron jobs: a thread is stamped with ``metadata.owner`` when it is
created and every later read, run, update, search or delete is filtered on that owner, so
another user's thread answers 404. Assistants stay readable by everyone (the server creates
one per graph); assistants a user creates are theirs to change.

Every run's context ``owner`` (which scopes the semantic cache) is forced to the
authenticated user, whatever the client sent in ``context``, ``config.configurable`` or an
assistant's context, so one user's cached answers never serve another. Where a runtime
hands this module a copy it cannot stamp (Aegra's crons), the graph still takes the owner
from the user the runtime authenticated (:func:`mines.context.context_from`).

A run (or a cron's run) is checked before it starts: a bounded input of the user's own
messages (:mod:`mines.inputs`), settings a client may choose
(:func:`mines.context.settings_problem`: no feed URL, only the operator's models, a
bounded timeout), a public webhook (:mod:`web.webhooks`) and a ``command`` that only
resumes.

Deleting a thread also deletes the semantic-cache entries derived from it (the caller's
own, when auth is on).

When ``MINES_API_TOKENS`` is unset or empty, every request is accepted as the single local
user and no handler filters or stamps anything: the server behaves as if there were no
auth at all (a run's ``owner`` is then whatever the run or the environment says). The
variable is read on every request, never at import time.

The health, version, metrics and documentation routes (``/ok``, ``/info``, ``/metrics``,
``/docs``, ``/openapi.json``) and the chat page (``/chat``) are public; the page sends the
token with each API call. ``tests/server/test_security.py`` probes every other route of
``/openapi.json`` without a valid token (401), and ``web/app.py`` refuses the in-memory
runtime's unauthenticated development routes (404).
"""

from __future__ import annotations

import asyncio
import hmac
import importlib.util
import logging
import os
import re
import uuid
from collections.abc import Mapping
from typing import Any, NoReturn

from langgraph_sdk import Auth

from mines.context import AUTH_TOKENS_ENV, settings_problem
from mines.hitl import DECLINED, ResumeError, is_blank_form, parse_resume
from mines.inputs import QUESTION_NOT_TEXT, input_problem, message_problem, question_problem
from web.webhooks import webhook_problem

TOKENS_ENV = AUTH_TOKENS_ENV
LOCAL_USER = "local"

auth = Auth()
log = logging.getLogger("mines.web.auth")

COMMAND_REFUSED = (
    "command.update and command.goto are not accepted: a client may only resume an "
    'interrupted conversation with {"resume": <your answer>}'
)
END_NODE = "__end__"
"""langgraph's ``END``: the only ``goto`` a client may send (see :func:`check_command`)."""
EMPTY_RESUME = "command.resume needs an answer: it was empty"
NOT_INTERRUPTED = "this conversation is not waiting for an answer: send a new message instead"
STATE_WRITES_ENV = "MINES_ALLOW_STATE_WRITES"
STATE_WRITE_REFUSED = "a thread's state cannot be written through the API; start a run instead"


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


def user_for_token(token: str, tokens: dict[str, str]) -> str | None:
    """The user owning ``token``, compared in constant time against every known token."""
    found = None
    for known, user in tokens.items():
        if hmac.compare_digest(known.encode(), token.encode()):
            found = user
    return found


def _header(headers: dict[bytes, bytes] | None, name: bytes) -> str | None:
    raw = (headers or {}).get(name)
    return raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw


def presented_token(authorization: str | None, api_key: str | None) -> str:
    """The token a request presents: ``Authorization: Bearer <token>``, else ``X-Api-Key``.

    Raises:
        Auth.exceptions.HTTPException: 401 when neither holds a token, or the
            ``Authorization`` header is not a bearer token.
    """
    if authorization and authorization.strip():
        scheme, _, token = authorization.strip().partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise Auth.exceptions.HTTPException(status_code=401, detail="missing bearer token")
        return token.strip()
    if api_key and api_key.strip():
        return api_key.strip()
    raise Auth.exceptions.HTTPException(
        status_code=401, detail="missing token: send Authorization: Bearer <token> or X-Api-Key"
    )


@auth.authenticate
async def authenticate(
    authorization: str | Mapping[str, str] | None, headers: dict[bytes, bytes] | None = None
) -> Auth.types.MinimalUserDict:
    """Resolve the caller from ``Authorization: Bearer <token>`` or ``X-Api-Key: <token>``.

    ``X-Api-Key`` is what agent-chat-ui and the LangGraph SDKs' ``api_key`` send; a bearer
    header, when present, is the one checked (a wrong one is not rescued by a key).

    ``langgraph dev`` passes the header's value; Aegra passes every request header as one
    dict (lower-case names), from which the header is read.

    Raises:
        Auth.exceptions.HTTPException: 401 when auth is on and the token is missing or
            unknown.
    """
    api_key = _header(headers, b"x-api-key")
    if isinstance(authorization, Mapping):  # Aegra: the request's headers
        api_key = authorization.get("x-api-key") or api_key
        authorization = authorization.get("authorization")
    tokens = configured_tokens()
    if not tokens:
        return {"identity": LOCAL_USER, "is_authenticated": True}
    user = user_for_token(presented_token(authorization, api_key), tokens)
    if user is None:
        raise Auth.exceptions.HTTPException(status_code=401, detail="invalid API token")
    return {"identity": user, "is_authenticated": True}


def _refuse(status: int, detail: str) -> NoReturn:
    raise Auth.exceptions.HTTPException(status_code=status, detail=detail)


def _check_context(settings: Any) -> None:
    """Refuse run settings a client may not give (400): :func:`mines.context.settings_problem`."""
    problem = settings_problem(settings)
    if problem:
        _refuse(400, problem)


def _is_empty(value: Any) -> bool:
    if value is None:
        return True
    if isinstance(value, str):
        return not value.strip()
    if isinstance(value, dict):
        return not value or all(_is_empty(v) for v in value.values())
    if isinstance(value, list | tuple):
        return not value
    return False


def check_command(command: Any) -> None:
    """Accept only ``{"resume": <a non-empty answer>}`` from a client.

    ``update`` and ``goto`` would let a caller write the graph's state (a forged answer
    and forged sources, say) and jump to any node: refused with 403. The one exception is
    exactly ``{"goto": "__end__"}`` (agent-chat-ui's "Mark as Resolved"), rewritten in place
    into ``{"resume": DECLINED}``: the clarification ends with a short answer. A HITL reply
    form sent blank passes (clarify asks again). An empty resume
    (``null``, ``""``, ``{}``) is refused with 400, before any run or state exists, and so
    is a resume clarify cannot read (``mines.hitl.parse_resume``: a string, ``{"reply"}``,
    HITL ``decisions`` or Agent Inbox's response list).
    """
    if command is None:
        return
    if not isinstance(command, dict):
        _refuse(400, 'command must be an object: {"resume": <your answer>}')
    if command.get("goto") == END_NODE and all(
        command.get(key) is None for key in command if key != "goto"
    ):
        # agent-chat-ui's "Mark as Resolved": the user declines to answer. The run resumes
        # the clarification with DECLINED (nothing is written, no node is jumped to).
        del command["goto"]
        command["resume"] = dict(DECLINED)
        return
    if any(command.get(key) is not None for key in command if key != "resume"):
        _refuse(403, COMMAND_REFUSED)
    if _is_empty(command.get("resume")):
        _refuse(400, EMPTY_RESUME)
    if is_blank_form(command.get("resume")):
        return  # a reply form sent blank: clarify asks again, in words
    try:
        parse_resume(command.get("resume"))
    except ResumeError as exc:
        _refuse(400, f"command.resume: {exc}")


async def _check_resumable(thread_id: Any, owner: str | None) -> None:
    """Refuse (409) a resume on a thread that is not waiting for an answer.

    The thread is read through the server's own API in-process; another user's thread
    (or a missing one) is left to the server, which answers 404.
    """
    if not thread_id:
        return
    if importlib.util.find_spec("langgraph_api") is None:
        return  # Aegra: no in-process API; it refuses such a resume itself (400)
    from langgraph_sdk import get_client

    client = get_client(url=None, api_key=None)
    try:
        thread = await client.threads.get(str(thread_id))
    except Exception:  # noqa: BLE001 - not found or not readable: the server decides
        return
    if owner is not None and (thread.get("metadata") or {}).get("owner") != owner:
        return
    if thread.get("status") != "interrupted":
        _refuse(409, NOT_INTERRUPTED)


def _force_run_owner(run: dict[str, Any], owner: str) -> None:
    """Make the run's context ``owner`` the caller, whatever the client sent.

    The server builds the run from ``kwargs["context"]`` (merged over the assistant's
    context) after this handler returns; a client's ``config.configurable`` is copied into
    the context when it sends no context, so that copy is overwritten too.
    """
    context = run.get("context")
    if not isinstance(context, dict):
        context = {}
        run["context"] = context
    context["owner"] = owner
    config = run.get("config")
    configurable = config.get("configurable") if isinstance(config, dict) else None
    if isinstance(configurable, dict) and "owner" in configurable:
        configurable["owner"] = owner


def _check_question_input(run: dict[str, Any]) -> None:
    """Refuse a run whose input ``question`` (the ``retrieval`` graph's) is not a bounded text.

    413 over the chat limit (4,000 characters), 400 when it is not text; checked in linear
    time before the run exists, so no pattern ever reads it.
    """
    payload = run.get("input")
    if isinstance(payload, dict) and "question" in payload:
        problem = question_problem(payload["question"])
        if problem:
            _refuse(400 if problem == QUESTION_NOT_TEXT else 413, problem)


async def _check_run(run: Any) -> None:
    """What a client may put in a run (or a cron's run).

    A bounded input (413: too many messages or characters), only the user's own messages
    (400), settings a client may choose (400: no feed URL, no model outside the allowed
    ones, values of the right type), a webhook to a public address only (400), and a
    ``command`` that only resumes (:func:`check_command`).
    """
    if not isinstance(run, dict):
        return
    problem = input_problem(run.get("input"))
    if problem:
        _refuse(413, problem)
    problem = message_problem(run.get("input"))
    if problem:
        _refuse(400, problem)
    _check_question_input(run)
    webhook = run.get("webhook")
    if webhook is not None:
        problem = await webhook_problem(webhook)
        if problem:
            _refuse(400, problem)
    _check_context(run.get("context"))
    config = run.get("config")
    if isinstance(config, dict):
        _check_context(config.get("configurable"))
    check_command(run.get("command"))


def _stamp_owner(value: dict[str, Any], owner: str) -> None:
    """Set ``metadata.owner`` to the caller, in place (the server keeps that very dict)."""
    metadata = value.get("metadata")
    if isinstance(metadata, dict):
        metadata["owner"] = owner
    else:
        value["metadata"] = {"owner": owner}


def _state_writes_allowed() -> bool:
    """``MINES_ALLOW_STATE_WRITES=true``: the operator lets clients write thread state."""
    return os.environ.get(STATE_WRITES_ENV, "").strip().lower() in {"1", "true", "yes", "on"}


def _owner_filter(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str] | None:
    """Stamp the owner on anything created or updated, and filter everything on it.

    Whatever ``metadata.owner`` a client sends on a create, an update (``PATCH``) or a
    copy is replaced by the caller, so nobody can move a thread (or cron, or assistant)
    into another user's account. A run also gets the caller as its context ``owner``. A
    no-op (``None`` allows the request unfiltered) when auth is off.
    """
    if not configured_tokens():
        return None
    owner = ctx.user.identity
    if isinstance(value, dict) and ctx.action in {"create", "create_run", "update"}:
        if ctx.action != "update" or "metadata" in value:
            _stamp_owner(value, owner)
        for run in (value.get("kwargs"), value.get("payload")):  # a run; a cron's runs
            if isinstance(run, dict):
                _force_run_owner(run, owner)
        if ctx.action == "create_run" and "kwargs" not in value:
            # Aegra: the run's fields are the value itself, and only the context and config
            # this handler returns reach the run.
            _force_run_owner(value, owner)
            keys = ("context", "config")
            overrides = {k: value[k] for k in keys if isinstance(value.get(k), dict)}
            return {"owner": owner, **overrides}
    return {"owner": owner}


@auth.on.threads
async def on_threads(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str] | None:
    """Threads and their runs belong to whoever created them.

    Runs are checked first, whether auth is on or off: no feed URL in the context, and a
    ``command`` may only resume an interrupted thread with a non-empty answer. Writing a
    thread's state directly (``POST /threads/{id}/state``, which arrives as an update
    without metadata) is refused: clients write state only through runs (unless the
    operator sets ``MINES_ALLOW_STATE_WRITES=true``, which the page's tests use).
    """
    if isinstance(value, dict):
        if ctx.action == "create_run":
            run = value.get("kwargs", value)  # Aegra: the run's fields are at the top level
            await _check_run(run)
            if isinstance(run, dict) and run.get("command") is not None:
                owner = ctx.user.identity if configured_tokens() else None
                await _check_resumable(value.get("thread_id"), owner)
        elif (
            ctx.action == "update"
            and "metadata" not in value
            and not value.get("run_id")  # Aegra: cancelling a run is a thread update
            and not _state_writes_allowed()
        ):
            _refuse(403, STATE_WRITE_REFUSED)
    return _owner_filter(ctx, value)


def purge_dev_checkpoints(thread_id: str, owner: str | None = None) -> bool:
    """Delete a thread's checkpoints properly on ``langgraph dev``'s in-memory runtime.

    A workaround for langgraph-runtime-inmem 0.36: its thread deletion removes the
    checkpoints but keeps the thread's channel values (``blobs``, which hold the messages)
    in memory and in ``.langgraph_api/.langgraph_checkpoint.3.pckl``, and it replaces the
    pending-writes table with a new one that is no longer saved, so the old one (with the
    deleted thread's writes) stays on disk. Deleting through the checkpointer's own
    ``delete_thread`` first removes all three in place; the runtime then finds nothing to
    delete and skips its own code. A no-op on any other runtime.

    Args:
        thread_id: The thread about to be deleted.
        owner: Only when the thread's ``metadata.owner`` is this user (None: any thread).

    Returns:
        True when checkpoints were deleted here.
    """
    try:
        from langgraph_api import config as api_config
        from langgraph_runtime_inmem.checkpoint import Checkpointer
        from langgraph_runtime_inmem.database import GLOBAL_STORE
    except ImportError:
        return False
    if getattr(api_config, "USE_CUSTOM_CHECKPOINTER", False):
        return False
    try:
        wanted = uuid.UUID(str(thread_id))
    except ValueError:
        return False
    threads = GLOBAL_STORE.get("threads") or []
    thread = next((t for t in threads if str(t.get("thread_id")) == str(wanted)), None)
    if thread is None:
        return False
    if owner is not None and (thread.get("metadata") or {}).get("owner") != owner:
        return False
    Checkpointer().delete_thread(str(wanted))
    return True


@auth.on.threads.delete
async def on_thread_delete(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str] | None:
    """Deleting a thread also deletes the semantic-cache entries derived from it.

    The handler runs before the server deletes the thread (checkpoints and runs), and
    when auth is on it only touches the caller's own entries, so asking to delete someone
    else's thread (answered 404) removes nothing of theirs. A cache failure is logged and
    never blocks the deletion. On the in-memory runtime the checkpoints are deleted here
    too (:func:`purge_dev_checkpoints`).
    """
    filters = _owner_filter(ctx, value)
    thread_id = str(value.get("thread_id") or "") if isinstance(value, dict) else ""
    if thread_id and not value.get("run_id"):  # a run's deletion arrives here too
        from mines import cache

        owner = filters["owner"] if filters else None
        try:
            purge_dev_checkpoints(thread_id, owner)
        except Exception as exc:  # noqa: BLE001 - the server's own deletion still runs
            log.warning("could not delete the checkpoints of thread %s: %s", thread_id, exc)
        try:
            removed = await asyncio.to_thread(cache.delete_thread, thread_id, owner)
        except Exception as exc:  # noqa: BLE001 - the thread is deleted all the same
            log.warning("could not delete the cached answers of thread %s: %s", thread_id, exc)
        else:
            if removed:
                log.info("deleted %d cached answers of thread %s", removed, thread_id)
    return filters


@auth.on.crons
async def on_crons(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str] | None:
    """Cron jobs belong to whoever created them; their runs obey the rules of runs.

    ``langgraph dev`` sends the cron's run under ``payload``; Aegra sends the cron's fields
    at the top level (and a copy: the owner it cannot stamp there is the authenticated user
    the graph reads, :func:`mines.context.context_from`).
    """
    if isinstance(value, dict) and ctx.action in {"create", "update"}:
        await _check_run(value["payload"] if "payload" in value else value)
    return _owner_filter(ctx, value)


def tool_name(name: str) -> str:
    """An assistant's name as an MCP tool name (the server's normalisation), lower-cased."""
    return re.sub(r"[^a-zA-Z0-9_\-.]", "", re.sub(r"\s+", "_", name.strip()))[:128].lower()


RESERVED_TOOL_NAMES = frozenset({"mines_financial", "retrieval"})
"""The graphs' own assistants: MCP exposes them under these names."""

SYSTEM_ASSISTANTS = {"created_by": "system"}
"""The metadata filter of the runtime's own per-graph assistants (created at start-up)."""
CLIENT_CREATED = "client"


def _unmark_system(value: dict[str, Any]) -> None:
    """No client-made assistant carries the system marker: ``created_by`` becomes ``client``.

    The runtime creates its per-graph assistants itself, without this handler; every
    assistant a client creates or updates with metadata gets ``created_by: "client"``, so
    ``metadata.created_by == "system"`` (what makes an assistant everyone's, and an MCP
    tool of every user) can no longer be forged.
    """
    metadata = value.get("metadata")
    if isinstance(metadata, dict):
        metadata["created_by"] = CLIENT_CREATED


@auth.on.assistants
async def on_assistants(ctx: Auth.types.AuthContext, value: Any) -> Any:
    """Assistants are per user; the system's per-graph assistants are everyone's.

    With auth on, a user reads and searches their own assistants and the system ones
    (``metadata.created_by == "system"``, a marker no client can set:
    :func:`_unmark_system`), and changes or deletes only their own. Nobody
    may name an assistant like a graph (``mines_financial``, ``retrieval``, compared as MCP
    tool names), so MCP's ``tools/call mines_financial`` always reaches the system one.
    Assistant context and config obey the rules of run settings.
    """
    if isinstance(value, dict) and ctx.action in {"create", "update"}:
        _unmark_system(value)
        name = value.get("name")
        if isinstance(name, str) and tool_name(name) in RESERVED_TOOL_NAMES:
            _refuse(409, f"the assistant name {name!r} is reserved")
        _check_context(value.get("context"))
        config = value.get("config")
        if isinstance(config, dict):
            _check_context(config.get("configurable"))
    filters = _owner_filter(ctx, value)
    if filters is not None and ctx.action in {"read", "search"}:
        return {"$or": [filters, dict(SYSTEM_ASSISTANTS)]}
    return filters


@auth.on.store
async def on_store(ctx: Auth.types.AuthContext, value: Any) -> None:
    """Store items live under the caller's own namespace prefix."""
    if not configured_tokens() or not isinstance(value, dict):
        return
    namespace = tuple(value.get("namespace") or ())
    if namespace[:1] != (ctx.user.identity,):
        value["namespace"] = (ctx.user.identity, *namespace)
