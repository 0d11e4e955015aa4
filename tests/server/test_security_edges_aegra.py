"""The second attack on the running server (issue 23), production runtime (Aegra) side.

The ``retrieval`` assistant's question is bounded here too (413 before the run starts) and
a cancelled run leaves the workers idle within seconds: the same attack as
``test_security_edges.py``'s, through the shared Aegra stack (two workers, Postgres, Redis).
"""

from __future__ import annotations

from tests.server.aegra_server import MAIN_ENV, AegraServer, production_marks, stack_fixture
from tests.server.test_security_edges import check_retrieval_attack, retrieval_attack

pytestmark = production_marks()


server = stack_fixture("server", "main", MAIN_ENV)


def test_retrieval_refuses_a_huge_question_and_a_cancelled_run_stops(server: AegraServer) -> None:
    assert server.process is not None  # master and workers share its process group
    check_retrieval_attack(retrieval_attack(server.url, server.process.pid))
