#!/usr/bin/env bash
# The whole test suite (`npm test`): types, schema freshness, unit, subgraph and end-to-end tests on
# embedded PGlite, the end-to-end suites again on Node 24 (the current LTS line; see
# scripts/install-node24.sh), then the end-to-end suites against the machine's PostgreSQL server,
# each test file on a fresh database of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system-packages.sh

echo "== typecheck"
npm run --silent typecheck

echo "== jest (embedded PGlite)"
npm run --silent test:jest -- --maxWorkers=2

# Jest and every process the suites start (process.execPath) run on Node 24 here.
NODE24_BIN="$(bash scripts/install-node24.sh)"
echo "== jest end-to-end suites on Node $("$NODE24_BIN/node" --version) (embedded PGlite)"
PATH="$NODE24_BIN:$PATH" NODE_OPTIONS='--experimental-vm-modules --no-warnings' \
  "$NODE24_BIN/node" node_modules/jest/bin/jest.js --maxWorkers=2 "/test/[^/]*\.e2e\.test\.ts$"

PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  echo "== jest end-to-end suites (PostgreSQL server at $PG_URL, fresh database per file)"
  TEST_DATABASE=postgres npm run --silent test:jest -- --maxWorkers=2 "/test/[^/]*\.e2e\.test\.ts$"
else
  echo "== PostgreSQL server not reachable at $PG_URL: the server pass is skipped" >&2
  if [ "${CI:-}" = "true" ]; then exit 1; fi
fi
