#!/usr/bin/env bash
# Installs Node 24 (the npm package `node`, which ships the official binary) into .node24/, outside the
# project's node_modules, for the test stage that runs the end-to-end suites on Node 24. The project's
# node_modules stay as installed for the machine's Node: argon2 loads through N-API prebuilds, which
# every Node version accepts; better-sqlite3 (the clipboard tool's, built for the installing Node's ABI)
# is not loaded by the platform's end-to-end suites. Prints the folder to put first on PATH.
# Usage: scripts/install-node24.sh  (no-op when .node24 already holds that version)
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=24.21.0
BIN="$PWD/.node24/node_modules/.bin"
if [ "$("$BIN/node" --version 2>/dev/null)" != "v$VERSION" ]; then
  echo "== installing Node $VERSION into .node24/" >&2
  npm install --prefix .node24 --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$VERSION" >&2
fi
# Fail here, with the reason, rather than in the middle of a test run.
"$BIN/node" -e "require('argon2')" >&2 || { echo "argon2 does not load on Node $VERSION" >&2; exit 1; }
echo "$BIN"
