"""Aegra's run streams lose no event between the replay and the live feed (a workaround).

Production (Aegra 0.11 with ``REDIS_BROKER_ENABLED``) sends a run's events to its stream
clients through Redis: the producer appends each event to the run's replay list, then
publishes it on the run's channel. A stream (``POST /threads/{id}/runs/stream``, the page's
and the CLI's, or ``GET .../runs/{run_id}/stream``) first reads the replay list
(``StreamingService._replay_stored_events``), and only then subscribes to the channel
(``RedisRunBroker._subscribe_and_listen``). The run is queued before its stream is
answered, and any worker may execute it at once, so an event published between that read
and that subscription is in neither: the client never gets it. Seen as a stream without
its ``metadata`` event (the page's stop button) or without the first node's update.

Aegra's in-memory broker closes the same gap itself (it registers the listener, then
replays the buffer into it); the Redis broker only looks for the ``end`` event after
subscribing. :func:`install` makes it do as the in-memory one: subscribe, then send every
event already stored, then the live ones. A broker that finished in this worker (the run
ran here) reads the list once more before it stops: its ``end`` may not have come through
the channel yet (Aegra stops at once, without it), or the run ended while its client
subscribed (Aegra then sends nothing at all).
An event both stored and live is sent once (and the streaming service skips what its
client was sent already). A no-op outside Aegra and on an Aegra whose broker no longer
has the method replaced (logged).
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from typing import Any

log = logging.getLogger("mines.web.aegra_streams")

_MARK = "_mines_catches_up"


def _is_end(payload: Any) -> bool:
    return isinstance(payload, tuple) and len(payload) >= 1 and payload[0] == "end"


async def _subscribe_then_catch_up(self: Any) -> AsyncIterator[tuple[str, Any]]:
    """Subscribe to the run's channel, send what is stored already, then the live events."""
    from aegra_api.core.redis_manager import redis_manager
    from aegra_api.services.redis_broker import _deserialize_payload

    pubsub = redis_manager.get_client().pubsub()
    await pubsub.subscribe(self._channel)
    sent: set[str] = set()  # an event both stored and live, or published twice, goes once
    try:
        # Everything published before the subscription is in the replay list by now (the
        # producer stores an event before it publishes it).
        for event_id, payload in await self.replay(None):
            sent.add(event_id)
            yield event_id, payload
            if _is_end(payload):
                self._finished = True
                return
        while True:
            message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=0.5)
            if message is None:
                if self._finished:  # ended in this worker: its last events may be on the way
                    for event_id, payload in await self.replay(None):
                        if event_id not in sent:
                            yield event_id, payload
                    return
                continue
            if message["type"] != "message":
                continue
            data = json.loads(message["data"])
            event_id = data["event_id"]
            if event_id in sent:
                continue
            sent.add(event_id)
            payload = _deserialize_payload(data["payload"])
            yield event_id, payload
            if _is_end(payload):
                self._finished = True
                return
    finally:
        await pubsub.unsubscribe(self._channel)
        await pubsub.aclose()


async def _listen_even_when_finished(self: Any) -> AsyncIterator[tuple[str, Any]]:
    """The run's events from Redis; all of them stored if it finished before the client came.

    When the run executes in this worker and ends between the client's read of the replay
    list and this call, the broker is finished already and Aegra's ``aiter`` sends nothing,
    not even ``end``.
    """
    if self._finished:
        for event in await self.replay(None):
            yield event
        return
    async for event in _STOCK["aiter"](self):
        yield event


_STOCK: dict[str, Any] = {}
setattr(_subscribe_then_catch_up, _MARK, True)


def install() -> bool:
    """Replace the Redis broker's subscription under Aegra; True when installed (or already)."""
    try:
        from aegra_api.services.redis_broker import RedisRunBroker
    except ImportError:
        return False
    current = getattr(RedisRunBroker, "_subscribe_and_listen", None)
    if current is None:
        log.warning("Aegra's Redis broker has changed; its streams may miss early events")
        return False
    if not getattr(current, _MARK, False):
        _STOCK["aiter"] = RedisRunBroker.aiter
        RedisRunBroker._subscribe_and_listen = _subscribe_then_catch_up
        RedisRunBroker.aiter = _listen_even_when_finished
    return True
