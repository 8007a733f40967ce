#!/usr/bin/env bash
# ./run dev [seeker|hire|api] — watch mode with hot reload. With no argument: the API (restarts on change,
# port API_PORT, default 3001) and both apps' Vite dev servers (seeker on 5173, hire on 5174), which proxy
# /api to the API. Name one app to run only it and the API.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tooling/scripts/lib.sh

install_workspace
filters=(--filter=@localjobs/api)
case "${1:-all}" in
  all) filters+=(--filter=@localjobs/seeker --filter=@localjobs/hire) ;;
  seeker | hire) filters+=("--filter=@localjobs/$1") ;;
  api) ;;
  *) die "usage: ./run dev [seeker|hire|api]" ;;
esac
exec pnpm turbo run dev "${filters[@]}"
