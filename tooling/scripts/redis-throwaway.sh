#!/usr/bin/env bash
# A throw-away Redis on 127.0.0.1 and a free port, for the API's limit tests on a real server (decision 039).
# Nothing is persisted (no RDB snapshots, no AOF); state lives in a temp dir.
#   redis-throwaway.sh start   prints the URL and the dir
#   redis-throwaway.sh stop <dir>
set -euo pipefail
. "$(dirname "$0")/lib.sh"

case "${1:-}" in
  start)
    ensure_debian_tool redis-server redis-server
    dir="$(mktemp -d /tmp/localjobs-redis.XXXXXX)"
    port="$(free_port)"
    redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --dir "$dir" \
      --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/server.log" >/dev/null ||
      { cat "$dir/server.log" >&2; exit 1; }
    for _ in $(seq 1 100); do
      [[ "$(redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null)" == PONG ]] && break
      sleep 0.1
    done
    [[ "$(redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null)" == PONG ]] || { cat "$dir/server.log" >&2; exit 1; }
    echo "$port" >"$dir/port"
    echo "redis://127.0.0.1:$port $dir"
    ;;
  stop)
    dir="${2:?usage: redis-throwaway.sh stop <dir>}"
    if [[ -f "$dir/port" ]]; then
      redis-cli -h 127.0.0.1 -p "$(cat "$dir/port")" shutdown nosave >/dev/null 2>&1 || true
    fi
    # shutdown is refused or unanswered only if the server is already gone or stuck: then by its pid
    if [[ -f "$dir/redis.pid" ]] && kill -0 "$(cat "$dir/redis.pid")" 2>/dev/null; then
      sleep 0.2
      kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
    fi
    rm -rf "$dir"
    ;;
  *) echo "usage: redis-throwaway.sh start | stop <dir>" >&2; exit 2 ;;
esac
