import { afterEach, describe, expect, it } from '@jest/globals';
import type { RequestContext } from '@platform/auth';
import { DomainError } from '@platform/errors';
import { asCaller, bindSupergraph, runSupergraphOperation } from './supergraph-client.js';

const caller: RequestContext = { requestId: 'r1', internal: false, identity: null };

describe('supergraph operations from a subgraph', () => {
  afterEach(() => bindSupergraph(undefined));

  it("runs the operation with the caller's context", async () => {
    const seen: RequestContext[] = [];
    bindSupergraph({
      execute: async (_query, _name, variables, context) => (
        seen.push(context),
        { data: { echo: variables.x } }
      ),
    });
    await expect(
      asCaller(caller, () => runSupergraphOperation<{ echo: number }>('query { echo }', { x: 7 })),
    ).resolves.toEqual({ echo: 7 });
    expect(seen).toEqual([caller]);
  });

  it("turns the other domain's expected error back into the same DomainError, and anything else into a failure", async () => {
    bindSupergraph({
      execute: async () => ({
        errors: [
          {
            message: 'cannot trade with yourself',
            extensions: { code: 'UNPROCESSABLE', reason: 'self_trade' },
          },
        ],
      }),
    });
    const error = await asCaller(caller, () => runSupergraphOperation('query { x }')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'cannot trade with yourself',
      details: { reason: 'self_trade' },
    });
    bindSupergraph({
      execute: async () => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    });
    const unexpected = await asCaller(caller, () => runSupergraphOperation('query { x }')).catch(
      (e: unknown) => e,
    );
    expect(unexpected).not.toBeInstanceOf(DomainError);
  });

  it('needs a caller and a bound graph', async () => {
    await expect(runSupergraphOperation('query { x }')).rejects.toThrow('needs a caller');
    await expect(asCaller(caller, () => runSupergraphOperation('query { x }'))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
