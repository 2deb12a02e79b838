import { AsyncLocalStorage } from 'node:async_hooks';
import { asDomainCall, type RequestContext } from '@platform/auth';
import { DomainError, ServiceUnavailable, isRelayedCode } from '@platform/errors';
import type { GraphExecutor } from './executor/graph-executor.js';

let executor: GraphExecutor | undefined;
const callers = new AsyncLocalStorage<RequestContext>();

/**
 * The process that runs the gateway binds it here once it exists (subgraphs are started before the
 * gateway, so their ports reach it late). A domain then reaches another domain through the graph
 * (entity references, the other domain's fields) instead of importing its code.
 */
export function bindSupergraph(bound: GraphExecutor | undefined): void {
  executor = bound;
}

/**
 * Runs `work` on behalf of `context`: supergraph operations made inside it carry that caller's
 * identity, so the other domain applies its own ownership rules to the very same caller.
 */
export function asCaller<T>(context: RequestContext, work: () => T): T {
  return callers.run(context, work);
}

/** The caller `work` runs for (asCaller), if any. */
export const currentCaller = (): RequestContext | undefined => callers.getStore();

/**
 * One supergraph operation for the current caller. An expected error of the other domain comes back
 * as the same DomainError (code and details), so it reaches the client unchanged; anything else is
 * an unexpected failure.
 */
export async function runSupergraphOperation<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const context = callers.getStore();
  if (!context) throw new Error('A supergraph operation needs a caller (asCaller)');
  if (!executor)
    throw new ServiceUnavailable(
      'The graph is not reachable from this process (cross-domain calls run where the gateway runs)',
    );
  // Marked as this domain's call for the caller: fields kept for domains serve it (domain-call.ts).
  const result = await executor.execute(query, undefined, variables, asDomainCall(context));
  const [error] = result.errors ?? [];
  if (error) {
    const { code, ...details } = error.extensions ?? {};
    if (isRelayedCode(code)) throw new DomainError(code, error.message, details);
    throw new Error(`Supergraph operation failed: ${error.message}`);
  }
  return result.data as T;
}
