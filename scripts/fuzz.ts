// `npm run fuzz`: the fuzz suite of `npm test` (test/fuzz.e2e.test.ts), run longer. It starts the
// platform and the clipboard API, sends FUZZ_RUNS generated requests to each API (default 2,500),
// and prints per API and in total: requests, answers by status, undocumented 5xx and the first
// problems found. Exit code 1 when any request broke a rule (a 5xx, a non-JSON error body, an
// internal error or server detail in an answer).
//
// Knobs (environment): FUZZ_RUNS=2500 requests per API; FUZZ_SEED=<n> to replay a run.
import { FuzzTally } from '../test/fuzz/fuzz-outcome.js';
import { fuzzTarget, startFuzzServers } from '../test/fuzz/fuzz-targets.js';

const runs = Number(process.env.FUZZ_RUNS ?? 2500);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

// The servers' start is held to 60 s (test/support); on a loaded machine a second attempt may be needed.
async function start(attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startFuzzServers();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `fuzz: the servers did not start (${(error as Error).message.split('\n')[0]}); trying again`,
      );
    }
  }
}
const servers = await start();
const total = new FuzzTally();
try {
  console.log(`fuzz: ${runs} requests per API, seed ${seed}`);
  for (const target of servers.targets) {
    const tally = new FuzzTally();
    await fuzzTarget(target, runs, tally, seed);
    console.log(`${target.name.padEnd(20)} ${tally.summary()}`);
    for (const problem of tally.problems) console.log(`  problem: ${problem}`);
    total.add(tally);
  }
  console.log(`${'total'.padEnd(20)} ${total.summary()}`);
} finally {
  await servers.stop();
}
process.exitCode = total.problems.length ? 1 : 0;
