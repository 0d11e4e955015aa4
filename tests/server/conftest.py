"""Fixtures of the server tests: one real ``langgraph dev`` per session (see langgraph_server)."""

from __future__ import annotations

import pytest

from tests.server.langgraph_server import LangGraphServer, shared_server


@pytest.fixture(scope="session")
def lg_server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> LangGraphServer:
    """The shared server, auth off (``MINES_API_TOKENS`` unset)."""
    # The page tests plant a finished answer with update_state, which clients may not do
    # by default (web/auth.py); the API tests share this server.
    return shared_server("main", request, tmp_path_factory, {"MINES_ALLOW_STATE_WRITES": "true"})
