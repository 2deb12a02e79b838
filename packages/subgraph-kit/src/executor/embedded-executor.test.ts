import { embeddedExecutor } from './embedded-executor.js';
import { IncrementalDeliveryUnsupported } from './graph-executor.js';

const context = { requestId: 'r1' } as never;

describe('embeddedExecutor', () => {
  it("returns Apollo's single result and detaches it from Apollo's response object", async () => {
    const singleResult = { data: { tabs: [{ id: '1' }] } };
    const response = {
      http: { headers: new Map(), status: undefined },
      body: { kind: 'single', singleResult },
    };
    const executor = embeddedExecutor({ executeOperation: async () => response as never });
    await expect(executor.execute('{ tabs { id } }', undefined, {}, context)).resolves.toBe(singleResult);
    expect(response.body).toBeUndefined();
  });

  it('tells the gateway the caller sizes the answer when it has a limit of its own', async () => {
    const seen: unknown[] = [];
    const executeOperation = async (_request: unknown, options?: { contextValue?: unknown }) => {
      seen.push(options?.contextValue);
      return { http: {}, body: { kind: 'single', singleResult: { data: {} } } };
    };
    const executor = embeddedExecutor({ executeOperation } as never, { maxAnswerBytes: 1000 });
    await executor.execute('{ me { id } }', undefined, {}, context);
    expect(seen).toEqual([{ requestId: 'r1', answerSizedByCaller: true }]);
  });

  it('refuses an incremental answer', async () => {
    const executor = embeddedExecutor({
      executeOperation: async () => ({ http: {}, body: { kind: 'incremental' } }) as never,
    });
    await expect(executor.execute('{ me { id } }', undefined, {}, context)).rejects.toBeInstanceOf(
      IncrementalDeliveryUnsupported,
    );
  });
});
