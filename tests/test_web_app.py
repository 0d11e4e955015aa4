"""The custom app's start-up (``web.app.lifespan``), without a server."""

from __future__ import annotations

import asyncio
import gc
import weakref

import pytest


class _Cycle:
    """An object that only the cyclic garbage collector can free."""

    me: _Cycle


def test_start_up_collects_its_garbage_then_freezes_the_heap(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import web.app

    monkeypatch.setattr(web.app, "_prepare_corpus", lambda: None)
    monkeypatch.setattr(web.app, "retention_days", lambda: None)
    garbage = _Cycle()
    garbage.me = garbage
    ref = weakref.ref(garbage)
    gc.collect()  # it survives into the oldest generation, which only a full collection scans
    del garbage  # garbage now, as a start-up's leftovers are

    async def start() -> tuple[bool, int]:
        async with web.app.lifespan(web.app.app):
            return ref() is None, gc.get_freeze_count()

    try:
        collected, frozen = asyncio.run(start())
    finally:
        gc.unfreeze()
    assert collected  # garbage from start-up was freed, not frozen in for good
    assert frozen > 1000  # the loaded libraries, graphs and model are out of the scans


def test_every_route_docstring_reads_as_the_servers_openapi_yaml() -> None:
    """The server builds /openapi.json from the part of each route's docstring after
    ``---``, as YAML; one that does not parse logs a traceback on every request for it."""
    from starlette.schemas import BaseSchemaGenerator

    from web.app import app

    generator = BaseSchemaGenerator()
    for route in app.routes:
        endpoint = getattr(route, "endpoint", None)
        if endpoint is not None:
            assert isinstance(generator.parse_docstring(endpoint), dict), route
