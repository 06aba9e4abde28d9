# Sourced by scripts/*.sh: the environment every build and test step runs in.
# shellcheck shell=bash

NUMERA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export NUMERA_ROOT

# cargo-installed tools (trunk, wasm-bindgen, wasm-split-cli) and, first of all, npm's
# binaryen@132 wasm-opt: Debian's binaryen 108 would produce a wasm that fails in Chromium
# (WebAssembly.Table.set: Argument 1 is invalid for table). The build's hook runs it by its
# path (scripts/wasm_module.mjs); the version check of scripts/test.sh finds it here.
export PATH="$NUMERA_ROOT/tests/e2e/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# wasm-bindgen-test-runner drives Debian's Chromium through this chromedriver.
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-auto}"

# Trunk would otherwise ask GitHub for a newer release on every run (no network here).
export TRUNK_SKIP_VERSION_CHECK="${TRUNK_SKIP_VERSION_CHECK:-true}"

BINARYEN_VERSION=132
# The build (Trunk.toml); 0.22 needs a newer rustc than 1.95.
TRUNK_VERSION=0.21.14
# The module splitter of the game pages (crate wasm_split_cli_support, its wasm-split-cli).
WASM_SPLIT_VERSION=0.2.4

# The wasm-bindgen crate version pinned in Cargo.lock (empty when there is no lock file).
lock_wasm_bindgen_version() {
  [ -f "$NUMERA_ROOT/Cargo.lock" ] || return 0
  awk '
    /^\[\[package\]\]/ { name = "" }
    /^name = /         { name = $3 }
    /^version = / && name == "\"wasm-bindgen\"" { gsub(/"/, "", $3); print $3; exit }
  ' "$NUMERA_ROOT/Cargo.lock"
}

# The installed wasm-bindgen CLI version (empty when missing).
cli_wasm_bindgen_version() {
  command -v wasm-bindgen >/dev/null 2>&1 || return 0
  wasm-bindgen --version 2>/dev/null | awk '{ print $2 }'
}

section() {
  printf '\n\033[1m==> %s\033[0m\n' "$*"
}
