#!/usr/bin/env bash
# The tables' load on one SQLite instance, one PostgreSQL instance and three PostgreSQL
# instances of one database, side by side (docs/tables.md, "Load"): the same `numera loadtest`
# against each, release builds, every server and the players on this machine.
#   bash scripts/measure/instances.sh [TABLES] [SECONDS] [THINK_MS]     (default 500 60 1000)
# Prints one line per set-up: tables, players, actions, p50 and p99 ms, errors, lost, and the
# servers' resident memory at the end (MB, all instances together).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../env.sh"
cd "$NUMERA_ROOT"
tables="${1:-500}" seconds="${2:-60}" think="${3:-1000}"
cargo build --locked --profile cli --bin numera >/dev/null
bin=target/cli/numera
work="$(mktemp -d)"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  [ -z "${pg_dir:-}" ] || bash scripts/pg.sh stop "$pg_dir"
  rm -rf "$work"
}
trap cleanup EXIT

# serve DB: starts an instance on a free port; its tables URL is appended to $urls.
serve() {
  local out="$work/serve.$RANDOM"
  "$bin" serve --port 0 --dist "$work" --db "$1" \
    --connections-per-ip 100000 --tables-per-ip 100000 >"$out" 2>/dev/null &
  pids+=("$!")
  local tries=0
  until grep -q 'tables: ' "$out" 2>/dev/null; do
    tries=$((tries + 1)); [ "$tries" -lt 200 ] || { echo "numera serve did not start" >&2; exit 1; }
    sleep 0.05
  done
  urls="${urls:+$urls,}$(sed -n 's/.*tables: \(ws:[^)]*\)).*/\1/p' "$out")"
}

rss_mb() {
  local total=0 p
  for p in "${pids[@]}"; do
    total=$((total + $(awk '/VmRSS/ { print $2 }' "/proc/$p/status" 2>/dev/null || echo 0)))
  done
  echo $((total / 1024))
}

stop_all() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  pids=()
}

measure() {
  local label="$1" line
  line="$("$bin" loadtest --url "$urls" --tables "$tables" --seconds "$seconds" --think-ms "$think" | tail -n 1)"
  printf '%-22s %s rss_mb=%s\n' "$label" "$line" "$(rss_mb)"
}

pg_dir="$work/pg"
pg="$(bash scripts/pg.sh start "$pg_dir")"
base="${pg%/*}"
db=0
fresh_db() {
  db=$((db + 1))
  psql -q "$pg" -c "CREATE DATABASE load_$db" >/dev/null
  echo "$base/load_$db"
}

urls=""; serve "$work/one.db"; measure "1 instance, SQLite"; stop_all
urls=""; serve "$(fresh_db)"; measure "1 instance, PostgreSQL"; stop_all
urls=""; d="$(fresh_db)"; serve "$d"; serve "$d"; serve "$d"; measure "3 instances, PostgreSQL"; stop_all
