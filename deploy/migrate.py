"""Migrate the production database once, before any worker starts.

``deploy/.venv/bin/python deploy/migrate.py`` (``DATABASE_URL`` from the environment):

1. Aegra's own schema (threads, runs, assistants, crons; Alembic, under an advisory lock);
2. LangGraph's checkpoint and store tables (``AsyncPostgresSaver.setup()``,
   ``AsyncPostgresStore.setup()``).

Every worker also runs step 2 when it starts; several workers starting together on a fresh
database race on ``CREATE TABLE`` and one of them fails its start-up
(``UniqueViolation ... checkpoint_blobs``). Done once here first, the workers find nothing
left to create.
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path


async def _langgraph_tables(url: str) -> None:
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
    from langgraph.store.postgres.aio import AsyncPostgresStore

    async with AsyncPostgresSaver.from_conn_string(url) as saver:
        await saver.setup()
    async with AsyncPostgresStore.from_conn_string(url) as store:
        await store.setup()


def main() -> None:
    """Run both steps; raise on any failure."""
    from aegra_api.core.migrations import run_migrations
    from aegra_api.settings import settings

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from mines.retention import postgres_dsn

    run_migrations()
    url = os.environ.get("DATABASE_URL") or settings.db.database_url_sync
    asyncio.run(_langgraph_tables(postgres_dsn(url)))


if __name__ == "__main__":
    main()
