import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, signUp } from './support/http-client.js';
import { eventually } from './support/accounts.js';

const COMMITTED = readFileSync(new URL('../schema/supergraph.graphql', import.meta.url), 'utf8');
/** Query.accountByHandle with its description: the field a new supergraph takes away. */
const FIELD =
  /\n  "{3}[^"]*"{3}\n  accountByHandle\(handle: String!\): Account @join__field\(graph: ACCOUNTS\)\n/;
const WITHOUT_FIELD = COMMITTED.replace(FIELD, '\n');
const BY_HANDLE = '{ accountByHandle(handle: "nobody_here") { id } }';

/**
 * SUPERGRAPH_SOURCE=watch: a supergraph written over the watched file replaces the running one
 * (as publishing tools do, by renaming a finished file over it); requests made meanwhile and open
 * subscriptions carry on; a supergraph that does not build, or names a subgraph this process cannot
 * call, is refused and the running one keeps serving.
 */
describe('supergraph hot reload from a watched file', () => {
  let platform: RunningPlatform;
  let folder: string;
  let file: string;
  let token: string;
  let socket: Client;
  const streamed: unknown[] = [];

  /** Writes next to the file, then renames over it: the reader never sees half a supergraph. */
  const publish = (sdl: string) => {
    const next = `${file}.next`;
    writeFileSync(next, sdl);
    renameSync(next, file);
  };
  const codeOf = async (query: string) =>
    (await graphql(platform.graphql, query, { token })).errors?.[0]?.extensions?.code ?? 'ok';

  beforeAll(async () => {
    expect(WITHOUT_FIELD).not.toBe(COMMITTED);
    folder = mkdtempSync(join(tmpdir(), 'supergraph-'));
    file = join(folder, 'supergraph.graphql');
    writeFileSync(file, COMMITTED);
    platform = await startPlatform({ SUPERGRAPH_SOURCE: 'watch', SUPERGRAPH_FILE: file });
    token = (await signUp(platform.api)).token;
    socket = createClient({
      url: platform.ws,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    socket.subscribe(
      { query: 'subscription { itemEnriched { itemId } }' },
      {
        next: (message) => streamed.push(message),
        error: (error) => streamed.push({ error }),
        complete: () => streamed.push('complete'),
      },
    );
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await socket?.dispose();
    await platform?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves a new supergraph without failing the requests made while it is replaced', async () => {
    expect(await codeOf(BY_HANDLE)).toBe('ok');
    const during = Array.from({ length: 30 }, (_, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 20)).then(() =>
        graphql(platform.graphql, '{ me { id } }', { token }),
      ),
    );
    publish(WITHOUT_FIELD);
    const answers = await Promise.all(during);
    expect(answers.filter((answer) => answer.errors?.length || !answer.data?.me)).toEqual([]);
    await eventually(async () =>
      (await codeOf(BY_HANDLE)) === 'GRAPHQL_VALIDATION_FAILED' ? true : undefined,
    );
    expect(platform.logs.join('\n')).toMatch(/supergraph replaced/);
  });

  it('keeps open subscriptions, and their socket serves the new supergraph', async () => {
    expect(streamed).toEqual([]);
    // graphql-ws sends a validation failure as an `error` message: its sink gets the errors themselves.
    const overSocket = await new Promise<unknown>((resolve) => {
      socket.subscribe(
        { query: BY_HANDLE },
        { next: resolve, error: (errors) => resolve({ errors }), complete: () => undefined },
      );
    });
    expect(JSON.stringify(overSocket)).toMatch(/Cannot query field \\"accountByHandle\\"/);
    expect(streamed).toEqual([]);
  });

  it('refuses a supergraph that does not build or names a subgraph it cannot call', async () => {
    const refusedBefore = platform.logs.filter((line) => line.includes('new supergraph refused')).length;
    publish('type Query { broken');
    await eventually(async () =>
      platform.logs.filter((line) => line.includes('new supergraph refused')).length > refusedBefore
        ? true
        : undefined,
    );
    const stranger = WITHOUT_FIELD.replace(
      /enum join__Graph \{\n/,
      'enum join__Graph {\n  STRANGER @join__graph(name: "stranger", url: "http://127.0.0.1:9/graphql")\n',
    );
    expect(stranger).not.toBe(WITHOUT_FIELD);
    publish(stranger);
    await eventually(async () =>
      platform.logs.some((line) => line.includes('cannot call (stranger)')) ? true : undefined,
    );
    // The last good supergraph still serves.
    expect(await codeOf('{ me { id } }')).toBe('ok');
    expect(await codeOf(BY_HANDLE)).toBe('GRAPHQL_VALIDATION_FAILED');
    publish(COMMITTED);
    await eventually(async () => ((await codeOf(BY_HANDLE)) === 'ok' ? true : undefined));
  });
});
