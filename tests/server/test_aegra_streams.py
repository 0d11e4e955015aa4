"""An Aegra run stream gets the events published while it subscribes (web/aegra_streams.py).

``aegra_stream_probe.py`` drives Aegra's own streaming code in ``deploy/.venv`` against a
private ``redis-server``, publishing one event in the gap between the stream's read of the
replay list and its subscription to the run's channel: stock Aegra drops it (a stream
without the first node's update, as seen in a CI run; or, when the run ends in the gap, a
stream without its last events and ``end``; or, when the run ends in the stream's own
worker, a stream stopped before its ``end`` came through), the installed workaround sends
it, once, in order.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.server.aegra_server import PROD_PYTHON, production_marks
from tests.server.langgraph_server import REPO, free_port
from tests.server.process import stop_group

pytestmark = production_marks(120)

PROBE = Path(__file__).with_name("aegra_stream_probe.py")


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if not PROD_PYTHON.exists() or shutil.which("redis-server") is None:
        pytest.skip("production runtime unavailable: deploy/.venv or redis-server missing")
    port = free_port()
    workdir = tmp_path_factory.mktemp("redis")
    server = subprocess.Popen(
        ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--save", "",
         "--appendonly", "no", "--dir", str(workdir)],
        stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    try:
        for _ in range(100):
            ping = subprocess.run(
                ["redis-cli", "-p", str(port), "ping"], capture_output=True, text=True, check=False
            )
            if ping.stdout.strip() == "PONG":
                break
            subprocess.run(["sleep", "0.1"], check=True)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        stop_group(server)


def received(redis_url: str, mode: str, scenario: str) -> list[str]:
    """What the client got: "metadata", each update's node, "end"."""
    done = subprocess.run(
        [str(PROD_PYTHON), str(PROBE), redis_url, mode, scenario],
        cwd=REPO,
        env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin", "LOG_LEVEL": "WARNING"},
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    events: list[list[Any]] = json.loads(done.stdout.strip().splitlines()[-1])
    return [str(key if kind == "updates" else kind) for kind, key in events]


# What the client gets with the workaround: "metadata", each update's node, "end".
SENT = {
    # replayed; published in the gap (caught up from the list); stored and live (once); live
    "live": ["metadata", "compress_context", "retrieve_decision", "answer", "end"],
    # the run (in this worker) published its last events and ended in the gap
    "ends": ["metadata", "compress_context", "answer", "end"],
    # the run ended in this worker, its end not yet read from the channel when the client
    # found the broker finished
    "quiet": ["metadata", "compress_context", "retrieve_decision", "end"],
    # the broker's own feed (Aegra's v2 event stream skips only what it replayed itself)
    "raw": ["metadata", "retrieve_decision", "answer", "end"],
}


def test_stock_aegra_drops_the_events_published_as_the_stream_subscribes(redis_url: str) -> None:
    # When this fails, Aegra closed the gap itself: web/aegra_streams.py can go.
    events = received(redis_url, "stock", "live")
    assert "compress_context" not in events
    assert events[0] == "metadata" and events[-1] == "end"
    assert received(redis_url, "stock", "ends") == ["metadata"]  # no end
    assert received(redis_url, "stock", "quiet") == ["metadata"]


@pytest.mark.parametrize("scenario", list(SENT))
def test_the_stream_sends_every_event_once_in_order(redis_url: str, scenario: str) -> None:
    assert received(redis_url, "fixed", scenario) == SENT[scenario]
