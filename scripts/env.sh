# Sourced by scripts/*.sh: the environment every build and test step runs in.
# shellcheck shell=bash

NUMERA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export NUMERA_ROOT

# cargo-installed tools (trunk, wasm-bindgen) and, first of all, npm's binaryen@132 wasm-opt:
# Trunk runs wasm-opt on every --release build and Debian's binaryen 108 would produce a wasm
# that fails in Chromium (WebAssembly.Table.set: Argument 1 is invalid for table).
export PATH="$NUMERA_ROOT/tests/e2e/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# Trunk's update check calls an API this machine cannot reach.
export TRUNK_SKIP_VERSION_CHECK=true
# wasm-bindgen-test-runner drives Debian's Chromium through this chromedriver.
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-auto}"

TRUNK_VERSION=0.21.14
BINARYEN_VERSION=132

# The wasm-bindgen crate version pinned in Cargo.lock (empty when there is no lock file).
lock_wasm_bindgen_version() {
  [ -f "$NUMERA_ROOT/Cargo.lock" ] || return 0
  awk '
    /^\[\[package\]\]/ { name = "" }
    /^name = /         { name = $3 }
    /^version = / && name == "\"wasm-bindgen\"" { gsub(/"/, "", $3); print $3; exit }
  ' "$NUMERA_ROOT/Cargo.lock"
}

# The [tools] wasm_bindgen version in Trunk.toml.
trunk_wasm_bindgen_version() {
  sed -n 's/^[[:space:]]*wasm_bindgen[[:space:]]*=[[:space:]]*"\([^"]*\)".*/\1/p' "$NUMERA_ROOT/Trunk.toml" | head -n 1
}

# The installed wasm-bindgen CLI version (empty when missing).
cli_wasm_bindgen_version() {
  command -v wasm-bindgen >/dev/null 2>&1 || return 0
  wasm-bindgen --version 2>/dev/null | awk '{ print $2 }'
}

cli_trunk_version() {
  command -v trunk >/dev/null 2>&1 || return 0
  trunk --version 2>/dev/null | awk '{ print $2 }'
}

section() {
  printf '\n\033[1m==> %s\033[0m\n' "$*"
}
