import { afterEach, describe, expect, it } from '@jest/globals';
import type { RequestContext } from '@platform/auth';
import { asCaller, bindSupergraph } from '@platform/subgraph-kit';
import { graphReceiverDirectory } from './graph-ports.js';

const caller: RequestContext = {
  requestId: 'r1',
  internal: false,
  identity: {
    realm: 'cards',
    subject: 'b0a3c8f2-2f4e-4d39-9d43-3f0a4b5c6d7e',
    scopes: ['trades:write'],
    tier: null,
    expiresAt: Math.floor(Date.now() / 1000) + 60,
    extras: { tokenUse: 'user' },
  },
};

describe('the receiver directory over the graph', () => {
  afterEach(() => bindSupergraph(undefined));

  it("asks the accounts' accountByHandle as the proposing caller, and reads null as no account", async () => {
    const seen: Array<{ query: string; variables: Record<string, unknown>; subject?: string }> = [];
    const ids: Record<string, string> = { rook: '6f1e2d3c-4b5a-4978-8f6e-5d4c3b2a1908' };
    bindSupergraph({
      execute: async (query, _name, variables, context) => {
        seen.push({ query, variables, subject: context.identity?.subject });
        const id = ids[String(variables.handle)];
        return { data: { accountByHandle: id ? { id } : null } };
      },
    });
    const found = await asCaller(caller, () => graphReceiverDirectory.accountIdByHandle('rook'));
    const missing = await asCaller(caller, () => graphReceiverDirectory.accountIdByHandle('ghost'));
    expect([found, missing]).toEqual([ids.rook, null]);
    expect(seen.map((call) => call.variables)).toEqual([{ handle: 'rook' }, { handle: 'ghost' }]);
    expect(seen[0].query).toMatch(/accountByHandle\(handle: \$handle\)/);
    expect(seen.every((call) => call.subject === caller.identity!.subject)).toBe(true);
  });

  it("passes the accounts' expected error on unchanged", async () => {
    bindSupergraph({
      execute: async () => ({
        errors: [{ message: 'handle: too long', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    });
    await expect(
      asCaller(caller, () => graphReceiverDirectory.accountIdByHandle('x'.repeat(31))),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
