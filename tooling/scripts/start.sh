#!/usr/bin/env bash
# ./run start — install, build (cached by turbo), then serve /jobs, /hire and /api on one origin.
# The server migrates the embedded database and seeds demo data on first run (see tooling/gateway).
set -euo pipefail
cd "$(dirname "$0")/../.."
. tooling/scripts/lib.sh

install_workspace
step "Building the apps (cached when nothing changed)"
pnpm turbo run build --filter=@localjobs/seeker --filter=@localjobs/hire --output-logs=errors-only
step "Starting the server"
# production builds of the libraries, development defaults of the API (no SMS gateway, dev OTP key): a demo
export NODE_ENV="${NODE_ENV:-production}"
export APP_ENV="${APP_ENV:-development}"
exec node tooling/gateway/src/serve.ts
