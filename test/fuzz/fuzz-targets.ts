import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { startClipboardServer } from '../../subgraphs/clipboard/src/http/clipboard-server.js';
import { startPlatform } from '../support/platform-process.js';
import { signUp } from '../support/http-client.js';
import { FuzzTally, sendAndJudge, type FuzzRequest } from './fuzz-outcome.js';
import { graphqlRequests } from './graphql-requests.js';
import { openApiRequests, type OpenApiDocument } from './openapi-requests.js';

export interface FuzzTarget {
  name: string;
  requests: fc.Arbitrary<FuzzRequest>;
}

export interface FuzzServers {
  targets: FuzzTarget[];
  logs(): string[];
  stop(): Promise<void>;
}

/**
 * Every API the platform serves, running for real, each with its request generator: the tab API
 * (from its OpenAPI document), the gateway's /graphql (from schema/operations/), the clipboard API
 * (its OpenAPI document) and its local /graphql. A new API adds its entry here.
 */
export async function startFuzzServers(): Promise<FuzzServers> {
  const platform = await startPlatform();
  const clipboardHome = mkdtempSync(join(tmpdir(), 'fuzz-clipboard-'));
  const clipboardLogs: string[] = [];
  const clipboard = await startClipboardServer({ home: clipboardHome, port: 0, portAttempts: 1, logger: (line) => clipboardLogs.push(line) });
  try {
    const { token } = await signUp(platform.api);
    const tabsDoc = (await (await fetch(`${platform.api}/api-docs.json`)).json()) as OpenApiDocument;
    const clipboardDoc = (await (await fetch(`${clipboard.url}/api-docs.json`)).json()) as OpenApiDocument;
    return {
      targets: [
        { name: 'tabs REST', requests: openApiRequests(tabsDoc, platform.api, { valid: token }) },
        { name: 'gateway /graphql', requests: graphqlRequests(platform.graphql, { valid: token }) },
        { name: 'clipboard REST', requests: openApiRequests(clipboardDoc, clipboard.url, {}) },
        { name: 'clipboard /graphql', requests: graphqlRequests(`${clipboard.url}/graphql`, {}, 'schema/operations/clipboard/', 'schema/clipboard.graphql') },
      ],
      logs: () => [...platform.logs, ...clipboardLogs],
      stop: async () => {
        await clipboard.close();
        rmSync(clipboardHome, { recursive: true, force: true });
        await platform.stop();
      },
    };
  } catch (error) {
    await clipboard.close();
    await platform.stop();
    throw error;
  }
}

/** Runs `numRuns` generated requests against one target, recording each; true when none broke a rule. */
export async function fuzzTarget(target: FuzzTarget, numRuns: number, tally: FuzzTally, seed?: number): Promise<boolean> {
  let clean = true;
  for (const request of fc.sample(target.requests, { numRuns, seed })) {
    const outcome = await sendAndJudge(request).catch((error: Error) => ({ status: 0, problem: `no answer: ${error.message}` }));
    tally.record(request, outcome);
    if (outcome.problem) clean = false;
  }
  return clean;
}
