#!/usr/bin/env bash
# The whole test suite (`npm test`): types, lint, schema freshness, unit, subgraph and end-to-end tests on
# embedded PGlite (this machine's Node), then the end-to-end suites again against the machine's
# PostgreSQL server, each test file on a fresh database of its own, run on Node 24 (the current LTS
# line; see scripts/install-node24.sh). One second pass serves both: the server database and the newer
# Node, instead of two more passes of the slowest suites.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system-packages.sh

echo "== typecheck"
npm run --silent typecheck

echo "== lint (domain boundaries)"
npm run --silent lint

echo "== jest (embedded PGlite, Node $(node --version))"
npm run --silent test:jest -- --maxWorkers=2

PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  echo "== PostgreSQL server not reachable at $PG_URL: the server pass is skipped" >&2
  if [ "${CI:-}" = "true" ]; then exit 1; fi
  exit 0
fi

# Jest and every process the suites start (process.execPath) run on Node 24 here. Only the platform's
# end-to-end files (test/*.e2e.test.ts): the clipboard tool's suites use SQLite, not PostgreSQL, and its
# better-sqlite3 addon is built for the Node that installed node_modules.
NODE24_BIN="$(bash scripts/install-node24.sh)"
echo "== jest end-to-end suites on Node $("$NODE24_BIN/node" --version) (PostgreSQL server at $PG_URL, fresh database per file)"
PATH="$NODE24_BIN:$PATH" TEST_DATABASE=postgres NODE_OPTIONS='--experimental-vm-modules --no-warnings' \
  "$NODE24_BIN/node" node_modules/jest/bin/jest.js --maxWorkers=2 "^$PWD/test/[^/]*\.e2e\.test\.ts$"
