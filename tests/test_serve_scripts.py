"""The serve scripts' shared port test: a taken port is refused, a free one accepted."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "port_free.py"


def port_free(port: int) -> int:
    run = subprocess.run([sys.executable, str(SCRIPT), "127.0.0.1", str(port)], check=False)
    return run.returncode


def test_taken_port_is_refused_and_free_port_accepted() -> None:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        assert port_free(port) == 1
    assert port_free(port) == 0


def test_both_serve_scripts_use_it() -> None:
    for name in ("serve.sh", "serve-prod.sh"):
        text = (SCRIPT.parent / name).read_text()
        assert 'scripts/port_free.py" "$HOST" "$PORT"' in text
        assert "socket.socket" not in text
