#!/usr/bin/env bash
# The whole test suite (`npm test`): types, lint, schema freshness, unit, subgraph and end-to-end tests on
# embedded PGlite, then the end-to-end suites again against the machine's PostgreSQL server, each test
# file on a fresh database of its own. Both passes run on the project's Node: the `node` devDependency
# (node_modules/.bin/node, see docs/adr/0012-node-24-from-npm.md), whatever Node the machine has.
set -euo pipefail
cd "$(dirname "$0")/.."

# `npm test` already puts node_modules/.bin first on PATH; `bash scripts/test.sh` gets the same Node.
export PATH="$PWD/node_modules/.bin:$PATH"
node -e 'process.exit(+process.versions.node.split(".")[0] >= 22 ? 0 : 1)' || {
  echo "Node $(node --version) is too old: run \`npm install\` (it installs Node 24 into node_modules)" >&2
  exit 1
}

bash scripts/install-system-packages.sh

echo "== typecheck"
npm run --silent typecheck

echo "== lint (domain boundaries)"
npm run --silent lint

# The suites start the platform's entries from this build (TEST_RUN_BUILD, test/support/platform-process.ts):
# what `npm start` ships, and a fifth less CPU for the end-to-end files than through tsx.
echo "== build"
npm run --silent build
export TEST_RUN_BUILD=1

# Each pass leaves every file's duration in test-results/ (Jest keeps them otherwise only in its cache,
# which CI throws away). Jest does not create the folder.
mkdir -p test-results

echo "== jest (embedded PGlite, Node $(node --version))"
npm run --silent test:jest -- --maxWorkers=2 --json --outputFile=test-results/jest-pglite.json

PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  echo "== PostgreSQL server not reachable at $PG_URL: the server pass is skipped" >&2
  if [ "${CI:-}" = "true" ]; then exit 1; fi
  exit 0
fi

# Only the platform's end-to-end files (test/*.e2e.test.ts): the clipboard tool's suites use SQLite, not
# PostgreSQL, and the unit and subgraph suites do not depend on the database server. The browser suites
# (test/*.browser.e2e.test.ts: what a page shows) run once, on PGlite: the API suites cover the server.
# So do the suites whose subject does not touch the database engine: the process's lifecycle (signals,
# draining), its build, the HTTP edge (CORS, socket guards, outbound fetches, operation admission),
# telemetry, supergraph reload, the terminal sign-in and page capture. Everything that reads or writes
# data runs on both.
ENGINE_AGNOSTIC='shutdown|first-session|analysis-process|compiled-build|process-probes|cors|websocket-guards|outbound-fetch|auth-directives|trusted-documents|usage-reporting|supergraph-reload|login-cli|archive'
echo "== jest end-to-end suites (PostgreSQL server at $PG_URL, fresh database per file, Node $(node --version))"
TEST_DATABASE=postgres npm run --silent test:jest -- --maxWorkers=2 --json --outputFile=test-results/jest-postgres.json \
  "^$PWD/test/(?!($ENGINE_AGNOSTIC)\.)[^/.]*\.e2e\.test\.ts$"
