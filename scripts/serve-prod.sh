#!/usr/bin/env bash
# Production mode: the same graphs, auth and chat page under Aegra (an open-source Agent
# Protocol / LangGraph Server API) on PostgreSQL and Redis, with a Chroma server and N
# uvicorn workers. Conversations, runs and checkpoints live in Postgres, the run queue and
# stream fan-out in Redis, the vectors and the semantic cache in Chroma: a worker can be
# killed at any time and its runs are finished by another (lease reaper).
#
#   make prod                                  # http://127.0.0.1:8123/chat, one worker per core
#   MINES_WORKERS=4 MINES_PORT=9000 make prod
#
# Environment (credentials come from here, never from the repository):
#   DATABASE_URL   postgresql://USER:PASSWORD@HOST:5432/DB  (default: the local trust server,
#                  postgresql://postgres@127.0.0.1:5432/mines; the database is created if
#                  missing). Production: a password-authenticated role, e.g.
#                  DATABASE_URL="postgresql://mines:$MINES_PG_PASSWORD@db:5432/mines"
#   REDIS_URL      redis://[:PASSWORD@]HOST:6379/0         (default redis://127.0.0.1:6379/0)
#   CHROMA_HOST / CHROMA_PORT  an existing Chroma server; unset: this script runs
#                  `chroma run` on 127.0.0.1:${MINES_CHROMA_PORT:-8001} over
#                  $MINES_DATA_DIR/chroma-server (default .mines/chroma-server) and stops it
#   MINES_WORKERS  uvicorn workers (default: the number of cores)
#   MINES_KEEP_ALIVE_S  seconds an idle client connection stays open (default 75: longer than
#                  a load balancer's idle timeout, so the balancer closes first)
#   MINES_API_TOKENS, MINES_CORS_ORIGINS, MINES_RETENTION_DAYS, MINES_MODEL, ...: as for
#                  `make run` (README)
#
# Steps: build the page, migrate the database once (deploy/migrate.py), ingest the bundled
# corpus into the Chroma server (skipped when already there), start the workers, print the
# page's address. Nothing is downloaded here: `make prod-setup` installed deploy/.venv.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

HOST="${MINES_HOST:-127.0.0.1}"
PORT="${MINES_PORT:-8123}"
WORKERS="${MINES_WORKERS:-$(nproc 2>/dev/null || echo 2)}"
PROD="$ROOT/deploy/.venv/bin"
DATA_DIR="${MINES_DATA_DIR:-$ROOT/.mines}"

if [ ! -x "$PROD/python" ]; then
  echo "serve-prod: deploy/.venv not found; run 'make prod-setup' first" >&2
  exit 1
fi

export LANGGRAPH_CLI_NO_ANALYTICS=1 LANGGRAPH_NO_VERSION_CHECK=true LANGSMITH_TRACING=false
export PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}"
export AEGRA_CONFIG="${AEGRA_CONFIG:-$ROOT/aegra.json}"
export RUN_MIGRATIONS_ON_STARTUP=false  # migrated once below, not by every worker
export REDIS_BROKER_ENABLED=true
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/0}"
export LOG_LEVEL="${LOG_LEVEL:-WARNING}"
export MINES_DATA_DIR="$DATA_DIR"
if [ -z "${DATABASE_URL:-}" ]; then
  export DATABASE_URL="postgresql://postgres@127.0.0.1:5432/mines"
  echo "serve-prod: DATABASE_URL is unset: using the local server's 'mines' database" \
    "(trust auth, for this machine only; see the README for a production role)"
fi

if ! "$PROD/python" "$ROOT/scripts/port_free.py" "$HOST" "$PORT"; then
  echo "serve-prod: port $PORT is already in use on $HOST; set MINES_PORT to a free port" >&2
  exit 1
fi

# The database: create it when the server has none of that name (needs CREATEDB).
if ! psql "$DATABASE_URL" -qAtc 'select 1' >/dev/null 2>&1; then
  DB_NAME="${DATABASE_URL##*/}"
  DB_NAME="${DB_NAME%%\?*}"
  ADMIN_URL="${DATABASE_URL%/*}/postgres"
  echo "serve-prod: creating database $DB_NAME"
  psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE \"$DB_NAME\"" >/dev/null
fi
if ! redis-cli -u "$REDIS_URL" ping >/dev/null 2>&1; then
  echo "serve-prod: Redis does not answer at REDIS_URL (${REDIS_URL%%@*}...)" >&2
  exit 1
fi

CHROMA_PID=""
cleanup() {
  if [ -n "$CHROMA_PID" ]; then kill "$CHROMA_PID" 2>/dev/null || true; fi
}
trap cleanup EXIT
if [ -z "${CHROMA_HOST:-}" ]; then
  export CHROMA_HOST=127.0.0.1 CHROMA_PORT="${MINES_CHROMA_PORT:-8001}"
  mkdir -p "$DATA_DIR/chroma-server"
  "$PROD/chroma" run --path "$DATA_DIR/chroma-server" --host "$CHROMA_HOST" --port "$CHROMA_PORT" \
    >"$DATA_DIR/chroma-server.log" 2>&1 &
  CHROMA_PID=$!
  for _ in $(seq 100); do
    curl -fsS "http://$CHROMA_HOST:$CHROMA_PORT/api/v2/heartbeat" >/dev/null 2>&1 && break
    kill -0 "$CHROMA_PID" 2>/dev/null || { cat "$DATA_DIR/chroma-server.log" >&2; exit 1; }
    sleep 0.2
  done
fi

"$ROOT/scripts/build-web.sh"
echo "serve-prod: migrating the database once (Aegra's schema, LangGraph's checkpoint tables)"
if ! "$PROD/python" "$ROOT/deploy/migrate.py" >"$DATA_DIR/migrate.log" 2>&1; then
  cat "$DATA_DIR/migrate.log" >&2
  exit 1
fi
echo "serve-prod: ingesting the bundled annual reports into Chroma at $CHROMA_HOST:$CHROMA_PORT"
"$PROD/python" -c 'from mines.ingest.run import ensure_bundled_corpus as e; e()'

echo "Mines Financial (production mode: Aegra, $WORKERS workers, Postgres, Redis, Chroma)"
echo "  chat page: http://$HOST:$PORT/chat"
echo "  API docs:  http://$HOST:$PORT/docs   (OpenAPI: http://$HOST:$PORT/openapi.json)"
echo "  health:    http://$HOST:$PORT/ok     (Aegra: /health, /ready)"
if [ -n "${MINES_API_TOKENS:-}" ]; then
  echo "  auth:      bearer tokens required (MINES_API_TOKENS is set)"
fi
"$PROD/python" -m uvicorn aegra_api.main:app --host "$HOST" --port "$PORT" \
  --workers "$WORKERS" --no-access-log --timeout-keep-alive "${MINES_KEEP_ALIVE_S:-75}" &
SERVER_PID=$!
trap 'kill -TERM "$SERVER_PID" 2>/dev/null; wait "$SERVER_PID"; cleanup' INT TERM
wait "$SERVER_PID"
