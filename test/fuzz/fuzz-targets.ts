import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse as parseYaml } from 'yaml';
import { DEV_JWT_SECRET } from '@platform/config';
import { developmentToken, RESUME_PERMISSIONS } from '@platform/auth';
import { startClipboardServer } from '../../subgraphs/clipboard/src/http/clipboard-server.js';
import { startPlatform } from '../support/platform-process.js';
import { request, signUp } from '../support/http-client.js';
import { ALL_CARDS_SCOPES } from '../support/cards-client.js';
import { FuzzTally, sendAndJudge, type FuzzOutcome, type FuzzRequest } from './fuzz-outcome.js';
import { graphqlRequests } from './graphql-requests.js';
import { IdPool } from './id-pool.js';
import { openApiRequests, type OpenApiDocument } from './openapi-requests.js';
import { isSocketRequest, sendAndJudgeSocket, websocketRequests } from './websocket-messages.js';

export interface FuzzTarget {
  name: string;
  requests: fc.Arbitrary<FuzzRequest>;
  /** Where the ids of its answers go, for later requests to reuse (REST targets). */
  ids?: IdPool;
}

/** A record to create before a run, with a body the API accepts, so its id is in the pool from the start. */
type Seed = [path: string, body: Record<string, unknown>];

/**
 * A REST API's target: its documented operations, path ids half the time from what it answered
 * before, starting with the records `seeds` create (a hostile body seldom creates one).
 */
async function restTarget(
  name: string,
  doc: OpenApiDocument,
  base: string,
  token?: string,
  seeds: Seed[] = [],
): Promise<FuzzTarget> {
  const ids = new IdPool();
  for (const [path, body] of seeds) {
    const created = await request(base, 'POST', path, { token, body });
    if (created.status >= 300)
      throw new Error(`fuzz seed POST ${path}: ${created.status} ${JSON.stringify(created.body)}`);
    ids.learn(created.status, created.body);
  }
  return { name, requests: openApiRequests(doc, base, { valid: token }, ids), ids };
}

const CARD = { game: 'mtg', set_code: 'fuz', set_name: 'Fuzz Set', rarity: 'rare', collector_number: '1' };

export interface FuzzServers {
  targets: FuzzTarget[];
  logs(): string[];
  stop(): Promise<void>;
}

/** An API's OpenAPI document, as JSON or YAML. */
async function documentAt(url: string): Promise<OpenApiDocument> {
  const text = await (await fetch(url)).text();
  return (url.endsWith('.yaml') ? parseYaml(text) : JSON.parse(text)) as OpenApiDocument;
}

/**
 * The platform process's APIs, running for real: each REST API from its own OpenAPI document with a
 * valid token of its realm (every permission or scope, so requests get past authorisation to the
 * validation and the domain), and the gateway's /graphql over each product's operations in
 * schema/operations/ with that product's token, and both graphql-ws endpoints (the gateway's and the
 * resume port's) with sessions of random and malformed messages. Tokens of every realm are signed
 * with the development secret the test platform runs on.
 */
export async function startPlatformFuzzServers(): Promise<FuzzServers> {
  // The resume API's own per-client limit (100 a minute by default) would answer nearly every request 429.
  const platform = await startPlatform({ RESUME_RATE_LIMIT_MAX: '1000000' });
  try {
    const { token } = await signUp(platform.api);
    const resumeToken = await developmentToken('resume', DEV_JWT_SECRET, {
      sub: randomUUID(),
      permissions: [...RESUME_PERMISSIONS],
    });
    const cardsToken = await developmentToken('cards', DEV_JWT_SECRET, {
      sub: randomUUID(),
      scope: ALL_CARDS_SCOPES,
    });
    const gameToken = await developmentToken('game', DEV_JWT_SECRET, { sub: randomUUID() });
    return {
      targets: [
        await restTarget(
          'tabs REST',
          await documentAt(`${platform.api}/api-docs.json`),
          platform.api,
          token,
          [
            ['/api/tabs', { url: 'https://example.com/fuzz', title: 'Fuzz' }],
            ['/api/bookmarks', { url: 'https://example.com/fuzz-bookmark', title: 'Fuzz' }],
          ],
        ),
        { name: 'gateway /graphql', requests: graphqlRequests(platform.graphql, { valid: token }) },
        {
          name: 'gateway graphql-ws',
          requests: websocketRequests(platform.ws, `${platform.api}/health`, { valid: token }),
        },
        {
          name: 'resume graphql-ws',
          requests: websocketRequests(
            `${platform.resumeApi.replace('http', 'ws')}/graphql`,
            `${platform.resumeApi}/health`,
            { valid: resumeToken },
          ),
        },
        ...(
          [
            ['resume', resumeToken],
            ['hunter', resumeToken],
            ['cards', cardsToken],
            ['game', gameToken],
          ] as const
        ).map(([product, valid]) => ({
          name: `gateway /graphql, ${product}`,
          requests: graphqlRequests(platform.graphql, { valid }, `schema/operations/${product}/`),
        })),
        await restTarget(
          'resume REST',
          await documentAt(`${platform.resumeApi}/openapi.json`),
          platform.resumeApi,
          resumeToken,
          [['/profiles', { slug: 'fuzz', displayName: 'Fuzz' }]],
        ),
        await restTarget(
          'resume Hunter REST',
          await documentAt(`${platform.resumeApi}/openapi-hunter.yaml`),
          platform.resumeApi,
          resumeToken,
        ),
        await restTarget(
          'cards REST',
          await documentAt(`${platform.cardsApi}/api-docs.json`),
          platform.cardsApi,
          cardsToken,
          [
            ['/api/v1/cards', { name: 'Fuzz One', ...CARD }],
            ['/api/v1/cards', { name: 'Fuzz Two', ...CARD, collector_number: '2' }],
          ],
        ),
        await restTarget(
          'game REST',
          await documentAt(`${platform.gameApi}/api-docs.json`),
          platform.gameApi,
          gameToken,
        ),
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
  const clipboard = await startClipboardServer({
    home: clipboardHome,
    port: 0,
    portAttempts: 1,
    logger: (line) => clipboardLogs.push(line),
  });
  const stop = async () => {
    await clipboard.close();
    rmSync(clipboardHome, { recursive: true, force: true });
  };
  try {
    const clipboardDoc = (await (await fetch(`${clipboard.url}/api-docs.json`)).json()) as OpenApiDocument;
    return {
      targets: [
        await restTarget('clipboard REST', clipboardDoc, clipboard.url),
        {
          name: 'clipboard /graphql',
          requests: graphqlRequests(
            `${clipboard.url}/graphql`,
            {},
            'schema/operations/clipboard/',
            'schema/clipboard.graphql',
          ),
        },
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

const FUZZ_BATCH = 50;

/** Sends one of a target's requests and judges the answer; a REST target keeps the ids it was answered. */
export async function sendToTarget(target: FuzzTarget, request: FuzzRequest): Promise<FuzzOutcome> {
  const outcome = isSocketRequest(request) ? await sendAndJudgeSocket(request) : await sendAndJudge(request);
  target.ids?.learn(outcome.status, outcome.body);
  return outcome;
}

/** Runs `numRuns` generated requests against one target, recording each; true when none broke a rule. */
export async function fuzzTarget(
  target: FuzzTarget,
  numRuns: number,
  tally: FuzzTally,
  seed?: number,
): Promise<boolean> {
  let clean = true;
  // Drawn in batches, so ids learnt from one batch's answers reach the next batch's paths.
  for (let batch = 0; batch * FUZZ_BATCH < numRuns; batch++) {
    const runs = Math.min(FUZZ_BATCH, numRuns - batch * FUZZ_BATCH);
    for (const request of fc.sample(target.requests, {
      numRuns: runs,
      seed: seed === undefined ? undefined : seed + batch,
    })) {
      const outcome: FuzzOutcome = await sendToTarget(target, request).catch((error: Error) => ({
        status: 0,
        problem: `no answer: ${error.message}`,
      }));
      tally.record(request, outcome);
      if (outcome.problem) clean = false;
    }
  }
  return clean;
}
