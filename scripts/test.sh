#!/usr/bin/env bash
# Runs every Numera check, in order, stopping at the first failure:
#   setup, tool versions, fmt, clippy (native + wasm32), native tests (unit, integration, doc,
#   the PostgreSQL store on a private cluster),
#   wasm golden tests in Chromium, the native CLI arena, the release build, browser tests.
# Usage: bash scripts/test.sh            (CI runs it through .ci/run)
# Env:   NUMERA_SKIP_SETUP=1  skip scripts/setup.sh (tools already installed)
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$NUMERA_ROOT"

# ---------------------------------------------------------------- step bookkeeping and summary
summary=()
current=""
t_start=$SECONDS
step_t0=$SECONDS

record() { summary+=("$(printf '%-8s %6ss  %s' "$1" "$2" "$3")"); }

print_summary() {
  local rc=$?
  if [ -n "$current" ]; then record FAILED $((SECONDS - step_t0)) "$current"; fi
  printf '\n\033[1m==> Summary (%ss in all)\033[0m\n' $((SECONDS - t_start))
  printf '   %s\n' "${summary[@]}"
  if [ "$rc" -eq 0 ]; then
    printf '\n\033[1;32mALL CHECKS PASSED\033[0m\n'
  else
    printf '\n\033[1;31mFAILED: %s (exit status %s)\033[0m\n' "${current:-?}" "$rc"
  fi
}
trap print_summary EXIT

# run_step "name" command args...   (a failing command ends the script: set -e)
run_step() {
  local name="$1"
  shift
  section "$name"
  current="$name"
  step_t0=$SECONDS
  "$@"
  record ok $((SECONDS - step_t0)) "$name"
  current=""
}

# skip_step "name" "why"   (only when asked, NUMERA_SKIP_SETUP=1: loud on purpose)
skip_step() {
  section "$1"
  printf '\033[1;33m   !!! SKIPPED: %s\033[0m\n' "$2"
  record SKIPPED 0 "$1 -- $2"
}

# ---------------------------------------------------------------- the steps
check_versions() {
  local lock cli
  lock="$(lock_wasm_bindgen_version)"
  cli="$(cli_wasm_bindgen_version)"
  echo "   wasm-bindgen crate in Cargo.lock:      ${lock:-<missing>}"
  echo "   wasm-bindgen CLI (wasm-bindgen -V):    ${cli:-<not installed>}"
  if [ -z "$lock" ] || [ "$lock" != "$cli" ]; then
    cat >&2 <<MSG

ERROR: the wasm-bindgen versions differ. They must be equal, or the app fails at start-up
(mismatched JS glue). Fix one of:
  - Cargo.toml pins the crate:   wasm-bindgen = "=X.Y.Z"   (then cargo update -p wasm-bindgen)
  - the CLI:                     cargo install wasm-bindgen-cli --version X.Y.Z --force
                                 (scripts/setup.sh installs the Cargo.lock version)
MSG
    return 1
  fi
  local runner
  runner="$(wasm-bindgen-test-runner --version 2>/dev/null | awk '{ print $2 }' || true)"
  echo "   wasm-bindgen-test-runner:              ${runner:-<not installed>}"
  [ "$runner" = "$lock" ] || { echo "ERROR: wasm-bindgen-test-runner is '${runner:-missing}', want $lock" >&2; return 1; }
  local trunk_pin
  trunk_pin="$(sed -n 's/^wasm_bindgen = "\(.*\)"/\1/p' Trunk.toml)"
  echo "   Trunk.toml [tools] wasm_bindgen:       ${trunk_pin:-<missing>}"
  [ "$trunk_pin" = "$lock" ] || { echo "ERROR: Trunk.toml pins wasm-bindgen '${trunk_pin:-nothing}', want $lock" >&2; return 1; }
  echo "   trunk:                                 $(trunk --version 2>/dev/null || echo '<not installed>')"
  [ "$(trunk --version 2>/dev/null)" = "trunk $TRUNK_VERSION" ] || { echo "ERROR: trunk must be $TRUNK_VERSION (scripts/setup.sh installs it)" >&2; return 1; }
  echo "   wasm-split-cli:                        $(command -v wasm-split-cli || echo '<not installed>')"
  command -v wasm-split-cli >/dev/null || { echo "ERROR: wasm-split-cli is missing (scripts/setup.sh installs it)" >&2; return 1; }
  echo "   wasm-opt:                              $(command -v wasm-opt) ($(wasm-opt --version))"
  case "$(wasm-opt --version)" in
    *"version $BINARYEN_VERSION"*) ;;
    *) echo "ERROR: wasm-opt must be binaryen $BINARYEN_VERSION (npm, tests/e2e/node_modules/.bin)" >&2; return 1 ;;
  esac
}

# The native tests, with a private PostgreSQL for the shared store's tests (scripts/pg.sh):
# one cluster for every test binary (NUMERA_TEST_PG), stopped when the tests end.
native_tests() {
  local pg_dir status=0
  pg_dir="$(mktemp -d)"
  NUMERA_TEST_PG="$(bash scripts/pg.sh start "$pg_dir")"
  echo "   PostgreSQL for the tests: $NUMERA_TEST_PG"
  NUMERA_TEST_PG="$NUMERA_TEST_PG" cargo test --locked --workspace || status=$?
  bash scripts/pg.sh stop "$pg_dir"
  return "$status"
}

wasm_golden_tests() {
  # The runner (.cargo/config.toml) is wasm-bindgen-test-runner; it drives headless Chromium
  # through chromedriver. `timeout` so that a stuck browser cannot eat CI's time.
  CHROMEDRIVER=/usr/bin/chromedriver timeout 1500 \
    cargo test --locked --target wasm32-unknown-unknown -p numera-app --lib --test golden
}

# cli_arena GAME GAMES: a bot arena of the game; the summary must report no failures.
cli_arena() {
  local out
  out="$(mktemp)"
  timeout 900 target/cli/numera arena --game "$1" --games "$2" --seed TEST-SEED >"$out"
  # The last line is the JSON summary (README.md, "The numera command line"); failures must be 0.
  local last
  last="$(tail -n 1 "$out")"
  rm -f "$out"
  node -e '
    const s = JSON.parse(process.argv[1]);
    if (s.failures !== 0) { console.error(`arena reported failures: ${s.failures}`); process.exit(1); }
    console.log(`   arena: ${s.games} games of ${s.game}, failures ${s.failures}, bots ${s.bots.join(", ")}`);
  ' "$last"
}

# Every game's arena (GAME:GAMES ...), two at a time: each is one thread, and one after the
# other they took 3.5 minutes of CI (docs/experiments/performance-log.md, "CI time"). Any failure
# fails the step.
cli_arenas() {
  cargo build --locked --profile cli --bin numera
  local failed=0 running=0 arena
  for arena in "$@"; do
    if [ "$running" -ge 2 ]; then
      wait -n || failed=1
      running=$((running - 1))
    fi
    cli_arena "${arena%%:*}" "${arena##*:}" &
    running=$((running + 1))
  done
  while [ "$running" -gt 0 ]; do
    wait -n || failed=1
    running=$((running - 1))
  done
  return "$failed"
}

release_build() {
  trunk build --release
  local wasm
  for wasm in dist/*.wasm; do
    echo "   $(basename "$wasm"): $(wc -c <"$wasm") bytes, $(gzip -9 -c "$wasm" | wc -c) gzipped"
  done
  ls -l dist
}

browser_tests() {
  # Each test file starts its own static server on dist/ (tests/e2e/lib/server.mjs, free port)
  # and Chromium. Two files at a time: the tests mostly wait on the pages (Chromium used some
  # 9 CPU-minutes of 11.5 on 2 cores), and one at a time took 15 minutes of CI.
  timeout 1500 node --test --test-concurrency=2 tests/e2e/
}

# ---------------------------------------------------------------- run
if [ "${NUMERA_SKIP_SETUP:-0}" = 1 ]; then
  skip_step "setup" "NUMERA_SKIP_SETUP=1"
else
  run_step "setup (scripts/setup.sh)" bash scripts/setup.sh
fi
run_step "tool versions (wasm-bindgen: Cargo.lock = Trunk.toml = CLI; trunk; wasm-split-cli; wasm-opt)" check_versions
run_step "cargo fmt --check" cargo fmt --all --check
run_step "clippy native (--workspace --all-targets)" cargo clippy --locked --workspace --all-targets -- -D warnings
# The crates that reach a page: the app and the layers under it (the table server and the
# command line are native only: tokio does not build for wasm32).
WASM_CRATES=(-p numera-app -p numera-stats -p numera-store -p numera-texts -p numera-rules -p numera-wire)
run_step "clippy wasm32 (the app and its crates, --lib --bins)" \
  cargo clippy --locked --target wasm32-unknown-unknown "${WASM_CRATES[@]}" --lib --bins -- -D warnings
run_step "native tests (cargo test --workspace: unit, integration, doc; PostgreSQL of their own)" native_tests

run_step "wasm tests in Chromium (cargo test --target wasm32 -p numera-app --lib --test golden)" wasm_golden_tests

# Bots of every level against each other, to the end, a few hundred games a game: what the
# rules' property tests do with random play, here with the real bots. At the earlier counts
# (dungeon 200, number and mino 1000, nmbr9 100) the games alone took 170 CPU-seconds
# (docs/experiments/performance-log.md, "CI time, round two"); these take about 60. NMBR 9 is
# easy, medium, hard at one table; a Dungeons campaign is three maps, the auto-player planning
# every roll; Mino Dice's default table is easy, hard, easy, hard. The balance figures in
# docs/dungeon.md come from 1,000.
run_step "CLI: numera arena, every game (--seed TEST-SEED: number 300, nmbr9 40, sequence 1000, mino 300, dungeon 60)" \
  cli_arenas dungeon:60 number:300 mino:300 nmbr9:40 sequence:1000

run_step "release build (trunk build --release: one module per page -> dist/)" release_build
run_step "browser tests (node --test tests/e2e/, Chromium, release build)" browser_tests
