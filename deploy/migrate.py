"""Migrate the production database once, before any worker starts.

``deploy/.venv/bin/python deploy/migrate.py`` (``DATABASE_URL`` from the environment):

1. Aegra's own schema (threads, runs, assistants, crons; Alembic, under an advisory lock);
2. LangGraph's checkpoint and store tables (``AsyncPostgresSaver.setup()``,
   ``AsyncPostgresStore.setup()``);
3. Aegra's default assistant for each graph of ``AEGRA_CONFIG`` (its own start-up step,
   run here once: the graphs are imported, nothing is served).

Every worker also runs steps 2 and 3 when it starts; several workers starting together on
a fresh database race on ``CREATE TABLE`` (``UniqueViolation ... checkpoint_blobs``) and on
inserting the assistants (``UniqueViolation ... assistant_pkey``), and the loser fails its
start-up, which stops every worker. Done once here first, the workers find nothing left to
create.
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


async def _default_assistants() -> None:
    from aegra_api.core.database import db_manager
    from aegra_api.services.langgraph_service import get_langgraph_service

    await db_manager.initialize()
    try:
        await get_langgraph_service().initialize()
    finally:
        await db_manager.close()


def main() -> None:
    """Run the three steps; raise on any failure."""
    from aegra_api.core.migrations import run_migrations
    from aegra_api.settings import settings

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from mines.retention import postgres_dsn

    run_migrations()
    url = os.environ.get("DATABASE_URL") or settings.db.database_url_sync
    asyncio.run(_langgraph_tables(postgres_dsn(url)))
    asyncio.run(_default_assistants())


if __name__ == "__main__":
    main()
