"""Run the production runtime (Aegra on Postgres + Redis, a Chroma server) for tests.

Everything is private to one test server and removed when it stops:

* **Postgres**: a fresh database (``mines_test_<random>``) on the machine's server at
  ``$MINES_TEST_PG`` (default ``postgresql://postgres@127.0.0.1:5432/postgres``, the local
  trust server); migrations run once (``deploy/migrate.py``) before any worker starts,
  and the database is dropped at the end.
* **Redis**: a private ``redis-server`` on a free loopback port, persisting nothing.
* **Chroma**: ``chroma run`` on a free port over a copy of the ingested bundled corpus
  (the same cached template as ``langgraph dev``'s tests), reached through
  ``CHROMA_HOST``/``CHROMA_PORT`` by every worker, so the semantic cache is shared too.
* **Aegra**: ``uvicorn aegra_api.main:app --workers N`` from the Python 3.12 venv in
  ``deploy/.venv`` (``make prod-setup``), with the repository on ``PYTHONPATH`` and the
  repository's ``aegra.json``; readiness is ``GET /ok`` on the chosen port.

:meth:`AegraServer.kill` sends ``SIGKILL`` to the whole server (master and workers), as a
crash would; :meth:`AegraServer.restart` starts it again on the same port, database and
Redis. Two :class:`AegraServer` objects can share one database (``database=``).

Tests that need this runtime skip, with the reason, when ``deploy/.venv`` or a service is
missing; ``make test`` installs the venv first, so in CI they run.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit, urlunsplit

import httpx
import pytest

from tests.server.langgraph_server import (
    AUTH_TOKENS,
    REPO,
    VENV_BIN,
    corpus_template,
    free_port,
    server_env,
)
from tests.server.process import ServerProcess, stop_group

PROD_VENV = REPO / "deploy" / ".venv"
PROD_PYTHON = PROD_VENV / "bin" / "python"
ADMIN_DSN = os.environ.get("MINES_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")

FAST_RECOVERY = {
    # Lease-based crash recovery, shortened for tests (defaults 30/10/15 s): a run whose
    # worker died is re-queued about 10-15 s after the kill instead of ~50 s.
    "LEASE_DURATION_SECONDS": "8",
    "HEARTBEAT_INTERVAL_SECONDS": "2",
    "REAPER_INTERVAL_SECONDS": "2",
    "STUCK_PENDING_THRESHOLD_SECONDS": "10",
}


MAIN_ENV = {"MINES_ALLOW_STATE_WRITES": "true"}
"""The shared "main" stack, as ``langgraph dev``'s: the page tests plant answers."""


def missing_requirements() -> str | None:
    """Why the production runtime cannot run here, or None."""
    if not PROD_PYTHON.exists():
        return "deploy/.venv is missing (make prod-setup)"
    if shutil.which("redis-server") is None:
        return "redis-server is not installed"
    if shutil.which("psql") is None:
        return "psql is not installed"
    result = subprocess.run(
        ["psql", ADMIN_DSN, "-Atc", "select 1"], capture_output=True, text=True, check=False
    )
    if result.returncode != 0:
        return f"Postgres at {_redacted(ADMIN_DSN)} is not reachable: {result.stderr.strip()}"
    return None


def _redacted(dsn: str) -> str:
    parts = urlsplit(dsn)
    host = parts.hostname or ""
    return f"{parts.scheme}://{host}:{parts.port or 5432}{parts.path}"


def _dsn_for(database: str) -> str:
    parts = urlsplit(ADMIN_DSN)
    return urlunsplit((parts.scheme, parts.netloc, f"/{database}", parts.query, ""))


def _psql(sql: str) -> None:
    subprocess.run(
        ["psql", ADMIN_DSN, "-v", "ON_ERROR_STOP=1", "-qAtc", sql],
        capture_output=True,
        text=True,
        check=True,
    )


@dataclass
class Services:
    """The database, Redis and Chroma one or more Aegra instances share."""

    workdir: Path
    database: str = ""
    redis_port: int = 0
    chroma_port: int = 0
    redis: subprocess.Popen[bytes] | None = None
    chroma: subprocess.Popen[bytes] | None = None
    migrated: bool = False

    @property
    def database_url(self) -> str:
        """The test database's DSN."""
        return _dsn_for(self.database)

    def start(self) -> Services:
        """Create the database, start Redis and Chroma, migrate once."""
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.database = f"mines_test_{uuid.uuid4().hex[:12]}"
        _psql(f'CREATE DATABASE "{self.database}"')
        self.redis_port = free_port()
        self.redis = self._spawn(
            "redis",
            [
                "redis-server",
                "--bind",
                "127.0.0.1",
                "--port",
                str(self.redis_port),
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.workdir),
            ],  # fmt: skip
        )
        chroma_dir = self.workdir / "chroma"
        if not chroma_dir.exists():
            shutil.copytree(corpus_template() / "chroma", chroma_dir)
        self.chroma_port = free_port()
        self.chroma = self._spawn(
            "chroma",
            [
                str(VENV_BIN / "chroma"),
                "run",
                "--path",
                str(chroma_dir),
                "--host",
                "127.0.0.1",
                "--port",
                str(self.chroma_port),
            ],  # fmt: skip
        )
        self._wait(f"http://127.0.0.1:{self.chroma_port}/api/v2/heartbeat", self.chroma, "chroma")
        self.migrate()
        return self

    def migrate(self) -> None:
        """``deploy/migrate.py`` once, before any worker starts (workers racing on it fail)."""
        env = {**server_env(self.workdir / "data"), **self.env()}
        result = subprocess.run(
            [str(PROD_PYTHON), str(REPO / "deploy" / "migrate.py")],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        if result.returncode != 0:
            raise RuntimeError(f"deploy/migrate.py failed:\n{result.stdout}\n{result.stderr}")
        self.migrated = True

    def env(self) -> dict[str, str]:
        """What every Aegra process of these services gets."""
        return {
            "DATABASE_URL": self.database_url,
            "REDIS_BROKER_ENABLED": "true",
            "REDIS_URL": f"redis://127.0.0.1:{self.redis_port}/0",
            "CHROMA_HOST": "127.0.0.1",
            "CHROMA_PORT": str(self.chroma_port),
            "RUN_MIGRATIONS_ON_STARTUP": "false",
            "AEGRA_CONFIG": os.environ.get("MINES_AEGRA_CONFIG", str(REPO / "aegra.json")),
        }

    def _spawn(self, name: str, command: list[str]) -> subprocess.Popen[bytes]:
        log = (self.workdir / f"{name}.log").open("ab")
        return subprocess.Popen(
            command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )

    def _wait(self, url: str, process: subprocess.Popen[bytes], name: str) -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if process.poll() is not None:
                log = (self.workdir / f"{name}.log").read_text(errors="replace")
                raise RuntimeError(f"{name} exited:\n{log[-3000:]}")
            try:
                if httpx.get(url, timeout=1.0).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise RuntimeError(f"{name} not ready at {url}")

    def stop(self) -> None:
        """Stop Redis and Chroma, drop the database."""
        stop_group(self.chroma)
        stop_group(self.redis)
        self.chroma = self.redis = None
        if self.database:
            try:
                _psql(f'DROP DATABASE IF EXISTS "{self.database}" WITH (FORCE)')
            except subprocess.CalledProcessError:
                pass
            self.database = ""


@dataclass
class AegraServer(ServerProcess):
    """One Aegra instance (``uvicorn --workers N``) on shared :class:`Services`."""

    NAME: ClassVar[str] = "aegra"
    LOG_NAME: ClassVar[str] = "aegra.log"
    workdir: Path
    services: Services
    workers: int = 1
    extra_env: dict[str, str] = field(default_factory=dict)
    port: int = 0
    process: subprocess.Popen[bytes] | None = None
    startup_s: float = 0.0

    def env(self) -> dict[str, str]:
        """The server's environment: offline, the services, the repository on the path."""
        env = server_env(self.data_dir, {**self.services.env(), **self.extra_env})
        env["PYTHONPATH"] = str(REPO)
        env.setdefault("LOG_LEVEL", "WARNING")
        return env

    def start(self) -> AegraServer:
        """Start on a free port (the same port on a restart) and wait for ``/ok``."""
        self.workdir.mkdir(parents=True, exist_ok=True)
        if not self.port:
            self.port = free_port()
        started = time.monotonic()
        command = [
            str(PROD_PYTHON), "-m", "uvicorn", "aegra_api.main:app",
            "--host", "127.0.0.1",
            "--port", str(self.port),
            "--workers", str(self.workers),
            "--no-access-log",
            # Idle client connections stay open longer than a client's pauses (uvicorn's
            # default is 5 s): a client reusing a connection the server is just closing
            # gets a ReadError (seen in the auth tests, whose two clients take turns).
            "--timeout-keep-alive", "75",
        ]  # fmt: skip
        self.spawn(command, REPO, self.env())
        self.wait_ready()
        self.startup_s = time.monotonic() - started
        return self

    def kill(self) -> None:
        """``kill -9`` of the whole server, master and workers: nothing is flushed."""
        stop_group(self.process, signal.SIGKILL)
        self.process = None

    def stop(self) -> None:
        """A graceful stop (SIGTERM: workers drain), then SIGKILL."""
        stop_group(self.process)
        self.process = None

    def restart(self) -> AegraServer:
        """Start again on the same port, database and Redis."""
        return self.start()

    def worker_pids(self) -> list[int]:
        """The uvicorn worker processes (children of the master)."""
        if self.process is None:
            return []
        found: list[int] = []
        for task in Path(f"/proc/{self.process.pid}/task").iterdir():
            for child in (task / "children").read_text().split():
                try:
                    command = Path(f"/proc/{child}/cmdline").read_bytes()
                except OSError:
                    continue
                if b"spawn_main" in command:  # not multiprocessing's resource tracker
                    found.append(int(child))
        return found


def aegra_stack(
    workdir: Path, workers: int = 1, extra_env: dict[str, str] | None = None
) -> AegraServer:
    """Services plus one started Aegra instance (stop with :func:`stop_stack`)."""
    services = Services(workdir / "services").start()
    server = AegraServer(workdir / "aegra", services, workers, dict(extra_env or {}))
    try:
        return server.start()
    except BaseException:
        services.stop()
        raise


def stop_stack(*servers: AegraServer) -> None:
    """Stop the instances, then their services (once each)."""
    for server in servers:
        server.stop()
    for services in {id(s.services): s.services for s in servers}.values():
        services.stop()


_SHARED: dict[str, AegraServer] = {}


def shared_aegra(
    name: str,
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    extra_env: dict[str, str] | None = None,
) -> AegraServer:
    """One Aegra stack per ``name`` per test session (skips when it cannot run here)."""
    server = _SHARED.get(name)
    if server is None or server.process is None:
        reason = missing_requirements()
        if reason is not None:
            pytest.skip(f"production runtime unavailable: {reason}")
        env = {**FAST_RECOVERY, **(extra_env or {})}
        server = aegra_stack(tmp_path_factory.mktemp(f"aegra-{name}"), 2, env)
        _SHARED[name] = server
        request.config.add_cleanup(lambda: stop_stack(server))
    return server


def auth_tokens_env() -> dict[str, str]:
    """``MINES_API_TOKENS`` for the auth stack: the same users as ``langgraph dev``'s."""
    return {"MINES_API_TOKENS": ",".join(f"{u}:{t}" for u, t in AUTH_TOKENS.items())}


def production_marks(timeout_s: int = 600) -> list[pytest.MarkDecorator]:
    """The ``pytestmark`` of a test module on the Aegra stack."""
    return [
        pytest.mark.production,
        pytest.mark.server,
        pytest.mark.enable_socket,
        pytest.mark.timeout(timeout_s),
    ]


def stack_fixture(fixture_name: str, name: str, env: dict[str, str]) -> Any:
    """A module fixture ``fixture_name``: the shared Aegra stack ``name`` started with ``env``.

    Named after the langgraph dev fixture a reused test function asks for (``lg_server``,
    ``auth_server``...), so the same test runs on both runtimes.
    """

    def stack(
        request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
    ) -> AegraServer:
        return shared_aegra(name, request, tmp_path_factory, env)

    return pytest.fixture(scope="module", name=fixture_name)(stack)
