#!/usr/bin/env bash
# Build the chat page bundle (web/dist/) when it is missing or older than its sources.
# Installs the npm dependencies from web/package-lock.json first when they are missing.
set -euo pipefail

WEB="$(cd "$(dirname "${BASH_SOURCE[0]}")/../web" && pwd)"
cd "$WEB"

if ! command -v npm >/dev/null 2>&1; then
  echo "build-web: npm is not installed (Node.js 20+ is needed to build the chat page)" >&2
  exit 1
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "build-web: installing npm dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi

if [ ! -f dist/app.js ] || [ -n "$(find src package-lock.json -newer dist/app.js -print -quit)" ]; then
  echo "build-web: bundling the chat page into web/dist/"
  npm run --silent build
fi
