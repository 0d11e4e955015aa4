"""A test server run as its own process group: its address, data folder, log, start and stop."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

import httpx

START_TIMEOUT_S = 120.0


def stop_group(
    process: subprocess.Popen[bytes] | None, sig: int = signal.SIGTERM, wait_s: float = 30.0
) -> None:
    """Signal a process group, then SIGKILL it if it has not exited within ``wait_s``."""
    if process is None or process.poll() is not None:
        return
    try:
        os.killpg(process.pid, sig)
        process.wait(timeout=wait_s)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    except ProcessLookupError:
        pass


class ServerProcess:
    """What the test servers share; subclasses are dataclasses holding the three fields below.

    ``NAME`` names the server in errors; its output goes to ``LOG_NAME`` in ``workdir``.
    """

    NAME: ClassVar[str]
    LOG_NAME: ClassVar[str]
    workdir: Path
    port: int
    process: subprocess.Popen[bytes] | None

    @property
    def url(self) -> str:
        """Base URL of the running server."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def data_dir(self) -> Path:
        """The server's ``MINES_DATA_DIR`` (uploads live under ``documents/``)."""
        return self.workdir / "data"

    @property
    def log_path(self) -> Path:
        """Where the server's output goes."""
        return self.workdir / self.LOG_NAME

    def log(self) -> str:
        """The server's output so far."""
        if not self.log_path.exists():
            return ""
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def spawn(self, command: list[str], cwd: Path, env: dict[str, str]) -> None:
        """Start ``command`` in a new session, its output appended to the log."""
        with self.log_path.open("ab") as log:
            log.write(f"\n--- starting on port {self.port} ---\n".encode())
            log.flush()
            self.process = subprocess.Popen(
                command,
                cwd=cwd,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    def wait_ready(self, clashed: Callable[[], bool] | None = None) -> bool:
        """True once ``/ok`` answers on our port; False when ``clashed()`` sees a port clash.

        Raises:
            RuntimeError: The server exited, or was not ready after ``START_TIMEOUT_S``.
        """
        deadline = time.monotonic() + START_TIMEOUT_S
        assert self.process is not None
        while time.monotonic() < deadline:
            if clashed is not None and clashed():
                return False
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"{self.NAME} exited with {self.process.returncode}:\n{self.log()[-4000:]}"
                )
            try:
                if httpx.get(f"{self.url}/ok", timeout=1.0).status_code == 200:
                    return True
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise RuntimeError(
            f"{self.NAME} not ready after {START_TIMEOUT_S:.0f} s:\n{self.log()[-4000:]}"
        )
