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

/** The platform process's APIs, running for real: the tab API (its OpenAPI document) and the gateway's /graphql (schema/operations/). */
export async function startPlatformFuzzServers(): Promise<FuzzServers> {
  const platform = await startPlatform();
  try {
    const { token } = await signUp(platform.api);
    const tabsDoc = (await (await fetch(`${platform.api}/api-docs.json`)).json()) as OpenApiDocument;
    return {
      targets: [
        { name: 'tabs REST', requests: openApiRequests(tabsDoc, platform.api, { valid: token }) },
        { name: 'gateway /graphql', requests: graphqlRequests(platform.graphql, { valid: token }) },
      ],
      logs: () => platform.logs,
      stop: () => platform.stop(),
    };
  } catch (error) {
    await platform.stop();
    throw error;
  }
}

/** The clipboard tool's local API (`mfm serve`): its OpenAPI document and its own /graphql. */
export async function startClipboardFuzzServers(): Promise<FuzzServers> {
  const clipboardHome = mkdtempSync(join(tmpdir(), 'fuzz-clipboard-'));
  const clipboardLogs: string[] = [];
  const clipboard = await startClipboardServer({ home: clipboardHome, port: 0, portAttempts: 1, logger: (line) => clipboardLogs.push(line) });
  const stop = async () => {
    await clipboard.close();
    rmSync(clipboardHome, { recursive: true, force: true });
  };
  try {
    const clipboardDoc = (await (await fetch(`${clipboard.url}/api-docs.json`)).json()) as OpenApiDocument;
    return {
      targets: [
        { name: 'clipboard REST', requests: openApiRequests(clipboardDoc, clipboard.url, {}) },
        { name: 'clipboard /graphql', requests: graphqlRequests(`${clipboard.url}/graphql`, {}, 'schema/operations/clipboard/', 'schema/clipboard.graphql') },
      ],
      logs: () => clipboardLogs,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Every API the platform serves, each with its request generator. A new API adds its entry here. */
export async function startFuzzServers(): Promise<FuzzServers> {
  const parts = [await startPlatformFuzzServers(), await startClipboardFuzzServers()];
  return {
    targets: parts.flatMap((part) => part.targets),
    logs: () => parts.flatMap((part) => part.logs()),
    stop: async () => {
      for (const part of parts) await part.stop();
    },
  };
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
