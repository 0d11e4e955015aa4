"""One run's stream through Aegra's own streaming code and a real Redis, run in ``deploy/.venv``.

``python tests/server/aegra_stream_probe.py REDIS_URL stock|fixed SCENARIO`` prints, as
JSON, what a stream client received (``[event, first key of its data]`` per event) when an
event of the run is published exactly while the client subscribes: after the client has
read the run's replay list and before it listens to the run's channel. ``fixed`` installs
:mod:`web.aegra_streams` first; ``stock`` leaves Aegra as it is.

``live``: one event is published before the client comes (it is replayed), one in the gap,
one after the client subscribed but before it reads the replay list a second time (it is
then both stored and live), and the rest live. ``ends``: the run, executed in this process,
publishes its last events and ends in the gap. ``quiet``: the run, executed in this
process, ends while the client listens, its ``end`` stored but not yet through the channel
when the client next looks (as when the client's read times out just before it arrives).
``raw``: the client reads the broker's own feed (no replay first); one event is published
after it subscribed, before it reads the replay list, then the rest live.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import uuid
from datetime import UTC, datetime
from typing import Any


def _parse(sse: str) -> list[Any]:
    fields = dict(line.split(": ", 1) for line in sse.strip().splitlines() if ": " in line)
    data = json.loads(fields.get("data", "null"))
    return [fields.get("event"), next(iter(data), None) if isinstance(data, dict) else None]


async def main(redis_url: str, mode: str, scenario: str) -> list[list[Any]]:
    os.environ.update({"REDIS_BROKER_ENABLED": "true", "REDIS_URL": redis_url})
    from aegra_api.core.redis_manager import redis_manager
    from aegra_api.models import Run
    from aegra_api.services.broker import broker_manager
    from aegra_api.services.redis_broker import RedisRunBroker
    from aegra_api.services.streaming_service import streaming_service

    if mode == "fixed":
        from web.aegra_streams import install

        assert install()
    await redis_manager.initialize()
    run_id = str(uuid.uuid4())
    now = datetime.now(UTC)
    run = Run(run_id=run_id, thread_id=str(uuid.uuid4()), assistant_id="a", user_id="u",
              created_at=now, updated_at=now)  # fmt: skip

    async def publish(kind: str, data: dict[str, Any]) -> None:
        event_id = await broker_manager.allocate_event_id(run_id)
        await streaming_service.put_to_broker(run_id, event_id, (kind, data))

    stock_replay = RedisRunBroker.replay
    reads = 1 if scenario == "raw" else 0  # raw: no replay before the broker's own

    async def replay(self: RedisRunBroker, last_event_id: str | None) -> list[tuple[str, Any]]:
        nonlocal reads
        reads += 1
        if reads == 2:  # subscribed, not yet read again: the event is stored and live
            await publish("updates", {"retrieve_decision": {}})
        events = await stock_replay(self, last_event_id)
        if reads == 1:  # read, not yet subscribed: the event is only in the list
            await publish("updates", {"compress_context": {}})
            if scenario == "ends":
                await publish("updates", {"answer": {}})
                await publish("end", {"status": "success"})
        return events

    RedisRunBroker.replay = replay  # type: ignore[method-assign]
    await publish("metadata", {"run_id": run_id})
    received: list[list[Any]] = []

    async def client() -> None:
        if scenario == "raw":  # the broker's own feed, as Aegra's v2 event stream reads it
            async for _, payload in broker_manager.get_or_create_broker(run_id).aiter():
                kind, data = payload
                received.append([kind, next(iter(data), None)])
            return
        async for sse in streaming_service.stream_run_execution(run):
            received.append(_parse(sse))

    listening = asyncio.create_task(client())
    broker = broker_manager.get_or_create_broker(run_id)
    redis = redis_manager.get_client()
    for _ in range(100 if scenario != "ends" else 0):  # until the client listens
        if (await redis.pubsub_numsub(broker._channel))[0][1]:
            break
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.2)
    if scenario in ("live", "raw"):
        await publish("updates", {"answer": {}})
        await publish("end", {"status": "success"})
    elif scenario == "quiet":  # stored, the broker finished, not yet through the channel
        end = {"event_id": await broker_manager.allocate_event_id(run_id),
               "payload": ["end", {"status": "success"}]}  # fmt: skip
        await broker._cache_event(json.dumps(end))
        broker.mark_finished()
    await asyncio.wait_for(listening, 30)
    await redis_manager.close()
    return received


if __name__ == "__main__":
    sys.stdout.write(json.dumps(asyncio.run(main(*sys.argv[1:4]))) + "\n")
