"""The documents crash test on the production runtime (Aegra, two workers, Postgres, Redis,
a Chroma server): a ``kill -9`` of the whole server (master and workers) while an upload is
embedding leaves no half-indexed document, and after the restart one of the new workers runs
the job again to the end (or marks it failed with a reason).

The scenario is the ``langgraph dev`` one (:func:`crash_while_ingesting`); here the store is
the Chroma server, which stays up while Aegra is down, and the registry is shared by the
two workers through the data folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mines.store import Store
from tests.server.aegra_server import (
    FAST_RECOVERY,
    aegra_stack,
    missing_requirements,
    production_marks,
    stop_stack,
)
from tests.server.test_documents_crash import crash_while_ingesting

pytestmark = production_marks(900)


def test_kill_9_of_aegra_while_ingesting_leaves_nothing_half_indexed_and_the_job_finishes(
    tmp_path: Path,
) -> None:
    reason = missing_requirements()
    if reason is not None:
        pytest.skip(f"production runtime unavailable: {reason}")
    server = aegra_stack(tmp_path / "stack", 2, FAST_RECOVERY)

    def restart() -> None:
        server.restart()
        assert len(server.worker_pids()) == 2, server.worker_pids()

    try:
        assert len(server.worker_pids()) == 2, server.worker_pids()
        crash_while_ingesting(
            lambda: server.url,
            tmp_path,
            server.kill,
            restart,
            lambda: Store(host="127.0.0.1", port=server.services.chroma_port),
        )
    finally:
        stop_stack(server)
