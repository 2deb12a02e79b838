import { DELEGATION_HEADER, type RequestContext } from '@platform/auth';
import { ServiceUnavailable } from '@platform/errors';
import type { SupergraphExecutor } from './supergraph-client.js';

/**
 * A standalone subgraph's supergraph executor (distributed mode): the operation goes to the gateway's
 * /graphql with the delegation the gateway signed for this caller (gateway-assertion.ts), so the
 * other domains see the very same caller. Without a delegation (a scheduled job, an anonymous call)
 * or with the gateway unreachable, the port answers 503.
 */
export function gatewayHttpExecutor(url: string): SupergraphExecutor {
  return {
    async execute(query, variables, context: RequestContext) {
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
          body: JSON.stringify({ query, variables }),
        });
      } catch (error) {
        throw new ServiceUnavailable(`The gateway is unreachable: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as Awaited<
        ReturnType<SupergraphExecutor['execute']>
      > | null;
      if (!body || (!body.data && !body.errors))
        throw new ServiceUnavailable(`The gateway answered ${response.status} without a GraphQL result`);
      return body;
    },
  };
}
