import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpExecutor } from './http-executor.js';

const caller = {
  requestId: 'r1',
  identity: { realm: 'cards', subject: 'ada', scopes: [], tier: null, expiresAt: 0, extras: {} },
  internal: false,
} as never;

describe('httpExecutor (a standalone subgraph back to the graph)', () => {
  it('answers 503 without a delegation and when the gateway is unreachable', async () => {
    await expect(
      httpExecutor('http://127.0.0.1:9/graphql').execute('{ a }', undefined, {}, caller),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(
      httpExecutor('http://127.0.0.1:9/graphql').execute('{ a }', undefined, {}, {
        ...(caller as object),
        delegation: 'd',
      } as never),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('sends the operation with the delegation and returns the GraphQL result', async () => {
    const seen: Array<{ delegation?: string; body: string }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ delegation: req.headers['x-gateway-delegation'] as string, body });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { a: 1 } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    try {
      const result = await httpExecutor(url).execute('{ a }', undefined, { x: 1 }, {
        ...(caller as object),
        delegation: 'signed',
      } as never);
      expect(result).toEqual({ data: { a: 1 } });
      expect(seen).toEqual([
        { delegation: 'signed', body: JSON.stringify({ query: '{ a }', variables: { x: 1 } }) },
      ]);
    } finally {
      server.close();
    }
  });
});
