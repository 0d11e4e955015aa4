"""Where the Chroma data lives (a folder or a server), opening it, and its failures as advice.

Failures of the data folder or of the Chroma server raise :class:`StoreError`, whose
message says what failed and how to recover: a damaged, unreadable or full data folder, a
folder deleted while in use (the process still holds the deleted files, so it stops instead
of writing into them), and a Chroma server that is down, restarting or not answering (every
request has a timeout, ``CHROMA_TIMEOUT`` seconds, default 30; once the server is back the
same store works again without a restart).
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mines.embeddings import EmbeddingError

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection

DEFAULT_CHROMA_PORT = 8000
DEFAULT_CHROMA_TIMEOUT_S = 30.0
"""Timeout of every request to a Chroma server (``CHROMA_TIMEOUT`` overrides it)."""
SQLITE_FILE = "chroma.sqlite3"
"""The file an embedded store keeps its data in; its absence means the folder was removed."""

_REPO_ROOT = Path(__file__).resolve().parent.parent


class StoreError(RuntimeError):
    """The vector store cannot be opened or used; the message says how to recover."""


def default_data_dir() -> Path:
    """Folder of the product's local data: ``$MINES_DATA_DIR``, else ``<repo>/.mines``."""
    configured = os.environ.get("MINES_DATA_DIR")
    return Path(configured).expanduser() if configured else _REPO_ROOT / ".mines"


@dataclass(frozen=True)
class ChromaPlace:
    """An embedded store's folder (``path``) or a Chroma server (``host`` and ``port``)."""

    path: Path | None
    host: str | None
    port: int = DEFAULT_CHROMA_PORT

    @property
    def location(self) -> str:
        """Where the data lives, for messages: a folder or a server URL."""
        return f"http://{self.host}:{self.port}" if self.host else str(self.path)

    def recovery_hint(self) -> str:
        """What to do when the store fails: restart the server, or move the folder aside."""
        if self.host:
            return (
                f"check that the Chroma server at {self.location} is running and reachable "
                "(restart it, e.g. `chroma run --path <folder> --port "
                f"{self.port}`), or unset CHROMA_HOST to use the embedded store"
            )
        return (
            f"if the data folder is damaged, move {self.path} aside (or delete it) and run "
            "`mines ingest` for your own reports (the bundled reports are ingested again "
            "automatically on first use; conversations are kept elsewhere and are not affected)"
        )

    def connect(self) -> ClientAPI:
        """A client of the folder (created when missing) or of the server."""
        import chromadb
        from chromadb.config import Settings

        settings = Settings(anonymized_telemetry=False)
        if self.host:
            return self._connect_server(chromadb, settings)
        assert self.path is not None
        if self.path.exists() and not self.path.is_dir():
            raise StoreError(
                f"the vector store path {self.path} is a file, not a folder; move it away "
                "or set MINES_DATA_DIR to another folder, then run `mines ingest`"
            )
        try:
            self.path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(
                f"cannot create the vector store folder {self.path} ({exc}); "
                "set MINES_DATA_DIR to a writable folder"
            ) from exc
        if not os.access(self.path, os.R_OK | os.W_OK | os.X_OK):
            raise StoreError(
                f"cannot read and write the vector store folder {self.path}; fix its "
                "permissions or set MINES_DATA_DIR to a writable folder"
            )
        _forget_stale_client(self.path)
        try:
            return chromadb.PersistentClient(path=str(self.path), settings=settings)
        except Exception as exc:
            raise StoreError(
                f"cannot open the vector store in {self.path} ({_describe(exc)}); "
                + self.recovery_hint()
            ) from exc

    def _connect_server(self, chromadb: Any, settings: Any) -> ClientAPI:
        """An ``HttpClient`` whose requests time out, after checking the server answers."""
        import httpx

        timeout = _chroma_timeout()
        try:  # fail fast (chromadb's own client waits forever on a hung server)
            httpx.get(f"{self.location}/api/v2/heartbeat", timeout=timeout).raise_for_status()
            client: ClientAPI = chromadb.HttpClient(
                host=self.host, port=self.port, settings=settings
            )
        except Exception as exc:
            raise StoreError(
                f"cannot reach the Chroma server at {self.location} ({_describe(exc)}); "
                + self.recovery_hint()
            ) from exc
        session = getattr(getattr(client, "_server", None), "_session", None)
        if isinstance(session, httpx.Client):
            session.timeout = httpx.Timeout(timeout)
        return client

    def check_present(self) -> None:
        """Refuse to work on an embedded store whose folder was deleted or moved in use.

        Chroma keeps its files open, so without this check the process would go on reading
        and writing files that no longer exist on disk, and lose every write at exit.
        """
        if self.path is not None and not (self.path / SQLITE_FILE).is_file():
            raise StoreError(
                f"the vector store folder {self.path} was deleted or moved while in use; "
                "restart the server or command (the bundled reports are ingested again "
                "automatically) and run `mines ingest` again for your own reports"
            )

    @contextmanager
    def errors(self, action: str) -> Iterator[None]:
        """Turn any failure of Chroma or of the model into a StoreError with advice."""
        try:
            self.check_present()
            yield
        except StoreError:
            raise
        except EmbeddingError as exc:
            raise StoreError(f"{action} failed: {exc}") from exc
        except Exception as exc:
            if _is_disk_full(exc):
                raise StoreError(
                    f"{action} failed: the disk holding the vector store {self.location} is "
                    f"full ({_describe(exc)}); free some disk space, then run the command "
                    "again (a document that was being ingested is not kept)"
                ) from exc
            raise StoreError(
                f"{action} failed on the vector store {self.location} "
                f"({_describe(exc)}); " + self.recovery_hint()
            ) from exc


def _describe(exc: BaseException) -> str:
    """``Type: message`` of an exception, on one line."""
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


_DISK_FULL_MARKERS = ("no space left", "disk is full", "disk full", "enospc", "quota exceeded")


def _is_disk_full(exc: BaseException) -> bool:
    """Whether a failure (or its cause) is a full disk or quota (ENOSPC, SQLITE_FULL)."""
    seen: BaseException | None = exc
    for _ in range(5):
        if seen is None:
            return False
        if isinstance(seen, OSError) and seen.errno in (errno.ENOSPC, errno.EDQUOT):
            return True
        if any(marker in str(seen).lower() for marker in _DISK_FULL_MARKERS):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def _chroma_timeout() -> float:
    raw = os.environ.get("CHROMA_TIMEOUT", "").strip()
    try:
        return max(0.5, float(raw)) if raw else DEFAULT_CHROMA_TIMEOUT_S
    except ValueError:
        return DEFAULT_CHROMA_TIMEOUT_S


def _forget_stale_client(path: Path) -> None:
    """Drop chromadb's cached client of ``path`` when its files are gone.

    chromadb shares one client per folder within a process; after the folder was deleted
    that client still serves the deleted files, so a new store must not reuse it.
    """
    if (path / SQLITE_FILE).is_file():
        return
    try:
        from chromadb.api.shared_system_client import SharedSystemClient

        system = SharedSystemClient._identifier_to_system.pop(str(path), None)
        SharedSystemClient._identifier_to_refcount.pop(str(path), None)
        if system is not None:
            system.stop()
    except Exception:  # noqa: BLE001 - best effort: a private chromadb detail
        return


def distance_space(collection: Collection) -> str:
    """The distance function of a collection (``cosine``, ``l2`` or ``ip``)."""
    config: Mapping[str, Any] = collection.configuration or {}
    for index in ("hnsw", "spann"):
        settings = config.get(index)
        if isinstance(settings, Mapping) and settings.get("space"):
            return str(settings["space"])
    return str((collection.metadata or {}).get("hnsw:space", "l2"))
