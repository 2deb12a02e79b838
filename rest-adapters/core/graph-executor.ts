import type { IncomingHttpHeaders } from 'node:http';
import type { GraphQLFormattedError } from 'graphql';
import type { Realm, RequestContext } from '@platform/auth';

/** How an adapter reaches the supergraph: the gateway in this process, with the caller's identity. */
export interface GraphExecutor {
  /**
   * Verifies the bearer token and device headers; throws a DomainError for a bad token or a token
   * of another realm than the API's `realm`.
   */
  contextFor(headers: IncomingHttpHeaders, requestId: string, realm?: Realm): Promise<RequestContext>;
  execute(
    query: string,
    operationName: string | undefined,
    variables: Record<string, unknown>,
    context: RequestContext,
  ): Promise<{ data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] }>;
}
