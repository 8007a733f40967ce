#!/usr/bin/env bash
# Brings the pinned Node.js and pnpm into .toolchain/ when the machine's own are missing or too old,
# like a Gradle wrapper: no root, the system Node untouched. Source it; it prepends .toolchain/bin to PATH.
# Node comes from the npm registry's prebuilt binary packages (node-<os>-<cpu>), so the only thing a
# machine needs is some npm (any Node >= 16) or an already suitable Node.
set -euo pipefail

_tc_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=versions.env
. "$_tc_root/tooling/toolchain/versions.env"
_tc_dir="$_tc_root/.toolchain"
_tc_bin="$_tc_dir/bin"

_tc_log() { printf '\033[2m[toolchain]\033[0m %s\n' "$*" >&2; }

# true when version $1 >= $2 (both x.y.z)
_tc_version_ge() {
  local IFS=.
  local -a a=($1) b=($2)
  for i in 0 1 2; do
    ((${a[i]:-0} > ${b[i]:-0})) && return 0
    ((${a[i]:-0} < ${b[i]:-0})) && return 1
  done
  return 0
}

_tc_node_ok() {
  local v
  v="$("$1" -p 'process.versions.node' 2>/dev/null)" || return 1
  _tc_version_ge "$v" "$NODE_MIN"
}

_tc_platform_pkg() {
  local os cpu
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "unsupported OS $(uname -s): install Node >= $NODE_MIN yourself" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) cpu=x64 ;;
    aarch64 | arm64) cpu=arm64 ;;
    *) echo "unsupported CPU $(uname -m): install Node >= $NODE_MIN yourself" >&2; return 1 ;;
  esac
  echo "node-$os-$cpu"
}

_tc_ensure_node() {
  mkdir -p "$_tc_bin"
  local sys_node
  sys_node="$(PATH="${PATH//$_tc_bin:/}" command -v node || true)"
  if [[ -n "${sys_node}" ]] && _tc_node_ok "$sys_node"; then
    ln -sfn "$sys_node" "$_tc_bin/node"
    return
  fi
  local local_node="$_tc_dir/node/node_modules/node-bin/bin/node"
  if [[ -x "$local_node" ]] && [[ "$("$local_node" -p 'process.versions.node')" == "$NODE_VERSION" ]]; then
    ln -sfn "$local_node" "$_tc_bin/node"
    return
  fi
  command -v npm >/dev/null || { echo "Need either Node >= $NODE_MIN or npm to fetch it. Install Node.js first." >&2; return 1; }
  local pkg
  pkg="$(_tc_platform_pkg)"
  _tc_log "system Node is $([[ -n "$sys_node" ]] && "$sys_node" -v || echo missing); fetching Node $NODE_VERSION ($pkg) from the npm registry"
  rm -rf "$_tc_dir/node"
  mkdir -p "$_tc_dir/node"
  # an alias keeps the install path the same on every platform
  npm install --prefix "$_tc_dir/node" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node-bin@npm:$pkg@$NODE_VERSION" >&2
  ln -sfn "$local_node" "$_tc_bin/node"
}

_tc_ensure_pnpm() {
  local pnpm_js="$_tc_dir/pnpm/node_modules/pnpm/bin/pnpm.cjs"
  if [[ ! -f "$pnpm_js" ]] || [[ "$("$_tc_bin/node" -p "require('$_tc_dir/pnpm/node_modules/pnpm/package.json').version")" != "$PNPM_VERSION" ]]; then
    _tc_log "fetching pnpm $PNPM_VERSION"
    rm -rf "$_tc_dir/pnpm"
    mkdir -p "$_tc_dir/pnpm"
    PATH="$_tc_bin:$PATH" npm install --prefix "$_tc_dir/pnpm" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "pnpm@$PNPM_VERSION" >&2
  fi
  cat >"$_tc_bin/pnpm" <<SH
#!/usr/bin/env bash
exec "$_tc_bin/node" "$pnpm_js" "\$@"
SH
  chmod +x "$_tc_bin/pnpm"
}

_tc_ensure_node
_tc_ensure_pnpm
export PATH="$_tc_bin:$PATH"
# native addons (if any ever appear) must build against the Node that runs them, not a system one
if [[ -d "$_tc_dir/node/node_modules/node-bin/include" ]] && [[ "$(readlink "$_tc_bin/node")" == "$_tc_dir/node/"* ]]; then
  export npm_config_nodedir="$_tc_dir/node/node_modules/node-bin"
fi
export COREPACK_ENABLE_STRICT=0
unset -f _tc_log _tc_version_ge _tc_node_ok _tc_platform_pkg _tc_ensure_node _tc_ensure_pnpm
