"""Run a real ``langgraph dev`` for tests, isolated from the user's data.

* **Port**: a free loopback port is found by binding port 0, then passed with ``--port``.
  ``langgraph dev`` silently moves to a random port when the one asked for is taken, so the
  log is checked for its "already in use" warning and ``/ok`` must answer on the chosen
  port; on a clash the server is stopped and started again on another port.
* **Isolation**: the server runs in a temporary working directory (its threads persist to
  ``<cwd>/.langgraph_api/``) with ``MINES_DATA_DIR`` in that directory. ``langgraph dev``
  resolves the paths in ``langgraph.json`` against its working directory, so a copy of the
  repository's config with absolute paths is written there and passed with ``--config``.
* **Corpus**: the bundled reports are ingested once, by a subprocess, into a template
  directory cached under ``<repo>/.mines/test-server/`` and keyed by a hash of ``mines/`` and
  the chromadb version; each server gets a copy, so no two processes share a Chroma store.
* **Environment**: offline (``MINES_MODEL=offline``, hosted-model keys removed, analytics,
  version check and tracing off).
* **Stopping**: SIGTERM to the process group (the server flushes its threads to disk), then
  SIGKILL if it has not exited.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path
from typing import ClassVar

import pytest

from tests.server.process import ServerProcess, stop_group

REPO = Path(__file__).resolve().parents[2]
VENV_BIN = Path(sys.executable).parent
PORT_IN_USE = "already in use"

OFFLINE_ENV = {
    "MINES_MODEL": "offline",
    "LANGGRAPH_CLI_NO_ANALYTICS": "1",
    "LANGGRAPH_NO_VERSION_CHECK": "true",
    "LANGSMITH_TRACING": "false",
    "LANGCHAIN_TRACING_V2": "false",
    "PYTHONUNBUFFERED": "1",
    "NO_COLOR": "1",
}
AUTH_TOKENS = {"alice": "tok-alice-0123456789", "bob": "tok-bob-9876543210"}
"""Users and tokens of the auth server (``MINES_API_TOKENS``)."""
_SCRUBBED_PREFIXES = ("MINES_", "DEEPSEEK_", "OPENAI_", "CHROMA_", "LANGSMITH_", "LANGCHAIN_")


def free_port() -> int:
    """A loopback port that was free a moment ago (bind port 0, read it, close)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def server_env(data_dir: Path, extra: dict[str, str] | None = None) -> dict[str, str]:
    """The subprocess environment: offline, with its own data directory."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(_SCRUBBED_PREFIXES)}
    env.update(OFFLINE_ENV)
    env["MINES_DATA_DIR"] = str(data_dir)
    env.update(extra or {})
    return env


def _corpus_key() -> str:
    digest = hashlib.sha256(version("chromadb").encode())
    for path in sorted((REPO / "mines").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(REPO)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def corpus_template() -> Path:
    """A data directory holding the ingested bundled corpus (built once, then cached)."""
    cache_root = REPO / ".mines" / "test-server"
    template = cache_root / f"corpus-{_corpus_key()}"
    if (template / "chroma").is_dir():
        return template
    cache_root.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix="staging-", dir=cache_root))
    result = subprocess.run(
        [sys.executable, "-c", "from mines.ingest.run import ensure_bundled_corpus as e; e()"],
        cwd=REPO,
        env=server_env(staging),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if result.returncode != 0:
        shutil.rmtree(staging, ignore_errors=True)
        raise RuntimeError(f"ingesting the bundled corpus failed:\n{result.stderr[-3000:]}")
    for old in cache_root.glob("corpus-*"):
        if old != staging and old != template:
            shutil.rmtree(old, ignore_errors=True)
    try:
        staging.rename(template)
    except OSError:  # another session finished first
        shutil.rmtree(staging, ignore_errors=True)
    return template


def write_config(workdir: Path) -> Path:
    """Copy the repository's ``langgraph.json`` into ``workdir`` with absolute paths."""
    config = json.loads((REPO / "langgraph.json").read_text(encoding="utf-8"))

    def absolute(spec: str) -> str:
        return str(REPO / spec[2:]) if spec.startswith("./") else spec

    config["dependencies"] = [str((REPO / d).resolve()) for d in config.get("dependencies", [])]
    config["graphs"] = {name: absolute(spec) for name, spec in config["graphs"].items()}
    if "http" in config and "app" in config["http"]:
        config["http"]["app"] = absolute(config["http"]["app"])
    if "auth" in config and "path" in config["auth"]:
        config["auth"]["path"] = absolute(config["auth"]["path"])
    path = workdir / "langgraph.json"
    path.write_text(json.dumps(config, indent=2), encoding="utf-8")
    return path


@dataclass
class LangGraphServer(ServerProcess):
    """One ``langgraph dev`` process in its own working directory."""

    NAME: ClassVar[str] = "langgraph dev"
    LOG_NAME: ClassVar[str] = "server.log"
    workdir: Path
    extra_env: dict[str, str] = field(default_factory=dict)
    port: int = 0
    process: subprocess.Popen[bytes] | None = None
    startup_s: float = 0.0

    def prepare(self) -> None:
        """Create the working directory, the config and a copy of the ingested corpus."""
        self.workdir.mkdir(parents=True, exist_ok=True)
        write_config(self.workdir)
        if not self.data_dir.exists():
            shutil.copytree(corpus_template(), self.data_dir)

    def start(self, attempts: int = 3) -> LangGraphServer:
        """Start on a free port and wait for ``/ok``; retry on a port clash."""
        self.prepare()
        for _ in range(attempts):
            self.port = free_port()
            started = time.monotonic()
            self._spawn()
            if self._wait_ready():
                self.startup_s = time.monotonic() - started
                return self
            self.stop()
        raise RuntimeError(f"langgraph dev did not start on a free port:\n{self.log()[-4000:]}")

    def command(self) -> list[str]:
        """The server's command line (``langgraph dev``, reloader off)."""
        return [
            str(VENV_BIN / "langgraph"),
            "dev",
            "--config",
            str(self.workdir / "langgraph.json"),
            "--no-browser",
            "--no-reload",
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--n-jobs-per-worker",
            "10",
        ]

    def _spawn(self) -> None:
        self.spawn(self.command(), self.workdir, server_env(self.data_dir, self.extra_env))

    def _wait_ready(self) -> bool:
        """True once ``/ok`` answers on our port; False on a port clash."""
        return self.wait_ready(
            lambda: PORT_IN_USE in self.log().rsplit("--- starting on port", 1)[-1]
        )

    def stop(self) -> None:
        """Stop the whole process group: SIGTERM (threads are flushed), then SIGKILL."""
        process, self.process = self.process, None
        stop_group(process, wait_s=20)


_SHARED: dict[str, LangGraphServer] = {}


def shared_server(
    name: str,
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    extra_env: dict[str, str] | None = None,
) -> LangGraphServer:
    """One server per ``name`` per test session, shared by every test directory.

    Session fixtures in different ``conftest.py`` files are different fixtures, so the
    server is kept here and stopped when the session ends.
    """
    server = _SHARED.get(name)
    if server is None or server.process is None:
        server = LangGraphServer(
            tmp_path_factory.mktemp(f"lg-{name}"), extra_env=dict(extra_env or {})
        )
        server.start()
        _SHARED[name] = server
        request.config.add_cleanup(server.stop)
    return server


def auth_server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> LangGraphServer:
    """The shared server with auth on: ``MINES_API_TOKENS`` holds :data:`AUTH_TOKENS`."""
    tokens = ",".join(f"{user}:{token}" for user, token in AUTH_TOKENS.items())
    return shared_server("auth", request, tmp_path_factory, {"MINES_API_TOKENS": tokens})
