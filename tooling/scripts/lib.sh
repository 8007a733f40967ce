# Shared helpers for the tooling scripts. Sourced, never run.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1

step() { printf '\n\033[1;36m== %s\033[0m\n' "$*"; }
warn() { printf '\033[33m%s\033[0m\n' "$*" >&2; }
die() { printf '\033[31m%s\033[0m\n' "$*" >&2; exit 1; }

# A free TCP port on the loopback interface.
free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Installs the workspace's packages; a no-op in about a second when nothing changed.
install_workspace() {
  if [[ -f node_modules/.modules.yaml ]] && [[ node_modules/.modules.yaml -nt pnpm-lock.yaml ]] &&
    [[ -z "$(find . -name package.json -newer node_modules/.modules.yaml -not -path '*/node_modules/*' -not -path './.toolchain/*' -print -quit)" ]]; then
    return 0
  fi
  step "Installing packages (pnpm install --frozen-lockfile)"
  pnpm install --frozen-lockfile --reporter=append-only
}

# A Debian package's binary: present, installed with apt when we are root, or an exact instruction.
ensure_debian_tool() { # <command, or a file the package installs> <debian package>
  local cmd="$1" pkg="$2"
  if command -v "$cmd" >/dev/null 2>&1 || [[ -e "$cmd" ]]; then return 0; fi
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    step "Installing Debian package $pkg"
    if [[ ! -d /var/lib/apt/lists ]] || [[ -z "$(ls -A /var/lib/apt/lists 2>/dev/null | grep -v lock)" ]]; then
      apt-get update -qq
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$pkg" >/dev/null || {
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$pkg" >/dev/null
    }
    return 0
  fi
  die "Missing $cmd. Install it with: sudo apt-get install -y $pkg"
}

# Directory holding PostgreSQL's server binaries (initdb, pg_ctl, postgres).
pg_bindir() {
  local d
  for d in /usr/lib/postgresql/*/bin; do
    [[ -x "$d/initdb" ]] && { echo "$d"; return 0; }
  done
  return 1
}
