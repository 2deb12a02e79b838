import { get as httpGet } from 'node:http';
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { parse } from 'graphql';
import { z } from 'zod';
import { tabsIdentity } from '@platform/auth';
import { LocalEventBus } from '@platform/pubsub';
import { route } from './route.js';
import type { GraphExecutor } from '@platform/subgraph-kit/executor';
import { ResponseCache } from './response-cache.js';
import { serveRouter, testApi } from './router-test-server.js';

// A cached route served by the real router with a test double of the gateway that counts its calls.
let calls = 0;
const executor: GraphExecutor = {
  contextFor: async (_headers, requestId) => ({
    requestId,
    identity: tabsIdentity({ userId: 1, tokenId: 't', plan: 'free', devices: 0, deviceBlocked: false }),
    internal: false,
  }),
  execute: async () => ({ data: { things: [`thing ${++calls}`] } }),
};
const api = testApi([
  route({
    method: 'get',
    path: '/things',
    summary: 'x',
    tag: 'x',
    auth: 'user',
    operation: parse('{ things }'),
    cache: { invalidatedBy: 'things.changed' },
    respond: (data: { things: string[] }) => data.things,
    response: z.array(z.string()),
  }),
]);

describe('a cached route', () => {
  const bus = new LocalEventBus();
  let served: Awaited<ReturnType<typeof serveRouter>>;
  beforeAll(async () => {
    served = await serveRouter(api, executor, {}, new ResponseCache(bus, ['things.changed']));
  });
  afterAll(() => served.close());
  const get = (headers: Record<string, string> = {}) =>
    fetch(`${served.base}/things`, { headers: { authorization: 'Bearer good', ...headers } });

  it('stores a body at its second miss, answers hits with the same bytes and ETag as that miss, and 304 to that ETag', async () => {
    expect(await (await get()).json()).toEqual(['thing 1']);
    const miss = await get();
    const etag = miss.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(await miss.json()).toEqual(['thing 2']);
    const hit = await get();
    expect(hit.headers.get('etag')).toBe(etag);
    expect(hit.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await hit.json()).toEqual(['thing 2']);
    // Through node:http: fetch adds Cache-Control: no-cache to a conditional request, which forbids a 304.
    const conditional = await new Promise<number | undefined>((resolve, reject) =>
      httpGet(
        `${served.base}/things`,
        { headers: { authorization: 'Bearer good', 'if-none-match': etag! } },
        (res) => resolve(res.resume().statusCode),
      ).on('error', reject),
    );
    expect(conditional).toBe(304);
    expect(calls).toBe(2);
    bus.publish('things.changed', { userId: 1 });
    const after = await get();
    expect(await after.json()).toEqual(['thing 3']);
    expect(after.headers.get('etag')).not.toBe(etag);
  });
});
