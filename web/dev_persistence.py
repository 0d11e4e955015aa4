"""Keep ``langgraph dev``'s periodic flush writing the real checkpoints (a workaround).

``langgraph dev`` (langgraph-runtime-inmem 0.36) keeps threads and checkpoints in memory
and a background thread writes each registered ``PersistentDict`` to ``.langgraph_api/``
every 10 s; the registry is keyed by file name and holds weak references. Reading a
thread's state builds a second, short-lived in-memory saver whose dictionaries load the
same files and register under the same names, displacing the real ones; the saver then
borrows the real dictionaries and its own are dropped, so their weak references die and
the flush loop forgets the name. From the first state read on, checkpoints reached disk
only at a graceful stop: a ``kill -9`` lost every turn since (a thread came back with 2 of
its 4 messages).

:func:`keep_first_registration` makes the registry keep the dictionary registered first
under a name while it is alive: a later dictionary for the same file is not registered
(it is a read-only copy that is dropped at once). A no-op on any other runtime.
"""

from __future__ import annotations

import logging
import weakref
from typing import Any

log = logging.getLogger("mines.web.dev_persistence")


class _KeepFirst(dict[str, "weakref.ref[Any]"]):
    """The flush registry: a live registration is never displaced by another dictionary."""

    def __setitem__(self, filename: str, ref: weakref.ref[Any]) -> None:
        current = self.get(filename)
        if current is not None and current() is not None and current() is not ref():
            return
        super().__setitem__(filename, ref)


def keep_first_registration() -> bool:
    """Install the registry in the in-memory runtime; True when installed (or already)."""
    try:
        from langgraph_runtime_inmem import _persistence
    except ImportError:
        return False
    stores = getattr(_persistence, "_stores", None)
    if isinstance(stores, _KeepFirst):
        return True
    if not isinstance(stores, dict):
        log.warning("langgraph dev's flush registry has changed; checkpoints may not be saved")
        return False
    _persistence._stores = _KeepFirst(stores)
    return True
