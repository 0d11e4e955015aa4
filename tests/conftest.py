"""Shared fixtures: offline environment, one ingested corpus per session, fresh graphs."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

_HOSTED_VARS = ("DEEPSEEK_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL", "MINES_MODEL")


def pytest_configure(config: pytest.Config) -> None:
    """Run every test offline, against a data directory of its own."""
    for name in _HOSTED_VARS:
        os.environ.pop(name, None)
    os.environ["LANGSMITH_TRACING"] = "false"
    os.environ["LANGGRAPH_CLI_NO_ANALYTICS"] = "1"
    os.environ["LANGGRAPH_NO_VERSION_CHECK"] = "true"
    if "MINES_DATA_DIR" not in os.environ or not os.environ.get("MINES_TEST_KEEP_DATA"):
        base = Path(config.rootpath) / ".mines" / "test"
        os.environ["MINES_DATA_DIR"] = str(base)


@pytest.fixture(scope="session")
def corpus() -> Iterator[None]:
    """The bundled corpus, ingested once per session (cheap when already there)."""
    from mines import cache
    from mines.ingest.run import ensure_bundled_corpus

    ensure_bundled_corpus()
    cache.clear()  # answers cached by an earlier session must not decide this one
    yield


@pytest.fixture
def graph(corpus: None) -> Any:
    """A freshly compiled supervisor graph with its own in-memory checkpointer."""
    from langgraph.checkpoint.memory import InMemorySaver

    from graph.supervisor import compile_supervisor_graph

    return compile_supervisor_graph(checkpointer=InMemorySaver())
