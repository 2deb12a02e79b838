import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { Kind, parse, print, type DocumentNode } from 'graphql';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import type { RequestContext } from '@platform/auth';
import { loadConfig } from '@platform/config';
import { createLogger } from '@platform/observability';
import { bootPlatform, startSubgraph, type Platform, type RunningSubgraph } from '@platform/subgraph-kit';
import { createGateway, type Gateway } from './gateway.js';
import { contextFromHeaders } from './request-context.js';
import { SUBGRAPH_NAMES, loadSubgraphModule } from './subgraph-registry.js';

// Every operation of schema/operations/tabs (the gateway's clients; schema/operations/clipboard is
// the mfm tool's own graph) runs once with the single-fetch path on, recording what each subgraph
// answered; a plan the path served is then run again on the gateway's normal path (result shaping)
// with the subgraphs replaying those same answers, and both results must be identical, errors
// included. Mutations therefore run once, and both paths see the same data.
const OPERATIONS_DIR = new URL('../../schema/operations/tabs/', import.meta.url);

function loadOperations(): { document: DocumentNode; names: string[] } {
  const files = readdirSync(OPERATIONS_DIR).filter((name) => name.endsWith('.graphql'));
  const document = parse(files.map((name) => readFileSync(new URL(name, OPERATIONS_DIR), 'utf8')).join('\n'));
  const names = document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION && d.operation !== 'subscription' ? [d.name!.value] : [],
  );
  return { document, names };
}

type Mode = 'record' | 'replay';

/** Wraps each data source: in `record` it calls the subgraph and keeps the answer, in `replay` it answers from what was kept. */
function recordAndReplay(sources: ReadonlyMap<string, GraphQLDataSource<RequestContext>>) {
  const state = {
    mode: 'record' as Mode,
    tape: [] as Array<{ service: string; query: string; response: GatewayGraphQLResponse }>,
  };
  for (const [service, source] of sources) {
    const real = source.process.bind(source);
    source.process = async (options: GraphQLDataSourceProcessOptions<RequestContext>) => {
      // The gateway's own calls (the session lookup) are not part of a plan.
      if (options.kind !== GraphQLDataSourceRequestKind.INCOMING_OPERATION) return real(options);
      const query = options.request.query ?? '';
      if (state.mode === 'record') {
        const response = await real(options);
        state.tape.push({ service, query, response });
        return response;
      }
      const next = state.tape.shift();
      if (!next || next.service !== service || next.query !== query)
        throw new Error(`replay out of step: ${service} ${query}`);
      // The gateway merges fetched data into its own result objects: give it a copy.
      return {
        ...next.response,
        data: next.response.data === undefined ? undefined : JSON.parse(JSON.stringify(next.response.data)),
      };
    };
  }
  return state;
}

describe('single-fetch plans answered with the subgraph answer', () => {
  let platform: Platform;
  let embedded: RunningSubgraph[] = [];
  let gateway: Gateway;
  let tape: ReturnType<typeof recordAndReplay>;
  const { document, names } = loadOperations();

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: 'memory://',
      JWT_SECRET: 'single-fetch-test-secret-single-fetch-test',
      LOG_LEVEL: 'silent',
      ANALYSIS_AUTOSTART: 'false',
      ML_URL: 'http://127.0.0.1:9',
    });
    platform = await bootPlatform(config, createLogger('silent'));
    // One at a time: Jest's ESM loader can fail "not in cache" when many module graphs that share
    // files are imported at once. The gateway serves the committed supergraph, so it needs them all.
    for (const name of SUBGRAPH_NAMES)
      embedded.push(await startSubgraph(await loadSubgraphModule(name), platform));
    gateway = await createGateway(platform, embedded);
    tape = recordAndReplay(gateway.dataSources);
  }, 120_000);
  afterAll(async () => {
    await gateway?.apollo.stop();
    for (const subgraph of embedded) await subgraph.close();
    await platform?.close();
  });

  async function execute(operationName: string, variables: Record<string, unknown>, context: RequestContext) {
    const response = await gateway.apollo.executeOperation(
      { query: print(document), operationName, variables },
      { contextValue: context },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return response.body.singleResult;
  }

  it('gives the same result as the gateway on every operation of schema/operations/tabs', async () => {
    const served: string[] = [];
    const gatewayPath: string[] = [];
    const ran: string[] = [];
    /** Runs an operation both ways; returns its (single-fetch path) data for the steps after it. */
    async function both(
      operationName: string,
      variables: Record<string, unknown> = {},
      token?: string,
    ): Promise<any> {
      ran.push(operationName);
      // One context for both runs: the second must not see what the first did to the session (Logout).
      const context = await contextFromHeaders(
        gateway.sessions,
        token ? { authorization: `Bearer ${token}` } : {},
        `test-${operationName}`,
      );
      tape.mode = 'record';
      tape.tape = [];
      gateway.singleFetch.enabled = true;
      const before = gateway.singleFetch.served;
      const fast = await execute(operationName, variables, context);
      if (gateway.singleFetch.served === before) {
        gatewayPath.push(operationName);
        return fast.data;
      }
      served.push(operationName);
      tape.mode = 'replay';
      gateway.singleFetch.enabled = false;
      try {
        const normal = await execute(operationName, variables, context);
        expect({ operationName, result: JSON.parse(JSON.stringify(fast)) }).toEqual({
          operationName,
          result: JSON.parse(JSON.stringify(normal)),
        });
        expect(tape.tape).toHaveLength(0);
      } finally {
        gateway.singleFetch.enabled = true;
        tape.mode = 'record';
      }
      return fast.data;
    }

    const password = 'correct-horse-battery';
    await both('Register', { username: 'single_fetch', email: 'single-fetch@example.com', password });
    const { login } = await both('Login', { email: 'single-fetch@example.com', password });
    const token: string = login.token;
    await both('Login', { email: 'single-fetch@example.com', password: 'wrong password' });

    await both('UserProfile', {}, token);
    await both('UserProfile', {}); // unauthenticated: an error both ways
    await both('BillingPlan', {}, token);
    await both('LibraryStats', {}, token);
    await both('ScheduledTasks', {}, token);

    const tabContent = 'Ada Lovelace wrote about the Analytical Engine in London. '.repeat(5);
    const { createTab } = await both(
      'CreateTab',
      { input: { url: 'https://example.com/a', title: 'Engine notes', content: tabContent } },
      token,
    );
    await both('CreateTab', { input: { url: 'https://example.com/b', title: 'Second tab' } }, token);
    await both('ListTabs', { limit: 10, offset: 0, archived: false }, token);
    await both('ListTabs', { limit: 0, offset: 0, archived: false }, token); // bad input
    await both('OpenTab', { id: createTab.id }, token);
    await both('OpenTab', { id: 987654 }, token); // not found
    await both(
      'UpdateTab',
      { id: createTab.id, input: { title: 'Engine notes, edited', tags: ['history', 'computing'] } },
      token,
    );
    await both('StaleTabs', { days: 1 }, token); // Pro only
    await both('BulkCreateTabs', { tabs: [{ url: 'https://example.com/bulk' }] }, token); // Pro only

    const { createBookmark } = await both(
      'CreateBookmark',
      { input: { url: 'https://example.com/c', title: 'A bookmark', folder: 'reading' } },
      token,
    );
    await both('ListBookmarks', { limit: 10, offset: 0, folder: null, archived: false }, token);
    await both('ListBookmarks', { limit: 10, offset: 0, folder: 'reading', archived: false }, token);
    await both('GetBookmark', { id: createBookmark.id }, token);
    await both(
      'UpdateBookmark',
      { id: createBookmark.id, input: { title: 'A bookmark, edited', folder: 'later' } },
      token,
    );
    await both('BulkCreateBookmarks', { bookmarks: [{ url: 'https://example.com/bulk-b' }] }, token);

    await both('SearchText', { query: 'engine', type: 'BOTH', limit: 10 }, token);
    await both('SearchSemantic', { query: 'engine', type: 'TABS', limit: 10 }, token);
    await both('SimilarItems', { id: createTab.id, type: 'TAB', limit: 5 }, token);
    await both('SearchHybrid', { query: 'engine', type: 'BOOKMARKS', limit: 10 }, token);

    await both('GenerateSuggestions', {}, token);
    await both('ListSuggestions', { status: null, limit: 10, offset: 0 }, token);
    await both('PendingSuggestions', { type: 'DUPLICATE', limit: 10, offset: 0 }, token);
    await both('RelatedSuggestions', { id: createTab.id, type: 'TAB', limit: 10, offset: 0 }, token);
    await both('AcceptSuggestion', { id: 987654 }, token);
    await both('RejectSuggestion', { id: 987654 }, token);

    await both('ArchivePage', { url: 'https://example.com/page' }, token);
    await both('ListArchives', { limit: 10, offset: 0 }, token);
    await both('GetArchive', { id: 987654 }, token);
    await both('ArchiveFiles', { id: 987654 }, token);
    await both('ArchiveTab', { id: createTab.id }, token);
    await both('ArchiveBookmark', { id: createBookmark.id }, token);
    await both('ListTabs', { limit: 10, offset: 0, archived: true }, token);
    await both('DeleteTab', { id: createTab.id }, token);
    await both('DeleteBookmark', { id: createBookmark.id }, token);

    await both('CreateCheckoutSession', {}, token);
    await both('ApplyBillingWebhook', {
      rawBody: '{"type":"unknown"}',
      signatures: { hmacSignature: 'not-a-signature' },
    });

    await both('MyAccount', {}, token);
    await both('UpdateAccountProfile', { input: { displayName: 'Single Fetch' } }, token);
    await both('RequestEmailVerification', {}, token);
    await both('VerifyEmail', { token: 'not-a-verification-token' }); // an error both ways
    await both('RequestPasswordReset', { email: 'single-fetch@example.com' });
    await both('ResetPassword', { token: 'not-a-reset-token', newPassword: 'yet-another-horse-battery' });

    await both('UpdateProfile', { username: 'single_fetch_renamed' }, token);
    await both('UpdateEmail', { email: 'single-fetch-2@example.com' }, token);
    await both('ChangePassword', { currentPassword: password, newPassword: 'another-horse-battery' }, token);
    await both('Logout', {}, token);
    const again = await both('Login', {
      email: 'single-fetch-2@example.com',
      password: 'another-horse-battery',
    });
    await both('DeleteAccount', {}, again.login.token);

    expect([...new Set(ran)].sort()).toEqual([...names].sort());
    // The lists and most single-domain operations take the single-fetch path...
    expect(served).toEqual(expect.arrayContaining(['ListTabs', 'ListBookmarks', 'CreateTab', 'UserProfile']));
    // ...and plans that fetch from two subgraphs stay on the gateway's path.
    expect(gatewayPath).toEqual(expect.arrayContaining(['LibraryStats']));
    // The normal path compared against above shapes with the compiled shaper (result-shaping/).
    expect(gateway.compiledShaping.shaped).toBeGreaterThan(served.length);
  }, 300_000);

  it('judges each operation of a document once, and answers it the same way again', async () => {
    const context = await contextFromHeaders(gateway.sessions, {}, 'test-judged-once');
    gateway.singleFetch.enabled = true;
    const judged = gateway.singleFetch.judged;
    const served = gateway.singleFetch.served;
    const first = await execute('ScheduledTasks', {}, context);
    const second = await execute('ScheduledTasks', {}, context);
    expect(second).toEqual(first);
    expect(gateway.singleFetch.judged - judged).toBeLessThanOrEqual(1);
    // Served (or not) the same way both times.
    expect((gateway.singleFetch.served - served) % 2).toBe(0);
  }, 60_000);
});
