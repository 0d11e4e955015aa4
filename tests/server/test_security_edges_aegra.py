"""The second attack on the running server (issue 23), production runtime (Aegra) side.

The ``retrieval`` assistant's question is bounded here too (413 before the run starts) and
a cancelled run leaves the workers idle within seconds: the same attack as
``test_security_edges.py``'s, through the shared Aegra stack (two workers, Postgres, Redis).
"""

from __future__ import annotations

import pytest

from tests.server.aegra_server import MAIN_ENV, AegraServer, shared_aegra
from tests.server.test_security_edges import check_retrieval_attack, retrieval_attack

pytestmark = [
    pytest.mark.production,
    pytest.mark.server,
    pytest.mark.enable_socket,
    pytest.mark.timeout(600),
]


@pytest.fixture(scope="module")
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> AegraServer:
    return shared_aegra("main", request, tmp_path_factory, MAIN_ENV)


def test_retrieval_refuses_a_huge_question_and_a_cancelled_run_stops(server: AegraServer) -> None:
    assert server.process is not None  # master and workers share its process group
    check_retrieval_attack(retrieval_attack(server.url, server.process.pid))
