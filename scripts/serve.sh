#!/usr/bin/env bash
# Run the Mines Financial LangGraph server (API, Studio graph, chat page) on loopback.
#
#   scripts/serve.sh                  # http://127.0.0.1:8123/chat
#   MINES_PORT=9000 scripts/serve.sh  # another port
#
# Builds the chat page first when needed (npm ci + esbuild, see scripts/build-web.sh),
# keeps the server offline (no analytics, no version check, no LangSmith tracing) and
# passes --no-reload when CI=true. Threads persist in ./.langgraph_api/ (the repo root).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

PORT="${MINES_PORT:-8123}"
HOST=127.0.0.1
BIN="$ROOT/.venv/bin"
if [ ! -x "$BIN/langgraph" ]; then
  echo "serve: $BIN/langgraph not found; run 'uv sync' first" >&2
  exit 1
fi

"$ROOT/scripts/build-web.sh"

export LANGGRAPH_CLI_NO_ANALYTICS=1
export LANGGRAPH_NO_VERSION_CHECK=true
export LANGSMITH_TRACING=false

# langgraph dev silently moves to a random port when the one asked for is taken: refuse
# instead, with the same bind test it uses.
if ! "$BIN/python" "$ROOT/scripts/port_free.py" "$HOST" "$PORT"; then
  echo "serve: port $PORT is already in use on $HOST; set MINES_PORT to a free port" >&2
  exit 1
fi

ARGS=(dev --no-browser --host "$HOST" --port "$PORT" --n-jobs-per-worker 10)
if [ "${CI:-}" = "true" ]; then
  ARGS+=(--no-reload)
fi

echo "Mines Financial"
echo "  chat page: http://$HOST:$PORT/chat"
echo "  API docs:  http://$HOST:$PORT/docs   (OpenAPI: http://$HOST:$PORT/openapi.json)"
if [ -n "${MINES_API_TOKENS:-}" ]; then
  echo "  auth:      bearer tokens required (MINES_API_TOKENS is set)"
fi
echo "  Studio:    https://smith.langchain.com/studio/?baseUrl=http://$HOST:$PORT"
echo "  Also allowed to call this server from the browser on this machine: Studio and"
echo "  agent-chat-ui on http://localhost:3000 (MINES_CORS_ORIGINS adds other origins)."
echo "  The first start ingests the bundled annual reports (~20 s) before the server is ready."
# langgraph dev through scripts/langgraph_dev.py: the same command, its reloader quiet.
exec "$BIN/python" "$ROOT/scripts/langgraph_dev.py" "${ARGS[@]}"
