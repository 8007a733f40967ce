#!/usr/bin/env bash
# A throw-away PostgreSQL cluster on 127.0.0.1 and a free port, for the API's tests on a real server.
#   pg-throwaway.sh start   prints the connection URL; state lives in a temp dir
#   pg-throwaway.sh stop <dir>
#   pg-throwaway.sh down <dir>   stops the server (fast: open sessions are ended), keeps the data
#   pg-throwaway.sh up <dir>     starts it again on the same port (the fault script: tooling/load)
set -euo pipefail
. "$(dirname "$0")/lib.sh"

case "${1:-}" in
  start)
    bindir="$(pg_bindir)" || {
      ensure_debian_tool /usr/lib/postgresql/15/bin/initdb postgresql
      bindir="$(pg_bindir)"
    }
    dir="$(mktemp -d /tmp/localjobs-pg.XXXXXX)"
    port="$(free_port)"
    run_as=()
    # initdb refuses to run as root; the Debian package brings a postgres user
    if [[ "$(id -u)" == 0 ]]; then
      chown postgres "$dir"
      run_as=(runuser -u postgres --)
    fi
    "${run_as[@]}" "$bindir/initdb" -D "$dir/data" -A trust -U postgres --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 ||
      { cat "$dir/initdb.log" >&2; exit 1; }
    options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
    "${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 -o "$options" start >/dev/null ||
      { cat "$dir/server.log" >&2; exit 1; }
    echo "$dir" >"$dir/.dir"
    echo "$options" >"$dir/.options"
    echo "postgres://postgres@127.0.0.1:$port/postgres $dir"
    ;;
  stop)
    dir="${2:?usage: pg-throwaway.sh stop <dir>}"
    bindir="$(pg_bindir)"
    run_as=()
    [[ "$(id -u)" == 0 ]] && run_as=(runuser -u postgres --)
    "${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  down | up)
    dir="${2:?usage: pg-throwaway.sh $1 <dir>}"
    bindir="$(pg_bindir)"
    run_as=()
    [[ "$(id -u)" == 0 ]] && run_as=(runuser -u postgres --)
    if [[ "$1" == down ]]; then
      "${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null
    else
      "${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 -o "$(cat "$dir/.options")" start >/dev/null ||
        { tail -n 20 "$dir/server.log" >&2; exit 1; }
    fi
    ;;
  *) echo "usage: pg-throwaway.sh start | stop <dir> | down <dir> | up <dir>" >&2; exit 2 ;;
esac
