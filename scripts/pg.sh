#!/usr/bin/env bash
# A private PostgreSQL for the tests (Debian's package; no system service is used):
#   bash scripts/pg.sh start DIR   makes a cluster in DIR (an empty or missing folder), starts it
#                                  on a free loopback port and prints its URL,
#                                  postgres://postgres@127.0.0.1:PORT/postgres
#   bash scripts/pg.sh stop DIR    stops it (immediately: the tests' data is thrown away)
# With NUMERA_PG_WATCH=PID, start also leaves a watcher that stops the cluster once process PID
# has ended (a test binary that started its own). PostgreSQL refuses to run as root, so as root
# the server runs as the package's `postgres` user.
set -euo pipefail

pg_bin() {
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -x "$bin/initdb" ] || { echo "pg.sh: PostgreSQL is not installed (bash scripts/setup.sh installs it)" >&2; exit 1; }
  echo "$bin"
}

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port_free() {
  ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

start() {
  local dir="$1" bin port tries
  bin="$(pg_bin)"
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  [ "$(id -u)" -ne 0 ] || chown postgres "$dir"
  as_pg "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  for tries in 1 2 3 4 5 6 7 8; do
    port=$((20000 + RANDOM % 30000))
    port_free "$port" || continue
    # fsync off: a test cluster is thrown away, and its durability is not what is tested.
    if as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 30 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
      start >/dev/null; then
      echo "$port" >"$dir/port"
      if [ -n "${NUMERA_PG_WATCH:-}" ]; then
        # The watcher outlives this script (setsid), not the process it watches.
        setsid bash -c 'while kill -0 "$1" 2>/dev/null; do sleep 1; done; bash "$2" stop "$3"' \
          _ "$NUMERA_PG_WATCH" "${BASH_SOURCE[0]}" "$dir" </dev/null >/dev/null 2>&1 &
      fi
      echo "postgres://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
    echo "pg.sh: port $port failed (try $tries), trying another" >&2
  done
  cat "$dir/log" >&2
  exit 1
}

stop() {
  local dir="$1"
  [ -d "$dir/data" ] || return 0
  as_pg "$(pg_bin)/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start "${2:?pg.sh start DIR}" ;;
  stop) stop "${2:?pg.sh stop DIR}" ;;
  *) echo "usage: bash scripts/pg.sh start|stop DIR" >&2; exit 2 ;;
esac
