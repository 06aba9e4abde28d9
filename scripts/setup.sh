#!/usr/bin/env bash
# Installs everything Numera needs to build and test, on a fresh Debian machine with rustup,
# cargo and node/npm. Idempotent: each tool is checked first and installed only when missing
# or at another version. Safe to run again and again (scripts/serve.sh and scripts/test.sh do).
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$NUMERA_ROOT"

installed=()
skipped=()
did() { installed+=("$1"); echo "   installed: $1"; }
skip() { skipped+=("$1"); echo "   ok, skipped: $1"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}
apt_updated=0
apt_install() {
  if [ "$apt_updated" -eq 0 ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
}

for tool in rustup cargo node npm; do
  command -v "$tool" >/dev/null 2>&1 || { echo "setup: '$tool' is required but not on PATH" >&2; exit 1; }
done

section "setup: C compiler (some crates build C code)"
if command -v cc >/dev/null 2>&1; then
  skip "cc ($(cc --version | head -n 1))"
else
  apt_install build-essential pkg-config
  did "build-essential"
fi

section "setup: Rust target wasm32-unknown-unknown"
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  skip "rustup target wasm32-unknown-unknown"
else
  rustup target add wasm32-unknown-unknown
  did "rustup target wasm32-unknown-unknown"
fi

section "setup: crates (cargo fetch --locked, every target: host and wasm32)"
if [ ! -f Cargo.lock ]; then
  echo "   NOTE: no Cargo.lock yet: generating one (commit it!)"
  cargo generate-lockfile
fi
# Without --target, cargo fetch downloads the dependencies of every target (host and wasm32),
# so the offline builds (Trunk and its hooks run cargo with --offline) find them all.
cargo fetch --locked
echo "   crates fetched (a no-op when they are already in the cargo cache)"

# The PostgreSQL store's tests start a private cluster of their own (scripts/pg.sh) from
# Debian's package; no system service is used. Before the background step below, so that two
# apt-get never run at once.
section "setup: PostgreSQL (Debian package: the shared table store's tests)"
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && id postgres >/dev/null 2>&1; then
  skip "postgresql ($(ls -d /usr/lib/postgresql/*/ | xargs -n1 basename | sort -V | tail -n 1))"
else
  apt_install postgresql
  did "postgresql"
fi

# Chromium (Debian) and the npm packages download and unpack while cargo compiles the
# wasm-bindgen CLI: the one waits on the network and the disk, the other on the cores. Their
# output comes in one piece once both are done.
browser_tools() {
  section "setup: Chromium and chromedriver (Debian packages)"
  if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    skip "chromium ($(/usr/bin/chromium --version 2>/dev/null | head -n 1))"
  else
    apt_install chromium chromium-driver
    did "chromium chromium-driver"
  fi
  # Traditional Chinese needs a CJK font, or headless Chromium draws boxes (the i18n test checks).
  if [ -d /usr/share/fonts/truetype/wqy ]; then
    skip "fonts-wqy-zenhei"
  else
    apt_install fonts-wqy-zenhei
    did "fonts-wqy-zenhei"
  fi

  section "setup: browser-test packages (tests/e2e: playwright-core, axe-core, binaryen@$BINARYEN_VERSION)"
  pushd tests/e2e >/dev/null
  stamp=node_modules/.numera-installed
  if [ -f package-lock.json ]; then
    want_stamp="$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1)"
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want_stamp" ] && [ -x node_modules/.bin/wasm-opt ]; then
      skip "npm ci (node_modules matches package-lock.json)"
    else
      npm ci --no-audit --no-fund
      echo "$want_stamp" >"$stamp"
      did "npm ci (tests/e2e)"
    fi
  else
    echo "   NOTE: no package-lock.json: npm install (commit the lock file it writes!)"
    npm install --no-audit --no-fund
    did "npm install (tests/e2e)"
  fi
  popd >/dev/null
}
browser_log="$(mktemp)"
browser_tools >"$browser_log" 2>&1 &
browser_pid=$!

section "setup: wasm-bindgen CLI (same version as the wasm-bindgen crate in Cargo.lock)"
want="$(lock_wasm_bindgen_version)"
[ -n "$want" ] || { echo "setup: no wasm-bindgen in Cargo.lock" >&2; exit 1; }
have="$(cli_wasm_bindgen_version)"
if [ "$have" = "$want" ] && command -v wasm-bindgen-test-runner >/dev/null 2>&1; then
  skip "wasm-bindgen-cli $have"
else
  echo "   wasm-bindgen: have '${have:-none}', want $want (about 3 min on 2 cores)"
  # Not --locked: a dependency version in wasm-bindgen-cli's own lock file is not on crates.io.
  cargo install wasm-bindgen-cli --version "$want" --force
  did "wasm-bindgen-cli $want"
fi

section "setup: wasm-split-cli $WASM_SPLIT_VERSION (splits each game page's module, scripts/wasm_module.mjs)"
if cargo install --list 2>/dev/null | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  skip "wasm-split-cli $WASM_SPLIT_VERSION"
else
  echo "   wasm-split-cli: installing crate wasm_split_cli_support $WASM_SPLIT_VERSION (about 2 min on 2 cores)"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked --force
  did "wasm-split-cli $WASM_SPLIT_VERSION"
fi

section "setup: Trunk $TRUNK_VERSION (the build: Trunk.toml)"
if command -v trunk >/dev/null 2>&1 && [ "$(trunk --version 2>/dev/null)" = "trunk $TRUNK_VERSION" ]; then
  skip "trunk $TRUNK_VERSION"
else
  echo "   trunk: have '$(trunk --version 2>/dev/null || echo none)', want $TRUNK_VERSION (about 5 min on 2 cores)"
  # 0.21.14 is the last release that builds with rustc 1.95 (0.22 needs 1.96). Trunk's own
  # release profile (fat LTO, one codegen unit) made its install the longest step of a fresh
  # CI run, 6.5 min, for a program whose run time is the cargo it starts; without LTO, at
  # opt-level 1 and without its TLS and update check (offline here, served over plain HTTP) it
  # takes 4.7 (docs/experiments/performance-log.md, "CI time, round two").
  CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
    cargo install trunk --version "$TRUNK_VERSION" --locked --no-default-features --force
  did "trunk $TRUNK_VERSION"
fi

section "setup: Chromium, fonts and the npm packages (run beside the steps above)"
browser_status=0
wait "$browser_pid" || browser_status=$?
cat "$browser_log"
while read -r kind what; do
  case "$kind" in
    installed:) installed+=("$what") ;;
    skipped:) skipped+=("$what") ;;
  esac
done < <(sed -n 's/^   installed: /installed: /p; s/^   ok, skipped: /skipped: /p' "$browser_log")
rm -f "$browser_log"
[ "$browser_status" -eq 0 ] || { echo "setup: Chromium or the npm packages failed (exit status $browser_status)" >&2; exit "$browser_status"; }

wasm_opt_version="$(wasm-opt --version 2>/dev/null || true)"
case "$wasm_opt_version" in
  *"version $BINARYEN_VERSION"*) echo "   wasm-opt on PATH: $(command -v wasm-opt) ($wasm_opt_version)" ;;
  *) echo "setup: wasm-opt on PATH is '$wasm_opt_version', expected version $BINARYEN_VERSION from tests/e2e/node_modules" >&2; exit 1 ;;
esac

section "setup: done"
if [ "${#installed[@]}" -eq 0 ]; then echo "   installed: nothing"; else printf '   installed: %s\n' "${installed[@]}"; fi
printf '   already there, skipped: %s\n' "${skipped[@]}"
