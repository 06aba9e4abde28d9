#!/usr/bin/env bash
# Builds the release web app with Trunk and serves it at http://localhost:8080 (exactly what a
# static host would serve: dist/ through tests/e2e/lib/server.mjs, each page at its clean URL,
# e.g. /nmbr9 is nmbr9.html).
# Usage: bash scripts/serve.sh            `trunk build --release` + static server (PORT=8080, HOST=127.0.0.1)
#        bash scripts/serve.sh --dev      `trunk serve`: a debug build with every page in one
#                                         module, rebuilt and reloaded on every change
# Env:   NUMERA_SKIP_SETUP=1  skip scripts/setup.sh (tools already installed)
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$NUMERA_ROOT"

port="${PORT:-8080}"
host="${HOST:-127.0.0.1}"

if [ "${NUMERA_SKIP_SETUP:-0}" != 1 ]; then
  section "setup (scripts/setup.sh)"
  bash scripts/setup.sh
fi

if [ "${1:-}" = "--dev" ]; then
  # Its own dist folder, so that dist/ stays the release build the browser tests load.
  section "trunk serve (debug build -> target/dev-dist/, http://localhost:$port, Ctrl-C to stop)"
  exec trunk serve --dist target/dev-dist --port "$port" --address "$host"
fi

section "release build (trunk build --release: one module per page -> dist/)"
trunk build --release

section "serving dist/ at http://localhost:$port (Ctrl-C to stop)"
exec node tests/e2e/lib/server.mjs --root dist --port "$port" --host "$host"
