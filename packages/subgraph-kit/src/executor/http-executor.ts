import { DELEGATION_HEADER } from '@platform/auth';
import { ServiceUnavailable } from '@platform/errors';
import type { GraphExecutor, GraphResult } from './graph-executor.js';

/**
 * A gateway's /graphql over HTTP, as a standalone subgraph reaches the graph (distributed mode):
 * the operation goes with the delegation the gateway signed for this caller (gateway-assertion.ts),
 * so the other domains see the very same caller. Without a delegation (a scheduled job, an
 * anonymous call) or with the gateway unreachable, the call fails as SERVICE_UNAVAILABLE (503).
 */
export function httpExecutor(url: string): GraphExecutor {
  return {
    async execute(query, operationName, variables, context) {
      if (!context.delegation)
        throw new ServiceUnavailable(
          'The graph is reachable from this process only on behalf of a caller the gateway sent',
        );
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-request-id': context.requestId,
            [DELEGATION_HEADER]: context.delegation,
          },
          body: JSON.stringify(operationName ? { query, operationName, variables } : { query, variables }),
        });
      } catch (error) {
        throw new ServiceUnavailable(`The gateway is unreachable: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as GraphResult | null;
      if (!body || (!body.data && !body.errors))
        throw new ServiceUnavailable(`The gateway answered ${response.status} without a GraphQL result`);
      return body;
    },
  };
}
