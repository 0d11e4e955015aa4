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


def received(redis_url: str, mode: str, scenario: str) -> list[list[Any]]:
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
    return events


def test_stock_aegra_drops_the_events_published_as_the_stream_subscribes(redis_url: str) -> None:
    # When this fails, Aegra closed the gap itself: web/aegra_streams.py can go.
    events = received(redis_url, "stock", "live")
    assert ["updates", "compress_context"] not in events
    assert events[0] == ["metadata", "run_id"] and events[-1] == ["end", "status"]
    assert received(redis_url, "stock", "ends") == [["metadata", "run_id"]]  # no end
    assert received(redis_url, "stock", "quiet") == [["metadata", "run_id"]]


def test_the_stream_sends_every_event_once_in_order(redis_url: str) -> None:
    assert received(redis_url, "fixed", "live") == [
        ["metadata", "run_id"],  # stored before the client came: replayed
        ["updates", "compress_context"],  # published in the gap: caught up from the list
        ["updates", "retrieve_decision"],  # stored and live: sent once
        ["updates", "answer"],  # live
        ["end", "status"],
    ]


def test_a_run_that_ends_as_the_stream_subscribes_sends_its_last_events(redis_url: str) -> None:
    assert received(redis_url, "fixed", "ends") == [
        ["metadata", "run_id"],
        ["updates", "compress_context"],
        ["updates", "answer"],
        ["end", "status"],
    ]


def test_a_run_that_ended_in_this_worker_still_sends_its_end(redis_url: str) -> None:
    # Its end stored, not yet read from the channel when the client found the broker finished.
    assert received(redis_url, "fixed", "quiet") == [
        ["metadata", "run_id"],
        ["updates", "compress_context"],
        ["updates", "retrieve_decision"],
        ["end", "status"],
    ]


def test_the_brokers_own_feed_sends_an_event_both_stored_and_live_once(redis_url: str) -> None:
    # Aegra's v2 event stream skips only what it replayed itself, not the broker's overlap.
    assert received(redis_url, "fixed", "raw") == [
        ["metadata", "run_id"],
        ["updates", "retrieve_decision"],
        ["updates", "answer"],
        ["end", "status"],
    ]
