"""Retention: conversations (and the cache entries derived from them) expire.

``MINES_RETENTION_DAYS`` (a positive number, fractions allowed; unset or empty: keep
everything) is the retention period:

* **Server** (``web/app.py``): a background task runs every ``MINES_RETENTION_INTERVAL_S``
  seconds (default 3600). It deletes every thread last updated before the cutoff
  (checkpoints and runs go with it) and the semantic-cache entries written in those threads
  or before the cutoff: through the server's own API under ``langgraph dev``
  (:func:`purge_server_threads`), in Aegra's PostgreSQL tables in production mode
  (:func:`purge_postgres_threads`).
* **Command line**: ``mines purge --older-than-days N`` (default: the setting) does the same
  for the threads in ``threads.sqlite``; ``mines ask``/``resume`` apply the setting first
  when it is set.

A thread that is running a question is never deleted by retention.
"""

from __future__ import annotations

import logging
import math
import os
import re
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

log = logging.getLogger(__name__)

RETENTION_ENV = "MINES_RETENTION_DAYS"
INTERVAL_ENV = "MINES_RETENTION_INTERVAL_S"
DEFAULT_INTERVAL_S = 3600.0
SECONDS_PER_DAY = 86400.0
_PAGE = 100


@dataclass
class PurgeReport:
    """What one purge removed."""

    cutoff: float
    threads: list[str] = field(default_factory=list)
    cache_entries: int = 0

    def summary(self) -> str:
        """One line for people."""
        when = datetime.fromtimestamp(self.cutoff, UTC).isoformat(timespec="seconds")
        return (
            f"deleted {len(self.threads)} conversation(s) and {self.cache_entries} cached "
            f"answer(s) last used before {when}"
        )


def parse_days(raw: str | float | None) -> float | None:
    """A retention period in days, or None for "keep everything".

    Raises:
        ValueError: Not a positive finite number.
    """
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return None
    days = float(raw)
    if not math.isfinite(days) or days <= 0:
        raise ValueError(f"the retention period must be a positive number of days, got {raw!r}")
    return days


def retention_days() -> float | None:
    """``MINES_RETENTION_DAYS`` as days, or None when unset, empty or invalid (logged)."""
    try:
        return parse_days(os.environ.get(RETENTION_ENV))
    except ValueError as exc:
        log.warning("%s ignored: %s", RETENTION_ENV, exc)
        return None


def interval_seconds() -> float:
    """How often the server applies the retention period (``MINES_RETENTION_INTERVAL_S``)."""
    raw = os.environ.get(INTERVAL_ENV, "").strip()
    try:
        value = float(raw) if raw else DEFAULT_INTERVAL_S
    except ValueError:
        return DEFAULT_INTERVAL_S
    return max(0.2, value) if math.isfinite(value) else DEFAULT_INTERVAL_S


def cutoff_for(days: float, now: float | None = None) -> float:
    """The Unix time before which data expires."""
    return (time.time() if now is None else now) - days * SECONDS_PER_DAY


def _purge_cache(report: PurgeReport) -> None:
    """Cache entries of the deleted threads, and every entry older than the cutoff."""
    from mines import cache

    for thread_id in report.threads:
        report.cache_entries += cache.delete_thread(thread_id)
    report.cache_entries += cache.purge_older_than(report.cutoff)


# --- the command line's SQLite threads -------------------------------------------------------


def _timestamp(value: Any) -> float | None:
    if not isinstance(value, str) or not value:
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    return parsed.timestamp()


def purge_sqlite_threads(
    conn: sqlite3.Connection, days: float, now: float | None = None, purge_cache: bool = True
) -> PurgeReport:
    """Delete the threads of a ``SqliteSaver`` database last written before the cutoff.

    Args:
        conn: An open connection to ``threads.sqlite``.
        days: The retention period.
        now: The current Unix time (tests).
        purge_cache: Also delete the semantic-cache entries of those threads and every
            entry older than the cutoff.

    Returns:
        What was deleted.

    Raises:
        sqlite3.Error: The database cannot be read or written.
    """
    from langgraph.checkpoint.sqlite import SqliteSaver

    report = PurgeReport(cutoff=cutoff_for(days, now))
    saver = SqliteSaver(conn)
    saver.setup()
    thread_ids = [row[0] for row in conn.execute("SELECT DISTINCT thread_id FROM checkpoints")]
    for thread_id in thread_ids:
        latest = saver.get_tuple({"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}})
        written = _timestamp(latest.checkpoint.get("ts")) if latest else None
        if written is not None and written < report.cutoff:
            saver.delete_thread(thread_id)
            report.threads.append(str(thread_id))
    if purge_cache:
        _purge_cache(report)
    return report


# --- the server's threads --------------------------------------------------------------------


async def purge_server_threads(
    client: Any,
    days: float,
    now: float | None = None,
    before_delete: Callable[[str], object] | None = None,
) -> PurgeReport:
    """Delete, through the server's API, threads last updated before the cutoff.

    Threads that are running are kept. Their cache entries, and every cache entry older
    than the cutoff, are deleted too.

    Args:
        client: A ``langgraph_sdk`` client allowed to see every thread (the in-process
            ``get_client()`` inside the server).
        days: The retention period.
        now: The current Unix time (tests).
        before_delete: Called with each thread id just before its deletion.

    Returns:
        What was deleted.
    """
    import asyncio

    report = PurgeReport(cutoff=cutoff_for(days, now))
    offset = 0
    while True:
        page = await client.threads.search(
            limit=_PAGE,
            offset=offset,
            sort_by="updated_at",
            sort_order="asc",
            select=["thread_id", "updated_at", "status"],
        )
        kept = 0
        reached_cutoff = False
        for thread in page:
            updated = _timestamp(str(thread.get("updated_at") or ""))
            if updated is not None and updated >= report.cutoff:
                reached_cutoff = True
                break
            if updated is None or thread.get("status") == "busy":
                kept += 1
                continue
            try:
                if before_delete is not None:
                    before_delete(str(thread["thread_id"]))
                await client.threads.delete(thread["thread_id"])
            except Exception as exc:  # noqa: BLE001 - gone already, or retried next time
                log.warning("retention: could not delete thread %s: %s", thread["thread_id"], exc)
                kept += 1
                continue
            report.threads.append(str(thread["thread_id"]))
        if reached_cutoff or len(page) < _PAGE:
            break
        offset += kept
    await asyncio.to_thread(_purge_cache, report)
    return report


# --- the production runtime's threads (Aegra on PostgreSQL) ----------------------------------

RETENTION_LOCK_KEY = 0x6D696E6573
"""Postgres advisory lock: one instance applies the retention period at a time."""

_EXPIRED_THREADS = """
SELECT thread_id FROM thread AS t
WHERE t.updated_at < %(cutoff)s AND t.status <> 'busy'
  AND NOT EXISTS (
    SELECT 1 FROM runs AS r
    WHERE r.thread_id = t.thread_id AND r.status IN ('pending', 'running'))
ORDER BY t.updated_at
LIMIT %(limit)s
FOR UPDATE OF t SKIP LOCKED
"""


def postgres_dsn(url: str) -> str:
    """A libpq DSN from a ``DATABASE_URL`` that may name a driver (``postgresql+asyncpg``)."""
    return re.sub(r"^postgres(?:ql)?(\+\w+)?://", "postgresql://", url)


async def purge_postgres_threads(dsn: str, days: float, now: float | None = None) -> PurgeReport:
    """Delete, in the production database, threads last updated before the cutoff.

    The production runtime (Aegra) has no in-process API to go through, so this works on
    its tables: each expired thread that no run is using is locked, its checkpoints are
    deleted by LangGraph's own saver, then its row (its runs go with it, ``ON DELETE
    CASCADE``), in one transaction per thread: a run that starts meanwhile waits for the
    lock and then finds the thread gone. One instance purges at a time (an advisory lock);
    the others skip the round. The cached answers go as for ``langgraph dev``.

    Args:
        dsn: The database (``DATABASE_URL``; a driver suffix is ignored).
        days: The retention period.
        now: The current Unix time (tests).

    Returns:
        What was deleted (nothing when another instance held the lock).

    Raises:
        psycopg.Error: The database cannot be reached or written.
    """
    import asyncio

    import psycopg
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

    report = PurgeReport(cutoff=cutoff_for(days, now))
    cutoff = datetime.fromtimestamp(report.cutoff, UTC)
    async with await psycopg.AsyncConnection.connect(postgres_dsn(dsn), autocommit=True) as conn:
        locked = await (
            await conn.execute("SELECT pg_try_advisory_lock(%s)", (RETENTION_LOCK_KEY,))
        ).fetchone()
        if not locked or not locked[0]:
            return report
        try:
            saver = AsyncPostgresSaver(conn)  # type: ignore[arg-type]
            while True:
                async with conn.transaction():
                    rows = await (
                        await conn.execute(_EXPIRED_THREADS, {"cutoff": cutoff, "limit": 1})
                    ).fetchall()
                    if not rows:
                        break
                    thread_id = str(rows[0][0])
                    await saver.adelete_thread(thread_id)
                    await conn.execute("DELETE FROM thread WHERE thread_id = %s", (thread_id,))
                report.threads.append(thread_id)
        finally:
            await conn.execute("SELECT pg_advisory_unlock(%s)", (RETENTION_LOCK_KEY,))
    await asyncio.to_thread(_purge_cache, report)
    return report
