import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@platform/observability';
import { cdnSupergraph } from './cdn-poller.js';

const COMMITTED = readFileSync(new URL('../../../schema/supergraph.graphql', import.meta.url), 'utf8');
const CALLABLE = new Set([...COMMITTED.matchAll(/@join__graph\(name: "([^"]+)"/g)].map((match) => match[1]!));
const quietLogger = { info() {}, warn() {}, error() {} } as unknown as Logger;

/** A registry's CDN double on loopback: serves `published` with an ETag and answers 304 to it. */
function registry() {
  const seen: IncomingHttpHeaders[] = [];
  const state = { published: COMMITTED, version: 1 };
  const server: Server = createServer((request, response) => {
    seen.push(request.headers);
    const etag = `"v${state.version}"`;
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
    response.writeHead(200, { etag, 'content-type': 'text/plain' }).end(state.published);
  });
  return { server, seen, state };
}

describe('cdnSupergraph', () => {
  let server: Server | undefined;
  afterEach(() => void server?.close());

  it('starts from the published supergraph, sends the key, and hands over only a changed one', async () => {
    const cdn = registry();
    server = cdn.server;
    await new Promise<void>((resolve) => cdn.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(cdn.server.address() as AddressInfo).port}/supergraph`;
    const updates: string[] = [];
    const hook = cdnSupergraph({ url, key: 'read-key', pollMs: 30 }, CALLABLE, quietLogger);
    const { supergraphSdl, cleanup } = await hook({
      update: (sdl) => updates.push(sdl),
      healthCheck: async () => undefined,
      getDataSource: () => undefined as never,
    });
    try {
      expect(supergraphSdl).toBe(COMMITTED);
      expect(cdn.seen[0]).toMatchObject({ 'x-hive-cdn-key': 'read-key', authorization: 'Bearer read-key' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(updates).toEqual([]);
      expect(cdn.seen.slice(1).every((headers) => headers['if-none-match'] === '"v1"')).toBe(true);

      // A broken publication is refused; the next good one is taken.
      Object.assign(cdn.state, { published: 'type Query {', version: 2 });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(updates).toEqual([]);
      const next = COMMITTED.replace(
        '"""The caller\'s archived pages',
        '"""The archived pages of the caller',
      );
      expect(next).not.toBe(COMMITTED);
      Object.assign(cdn.state, { published: next, version: 3 });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(updates).toEqual([next]);
    } finally {
      await cleanup?.();
    }
  });

  it('loads a supergraph composed elsewhere, whose security features are linked for SECURITY', async () => {
    const cdn = registry();
    server = cdn.server;
    const linked = '@link(url: "https://specs.apollo.dev/authenticated/v0.1")';
    expect(COMMITTED).toContain(linked);
    cdn.state.published = COMMITTED.replace(linked, linked.replace(')', ', for: SECURITY)'));
    await new Promise<void>((resolve) => cdn.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(cdn.server.address() as AddressInfo).port}/supergraph`;
    const hook = cdnSupergraph({ url, pollMs: 1000 }, CALLABLE, quietLogger);
    const started = await hook({
      update: () => undefined,
      healthCheck: async () => undefined,
      getDataSource: () => undefined as never,
    });
    await started.cleanup?.();
    expect(started.supergraphSdl).toBe(COMMITTED);
  });

  it('refuses to start from a registry that does not answer with a supergraph', async () => {
    const cdn = registry();
    server = cdn.server;
    cdn.state.published = '';
    await new Promise<void>((resolve) => cdn.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(cdn.server.address() as AddressInfo).port}/supergraph`;
    const hook = cdnSupergraph({ url, pollMs: 1000 }, CALLABLE, quietLogger);
    await expect(
      hook({
        update: () => undefined,
        healthCheck: async () => undefined,
        getDataSource: () => undefined as never,
      }),
    ).rejects.toThrow(/the supergraph is empty/);
  });
});
