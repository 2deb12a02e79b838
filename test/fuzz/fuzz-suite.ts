import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import fc from 'fast-check';
import { FuzzTally } from './fuzz-outcome.js';
import { sendToTarget, type FuzzServers } from './fuzz-targets.js';

// Property-based fuzzing of APIs from outside (bounded here; `npm run fuzz` runs the same
// generators longer and prints the counts): whatever a client sends, no 5xx that is not a
// documented unavailable dependency, every error body JSON, no internal error or server detail.
const RUNS_PER_TARGET = 150;

/** One Jest suite fuzzing the targets `start` brings up. */
export function fuzzSuite(title: string, start: () => Promise<FuzzServers>): void {
  describe(title, () => {
    let servers: FuzzServers;
    beforeAll(async () => {
      servers = await start();
    }, 240_000);
    afterAll(() => servers?.stop());

    it('answers every generated request without a server error or a non-JSON error body', async () => {
      const tally = new FuzzTally();
      for (const target of servers.targets) {
        // fc.check (not assert): every target runs, and the tally's problems say what broke, on which request.
        await fc.check(
          fc.asyncProperty(target.requests, async (request) => {
            const outcome = await sendToTarget(target, request);
            tally.record(request, outcome);
            return outcome.problem === undefined;
          }),
          { numRuns: RUNS_PER_TARGET, endOnFailure: true },
        );
      }
      // On failure, the servers' own account of what went wrong comes with the requests that broke.
      const serverErrors = tally.problems.length
        ? servers
            .logs()
            .filter((line) => /unexpected|"level":50/.test(line))
            .slice(-5)
        : [];
      expect({ problems: tally.problems, serverErrors }).toEqual({ problems: [], serverErrors: [] });
      expect(tally.requests).toBeGreaterThanOrEqual(servers.targets.length);
    }, 300_000);
  });
}
