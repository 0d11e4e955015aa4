#!/usr/bin/env bash
# Build LangChain's agent-chat-ui from ../shared/clients once per machine, for the
# compatibility test (tests/browser/test_agent_chat_ui.py).
#
# The build is cached outside the checkout, keyed by the tarball's hash:
#   ${MINES_CLIENT_CACHE:-${XDG_CACHE_HOME:-~/.cache}/mines}/agent-chat-ui-<sha256[:12]>/agent-chat-ui
# A finished build leaves a .built marker; a later call prints the folder and exits at
# once. The API URL is not baked in: the test passes ?apiUrl=...&assistantId=... at run
# time. Prints the folder holding the built app on its last line.
#
# Exit codes: 0 built (or cached), 3 a prerequisite is missing (the reason on stderr),
# anything else a failed build.
set -euo pipefail
cd "$(dirname "$0")/.."
CLIENTS="${MINES_CLIENTS_DIR:-../shared/clients}"
TARBALL="$(ls "$CLIENTS"/agent-chat-ui-*.tar.gz 2>/dev/null | head -n 1 || true)"
MOCK="$CLIENTS/agent-chat-ui-font-mock.cjs"
if [ -z "$TARBALL" ] || [ ! -f "$MOCK" ]; then
  echo "no agent-chat-ui tarball (or font mock) in $CLIENTS" >&2; exit 3
fi
command -v npx >/dev/null 2>&1 || { echo "npx (Node 20+) is not installed" >&2; exit 3; }
command -v fc-match >/dev/null 2>&1 && fc-match -f '%{file}' 'Liberation Sans' | grep -qi liberation \
  || { echo "fonts-liberation is not installed (apt-get install fonts-liberation)" >&2; exit 3; }
HASH="$(sha256sum "$TARBALL" | cut -c1-12)"
CACHE="${MINES_CLIENT_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/mines}"
DEST="$CACHE/agent-chat-ui-$HASH"
if [ -f "$DEST/.built" ]; then echo "$DEST/agent-chat-ui"; exit 0; fi
mkdir -p "$CACHE"
exec 9>"$CACHE/agent-chat-ui-$HASH.lock"
flock 9  # another process building the same tarball: wait for it
if [ -f "$DEST/.built" ]; then echo "$DEST/agent-chat-ui"; exit 0; fi
rm -rf "$DEST"
STAGING="$(mktemp -d "$CACHE/agent-chat-ui-$HASH.staging.XXXXXX")"
trap 'rm -rf "$STAGING"' EXIT
MOCK="$(realpath "$MOCK")"
tar xzf "$TARBALL" -C "$STAGING"
cd "$STAGING/agent-chat-ui"
export NEXT_TELEMETRY_DISABLED=1 CI=1
started=$(date +%s)
npx --yes pnpm@10.5.1 install --frozen-lockfile --reporter=silent >&2
NEXT_FONT_GOOGLE_MOCKED_RESPONSES="$MOCK" NEXT_PUBLIC_ASSISTANT_ID=mines_financial \
  npx next build >&2
echo "agent-chat-ui built in $(( $(date +%s) - started )) s" >&2
touch "$STAGING/.built"
mv "$STAGING" "$DEST"
trap - EXIT
echo "$DEST/agent-chat-ui"
