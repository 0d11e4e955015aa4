#!/usr/bin/env bash
# The production runtime's Python environment: deploy/.venv (Python 3.12, Aegra) from
# deploy/requirements-prod.txt. Idempotent: a second run checks and installs nothing new.
# Needs Python 3.12 on the machine (PATH, pyenv, or MINES_PYTHON312=/path/to/python3.12)
# and registry access at set-up time only.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/deploy/.venv"
UV="$(command -v uv 2>/dev/null || echo "$HOME/.local/bin/uv")"
if [ ! -x "$UV" ]; then
  echo "setup-venv: uv not found (make setup installs it)" >&2
  exit 1
fi

find_python312() {
  if [ -n "${MINES_PYTHON312:-}" ]; then echo "$MINES_PYTHON312"; return; fi
  # A pyenv shim exists even when 3.12 is not the selected version: it must really run.
  if command -v python3.12 >/dev/null 2>&1 && python3.12 -c '' >/dev/null 2>&1; then
    command -v python3.12; return
  fi
  local root
  root="$( (command -v pyenv >/dev/null 2>&1 && pyenv root) || echo "$HOME/.pyenv")"
  ls -d "$root"/versions/3.12*/bin/python3.12 2>/dev/null | sort -V | tail -1
}

if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 12))'; then
  PY312="$(find_python312)"
  if [ -z "$PY312" ] || [ ! -x "$PY312" ]; then
    echo "setup-venv: Python 3.12 not found (Aegra needs >= 3.12); set MINES_PYTHON312" >&2
    exit 1
  fi
  rm -rf "$VENV"
  "$UV" venv --quiet --python "$PY312" "$VENV"
fi
# Bytecode at install time: where PYTHONDONTWRITEBYTECODE is set (these machines set it),
# every worker would otherwise compile the libraries from source at each start.
"$UV" pip install --quiet --compile-bytecode --python "$VENV/bin/python" -r "$ROOT/deploy/requirements-prod.txt"
# The application's own packages too (the workers import them from the checkout).
(cd "$ROOT" && "$VENV/bin/python" -m compileall -q -j 0 $(dirname */__init__.py) >/dev/null)
