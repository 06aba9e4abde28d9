#!/usr/bin/env bash
# Builds the release web app with Trunk and serves it at http://localhost:8080 with `numera serve`:
# dist/ as a static host would serve it (each page at its clean URL, e.g. /nmbr9 is nmbr9.html,
# precompressed files where present) and the online tables on the same port (docs/tables.md).
# Usage: bash scripts/serve.sh            `trunk build --release` + `numera serve` (PORT=8080, HOST=127.0.0.1,
#                                         NUMERA_DB=numera-tables.db)
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

section "the numera command (cargo build --profile cli --bin numera)"
cargo build --profile cli --bin numera

# One port for the app and the online tables (docs/tables.md); tables persist in NUMERA_DB.
section "numera serve: dist/ and the online tables at http://localhost:$port (Ctrl-C to stop)"
exec target/cli/numera serve --dist dist --port "$port" --host "$host" --db "${NUMERA_DB:-numera-tables.db}"
